package dev.altered.deck;

import java.util.List;

/** A deck file that cannot be used: every problem, each {@code file:line:column: what was expected}. */
public final class DeckFileException extends Exception {
  private static final long serialVersionUID = 1L;

  private final List<String> problems;

  public DeckFileException(List<String> problems) {
    super(String.join("\n", problems));
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("a deck file exception has at least one problem");
    }
    this.problems = List.copyOf(problems);
  }

  /** Each problem, one line each, in file order. */
  public List<String> problems() {
    return problems;
  }
}
