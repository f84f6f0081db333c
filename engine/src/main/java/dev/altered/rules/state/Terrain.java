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
}
