package dev.altered.cardfile;

import static dev.altered.cardfile.CardFileBytes.BARS;
import static dev.altered.cardfile.CardFileBytes.COST_KEY;
import static dev.altered.cardfile.CardFileBytes.FACTION_KEY;
import static dev.altered.cardfile.CardFileBytes.FACTION_NAMES;
import static dev.altered.cardfile.CardFileBytes.FACTION_VALUES;
import static dev.altered.cardfile.CardFileBytes.LANGUAGE_KEYS;
import static dev.altered.cardfile.CardFileBytes.LANGUAGE_VALUES;
import static dev.altered.cardfile.CardFileBytes.LIMITS_KEY;
import static dev.altered.cardfile.CardFileBytes.RARITY_KEY;
import static dev.altered.cardfile.CardFileBytes.RARITY_NAMES;
import static dev.altered.cardfile.CardFileBytes.RARITY_VALUES;
import static dev.altered.cardfile.CardFileBytes.STATS_KEY;
import static dev.altered.cardfile.CardFileBytes.SUPPORT_BYTES;
import static dev.altered.cardfile.CardFileBytes.TYPE_KEY;
import static dev.altered.cardfile.CardFileBytes.TYPE_NAMES;
import static dev.altered.cardfile.CardFileBytes.TYPE_VALUES;
import static dev.altered.cardfile.CardFileBytes.byName;
import static dev.altered.cardfile.CardFileBytes.isStripped;
import static dev.altered.cardfile.CardFileBytes.keyIndex;
import static dev.altered.cardfile.CardFileBytes.lastCharacter;
import static dev.altered.cardfile.CardFileBytes.mayBeWideSpace;
import static dev.altered.cardfile.CardFileBytes.plainNumbers;
import static dev.altered.cardfile.CardFileReader.FACTIONS;
import static dev.altered.cardfile.CardFileReader.LANGUAGES;
import static dev.altered.cardfile.CardFileReader.RARITIES;
import static dev.altered.cardfile.CardFileReader.TYPES;
import static dev.altered.cardfile.CardFileReader.firstWord;

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
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The fields and text of the card {@link CardFileReader} is reading, from its {@code card} line to the next one:
 * each field checked and kept, each language's lines pooled with where they were written, and the card made when it
 * ends. Problems are reported through the file's reader ({@code parser}), which knows the file and the set.
 */
final class CardBuilder {
  private final CardFileReader.Parser parser;
  final int line;
  String reference;
  boolean broken;
  int fieldIndent = -1;
  /** The keys read so far, one bit each (see {@link CardFileBytes#LANGUAGE_KEYS}). */
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

  CardBuilder(CardFileReader.Parser parser, int line) {
    this.parser = parser;
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
      parser.error(number, column, code, message);
      return;
    }
    parser.finishCard();
    CardBuilder headless = new CardBuilder(parser, number);
    headless.fieldIndent = fieldIndent;
    headless.broken = true;
    parser.card = headless;
    parser.diagnostics.add(Diagnostic.error(parser.file, number, column, code, message
        + "; after a blank line this looks like the start of a card whose 'card REFERENCE' line is missing"));
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

  /** Whether a line reads as a language line ({@code it:} or {@code it: Name}). */
  static boolean languageLine(String content) {
    return content.length() >= 3 && content.charAt(2) == ':' && (content.length() == 3 || content.charAt(3) == ' ')
        && CardFileFormat.language(content.substring(0, 2)).isPresent();
  }

  private void field(int number, int indent, String content) {
    int colon = content.indexOf(':');
    String key = colon < 0 ? firstWord(content) : content.substring(0, colon).trim();
    Optional<Language> language = CardFileFormat.language(key);
    if (!CardFileFormat.FIELDS.contains(key) && language.isEmpty()) {
      String suggestion = Suggestions.nearest(key, CardFileFormat.FIELDS).map(f -> "did you mean '" + f + "'? ")
          .orElse("");
      misplaced(number, indent + 1, "unknown-field", "unknown field '" + key + "': " + suggestion + "expected one of "
          + String.join(", ", CardFileFormat.FIELDS) + ", or a language (" + LANGUAGES + ")");
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
      startLanguage(number, language.get(), value.isEmpty() ? null : parser.pool.intern(value));
    } else {
      value(number, CardFileFormat.FIELDS.indexOf(key), value, valueColumn);
    }
  }

  /**
   * {@link #field} on a well-formed line in the bytes ({@code key: value}, a known key not seen yet, the key
   * right before the colon); false, having changed nothing, otherwise.
   */
  boolean fieldInPlace(int number, int indent, int from, int to) {
    byte[] bytes = parser.bytes;
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
    parser.notBlank();
    if (fieldIndent < 0) {
      fieldIndent = indent;
    }
    block = null;
    seen |= 1 << key;
    int valueColumn = indent + (colon - from) + 2 + (start - colon - 1);
    if (key >= LANGUAGE_KEYS) {
      startLanguage(number, LANGUAGE_VALUES[key - LANGUAGE_KEYS], start == end ? null : parser.intern(start, end));
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
    byte[] bytes = parser.bytes;
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
      stats = Optional.of(parser.cache.share(Stats.of(values[0], values[1], values[2])));
    } else if (index == LIMITS_KEY) {
      int[] values = plainNumbers(bytes, from, to, 2, false);
      if (values == null) {
        return false;
      }
      limits = Optional.of(parser.cache.share(new HeroLimits(values[0], values[1])));
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
          stats = Optional.of(parser.cache.share(Stats.of(values[0], values[1], values[2])));
        }
      }
      case CardFileFormat.LIMITS -> {
        int[] values = numbers(number, valueColumn, value, 2, false,
            "reserve limit/landmark limit, e.g. 'limits: 2/2'");
        if (values != null) {
          limits = Optional.of(parser.cache.share(new HeroLimits(values[0], values[1])));
        }
      }
      default -> throw new AssertionError(index);
    }
  }

  private <T> T parseEnum(int number, int column, String value, Optional<T> parsed, String what, String expected) {
    if (value.isEmpty()) {
      parser.error(number, column, "syntax", "expected a " + what + " (" + expected + ")");
      return null;
    }
    if (parsed.isEmpty()) {
      // The expected names are listed "A, B, C": the nearest one, if near, is the likely slip.
      String suggestion = Suggestions.nearest(value, List.of(expected.split(", | or "))).map(
          name -> "did you mean '" + name + "'? ").orElse("");
      parser.error(number, column, "bad-value", "unknown " + what + " '" + value + "': " + suggestion
          + "expected one of " + expected);
      return null;
    }
    return parsed.get();
  }

  private ImmutableList<String> parseSubtypes(int number, int column, String value) {
    if (value.isEmpty()) {
      return ImmutableList.of();
    }
    ImmutableList<String> known = parser.subtypeLists.get(value);
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
        parser.error(number, at, "syntax", name.isEmpty() ? "expected a sub-type name between commas"
            : "'" + name + "' is not a sub-type name: expected a word such as Engineer, sub-types separated by"
                + " commas");
        return ImmutableList.of();
      }
      ids.add(parser.pool.intern(id.get()));
      if (comma < 0) {
        ImmutableList<String> list = parser.cache.share(ids.build());
        parser.subtypeLists.put(value, list);
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
      parser.error(number, column, "syntax", "expected " + count + " numbers separated by '/': " + expected);
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
        parser.error(number, at, "syntax", "expected a number (0 or more" + (absentAllowed ? ", or '-' for none" : "")
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
    String set = parser.setId != null ? parser.setId
        : CardFileFormat.referenceSet(reference).map(parser.pool::intern).orElse(null);
    if (broken || type == null || faction == null || rarity == null || set == null) {
      return;
    }
    // The lines go to the card as they are (pooled strings), through the file's one TextLines: no CardText, list
    // or map per card, which the card would only copy its lines out of.
    CardDefinition.TextLines lines = parser.textLines.clear();
    LinePositions positions = new LinePositions(16);
    for (TextBlock block : texts) {
      if (block != null && block.addLines(lines) > 0) {
        block.main.positions(positions);
        if (block.support != null) {
          block.support.positions(positions);
        }
      }
    }
    CardDefinition definition = new CardDefinition(reference, set, type, subtypes, faction, rarity,
        parser.cache.share(immutable(names)), handCost, reserveCost, stats, limits, lines);
    parser.cards.add(new SourcedCard(definition, parser.file, line, 1, fieldLines,
        positions.toArray()));
  }

  private boolean seen(String field) {
    return (seen & (1 << CardFileFormat.FIELDS.indexOf(field))) != 0;
  }

  private void missing(String field, String example) {
    parser.error(line, 1, "missing-field", "card " + reference + " has no '" + field + ":' line (" + example + ")");
  }

  /** The lines of one language of one card: the ability box, then after {@code support:} the support box. */
  final class TextBlock {
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
          parser.error(number, indent + 1, "syntax", "second 'support:' line in the " + language.code()
              + " text (a card has one support ability box)");
        } else {
          support = new Box();
        }
        return;
      }
      String ability = triggerBars(number, indent, content);
      if (ability != null) {
        boolean joined = ability.contains(CardText.LINE_SEPARATOR);
        (support != null ? support : main).add(joined ? ability : parser.pool.intern(ability), number, indent + 1,
            joined);
      }
    }

    /**
     * {@link #line} on a line in the bytes that needs no more than pooling: neither a second {@code support:} nor a
     * trigger bar. False, having changed nothing, otherwise.
     */
    boolean lineInPlace(int number, int indent, int from, int to) {
      byte[] bytes = parser.bytes;
      int length = to - from;
      if (length >= 3 && bytes[from + 2] == ':' && (length == 3 || bytes[from + 3] == ' ')
          && languageLine(new String(bytes, from, Math.min(length, 4), StandardCharsets.US_ASCII))) {
        return false; // a misplaced language line: line() reports it
      }
      if (length == SUPPORT_BYTES.length && Arrays.equals(bytes, from, to, SUPPORT_BYTES, 0, length)) {
        if (support != null) {
          return false;
        }
        parser.notBlank();
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
      String ability = joined ? new String(bytes, from, length, StandardCharsets.UTF_8) : parser.intern(from, to);
      if (ability == null) {
        return false; // not UTF-8 after all (the file was checked): line() reports it
      }
      parser.notBlank();
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
          parser.error(number, indent + bar + 1, "syntax", "expected a trigger before '|' (write 'Trigger | Effect')");
          return null;
        }
        out.append(before).append(CardFileFormat.TRIGGER_SEPARATOR);
        start = bar + 1;
        while (start < content.length() && content.charAt(start) == ' ') {
          start++;
        }
      }
      if (start >= content.length()) {
        parser.error(number, indent + content.length(), "syntax",
            "expected an effect after '|' (write 'Trigger | Effect')");
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
    private final LinePositions at = new LinePositions(8);
    /** Whether a written line holds two spaces, so stands for several lines of the model. */
    private boolean joined;

    /** A written line: pooled unless it joins lines, which {@link #lines} splits and pools. */
    void add(String line, int number, int column, boolean joinsLines) {
      written.add(line);
      at.add(number, column);
      joined |= joinsLines;
    }

    /** Positions of the model's lines: a written line holding two spaces gives several, at their offsets. */
    void positions(LinePositions out) {
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
        out.add(language, support, parser.pool.intern(line));
      }
      return lines.size();
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
}
