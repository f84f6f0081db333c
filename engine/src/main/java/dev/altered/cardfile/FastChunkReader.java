package dev.altered.cardfile;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableMap;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.HeroLimits;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import dev.altered.card.Stats;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The fast path of {@link ChunkedJsonReader}: reads a chunk of a large corpus file straight from its mapped bytes,
 * for the case that is all of a well-formed file (cards in the corpus schema, strings without escapes, no field the
 * schema does not have, nothing to warn about). It gives up on the first thing it does not expect, and the chunk is
 * then read by {@link CorpusJsonReader}, which reports every problem with its position. So this reader never reports
 * anything: it either returns exactly what {@link CorpusJsonReader} would (a property test compares them), or null.
 *
 * <p>Why: Jackson tokenizes every byte and the corpus reader then looks at each string again to split and pool it;
 * here each string is scanned once, eight bytes at a time ({@link Swar}), and pooled from the mapped bytes.
 */
final class FastChunkReader {
  private static final byte[][] LANGUAGE_CODES = codes();

  private static final Language[] LANGUAGES = Language.values();

  /** The chunk's bytes from index 0, with a word to spare after them ({@link Swar#hash} reads past a line). */
  private final byte[] raw;
  private final TextPool pool;
  private final TextPool.Cache cache;
  private final RawLines lines;
  private final Local local;
  private final Optional<String> fileSet;
  private final int end;
  private final boolean last;
  private int pos;
  /** Newlines read so far in this chunk, and the offset just after the last one (-1: none yet). */
  private int newlines;
  private int lastNewline = -1;

  /**
   * What a reading thread keeps from one chunk to the next: its cache in front of the pool (the texts a chunk meets
   * are mostly those the last one met: found again without decoding them or looking them up in the shared map), and
   * the recent values shared between cards. One per thread; not thread-safe.
   */
  static final class Local {
    final TextPool pool;
    final TextPool.Cache cache;
    final RawLines lines;
    final NameMaps nameMaps = new NameMaps();
    /** Name objects and sub-type lists by their bytes: a few hundred of each in a million generated cards. */
    final RawMemo<ImmutableMap<Language, String>> names = new RawMemo<>(1 << 12, '}');
    final RawMemo<ImmutableList<String>> subtypes = new RawMemo<>(1 << 10, ']');
    final Parsed<CardType> types = new Parsed<>(CardType::parse);
    final Parsed<Faction> factions = new Parsed<>(Faction::parse);
    final Parsed<Rarity> rarities = new Parsed<>(Rarity::parse);
    /**
     * The lines' numbers of the chunk read last ({@link Result#ids}), reused by the next: a chunk's are a megabyte,
     * and the loader's young generation holds a million cards' allocations with little to spare.
     */
    int[] lineIds = new int[1 << 16];

    /** Statistics below 16 each, made once per reader and shared: no value or look-up per card. */
    @SuppressWarnings("unchecked")
    private final Optional<Stats>[] stats = (Optional<Stats>[]) new Optional<?>[1 << 12];

    Optional<Stats> stats(int forest, int mountain, int water) {
      if ((forest | mountain | water) >= 16) {
        return cache.share(Optional.of(Stats.of(forest, mountain, water)));
      }
      int slot = forest << 8 | mountain << 4 | water;
      Optional<Stats> shared = stats[slot];
      if (shared == null) {
        shared = stats[slot] = Optional.of(Stats.of(forest, mountain, water));
      }
      return shared;
    }

    Local(TextPool pool) {
      this.pool = pool;
      this.cache = pool.cache(1 << 15); // a few thousand distinct texts in a million generated cards
      this.lines = new RawLines(cache);
    }
  }

  /**
   * @param chunk the chunk's bytes, from a card's {@code {} (or the cards array's content for the first chunk) to
   *     where the next chunk starts or the file ends, followed by at least {@link #SLACK} more bytes
   * @param length how many bytes of {@code chunk} are the chunk's
   * @param last whether the chunk ends the file (it holds the closing {@code ]} and {@code }})
   * @param local the reading thread's state, kept between its chunks
   */
  FastChunkReader(byte[] chunk, int length, boolean last, Local local, Optional<String> fileSet) {
    if (chunk.length < length + SLACK) {
      throw new IllegalArgumentException("the chunk's array needs " + SLACK + " bytes after the chunk");
    }
    this.raw = chunk;
    this.local = local;
    this.pool = local.pool;
    this.cache = local.cache;
    this.lines = local.lines;
    this.lineIds = local.lineIds;
    this.fileSet = fileSet.map(pool::intern);
    this.end = length;
    this.last = last;
  }

  /** Bytes a chunk's array must have after the chunk. */
  static final int SLACK = Long.BYTES;

  /**
   * What a chunk read gives {@link ChunkedJsonReader}: its cards, their positions relative to the chunk (a line and
   * a column per card: the reader makes each card's {@link SourcedCard} once, with the file's positions), the chunk's
   * newlines and the bytes after the last one; the lines' numbers, which hold until the reading thread reads its next
   * chunk (they are for whoever looks at the cards as soon as they are read).
   */
  record Result(List<CardDefinition> cards, int[] positions, int newlines, int tail, LineIds ids) {
    int line(int card) {
      return positions[2 * card];
    }

    int column(int card) {
      return positions[2 * card + 1];
    }
  }

  /** The chunk's cards, or null when it is not the simple case (then read it with {@link CorpusJsonReader}). */
  Result read() {
    List<CardDefinition> cards = new ArrayList<>(end / 1024);
    try {
      while (true) {
        whitespace();
        if (pos >= end) {
          if (last) {
            return null; // a file that ends inside the cards array is malformed
          }
          break;
        }
        byte b = raw[pos];
        if (b == ']' && last) {
          pos++;
          whitespace();
          expect('}');
          whitespace();
          if (pos != end) {
            return null; // a field after the cards, or trailing data
          }
          break;
        }
        if (b != '{') {
          return null;
        }
        cards.add(card());
        whitespace();
        if (pos < end && raw[pos] == ',') {
          pos++;
        } else if (!(last && pos < end && raw[pos] == ']')) {
          return null;
        }
      }
    } catch (Decline decline) {
      return null;
    }
    return new Result(cards, Arrays.copyOf(positions, 2 * cards.size()), newlines,
        newlines > 0 ? end - lastNewline : -1, new LineIds(cache, lineIds, lineCount, cache.slots()));
  }

  /** Thrown to give the chunk up; carries no stack trace. */
  private static final class Decline extends RuntimeException {
    static final Decline INSTANCE = new Decline();

    private Decline() {
      super(null, null, false, false);
    }
  }

  private static Decline decline() {
    return Decline.INSTANCE;
  }

  /**
   * Skips whitespace. The usual case, none (generated and exported files have none), is one byte's look that C1 (the
   * launcher's compiler) inlines: it inlines methods of at most 35 bytes of bytecode, and this runs between every two
   * tokens.
   */
  private void whitespace() {
    if (pos >= end || raw[pos] > ' ') {
      return;
    }
    skipWhitespace();
  }

  private void skipWhitespace() {
    while (pos < end) {
      byte b = raw[pos];
      if (b == ' ' || b == '\t') {
        pos++;
      } else if (b == '\r') {
        if (pos + 1 >= end || raw[pos + 1] != '\n') {
          throw decline(); // a lone carriage return: Jackson counts it as a line, this reader does not
        }
        pos++;
      } else if (b == '\n') {
        pos++;
        newlines++;
        lastNewline = pos;
      } else {
        return;
      }
    }
  }

  private void expect(char c) {
    int at = pos; // a local: small enough for C1 to inline
    if (at < end && raw[at] == c) {
      pos = at + 1;
      return;
    }
    throw decline();
  }

  /** After whitespace, a ':' and whitespace. */
  private void colon() {
    whitespace();
    expect(':');
    whitespace();
  }

  /** Whether the object goes on (a ',' was read) or ends (its '}' was read). */
  private boolean next() {
    whitespace();
    if (pos < end) {
      byte b = raw[pos++];
      if (b == ',') {
        whitespace();
        return true;
      }
      if (b == '}') {
        return false;
      }
    }
    throw decline();
  }

  /** Where the last string read ends (its closing quote); {@link #string} returns where it starts. */
  private int stringEnd;
  /**
   * The last string's bytes with its escapes decoded, when it had any ({@link #unescapedLength} of them), else -1:
   * the official texts quote abilities granted to tokens, so a few strings of most chunks have {@code \"}.
   */
  private int unescapedLength = -1;
  private final byte[] unescaped = new byte[RawLines.MAX + SLACK];

  /** A string; returns where its content starts, {@link #stringEnd} where it ends. */
  private int string() {
    expect('"');
    int start = pos;
    int limit = Math.min(end, start + RawLines.MAX);
    int close = Swar.stringEnd(raw, start, limit);
    unescapedLength = -1;
    if (close < 0) {
      close = unescape(start, limit);
    }
    stringEnd = close;
    pos = close + 1;
    return start;
  }

  /** Decodes a string with escapes into {@link #unescaped} as UTF-8; returns its closing quote's position. */
  private int unescape(int start, int limit) {
    int n = 0;
    int i = start;
    while (i < limit) {
      byte b = raw[i];
      if (b == '"') {
        unescapedLength = n;
        return i;
      }
      if (b >= 0 && b < 0x20) {
        throw decline(); // a control character: Jackson reports it
      }
      if (b != '\\') {
        if (n >= unescaped.length) {
          throw decline();
        }
        unescaped[n++] = b;
        i++;
        continue;
      }
      if (i + 1 >= limit) {
        throw decline();
      }
      byte e = raw[i + 1];
      i += 2;
      int c;
      switch (e) {
        case '"', '\\', '/' -> c = e;
        case 'b' -> c = '\b';
        case 'f' -> c = '\f';
        case 'n' -> c = '\n';
        case 'r' -> c = '\r';
        case 't' -> c = '\t';
        case 'u' -> {
          c = hex4(i, limit);
          i += 4;
          if (Character.isHighSurrogate((char) c)) {
            if (i + 6 > limit || raw[i] != '\\' || raw[i + 1] != 'u') {
              throw decline(); // a lone surrogate is not UTF-8
            }
            int low = hex4(i + 2, limit);
            if (!Character.isLowSurrogate((char) low)) {
              throw decline();
            }
            c = Character.toCodePoint((char) c, (char) low);
            i += 6;
          } else if (Character.isLowSurrogate((char) c)) {
            throw decline();
          }
        }
        default -> throw decline();
      }
      if (n + 4 > unescaped.length) {
        throw decline();
      }
      n = utf8(c, n);
    }
    throw decline();
  }

  private int hex4(int at, int limit) {
    if (at + 4 > limit) {
      throw decline();
    }
    int value = 0;
    for (int k = 0; k < 4; k++) {
      int digit = Character.digit(raw[at + k], 16);
      if (digit < 0) {
        throw decline();
      }
      value = value * 16 + digit;
    }
    return value;
  }

  private int utf8(int c, int n) {
    if (c < 0x80) {
      unescaped[n++] = (byte) c;
    } else if (c < 0x800) {
      unescaped[n++] = (byte) (0xC0 | c >> 6);
      unescaped[n++] = (byte) (0x80 | c & 0x3F);
    } else if (c < 0x10000) {
      unescaped[n++] = (byte) (0xE0 | c >> 12);
      unescaped[n++] = (byte) (0x80 | c >> 6 & 0x3F);
      unescaped[n++] = (byte) (0x80 | c & 0x3F);
    } else {
      unescaped[n++] = (byte) (0xF0 | c >> 18);
      unescaped[n++] = (byte) (0x80 | c >> 12 & 0x3F);
      unescaped[n++] = (byte) (0x80 | c >> 6 & 0x3F);
      unescaped[n++] = (byte) (0x80 | c & 0x3F);
    }
    return n;
  }

  /**
   * Whether the string just read is {@code key} (ASCII; keys are never escaped in the corpus). Keys are compared as
   * bytes: a String's characters cost C1 (the launcher's compiler) a call or two each, a dozen keys per card.
   */
  private boolean is(int start, byte[] key) {
    int n = key.length;
    if (unescapedLength >= 0 || stringEnd - start != n) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (raw[start + i] != key[i]) {
        return false;
      }
    }
    return true;
  }

  private static byte[] ascii(String key) {
    return key.getBytes(StandardCharsets.US_ASCII);
  }

  private static final byte[] MAIN = ascii("main");
  private static final byte[] SUPPORT = ascii("support");
  private static final byte[][] STATS_KEYS = {ascii("forest"), ascii("mountain"), ascii("ocean")};
  private static final byte[][] LIMITS_KEYS = {ascii("reserve"), ascii("landmark")};

  /** The string just read, pooled. */
  private String pooled(int start) {
    String text = unescapedLength >= 0 ? lines.text(unescaped, 0, unescapedLength)
        : lines.text(raw, start, stringEnd - start);
    if (text == null) {
      throw decline(); // not valid UTF-8
    }
    return text;
  }

  /**
   * Splits the string that starts here into its lines, each pooled ({@link RawLines#line}); returns their count.
   * Found in the pass that finds its end when it has no escape (the usual case), else from its decoded bytes.
   */
  private int textLines() {
    expect('"');
    int start = pos;
    int count = lines.splitString(raw, start, Math.min(end, start + RawLines.MAX));
    if (count >= 0) {
      unescapedLength = -1;
      stringEnd = lines.stringEnd();
      pos = stringEnd + 1;
      return count;
    }
    pos = start - 1;
    start = string();
    count = unescapedLength >= 0 ? lines.split(unescaped, 0, unescapedLength)
        : lines.split(raw, start, stringEnd - start);
    if (count < 0) {
      throw decline(); // not valid UTF-8
    }
    return count;
  }

  /** The string just read, not pooled (a card's reference is its own). */
  private String unpooled(int start) {
    byte[] source = unescapedLength >= 0 ? unescaped : raw;
    int from = unescapedLength >= 0 ? 0 : start;
    int length = unescapedLength >= 0 ? unescapedLength : stringEnd - start;
    boolean ascii = true;
    for (int i = from; i < from + length; i++) {
      ascii &= source[i] >= 0;
    }
    if (ascii) { // the usual reference: no decoder needed
      return new String(source, from, length, StandardCharsets.US_ASCII);
    }
    try {
      return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(source, from, length)).toString();
    } catch (CharacterCodingException e) {
      throw decline();
    }
  }

  private void openObject() {
    expect('{');
    whitespace();
    if (pos < end && raw[pos] == '}') {
      throw decline(); // an empty object: the corpus reader says what is missing
    }
  }

  /** A whole number as the corpus reader takes it: digits only, no leading zero, at most nine of them. */
  private int number() {
    int start = pos;
    int value = 0;
    while (pos < end) {
      byte b = raw[pos];
      if (b < '0' || b > '9') {
        break;
      }
      value = value * 10 + (b - '0');
      pos++;
    }
    int digits = pos - start;
    if (digits == 0 || digits > 9 || (digits > 1 && raw[start] == '0')) {
      throw decline();
    }
    if (pos < end) {
      byte b = raw[pos];
      if (b == '.' || b == 'e' || b == 'E') {
        throw decline();
      }
    }
    return value;
  }

  private boolean isNull() {
    if (pos + 4 <= end && raw[pos] == 'n' && raw[pos + 1] == 'u' && raw[pos + 2] == 'l'
        && raw[pos + 3] == 'l') {
      pos += 4;
      return true;
    }
    return false;
  }

  private OptionalInt cost() {
    if (isNull()) {
      return OptionalInt.empty();
    }
    int n = number();
    return n < CorpusJsonReader.SMALL.length ? CorpusJsonReader.SMALL[n] : OptionalInt.of(n);
  }


  /** An object of the named whole numbers, each exactly once, in any order. */
  private int[] numbers(byte[][] keys) {
    openObject();
    int[] values = new int[keys.length];
    int seen = 0;
    do {
      int k = string();
      int index = -1;
      for (int i = 0; i < keys.length; i++) {
        if (is(k, keys[i])) {
          index = i;
        }
      }
      if (index < 0) {
        throw decline();
      }
      colon();
      values[index] = number();
      seen |= 1 << index;
    } while (next());
    if (seen != (1 << keys.length) - 1) {
      throw decline();
    }
    return values;
  }

  private Language language(int start) {
    for (Language language : LANGUAGES) {
      byte[] code = LANGUAGE_CODES[language.ordinal()];
      if (unescapedLength < 0 && stringEnd - start == code.length && raw[start] == code[0]
          && raw[start + 1] == code[1]) {
        return language;
      }
    }
    throw decline(); // the corpus reader warns about an unknown language
  }

  private static byte[][] codes() {
    byte[][] codes = new byte[Language.values().length][];
    for (Language language : Language.values()) {
      codes[language.ordinal()] = language.code().getBytes(StandardCharsets.US_ASCII);
    }
    return codes;
  }

  private <T> T enumValue(Parsed<T> parsed) {
    T value = parsed.get(pooled(string()));
    if (value == null) {
      throw decline();
    }
    return value;
  }

  /**
   * A field's value parsed from its pooled string, remembered by the string's identity: a million cards spell their
   * type, faction and rarity with a handful of strings. Null when the string is not one of the values.
   */
  static final class Parsed<T> {
    private static final int KEPT = 16;
    private final java.util.function.Function<String, Optional<T>> parse;
    private final String[] strings = new String[KEPT];
    private final Object[] values = new Object[KEPT];
    private int size;

    Parsed(java.util.function.Function<String, Optional<T>> parse) {
      this.parse = parse;
    }

    @SuppressWarnings("unchecked")
    T get(String string) {
      for (int i = 0; i < size; i++) {
        if (strings[i] == string) {
          return (T) values[i];
        }
      }
      T value = parse.apply(string).orElse(null);
      if (value != null && size < KEPT) {
        strings[size] = string;
        values[size++] = value;
      }
      return value;
    }
  }

  /** One card's names and texts as read, copied into the card's immutable values: one of each per reader. */
  private final EnumMap<Language, String> names = new EnumMap<>(Language.class);
  private final CardDefinition.TextLines texts = new CardDefinition.TextLines();

  /**
   * Each line's number ({@link LineIds}), the chunk's cards' lines in their order (the reading thread's array, kept
   * from chunk to chunk); per card they are gathered by box first, as the text object may give its languages in any
   * order.
   */
  private int[] lineIds;
  private int lineCount;
  private final int[][] boxIds = new int[2 * LANGUAGES.length][8];
  private final int[] boxCounts = new int[2 * LANGUAGES.length];

  /** Each card's line and column relative to the chunk, in pairs. */
  private int[] positions = new int[1 << 12];
  private int cardCount;

  /** The fields of a card object, told apart by {@link #field}. */
  private enum Field {
    UNKNOWN(""), REFERENCE("reference"), SET("set"), TYPE("type"), FACTION("faction"), RARITY("rarity"),
    SUBTYPES("subtypes"), NAME("name"), HAND_COST("handCost"), RESERVE_COST("reserveCost"), STATS("stats"),
    LIMITS("limits"), TEXT("text");

    final byte[] key;

    Field(String key) {
      this.key = ascii(key);
    }
  }

  /**
   * Which card field the key just read (at {@code k}) names, or {@link Field#UNKNOWN}: told by its length first, so
   * that a key is compared with one or two names rather than each in turn (a dozen keys per card, a million cards).
   */
  private Field field(int k) {
    if (unescapedLength >= 0) {
      return Field.UNKNOWN; // keys are never escaped in the corpus: is() would not match either
    }
    return switch (stringEnd - k) {
      case 3 -> match(k, Field.SET);
      case 4 -> match(k, Field.TEXT, Field.TYPE, Field.NAME);
      case 5 -> match(k, Field.STATS);
      case 6 -> match(k, Field.RARITY, Field.LIMITS);
      case 7 -> match(k, Field.FACTION);
      case 8 -> match(k, Field.SUBTYPES, Field.HAND_COST);
      case 9 -> match(k, Field.REFERENCE);
      case 11 -> match(k, Field.RESERVE_COST);
      default -> Field.UNKNOWN;
    };
  }

  /** The field among these (of the key's length) whose key the string at {@code k} is, else {@link Field#UNKNOWN}. */
  private Field match(int k, Field a) {
    return is(k, a.key) ? a : Field.UNKNOWN;
  }

  private Field match(int k, Field a, Field b) {
    return is(k, a.key) ? a : match(k, b);
  }

  private Field match(int k, Field a, Field b, Field c) {
    return is(k, a.key) ? a : match(k, b, c);
  }

  private CardDefinition card() {
    int at = pos;
    int line = newlines + 1;
    // Columns as the corpus reader gives them: on the chunk's first line, bytes from the chunk's start (the chunked
    // reader adds where the chunk starts); on a later line, bytes from the line's start, 1-based.
    int column = line == 1 ? at + 1 : at - lastNewline + 1;
    if (2 * cardCount + 2 > positions.length) {
      positions = Arrays.copyOf(positions, positions.length * 2);
    }
    positions[2 * cardCount] = line;
    positions[2 * cardCount + 1] = column;
    cardCount++;
    openObject();
    String reference = null;
    String set = null;
    CardType type = null;
    Faction faction = null;
    Rarity rarity = null;
    ImmutableList<String> subtypes = ImmutableList.of();
    ImmutableMap<Language, String> names = null;
    OptionalInt handCost = OptionalInt.empty();
    OptionalInt reserveCost = OptionalInt.empty();
    Optional<Stats> stats = Optional.empty();
    Optional<HeroLimits> limits = Optional.empty();
    CardDefinition.TextLines texts = this.texts.clear();
    do {
      int k = string();
      colon();
      switch (field(k)) {
        case REFERENCE -> reference = unpooled(string());
        case SET -> set = pool.intern(pooled(string()));
        case TYPE -> type = enumValue(local.types);
        case FACTION -> faction = enumValue(local.factions);
        case RARITY -> rarity = enumValue(local.rarities);
        case SUBTYPES -> subtypes = subtypes();
        case NAME -> {
          if (names != null) {
            throw decline(); // names given twice: the corpus reader says what counts
          }
          names = names();
        }
        case HAND_COST -> handCost = cost();
        case RESERVE_COST -> reserveCost = cost();
        case STATS -> {
          int[] v = numbers(STATS_KEYS);
          stats = local.stats(v[0], v[1], v[2]);
        }
        case LIMITS -> {
          int[] v = numbers(LIMITS_KEYS);
          limits = cache.share(Optional.of(new HeroLimits(v[0], v[1])));
        }
        case TEXT -> texts(texts);
        default -> throw decline(); // an unknown field: the corpus reader warns
      }
    } while (next());
    if (set == null) {
      set = fileSet.orElse(null);
    }
    if (reference == null || set == null || type == null || faction == null || rarity == null) {
      throw decline();
    }
    if (names == null) {
      this.names.clear();
      names = local.nameMaps.of(this.names);
    }
    return new CardDefinition(reference, set, type, subtypes, faction, rarity, names, handCost, reserveCost, stats,
        limits, texts);
  }

  /** A card's sub-types: recent ones found again by their bytes ({@link RawMemo}), else read and remembered. */
  private ImmutableList<String> subtypes() {
    int start = pos;
    ImmutableList<String> known = local.subtypes.find(raw, start, end);
    if (known != null) {
      pos = start + local.subtypes.length();
      return known;
    }
    int lines = newlines;
    ImmutableList<String> subtypes = readSubtypes();
    if (newlines == lines) {
      local.subtypes.remember(raw, start, pos, end, subtypes);
    }
    return subtypes;
  }

  private ImmutableList<String> readSubtypes() {
    expect('[');
    whitespace();
    ImmutableList.Builder<String> ids = ImmutableList.builder();
    if (pos < end && raw[pos] == ']') {
      pos++;
      return cache.share(ids.build());
    }
    while (true) {
      String id = CardFileFormat.subtypeId(pooled(string())).orElseThrow(FastChunkReader::decline);
      ids.add(pool.intern(id));
      whitespace();
      if (pos < end && raw[pos] == ',') {
        pos++;
        whitespace();
      } else {
        expect(']');
        return cache.share(ids.build());
      }
    }
  }

  /** A card's names: recent ones found again by their bytes ({@link RawMemo}), else read and remembered. */
  private ImmutableMap<Language, String> names() {
    int start = pos;
    ImmutableMap<Language, String> known = local.names.find(raw, start, end);
    if (known != null) {
      pos = start + local.names.length();
      return known;
    }
    int lines = newlines;
    EnumMap<Language, String> names = this.names;
    names.clear();
    openObject();
    do {
      Language language = language(string());
      colon();
      String name = pooled(string());
      if (name.isBlank()) {
        throw decline(); // the corpus reader warns about an empty name
      }
      names.put(language, name);
    } while (next());
    ImmutableMap<Language, String> map = local.nameMaps.of(names);
    if (newlines == lines) { // a value found again must not skip a line break that positions count
      local.names.remember(raw, start, pos, end, map);
    }
    return map;
  }

  private void texts(CardDefinition.TextLines texts) {
    Arrays.fill(boxCounts, 0);
    texts(texts, boxIds, boxCounts);
    int total = lineCount;
    for (int count : boxCounts) {
      total += count;
    }
    if (total > lineIds.length) {
      lineIds = local.lineIds = Arrays.copyOf(lineIds, Math.max(total, 2 * lineIds.length));
    }
    for (int box = 0; box < boxCounts.length; box++) { // the card's order: languages in order, main then support
      System.arraycopy(boxIds[box], 0, lineIds, lineCount, boxCounts[box]);
      lineCount += boxCounts[box];
    }
  }

  private void texts(CardDefinition.TextLines texts, int[][] boxIds, int[] boxCounts) {
    openObject();
    int languages = 0;
    do {
      Language language = language(string());
      if ((languages & 1 << language.ordinal()) != 0) {
        throw decline(); // a language twice: the corpus reader says which one counts
      }
      languages |= 1 << language.ordinal();
      colon();
      openObject();
      int boxes = 0;
      do {
        int box = string();
        boolean isMain = is(box, MAIN);
        if (!isMain && !is(box, SUPPORT)) {
          throw decline();
        }
        int bit = isMain ? 1 : 2;
        if ((boxes & bit) != 0) {
          throw decline(); // a box twice, likewise
        }
        boxes |= bit;
        colon();
        int count = textLines();
        if (lines.empty()) {
          throw decline(); // an empty text, which the corpus reader warns about
        }
        int at = 2 * language.ordinal() + (isMain ? 0 : 1);
        if (boxIds[at].length < count) {
          boxIds[at] = new int[Math.max(count, 2 * boxIds[at].length)];
        }
        for (int i = 0; i < count; i++) {
          texts.add(language, !isMain, lines.line(i));
          boxIds[at][i] = lines.slot(i);
        }
        boxCounts[at] = count;
      } while (next());
    } while (next());
  }
}
