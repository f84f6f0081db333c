package dev.altered.text.romance;

import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A language's words for the {@link Phrase}s of the shared Romance printer: every phrase has a wording (refused at
 * class initialization otherwise, so a phrase added to the skeleton without its wording in each language fails every
 * test that prints).
 */
public final class Phrasebook {
  private final EnumMap<Phrase, String> words;

  private Phrasebook(EnumMap<Phrase, String> words) {
    this.words = words;
  }

  public static Phrasebook of(Map<Phrase, String> words) {
    Set<Phrase> missing = new TreeSet<>(Set.of(Phrase.values()));
    missing.removeAll(words.keySet());
    if (!missing.isEmpty()) {
      throw new IllegalStateException("phrases without a wording: " + missing);
    }
    return new Phrasebook(new EnumMap<>(words));
  }

  public String say(Phrase phrase) {
    return words.get(phrase);
  }
}
