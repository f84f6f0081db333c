package dev.altered.vm;

import static dev.altered.vm.ExampleCards.assertIn;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.pick;
import static dev.altered.vm.ExampleCards.reserve;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rules an audit of the kernel found wrong or untested (issue 20): 2.1.f, 7.4.4.j, 7.4.5.e and 7.5.6.b, each played
 * from the printed text of the cards its Example names (or a card doing what the rule says).
 */
class AuditedRulesTest {
  private static final String JELLYFISH = "ALT_CORE_B_YZ_05_C";
  private static final String KUWAT = "ALT_CORE_B_YZ_15_R1";
  private static final String AMAROK = "ALT_ALIZE_B_BR_39_R2";
  private static final String ENERGY_BARS = "ALT_ALIZE_B_BR_45_C";
  private static final String DAEDALUS = "ALT_BISE_A_LY_53_R1";
  private static final String LOKI = "ALT_CORE_B_LY_21_C";

  /**
   * Example of 2.1.f: Moonlight Jellyfish ("When I'm sacrificed, if I was not Fleeting — Put me in Reserve") is
   * sacrificed by Kuwat's {J}; its Reaction finds the card in the Discard pile, a new object, and puts it in Reserve.
   */
  @Test
  @org.junit.jupiter.api.Disabled("Issue 20, 2.1.f, open: the compiled Reaction's \"me\" is the object that left, so"
      + " the Jellyfish stays in the Discard pile. Letting \"I\" be the new object (an Emblem binding of the moved"
      + " card) fixed this test but broke ReactionExamplesTest.rule_6_3_k...: \"my Expedition\" must stay the one"
      + " the card left (2.1.h, 6.3.k). The effect must find the new object only where it acts on me.")
  void rule_2_1_fMoonlightJellyfishSacrificedFindsItselfInTheDiscardPileAndGoesToReserve() {
    Position pos = board();
    int jellyfish = expedition(pos, 0, Side.HERO, JELLYFISH);
    int kuwat = reserve(pos, 0, KUWAT);
    Game game = pos.startTurn(0);
    ExampleCards.play(game, kuwat, Side.HERO);
    ExampleCards.answering(game, jellyfish);
    assertEquals(ZoneKind.RESERVE, ExampleCards.object(game, jellyfish).zone, () -> String.join("\n",
        game.logLines().subList(Math.max(0, game.logLines().size() - 12), game.logLines().size())));
  }

  private static Game amarokAndACharacterSwitching(boolean gigantic) {
    Position pos = board();
    int amarok = expedition(pos, 0, Side.HERO, AMAROK);
    if (gigantic) {
      expedition(pos, 0, Side.HERO, ENERGY_BARS); // "If there is only one Character in my Expedition, it is Gigantic"
    }
    int moving = expedition(pos, 0, Side.COMPANION, ExampleCards.PLAIN);
    Game game = pos.startTurn(0);
    assertEquals(gigantic, game.kernel().hasKeyword(ExampleCards.object(game, amarok),
        dev.altered.rules.state.Keyword.GIGANTIC));
    game.kernel().switchExpeditions(List.of(moving));
    return game;
  }

  private static long amarokReactions(Game game) {
    return game.events().stream().filter(e -> e instanceof Event.ReactionActivated).count();
  }

  /**
   * Example of 7.4.4.j: Amarok ("When another Character joins my Expedition — Sacrifice it"), Gigantic by Eat Me
   * Energy Bars in the Hero Expedition: a Character moved from the Companion Expedition to the Hero Expedition did not
   * join "Amarok's Expeditions", one subset of the Expedition zone, as it was already in it: no Reaction.
   */
  @Test
  void rule_7_4_4_jACharacterSwitchingBetweenAGiganticAmaroksExpeditionsDoesNotJoinThem() {
    assertEquals(0, amarokReactions(amarokAndACharacterSwitching(true)));
  }

  /** 7.5.9.c, the contrast of 7.4.4.j: without Gigantic, the same switch joins Amarok's Expedition. */
  @Test
  void rule_7_4_4_jWithoutGiganticTheSameSwitchJoinsAmaroksExpedition() {
    assertEquals(1, amarokReactions(amarokAndACharacterSwitching(false)));
  }

  /**
   * Example of 7.4.5.e: Daedalus is played with Scout; its owner first sends it to Reserve (the Scout Reaction), then
   * rolls a 4+ for its {J} ("we both gain 1 boost"): Daedalus in Reserve, not the object the Reaction came from,
   * gets a boost.
   */
  @Test
  void rule_7_4_5_eDaedalusPlayedWithScoutAndSentToReserveFirstGetsItsBoostInReserve() {
    int played = 0;
    for (long seed = 1; seed <= 12; seed++) {
      Position pos = board(seed);
      int other = reserve(pos, 0, ExampleCards.PLAIN);
      int daedalus = hand(pos, 0, DAEDALUS);
      Game game = pos.startTurn(0);
      ExampleCards.declare(game, d -> d.objectId() == daedalus && d.scout()
          && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
      pick(game, DecisionKind.REACTION, ExampleCards.reaction(game, "scout"));
      assertIn(game, daedalus, ZoneKind.RESERVE);
      ExampleCards.answering(game, other);
      if (game.kernel().lastDieRoll(0) < 4) {
        continue;
      }
      played++;
      assertEquals(1, ExampleCards.object(game, daedalus).counter(GameObject.BOOST), "seed " + seed);
      assertEquals(1, ExampleCards.object(game, other).counter(GameObject.BOOST), "seed " + seed);
    }
    assertTrue(played > 0, "a seed rolled 4+");
  }

  /**
   * 7.5.6.b: Loki's {H} "Each player discards their hand, then draws three cards" says which player does each
   * action: each player discards their own hand and draws their own cards (a "When you discard" Reaction sees
   * that player discarding, not Loki's controller).
   */
  @Test
  void rule_7_5_6_bEachPlayerDiscardsAndDrawsThemselvesWhenAnEffectSaysEachPlayer() {
    Position pos = board();
    hand(pos, 0, ExampleCards.PLAIN);
    hand(pos, 1, ExampleCards.PLAIN);
    hand(pos, 1, ExampleCards.PLAIN);
    int loki = hand(pos, 0, LOKI);
    Game game = pos.startTurn(0);
    ExampleCards.play(game, loki, Side.HERO);
    ExampleCards.answering(game);
    List<Event.Moved> moves = game.events().stream().filter(e -> e instanceof Event.Moved m
        && (m.cause() == Cause.DISCARD || m.cause() == Cause.DRAW)).map(e -> (Event.Moved) e).toList();
    assertEquals(3 + 6, moves.size(), "three cards discarded, six drawn: " + moves);
    for (Event.Moved m : moves) {
      assertEquals(m.owner(), m.actor(), "each player does their own " + m.cause() + ": " + m);
    }
  }
}
