package dev.altered.ir;

/** Register naming shared by the IR's data and the disassembler: register -1 is the source object ("I", 7.2.1). */
public final class Regs {
  private Regs() {}

  /** The source of the ability as a register operand of data constants. */
  public static final int SELF = -1;

  public static String name(int reg) {
    return reg == SELF ? "me" : "r" + reg;
  }
}
