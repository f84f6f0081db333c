package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class SimulateCommandTest {
  static final String CARDS = Path.of(System.getProperty("altered.root", ".."), "cards").toString();

  record Run(int exit, String out, String err) {}

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    int exit = cli.execute(args);
    return new Run(exit, out.toString(), err.toString());
  }

  @Test
  void jsonHasTheMatrixWithIntervalsPerCardStatisticsAndWhatReproducesIt(@TempDir Path tmp) throws Exception {
    Run r = run("simulate", "--cards", CARDS, "--decks", "random:Axiom,random:Lyra,random:Ordis", "--games", "4",
        "--seed", "3", "--json", "--out", tmp.toString());
    assertEquals(0, r.exit(), r.err());
    JsonNode json = new ObjectMapper().readTree(r.out());
    assertEquals(3, json.get("seed").asLong());
    assertEquals(3, json.get("decks").size());
    assertTrue(json.get("cardHashes").size() > 20, "a hash per card used");
    JsonNode matrix = json.get("figures").get("matrix");
    assertEquals(3, matrix.size(), "three pairings");
    for (JsonNode m : matrix) {
      JsonNode win = m.get("winA");
      assertTrue(win.get("low").asDouble() <= win.get("rate").asDouble()
          && win.get("rate").asDouble() <= win.get("high").asDouble(), m.toString());
      assertEquals(4, m.get("winAInSeat0").get("trials").asInt() + m.get("winAInSeat1").get("trials").asInt()
          + m.get("errors").asInt(), m.toString());
    }
    JsonNode card = json.get("figures").get("cards").get(0);
    for (String field : new String[] {"played", "drawn", "winPlayed", "winNotPlayed", "winDrawn", "playedImpact"}) {
      assertTrue(card.has(field), field);
    }
    for (String file : new String[] {"results.json", "matrix.csv", "cards.csv", "decks.csv", "variants.csv",
        "report.html"}) {
      assertTrue(Files.size(tmp.resolve(file)) > 0, file);
    }
    assertEquals(r.out(), Files.readString(tmp.resolve("results.json")));
    assertFalse(r.err().contains("["), "no progress bar when the output is not a terminal: " + r.err());
  }

  @Test
  void theSameCommandGivesTheSameBytesWhateverTheThreads() {
    String[] args = {"simulate", "--cards", CARDS, "--decks", "random:Bravos,random:Muna", "--games", "6", "--json"};
    Run one = run(concat(args, "--threads", "1"));
    Run two = run(concat(args, "--threads", "2"));
    assertEquals(0, one.exit(), one.err());
    assertEquals(one.out(), two.out());
  }

  static String[] concat(String[] args, String... more) {
    String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
    System.arraycopy(more, 0, all, args.length, more.length);
    return all;
  }
}
