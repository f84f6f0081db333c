package dev.altered.load;

import dev.altered.card.Language;
import dev.altered.text.Glossary;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ability texts of a load that use a word another card defines (issue 18): "{H} If I'm [In Contact], ..." printed
 * without its reminder. Each is read as its completed text, the printed one with the definition appended as reminder
 * text ({@link Glossary#complete}): that text is what the parse and compile stages (and the stage cache) key its
 * outcomes by, so an outcome stays a function of the text it was made from. Only texts that did not parse as
 * printed are completed: a word no lexicon knows is an error without its definition, so a text that parsed needs
 * none, and a load whose texts all parse spends nothing here.
 *
 * <p>Where a problem falls in the appended text, it is reported at the word in the card's own text.
 */
final class LentDefinitions {
  static final LentDefinitions NONE = new LentDefinitions(Map.of());

  /** Completed text by printed text, per language. */
  private final Map<AbilityText, String> completed;

  private LentDefinitions(Map<AbilityText, String> completed) {
    this.completed = completed;
  }

  /** The texts of {@code failed} that {@code glossary} completes. */
  static LentDefinitions of(Glossary glossary, Collection<AbilityText> failed) {
    if (glossary.isEmpty()) {
      return NONE;
    }
    Map<AbilityText, String> completed = new HashMap<>();
    for (AbilityText text : failed) {
      String full = glossary.complete(text.language(), text.text());
      if (full != text.text()) {
        completed.put(text, full);
      }
    }
    return completed.isEmpty() ? NONE : new LentDefinitions(completed);
  }

  boolean isEmpty() {
    return completed.isEmpty();
  }

  /** The completed texts, to be parsed (or found in the stage cache). */
  List<AbilityText> completedTexts() {
    List<AbilityText> out = new ArrayList<>(completed.size());
    completed.forEach((printed, full) -> out.add(new AbilityText(printed.language(), full)));
    return out;
  }

  /** Whether {@code text} is a completed text of this load (kept in the stage cache as the load's own texts are). */
  boolean isCompleted(AbilityText text) {
    return !completed.isEmpty() && completed.containsValue(text.text());
  }

  /** The text a printed ability text is read as: completed, or itself. */
  String text(Language language, String printed) {
    if (completed.isEmpty()) {
      return printed;
    }
    String full = completed.get(new AbilityText(language, printed));
    return full == null ? printed : full;
  }

  /** A box's ability texts as they are read: the very list when none is completed. */
  List<String> texts(Language language, List<String> printed) {
    if (completed.isEmpty()) {
      return printed;
    }
    List<String> out = null;
    for (int i = 0; i < printed.size(); i++) {
      String full = text(language, printed.get(i));
      if (full != printed.get(i)) {
        if (out == null) {
          out = new ArrayList<>(printed);
        }
        out.set(i, full);
      }
    }
    return out == null ? printed : out;
  }

  /** A problem found at {@code offset} of the text {@code read} (printed as {@code printed}), as reported. */
  record Problem(int offset, String message) {}

  /**
   * Where and how a problem of a completed text is reported: inside the printed text as found, or, when it falls in
   * the lent definition, at the word that borrowed it, saying whose text it is.
   */
  static Problem problem(String printed, String read, int offset, String message) {
    if (read == printed || offset < printed.length()) {
      return new Problem(offset, message);
    }
    return new Problem(Glossary.firstLentWord(printed, read), "in the definition another card's reminder text gives"
        + " this word (\"" + read.substring(printed.length()).trim() + "\"): " + message);
  }
}
