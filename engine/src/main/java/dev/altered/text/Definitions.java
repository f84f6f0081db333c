package dev.altered.text;

import dev.altered.card.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sentences with which a set's reminder text defines a word no rules document names (issue 18), one row per
 * language and kind, as the cards print them:
 *
 * <ul>
 *   <li>a condition on the object that has the word: "I'm In Contact if ...", "Je suis En Contact si ...", "Ich bin
 *       in Kontakt, falls ...", "Estoy en contacto si ...", "Sono In contatto se ...";
 *   <li>a keyword event (6.3): "A Gift is when ...", "Vous faites un Don si ...", "Ein Geschenk entsteht, wenn ...",
 *       "Un Regalo ocurre si, ...", "Un Regalo avviene se, ...".
 * </ul>
 *
 * {@link Markup} keeps such a sentence after the ability that uses the word, as printed with the word in brackets
 * and a {@code §} before it ("§ I'm [In Contact] if another player's Expedition is in my region"), and each grammar
 * reads it as that word's meaning; {@link Glossary} lends it to the cards that print the word without it. The rows
 * of one language never match another's reminders (their fixed words differ), so a reminder is tried against all.
 * A new form is one row here and one grammar alternative in the languages that print it.
 */
public final class Definitions {
  private Definitions() {}

  /** What the word means: a condition on its object, or an event. */
  public enum Kind { CONDITION, EVENT }

  /**
   * A defining sentence found in a text: its language and kind, and as offsets in the text searched, where the
   * sentence starts, where the word is, and where the meaning ends (before its period).
   */
  public record Found(Language language, Kind kind, int sentence, int wordFrom, int wordTo, int meaningTo) {}

  /** One form: the words before the word, and those between it and its meaning. */
  private record Form(Language language, Kind kind, Pattern pattern) {}

  /** The word: letters, spaces, apostrophes and hyphens, shortest first ("In Contact", "in Kontakt", "Don"). */
  private static final String WORD = "(\\p{L}[\\p{L}' -]*?)";

  private static Form form(Language language, Kind kind, String before, String between) {
    return new Form(language, kind, Pattern.compile(before.replace(" ", "\\s+") + "\\s+" + WORD
        + between.replace(" ", "\\s+") + "\\b[\\s,]*[^.\\s][^.]*", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE));
  }

  private static final List<Form> FORMS = List.of(
      form(Language.EN, Kind.CONDITION, "(?:I'm|It's)", " if"),
      form(Language.EN, Kind.EVENT, "An?", " is when"),
      form(Language.FR, Kind.CONDITION, "Je suis", " si"),
      form(Language.FR, Kind.EVENT, "Vous faites une?", " si"),
      form(Language.DE, Kind.CONDITION, "Ich bin", ", (?:falls|wenn)"),
      form(Language.DE, Kind.EVENT, "Eine?", " entsteht, wenn"),
      form(Language.ES, Kind.CONDITION, "Estoy", " si"),
      form(Language.ES, Kind.EVENT, "Una?", " ocurre si"),
      form(Language.IT, Kind.CONDITION, "Sono", " se"),
      form(Language.IT, Kind.EVENT, "Una?", " avviene se"));

  /**
   * Whether a text may hold a definition in {@code language}: the word every form of the language has ("if", "si",
   * "wenn" or "falls", "se"), looked for before any pattern is tried (a load reads every text with a reminder).
   */
  static boolean mayDefine(Language language, String text) {
    return switch (language) {
      case EN -> text.contains(" if ") || text.contains(" is when ");
      case FR, ES -> text.contains(" si");
      case DE -> text.contains("falls ") || text.contains("wenn ");
      case IT -> text.contains(" se");
    };
  }

  /**
   * The defining sentences of the reminder text {@code text[from, to)} (inside its parentheses, apostrophes already
   * straight): each sentence of it is tried against every form.
   */
  public static List<Found> find(CharSequence text, int from, int to) {
    return find(text, from, to, null);
  }

  /** The same, only the forms of {@code language} (null: every language's). */
  static List<Found> find(CharSequence text, int from, int to, Language language) {
    List<Found> found = new ArrayList<>(1);
    int start = from;
    while (start < to) {
      while (start < to && Character.isWhitespace(text.charAt(start))) {
        start++;
      }
      if (start >= to) {
        break;
      }
      for (Form form : FORMS) {
        if (language != null && form.language() != language) {
          continue;
        }
        Matcher m = form.pattern().matcher(text).region(start, to);
        if (m.lookingAt()) {
          found.add(new Found(form.language(), form.kind(), start, m.start(1), m.end(1), trimEnd(text, m.end())));
          break;
        }
      }
      int period = indexOf(text, '.', start, to);
      start = period < 0 ? to : period + 1;
    }
    return found;
  }

  private static int trimEnd(CharSequence text, int end) {
    while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    return end;
  }

  private static int indexOf(CharSequence text, char c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }
}
