package dev.altered.rules;

import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.PlayerState;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Expeditions moving: forward and backward, Progress (4.2.4), ascending, switching Expeditions, defecting.
 *
 * <p>A part of {@link Kernel}: static methods over the kernel passed in, which holds the game state and the caches
 * and keeps the entry points callers use.
 */
final class ExpeditionMoves {
  private ExpeditionMoves() {}

  /** Whether a rule or passive forbids an Expedition from moving forward (1.4.1). */
  static boolean forbiddenToMoveForward(Kernel k, ExpeditionRef e) {
    return forbiddenToMoveForward(k, e, List.of());
  }

  /** The same, moving due to these terrains ("can't move forward during Dusk except due to {O}"). */
  static boolean forbiddenToMoveForward(Kernel k, ExpeditionRef e, List<Terrain> dueTo) {
    for (Kernel.ActiveRule r : RulesInEffect.effectiveRules(k)) {
      if (r.rule().forbidsMovingForward(k, r.source(), e, dueTo)) {
        return true;
      }
    }
    return false;
  }

  /** 7.3.22: moves Expeditions forward {@code regions} regions, simultaneously. */
  static void moveForward(Kernel k, List<ExpeditionRef> expeditions, int regions) {
    k.perform(expeditions.stream().map(e -> new AtomicAction.Advance(e, regions, false, List.of(), false)).toList());
  }

  /** 4.2.4.i: the Expeditions that did not move forward during Progress, in one step. */
  static void failedToMoveForward(Kernel k, List<ExpeditionRef> expeditions) {
    if (expeditions.isEmpty() || k.s.tiebreakers) {
      return;
    }
    k.beginStep();
    try {
      for (ExpeditionRef e : expeditions) {
        StepsAndReactions.emit(k, new Event.FailedToMoveForward(k.stepNumber, e));
      }
    } finally {
      k.endStep();
    }
  }

  static void progress(Kernel k, Map<ExpeditionRef, List<Terrain>> winners, Set<ExpeditionRef> byTie) {
    List<AtomicAction> moves = new ArrayList<>();
    winners.forEach((e, due) -> moves.add(new AtomicAction.Advance(e, 1, true, due, byTie.contains(e))));
    k.perform(moves);
  }

  static void advanceOne(Kernel k, AtomicAction.Advance a) {
    ExpeditionRef e = a.expedition();
    if (k.s.tiebreakers || forbiddenToMoveForward(k, e, a.dueTo())) {
      return; // 7.3.22.e, 4.3.d; 1.4.1
    }
    if (k.s.phase == Phase.DUSK && k.inExpedition(e).stream().anyMatch(o -> k.hasKeyword(o, Keyword.DEFENDER))
        && !k.defenderIgnored(e)) {
      return; // 7.4.2.b-c: whatever the reason, during Dusk
    }
    PlayerState p = k.s.player(e.player());
    int from = p.position(e.side());
    int dir = e.side() == Side.HERO ? 1 : -1;
    int end = e.side() == Side.HERO ? 7 : 0;
    int to = from;
    for (int i = 0; i < a.regions() && to != end; i++) { // 7.3.22.c-d
      to += dir;
    }
    if (to == from) {
      return;
    }
    for (int r = Math.min(from, to); r <= Math.max(from, to); r++) {
      reveal(k, r); // 7.3.22.b
    }
    p.setPosition(e.side(), to);
    p.setMovedToday(e.side(), true);
    StepsAndReactions.emit(k, new Event.ExpeditionMoved(k.stepNumber, e, from, to, true, a.progress(), a.dueTo(),
        a.dueToAscend()));
  }

  static void reveal(Kernel k, int region) {
    if (region <= 0 || region >= 7 || k.s.regions.get(region).faceUp) {
      return;
    }
    int first = region % 2 == 1 ? region : region - 1; // a Tumult card holds two regions
    for (int r = first; r <= first + 1; r++) {
      k.s.regions.get(r).faceUp = true;
      StepsAndReactions.emit(k, new Event.RegionRevealed(k.stepNumber, r, List.copyOf(k.s.regions.get(r).printed)));
    }
  }

  /** 7.3.21: back toward the region of origin; nothing past it (7.3.21.b-c) or in the Arena (7.3.21.d). */
  static void moveBackward(Kernel k, List<ExpeditionRef> expeditions, int regions) {
    if (k.s.tiebreakers) {
      return;
    }
    k.beginStep();
    try {
      for (ExpeditionRef e : expeditions) {
        PlayerState p = k.s.player(e.player());
        int from = p.position(e.side());
        int origin = e.side() == Side.HERO ? 0 : 7;
        int dir = e.side() == Side.HERO ? -1 : 1;
        int to = from;
        for (int i = 0; i < regions && to != origin; i++) {
          to += dir;
        }
        if (to != from) {
          p.setPosition(e.side(), to);
          StepsAndReactions.emit(k, new Event.ExpeditionMoved(k.stepNumber, e, from, to, false, false, List.of(),
              false));
        }
      }
    } finally {
      k.endStep();
    }
  }

  /** 7.3.3: the Expedition gains Ascended, as an atomic action modifiers see (7.5.3.a: also when it has it). */
  static void ascend(Kernel k, ExpeditionRef e) {
    k.perform(List.of(new AtomicAction.Ascend(e)));
  }

  static void ascendOne(Kernel k, ExpeditionRef e) {
    PlayerState p = k.s.player(e.player());
    if (p.ascended(e.side())) {
      return; // 2.4.1.f
    }
    p.setAscended(e.side(), true);
    StepsAndReactions.emit(k, new Event.ExpeditionStatusChanged(k.stepNumber, e, Status.ASCENDED, true));
  }

  static void loseAscended(Kernel k) {
    k.beginStep();
    try {
      for (PlayerState p : k.s.players) {
        for (Side side : Side.values()) {
          if (p.ascended(side)) {
            p.setAscended(side, false);
            StepsAndReactions.emit(k, new Event.ExpeditionStatusChanged(k.stepNumber, new ExpeditionRef(p.index, side),
                Status.ASCENDED,
                false));
          }
        }
      }
    } finally {
      k.endStep();
    }
  }

  /** 7.3.34: to the other Expedition of the same player; leaves and joins Expeditions, not the zone. */
  static void switchExpeditions(Kernel k, Collection<Integer> ids) {
    k.beginStep();
    try {
      for (int id : ids) {
        GameObject o = k.s.objects.get(id);
        if (o == null || o.zone != ZoneKind.EXPEDITION) {
          continue;
        }
        ExpeditionRef from = new ExpeditionRef(o.controller, o.side);
        o.side = o.side.other();
        if (k.hasKeyword(o, Keyword.GIGANTIC)) {
          continue; // 7.4.4.n: only its card switches; the Character neither leaves nor joins an Expedition
        }
        StepsAndReactions.emit(k, new Event.ExpeditionSwitched(k.stepNumber, id, from, from.otherOfSamePlayer(),
            false));
      }
    } finally {
      k.endStep();
    }
  }

  /**
   * 7.3.6: to the Expedition facing it (the card itself for a Gigantic Character, 7.4.4.i), in one step, as atomic
   * actions modifiers see ("If I would [Defect], ... instead", "can't [Defect]").
   */
  static void defect(Kernel k, Collection<Integer> ids) {
    k.perform(ids.stream().map(AtomicAction.Defect::new).toList());
  }

  static void defectOne(Kernel k, int id) {
    GameObject o = k.s.objects.get(id);
    if (o == null || o.zone != ZoneKind.EXPEDITION) {
      return;
    }
    ExpeditionRef from = new ExpeditionRef(o.controller, o.side);
    o.controller = 1 - o.controller;
    StepsAndReactions.emit(k, new Event.ExpeditionSwitched(k.stepNumber, id, from, from.facing(), true));
  }
}
