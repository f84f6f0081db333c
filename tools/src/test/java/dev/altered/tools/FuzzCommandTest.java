package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Issue 24: the fuzz command reads mutated texts, card files and JSON without a crash or an unpositioned problem. */
class FuzzCommandTest {
  private static final String CORE = Path.of(System.getProperty("altered.root", ".."), "cards", "CORE").toString();

  @Test
  void aFewHundredMutatedInputsGiveNoCrashAndEveryProblemAPosition() {
    HostileCommandLinesTest.Run run = HostileCommandLinesTest.run("fuzz", "--cards", CORE, "--inputs", "300",
        "--seed", "24");
    assertEquals(0, run.exit(), run.out() + run.err());
    assertTrue(run.out().contains("300 inputs in "), run.out());
    assertTrue(run.out().contains(": 0 crashes, 0 hangs, 0 problems without a position"), run.out());
  }
}
