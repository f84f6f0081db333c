package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Keyword actions (7.3) and keyword abilities (7.4: Scout, Tough), quick actions and costs (5.3, 6.4). */
class KeywordsTest {
  static {
    Fx.filter("character-in-play", (k, o) -> o.zone == ZoneKind.EXPEDITION && k.isCharacter(o));
    Fx.filter("card-with-counters", (k, o) -> (o.zone.inPlay() || o.zone == ZoneKind.RESERVE) && !o.counters.isEmpty());
    Fx.action("augment-it", (k, ctx, c) -> c.forEach(id -> k.augment(id, GameObject.BOOST)));
    Fx.action("boost-them", (k, ctx, c) -> k.gainBoosts(c, 1));
    Fx.action("draw", (k, ctx, c) -> k.draw(ctx.controller(), 1));
    Fx.action("after-you", (k, ctx, c) -> k.afterYou(ctx.controller()));
    Fx.action("counter", (k, ctx, c) -> k.gainCounters(List.of(ctx.source()), "Kelon", 1));
  }

  private static Scenario filler() {
    return Scenario.create().card(character("Filler", 1, 1, 1, 1, 1)).card(character("Other", 1, 1, 1, 1, 1));
  }

  @Test
  void rule_7_4_5_scoutPlaysForItsAlternativeCostAndSendsItselfToReserveAfterEnteringPlay() {
    // Example of 7.4.5.c: Aby, Sap Courier (Scout 1, "j You may Augment target card in play or in Reserve"):
    // either Reaction may resolve first, and both resolve.
    Scenario sc = Scenario.create()
        .card(character("Aby, Sap Courier", 3, 3, 3, 2, 3, "[Scout] {1}. (You may play me from hand for {1}.)"),
            Abilities.reaction("aby-j", Triggers.joins(), Fx.target("card-with-counters", 0, 1, "augment-it")))
        .card(character("Filler", 1, 1, 1, 1, 1))
        .hand(0, "Aby, Sap Courier").expedition(0, Side.COMPANION, "Filler").counters("Filler", "boost", 1)
        .mana(0, 1).turn(0);
    assertTrue(sc.pending().declarations().stream().anyMatch(d -> d.scout() && d.cost() == 1));
    sc.scout("Aby, Sap Courier", Side.HERO);
    assertEquals(DecisionKind.REACTION, sc.pending().kind());
    int sendBack = sc.pending().candidates().stream().filter(c -> c.label().contains("scout")).findFirst()
        .orElseThrow().id();
    sc.pickIds(sendBack);
    sc.assertZone("Aby, Sap Courier", ZoneKind.RESERVE);
    sc.pick("Filler");
    assertEquals(2, sc.obj("Filler").counter(GameObject.BOOST), "7.3.4: one more of a counter it has");
    assertEquals(0, sc.readyMana(0));
  }

  @Test
  void rule_7_4_7_toughCostsTheOpponentManaOncePerEffectAndNothingForOwnObjects() {
    Scenario sc = Scenario.create()
        .card(character("Guard", 2, 2, 1, 1, 1, "[Tough\u00a02]."))
        .card(character("Rallier", 1, 1, 1, 1, 1),
            Abilities.reaction("rallier", Triggers.joins(), ctx -> new TwoTargets(ctx)))
        .expedition(1, Side.HERO, "Guard").hand(0, "Rallier").mana(0, 4).turn(0);
    sc.play("Rallier", Side.HERO);
    assertEquals(2, sc.pending().candidate(sc.obj("Guard").id).orElseThrow().extraCost(),
        "7.4.7.b-c: Tough is followed by its number, the mana to pay");
    assertEquals(0, sc.pending().candidate(sc.obj("Rallier").id).orElseThrow().extraCost());
    sc.pick("Guard");
    assertEquals(1, sc.readyMana(0), "7.4.7.c: Tough 2 paid");
    assertEquals(0, sc.pending().candidate(sc.obj("Guard").id).orElseThrow().extraCost(),
        "7.4.7.f: paid only once per effect");
    sc.pick("Guard");
    assertEquals(1, sc.readyMana(0));
    assertEquals(2, sc.obj("Guard").counter(GameObject.BOOST));
  }

  @Test
  void rule_7_4_7_dAPlayerIsNeverForcedToPayTough() {
    Scenario sc = Scenario.create()
        .card(character("Guard", 2, 2, 1, 1, 1, "[Tough\u00a02]."))
        .card(character("Rallier", 1, 1, 1, 1, 1),
            Abilities.reaction("rallier", Triggers.joins(), Fx.target("character-in-play", 1, 1, "boost-them")))
        .expedition(1, Side.HERO, "Guard").hand(0, "Rallier").mana(0, 4).turn(0);
    sc.play("Rallier", Side.HERO).pick("Rallier");
    assertEquals(3, sc.readyMana(0));
  }

  @Test
  void rule_7_4_7_dWhenTheOnlyPossibleTargetHasToughTheTargetMayBeLeftUnchosen() {
    Fx.filter("opponents-character", (k, o) -> o.zone == ZoneKind.EXPEDITION && k.isCharacter(o)
        && o.controller == 1);
    Scenario sc = Scenario.create()
        .card(character("Guard", 2, 2, 1, 1, 1, "[Tough\u00a02]."))
        .card(character("Rallier", 1, 1, 1, 1, 1),
            Abilities.reaction("rallier", Triggers.joins(), Fx.target("opponents-character", 1, 1, "boost-them")))
        .expedition(1, Side.HERO, "Guard").hand(0, "Rallier").mana(0, 4).turn(0);
    sc.play("Rallier", Side.HERO);
    assertEquals(DecisionKind.TARGET, sc.pending().kind());
    assertEquals(0, sc.pending().min(), "7.4.7.d: all potential targets have Tough, none is required");
    assertEquals(2, sc.pending().candidates().get(0).extraCost(), "7.4.7.e: paying is part of choosing targets");
    sc.none();
    assertEquals(3, sc.readyMana(0), "no Tough paid");
    assertEquals(0, sc.obj("Guard").counter(GameObject.BOOST));
  }

  /** "Target Character gains 1 boost. Then target Character gains 1 boost." (two target steps). */
  public static final class TwoTargets extends EffectFrame {
    public TwoTargets() {}

    TwoTargets(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      if (pc == 0 || pc == 2) {
        pc++;
        return Flow.ask(k.targets(ctx.controller(), "target Character", o -> o.zone == ZoneKind.EXPEDITION,
            1, 1, toughPaid));
      }
      if (pc == 1 || pc == 3) {
        pc++;
        k.payTough(ctx.controller(), picked(), toughPaid);
        k.gainBoosts(picked(), 1);
        return Flow.next();
      }
      return Flow.done();
    }
  }

  @Test
  void rule_6_4_aAQuickActionCostIsPaidInOneStepExhaustingMeAndMana() {
    Scenario sc = Scenario.create()
        .card(character("Generator", 3, 3, 0, 0, 0),
            Abilities.quick("generator", new QuickCost(1, true, false, Map.of()), Fx.steps("draw"), false))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Generator").deck(0, "Filler").mana(0, 2).turn(0);
    sc.quickAction("Generator", "generator");
    assertTrue(sc.obj("Generator").has(Status.EXHAUSTED));
    assertEquals(1, sc.readyMana(0));
    sc.assertZone("Filler", ZoneKind.HAND);
    Event.CostPaid paid = sc.events(Event.CostPaid.class).get(0);
    List<Event.StatusChanged> exhausts = sc.events(Event.StatusChanged.class);
    assertTrue(exhausts.stream().allMatch(e -> e.step() == paid.step()), "1.2.5.d, 6.1.d: a single step");
    assertEquals(DecisionKind.TURN, sc.pending().kind(), "4.2.3.e: after a quick action the turn continues");
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.kind() == Declaration.Kind.QUICK_ACTION),
        "2.4.6.a remark: {T} cannot be paid again");
  }

  @Test
  void rule_5_1_2_cBabasIsbaSacrificesTheCharacterChosenAsItsCostInTheCostsStep() {
    // Baba's Isba: "{T}, Sacrifice a Character: After You."
    ChoiceCost sacrifice = new ChoiceCost() {
      @Override
      public List<Integer> candidates(Kernel k, GameObject self, int player) {
        return k.find(o -> k.controls(player, o) && k.isCharacter(o)).stream().map(o -> o.id).toList();
      }

      @Override
      public int count() {
        return 1;
      }

      @Override
      public void pay(Kernel k, GameObject self, int player, List<Integer> chosen) {
        k.sacrifice(chosen, player);
      }

      @Override
      public String describe() {
        return "Sacrifice a Character";
      }
    };
    Scenario sc = Scenario.create()
        .card(TestCards.permanent("Baba's Isba", dev.altered.card.CardType.LANDMARK_PERMANENT, 3, 3),
            Abilities.quick("isba", QuickCost.exhaust().with(sacrifice), Fx.steps("after-you"), false))
        .card(character("Victim", 1, 1, 1, 1, 1))
        .landmark(0, "Baba's Isba").turn(0);
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.kind() == Declaration.Kind.QUICK_ACTION),
        "1.2.5.c: no Character to sacrifice, the cost cannot be paid");
    Scenario withVictim = Scenario.create()
        .card(TestCards.permanent("Baba's Isba", dev.altered.card.CardType.LANDMARK_PERMANENT, 3, 3),
            Abilities.quick("isba", QuickCost.exhaust().with(sacrifice), Fx.steps("after-you"), false))
        .card(character("Victim", 1, 1, 1, 1, 1))
        .landmark(0, "Baba's Isba").expedition(0, Side.HERO, "Victim").turn(0);
    withVictim.quickAction("Baba's Isba", "isba");
    assertEquals(DecisionKind.COST, withVictim.pending().kind());
    withVictim.pick("Victim");
    withVictim.assertZone("Victim", ZoneKind.DISCARD);
    Event.CostPaid paid = withVictim.events(Event.CostPaid.class).get(0);
    assertTrue(withVictim.events(Event.Moved.class).stream().allMatch(m -> m.step() == paid.step()),
        "6.4.a: one step with the exhaustion");
    assertFalse(withVictim.waiting(), "After You ended the turn");
  }

  @Test
  void rule_1_4_6_bAQuickActionCanBePlayedAHundredTimesADay() {
    Scenario sc = Scenario.create()
        .card(character("Counter", 1, 1, 0, 0, 0),
            Abilities.quick("tick", QuickCost.mana(0), Fx.steps("counter"), false))
        .expedition(0, Side.HERO, "Counter").turn(0);
    for (int i = 0; i < 100; i++) {
      sc.quickAction("Counter", "tick");
    }
    assertEquals(100, sc.obj("Counter").counter("Kelon"));
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.kind() == Declaration.Kind.QUICK_ACTION));
    assertTrue(sc.game().check(Answer.declare(Declaration.quickAction(sc.obj("Counter").id, "tick")))
        .orElseThrow().contains("100 times"));
  }

  @Test
  void rule_7_3_2_afterYouEndsTheTurnWithoutPassingAndDiscardMePaysTheSupportCost() {
    // Alice: support ability "{D}: After You".
    Scenario sc = Scenario.create()
        .card(character("Alice", 3, 3, 2, 2, 4), Abilities.quick("alice", QuickCost.discard(),
            Fx.steps("after-you"), true))
        .reserve(0, "Alice").turn(0);
    sc.quickAction("Alice", "alice");
    sc.assertZone("Alice", ZoneKind.DISCARD);
    assertFalse(sc.waiting(), "the turn ended");
    assertFalse(sc.game().state().player(0).passed, "7.3.2.b: After You is not passing");
  }

  @Test
  void rule_2_2_15_celebrationDayForbidsMovingForwardUntilTheEndOfTheDay() {
    RuleChange cantMove = new RuleChange() {
      @Override
      public boolean forbidsMovingForward(Kernel k, GameObject source, ExpeditionRef e) {
        return e.code() == source.emblem.bindings().get("expedition");
      }
    };
    Fx.action("celebration", (k, ctx, c) -> k.createOngoing(ctx.controller(), ctx.source(), "celebration-day",
        Duration.THIS_DAY, Map.of("expedition", ExpeditionRef.hero(1).code())));
    Fx.action("push-forward", (k, ctx, c) -> k.moveForward(List.of(ExpeditionRef.hero(1)), 1));
    Scenario sc = filler().ability(Abilities.rule("celebration-day", cantMove))
        .expedition(1, Side.HERO, "Filler").effect(Phase.AFTERNOON, 0, "celebration", "push-forward");
    assertEquals(1, sc.emblems().size(), "2.2.2.m example: an Emblem-Ongoing in Limbo");
    assertEquals(0, sc.k().position(ExpeditionRef.hero(1)), "1.4.1: can't beats can");
    Procedures.DayFrame day = Procedures.DayFrame.at(2, Procedures.DayPoint.PROGRESS);
    sc.k().push(day);
    sc.game().advance();
    assertEquals(0, sc.k().position(ExpeditionRef.hero(1)), "no Progress either");
    assertTrue(sc.emblems().isEmpty(), "the Emblem ceased to exist at the end of the Day");
  }

  @Test
  void rule_7_3_26_resupplyingFromAnEmptyDeckShufflesTheDiscardPileFirst() {
    Scenario sc = filler().discardPile(0, "Filler").effect(Phase.AFTERNOON, 0);
    sc.k().resupply(0);
    sc.assertZone("Filler", ZoneKind.RESERVE);
    sc.k().resupply(0);
    sc.assertZone("Filler", ZoneKind.RESERVE); // 7.3.26.b: still empty, nothing happens
    sc.k().draw(0, 2);
    assertEquals(0, sc.k().handSize(0), "3.2.2.e");
  }

  @Test
  void rule_7_3_13_exhaustedResupplyExhaustsTheResuppliedCard() {
    Scenario sc = filler().deck(0, "Filler").effect(Phase.AFTERNOON, 0);
    sc.k().exhaustedResupply(0);
    assertTrue(sc.obj("Filler").has(Status.EXHAUSTED));
  }

  @Test
  void rule_7_3_22_andMovingBackwardStopAtTheEndsOfTheAdventure() {
    Scenario sc = filler().positions(0, 6, 7).effect(Phase.AFTERNOON, 0);
    sc.k().moveForward(List.of(ExpeditionRef.hero(0)), 3);
    assertEquals(7, sc.k().position(ExpeditionRef.hero(0)), "7.3.22.d");
    sc.k().moveForward(List.of(ExpeditionRef.hero(0)), 1);
    assertEquals(7, sc.k().position(ExpeditionRef.hero(0)), "7.3.22.c");
    sc.k().moveBackward(List.of(ExpeditionRef.companion(0)), 2);
    assertEquals(7, sc.k().position(ExpeditionRef.companion(0)), "7.3.21.b");
    sc.k().moveBackward(List.of(ExpeditionRef.hero(0)), 10);
    assertEquals(0, sc.k().position(ExpeditionRef.hero(0)), "7.3.21.c");
  }

  @Test
  void rule_7_3_8_and_7_3_10_doublingAndExchangingCounters() {
    Scenario sc = filler().expedition(0, Side.HERO, "Filler", "Other").counters("Filler", "boost", 3)
        .effect(Phase.AFTERNOON, 0);
    int a = sc.obj("Filler").id;
    int b = sc.obj("Other").id;
    sc.k().exchangeBoosts(a, b);
    assertEquals(0, sc.obj("Filler").counter("boost"));
    assertEquals(3, sc.obj("Other").counter("boost"));
    sc.k().doubleCounters(b, "boost");
    assertEquals(6, sc.obj("Other").counter("boost"));
    sc.k().doubleCounters(a, "boost");
    assertEquals(0, sc.obj("Filler").counter("boost"), "7.3.8.b: doubling 0 is impossible");
    assertFalse(sc.k().spendCounters(b, "boost", 7), "7.3.33.b");
    assertTrue(sc.k().spendCounters(b, "boost", 6));
    sc.k().removeCounters(List.of(a), "boost", 5);
    assertEquals(0, sc.obj("Filler").counter("boost"), "2.5.g");
  }

  @Test
  void rule_7_3_6_and_7_3_34_defectingAndSwitchingExpeditions() {
    Scenario sc = filler().expedition(0, Side.HERO, "Filler", "Other").effect(Phase.AFTERNOON, 0);
    int id = sc.obj("Filler").id;
    sc.k().switchExpeditions(List.of(id));
    assertEquals(Side.COMPANION, sc.obj("Filler").side);
    assertEquals(id, sc.obj("Filler").id, "3.2.4.d: it did not change zones");
    sc.k().defect(List.of(sc.obj("Other").id));
    assertEquals(1, sc.obj("Other").controller, "7.3.6.a: to the Expedition facing it");
    assertEquals(Side.HERO, sc.obj("Other").side);
  }

  @Test
  void rule_7_3_15_bAnExhaustedObjectCannotBeExhaustedAgain() {
    Scenario sc = filler().expedition(0, Side.HERO, "Filler").status("Filler", Status.EXHAUSTED)
        .effect(Phase.AFTERNOON, 0);
    sc.k().exhaust(List.of(sc.obj("Filler").id));
    sc.k().ready(List.of(sc.obj("Filler").id));
    sc.k().ready(List.of(sc.obj("Filler").id));
    assertEquals(1, sc.events(Event.StatusChanged.class).size(), "7.3.25.b: nor readied twice");
  }

  @Test
  void rule_7_3_11_exchangingACardInReserveWithACardInHand() {
    Scenario sc = filler().reserve(0, "Filler").hand(0, "Other").effect(Phase.AFTERNOON, 0);
    sc.k().exchange(sc.obj("Filler").id, sc.obj("Other").id, 0);
    sc.assertZone("Filler", ZoneKind.HAND).assertZone("Other", ZoneKind.RESERVE);
  }

  @Test
  void rule_7_3_28_aDieRollIsBetweenOneAndSix() {
    Scenario sc = filler().effect(Phase.AFTERNOON, 0);
    List<Integer> rolls = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      sc.k().rollDie(0);
      rolls.add(sc.k().lastDieRoll(0));
    }
    assertTrue(rolls.stream().allMatch(r -> r >= 1 && r <= 6));
    assertEquals(6, rolls.stream().distinct().count());
  }

  @Test
  void rule_7_3_3_anExpeditionAscendsOnce() {
    Scenario sc = filler().effect(Phase.AFTERNOON, 0);
    sc.k().ascend(ExpeditionRef.hero(0));
    sc.k().ascend(ExpeditionRef.hero(0));
    assertEquals(1, sc.events(Event.ExpeditionStatusChanged.class).size());
  }

  @Test
  void rule_7_3_29_rushPlaysACardImmediatelyForLessAndTheEffectFollowsIt() {
    // "Immediately play a Character for {5} less. It gains Fleeting."
    Scenario sc = Scenario.create()
        .card(spell("Stampede", 2, 2, ""), Abilities.spell("stampede", ctx -> new Rush(ctx)))
        .card(character("Behemoth", 7, 7, 6, 6, 6))
        .card(character("Pebble", 1, 1, 0, 0, 0))
        .hand(0, "Stampede", "Behemoth").mana(0, 4).turn(0);
    sc.play("Stampede");
    assertEquals(DecisionKind.CHOOSE, sc.pending().kind());
    sc.pick("Behemoth");
    sc.pickIds(ExpeditionRef.hero(0).code());
    sc.assertZone("Behemoth", ZoneKind.EXPEDITION);
    assertTrue(sc.obj("Behemoth").has(Status.FLEETING));
    assertEquals(0, sc.readyMana(0), "2 for the spell, 7 - 5 for the Behemoth");
  }

  /** "Immediately play a Character for {5} less. It gains Fleeting." */
  public static final class Rush extends EffectFrame {
    public Rush() {}

    Rush(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      switch (pc) {
        case 0 -> {
          pc = 1;
          List<Integer> playable = k.playableCards(ctx.controller(), false, 5).stream().filter(k::isCharacter)
              .map(o -> o.id).toList();
          return Flow.ask(k.choice(ctx.controller(), DecisionKind.CHOOSE, "play a Character for 5 less",
              o -> playable.contains(o.id), 0, 1));
        }
        case 1 -> {
          pc = 3;
          if (!picked().isEmpty()) {
            set("card", picked());
            k.playCard(ctx.controller(), picked().get(0), java.util.Optional.empty(), false, 5);
            pc = 2;
          }
          return Flow.next();
        }
        case 2 -> {
          pc = 3;
          int card = get("card").get(0);
          k.follow(card).filter(id -> id != card).ifPresent(id -> k.gainStatus(List.of(id), Status.FLEETING));
          return Flow.next();
        }
        default -> {
          return Flow.done();
        }
      }
    }
  }

  @Test
  void rule_7_3_1_bActivatingTheJoinAbilitiesOfAnotherObjectCreatesThemFromThatObject() {
    // Example of 7.3.1.d: Dr. Frankenstein activates the j abilities of Brassbug Hub: the Hub gains the counters.
    Fx.action("hub-counters", (k, ctx, c) -> k.gainCounters(List.of(ctx.source()), "Kelon", 3));
    Fx.filter("my-permanent", (k, o) -> o.zone.inPlay() && !k.isCharacter(o));
    Fx.action("activate-j", (k, ctx, c) -> c.forEach(id -> k.activateReactions(id, Trigger.Symbol.JOIN)));
    Scenario sc = Scenario.create()
        .card(TestCards.permanent("Brassbug Hub", dev.altered.card.CardType.LANDMARK_PERMANENT, 3, 3),
            Abilities.reaction("hub-j", Triggers.joins(), Fx.steps("hub-counters")))
        .card(spell("Mechanical Training", 1, 2, ""),
            Abilities.spell("training", Fx.target("my-permanent", 1, 1, "activate-j")))
        .landmark(0, "Brassbug Hub").hand(0, "Mechanical Training").mana(0, 1).turn(0);
    sc.play("Mechanical Training").pick("Brassbug Hub");
    assertEquals(3, sc.obj("Brassbug Hub").counter("Kelon"));
  }
}
