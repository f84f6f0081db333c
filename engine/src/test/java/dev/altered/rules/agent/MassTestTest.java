package dev.altered.rules.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.rules.Game;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mass test in the build: games across all 36 pairs of factions, random and greedy agents, every invariant
 * checked at every decision (cards in one zone and conserved, no negative counters, legal answers, no hidden card in a
 * view, 1.4.6.b's hundred a day). A failure's trace is written to target/masstest-failures/: put it in
 * src/test/resources/masstest-traces/ with the fix, and {@link RegressionTracesTest} replays it from then on. {@code -Dmasstest.games=N} plays more; {@code ./altered masstest} plays many more.
 */
class MassTestTest {
  private static final int GAMES = Integer.getInteger("masstest.games", 40);

  @Test
  void gamesAcrossEveryFactionPairAndAgentKeepEveryInvariant() throws IOException {
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < GAMES; i++) {
      long seed = 7_000 + i;
      List<String> agents = i % 20 == 19 ? List.of("greedy", "random") : List.of("random", "random");
      CheckedGame.Outcome outcome = CheckedGame.play(seed, agents, RealCards.decks(seed, i), RealCards.CATALOG,
          RealCards.ABILITIES, Game.DEFAULT_STEP_BUDGET);
      if (outcome.failure().isPresent()) {
        Path trace = Path.of("target", "masstest-failures", "seed-" + seed + ".trace");
        Files.createDirectories(trace.getParent());
        Files.writeString(trace, outcome.trace().write());
        failures.add("seed " + seed + ": " + outcome.failure().get() + " (trace " + trace + ")");
      }
    }
    assertEquals(List.of(), failures);
  }
}
