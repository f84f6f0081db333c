package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.permanent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardType;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * "After you" (7.3.2), ignored abilities (7.3.18), Expeditions moving forward together (4.2.4.h), control (7.5.5),
 * joining and leaving (7.5.9-10).
 */
class MoreVocabularyTest {
  static {
    Fx.action("after-you", (k, ctx, c) -> k.afterYou(ctx.controller()));
    Fx.action("watcher-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.source()), 1));
    Fx.action("knight-switches-expedition", (k, ctx, c) -> k.switchExpeditions(k.find(o -> o.zone == ZoneKind.EXPEDITION
        && k.name(o).equals("Knight")).stream().map(o -> o.id).toList()));
    Fx.action("draw-a-card-now", (k, ctx, c) -> k.draw(ctx.controller(), 1));
    Fx.action("everyone-gains-fleeting", (k, ctx, c) -> k.gainStatus(k.find(o -> o.zone == ZoneKind.EXPEDITION)
        .stream().map(o -> o.id).toList(), Status.FLEETING));
  }

  @Test
  void rule_7_3_2_aAfterYouEndsTheTurnAndIsNotPassingAt7_3_2_b() {
    Scenario sc = Scenario.create()
        .card(character("Herald", 1, 1, 1, 1, 1), Abilities.quick("after", new QuickCost(0, true, false, Map.of()),
            Fx.steps("after-you"), false))
        .expedition(0, Side.HERO, "Herald").firstPlayer(0)
        .from(Phase.AFTERNOON, new Procedures.AfternoonFrame());
    assertEquals(0, sc.pending().player());
    sc.quickAction("Herald", "after");
    assertEquals(DecisionKind.TURN, sc.pending().kind());
    assertEquals(1, sc.pending().player(), "the turn ended, though a quick action usually lets it go on");
    sc.pass();
    assertEquals(DecisionKind.TURN, sc.pending().kind());
    assertEquals(0, sc.pending().player(), "7.3.2.b: player 0 has not passed, it takes another turn");
    assertTrue(sc.events(Event.Passed.class).stream().noneMatch(p -> p.player() == 0));
  }

  /** Hush: "Ignore the abilities of Characters." */
  private static PassiveAbility hush() {
    return Abilities.rule("hush", new RuleChange() {
      @Override
      public boolean ignores(Kernel k, GameObject source, GameObject bearer, Ability ability) {
        return bearer.zone == ZoneKind.EXPEDITION && k.isCharacter(bearer);
      }
    });
  }

  @Test
  void rule_7_3_18_bIgnoredQuickActionsCannotBePlayed() {
    Scenario sc = Scenario.create()
        .card(character("Generator", 1, 1, 1, 1, 1), Abilities.quick("gen", new QuickCost(0, true, false,
            Map.of()), Fx.steps("draw-a-card-now"), false))
        .card(permanent("Hush", CardType.LANDMARK_PERMANENT, 1, 1), hush())
        .expedition(0, Side.HERO, "Generator").landmark(0, "Hush").turn(0);
    assertTrue(sc.pending().declarations().stream().noneMatch(d -> d.kind() == Declaration.Kind.QUICK_ACTION),
        "7.3.18.a: while Hush says so, the ability exists but does nothing");
  }

  @Test
  void rule_7_3_18_bIgnoredPassiveAbilitiesDoNotModifyEvents() {
    // Proud: "If I would gain Fleeting, I gain 1 boost instead", ignored: it gains Fleeting.
    Replacement proud = new Replacement() {
      @Override
      public boolean appliesTo(Kernel k, GameObject source, AtomicAction action) {
        return action instanceof AtomicAction.GainStatus g && g.objectId() == source.id
            && g.status() == Status.FLEETING;
      }

      @Override
      public List<AtomicAction> replace(Kernel k, GameObject source, AtomicAction action) {
        return List.of(new AtomicAction.GainCounters(source.id, GameObject.BOOST, 1));
      }
    };
    Scenario sc = Scenario.create()
        .card(character("Proud", 1, 1, 1, 1, 1), Abilities.replacement("proud", proud))
        .card(permanent("Hush", CardType.LANDMARK_PERMANENT, 1, 1), hush())
        .expedition(0, Side.HERO, "Proud").landmark(0, "Hush")
        .effect(Phase.AFTERNOON, 0, "everyone-gains-fleeting");
    assertTrue(sc.obj("Proud").has(Status.FLEETING));
    assertEquals(0, sc.obj("Proud").counter(GameObject.BOOST));
  }

  @Test
  void rule_4_2_4_hSuccessfulExpeditionsMoveForwardSimultaneously() {
    Scenario sc = Scenario.create()
        .card(character("Oak", 2, 2, 3, 0, 0))
        .card(character("Rock", 2, 2, 0, 3, 0))
        .expedition(0, Side.HERO, "Oak").expedition(1, Side.HERO, "Rock")
        .from(Phase.DUSK, Procedures.DayFrame.at(2, Procedures.DayPoint.PROGRESS));
    List<Event.ExpeditionMoved> moved = sc.events(Event.ExpeditionMoved.class);
    assertEquals(List.of(ExpeditionRef.hero(0), ExpeditionRef.hero(1)), moved.stream()
        .map(Event.ExpeditionMoved::expedition).toList());
    assertEquals(moved.get(0).step(), moved.get(1).step(), "one step");
  }

  @Test
  void rule_7_5_5_aAPlayerControlsWhatIsInTheirExpeditionsLandmarkZoneOrHeroZone() {
    Scenario sc = Scenario.create()
        .card(character("Knight", 1, 1, 1, 1, 1))
        .card(character("Page", 1, 1, 1, 1, 1))
        .card(permanent("Tower", CardType.LANDMARK_PERMANENT, 1, 1))
        .card(TestCards.hero("Lord", dev.altered.card.Faction.AX, 2, 2))
        .expedition(0, Side.HERO, "Knight").reserve(0, "Page").landmark(0, "Tower").heroCard(0, "Lord")
        .effect(Phase.AFTERNOON, 0);
    Kernel k = sc.k();
    for (String name : List.of("Knight", "Tower", "Lord")) {
      assertTrue(k.controls(0, sc.obj(name)), name);
      assertTrue(!k.controls(1, sc.obj(name)), name);
    }
    assertTrue(!k.controls(0, sc.obj("Page")), "a card in Reserve is controlled by no one");
  }

  @Test
  void rule_7_5_9_aJoiningAndLeavingAreBeingInAZoneOrExpeditionAfterAndNotBeforeAt7_5_10_a() {
    // Watcher: "When a Character joins my Expedition" and "When a Character leaves my Expedition", each a boost.
    ReactionAbility joins = Abilities.reaction("watch-join", Triggers.when(false, (self, e) ->
        e instanceof Event.ExpeditionSwitched x && x.to().equals(new ExpeditionRef(self.controller, self.side))
            || e instanceof Event.Moved m && m.to().zone() == ZoneKind.EXPEDITION && m.newId() != self.id
            && m.to().side().equals(java.util.Optional.of(self.side))), Fx.steps("watcher-boost"));
    ReactionAbility leaves = Abilities.reaction("watch-leave", Triggers.when(false, (self, e) ->
        e instanceof Event.ExpeditionSwitched x && x.from().equals(new ExpeditionRef(self.controller, self.side))),
        Fx.steps("watcher-boost"));
    Scenario sc = Scenario.create()
        .card(character("Watcher", 1, 1, 1, 1, 1), joins, leaves)
        .card(character("Knight", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Watcher").expedition(0, Side.COMPANION, "Knight")
        .effect(Phase.AFTERNOON, 0, "knight-switches-expedition", "knight-switches-expedition");
    while (sc.waiting() && sc.pending().kind() == DecisionKind.REACTION) {
      sc.pickIds(sc.pending().candidates().get(0).id());
    }
    assertEquals(2, sc.obj("Watcher").counter(GameObject.BOOST), "Knight joined, then left the Hero Expedition");
    assertEquals(Side.COMPANION, sc.obj("Knight").side);
  }
}
