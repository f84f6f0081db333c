package dev.altered.ir;

import java.util.Arrays;
import java.util.Objects;

/**
 * One instruction: an opcode, its operands (registers, constant indexes, jump targets, immediates, see
 * {@link Opcode#operands()}), and the span of ability text it was compiled from ({@code start}..{@code end} offsets
 * into the original text box; -1 when unknown).
 */
public record Instruction(Opcode op, int[] args, int start, int end) {
  public Instruction {
    Objects.requireNonNull(op, "op");
    Objects.requireNonNull(args, "args");
    args = args.clone();
  }

  public int arg(int i) {
    return args[i];
  }

  @Override
  public int[] args() {
    return args.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Instruction i && i.op == op && Arrays.equals(i.args, args) && i.start == start && i.end == end;
  }

  @Override
  public int hashCode() {
    return op.hashCode() * 31 + Arrays.hashCode(args);
  }

  @Override
  public String toString() {
    return op + " " + Arrays.toString(args);
  }
}
