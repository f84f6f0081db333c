package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

/** Issue 24: command lines a hostile tester tried get one line in plain words and the right exit code. */
class HostileCommandLinesTest {
  private static final String CARDS = Path.of(System.getProperty("altered.root", ".."), "cards").toString();

  record Run(int exit, String out, String err) {}

  /** As {@code ./altered} runs: the command line built for these arguments. */
  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLineFor(args);
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    int exit = cli.execute(args);
    return new Run(exit, out.toString(), err.toString());
  }

  private static void assertOneLineUsageError(Run run) {
    assertEquals(2, run.exit(), run.err());
    assertEquals(1, run.err().lines().count(), "one line: " + run.err());
    assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), "no stack trace: " + run.err());
  }

  @Test
  void playWithALogInAFolderThatDoesNotExistIsAOneLineUsageError(@TempDir Path tmp) {
    Run run = run("play", "--cards", CARDS, "--log", tmp.resolve("no/such/folder/log.jsonl").toString());
    assertOneLineUsageError(run);
    assertTrue(run.err().contains("does not exist"), run.err());
  }

  @Test
  void importIntoAPlaceThatCannotBeWrittenIsAOneLineUsageError(@TempDir Path tmp) throws Exception {
    Path json = tmp.resolve("S.json");
    Files.writeString(json, "{\"set\": \"S\", \"name\": \"Sample\", \"cards\": [\n"
        + "{\"reference\": \"ALT_S_B_LY_01_C\", \"set\": \"S\", \"type\": \"SPELL\", \"faction\": \"LY\","
        + " \"rarity\": \"COMMON\", \"name\": {\"en\": \"Tune\"}, \"handCost\": 1, \"reserveCost\": 1,"
        + " \"text\": {\"en\": {\"main\": \"Draw a card.\"}}}]}");
    Path file = tmp.resolve("a-file");
    Files.writeString(file, "");
    Run run = run("import", "--out", file.resolve("x").toString(), json.toString());
    assertOneLineUsageError(run);
    assertTrue(run.err().startsWith("altered import: " + file), run.err());
  }

  @Test
  void importOfAFolderSaysItIsAFolder(@TempDir Path tmp) {
    Run run = run("import", "--out", tmp.resolve("out").toString(), tmp.toString());
    assertOneLineUsageError(run);
    assertTrue(run.err().contains("is a folder"), run.err());
  }

  @Test
  void everyCommandPrintsItsHelpWithDashDashHelpAndDashH() {
    for (String command : Main.SUBCOMMANDS.keySet()) {
      if (command.equals("help")) {
        continue;
      }
      for (String flag : List.of("--help", "-h")) {
        Run run = run(command, flag);
        assertEquals(0, run.exit(), command + " " + flag + ": " + run.err());
        assertTrue(run.out().startsWith("Usage: altered " + command), command + " " + flag + ": " + run.out());
        assertFalse(run.err().contains("Missing required"), command + " " + flag + ": " + run.err());
      }
    }
  }

  @Test
  void aGamePastItsStepBudgetEndsWithAnErrorInTheJson() throws Exception {
    Run run = run("play", "--cards", Path.of(CARDS, "CORE").toString(), "--games", "2", "--json", "--max-steps",
        "200");
    assertEquals(1, run.exit(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals(2, lines.size(), run.out());
    for (String line : lines) {
      JsonNode game = GameJson.mapper().readTree(line);
      assertTrue(game.get("winner").isNull(), line);
      assertTrue(game.get("error").asText().startsWith("the game went past its budget of 200 steps"), line);
    }
  }

  private static final String ENGLISH_ONLY = String.join("\n",
      "set T: Test",
      "card T_1",
      "  type: Spell",
      "  faction: Muna",
      "  rarity: Common",
      "  cost: 1/1",
      "  en: Tune",
      "    Draw a card.",
      "");

  @Test
  void checkMakesNoClaimThatTranslationsAreNotChecked(@TempDir Path tmp) throws Exception {
    Files.writeString(tmp.resolve("t.cards"), ENGLISH_ONLY);
    Run run = run("check", tmp.toString());
    assertEquals(0, run.exit(), run.out() + run.err());
    assertFalse(run.out().contains("not checked"), run.out());
    assertTrue(run.out().contains("checked 1 file: 1 cards load, 0 errors, 0 warnings"), run.out());
  }

  @Test
  void checkSaysSoWhenEveryCardHasAnError(@TempDir Path tmp) throws Exception {
    Files.writeString(tmp.resolve("t.cards"), ENGLISH_ONLY.replace("type: Spell", "type: Spel"));
    Run run = run("check", tmp.toString());
    assertEquals(1, run.exit(), run.out() + run.err());
    assertTrue(run.out().contains("checked 1 file: 0 cards load (every card has an error), 1 errors"), run.out());
  }

  @Test
  void checkAndLoadOfAMissingPathOrAFolderWithoutCardsAreUsageErrors(@TempDir Path tmp) throws Exception {
    for (String command : List.of("check", "load", "coverage", "translate-check")) {
      Run missing = run(command, tmp.resolve("nothing-here").toString());
      assertOneLineUsageError(missing);
      assertEquals("altered " + command + ": " + tmp.resolve("nothing-here") + ": no such file or folder",
          missing.err().strip());
      Files.createDirectories(tmp.resolve("empty"));
      Files.writeString(tmp.resolve("empty/notes.txt"), "no cards");
      Run empty = run(command, tmp.resolve("empty").toString());
      assertOneLineUsageError(empty);
      assertTrue(empty.err().contains("no card files in this folder"), empty.err());
    }
  }

  @Test
  void compilingAnEmptyArgumentIsAUsageErrorNotEveryCardOfTheCurrentFolder() {
    for (String blank : List.of("", "   ")) {
      Run run = run("compile", blank);
      assertOneLineUsageError(run);
      assertTrue(run.err().startsWith("altered compile: nothing to compile"), run.err());
      assertEquals("", run.out());
    }
  }

  @Test
  void aMisspeltCardReferenceGetsADidYouMean() {
    Run run = run("compile", "--cards", CARDS, "ALT_CORE_B_AX_04_D");
    assertOneLineUsageError(run);
    assertTrue(run.err().strip().endsWith(": did you mean ALT_CORE_B_AX_04_C?"), run.err());
  }

  @Test
  void everyProblemOfBothDeckFilesIsReported(@TempDir Path tmp) throws Exception {
    Path first = tmp.resolve("first.deck");
    Files.writeString(first, "hero: ALT_CORE_B_AX_01_C\n3 NOPE_1\n3 NOPE_2\n");
    Path second = tmp.resolve("second.deck");
    Files.writeString(second, "hero: ALT_CORE_B_AX_01_C\n99999 ALT_CORE_B_AX_04_C\n");
    Run run = run("play", "--cards", CARDS, "--deck", first.toString(), "--deck", second.toString());
    assertEquals(2, run.exit(), run.err());
    assertEquals(List.of(
        "altered play: " + first + ":2:3: unknown card reference NOPE_1",
        "altered play: " + first + ":3:3: unknown card reference NOPE_2",
        "altered play: " + second + ":2:1: expected a count of at most 60, found 99999"), run.err().lines().toList());
  }
}
