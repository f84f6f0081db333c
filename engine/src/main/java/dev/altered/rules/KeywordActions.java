package dev.altered.rules;

import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.TerrainMarker;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Predicate;

/**
 * Terrain markers, dice, revealing, paying costs, and the decision requests effect frames ask for (targets 6.5.b,
 * choices, Tough 7.4.7).
 *
 * <p>A part of {@link Kernel}: static methods over the kernel passed in, which holds the game state and the caches
 * and keeps the entry points callers use.
 */
final class KeywordActions {
  private KeywordActions() {}

  /**
   * 7.3.28: rolls a fair six-sided die; the result is then {@link #lastDieRoll}. A modifier may make it several dice
   * of which the player keeps one (7.3.28.c): that choice is a pushed frame, so read the result after returning
   * {@link Flow#next()}.
   */
  /** 3.2.1.d: a new Terrain Marker of these terrains on each region. */
  static void placeTerrainMarkers(Kernel k, Collection<Integer> regions, EnumSet<Terrain> terrains) {
    k.beginStep();
    try {
      for (int region : regions) {
        TerrainMarker m = TerrainMarker.of(k.s.newId(), terrains, region, -1);
        k.s.markers.add(m);
        StepsAndReactions.emit(k, new Event.TerrainMarkerPlaced(k.stepNumber, m.id, -1, region, List.copyOf(terrains)));
      }
    } finally {
      k.endStep();
    }
  }

  /**
   * 7.3.20: a marker moved, or placed by the Hero holding it, becomes a new object with a new timestamp, even in the
   * region it was already in (7.3.20.a-b).
   */
  static void moveTerrainMarkers(Kernel k, Collection<Integer> markers, int region) {
    k.beginStep();
    try {
      for (int id : markers) {
        k.s.markers.stream().filter(m -> m.id == id).findFirst().ifPresent(m -> {
          k.s.markers.remove(m);
          TerrainMarker moved = TerrainMarker.of(k.s.newId(), m.terrains, region, m.holder);
          k.s.markers.add(moved);
          StepsAndReactions.emit(k, new Event.TerrainMarkerPlaced(k.stepNumber, moved.id, id, region,
              List.copyOf(m.terrains)));
        });
      }
    } finally {
      k.endStep();
    }
  }

  static List<TerrainMarker> terrainMarkers(Kernel k) {
    return Collections.unmodifiableList(k.s.markers);
  }

  static void rollDie(Kernel k, int player) {
    k.perform(List.of(new AtomicAction.RollDie(player, 1, 0)));
  }

  /** The result of the player's last die roll (0 before any). */
  static int lastDieRoll(Kernel k, int player) {
    return k.s.player(player).lastDieRoll;
  }

  static void rollOne(Kernel k, AtomicAction.RollDie r) {
    List<Integer> values = new ArrayList<>();
    for (int i = 0; i < Math.max(1, r.dice()); i++) {
      int value = 1 + k.s.prng.nextInt(6);
      values.add(value);
      StepsAndReactions.emit(k, new Event.DieRolled(k.stepNumber, r.player(), value));
    }
    if (values.size() == 1) {
      k.s.player(r.player()).lastDieRoll = values.get(0) + r.bonus();
    } else {
      k.push(new Procedures.KeepDieFrame(r.player(), values, r.bonus()));
    }
  }

  static void reveal(Kernel k, int player, List<Integer> ids) {
    List<String> cards = ids.stream().map(id -> k.object(id).map(k::name).orElse("?")).toList();
    StepsAndReactions.single(k, n -> new Event.Revealed(n, player, ids, cards));
  }

  /**
   * Pays a cost in one step (6.4.a): exhausts {@code mana} ready Mana Orbs (1.2.5.e) and performs the other parts
   * given. Returns false, changing nothing, if the mana cannot be paid in full (1.2.5.c).
   */
  static boolean payCost(Kernel k, int player, int mana, String what, Runnable otherParts) {
    List<GameObject> orbs = k.readyManaOrbs(player);
    if (orbs.size() < mana) {
      return false;
    }
    k.beginStep();
    try {
      List<Integer> used = new ArrayList<>();
      for (int i = 0; i < mana; i++) {
        GameObject orb = orbs.get(i);
        orb.statuses.add(Status.EXHAUSTED);
        used.add(orb.id);
        StepsAndReactions.emit(k, new Event.StatusChanged(k.stepNumber, orb.id, Status.EXHAUSTED, true, true));
      }
      otherParts.run();
      StepsAndReactions.emit(k, new Event.CostPaid(k.stepNumber, player, mana, used, what));
    } finally {
      k.endStep();
    }
    return true;
  }

  /**
   * 6.5.b: a request to choose targets among objects matching {@code filter}. Opponents' objects with Tough X cost X
   * each (7.4.7.c), except those this effect already paid for (7.4.7.f).
   */
  static DecisionRequest targets(Kernel k, int controller, String prompt, Predicate<GameObject> filter, int min,
      int max,
      Collection<Integer> toughPaid) {
    List<Candidate> candidates = new ArrayList<>();
    for (GameObject o : k.s.objects.values()) {
      if (!o.zone.visible() || o.isEmblem() || !filter.test(o)) {
        continue;
      }
      int extra = o.controller != controller && k.controls(o.controller, o) && !toughPaid.contains(o.id) ? k.tough(o)
          : 0;
      candidates.add(new Candidate(o.id, k.describe(o), extra));
    }
    // 6.5.b: without enough targets, the action does less. 7.4.7.d: a player is never forced to pay Tough, so only
    // the targets that cost nothing count toward the targets required; Tough ones may still be chosen.
    int budget = k.availableMana(controller);
    int free = (int) candidates.stream().filter(c -> c.extraCost() == 0).count();
    int lower = Math.min(min, free);
    return new DecisionRequest(controller, DecisionKind.TARGET, prompt, candidates, lower, max, budget, List.of());
  }

  /** A non-target choice among objects or cards matching {@code filter}. */
  static DecisionRequest choice(Kernel k, int player, DecisionKind kind, String prompt, Predicate<GameObject> filter,
      int min,
      int max) {
    List<Candidate> candidates = k.s.all().filter(o -> !o.isEmblem() && filter.test(o))
        .map(o -> Candidate.of(o.id, k.describe(o))).toList();
    return DecisionRequest.choose(player, kind, prompt, candidates, Math.min(min, candidates.size()),
        Math.min(max, candidates.size()));
  }

  /** A choice of one of a player's Expeditions, or of any listed. */
  static DecisionRequest expeditionChoice(Kernel k, int player, String prompt, List<ExpeditionRef> options) {
    List<Candidate> candidates = options.stream().map(e -> Candidate.of(e.code(), e.toString())).toList();
    return DecisionRequest.choose(player, DecisionKind.EXPEDITION, prompt, candidates, 1, 1);
  }

  /** Pays the Tough costs of chosen targets as one cost (7.4.7), recording them as paid for this effect. */
  static void payTough(Kernel k, int controller, Collection<Integer> targets, List<Integer> toughPaid) {
    int total = 0;
    List<Integer> newly = new ArrayList<>();
    for (int id : targets) {
      GameObject o = k.s.objects.get(id);
      if (o != null && o.controller != controller && k.controls(o.controller, o) && !toughPaid.contains(id)
          && k.tough(o) > 0) {
        total += k.tough(o);
        newly.add(id);
      }
    }
    if (total > 0) {
      if (!payCost(k, controller, total, "Tough " + newly, () -> {})) {
        throw new IllegalStateException("Tough cost " + total + " could not be paid");
      }
      toughPaid.addAll(newly);
    }
  }
}
