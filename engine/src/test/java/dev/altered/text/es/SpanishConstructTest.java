package dev.altered.text.es;

import static dev.altered.text.romance.Romance.assertDiffersFromEnglish;
import static dev.altered.text.romance.Romance.assertSameAsEnglish;
import static dev.altered.text.romance.Romance.error;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.text.ParseError;
import org.junit.jupiter.api.Test;

/** Spanish constructs, each read into the AST the English card text gives (Complete Rules sections named). */
class SpanishConstructTest {
  private static void same(String english, String... spanish) {
    assertSameAsEnglish(Language.ES, english, spanish);
  }

  @Test
  void rule_7_3_gainsAndDrawsWithTheirInflections() {
    same("Target Character gains 3 boosts.", "Un personaje objetivo gana 3 potenciadores.");
    same("{R} I gain 2 boosts.", "{R} Gano 2 potenciadores.");
    same("{H} Draw a card.", "{H} Roba una carta.");
    same("Draw two cards.", "Roba dos cartas.");
  }

  @Test
  void rule_6_3_triggersBySymbolAndByEvent() {
    same("When you sacrifice a Character — I gain 2 boosts.",
        "Cuando sacrifiques un personaje — Gano 2 potenciadores.");
    same("When a Character you control gains [[Fleeting]] — I gain 1 Trial counter.",
        "Cuando un personaje que controles gane [[Fugacidad]] — Gano 1 contador de ordalía.");
    same("At Noon — [Exhausted Resupply].", "Al mediodía — [Reabastece y agota].");
    same("{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.",
        "{J} Crea una ficha de soldado [Recluta de Ordis 1/1/1] en mi expedición.");
  }

  @Test
  void rule_5_3_quickActionsWithCosts() {
    same("{T} : I gain 2 Kelon counters.", "{T}: Gano 2 contadores de kelón.");
    same("{T}, Spend 3 of my Food counters: [Resupply].", "{T}, Gastar 3 de mis contadores de comida: [reabastece].");
  }

  @Test
  void rule_6_5_c_optionalStepsAndConditions() {
    same("{J} You may exhaust target card in Reserve.", "{J} Puedes agotar una carta objetivo en reserva.");
    same("{R} If your hand is empty, draw a card.", "{R} Si tu mano está vacía, roba una carta.");
    same("{J} If my Expedition is behind, I gain 1 boost.", "{J} Si mi expedición va por detrás, gano 1 potenciador.");
    same("{J} Sacrifice another Robot or Permanent. If you can't, sacrifice me.",
        "{J} Sacrifica otro robot o permanente. Si no puedes, sacrifícame.");
  }

  @Test
  void objectPhrasesWithFiltersAndComparisons() {
    same("Discard target Permanent with Hand Cost {4} or more.",
        "Descarta un permanente objetivo con coste desde la mano de {4} o más.");
    // "igual o inferior a {3}" is "{3} or less".
    same("Discard target Permanent with Hand Cost {3} or less.",
        "Descarta un permanente objetivo con coste desde la mano de {3} o menos.",
        "Descarta un permanente objetivo con coste desde la mano igual o inferior a {3}.");
    same("Discard target [[Boosted]] Character.", "Descarta un personaje [[potenciado]] objetivo.");
    same("Discard up to two targets, Characters or Permanents.",
        "Descarta hasta dos objetivos, personajes o permanentes.");
  }

  @Test
  void rule_7_3_28_dieRolls() {
    same("{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost.",
        "{J} Tira un dado. Si sacas 4+, gano 2 potenciadores. Si sacas 1-3, gano 1 potenciador.");
  }

  @Test
  void putAndSendWithTheDestinationBeforeOrAfterTheObject() {
    same("{H} You may send target Character to Reserve.",
        "{H} Puedes enviar a la reserva un personaje objetivo.",
        "{H} Puedes enviar un personaje objetivo a la reserva.");
    same("{J} Return target Character to its owner's hand.",
        "{J} Devuelve a la mano de su propietario un personaje objetivo.",
        "{J} Devuelve un personaje objetivo a la mano de su propietario.");
  }

  @Test
  void cliticsOnImperativesAndInfinitives() {
    same("When I gain my third Trial counter — Sacrifice me. If you do, create a [Dragon Shade 5/5/5] Illusion token"
        + " in target Expedition, then it gains [[Anchored]].",
        "Cuando gane mi tercer contador de ordalía — Sacrifícame. Si lo haces, crea una ficha de ilusión"
        + " [Dragón del eco 5/5/5] en una expedición objetivo y luego gana [[Anclaje]].");
  }

  @Test
  void wordingsThatMeanTheSameCompareEqual() {
    // "Up to one target X gains" and "You may have target X gain" (dev.altered.ast.Normalizer).
    same("{H} You may have target Character gain [[Asleep]].",
        "{H} Puedes hacer que un personaje objetivo gane [[Sueño]].",
        "{H} Hasta un personaje objetivo gana [[Sueño]].");
    // Synonyms the official texts use: tirar/lanzar, retirar/quitar, y luego / , luego.
    same("Roll a die.", "Tira un dado.", "Lanza un dado.");
    same("Draw a card, then I gain 1 boost.", "Roba una carta y luego gano 1 potenciador.",
        "Roba una carta, luego gano 1 potenciador.");
    // "entre cualquier número de personajes" is "among any Characters" (dev.altered.ast.Normalizer).
    same("{T}, Spend 3 of my Sap counters: Distribute 3 boosts among any Characters in Reserve.",
        "{T}, gastar 3 de mis contadores de savia: distribuye 3 potenciadores entre cualquier número de personajes en"
        + " reserva.");
    // A Mana zone said with no owner is yours.
    same("{J} You may put a card from your Reserve in your Mana zone (as an exhausted Mana Orb).",
        "{J} Puedes colocar una carta de tu reserva en la zona de maná (como orbe de maná agotado).",
        "{J} Puedes colocar una carta de tu reserva en tu zona de maná (como orbe de maná agotado).");
  }

  @Test
  void aDifferentNumberOrAMandatoryStepIsADifferentAst() {
    assertDiffersFromEnglish(Language.ES, "Target Character gains 3 boosts.",
        "Un personaje objetivo gana 2 potenciadores.");
    assertDiffersFromEnglish(Language.ES, "Draw a card, then you may put me in your Mana zone.",
        "Roba una carta y luego colócame en tu zona de maná.");
  }

  @Test
  void anUnknownWordIsAPositionedErrorInSpanishTerms() {
    ParseError e = error(Language.ES, "Un personaje objetivo gana 3 zorros.");
    assertEquals(1, e.line());
    assertTrue(e.column() > 20, e.toString());
    assertTrue(e.message().contains("zorros"), e.message());
  }
}
