package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.PlayerState;
import dev.altered.rules.state.ZoneKind;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What must hold between any two steps of any game, whatever the cards and the players: the mass test checks it at
 * every decision. Each check returns the first problem found, in words, or empty.
 */
public final class Invariants {
  /** 1.4.6.b: a quick action of an object is played at most a hundred times a day. */
  static final int DAILY_LIMIT = 100;

  private Invariants() {}

  /**
   * @param cards per player, the cards they brought (Hero included): they neither vanish nor multiply, tokens and
   *     Emblems aside
   */
  public static Optional<String> check(Game game, int[] cards) {
    GameState s = game.state();
    int[] counted = new int[s.players.size()];
    Set<Integer> inDecks = new HashSet<>();
    for (PlayerState p : s.players) {
      for (int id : p.deck) {
        GameObject o = s.objects.get(id);
        if (o == null || o.zone != ZoneKind.DECK || o.zonePlayer != p.index || !inDecks.add(id)) {
          return Optional.of("card #" + id + " in player " + p.index + "'s Deck order is not one card in that Deck");
        }
      }
      if (p.heroPosition < 0 || p.heroPosition > 7 || p.companionPosition < 0 || p.companionPosition > 7) {
        return Optional.of("player " + p.index + "'s Expeditions are off the Adventure");
      }
    }
    for (GameObject o : s.objects.values()) {
      if (o.zone == null) {
        return Optional.of(o + " is in no zone");
      }
      if (!o.zone.shared() && (o.zonePlayer < 0 || o.zonePlayer >= counted.length)) {
        return Optional.of(o + " is in a " + o.zone + " of no player");
      }
      if (o.zone == ZoneKind.DECK && !inDecks.contains(o.id)) {
        return Optional.of(o + " is in a Deck but not in its order");
      }
      if (o.zone == ZoneKind.EXPEDITION && o.side == null) {
        return Optional.of(o + " is in the Expedition zone but in no Expedition");
      }
      for (Map.Entry<String, Integer> c : o.counters.entrySet()) {
        if (c.getValue() < 0) {
          return Optional.of(o + " has " + c.getValue() + " " + c.getKey() + " counters");
        }
      }
      if (o.id >= s.nextId) {
        return Optional.of(o + " has an id not yet given out");
      }
      if (o.cardRef != null && o.token == null && o.emblem == null) {
        counted[o.owner]++;
      }
    }
    for (int p = 0; p < counted.length; p++) {
      if (counted[p] != cards[p]) {
        return Optional.of("player " + p + " brought " + cards[p] + " cards, " + counted[p] + " are in the game");
      }
    }
    for (Map.Entry<String, Integer> a : s.activations.entrySet()) {
      if (a.getValue() < 0 || a.getValue() > DAILY_LIMIT) {
        return Optional.of(a.getKey() + " was activated " + a.getValue() + " times this day (1.4.6.b: at most 100)");
      }
    }
    return game.pending().flatMap(Invariants::request);
  }

  /** A request an agent can answer: someone's, bounds that make sense, non-negative costs. */
  static Optional<String> request(DecisionRequest r) {
    if (r.player() < 0 || r.player() > 1) {
      return Optional.of("'" + r.prompt() + "' is asked of player " + r.player());
    }
    if (r.kind() == DecisionKind.TURN) {
      return r.declarations().isEmpty() ? Optional.of("a turn with no declaration, not even pass") : Optional.empty();
    }
    List<Candidate> cs = r.candidates();
    if (r.min() < 0 || r.min() > r.max() || r.budget() < 0 || cs.stream().anyMatch(c -> c.extraCost() < 0)) {
      return Optional.of("'" + r.prompt() + "' has bounds " + r.min() + ".." + r.max() + ", budget " + r.budget());
    }
    if (cs.size() < r.min()) {
      return Optional.of("'" + r.prompt() + "' needs " + r.min() + " picks among " + r.describeChoices());
    }
    return Optional.empty();
  }
}
