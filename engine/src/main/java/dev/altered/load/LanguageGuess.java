package dev.altered.load;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.altered.card.Language;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Tells, by simple means, when a text is not in the language it is filed under: it counts each language's common
 * function words (articles, pronouns, game words) and flags a text whose own language scores far below another's.
 * Markup ({@code {T}}, {@code [Sabotage]}, {@code #}) is ignored, as keyword names are often left untranslated.
 */
public final class LanguageGuess {
  private static final ImmutableMap<Language, ImmutableSet<String>> WORDS = ImmutableMap.of(
      Language.EN, words("the you your of to and when target card cards gains gain may it is from with each this that"
          + " if character characters draw my me i an at or are have has can play their them"),
      Language.FR, words("le les des du vous votre vos et est dans sur qui ciblé ciblée lorsque chaque gagne pouvez"
          + " carte cartes je mon ma mes au aux jouez personnage une pour ce cette"),
      Language.DE, words("der die das und du deine deiner deinen dein ein eine einen einer mit wenn auf ist nicht zu"
          + " ich mich mein meine karte karten charakter erhält aus von den dem im wahl jede jeden"),
      Language.ES, words("el los las del que cada tu tus objetivo personaje personajes gana puedes roba mazo esta"
          + " este y mi me juegas una carta cartas cuando al"),
      Language.IT, words("il della nella delle nel dalla che ogni tuo tua tuoi personaggio personaggi bersaglio"
          + " ottiene puoi pesca gli mia mio questo questa sono quando carta carte una di"));

  /** A guess needs this many function words of the other language, and twice (plus one) the text's own. */
  private static final int MIN_WORDS = 3;

  private LanguageGuess() {}

  /** The language the text reads as, when it clearly is not {@code declared}. */
  public static Optional<Language> wrongLanguage(Language declared, String text) {
    Map<Language, Integer> scores = scores(text);
    Language best = declared;
    for (Map.Entry<Language, Integer> entry : scores.entrySet()) {
      if (entry.getValue() > scores.get(best)) {
        best = entry.getKey();
      }
    }
    int own = scores.get(declared);
    int other = scores.get(best);
    return best != declared && other >= MIN_WORDS && other >= 2 * own + 1 ? Optional.of(best) : Optional.empty();
  }

  static Map<Language, Integer> scores(String text) {
    Map<Language, Integer> scores = new EnumMap<>(Language.class);
    for (Language language : Language.values()) {
      scores.put(language, 0);
    }
    String lower = text.toLowerCase(Locale.ROOT);
    int i = 0;
    int n = lower.length();
    while (i < n) {
      char ch = lower.charAt(i);
      if (ch == '{' || ch == '[') {
        int close = lower.indexOf(ch == '{' ? '}' : ']', i);
        i = close < 0 ? n : close + 1;
        continue;
      }
      if (!Character.isLetter(ch)) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && Character.isLetter(lower.charAt(i))) {
        i++;
      }
      String word = lower.substring(start, i);
      for (Map.Entry<Language, ImmutableSet<String>> entry : WORDS.entrySet()) {
        if (entry.getValue().contains(word)) {
          scores.merge(entry.getKey(), 1, Integer::sum);
        }
      }
    }
    return scores;
  }

  private static ImmutableSet<String> words(String list) {
    return ImmutableSet.copyOf(list.split(" "));
  }
}
