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
 * million cards. Each reader also has its own {@link Cache} in front of the shared map: it finds a text without
 * making a String from the reader's buffer, and shares composite values (lists of lines, texts, name maps) among
 * recent cards, which catches the common case (a Rare next to its Common) without holding every distinct value of a
 * large load in memory. A cache belongs to one reader on one thread; it is garbage once the reader is done.
 */
public final class TextPool {
  private static final int LOCAL_VALUES = 1 << 12;
  private static final int PROBES = 8;
  /** The most bytes a cache keeps of the texts it found by their bytes. */
  private static final int MAX_ARENA = 8 << 20;

  private final ConcurrentHashMap<String, String> strings = new ConcurrentHashMap<>(1 << 15);

  /** The pooled string equal to {@code value}. */
  public String intern(String value) {
    String pooled = strings.get(value); // lock-free when present, the usual case
    if (pooled != null) {
      return pooled;
    }
    pooled = strings.putIfAbsent(value, value);
    return pooled == null ? value : pooled;
  }

  /** Number of distinct strings pooled. */
  public int size() {
    return strings.size();
  }

  /**
   * A cache for one reader, in front of this pool.
   *
   * @param capacity slots for strings, rounded up to a power of two (a few per distinct text the reader will meet)
   */
  public Cache cache(int capacity) {
    return new Cache(Integer.highestOneBit(Math.max(64, Math.min(capacity, 1 << 16)) * 2 - 1));
  }

  /** One reader's cache: linear-probing tables of recent texts and values. Not thread-safe. */
  public final class Cache {
    private final int size;
    private final String[] strings;
    /** The characters of each cached string, compared with a vectorized {@link Arrays#equals}. */
    private final char[][] chars;
    private final int[] hashes;
    private final Object[] values = new Object[LOCAL_VALUES];
    /**
     * The table of texts found by their UTF-8 bytes, made on first use: per slot its hash, where its bytes are in
     * {@link #arena} and their length plus one (0: an empty slot), side by side so that a look-up reads one cache
     * line of the table, then the bytes, packed together, then the string only when found.
     */
    private int[] byteSlots;
    private String[] byteStrings;
    private byte[] arena;
    private int arenaUsed;
    /** The slot of the text the last {@link #intern(byte[], int, int, int)} gave: see {@link #lastSlot}. */
    private int lastSlot;
    /** Reports malformed input (the caller then lets the slow path say where); one per cache, as the cache is. */
    private final java.nio.charset.CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();

    private Cache(int size) {
      this.size = size;
      strings = new String[size];
      chars = new char[size][];
      hashes = new int[size];
    }

    /** The pooled string with these characters; no String is made when it is already pooled. */
    public String intern(char[] text, int offset, int length) {
      return intern(text, offset, length, hash(text, offset, length));
    }

    /** The same, with {@link #hash(char[], int, int)} computed by the caller while it scanned the characters. */
    public String intern(char[] text, int offset, int length, int hash) {
      int home = mix(hash) & (size - 1);
      // Linear probing: texts that differ only where the hash does not look (a number mid-sentence) live side by side.
      for (int probe = 0; probe < PROBES; probe++) {
        int slot = (home + probe) & (size - 1);
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
      String pooled = TextPool.this.intern(new String(text, offset, length));
      strings[slot] = pooled;
      chars[slot] = Arrays.copyOfRange(text, offset, offset + length);
      hashes[slot] = hash;
      return pooled;
    }

    /**
     * The pooled string with these UTF-8 bytes and their hash (any hash of the bytes, the same for the same bytes:
     * the corpus reader's {@code Swar.hash}); decoded only when new. Null when they are not valid UTF-8.
     */
    public String intern(byte[] utf8, int offset, int length, int hash) {
      int[] slots = byteSlots;
      if (slots == null) {
        slots = byteSlots = new int[3 * size];
        byteStrings = new String[size];
        arena = new byte[1 << 16];
      }
      int home = mix(hash) & (size - 1);
      for (int probe = 0; probe < PROBES; probe++) {
        int slot = (home + probe) & (size - 1);
        int at = 3 * slot;
        int stored = slots[at + 2];
        if (stored == 0) {
          return remember(slot, hash, utf8, offset, length);
        }
        if (slots[at] == hash && stored == length + 1) {
          int from = slots[at + 1];
          if (Arrays.equals(arena, from, from + length, utf8, offset, offset + length)) {
            lastSlot = slot;
            return byteStrings[slot];
          }
        }
      }
      return remember(home, hash, utf8, offset, length);
    }

    private static boolean ascii(byte[] bytes, int offset, int length) {
      for (int i = offset, end = offset + length; i < end; i++) {
        if (bytes[i] < 0) {
          return false;
        }
      }
      return true;
    }

    /** Null when the bytes are not valid UTF-8: the caller then lets Jackson decode and report them. */
    private String remember(int slot, int hash, byte[] utf8, int offset, int length) {
      String decoded;
      if (ascii(utf8, offset, length)) {
        decoded = new String(utf8, offset, length, StandardCharsets.ISO_8859_1); // ASCII: no decoding to do
      } else {
        try {
          decoded = decoder.decode(java.nio.ByteBuffer.wrap(utf8, offset, length)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
          return null;
        }
      }
      String pooled = TextPool.this.intern(decoded);
      if (arenaUsed + length > arena.length) {
        if (arenaUsed + length > MAX_ARENA) {
          // Bytes of evicted texts stay in the arena: past its bound (a file of mostly distinct texts), start over.
          Arrays.fill(byteSlots, 0);
          Arrays.fill(byteStrings, null);
          arenaUsed = 0;
        } else {
          arena = Arrays.copyOf(arena, Math.max(arena.length * 2, arenaUsed + length));
        }
      }
      System.arraycopy(utf8, offset, arena, arenaUsed, length);
      int at = 3 * slot;
      byteSlots[at] = hash;
      byteSlots[at + 1] = arenaUsed;
      byteSlots[at + 2] = length + 1;
      byteStrings[slot] = pooled;
      arenaUsed += length;
      lastSlot = slot;
      return pooled;
    }

    /**
     * Where the text that {@link #intern(byte[], int, int, int)} last gave is kept, below {@link #slots()}: a number
     * that names it in this cache while the cache keeps it (a text met again gets the same one), and that a later
     * text may take over once it is evicted. A reader hands these numbers on so that whoever looks at the lines next
     * can remember what it found of each by number, checking the text by identity ({@link LineIds}).
     */
    public int lastSlot() {
      return lastSlot;
    }

    /** How many slots {@link #lastSlot} ranges over. */
    public int slots() {
      return size;
    }

    /** An equal value seen recently by this cache, or {@code value} itself. */
    @SuppressWarnings("unchecked")
    public <T> T share(T value) {
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

  private static int mix(int hash) {
    int h = hash * 0x9E3779B9;
    return h ^ (h >>> 16);
  }
}
