package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/** 6.2: replacing and additive modifiers of every kind of atomic action, as the dev sets' cards use them. */
class ModifiersTest {
  static {
    Fx.action("roll", (k, ctx, c) -> k.rollDie(ctx.controller()));
    Fx.action("gain-fleeting-all", (k, ctx, c) -> k.gainStatus(k.find(o -> o.zone == ZoneKind.EXPEDITION)
        .stream().map(o -> o.id).toList(), Status.FLEETING));
    Fx.action("resupply", (k, ctx, c) -> k.resupply(ctx.controller()));
    Fx.action("draw-a-card", (k, ctx, c) -> k.draw(ctx.controller(), 1));
    Fx.action("send-wanderer-to-reserve", (k, ctx, c) -> k.send(k.find(o -> o.zone == ZoneKind.EXPEDITION
        && k.name(o).equals("Wanderer")).stream().map(o -> o.id).toList(), ZoneKind.RESERVE, ctx.controller()));
    Fx.action("send-all-to-reserve", (k, ctx, c) -> k.send(k.find(o -> o.zone == ZoneKind.EXPEDITION)
        .stream().map(o -> o.id).toList(), ZoneKind.RESERVE, ctx.controller()));
    Fx.filter("top-two", (k, o) -> o.zone == ZoneKind.DECK && k.state().player(o.zonePlayer).deck.indexOf(o.id) < 2);
    Fx.action("one-to-reserve-other-discarded", (k, ctx, c) -> {
      List<Integer> topTwo = new ArrayList<>(k.state().player(ctx.controller()).deck.subList(0,
          Math.min(2, k.deckSize(ctx.controller()))));
      List<Move> moves = new ArrayList<>();
      for (int id : topTwo) {
        moves.add(k.moveTo(id, c.contains(id) ? ZoneKind.RESERVE : ZoneKind.DISCARD, Cause.EFFECT,
            ctx.controller()));
      }
      k.move(moves);
    });
  }

  private static PassiveAbility modifier(String id, BiPredicate<GameObject, AtomicAction> applies,
      BiFunction<GameObject, AtomicAction, List<AtomicAction>> replace, boolean additive) {
    Replacement r = new Replacement() {
      @Override
      public boolean appliesTo(Kernel k, GameObject source, AtomicAction action) {
        return applies.test(source, action);
      }

      @Override
      public List<AtomicAction> replace(Kernel k, GameObject source, AtomicAction action) {
        return replace.apply(source, action);
      }

      @Override
      public boolean additive() {
        return additive;
      }
    };
    return Abilities.replacement(id, r);
  }

  /** "If Wanderer would go to Reserve, put it in {@code zone} instead." */
  private static PassiveAbility wandererGoesTo(String id, ZoneKind zone) {
    return modifier(id, (self, a) -> a instanceof Move m && m.to() == ZoneKind.RESERVE && m.objectId() != self.id,
        (self, a) -> List.of(((Move) a).withDestination(zone, ((Move) a).toPlayer(), Optional.empty(), false)),
        false);
  }

  @Test
  void rule_6_2_hTheControllerOfTheStepChoosesWhichOfTwoCompetingModifiersAppliesFirst() {
    // Both modifiers are player 1's, the effect sending Wanderer is player 0's: player 0 orders them. The older
    // one would apply first by timestamp; once the other has applied, Wanderer no longer goes to Reserve.
    Scenario sc = Scenario.create()
        .card(character("Jailer", 1, 1, 1, 1, 1), wandererGoesTo("jailer", ZoneKind.DISCARD))
        .card(character("Shepherd", 1, 1, 1, 1, 1), wandererGoesTo("shepherd", ZoneKind.HAND))
        .card(character("Wanderer", 1, 1, 1, 1, 1))
        .expedition(1, Side.HERO, "Jailer", "Shepherd", "Wanderer")
        .effect(Phase.AFTERNOON, 0, "send-wanderer-to-reserve");
    assertEquals(DecisionKind.MODIFIER_ORDER, sc.pending().kind());
    assertEquals(0, sc.pending().player(), "6.2.h: the controller of the step");
    assertEquals(2, sc.pending().candidates().size());
    sc.pick("Shepherd");
    sc.assertZone("Wanderer", ZoneKind.HAND);
    assertTrue(sc.all("Wanderer").stream().noneMatch(o -> o.zone == ZoneKind.DISCARD), "6.2.i: Jailer no longer applies");
  }

  @Test
  void rule_6_2_hAStepWithoutAControllerIsOrderedByTheFirstPlayerInInitiativeOrder() {
    // Rest (4.2.5.b) is no one's step: the first player, here player 1, orders the modifiers of player 0's cards.
    Scenario sc = Scenario.create()
        .card(TestCards.permanent("Jail", dev.altered.card.CardType.LANDMARK_PERMANENT, 1, 1),
            wandererGoesTo("jail", ZoneKind.DISCARD))
        .card(TestCards.permanent("Fold", dev.altered.card.CardType.LANDMARK_PERMANENT, 1, 1),
            wandererGoesTo("fold", ZoneKind.HAND))
        .card(character("Wanderer", 1, 1, 1, 1, 1))
        .landmark(0, "Jail", "Fold").expedition(0, Side.HERO, "Wanderer").firstPlayer(1)
        .from(Phase.NIGHT, Procedures.DayFrame.at(2, Procedures.DayPoint.REST));
    assertEquals(DecisionKind.MODIFIER_ORDER, sc.pending().kind());
    assertEquals(1, sc.pending().player(), "6.2.h: no controller, the first player in initiative order");
    sc.pick("Fold");
    sc.assertZone("Wanderer", ZoneKind.HAND);
  }

  @Test
  void rule_6_2_gAReplacingModifierOfTheWholeStepAppliesBeforeOneOfAnAtomicAction() {
    // Miser (older): "If you would draw a card, Resupply instead" (an atomic action). Scholar: "If you would draw
    // cards, draw one more" (the whole step), applied first although newer, and once (6.2.j): two Resupplies.
    // Modifiers of steps and of atomic actions both (6.2.f).
    Replacement scholar = new Replacement() {
      @Override
      public boolean appliesTo(Kernel k, GameObject source, AtomicAction action) {
        return false;
      }

      @Override
      public boolean wholeStep() {
        return true;
      }

      @Override
      public boolean appliesToStep(Kernel k, GameObject source, List<AtomicAction> step) {
        return step.stream().anyMatch(a -> a instanceof AtomicAction.Draw d && d.player() == source.controller);
      }

      @Override
      public List<AtomicAction> replaceStep(Kernel k, GameObject source, List<AtomicAction> step) {
        List<AtomicAction> more = new ArrayList<>(step);
        more.add(new AtomicAction.Draw(source.controller, false));
        return more;
      }
    };
    Scenario sc = Scenario.create()
        .card(character("Miser", 1, 1, 1, 1, 1), modifier("miser",
            (self, a) -> a instanceof AtomicAction.Draw d && d.player() == self.controller,
            (self, a) -> List.of(new AtomicAction.Resupply(self.controller, false)), false))
        .card(character("Scholar", 1, 1, 1, 1, 1), Abilities.replacement("scholar", scholar))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Miser", "Scholar").deck(0, "Filler", "Filler", "Filler")
        .effect(Phase.AFTERNOON, 0, "draw-a-card");
    assertEquals(2, sc.all("Filler").stream().filter(o -> o.zone == ZoneKind.RESERVE).count(),
        "two draws, each replaced by a Resupply");
    assertEquals(0, sc.all("Filler").stream().filter(o -> o.zone == ZoneKind.HAND).count());
  }

  @Test
  void rule_6_2_bIfIWouldGainFleetingIGainABoostInstead() {
    Scenario sc = Scenario.create()
        .card(character("Proud Duelist", 3, 3, 3, 3, 3), modifier("proud",
            (self, a) -> a instanceof AtomicAction.GainStatus g && g.objectId() == self.id
                && g.status() == Status.FLEETING,
            (self, a) -> List.of(new AtomicAction.GainCounters(self.id, GameObject.BOOST, 1)), false))
        .card(character("Other", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Proud Duelist", "Other").effect(Phase.AFTERNOON, 0, "gain-fleeting-all");
    assertFalse(sc.obj("Proud Duelist").has(Status.FLEETING));
    assertEquals(1, sc.obj("Proud Duelist").counter(GameObject.BOOST));
    assertTrue(sc.obj("Other").has(Status.FLEETING), "the other atomic action of the step is unchanged");
  }

  @Test
  void rule_6_2_bAnAnchoredCharacterLeavingLosesAnchoredInstead() {
    Scenario sc = Scenario.create()
        .card(character("Keeper", 3, 3, 1, 1, 1), modifier("keeper",
            (self, a) -> a instanceof Move m && m.to() != ZoneKind.EXPEDITION
                && m.objectId() != self.id && isAnchoredNextTo(self, m.objectId()),
            (self, a) -> List.of(new AtomicAction.LoseStatus(a.objectId(), Status.ANCHORED)), false))
        .card(character("Anchored One", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Keeper", "Anchored One").status("Anchored One", Status.ANCHORED)
        .effect(Phase.AFTERNOON, 0);
    Keeper.kernel = sc.k();
    sc.k().send(List.of(sc.obj("Anchored One").id), ZoneKind.RESERVE, 0);
    sc.assertZone("Anchored One", ZoneKind.EXPEDITION);
    assertFalse(sc.obj("Anchored One").has(Status.ANCHORED));
    sc.assertZone("Keeper", ZoneKind.EXPEDITION);
  }

  /** Test helper holding the kernel for a predicate that needs it. */
  static final class Keeper {
    static Kernel kernel;
  }

  private static boolean isAnchoredNextTo(GameObject self, int id) {
    GameObject o = Keeper.kernel.object(id).orElse(null);
    return o != null && o.zone == ZoneKind.EXPEDITION && o.side == self.side && o.controller == self.controller
        && o.has(Status.ANCHORED);
  }

  @Test
  void rule_6_2_bMyExpeditionMovesForwardOneMoreRegionDuringDusk() {
    Procedures.DayFrame dusk = Procedures.DayFrame.at(2, Procedures.DayPoint.PROGRESS);
    Scenario sc = Scenario.create()
        .card(character("Trailblazer", 3, 3, 3, 0, 0), modifier("trail",
            (self, a) -> a instanceof AtomicAction.Advance adv && adv.progress()
                && adv.expedition().equals(new ExpeditionRef(self.controller, self.side)),
            (self, a) -> {
              AtomicAction.Advance adv = (AtomicAction.Advance) a;
              return List.of(new AtomicAction.Advance(adv.expedition(), adv.regions() + 1, true, adv.dueTo(), adv.dueToAscend()));
            }, false))
        .expedition(0, Side.HERO, "Trailblazer").from(Phase.DUSK, dusk);
    assertEquals(2, sc.k().position(ExpeditionRef.hero(0)));
    assertEquals(2, sc.events(Event.RegionRevealed.class).size(), "regions 1 and 2: one Tumult card revealed");
  }

  @Test
  void rule_7_3_28_cTheOuroborosRollsOneMoreDieAndThePlayerKeepsOne() {
    Scenario sc = Scenario.create()
        .card(TestCards.permanent("The Ouroboros, Lyra Bastion", dev.altered.card.CardType.LANDMARK_PERMANENT, 4, 4),
            modifier("ouroboros", (self, a) -> a instanceof AtomicAction.RollDie r && r.player() == self.controller,
                (self, a) -> {
                  AtomicAction.RollDie r = (AtomicAction.RollDie) a;
                  return List.of(new AtomicAction.RollDie(r.player(), r.dice() + 1, r.bonus()));
                }, false))
        .landmark(0, "The Ouroboros, Lyra Bastion").effect(Phase.AFTERNOON, 0, "roll");
    assertEquals(DecisionKind.CHOOSE, sc.pending().kind(), "7.3.28.c: look at the dice, then choose");
    List<Event.DieRolled> rolls = sc.events(Event.DieRolled.class);
    assertEquals(2, rolls.size());
    int best = Math.max(rolls.get(0).value(), rolls.get(1).value());
    sc.pickIds(rolls.get(0).value() >= rolls.get(1).value() ? 0 : 1);
    assertEquals(best, sc.k().lastDieRoll(0));
  }

  @Test
  void rule_6_2_gAdditiveModifiersApplyAfterReplacingOnes() {
    Scenario sc = Scenario.create()
        .card(TestCards.permanent("Lucky Charm", dev.altered.card.CardType.LANDMARK_PERMANENT, 1, 1),
            modifier("charm-also", (self, a) -> a instanceof AtomicAction.RollDie r && r.player() == self.controller,
                (self, a) -> List.of(a, new AtomicAction.Resupply(self.controller, false)), true),
            modifier("charm-plus", (self, a) -> a instanceof AtomicAction.RollDie r && r.player() == self.controller,
                (self, a) -> {
                  AtomicAction.RollDie r = (AtomicAction.RollDie) a;
                  return List.of(new AtomicAction.RollDie(r.player(), r.dice(), r.bonus() + 1));
                }, false))
        .card(character("Top", 1, 1, 0, 0, 0))
        .landmark(0, "Lucky Charm").deck(0, "Top").effect(Phase.AFTERNOON, 0, "roll");
    int rolled = sc.events(Event.DieRolled.class).get(0).value();
    assertEquals(rolled + 1, sc.k().lastDieRoll(0), "the replacing modifier applied");
    sc.assertZone("Top", ZoneKind.RESERVE);
    List<Event> stepEvents = sc.game().events().stream()
        .filter(e -> e instanceof Event.DieRolled || e instanceof Event.Moved).toList();
    assertEquals(stepEvents.get(0).step(), stepEvents.get(1).step(), "6.2.c: added to the same step");
  }

  @Test
  void rule_6_2_bAResupplyReplacedByAnEffectThatAsksWhichCardToKeep() {
    // The Ouroboros (R2): "If you would Resupply, instead reveal the top two cards of your deck. Put one in
    // Reserve, and discard the other."
    Replacement r = new Replacement() {
      @Override
      public boolean appliesTo(Kernel k, GameObject source, AtomicAction action) {
        return action instanceof AtomicAction.Resupply res && res.player() == source.controller;
      }

      @Override
      public Optional<Effect> insteadEffect() {
        return Optional.of(Fx.choose("top-two", 1, 1, "one-to-reserve-other-discarded"));
      }
    };
    Scenario sc = Scenario.create()
        .card(TestCards.permanent("The Ouroboros, Lyra Bastion", dev.altered.card.CardType.LANDMARK_PERMANENT, 3, 3),
            Abilities.replacement("ouroboros-r2", r))
        .card(character("First", 1, 1, 0, 0, 0)).card(character("Second", 1, 1, 0, 0, 0))
        .landmark(0, "The Ouroboros, Lyra Bastion").deck(0, "First", "Second").effect(Phase.AFTERNOON, 0, "resupply");
    sc.reload();
    sc.pick("Second");
    sc.assertZone("Second", ZoneKind.RESERVE).assertZone("First", ZoneKind.DISCARD);
  }
}
