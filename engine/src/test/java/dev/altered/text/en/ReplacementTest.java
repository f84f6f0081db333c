package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.effect;
import static dev.altered.text.en.En.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.ast.Event;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import org.junit.jupiter.api.Test;

class ReplacementTest {
  private static Statement.Replacement replacement(String text) {
    Ability.Passive p = as(Ability.Passive.class, parse(text));
    Step.Continuous c = as(Step.Continuous.class,
        as(Sentence.Steps.class, effect(p).sentences().get(0)).steps().get(0));
    return as(Statement.Replacement.class, c.statement());
  }

  @Test
  void rule_6_2_b_insteadAtTheEnd() {
    Statement.Replacement r = replacement("If I would gain [[Fleeting]], I gain 1 boost instead.");
    assertEquals(Statement.Replacement.Kind.INSTEAD, r.kind());
    as(Event.Gains.class, r.event().event());
    as(Step.Gain.class, r.steps().get(0));
  }

  @Test
  void rule_6_2_b_insteadFirst() {
    Statement.Replacement r = replacement(
        "If you would roll one or more dice, instead roll that many dice plus one and ignore the roll of your choice.");
    assertEquals(Statement.Replacement.Kind.INSTEAD, r.kind());
    as(Step.RollMore.class, r.steps().get(0));
  }

  @Test
  void rule_6_2_c_additiveAlso() {
    assertEquals(Statement.Replacement.Kind.ALSO,
        replacement("If you would roll one or more dice, also reveal the top card of your deck.").kind());
  }

  @Test
  void rule_6_2_d_optionalModifiers() {
    assertEquals(Statement.Replacement.Kind.INSTEAD_INSIDE,
        replacement("If my Expedition would move forward, you may discard me instead to draw two cards.").kind());
    assertEquals(Statement.Replacement.Kind.MODIFY,
        replacement("If you would roll a die, you may add 1 to its result.").kind());
  }

  @Test
  void aConditionOnTheReplacedEvent() {
    Statement.Replacement r = replacement(
        "If I would leave the Expedition zone while I'm [[Boosted]], put me in my owner's Mana zone instead (as an exhausted Mana Orb).");
    assertTrue(r.event().whilst().isPresent());
  }

  @Test
  void rule_6_2_e_ifYouDontAfterAnOptionalReplacement() {
    parse("If I would leave the Expedition zone, you may put me in my owner's Mana zone instead.");
    parse("If you don't, draw a card.");
  }
}
