package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.decision.IllegalDecisionException;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where statuses and counters can be (2.4.1, 2.5), exhausted cards in Reserve (2.4.6), declined costs (6.4). */
class StatusesAndCostsTest {
  static {
    Fx.action("page-gains-anchored-and-kelp", (k, ctx, c) -> {
      int page = k.find(o -> o.zone == ZoneKind.HAND && k.name(o).equals("Page")).get(0).id;
      k.gainStatus(List.of(page), Status.ANCHORED);
      k.gainCounters(List.of(page), "KELP", 1);
    });
    Fx.action("knight-loses-asleep", (k, ctx, c) -> k.loseStatus(k.find(o -> o.zone == ZoneKind.EXPEDITION)
        .stream().map(o -> o.id).toList(), Status.ASLEEP));
    Fx.action("draw-1", (k, ctx, c) -> k.draw(ctx.controller(), 1));
  }

  private static Scenario board(String... actions) {
    return Scenario.create()
        .card(character("Knight", 2, 2, 2, 2, 2))
        .card(character("Page", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Knight").hand(0, "Page")
        .effect(Phase.AFTERNOON, 0, actions);
  }

  @Test
  void rule_2_4_1_cACardInHandCannotGainAStatusNorCountersAt2_5_b() {
    Scenario sc = board("page-gains-anchored-and-kelp");
    GameObject page = sc.obj("Page");
    assertFalse(page.has(Status.ANCHORED));
    assertEquals(0, page.counter("KELP"), "2.5.b");
    assertTrue(sc.events(Event.StatusChanged.class).isEmpty());
    assertTrue(sc.events(Event.CountersChanged.class).isEmpty());
  }

  @Test
  void rule_2_4_1_hAnObjectWithoutAStatusCannotLoseIt() {
    Scenario sc = board("knight-loses-asleep");
    assertTrue(sc.events(Event.StatusChanged.class).isEmpty(), "7.3.19.b: nothing lost, no event to react to");
  }

  private static QuickAction dynamo(int mana) {
    return Abilities.quick("dynamo", new QuickCost(mana, false, false, Map.of()), Fx.steps("draw-1"), true);
  }

  @Test
  void rule_2_4_6_eAnExhaustedCardInReserveHasNoSupportAbilities() {
    Scenario sc = Scenario.create()
        .card(character("Dynamo", 1, 1, 1, 1, 1), dynamo(0))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .reserve(0, "Dynamo", "Dynamo").deck(0, "Filler");
    GameObject exhausted = sc.all("Dynamo").get(0);
    exhausted.statuses.add(Status.EXHAUSTED);
    sc.turn(0);
    List<Integer> offered = sc.pending().declarations().stream()
        .filter(d -> d.kind() == Declaration.Kind.QUICK_ACTION).map(Declaration::objectId).toList();
    assertEquals(1, offered.size(), "only the ready Dynamo's support quick action");
    assertTrue(offered.get(0) != exhausted.id);
    assertThrows(IllegalDecisionException.class,
        () -> sc.answer(dev.altered.rules.decision.Answer.declare(Declaration.quickAction(exhausted.id, "dynamo"))));
  }

  @Test
  void rule_6_4_eAQuickActionWhoseCostIsNotPaidIsNotPlayedAndTheTurnIsOfferedAgain() {
    Scenario sc = Scenario.create()
        .card(character("Dynamo", 1, 1, 1, 1, 1), dynamo(2))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .reserve(0, "Dynamo").deck(0, "Filler").mana(0, 1).turn(0);
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.kind() == Declaration.Kind.QUICK_ACTION),
        "6.4.c: its cost cannot be paid in full");
    assertThrows(IllegalDecisionException.class, () -> sc.quickAction("Dynamo", "dynamo"));
    assertEquals(DecisionKind.TURN, sc.pending().kind(), "6.4.b: declined, back to the turn");
    assertEquals(1, sc.readyMana(0));
    sc.assertZone("Filler", ZoneKind.DECK);
  }
}
