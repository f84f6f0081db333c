package dev.altered.rules.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.altered.rules.Game;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every trace kept from a mass test replays with every invariant kept: a fixed failure stays fixed. */
class RegressionTracesTest {
  private static final Path TRACES = Path.of(System.getProperty("altered.root", ".."))
      .resolve("engine/src/test/resources/masstest-traces");

  @Test
  void everyKeptTraceReplaysWithoutFailure() throws IOException {
    List<Path> files;
    try (Stream<Path> listed = Files.list(TRACES)) {
      files = listed.filter(p -> p.toString().endsWith(".trace")).sorted().toList();
    }
    assertFalse(files.isEmpty(), "traces in " + TRACES);
    List<String> failures = new ArrayList<>();
    for (Path file : files) {
      Trace trace = Trace.read(Files.readString(file));
      if (Boolean.getBoolean("traces.replay")) {
        // A kernel fix changes the game the same seed, decks and agents play, and the kept answers no longer fit
        // it: the same game is played again, checked, and kept (run with -Dtraces.replay=true, review the diff).
        CheckedGame.Outcome again = CheckedGame.play(trace.seed(), trace.agents(), trace.decks(), RealCards.CATALOG,
            RealCards.ABILITIES, Game.DEFAULT_STEP_BUDGET);
        Files.writeString(file, again.trace().write());
        trace = again.trace();
      }
      CheckedGame.Outcome outcome = CheckedGame.replay(trace, RealCards.CATALOG, RealCards.ABILITIES,
          Game.DEFAULT_STEP_BUDGET);
      outcome.failure().ifPresent(f -> failures.add(file.getFileName() + ": " + f));
    }
    assertEquals(List.of(), failures);
  }
}
