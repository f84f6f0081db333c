package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 4.2.3 the Afternoon's turns, 2.2.12 support abilities, 4.3.d tiebreakers, 7.3.9 draw. */
class AfternoonAndSupportTest {
  static {
    Fx.action("draw", (k, ctx, c) -> k.draw(ctx.controller(), 1));
  }

  @Test
  void rule_4_2_3_playersAlternateTurnsAndAPlayerTakesTurnsInARowOnceTheOtherHasPassed() {
    Scenario sc = Scenario.create().card(character("Squire", 1, 1, 1, 1, 1))
        .hand(0, "Squire", "Squire").mana(0, 2).firstPlayer(0)
        .from(Phase.AFTERNOON, new Procedures.AfternoonFrame());
    assertEquals(0, sc.pending().player(), "4.2.3.c: the first player takes the first turn");
    sc.answer(dev.altered.rules.decision.Answer.declare(sc.pending().declarations().get(0)));
    assertEquals(1, sc.pending().player(), "then the other player");
    sc.pass();
    assertEquals(0, sc.pending().player());
    sc.answer(dev.altered.rules.decision.Answer.declare(sc.pending().declarations().get(0)));
    assertEquals(0, sc.pending().player(), "4.2.3.e remark: several turns in a row");
    sc.pass();
    assertTrue(!sc.waiting(), "4.2.3.b: all players passed, the Afternoon ends");
    assertEquals(2, sc.events(Event.Passed.class).size());
  }

  @Test
  void rule_2_2_12_jExhaustedCardsInReserveHaveNoSupportAbilities() {
    Scenario sc = Scenario.create()
        .card(character("Helper", 1, 1, 1, 1, 1),
            Abilities.quick("helper", QuickCost.discard(), Fx.steps("draw"), true))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .reserve(0, "Helper").status("Helper", Status.EXHAUSTED).expedition(0, Side.HERO, "Filler").turn(0);
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.kind() == Declaration.Kind.QUICK_ACTION));
  }

  @Test
  void rule_2_2_12_iSupportAbilitiesWorkOnlyInReserve() {
    Scenario sc = Scenario.create()
        .card(character("Helper", 1, 1, 1, 1, 1),
            Abilities.quick("helper", QuickCost.discard(), Fx.steps("draw"), true))
        .expedition(0, Side.HERO, "Helper").turn(0);
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.kind() == Declaration.Kind.QUICK_ACTION));
  }

  @Test
  void rule_4_3_dOnceTiebreakersHaveStartedExpeditionsCannotMove() {
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0)).effect(Phase.AFTERNOON, 0);
    sc.game().state().tiebreakers = true;
    sc.k().moveForward(List.of(ExpeditionRef.hero(0)), 1);
    sc.k().moveBackward(List.of(ExpeditionRef.companion(0)), 1);
    assertTrue(sc.events(Event.ExpeditionMoved.class).isEmpty(), "7.3.21.d, 7.3.22.e");
  }

  @Test
  void rule_7_3_9_drawingMovesTheTopCardsOfTheDeckToTheHand() {
    Scenario sc = Scenario.create().card(character("First", 1, 1, 0, 0, 0)).card(character("Second", 1, 1, 0, 0, 0))
        .card(character("Third", 1, 1, 0, 0, 0)).deck(0, "First", "Second", "Third").effect(Phase.AFTERNOON, 0);
    sc.k().draw(0, 2);
    sc.assertZone("First", ZoneKind.HAND).assertZone("Second", ZoneKind.HAND).assertZone("Third", ZoneKind.DECK);
    List<Event.Moved> moved = sc.events(Event.Moved.class);
    assertEquals(moved.get(0).step(), moved.get(1).step(), "one step, an atomic action per card (6.1.e)");
  }

  @Test
  void rule_7_3_18_fenAndCrowbarIgnoreTheirAbilitiesDuringTheFirstDay() {
    Fx.action("resupply", (k, ctx, c) -> k.resupply(ctx.controller()));
    RuleChange ignoreFirstDay = new RuleChange() {
      @Override
      public boolean ignores(Kernel k, dev.altered.rules.state.GameObject source,
          dev.altered.rules.state.GameObject bearer, Ability ability) {
        return bearer.id == source.id && k.day() == 1;
      }
    };
    for (int day : new int[] {1, 2}) {
      Scenario sc = Scenario.create()
          .card(TestCards.hero("Fen & Crowbar", dev.altered.card.Faction.LY, 2, 2),
              Abilities.reaction("fen-noon", Triggers.at(Phase.NOON), Fx.steps("resupply")),
              Abilities.rule("fen-ignore", ignoreFirstDay))
          .card(character("Filler", 1, 1, 0, 0, 0))
          .heroCard(0, "Fen & Crowbar").deck(0, "Filler").day(day)
          .from(Phase.NOON, new Procedures.PhaseStartFrame(Phase.NOON));
      sc.assertZone("Filler", day == 1 ? ZoneKind.DECK : ZoneKind.RESERVE);
    }
  }

  @Test
  void rule_4_4_bAPlayerWithSeveralReactionsChoosesWhichToPlay() {
    Fx.action("noop", (k, ctx, c) -> k.draw(ctx.controller(), 0));
    ReactionAbility a = Abilities.reaction("first", Triggers.at(Phase.NOON), Fx.steps("noop"));
    ReactionAbility b = Abilities.reaction("second", Triggers.at(Phase.NOON), Fx.steps("noop"));
    Scenario sc = Scenario.create().card(character("Twin", 1, 1, 0, 0, 0), a, b)
        .expedition(0, Side.HERO, "Twin").from(Phase.NOON, new Procedures.PhaseStartFrame(Phase.NOON));
    assertEquals(DecisionKind.REACTION, sc.pending().kind());
    int second = sc.pending().candidates().stream().filter(c -> c.label().contains("second")).findFirst()
        .orElseThrow().id();
    sc.pickIds(second);
    List<Event.ReactionPlayed> played = sc.events(Event.ReactionPlayed.class);
    assertEquals("second", played.get(0).ability());
    assertEquals("first", played.get(1).ability());
  }
}
