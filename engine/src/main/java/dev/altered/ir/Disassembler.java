package dev.altered.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A program as a readable listing: one line per instruction with its offset, opcode, operands (registers as
 * {@code r0}, jumps as {@code @12}, constants as what they mean, immediates by name) and the source text the
 * instruction was compiled from; then the constant pool and the nested programs (quoted abilities, Emblems' passives).
 */
public final class Disassembler {
  private Disassembler() {}

  /** The listing; {@code source} is the text box the spans index, when known (spans are printed as offsets only). */
  public static String listing(Program program, Optional<String> source) {
    StringBuilder out = new StringBuilder();
    write(program, source, "", out);
    return out.toString();
  }

  private static void write(Program p, Optional<String> source, String indent, StringBuilder out) {
    out.append(indent).append(p.kind().name().toLowerCase(java.util.Locale.ROOT))
        .append(p.support() ? " (support)" : "").append(": ").append(p.size()).append(" instructions, ")
        .append(p.constants().size()).append(" constants, ").append(p.registers()).append(" registers");
    if (p.header() >= 0) {
      out.append(", header #").append(p.header());
    }
    out.append('\n');
    for (Map.Entry<String, Integer> e : p.entries().entrySet()) {
      out.append(indent).append("  entry ").append(e.getKey()).append(" @").append(e.getValue()).append('\n');
    }
    List<Instruction> code = p.code();
    for (int pc = 0; pc < code.size(); pc++) {
      Instruction ins = code.get(pc);
      StringBuilder line = new StringBuilder();
      line.append(indent).append(String.format("  %4d  %-14s", pc, ins.op())
          + (ins.op().name().length() >= 14 ? " " : ""));
      List<String> operands = new ArrayList<>();
      List<Operand> kinds = ins.op().operands();
      for (int i = 0; i < kinds.size() && i < ins.args().length; i++) {
        operands.add(operand(p, kinds.get(i), ins.arg(i)));
      }
      line.append(String.join(", ", operands));
      if (ins.start() >= 0) {
        pad(line, indent.length() + 72);
        line.append("; ").append(ins.start()).append("..").append(ins.end());
        source.filter(s -> ins.end() <= s.length() && ins.start() <= ins.end())
            .ifPresent(s -> line.append(" \"").append(oneLine(s.substring(ins.start(), ins.end()))).append('"'));
      }
      out.append(line).append('\n');
    }
    for (int i = 0; i < p.constants().size(); i++) {
      out.append(indent).append(String.format("  #%-3d %s: %s%n", i, kind(p.constants().get(i)),
          p.constants().get(i)));
    }
    for (int i = 0; i < p.nested().size(); i++) {
      out.append(indent).append("  nested ").append(i).append(":\n");
      write(p.nested().get(i), source, indent + "    ", out);
    }
  }

  private static String operand(Program p, Operand kind, int value) {
    return switch (kind) {
      case REG -> Regs.name(value);
      case REG_OPT -> value < 0 ? "-" : Regs.name(value);
      case JUMP -> "@" + value;
      case NESTED -> "nested " + value;
      case PRED, NUM, COND, EXP, REGION, WHO, DEST, TOKEN, TEXT -> constant(p, value);
      case NUM_OPT -> value < 0 ? "-" : constant(p, value);
      case STATUS -> name(dev.altered.rules.state.Status.values(), value);
      case DURATION -> name(dev.altered.rules.state.Duration.values(), value);
      case SYMBOL -> name(dev.altered.rules.Trigger.Symbol.values(), value);
      case STAT -> name(Pred.StatKind.values(), value);
      case OUTCOME -> name(Cond.Did.Outcome.values(), value);
      case BOOL -> value != 0 ? "true" : "false";
      case INT -> Integer.toString(value);
    };
  }

  private static String constant(Program p, int index) {
    if (index < 0 || index >= p.constants().size()) {
      return "#" + index + "?";
    }
    return "#" + index + " (" + p.constants().get(index) + ")";
  }

  private static String kind(Constant c) {
    Class<?> type = c.getClass();
    Class<?> outer = type.getEnclosingClass();
    return outer == null ? type.getSimpleName() : outer.getSimpleName() + "." + type.getSimpleName();
  }

  private static <E extends Enum<E>> String name(E[] values, int ordinal) {
    return ordinal >= 0 && ordinal < values.length ? values[ordinal].name() : "?" + ordinal;
  }

  private static void pad(StringBuilder line, int column) {
    if (line.length() < column) {
      line.append(" ".repeat(column - line.length()));
    } else {
      line.append(' ');
    }
  }

  private static String oneLine(String s) {
    return s.replace('\n', ' ');
  }
}
