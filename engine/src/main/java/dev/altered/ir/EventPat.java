package dev.altered.ir;

import dev.altered.rules.event.Cause;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;

/**
 * What an event must be for a trigger to match it (6.3.b), as data the interpreter matches against kernel events.
 * Subjects are object predicates: an object leaving a zone is looked at as it was before (6.3.f), one arriving as it
 * is after.
 */
public sealed interface EventPat extends Constant {
  /** j / h / r (7.1.1): "When I join the Expedition zone or the Landmark zone", "When I am played from Hand". */
  record Symbol(dev.altered.rules.Trigger.Symbol symbol) implements EventPat {
    @Override
    public String toString() {
      return "{" + symbol.name().charAt(0) + "}";
    }
  }

  /** "At [phase]" (4.2.b). */
  record AtPhase(Phase phase) implements EventPat {
    @Override
    public String toString() {
      return "at " + phase;
    }
  }

  /**
   * A zone move (2.1.d). {@code from}/{@code to}: zones, empty for any (a move out of {@code from} into another zone
   * kind); {@code zoneOf}: whose zone it leaves or joins; {@code played}: the move by which a played card resolves
   * (7.5.11), by {@code actor}; {@code cause} (SACRIFICE: 7.3.31.b); {@code during}: a phase.
   */
  record Moved(Pred subject, List<ZoneKind> from, List<ZoneKind> to, Who zoneOf, boolean played,
      Optional<ZoneKind> playedFrom, Who actor, Optional<Cause> cause, Optional<Phase> during) implements EventPat {
    public Moved {
      from = List.copyOf(from);
      to = List.copyOf(to);
    }

    @Override
    public String toString() {
      return (played ? "played " + playedFrom.map(z -> "from " + z + " ").orElse("") + "by " + actor + " " : "moved ")
          + subject + (from.isEmpty() ? "" : " from " + from) + (to.isEmpty() ? "" : " to " + to)
          + (zoneOf.kind() == Who.Kind.ANY ? "" : " (zones of " + zoneOf + ")") + cause.map(c -> " by " + c).orElse("")
          + during.map(p -> " during " + p).orElse("");
    }
  }

  /** A token is created (7.3.5): it joins an Expedition. */
  record Created(Pred subject, Who controller) implements EventPat {
    @Override
    public String toString() {
      return "token created " + subject + " for " + controller;
    }
  }

  /** An object gains (or gains again, 2.4.1.g) a status; {@code byActor}: "When you exhaust a card". */
  record StatusGained(Pred subject, Status status) implements EventPat {
    @Override
    public String toString() {
      return subject + " gains " + status;
    }
  }

  /** An object loses a status it had (7.3.19): "When target Character loses [[Anchored]]". */
  record StatusLost(Pred subject, Status status) implements EventPat {
    @Override
    public String toString() {
      return subject + " loses " + status;
    }
  }

  /** An object loses counters (7.3.33); {@code last}: its last one of that kind ("When I lose my last boost"). */
  record CountersLost(Pred subject, String counter, boolean last) implements EventPat {
    @Override
    public String toString() {
      return subject + " loses " + (last ? "its last " : "") + counter;
    }
  }

  /** An object gains counters; {@code nth} > 0: its n-th counter of that kind ("my third Trial counter"). */
  record CountersGained(Pred subject, String counter, int nth) implements EventPat {
    @Override
    public String toString() {
      return subject + " gains " + (nth > 0 ? "its counter #" + nth + " " : "") + counter;
    }
  }

  /**
   * An Expedition moves forward or backward (7.3.21-22), possibly due to a terrain during Progress, or due to Ascend
   * (a tied terrain, 4.2.4.k).
   */
  record ExpeditionMoved(ExpPred expedition, boolean forward, Optional<Terrain> dueTo, boolean dueToAscend,
      Optional<Phase> during) implements EventPat {
    @Override
    public String toString() {
      return expedition + (forward ? " moves forward" : " moves backward") + dueTo.map(t -> " due to " + t).orElse("")
          + (dueToAscend ? " due to Ascend" : "") + during.map(p -> " during " + p).orElse("");
    }
  }

  /** An Expedition gains or loses a status: Ascended (7.3.3.a), lost at Rest (4.2.5). */
  record ExpeditionStatusChanged(ExpPred expedition, dev.altered.rules.state.Status status, boolean gained)
      implements EventPat {
    @Override
    public String toString() {
      return expedition + (gained ? " gains " : " loses ") + status;
    }
  }

  /** An object matching is augmented (7.3.4.a). */
  record Augmented(Pred subject) implements EventPat {
    @Override
    public String toString() {
      return subject + " is augmented";
    }
  }

  /** 4.2.4.i, 7.5.7. */
  record FailedToMoveForward(ExpPred expedition) implements EventPat {
    @Override
    public String toString() {
      return expedition + " fails to move forward";
    }
  }

  /** A player draws one or more cards (once per step). */
  record Draws(Who player) implements EventPat {
    @Override
    public String toString() {
      return player + " draws";
    }
  }

  /** A player passes (4.2.3.d); {@code first}: no other player had passed yet. */
  record Passes(Who player, boolean first) implements EventPat {
    @Override
    public String toString() {
      return player + " passes" + (first ? " first" : "");
    }
  }

  /** A player Resupplies (7.3.26; Exhausted Resupply too, 7.3.13). */
  record Resupplies(Who player) implements EventPat {
    @Override
    public String toString() {
      return player + " resupplies";
    }
  }

  /** A player rolls one or more dice (once per step), or gets a result in a range. */
  record Rolls(Who player, int low, int high) implements EventPat {
    @Override
    public String toString() {
      return player + " rolls" + (low > 1 || high < 6 ? " " + low + "-" + high : "");
    }
  }

  /** A player reveals cards. */
  record Reveals(Who player, Pred cards) implements EventPat {
    @Override
    public String toString() {
      return player + " reveals " + cards;
    }
  }

  /** The Rest daily effect is done (4.2.5.b): "after Rest" (a delayed step). */
  record RestDone() implements EventPat {
    @Override
    public String toString() {
      return "after Rest";
    }
  }

  /**
   * An object switching Expeditions (7.3.34) or defecting (7.3.6): it leaves one Expedition and joins another, not
   * the Expedition zone (7.5.9.c, 7.5.10.c). {@code arriving}: the object is looked at as it is after (it joined),
   * else as it was before (it left); {@code defects}: a defection matches too, not only a switch.
   */
  record Switched(Pred subject, boolean arriving, boolean defects) implements EventPat {
    @Override
    public String toString() {
      return (defects ? "switched or defected " : "switched ") + subject + (arriving ? " (after)" : " (before)");
    }
  }

  /** An object defecting (7.3.6.a), looked at as it was in the Expedition it left. */
  record Defected(Pred subject) implements EventPat {
    @Override
    public String toString() {
      return "defected " + subject;
    }
  }

  /** Any of several events. */
  record AnyOf(List<EventPat> events) implements EventPat {
    public AnyOf {
      events = List.copyOf(events);
    }

    @Override
    public String toString() {
      return events.toString();
    }
  }
}
