package dev.altered.ir;

import dev.altered.rules.state.Keyword;
import java.util.List;

/** Keyword abilities (7.4) with their numbers, which the kernel implements natively. */
public record Keywords(List<Item> items) implements Constant {
  public Keywords {
    items = List.copyOf(items);
  }

  public record Item(Keyword keyword, int value) {}

  @Override
  public String toString() {
    return items.stream().map(i -> i.keyword() + (i.value() != 0 ? " " + i.value() : "")).toList().toString();
  }
}
