package dev.altered.text.en;

import static dev.altered.text.en.En.parse;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Abilities that are in no dev set: recombinations of the rules' vocabulary with other numbers, targets, filters,
 * keywords of the rules that the corpus does not use (7.3, 7.4), other sub-types and counters. The grammar must read
 * them (and print them back) because it is built from the vocabulary, not from the corpus's sentences.
 */
class GeneralizationTest {
  @ParameterizedTest
  @ValueSource(strings = {
      "{J} Up to three target Characters with Hand Cost {2} or less you control each gain 2 boosts.",
      "{R} Target opponent sacrifices two Characters.",
      "{H} Each player draws three cards.",
      "At Dusk — If you control three or more [[Asleep]] Characters, draw two cards.",
      "When a Dragon joins your Expeditions — You may pay {1} to draw a card.",
      "[Tough 3].",
      "[Scout] {4}.",
      "[Gigantic]. [Seasoned].",
      "{T} : Target Expedition [Ascends].",
      "{J} Target Character [Defects].",
      "{J} Target opponent may [Exhausted Resupply] twice.",
      "Double the number of Kelon counters on target Permanent.",
      "{R} [Augment] up to two target cards in play.",
      "{H} Target Spell in your Reserve gains [[Fleeting]].",
      "{J} Each Mage you control gains 1 Arcane counter.",
      "When an opponent sacrifices a Plant — I gain 2 Sap counters.",
      "{R} Return target Permanent with Hand Cost {2} or less to its owner's hand.",
      "{T}, Spend 2 of my Frost counters: Target Character gains [[Anchored]].",
      "At Night — If I have 3 or more boosts, [Resupply] after Rest.",
      "{J} You may discard two cards from your Reserve to draw two cards.",
      "Choose two: • Draw a card. • Target Character gains 2 boosts. • [Sabotage].",
      "{H} Roll a die. On a: • 5+, draw two cards. • 2-4, draw a card. • 1, discard a card from your hand.",
      "Characters you control are [Tough 1] and [Seasoned].",
      "If I would be sent to Reserve, discard me instead.",
      "When I leave your Landmark zone — Create two [Brassbug 2/2/2] Robot tokens in target Expedition.",
      "{J} Create a [Snow Owl 1/3/1] Animal token in my Expedition with \"{J} Draw a card.\".",
      "The next Landmark you play this Day costs {2} less.",
      "{D} : Target Character with Reserve Cost {3} or more loses [[Boosted]].",
      "{I} When you play a Song — I gain 1 boost, up to a max of 4.",
      "{H} Exchange target card in an opponent's Reserve with a card from your Reserve.",
      "Spells you play with Hand Cost {6} or more cost {2} less.",
      "{R} If there are no Characters in the Expedition facing me, my Expedition moves forward one region.",
      "When a Character in your Reserve gains 2 or more boosts — Draw a card.",
      "Unless you control a Landmark, I am [Defender].",
      "{J} Target Character you control switches Expeditions, then gains 2 boosts.",
      "When my Expedition moves forward due to {O} — Target Character in my Expedition gains [[Asleep]].",
      "If one of your [[Ascended]] Expeditions would attempt to [Ascend] again, [Resupply] instead.",
      "{R} Exchange the boosts of two target Characters.",
      "The {j}, {h}, and {r} triggers of Characters facing me don't activate.",
      "When you roll a 6 — Draw a card.",
      "When target Expedition [Ascends] — I gain 1 boost.",
      "{J} You may [Rush] to draw a card.",
      "{H} Each player may [Rush].",
      "{T} : Double the number of boosts on target Character you control.",
      "When an opponent plays a Character from Reserve — It [Defects].",
      "{R} Remove all Kelon counters from target Permanent.",
      "[Tough 2]. [Defender].",
  })
  void readsAbilitiesOfUnseenCards(String text) {
    parse(text);
  }
}
