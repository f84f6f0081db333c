package dev.altered.rules.agent;

import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionRequest;

/**
 * An agent that is handed a player's view, never the game: it cannot read what its player may not see. Made into
 * an {@link Agent} by {@link ViewingAgent}.
 */
@FunctionalInterface
public interface ViewAgent {
  Answer decide(PlayerView view, DecisionRequest request);
}
