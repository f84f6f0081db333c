package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Zones, counters and statuses as a game uses them (3.1, 3.2, 2.4, 2.5): play rules no test cited before. */
class ZonesAndCountersTest {
  static {
    Fx.action("knight-and-squire-gain-2-kelp", (k, ctx, c) -> k.gainCounters(List.of(named(k, ZoneKind.EXPEDITION,
        "Knight").id, named(k, ZoneKind.RESERVE, "Squire").id), "KELP", 2));
    Fx.action("knight-gains-a-boost", (k, ctx, c) -> k.gainBoosts(List.of(named(k, ZoneKind.EXPEDITION,
        "Knight").id), 1));
    Fx.action("exhaust-then-ready-knight", (k, ctx, c) -> {
      int knight = named(k, ZoneKind.EXPEDITION, "Knight").id;
      k.exhaust(List.of(knight));
      k.ready(List.of(knight));
    });
    Fx.action("send-knight-to-discard", (k, ctx, c) -> k.send(List.of(named(k, ZoneKind.EXPEDITION, "Knight").id),
        ZoneKind.DISCARD, ctx.controller()));
  }

  private static GameObject named(Kernel k, ZoneKind zone, String name) {
    return k.find(o -> o.zone == zone && k.name(o).equals(name)).get(0);
  }

  private static Scenario knights() {
    return Scenario.create().card(character("Knight", 2, 2, 2, 2, 2)).card(character("Squire", 1, 1, 1, 1, 1))
        .card(character("Page", 1, 1, 1, 1, 1));
  }

  /**
   * 3.1.2.a-b, 3.2.4.a-b: both players' Characters are in the one shared Expedition zone, each in one of its owner's
   * two Expeditions (Hero and Companion); each player has their own Reserve, a personal zone (3.2.10.a).
   */
  @Test
  void rule_3_1_2_theExpeditionZoneIsSharedAndEachReserveIsPersonal() {
    Scenario sc = knights().expedition(0, Side.HERO, "Knight").expedition(1, Side.COMPANION, "Squire")
        .reserve(1, "Page").turn(0);
    assertEquals(2, sc.k().objects(ZoneKind.EXPEDITION).size());
    assertEquals(List.of(ExpeditionRef.hero(0)), sc.k().expeditionsOf(sc.obj("Knight")));
    assertEquals(List.of(ExpeditionRef.companion(1)), sc.k().expeditionsOf(sc.obj("Squire")));
    assertEquals(0, sc.k().objects(ZoneKind.RESERVE, 0).size());
    assertEquals(1, sc.k().objects(ZoneKind.RESERVE, 1).size());
  }

  /**
   * 3.1.1.b, 3.2.3.a: a Discard pile exists while empty, and a Character sent there is an object in it, seen by both
   * players (a visible zone, 3.1.3.a-b); each object is in one zone at a time (2.1.a).
   */
  @Test
  void rule_3_1_1_bAnEmptyDiscardPileExistsAndReceivesTheCharacterSentThere() {
    Scenario sc = knights().expedition(0, Side.HERO, "Knight");
    assertTrue(sc.state().all().noneMatch(o -> o.zone == ZoneKind.DISCARD));
    sc.effect(Phase.AFTERNOON, 0, "send-knight-to-discard");
    assertEquals(List.of(ZoneKind.DISCARD), sc.all("Knight").stream().map(o -> o.zone).toList());
    assertEquals(1, sc.k().objects(ZoneKind.DISCARD, 0).size());
  }

  /**
   * 2.5.a, 2.5.c-d, 2.5.f, 7.3.14.b: objects in play and in Reserve gain named counters; counters of one name add up,
   * indistinguishable. 2.5.i: such a counter changes nothing else; 2.4.5.a: a boost makes its object Boosted.
   */
  @Test
  void rule_2_5_fGainingCountersAddsThemToThoseOfTheSameName() {
    Scenario sc = knights().expedition(0, Side.HERO, "Knight").reserve(0, "Squire").counters("Knight", "KELP", 1)
        .effect(Phase.AFTERNOON, 0, "knight-and-squire-gain-2-kelp");
    assertEquals(3, sc.obj("Knight").counter("KELP"));
    assertEquals(2, sc.obj("Squire").counter("KELP"));
    assertEquals(2, sc.k().characteristics(sc.obj("Knight")).forest(), "a Kelp counter is no boost");
    assertFalse(sc.obj("Knight").has(Status.BOOSTED));
  }

  /** 2.4.5.a: an object with at least one boost is Boosted, and the boost adds to each statistic (2.4.5.b). */
  @Test
  void rule_2_4_5_aAnObjectWithABoostIsBoosted() {
    Scenario sc = knights().expedition(0, Side.HERO, "Knight").effect(Phase.AFTERNOON, 0, "knight-gains-a-boost");
    assertTrue(sc.obj("Knight").has(Status.BOOSTED));
    assertEquals(3, sc.k().characteristics(sc.obj("Knight")).forest());
  }

  /** 2.4.6.b, 2.4.1.e: an exhausted Knight readied by the effect is ready; its statuses changed only by the effect. */
  @Test
  void rule_2_4_6_bAnObjectThatIsNotExhaustedIsReady() {
    Scenario sc = knights().expedition(0, Side.HERO, "Knight").status("Knight", Status.ANCHORED)
        .effect(Phase.AFTERNOON, 0, "exhaust-then-ready-knight");
    assertFalse(sc.obj("Knight").has(Status.EXHAUSTED));
    assertTrue(sc.obj("Knight").has(Status.ANCHORED), "2.4.1.e: no effect changed it");
  }
}
