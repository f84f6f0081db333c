package dev.altered.cardfile;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;

/**
 * A string's UTF-8 bytes, taken from a chunk of a large file, split into lines at each double space like
 * {@code CardText#lines} and pooled byte-wise ({@link TextPool.Cache}): a line already pooled is found without
 * decoding it or making a String, and a box's lines already listed without making a list. Double spaces are looked
 * for eight bytes at a time. One per reader thread.
 */
final class RawLines {
  /** The longest string taken from the raw bytes; a longer one is left to Jackson. */
  static final int MAX = (1 << 16) - Long.BYTES;

  private static final int LISTS = 1 << 12;

  private final TextPool.Cache cache;
  private String[] scratch = new String[8];
  @SuppressWarnings("unchecked")
  private final ImmutableList<String>[] lists = (ImmutableList<String>[]) new ImmutableList<?>[LISTS];

  RawLines(TextPool.Cache cache) {
    this.cache = cache;
  }

  /**
   * The bytes {@code source[at, at + length)} as one pooled String; null when they are not valid UTF-8. The array
   * must have a word to spare after them ({@link Swar#hash} reads past a line's end).
   */
  String text(byte[] source, int at, int length) {
    return line(source, at, at + length);
  }

  /** The lines of {@code source[at, at + length)}, each pooled; null when they are not valid UTF-8. */
  ImmutableList<String> lines(byte[] source, int at, int length) {
    return split(source, at, at + length);
  }

  private ImmutableList<String> split(byte[] bytes, int from, int end) {
    int count = 0;
    int start = from;
    boolean previousEndsWithSpace = false;
    int i = from;
    for (; i + Long.BYTES <= end; i += Long.BYTES) {
      long spaces = Swar.bytesEqual(Swar.word(bytes, i), Swar.SPACES);
      // A double space starts at byte k when bytes k and k + 1 are spaces, within this word or across the last one.
      long doubles = spaces & (spaces >>> 8);
      if (previousEndsWithSpace && (spaces & 0x80L) != 0 && i - 1 >= start) {
        count = add(count, line(bytes, start, i - 1));
        start = i + 1;
      }
      while (doubles != 0) {
        int k = i + (Long.numberOfTrailingZeros(doubles) >>> 3);
        doubles &= doubles - 1;
        if (k >= start) { // the second space of a split is not the first of another (three spaces split once)
          count = add(count, line(bytes, start, k));
          start = k + 2;
        }
      }
      previousEndsWithSpace = (spaces >>> 56) != 0;
    }
    // The tail, from the last word's final byte: a space there pairs with the tail's first byte.
    for (int j = Math.max(start, i - 1); j + 1 < end; j++) {
      if (bytes[j] == ' ' && bytes[j + 1] == ' ') {
        count = add(count, line(bytes, start, j));
        start = j + 2;
        j++;
      }
    }
    count = add(count, line(bytes, start, end));
    return list(count);
  }

  /**
   * The pooled lines in {@code scratch[0, count)} as a list: a recent equal one when there is one (a box printed
   * alike on many cards holds one list), found by the lines' identity without making a list; null when a line was
   * not valid UTF-8.
   */
  private ImmutableList<String> list(int count) {
    int h = count;
    for (int k = 0; k < count; k++) {
      String line = scratch[k];
      if (line == null) {
        return null;
      }
      h = 31 * h + line.hashCode(); // pooled strings keep their hash
    }
    h *= 0x9E3779B9;
    int slot = (h ^ h >>> 16) & (LISTS - 1);
    ImmutableList<String> cached = lists[slot];
    if (cached != null && cached.size() == count) {
      boolean same = true;
      for (int k = 0; k < count; k++) {
        same &= cached.get(k) == scratch[k];
      }
      if (same) {
        return cached;
      }
    }
    ImmutableList<String> list = switch (count) {
      case 1 -> ImmutableList.of(scratch[0]);
      case 2 -> ImmutableList.of(scratch[0], scratch[1]);
      case 3 -> ImmutableList.of(scratch[0], scratch[1], scratch[2]);
      default -> ImmutableList.copyOf(Arrays.asList(scratch).subList(0, count));
    };
    lists[slot] = list;
    return list;
  }

  private int add(int count, String line) {
    if (count == scratch.length) {
      scratch = Arrays.copyOf(scratch, count * 2);
    }
    scratch[count] = line;
    return count + 1;
  }

  private String line(byte[] bytes, int from, int to) {
    return cache.intern(bytes, from, to - from, Swar.hash(bytes, from, to - from));
  }
}
