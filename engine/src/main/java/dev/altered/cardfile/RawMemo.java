package dev.altered.cardfile;

import java.util.Arrays;

/**
 * Values read from JSON recently, by their exact bytes: a value whose bytes come again (a name object shared by a
 * Common and its Rares, a million generated cards drawing from a few hundred names) is found with one compare of its
 * bytes instead of being tokenized, its strings pooled one by one and the result looked up again. Reading a JSON value
 * depends on its bytes alone, so the same bytes give the same value. One per reader thread; not thread-safe.
 *
 * <p>Entries are found by a hash of the first bytes at the reader's position (a few words, never past the chunk), so
 * a value is found again when it starts with the same bytes and either is not shorter than that prefix or is
 * followed by the same bytes; a miss only costs the usual read.
 */
final class RawMemo<T> {
  private final byte[][] keys;
  private final Object[] values;
  private final int mask;
  /** Words of the prefix hashed. */
  private final int words;
  private int length;

  /**
   * @param slots a power of two
   * @param words how many eight-byte words at the value's start pick its slot
   */
  RawMemo(int slots, int words) {
    keys = new byte[slots][];
    values = new Object[slots];
    mask = slots - 1;
    this.words = words;
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
    if (end - at >= words * Long.BYTES) {
      for (int w = 0; w < words; w++) {
        h = (h ^ Swar.word(raw, at + w * Long.BYTES)) * 0x9E3779B97F4A7C15L;
      }
    } else { // near the chunk's end: the bytes left
      for (int i = at; i < end; i++) {
        h = (h ^ raw[i]) * 0x9E3779B97F4A7C15L;
      }
    }
    return (int) (h ^ h >>> 32 ^ h >>> 17) & mask;
  }
}
