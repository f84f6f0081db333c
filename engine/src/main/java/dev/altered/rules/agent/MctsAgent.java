package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.Prng;
import java.util.List;
import java.util.Optional;

/**
 * Information-set Monte Carlo search over a turn's options. Each playout draws a fresh determinization of the view
 * (what the player cannot see, dealt again), picks a root option by UCB1, plays it, then plays on with random
 * players to the end of the day (Dusk's Progress included, where the game is won) and scores the position with the
 * {@link Heuristic}, squashed into [0, 1]. The most played option is answered. Decisions other than turns (targets,
 * Expand, what to keep) are few-choice and are left to the greedy look-ahead, which costs far less.
 *
 * <p>The tree is one level deep (the root's options): deeper nodes would be keyed by answers that exist only in some
 * determinizations, and on two shared cores the budget goes further spent on playouts.
 */
public final class MctsAgent implements ViewAgent {
  public static final int DEFAULT_PLAYOUTS = 48;
  /** Decisions a playout may answer before it is scored where it stands. */
  static final int PLAYOUT_DECISIONS = 150;
  /** UCB1's exploration constant: rewards are in [0, 1]. */
  static final double EXPLORE = 0.7;
  /** Score difference that is worth a 73% reward: about one region of progress. */
  static final double SCALE = 100.0;

  private final int playouts;
  private final Prng prng;
  private final GreedyAgent greedy;

  public MctsAgent(int playouts, long seed) {
    if (playouts < 1) {
      throw new IllegalArgumentException("mcts needs at least one playout, got " + playouts);
    }
    this.playouts = playouts;
    this.prng = new Prng(seed);
    this.greedy = new GreedyAgent(seed ^ 0x6D637473L);
  }

  @Override
  public Answer decide(PlayerView view, DecisionRequest request) {
    if (request.kind() != DecisionKind.TURN || request.declarations().size() == 1) {
      return greedy.decide(view, request);
    }
    List<Answer> options = Options.of(request, prng.nextLong());
    int[] visits = new int[options.size()];
    double[] reward = new double[options.size()];
    for (int i = 0; i < playouts; i++) {
      int pick = select(visits, reward, i);
      visits[pick]++;
      reward[pick] += playout(view.sample(i + 1), options.get(pick), view.player(), prng.nextLong());
    }
    int best = 0;
    for (int i = 1; i < options.size(); i++) {
      if (visits[i] > visits[best] || (visits[i] == visits[best] && reward[i] > reward[best])) {
        best = i;
      }
    }
    return options.get(best);
  }

  /** UCB1; unplayed options first, in order. */
  private static int select(int[] visits, double[] reward, int total) {
    int best = 0;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < visits.length; i++) {
      if (visits[i] == 0) {
        return i;
      }
      double value = reward[i] / visits[i] + EXPLORE * Math.sqrt(Math.log(total) / visits[i]);
      if (value > bestValue) {
        best = i;
        bestValue = value;
      }
    }
    return best;
  }

  static double playout(Game game, Answer option, int player, long seed) {
    try {
      game.limitSteps(50_000);
      int day = game.day();
      Optional<DecisionRequest> next = game.decide(option);
      RandomAgent random = new RandomAgent(seed);
      for (int i = 0; i < PLAYOUT_DECISIONS && next.isPresent() && game.day() == day; i++) {
        next = game.decide(random.decide(next.get()));
      }
      return 1 / (1 + Math.exp(-Heuristic.score(game, player) / SCALE));
    } catch (RuntimeException e) { // a determinization the option cannot be played in teaches nothing
      return 0;
    }
  }
}
