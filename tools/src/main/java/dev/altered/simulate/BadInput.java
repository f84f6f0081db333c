package dev.altered.simulate;

import java.util.List;

/** Input a simulation cannot run from: every problem, one line each, for the user (exit code 2). */
public final class BadInput extends Exception {
  private static final long serialVersionUID = 1L;

  private final List<String> problems;

  public BadInput(List<String> problems) {
    super(String.join("\n", problems));
    this.problems = List.copyOf(problems);
  }

  public BadInput(String problem) {
    this(List.of(problem));
  }

  public List<String> problems() {
    return problems;
  }
}
