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
    int held = known == null ? 0 : languages & known.held();
    for (int bits = languages & ~held; bits != 0; bits &= bits - 1) {
      toParse.add(new AbilityText(LANGUAGES[Integer.numberOfTrailingZeros(bits)], text));
    }
    if (held != 0) {
      hits += Integer.bitCount(held);
      heldLanguages |= held;
      if ((held & known.failed()) != 0) {
        failedLines.addAll(CardText.lines(Optional.of(text)));
      }
      if ((held & known.special()) != 0) {
        special.add(text);
      }
    }
    for (int bits = marked; bits != 0; bits &= bits - 1) {
      distinct.add(known.alone(Integer.numberOfTrailingZeros(bits)));
    }
  }

  void done() {
    for (int bits = heldLanguages; bits != 0; bits &= bits - 1) {
      parsedLanguages.add(LANGUAGES[Integer.numberOfTrailingZeros(bits)]);
    }
  }

  void note(String text, CardPrograms.Shape shape) {
    if (!shape.parsed()) {
      failedLines.addAll(CardText.lines(Optional.of(text)));
    }
    if (!shape.parsed() || shape.ifYouDont() || shape.abilities() == 0) {
      special.add(text);
    }
  }
}
