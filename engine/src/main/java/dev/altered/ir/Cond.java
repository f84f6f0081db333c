package dev.altered.ir;

import java.util.List;
import java.util.stream.Collectors;

/** A condition of a conditional step (6.5.d), of a trigger (6.3.b) or of a passive ability. */
public sealed interface Cond extends Constant {
  record True() implements Cond {
    @Override
    public String toString() {
      return "true";
    }
  }

  record And(List<Cond> all) implements Cond {
    public And {
      all = List.copyOf(all);
    }

    @Override
    public String toString() {
      return all.stream().map(Object::toString).collect(Collectors.joining(" and ", "(", ")"));
    }
  }

  record Or(List<Cond> any) implements Cond {
    public Or {
      any = List.copyOf(any);
    }

    @Override
    public String toString() {
      return any.stream().map(Object::toString).collect(Collectors.joining(" or ", "(", ")"));
    }
  }

  record Not(Cond cond) implements Cond {
    @Override
    public String toString() {
      return "not " + cond;
    }
  }

  record Compare(Num left, Cmp cmp, Num right) implements Cond {
    @Override
    public String toString() {
      return left + " " + cmp + " " + right;
    }
  }

  /** The objects of a register (-1: me) all match, and there is at least one ("If it's a Permanent"). */
  record Is(int reg, Pred pred) implements Cond {
    @Override
    public String toString() {
      return Regs.name(reg) + " is " + pred;
    }
  }

  /** Whether the step before was done (6.5.f), declined, or impossible ("If you can't"). */
  record Did(Outcome outcome) implements Cond {
    public enum Outcome { DID, DID_NOT, COULD_NOT }

    @Override
    public String toString() {
      return outcome.name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** Whether these players are the first player (4.2.1.b). */
  record FirstPlayer(Who who) implements Cond {
    @Override
    public String toString() {
      return who + " first player";
    }
  }

  /** Every Expedition matching {@code domain} matches {@code test}, and there is one (7.4.4.k). */
  record Expeditions(ExpPred domain, ExpPred test) implements Cond {
    @Override
    public String toString() {
      return "every expedition " + domain + " is " + test;
    }
  }

  /** When it is: during these players' turn, during a phase, on the n-th Day (4.1); every part given must hold. */
  record During(java.util.Optional<Who> turnOf, java.util.Optional<dev.altered.rules.state.Phase> phase,
      java.util.Optional<Num> day) implements Cond {
    @Override
    public String toString() {
      return "during" + turnOf.map(w -> " the turn of " + w).orElse("") + phase.map(p -> " " + p).orElse("")
          + day.map(d -> " day " + d).orElse("");
    }
  }

  static Cond and(List<Cond> conds) {
    List<Cond> flat = conds.stream().filter(c -> !(c instanceof True)).toList();
    return flat.isEmpty() ? new True() : flat.size() == 1 ? flat.get(0) : new And(flat);
  }
}
