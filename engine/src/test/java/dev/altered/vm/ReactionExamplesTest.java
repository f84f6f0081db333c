package dev.altered.vm;

import static dev.altered.vm.ExampleCards.asked;
import static dev.altered.vm.ExampleCards.assertIn;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.in;
import static dev.altered.vm.ExampleCards.object;
import static dev.altered.vm.ExampleCards.pick;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.reactionsInOrder;
import static dev.altered.vm.ExampleCards.reserve;
import static dev.altered.vm.ExampleCards.top;
import static dev.altered.vm.ExampleCards.turnNext;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Examples of rule 6.3 (Reactions), played from the printed text of the cards they name. */
class ReactionExamplesTest {
  /**
   * Example of 6.3.e: Régis plays Mind Apotheosis and puts Asmodeus in play with its effect: Asmodeus's {J}, a
   * self-move Reaction, is activated though it did not exist before the event (it rolls a die: Anchored or 3 boosts):
   * a Reaction must exist to be activated, after the event for a self-move one (7.3.1.a).
   */
  @Test
  void rule_6_3_eAsmodeusPutInPlayByMindApotheosisActivatesItsJoinReaction() {
    Position pos = board();
    int asmodeus = top(pos, 0, "ALT_CORE_B_LY_20_C");
    int apotheosis = hand(pos, 0, "ALT_CORE_B_LY_27_C");
    Game game = pos.startTurn(0);
    play(game, apotheosis, Side.HERO);
    ExampleCards.answering(game, asmodeus);
    GameObject now = object(game, asmodeus);
    assertEquals(ZoneKind.EXPEDITION, now.zone);
    int die = game.kernel().lastDieRoll(0);
    assertEquals(die >= 4, now.has(Status.ANCHORED), "die " + die);
    assertEquals(die >= 4 ? 0 : 3, now.counter(GameObject.BOOST), "die " + die);
  }

  /**
   * Example of 6.3.f: Bob plays Mana Reaping on Alice's Armored Jammer ("When I leave your Landmark zone —
   * Sabotage"): not a self-move Reaction, it is activated though the Jammer no longer exists after the event.
   */
  @Test
  void rule_6_3_fArmoredJammerPutInManaByManaReapingStillSabotages() {
    Position pos = board();
    int jammer = pos.put(1, "ALT_CORE_B_AX_28_R1", ZoneKind.LANDMARK, Optional.empty());
    int bobs = reserve(pos, 0, ExampleCards.PLAIN);
    int reaping = hand(pos, 0, "ALT_CORE_B_MU_26_C");
    Game game = pos.startTurn(0);
    play(game, reaping, Side.HERO);
    ExampleCards.answering(game, jammer, bobs);
    assertIn(game, jammer, ZoneKind.MANA);
    assertIn(game, bobs, ZoneKind.DISCARD);
  }

  /**
   * Example of 6.3.k: a Character with "When I go to Reserve from the Expedition zone — Create an Ordis Recruit 1/1/1
   * Soldier token in my Expedition": "my" is the Expedition the Character was in before it went to Reserve.
   */
  @Test
  void rule_6_3_kTheTokenIsCreatedInTheExpeditionTheCharacterLeft() {
    Position pos = board();
    int soldier = expedition(pos, 0, Side.COMPANION, "EXAMPLES_06");
    Game game = pos.startFrames(dev.altered.rules.state.Phase.NIGHT, java.util.List.of(
        dev.altered.rules.Procedures.DayFrame.at(1, dev.altered.rules.Procedures.DayPoint.REST)));
    reactionsInOrder(game);
    assertIn(game, soldier, ZoneKind.RESERVE);
    GameObject recruit = in(game, ZoneKind.EXPEDITION, 0).stream().filter(GameObject::isToken).findFirst()
        .orElseThrow();
    assertEquals(Side.COMPANION, recruit.side);
  }

  /**
   * Example of 6.3.l: Haven Seiringar ("When I leave the Expedition zone, if I was Fleeting — Draw a card"): the
   * condition looks at the Seiringar before it left. Fleeting, it is discarded and its player draws: the information
   * about an object that no longer exists is what was true just before (2.1.h); it left the Expedition zone, being in
   * it before the event and elsewhere after (7.5.10.a).
   */
  @Test
  void rule_6_3_lHavenSeiringarDrawsWhenItLeavesTheExpeditionZoneIfItWasFleeting() {
    Position pos = board();
    int seiringar = expedition(pos, 0, Side.HERO, "ALT_ALIZE_B_BR_34_C");
    pos.status(seiringar, Status.FLEETING);
    int plain = expedition(pos, 1, Side.HERO, ExampleCards.PLAIN);
    Game game = pos.startFrames(dev.altered.rules.state.Phase.NIGHT, java.util.List.of(
        dev.altered.rules.Procedures.DayFrame.at(1, dev.altered.rules.Procedures.DayPoint.REST)));
    reactionsInOrder(game);
    assertIn(game, seiringar, ZoneKind.DISCARD);
    assertIn(game, plain, ZoneKind.RESERVE);
    assertEquals(game.kernel().handSize(1) + 1, game.kernel().handSize(0), "drew a card more than the opponent");
  }
}
