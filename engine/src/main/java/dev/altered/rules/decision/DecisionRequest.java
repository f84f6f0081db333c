package dev.altered.rules.decision;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A point where the game waits for one player (1.4.5: in initiative order when several decide). The request is
 * plain data, serialized with a paused game.
 *
 * @param candidates what may be picked (all kinds but {@link DecisionKind#TURN})
 * @param min fewest picks
 * @param max most picks
 * @param budget mana the player can spend on candidates' extra costs (Tough, 7.4.7)
 * @param declarations for {@link DecisionKind#TURN}: every legal declaration
 */
public record DecisionRequest(int player, DecisionKind kind, String prompt, List<Candidate> candidates, int min,
    int max, int budget, List<Declaration> declarations) {
  public DecisionRequest {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(prompt, "prompt");
    candidates = List.copyOf(candidates);
    declarations = List.copyOf(declarations);
  }

  public static DecisionRequest choose(int player, DecisionKind kind, String prompt, List<Candidate> candidates,
      int min, int max) {
    return new DecisionRequest(player, kind, prompt, candidates, min, max, 0, List.of());
  }

  public static DecisionRequest may(int player, String prompt) {
    return choose(player, DecisionKind.MAY, prompt, List.of(Candidate.of(1, "yes"), Candidate.of(0, "no")), 1, 1);
  }

  public Optional<Candidate> candidate(int id) {
    return candidates.stream().filter(c -> c.id() == id).findFirst();
  }

  /**
   * Checks a pick against this request: every id offered, no repeats, count within bounds, extra costs payable.
   * Turn declarations are checked by the kernel, which can say why a card cannot be played.
   */
  public Optional<String> checkPick(Answer.Pick pick) {
    List<Integer> ids = pick.ids();
    Set<Integer> seen = new HashSet<>();
    int extra = 0;
    for (int id : ids) {
      Optional<Candidate> c = candidate(id);
      if (c.isEmpty()) {
        return Optional.of("'" + prompt + "': " + id + " is not one of the choices " + describeChoices());
      }
      if (!seen.add(id)) {
        return Optional.of("'" + prompt + "': " + c.get().label() + " is chosen twice (6.5.b: once per step)");
      }
      extra += c.get().extraCost();
    }
    if (ids.size() < min || ids.size() > max) {
      String bounds = min == max ? "exactly " + min : "between " + min + " and " + max;
      return Optional.of("'" + prompt + "': expected " + bounds + " choices, got " + ids.size());
    }
    if (extra > budget) {
      return Optional.of("'" + prompt + "': these choices cost " + extra + " extra mana (Tough) but only " + budget
          + " ready Mana Orbs are available");
    }
    return Optional.empty();
  }

  public String describeChoices() {
    if (candidates.isEmpty()) {
      return "(none)";
    }
    return candidates.stream().map(c -> c.id() + "=" + c.label()).collect(Collectors.joining(", ", "[", "]"));
  }
}
