package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.IllegalDecisionException;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 5.4 playing Reactions and 6.5 effects: optional, conditional, "otherwise", "if you did" and modal steps, written
 * as effect frames over the kernel the way compiled programs will run.
 */
class EffectsTest {
  static {
    Fx.action("draw", (k, ctx, c) -> k.draw(ctx.controller(), 1));
  }

  /**
   * "Choose two: • Draw a card. • I gain 2 boosts. • Resupply." (6.5.g), then "If you have no cards in hand, draw a
   * card. Otherwise, resupply." (6.5.e), then "You may discard a card from your Reserve. If you did, I gain 1
   * boost." (6.5.c, 6.5.f).
   */
  public static final class Program extends EffectFrame {
    public Program() {}

    Program(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      switch (pc) {
        case 0 -> {
          pc = 1;
          return Flow.ask(DecisionRequest.choose(ctx.controller(), DecisionKind.MODES, "choose two",
              List.of(Candidate.of(0, "draw a card"), Candidate.of(1, "I gain 2 boosts"),
                  Candidate.of(2, "resupply")), 2, 2));
        }
        case 1 -> {
          set("modes", picked()); // 6.5.g: resolved in the order chosen
          pc = 2;
          return Flow.next();
        }
        case 2 -> {
          List<Integer> modes = get("modes");
          if (modes.isEmpty()) {
            pc = 3;
            return Flow.next();
          }
          int mode = modes.get(0);
          set("modes", modes.subList(1, modes.size()));
          switch (mode) {
            case 0 -> k.draw(ctx.controller(), 1);
            case 1 -> k.gainBoosts(List.of(ctx.source()), 2);
            default -> k.resupply(ctx.controller());
          }
          return Flow.next();
        }
        case 3 -> { // 6.5.e: the condition is evaluated once
          pc = 4;
          if (k.handSize(ctx.controller()) == 0) {
            k.draw(ctx.controller(), 1);
          } else {
            k.resupply(ctx.controller());
          }
          return Flow.next();
        }
        case 4 -> {
          pc = 5;
          return Flow.ask(k.choice(ctx.controller(), DecisionKind.CHOOSE, "you may discard a card from your Reserve",
              o -> o.zone == ZoneKind.RESERVE && o.zonePlayer == ctx.controller(), 0, 1));
        }
        case 5 -> {
          pc = picked().isEmpty() ? 7 : 6;
          if (!picked().isEmpty()) {
            k.discard(picked(), ctx.controller());
          }
          return Flow.next();
        }
        case 6 -> { // 6.5.f: "if you did"
          pc = 7;
          k.gainBoosts(List.of(ctx.source()), 1);
          return Flow.next();
        }
        default -> {
          return Flow.done();
        }
      }
    }
  }

  private static Scenario scenario() {
    return Scenario.create()
        .card(character("Sage", 2, 2, 1, 1, 1), Abilities.reaction("sage", Triggers.joins(), Program::new))
        .card(character("Page", 1, 1, 0, 0, 0))
        .hand(0, "Sage").deck(0, "Page", "Page", "Page", "Page").mana(0, 2).turn(0);
  }

  @Test
  void rule_6_5_gModesAreChosenThenResolvedInTheOrderChosen() {
    Scenario sc = scenario();
    sc.play("Sage", Side.HERO);
    assertThrows(IllegalDecisionException.class, () -> sc.answer(Answer.pick(1, 1)), "each mode at most once");
    assertThrows(IllegalDecisionException.class, () -> sc.answer(Answer.pick(1)), "exactly two");
    sc.answer(Answer.pick(2, 1));
    List<Event> order = sc.game().events().stream()
        .filter(e -> e instanceof Event.CountersChanged || e instanceof Event.Moved m && m.cause()
            == dev.altered.rules.event.Cause.RESUPPLY).toList();
    assertTrue(order.get(0) instanceof Event.Moved, "resupply first, as chosen");
    assertTrue(order.get(1) instanceof Event.CountersChanged);
  }

  @Test
  void rule_6_5_eAndFOtherwiseAndIfYouDid() {
    Scenario sc = scenario();
    sc.play("Sage", Side.HERO).answer(Answer.pick(1, 0)); // boosts, then draw: a card in hand
    assertEquals(1, sc.k().handSize(0));
    assertEquals(1, sc.k().objects(ZoneKind.RESERVE, 0).size(), "otherwise: resupplied");
    GameObject inReserve = sc.k().objects(ZoneKind.RESERVE, 0).get(0);
    sc.pickIds(inReserve.id);
    assertEquals(3, sc.obj("Sage").counter(GameObject.BOOST), "2 from the mode, 1 because you did");
  }

  @Test
  void rule_6_5_cDecliningAnOptionalStepSkipsItAndWhatDependsOnIt() {
    Scenario sc = scenario();
    sc.play("Sage", Side.HERO).answer(Answer.pick(1, 0)).none();
    assertEquals(2, sc.obj("Sage").counter(GameObject.BOOST));
  }

  @Test
  void rule_5_4_aReactionIsPlayedFromLimboWithoutCostAndCeasesToExistOnceResolved() {
    Scenario sc = Scenario.create()
        .card(character("Scholar", 2, 2, 1, 1, 1), Abilities.reaction("scholar", Triggers.joins(), Fx.steps("draw")))
        .card(character("Page", 1, 1, 0, 0, 0))
        .hand(0, "Scholar").deck(0, "Page").mana(0, 2).turn(0);
    sc.play("Scholar", Side.HERO);
    Event.ReactionActivated activated = sc.events(Event.ReactionActivated.class).get(0);
    Event.ReactionPlayed played = sc.events(Event.ReactionPlayed.class).get(0);
    assertEquals(activated.emblem(), played.emblem(), "5.4.b: played from Limbo, where it was created");
    assertEquals(1, sc.events(Event.CostPaid.class).size(), "5.4.c: only the card's cost was paid");
    assertTrue(sc.events(Event.EmblemEnded.class).stream().anyMatch(e -> e.emblem() == activated.emblem()),
        "5.4.d");
    assertTrue(sc.emblems().isEmpty());
    sc.assertZone("Page", ZoneKind.HAND);
  }

  @Test
  void rule_4_4_aReactionsOfAnEffectThatPlaysACardWaitForTheWholeEffect() {
    // "Draw a card, then play a card for free": the played card's j Reaction is played after the whole effect.
    Fx.action("play-scholar", (k, ctx, c) -> k.playCard(ctx.controller(),
        k.find(o -> o.zone == ZoneKind.HAND && !k.catalog().get(o.cardRef).name().equals("Gift")).get(0).id,
        java.util.Optional.of(dev.altered.rules.state.ExpeditionRef.hero(ctx.controller())), true, 0));
    Scenario sc = Scenario.create()
        .card(character("Scholar", 2, 2, 1, 1, 1), Abilities.reaction("scholar", Triggers.joins(), Fx.steps("draw")))
        .card(spell("Gift", 1, 1, ""), Abilities.spell("gift", Fx.steps("play-scholar", "draw")))
        .card(character("Page", 1, 1, 0, 0, 0))
        .hand(0, "Gift", "Scholar").deck(0, "Page", "Page").mana(0, 1).turn(0);
    sc.play("Gift");
    List<Event> seq = sc.game().events().stream()
        .filter(e -> e instanceof Event.ReactionPlayed || e instanceof Event.Moved m
            && m.cause() == dev.altered.rules.event.Cause.DRAW).toList();
    assertTrue(seq.get(0) instanceof Event.Moved, "the spell's own draw comes first");
    assertTrue(seq.get(1) instanceof Event.ReactionPlayed, "then Reactions are checked");
  }
}
