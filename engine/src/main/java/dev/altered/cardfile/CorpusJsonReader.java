package dev.altered.cardfile;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.google.common.collect.ImmutableList;
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
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

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

  public static ReadResult read(String file, byte[] content, TextPool pool) {
    try (JsonParser parser = FACTORY.createParser(content)) {
      return new Reader(file, parser, pool).read();
    } catch (IOException e) {
      throw new AssertionError("in-memory input cannot fail to close", e);
    }
  }

  /** Reads from a stream; an I/O failure of the stream itself is thrown, everything else is a diagnostic. */
  public static ReadResult read(String file, InputStream in, TextPool pool) throws IOException {
    try (JsonParser parser = FACTORY.createParser(in)) {
      return new Reader(file, parser, pool).read();
    }
  }

  private static final class Reader {
    private final String file;
    private final JsonParser parser;
    private final TextPool pool;
    private final List<SourcedCard> cards = new ArrayList<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private String setId;
    private String setName;

    Reader(String file, JsonParser parser, TextPool pool) {
      this.file = file;
      this.parser = parser;
      this.pool = pool;
    }

    ReadResult read() throws IOException {
      try {
        root();
      } catch (JsonProcessingException e) {
        JsonLocation at = e.getLocation() == null ? JsonLocation.NA : e.getLocation();
        diagnostics.add(Diagnostic.error(file, Math.max(at.getLineNr(), 0), Math.max(at.getColumnNr(), 0),
            "json-syntax", "malformed JSON: " + e.getOriginalMessage()
                + " (cards before this point are loaded, the rest of the file is not)"));
      }
      return new ReadResult(file, Optional.ofNullable(setId), Optional.ofNullable(setName),
          ImmutableList.copyOf(cards), ImmutableList.copyOf(diagnostics));
    }

    private void root() throws IOException {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        error(parser.currentTokenLocation(), "json-schema",
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
        diagnostics.add(Diagnostic.error(file, 1, 1, "json-schema", "no \"cards\" array in this file"));
      }
    }

    private void card() throws IOException {
      JsonLocation start = parser.currentTokenLocation();
      CardFields card = new CardFields();
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
          card.faction, card.rarity, pool.intern(Maps.immutableEnumMap(card.names)), card.handCost, card.reserveCost,
          card.stats, card.limits, Maps.immutableEnumMap(card.texts));
      cards.add(new SourcedCard(definition, file, start.getLineNr(), start.getColumnNr()));
    }

    private void missing(JsonLocation start, String field, String where, CardFields card) {
      error(start, "missing-field", where + " has no \"" + field + "\"");
      card.broken = true;
    }

    private <T> T enumValue(String field, JsonToken value, java.util.function.Function<String, Optional<T>> parse,
        CardFields card) throws IOException {
      JsonLocation at = parser.currentTokenLocation();
      Optional<String> text = string(field, value);
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
        JsonLocation at = parser.currentTokenLocation();
        Optional<String> text = string("subtypes", parser.currentToken());
        Optional<String> id = text.flatMap(CardFileFormat::subtypeId);
        if (id.isEmpty()) {
          text.ifPresent(t -> error(at, "bad-value", "\"" + t + "\" is not a sub-type name (a single word)"));
          card.broken = true;
        } else {
          ids.add(pool.intern(id.get()));
        }
      }
      return pool.intern(ids.build());
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
        Optional<String> name = string("name." + code, value);
        if (language.isPresent() && name.isPresent()) {
          if (name.get().isBlank()) {
            warning(parser.currentTokenLocation(), "empty-name", "empty " + code + " name left out");
          } else {
            card.names.put(language.get(), pool.intern(name.get()));
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
          Optional<String> text = string("text." + code + "." + box, value);
          if (text.isPresent() && text.get().isEmpty()) {
            warning(parser.currentTokenLocation(), "empty-text", "empty " + code + " " + box + " text left out");
            continue;
          }
          ImmutableList<String> lines = lines(text);
          if (box.equals("main")) {
            main = lines;
          } else {
            support = lines;
          }
        }
        if (language.isPresent() && !(main.isEmpty() && support.isEmpty())) {
          card.texts.put(language.get(), pool.intern(new CardText(main, support)));
        }
      }
    }

    private ImmutableList<String> lines(Optional<String> text) {
      if (text.isEmpty()) {
        return ImmutableList.of();
      }
      ImmutableList<String> lines = CardText.lines(text);
      ImmutableList.Builder<String> pooled = ImmutableList.builderWithExpectedSize(lines.size());
      for (String line : lines) {
        pooled.add(pool.intern(line));
      }
      return pool.intern(pooled.build());
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
      return OptionalInt.of(parser.getIntValue());
    }

    private Optional<Stats> stats(CardFields card) throws IOException {
      JsonLocation at = parser.currentTokenLocation();
      int[] values = numbers("stats", new String[] {"forest", "mountain", "ocean"}, card, at);
      if (values == null) {
        return Optional.empty();
      }
      return Optional.of(pool.intern(Stats.of(values[0], values[1], values[2])));
    }

    private Optional<HeroLimits> limits(CardFields card) throws IOException {
      JsonLocation at = parser.currentTokenLocation();
      int[] values = numbers("limits", new String[] {"reserve", "landmark"}, card, at);
      if (values == null) {
        return Optional.empty();
      }
      return Optional.of(pool.intern(new HeroLimits(values[0], values[1])));
    }

    /**
     * An object of named whole numbers. The official data has blank ({@code ""}) statistics on some Spells and
     * Permanents and a {@code null} reserve limit on some Heroes: the whole group is then left out with a warning.
     */
    private int[] numbers(String field, String[] keys, CardFields card, JsonLocation at) throws IOException {
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
        warning(parser.currentTokenLocation(), "unknown-language",
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
      error(parser.currentTokenLocation(), "json-schema", "\"" + field + "\": expected " + expected + ", found "
          + describe(parser.currentToken()));
      parser.skipChildren();
    }

    private void unknownField(String field) throws IOException {
      warning(parser.currentTokenLocation(), "unknown-field", "unknown field \"" + field + "\" ignored");
      parser.skipChildren();
    }

    private void error(JsonLocation at, String code, String message) {
      diagnostics.add(Diagnostic.error(file, at.getLineNr(), at.getColumnNr(), code, message));
    }

    private void warning(JsonLocation at, String code, String message) {
      diagnostics.add(Diagnostic.warning(file, at.getLineNr(), at.getColumnNr(), code, message));
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
  }
}
