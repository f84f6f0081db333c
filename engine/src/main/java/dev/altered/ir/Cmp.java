package dev.altered.ir;

/** Numeric comparisons. */
public enum Cmp {
  EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">=");

  private final String symbol;

  Cmp(String symbol) {
    this.symbol = symbol;
  }

  public boolean test(int a, int b) {
    return switch (this) {
      case EQ -> a == b;
      case NE -> a != b;
      case LT -> a < b;
      case LE -> a <= b;
      case GT -> a > b;
      case GE -> a >= b;
    };
  }

  @Override
  public String toString() {
    return symbol;
  }
}
