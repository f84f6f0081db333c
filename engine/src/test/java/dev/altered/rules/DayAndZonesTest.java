package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reactions between daily effects (4.2.d-e), personal zones of owners (3.1.2.c), Mana Orbs (3.2.9.c). */
class DayAndZonesTest {
  static {
    Fx.action("scribe-gains-a-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.source()), 1));
    Fx.action("spy-to-my-reserve", (k, ctx, c) -> k.send(k.find(o -> o.zone == ZoneKind.EXPEDITION
        && k.name(o).equals("Spy")).stream().map(o -> o.id).toList(), ZoneKind.RESERVE, ctx.controller()));
  }

  @Test
  void rule_4_2_dReactionsToADailyEffectArePlayedBeforeTheNextDailyEffectAt4_2_e() {
    // Scribe: "When you draw a card — I gain 1 boost." The Draw daily effect (4.2.1.d) activates it twice; both
    // are played before Expand, the next daily effect of the Morning, starts.
    ReactionAbility scribe = Abilities.reaction("scribe", Triggers.of(false, java.util.Optional.empty(),
        (k, self, e) -> e instanceof Event.Moved m && m.from().zone() == ZoneKind.DECK
            && m.to().zone() == ZoneKind.HAND && m.to().player() == self.controller
            ? List.of(java.util.Map.of()) : List.of()), Fx.steps("scribe-gains-a-boost"));
    Scenario sc = Scenario.create()
        .card(character("Scribe", 1, 1, 1, 1, 1), scribe)
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Scribe").deck(0, "Filler", "Filler").deck(1, "Filler", "Filler")
        .firstPlayer(1).day(2).from(Phase.MORNING, new Procedures.DayFrame(2));
    while (sc.pending().kind() == DecisionKind.REACTION) {
      sc.pickIds(sc.pending().candidates().get(0).id());
    }
    assertEquals(DecisionKind.EXPAND, sc.pending().kind());
    assertEquals(2, sc.obj("Scribe").counter(GameObject.BOOST), "both Reactions played before Expand");
    assertTrue(sc.reactionEmblems().isEmpty());
  }

  @Test
  void rule_3_1_2_cACardGoingToAnotherPlayersPersonalZoneGoesToItsOwnersInstead() {
    Scenario sc = Scenario.create()
        .card(character("Spy", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Spy");
    sc.obj("Spy").owner = 1; // player 0 controls player 1's card
    sc.effect(Phase.AFTERNOON, 0, "spy-to-my-reserve");
    GameObject spy = sc.obj("Spy");
    assertEquals(ZoneKind.RESERVE, spy.zone);
    assertEquals(1, spy.zonePlayer, "its owner's Reserve");
  }

  @Test
  void rule_3_2_9_cObjectsInTheManaZoneAreManaOrbs() {
    Scenario sc = Scenario.create().card(character("Giant", 5, 5, 5, 5, 5)).mana(0, 1);
    GameObject orb = sc.state().objects.values().iterator().next();
    sc.effect(Phase.AFTERNOON, 0);
    assertEquals(ObjectType.MANA_ORB, sc.k().characteristics(orb.id).type());
    assertEquals(0, sc.k().characteristics(orb.id).forest(), "a Giant face down has none of its characteristics");
  }
}
