package dev.altered.ir;

/**
 * The kinds of instruction operands: what the validator checks on load and how the disassembler prints them.
 * Registers index the frame's registers; constants index the constant pool and must be of the given class;
 * {@code *_OPT} operands may be -1 for "none".
 */
public enum Operand {
  REG, REG_OPT, JUMP, PRED, NUM, NUM_OPT, COND, EXP, REGION, WHO, DEST, TOKEN, TEXT, NESTED,
  /** Immediates. */
  STATUS, BOOL, INT, DURATION, SYMBOL, STAT, OUTCOME;

  /** The constant class a constant operand must refer to, or null for other operands. */
  public Class<? extends Constant> constantClass() {
    return switch (this) {
      case PRED -> Pred.class;
      case NUM, NUM_OPT -> Num.class;
      case COND -> Cond.class;
      case EXP -> ExpPred.class;
      case REGION -> RegionPred.class;
      case WHO -> Who.class;
      case DEST -> Dest.class;
      case TOKEN -> Tok.class;
      case TEXT -> Text.class;
      default -> null;
    };
  }

  /** Upper bound (exclusive) of an immediate, or 0 when not an immediate. */
  public int immediateBound() {
    return switch (this) {
      case STATUS -> dev.altered.rules.state.Status.values().length;
      case BOOL -> 2;
      case DURATION -> dev.altered.rules.state.Duration.values().length;
      case SYMBOL -> dev.altered.rules.Trigger.Symbol.values().length;
      case STAT -> Pred.StatKind.values().length;
      case OUTCOME -> Cond.Did.Outcome.values().length;
      case INT -> Integer.MAX_VALUE;
      default -> 0;
    };
  }
}
