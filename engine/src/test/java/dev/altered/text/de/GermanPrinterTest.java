package dev.altered.text.de;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The German canonical printer: an English ability printed in the cards' German templating (the checker's
 * suggestion), with the verb where German puts it, nouns in their case and gender, and compounds; and the German
 * front-end reading the printed text back to the English AST.
 */
class GermanPrinterTest {
  private static Ability en(String text) {
    ParsedAbility parsed = TextReader.readAbility(Language.EN, text);
    if (!parsed.ok()) {
      fail("English did not parse: " + text + "\n  " + parsed.error().get());
    }
    return parsed.ast().get();
  }

  /** The English printed in German is the expected text, and reads back to the English AST. */
  private static void prints(String english, String german) {
    Ability ast = en(english);
    String printed = GermanPrinter.INSTANCE.print(ast);
    assertEquals(german, printed);
    ParsedAbility back = TextReader.readAbility(Language.DE, printed);
    if (!back.ok()) {
      fail("printed German does not parse: " + printed + "\n  " + back.error().get());
    }
    assertEquals(ast, back.ast().get(), () -> "printed German reads back otherwise: " + printed);
  }

  @ParameterizedTest(name = "verb-second in a statement, verb-first in an imperative: {1}")
  @CsvSource(delimiter = '|', value = {
      "Target Character gains 3 boosts. | Ein Charakter deiner Wahl erhält 3 Verstärkungen.",
      "Draw a card. | Ziehe eine Karte.",
      "{J} I gain [[Anchored]]. | {J} Ich erhalte [[Verankert]].",
      "{H} Each player draws a card. | {H} Jeder Spieler zieht eine Karte.",
      "Discard target Character or Permanent. | Lege einen Charakter oder eine Bleibende Karte deiner Wahl ab.",
      "{J} You may draw a card. | {J} Du darfst eine Karte ziehen.",
  })
  void verbSecondAndImperative(String english, String german) {
    prints(english, german);
  }

  @ParameterizedTest(name = "6.5 verb-first after a condition and after 'dann': {1}")
  @CsvSource(delimiter = '|', value = {
      "{J} If my Expedition is behind, I gain 1 boost. | {J} Falls meine Expedition hinten liegt, erhalte ich 1 Verstärkung.",
      "{J} If you control two or more Landmarks, [Resupply]. | {J} Falls du mindestens zwei Wahrzeichen kontrollierst, nutze [Nachschub].",
      "Send target Character to Reserve, then exhaust it ({T}). | Schicke einen Charakter deiner Wahl in die Reserve, dann erschöpfe ihn ({T}).",
  })
  void verbFirstAfterAConditionOrThen(String english, String german) {
    prints(english, german);
  }

  @ParameterizedTest(name = "verb-last in a trigger (6.3): {1}")
  @CsvSource(delimiter = '|', value = {
      "When you play a Spell — I gain 1 boost. | Wenn du einen Zauber spielst — Ich erhalte 1 Verstärkung.",
      "When I leave the Expedition zone — Draw a card. | Wenn ich die Expeditionszone verlasse — Ziehe eine Karte.",
      "When another Character joins your Expeditions — I gain 1 boost, up to a max of 2. | Wenn ein anderer Charakter sich deinen Expeditionen anschließt — Ich erhalte 1 Verstärkung, bis maximal 2.",
  })
  void verbLastInATrigger(String english, String german) {
    prints(english, german);
  }

  @Test
  void casesAndCompounds() {
    // Dative after 'in', a token compound, a counter compound, a genitive owner.
    prints("{J} Create a [Brassbug 2/2/2] Robot token in target Expedition.",
        "{J} Erschaffe eine [Blechkäfer 2/2/2]-Robotermarke in einer Expedition deiner Wahl.");
    prints("{J} I gain 3 Kelon counters.", "{J} Ich erhalte 3 Kelon-Zähler.");
    prints("Put target Character or Permanent in its owner's Mana zone (as an exhausted Mana Orb).",
        "Lege einen Charakter oder eine Bleibende Karte deiner Wahl in die Manazone seines/ihres Besitzers "
            + "(als erschöpfte Manakugel).");
    prints("{D} : The next Character you play this turn gains 1 boost.",
        "{D} : Der nächste Charakter, den du in dieser Runde spielst, erhält 1 Verstärkung.");
  }

  @Test
  void aPronounAgreesWithWhatItStandsFor() {
    prints("When a Character joins my Expedition — Sacrifice it.",
        "Wenn ein Charakter sich meiner Expedition anschließt — Opfere ihn.");
    prints("Target Character gains 1 boost and loses [[Fleeting]].",
        "Ein Charakter deiner Wahl erhält 1 Verstärkung und verliert [[Vergänglich]].");
  }

  @Test
  void aConstructWithNoGermanWordingYetIsRefusedNotGuessed() {
    // "Each player starting with you": the printer has no wording for it and says so (the checker then shows none).
    Ability ast = en("{J} I can't be sent to Reserve.");
    assertThrows(IllegalArgumentException.class, () -> GermanPrinter.INSTANCE.print(ast));
  }
}
