package dev.altered.cardfile;

import java.nio.charset.StandardCharsets;
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
  private static final int PROBES = 8;

  private final ConcurrentHashMap<String, String> strings = new ConcurrentHashMap<>(1 << 15);
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
    return local.get().string(chars, offset, length, hash(chars, offset, length));
  }

  /**
   * The same, for a caller that computed {@link #hash} while scanning the characters anyway (the JSON reader does,
   * splitting a box into lines).
   */
  public String intern(char[] chars, int offset, int length, int hash) {
    return local.get().string(chars, offset, length, hash);
  }

  /** An equal value seen recently by this thread, or {@code value} itself. */
  public <T> T share(T value) {
    return local.get().share(value);
  }

  /**
   * The pooled string with these UTF-8 bytes (and {@link #hash(byte[], int, int)}); decoded only when new. Null when
   * they are not valid UTF-8.
   */
  public String intern(byte[] utf8, int offset, int length, int hash) {
    return local.get().string(utf8, offset, length, hash);
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

    String string(char[] text, int offset, int length, int hash) {
      int home = mix(hash) & (LOCAL_STRINGS - 1);
      // Linear probing: texts that differ only where the hash does not look (a number mid-sentence) live side by side.
      for (int probe = 0; probe < PROBES; probe++) {
        int slot = (home + probe) & (LOCAL_STRINGS - 1);
        char[] cached = chars[slot];
        if (cached == null) {
          return remember(slot, hash, text, offset, length);
        }
        if (hashes[slot] == hash && Arrays.equals(cached, 0, cached.length, text, offset, offset + length)) {
          return strings[slot];
        }
      }
      return remember(home, hash, text, offset, length); // a full neighbourhood: evict the home slot
    }

    private String remember(int slot, int hash, char[] text, int offset, int length) {
      String pooled = intern(new String(text, offset, length));
      strings[slot] = pooled;
      chars[slot] = Arrays.copyOfRange(text, offset, offset + length);
      hashes[slot] = hash;
      return pooled;
    }

    private final String[] byteStrings = new String[LOCAL_STRINGS];
    private final byte[][] bytes = new byte[LOCAL_STRINGS][];
    private final int[] byteHashes = new int[LOCAL_STRINGS];

    String string(byte[] utf8, int offset, int length, int hash) {
      int home = mix(hash) & (LOCAL_STRINGS - 1);
      for (int probe = 0; probe < PROBES; probe++) {
        int slot = (home + probe) & (LOCAL_STRINGS - 1);
        byte[] cached = bytes[slot];
        if (cached == null) {
          return remember(slot, hash, utf8, offset, length);
        }
        if (byteHashes[slot] == hash && Arrays.equals(cached, 0, cached.length, utf8, offset, offset + length)) {
          return byteStrings[slot];
        }
      }
      return remember(home, hash, utf8, offset, length);
    }

    /** Null when the bytes are not valid UTF-8: the caller then lets Jackson decode and report them. */
    private String remember(int slot, int hash, byte[] utf8, int offset, int length) {
      String decoded;
      try {
        decoded = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(utf8, offset, length))
            .toString();
      } catch (java.nio.charset.CharacterCodingException e) {
        return null;
      }
      String pooled = intern(decoded);
      byteStrings[slot] = pooled;
      bytes[slot] = Arrays.copyOfRange(utf8, offset, offset + length);
      byteHashes[slot] = hash;
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

  /**
   * A cheap hash for the pool's per-thread cache: the length, the first and last characters and every digit. Ability
   * lines that differ only by a number differ by a digit; other texts that collide are told apart by comparing all
   * characters. {@link HashBuilder} computes the same value one character at a time.
   */
  public static int hash(char[] text, int offset, int length) {
    HashBuilder hash = new HashBuilder();
    for (int i = offset, end = offset + length; i < end; i++) {
      hash.add(text[i]);
    }
    return hash.finish(text, offset, length);
  }

  /** {@link #hash} computed while a caller scans characters for its own purpose. */
  public static final class HashBuilder {
    private int digits;

    /** Call for each character in order. */
    public void add(char c) {
      if (c >= '0' && c <= '9') {
        digits = 31 * digits + c;
      }
    }

    /** The hash of the characters added (which are {@code text[offset, offset + length)}); resets the builder. */
    public int finish(char[] text, int offset, int length) {
      int h = 31 * length + digits;
      if (length > 0) {
        h = 31 * h + text[offset];
        h = 31 * h + text[offset + length - 1];
        h = 31 * h + text[offset + (length >> 1)];
      }
      if (length > 2) {
        h = 31 * h + text[offset + 1];
        h = 31 * h + text[offset + length - 2];
      }
      digits = 0;
      return h;
    }
  }

  /** {@link #hash(char[], int, int)} for UTF-8 bytes (a different value: the two caches are separate). */
  public static int hash(byte[] utf8, int offset, int length) {
    ByteHashBuilder hash = new ByteHashBuilder();
    for (int i = offset, end = offset + length; i < end; i++) {
      hash.add(utf8[i]);
    }
    return hash.finish(utf8, offset, length);
  }

  /** {@link #hash(byte[], int, int)} computed while a caller scans the bytes. */
  public static final class ByteHashBuilder {
    private int digits;

    public void add(byte b) {
      if (b >= '0' && b <= '9') {
        digits = 31 * digits + b;
      }
    }

    public int finish(byte[] utf8, int offset, int length) {
      int h = 31 * length + digits;
      if (length > 0) {
        h = 31 * h + utf8[offset];
        h = 31 * h + utf8[offset + length - 1];
        h = 31 * h + utf8[offset + (length >> 1)];
      }
      if (length > 2) {
        h = 31 * h + utf8[offset + 1];
        h = 31 * h + utf8[offset + length - 2];
      }
      digits = 0;
      return h;
    }
  }

  private static int mix(int hash) {
    int h = hash * 0x9E3779B9;
    return h ^ (h >>> 16);
  }
}
