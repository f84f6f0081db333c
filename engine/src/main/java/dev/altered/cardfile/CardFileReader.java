package dev.altered.cardfile;

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
import dev.altered.card.Suggestions;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * Reads a card file (format: cards/README.md). Every problem is reported with its line and column and what was
 * expected; a card with an error is skipped and reading goes on with the next {@code card} line, so one broken card
 * never hides the others.
 */
public final class CardFileReader {
  private CardFileReader() {}

  public static ReadResult read(Path path, TextPool pool) throws IOException {
    return read(path.toString(), Files.readAllBytes(path), pool);
  }

  /** Reads UTF-8 content; invalid bytes are reported at their position and the rest of the file is read. */
  public static ReadResult read(String file, byte[] content, TextPool pool) {
    // Valid UTF-8 (every file written by the tools) is read as bytes: lines are found, compared and hashed in place,
    // and a text becomes a String only the first time this reader meets it. Otherwise the file is decoded leniently
    // (invalid bytes become U+FFFD) and read as characters, each line holding one reported where it is.
    int length = content.length;
    byte[] padded = Arrays.copyOf(content, length + Long.BYTES); // word-at-a-time scans read up to 7 bytes past a line
    if (isValidUtf8(padded, length)) {
      return new Parser(file, padded, length, null, pool, false).parse();
    }
    return new Parser(file, null, 0, new String(content, StandardCharsets.UTF_8), pool, true).parse();
  }

  public static ReadResult read(String file, String content, TextPool pool) {
    for (int i = 0; i < content.length(); i++) {
      if (Character.isSurrogate(content.charAt(i))) { // a lone one has no UTF-8 form: read the characters
        return readCharacters(file, content, pool);
      }
    }
    return read(file, content.getBytes(StandardCharsets.UTF_8), pool);
  }

  /** Reads decoded content a line of characters at a time: what the reading of bytes must give for valid UTF-8. */
  static ReadResult readCharacters(String file, String content, TextPool pool) {
    return new Parser(file, null, 0, content, pool, false).parse();
  }

  /**
   * Each thread's text cache for the pool it reads into now, kept from one file to the next: the texts of a file are
   * mostly those of the files read before it on the thread (a set's reprints, the same lines in other factions),
   * which are then found by their bytes, neither decoded nor looked up in the shared pool again. Held weakly: the
   * cache is worth keeping only while its pool is in use.
   */
  private static final ThreadLocal<WeakReference<ThreadCache>> CACHES = new ThreadLocal<>();

  private record ThreadCache(TextPool pool, TextPool.Cache cache) {}

  /**
   * @param contentLength the size of the first file: its cache is made for a few times the texts of such a file (the
   *     loader reads the largest files first), enough for all of cards/ on two threads, little for a test's file
   */
  private static ThreadCache cacheOf(TextPool pool, int contentLength) {
    WeakReference<ThreadCache> reference = CACHES.get();
    ThreadCache cached = reference == null ? null : reference.get();
    if (cached == null || cached.pool() != pool) {
      cached = new ThreadCache(pool, pool.cache(contentLength / 16));
      CACHES.set(new WeakReference<>(cached));
    }
    return cached;
  }

  private static final long HIGH_BITS = 0x8080808080808080L;
  private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
  private static final long BARS = 0x7C7C7C7C7C7C7C7CL;
  private static final byte[] SUPPORT_BYTES = CardFileFormat.SUPPORT.getBytes(StandardCharsets.US_ASCII);
  /** Bit of a key in a card's seen keys: fields by their index in {@link CardFileFormat#FIELDS}, then languages. */
  private static final int LANGUAGE_KEYS = CardFileFormat.FIELDS.size();

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

  private static final String TYPES =
      Arrays.stream(CardType.values()).map(CardType::displayName).collect(Collectors.joining(", "));
  private static final String FACTIONS =
      Arrays.stream(Faction.values()).map(Faction::displayName).collect(Collectors.joining(", "));
  private static final String RARITIES =
      Arrays.stream(Rarity.values()).map(Rarity::displayName).collect(Collectors.joining(", "));
  private static final String LANGUAGES =
      Arrays.stream(Language.values()).map(Language::code).collect(Collectors.joining(", "));

  /** Whether a line reads as a language line ({@code it:} or {@code it: Name}). */
  private static boolean languageLine(String content) {
    return content.length() >= 3 && content.charAt(2) == ':' && (content.length() == 3 || content.charAt(3) == ' ')
        && CardFileFormat.language(content.substring(0, 2)).isPresent();
  }

  /** One pass over the lines of one file: its bytes when they are valid UTF-8, else its decoded characters. */
  private static final class Parser {
    private final String file;
    /** The content (and 8 bytes more), or null when read as {@link #text}. */
    private final byte[] bytes;
    private final int length;
    private final String text;
    private final TextPool pool;
    /** This thread's cache, held here while the file is read (the thread keeps it only weakly). */
    private final ThreadCache threadCache;
    private final TextPool.Cache cache;
    private final boolean flagReplacementChars;
    private final List<SourcedCard> cards = new ArrayList<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private String setId;
    private String setName;
    private boolean missingSetReported;
    private CardBuilder card;
    /** The lines of the card being finished: one for the file, cleared for each card. */
    private final CardDefinition.TextLines textLines = new CardDefinition.TextLines();
    /** The sub-types lines of this file read so far, each once: most cards of a faction share a few. */
    private final Map<String, ImmutableList<String>> subtypeLists = new HashMap<>();

    Parser(String file, byte[] bytes, int length, String text, TextPool pool, boolean flagReplacementChars) {
      this.file = file;
      this.bytes = bytes;
      this.length = length;
      this.text = text;
      this.pool = pool;
      this.threadCache = cacheOf(pool, bytes != null ? length : text.length());
      this.cache = threadCache.cache();
      this.flagReplacementChars = flagReplacementChars;
    }

    ReadResult parse() {
      if (bytes != null) {
        parseBytes();
      } else {
        parseText();
      }
      finishCard();
      return new ReadResult(file, Optional.ofNullable(setId), Optional.ofNullable(setName),
          ImmutableList.copyOf(cards), ImmutableList.copyOf(diagnostics));
    }

    private void parseText() {
      int start = text.startsWith("\ufeff") ? 1 : 0; // a byte order mark is not content
      int lineNumber = 0;
      while (start <= text.length()) {
        int end = text.indexOf('\n', start);
        if (end < 0) {
          end = text.length();
        }
        lineNumber++;
        int stop = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
        line(lineNumber, text.substring(start, stop));
        start = end + 1;
      }
    }

    /** The same lines as {@link #parseText}, found in the bytes. */
    private void parseBytes() {
      boolean bom = length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF;
      int start = bom ? 3 : 0;
      int lineNumber = 0;
      while (start <= length) {
        int end = lineEnd(start);
        lineNumber++;
        int stop = end > start && bytes[end - 1] == '\r' ? end - 1 : end;
        while (stop > start && (bytes[stop - 1] == ' ' || bytes[stop - 1] == '\t')) {
          stop--;
        }
        if (!lineInPlace(lineNumber, start, stop)) {
          line(lineNumber, new String(bytes, start, stop - start, StandardCharsets.UTF_8));
        }
        start = end + 1;
      }
    }

    /** Where the line starting at {@code from} ends: its '\n', or the end of the content. */
    private int lineEnd(int from) {
      for (int i = from; i < length; i += Long.BYTES) {
        long found = Swar.bytesEqual(Swar.word(bytes, i), NEWLINES);
        if (found != 0) {
          return Math.min(length, i + Swar.firstByte(found));
        }
      }
      return length;
    }

    /**
     * The common lines, read from the bytes: blank lines, comments, and a card's well-formed fields and text lines.
     * False, having changed nothing, for any other line (card and set lines, every line with a mistake): that one is
     * decoded and read by {@link #line}, which reports what is wrong.
     */
    private boolean lineInPlace(int number, int start, int end) {
      if (start == end || bytes[start] == '#') {
        blankBefore = true; // a comment separates like a blank line
        return true;
      }
      CardBuilder card = this.card;
      if (card == null || bytes[start] != ' ') {
        return false;
      }
      int at = start;
      while (bytes[at] == ' ') { // stops before end: the line does not end with a space
        at++;
      }
      int indent = at - start;
      int fieldIndent = card.fieldIndent < 0 ? indent : card.fieldIndent;
      if (bytes[at] == '\t' || indent < fieldIndent) {
        return false;
      }
      return indent == fieldIndent ? card.fieldInPlace(number, indent, at, end)
          : card.block != null && card.block.lineInPlace(number, indent, at, end);
    }

    /** What {@link #line} does first with a line that is neither blank nor a comment. */
    private void notBlank() {
      boolean afterBlank = blankBefore;
      blankBefore = false;
      if (card != null) {
        card.afterBlank = afterBlank;
      }
    }

    /** The pooled string of {@code bytes[from, to)}, valid UTF-8. */
    private String intern(int from, int to) {
      return cache.intern(bytes, from, to - from, Swar.hash(bytes, from, to - from));
    }

    private void line(int number, String raw) {
      int end = raw.length();
      while (end > 0 && (raw.charAt(end - 1) == ' ' || raw.charAt(end - 1) == '\t')) {
        end--;
      }
      String line = end == raw.length() ? raw : raw.substring(0, end);
      if (line.isEmpty() || line.charAt(0) == '#') { // a comment separates like a blank line
        blankBefore = true;
        return;
      }
      notBlank();
      if (flagReplacementChars) {
        int bad = line.indexOf('\ufffd');
        if (bad >= 0) {
          error(number, bad + 1, "encoding", "invalid UTF-8 here (card files are UTF-8 text)");
          return;
        }
      }
      int indent = 0;
      while (indent < line.length() && line.charAt(indent) == ' ') {
        indent++;
      }
      if (indent < line.length() && line.charAt(indent) == '\t') {
        if (card != null) {
          card.misplaced(number, indent + 1, "indentation", "tab in indentation: indent with spaces");
        } else {
          error(number, indent + 1, "indentation", "tab in indentation: indent with spaces");
        }
        return;
      }
      if (indent == 0) {
        topLevel(number, line);
      } else if (card == null) {
        if (orphanLinesReported) {
          return;
        }
        orphanLinesReported = true;
        error(number, indent + 1, "syntax",
            "indented line outside a card: expected 'card REFERENCE' first, then the card's fields indented below it");
      } else {
        card.indented(number, indent, line.substring(indent));
      }
    }

    private void topLevel(int number, String line) {
      if (line.charAt(0) == '#') {
        return;
      }
      String keyword = firstWord(line);
      orphanLinesReported = false;
      if (keyword.equals(CardFileFormat.CARD)) {
        finishCard();
        startCard(number, line);
      } else if (keyword.equals(CardFileFormat.SET)) {
        finishCard();
        setLine(number, line);
      } else {
        // The card before ends here, intact; the indented lines after this slip belong to no card and are skipped
        // under this one error, until the next 'card' line.
        finishCard();
        error(number, 1, "syntax",
            "expected 'card REFERENCE', 'set ID: NAME' or a '#' comment at the start of a line"
                + " (card fields and text are indented)");
        orphanLinesReported = true;
      }
    }

    private void setLine(int number, String line) {
      if (setId != null) {
        error(number, 1, "syntax", "second 'set' line: a card file holds one set (declared on line " + setLineNumber
            + ")");
        return;
      }
      if (!cards.isEmpty() || sawCard) {
        error(number, 1, "syntax", "the 'set' line must come before the first card");
      }
      int colon = line.indexOf(':');
      String id = (colon < 0 ? line.substring(CardFileFormat.SET.length()) : line.substring(CardFileFormat.SET.length(),
          colon)).trim();
      if (colon < 0 || id.isEmpty() || !CardFileFormat.isWellFormedReference(id)) {
        error(number, CardFileFormat.SET.length() + 2, "syntax",
            "expected 'set ID: NAME', e.g. 'set CORE: Beyond the Gates'");
        return;
      }
      String name = line.substring(colon + 1).trim();
      if (name.isEmpty()) {
        error(number, colon + 2, "syntax", "expected the set's name after ':', e.g. 'set CORE: Beyond the Gates'");
        return;
      }
      setId = pool.intern(id);
      setName = pool.intern(name);
      setLineNumber = number;
    }

    private int setLineNumber;
    private boolean sawCard;
    /** Indented lines outside any card are reported once per run of such lines. */
    private boolean orphanLinesReported;
    /** Whether a blank line came before the current line. */
    private boolean blankBefore;

    private void startCard(int number, String line) {
      sawCard = true;
      String rest = line.substring(CardFileFormat.CARD.length());
      String reference = rest.trim();
      card = new CardBuilder(number);
      int column = CardFileFormat.CARD.length() + 1 + (rest.length() - rest.stripLeading().length());
      if (!rest.isEmpty() && rest.charAt(0) != ' ') {
        error(number, CardFileFormat.CARD.length() + 1, "syntax", "expected a space after 'card'");
      } else if (reference.isEmpty()) {
        error(number, CardFileFormat.CARD.length() + 1, "syntax",
            "expected the card's reference after 'card', e.g. 'card ALT_CORE_B_AX_16_C'");
      } else if (!CardFileFormat.isWellFormedReference(reference)) {
        error(number, column, "syntax", "'" + reference + "' is not a reference: expected letters, digits and '_'"
            + " without spaces, e.g. ALT_CORE_B_AX_16_C");
      } else {
        card.reference = reference;
      }
      if (setId == null && !missingSetReported) {
        missingSetReported = true;
        diagnostics.add(Diagnostic.error(file, number, 1, "missing-set",
            "no 'set ID: NAME' line before the first card: cards take their set from their reference"));
      }
    }

    private void finishCard() {
      if (card != null) {
        card.finish();
        card = null;
      }
    }

    private void error(int line, int column, String code, String message) {
      diagnostics.add(Diagnostic.error(file, line, column, code, message));
      if (card != null) {
        card.broken = true;
      }
    }

    /** The fields and text of the card being read. */
    private final class CardBuilder {
      final int line;
      String reference;
      boolean broken;
      int fieldIndent = -1;
      /** The keys read so far, one bit each (see {@link #LANGUAGE_KEYS}). */
      int seen;
      final int[] fieldLines = new int[2 * CardFileFormat.FIELDS.size()];
      CardType type;
      ImmutableList<String> subtypes = ImmutableList.of();
      Faction faction;
      Rarity rarity;
      OptionalInt handCost = OptionalInt.empty();
      OptionalInt reserveCost = OptionalInt.empty();
      Optional<Stats> stats = Optional.empty();
      Optional<HeroLimits> limits = Optional.empty();
      final EnumMap<Language, String> names = new EnumMap<>(Language.class);
      /** The text of each language, by its ordinal. */
      final TextBlock[] texts = new TextBlock[LANGUAGE_VALUES.length];
      TextBlock block;

      CardBuilder(int line) {
        this.line = line;
      }

      /** Whether a blank line precedes the line being read. */
      boolean afterBlank;

      /**
       * A line that cannot belong to this card. After a blank line it most likely starts a card whose {@code card}
       * line was lost: this card ends there, intact, and the lines up to the next {@code card} line are skipped under
       * this one error. Otherwise this card is broken.
       */
      void misplaced(int number, int column, String code, String message) {
        if (!afterBlank || reference == null || broken) {
          error(number, column, code, message);
          return;
        }
        finishCard();
        CardBuilder headless = new CardBuilder(number);
        headless.fieldIndent = fieldIndent;
        headless.broken = true;
        card = headless;
        diagnostics.add(Diagnostic.error(file, number, column, code, message + "; after a blank line this looks like"
            + " the start of a card whose 'card REFERENCE' line is missing"));
      }

      void indented(int number, int indent, String content) {
        if (fieldIndent < 0) {
          fieldIndent = indent;
        }
        if (indent < fieldIndent) {
          misplaced(number, indent + 1, "indentation", "this line is indented by " + indent + " spaces but the card's"
              + " fields by " + fieldIndent + ": indent fields alike, and text lines deeper than their language");
        } else if (indent == fieldIndent) {
          block = null;
          field(number, indent, content);
        } else if (block == null) {
          misplaced(number, indent + 1, "syntax", "text line outside a language block: put ability text under a"
              + " language line (" + LANGUAGES + "), indented deeper than it, or indent this field like the others ("
              + fieldIndent + " spaces)");
        } else if (languageLine(content)) {
          // Deeper than the fields, a language line would silently become text of the language before it.
          misplaced(number, indent + 1, "indentation", "language line '" + content.substring(0, 3) + "' indented by "
              + indent + " spaces but the card's fields by " + fieldIndent + ": indent it like the other fields,"
              + " or it is read as " + block.language.code() + " text");
        } else {
          block.line(number, indent, content);
        }
      }

      private void field(int number, int indent, String content) {
        int colon = content.indexOf(':');
        String key = colon < 0 ? firstWord(content) : content.substring(0, colon).trim();
        Optional<Language> language = CardFileFormat.language(key);
        if (!CardFileFormat.FIELDS.contains(key) && language.isEmpty()) {
          String suggestion = Suggestions.nearest(key, CardFileFormat.FIELDS).map(f -> "did you mean '" + f + "'? ")
              .orElse("");
          misplaced(number, indent + 1, "unknown-field", "unknown field '" + key + "': " + suggestion
              + "expected one of " + String.join(", ", CardFileFormat.FIELDS) + ", or a language (" + LANGUAGES
              + ")");
          return;
        }
        if (colon < 0) {
          misplaced(number, indent + key.length() + 1, "syntax", "expected ':' after '" + key + "'");
          return;
        }
        int bit = 1 << (language.isPresent() ? LANGUAGE_KEYS + language.get().ordinal()
            : CardFileFormat.FIELDS.indexOf(key));
        if ((seen & bit) != 0) {
          misplaced(number, indent + 1, "duplicate-field", "second '" + key + "' line in card "
              + (reference == null ? "" : reference + " ") + "(a field is written once)");
          return;
        }
        seen |= bit;
        String raw = content.substring(colon + 1);
        String value = raw.strip();
        int valueColumn = indent + colon + 2 + (raw.length() - raw.stripLeading().length());
        if (language.isPresent()) {
          startLanguage(number, language.get(), value.isEmpty() ? null : pool.intern(value));
        } else {
          value(number, CardFileFormat.FIELDS.indexOf(key), value, valueColumn);
        }
      }

      /**
       * {@link #field} on a well-formed line in the bytes ({@code key: value}, a known key not seen yet, the key
       * right before the colon); false, having changed nothing, otherwise.
       */
      boolean fieldInPlace(int number, int indent, int from, int to) {
        byte[] bytes = Parser.this.bytes;
        int colon = from;
        while (colon < to && bytes[colon] >= 'a' && bytes[colon] <= 'z') {
          colon++;
        }
        if (colon == to || bytes[colon] != ':') {
          return false;
        }
        int key = keyIndex(bytes, from, colon);
        if (key < 0 || (seen & (1 << key)) != 0) {
          return false;
        }
        int start = colon + 1;
        int end = to;
        while (start < end && isStripped(bytes[start])) {
          start++;
        }
        while (end > start && isStripped(bytes[end - 1])) {
          end--;
        }
        if (start < end && (mayBeWideSpace(bytes, start) || mayBeWideSpace(bytes, lastCharacter(bytes, end)))) {
          return false; // String.strip() would look at a character beyond ASCII: let it
        }
        notBlank();
        if (fieldIndent < 0) {
          fieldIndent = indent;
        }
        block = null;
        seen |= 1 << key;
        int valueColumn = indent + (colon - from) + 2 + (start - colon - 1);
        if (key >= LANGUAGE_KEYS) {
          startLanguage(number, LANGUAGE_VALUES[key - LANGUAGE_KEYS], start == end ? null : intern(start, end));
        } else if (!valueInPlace(number, key, start, end, valueColumn)) {
          value(number, key, new String(bytes, start, end - start, StandardCharsets.UTF_8), valueColumn);
        }
        return true;
      }

      /**
       * {@link #value} on the bytes of a value written plainly: a type, faction or rarity by its display name, or
       * numbers such as {@code 3/2}; no String is made. False, having changed nothing, for anything else (sub-types,
       * other spellings, mistakes), which {@link #value} reads.
       */
      private boolean valueInPlace(int number, int index, int from, int to, int valueColumn) {
        byte[] bytes = Parser.this.bytes;
        if (index == TYPE_KEY) {
          CardType found = byName(TYPE_NAMES, TYPE_VALUES, bytes, from, to);
          if (found == null) {
            return false;
          }
          type = found;
        } else if (index == FACTION_KEY) {
          Faction found = byName(FACTION_NAMES, FACTION_VALUES, bytes, from, to);
          if (found == null) {
            return false;
          }
          faction = found;
        } else if (index == RARITY_KEY) {
          Rarity found = byName(RARITY_NAMES, RARITY_VALUES, bytes, from, to);
          if (found == null) {
            return false;
          }
          rarity = found;
        } else if (index == COST_KEY) {
          int[] costs = plainNumbers(bytes, from, to, 2, true);
          if (costs == null) {
            return false;
          }
          handCost = costs[0] < 0 ? OptionalInt.empty() : OptionalInt.of(costs[0]);
          reserveCost = costs[1] < 0 ? OptionalInt.empty() : OptionalInt.of(costs[1]);
        } else if (index == STATS_KEY) {
          int[] values = plainNumbers(bytes, from, to, 3, false);
          if (values == null) {
            return false;
          }
          stats = Optional.of(cache.share(Stats.of(values[0], values[1], values[2])));
        } else if (index == LIMITS_KEY) {
          int[] values = plainNumbers(bytes, from, to, 2, false);
          if (values == null) {
            return false;
          }
          limits = Optional.of(cache.share(new HeroLimits(values[0], values[1])));
        } else {
          return false;
        }
        fieldLines[2 * index] = number;
        fieldLines[2 * index + 1] = valueColumn;
        return true;
      }

      private void startLanguage(int number, Language language, String pooledName) {
        if (pooledName != null) {
          names.put(language, pooledName);
        }
        block = new TextBlock(language, number);
        texts[language.ordinal()] = block;
      }

      /** The value of field number {@code index} of {@link CardFileFormat#FIELDS}, stripped. */
      private void value(int number, int index, String value, int valueColumn) {
        fieldLines[2 * index] = number;
        fieldLines[2 * index + 1] = valueColumn;
        switch (CardFileFormat.FIELDS.get(index)) {
          case CardFileFormat.TYPE -> type = parseEnum(number, valueColumn, value, CardType.parse(value), "type",
              TYPES);
          case CardFileFormat.FACTION -> faction = parseEnum(number, valueColumn, value, Faction.parse(value),
              "faction", FACTIONS);
          case CardFileFormat.RARITY -> rarity = parseEnum(number, valueColumn, value, Rarity.parse(value), "rarity",
              RARITIES);
          case CardFileFormat.SUBTYPES -> subtypes = parseSubtypes(number, valueColumn, value);
          case CardFileFormat.COST -> {
            int[] costs = numbers(number, valueColumn, value, 2, true, "Hand Cost/Reserve Cost, e.g. 'cost: 3/2'");
            if (costs != null) {
              handCost = costs[0] < 0 ? OptionalInt.empty() : OptionalInt.of(costs[0]);
              reserveCost = costs[1] < 0 ? OptionalInt.empty() : OptionalInt.of(costs[1]);
            }
          }
          case CardFileFormat.STATS -> {
            int[] values = numbers(number, valueColumn, value, 3, false, "forest/mountain/water, e.g. 'stats: 2/1/3'");
            if (values != null) {
              stats = Optional.of(cache.share(Stats.of(values[0], values[1], values[2])));
            }
          }
          case CardFileFormat.LIMITS -> {
            int[] values = numbers(number, valueColumn, value, 2, false,
                "reserve limit/landmark limit, e.g. 'limits: 2/2'");
            if (values != null) {
              limits = Optional.of(cache.share(new HeroLimits(values[0], values[1])));
            }
          }
          default -> throw new AssertionError(index);
        }
      }

      private <T> T parseEnum(int number, int column, String value, Optional<T> parsed, String what, String expected) {
        if (value.isEmpty()) {
          error(number, column, "syntax", "expected a " + what + " (" + expected + ")");
          return null;
        }
        if (parsed.isEmpty()) {
          // The expected names are listed "A, B, C or D": the nearest one, if near, is the likely slip.
          String suggestion = Suggestions.nearest(value, List.of(expected.split(", | or "))).map(
              name -> "did you mean '" + name + "'? ").orElse("");
          error(number, column, "bad-value", "unknown " + what + " '" + value + "': " + suggestion + "expected one of "
              + expected);
          return null;
        }
        return parsed.get();
      }

      private ImmutableList<String> parseSubtypes(int number, int column, String value) {
        if (value.isEmpty()) {
          return ImmutableList.of();
        }
        ImmutableList<String> known = subtypeLists.get(value);
        if (known != null) {
          return known;
        }
        ImmutableList.Builder<String> ids = ImmutableList.builder();
        int start = 0;
        while (true) {
          int comma = value.indexOf(',', start);
          String part = (comma < 0 ? value.substring(start) : value.substring(start, comma));
          String name = part.strip();
          int at = column + start + (part.length() - part.stripLeading().length());
          Optional<String> id = CardFileFormat.subtypeId(name);
          if (id.isEmpty()) {
            error(number, at, "syntax", name.isEmpty() ? "expected a sub-type name between commas"
                : "'" + name + "' is not a sub-type name: expected a word such as Engineer, sub-types separated by"
                    + " commas");
            return ImmutableList.of();
          }
          ids.add(pool.intern(id.get()));
          if (comma < 0) {
            ImmutableList<String> list = cache.share(ids.build());
            subtypeLists.put(value, list);
            return list;
          }
          start = comma + 1;
        }
      }

      /** A slash group such as {@code 3/2}; absent parts ({@code -}) are -1. Null after an error. */
      private int[] numbers(int number, int column, String value, int count, boolean absentAllowed, String expected) {
        int[] plain = plainNumbers(value, count, absentAllowed);
        if (plain != null) {
          return plain;
        }
        String[] parts = value.split("/", -1);
        if (parts.length != count) {
          error(number, column, "syntax", "expected " + count + " numbers separated by '/': " + expected);
          return null;
        }
        int[] result = new int[count];
        int offset = 0;
        for (int i = 0; i < count; i++) {
          String part = parts[i].strip();
          int at = column + offset + (parts[i].length() - parts[i].stripLeading().length());
          offset += parts[i].length() + 1;
          if (absentAllowed && part.equals(CardFileFormat.ABSENT)) {
            result[i] = -1;
            continue;
          }
          if (part.isEmpty() || part.length() > 6 || !digits(part)) {
            error(number, at, "syntax", "expected a number (0 or more" + (absentAllowed ? ", or '-' for none" : "")
                + ") where '" + part + "' is: " + expected);
            return null;
          }
          result[i] = Integer.parseInt(part);
        }
        return result;
      }

      void finish() {
        if (reference == null) {
          return; // the header was wrong, already reported
        }
        if (broken) {
          return; // a missing field is most likely the line already reported: one slip, one error
        }
        if (type == null && !seen(CardFileFormat.TYPE)) {
          missing(CardFileFormat.TYPE, "e.g. 'type: Character'");
        }
        if (faction == null && !seen(CardFileFormat.FACTION)) {
          missing(CardFileFormat.FACTION, "e.g. 'faction: Axiom'");
        }
        if (rarity == null && !seen(CardFileFormat.RARITY)) {
          missing(CardFileFormat.RARITY, "e.g. 'rarity: Common'");
        }
        String set = setId != null ? setId : CardFileFormat.referenceSet(reference).map(pool::intern).orElse(null);
        if (broken || type == null || faction == null || rarity == null || set == null) {
          return;
        }
        // The lines go to the card as they are (pooled strings), through the file's one TextLines: no CardText, list
        // or map per card, which the card would only copy its lines out of.
        CardDefinition.TextLines lines = textLines.clear();
        Positions positions = new Positions(16);
        for (TextBlock block : texts) {
          if (block != null && block.addLines(lines) > 0) {
            block.main.positions(positions);
            if (block.support != null) {
              block.support.positions(positions);
            }
          }
        }
        CardDefinition definition = new CardDefinition(reference, set, type, subtypes, faction, rarity,
            cache.share(immutable(names)), handCost, reserveCost, stats, limits, lines);
        cards.add(new SourcedCard(definition, file, line, 1, fieldLines,
            positions.toArray()));
      }

      private boolean seen(String field) {
        return (seen & (1 << CardFileFormat.FIELDS.indexOf(field))) != 0;
      }

      private void missing(String field, String example) {
        error(line, 1, "missing-field", "card " + reference + " has no '" + field + ":' line (" + example + ")");
      }
    }

    /** The lines of one language of one card: the ability box, then after {@code support:} the support box. */
    private final class TextBlock {
      final Language language;
      final int line;
      final Box main = new Box();
      Box support;

      TextBlock(Language language, int line) {
        this.language = language;
        this.line = line;
      }

      void line(int number, int indent, String content) {
        if (content.equals(CardFileFormat.SUPPORT)) {
          if (support != null) {
            error(number, indent + 1, "syntax", "second 'support:' line in the " + language.code()
                + " text (a card has one support ability box)");
          } else {
            support = new Box();
          }
          return;
        }
        String ability = triggerBars(number, indent, content);
        if (ability != null) {
          boolean joined = ability.contains(CardText.LINE_SEPARATOR);
          (support != null ? support : main).add(joined ? ability : pool.intern(ability), number, indent + 1, joined);
        }
      }

      /**
       * {@link #line} on a line in the bytes that needs no more than pooling: neither a second {@code support:} nor a
       * trigger bar. False, having changed nothing, otherwise.
       */
      boolean lineInPlace(int number, int indent, int from, int to) {
        byte[] bytes = Parser.this.bytes;
        int length = to - from;
        if (length >= 3 && bytes[from + 2] == ':' && (length == 3 || bytes[from + 3] == ' ')
            && languageLine(new String(bytes, from, Math.min(length, 4), StandardCharsets.US_ASCII))) {
          return false; // a misplaced language line: line() reports it
        }
        if (length == SUPPORT_BYTES.length && Arrays.equals(bytes, from, to, SUPPORT_BYTES, 0, length)) {
          if (support != null) {
            return false;
          }
          notBlank();
          support = new Box();
          return true;
        }
        // One look at each word of the line: a trigger bar sends it to line(); two spaces in a row join two lines.
        boolean joined = false;
        long spaceBefore = 0;
        for (int i = from; i < to; i += Long.BYTES) {
          long word = Swar.word(bytes, i);
          long inLine = to - i >= Long.BYTES ? -1L : -1L >>> (Long.SIZE - Byte.SIZE * (to - i));
          if ((Swar.bytesEqual(word, BARS) & inLine) != 0) {
            return false;
          }
          long spaces = Swar.bytesEqual(word, Swar.SPACES) & inLine;
          joined |= (spaces & (spaces >>> Byte.SIZE | spaceBefore)) != 0;
          spaceBefore = spaces >>> (Long.SIZE - Byte.SIZE);
        }
        // A joined line is split into lines that are pooled when the card is done; it is not pooled itself.
        String ability = joined ? new String(bytes, from, length, StandardCharsets.UTF_8) : intern(from, to);
        if (ability == null) {
          return false; // not UTF-8 after all (the file was checked): line() reports it
        }
        notBlank();
        (support != null ? support : main).add(ability, number, indent + 1, joined);
        return true;
      }

      /** {@code When you play a Spell | I gain 1 boost.} becomes the printed {@code Spell\u00a0— I gain}. */
      private String triggerBars(int number, int indent, String content) {
        int bar = content.indexOf(CardFileFormat.TRIGGER_BAR);
        if (bar < 0) {
          return content;
        }
        StringBuilder out = new StringBuilder(content.length() + 4);
        int start = 0;
        for (; bar >= 0; bar = content.indexOf(CardFileFormat.TRIGGER_BAR, start)) {
          String before = content.substring(start, bar).stripTrailing();
          if (before.isBlank() && start == 0) {
            error(number, indent + bar + 1, "syntax", "expected a trigger before '|' (write 'Trigger | Effect')");
            return null;
          }
          out.append(before).append(CardFileFormat.TRIGGER_SEPARATOR);
          start = bar + 1;
          while (start < content.length() && content.charAt(start) == ' ') {
            start++;
          }
        }
        if (start >= content.length()) {
          error(number, indent + content.length(), "syntax", "expected an effect after '|' (write 'Trigger | Effect')");
          return null;
        }
        return out.append(content, start, content.length()).toString();
      }

      /** Adds the block's lines, as the card model stores them, to {@code lines}; returns how many. */
      int addLines(CardDefinition.TextLines lines) {
        return main.addTo(lines, language, false) + (support == null ? 0 : support.addTo(lines, language, true));
      }
    }

    /** One box of a language: its written lines, pooled, and where each was written. */
    private final class Box {
      private final List<String> written = new ArrayList<>(4);
      /** (line, column) of each written line. */
      private final Positions at = new Positions(8);
      /** Whether a written line holds two spaces, so stands for several lines of the model. */
      private boolean joined;

      /** A written line: pooled unless it joins lines, which {@link #lines} splits and pools. */
      void add(String line, int number, int column, boolean joinsLines) {
        written.add(line);
        at.add(number, column);
        joined |= joinsLines;
      }

      /** Positions of the model's lines: a written line holding two spaces gives several, at their offsets. */
      void positions(Positions out) {
        if (!joined) {
          out.addAll(at);
          return;
        }
        for (int i = 0; i < written.size(); i++) {
          String line = written.get(i);
          int offset = 0;
          for (int next = line.indexOf(CardText.LINE_SEPARATOR); ; next = line.indexOf(CardText.LINE_SEPARATOR,
              offset)) {
            out.add(at.line(i), at.column(i) + offset);
            if (next < 0) {
              break;
            }
            offset = next + CardText.LINE_SEPARATOR.length();
          }
        }
      }

      /**
       * Adds the lines as the model stores them (joined with two spaces then split, so a line holding two spaces is
       * split) to a box of {@code out}; returns how many.
       */
      int addTo(CardDefinition.TextLines out, Language language, boolean support) {
        if (!joined) { // one ability per written line, as the format asks, each already pooled
          for (int i = 0, n = written.size(); i < n; i++) {
            out.add(language, support, written.get(i));
          }
          return written.size();
        }
        List<String> lines = CardText.lines(Optional.of(String.join(CardText.LINE_SEPARATOR, written)));
        for (String line : lines) {
          out.add(language, support, pool.intern(line));
        }
        return lines.size();
      }
    }
  }

  private static <K extends Enum<K>, V> ImmutableMap<K, V> immutable(EnumMap<K, V> map) {
    return Maps.immutableEnumMap(map);
  }

  /**
   * {@code count} numbers written plainly ({@code 3/2}: digits, at most 6 each, or {@code -} when allowed, and '/'
   * between, nothing else), -1 for {@code -}; null for anything else, which the general reading reports or reads.
   */
  private static int[] plainNumbers(String value, int count, boolean absentAllowed) {
    // Latin-1 bytes: a character beyond it becomes '?', which, like any other character but digits, '-' and '/',
    // makes the value not plain.
    byte[] bytes = value.getBytes(StandardCharsets.ISO_8859_1);
    return plainNumbers(bytes, 0, bytes.length, count, absentAllowed);
  }

  /** {@link #plainNumbers(String, int, boolean)} on the bytes {@code bytes[from, to)}. */
  private static int[] plainNumbers(byte[] bytes, int from, int to, int count, boolean absentAllowed) {
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

  private static final int TYPE_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.TYPE);
  private static final int FACTION_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.FACTION);
  private static final int RARITY_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.RARITY);
  private static final int COST_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.COST);
  private static final int STATS_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.STATS);
  private static final int LIMITS_KEY = CardFileFormat.FIELDS.indexOf(CardFileFormat.LIMITS);
  /**
   * Display names as UTF-8 bytes, and what each enum's {@code parse} makes of the name (so a value equal to one of
   * these bytes reads exactly as {@link CardBuilder#value} would read it).
   */
  private static final byte[][] TYPE_NAMES = names(CardType.values(), CardType::displayName);
  private static final CardType[] TYPE_VALUES =
      Arrays.stream(CardType.values()).map(t -> CardType.parse(t.displayName()).orElseThrow()).toArray(CardType[]::new);
  private static final byte[][] FACTION_NAMES = names(Faction.values(), Faction::displayName);
  private static final Faction[] FACTION_VALUES =
      Arrays.stream(Faction.values()).map(f -> Faction.parse(f.displayName()).orElseThrow()).toArray(Faction[]::new);
  private static final byte[][] RARITY_NAMES = names(Rarity.values(), Rarity::displayName);
  private static final Rarity[] RARITY_VALUES =
      Arrays.stream(Rarity.values()).map(r -> Rarity.parse(r.displayName()).orElseThrow()).toArray(Rarity[]::new);

  private static <E> byte[][] names(E[] values, java.util.function.Function<E, String> name) {
    byte[][] names = new byte[values.length][];
    for (int i = 0; i < values.length; i++) {
      names[i] = name.apply(values[i]).getBytes(StandardCharsets.UTF_8);
    }
    return names;
  }

  /** The value whose name is exactly {@code bytes[from, to)}, or null. */
  private static <E> E byName(byte[][] names, E[] values, byte[] bytes, int from, int to) {
    for (int i = 0; i < names.length; i++) {
      if (Arrays.equals(bytes, from, to, names[i], 0, names[i].length)) {
        return values[i];
      }
    }
    return null;
  }

  private static boolean digits(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) < '0' || text.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  /** A growable list of (line, column) pairs; loops, not streams, because cold start matters here. */
  private static final class Positions {
    private int[] values;
    private int size;

    Positions(int capacity) {
      values = new int[2 * capacity];
    }

    int line(int index) {
      return values[2 * index];
    }

    int column(int index) {
      return values[2 * index + 1];
    }

    void addAll(Positions other) {
      if (size + other.size > values.length) {
        values = java.util.Arrays.copyOf(values, Math.max(values.length * 2, size + other.size));
      }
      System.arraycopy(other.values, 0, values, size, other.size);
      size += other.size;
    }

    void add(int line, int column) {
      if (size + 2 > values.length) {
        values = java.util.Arrays.copyOf(values, values.length * 2);
      }
      values[size++] = line;
      values[size++] = column;
    }

    int[] toArray() {
      return java.util.Arrays.copyOf(values, size);
    }
  }

  private static final Language[] LANGUAGE_VALUES = Language.values();
  private static final byte[][] KEYS = keys();

  /** The keys of a card's lines as bytes, by their bit in a card's seen keys. */
  private static byte[][] keys() {
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
  private static int keyIndex(byte[] bytes, int from, int to) {
    for (int i = 0; i < KEYS.length; i++) {
      if (Arrays.equals(bytes, from, to, KEYS[i], 0, KEYS[i].length)) {
        return i;
      }
    }
    return -1;
  }

  /** An ASCII character that {@link String#strip()} removes. */
  private static boolean isStripped(byte b) {
    return b == ' ' || (b >= 0x09 && b <= 0x0D) || (b >= 0x1C && b <= 0x1F);
  }

  /**
   * Whether the character whose UTF-8 form starts at {@code at} may be a white space beyond ASCII (U+1680,
   * U+2000-U+205F, U+3000): all have a lead byte of E1 or more.
   */
  private static boolean mayBeWideSpace(byte[] bytes, int at) {
    return (bytes[at] & 0xFF) >= 0xE1;
  }

  /** Where the last character of well-formed UTF-8 ending at {@code end} starts. */
  private static int lastCharacter(byte[] bytes, int end) {
    int at = end - 1;
    while ((bytes[at] & 0xC0) == 0x80) {
      at--;
    }
    return at;
  }

  private static String firstWord(String line) {
    int end = 0;
    while (end < line.length() && line.charAt(end) != ' ' && line.charAt(end) != ':') {
      end++;
    }
    return line.substring(0, end);
  }
}
