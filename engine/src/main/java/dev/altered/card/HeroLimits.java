package dev.altered.card;

/** A Hero's reserve limit (2.2.13) and landmark limit (2.2.14). */
public record HeroLimits(int reserve, int landmark) {
  /** The limits of a player without a Hero (3.2.7.b, 3.2.10.b). */
  public static final HeroLimits DEFAULT = new HeroLimits(2, 2);
}
