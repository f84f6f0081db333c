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

class ImportCommandTest {
  private static final String JSON = "{\"set\": \"S\", \"name\": \"Sample\", \"cards\": [\n"
      + "{\"reference\": \"ALT_S_B_LY_01_C\", \"set\": \"S\", \"type\": \"SPELL\", \"subtypes\": [\"SONG\"],"
      + " \"faction\": \"LY\", \"rarity\": \"COMMON\", \"name\": {\"en\": \"Tune\"}, \"handCost\": 1,"
      + " \"reserveCost\": 1, \"text\": {\"en\": {\"main\": \"Draw a card.\"}}},\n"
      + "{\"reference\": \"ALT_S_B_LY_02_C\", \"set\": \"S\", \"type\": \"RITUAL\", \"faction\": \"LY\","
      + " \"rarity\": \"COMMON\"}\n]}";

  @Test
  void importWritesOneFilePerSetAndFactionAndReportsSkippedCardsWithTheirPosition(@TempDir Path tmp)
      throws Exception {
    Path json = tmp.resolve("S.json");
    Files.writeString(json, JSON);
    Path stale = tmp.resolve("out/S/OLD.cards");
    Files.createDirectories(stale.getParent());
    Files.writeString(stale, "set S: Old\n");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    int exit = cli.execute("import", "--out", tmp.resolve("out").toString(), json.toString());
    assertEquals(1, exit);
    assertEquals(json + ":3:54: error: unknown type \"RITUAL\" [bad-value]\n", err.toString());
    assertTrue(out.toString().startsWith("imported 1 cards into 1 files"), out.toString());
    String written = Files.readString(tmp.resolve("out/S/LY.cards"));
    assertTrue(written.contains("set S: Sample\n\ncard ALT_S_B_LY_01_C\n  type: Spell\n  subtypes: Song\n"), written);
    assertTrue(Files.notExists(stale), "a re-import removes the set's stale files");
  }
}
