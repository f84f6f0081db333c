package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.Prng;

/**
 * The wall between a game and a {@link ViewAgent}: for each request it builds the deciding player's view, with a
 * seed of its own so that the agent's determinizations are reproducible and say nothing of the game's generator.
 */
public final class ViewingAgent implements Agent {
  private final ViewAgent agent;
  private final Prng prng;

  public ViewingAgent(ViewAgent agent, long seed) {
    this.agent = agent;
    this.prng = new Prng(seed ^ 0x5A17L);
  }

  @Override
  public Answer decide(Game game, DecisionRequest request) {
    return agent.decide(PlayerView.of(game, request.player(), prng.nextLong()), request);
  }
}
