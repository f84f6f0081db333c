package dev.altered.ir;

import java.util.Objects;

/**
 * The trigger of a Reaction as data (6.3.a-b): the event it matches, whether it is a self-move Reaction (6.3.c-d),
 * the condition after the comma (6.3.b, read before or after the event, 6.3.l), whether it activates at most once
 * per step ("one or more"), and the register the matched object is bound to in the effect (6.3.i; -1: none).
 */
public record Trig(EventPat event, boolean selfMove, Cond condition, boolean oncePerStep, int bindReg)
    implements Constant {
  public Trig {
    Objects.requireNonNull(event, "event");
    Objects.requireNonNull(condition, "condition");
  }

  @Override
  public String toString() {
    return (selfMove ? "self-move " : "") + event + (condition instanceof Cond.True ? "" : ", if " + condition)
        + (oncePerStep ? " (once per step)" : "") + (bindReg >= 0 ? " -> " + Regs.name(bindReg) : "");
  }
}
