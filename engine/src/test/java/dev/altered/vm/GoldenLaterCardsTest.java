package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.deck.CardFiles;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Golden tests of the later sets' cards (as {@link GoldenCardsTest}, whose annotation they share and which
 * {@link GoldenCoverageTest} reads from both): a real card played from its printed text, the result the text states.
 */
class GoldenLaterCardsTest {
  private static final String PLAIN = "ALT_CORE_B_AX_10_C";
  private static CardCatalog catalog;
  private static CompiledAbilities abilities;

  @BeforeAll
  static void load() throws IOException {
    CardFiles.Loaded loaded = CardFiles.read(Path.of(System.getProperty("altered.root", ".")).resolve("cards"));
    catalog = CardCatalog.of(loaded.cards());
    abilities = CompiledAbilities.of(loaded.result());
  }

  private static Position board() {
    return Boards.board(catalog, abilities, 7, PLAIN);
  }

  /** Answers every question: MAY with {@code may}, a choice with {@code pick} when offered, else the first. */
  private static void answerAll(Game game, boolean may, int pick) {
    for (int guard = 0; guard < 20; guard++) {
      Optional<DecisionRequest> r = game.pending();
      if (r.isEmpty() || r.get().kind() == DecisionKind.TURN) {
        return;
      }
      DecisionRequest q = r.get();
      if (q.kind() == DecisionKind.MAY) {
        game.decide(Answer.pick(may ? 1 : 0));
        may = false; // once: a second optional step (the Rushed card's own) is declined
      } else {
        game.decide(Answer.pick(q.candidates().stream().anyMatch(c -> c.id() == pick) ? pick
            : q.candidates().get(0).id()));
      }
    }
  }

  /**
   * 7.3.29, 7.3.1.b: Deep-Cloud Instructor, "{H} You may [Rush] a Character. If played from your hand, it activates
   * one of its {r} abilities." Rushing a second Instructor from the hand activates its "{R} I gain 2 boosts."
   */
  @Test
  @GoldenCardsTest.Golden("ALT_DUSTER_B_BR_95_C")
  void aCharacterRushedFromTheHandActivatesItsReserveAbility() {
    Position pos = board();
    int second = pos.put(0, "ALT_DUSTER_B_BR_95_C", ZoneKind.HAND, Optional.empty());
    int first = pos.put(0, "ALT_DUSTER_B_BR_95_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == first
        && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
    answerAll(game, true, second);
    GameObject rushed = Boards.object(game, second);
    assertEquals(ZoneKind.EXPEDITION, rushed.zone);
    assertEquals(2, rushed.counter(GameObject.BOOST), game.logLines().toString());
    assertEquals(0, Boards.object(game, first).counter(GameObject.BOOST), "the first was played, not Rushed");
  }
}
