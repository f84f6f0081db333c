package dev.altered.rules.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Answer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A mass test game's trace is read back and replays the identical game, a failure included. */
class TraceTest {
  @Test
  void aTraceIsReadBackAndReplaysTheIdenticalGame() {
    CheckedGame.Outcome played = CheckedGame.play(40, List.of("random", "random"), RealCards.decks(40, 9),
        RealCards.CATALOG, RealCards.ABILITIES, Game.DEFAULT_STEP_BUDGET);
    assertEquals(Optional.empty(), played.failure());
    Trace read = Trace.read(played.trace().write());
    assertEquals(played.trace(), read);
    CheckedGame.Outcome replayed = CheckedGame.replay(read, RealCards.CATALOG, RealCards.ABILITIES,
        Game.DEFAULT_STEP_BUDGET);
    assertEquals(Optional.empty(), replayed.failure());
    assertEquals(played.game().logHash(), replayed.game().logHash());
  }

  @Test
  void aTraceWithAnAnswerTheGameDoesNotAllowReplaysToThatFailure() {
    CheckedGame.Outcome played = CheckedGame.play(41, List.of("random", "random"), RealCards.decks(41, 20),
        RealCards.CATALOG, RealCards.ABILITIES, Game.DEFAULT_STEP_BUDGET);
    List<Answer> answers = new ArrayList<>(played.trace().answers());
    answers.set(5, Answer.pick(999));
    Trace t = played.trace();
    Trace broken = Trace.read(new Trace(t.seed(), t.agents(), t.decks(), "", answers).write());
    CheckedGame.Outcome replayed = CheckedGame.replay(broken, RealCards.CATALOG, RealCards.ABILITIES,
        Game.DEFAULT_STEP_BUDGET);
    assertTrue(replayed.failure().orElseThrow().startsWith("illegal decision by player"), replayed.failure().get());
    assertEquals(6, replayed.trace().answers().size(), "it stops at the bad answer");
  }

  @Test
  void aDamagedTraceNamesItsLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Trace.read("altered-trace 1\nseed x\n"));
    assertTrue(e.getMessage().startsWith("line 2:"), e.getMessage());
  }
}
