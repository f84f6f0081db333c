package dev.altered.cardfile;

import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The byte-level reading of {@link CardFileReader}, kept apart from what a card file means: UTF-8 validation, the
 * word-at-a-time constants, and the plain cases (a known key, a type, faction or rarity by its display name, numbers
 * such as {@code 3/2}) read straight from a file's bytes without making a String. Each method answers only the
 * well-formed case; anything else goes to the reading of characters, which reports what is wrong.
 */
final class CardFileBytes {
  private CardFileBytes() {}

  static final long HIGH_BITS = 0x8080808080808080L;
  static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
  static final long BARS = 0x7C7C7C7C7C7C7C7CL;
  static final byte[] SUPPORT_BYTES = CardFileFormat.SUPPORT.getBytes(StandardCharsets.US_ASCII);
  /** Bit of a key in a card's seen keys: fields by their index in {@link CardFileFormat#FIELDS}, then languages. */
  static final int LANGUAGE_KEYS = CardFileFormat.FIELDS.size();

  /**
   * Whether {@code bytes[0, length)} is well-formed UTF-8 as the JDK's strict decoder sees it (no overlong forms, no
   * surrogates, nothing past U+10FFFF); ASCII is skipped eight bytes at a time. {@code bytes} has 8 bytes more.
   */
  static boolean isValidUtf8(byte[] bytes, int length) {
    int i = 0;
    while (i < length) {
      long nonAscii = Swar.word(bytes, i) & HIGH_BITS; // the padding is zeros: no high bit past the end
      if (nonAscii == 0) {
        i += Long.BYTES;
        continue;
      }
      i += Swar.firstByte(nonAscii); // the first byte of the word that is not ASCII
      int c = bytes[i] & 0xFF;
      int size = c < 0xC2 ? 0 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : c < 0xF5 ? 4 : 0;
      if (size == 0 || i + size > length) {
        return false;
      }
      int second = bytes[i + 1] & 0xFF;
      int low = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
      int top = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
      if (second < low || second > top) {
        return false;
      }
      for (int k = 2; k < size; k++) {
        if ((bytes[i + k] & 0xC0) != 0x80) {
          return false;
        }
      }
      i += size;
    }
    return true;
  }

  /**
   * {@code count} numbers written plainly ({@code 3/2}: digits, at most 6 each, or {@code -} when allowed, and '/'
   * between, nothing else), -1 for {@code -}; null for anything else, which the general reading reports or reads.
   */
  static int[] plainNumbers(String value, int count, boolean absentAllowed) {
    // Latin-1 bytes: a character beyond it becomes '?', which, like any other character but digits, '-' and '/',
    // makes the value not plain.
    byte[] bytes = value.getBytes(StandardCharsets.ISO_8859_1);
    return plainNumbers(bytes, 0, bytes.length, count, absentAllowed);
  }

  /** {@link #plainNumbers(String, int, boolean)} on the bytes {@code bytes[from, to)}. */
  static int[] plainNumbers(byte[] bytes, int from, int to, int count, boolean absentAllowed) {
    int[] result = new int[count];
    int at = from;
    for (int i = 0; i < count; i++) {
      int start = at;
      if (absentAllowed && at < to && bytes[at] == '-') {
        result[i] = -1;
        at++;
      } else {
        int n = 0;
        while (at < to && at - start < 6 && bytes[at] >= '0' && bytes[at] <= '9') {
          n = 10 * n + bytes[at++] - '0';
        }
        if (at == start) {
          return null;
        }
        result[i] = n;
      }
      boolean last = i == count - 1;
      if (last ? at != to : at >= to || bytes[at++] != '/') {
        return null;
      }
    }
    return result;
  }

  static final int TYPE_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.TYPE);
  static final int FACTION_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.FACTION);
  static final int RARITY_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.RARITY);
  static final int COST_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.COST);
  static final int STATS_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.STATS);
  static final int LIMITS_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.LIMITS);
  /**
   * Display names as UTF-8 bytes, and what each enum's {@code parse} makes of the name (so a value equal to one of
   * these bytes reads exactly as CardBuilder.value would read it).
   */
  static final byte[][] TYPE_NAMES = names(CardType.values(), CardType::displayName);
  static final CardType[] TYPE_VALUES =
      Arrays.stream(CardType.values()).map(t -> CardType.parse(t.displayName()).orElseThrow()).toArray(CardType[]::new);
  static final byte[][] FACTION_NAMES = names(Faction.values(), Faction::displayName);
  static final Faction[] FACTION_VALUES =
      Arrays.stream(Faction.values()).map(f -> Faction.parse(f.displayName()).orElseThrow()).toArray(Faction[]::new);
  static final byte[][] RARITY_NAMES = names(Rarity.values(), Rarity::displayName);
  static final Rarity[] RARITY_VALUES =
      Arrays.stream(Rarity.values()).map(r -> Rarity.parse(r.displayName()).orElseThrow()).toArray(Rarity[]::new);

  static <E> byte[][] names(E[] values, java.util.function.Function<E, String> name) {
    byte[][] names = new byte[values.length][];
    for (int i = 0; i < values.length; i++) {
      names[i] = name.apply(values[i]).getBytes(StandardCharsets.UTF_8);
    }
    return names;
  }

  /** The value whose name is exactly {@code bytes[from, to)}, or null. */
  static <E> E byName(byte[][] names, E[] values, byte[] bytes, int from, int to) {
    for (int i = 0; i < names.length; i++) {
      if (Arrays.equals(bytes, from, to, names[i], 0, names[i].length)) {
        return values[i];
      }
    }
    return null;
  }

  static final Language[] LANGUAGE_VALUES = Language.values();
  static final byte[][] KEYS = keys();

  /** The keys of a card's lines as bytes, by their bit in a card's seen keys. */
  static byte[][] keys() {
    byte[][] keys = new byte[LANGUAGE_KEYS + LANGUAGE_VALUES.length][];
    for (int i = 0; i < LANGUAGE_KEYS; i++) {
      keys[i] = CardFileFormat.FIELDS.get(i).getBytes(StandardCharsets.US_ASCII);
    }
    for (Language language : LANGUAGE_VALUES) {
      keys[LANGUAGE_KEYS + language.ordinal()] = language.code().getBytes(StandardCharsets.US_ASCII);
    }
    return keys;
  }

  /** The bit of the key {@code bytes[from, to)} (see {@link #LANGUAGE_KEYS}), or -1 when it is none. */
  static int keyIndex(byte[] bytes, int from, int to) {
    for (int i = 0; i < KEYS.length; i++) {
      if (Arrays.equals(bytes, from, to, KEYS[i], 0, KEYS[i].length)) {
        return i;
      }
    }
    return -1;
  }

  /** An ASCII character that {@link String#strip()} removes. */
  static boolean isStripped(byte b) {
    return b == ' ' || (b >= 0x09 && b <= 0x0D) || (b >= 0x1C && b <= 0x1F);
  }

  /**
   * Whether the character whose UTF-8 form starts at {@code at} may be a white space beyond ASCII (U+1680,
   * U+2000-U+205F, U+3000): all have a lead byte of E1 or more.
   */
  static boolean mayBeWideSpace(byte[] bytes, int at) {
    return (bytes[at] & 0xFF) >= 0xE1;
  }

  /** Where the last character of well-formed UTF-8 ending at {@code end} starts. */
  static int lastCharacter(byte[] bytes, int end) {
    int at = end - 1;
    while ((bytes[at] & 0xC0) == 0x80) {
      at--;
    }
    return at;
  }
}
