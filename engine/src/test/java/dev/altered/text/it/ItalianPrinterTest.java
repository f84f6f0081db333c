package dev.altered.text.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.romance.Romance;
import org.junit.jupiter.api.Test;

/** The Italian printer: the English meaning in the Italian templating, which the Italian front-end reads back. */
class ItalianPrinterTest {
  private static void prints(String english, String italian) {
    Ability ast = Romance.ast(Language.EN, english);
    assertEquals(italian, ItalianPrinter.INSTANCE.print(ast));
    assertEquals(ast, Romance.ast(Language.IT, italian), () -> "'" + italian + "' does not read back");
  }

  @Test
  void prepositionsJoinTheirArticleAndArticlesElideBeforeAVowel() {
    assertEquals("nella tua Riserva, del mazzo, all'area del mana, dall'eroe, gli avversari, un'altra carta",
        ItalianPrinter.contract("in la tua Riserva, di il mazzo, a la area di il mana, da il eroe, i avversari,"
            + " una altra carta"));
    // "una" before a preposition is the pronoun "one", which keeps its vowel.
    assertEquals("Mettine una nella tua mano", ItalianPrinter.contract("Mettine una in la tua mano"));
  }

  @Test
  void rule_6_3_triggersAndStepsInTheOfficialTemplating() {
    prints("{J} Target Character gains 2 boosts.", "{J} Un personaggio bersaglio ottiene 2 rinforzi.");
    prints("When you play a Spell — I gain 1 boost.", "Quando giochi un incantesimo — Ottengo 1 rinforzo.");
    prints("{J} Send target Character to Reserve.", "{J} Manda nella Riserva un personaggio bersaglio.");
    prints("At Night — I lose 1 boost.", "Di notte — Perdo 1 rinforzo.");
  }

  @Test
  void rule_5_3_costsAreImperatives() {
    prints("{T}, Spend 4 of my Food counters: Draw a card.",
        "{T}, spendi 4 dei miei segnalini Cibo: Pesca una carta.");
  }

  @Test
  void causativesNameTheDoerAfterA() {
    prints("{H} You may have target Character gain [[Asleep]].",
        "{H} Puoi far ottenere [[Dormiente]] a un personaggio bersaglio.");
  }

  @Test
  void rule_6_2_replacementsSayStaPerAndInvece() {
    prints("If I would gain [[Asleep]], I gain [[Anchored]] instead.",
        "Se sto per ottenere [[Dormiente]], ottengo invece [[Ancorato]].");
    prints("If my Expedition would move forward, it moves forward one more region instead.",
        "Se la mia spedizione sta per avanzare, invece, avanza di una regione in più.");
  }

  @Test
  void possessivesAndStatisticsAgreeWithTheirNoun() {
    prints("The {V}, {M} and {O} of Characters in my Expedition are equal to their highest statistic.",
        "{V}, {M} e {O} dei personaggi nella mia spedizione sono pari alla loro statistica più alta.");
    prints("{I} When another Character joins your Expeditions — I gain 1 boost, up to a max of 2.",
        "{I} Quando un altro personaggio si unisce alle tue spedizioni — Ottengo 1 rinforzo, fino a un max di 2.");
  }
}
