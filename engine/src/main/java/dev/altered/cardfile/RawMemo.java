package dev.altered.cardfile;

import java.util.Arrays;

/**
 * Values read from JSON recently, by their exact bytes: a value whose bytes come again (a name object shared by a
 * Common and its Rares, a million generated cards drawing from a few hundred names) is found with one compare of its
 * bytes instead of being tokenized, its strings pooled one by one and the result looked up again. Reading a JSON value
 * depends on its bytes alone, so the same bytes give the same value. One per reader thread; not thread-safe.
 *
 * <p>Entries are found by a hash of the bytes at the reader's position up to the first {@code close} byte (the
 * value's closing bracket when no string in it holds one), at most {@link #HASHED} bytes and never past the chunk:
 * the same bytes always pick the same slot, and values alike in their first bytes (sub-type lists starting with the
 * same sub-type, names with the same English start) do not evict each other; a miss only costs the usual read.
 */
final class RawMemo<T> {
  private final byte[][] keys;
  private final Object[] values;
  private final int mask;
  /** The byte {@link #close} repeated in a word. */
  private final long close;
  private int length;

  /** The most bytes hashed to find a slot. */
  static final int HASHED = 16 * Long.BYTES;

  /**
   * @param slots a power of two
   * @param close the byte that closes the values remembered ({@code ]} for an array, a brace for an object): the
   *     bytes up to the first one pick the slot
   */
  RawMemo(int slots, char close) {
    keys = new byte[slots][];
    values = new Object[slots];
    mask = slots - 1;
    this.close = 0x0101010101010101L * (close & 0xFF);
  }

  /**
   * The value remembered for the bytes at {@code at} (those it was read from come next, before {@code end}), or null;
   * then {@link #length()} is how many bytes it was read from.
   */
  @SuppressWarnings("unchecked")
  T find(byte[] raw, int at, int end) {
    int slot = slot(raw, at, end);
    byte[] key = keys[slot];
    if (key != null && at + key.length <= end && Arrays.equals(raw, at, at + key.length, key, 0, key.length)) {
      length = key.length;
      return (T) values[slot];
    }
    return null;
  }

  /** How many bytes the value {@link #find} last found was read from. */
  int length() {
    return length;
  }

  /** Remembers the value read from {@code raw[from, to)} ({@code end}: where the chunk ends, as given to find). */
  void remember(byte[] raw, int from, int to, int end, T value) {
    int slot = slot(raw, from, end);
    keys[slot] = Arrays.copyOfRange(raw, from, to);
    values[slot] = value;
  }

  private int slot(byte[] raw, int at, int end) {
    long h = 0;
    int i = at;
    int limit = Math.min(end, at + HASHED);
    for (; i + Long.BYTES <= limit; i += Long.BYTES) {
      long word = Swar.word(raw, i);
      long stop = Swar.bytesEqual(word, close);
      if (stop != 0) { // the word of the first closing byte: its bytes up to that one
        word &= -1L >>> (Long.SIZE - 1 - Long.numberOfTrailingZeros(stop));
        return mix(h ^ word);
      }
      h = (h ^ word) * 0x9E3779B97F4A7C15L;
    }
    for (; i < limit; i++) { // near the chunk's end: the bytes left
      h = (h ^ raw[i]) * 0x9E3779B97F4A7C15L;
      if (raw[i] == (byte) close) {
        break;
      }
    }
    return mix(h);
  }

  private int mix(long h) {
    h *= 0x9E3779B97F4A7C15L;
    return (int) (h ^ h >>> 32 ^ h >>> 17) & mask;
  }
}
