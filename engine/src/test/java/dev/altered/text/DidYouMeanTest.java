package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.card.Suggestions;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Issue 24, 10: a misspelt keyword or status is answered with the nearest known one, in the line's language. */
class DidYouMeanTest {
  private static String error(Language language, String text) {
    ParsedAbility p = TextReader.readAbility(language, text);
    assertTrue(p.error().isPresent(), text);
    return p.error().get().message();
  }

  @Test
  void aMisspeltKeywordGetsTheKnownOneWithItsParameter() {
    String message = error(Language.EN, "[Toughh 1]");
    assertTrue(message.endsWith(": did you mean [Tough 1]?"), message);
  }

  @Test
  void aMisspeltStatusKeepsItsDoubleBrackets() {
    String message = error(Language.EN, "{J} Target Character gains [[Anchord]].");
    assertTrue(message.endsWith(": did you mean [[Anchored]]?"), message);
  }

  @Test
  void aMisspeltKeywordActionOfSeveralWords() {
    String message = error(Language.EN, "{J} [Aftre You].");
    assertTrue(message.endsWith(": did you mean [After You]?"), message);
  }

  @Test
  void everyLanguageSuggestsItsOwnWord() {
    assertTrue(error(Language.FR, "{J} Un Personnage ciblé gagne [[Ancrré]].").endsWith(": did you mean [[Ancré]]?"),
        error(Language.FR, "{J} Un Personnage ciblé gagne [[Ancrré]]."));
    assertTrue(error(Language.DE, "{J} [Nachschubb].").endsWith(": did you mean [Nachschub]?"),
        error(Language.DE, "{J} [Nachschubb]."));
    assertTrue(error(Language.ES, "{J} [Reabastecerr].").contains(": did you mean [Reabastecer]?"),
        error(Language.ES, "{J} [Reabastecerr]."));
    assertTrue(error(Language.IT, "{J} [Riforniscii].").contains(": did you mean [Rifornisci]?"),
        error(Language.IT, "{J} [Riforniscii]."));
  }

  @Test
  void aWordFarFromEveryKnownOneGetsNoSuggestion() {
    assertFalse(error(Language.EN, "{J} Create a [MANA_MOTH] Illusion token.").contains("did you mean"));
  }

  @Test
  void theNearestWordIsFoundByEditDistanceWithSwaps() {
    assertEquals(1, Suggestions.distance("tuogh", "tough"));
    assertEquals(Optional.of("tough"), Suggestions.nearest("Tuogh", List.of("tough", "scout", "eternal")));
    assertEquals(Optional.empty(), Suggestions.nearest("xyz", List.of("tough", "scout")));
    assertEquals(Optional.empty(), Suggestions.nearest("cat", List.of("bat", "hat")), "a tie suggests nothing");
    for (List<String> order : List.of(List.of("toughness", "tough"), List.of("tough", "toughness"))) {
      assertEquals(Optional.of("tough"), Suggestions.nearest("toughh", order), "a word too far first or last: "
          + order);
    }
  }
}
