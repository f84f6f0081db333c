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
  void rule_7_2_4_aVerbWithNoSubjectAfterEachPlayerGoesOnWithEachPlayer() {
    // "pesca" is both the imperative and the third person: after "Ogni giocatore", it is each player who draws.
    same("{H} Each player discards their hand, then draws three cards.",
        "{H} Ogni giocatore scarta la sua mano, poi pesca tre carte.");
    same("{H} Discard a card, then draw three cards.", "{H} Scarta una carta, poi pesca tre carte.");
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
  void thePartitiveNeSaysNothingTheNumberDoesNot() {
    // "mettine una", "creane solo una": put one (of them), create only one.
    same("Reveal the top three cards of your deck. Put one in your hand and discard the others.",
        "Rivela le prime tre carte del tuo mazzo. Mettine una nella tua mano e scarta le altre.",
        "Rivela le prime tre carte del tuo mazzo. Tienine una in mano e scarta le altre.");
    same("{J} If you control two or more Permanents, create two [Ordis Recruit 1/1/1] Soldier tokens in my"
        + " Expedition. Otherwise, create only one.",
        "{J} Se controlli due o più permanenti, crea due pedine Soldato [Recluta Ordis 1/1/1] nella mia"
        + " spedizione. Altrimenti, creane solo una.");
  }

  @Test
  void rule_6_5_c_causativesWithTheDoerBeforeOrAfterWhatItGains() {
    // "far ottenere a X 1 rinforzo" and "far ottenere 1 rinforzo a X" say the same.
    same("{H} You may have target Character gain 1 boost.",
        "{H} Puoi far ottenere a un personaggio bersaglio 1 rinforzo.",
        "{H} Puoi far ottenere 1 rinforzo a un personaggio bersaglio.");
    same("{H} You may have target Character lose [[Fleeting]].",
        "{H} Puoi far perdere a un personaggio bersaglio [[Fugace]].",
        "{H} Puoi far perdere [[Fugace]] a un personaggio bersaglio.");
    // A player's verb: "far pescare due carte a un avversario bersaglio" (that player draws).
    same("{H} You may target an opponent, they draw two cards.",
        "{H} Puoi far pescare due carte a un avversario bersaglio.");
    same("{H} You may target an opponent, they discard a card.",
        "{H} Puoi far scartare una carta a un avversario bersaglio.");
  }

  @Test
  void notPayingTheCostIsBeingFree() {
    same("{T} : The next Character you play this turn is free.",
        "{T}: Non paghi il costo del prossimo personaggio che giochi in questo turno.");
  }

  @Test
  void statisticsSetWithHaveOrAsTheSubject() {
    // "I personaggi ... hanno {V}, {M} e {O} pari a 3" and "{V}, {M} e {O} dei personaggi ... sono pari a 3".
    same("The {V}, {M} and {O} of Characters you control are equal to 3.",
        "I personaggi che controlli hanno {V}, {M} e {O} pari a 3.",
        "{V}, {M} e {O} dei personaggi che controlli sono pari a 3.");
    same("The {V}, {M} and {O} of other Characters in my Expedition are equal to 2.",
        "{V}, {M} e {O} degli altri personaggi nella mia spedizione sono pari a 2.");
  }

  @Test
  void thatOfNamesTheSameStatisticOfAnotherObject() {
    same("Discard target Character with Reserve Cost less than or equal to the Reserve Cost of a Character you"
        + " control.",
        "Scarta un personaggio bersaglio con costo dalla Riserva pari o inferiore a quello di un personaggio che"
        + " controlli.",
        "Scarta un personaggio bersaglio con costo dalla Riserva pari o inferiore al costo dalla Riserva di un"
        + " personaggio che controlli.");
    // "il numero dei miei segnalini": compared with my number of counters.
    same("When you play a Character with Hand Cost greater than or equal to my number of Kelon counters — I gain 1"
        + " boost.",
        "Quando giochi un personaggio con costo dalla mano pari o superiore al numero dei miei segnalini Kelon —"
        + " Ottengo 1 rinforzo.");
    // "il costo dalla mano" after a card is named: its Hand Cost.
    same("When you reveal a card this way — If its Reserve Cost is equal to the die's result, discard it.",
        "Quando riveli una carta in questo modo — Se il costo dalla Riserva è pari al risultato dei dadi, scartala.",
        "Quando riveli una carta in questo modo — Se il suo costo dalla Riserva è pari al risultato del dado,"
        + " scartala.");
  }

  @Test
  void rule_2_2_12_limitsAndSupportCounters() {
    same("{I} All Reserve limits are increased by two.", "{I} Tutti i limiti della Riserva sono aumentati di due.");
    same("The Support abilities of Characters in Reserve can give them 2 more counters than their maximum.",
        "Le abilità di supporto dei personaggi nella Riserva possono conferire loro 2 segnalini in più rispetto al"
        + " numero massimo.");
    same("Cards in Reserve with counters can't gain counters.",
        "Le carte nella Riserva con dei segnalini non possono ottenerne altri.",
        "Le carte nella Riserva con dei segnalini non possono ottenere segnalini.");
  }

  @Test
  void costChangesWithTheirConditionsAndMinimum() {
    same("I cost {1} less to play in an Expedition with no Characters.",
        "Costo {1} in meno se mi giochi in una spedizione senza personaggi.");
    same("Characters played from Reserve cost {2} less, down to a minimum of {1}.",
        "I personaggi giocati dalla Riserva costano {2} in meno, con un costo minimo di {1}.",
        "I personaggi giocati dalla Riserva costano {2} in meno, con un minimo di {1}.",
        "I personaggi giocati dalla Riserva costano {2} in meno, fino a un minimo di {1}.");
  }

  @Test
  void rule_6_2_insteadBeforeTheDistance() {
    // "avanza invece di due regioni in più": "di" is the distance here, not "instead of".
    same("If your Expedition would move forward, it moves forward two more regions instead.",
        "Se la tua spedizione sta per avanzare, avanza invece di due regioni in più.",
        "Se la tua spedizione sta per avanzare, invece, avanza di due regioni in più.");
  }

  @Test
  void playersAndNumbersInRelativeClauses() {
    // "che controlla" is they control; "qualsiasi personaggio" is any number of Characters.
    same("Each player chooses a Character they control. It gains [[Asleep]].",
        "Ogni giocatore sceglie un personaggio che controlla. Ottiene [[Dormiente]].");
    same("{J} Distribute 2 boosts among any Characters you control.",
        "{J} Distribuisci 2 rinforzi tra qualsiasi personaggio che controlli.");
    // "meno carte di un avversario bersaglio nella Riserva": the place is the cards'.
    same("{J} If you have less cards in Reserve than target opponent, draw a card.",
        "{J} Se hai meno carte di un avversario bersaglio nella Riserva, pesca una carta.");
    // "la prossima Canzone o il prossimo Artista": the next Song or Artist.
    same("{T} : The next Song or Artist you play this turn gains 1 boost.",
        "{T}: la prossima Canzone o il prossimo Artista che giochi in questo turno ottiene 1 rinforzo.");
  }

  @Test
  void placesNamedTwoWaysAreTheSamePlace() {
    // "nei tuoi fulcri" next to a zone is the Landmark zone; "e di quelli nella tua Riserva" repeats the noun.
    same("At Night — You may spend 1 counter from a card in your hand or Landmarks to draw a card.",
        "Di notte — Puoi spendere 1 segnalino di una carta nella tua mano o nei tuoi fulcri per pescare una carta.");
    same("Double the number of boosts on each Character in my Expedition and in your Reserve.",
        "Raddoppia il numero di rinforzi di ogni personaggio nella mia spedizione e di quelli nella tua Riserva.");
    same("When I leave the Expedition zone, for each of my boosts — Draw a card.",
        "Quando lascio l'area delle spedizioni, per ogni mio rinforzo — Pesca una carta.");
    same("{H} Target an Expedition that's ahead. Each of its Characters gains 1 boost.",
        "{H} Scegli come bersaglio una spedizione in testa. Ciascuno dei suoi personaggi ottiene 1 rinforzo.");
  }

  @Test
  void theCardJustNamedAndEncliticsOnInfinitives() {
    same("Reveal the top card of your deck. If it's a Character, draw it.",
        "Rivela la prima carta del tuo mazzo. Se è un personaggio, pesca la carta.",
        "Rivela la prima carta del tuo mazzo. Se è un personaggio, pescala.");
    same("{J} You may play it for free or put it into your hand.",
        "{J} Puoi giocarla senza pagarne il costo o aggiungerla alla tua mano.",
        "{J} Puoi giocarla senza pagarne il costo o metterla nella tua mano.");
  }

  @Test
  void anUnknownWordIsAPositionedError() {
    ParseError e = error(Language.IT, "Un personaggio bersaglio ottiene 3 volpi.");
    assertEquals(1, e.line());
    assertTrue(e.column() > 20, e.toString());
    assertTrue(e.message().contains("volpi"), e.message());
  }
}
