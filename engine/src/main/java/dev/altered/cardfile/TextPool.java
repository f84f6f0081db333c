package dev.altered.cardfile;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Shares equal texts between cards, so a name or an ability line printed on many cards (Commons and their Rares,
 * reprints, translations kept alike, generated cards) is stored once. Thread-safe: the loader shares one pool between
 * the threads reading files.
 *
 * <p>Strings (names, ability lines) are interned for the whole load: there are a few thousand distinct ones even in a
 * million cards. Composite values (lists of lines, texts, name maps) are only shared through a small per-thread cache
 * of recent values, which catches the common case (a Rare next to its Common) without holding every distinct value
 * of a large load in memory.
 */
public final class TextPool {
  private static final int LOCAL_STRINGS = 1 << 16;
  private static final int LOCAL_VALUES = 1 << 12;

  private final ConcurrentHashMap<String, String> strings = new ConcurrentHashMap<>(1 << 14);
  private final ThreadLocal<Local> local = ThreadLocal.withInitial(Local::new);

  /** The pooled string equal to {@code value}. */
  public String intern(String value) {
    String pooled = strings.get(value); // lock-free when present, the usual case
    if (pooled != null) {
      return pooled;
    }
    pooled = strings.putIfAbsent(value, value);
    return pooled == null ? value : pooled;
  }

  /** The pooled string with these characters; no String is made when it is already pooled. */
  public String intern(char[] chars, int offset, int length) {
    return local.get().string(chars, offset, length);
  }

  /** An equal value seen recently by this thread, or {@code value} itself. */
  public <T> T share(T value) {
    return local.get().share(value);
  }

  /** Number of distinct strings pooled. */
  public int size() {
    return strings.size();
  }

  /** Per-thread direct-mapped caches in front of the shared map. */
  private final class Local {
    private final String[] strings = new String[LOCAL_STRINGS];
    /** The characters of each cached string, compared with a vectorized {@link Arrays#equals}. */
    private final char[][] chars = new char[LOCAL_STRINGS][];
    private final int[] hashes = new int[LOCAL_STRINGS];
    private final Object[] values = new Object[LOCAL_VALUES];

    String string(char[] text, int offset, int length) {
      int hash = hash(text, offset, length);
      int slot = mix(hash) & (LOCAL_STRINGS - 1);
      char[] cached = chars[slot];
      if (cached != null && hashes[slot] == hash
          && Arrays.equals(cached, 0, cached.length, text, offset, offset + length)) {
        return strings[slot];
      }
      String pooled = intern(new String(text, offset, length));
      strings[slot] = pooled;
      chars[slot] = Arrays.copyOfRange(text, offset, offset + length);
      hashes[slot] = hash;
      return pooled;
    }

    @SuppressWarnings("unchecked")
    <T> T share(T value) {
      int slot = mix(value.hashCode()) & (LOCAL_VALUES - 1);
      Object cached = values[slot];
      if (value.equals(cached)) {
        return (T) cached;
      }
      values[slot] = value;
      return value;
    }
  }

  /** A hash of every character, four at a time (independent multiplies run in parallel in the CPU). */
  private static int hash(char[] text, int offset, int length) {
    int h0 = length;
    int h1 = 0;
    int h2 = 0;
    int h3 = 0;
    int i = offset;
    int end = offset + length;
    for (; i + 3 < end; i += 4) {
      h0 = 31 * h0 + text[i];
      h1 = 37 * h1 + text[i + 1];
      h2 = 41 * h2 + text[i + 2];
      h3 = 43 * h3 + text[i + 3];
    }
    for (; i < end; i++) {
      h0 = 31 * h0 + text[i];
    }
    return h0 ^ Integer.rotateLeft(h1, 8) ^ Integer.rotateLeft(h2, 16) ^ Integer.rotateLeft(h3, 24);
  }

  private static int mix(int hash) {
    int h = hash * 0x9E3779B9;
    return h ^ (h >>> 16);
  }
}
