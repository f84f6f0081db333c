package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Keyword actions of 7.3 on the kernel, each in a game: the letters no test cited. */
class KeywordActionsTest {
  static final TokenSpec RECRUIT = TokenSpec.of("Ordis Recruit", 1, 1, 1, "SOLDIER");

  static {
    Fx.action("create-recruit-companion", (k, ctx, c) -> k.createTokens(ctx.controller(), RECRUIT,
        List.of(ExpeditionRef.companion(ctx.controller()))));
    Fx.action("exchange-knight-squire-boosts", (k, ctx, c) -> k.exchangeBoosts(one(k, "Knight").id,
        one(k, "Squire").id));
    Fx.action("exchange-knight-and-page", (k, ctx, c) -> k.exchange(one(k, "Knight").id, one(k, "Page").id,
        ctx.controller()));
    Fx.action("exhausted-resupply", (k, ctx, c) -> k.exhaustedResupply(ctx.controller()));
    Fx.action("resupply-once", (k, ctx, c) -> k.resupply(ctx.controller()));
    Fx.action("knight-gains-anchored", (k, ctx, c) -> k.gainStatus(List.of(one(k, "Knight").id),
        Status.ANCHORED));
    Fx.action("hero-forward", (k, ctx, c) -> k.moveForward(List.of(ExpeditionRef.hero(0)), 1));
    Fx.action("companion-backward", (k, ctx, c) -> k.moveBackward(List.of(ExpeditionRef.companion(0)), 1));
    Fx.action("sacrifice-knight", (k, ctx, c) -> k.sacrifice(List.of(one(k, "Knight").id), ctx.controller()));
    Fx.action("knight-switches", (k, ctx, c) -> k.switchExpeditions(List.of(one(k, "Knight").id)));
  }

  private static GameObject one(Kernel k, String name) {
    return k.find(o -> k.name(o).equals(name) && o.zone != ZoneKind.MANA).get(0);
  }

  private static Scenario board(String... actions) {
    return Scenario.create()
        .card(character("Knight", 2, 2, 2, 2, 2))
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(character("Page", 1, 1, 1, 1, 1))
        .card(character("Top", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Knight", "Squire").reserve(0, "Page").deck(0, "Top")
        .positions(0, 2, 5)
        .counters("Knight", GameObject.BOOST, 3).counters("Squire", GameObject.BOOST, 1)
        .effect(Phase.AFTERNOON, 0, actions);
  }

  @Test
  void rule_7_3_5_aCreatingATokenPutsANewCharacterInTheExpeditionZoneWhichItJoinsAt7_5_9_b() {
    Scenario sc = board("create-recruit-companion");
    GameObject token = sc.obj("Ordis Recruit");
    assertEquals(ZoneKind.EXPEDITION, token.zone);
    assertEquals(Side.COMPANION, token.side);
    assertTrue(sc.k().isCharacter(token));
    assertEquals(1, sc.events(Event.TokenCreated.class).size(), "an event Reactions to joining see");
  }

  @Test
  void rule_7_3_10_aExchangingBoostsMakesEachGainOrLoseTheDifference() {
    Scenario sc = board("exchange-knight-squire-boosts");
    assertEquals(1, sc.obj("Knight").counter(GameObject.BOOST));
    assertEquals(3, sc.obj("Squire").counter(GameObject.BOOST));
    List<Event.CountersChanged> changes = sc.events(Event.CountersChanged.class);
    assertEquals(2, changes.size());
    assertEquals(changes.get(0).step(), changes.get(1).step(), "simultaneously");
  }

  @Test
  void rule_7_3_10_bExchangingEqualBoostsDoesNothing() {
    Scenario sc = Scenario.create()
        .card(character("Knight", 2, 2, 2, 2, 2)).card(character("Squire", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Knight", "Squire")
        .counters("Knight", GameObject.BOOST, 2).counters("Squire", GameObject.BOOST, 2)
        .effect(Phase.AFTERNOON, 0, "exchange-knight-squire-boosts");
    assertTrue(sc.events(Event.CountersChanged.class).isEmpty());
  }

  @Test
  void rule_7_3_11_aExchangingTwoObjectsMovesEachToTheOthersZone() {
    Scenario sc = board("exchange-knight-and-page");
    sc.assertZone("Knight", ZoneKind.RESERVE).assertZone("Page", ZoneKind.EXPEDITION);
    assertEquals(Side.HERO, sc.obj("Page").side);
  }

  @Test
  void rule_7_3_13_aExhaustedResupplyResuppliesThenExhaustsTheCard() {
    Scenario sc = board("exhausted-resupply");
    GameObject top = sc.obj("Top");
    assertEquals(ZoneKind.RESERVE, top.zone, "7.3.26.a: the top card of the Deck to Reserve");
    assertTrue(top.has(Status.EXHAUSTED));
    Scenario plain = board("resupply-once");
    assertTrue(!plain.obj("Top").has(Status.EXHAUSTED) && plain.obj("Top").zone == ZoneKind.RESERVE, "7.3.26.a");
  }

  @Test
  void rule_7_3_15_aAnObjectThatGainsAStatusHasItFromThenOnAndBecomesItAt7_5_4_a() {
    Scenario sc = board("knight-gains-anchored");
    assertTrue(sc.obj("Knight").has(Status.ANCHORED));
    Event.StatusChanged e = sc.events(Event.StatusChanged.class).get(0);
    assertTrue(e.gained() && e.changed(), "it did not have it before the event and has it after");
  }

  @Test
  void rule_7_3_22_aMovingForwardAndBackwardMoveTheCounterToTheNextRegionAt7_3_21_a() {
    Scenario sc = board("hero-forward", "companion-backward");
    assertEquals(3, sc.k().position(ExpeditionRef.hero(0)), "hero: towards the Companion region");
    assertEquals(6, sc.k().position(ExpeditionRef.companion(0)), "companion backward: towards its start, 7");
  }

  @Test
  void rule_7_3_31_aSacrificingDiscardsAnObjectInPlayItsControllerControls() {
    Scenario sc = board("sacrifice-knight");
    sc.assertZone("Knight", ZoneKind.DISCARD);
    assertEquals(Cause.SACRIFICE, sc.events(Event.Moved.class).get(0).cause());
  }

  @Test
  void rule_7_3_34_aSwitchingExpeditionsSendsToTheOtherExpeditionOfTheSamePlayerAt7_3_34_b() {
    Scenario sc = board("knight-switches");
    GameObject knight = sc.obj("Knight");
    assertEquals(Side.COMPANION, knight.side);
    assertEquals(0, knight.controller);
    assertEquals(3, knight.counter(GameObject.BOOST), "7.3.34.b: it never left the Expedition zone");
    assertTrue(sc.events(Event.Moved.class).isEmpty(), "not a move between zones");
    assertEquals(1, sc.events(Event.ExpeditionSwitched.class).size(), "it leaves one Expedition, joins the other");
  }
}
