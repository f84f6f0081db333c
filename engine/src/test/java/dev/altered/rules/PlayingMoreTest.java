package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.permanent;
import static dev.altered.rules.TestCards.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardType;
import dev.altered.rules.decision.IllegalDecisionException;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Playing Expedition Permanents (5.2.2), Fleeting Spells (2.4.7.b), Scout under cost alterations (7.4.5.d). */
class PlayingMoreTest {
  static {
    Fx.action("draw-for-spell", (k, ctx, c) -> k.draw(ctx.controller(), 1));
    Fx.action("crier-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.source()), 1));
  }

  @Test
  void rule_2_4_7_bASpellWithFleetingGainsItEnteringLimboFromHandAndIsDiscardedAfterAt5_2_4_b() {
    Scenario sc = Scenario.create()
        .card(spell("Flash", 1, 1, "[[Fleeting]]. Draw a card."), Abilities.spell("flash", Fx.steps("draw-for-spell")))
        .card(spell("Study", 1, 1, "Draw a card."), Abilities.spell("study", Fx.steps("draw-for-spell")))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .hand(0, "Flash", "Study").deck(0, "Filler", "Filler").mana(0, 2).firstPlayer(0)
        .from(dev.altered.rules.state.Phase.AFTERNOON, new Procedures.AfternoonFrame());
    sc.play("Flash");
    assertTrue(sc.events(Event.StatusChanged.class).stream().anyMatch(e -> e.status() == Status.FLEETING
        && e.gained()), "played from Hand, Fleeting in Limbo");
    sc.assertZone("Flash", ZoneKind.DISCARD);
    sc.pass(); // player 1
    sc.play("Study");
    sc.assertZone("Study", ZoneKind.RESERVE); // 5.2.4.b: a non-Fleeting Spell goes to Reserve
  }

  @Test
  void rule_5_2_2_aAnExpeditionPermanentIsPlayedInAnExpeditionChosenWhenDeclared() {
    Scenario sc = Scenario.create()
        .card(permanent("Boots", CardType.EXPEDITION_PERMANENT, 1, 1, "Gear"))
        .hand(0, "Boots").mana(0, 1).turn(0);
    assertThrows(IllegalDecisionException.class, () -> sc.play("Boots"), "no Expedition chosen");
    sc.play("Boots", Side.COMPANION);
    GameObject boots = sc.obj("Boots");
    assertEquals(ZoneKind.EXPEDITION, boots.zone);
    assertEquals(Side.COMPANION, boots.side, "5.2.2.c: it enters the chosen Expedition");
  }

  @Test
  void rule_5_2_2_bAnExpeditionPermanentPlayedFromReserveGainsFleetingInLimboThenAgainAt5_2_2_c() {
    Scenario sc = Scenario.create()
        .card(permanent("Boots", CardType.EXPEDITION_PERMANENT, 1, 1, "Gear"))
        .reserve(0, "Boots").mana(0, 1).turn(0);
    sc.playFromReserve("Boots", Side.HERO);
    GameObject boots = sc.obj("Boots");
    assertEquals(ZoneKind.EXPEDITION, boots.zone);
    assertTrue(boots.has(Status.FLEETING));
    List<Event.StatusChanged> fleeting = sc.events(Event.StatusChanged.class).stream()
        .filter(e -> e.status() == Status.FLEETING && e.gained()).toList();
    assertEquals(2, fleeting.size(), "in Limbo, then in the Expedition");
    List<Event.Moved> entered = sc.events(Event.Moved.class).stream()
        .filter(m -> m.to().zone() == ZoneKind.EXPEDITION).toList();
    assertEquals(1, entered.size());
    assertTrue(fleeting.get(1).step() > entered.get(0).step(), "5.2.2.c: in another step, after entering");
  }

  @Test
  void rule_7_4_5_dCostAlterationsApplyToTheScoutCost() {
    // Patron: "Cards you play from Hand cost {1} less" (a decrease): Scout 2 costs 1.
    CostModifier lessOne = new CostModifier() {
      @Override
      public Kind kind() {
        return Kind.DECREASE;
      }

      @Override
      public boolean appliesTo(Kernel k, GameObject source, GameObject card, int player, ZoneKind from) {
        return player == source.controller && from == ZoneKind.HAND;
      }

      @Override
      public int apply(Kernel k, GameObject source, GameObject card, int cost) {
        return Math.max(0, cost - 1);
      }
    };
    Scenario sc = Scenario.create()
        .card(character("Courier", 4, 4, 3, 2, 3, "[Scout] {2}. (You may play me from hand for {2}.)"))
        .card(character("Patron", 1, 1, 0, 0, 0), Abilities.cost("patron", lessOne))
        .hand(0, "Courier").expedition(0, Side.COMPANION, "Patron").mana(0, 1).turn(0);
    assertTrue(sc.pending().declarations().stream().anyMatch(d -> d.scout() && d.cost() == 1),
        "Scout 2, one less");
    sc.scout("Courier", Side.HERO);
    assertEquals(0, sc.readyMana(0));
    assertTrue(sc.all("Courier").stream().anyMatch(o -> o.zone == ZoneKind.EXPEDITION || o.zone == ZoneKind.RESERVE));
  }

  @Test
  void rule_5_1_2_jWhenACardIsPlayedActivatesAtTheStepItLeavesLimbo() {
    // Crier: "When a card is played — I gain 1 boost." A Spell leaves Limbo for Reserve at the end of its
    // resolution; a Character leaves it for the Expedition zone.
    ReactionAbility crier = Abilities.reaction("crier", Triggers.when(false, (self, e) ->
        e instanceof Event.Moved m && m.played()), Fx.steps("crier-boost"));
    Scenario sc = Scenario.create()
        .card(character("Crier", 1, 1, 1, 1, 1), crier)
        .card(spell("Study", 1, 1, "Draw a card."), Abilities.spell("study", Fx.steps("draw-for-spell")))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Crier").hand(0, "Study").deck(0, "Filler").mana(0, 1).turn(0);
    sc.play("Study");
    Event.Moved leaves = sc.events(Event.Moved.class).stream().filter(Event.Moved::played).findFirst()
        .orElseThrow();
    assertEquals(ZoneKind.LIMBO, leaves.from().zone());
    assertEquals(ZoneKind.RESERVE, leaves.to().zone());
    assertTrue(sc.events(Event.Moved.class).stream().anyMatch(m -> m.from().zone() == ZoneKind.DECK
        && m.step() < leaves.step()), "after the Spell's effect resolved");
    assertEquals(1, sc.obj("Crier").counter(GameObject.BOOST));
  }

  @Test
  void rule_5_2_aAnEffectThatLetsAPlayerPlayACardOffersTheirHandAndReserve() {
    Scenario sc = Scenario.create()
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(character("Page", 1, 1, 1, 1, 1))
        .card(character("Groom", 1, 1, 1, 1, 1))
        .hand(0, "Squire").reserve(0, "Page").discardPile(0, "Groom").mana(0, 1)
        .effect(dev.altered.rules.state.Phase.AFTERNOON, 0);
    List<String> names = sc.k().playableCards(0, true, 0).stream().map(o -> sc.k().name(o)).sorted().toList();
    assertEquals(List.of("Page", "Squire"), names, "not from the Discard pile");
  }
}
