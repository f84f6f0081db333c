package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.card.CardDefinition;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.TestCards;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * [Rush] (7.3.29): playing a card immediately, as part of the effect (5.2.b), written as printed and run by the
 * kernel. Rush "to" do something does it only if a card was actually played due to Rush (7.3.29.b).
 */
class RushRunTest {
  private static final CardDefinition PLAIN = TestBoard.PLAIN;
  private static final CardDefinition RUNNER = TestCards.character("Runner", 1, 1, 1, 1, 1,
      "{H} You may [Rush] to draw a card.");
  private static final CardDefinition SPRINTER = TestCards.character("Sprinter", 1, 1, 1, 1, 1,
      "{H} [Rush]. If you played a Character this way, I gain 1 boost.");

  private static long plainsIn(Game game, ZoneKind zone) {
    return game.kernel().state().all().filter(o -> o.zone == zone && o.owner == 0
        && PLAIN.reference().equals(o.cardRef)).count();
  }

  private static Game playWithPlainInHand(CardDefinition card, boolean plainInHand) {
    Position pos = TestBoard.of(5, card);
    if (plainInHand) {
      pos.put(0, PLAIN.reference(), ZoneKind.HAND, Optional.empty());
    }
    int id = pos.put(0, card.reference(), ZoneKind.HAND, Optional.empty());
    Game game = TestBoard.afternoon(pos);
    TestBoard.play(game, id, java.util.List.of());
    return game;
  }

  @Test
  void rule7_3_29_b_rushingToDrawPlaysACardThenDraws() {
    Game game = playWithPlainInHand(RUNNER, true);
    assertEquals(1, plainsIn(game, ZoneKind.EXPEDITION), "7.3.29.a: Plain was played immediately");
    assertEquals(1, TestBoard.count(game, 0, ZoneKind.HAND), "then the card was drawn");
  }

  @Test
  void rule7_3_29_b_withNoCardPlayedDueToRushTheEffectIsNotDone() {
    Game game = playWithPlainInHand(RUNNER, false);
    assertEquals(0, plainsIn(game, ZoneKind.EXPEDITION));
    assertEquals(0, TestBoard.count(game, 0, ZoneKind.HAND), "nothing played, so no card drawn");
  }

  @Test
  void rule7_3_29_a_theCardPlayedDueToRushIsWhatThisWayRefersTo() {
    Game game = playWithPlainInHand(SPRINTER, true);
    assertEquals(1, plainsIn(game, ZoneKind.EXPEDITION));
    assertEquals(1, game.kernel().state().all().filter(o -> SPRINTER.reference().equals(o.cardRef)).findFirst()
        .orElseThrow().counter(GameObject.BOOST), "a Character was played this way");
  }

  @Test
  void rule7_3_29_a_rushingNothingGivesNothingThisWay() {
    Game game = playWithPlainInHand(SPRINTER, false);
    assertEquals(0, game.kernel().state().all().filter(o -> SPRINTER.reference().equals(o.cardRef)).findFirst()
        .orElseThrow().counter(GameObject.BOOST));
  }
}
