package dev.altered.vm;

import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.Procedures;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Progress (4.2.4) with real cards: which terrain an Expedition moves forward due to. */
class ProgressRulesTest {
  private static final String RIN = "ALT_CORE_B_MU_03_C";
  private static final String WISP = "ALT_ALIZE_B_LY_35_C";

  /**
   * From Dusk of day 1 to the next decision: Dusk's daily effect Progress (4.2.c), Night, and the next Morning's first
   * question.
   */
  private static Game dusk(Position pos) {
    Game game = pos.startFrames(Phase.DUSK, List.of(Procedures.DayFrame.at(1, Procedures.DayPoint.DUSK)));
    return game;
  }

  /**
   * 4.2.4.j: Rin &amp; Orchid ("When one of your Expeditions moves forward due to {V} — Draw a card, then put a card from
   * your hand in Reserve"): Jian (3/2/0) moves its Expedition forward in the Hero region (V, M, O), due to {V}.
   */
  @Test
  void rule_4_2_4_jAnExpeditionWithTheGreaterForestMovesForwardDueToForest() {
    Position pos = board();
    pos.put(0, RIN, ZoneKind.HERO, Optional.empty());
    expedition(pos, 0, Side.HERO, ExampleCards.PLAIN);
    Game game = dusk(pos);
    assertEquals(1, game.state().player(0).heroPosition);
    assertEquals(2, ExampleCards.in(game, ZoneKind.RESERVE, 0).size(), "the card drawn put in Reserve, and Jian at Rest");
  }

  /** 4.2.4.j: an Expedition moving forward by its Water alone does not move forward due to {V}: Rin draws nothing. */
  @Test
  void rule_4_2_4_jMovingForwardByWaterAloneIsNotDueToForest() {
    Position pos = board();
    pos.put(0, RIN, ZoneKind.HERO, Optional.empty());
    expedition(pos, 0, Side.HERO, WISP);
    Game game = dusk(pos);
    assertEquals(1, game.state().player(0).heroPosition);
    assertEquals(List.of(WISP), ExampleCards.in(game, ZoneKind.RESERVE, 0).stream().map(o -> o.cardRef).toList(),
        "only the Wisp, sent there at Rest: Rin put no card in Reserve");
  }

  /**
   * 4.2.4.d: Will-o'-the-Wisp ("If an Expedition facing me is in {O}, it can't move forward during Dusk except due to
   * {O}"): the Expedition facing it, in the Hero region, could move forward only due to {O}; its other terrains are
   * ignored, and Jian's Forest and Mountain do not move it.
   */
  @Test
  void rule_4_2_4_dAnExpeditionThatCanOnlyMoveForwardDueToWaterIgnoresItsOtherTerrains() {
    Position pos = board();
    expedition(pos, 0, Side.HERO, ExampleCards.PLAIN);
    expedition(pos, 1, Side.HERO, WISP);
    Game game = dusk(pos);
    assertEquals(0, game.state().player(0).heroPosition);
    assertEquals(1, game.state().player(1).heroPosition, "the Wisp's 3 Water against none");
  }
}
