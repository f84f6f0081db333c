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
  /** The bytes' hash of each line in {@link #scratch}. */
  private int[] hashes = new int[8];
  /** Where the cache keeps each line in {@link #scratch} ({@link TextPool.Cache#lastSlot}). */
  private int[] slots = new int[8];
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
    return cache.intern(source, at, length, Swar.hash(source, at, length));
  }

  /** The lines of {@code source[at, at + length)}, each pooled, as a list; null when they are not valid UTF-8. */
  ImmutableList<String> lines(byte[] source, int at, int length) {
    return list(split(source, at, at + length, false));
  }

  /**
   * Splits {@code source[at, at + length)} into its lines, each pooled; they are then {@link #line}{@code (0)} to
   * {@code line(count - 1)}. Returns the count, or -1 when they are not valid UTF-8.
   */
  int split(byte[] source, int at, int length) {
    return split(source, at, at + length, false);
  }

  /**
   * Splits the JSON string whose content starts at {@code from} into its lines, found in the same pass as its
   * closing quote (before {@code limit}), which {@link #stringEnd()} then gives; the lines are then {@link #line}.
   * Returns their count, or -1 when an escape or a control character comes first, there is no quote, or the lines are
   * not valid UTF-8: the caller then takes the string apart on its own.
   */
  int splitString(byte[] source, int from, int limit) {
    return split(source, from, limit, true);
  }

  /** A line of the last split (pooled). */
  String line(int index) {
    return scratch[index];
  }

  /** Where the cache keeps a line of the last split: its number in {@link LineIds}. */
  int slot(int index) {
    return slots[index];
  }

  /** The cache the lines are pooled through: the space of their numbers. */
  TextPool.Cache cache() {
    return cache;
  }

  /** Where the string that {@link #splitString} last read ends: its closing quote. */
  int stringEnd() {
    return stringEnd;
  }

  /**
   * Whether the last split had no bytes at all (its one line is empty): told from the bytes, without reading the
   * pooled line, which a million cards' read would otherwise fetch from memory once per box.
   */
  boolean empty() {
    return empty;
  }

  private int stringEnd;
  private boolean empty;

  /**
   * Splits {@code bytes[from, end)}, or when {@code toQuote} from {@code from} to a JSON string's end before it, into
   * {@link #scratch}; returns the count of lines, -1 when a line is not valid UTF-8 or the string does not end.
   */
  private int split(byte[] bytes, int from, int end, boolean toQuote) {
    int count = 0;
    int start = from;
    boolean previousEndsWithSpace = false;
    int i = from;
    boolean ended = false;
    for (; i + Long.BYTES <= end; i += Long.BYTES) {
      long word = Swar.word(bytes, i);
      if (toQuote) {
        // Swar.stringStop written out: C1, the launcher's compiler, inlines at most 35 bytes of bytecode, and this
        // runs for every eight bytes of a million cards' texts.
        long quotes = word ^ Swar.QUOTES;
        long backslashes = word ^ Swar.BACKSLASHES;
        long stop = ((quotes - Swar.ONES) & ~quotes | (backslashes - Swar.ONES) & ~backslashes
            | (word - Swar.CONTROLS) & ~word) & Swar.HIGHS;
        if (stop != 0) { // the word of the closing quote: its bytes before the quote are the tail's
          int at = i + Swar.firstByte(stop);
          if (bytes[at] != '"') {
            return -1;
          }
          end = at;
          ended = true;
          break;
        }
      }
      long spaces = Swar.bytesEqual(word, Swar.SPACES);
      // A double space starts at byte k when bytes k and k + 1 are spaces, within this word or across the last one.
      long doubles = spaces & (spaces >>> 8);
      if (previousEndsWithSpace && (spaces & 0x80L) != 0 && i - 1 >= start) {
        count = add(count, bytes, start, i - 1);
        start = i + 1;
      }
      while (doubles != 0) {
        int k = i + Swar.firstByte(doubles);
        doubles &= doubles - 1;
        if (k >= start) { // the second space of a split is not the first of another (three spaces split once)
          count = add(count, bytes, start, k);
          start = k + 2;
        }
      }
      previousEndsWithSpace = (spaces >>> 56) != 0;
    }
    if (toQuote) {
      if (!ended) {
        end = Swar.stringEnd(bytes, i, end);
        if (end < 0) {
          return -1;
        }
      }
      stringEnd = end;
    }
    // The tail, from the last word's final byte: a space there pairs with the tail's first byte.
    for (int j = Math.max(start, i - 1); j + 1 < end; j++) {
      if (bytes[j] == ' ' && bytes[j + 1] == ' ') {
        count = add(count, bytes, start, j);
        start = j + 2;
        j++;
      }
    }
    count = add(count, bytes, start, end);
    empty = end == from;
    for (int k = 0; k < count; k++) {
      if (scratch[k] == null) {
        return -1;
      }
    }
    return count;
  }

  /**
   * The pooled lines in {@code scratch[0, count)} as a list: a recent equal one when there is one (a box printed
   * alike on many cards holds one list), found by the lines' identity without making a list; null when the split
   * failed ({@code count} -1).
   */
  private ImmutableList<String> list(int count) {
    if (count < 0) {
      return null;
    }
    int h = count;
    for (int k = 0; k < count; k++) {
      h = 31 * h + hashes[k]; // the bytes' hashes: no string is read to find its list
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

  /** Adds the line {@code bytes[from, to)}, pooled, to {@code scratch}; returns the new count. */
  private int add(int count, byte[] bytes, int from, int to) {
    if (count == scratch.length) {
      scratch = Arrays.copyOf(scratch, count * 2);
      hashes = Arrays.copyOf(hashes, count * 2);
      slots = Arrays.copyOf(slots, count * 2);
    }
    int hash = Swar.hash(bytes, from, to - from);
    scratch[count] = cache.intern(bytes, from, to - from, hash);
    hashes[count] = hash;
    slots[count] = cache.lastSlot();
    return count + 1;
  }
}
