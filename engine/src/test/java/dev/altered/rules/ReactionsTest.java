package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.permanent;
import static dev.altered.rules.TestCards.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardType;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** 4.4 checking Reactions, 6.3 activation, 1.4.6 / 6.3.m the daily limit, 7.3.1 activate. */
class ReactionsTest {
  static final TokenSpec RECRUIT = TokenSpec.of("Ordis Recruit", 1, 1, 1, "SOLDIER");

  static {
    Fx.action("self-gains-2-boosts", (k, ctx, c) -> k.gainBoosts(List.of(ctx.source()), 2));
    Fx.action("it-gains-a-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.bound("it")), 1));
    Fx.action("two-recruits-in-each", (k, ctx, c) -> k.createTokens(ctx.controller(), RECRUIT,
        List.of(ExpeditionRef.hero(ctx.controller()), ExpeditionRef.hero(ctx.controller()),
            ExpeditionRef.companion(ctx.controller()), ExpeditionRef.companion(ctx.controller()))));
    Fx.action("draw", (k, ctx, c) -> k.draw(ctx.controller(), 1));
    Fx.action("sabotage", (k, ctx, c) -> k.discard(c, ctx.controller()));
    Fx.filter("card-in-a-reserve", (k, o) -> o.zone == ZoneKind.RESERVE);
    Fx.action("self-loses-fleeting", (k, ctx, c) -> k.loseStatus(List.of(ctx.source()), Status.FLEETING));
    Fx.action("put-in-mana", (k, ctx, c) -> k.putInMana(c, true, dev.altered.rules.event.Cause.EFFECT,
        ctx.controller()));
    Fx.filter("character-or-permanent", (k, o) -> o.zone.inPlay());
  }

  /** "When a Character joins your Expeditions — It gains 1 boost" (The Monolith, Ordis Bastion). */
  static ReactionAbility monolith() {
    return Abilities.reaction("monolith", Triggers.of(false, Optional.empty(), (k, self, e) -> {
      if (e instanceof Event.TokenCreated t && t.controller() == self.controller) {
        return List.of(Map.of("it", t.id()));
      }
      if (e instanceof Event.Moved m && m.to().zone() == ZoneKind.EXPEDITION && m.to().player() == self.controller
          && m.from().zone() != ZoneKind.EXPEDITION && m.newId() > 0) {
        return List.of(Map.of("it", m.newId()));
      }
      return List.of();
    }), Fx.steps("it-gains-a-boost"));
  }

  @Test
  void rule_6_3_iFourTokensCreatedInOneStepActivateTheReactionFourTimesEachBoundToItsToken() {
    Scenario sc = Scenario.create()
        .card(permanent("The Monolith, Ordis Bastion", CardType.LANDMARK_PERMANENT, 5, 5), monolith())
        .card(spell("Open the Gates", 5, 6, ""), Abilities.spell("gates", Fx.steps("two-recruits-in-each")))
        .landmark(0, "The Monolith, Ordis Bastion").hand(0, "Open the Gates").mana(0, 5).turn(0);
    sc.play("Open the Gates");
    // 6.1.e: one step, four atomic actions
    List<Event.TokenCreated> created = sc.events(Event.TokenCreated.class);
    assertEquals(4, created.size());
    assertEquals(1, created.stream().map(Event::step).distinct().count());
    // Reactions are checked after the turn effect (4.4.a.3): the controller chose their order among four
    while (sc.waiting() && sc.pending().kind() == DecisionKind.REACTION) {
      sc.pickIds(sc.pending().candidates().get(0).id());
    }
    for (GameObject token : sc.all("Ordis Recruit")) {
      assertEquals(1, token.counter(GameObject.BOOST), "each Emblem-Reaction is bound to a distinct token");
    }
    assertTrue(sc.emblems().isEmpty(), "5.4.d: played Reactions cease to exist");
  }

  @Test
  void aGamePausedInsideAnEffectAtATargetChoiceSavesRestoresAndResolvesTheSame() {
    Scenario sc = Scenario.create()
        .card(permanent("Armored Jammer", CardType.LANDMARK_PERMANENT, 2, 2),
            Abilities.reaction("jammer", Triggers.when(false, (self, e) -> e instanceof Event.Moved m
                && m.oldId() == self.id && m.from().zone() == ZoneKind.LANDMARK),
                Fx.target("card-in-a-reserve", 0, 1, "sabotage")))
        .card(spell("Mana Reaping", 3, 3, "[[Fleeting]]."),
            Abilities.spell("reaping", Fx.target("character-or-permanent", 1, 1, "put-in-mana")))
        .card(character("Stash", 1, 1, 0, 0, 0))
        .landmark(0, "Armored Jammer").reserve(1, "Stash").hand(1, "Mana Reaping").mana(1, 3).turn(1);
    sc.play("Mana Reaping").reload().pick("Armored Jammer").reload();
    assertEquals(DecisionKind.TARGET, sc.pending().kind(), "paused inside the Emblem-Reaction's effect");
    sc.pick("Stash");
    sc.assertZone("Stash", ZoneKind.DISCARD);
    assertTrue(sc.emblems().isEmpty());
  }

  @Test
  void rule_6_3_eASelfMoveReactionActivatesAlthoughItDidNotExistBeforeTheEvent() {
    Scenario sc = Scenario.create()
        .card(character("Ratatoskr", 1, 3, 1, 1, 1),
            Abilities.reaction("ratatoskr", Triggers.playedFromReserve(), Fx.steps("self-gains-2-boosts")))
        .reserve(0, "Ratatoskr").mana(0, 3).turn(0);
    sc.playFromReserve("Ratatoskr", Side.HERO);
    assertEquals(2, sc.obj("Ratatoskr").counter(GameObject.BOOST), "7.2.1.d example: Ratatoskr gains 2 boosts");
  }

  @Test
  void rule_6_3_fAReactionLeavingPlayStillActivatesBecauseItWorkedBeforeTheEvent() {
    // Example of 6.3.f: Bob plays Mana Reaping on Alice's Armored Jammer ("When I leave your Landmark zone —
    // Sabotage"): the Reaction activates though its object no longer exists after the event.
    Scenario sc = Scenario.create()
        .card(permanent("Armored Jammer", CardType.LANDMARK_PERMANENT, 2, 2),
            Abilities.reaction("jammer", Triggers.when(false, (self, e) -> e instanceof Event.Moved m
                && m.oldId() == self.id && m.from().zone() == ZoneKind.LANDMARK),
                Fx.target("card-in-a-reserve", 0, 1, "sabotage")))
        .card(spell("Mana Reaping", 3, 3, "[[Fleeting]]."),
            Abilities.spell("reaping", Fx.target("character-or-permanent", 1, 1, "put-in-mana")))
        .card(character("Stash", 1, 1, 0, 0, 0))
        .landmark(0, "Armored Jammer").reserve(1, "Stash").hand(1, "Mana Reaping").mana(1, 3).turn(1);
    sc.play("Mana Reaping").pick("Armored Jammer");
    assertEquals(1, sc.reactionEmblems().size(), "the Emblem-Reaction of Armored Jammer is in Limbo");
    assertEquals(0, sc.reactionEmblems().get(0).controller, "controlled by Alice, who controlled the Jammer");
    sc.pick("Stash");
    sc.assertZone("Stash", ZoneKind.DISCARD);
  }

  @Test
  void rule_4_4_bThePlayerWithInitiativePlaysAllTheirReactionsFirst() {
    Fx.action("note", (k, ctx, c) -> k.draw(ctx.controller(), 0));
    ReactionAbility atNoon = Abilities.reaction("noon-draw", Triggers.at(Phase.NOON), Fx.steps("draw"));
    Scenario sc = Scenario.create()
        .card(character("Aloe Vera", 3, 3, 2, 2, 4), atNoon)
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Aloe Vera").expedition(1, Side.HERO, "Aloe Vera")
        .deck(0, "Filler", "Filler").deck(1, "Filler", "Filler").firstPlayer(1)
        .from(Phase.NOON, new Procedures.PhaseStartFrame(Phase.NOON));
    List<Event.ReactionPlayed> played = sc.events(Event.ReactionPlayed.class);
    assertEquals(2, played.size(), "2.2.2.m example: At Noon creates an Emblem-Reaction for each");
    assertEquals(1, played.get(0).controller(), "1.4.5: the first player has initiative outside the Afternoon");
    assertEquals(0, played.get(1).controller());
    assertEquals(3, sc.k().handSize(0) + sc.k().handSize(1) + 1);
  }

  @Test
  void rule_1_4_6_cAReactionActivatesAtMostAHundredTimesADay() {
    // "When I gain a boost — I gain 2 boosts" loops until the daily limit (6.3.m) stops it.
    ReactionAbility loop = Abilities.reaction("loop", Triggers.when(false, (self, e) ->
        e instanceof Event.CountersChanged c && c.id() == self.id && c.delta() > 0), Fx.steps("self-gains-2-boosts"));
    Fx.action("boost-looper", (k, ctx, c) -> k.gainBoosts(k.find(o -> o.zone == ZoneKind.EXPEDITION)
        .stream().map(o -> o.id).toList(), 1));
    Scenario sc = Scenario.create().card(character("Looper", 1, 1, 0, 0, 0), loop)
        .expedition(0, Side.HERO, "Looper").effect(Phase.AFTERNOON, 0, "boost-looper");
    assertEquals(100, sc.events(Event.ReactionActivated.class).size());
    assertEquals(1 + 200, sc.obj("Looper").counter(GameObject.BOOST));
  }

  @Test
  void rule_7_3_1_eTheCouncilStopsHuaMulansReactionFromActivating() {
    // Example of 7.3.1.e: "The j, h and r abilities of Characters facing me can't activate"; Hua Mulan, "r I
    // lose Fleeting", played from Reserve facing The Council keeps Fleeting.
    RuleChange council = new RuleChange() {
      @Override
      public boolean forbidsActivation(Kernel k, GameObject source, GameObject bearer, ReactionAbility r) {
        return r.trigger().symbol().isPresent() && k.isCharacter(bearer) && bearer.zone == ZoneKind.EXPEDITION
            && source.zone == ZoneKind.EXPEDITION && bearer.controller != source.controller
            && bearer.side == source.side;
      }
    };
    Scenario sc = Scenario.create()
        .card(character("The Council", 4, 4, 4, 4, 4), Abilities.rule("council", council))
        .card(character("Hua Mulan", 3, 3, 1, 3, 3),
            Abilities.reaction("mulan", Triggers.playedFromReserve(), Fx.steps("self-loses-fleeting")))
        .expedition(1, Side.HERO, "The Council").reserve(0, "Hua Mulan").reserve(0).mana(0, 6).turn(0);
    sc.playFromReserve("Hua Mulan", Side.HERO);
    assertTrue(sc.obj("Hua Mulan").has(Status.FLEETING));
    assertTrue(sc.events(Event.ReactionActivated.class).isEmpty());
  }

  @Test
  void rule_7_3_1_eTheSameReactionActivatesWhenNotFacingTheCouncil() {
    Scenario sc = Scenario.create()
        .card(character("Hua Mulan", 3, 3, 1, 3, 3),
            Abilities.reaction("mulan", Triggers.playedFromReserve(), Fx.steps("self-loses-fleeting")))
        .reserve(0, "Hua Mulan").mana(0, 6).turn(0);
    sc.playFromReserve("Hua Mulan", Side.HERO);
    assertTrue(!sc.obj("Hua Mulan").has(Status.FLEETING), "its Reaction resolved after the Fleeting step");
  }
}
