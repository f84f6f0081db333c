package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Event;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import org.junit.jupiter.api.Test;

class TriggerTest {
  @Test
  void rule_7_1_1_symbolTriggers() {
    for (String s : new String[] {"{J}", "{H}", "{R}"}) {
      Ability.Reaction r = as(Ability.Reaction.class, parse(s + " Draw a card."));
      TriggerSymbol expected = switch (s) {
        case "{J}" -> TriggerSymbol.JOIN;
        case "{H}" -> TriggerSymbol.HAND;
        default -> TriggerSymbol.RESERVE;
      };
      assertEquals(expected, as(Trigger.Symbol.class, r.trigger()).symbol());
    }
  }

  @Test
  void rule_4_2_b_atPhaseTriggers() {
    Ability.Reaction r = as(Ability.Reaction.class, parse("At Dusk — If I have 3 or more boosts, draw a card."));
    assertEquals(Phase.DUSK, as(Trigger.At.class, r.trigger()).phase());
  }

  @Test
  void designersPipeAndPrintedDashAreTheSameSeparator() {
    assertEquals(parse("When you play a Spell — I gain 1 boost."), parse("When you play a Spell | I gain 1 boost."));
  }

  @Test
  void rule_6_3_b_triggerConditionAfterAComma() {
    Ability.Reaction r = as(Ability.Reaction.class,
        parse("When I leave the Expedition zone, if I was [[Fleeting]] — Draw a card."));
    Condition.HasStatus c = as(Condition.HasStatus.class, r.condition().orElseThrow());
    assertTrue(c.past(), "6.3.l: the past tense looks at the state before the event");
    as(Event.Leaves.class, as(Trigger.When.class, r.trigger()).event());
  }

  @Test
  void playerEventsWithFiltersAndZones() {
    Ability.Reaction r = as(Ability.Reaction.class,
        parse("When an opponent plays a card from Reserve — Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition."));
    Event.Plays plays = as(Event.Plays.class, as(Trigger.When.class, r.trigger()).event());
    assertEquals(PlayerRef.Kind.AN_OPPONENT, plays.player().kind());
    assertEquals(ZoneKind.RESERVE, plays.from().orElseThrow().kind());
  }

  @Test
  void severalEventsOfOnePlayer() {
    Ability.Reaction r = as(Ability.Reaction.class,
        parse("When an opponent draws one or more cards or [Resupplies] — I gain 1 boost."));
    Event.AnyOf any = as(Event.AnyOf.class, as(Trigger.When.class, r.trigger()).event());
    assertEquals(2, any.events().size());
  }

  @Test
  void selfMoveAndSacrificeTriggers() {
    parse("When I go to Reserve from anywhere — Exhaust me ({T}).");
    parse("When I'm sacrificed, if I was not [[Fleeting]] — Put me in Reserve.");
    parse("When a card goes from your deck or hand to Reserve — I gain 1 Trial counter.");
    parse("When I gain my third Trial counter — Sacrifice me.");
    parse("When my Expedition fails to move forward during Dusk — Draw a card.");
  }

  @Test
  void forEachClauseOnTheTrigger() {
    Ability.Reaction r = as(Ability.Reaction.class,
        parse("When I leave the Expedition zone, for each of my boosts — Another target Character in your Reserve gains 1 boost."));
    assertTrue(r.forEach().isPresent());
  }

  @Test
  void supportReactionsCarryTheSupportMark() {
    Ability.Reaction r = as(Ability.Reaction.class, parse("{I} At Noon — I gain 1 boost, up to a max of 2."));
    assertTrue(r.supportMark());
  }
}
