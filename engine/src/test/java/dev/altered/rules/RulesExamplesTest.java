package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.permanent;
import static dev.altered.rules.TestCards.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Examples of the Complete Rules whose cards are in the dev sets. Each card's ability is written in Java here
 * (through {@link Fx}); once the compiler lands, the same situations will run from the cards' own text.
 */
class RulesExamplesTest {
  static final TokenSpec RECRUIT = TokenSpec.of("Ordis Recruit", 1, 1, 1, "SOLDIER");

  static {
    Fx.filter("card-in-my-hand", (k, o) -> o.zone == ZoneKind.HAND);
    Fx.action("ada", (k, ctx, c) -> {
      if (c.isEmpty()) {
        return;
      }
      boolean permanent = k.characteristics(k.object(c.get(0)).orElseThrow()).type() == ObjectType.PERMANENT;
      k.send(c, ZoneKind.RESERVE, ctx.controller());
      if (permanent) {
        k.draw(ctx.controller(), 1); // 2.2.1.i: "if it's a Permanent", wherever it is
      }
    });
    Fx.action("asleep-me", (k, ctx, c) -> k.follow(ctx.source())
        .ifPresent(id -> k.gainStatus(List.of(id), Status.ASLEEP)));
    Fx.action("roll-a-die", (k, ctx, c) -> k.rollDie(ctx.controller()));
    Fx.action("asmodeus-outcome", (k, ctx, c) -> {
      int roll = k.lastDieRoll(ctx.controller()); // 7.3.28.b: a subsequent step uses the result
      if (roll >= 4) {
        k.gainStatus(List.of(ctx.source()), Status.ANCHORED);
      } else {
        k.gainBoosts(List.of(ctx.source()), 3);
      }
    });
    Fx.action("exhaust-me", (k, ctx, c) -> k.exhaust(List.of(ctx.source())));
    Fx.action("send-me-to-reserve", (k, ctx, c) -> k.send(List.of(ctx.source()), ZoneKind.RESERVE,
        ctx.controller()));
    Fx.action("draw", (k, ctx, c) -> k.draw(ctx.controller(), 1));
    Fx.action("recruit-where-i-was", (k, ctx, c) -> k.createTokens(ctx.controller(), RECRUIT,
        List.of(ExpeditionRef.ofCode(ctx.bound("expedition")))));
    Fx.filter("card-in-a-reserve", (k, o) -> o.zone == ZoneKind.RESERVE);
    Fx.action("discard-them", (k, ctx, c) -> k.discard(c, ctx.controller()));
    Fx.action("resupply", (k, ctx, c) -> k.resupply(ctx.controller()));
    Fx.action("charge", (k, ctx, c) -> k.gainBoosts(k.find(o -> k.controls(ctx.controller(), o)
        && k.isCharacter(o)).stream().map(o -> o.id).toList(), 1));
    Fx.action("kojo", (k, ctx, c) -> {
      if (k.firstPlayer() == ctx.controller()) {
        k.createTokens(ctx.controller(), TokenSpec.of("Booda", 2, 2, 2, "COMPANION"),
            List.of(ExpeditionRef.companion(ctx.controller())));
      }
    });
    Fx.filter("character-in-play", (k, o) -> o.zone == ZoneKind.EXPEDITION && k.isCharacter(o));
    Fx.action("they-gain-fleeting", (k, ctx, c) -> k.gainStatus(c, Status.FLEETING));
    Fx.action("sacrifice-it", (k, ctx, c) -> k.sacrifice(List.of(ctx.bound("it")), ctx.controller()));
    Fx.action("marmo-puts-drone", (k, ctx, c) -> k.send(k.find(o -> o.zone == ZoneKind.HAND).stream()
        .map(o -> o.id).toList(), ZoneKind.RESERVE, ctx.controller()));
    Fx.action("drone-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.source()), 1));
  }

  @Test
  void rule_2_1_gCoppeliaPutInReserveByAdaLovelaceIsPlayedForFreeAndTheSameEffectMakesItAsleep() {
    // Ada Lovelace: "r You may put a card from your hand in Reserve. If it's a Permanent, draw a card." (2.2.1.i)
    // Coppelia: "When I go to Reserve from your hand — You may play me for free and I gain Asleep." (2.1.g)
    ReactionAbility coppelia = Abilities.reaction("coppelia", Triggers.when(true, (self, e) ->
        e instanceof Event.Moved m && m.newId() == self.id && m.from().zone() == ZoneKind.HAND
            && m.to().zone() == ZoneKind.RESERVE), ctx -> new PlayMeForFree(ctx));
    Scenario sc = Scenario.create()
        .card(character("Ada Lovelace", 2, 2, 1, 3, 1), Abilities.reaction("ada", Triggers.playedFromReserve(),
            Fx.choose("card-in-my-hand", 0, 1, "ada")))
        .card(character("Coppélia", 2, 2, 2, 2, 0), coppelia)
        .card(character("Filler", 1, 1, 0, 0, 0))
        .reserve(0, "Ada Lovelace").hand(0, "Coppélia").deck(0, "Filler").mana(0, 2).turn(0);
    sc.playFromReserve("Ada Lovelace", Side.HERO).pick("Coppélia");
    sc.assertZone("Filler", ZoneKind.DECK); // a Character, not a Permanent: no card drawn
    assertEquals(DecisionKind.MAY, sc.pending().kind());
    sc.yes();
    assertEquals(DecisionKind.EXPEDITION, sc.pending().kind(), "5.1.2.c.2: where to play it");
    sc.pickIds(ExpeditionRef.companion(0).code());
    GameObject copp = sc.obj("Coppélia");
    assertEquals(ZoneKind.EXPEDITION, copp.zone);
    assertTrue(copp.has(Status.ASLEEP), "the effect found Coppelia through Reserve, Limbo and Expedition");
    assertTrue(copp.has(Status.FLEETING), "played from Reserve");
    assertEquals(0, sc.readyMana(0), "for free: only Ada's cost was paid");
  }

  /** "You may play me for free and I gain Asleep." */
  public static final class PlayMeForFree extends EffectFrame {
    public PlayMeForFree() {}

    PlayMeForFree(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      switch (pc) {
        case 0 -> {
          pc = 1;
          return Flow.ask(dev.altered.rules.decision.DecisionRequest.may(ctx.controller(), "play me for free"));
        }
        case 1 -> {
          pc = 3;
          if (saidYes()) {
            pc = 2;
            k.playCard(ctx.controller(), ctx.source(), Optional.empty(), true, 0);
          }
          return Flow.next();
        }
        case 2 -> {
          pc = 3;
          k.follow(ctx.source()).ifPresent(id -> k.gainStatus(List.of(id), Status.ASLEEP));
          return Flow.next();
        }
        default -> {
          return Flow.done();
        }
      }
    }
  }

  @Test
  void rule_6_3_eAsmodeusPutInPlayByMindApotheosisActivatesItsJoinReaction() {
    Fx.action("apotheosis", (k, ctx, c) -> k.putInExpedition(k.find(o -> o.zone == ZoneKind.DECK).get(0).id,
        ExpeditionRef.hero(ctx.controller()), ctx.controller()));
    Scenario sc = Scenario.create()
        .card(spell("Mind Apotheosis", 9, 9, "[[Fleeting]]."), Abilities.spell("apotheosis", Fx.steps("apotheosis")))
        .card(character("Asmodeus", 6, 6, 5, 5, 5), Abilities.reaction("asmodeus", Triggers.joins(),
            Fx.steps("roll-a-die", "asmodeus-outcome")))
        .deck(0, "Asmodeus").hand(0, "Mind Apotheosis").mana(0, 9).turn(0);
    sc.play("Mind Apotheosis");
    assertEquals(1, sc.events(Event.ReactionPlayed.class).size());
    GameObject asmodeus = sc.obj("Asmodeus");
    assertTrue(asmodeus.has(Status.ANCHORED) || asmodeus.counter(GameObject.BOOST) == 3);
    assertTrue(sc.events(Event.ReactionActivated.class).stream().noneMatch(e -> e.ability().equals("kernel:scout-return")));
  }

  @Test
  void rule_6_3_eTheMachineInTheIceExhaustsItselfArrivingInReserveThoughNotInPlay() {
    ReactionAbility toReserve = Abilities.reaction("machine-reserve", Triggers.when(true, (self, e) ->
        e instanceof Event.Moved m && m.newId() == self.id && m.to().zone() == ZoneKind.RESERVE),
        Fx.steps("exhaust-me"));
    Scenario sc = Scenario.create()
        .card(character("The Machine in the Ice", 1, 3, 5, 3, 5), toReserve,
            Abilities.reaction("machine-h", Triggers.playedFromHand(), Fx.steps("send-me-to-reserve")))
        .hand(0, "The Machine in the Ice").mana(0, 1).turn(0);
    sc.play("The Machine in the Ice", Side.HERO);
    sc.assertZone("The Machine in the Ice", ZoneKind.RESERVE);
    assertTrue(sc.obj("The Machine in the Ice").has(Status.EXHAUSTED));
  }

  @Test
  void rule_6_3_lHavenSeiringarDrawsWhenItLeavesTheExpeditionZoneIfItWasFleeting() {
    ReactionAbility seiringar = Abilities.reaction("seiringar", Triggers.when(false, (self, e) ->
        e instanceof Event.Moved m && m.oldId() == self.id && m.from().zone() == ZoneKind.EXPEDITION
            && m.to().zone() != ZoneKind.EXPEDITION && m.before().had(Status.FLEETING)), Fx.steps("draw"));
    Procedures.DayFrame rest = Procedures.DayFrame.at(2, Procedures.DayPoint.REST);
    Scenario sc = Scenario.create()
        .card(character("Haven Seiringar", 2, 2, 3, 1, 1), seiringar)
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Haven Seiringar").status("Haven Seiringar", Status.FLEETING)
        .deck(0, "Filler").from(Phase.NIGHT, rest);
    sc.assertZone("Haven Seiringar", ZoneKind.DISCARD).assertZone("Filler", ZoneKind.HAND);
  }

  @Test
  void rule_6_3_kTheTokenIsCreatedInTheExpeditionTheCharacterWasIn() {
    // 6.3.d-k: "When I go to Reserve from the Expedition zone — Create an Ordis Recruit in my Expedition".
    ReactionAbility recruit = Abilities.reaction("to-reserve", Triggers.of(false, Optional.empty(), (k, self, e) ->
        e instanceof Event.Moved m && m.oldId() == self.id && m.from().zone() == ZoneKind.EXPEDITION
            && m.to().zone() == ZoneKind.RESERVE
            ? List.of(Map.of("expedition", new ExpeditionRef(m.before().controller(), m.before().side().orElseThrow())
                .code())) : List.of()), Fx.steps("recruit-where-i-was"));
    Procedures.DayFrame rest = Procedures.DayFrame.at(2, Procedures.DayPoint.REST);
    Scenario sc = Scenario.create().card(character("Veteran", 2, 2, 1, 1, 1), recruit)
        .expedition(0, Side.COMPANION, "Veteran").from(Phase.NIGHT, rest);
    sc.assertZone("Veteran", ZoneKind.RESERVE);
    assertEquals(Side.COMPANION, sc.obj("Ordis Recruit").side);
    assertEquals(List.of("SOLDIER"), sc.k().characteristics(sc.obj("Ordis Recruit")).subtypes(),
        "2.2.2.j, 2.2.4.f: name and sub-types from the creating effect");
  }

  @Test
  void rule_6_1_cSpyCraftSabotagesThenResuppliesInTwoSteps() {
    Scenario sc = Scenario.create()
        .card(spell("Spy Craft", 2, 2, "[[Fleeting]]. (Send me to Discard.)"),
            Abilities.spell("spy-craft", ctx -> new SabotageThenResupply(ctx)))
        .card(character("Stash", 1, 1, 0, 0, 0))
        .card(character("Top", 1, 1, 0, 0, 0))
        .reserve(1, "Stash").deck(0, "Top").hand(0, "Spy Craft").mana(0, 2).turn(0);
    sc.play("Spy Craft");
    assertEquals(0, sc.pending().min(), "7.3.30.a: up to one");
    sc.pick("Stash");
    sc.assertZone("Stash", ZoneKind.DISCARD).assertZone("Top", ZoneKind.RESERVE).assertZone("Spy Craft",
        ZoneKind.DISCARD);
    List<Event.Moved> moves = sc.events(Event.Moved.class).stream().filter(m -> m.cause() != Cause.PLAY
        && m.cause() != Cause.RESOLVE).toList();
    assertTrue(moves.get(0).step() < moves.get(1).step(), "two steps");
  }

  /** "Sabotage, then Resupply." */
  public static final class SabotageThenResupply extends EffectFrame {
    public SabotageThenResupply() {}

    SabotageThenResupply(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      switch (pc) {
        case 0 -> {
          pc = 1;
          return Flow.ask(k.targets(ctx.controller(), "Sabotage: up to one target card in a Reserve",
              o -> o.zone == ZoneKind.RESERVE, 0, 1, toughPaid));
        }
        case 1 -> {
          pc = 2;
          k.discard(picked(), ctx.controller());
          return Flow.next();
        }
        case 2 -> {
          pc = 3;
          k.resupply(ctx.controller());
          return Flow.next();
        }
        default -> {
          return Flow.done();
        }
      }
    }
  }

  @Test
  void rule_6_5_iTheSnowMaidensTargetOpponentDecidesEachExhaustedResupplyInTurn() {
    // The rules' version of The Snow Maiden: "h Target opponent may Exhausted Resupply twice".
    Scenario sc = Scenario.create()
        .card(character("The Snow Maiden", 4, 4, 5, 5, 5), Abilities.reaction("maiden", Triggers.playedFromHand(),
            ctx -> new MayTwice(ctx)))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .deck(1, "Filler", "Filler").hand(0, "The Snow Maiden").mana(0, 4).turn(0);
    sc.play("The Snow Maiden", Side.HERO);
    assertEquals(1, sc.pending().player(), "the target opponent decides");
    sc.yes();
    assertEquals(1, sc.pending().player(), "then decides again, knowing the first result");
    sc.no();
    List<GameObject> reserve = sc.k().objects(ZoneKind.RESERVE, 1);
    assertEquals(1, reserve.size());
    assertTrue(reserve.get(0).has(Status.EXHAUSTED), "7.3.13");
  }

  /** "Target opponent may Exhausted Resupply twice." */
  public static final class MayTwice extends EffectFrame {
    public MayTwice() {}

    MayTwice(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      int opponent = 1 - ctx.controller();
      if (pc == 0 || pc == 2) {
        pc++;
        return Flow.ask(dev.altered.rules.decision.DecisionRequest.may(opponent, "Exhausted Resupply"));
      }
      if (pc == 1 || pc == 3) {
        pc++;
        if (saidYes()) {
          k.exhaustedResupply(opponent);
        }
        return Flow.next();
      }
      return Flow.done();
    }
  }

  @Test
  void rule_7_2_3_chargeBoostsTheCharactersItsControllerControlsNotThoseInReserve() {
    Scenario sc = Scenario.create()
        .card(spell("Charge!", 2, 2, "[[Fleeting]]."), Abilities.spell("charge", Fx.steps("charge")))
        .card(character("Mine", 1, 1, 1, 1, 1))
        .card(character("Stored", 1, 1, 1, 1, 1))
        .card(character("Theirs", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Mine").reserve(0, "Stored").expedition(1, Side.HERO, "Theirs")
        .hand(0, "Charge!").mana(0, 2).turn(0);
    sc.play("Charge!");
    assertEquals(1, sc.obj("Mine").counter(GameObject.BOOST));
    assertEquals(0, sc.obj("Stored").counter(GameObject.BOOST));
    assertEquals(0, sc.obj("Theirs").counter(GameObject.BOOST));
  }

  @Test
  void rule_1_2_4_dKojoAndBoodaWorksFromTheHeroZoneAtNoonForTheFirstPlayer() {
    ReactionAbility kojo = Abilities.reaction("kojo", Triggers.at(Phase.NOON), Fx.steps("kojo"));
    Scenario sc = Scenario.create()
        .card(TestCards.hero("Kojo & Booda", Faction.BR, 2, 2), kojo)
        .heroCard(0, "Kojo & Booda").heroCard(1, "Kojo & Booda").firstPlayer(1)
        .from(Phase.NOON, new Procedures.PhaseStartFrame(Phase.NOON));
    List<GameObject> booda = sc.all("Booda");
    assertEquals(1, booda.size(), "both Reactions resolve; only the first player's creates a token");
    assertEquals(1, booda.get(0).controller);
    assertEquals(2, sc.k().characteristics(booda.get(0)).forest(), "2.2.11.e: 2/2/2");
  }

  @Test
  void rule_4_2_bDredgerDronePutInReserveDuringNoonDoesNotTriggerThatNoon() {
    Scenario sc = Scenario.create()
        .card(TestCards.hero("Subhash & Marmo", Faction.AX, 2, 2),
            Abilities.reaction("marmo", Triggers.at(Phase.NOON), Fx.steps("marmo-puts-drone")))
        .card(character("Dredger Drone", 2, 3, 1, 2, 2),
            Abilities.reaction("drone", Triggers.at(Phase.NOON), Fx.steps("drone-boost"), true))
        .heroCard(0, "Subhash & Marmo").hand(0, "Dredger Drone")
        .from(Phase.NOON, new Procedures.PhaseStartFrame(Phase.NOON));
    sc.assertZone("Dredger Drone", ZoneKind.RESERVE);
    assertEquals(0, sc.obj("Dredger Drone").counter(GameObject.BOOST));
    assertEquals(1, sc.events(Event.ReactionPlayed.class).size());
  }

  @Test
  void rule_7_3_17_lyraClothDancerMayHaveATargetGainFleeting() {
    Scenario sc = Scenario.create()
        .card(character("Lyra Cloth Dancer", 3, 2, 0, 3, 2), Abilities.reaction("dancer", Triggers.playedFromHand(),
            Fx.target("character-in-play", 0, 1, "they-gain-fleeting")))
        .card(character("Partner", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Partner").hand(0, "Lyra Cloth Dancer").mana(0, 3).turn(0);
    sc.play("Lyra Cloth Dancer", Side.HERO).pick("Partner");
    assertTrue(sc.obj("Partner").has(Status.FLEETING));
  }

  @Test
  void rule_2_3_1_lAtlasStaysGiganticAndAmarokDoesNotSacrificeIt() {
    ReactionAbility amarok = Abilities.reaction("amarok", Triggers.of(false, Optional.empty(), (k, self, e) -> {
      if (e instanceof Event.Moved m && m.newId() > 0 && m.newId() != self.id && m.to().zone() == ZoneKind.EXPEDITION
          && m.from().zone() != ZoneKind.EXPEDITION && m.to().player() == self.controller) {
        return List.of(Map.of("it", m.newId()));
      }
      return List.of();
    }), Fx.steps("sacrifice-it"));
    Scenario sc = Scenario.create()
        .card(character("Atlas", 5, 5, 3, 3, 3, "[Gigantic]."))
        .card(character("Amarok", 5, 5, 4, 3, 3), amarok)
        .card(character("Newcomer", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Atlas").expedition(0, Side.COMPANION, "Amarok").hand(0, "Newcomer").mana(0, 1)
        .turn(0);
    assertTrue(sc.k().isIn(sc.obj("Atlas"), ExpeditionRef.companion(0)));
    sc.play("Newcomer", Side.HERO);
    sc.assertZone("Atlas", ZoneKind.EXPEDITION);
    sc.assertZone("Newcomer", ZoneKind.DISCARD);
    assertEquals(1, sc.events(Event.ReactionActivated.class).size(), "only the Character that joined");
  }

  @Test
  void rule_7_4_4_kGiganticOrdisOverseerNeedsBothExpeditionsBehindAndCreatesOneToken() {
    // Ordis Overseer: "j If my Expedition is behind, create an Ordis Recruit in my Expedition", Gigantic by an
    // effect: both its Expeditions must be behind (7.4.4.k), and its controller picks where the token goes (7.4.4.h).
    Scenario sc = Scenario.create()
        .card(character("Ordis Overseer", 2, 2, 1, 1, 2, "[Gigantic]."),
            Abilities.reaction("overseer", Triggers.joins(), ctx -> new Overseer(ctx)))
        .hand(0, "Ordis Overseer").hand(0).mana(0, 2).positions(1, 2, 5).turn(0);
    sc.play("Ordis Overseer", Side.HERO);
    assertEquals(DecisionKind.EXPEDITION, sc.pending().kind());
    sc.pickIds(ExpeditionRef.companion(0).code());
    assertEquals(1, sc.all("Ordis Recruit").size());
    assertEquals(Side.COMPANION, sc.obj("Ordis Recruit").side);
  }

  @Test
  void rule_7_4_4_kNoTokenWhenOnlyOneOfItsExpeditionsIsBehind() {
    Scenario sc = Scenario.create()
        .card(character("Ordis Overseer", 2, 2, 1, 1, 2, "[Gigantic]."),
            Abilities.reaction("overseer", Triggers.joins(), ctx -> new Overseer(ctx)))
        .hand(0, "Ordis Overseer").mana(0, 2).positions(1, 2, 7).turn(0);
    sc.play("Ordis Overseer", Side.HERO);
    assertTrue(sc.all("Ordis Recruit").isEmpty());
  }

  /** "If my Expedition is behind, create an Ordis Recruit 1/1/1 Soldier token in my Expedition." */
  public static final class Overseer extends EffectFrame {
    public Overseer() {}

    Overseer(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        pc = 2;
        Optional<GameObject> me = k.object(ctx.source());
        if (me.isEmpty()) {
          return Flow.done();
        }
        List<ExpeditionRef> mine = k.expeditionsOf(me.get());
        if (mine.isEmpty() || !mine.stream().allMatch(k::isBehind)) {
          return Flow.done();
        }
        if (mine.size() > 1) {
          pc = 1;
          return Flow.ask(k.expeditionChoice(ctx.controller(), "create the token in", mine));
        }
        k.createTokens(ctx.controller(), RECRUIT, mine);
        return Flow.next();
      }
      if (pc == 1) {
        pc = 2;
        k.createTokens(ctx.controller(), RECRUIT, new ArrayList<>(List.of(ExpeditionRef.ofCode(picked().get(0)))));
        return Flow.next();
      }
      return Flow.done();
    }
  }

  @Test
  void rule_2_2_1_hBanishingGateCanOnlyTargetObjectsInPlay() {
    Fx.filter("character-or-permanent-in-play", (k, o) -> o.zone.inPlay()
        && (k.isCharacter(o) || k.is(o, ObjectType.PERMANENT)));
    Scenario sc = Scenario.create()
        .card(spell("Banishing Gate", 4, 4, "[[Fleeting]]."),
            Abilities.spell("gate", Fx.target("character-or-permanent-in-play", 1, 1, "discard-them")))
        .card(character("InPlay", 1, 1, 1, 1, 1))
        .card(character("Stored", 1, 1, 1, 1, 1))
        .card(permanent("Tower", CardType.LANDMARK_PERMANENT, 1, 1))
        .expedition(1, Side.HERO, "InPlay").reserve(1, "Stored").landmark(1, "Tower").hand(0, "Banishing Gate")
        .mana(0, 4).turn(0);
    sc.play("Banishing Gate");
    assertEquals(2, sc.pending().candidates().size());
    assertFalse(sc.pending().candidate(sc.obj("Stored").id).isPresent());
    sc.pick("Tower");
    sc.assertZone("Tower", ZoneKind.DISCARD);
  }

  @Test
  void rule_7_4_4_bAGiganticCharacterIsInBothExpeditionsButPlayedInOne() {
    Scenario sc = Scenario.create().card(character("Atlas", 5, 5, 3, 3, 3, "[Gigantic]."))
        .hand(0, "Atlas").mana(0, 5).turn(0);
    sc.play("Atlas", Side.COMPANION);
    GameObject atlas = sc.obj("Atlas");
    assertEquals(Side.COMPANION, atlas.side, "7.4.4.c: the card is in one Expedition");
    assertTrue(sc.k().hasKeyword(atlas, Keyword.GIGANTIC));
    assertEquals(2, sc.k().expeditionsOf(atlas).size());
    assertEquals(3, sc.k().expeditionStats(ExpeditionRef.hero(0))[0]);
  }
}
