package dev.altered.card;

/** A Hero's reserve limit (2.2.13) and landmark limit (2.2.14). */
public record HeroLimits(int reserve, int landmark) {
  /** The limits of a player without a Hero (3.2.7.b, 3.2.10.b). */
  public static final HeroLimits DEFAULT = new HeroLimits(2, 2);

  // Written out, like the loader's keys: a record links its generated equals and hashCode through invokedynamic on
  // first use, a cost a cold load pays on its reading threads, where the card reader pools these values. Same hash
  // as the generated one (31 * previous + component).
  @Override
  public boolean equals(Object other) {
    return other instanceof HeroLimits o && reserve == o.reserve && landmark == o.landmark;
  }

  @Override
  public int hashCode() {
    return 31 * reserve + landmark;
  }
}
