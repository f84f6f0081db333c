package dev.altered.vm;

import static dev.altered.vm.ExampleCards.answering;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import org.junit.jupiter.api.Test;

/**
 * 7.4.2.b-c: an Expedition with a [Defender] Character does not move forward during Dusk, for any reason: not by
 * Progress, nor by an effect ("At Dusk — My Expedition moves forward one region.").
 */
class DefenderAtDuskTest {
  private static final String MOVES_AT_DUSK = "EXAMPLES_07";
  private static final String ARCHIVIST = "ALT_CORE_B_OR_10_C"; // [Defender]

  private static int heroPositionAfterDusk(boolean defender) {
    Position pos = board();
    expedition(pos, 0, Side.HERO, MOVES_AT_DUSK);
    if (defender) {
      expedition(pos, 0, Side.HERO, ARCHIVIST);
    }
    // A stronger Expedition facing mine: Progress alone would not move it (4.2.4.e).
    for (int i = 0; i < 3; i++) {
      expedition(pos, 1, Side.HERO, ExampleCards.PLAIN);
    }
    Game game = pos.startPhase(Phase.DUSK);
    answering(game);
    return game.state().player(0).heroPosition;
  }

  @Test
  void rule_7_4_2_cDefenderStopsAnEffectMovingTheExpeditionForwardDuringDusk() {
    assertEquals(1, heroPositionAfterDusk(false), "without Defender, the Reaction moves it forward");
    assertEquals(0, heroPositionAfterDusk(true), "a Defender Character in it: no move during Dusk");
  }
}
