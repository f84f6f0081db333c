package dev.altered.cardfile;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.base.ParserBase;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.Maps;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.HeroLimits;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import dev.altered.card.Stats;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Map;
import java.util.EnumMap;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads card data in the corpus JSON schema ({@code {"set", "name", "cards": [...]}}, see the corpus README) with
 * Jackson's streaming parser: one pass, no tree, so a million-card file reads in constant extra memory. A card with
 * a wrong field is reported at the field's line and column and skipped; the other cards load. Defects of the official
 * data (blank statistics on Spells, a Hero limit that is null) are reported as warnings and the value left out, never
 * guessed.
 */
public final class CorpusJsonReader {
  static final JsonFactory FACTORY = JsonFactory.builder().build();

  private CorpusJsonReader() {}

  public static ReadResult read(Path path, TextPool pool) throws IOException {
    try (InputStream in = Files.newInputStream(path)) {
      return read(path.toString(), in, pool);
    }
  }

  /**
   * Reads a file, a large one in parallel chunks on {@code executor} (see {@link ChunkedJsonReader}); the calling
   * thread waits, so it must not be one of the executor's.
   */
  public static ReadResult read(Path path, TextPool pool, java.util.concurrent.ExecutorService executor, int threads)
      throws IOException {
    return ChunkedJsonReader.read(path, pool, executor, threads, CardSink.NONE);
  }

  /** The same, handing each chunk's cards to {@code sink} on the thread that read them. */
  public static ReadResult read(Path path, TextPool pool, java.util.concurrent.ExecutorService executor, int threads,
      CardSink sink) throws IOException {
    return ChunkedJsonReader.read(path, pool, executor, threads, sink);
  }

  /** Whether {@link #read(Path, TextPool, java.util.concurrent.ExecutorService, int)} would split this file. */
  public static boolean readsInParallel(Path path) throws IOException {
    return Files.size(path) >= ChunkedJsonReader.PARALLEL_MIN_BYTES;
  }

  public static ReadResult read(String file, byte[] content, TextPool pool) {
    try (JsonParser parser = FACTORY.createParser(content)) {
      return new Reader(file, parser, pool).read();
    } catch (CharConversionException e) {
      return unreadable(file, e);
    } catch (IOException e) {
      throw new AssertionError("in-memory input cannot fail to close", e);
    }
  }

  /** Reads from a stream; an I/O failure of the stream itself is thrown, everything else is a diagnostic. */
  public static ReadResult read(String file, InputStream in, TextPool pool) throws IOException {
    try (JsonParser parser = FACTORY.createParser(in)) {
      return new Reader(file, parser, pool).read();
    } catch (CharConversionException e) {
      return unreadable(file, e);
    }
  }

  /** Jackson could not tell the file's encoding from its first bytes (it is not JSON text at all). */
  private static ReadResult unreadable(String file, CharConversionException e) {
    return new ReadResult(file, Optional.empty(), Optional.empty(), ImmutableList.of(), ImmutableList.of(
        Diagnostic.error(file, 1, 1, "json-syntax", "not JSON text in UTF-8, UTF-16 or UTF-32: " + e.getMessage())));
  }

  /** OptionalInt.of allocates: costs of a million cards share these. */
  static final OptionalInt[] SMALL = java.util.stream.IntStream.range(0, 32).mapToObj(OptionalInt::of)
      .toArray(OptionalInt[]::new);

  static final class Reader {
    private final CardFields fields = new CardFields();
    private final NameMaps nameMaps = new NameMaps();

    private final String file;
    private final JsonParser parser;
    private final TextPool pool;
    private final List<SourcedCard> cards = new ArrayList<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private String setId;
    private String setName;

    /** Lines of the file before the parsed content (a chunk of a large file starts mid-file). */
    private final int lineBase;
    /** Added to columns on the content's first line: the chunk starts mid-line, after a synthetic prefix. */
    private final int firstLineColumnShift;

    Reader(String file, JsonParser parser, TextPool pool) {
      this(file, parser, pool, 0, 0);
    }

    Reader(String file, JsonParser parser, TextPool pool, int lineBase, int firstLineColumnShift) {
      this(file, parser, pool, lineBase, firstLineColumnShift, null, 0, 0);
    }

    /**
     * @param raw the input's bytes when the reader can see them (a chunk of a large file), or null; the array has
     *     {@link FastChunkReader#SLACK} bytes to spare after {@code rawLength}
     * @param rawLength how many bytes of {@code raw} are the input's
     * @param rawBase the index in {@code raw} of the parser's byte offset 0
     */
    Reader(String file, JsonParser parser, TextPool pool, int lineBase, int firstLineColumnShift, byte[] raw,
        int rawLength, long rawBase) {
      this.file = file;
      this.parser = parser;
      this.pool = pool;
      this.lineBase = lineBase;
      this.firstLineColumnShift = firstLineColumnShift;
      // Little-endian, as Swar reads words.
      this.raw = raw;
      this.rawLength = rawLength;
      this.rawBase = rawBase;
      this.cache = pool.cache(raw != null ? 1 << 16 : 1 << 13);
      this.rawLines = raw == null ? null : new RawLines(cache);
    }

    private final TextPool.Cache cache;

    /** A chunk of a file starts after the file's "set": its cards without their own inherit it all the same. */
    Reader inheritingSet(Optional<String> fileSetId) {
      setId = fileSetId.map(pool::intern).orElse(null);
      return this;
    }

    private final byte[] raw;
    private final int rawLength;
    private final long rawBase;
    /** Strings taken from {@link #raw} without Jackson decoding them; null without raw bytes. */
    private final RawLines rawLines;

    /**
     * The current token's position packed as {@code line << 32 | column}: no JsonLocation is allocated for the
     * positions of a million cards, most never reported.
     */
    private long here() {
      if (parser instanceof ParserBase base) {
        // ParserBase counts this column one higher than the JsonLocation it reports (both 1-based otherwise).
        return pack(base.getTokenLineNr(), base.getTokenColumnNr() - 1);
      }
      JsonLocation at = parser.currentTokenLocation();
      return pack(at.getLineNr(), at.getColumnNr());
    }

    private static long pack(int line, int column) {
      return ((long) line << 32) | (column & 0xffffffffL);
    }

    private int line(long at) {
      int line = (int) (at >> 32);
      return line <= 0 ? 0 : lineBase + line;
    }

    private int column(long at) {
      int line = (int) (at >> 32);
      int column = (int) at;
      if (column <= 0) {
        return 0;
      }
      return line == 1 ? column + firstLineColumnShift : column;
    }

    ReadResult read() throws IOException {
      try {
        root();
      } catch (JsonProcessingException e) {
        // A limit of the reader (nesting, number length) comes without a location: it is where the reader stopped.
        JsonLocation location = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        long at = pack(location.getLineNr(), Math.max(1, location.getColumnNr()));
        diagnostics.add(Diagnostic.error(file, line(at), column(at),
            "json-syntax", (e instanceof StreamConstraintsException ? limit(e.getOriginalMessage())
                : "malformed JSON: " + e.getOriginalMessage())
                + " (cards before this point are loaded, the rest of the file is not)"));
      }
      return new ReadResult(file, Optional.ofNullable(setId), Optional.ofNullable(setName),
          ImmutableList.copyOf(cards), ImmutableList.copyOf(diagnostics));
    }

    /** A limit of the JSON reader in plain words, without the library's names. */
    private static String limit(String message) {
      Matcher nesting = NESTING.matcher(message);
      if (nesting.find()) {
        return "expected arrays and objects nested at most " + nesting.group(1) + " levels deep, found deeper"
            + " nesting (a corpus file needs five)";
      }
      return "expected JSON within the reader's limits, found: " + LIBRARY_NAME.matcher(message).replaceAll("");
    }

    private static final Pattern NESTING = Pattern.compile("nesting depth \\(\\d+\\) exceeds the maximum allowed \\((\\d+)");
    private static final Pattern LIBRARY_NAME = Pattern.compile(", from `[^`]*`");

    private void root() throws IOException {
      JsonToken first = parser.nextToken();
      if (first == null) {
        JsonLocation end = parser.currentLocation();
        diagnostics.add(Diagnostic.error(file, lineBase + Math.max(1, end.getLineNr()),
            Math.max(1, end.getColumnNr()), "json-schema", "empty file: expected a JSON object {\"set\": ...,"
                + " \"name\": ..., \"cards\": [...]}"));
        return;
      }
      if (first != JsonToken.START_OBJECT) {
        error(here(), "json-schema",
            "expected a JSON object {\"set\": ..., \"name\": ..., \"cards\": [...]}");
        return;
      }
      boolean sawCards = false;
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String field = parser.currentName();
        JsonToken value = parser.nextToken();
        switch (field) {
          case "set" -> setId = string(field, value).map(pool::intern).orElse(setId);
          case "name" -> setName = string(field, value).map(pool::intern).orElse(setName);
          case "cards" -> {
            sawCards = true;
            if (value != JsonToken.START_ARRAY) {
              typeError(field, "an array of card objects");
              break;
            }
            while (parser.nextToken() != JsonToken.END_ARRAY) {
              if (parser.currentToken() == JsonToken.START_OBJECT) {
                card();
              } else {
                typeError("cards", "a card object {\"reference\": ...}");
              }
            }
          }
          default -> unknownField(field);
        }
      }
      if (!sawCards) {
        diagnostics.add(Diagnostic.error(file, lineBase + 1, 1, "json-schema", "no \"cards\" array in this file"));
      }
    }

    private void card() throws IOException {
      long start = here();
      CardFields card = fields.reset(); // one per reader: a million cards make no garbage here
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String field = parser.currentName();
        JsonToken value = parser.nextToken();
        switch (field) {
          case "reference" -> card.reference = string(field, value).orElse(null);
          case "set" -> card.set = string(field, value).map(pool::intern).orElse(null);
          case "type" -> card.type = enumValue(field, value, CardType::parse, card);
          case "faction" -> card.faction = enumValue(field, value, Faction::parse, card);
          case "rarity" -> card.rarity = enumValue(field, value, Rarity::parse, card);
          case "subtypes" -> card.subtypes = subtypes(card);
          case "name" -> names(card);
          case "handCost" -> card.handCost = integer(field, value, card);
          case "reserveCost" -> card.reserveCost = integer(field, value, card);
          case "stats" -> card.stats = stats(card);
          case "limits" -> card.limits = limits(card);
          case "text" -> texts(card);
          default -> unknownField(field);
        }
      }
      String where = card.reference == null ? "a card" : card.reference;
      if (card.reference == null) {
        missing(start, "reference", where, card);
      }
      if (card.set == null) {
        card.set = setId;
      }
      if (card.set == null) {
        missing(start, "set", where, card);
      }
      if (card.type == null && !card.broken) {
        missing(start, "type", where, card);
      }
      if (card.faction == null && !card.broken) {
        missing(start, "faction", where, card);
      }
      if (card.rarity == null && !card.broken) {
        missing(start, "rarity", where, card);
      }
      if (card.broken) {
        return;
      }
      CardDefinition definition = new CardDefinition(card.reference, card.set, card.type, card.subtypes,
          card.faction, card.rarity, nameMaps.of(card.names), card.handCost, card.reserveCost,
          card.stats, card.limits, Maps.immutableEnumMap(card.texts));
      cards.add(new SourcedCard(definition, file, line(start), column(start)));
    }

    private void missing(long start, String field, String where, CardFields card) {
      error(start, "missing-field", where + " has no \"" + field + "\"");
      card.broken = true;
    }

    private <T> T enumValue(String field, JsonToken value, java.util.function.Function<String, Optional<T>> parse,
        CardFields card) throws IOException {
      long at = here();
      Optional<String> text = value == JsonToken.VALUE_STRING ? Optional.of(pooledText()) : string(field, value);
      if (text.isEmpty()) {
        if (value == JsonToken.VALUE_NULL) {
          error(at, "missing-field", "\"" + field + "\" is null");
        }
        card.broken = true;
        return null;
      }
      Optional<T> parsed = parse.apply(text.get());
      if (parsed.isEmpty()) {
        error(at, "bad-value", "unknown " + field + " \"" + text.get() + "\"");
        card.broken = true;
        return null;
      }
      return parsed.get();
    }

    private ImmutableList<String> subtypes(CardFields card) throws IOException {
      if (parser.currentToken() != JsonToken.START_ARRAY) {
        typeError("subtypes", "an array of strings");
        card.broken = true;
        return ImmutableList.of();
      }
      ImmutableList.Builder<String> ids = ImmutableList.builder();
      while (parser.nextToken() != JsonToken.END_ARRAY) {
        long at = here();
        Optional<String> text = string("subtypes", parser.currentToken());
        Optional<String> id = text.flatMap(CardFileFormat::subtypeId);
        if (id.isEmpty()) {
          text.ifPresent(t -> error(at, "bad-value", "\"" + t + "\" is not a sub-type name (a single word)"));
          card.broken = true;
        } else {
          ids.add(pool.intern(id.get()));
        }
      }
      return cache.share(ids.build());
    }

    private void names(CardFields card) throws IOException {
      if (parser.currentToken() != JsonToken.START_OBJECT) {
        typeError("name", "an object {\"en\": \"...\", \"fr\": \"...\"}");
        card.broken = true;
        return;
      }
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String code = parser.currentName();
        JsonToken value = parser.nextToken();
        Optional<Language> language = language(code);
        if (value != JsonToken.VALUE_STRING) {
          string("name." + code, value); // reports anything but null
          continue;
        }
        if (language.isPresent()) {
          String name = pooledText();
          if (name.isBlank()) {
            warning(here(), "empty-name", "empty " + code + " name left out");
          } else {
            card.names.put(language.get(), name);
          }
        }
      }
    }

    private void texts(CardFields card) throws IOException {
      if (parser.currentToken() != JsonToken.START_OBJECT) {
        typeError("text", "an object {\"en\": {\"main\": \"...\", \"support\": \"...\"}, ...}");
        card.broken = true;
        return;
      }
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String code = parser.currentName();
        Optional<Language> language = language(code);
        if (parser.nextToken() != JsonToken.START_OBJECT) {
          typeError("text." + code, "an object {\"main\": \"...\", \"support\": \"...\"}");
          card.broken = true;
          continue;
        }
        ImmutableList<String> main = ImmutableList.of();
        ImmutableList<String> support = ImmutableList.of();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String box = parser.currentName();
          JsonToken value = parser.nextToken();
          if (!box.equals("main") && !box.equals("support")) {
            unknownField("text." + code + "." + box);
            continue;
          }
          if (value != JsonToken.VALUE_STRING) {
            string("text." + code + "." + box, value); // reports anything but null
            continue;
          }
          ImmutableList<String> lines = lines();
          if (lines.size() == 1 && lines.get(0).isEmpty()) {
            warning(here(), "empty-text", "empty " + code + " " + box + " text left out");
            continue;
          }
          if (box.equals("main")) {
            main = lines;
          } else {
            support = lines;
          }
        }
        if (language.isPresent() && !(main.isEmpty() && support.isEmpty())) {
          card.texts.put(language.get(), new CardText(main, support));
        }
      }
    }

    /**
     * The lines of the current string token, split at each double space like {@link CardText#lines}, each pooled
     * straight from Jackson's character buffer: no String is made for the whole box or for a line already pooled.
     */
    private ImmutableList<String> lines() throws IOException {
      if (raw != null) {
        int at = rawString();
        ImmutableList<String> lines = at < 0 ? null : rawLines.lines(raw, at, rawEnd - at);
        if (lines != null) {
          return lines;
        }
      }
      char[] chars = parser.getTextCharacters();
      int offset = parser.getTextOffset();
      int end = offset + parser.getTextLength();
      int count = 0;
      int start = offset;
      // One pass: find the double spaces and hash each line on the way.
      for (int i = offset; i < end; i++) {
        char c = chars[i];
        if (c == ' ' && i + 1 < end && chars[i + 1] == ' ') {
          scratch = grow(scratch, count);
          scratch[count++] = cache.intern(chars, start, i - start, hash.finish(chars, start, i - start));
          start = i + 2;
          i++;
        } else {
          hash.add(c);
        }
      }
      String last = cache.intern(chars, start, end - start, hash.finish(chars, start, end - start));
      if (count == 0) {
        return ImmutableList.of(last);
      }
      scratch = grow(scratch, count);
      scratch[count++] = last;
      // The lines are shared; a list of them is rarely repeated outside a Rare's box, so it is not pooled.
      return ImmutableList.copyOf(Arrays.copyOf(scratch, count));
    }

    private String[] scratch = new String[8];
    private final TextPool.HashBuilder hash = new TextPool.HashBuilder();

    private static String[] grow(String[] array, int size) {
      return size < array.length ? array : Arrays.copyOf(array, array.length * 2);
    }

    /** The current string token, pooled. */
    private String pooledText() throws IOException {
      if (raw != null) {
        int at = rawString();
        String text = at < 0 ? null : rawLines.text(raw, at, rawEnd - at);
        if (text != null) {
          return text;
        }
      }
      return cache.intern(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
    }

    /** Where the current string token's content ends in {@link #raw}, when {@link #rawString} found it. */
    private int rawEnd;

    /**
     * Where the current string token's UTF-8 bytes start in {@link #raw} (Jackson has not decoded them: a string not
     * read is skipped by the parser), its end in {@link #rawEnd}; -1 when it has an escape or is too long, and then
     * Jackson decodes it as usual.
     */
    private int rawString() {
      if (!(parser instanceof ParserBase base)) {
        return -1;
      }
      // Jackson records a string token as starting after its opening quote.
      long start = rawBase + base.getTokenCharacterOffset();
      if (start < 1 || start >= rawLength || raw[(int) start - 1] != '"') {
        return -1; // not where this reader expects a string: let Jackson decode it
      }
      int at = (int) start;
      int close = Swar.stringEnd(raw, at, (int) Math.min(rawLength, at + (long) RawLines.MAX));
      if (close < 0) {
        return -1;
      }
      rawEnd = close;
      return at;
    }

    private OptionalInt integer(String field, JsonToken value, CardFields card) throws IOException {
      if (value == JsonToken.VALUE_NULL) {
        return OptionalInt.empty();
      }
      if (value != JsonToken.VALUE_NUMBER_INT || parser.getNumberType() != JsonParser.NumberType.INT) {
        typeError(field, "a whole number");
        card.broken = true;
        return OptionalInt.empty();
      }
      int number = parser.getIntValue();
      return number >= 0 && number < SMALL.length ? SMALL[number] : OptionalInt.of(number);
    }

    private Optional<Stats> stats(CardFields card) throws IOException {
      long at = here();
      int[] values = numbers("stats", new String[] {"forest", "mountain", "ocean"}, card, at);
      if (values == null) {
        return Optional.empty();
      }
      return cache.share(Optional.of(Stats.of(values[0], values[1], values[2])));
    }

    private Optional<HeroLimits> limits(CardFields card) throws IOException {
      long at = here();
      int[] values = numbers("limits", new String[] {"reserve", "landmark"}, card, at);
      if (values == null) {
        return Optional.empty();
      }
      return cache.share(Optional.of(new HeroLimits(values[0], values[1])));
    }

    /**
     * An object of named whole numbers. The official data has blank ({@code ""}) statistics on some Spells and
     * Permanents and a {@code null} reserve limit on some Heroes: the whole group is then left out with a warning.
     */
    private int[] numbers(String field, String[] keys, CardFields card, long at) throws IOException {
      if (parser.currentToken() != JsonToken.START_OBJECT) {
        typeError(field, "an object {\"" + String.join("\": n, \"", keys) + "\": n}");
        card.broken = true;
        return null;
      }
      int[] values = new int[keys.length];
      boolean[] seen = new boolean[keys.length];
      List<String> blank = new ArrayList<>();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String key = parser.currentName();
        JsonToken value = parser.nextToken();
        int index = List.of(keys).indexOf(key);
        if (index < 0) {
          unknownField(field + "." + key);
          continue;
        }
        seen[index] = true;
        if (value == JsonToken.VALUE_NULL
            || (value == JsonToken.VALUE_STRING && parser.getText().isBlank())) {
          blank.add(key + ": " + (value == JsonToken.VALUE_NULL ? "null" : "\"\""));
        } else if (value == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT) {
          values[index] = parser.getIntValue();
        } else {
          typeError(field + "." + key, "a whole number");
          card.broken = true;
        }
      }
      for (int i = 0; i < keys.length; i++) {
        if (!seen[i]) {
          error(at, "missing-field", "\"" + field + "\" has no \"" + keys[i] + "\"");
          card.broken = true;
        }
      }
      if (card.broken) {
        return null;
      }
      if (!blank.isEmpty()) {
        warning(at, "defect-blank-" + field, "\"" + field + "\" of " + (card.reference == null ? "this card"
            : card.reference) + " has no value (" + String.join(", ", blank) + "): " + field + " left out");
        return null;
      }
      return values;
    }

    private Optional<Language> language(String code) throws IOException {
      Optional<Language> language = Language.fromCode(code);
      if (language.isEmpty()) {
        warning(here(), "unknown-language",
            "unknown language \"" + code + "\" ignored (expected en, fr, de, es, it)");
      }
      return language;
    }

    /** The string value of the current token; anything else is reported (and skipped). */
    private Optional<String> string(String field, JsonToken value) throws IOException {
      if (value == JsonToken.VALUE_STRING) {
        return Optional.of(parser.getText());
      }
      if (value != JsonToken.VALUE_NULL) {
        typeError(field, "a string");
      }
      return Optional.empty();
    }

    private void typeError(String field, String expected) throws IOException {
      error(here(), "json-schema", "\"" + field + "\": expected " + expected + ", found "
          + describe(parser.currentToken()));
      parser.skipChildren();
    }

    private void unknownField(String field) throws IOException {
      warning(here(), "unknown-field", "unknown field \"" + field + "\" ignored");
      parser.skipChildren();
    }

    private void error(long at, String code, String message) {
      diagnostics.add(Diagnostic.error(file, line(at), column(at), code, message));
    }

    private void warning(long at, String code, String message) {
      diagnostics.add(Diagnostic.warning(file, line(at), column(at), code, message));
    }
  }

  private static String describe(JsonToken token) {
    if (token == null) {
      return "end of input";
    }
    return switch (token) {
      case START_OBJECT -> "an object";
      case START_ARRAY -> "an array";
      case VALUE_STRING -> "a string";
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
      case VALUE_TRUE, VALUE_FALSE -> "a boolean";
      case VALUE_NULL -> "null";
      default -> token.toString();
    };
  }

  /** The fields of one card object as read so far. */
  private static final class CardFields {
    String reference;
    String set;
    CardType type;
    Faction faction;
    Rarity rarity;
    ImmutableList<String> subtypes = ImmutableList.of();
    final EnumMap<Language, String> names = new EnumMap<>(Language.class);
    OptionalInt handCost = OptionalInt.empty();
    OptionalInt reserveCost = OptionalInt.empty();
    Optional<Stats> stats = Optional.empty();
    Optional<HeroLimits> limits = Optional.empty();
    final EnumMap<Language, CardText> texts = new EnumMap<>(Language.class);
    boolean broken;

    CardFields reset() {
      reference = null;
      set = null;
      type = null;
      faction = null;
      rarity = null;
      subtypes = ImmutableList.of();
      names.clear();
      handCost = OptionalInt.empty();
      reserveCost = OptionalInt.empty();
      stats = Optional.empty();
      limits = Optional.empty();
      texts.clear();
      broken = false;
      return this;
    }
  }
}
