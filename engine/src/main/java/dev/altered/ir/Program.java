package dev.altered.ir;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A compiled ability: flat, immutable, serializable (clox-style). {@code code} is one array of instructions; blocks
 * are named entry points into it ({@code "effect"}, a replacement's effect, a mode's cost...). {@code constants} is
 * the constant pool instructions and the header refer to by index. {@code header} is the constant holding the
 * ability's data part: a {@link Trig} for a Reaction, a {@link QCost} for a quick action, a {@link Passive} for a
 * passive ability, {@link Keywords} for keyword abilities, -1 for a Spell's effect. {@code nested} are abilities this
 * one gives (quoted abilities, 2.2.12.f) or carries (an Emblem-Ongoing's passive, 2.2.15).
 */
public record Program(int format, Kind kind, boolean support, int registers, int header,
    Map<String, Integer> entries, List<Instruction> code, List<Constant> constants, List<Program> nested) {
  /** Version of the serialized form; a program of another version is refused on load. */
  public static final int FORMAT = 5; // 2: ORDER, ExpeditionMoved due to Ascend; 3: Num.Min, Num.CounterExtreme;
  // 4: EventPat.Defected, ActionPat.Defect, Forbid DEFECT; 5: Tok.statistics, CREATE_LANDMARK

  /** The entry of an effect. */
  public static final String EFFECT = "effect";

  /** Kinds of abilities (1.2.4.c, 2.2.12). */
  public enum Kind { REACTION, QUICK_ACTION, PASSIVE, SPELL, KEYWORDS }

  public Program {
    Objects.requireNonNull(kind, "kind");
    entries = new TreeMap<>(entries);
    code = List.copyOf(code);
    constants = List.copyOf(constants);
    nested = List.copyOf(nested);
  }

  /**
   * This program with every source span left out: what it does, independent of where and in which language it was
   * written (equal abilities in two languages give equal programs).
   */
  public Program withoutSpans() {
    List<Instruction> plain = code.stream().map(ins -> new Instruction(ins.op(), ins.args(), -1, -1)).toList();
    return new Program(format, kind, support, registers, header, entries, plain, constants,
        nested.stream().map(Program::withoutSpans).toList());
  }

  public Constant constant(int index) {
    return constants.get(index);
  }

  @SuppressWarnings("unchecked")
  public <T extends Constant> T constant(int index, Class<T> type) {
    return (T) constants.get(index);
  }

  public int entry(String name) {
    Integer pc = entries.get(name);
    if (pc == null) {
      throw new IllegalArgumentException("program has no entry '" + name + "' (has " + entries.keySet() + ")");
    }
    return pc;
  }

  /** Number of instructions, nested programs included: a measure of size. */
  public int size() {
    return code.size() + nested.stream().mapToInt(Program::size).sum();
  }
}
