package dev.altered.ir;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a program before it runs, so that a truncated or hand-edited program is refused on load with a message
 * saying where it is wrong, never a failure in the middle of a game: operand counts and kinds, registers, constant
 * indexes and classes, jump targets, entries, nested programs, and register and nested-program references inside
 * constants.
 */
public final class ProgramValidator {
  /** More registers than any ability needs: a corrupted count is refused rather than allocated. */
  public static final int MAX_REGISTERS = 256;

  private ProgramValidator() {}

  public static void validate(Program p) {
    validate(p, "program");
  }

  private static void validate(Program p, String where) {
    if (p.format() != Program.FORMAT) {
      throw fail(where, "format " + p.format() + ", expected " + Program.FORMAT);
    }
    if (p.registers() < 0 || p.registers() > MAX_REGISTERS) {
      throw fail(where, "registers " + p.registers() + " out of range 0.." + MAX_REGISTERS);
    }
    Class<? extends Constant> headerClass = switch (p.kind()) {
      case REACTION -> Trig.class;
      case QUICK_ACTION -> QCost.class;
      case PASSIVE -> Passive.class;
      case KEYWORDS -> Keywords.class;
      case SPELL -> null;
    };
    if (headerClass == null) {
      if (p.header() != -1) {
        throw fail(where, "a " + p.kind() + " has no header, found constant " + p.header());
      }
    } else {
      checkConstant(p, where + ".header", p.header(), headerClass);
    }
    int size = p.code().size();
    for (Map.Entry<String, Integer> e : p.entries().entrySet()) {
      if (e.getValue() == null || e.getValue() < 0 || e.getValue() >= size) {
        throw fail(where, "entry '" + e.getKey() + "' points to " + e.getValue() + ", outside the code (0.."
            + (size - 1) + ")");
      }
    }
    if ((p.kind() == Program.Kind.SPELL || p.kind() == Program.Kind.REACTION || p.kind() == Program.Kind.QUICK_ACTION)
        && !p.entries().containsKey(Program.EFFECT)) {
      throw fail(where, "a " + p.kind() + " needs an '" + Program.EFFECT + "' entry");
    }
    if (size > 0) {
      Opcode last = p.code().get(size - 1).op();
      if (last != Opcode.RETURN && last != Opcode.JUMP) {
        throw fail(where, "the code ends with " + last + ": it must end with RETURN or JUMP");
      }
    }
    for (int pc = 0; pc < size; pc++) {
      Instruction in = p.code().get(pc);
      String at = where + ".code[" + pc + "] " + in.op();
      List<Operand> ops = in.op().operands();
      int[] args = in.args();
      if (args.length != ops.size()) {
        throw fail(at, "expected " + ops.size() + " operands " + ops + ", found " + args.length);
      }
      for (int i = 0; i < args.length; i++) {
        checkOperand(p, at + " operand " + (i + 1) + " (" + ops.get(i) + ")", ops.get(i), args[i]);
      }
    }
    for (int i = 0; i < p.constants().size(); i++) {
      walk(p, where + ".constants[" + i + "]", p.constants().get(i));
    }
    for (int i = 0; i < p.nested().size(); i++) {
      validate(p.nested().get(i), where + ".nested[" + i + "]");
    }
  }

  private static void checkOperand(Program p, String at, Operand op, int v) {
    switch (op) {
      case REG -> checkRegister(p, at, v, false);
      case REG_OPT -> checkRegister(p, at, v, true);
      case JUMP -> {
        if (v < 0 || v >= p.code().size()) {
          throw fail(at, "jump target " + v + " outside the code (0.." + (p.code().size() - 1) + ")");
        }
      }
      case NESTED -> {
        if (v < 0 || v >= p.nested().size()) {
          throw fail(at, "nested program " + v + " does not exist (" + p.nested().size() + " nested)");
        }
        Program.Kind kind = p.nested().get(v).kind();
        if (kind != Program.Kind.PASSIVE && kind != Program.Kind.REACTION) {
          throw fail(at, "nested program " + v + " is a " + kind + ", expected a PASSIVE or a (delayed) REACTION");
        }
      }
      case NUM_OPT -> {
        if (v != -1) {
          checkConstant(p, at, v, Num.class);
        }
      }
      default -> {
        Class<? extends Constant> c = op.constantClass();
        if (c != null) {
          checkConstant(p, at, v, c);
        } else if (v < 0 || v >= op.immediateBound()) {
          throw fail(at, "immediate " + v + " out of range 0.." + (op.immediateBound() - 1));
        }
      }
    }
  }

  private static void checkRegister(Program p, String at, int v, boolean optional) {
    if ((optional && v == -1) || (v >= 0 && v < p.registers())) {
      return;
    }
    throw fail(at, "register " + v + " out of range (the program has " + p.registers() + " registers)");
  }

  private static void checkConstant(Program p, String at, int index, Class<? extends Constant> type) {
    if (index < 0 || index >= p.constants().size()) {
      throw fail(at, "constant " + index + " does not exist (" + p.constants().size() + " constants)");
    }
    Constant c = p.constants().get(index);
    if (!type.isInstance(c)) {
      throw fail(at, "constant " + index + " is a " + c.getClass().getSimpleName() + ", expected a "
          + type.getSimpleName());
    }
  }

  /** Register and nested-program references inside constants, and entries named by passive rules. */
  private static void walk(Program p, String at, Object value) {
    if (value == null) {
      throw fail(at, "missing value");
    }
    if (value instanceof Optional<?> o) {
      o.ifPresent(x -> walk(p, at, x));
      return;
    }
    if (value instanceof List<?> list) {
      for (int i = 0; i < list.size(); i++) {
        walk(p, at + "[" + i + "]", list.get(i));
      }
      return;
    }
    if (value instanceof Map<?, ?> map) {
      for (Map.Entry<?, ?> e : map.entrySet()) {
        walk(p, at + "." + e.getKey(), e.getValue());
      }
      return;
    }
    if (!value.getClass().isRecord()) {
      return;
    }
    if (value instanceof Tok t) {
      for (int a : t.abilities()) {
        checkNested(p, at, a);
      }
    }
    if (value instanceof Rule.GrantAbilities g) {
      for (int a : g.abilities()) {
        checkNested(p, at, a);
      }
    }
    if (value instanceof Rule.PlayEffect e) {
      checkEntry(p, at, e.entry());
    }
    if (value instanceof Rule.Replace r) {
      if (r.modify() == Rule.Replace.Modify.NONE) {
        checkEntry(p, at, r.entry());
      }
      r.ifYouDont().ifPresent(x -> checkEntry(p, at, x));
    }
    for (RecordComponent rc : value.getClass().getRecordComponents()) {
      Object v;
      try {
        v = rc.getAccessor().invoke(value);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
      String name = rc.getName();
      boolean registerUse = !(value instanceof Who w) || w.kind() == Who.Kind.REG || w.kind() == Who.Kind.OWNER_OF
          || w.kind() == Who.Kind.CONTROLLER_OF || w.kind() == Who.Kind.CONTROLLER_OF_EXPEDITION;
      if (registerUse && (name.equals("reg") || name.equals("expReg") || name.equals("bindReg") || name.equals("itReg"))
          && v instanceof Integer r
          && (r < -1 || r >= p.registers())) {
        throw fail(at + "." + name, "register " + r + " out of range (the program has " + p.registers()
            + " registers)");
      }
      walk(p, at + "." + name, v);
    }
  }

  private static void checkNested(Program p, String at, int index) {
    if (index < 0 || index >= p.nested().size()) {
      throw fail(at, "nested ability " + index + " does not exist (" + p.nested().size() + " nested)");
    }
  }

  private static void checkEntry(Program p, String at, String entry) {
    if (!p.entries().containsKey(entry)) {
      throw fail(at, "entry '" + entry + "' does not exist (entries: " + p.entries().keySet() + ")");
    }
  }

  private static ProgramFormatException fail(String where, String message) {
    return new ProgramFormatException(where + ": " + message);
  }
}
