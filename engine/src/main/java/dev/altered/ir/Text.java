package dev.altered.ir;

import java.util.List;

/** Words of the program: a counter name (upper-case id, 2.5) or option labels of a choice (6.5.g). */
public record Text(List<String> words) implements Constant {
  public Text {
    words = List.copyOf(words);
  }

  public static Text of(String... words) {
    return new Text(List.of(words));
  }

  public String first() {
    return words.get(0);
  }

  @Override
  public String toString() {
    return words.size() == 1 ? "'" + words.get(0) + "'" : words.toString();
  }
}
