package dev.altered.rules;

import dev.altered.rules.decision.Answer;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Base of effect frames: a program counter, named registers and the last answer. Hand-written abilities extend it
 * with a {@code switch (pc)}; the interpreter keeps its own program counter over a compiled program the same way.
 * Subclasses must keep all their state in serializable fields.
 */
public abstract class EffectFrame implements Frame {
  public EffectContext ctx;
  public int pc;
  public TreeMap<String, List<Integer>> regs = new TreeMap<>();
  /** Objects whose Tough cost this effect already paid (7.4.7.f: once per effect). */
  public List<Integer> toughPaid = new ArrayList<>();
  public Answer answer;

  protected EffectFrame() {}

  protected EffectFrame(EffectContext ctx) {
    this.ctx = ctx;
  }

  @Override
  public void accept(Kernel k, Answer answer) {
    this.answer = answer;
  }

  /** The ids picked in the last answer. */
  protected List<Integer> picked() {
    return answer instanceof Answer.Pick p ? p.ids() : List.of();
  }

  protected boolean saidYes() {
    return picked().contains(1);
  }

  protected void set(String register, List<Integer> values) {
    regs.put(register, new ArrayList<>(values));
  }

  protected List<Integer> get(String register) {
    return regs.getOrDefault(register, List.of());
  }
}
