package dev.altered.vm;

import static dev.altered.vm.ExampleCards.asked;
import static dev.altered.vm.ExampleCards.assertIn;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.object;
import static dev.altered.vm.ExampleCards.pick;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.reaction;
import static dev.altered.vm.ExampleCards.reserve;
import static dev.altered.vm.ExampleCards.turnNext;
import static dev.altered.vm.ExampleCards.yes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Examples of rules 2.1 (objects), played from the printed text of the cards they name. */
class ObjectExamplesTest {
  private static final String HAVEN = "ALT_CORE_B_BR_30_C";
  private static final String KUWAT = "ALT_CORE_B_YZ_15_R1";
  private static final String ADA = "ALT_CORE_B_AX_13_C";
  private static final String COPPELIA = "ALT_CORE_B_AX_14_C";

  /**
   * Example of 2.1.d: Lithium has Haven, Bravos Bastion and plays Kuwat, the Dissenter from Reserve; he plays the
   * {J} Reaction first and sacrifices Kuwat: the {R} Reaction Haven granted does not boost Kuwat in the Discard pile,
   * a new object: objects never change zones (2.1.c).
   */
  @Test
  void rule_2_1_dKuwatSacrificedByItsOwnReactionIsNotBoostedInTheDiscardPile() {
    Position pos = board();
    pos.put(0, HAVEN, ZoneKind.LANDMARK, Optional.empty());
    int kuwat = reserve(pos, 0, KUWAT);
    Game game = pos.startTurn(0);
    play(game, kuwat, Side.HERO);
    int own = asked(game, DecisionKind.REACTION).candidates().stream().filter(c -> !c.label().contains("/"))
        .findFirst().orElseThrow().id(); // Kuwat's printed Reaction; the one Haven grants is a nested program ("/0")
    pick(game, DecisionKind.REACTION, own);
    ExampleCards.answering(game, object(game, kuwat).id);
    turnNext(game);
    assertIn(game, kuwat, ZoneKind.DISCARD);
    assertEquals(0, object(game, kuwat).counter(GameObject.BOOST));
    assertTrue(object(game, kuwat).id != kuwat, "2.1.c: the card in the Discard pile is another object");
  }

  /**
   * Example of 2.1.g: Ada Lovelace puts Coppélia from Hand in Reserve; Coppélia's Reaction ("You may play me for
   * free and I gain Asleep") moves the card to Limbo and to the Expedition zone, and the same effect makes that
   * third object Asleep. An effect makes its player play a card (5.1.1.d), for free: no cost is paid (7.3.23.a).
   */
  @Test
  void rule_2_1_gCoppeliaPutInReserveByAdaLovelaceIsPlayedForFreeAndFallsAsleep() {
    Position pos = board();
    int ada = reserve(pos, 0, ADA);
    int coppelia = hand(pos, 0, COPPELIA);
    Game game = pos.startTurn(0);
    int mana = game.kernel().readyManaOrbs(0).size();
    play(game, ada, Side.HERO);
    ExampleCards.answering(game, coppelia);
    GameObject now = object(game, coppelia);
    assertEquals(ZoneKind.EXPEDITION, now.zone);
    assertTrue(now.has(Status.ASLEEP));
    assertEquals(mana - 2, game.kernel().readyManaOrbs(0).size(), "only Ada's Reserve cost: Coppélia was free");
  }

  /**
   * Example of 2.2.1.h: Banishing Gate ("Discard target Character or Permanent") can only target a Character or
   * Permanent in play, not one in a Reserve. In play is the Expedition zone and the Landmark zone (3.1.4.a); a card in
   * a Hand, a personal hidden zone, is not an object at all (2.1.j, 3.1.3.d, 3.2.5.a).
   */
  @Test
  void rule_2_2_1_hBanishingGateTargetsOnlyCharactersAndPermanentsInPlay() {
    Position pos = board();
    int inPlay = expedition(pos, 1, Side.HERO, ExampleCards.PLAIN);
    int inReserve = reserve(pos, 1, ExampleCards.PLAIN);
    int landmark = pos.put(1, HAVEN, ZoneKind.LANDMARK, Optional.empty());
    int inHand = hand(pos, 1, ExampleCards.PLAIN);
    int gate = hand(pos, 0, "ALT_CORE_B_YZ_24_C");
    Game game = pos.startTurn(0);
    play(game, gate, Side.HERO);
    assertEquals(ZoneKind.LIMBO, object(game, gate).zone, "3.2.8.a: the Spell resolves in Limbo, a shared zone");
    assertEquals(-1, object(game, gate).zonePlayer);
    var ids = asked(game, DecisionKind.TARGET).candidates().stream().map(Candidate::id).toList();
    assertTrue(ids.contains(inPlay));
    assertTrue(ids.contains(landmark), "3.1.4.a: the Landmark zone is in play");
    assertFalse(ids.contains(inReserve), "2.2.1.h: a Character is an object in play");
    assertFalse(ids.contains(inHand));
    pick(game, DecisionKind.TARGET, inPlay);
    turnNext(game);
    assertIn(game, inPlay, ZoneKind.DISCARD);
  }

  /**
   * Example of 2.2.1.i: Ada Lovelace ("You may put a card from your hand in Reserve. If it's a Permanent, draw a
   * card"): a Permanent card put in Reserve that way makes its player draw. To put a card in a zone is to move it
   * there (7.3.24.a).
   */
  @Test
  void rule_2_2_1_iAdaLovelaceDrawsWhenTheCardPutInReserveIsAPermanent() {
    Position pos = board();
    int ada = reserve(pos, 0, ADA);
    int haven = hand(pos, 0, HAVEN);
    Game game = pos.startTurn(0);
    play(game, ada, Side.HERO);
    ExampleCards.answering(game, haven);
    assertIn(game, haven, ZoneKind.RESERVE);
    assertEquals(1, game.kernel().handSize(0), "drew a card: the card put in Reserve is a Permanent");
  }
}
