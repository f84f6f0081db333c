package dev.altered.text.it;

import static dev.altered.text.romance.Romance.assertDiffersFromEnglish;
import static dev.altered.text.romance.Romance.assertSameAsEnglish;
import static dev.altered.text.romance.Romance.error;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.text.ParseError;
import org.junit.jupiter.api.Test;

/** Italian constructs, each read into the AST the English card text gives (Complete Rules sections named). */
class ItalianConstructTest {
  private static void same(String english, String... italian) {
    assertSameAsEnglish(Language.IT, english, italian);
  }

  @Test
  void rule_7_3_gainsAndDrawsWithTheirInflections() {
    same("Target Character gains 3 boosts.", "Un personaggio bersaglio ottiene 3 rinforzi.");
    same("{R} I gain 2 boosts.", "{R} Ottengo 2 rinforzi.");
    same("{H} Draw a card.", "{H} Pesca una carta.");
    same("Draw two cards.", "Pesca due carte.");
  }

  @Test
  void articulatedPrepositionsAndPossessivesWithTheirArticle() {
    // "nella tua Riserva" is in + your Reserve; "la mia spedizione" is my Expedition.
    same("{J} Ready all cards in your Reserve.", "{J} Ripristina tutte le carte nella tua Riserva.");
    same("{J} If my Expedition is behind, draw a card.", "{J} Se la mia spedizione è indietro, pesca una carta.");
    same("{J} I gain 1 boost per Mana Orb in your Mana zone.",
        "{J} Ottengo 1 rinforzo per ogni sfera di mana nella tua area del mana.");
  }

  @Test
  void rule_6_3_triggersBySymbolAndByEvent() {
    same("When you sacrifice a Character — I gain 2 boosts.", "Quando sacrifichi un personaggio — Ottengo 2 rinforzi.");
    same("When a Character you control gains [[Fleeting]] — I gain 1 Trial counter.",
        "Quando un personaggio che controlli ottiene [[Fugace]] — Ottengo 1 segnalino Prova.");
    same("At Noon — [Exhausted Resupply].", "A mezzogiorno — [Rifornisci-Consuma].");
    same("{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.",
        "{J} Crea una pedina Soldato [Recluta Ordis 1/1/1] nella mia spedizione.");
  }

  @Test
  void rule_5_3_quickActionsWithCosts() {
    same("{T} : I gain 2 Kelon counters.", "{T}: ottengo 2 segnalini Kelon.");
    same("{T}, Spend 3 of my Food counters: [Resupply].", "{T}, spendi 3 dei miei segnalini Cibo: [Rifornisci].");
  }

  @Test
  void rule_6_5_c_optionalStepsAndConditions() {
    same("{J} You may exhaust target card in Reserve.", "{J} Puoi consumare una carta bersaglio nella Riserva.");
    same("{R} If your hand is empty, draw a card.", "{R} Se la tua mano è vuota, pesca una carta.");
    same("{J} Sacrifice another Robot or Permanent. If you can't, sacrifice me.",
        "{J} Sacrifica un altro Robot o permanente. Se non puoi farlo, sacrificami.");
  }

  @Test
  void comparisonsSayTheSameAsEnglish() {
    // "pari o inferiore a {3}" is "{3} or less"; "pari o superiore a {4}" is "{4} or more".
    same("Discard target Permanent with Hand Cost {3} or less.",
        "Scarta un permanente bersaglio con costo dalla mano pari o inferiore a {3}.");
    same("Discard target Permanent with Hand Cost {4} or more.",
        "Scarta un permanente bersaglio con costo dalla mano pari o superiore a {4}.");
  }

  @Test
  void rule_7_3_28_dieRolls() {
    same("{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost.",
        "{J} Tira un dado. Con 4+, ottengo 2 rinforzi. Con 1-3, ottengo 1 rinforzo.");
  }

  @Test
  void rule_6_2_replacementsWithInsteadAfterTheVerb() {
    same("If I would gain [[Fleeting]], I gain 1 boost instead.",
        "Se sto per ottenere [[Fugace]], ottengo invece 1 rinforzo.");
  }

  @Test
  void cliticsAndFarePlusInfinitive() {
    same("When I gain my third Trial counter — Sacrifice me. If you do, create a [Dragon Shade 5/5/5] Illusion token"
        + " in target Expedition, then it gains [[Anchored]].",
        "Quando ottengo il mio terzo segnalino Prova — Sacrificami. Se lo fai, crea una pedina Illusione"
        + " [Spirito del Drago 5/5/5] in una spedizione bersaglio, poi ottiene [[Ancorato]].");
    same("{H} You may have me gain [[Fleeting]].", "{H} Puoi farmi ottenere [[Fugace]].");
  }

  @Test
  void wordingsThatMeanTheSameCompareEqual() {
    // "Up to one target X gains" and "You may have target X gain" (dev.altered.ast.Normalizer).
    same("{H} You may have target Character gain [[Asleep]].",
        "{H} Fino a un personaggio bersaglio ottiene [[Dormiente]].",
        "{H} Puoi far ottenere [[Dormiente]] a un personaggio bersaglio.");
    same("Target Expedition moves forward one region.", "Una spedizione bersaglio avanza di una regione.",
        "Una spedizione bersaglio avanza una regione.");
  }

  @Test
  void aDifferentNumberOrAMandatoryStepIsADifferentAst() {
    assertDiffersFromEnglish(Language.IT, "Target Character gains 3 boosts.",
        "Un personaggio bersaglio ottiene 2 rinforzi.");
    assertDiffersFromEnglish(Language.IT, "{J} You may exhaust target card in Reserve.",
        "{J} Consuma una carta bersaglio nella Riserva.");
  }

  @Test
  void anUnknownWordIsAPositionedError() {
    ParseError e = error(Language.IT, "Un personaggio bersaglio ottiene 3 volpi.");
    assertEquals(1, e.line());
    assertTrue(e.column() > 20, e.toString());
    assertTrue(e.message().contains("volpi"), e.message());
  }
}
