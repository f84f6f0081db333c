package dev.altered.ir;

import dev.altered.rules.state.Side;
import dev.altered.rules.state.Terrain;
import java.util.List;
import java.util.stream.Collectors;

/** A predicate over the four Expeditions (3.2.4.b): "your Expeditions that are behind or tied", "the one facing me". */
public sealed interface ExpPred extends Constant {
  record True() implements ExpPred {
    @Override
    public String toString() {
      return "any";
    }
  }

  record And(List<ExpPred> all) implements ExpPred {
    public And {
      all = List.copyOf(all);
    }

    @Override
    public String toString() {
      return all.stream().map(Object::toString).collect(Collectors.joining(" & ", "(", ")"));
    }
  }

  record Or(List<ExpPred> any) implements ExpPred {
    public Or {
      any = List.copyOf(any);
    }

    @Override
    public String toString() {
      return any.stream().map(Object::toString).collect(Collectors.joining(" | ", "(", ")"));
    }
  }

  record Not(ExpPred pred) implements ExpPred {
    @Override
    public String toString() {
      return "!" + pred;
    }
  }

  /** The Expeditions of these players. */
  record Of(Who who) implements ExpPred {
    @Override
    public String toString() {
      return "of " + who;
    }
  }

  /** Hero or companion Expedition (1.2.3.c). */
  record SideIs(Side side) implements ExpPred {
    @Override
    public String toString() {
      return side.name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** An Expedition one of the objects of the register is (or last was) in; register -1 is the source. */
  record Contains(int reg) implements ExpPred {
    @Override
    public String toString() {
      return "containing " + Regs.name(reg);
    }
  }

  /** Facing an Expedition that matches (1.2.3.c). */
  record Facing(ExpPred of) implements ExpPred {
    @Override
    public String toString() {
      return "facing " + of;
    }
  }

  /** Expedition positions (7.5.2). */
  record Position(List<Standing> anyOf) implements ExpPred {
    public Position {
      anyOf = List.copyOf(anyOf);
    }

    @Override
    public String toString() {
      return anyOf.toString().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** In a region with that terrain (7.5.8). */
  record InTerrain(Terrain terrain) implements ExpPred {
    @Override
    public String toString() {
      return "in " + terrain;
    }
  }

  /** In a region as described ("in a starting region": at the Hero or the Companion region, 4.1.d). */
  record InRegion(RegionPred region) implements ExpPred {
    @Override
    public String toString() {
      return "in a " + region;
    }
  }

  /** Has the Ascended status (7.3.3.a): "your [[Ascended]] Expeditions". */
  record Ascended() implements ExpPred {
    @Override
    public String toString() {
      return "ascended";
    }
  }

  /** Has no object matching in it ("an Expedition with no Characters"). */
  record Without(Pred objects) implements ExpPred {
    @Override
    public String toString() {
      return "without " + objects;
    }
  }

  /** In the same region as one of the Expeditions matching {@code other} ("in my region", 7.5.8). */
  record SameRegion(ExpPred other) implements ExpPred {
    @Override
    public String toString() {
      return "in the region of " + other;
    }
  }

  /** One of the Expeditions held in a register (codes 0..3). */
  record InReg(int reg) implements ExpPred {
    @Override
    public String toString() {
      return "in " + Regs.name(reg);
    }
  }

  /** Where an Expedition stands against the one facing it (7.5.2). */
  enum Standing { AHEAD, BEHIND, TIED }

  static ExpPred and(List<ExpPred> preds) {
    List<ExpPred> flat = preds.stream().filter(p -> !(p instanceof True)).toList();
    return flat.isEmpty() ? new True() : flat.size() == 1 ? flat.get(0) : new And(flat);
  }
}
