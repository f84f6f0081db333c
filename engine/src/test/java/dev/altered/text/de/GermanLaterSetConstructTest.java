package dev.altered.text.de;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The constructs the later sets (CYCLONE, DUSTER) brought, each read from real German card text into the AST of the
 * card's English text: names of the rules' vocabulary (statuses, costs, regions, players, tokens) composed as English
 * composes them.
 */
class GermanLaterSetConstructTest {
  private static Ability read(Language language, String text) {
    ParsedAbility parsed = TextReader.readAbility(language, text);
    if (!parsed.ok()) {
      fail(language + " did not parse: " + text + "\n  " + parsed.error().get());
    }
    return parsed.ast().get();
  }

  private static void same(String english, String german) {
    assertEquals(read(Language.EN, english), read(Language.DE, german),
        () -> "German reads differently from English: " + german);
  }

  @ParameterizedTest(name = "7.3.3 [Ascend] as a predicate, 7.3.6 'läuft über', 7.3.29 [Forcieren]: {1}")
  @CsvSource(delimiter = '|', value = {
      "{R} My Expedition [Ascends]. | {R} Meine Expedition ist [Aufsteigend].",
      "Both of your Expeditions [Ascend]. | Deine beiden Expeditionen sind [Aufsteigend].",
      "{J} You may pay {1}. If you do, I gain 1 boost and my Expedition [Ascends]. | {J} Du darfst {1} bezahlen. Falls du das tust, erhalte ich 1 Verstärkung und meine Expedition ist [Aufsteigend].",
      "Target Character defects. | Ein Charakter deiner Wahl läuft über.",
      "Up to three target token Characters defect. | Bis zu drei Marken-Charaktere deiner Wahl laufen über.",
      "{J} You may [Rush] to give me 1 boost. | {J} Du darfst [Forcieren] nutzen, um mir 1 Verstärkung zu geben.",
  })
  void keywordActionsDoneByObjectsAndRush(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "2.4 statuses printed unbracketed: {1}")
  @CsvSource(delimiter = '|', value = {
      "If my Expedition is Ascended, I am [Eternal]. | Falls meine Expedition Aufgestiegen ist, bin ich [Ewig].",
      "{T}: Target Character in an Ascended Expedition gains 1 boost. | {T}: Ein Charakter deiner Wahl in einer Aufgestiegenen Expedition erhält 1 Verstärkung.",
      "Target non-Fleeting Character gains 2 boosts and [[Fleeting]]. | Ein nicht-Vergänglicher Charakter deiner Wahl erhält 2 Verstärkungen und [[Vergänglich]].",
  })
  void statusesAsAdjectivesAndPredicates(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "7.3.5.b a token by its name alone, in the Landmarks: {1}")
  @CsvSource(delimiter = '|', value = {
      "{R} Create an [Aerolith] token in your Landmarks. | {R} Erschaffe eine [Aerolit]-Marke in deinem Wahrzeichen-Bereich.",
      "{H} Create an [Aerolith] token in target player's Landmarks. | {H} Erschaffe eine [Aerolit]-Marke im Wahrzeichen-Bereich eines Spielers deiner Wahl.",
      "{J} Create three [Manaseed] tokens in your Landmarks. Then, I gain 1 boost per card in your Landmarks. | {J} Erschaffe drei [Manasaaten]-Marken in deinem Wahrzeichen-Bereich. Dann, erhalte ich 1 Verstärkung pro Karte in deinem Wahrzeichen-Bereich.",
      "{H} Create a [Manaseed] token in another target player's Landmarks. | {H} Erstelle eine [Manasaaten]-Marke im Wahrzeichen-Bereich eines anderen Spielers deiner Wahl.",
      "{H} Create a [Mana Moth 2/2/2] Illusion token in an opponent's Expedition, then draw a card. | {H} Erschaffe eine [Mana-Motte 2/2/2]-Illusionsmarke in einer gegnerischen Expedition, ziehe dann eine Karte.",
  })
  void tokensByNameInTheLandmarks(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "4.2.3.c passing, 4.2.1.b the first player: {1}")
  @CsvSource(delimiter = '|', value = {
      "{R} You may immediately pass. | {R} Du darfst sofort passen.",
      "When you pass first — I gain 1 boost. | Wenn du zuerst passt — Ich erhalte 1 Verstärkung.",
      "{H} If you are first player, target player becomes first player. | {H} Falls du der Startspieler bist, wird ein Spieler deiner Wahl Startspieler.",
      "{H} If your opponent is first player, you become first player. | {H} Falls dein Gegner der Startspieler ist, wirst du der Startspieler.",
  })
  void passingAndTheFirstPlayer(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "2.2.9 Base Cost, 6.4 cost changes: {1}")
  @CsvSource(delimiter = '|', value = {
      "When I leave the Expedition zone — You may play a Character with Base Cost {2} or less for free. | Wenn ich die Expeditionszone verlasse — Du darfst einen Charakter mit Basiskosten {2} oder weniger kostenlos spielen.",
      "Target opponent sacrifices the Character or Permanent they control with the highest Base Cost. | Ein Gegner deiner Wahl opfert den Charakter oder die Bleibende Karte mit den höchsten Basiskosten, den/die er kontrolliert.",
      "{H} Pay {7} less for the next Spell you play this Afternoon. | {H} Zahle {7} weniger für den nächsten Zauber, den du an diesem Nachmittag spielst.",
      "{D} : Pay {1} less for the next Spell you play this turn, down to a minimum of {1}. | {D} : Zahle {1} weniger für den nächsten Zauber, den du in dieser Runde spielst, aber mindestens {1}.",
  })
  void baseCostAndCostChanges(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "7.5.2 facing: {1}")
  @CsvSource(delimiter = '|', value = {
      "{J} If I'm facing a Character, I gain 1 boost. | {J} Falls ich einem Charakter gegenüberstehe, erhalte ich 1 Verstärkung.",
      "I am [Defender] unless I'm facing two or more Characters. | Ich bin [Verteidiger], es sei denn, ich stehe mindestens zwei Charakteren gegenüber.",
      "{H} If I'm facing an Expedition in {O}, [Sabotage]. | {H} Falls ich einer Expedition in {O} gegenüberstehe, [Sabotage].",
      "When a Character joins the Expedition facing me — If I'm facing only one Character, [Resupply]. | Wenn sich ein Charakter der mir gegenüberstehenden Expedition anschließt — Falls ich nur einem Charakter gegenüberstehe, [Nachschub].",
      "When one or more of your Ascended Expeditions moves forward — If there is no Character facing it, draw a card. | Wenn sich mindestens eine deiner Aufgestiegenen Expeditionen vorwärts bewegt — Falls es ihr gegenüber keinen Charakter gibt, ziehe eine Karte.",
      "{J} I gain 1 boost per Character in the Expeditions facing me. | {J} Ich erhalte 1 Verstärkung pro Charakter in den mir gegenüberstehenden Expeditionen.",
  })
  void facing(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "2.2.3 regions and Expeditions counted: {1}")
  @CsvSource(delimiter = '|', value = {
      "{J} If three or more single-terrain regions are visible, I gain 1 boost. | {J} Falls mindestens drei Regionen mit einem Geländetyp sichtbar sind, erhalte ich 1 Verstärkung.",
      "{T}: Target Character in a single-terrain region gains 1 boost. | {T}: Ein Charakter deiner Wahl in einer Region mit einem Geländetyp erhält 1 Verstärkung.",
      "If three or more single-terrain regions are visible, my {V}, {M}, and {O} are equal to my highest statistic. | Falls mindestens drei Regionen mit einem Geländetyp sichtbar sind, sind meine {V}, {M} und {O} so hoch wie meine höchste Statistik.",
      "I cost {2} less if one or more of your Expeditions is Ascended. | Ich koste {2} weniger, falls mindestens eine deiner Expeditionen Aufgestiegen ist.",
      "{H} If neither of my Expeditions is in {M}, draw a card. | {H} Falls keine meiner Expeditionen in {M} ist, ziehe eine Karte.",
      "If there are two or more Spells in your Reserve, [Defender] Characters don't prevent my Expedition from moving forward. | Falls sich mindestens zwei Zauber in deiner Reserve befinden, verhindern [Verteidiger]-Charaktere nicht das Vorwärtskommen meiner Expedition.",
      "When you sacrifice a Permanent — If I have no boosts, I gain 1 boost. | Wenn du eine Bleibende Karte opferst — Falls ich keine Verstärkungen habe, erhalte ich 1 Verstärkung.",
  })
  void regionsExpeditionsAndCountsInConditions(String english, String german) {
    same(english, german);
  }

  @ParameterizedTest(name = "1.2.1 players, 7.5 moving Expeditions, 2.2.3 Terrain Markers: {1}")
  @CsvSource(delimiter = '|', value = {
      "Return target Character or Permanent controlled by another player to its owner's hand. | Schicke einen Charakter oder eine Bleibende Karte deiner Wahl, der/die von einem anderen Spieler kontrolliert wird, in die Hand des Besitzers zurück.",
      "Target Expedition you control moves backwards one region. If it does, move your other Expedition forward one region. | Eine Expedition deiner Wahl, die du kontrollierst, bewegt sich eine Region zurück. Falls sie das tut, bewege deine andere Expedition eine Region vorwärts.",
      "Target Expedition moves backwards one region. If it does, its controller moves their other Expedition forward one region. | Eine Expedition deiner Wahl bewegt sich eine Region zurück. Falls sie das tut, bewegt ihr kontrollierender Spieler seine andere Expedition eine Region vorwärts.",
      "{R} You may move a {O} Terrain Marker from any region to my region. | {R} Du darfst einen {O} Geländemarker von einer beliebigen Region in meine Region bewegen.",
      "Discard each Character from target Expedition, then that Expedition moves backwards one region. | Lege jeden Charakter einer Expedition deiner Wahl ab, dann bewegt sich diese Expedition eine Region zurück.",
      "{H} If there are nine or more base statistics of 0 among Characters you control and in your Reserve, each player passes. | {H} Falls es unter den Charakteren, die du kontrollierst, sowie in deiner Reserve mindestens neun Basisstatistiken von 0 gibt, passt jeder Spieler.",
      "Ignore my ability during the first Day. | Ignoriere meine Fähigkeit am ersten Tag.",
      "Choose up to three, you may choose the same option multiple times: • Discard target Character. • Discard target Permanent. • [Sabotage]. | Wähle bis zu drei Aktionen, du darfst eine Option mehrfach wählen: • Lege einen Charakter deiner Wahl ab. • Lege eine Bleibende Karte deiner Wahl ab. • [Sabotage].",
  })
  void playersAndMovingExpeditions(String english, String german) {
    same(english, german);
  }
}
