package dev.altered.ast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import org.junit.jupiter.api.Test;

/** Wordings that mean the same thing read to one AST; wordings that differ in meaning still differ. */
class NormalizerTest {
  private static Ability en(String text) {
    ParsedAbility p = TextReader.readAbility(Language.EN, text);
    assertTrue(p.ok(), () -> text + "\n  " + p.error().get());
    return p.ast().get();
  }

  @Test
  void rule_6_5_e_otherwiseInTheSentenceOrAfterIt() {
    assertEquals(en("{R} If your hand is empty, I gain 2 boosts. Otherwise, I gain 1 boost."),
        en("{R} If your hand is empty, I gain 2 boosts, otherwise I gain 1 boost."));
  }

  @Test
  void eachAndAllCharacters() {
    assertEquals(en("All Characters in target Expedition gain [[Asleep]]."),
        en("Each Character in target Expedition gains [[Asleep]]."));
  }

  @Test
  void rule_6_5_c_upToOneTargetIsMayHaveTarget() {
    assertEquals(en("{H} You may have target Character gain [[Asleep]]."),
        en("{H} Up to one target Character gains [[Asleep]]."));
    // Up to two is not the same as "you may" on one target.
    assertNotEquals(en("{H} You may have target Character gain [[Asleep]]."),
        en("{H} Up to two target Characters each gain [[Asleep]]."));
  }

  @Test
  void rule_6_5_c_mayTargetThenItIsMayHaveTarget() {
    assertEquals(en("{J} You may have another target Character lose [[Fleeting]] and gain 1 boost."),
        en("{J} You may target another Character, it loses [[Fleeting]] and gains 1 boost."));
    // A step that is not done to the target stays outside "you may".
    assertNotEquals(en("{J} You may have target Character gain 1 boost. Draw a card."),
        en("{J} You may target a Character, it gains 1 boost, then draw a card."));
  }

  @Test
  void rule_6_4_a_costPartsInAnyOrder() {
    assertEquals(en("{T}, {2} : Draw a card."), en("{2}, {T} : Draw a card."));
  }

  @Test
  void filtersInAnyOrderAndFromIsIn() {
    assertEquals(en("Exchange target card in your Reserve with a card in your hand."),
        en("Exchange target card from your Reserve with a card from your hand."));
    assertEquals(en("{T} : The next Character you play this turn with Hand Cost {3} or less gains 1 boost."),
        en("{T} : The next Character with Hand Cost {3} or less you play this turn gains 1 boost."));
    // A different zone is a different card.
    assertNotEquals(en("Exchange target card in your Reserve with a card in your hand."),
        en("Exchange target card in your Reserve with a card in your deck."));
  }

  @Test
  void aCardIsInOneZoneAtATime() {
    assertEquals(en("{H} Discard all other cards in play or in Reserve."),
        en("{H} Discard all other cards in play and in Reserve."));
  }

  @Test
  void joiningAZoneNotInPlayIsGoingThere() {
    assertEquals(en("When a card goes to the discard pile — I gain 1 boost."),
        en("When a card joins the discard pile — I gain 1 boost."));
    // Joining an Expedition is an event of its own (7.5.9).
    assertNotEquals(en("When a Character goes to Reserve — I gain 1 boost."),
        en("When a Character joins your Expeditions — I gain 1 boost."));
  }

  @Test
  void rule_6_2_b_insteadWithTheCostOrTheEffect() {
    assertEquals(en("If my Expedition would move forward, you may discard me instead to draw two cards."),
        en("If my Expedition would move forward, you may discard me to draw two cards instead."));
  }

  @Test
  void normalizingTwiceChangesNothing() {
    Ability a = en("{H} Up to one target Character gains [[Asleep]]. You may give it 2 boosts.");
    assertSame(a, Normalizer.normalize(a));
  }
}
