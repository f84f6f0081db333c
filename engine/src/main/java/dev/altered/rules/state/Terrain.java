package dev.altered.rules.state;

/** The three terrains and statistics (7.1.2): forest V, mountain M, water O. */
public enum Terrain {
  FOREST("V"), MOUNTAIN("M"), WATER("O");

  private final String symbol;

  Terrain(String symbol) {
    this.symbol = symbol;
  }

  public String symbol() {
    return symbol;
  }

  /** One bit per terrain, for instruction operands. */
  public static int mask(Iterable<Terrain> terrains) {
    int m = 0;
    for (Terrain t : terrains) {
      m |= 1 << t.ordinal();
    }
    return m;
  }

  public static java.util.EnumSet<Terrain> ofMask(int mask) {
    java.util.EnumSet<Terrain> s = java.util.EnumSet.noneOf(Terrain.class);
    for (Terrain t : values()) {
      if ((mask & 1 << t.ordinal()) != 0) {
        s.add(t);
      }
    }
    return s;
  }
}
