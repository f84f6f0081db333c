package dev.altered.rules;

import dev.altered.card.CardDefinition;
import dev.altered.rules.event.Event;
import dev.altered.rules.event.Place;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Tokens (2.2.12), statuses and counters: creating tokens, gaining and losing statuses, exhausting and
 * readying, boosts and other counters.
 *
 * <p>A part of {@link Kernel}: static methods over the kernel passed in, which holds the game state and the caches
 * and keeps the entry points callers use.
 */
final class StatusesAndCounters {
  private StatusesAndCounters() {}

  /** 7.3.5: creates tokens, one atomic action each, in the given Expeditions (one per token). */
  static List<Integer> createTokens(Kernel k, int controller, TokenSpec spec, List<ExpeditionRef> where) {
    List<Integer> ids = new ArrayList<>();
    k.beginStep();
    try {
      for (ExpeditionRef e : where) {
        GameObject t = new GameObject();
        t.id = k.s.newId();
        t.token = spec;
        t.owner = controller; // 1.1.7.b: the owner of a token is the player who created it
        t.controller = e.player();
        t.zone = ZoneKind.EXPEDITION;
        t.side = e.side();
        k.s.objects.put(t.id, t);
        ids.add(t.id);
        StepsAndReactions.emit(k, new Event.TokenCreated(k.stepNumber, t.id, spec.name(), Place.expedition(e.player(),
            e.side()),
            e.player()));
      }
    } finally {
      k.endStep();
    }
    return ids;
  }

  /**
   * 7.3.5.b, 2.2.11.e: the token an effect creates, completed from the set's token card of its name (1.1.7.b): what
   * the effect prints wins (its statistics, 2.2.11.e; its sub-types, 2.2.2.j); what it leaves out (a name printed
   * alone, "[Manaseed] token") comes from the card. No card: the token as printed.
   */
  static TokenSpec defineToken(Kernel k, TokenSpec printed, boolean statisticsPrinted) {
    Optional<CardDefinition> def = k.catalog.tokenNamed(printed.name());
    if (def.isEmpty()) {
      return printed;
    }
    CardDefinition d = def.get();
    int f = printed.forest();
    int m = printed.mountain();
    int w = printed.water();
    if (!statisticsPrinted) {
      f = d.stats().map(x -> x.forest()).orElse(0);
      m = d.stats().map(x -> x.mountain()).orElse(0);
      w = d.stats().map(x -> x.water()).orElse(0);
    }
    List<String> subtypes = printed.subtypes().isEmpty() ? d.subtypes() : printed.subtypes();
    return new TokenSpec(d.name(), f, m, w, subtypes, printed.abilityKey());
  }

  /**
   * 7.3.5, 3.2.7: creates tokens in Landmark zones, one atomic action each, one per player listed: a Landmark Permanent
   * token (Manaseed, Aerolith) "in [player's] Landmarks". Its controller is that player; its owner is the player who
   * created it (1.1.7.b).
   */
  static List<Integer> createLandmarkTokens(Kernel k, int creator, TokenSpec spec, List<Integer> players) {
    List<Integer> ids = new ArrayList<>();
    k.beginStep();
    try {
      for (int player : players) {
        GameObject t = new GameObject();
        t.id = k.s.newId();
        t.token = spec;
        t.owner = creator; // 1.1.7.b
        t.controller = player;
        t.zone = ZoneKind.LANDMARK;
        t.zonePlayer = player;
        k.s.objects.put(t.id, t);
        ids.add(t.id);
        StepsAndReactions.emit(k, new Event.TokenCreated(k.stepNumber, t.id, spec.name(), Place.of(ZoneKind.LANDMARK,
            player), player));
      }
    } finally {
      k.endStep();
    }
    return ids;
  }

  static boolean mayGainAgain(Kernel k, GameObject target, Status status) {
    for (Kernel.ActiveRule r : RulesInEffect.effectiveRules(k)) {
      if (r.rule().allowsGainingAgain(k, r.source(), target, status)) {
        return true;
      }
    }
    return false;
  }

  /** 7.3.15: gain a status; an object that has it cannot gain it again (2.4.1.f) unless allowed (2.4.1.g). */
  static void gainStatus(Kernel k, Collection<Integer> ids, Status status) {
    if (status == Status.BOOSTED || status == Status.ASCENDED) {
      throw new IllegalArgumentException(status + " is not gained directly (2.4.5.b, 7.3.3)");
    }
    k.perform(ids.stream().map(id -> new AtomicAction.GainStatus(id, status)).toList());
  }

  static void gainStatusOne(Kernel k, int id, Status status) {
    GameObject o = k.s.objects.get(id);
    if (o == null || !o.zone.holdsStatuses()) {
      return; // 2.4.1.c
    }
    if (status == Status.FLEETING && o.zone == ZoneKind.LANDMARK) {
      return; // 2.4.7.b remark: Landmark Permanents cannot have Fleeting
    }
    if (o.statuses.contains(status)) {
      if (mayGainAgain(k, o, status)) {
        StepsAndReactions.emit(k, new Event.StatusChanged(k.stepNumber, id, status, true, false));
      }
      return;
    }
    o.statuses.add(status);
    StepsAndReactions.emit(k, new Event.StatusChanged(k.stepNumber, id, status, true, true));
  }

  /** 7.3.19: an object without the status cannot lose it. */
  static void loseStatus(Kernel k, Collection<Integer> ids, Status status) {
    k.perform(ids.stream().map(id -> new AtomicAction.LoseStatus(id, status)).toList());
  }

  static void loseStatusOne(Kernel k, int id, Status status) {
    GameObject o = k.s.objects.get(id);
    if (o == null || !o.statuses.contains(status)) {
      return;
    }
    o.statuses.remove(status);
    StepsAndReactions.emit(k, new Event.StatusChanged(k.stepNumber, id, status, false, true));
  }

  /** 7.3.12: exhausting an exhausted object is impossible (7.3.15.b). */
  static void exhaust(Kernel k, Collection<Integer> ids) {
    gainStatus(k, ids, Status.EXHAUSTED);
  }

  /** 7.3.25. */
  static void ready(Kernel k, Collection<Integer> ids) {
    loseStatus(k, ids, Status.EXHAUSTED);
  }

  static void changeCounters(Kernel k, GameObject o, String name, int delta) {
    int total = Math.max(0, o.counter(name) + delta);
    int actual = total - o.counter(name);
    if (actual == 0 && delta != 0) {
      return;
    }
    if (total == 0) {
      o.counters.remove(name);
    } else {
      o.counters.put(name, total);
    }
    StepsAndReactions.emit(k, new Event.CountersChanged(k.stepNumber, o.id, name, actual, total));
  }

  /** 7.3.14 (and 7.3.16 give boosts): objects in Discard pile, Deck or Hand cannot gain counters (2.5.b). */
  static void gainCounters(Kernel k, Collection<Integer> ids, String name, int count) {
    if (count > 0) {
      k.perform(ids.stream().map(id -> new AtomicAction.GainCounters(id, name, count)).toList());
    }
  }

  static void gainBoosts(Kernel k, Collection<Integer> ids, int count) {
    gainCounters(k, ids, GameObject.BOOST, count);
  }

  /** 2.5.g: removes up to {@code count} counters. */
  static void removeCounters(Kernel k, Collection<Integer> ids, String name, int count) {
    k.perform(ids.stream().map(id -> new AtomicAction.RemoveCounters(id, name, count)).toList());
  }

  /** 7.3.33: spends counters; impossible with fewer than {@code count} (7.3.33.b). */
  static boolean spendCounters(Kernel k, int id, String name, int count) {
    GameObject o = k.s.objects.get(id);
    if (o == null || o.counter(name) < count) {
      return false;
    }
    k.beginStep();
    try {
      changeCounters(k, o, name, -count);
    } finally {
      k.endStep();
    }
    return true;
  }

  /** 7.3.8: gains as many as it has; doubling 0 counters is impossible. */
  static void doubleCounters(Kernel k, int id, String name) {
    GameObject o = k.s.objects.get(id);
    if (o != null && o.counter(name) > 0) {
      gainCounters(k, List.of(id), name, o.counter(name));
    }
  }

  /** 7.3.4: one more of a counter it already has. */
  static void augment(Kernel k, int id, String name) {
    GameObject o = k.s.objects.get(id);
    if (o != null && o.counter(name) > 0) {
      int before = o.counter(name);
      k.beginStep();
      try {
        gainCounters(k, List.of(id), name, 1);
        if (k.s.objects.containsKey(id)
            && k.s.objects.get(id).counter(name) > before) { // not if a modifier prevented it
          StepsAndReactions.emit(k, new Event.Augmented(k.stepNumber, id, name));
        }
      } finally {
        k.endStep();
      }
    }
  }

  /** 7.3.10: the one with more boosts loses the difference, the other gains it, simultaneously. */
  static void exchangeBoosts(Kernel k, int a, int b) {
    GameObject x = k.s.objects.get(a);
    GameObject y = k.s.objects.get(b);
    if (x == null || y == null) {
      return;
    }
    int diff = x.counter(GameObject.BOOST) - y.counter(GameObject.BOOST);
    if (diff == 0) {
      return; // 7.3.10.b
    }
    int more = diff > 0 ? a : b;
    int less = diff > 0 ? b : a;
    k.perform(List.of(new AtomicAction.RemoveCounters(more, GameObject.BOOST, Math.abs(diff)),
        new AtomicAction.GainCounters(less, GameObject.BOOST, Math.abs(diff))));
  }
}
