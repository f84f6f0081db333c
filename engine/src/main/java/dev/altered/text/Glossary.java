package dev.altered.text;

import dev.altered.card.Language;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The words the loaded sets define in their reminder text (issue 18), per language: a word's defining sentence
 * ({@link Definitions}) read once from any card, lent to the abilities that print the word without it (rare versions
 * often drop the reminder: "{H} If I'm [In Contact], you may exchange ..."). An ability is completed by appending the
 * sentence as reminder text, as if printed, so the text parsed is the key its outcome is kept under: the same
 * completed text always reads the same, whichever cards lent the definition.
 *
 * <p>When two cards define a word differently, the least sentence (by {@link String#compareTo}) is kept: what a load
 * lends does not depend on the order it read its cards in.
 */
public final class Glossary {
  private final Map<Language, Map<String, String>> sentences;

  private Glossary(Map<Language, Map<String, String>> sentences) {
    this.sentences = sentences;
  }

  /** Collects definitions from ability texts: not thread-safe. */
  public static final class Builder {
    private final Map<Language, Map<String, String>> sentences = new EnumMap<>(Language.class);

    /** Reads the definitions of one ability text's reminders in {@code language} (other languages' forms ignored). */
    public Builder add(Language language, String text) {
      if (text.indexOf('(') < 0 || !Definitions.mayDefine(language, text)) {
        return this;
      }
      for (Definition d : definitions(text, language)) {
        sentences.computeIfAbsent(language, l -> new HashMap<>())
            .merge(d.word(), d.sentence(), (a, b) -> a.compareTo(b) <= 0 ? a : b);
      }
      return this;
    }

    /** Adds one word's defining sentence, as {@link #lines} writes it. */
    public Builder define(Language language, String word, String sentence) {
      sentences.computeIfAbsent(language, l -> new HashMap<>())
          .merge(word.toLowerCase(Locale.ROOT), sentence, (a, b) -> a.compareTo(b) <= 0 ? a : b);
      return this;
    }

    public Glossary build() {
      return new Glossary(sentences);
    }
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding the words the published sets define ({@link PublishedWords}): a Unique card or a later set
   * that prints [Gift] or [In Contact] without its reminder reads the same as the set that defined it, whether or not
   * that set is loaded. The load's own reminders are added to it.
   */
  public static Builder builderWithPublished() {
    Builder builder = new Builder();
    PublishedWords.addTo(builder);
    return builder;
  }

  /** Each definition as one line, "language TAB word TAB sentence", sorted: the form {@link PublishedWords} reads. */
  public List<String> lines() {
    List<String> out = new ArrayList<>();
    sentences.forEach((language, words) ->
        words.forEach((word, sentence) -> out.add(language.code() + "\t" + word + "\t" + sentence)));
    out.sort(null);
    return out;
  }

  public boolean isEmpty() {
    return sentences.isEmpty();
  }

  /** The defining sentence of {@code word} (any case, without brackets) in {@code language}, as its card prints it. */
  public java.util.Optional<String> sentence(Language language, String word) {
    Map<String, String> words = sentences.get(language);
    return java.util.Optional.ofNullable(words == null ? null : words.get(word.toLowerCase(Locale.ROOT)));
  }

  /**
   * {@code ability} with the definitions it lacks appended as reminder text ("... with a card from your hand. (I'm In
   * Contact if another player's Expedition is in my region.)"): one per bracketed word it uses that this glossary
   * defines and its own reminders do not, in the order of first use. The very same string when it lacks none.
   */
  public String complete(Language language, String ability) {
    Map<String, String> words = sentences.get(language);
    if (words == null || ability.indexOf('[') < 0) {
      return ability;
    }
    List<String> lent = new ArrayList<>(1);
    for (int at = ability.indexOf('['); at >= 0; at = ability.indexOf('[', at + 1)) {
      int close = ability.indexOf(']', at + 1);
      if (close < 0) {
        break;
      }
      if (ability.charAt(at + 1) == '[') {
        at = close; // a status, [[Fleeting]] (2.4.1): the rules name it
        continue;
      }
      String sentence = words.get(ability.substring(at + 1, close).toLowerCase(Locale.ROOT));
      if (sentence != null && !lent.contains(sentence)) {
        lent.add(sentence);
      }
    }
    if (lent.isEmpty()) {
      return ability;
    }
    if (ability.indexOf('(') >= 0) {
      for (Definition own : definitions(ability, language)) {
        lent.remove(words.get(own.word()));
      }
    }
    if (lent.isEmpty()) {
      return ability;
    }
    StringBuilder out = new StringBuilder(ability);
    for (String sentence : lent) {
      out.append(" (").append(sentence).append(')');
    }
    return out.toString();
  }

  /**
   * Where {@code completed} ({@link #complete} of {@code ability}) first uses a word it lends a definition for: a
   * problem found in the appended text is reported there, inside the card's own text. 0 when none is found.
   */
  public static int firstLentWord(String ability, String completed) {
    for (Definition d : definitions(completed.substring(ability.length()), null)) {
      int at = indexOfIgnoreCase(ability, "[" + d.word() + "]");
      if (at >= 0) {
        return at;
      }
    }
    return 0;
  }

  /** A definition found in a text: the word (lower case) and its sentence with its period. */
  private record Definition(Definitions.Found found, String word, String sentence) {}

  /**
   * The definitions of a text's reminders in {@code language}'s forms (null: any), read as {@link Markup} reads them:
   * apostrophes straight, no-break spaces as spaces, rare marks dropped.
   */
  private static List<Definition> definitions(String text, Language language) {
    String plain = plain(text);
    List<Definition> out = new ArrayList<>(1);
    for (int open = plain.indexOf('('); open >= 0; open = plain.indexOf('(', open + 1)) {
      int close = plain.indexOf(')', open + 1);
      if (close < 0) {
        break;
      }
      if (Markup.isInline(plain.substring(open + 1, close).trim())) {
        continue;
      }
      for (Definitions.Found f : Definitions.find(plain, open + 1, close, language)) {
        out.add(new Definition(f, plain.substring(f.wordFrom(), f.wordTo()).toLowerCase(Locale.ROOT),
            plain.substring(f.sentence(), f.meaningTo()) + "."));
      }
    }
    return out;
  }

  private static String plain(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '#', '\u00AD', '\u200B' -> {
          continue;
        }
        case '\u00A0', '\u202F', '\u2009', '\t', '\n', '\r' -> c = ' ';
        case '\u2019', '\u2018', '\u02BC' -> c = '\'';
        default -> {}
      }
      out.append(c);
    }
    return out.toString();
  }

  private static int indexOfIgnoreCase(String text, String part) {
    for (int i = 0; i + part.length() <= text.length(); i++) {
      if (text.regionMatches(true, i, part, 0, part.length())) {
        return i;
      }
    }
    return -1;
  }
}
