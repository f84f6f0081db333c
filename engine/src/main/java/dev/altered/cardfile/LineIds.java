package dev.altered.cardfile;

/**
 * A number for each line of a batch of cards just read, in the cards' order and each card's line order
 * ({@link dev.altered.card.CardDefinition#line}: languages in order, the main box then the support box): where the
 * reading thread's pool cache keeps that line ({@link TextPool.Cache#lastSlot}). Equal lines read through the same
 * cache mostly get the same number, so whoever looks at the lines next (the loader, on the reading thread) can
 * remember what it found of a line by its number, in an array, instead of hashing the line again: twelve million
 * lines of a million generated cards are a few thousand distinct ones. A number may later name another line (the
 * cache evicts), so what is remembered must be checked against the line by identity, which reads no string.
 */
public final class LineIds {
  /** For cards read without numbers (card text files, the corpus reader's slow path, cards made in memory). */
  public static final LineIds NONE = new LineIds(new Object(), new int[0], 0, 0);

  private final Object space;
  private final int[] ids;
  private final int count;
  private final int bound;

  LineIds(Object space, int[] ids, int count, int bound) {
    this.space = space;
    this.ids = ids;
    this.count = count;
    this.bound = bound;
  }

  /** Whether there are numbers (else {@link #count} is 0). */
  public boolean present() {
    return count > 0;
  }

  /** Numbers from one space (one cache) are comparable; from two, unrelated. Used by identity. */
  public Object space() {
    return space;
  }

  /** The numbers are below this. */
  public int bound() {
    return bound;
  }

  /** How many lines are numbered. */
  public int count() {
    return count;
  }

  /** The number of the batch's {@code index}-th line; {@link #bound} past the lines numbered (no number). */
  public int get(int index) {
    return index < count ? ids[index] : bound;
  }
}
