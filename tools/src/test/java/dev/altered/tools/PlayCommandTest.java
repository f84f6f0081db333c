package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.altered.rules.GameJson;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class PlayCommandTest {
  private static final String CARDS = Path.of(System.getProperty("altered.root", ".."), "cards").toString();

  private record Run(int exit, String out, String err) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    int exit = cli.execute(args);
    return new Run(exit, out.toString(), err.toString());
  }

  @Test
  void jsonPrintsOneObjectPerGameAndTheSameSeedReplaysTheSameGame() throws Exception {
    Run first = run("play", "--cards", CARDS, "--deck", "random:Axiom", "--deck", "random", "--seed", "40",
        "--games", "3", "--json");
    assertEquals(0, first.exit(), first.err());
    List<String> lines = first.out().lines().toList();
    assertEquals(3, lines.size());
    for (int i = 0; i < 3; i++) {
      JsonNode game = GameJson.mapper().readTree(lines.get(i));
      assertEquals(40 + i, game.get("seed").asLong());
      assertTrue(game.get("winner").isInt());
      assertTrue(game.get("days").asInt() > 0 && game.get("events").asInt() > 0);
      assertEquals(64, game.get("logHash").asText().length());
      assertTrue(game.get("error").isNull());
    }
    assertTrue(first.err().contains("games/s"), first.err());
    Run again = run("play", "--cards", CARDS, "--deck", "random:Axiom", "--deck", "random", "--seed", "41",
        "--json");
    assertEquals(lines.get(1), again.out().strip(), "seed 41 replays game 1 of the first run");
  }

  @Test
  void aDeckFileIsReadAndTheEventLogIsWritten(@TempDir Path tmp) throws Exception {
    Path deck = tmp.resolve("axiom.deck");
    StringBuilder b = new StringBuilder("# a legal Axiom deck\nhero: ALT_CORE_B_AX_01_C\n");
    for (String ref : List.of("ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_05_C", "ALT_CORE_B_AX_06_C", "ALT_CORE_B_AX_07_C",
        "ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_09_C", "ALT_CORE_B_AX_10_C", "ALT_CORE_B_AX_11_C", "ALT_CORE_B_AX_12_C",
        "ALT_CORE_B_AX_13_C", "ALT_CORE_B_AX_14_C", "ALT_CORE_B_AX_15_C", "ALT_CORE_B_AX_16_C")) {
      b.append("3 ").append(ref).append('\n');
    }
    Files.writeString(deck, b.toString());
    Path log = tmp.resolve("game.jsonl");
    Run r = run("play", "--cards", CARDS, "--deck", deck.toString(), "--deck", deck.toString(), "--seed", "7",
        "--log", log.toString());
    assertEquals(0, r.exit(), r.err() + r.out());
    assertTrue(r.out().startsWith("game 0 (seed 7, Sierra & Oddball vs Sierra & Oddball): player "), r.out());
    List<String> events = Files.readAllLines(log);
    assertTrue(events.get(0).contains("\"type\":\"Game\""));
    assertTrue(events.get(1).contains("\"type\":\"GameStarted\""));
    assertTrue(events.get(events.size() - 1).contains("\"type\":\"GameEnded\""));
  }

  @Test
  void badArgumentsGiveAOneLineError(@TempDir Path tmp) throws Exception {
    Path bad = tmp.resolve("bad.deck");
    Files.writeString(bad, "hero: ALT_CORE_B_AX_01_C\n3 NOT_A_CARD\n");
    String[][] cases = {
        {"--seed", "abc"}, {"--games", "0"}, {"--deck", "random:Nobody"}, {"--deck", "missing.deck"},
        {"--deck", bad.toString()}, {"--frobnicate"}, {"--deck", "random", "--deck", "random", "--deck", "random"}};
    for (String[] c : cases) {
      String[] args = new String[c.length + 3];
      args[0] = "play";
      args[1] = "--cards";
      args[2] = CARDS;
      System.arraycopy(c, 0, args, 3, c.length);
      Run r = run(args);
      assertEquals(2, r.exit(), String.join(" ", c));
      assertEquals(1, r.err().lines().count(), r.err());
      assertTrue(r.err().startsWith("altered play: "), r.err());
    }
    Run r = run("play", "--cards", CARDS, "--deck", bad.toString());
    assertTrue(r.err().contains("bad.deck:2:3: unknown card reference NOT_A_CARD"), r.err());
  }
}
