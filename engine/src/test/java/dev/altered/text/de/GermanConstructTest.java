package dev.altered.text.de;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Sentence;
import dev.altered.ast.Step;
import dev.altered.card.Language;
import dev.altered.text.ParseError;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * German constructs, each read into the AST its English wording gives (rules sections 6 and 7): word order around the
 * verb (verb-second, verb-first after a condition, verb-last in a subordinate clause, separable verbs), compounds
 * (counters, tokens, zones), cases (dative objects, genitive owners), and wordings that differ from English but mean
 * the same. The sentences are written in the cards' templating, not taken from the dev sets.
 */
class GermanConstructTest {
  private static Ability de(String text) {
    ParsedAbility parsed = TextReader.readAbility(Language.DE, text);
    if (!parsed.ok()) {
      fail("did not parse: " + text + "\n  " + parsed.error().get());
    }
    return parsed.ast().get();
  }

  private static Ability en(String text) {
    ParsedAbility parsed = TextReader.readAbility(Language.EN, text);
    if (!parsed.ok()) {
      fail("English did not parse: " + text + "\n  " + parsed.error().get());
    }
    return parsed.ast().get();
  }

  private static void same(String english, String german) {
    assertEquals(en(english), de(german), () -> "German reads differently from English: " + german);
  }

  @ParameterizedTest(name = "6.5 verb-first after a condition: {1}")
  @CsvSource(delimiter = '|', value = {
      "If you control a Robot, draw a card. | Falls du einen Roboter kontrollierst, ziehe eine Karte.",
      "If you control a Robot, I gain 2 boosts. | Falls du einen Roboter kontrollierst, erhalte ich 2 Verstärkungen.",
      "If I have 3 or more boosts, I gain [[Anchored]]. | Falls ich 3 oder mehr Verstärkungen habe, erhalte ich [[Verankert]].",
      "{J} If you control two or more Robots, I gain 2 boosts. | {J} Falls du zwei oder mehr Roboter kontrollierst, erhalte ich 2 Verstärkungen.",
      "{J} If my Expedition is ahead, draw a card. | {J} Falls meine Expedition vorne liegt, ziehe eine Karte.",
      "{J} If my Expedition is behind, I gain 1 boost. | {J} Falls meine Expedition hinten liegt, erhalte ich 1 Verstärkung.",
  })
  void verbFirstAfterACondition(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "verb-second and verb-last: {1}")
  @CsvSource(delimiter = '|', value = {
      "Characters you control gain 1 boost. | Charaktere, die du kontrollierst, erhalten 1 Verstärkung.",
      "Characters you control have [Defender]. | Charaktere, die du kontrollierst, haben [Verteidiger].",
      "When you play a Spell — I gain 1 boost. | Wenn du einen Zauber spielst — Ich erhalte 1 Verstärkung.",
      "When I leave the Expedition zone — Draw a card. | Wenn ich die Expeditionszone verlasse — Ziehe eine Karte.",
      "At Dusk — I gain 1 boost. | Zum Abend — Ich erhalte 1 Verstärkung.",
      "{J} Target opponent discards a card. | {J} Ein Gegner deiner Wahl legt eine Karte ab.",
      "{J} Each player draws a card. | {J} Jeder Spieler zieht eine Karte.",
  })
  void verbSecondInMainAndVerbLastInSubordinateClauses(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "7.3 separable and multi-word verbs: {1}")
  @CsvSource(delimiter = '|', value = {
      "{J} Draw two cards, then discard a card. | {J} Ziehe zwei Karten und lege dann eine Karte ab.",
      "{J} Discard target Character. | {J} Lege einen Charakter deiner Wahl ab.",
      "{J} Discard me. | {J} Lege mich ab.",
      "{J} Return target Character to its owner's hand. | {J} Schicke einen Charakter deiner Wahl auf die Hand seines Besitzers zurück.",
      "{J} Look at the top three cards of your deck. | {J} Sieh dir die obersten drei Karten deines Decks an.",
      "{J} You may give 2 boosts to target Character. | {J} Du darfst einem Charakter deiner Wahl 2 Verstärkungen geben.",
  })
  void separableVerbsCloseTheClause(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "compounds: {1}")
  @CsvSource(delimiter = '|', value = {
      "{J} I gain 2 Scrap counters. | {J} Ich erhalte 2 Schrottzähler.",
      "{J} Create a [Brassbug 2/2/2] Robot token in my Expedition. | {J} Erschaffe eine [Blechkäfer 2/2/2]-Robotermarke in meiner Expedition.",
      "{J} Create two [Brassbug 2/2/2] Robot tokens in my Expedition. | {J} Erschaffe zwei [Blechkäfer 2/2/2]-Robotermarken in meiner Expedition.",
      "{J} Put the top card of your deck in your Mana zone (as an exhausted Mana Orb). | {J} Lege die oberste Karte deines Decks in deine Manazone (als erschöpfte Manakugel).",
      "{J} Target Character with Hand Cost {3} or less gains 1 boost. | {J} Ein Charakter deiner Wahl mit Handkosten {3} oder weniger erhält 1 Verstärkung.",
  })
  void compoundsNameCountersTokensZonesAndStatistics(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "7.3 keyword actions: {1}")
  @CsvSource(delimiter = '|', value = {
      "{J} Target Character gains 2 boosts. | {J} Ein Charakter deiner Wahl erhält 2 Verstärkungen.",
      "{J} Target Character loses [[Fleeting]]. | {J} Ein Charakter deiner Wahl verliert [[Vergänglich]].",
      "{J} Target Character gains [[Asleep]]. | {J} Ein Charakter deiner Wahl erhält [[Schlafend]].",
      "{J} Sacrifice a Character. | {J} Opfere einen Charakter.",
      "{J} Exhaust target Character. | {J} Erschöpfe einen Charakter deiner Wahl.",
      "{J} [Resupply]. | {J} [Nachschub].",
      "{J} [Sabotage]. | {J} [Sabotage].",
      "{J} My Expedition moves forward one region. | {J} Meine Expedition bewegt sich eine Region vorwärts.",
      "{J} Target Expedition moves backwards one region. | {J} Eine Expedition deiner Wahl bewegt sich eine Region zurück.",
      "{J} Double the number of boosts on target Character. | {J} Verdopple die Anzahl an Verstärkungen auf einem Charakter deiner Wahl.",
      "{J} Up to two target Characters gain 1 boost. | {J} Bis zu zwei Charaktere deiner Wahl erhalten 1 Verstärkung.",
      "{2}, {T} : Target Character gains 1 boost. | {2}, {T} : Ein Charakter deiner Wahl erhält 1 Verstärkung.",
      "{J} Roll a die. On a: • 4+, draw a card. • 1-3, discard a card. | {J} Würfle einmal: • Bei 4+ ziehe eine Karte. • Bei 1—3 lege eine Karte ab.",
  })
  void keywordActions(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "7.3.1 activation limits: {1}")
  @CsvSource(delimiter = '|', value = {
      "{T} : I gain 1 boost. Activate this only once per turn. | {T} : Ich erhalte 1 Verstärkung. Du kannst dies nur einmal pro Runde aktivieren.",
      "{T} : I gain 1 boost. Activate this only twice per day. | {T} : Ich erhalte 1 Verstärkung. Du kannst dies nur zweimal pro Tag aktivieren.",
      "{T} : [After You]. You can only activate this if you are the first player. | {T} : [Nach dir]. Du kannst dies nur aktivieren, falls du der Startspieler bist.",
  })
  void activationLimits(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "a relative clause before a sentence's comma stays on the fast SLL stage: {0}")
  @CsvSource(delimiter = '|', value = {
      "Wenn du einen Charakter spielst — Falls er in einem Gelände ist, wo seine Basisstatistik 0 ist, erhalte ich 1 Prüfungszähler.",
      "{J} Für jede Bleibende Karte, die du kontrollierst, darfst du ihre {j} Fähigkeiten aktivieren.",
      "{J} Falls ein Charakter, den du kontrollierst, [[Schlafend]] ist, ziehe eine Karte.",
  })
  void relativeClauseBeforeTheCommaOfTheSentence(String german) {
    de(german);
    assertTrue(GermanFrontEnd.syntax().parsesWithSll(TextReader.readAbility(Language.DE, german).text()), german);
  }

  @ParameterizedTest(name = "7.5.9 join, 'sich' before or after the subject: {1}")
  @CsvSource(delimiter = '|', value = {
      "When another Character joins my Expedition — It gains 1 boost. | Wenn ein anderer Charakter sich meiner Expedition anschließt — Er erhält 1 Verstärkung.",
      "When another Character joins my Expedition — It gains 1 boost. | Wenn sich ein anderer Charakter meiner Expedition anschließt — Er erhält 1 Verstärkung.",
      "When another Character joins your Expedition — I gain 1 boost. | Wenn sich ein anderer Charakter deiner Expedition anschließt — Ich erhalte 1 Verstärkung.",
  })
  void joinWithSichBeforeOrAfterTheSubject(String english, String german) {
    same(english, german);
  }

  @Test
  void whatUndJoinsToAnOptionalStepIsPartOfTheOption() {
    // 6.5.c: "You may play me for free and I gain [[Asleep]]": both steps are the option.
    same("When I go to Reserve from your hand — You may play me for free and I gain [[Asleep]].",
        "Wenn ich aus deiner Hand in die Reserve gehe — Du darfst mich kostenlos spielen und ich erhalte [[Schlafend]].");
    Ability a = de("{J} Du darfst eine Karte ziehen und ich erhalte 1 Verstärkung.");
    Step.May may = assertInstanceOf(Step.May.class, onlyStep(a));
    assertEquals(2, may.steps().size());
  }

  @Test
  void aLoneResultWithNoRollBeforeItIsAConditionOnTheResult() {
    same("When you roll one or more dice — If the result is 6+, draw a card.",
        "Wenn du einen oder mehrere Würfel wirfst — Bei 6+ ziehe eine Karte.");
    // After a roll, the results stay results (7.3.28).
    Ability roll = de("{J} Würfle einmal. Bei 4+ ziehe eine Karte.");
    Sentence last = ((Ability.Reaction) roll).effect().sentences().get(1);
    assertInstanceOf(Sentence.OnResult.class, last);
  }

  @Test
  void fromMyExpeditionNamesTheCardsInIt() {
    same("{J} Sacrifice a Character in my Expedition.", "{J} Opfere einen Charakter aus meiner Expedition.");
  }

  @Test
  void allOfYourExpeditionsInAConditionIsEachOfThem() {
    same("Choose one. If each of your Expeditions is behind or tied, you may choose both: • Draw a card. • [Resupply].",
        "Wähle eine Aktion. Falls alle deine Expeditionen hinten liegen oder gleichauf sind, kannst du beide wählen: "
            + "• Ziehe eine Karte. • [Nachschub].");
    Ability en = en("If all of your Expeditions are behind or tied, draw a card.");
    Condition.InPosition c = assertInstanceOf(Condition.InPosition.class,
        ((Sentence.If) ((Ability.SpellEffect) en).effect().sentences().get(0)).condition());
    assertEquals(en("If each of your Expeditions is behind or tied, draw a card."), en);
    assertTrue(c.anyOf().size() == 2);
  }

  @Test
  void targetsCharactersOrPermanentsIsATargetPhrase() {
    same("Discard up to two targets, Characters or Permanents.",
        "Lege bis zu zwei Charaktere oder Bleibende Karten deiner Wahl ab.");
    assertEquals(en("Discard up to two target Characters or Permanents."),
        en("Discard up to two targets, Characters or Permanents."));
  }

  @Test
  void yourReserveAsWhereACardGoesIsTheReserve() {
    // 1.4.3.a: a card goes to its owner's Reserve; "in deine Reserve" names no other one than "in die Reserve".
    same("{T} : Draw a card, then put a card from your hand in Reserve.",
        "{T} : Ziehe eine Karte und lege dann eine Karte aus deiner Hand in deine Reserve.");
    same("{T} : Draw a card, then put a card from your hand in Reserve.",
        "{T} : Ziehe eine Karte und lege dann eine Karte aus deiner Hand in die Reserve.");
    // The owner of another zone still counts: "in die Hand ihres Besitzers" is not "in deine Hand".
    assertTrue(!de("Schicke einen Charakter deiner Wahl in die Hand seines Besitzers zurück.")
        .equals(de("Schicke einen Charakter deiner Wahl auf deine Hand zurück.")));
  }

  @Test
  void cardsOneHasInOnesReserveAreTheCardsOneHasInReserve() {
    same("{J} If you have less cards in Reserve than target opponent, draw a card.",
        "{J} Falls du weniger Karten in deiner Reserve hast als ein Gegner deiner Wahl, ziehe eine Karte.");
    same("{J} If you have two or more cards in Reserve, draw a card.",
        "{J} Falls du mindestens zwei Karten in der Reserve hast, ziehe eine Karte.");
  }

  @Test
  void aWrongCaseOrNumberIsAPositionedError() {
    ParsedAbility parsed = TextReader.readAbility(Language.DE, "{J} Erschaffe eine [Blechkäfer 2/2/2]-Robotermarken.");
    assertTrue(parsed.error().isPresent());
    ParseError e = parsed.error().get();
    assertTrue(e.message().contains("-marke"), e::message);
  }

  private static Step onlyStep(Ability a) {
    Sentence s = ((Ability.Reaction) a).effect().sentences().get(0);
    Sentence.Steps steps = assertInstanceOf(Sentence.Steps.class, s);
    assertEquals(1, steps.steps().size());
    return steps.steps().get(0);
  }
}
