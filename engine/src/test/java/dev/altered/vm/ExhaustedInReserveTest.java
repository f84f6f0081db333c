package dev.altered.vm;

import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.reserve;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 2.4.6.c-d: an exhausted card in Reserve cannot be played, unless a passive ability says it may (Vaike, Energy
 * Pioneer: "You may play exhausted cards from your Reserve."); that exception lifts no other restriction.
 */
class ExhaustedInReserveTest {
  private static final String VAIKE = "ALT_ALIZE_A_AX_35_C";

  /** Whether player 0 may declare playing {@code card} from Reserve, on a board with or without Vaike. */
  private static boolean playable(boolean vaike, boolean manaExhausted) {
    Position pos = board();
    if (vaike) {
      expedition(pos, 0, Side.HERO, VAIKE);
    }
    int card = reserve(pos, 0, ExampleCards.PLAIN);
    pos.status(card, Status.EXHAUSTED);
    if (manaExhausted) {
      List<GameObject> orbs = pos.state().in(ZoneKind.MANA, 0).toList();
      orbs.forEach(orb -> pos.status(orb.id, Status.EXHAUSTED));
    }
    Game game = pos.startTurn(0);
    return game.pending().orElseThrow().declarations().stream()
        .anyMatch(d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card);
  }

  @Test
  void rule_2_4_6_cAnExhaustedCardInReserveCannotBePlayed() {
    assertEquals(false, playable(false, false));
  }

  @Test
  void rule_2_4_6_dAPassiveAbilityLetsExhaustedCardsInReserveBePlayedButLiftsNoOtherRestriction() {
    assertEquals(true, playable(true, false), "Vaike: the exhausted card may be played");
    assertEquals(false, playable(true, true), "its cost still has to be paid: no ready Mana Orb, no play");
  }
}
