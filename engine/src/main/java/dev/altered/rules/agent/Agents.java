package dev.altered.rules.agent;

/**
 * Agents by name, for the tools' {@code --agent} options. A stub that knows only {@code random}: the agents branch
 * adds greedy and MCTS under this same signature, and its version replaces this one when both are merged.
 */
public final class Agents {
  private Agents() {}

  /**
   * The agent a spec names, seeded.
   *
   * @throws IllegalArgumentException for a spec this build does not know
   */
  public static Agent byName(String spec, long seed) {
    if (spec.equals("random")) {
      return new RandomAgent(seed);
    }
    throw new IllegalArgumentException("unknown agent '" + spec + "' (expected random)");
  }
}
