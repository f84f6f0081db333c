package dev.altered.tools.analysis;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSortedSet;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The words a designer may type, per language, as the card files print them: keywords ({@code [Seasoned]}),
 * statuses ({@code [[Fleeting]]}), token names ({@code [Brassbug 2/2/2]}), counters ("Scrap counter") and sub-types;
 * read from the card folder once, so a language's completion offers what its translators actually write.
 */
public final class Vocabulary {
  /** What a word is: the completion item's kind and the text inserted. */
  public enum Kind { FIELD, KEYWORD, STATUS, TOKEN, COUNTER, SUBTYPE }

  /** One completion candidate: {@code insert} is what goes into the text ({@code [[Fleeting]]}). */
  public record Word(Kind kind, String label, String insert) {}

  public static final List<String> FIELDS = List.of("type", "subtypes", "faction", "rarity", "cost", "stats",
      "limits", "en", "fr", "de", "es", "it", "support");

  private static final Pattern STATUS = Pattern.compile("\\[\\[([^\\[\\]]+)]]");
  private static final Pattern BRACKET = Pattern.compile("(?<!\\[)\\[([^\\[\\]]+)](?!])");
  private static final Pattern TOKEN = Pattern.compile(".*\\d+/\\d+/\\d+.*");
  private static final Pattern EN_COUNTER = Pattern.compile("(\\p{Lu}\\p{L}+) counters?");
  private static final Pattern FR_COUNTER = Pattern.compile("marqueurs? (\\p{Lu}\\p{L}+)");
  /** {@code [Sabotage]. (Discard up to one target card from a Reserve.)}: a keyword and its reminder text. */
  private static final Pattern REMINDER = Pattern.compile("\\[([^\\[\\]]+)]\\.? \\(([^()]+)\\)");
  private static final Pattern LANGUAGE_LINE = Pattern.compile("^\\s+(en|fr|de|es|it):.*");

  private final ImmutableMap<Language, ImmutableMap<Kind, ImmutableSortedSet<String>>> words;
  /** Language code and word ({@code "en Sabotage"}) to the reminder text the cards print after it. */
  private final ImmutableMap<String, String> reminders;

  private Vocabulary(ImmutableMap<Language, ImmutableMap<Kind, ImmutableSortedSet<String>>> words,
      ImmutableMap<String, String> reminders) {
    this.words = words;
    this.reminders = reminders;
  }

  /** Nothing known: completion offers the field names only. */
  public static Vocabulary empty() {
    return new Vocabulary(ImmutableMap.of(), ImmutableMap.of());
  }

  /** The words of every card file under {@code cards}; an unreadable folder gives what could be read. */
  public static Vocabulary read(Path cards) {
    Map<Language, Map<Kind, TreeSet<String>>> found = new EnumMap<>(Language.class);
    Map<String, String> reminders = new java.util.HashMap<>();
    if (!Files.isDirectory(cards)) {
      return empty();
    }
    try (Stream<Path> files = Files.walk(cards)) {
      for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(CardFileFormat.EXTENSION))::iterator) {
        harvest(Files.readAllLines(file, StandardCharsets.UTF_8), found, reminders);
      }
    } catch (IOException | UncheckedIOException e) {
      // Completion is a convenience: the words found so far are offered.
    }
    ImmutableMap.Builder<Language, ImmutableMap<Kind, ImmutableSortedSet<String>>> out = ImmutableMap.builder();
    found.forEach((language, kinds) -> {
      ImmutableMap.Builder<Kind, ImmutableSortedSet<String>> k = ImmutableMap.builder();
      kinds.forEach((kind, set) -> k.put(kind, ImmutableSortedSet.copyOf(set)));
      out.put(language, k.build());
    });
    return new Vocabulary(out.build(), ImmutableMap.copyOf(reminders));
  }

  private static void harvest(List<String> lines, Map<Language, Map<Kind, TreeSet<String>>> found,
      Map<String, String> reminders) {
    Language language = Language.EN;
    for (String line : lines) {
      Matcher lang = LANGUAGE_LINE.matcher(line);
      if (lang.matches()) {
        language = Language.fromCode(lang.group(1)).orElse(Language.EN);
        continue;
      }
      String stripped = line.strip();
      if (stripped.startsWith("subtypes:")) {
        for (String s : stripped.substring("subtypes:".length()).split(",")) {
          if (!s.isBlank()) {
            add(found, Language.EN, Kind.SUBTYPE, s.strip());
          }
        }
        continue;
      }
      Matcher reminder = REMINDER.matcher(line);
      while (reminder.find()) {
        reminders.putIfAbsent(language.code() + " " + reminder.group(1).strip(), reminder.group(2).strip());
      }
      Map<Kind, Pattern> patterns = Map.of(Kind.STATUS, STATUS, Kind.KEYWORD, BRACKET);
      for (Map.Entry<Kind, Pattern> p : patterns.entrySet()) {
        Matcher m = p.getValue().matcher(line);
        while (m.find()) {
          String word = m.group(1).strip();
          Kind kind = p.getKey() == Kind.KEYWORD && TOKEN.matcher(word).matches() ? Kind.TOKEN : p.getKey();
          if (!word.isEmpty() && !word.matches("[A-Z0-9_]+")) { // [MANA_MOTH]: a placeholder, not a word
            add(found, language, kind, word);
          }
        }
      }
      Pattern counter = language == Language.EN ? EN_COUNTER : language == Language.FR ? FR_COUNTER : null;
      if (counter != null) {
        Matcher m = counter.matcher(line);
        while (m.find()) {
          add(found, language, Kind.COUNTER, m.group(1));
        }
      }
    }
  }

  private static void add(Map<Language, Map<Kind, TreeSet<String>>> found, Language language, Kind kind, String w) {
    found.computeIfAbsent(language, l -> new EnumMap<>(Kind.class)).computeIfAbsent(kind, k -> new TreeSet<>()).add(w);
  }

  /** The words of a kind in a language (sub-types are English ids, the same in every language's field). */
  public ImmutableSortedSet<String> words(Language language, Kind kind) {
    Language from = kind == Kind.SUBTYPE ? Language.EN : language;
    return Optional.ofNullable(words.get(from)).map(k -> k.get(kind)).orElse(ImmutableSortedSet.of());
  }

  /** Whether {@code word} (without its brackets) is a keyword, status or token name of {@code language}. */
  public Optional<Kind> kindOf(Language language, String word) {
    for (Kind kind : List.of(Kind.STATUS, Kind.KEYWORD, Kind.TOKEN)) {
      if (words(language, kind).contains(word)) {
        return Optional.of(kind);
      }
    }
    return Optional.empty();
  }

  /** The reminder text the cards of {@code language} print after {@code word}, when one does. */
  public Optional<String> reminder(Language language, String word) {
    return Optional.ofNullable(reminders.get(language.code() + " " + word));
  }

  /** What is inserted for a word of this kind: its brackets as the card files print them. */
  public static String insert(Kind kind, String word) {
    return switch (kind) {
      case STATUS -> "[[" + word + "]]";
      case KEYWORD, TOKEN -> "[" + word + "]";
      case COUNTER -> word + " counter";
      case FIELD -> word + ": ";
      case SUBTYPE -> word;
    };
  }
}
