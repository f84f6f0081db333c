package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.Diagnostic;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 24, 1: a number past what a game can use is a positioned error in every language, never an exception. */
class TooLargeNumbersTest {
  private static final Map<Language, String> DRAW = Map.of(
      Language.EN, "Draw %s cards.",
      Language.FR, "Piochez %s cartes.",
      Language.DE, "Ziehe %s Karten.",
      Language.ES, "Roba %s cartas.",
      Language.IT, "Pesca %s carte.");

  @Test
  void aNumberOfTwoToTheThirtyFirstIsAPositionedErrorInEveryLanguage() {
    for (Map.Entry<Language, String> e : DRAW.entrySet()) {
      String text = "{J} " + e.getValue().formatted("2147483648");
      ParsedAbility p = TextReader.readAbility(e.getKey(), text);
      assertTrue(p.error().isPresent(), e.getKey() + ": " + text);
      assertEquals(text.indexOf('2') + 1, p.error().get().column(), e.getKey() + ": " + p.error().get());
      assertEquals("expected a number of at most 999, found 2147483648 (too large for a game)",
          p.error().get().message());
    }
  }

  @Test
  void largeNumbersInTokenStatsKeywordParametersAndCostsAreErrorsNotExceptions() {
    for (String text : List.of("{J} Create a [Brassbug 99999999999/2/2] token in my Expedition.",
        "[Tough 99999999999]", "{99999999999} : Draw a card.", "{J} Roll a die: • 1-99999999999: Draw a card.",
        "{J} Draw 1" + "0".repeat(400) + " cards.")) {
      for (Language language : Language.values()) {
        for (ParsedAbility p : TextReader.read(language, text)) {
          assertTrue(p.error().isPresent(), language + ": " + text);
          assertTrue(p.error().get().message().contains("at most 999"), language + ": " + p.error().get());
        }
      }
    }
  }

  @Test
  void numbersUpToTheBoundStillRead() {
    assertTrue(TextReader.readAbility(Language.EN, "{J} Draw 999 cards.").ok());
    assertTrue(TextReader.readAbility(Language.EN, "{J} Draw 0002 cards.").ok(), "leading zeros add nothing");
  }

  @Test
  void theLoaderReportsTheNumberAtItsPositionAndLoadsTheOtherCards(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("t.cards"), String.join("\n",
        "set T: Test",
        "card T_1",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "  en: Huge",
        "    Draw 2147483648 cards.",
        "card T_2",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "  en: Small",
        "    Draw a card.",
        ""));
    LoadResult result = CardLoader.standard().withThreads(1).load(List.of(tmp));
    assertEquals(List.of("T_2"), result.definitions().stream().map(CardDefinition::reference).toList());
    assertEquals(List.of(tmp.resolve("t.cards") + ":8:10: error: T_1 en ability 1 does not load: expected a number"
        + " of at most 999, found 2147483648 (too large for a game) [ability]"),
        result.diagnostics().stream().map(Diagnostic::toString).toList());
  }
}
