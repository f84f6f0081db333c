package dev.altered.vm;

import static dev.altered.vm.ExampleCards.answering;
import static dev.altered.vm.ExampleCards.assertIn;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.object;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.reserve;
import static dev.altered.vm.ExampleCards.top;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import org.junit.jupiter.api.Test;

/** What a sub-type word refers to (2.2.2.n-o), played from the printed text of the cards. */
class SubTypeRulesTest {
  private static final String OGUN = "ALT_CORE_B_AX_06_C"; // {J} Robots you control gain 1 boost.
  private static final String ROBOT = "ALT_CORE_B_AX_14_C"; // a Robot Character
  private static final String KEYTARIST = "ALT_BISE_B_LY_52_R1"; // an Artist; at Dusk, draws a revealed Artist

  /**
   * 2.2.2.n: "Robots you control" are Robots in play: Ogun's {J} boosts the Robot in my Expedition, not the Robot card
   * in my Reserve.
   */
  @Test
  void rule_2_2_2_nASubTypeInAnEffectMeansObjectsInPlayWithIt() {
    Position pos = board();
    int inPlay = expedition(pos, 0, Side.HERO, ROBOT);
    int inReserve = reserve(pos, 0, ROBOT);
    int ogun = hand(pos, 0, OGUN);
    Game game = pos.startTurn(0);
    play(game, ogun, Side.COMPANION);
    answering(game);
    assertEquals(1, object(game, inPlay).counter(GameObject.BOOST), "the Robot in play");
    assertIn(game, inReserve, ZoneKind.RESERVE);
    assertEquals(0, object(game, inReserve).counter(GameObject.BOOST), "the Robot card in Reserve is not one");
  }

  /**
   * 2.2.2.o: "If it's an Artist" checks the revealed card itself, wherever it is: BLISS Keytarist, [[Boosted]] at
   * Dusk, reveals the top card of my Deck and draws it when it is an Artist (another Keytarist), else discards it.
   */
  @Test
  void rule_2_2_2_oWhetherACardIsASubTypeIsCheckedWhereverTheCardIs() {
    for (boolean artist : new boolean[] {true, false}) {
      Position pos = board();
      int keytarist = expedition(pos, 0, Side.HERO, KEYTARIST);
      pos.counters(keytarist, GameObject.BOOST, 1);
      int revealed = top(pos, 0, artist ? KEYTARIST : ExampleCards.PLAIN);
      Game game = pos.startPhase(Phase.DUSK);
      answering(game);
      assertIn(game, revealed, artist ? ZoneKind.HAND : ZoneKind.DISCARD);
    }
  }
}
