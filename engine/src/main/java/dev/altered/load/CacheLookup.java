package dev.altered.load;

import dev.altered.card.CardText;
import dev.altered.card.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the stage cache says of each distinct text of a load, one text at a time (a method per text: see
 * {@link ReadingSlice#take}): the texts it does not hold are to be parsed; those that did not parse are failed lines;
 * those that did not parse, hold no ability or are "If you don't, …" make a box that is not simple; the programs of
 * the lines settled while reading are counted. Used by {@link CardLoader} once per load, between reading and parsing.
 */
final class CacheLookup {
  private static final Language[] LANGUAGES = Language.values();

  final List<AbilityText> toParse = new ArrayList<>();
  /** Lines of texts that did not parse: only cards holding one can fail. */
  final Set<String> failedLines = new java.util.HashSet<>();
  final Set<String> special = new java.util.HashSet<>();
  final CardPrograms.DistinctPrograms distinct = new CardPrograms.DistinctPrograms();
  final Set<Language> parsedLanguages;
  int hits;
  /**
   * Texts that did not parse and use a bracketed word: those a definition lent by another card may complete
   * ({@link LentDefinitions}).
   */
  final List<AbilityText> failedWithWords = new ArrayList<>();
  /** Texts with reminder text, a bit per language: where the load's definitions are read ({@link #glossary}). */
  private final List<String> reminded = new ArrayList<>();
  private final List<Integer> remindedLanguages = new ArrayList<>();

  CacheLookup(Set<Language> parsedLanguages) {
    this.parsedLanguages = parsedLanguages;
  }

  /** Languages whose shape the cache held, a bit each: added to {@code parsedLanguages} by {@link #done}. */
  private int heldLanguages;

  /**
   * One distinct text: its languages, what the cache knows of it (null: nothing), and the (language, context) bits
   * of the simple boxes it settled while reading. The shapes' kinds are read from the cache's bits, not looked at
   * one language at a time.
   */
  void line(String text, int languages, StageCache.Known known, int marked) {
    if (text.indexOf('(') >= 0) {
      reminded.add(text);
      remindedLanguages.add(languages);
    }
    int held = known == null ? 0 : languages & known.held();
    for (int bits = languages & ~held; bits != 0; bits &= bits - 1) {
      toParse.add(new AbilityText(LANGUAGES[Integer.numberOfTrailingZeros(bits)], text));
    }
    if (held != 0) {
      hits += Integer.bitCount(held);
      heldLanguages |= held;
      if ((held & known.failed()) != 0) {
        failedLines.addAll(CardText.lines(Optional.of(text)));
        if (text.indexOf('[') >= 0) {
          for (int bits = held & known.failed(); bits != 0; bits &= bits - 1) {
            failedWithWords.add(new AbilityText(LANGUAGES[Integer.numberOfTrailingZeros(bits)], text));
          }
        }
      }
      if ((held & known.special()) != 0) {
        special.add(text);
      }
    }
    for (int bits = marked; bits != 0; bits &= bits - 1) {
      distinct.add(known.alone(Integer.numberOfTrailingZeros(bits)));
    }
  }

  /** The definitions the reminder texts of this load give, per language (read only when a text may need one). */
  dev.altered.text.Glossary glossary() {
    dev.altered.text.Glossary.Builder glossary = dev.altered.text.Glossary.builderWithPublished();
    for (int i = 0; i < reminded.size(); i++) {
      for (int bits = remindedLanguages.get(i); bits != 0; bits &= bits - 1) {
        glossary.add(LANGUAGES[Integer.numberOfTrailingZeros(bits)], reminded.get(i));
      }
    }
    return glossary.build();
  }

  void done() {
    for (int bits = heldLanguages; bits != 0; bits &= bits - 1) {
      parsedLanguages.add(LANGUAGES[Integer.numberOfTrailingZeros(bits)]);
    }
  }

  void note(AbilityText ability, CardPrograms.Shape shape) {
    String text = ability.text();
    if (!shape.parsed()) {
      failedLines.addAll(CardText.lines(Optional.of(text)));
      if (text.indexOf('[') >= 0) {
        failedWithWords.add(ability);
      }
    }
    if (!shape.parsed() || shape.ifYouDont() || shape.abilities() == 0) {
      special.add(text);
    }
  }
}
