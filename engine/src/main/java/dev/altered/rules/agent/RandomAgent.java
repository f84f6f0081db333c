package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.Prng;
import java.util.ArrayList;
import java.util.List;

/** Picks uniformly among legal answers with its own seeded generator; prefers acting to passing. */
public final class RandomAgent implements Agent {
  private final Prng prng;

  public RandomAgent(long seed) {
    this.prng = new Prng(seed);
  }

  @Override
  public Answer decide(Game game, DecisionRequest request) {
    return decide(request);
  }

  /** The request alone is enough: a random player reads nothing of the game. */
  public Answer decide(DecisionRequest request) {
    if (request.kind() == DecisionKind.TURN) {
      List<Declaration> actions = request.declarations().stream()
          .filter(d -> d.kind() != Declaration.Kind.PASS).toList();
      if (actions.isEmpty() || prng.nextInt(10) == 0) {
        return Answer.declare(Declaration.pass());
      }
      return Answer.declare(actions.get(prng.nextInt(actions.size())));
    }
    List<Candidate> shuffled = new ArrayList<>(request.candidates());
    prng.shuffle(shuffled);
    int span = request.max() - request.min();
    int count = request.min() + (span > 0 ? prng.nextInt(span + 1) : 0);
    List<Integer> picks = new ArrayList<>();
    int budget = request.budget();
    for (Candidate c : shuffled) {
      if (picks.size() == count) {
        break;
      }
      if (c.extraCost() <= budget) {
        budget -= c.extraCost();
        picks.add(c.id());
      }
    }
    if (picks.size() < request.min()) { // not enough affordable picks: take free ones
      picks.clear();
      for (Candidate c : request.candidates()) {
        if (picks.size() < request.min() && c.extraCost() == 0) {
          picks.add(c.id());
        }
      }
    }
    return Answer.pick(picks);
  }
}
