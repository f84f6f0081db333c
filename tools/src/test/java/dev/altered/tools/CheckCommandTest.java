package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class CheckCommandTest {
  private static final String DAMAGED = String.join("\n",
      "set D: Damaged",
      "card D_1",
      "  type: Spell",
      "  faction: Ordis",
      "  rarity: Common",
      "  cost: 2/2",
      "  en: Fine",
      "    Draw a card.",
      "card D_2",
      "  type: Spel",
      "  faction: Ordis",
      "  rarity: Common",
      "card D_3",
      "  type: Spell",
      "  faction: Ordis",
      "  rarity: Common",
      "  cost: 2/2",
      "  stats: 1/1/1",
      "  en: Also fine to load",
      "card D_4",
      "  type: Character",
      "  faction: Ordis",
      "  rarity: Common",
      "  cost: 2/2",
      "  stats: 1/1/1",
      "  en: Fine too",
      "");

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
  void theCommittedCardsPass() {
    Path cards = Paths.get(System.getProperty("altered.root", "..")).resolve("cards");
    // The established sets; the later ones have cards that do not load yet (engine NewSetsTest, issue 18).
    Run run = run("check", cards.resolve("ALIZE").toString(), cards.resolve("BISE").toString(),
        cards.resolve("CORE").toString(), cards.resolve("COREKS").toString());
    assertEquals(0, run.exit(), run.out());
    // 4 of the 1,712 cards have an English ability with an unexpanded placeholder (a source data defect): they do
    // not parse, are left out with a warning, and the check passes.
    assertTrue(run.out().contains("checked 28 files: 1708 cards load, 0 errors,"), run.out());
    assertEquals(4, run.out().lines().filter(l -> l.endsWith("[ability-defect]") && l.contains(" en ability "))
        .count(), run.out());
    // A French translation that does not read is a warning; the card loads from its English text.
    assertTrue(run.out().contains("ALT_CORE_B_MU_24_R2 fr ability 1 does not load: expected ':', found 'Le'"),
        run.out());
  }

  @Test
  void aDamagedFileGivesErrorsWithPositionsAndEveryOtherCardStillLoads(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("d.cards");
    Files.writeString(file, DAMAGED);
    Run run = run("check", file.toString());
    assertEquals(1, run.exit());
    assertEquals(List.of(
        file + ":10:9: error: unknown type 'Spel': did you mean 'Spell'? expected one of Character, Spell, Permanent,"
            + " Landmark Permanent, Expedition Permanent, Hero, Token, Mana Token, Landmark Permanent Token [bad-value]",
        file + ":18:10: error: D_3: a Spell has no statistics: only Characters (and tokens, which are Characters)"
            + " have them (rule 2.2.11.c) [stats-on-non-character]",
        "checked 1 file: 3 cards load, 2 errors, 0 warnings"), run.out().lines().limit(3).toList());
  }

  @Test
  void sarifOutputHasWhatGitHubCodeScanningRequires(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("d.cards");
    Files.writeString(file, DAMAGED);
    Run run = run("check", "--format", "sarif", file.toString());
    assertEquals(1, run.exit());
    JsonNode sarif = new ObjectMapper().readTree(run.out());
    assertEquals("2.1.0", sarif.get("version").asText());
    JsonNode runNode = sarif.get("runs").get(0);
    assertEquals("altered-check", runNode.at("/tool/driver/name").asText());
    JsonNode results = runNode.get("results");
    assertEquals(2, results.size());
    JsonNode first = results.get(0);
    assertEquals("bad-value", first.get("ruleId").asText());
    assertEquals("error", first.get("level").asText());
    assertTrue(first.at("/message/text").asText().startsWith("unknown type 'Spel'"));
    JsonNode location = first.at("/locations/0/physicalLocation");
    assertTrue(location.at("/artifactLocation/uri").asText().endsWith("d.cards"));
    assertEquals(10, location.at("/region/startLine").asInt());
    assertEquals(9, location.at("/region/startColumn").asInt());
    JsonNode rules = runNode.at("/tool/driver/rules");
    assertTrue(rules.findValuesAsText("id").containsAll(List.of("bad-value", "stats-on-non-character")));
  }

  @Test
  void sarifUrisAreRelativeToTheWorkingDirectoryWithForwardSlashes() {
    Path base = Paths.get("").toAbsolutePath();
    assertEquals("cards/My%20Set/AX.cards", Sarif.uri(base.resolve("cards/My Set/AX.cards").toString(), base));
  }

  @Test
  void jsonOutputCountsErrorsAndWarnings(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("d.cards");
    Files.writeString(file, DAMAGED);
    Run run = run("check", "--format", "json", file.toString());
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertEquals(3, json.get("cards").asInt());
    assertEquals(2, json.get("errors").asInt());
    assertEquals(10, json.at("/diagnostics/0/line").asInt());
    assertEquals("error", json.at("/diagnostics/0/severity").asText());
  }

  @Test
  void watchChecksAgainWhenAFileChanges(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("d.cards");
    Files.writeString(file, DAMAGED);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    CheckCommand check = cli.getSubcommands().get("check").getCommand();
    check.maxRechecks = 1;
    CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cli.execute("check", "--watch",
        tmp.toString()));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (!err.toString().contains("watching") && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    Files.writeString(file, DAMAGED.replace("type: Spel\n", "type: Spell\n  cost: 1/1\n  en: Two\n").replace("  stats: 1/1/1\n  en: Also",
        "  en: Also"));
    // The JDK's polling watch service (used where the OS has no native one) checks every few seconds.
    int code = exit.get(60, TimeUnit.SECONDS);
    assertEquals(0, code, out + "\n" + err);
    assertTrue(out.toString().contains("checked 1 file: 4 cards load, 0 errors, 0 warnings"), out.toString());
  }
}
