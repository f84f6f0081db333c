package dev.altered.compile;

import dev.altered.ast.SourceSpan;
import dev.altered.ir.Constant;
import dev.altered.ir.Instruction;
import dev.altered.ir.Opcode;
import dev.altered.ir.Program;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds one program: appends instructions with the span they come from, interns constants (equal constants share one
 * pool entry), allocates registers, and patches forward jumps through labels.
 */
final class Emitter {
  private final List<Instruction> code = new ArrayList<>();
  private final List<Constant> constants = new ArrayList<>();
  private final Map<Constant, Integer> interned = new HashMap<>();
  private final Map<String, Integer> entries = new LinkedHashMap<>();
  private final List<Program> nested = new ArrayList<>();
  private final List<int[]> patches = new ArrayList<>(); // {pc, operand index, label}
  private final List<Integer> labels = new ArrayList<>();
  private int registers;
  private SourceSpan span = SourceSpan.NONE;

  /** The span the next instructions come from. */
  SourceSpan at(SourceSpan s) {
    SourceSpan before = span;
    if (s.isKnown()) {
      span = s;
    }
    return before;
  }

  void restore(SourceSpan s) {
    span = s;
  }

  int register() {
    return registers++;
  }

  int registers() {
    return registers;
  }

  int constant(Constant c) {
    return interned.computeIfAbsent(c, x -> {
      constants.add(x);
      return constants.size() - 1;
    });
  }

  int nested(Program p) {
    nested.add(p);
    return nested.size() - 1;
  }

  int pc() {
    return code.size();
  }

  void entry(String name) {
    entries.put(name, code.size());
  }

  boolean hasEntry(String name) {
    return entries.containsKey(name);
  }

  int emit(Opcode op, int... args) {
    if (args.length != op.operands().size()) {
      throw new IllegalStateException(op + " takes " + op.operands() + ", given " + args.length + " operands");
    }
    code.add(new Instruction(op, args, span.isKnown() ? span.start() : -1, span.isKnown() ? span.end() : -1));
    return code.size() - 1;
  }

  /** A new label, to be placed later with {@link #place}. */
  int label() {
    labels.add(-1);
    return labels.size() - 1;
  }

  void place(int label) {
    labels.set(label, code.size());
  }

  /** Emits an instruction whose operand {@code jumpOperand} is a label, patched when the program is built. */
  int emitJump(Opcode op, int label, int... args) {
    int index = -1;
    for (int i = 0; i < op.operands().size(); i++) {
      if (op.operands().get(i) == dev.altered.ir.Operand.JUMP) {
        index = i;
      }
    }
    int[] full = new int[op.operands().size()];
    int a = 0;
    for (int i = 0; i < full.length; i++) {
      full[i] = i == index ? 0 : args[a++];
    }
    int pc = emit(op, full);
    patches.add(new int[] {pc, index, label});
    return pc;
  }

  Program build(Program.Kind kind, boolean support, int header) {
    List<Instruction> finalCode = new ArrayList<>(code);
    for (int[] p : patches) {
      int target = labels.get(p[2]);
      if (target < 0) {
        throw new IllegalStateException("label " + p[2] + " was never placed");
      }
      Instruction in = finalCode.get(p[0]);
      int[] args = in.args();
      args[p[1]] = target;
      finalCode.set(p[0], new Instruction(in.op(), args, in.start(), in.end()));
    }
    return new Program(Program.FORMAT, kind, support, registers, header, entries, finalCode, constants, nested);
  }
}
