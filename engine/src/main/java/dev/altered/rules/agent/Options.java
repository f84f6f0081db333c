package dev.altered.rules.agent;

import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The answers a searching agent weighs for a request: every declaration of a turn, every legal pick when there are
 * few (at most {@value #ALL}), otherwise a fixed number of legal picks drawn by a random player. Always at least one,
 * always legal, in an order fixed by the request and the seed.
 */
final class Options {
  static final int ALL = 24;
  private static final int DRAWN = 12;

  private Options() {}

  static List<Answer> of(DecisionRequest request, long seed) {
    if (request.kind() == DecisionKind.TURN) {
      return request.declarations().stream().map(Answer::declare).toList();
    }
    List<List<Integer>> picks = new ArrayList<>();
    subsets(request, 0, new ArrayList<>(), 0, picks);
    Set<Answer> answers = new LinkedHashSet<>();
    if (picks.size() <= ALL) {
      picks.forEach(p -> answers.add(Answer.pick(p)));
    } else {
      RandomAgent random = new RandomAgent(seed);
      for (int i = 0; i < DRAWN; i++) {
        Answer a = random.decide(request);
        if (a instanceof Answer.Pick p && request.checkPick(p).isEmpty()) {
          answers.add(a);
        }
      }
    }
    if (answers.isEmpty()) {
      answers.add(new RandomAgent(seed).decide(request));
    }
    return List.copyOf(answers);
  }

  /** Legal subsets in candidate order, stopping once there are more than {@link #ALL}. */
  private static void subsets(DecisionRequest r, int from, List<Integer> chosen, int extra, List<List<Integer>> out) {
    if (out.size() > ALL) {
      return;
    }
    if (chosen.size() >= r.min() && chosen.size() <= r.max()) {
      out.add(List.copyOf(chosen));
    }
    if (chosen.size() == r.max()) {
      return;
    }
    List<Candidate> cs = r.candidates();
    for (int i = from; i < cs.size(); i++) {
      Candidate c = cs.get(i);
      if (extra + c.extraCost() <= r.budget()) {
        chosen.add(c.id());
        subsets(r, i + 1, chosen, extra + c.extraCost(), out);
        chosen.remove(chosen.size() - 1);
      }
    }
  }
}
