package dev.altered.rules.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A copy is a whole game: paused inside a compiled program, it saves to the same JSON as its original, plays on to
 * the identical log, and playing it leaves the original untouched. Seed 501 is issue 21's game: its original once
 * read a card played that day through a cache entry left by another card, and its copy did not.
 */
class GameCopyTest {
  @Test
  void aCopyPausedInsideAProgramPlaysOnToTheIdenticalLogAndLeavesTheOriginalAlone() {
    int paused = 0;
    for (long seed = 500; seed < 540 && paused < 6; seed++) {
      Game game = RealCards.start(seed, (int) seed);
      List<RandomAgent> agents = List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2));
      Optional<DecisionRequest> r = game.advance();
      while (r.isPresent() && !(game.day() >= 2 && r.get().prompt().contains("(c:"))) {
        r = game.decide(agents.get(r.get().player()).decide(game, r.get()));
      }
      if (r.isEmpty()) {
        continue;
      }
      paused++;
      String before = game.saveJson();
      Game copy = game.copy();
      assertEquals(before, copy.saveJson(), "seed " + seed + ": the copy saves as the original");
      finish(copy, seed);
      assertEquals(before, game.saveJson(), "seed " + seed + ": playing the copy left the original as it was");
      finish(game, seed);
      assertSameLog(game.logLines(), copy.logLines(), "seed " + seed + ": both play on to the same log");
    }
    assertTrue(paused >= 6, "games paused inside a program: " + paused);
  }

  /**
   * Copies taken at every tenth decision of whole games, given the original's later answers, play on to the
   * original's log from the copy point: no state the kernel keeps beside the board changes what happens.
   */
  @Test
  void aCopyTakenAtAnyDecisionPlaysOnToTheOriginalsLog() {
    for (long seed : new long[] {1, 3, 7, 501, 502}) {
      Game game = RealCards.start(seed, (int) seed);
      List<RandomAgent> agents = List.of(new RandomAgent(seed), new RandomAgent(seed + 1));
      List<Answer> answers = new ArrayList<>();
      List<Game> copies = new ArrayList<>();
      List<Integer> copiedAt = new ArrayList<>();
      Optional<DecisionRequest> r = game.advance();
      while (r.isPresent()) {
        if (answers.size() % 10 == 0) {
          copies.add(game.copyWithoutLog());
          copiedAt.add(game.events().size());
        }
        Answer a = agents.get(r.get().player()).decide(game, r.get());
        answers.add(a);
        r = game.decide(a);
      }
      List<String> log = game.logLines();
      for (int i = 0; i < copies.size(); i++) {
        Game copy = copies.get(i);
        for (Answer a : answers.subList(i * 10, answers.size())) {
          copy.decide(a);
        }
        assertTrue(copy.ended(), "seed " + seed + ": the copy at decision " + i * 10 + " ended with its original");
        assertSameLog(log.subList(copiedAt.get(i), log.size()), copy.logLines(),
            "seed " + seed + ": the copy at decision " + i * 10 + " logs what its original logged after it");
      }
    }
  }

  /** Equal logs, or a failure naming the first line that differs (whole logs are too long to read). */
  private static void assertSameLog(List<String> expected, List<String> actual, String what) {
    for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
      assertEquals(expected.get(i), actual.get(i), what + ", line " + (i + 1));
    }
    assertEquals(expected.size(), actual.size(), what + ": lines");
  }

  private static void finish(Game game, long seed) {
    Driver.play(game, List.of(new RandomAgent(seed), new RandomAgent(seed + 1)));
  }
}
