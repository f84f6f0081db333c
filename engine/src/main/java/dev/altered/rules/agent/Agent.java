package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionRequest;

/** Someone who answers decision requests for a player: a person behind a UI, a script, a random player. */
@FunctionalInterface
public interface Agent {
  Answer decide(Game game, DecisionRequest request);
}
