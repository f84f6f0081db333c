package dev.altered.card;

/** The three statistics of a Character (2.2.11): forest (V), mountain (M), water (O). */
public record Stats(int forest, int mountain, int water) {
  public static Stats of(int forest, int mountain, int water) {
    return new Stats(forest, mountain, water);
  }

  @Override
  public String toString() {
    return forest + "/" + mountain + "/" + water;
  }
}
