package dev.altered.rules.agent;

import java.util.List;

/** Agents by name, as the command line gives them: each is deterministic by its seed. */
public final class Agents {
  /** The names {@link #byName} knows, for usage messages. */
  public static final List<String> NAMES = List.of("random", "greedy", "mcts", "mcts:PLAYOUTS");

  private Agents() {}

  /**
   * {@code random}, {@code greedy}, {@code mcts} ({@value MctsAgent#DEFAULT_PLAYOUTS} playouts a decision) or
   * {@code mcts:PLAYOUTS}. Greedy and mcts are handed a player's view, never the game.
   *
   * @throws IllegalArgumentException naming the known agents, for any other spec
   */
  public static Agent byName(String spec, long seed) {
    String name = spec.strip();
    if (name.equals("random")) {
      RandomAgent random = new RandomAgent(seed);
      return new ViewingAgent((view, request) -> random.decide(request), seed);
    }
    if (name.equals("greedy")) {
      return new ViewingAgent(new GreedyAgent(seed), seed);
    }
    if (name.equals("mcts")) {
      return new ViewingAgent(new MctsAgent(MctsAgent.DEFAULT_PLAYOUTS, seed), seed);
    }
    if (name.startsWith("mcts:")) {
      int playouts;
      try {
        playouts = Integer.parseInt(name.substring(5));
      } catch (NumberFormatException e) {
        playouts = 0;
      }
      if (playouts < 1 || playouts > 1_000_000) {
        throw new IllegalArgumentException("agent '" + spec + "': PLAYOUTS is a number from 1 to 1000000");
      }
      return new ViewingAgent(new MctsAgent(playouts, seed), seed);
    }
    throw new IllegalArgumentException("unknown agent '" + spec + "' (expected one of " + String.join(", ", NAMES)
        + ")");
  }
}
