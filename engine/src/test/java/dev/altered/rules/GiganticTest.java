package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.permanent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardType;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** 7.4.4 Gigantic: the rules no test cited (7.4.4.d, i, m, n, o, p), on the kernel. */
class GiganticTest {
  static {
    Fx.action("titan-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.source()), 1));
    Fx.action("titan-defects", (k, ctx, c) -> k.defect(k.find(o -> o.zone == ZoneKind.EXPEDITION
        && k.name(o).equals("Titan")).stream().map(o -> o.id).toList()));
    Fx.action("titan-switches", (k, ctx, c) -> k.switchExpeditions(k.find(o -> o.zone == ZoneKind.EXPEDITION
        && k.name(o).equals("Titan")).stream().map(o -> o.id).toList()));
    Fx.action("sacrifice-totem", (k, ctx, c) -> k.sacrifice(k.find(o -> o.zone == ZoneKind.LANDMARK
        && k.name(o).equals("Totem")).stream().map(o -> o.id).toList(), ctx.controller()));
  }

  @Test
  void rule_7_4_4_dAGiganticCharacterEnteringBothExpeditionsTriggersItsJoinReactionOnce() {
    Scenario sc = Scenario.create()
        .card(character("Titan", 2, 2, 2, 2, 2, "[Gigantic]."),
            Abilities.reaction("titan", Triggers.joins(), Fx.steps("titan-boost")))
        .hand(0, "Titan").mana(0, 2).turn(0);
    sc.play("Titan", Side.HERO);
    while (sc.waiting() && sc.pending().kind() == DecisionKind.REACTION) {
      sc.pickIds(sc.pending().candidates().get(0).id());
    }
    assertEquals(1, sc.events(Event.ReactionActivated.class).size());
    assertEquals(1, sc.obj("Titan").counter(GameObject.BOOST));
    assertTrue(sc.k().isIn(sc.obj("Titan"), ExpeditionRef.companion(0)), "7.4.4.c: joins both");
  }

  @Test
  void rule_7_4_4_iAGiganticCharacterThatDefectsMovesToTheExpeditionFacingTheOneItsCardIsIn() {
    Scenario sc = Scenario.create()
        .card(character("Titan", 2, 2, 2, 2, 2, "[Gigantic]."))
        .expedition(0, Side.COMPANION, "Titan").effect(Phase.AFTERNOON, 0, "titan-defects");
    GameObject titan = sc.obj("Titan");
    assertEquals(1, titan.controller);
    assertEquals(Side.COMPANION, titan.side, "the card faced its Companion Expedition");
    assertTrue(sc.k().isIn(titan, ExpeditionRef.hero(1)), "Gigantic still: in both of its new controller's");
  }

  @Test
  void rule_7_4_4_nAGiganticCharacterSwitchingExpeditionsMovesItsCardButNeitherLeavesNorJoins() {
    Scenario sc = Scenario.create()
        .card(character("Titan", 2, 2, 2, 2, 2, "[Gigantic]."))
        .expedition(0, Side.HERO, "Titan").effect(Phase.AFTERNOON, 0, "titan-switches");
    GameObject titan = sc.obj("Titan");
    assertEquals(Side.COMPANION, titan.side, "the card switched");
    assertTrue(sc.k().isIn(titan, ExpeditionRef.hero(0)) && sc.k().isIn(titan, ExpeditionRef.companion(0)));
    assertTrue(sc.events(Event.ExpeditionSwitched.class).isEmpty(), "no event of leaving or joining");
  }

  @Test
  void rule_7_4_4_mDuringTiebreakersAGiganticCharactersStatisticsCountTwice() {
    // Titan 2/2/2 counts 4/4/4 for player 0 against Brute's 3/3/3: player 0 wins the three terrains (4.3.e).
    Scenario sc = Scenario.create()
        .card(character("Titan", 2, 2, 2, 2, 2, "[Gigantic]."))
        .card(character("Brute", 3, 3, 3, 3, 3))
        .expedition(0, Side.HERO, "Titan").expedition(1, Side.HERO, "Brute");
    sc.state().tiebreakers = true;
    sc.from(Phase.DUSK, Procedures.DayFrame.at(2, Procedures.DayPoint.PROGRESS));
    assertTrue(sc.k().state().ended);
    assertEquals(Optional.of(0), sc.k().state().winnerIfAny());
  }

  /** Totem: "Characters you control are Gigantic." */
  private static PassiveAbility totem() {
    return Abilities.continuous("totem", new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return target.controller == source.controller && v.characteristics(target).type()
            == dev.altered.rules.state.ObjectType.CHARACTER;
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.withKeyword(Keyword.GIGANTIC, 0);
      }
    });
  }

  @Test
  void rule_7_4_4_oACharacterGainingGiganticStaysWhereItsCardIsAndJoinsTheOtherThenLeavesItAt7_4_4_p() {
    Scenario sc = Scenario.create()
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(permanent("Totem", CardType.LANDMARK_PERMANENT, 1, 1), totem())
        .expedition(0, Side.COMPANION, "Squire").landmark(0, "Totem").effect(Phase.AFTERNOON, 0);
    GameObject squire = sc.obj("Squire");
    assertTrue(sc.k().hasKeyword(squire, Keyword.GIGANTIC));
    assertEquals(Side.COMPANION, squire.side);
    assertTrue(sc.k().isIn(squire, ExpeditionRef.hero(0)) && sc.k().isIn(squire, ExpeditionRef.companion(0)));

    Scenario lost = Scenario.create()
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(permanent("Totem", CardType.LANDMARK_PERMANENT, 1, 1), totem())
        .expedition(0, Side.COMPANION, "Squire").landmark(0, "Totem").effect(Phase.AFTERNOON, 0, "sacrifice-totem");
    GameObject after = lost.obj("Squire");
    assertTrue(lost.events(Event.Moved.class).stream().noneMatch(m -> m.oldId() == after.id),
        "it did not move: the same object");
    assertFalse(lost.k().hasKeyword(after, Keyword.GIGANTIC));
    assertTrue(lost.k().isIn(after, ExpeditionRef.companion(0)), "7.4.4.p: stays where its card is");
    assertFalse(lost.k().isIn(after, ExpeditionRef.hero(0)), "and leaves the other");
  }
}
