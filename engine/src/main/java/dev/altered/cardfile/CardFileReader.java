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
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
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
    // Fast path: the JDK's decoder replaces invalid bytes by U+FFFD; only when one shows up is the file decoded
    // again strictly, to tell a real U+FFFD from invalid bytes.
    String decoded = new String(content, StandardCharsets.UTF_8);
    if (decoded.indexOf('\ufffd') < 0) {
      return new Parser(file, decoded, pool, false).parse();
    }
    CharsetDecoder strict = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    CharBuffer out = CharBuffer.allocate((int) (content.length * (double) strict.maxCharsPerByte()) + 1);
    CoderResult result = strict.decode(ByteBuffer.wrap(content), out, true);
    if (!result.isError()) {
      strict.flush(out);
      return new Parser(file, out.flip().toString(), pool, false).parse();
    }
    String lenient = new String(content, StandardCharsets.UTF_8); // invalid bytes become U+FFFD
    return new Parser(file, lenient, pool, true).parse();
  }

  public static ReadResult read(String file, String content, TextPool pool) {
    return new Parser(file, content, pool, false).parse();
  }

  private static final String TYPES =
      Arrays.stream(CardType.values()).map(CardType::displayName).collect(Collectors.joining(", "));
  private static final String FACTIONS =
      Arrays.stream(Faction.values()).map(Faction::displayName).collect(Collectors.joining(", "));
  private static final String RARITIES =
      Arrays.stream(Rarity.values()).map(Rarity::displayName).collect(Collectors.joining(", "));
  private static final String LANGUAGES =
      Arrays.stream(Language.values()).map(Language::code).collect(Collectors.joining(", "));

  /** One pass over the lines of one file. */
  private static final class Parser {
    private final String file;
    private final String text;
    private final TextPool pool;
    private final TextPool.Cache cache;
    private final boolean flagReplacementChars;
    private final List<SourcedCard> cards = new ArrayList<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private String setId;
    private String setName;
    private boolean missingSetReported;
    private CardBuilder card;

    Parser(String file, String text, TextPool pool, boolean flagReplacementChars) {
      this.file = file;
      this.text = text;
      this.pool = pool;
      this.cache = pool.cache(text.length() / 64);
      this.flagReplacementChars = flagReplacementChars;
    }

    ReadResult parse() {
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
      finishCard();
      return new ReadResult(file, Optional.ofNullable(setId), Optional.ofNullable(setName),
          ImmutableList.copyOf(cards), ImmutableList.copyOf(diagnostics));
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
      boolean afterBlank = blankBefore;
      blankBefore = false;
      if (card != null) {
        card.afterBlank = afterBlank;
      }
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
      final Set<String> seen = new HashSet<>();
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
      final EnumMap<Language, TextBlock> texts = new EnumMap<>(Language.class);
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
        } else {
          block.line(number, indent, content);
        }
      }

      private void field(int number, int indent, String content) {
        int colon = content.indexOf(':');
        String key = colon < 0 ? firstWord(content) : content.substring(0, colon).trim();
        Optional<Language> language = CardFileFormat.language(key);
        if (!CardFileFormat.FIELDS.contains(key) && language.isEmpty()) {
          misplaced(number, indent + 1, "unknown-field", "unknown field '" + key + "': expected one of "
              + String.join(", ", CardFileFormat.FIELDS) + ", or a language (" + LANGUAGES + ")");
          return;
        }
        if (colon < 0) {
          misplaced(number, indent + key.length() + 1, "syntax", "expected ':' after '" + key + "'");
          return;
        }
        if (!seen.add(key)) {
          misplaced(number, indent + 1, "duplicate-field", "second '" + key + "' line in card "
              + (reference == null ? "" : reference + " ") + "(a field is written once)");
          return;
        }
        String raw = content.substring(colon + 1);
        String value = raw.strip();
        int valueColumn = indent + colon + 2 + (raw.length() - raw.stripLeading().length());
        if (language.isEmpty()) {
          fieldLines[2 * CardFileFormat.FIELDS.indexOf(key)] = number;
          fieldLines[2 * CardFileFormat.FIELDS.indexOf(key) + 1] = valueColumn;
        }
        if (language.isPresent()) {
          if (!value.isEmpty()) {
            names.put(language.get(), pool.intern(value));
          }
          block = new TextBlock(language.get(), number);
          texts.put(language.get(), block);
          return;
        }
        switch (key) {
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
          default -> throw new AssertionError(key);
        }
      }

      private <T> T parseEnum(int number, int column, String value, Optional<T> parsed, String what, String expected) {
        if (value.isEmpty()) {
          error(number, column, "syntax", "expected a " + what + " (" + expected + ")");
          return null;
        }
        if (parsed.isEmpty()) {
          error(number, column, "bad-value", "unknown " + what + " '" + value + "': expected one of " + expected);
          return null;
        }
        return parsed.get();
      }

      private ImmutableList<String> parseSubtypes(int number, int column, String value) {
        if (value.isEmpty()) {
          return ImmutableList.of();
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
            return cache.share(ids.build());
          }
          start = comma + 1;
        }
      }

      /** A slash group such as {@code 3/2}; absent parts ({@code -}) are -1. Null after an error. */
      private int[] numbers(int number, int column, String value, int count, boolean absentAllowed, String expected) {
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
        if (type == null && !seen.contains(CardFileFormat.TYPE)) {
          missing(CardFileFormat.TYPE, "e.g. 'type: Character'");
        }
        if (faction == null && !seen.contains(CardFileFormat.FACTION)) {
          missing(CardFileFormat.FACTION, "e.g. 'faction: Axiom'");
        }
        if (rarity == null && !seen.contains(CardFileFormat.RARITY)) {
          missing(CardFileFormat.RARITY, "e.g. 'rarity: Common'");
        }
        String set = setId != null ? setId : CardFileFormat.referenceSet(reference).map(pool::intern).orElse(null);
        if (broken || type == null || faction == null || rarity == null || set == null) {
          return;
        }
        EnumMap<Language, CardText> cardTexts = new EnumMap<>(Language.class);
        Positions positions = new Positions();
        for (Map.Entry<Language, TextBlock> entry : texts.entrySet()) {
          TextBlock block = entry.getValue();
          CardText cardText = block.build();
          if (!cardText.isEmpty()) {
            cardTexts.put(entry.getKey(), cache.share(cardText));
            block.positions(block.main, block.mainAt, positions);
            if (block.support != null) {
              block.positions(block.support, block.supportAt, positions);
            }
          }
        }
        CardDefinition definition = new CardDefinition(reference, set, type, subtypes, faction, rarity,
            cache.share(immutable(names)), handCost, reserveCost, stats, limits, immutable(cardTexts));
        cards.add(new SourcedCard(definition, file, line, 1, fieldLines,
            positions.toArray()));
      }

      private void missing(String field, String example) {
        error(line, 1, "missing-field", "card " + reference + " has no '" + field + ":' line (" + example + ")");
      }
    }

    /** The lines of one language of one card: the ability box, then after {@code support:} the support box. */
    private final class TextBlock {
      final Language language;
      final int line;
      final List<String> main = new ArrayList<>();
      List<String> support;

      TextBlock(Language language, int line) {
        this.language = language;
        this.line = line;
      }

      /** (line, column) of each written line, main then support, parallel to {@link #main} and {@link #support}. */
      final List<int[]> mainAt = new ArrayList<>();
      final List<int[]> supportAt = new ArrayList<>();

      void line(int number, int indent, String content) {
        if (content.equals(CardFileFormat.SUPPORT)) {
          if (support != null) {
            error(number, indent + 1, "syntax", "second 'support:' line in the " + language.code()
                + " text (a card has one support ability box)");
          } else {
            support = new ArrayList<>();
          }
          return;
        }
        String ability = triggerBars(number, indent, content);
        if (ability != null) {
          (support != null ? support : main).add(ability);
          (support != null ? supportAt : mainAt).add(new int[] {number, indent + 1});
        }
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

      /** Positions of the model's lines: a written line holding two spaces gives several, at their offsets. */
      void positions(List<String> written, List<int[]> at, Positions out) {
        for (int i = 0; i < written.size(); i++) {
          String line = written.get(i);
          int offset = 0;
          for (int next = line.indexOf(CardText.LINE_SEPARATOR); ; next = line.indexOf(CardText.LINE_SEPARATOR,
              offset)) {
            out.add(at.get(i)[0], at.get(i)[1] + offset);
            if (next < 0) {
              break;
            }
            offset = next + CardText.LINE_SEPARATOR.length();
          }
        }
      }

      CardText build() {
        return new CardText(lines(main), support == null ? ImmutableList.of() : lines(support));
      }

      /** Lines as the model stores them: joined with two spaces then split, so a line holding two spaces is split. */
      private ImmutableList<String> lines(List<String> written) {
        if (written.isEmpty()) {
          return ImmutableList.of();
        }
        boolean split = false;
        for (String line : written) {
          split |= line.contains(CardText.LINE_SEPARATOR);
        }
        // Usually one ability per written line, as the format asks: no need to join and split again.
        List<String> lines = split ? CardText.lines(Optional.of(String.join(CardText.LINE_SEPARATOR, written)))
            : written;
        ImmutableList.Builder<String> pooled = ImmutableList.builderWithExpectedSize(lines.size());
        for (String line : lines) {
          pooled.add(pool.intern(line));
        }
        return cache.share(pooled.build());
      }
    }
  }

  private static <K extends Enum<K>, V> ImmutableMap<K, V> immutable(EnumMap<K, V> map) {
    return Maps.immutableEnumMap(map);
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
    private int[] values = new int[32];
    private int size;

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

  private static String firstWord(String line) {
    int end = 0;
    while (end < line.length() && line.charAt(end) != ' ' && line.charAt(end) != ':') {
      end++;
    }
    return line.substring(0, end);
  }
}
