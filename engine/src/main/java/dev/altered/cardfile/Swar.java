package dev.altered.cardfile;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Byte searches eight bytes at a time in a {@code long} ("SIMD within a register"), for the corpus reader's hot
 * loops over a million cards' text. Words are read little-endian, so byte {@code k} of a word is bits
 * {@code 8k..8k+7} and the lowest flagged byte is the first in the text.
 */
final class Swar {
  static final long QUOTES = 0x2222222222222222L;
  static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
  static final long SPACES = 0x2020202020202020L;
  /** Bytes below 0x20 are control characters, which a JSON string may not hold unescaped. */
  static final long CONTROLS = 0x2020202020202020L;
  static final long ONES = 0x0101010101010101L;
  private static final long LOWS = 0x7F7F7F7F7F7F7F7FL;
  static final long HIGHS = 0x8080808080808080L;
  private static final long GOLDEN = 0x9E3779B97F4A7C15L;
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private Swar() {}

  /** The eight bytes at {@code index}, little-endian. */
  static long word(byte[] bytes, int index) {
    return (long) LONGS.get(bytes, index);
  }

  /**
   * The index of the first flagged byte of {@code flags} (a search's result here: 0x80 in flagged bytes, nonzero):
   * {@code Long.numberOfTrailingZeros(flags) >>> 3}, by a multiplication. The launcher's compiler (C1 on Java 17) does
   * not make {@code numberOfTrailingZeros} one instruction but two calls, once per quote and double space of a million
   * cards.
   */
  static int firstByte(long flags) {
    // The lowest flag moved to bit 0 of its byte k is 2^(8k); times this constant (byte j = 7 - j), the top byte is k.
    return (int) ((((flags & -flags) >>> 7) * 0x0001020304050607L) >>> 56);
  }

  /**
   * Where the JSON string whose content starts at {@code from} ends (its closing quote), or -1 when an escape or a
   * control character comes first, or no quote before {@code max}: such a string is left to Jackson or decoded apart.
   */
  static int stringEnd(byte[] bytes, int from, int max) {
    int i = from;
    for (; i + Long.BYTES <= max; i += Long.BYTES) {
      long found = stringStop(word(bytes, i));
      if (found != 0) {
        i += firstByte(found);
        return bytes[i] == '"' ? i : -1;
      }
    }
    for (; i < max; i++) {
      byte b = bytes[i];
      if (b == '"') {
        return i;
      }
      if (b == '\\' || (b >= 0 && b < 0x20)) {
        return -1;
      }
    }
    return -1;
  }

  /**
   * Nonzero when a byte of {@code word} ends a JSON string's plain run: a quote, a backslash or a control character;
   * its lowest set bit is in the first such byte.
   */
  static long stringStop(long word) {
    long quotes = word ^ QUOTES;
    long backslashes = word ^ BACKSLASHES;
    return ((quotes - ONES) & ~quotes | (backslashes - ONES) & ~backslashes | (word - CONTROLS) & ~word) & HIGHS;
  }

  /** 0x80 in exactly the bytes of {@code word} equal to the repeated byte {@code pattern}, 0 in the others. */
  static long bytesEqual(long word, long pattern) {
    long x = word ^ pattern;
    return ~(((x & LOWS) + LOWS) | x | LOWS);
  }

  /**
   * A hash of every byte of {@code bytes[offset, offset + length)}, read a word at a time. Reads up to seven bytes
   * past the end (masked out): the array must have them.
   */
  static int hash(byte[] bytes, int offset, int length) {
    long h = length * GOLDEN;
    int i = offset;
    int end = offset + length;
    for (; i + Long.BYTES <= end; i += Long.BYTES) {
      h = (h ^ word(bytes, i)) * GOLDEN;
      h ^= h >>> 29;
    }
    if (i < end) {
      long tail = word(bytes, i) & (-1L >>> (Long.SIZE - Byte.SIZE * (end - i)));
      h = (h ^ tail) * GOLDEN;
      h ^= h >>> 29;
    }
    return (int) (h ^ (h >>> 32));
  }
}
