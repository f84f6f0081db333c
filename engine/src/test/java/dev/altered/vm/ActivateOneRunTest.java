package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.card.CardDefinition;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.TestCards;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * 7.3.1.b, as DUSTER prints it: "it activates one of its {r} abilities": the card played activates a Reaction of
 * that kind without its trigger's event, here right after it was Rushed from the hand.
 */
class ActivateOneRunTest {
  private static final CardDefinition INSTRUCTOR = TestCards.character("Instructor", 1, 1, 1, 1, 1,
      "{H} You may [Rush] a Character. If played from your hand, it activates one of its {r} abilities.");
  private static final CardDefinition STRIKER = TestCards.character("Striker", 1, 1, 1, 1, 1,
      "{R} I gain 2 boosts.");

  private static int boostsOfStriker(Game game) {
    return game.kernel().state().all().filter(o -> STRIKER.reference().equals(o.cardRef) && o.zone == ZoneKind.EXPEDITION)
        .findFirst().orElseThrow().counter(GameObject.BOOST);
  }

  @Test
  void rule_7_3_1_b_aCharacterRushedFromHandActivatesItsReserveReaction() {
    Position pos = TestBoard.of(5, INSTRUCTOR, STRIKER);
    int striker = pos.put(0, STRIKER.reference(), ZoneKind.HAND, Optional.empty());
    int instructor = pos.put(0, INSTRUCTOR.reference(), ZoneKind.HAND, Optional.empty());
    Game game = TestBoard.afternoon(pos);
    TestBoard.play(game, instructor, List.of(striker));
    assertEquals(2, boostsOfStriker(game), "its {R} ability ran once, though it did not go to Reserve");
  }

  @Test
  void rule_7_3_1_b_aCharacterRushedFromReserveIsNotActivatedAgain() {
    Position pos = TestBoard.of(5, INSTRUCTOR, STRIKER);
    int striker = pos.put(0, STRIKER.reference(), ZoneKind.RESERVE, Optional.empty());
    int instructor = pos.put(0, INSTRUCTOR.reference(), ZoneKind.HAND, Optional.empty());
    Game game = TestBoard.afternoon(pos);
    TestBoard.play(game, instructor, List.of(striker));
    assertEquals(2, boostsOfStriker(game), "its own {R} trigger ran (played from Reserve); 'if played from your hand' "
        + "is false, so not a second time");
  }
}
