package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.ast.Ability;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.Quantity;
import dev.altered.ast.Step;
import org.junit.jupiter.api.Test;

class CostTest {
  @Test
  void rule_7_1_4_symbolCosts() {
    Ability.QuickAction q = as(Ability.QuickAction.class, parse("{2}, {T} : Draw a card."));
    assertEquals(2, q.cost().size());
    // The parts of a cost are paid in one step (6.4.a): their order is normalized, {T} first.
    as(Cost.ExhaustMe.class, q.cost().get(0));
    assertEquals(2, as(Quantity.Literal.class, as(Cost.Mana.class, q.cost().get(1)).amount()).value());
    as(Cost.DiscardMe.class, as(Ability.QuickAction.class, parse("{D} : [Resupply].")).cost().get(0));
    as(Quantity.X.class, as(Cost.Mana.class, as(Ability.QuickAction.class, parse("{X} : Draw a card.")).cost().get(0))
        .amount());
  }

  @Test
  void rule_2_5_h_spendingCountersIsACost() {
    Ability.QuickAction q = as(Ability.QuickAction.class, parse("{T}, Spend 3 of my Sap counters: [Resupply]."));
    Step.Spend spend = as(Step.Spend.class, as(Cost.AsStep.class, q.cost().get(1)).step());
    assertEquals(Counter.named("Sap"), spend.counter());
  }

  @Test
  void discardAndSacrificeCosts() {
    parse("{T}, Discard a card from your Reserve: the next Character you play this turn gains 1 boost.");
    parse("{T}, Sacrifice a Character: [After You].");
  }

  @Test
  void rule_1_2_5_a_internalActionCostsInEffects() {
    Ability.Reaction r = as(Ability.Reaction.class, parse(
        "At Noon — You may pay {1} and put a card from your hand in Reserve to create a [Brassbug 2/2/2] Robot token in target Expedition."));
    Step.Internal internal = as(Step.Internal.class, En.onlyStep(r));
    assertEquals(2, internal.cost().size());
    as(Step.Create.class, internal.effect());
  }

  @Test
  void quickActionsWithRestrictions() {
    parse("{T} : [After You]. You can only activate this if you are the first player.");
  }
}
