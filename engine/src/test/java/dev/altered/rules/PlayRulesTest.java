package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.decision.IllegalDecisionException;
import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Play rules no test cited before (issue 20): modifiers that exist before their step (6.2.k-l), ahead, behind and
 * tied (7.5.2), checking Reactions again (4.4.c-d), quick actions (5.3), declining a cost (6.4), and the basic
 * keyword actions (7.3: discard, draw, exhaust, ready, gain counters, give boosts, put / return / send).
 */
class PlayRulesTest {
  static {
    Fx.action("warden-enters-as-other-leaves", (k, ctx, c) -> {
      GameObject warden = named(k, ZoneKind.HAND, "Warden");
      GameObject other = named(k, ZoneKind.EXPEDITION, "Other");
      k.move(List.of(new Move(warden.id, ZoneKind.EXPEDITION, 0, Optional.of(Side.HERO), false, false, Cause.EFFECT,
          0), k.moveTo(other.id, ZoneKind.RESERVE, Cause.EFFECT, 0)));
    });
    Fx.action("other-to-reserve", (k, ctx, c) -> k.send(List.of(named(k, ZoneKind.EXPEDITION, "Other").id),
        ZoneKind.RESERVE, 0));
    Fx.action("glutton-gains-a-boost", (k, ctx, c) -> k.gainBoosts(List.of(named(k, ZoneKind.EXPEDITION,
        "Glutton").id), 1));
    Fx.action("scribe-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.source()), 1));
    Fx.action("each-player-draws", (k, ctx, c) -> {
      k.draw(0, 1);
      k.draw(1, 1);
    });
    Fx.action("draw-one", (k, ctx, c) -> k.draw(ctx.controller(), 1));
    Fx.action("draw-two", (k, ctx, c) -> k.draw(ctx.controller(), 2));
    Fx.action("discard-everywhere", (k, ctx, c) -> k.discard(List.of(named(k, ZoneKind.HAND, "Page").id,
        named(k, ZoneKind.RESERVE, "Squire").id, named(k, ZoneKind.EXPEDITION, "Knight").id), ctx.controller()));
    Fx.action("exhaust-knight", (k, ctx, c) -> k.exhaust(List.of(named(k, ZoneKind.EXPEDITION, "Knight").id)));
    Fx.action("ready-all", (k, ctx, c) -> k.ready(k.find(o -> o.zone == ZoneKind.EXPEDITION).stream()
        .map(o -> o.id).toList()));
    Fx.action("knight-gains-2-kelp", (k, ctx, c) -> k.gainCounters(List.of(named(k, ZoneKind.EXPEDITION,
        "Knight").id), "KELP", 2));
    Fx.action("knight-gains-1-kelp", (k, ctx, c) -> k.gainCounters(List.of(named(k, ZoneKind.EXPEDITION,
        "Knight").id), "KELP", 1));
    Fx.action("give-knight-2-boosts", (k, ctx, c) -> k.gainBoosts(List.of(named(k, ZoneKind.EXPEDITION,
        "Knight").id), 2));
    Fx.action("return-knight-to-hand", (k, ctx, c) -> k.send(List.of(named(k, ZoneKind.EXPEDITION, "Knight").id),
        ZoneKind.HAND, ctx.controller()));
    Fx.action("put-squire-in-expedition", (k, ctx, c) -> k.putInExpedition(named(k, ZoneKind.RESERVE, "Squire").id,
        ExpeditionRef.companion(ctx.controller()), ctx.controller()));
  }

  private static GameObject named(Kernel k, ZoneKind zone, String name) {
    return k.find(o -> o.zone == zone && k.name(o).equals(name)).get(0);
  }

  /** "If another Character would go to Reserve, put it in its owner's Hand instead." */
  private static PassiveAbility warden() {
    return Abilities.replacement("warden", new Replacement() {
      @Override
      public boolean appliesTo(Kernel k, GameObject source, AtomicAction action) {
        return action instanceof Move m && m.to() == ZoneKind.RESERVE && m.objectId() != source.id;
      }

      @Override
      public List<AtomicAction> replace(Kernel k, GameObject source, AtomicAction action) {
        Move m = (Move) action;
        return List.of(m.withDestination(ZoneKind.HAND, m.toPlayer(), Optional.empty(), false));
      }
    });
  }

  // ---------------------------------------------------------------- 6.2 modifiers

  @Test
  void rule_6_2_lAModifierOfAnObjectEnteringPlayDuringAStepDoesNotModifyThatStep() {
    Scenario sc = Scenario.create()
        .card(character("Warden", 1, 1, 1, 1, 1), warden())
        .card(character("Other", 1, 1, 1, 1, 1))
        .hand(0, "Warden").expedition(0, Side.HERO, "Other")
        .effect(Phase.AFTERNOON, 0, "warden-enters-as-other-leaves");
    sc.assertZone("Warden", ZoneKind.EXPEDITION);
    sc.assertZone("Other", ZoneKind.RESERVE); // Warden's modifier did not exist before the step
  }

  @Test
  void rule_6_2_lAModifierInPlayBeforeTheStepModifiesIt() {
    Scenario sc = Scenario.create()
        .card(character("Warden", 1, 1, 1, 1, 1), warden())
        .card(character("Other", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Warden", "Other")
        .effect(Phase.AFTERNOON, 0, "other-to-reserve");
    sc.assertZone("Other", ZoneKind.HAND);
  }

  @Test
  void rule_6_2_kAModifierAppliesOnceToAnAtomicActionEvenIfItStillMatchesTheModifiedOne() {
    // Glutton: "If I would gain boosts, I gain one more instead": the modified action is a gain of boosts too.
    Replacement oneMore = new Replacement() {
      @Override
      public boolean appliesTo(Kernel k, GameObject source, AtomicAction action) {
        return action instanceof AtomicAction.GainCounters g && g.objectId() == source.id
            && g.counter().equals(GameObject.BOOST);
      }

      @Override
      public List<AtomicAction> replace(Kernel k, GameObject source, AtomicAction action) {
        AtomicAction.GainCounters g = (AtomicAction.GainCounters) action;
        return List.of(new AtomicAction.GainCounters(g.objectId(), g.counter(), g.count() + 1));
      }
    };
    Scenario sc = Scenario.create()
        .card(character("Glutton", 1, 1, 1, 1, 1), Abilities.replacement("glutton", oneMore))
        .expedition(0, Side.HERO, "Glutton").effect(Phase.AFTERNOON, 0, "glutton-gains-a-boost");
    assertEquals(2, sc.obj("Glutton").counter(GameObject.BOOST));
    List<Event.CountersChanged> changes = sc.events(Event.CountersChanged.class);
    assertEquals(1, changes.size(), "6.2.m: the modified step happens once, as one event");
  }

  // ---------------------------------------------------------------- 7.5.2 ahead, behind, tied

  @Test
  void rule_7_5_2_aAheadBehindAndTiedCompareDistancesFromEachStartingRegion() {
    // Hero Expeditions start in region 0 and Companion ones in region 7 (3.2.1.b); each faces the opponent's.
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 1, 1, 1))
        .positions(0, 3, 5).positions(1, 1, 5).effect(Phase.AFTERNOON, 0);
    Kernel k = sc.k();
    assertTrue(k.isAhead(ExpeditionRef.hero(0)), "7.5.2.a: 3 regions from its start against 1");
    assertTrue(k.isBehind(ExpeditionRef.hero(1)), "7.5.2.b");
    for (ExpeditionRef e : List.of(ExpeditionRef.companion(0), ExpeditionRef.companion(1))) {
      assertFalse(k.isAhead(e) || k.isBehind(e), "7.5.2.c: both two regions from their start, tied");
    }
    k.state().tiebreakers = true;
    assertFalse(k.isAhead(ExpeditionRef.hero(0)) || k.isBehind(ExpeditionRef.hero(1)), "7.5.2.d: all tied");
  }

  // ---------------------------------------------------------------- 4.4 checking Reactions

  @Test
  void rule_4_4_cReactionsAreCheckedAgainAfterOneIsPlayedThenTheGameGoesOnAt4_4_d() {
    // Herald: "j Draw a card." Scribe: "When you draw a card — I gain 1 boost." Scribe's Reaction is activated
    // while Herald's resolves, and played when Reactions are checked again; then the next turn comes.
    ReactionAbility scribe = Abilities.reaction("scribe", Triggers.when(false, (self, e) ->
        e instanceof Event.Moved m && m.from().zone() == ZoneKind.DECK && m.to().zone() == ZoneKind.HAND
            && m.to().player() == self.controller), Fx.steps("scribe-boost"));
    Scenario sc = Scenario.create()
        .card(character("Herald", 1, 1, 1, 1, 1), Abilities.reaction("herald", Triggers.joins(),
            Fx.steps("draw-one")))
        .card(character("Scribe", 1, 1, 1, 1, 1), scribe)
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.COMPANION, "Scribe").hand(0, "Herald").deck(0, "Filler").mana(0, 1).firstPlayer(0)
        .from(Phase.AFTERNOON, new Procedures.AfternoonFrame());
    sc.play("Herald", Side.HERO);
    while (sc.waiting() && sc.pending().kind() == DecisionKind.REACTION) {
      sc.pickIds(sc.pending().candidates().get(0).id());
    }
    sc.assertZone("Filler", ZoneKind.HAND);
    assertEquals(1, sc.obj("Scribe").counter(GameObject.BOOST), "4.4.c: the Reaction it activated was played");
    assertTrue(sc.reactionEmblems().isEmpty());
    assertEquals(DecisionKind.TURN, sc.pending().kind(), "4.4.d: the game goes on to the next turn");
    assertEquals(1, sc.pending().player());
  }

  @Test
  void rule_5_1_1_cTheFirstPlayerInInitiativeOrderWithReactionsInLimboMustPlayOneAndPlaysAllTheirsFirst() {
    // Each player has two Scribes ("When you draw a card — I gain 1 boost"); both draw at Dusk, when the first
    // player (here player 1) has initiative (1.4.5).
    ReactionAbility scribe = Abilities.reaction("scribe", Triggers.when(false, (self, e) ->
        e instanceof Event.Moved m && m.from().zone() == ZoneKind.DECK && m.to().zone() == ZoneKind.HAND
            && m.to().player() == self.controller), Fx.steps("scribe-boost"));
    Scenario sc = Scenario.create()
        .card(character("Scribe", 1, 1, 1, 1, 1), scribe)
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Scribe", "Scribe").expedition(1, Side.HERO, "Scribe", "Scribe")
        .deck(0, "Filler").deck(1, "Filler").firstPlayer(1).effect(Phase.DUSK, 0, "each-player-draws");
    assertEquals(DecisionKind.REACTION, sc.pending().kind());
    assertEquals(1, sc.pending().player());
    assertEquals(1, sc.pending().min(), "must play one");
    while (sc.waiting() && sc.pending().kind() == DecisionKind.REACTION) {
      sc.pickIds(sc.pending().candidates().get(0).id());
    }
    assertEquals(List.of(1, 1, 0, 0), sc.events(Event.ReactionPlayed.class).stream()
        .map(Event.ReactionPlayed::controller).toList(), "4.4.c remark: all of player 1's first");
  }

  @Test
  void rule_4_2_3_dATurnIsPlayingACardPlayingAQuickActionOrPassingAt5_1_1_b() {
    Scenario sc = Scenario.create()
        .card(character("Generator", 1, 1, 1, 1, 1), generator(false))
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Generator").hand(0, "Squire").deck(0, "Filler").mana(0, 1).turn(0);
    assertEquals(java.util.EnumSet.allOf(Declaration.Kind.class), java.util.EnumSet.copyOf(sc.pending()
        .declarations().stream().map(Declaration::kind).toList()));
  }

  // ---------------------------------------------------------------- 5.3 quick actions, 6.4 costs

  private static QuickAction generator(boolean support) {
    return Abilities.quick("generator", new QuickCost(0, !support, false, Map.of()), Fx.steps("draw-one"), support);
  }

  @Test
  void rule_5_3_bOnlyQuickActionsOfObjectsYouControlOrSupportOnesInYourReserveAreOffered() {
    Scenario sc = Scenario.create()
        .card(character("Generator", 1, 1, 1, 1, 1), generator(false))
        .card(character("Dynamo", 1, 1, 1, 1, 1), generator(true))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(1, Side.HERO, "Generator").reserve(0, "Dynamo").deck(0, "Filler").turn(0);
    List<Declaration> quick = sc.pending().declarations().stream()
        .filter(d -> d.kind() == Declaration.Kind.QUICK_ACTION).toList();
    assertEquals(List.of(sc.obj("Dynamo").id), quick.stream().map(Declaration::objectId).toList());
    assertThrows(IllegalDecisionException.class, () -> sc.quickAction("Generator", "generator"));
  }

  @Test
  void rule_5_3_cAQuickActionDoesNotChangeZonesAndItsObjectStaysWhereItIsExhaustedAt5_3_d() {
    Scenario sc = Scenario.create()
        .card(character("Generator", 1, 1, 1, 1, 1), generator(false))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Generator").deck(0, "Filler").turn(0);
    int id = sc.obj("Generator").id;
    sc.quickAction("Generator", "generator");
    assertEquals(id, sc.obj("Generator").id, "the same object: it did not move");
    assertEquals(ZoneKind.EXPEDITION, sc.obj("Generator").zone);
    assertTrue(sc.obj("Generator").has(Status.EXHAUSTED), "5.3.d, 7.3.12.b: {T} exhausts the bearer");
    assertTrue(sc.emblems().isEmpty(), "nothing of the quick action is left in Limbo");
    sc.assertZone("Filler", ZoneKind.HAND);
  }

  @Test
  void rule_5_3_eAQuickActionPlayedAHundredTimesTodayIsNotOfferedAgain() {
    Scenario sc = Scenario.create()
        .card(character("Dynamo", 1, 1, 1, 1, 1), generator(true))
        .reserve(0, "Dynamo");
    sc.state().activations.put(sc.obj("Dynamo").id + "/generator", 100);
    sc.turn(0);
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.kind() == Declaration.Kind.QUICK_ACTION));
  }

  @Test
  void rule_6_4_dACardWhoseCostIsNotPaidIsNotPlayedAndTheTurnIsOfferedAgain() {
    Scenario sc = Scenario.create()
        .card(character("Giant", 5, 5, 5, 5, 5))
        .card(character("Squire", 1, 1, 1, 1, 1))
        .hand(0, "Giant", "Squire").mana(0, 2).turn(0);
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.objectId() == sc.obj("Giant").id),
        "6.4.c: a cost that cannot be paid in full is not offered");
    assertThrows(IllegalDecisionException.class, () -> sc.play("Giant", Side.HERO));
    assertEquals(DecisionKind.TURN, sc.pending().kind(), "6.4.d: back to the point it was offered");
    assertEquals(0, sc.pending().player());
    sc.assertZone("Giant", ZoneKind.HAND);
    assertEquals(2, sc.readyMana(0));
    sc.play("Squire", Side.HERO);
    sc.assertZone("Squire", ZoneKind.EXPEDITION);
  }

  // ---------------------------------------------------------------- 7.3 basic keyword actions

  private static Scenario board(String... actions) {
    return Scenario.create()
        .card(character("Knight", 2, 2, 2, 2, 2))
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(character("Page", 1, 1, 1, 1, 1))
        .card(character("Top", 1, 1, 0, 0, 0))
        .card(character("Second", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Knight").reserve(0, "Squire").hand(0, "Page").deck(0, "Top", "Second")
        .effect(Phase.AFTERNOON, 0, actions);
  }

  @Test
  void rule_7_3_7_aDiscardingMovesFromAnyZoneToTheDiscardPile() {
    Scenario sc = board("discard-everywhere");
    for (String name : List.of("Page", "Squire", "Knight")) {
      sc.assertZone(name, ZoneKind.DISCARD);
    }
    assertEquals(1, sc.events(Event.Moved.class).stream().map(Event::step).distinct().count(), "6.1.f: one step, its atomic actions simultaneous");
  }

  @Test
  void rule_7_3_9_aDrawingXCardsMovesTheTopXCardsOfTheDeckToHand() {
    Scenario sc = board("draw-two");
    sc.assertZone("Top", ZoneKind.HAND).assertZone("Second", ZoneKind.HAND);
    Scenario one = board("draw-one"); // 7.3.9.b: "draw a card" is draw 1 card
    one.assertZone("Top", ZoneKind.HAND).assertZone("Second", ZoneKind.DECK);
  }

  @Test
  void rule_7_3_12_aExhaustingGainsExhaustedAndReadyingLosesItOnlyIfExhaustedAt7_3_25_aB() {
    Scenario sc = board("exhaust-knight", "ready-all");
    assertFalse(sc.obj("Knight").has(Status.EXHAUSTED), "7.3.25.a");
    List<Event.StatusChanged> changes = sc.events(Event.StatusChanged.class);
    assertEquals(2, changes.size(), "Knight exhausted, then readied; nothing for a ready object (7.3.25.b)");
    assertTrue(changes.get(0).gained() && changes.get(0).status() == Status.EXHAUSTED);
    assertFalse(changes.get(1).gained());
  }

  @Test
  void rule_7_3_14_aGainingCountersPutsThemOnTheObjectAndTheyAreFungibleAt7_3_14_b() {
    Scenario sc = board("knight-gains-2-kelp", "knight-gains-1-kelp");
    assertEquals(3, sc.obj("Knight").counter("KELP"));
  }

  @Test
  void rule_7_3_16_aGivingBoostsIsGainingThem() {
    Scenario sc = board("give-knight-2-boosts");
    assertEquals(2, sc.obj("Knight").counter(GameObject.BOOST));
    assertTrue(sc.obj("Knight").has(Status.BOOSTED), "2.4.5.b: Boosted by its boosts");
    assertEquals(4, sc.k().characteristics(sc.obj("Knight")).forest(), "2.5.1.a-b: +1/+1/+1 each");
  }

  @Test
  void rule_7_3_27_bReturningToAZoneTheObjectWasNeverInIsAMoveLikePutAndSendAt7_3_24_b() {
    Scenario sc = board("return-knight-to-hand", "put-squire-in-expedition");
    sc.assertZone("Knight", ZoneKind.HAND); // never was in Hand in this game (7.3.27.a-b)
    sc.assertZone("Squire", ZoneKind.EXPEDITION);
    List<Event.Moved> moves = sc.events(Event.Moved.class);
    assertEquals(List.of(ZoneKind.HAND, ZoneKind.EXPEDITION), moves.stream().map(m -> m.to().zone()).toList(),
        "7.3.24.b, 7.3.32.b: one kind of move whatever the verb");
  }
}
