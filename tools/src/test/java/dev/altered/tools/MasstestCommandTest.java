package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class MasstestCommandTest {
  private static final String CARDS = Path.of(System.getProperty("altered.root", ".."), "cards").toString();
  private static final Path TRACE = Path.of(System.getProperty("altered.root", ".."),
      "engine/src/test/resources/masstest-traces/ordis-greedy-vs-muna-mcts4-seed-9001.trace");

  private record Run(int exit, String out, String err) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLineFor(args);
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    int exit = cli.execute(args);
    return new Run(exit, out.toString(), err.toString());
  }

  @Test
  void gamesBetweenRandomAgentsEndWithNoFailure(@TempDir Path tmp) {
    Run run = run("masstest", "--cards", CARDS, "--games", "4", "--agents", "random", "--out", tmp.toString());
    assertEquals(0, run.exit(), run.out() + run.err());
    assertTrue(run.out().contains("4 games in") && run.out().contains(": 0 failed"), run.out());
  }

  @Test
  void aKeptTraceReplaysWithoutFailure() {
    Run run = run("masstest", "--cards", CARDS, "--replay", TRACE.toString());
    assertEquals(0, run.exit(), run.out() + run.err());
    assertTrue(run.out().startsWith("seed 9001, 108 decisions: no failure (log 2791fe694b67d67c)"), run.out());
  }

  @Test
  void anUnknownAgentOrADamagedTraceIsAOneLineUsageError(@TempDir Path tmp) throws Exception {
    Run agent = run("masstest", "--cards", CARDS, "--agents", "random,clever");
    assertEquals(2, agent.exit());
    assertEquals(1, agent.err().lines().count(), agent.err());
    assertTrue(agent.err().contains("unknown agent 'clever'"), agent.err());
    Path bad = tmp.resolve("bad.trace");
    Files.writeString(bad, "not a trace\n");
    Run trace = run("masstest", "--cards", CARDS, "--replay", bad.toString());
    assertEquals(2, trace.exit());
    assertTrue(trace.err().contains("line 1: not a trace"), trace.err());
    Run play = run("play", "--cards", CARDS, "--agent", "greedy", "--agent", "smart");
    assertEquals(2, play.exit());
    assertEquals("altered play: --agent unknown agent 'smart' (expected one of random, greedy, mcts, mcts:PLAYOUTS)",
        play.err().strip());
  }
}
