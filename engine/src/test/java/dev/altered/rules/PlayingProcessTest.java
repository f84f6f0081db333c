package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.permanent;
import static dev.altered.rules.TestCards.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardType;
import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Section 5: playing cards, their costs and where they go; Fleeting from Reserve (2.4.7). */
class PlayingProcessTest {
  static {
    Fx.action("draw-a-card", (k, ctx, chosen) -> k.draw(ctx.controller(), 1));
  }

  private static Scenario base() {
    return Scenario.create()
        .card(character("Soldier", 2, 3, 2, 2, 2))
        .card(spell("Insight", 1, 2, ""), Abilities.spell("insight", Fx.steps("draw-a-card")))
        .card(spell("Flash", 1, 1, "[[Fleeting]]. (Send me to Discard instead of Reserve.)"),
            Abilities.spell("flash", Fx.steps("draw-a-card")))
        .card(spell("Study", 1, 1, "[Cooldown]. (If I go to Reserve after my effect resolves, exhaust me.)"),
            Abilities.spell("study", Fx.steps("draw-a-card")))
        .card(permanent("Watchtower", CardType.LANDMARK_PERMANENT, 2, 2))
        .card(permanent("Boots", CardType.EXPEDITION_PERMANENT, 1, 1, "GEAR"))
        .card(character("Filler", 1, 1, 0, 0, 0));
  }

  @Test
  void rule_5_1_2_aCharacterGoesThroughLimboPaysItsHandCostAndJoinsTheChosenExpedition() {
    Scenario sc = base().hand(0, "Soldier").mana(0, 3).turn(0);
    sc.play("Soldier", Side.COMPANION);
    GameObject soldier = sc.obj("Soldier");
    assertEquals(ZoneKind.EXPEDITION, soldier.zone);
    assertEquals(Side.COMPANION, soldier.side);
    assertEquals(1, sc.readyMana(0), "5.1.2.d: Hand Cost 2 paid by exhausting two Mana Orbs (1.2.5.e, 3.2.9.f)");
    List<Event.Moved> moves = sc.events(Event.Moved.class);
    assertEquals(ZoneKind.LIMBO, moves.get(0).to().zone(), "5.1.2.g: first moved to Limbo");
    assertEquals(Cause.PLAY, moves.get(0).cause());
    assertTrue(moves.get(1).played(), "7.5.11.a: it is played as it leaves Limbo");
    Event.CostPaid paid = sc.events(Event.CostPaid.class).get(0);
    assertTrue(paid.step() > moves.get(0).step() && paid.step() < moves.get(1).step(),
        "5.1.2.a: declare, move to Limbo, pay costs, resolve");
    assertFalse(soldier.has(Status.FLEETING), "played from Hand: not Fleeting");
  }

  @Test
  void rule_2_4_7_aCharacterPlayedFromReserveGainsFleetingInLimboAndAgainAfterJoiningInAnotherStep() {
    Scenario sc = base().reserve(0, "Soldier").mana(0, 3).turn(0);
    sc.playFromReserve("Soldier", Side.HERO);
    assertEquals(0, sc.readyMana(0), "5.1.2.d: the Reserve Cost (3) is paid");
    GameObject soldier = sc.obj("Soldier");
    assertTrue(soldier.has(Status.FLEETING), "2.4.7.c");
    List<Event.StatusChanged> fleeting = sc.events(Event.StatusChanged.class).stream()
        .filter(e -> e.status() == Status.FLEETING).toList();
    assertEquals(2, fleeting.size(), "2.4.7.a, 5.2.1.b: in Limbo; 5.2.1.c: then as a separate step after joining");
    Event.Moved joined = sc.events(Event.Moved.class).get(1);
    assertTrue(fleeting.get(1).step() > joined.step(), "5.2.1.c: Fleeting comes in a later step");
  }

  @Test
  void rule_2_4_7_dAFleetingCharacterThatWouldGoToReserveIsDiscardedInstead() {
    Scenario sc = base().expedition(0, Side.HERO, "Soldier").status("Soldier", Status.FLEETING).turn(0);
    sc.k().send(List.of(sc.obj("Soldier").id), ZoneKind.RESERVE, 0);
    sc.assertZone("Soldier", ZoneKind.DISCARD);
  }

  @Test
  void rule_5_2_4_aSpellResolvesInLimboThenGoesToItsOwnersReserve() {
    Scenario sc = base().hand(0, "Insight").deck(0, "Filler").mana(0, 1).turn(0);
    sc.play("Insight");
    sc.assertZone("Insight", ZoneKind.RESERVE).assertZone("Filler", ZoneKind.HAND);
    assertFalse(sc.obj("Insight").has(Status.EXHAUSTED));
  }

  @Test
  void rule_2_4_7_eAFleetingSpellIsDiscardedAfterResolving() {
    Scenario sc = base().hand(0, "Flash").deck(0, "Filler").mana(0, 1).turn(0);
    sc.play("Flash");
    sc.assertZone("Flash", ZoneKind.DISCARD).assertZone("Filler", ZoneKind.HAND);
  }

  @Test
  void rule_2_4_7_aASpellPlayedFromReserveIsFleetingAndGoesToTheDiscardPile() {
    Scenario sc = base().reserve(0, "Insight").deck(0, "Filler").mana(0, 2).turn(0);
    sc.playFromReserve("Insight");
    sc.assertZone("Insight", ZoneKind.DISCARD);
  }

  @Test
  void rule_7_4_1_aSpellWithCooldownIsExhaustedInReserve() {
    Scenario sc = base().hand(0, "Study").deck(0, "Filler").mana(0, 1).turn(0);
    sc.play("Study");
    sc.assertZone("Study", ZoneKind.RESERVE);
    assertTrue(sc.obj("Study").has(Status.EXHAUSTED), "7.4.1.b, 5.2.4.b");
  }

  @Test
  void rule_5_2_3_aLandmarkPermanentJoinsTheLandmarkZoneAndNeverHasFleeting() {
    Scenario sc = base().reserve(0, "Watchtower").mana(0, 2).turn(0);
    sc.playFromReserve("Watchtower");
    sc.assertZone("Watchtower", ZoneKind.LANDMARK);
    assertFalse(sc.obj("Watchtower").has(Status.FLEETING), "5.2.3.a remark");
  }

  @Test
  void rule_5_2_2_anExpeditionPermanentJoinsTheChosenExpedition() {
    Scenario sc = base().hand(0, "Boots").mana(0, 1).turn(0);
    sc.play("Boots", Side.HERO);
    assertEquals(Side.HERO, sc.obj("Boots").side);
  }

  @Test
  void rule_2_4_6_cExhaustedCardsInReserveCannotBePlayed() {
    Scenario sc = base().reserve(0, "Soldier").status("Soldier", Status.EXHAUSTED).mana(0, 5).turn(0);
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.objectId() == sc.obj("Soldier").id));
  }

  @Test
  void rule_2_5_kKeepingTheBoostsOfACardPlayedFromReserve() {
    Scenario sc = base().reserve(0, "Soldier").counters("Soldier", GameObject.BOOST, 2).mana(0, 3).turn(0);
    sc.playFromReserve("Soldier", Side.HERO);
    assertEquals(2, sc.obj("Soldier").counter(GameObject.BOOST), "2.4.5.b remark, 2.5.k");
    assertEquals(4, sc.k().characteristics(sc.obj("Soldier")).forest(), "2.5.1.b: each boost adds 1");
  }
}
