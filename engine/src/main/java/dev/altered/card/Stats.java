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

  // Written out, like the loader's keys: a record links its generated equals and hashCode through invokedynamic on
  // first use, a cost a cold load pays on its reading threads, where the card reader pools these values. Same hash
  // as the generated one (31 * previous + component).
  @Override
  public boolean equals(Object other) {
    return other instanceof Stats o && forest == o.forest && mountain == o.mountain && water == o.water;
  }

  @Override
  public int hashCode() {
    return (31 * forest + mountain) * 31 + water;
  }
}
