package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.decision.DecisionRequest;
import java.util.List;
import java.util.Optional;

/** Connects agents to a game: asks the right agent for each pending decision until the game ends. */
public final class Driver {
  private Driver() {}

  /** Plays to the end; returns the winner, if any. */
  public static Optional<Integer> play(Game game, List<Agent> agents) {
    Optional<DecisionRequest> request = game.advance();
    while (request.isPresent()) {
      DecisionRequest r = request.get();
      request = game.decide(agents.get(r.player()).decide(game, r));
    }
    return game.winner();
  }

  /** Answers decisions until {@code decisions} have been made or the game ends; returns the pending request. */
  public static Optional<DecisionRequest> play(Game game, List<Agent> agents, int decisions) {
    Optional<DecisionRequest> request = game.advance();
    for (int i = 0; i < decisions && request.isPresent(); i++) {
      DecisionRequest r = request.get();
      request = game.decide(agents.get(r.player()).decide(game, r));
    }
    return request;
  }
}
