package dev.altered.ir;

import java.util.List;

/** The statements of a passive ability (2.2.12.m), as data. */
public record Passive(List<Rule> rules) implements Constant {
  public Passive {
    rules = List.copyOf(rules);
  }

  @Override
  public String toString() {
    return rules.toString();
  }
}
