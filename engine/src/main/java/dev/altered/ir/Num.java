package dev.altered.ir;

import java.util.Objects;

/** A number computed when an instruction runs: a literal, X, a count of objects, counters, a die result... */
public sealed interface Num extends Constant {
  record Lit(int value) implements Num {
    @Override
    public String toString() {
      return Integer.toString(value);
    }
  }

  /** The number stored in a register (its first element), e.g. a die result or "removed this way". */
  record Reg(int reg) implements Num {
    @Override
    public String toString() {
      return "value " + Regs.name(reg);
    }
  }

  /** How many objects a register holds ("that many", "them"). */
  record Size(int reg) implements Num {
    @Override
    public String toString() {
      return "size " + Regs.name(reg);
    }
  }

  /** The number of objects matching ("the number of Characters you control"). */
  record Count(Pred objects) implements Num {
    @Override
    public String toString() {
      return "count " + objects;
    }
  }

  /** The number of regions matching ("three or more single-terrain regions are visible"). */
  record CountRegions(RegionPred regions) implements Num {
    @Override
    public String toString() {
      return "count " + regions;
    }
  }

  /** The number of Expeditions matching ("per Expedition in {V}"). */
  record CountExp(ExpPred expeditions) implements Num {
    @Override
    public String toString() {
      return "count expeditions " + expeditions;
    }
  }

  /** Counters of a kind on the objects of a register (-1: on me); "ANY" counts all kinds. */
  record Counters(int reg, String counter) implements Num {
    @Override
    public String toString() {
      return counter.toLowerCase(java.util.Locale.ROOT) + " counters on " + Regs.name(reg);
    }
  }

  /** A characteristic of the first object of a register ("its Hand Cost"). */
  record StatOf(int reg, Pred.StatKind stat) implements Num {
    @Override
    public String toString() {
      return stat + " of " + Regs.name(reg);
    }
  }

  /** The highest characteristic among the objects matching, 0 if none. */
  record Max(Pred objects, Pred.StatKind stat) implements Num {
    @Override
    public String toString() {
      return "highest " + stat + " among " + objects;
    }
  }

  /** The lowest characteristic among the objects matching, 0 if none ("with the lowest Hand Cost"). */
  record Min(Pred objects, Pred.StatKind stat) implements Num {
    @Override
    public String toString() {
      return "lowest " + stat + " among " + objects;
    }
  }

  /**
   * The most (or fewest) counters of a kind (empty: of any kind) on one object among the objects matching, 0 if none
   * ("with the most boosts").
   */
  record CounterExtreme(Pred objects, java.util.Optional<String> counter, boolean most) implements Num {
    @Override
    public String toString() {
      return (most ? "most " : "fewest ") + counter.map(c -> c.toLowerCase(java.util.Locale.ROOT)).orElse("any")
          + " counters among " + objects;
    }
  }

  /** How many base statistics equal {@code value} among the objects matching (each object counts each of its). */
  record BaseStats(Pred objects, int value) implements Num {
    @Override
    public String toString() {
      return "base statistics of " + value + " among " + objects;
    }
  }

  /** The number of regions between a player's Hero and Companion Expeditions (0 when adjacent). */
  record RegionsBetween(Who who) implements Num {
    @Override
    public String toString() {
      return "regions between the expeditions of " + who;
    }
  }

  /** The result of the controller's last die roll (7.3.28.b), for a Reaction to a roll. */
  record LastDie() implements Num {
    @Override
    public String toString() {
      return "last die result";
    }
  }

  /** The X chosen or fixed when the card was played (0 if none). */
  record ContextX() implements Num {
    @Override
    public String toString() {
      return "X";
    }
  }

  record Add(Num left, Num right) implements Num {
    public Add {
      Objects.requireNonNull(left, "left");
      Objects.requireNonNull(right, "right");
    }

    @Override
    public String toString() {
      return "(" + left + " + " + right + ")";
    }
  }

  record Mul(Num left, Num right) implements Num {
    @Override
    public String toString() {
      return "(" + left + " * " + right + ")";
    }
  }

  /** {@code then} when the condition holds, {@code otherwise} when not ("costs {1} more if ..."). */
  record If(Cond condition, Num then, Num otherwise) implements Num {
    @Override
    public String toString() {
      return "(if " + condition + " then " + then + " else " + otherwise + ")";
    }
  }

  /** The ready Mana Orbs of the controller (1.2.5.e), for costs that cannot be paid otherwise. */
  record AvailableMana() implements Num {
    @Override
    public String toString() {
      return "available mana";
    }
  }

  static Num lit(int value) {
    return new Lit(value);
  }
}
