package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.Prng;
import java.util.List;
import java.util.Optional;

/**
 * Looks one step ahead: plays each option on a determinized sample of its view until the next turn (any player's)
 * or the end of the game, and takes the one the {@link Heuristic} scores best. Choices inside that step (targets,
 * the opponent's Reactions...) are made by a random player with the same seed for every option, so options are
 * compared under the same luck. Ties go to the earliest option, so passing wins only when nothing is better.
 */
public final class GreedyAgent implements ViewAgent {
  /** Decisions one look-ahead may answer before it is scored where it stands. */
  static final int HORIZON = 60;

  private final Prng prng;

  public GreedyAgent(long seed) {
    this.prng = new Prng(seed);
  }

  @Override
  public Answer decide(PlayerView view, DecisionRequest request) {
    long luck = prng.nextLong();
    List<Answer> options = Options.of(request, luck);
    if (options.size() == 1) {
      return options.get(0);
    }
    Game sample = view.sample();
    Answer best = options.get(0);
    long bestScore = Long.MIN_VALUE;
    for (Answer option : options) {
      long score = lookAhead(sample.copyWithoutLog(), option, view.player(), luck);
      if (score > bestScore) {
        best = option;
        bestScore = score;
      }
    }
    return best;
  }

  /** The score after playing {@code option} to the next turn; an option the sample cannot play scores lowest. */
  static long lookAhead(Game game, Answer option, int player, long luck) {
    try {
      game.limitSteps(20_000);
      Optional<DecisionRequest> next = game.decide(option);
      RandomAgent rest = new RandomAgent(luck);
      for (int i = 0; i < HORIZON && next.isPresent() && next.get().kind() != DecisionKind.TURN; i++) {
        next = game.decide(rest.decide(next.get()));
      }
      return Heuristic.score(game, player);
    } catch (RuntimeException e) { // a sample is a guess: what it cannot play is not chosen
      return Long.MIN_VALUE + 1;
    }
  }
}
