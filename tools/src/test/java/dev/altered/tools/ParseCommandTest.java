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

class ParseCommandTest {
  private static final String CARDS = """
      set S: Sample

      card ALT_S_B_AX_01_C
        type: Character
        subtypes: Engineer
        faction: Axiom
        rarity: Common
        cost: 3/2
        stats: 2/1/3
        en: Tinkerer
          {J} Create a [Brassbug 2/2/2] Robot token in target Expedition.
          When you play a Permanent | I frob 1 boost.
          support:
          {D} : Draw a card.
      """;

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
  void failuresArePositionedInTheCardFile(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("S.cards");
    Files.writeString(file, CARDS);
    Run r = run("parse", file.toString());
    assertEquals(1, r.exit());
    String[] lines = r.out().split("\n");
    assertTrue(lines[0].startsWith("ALT_S_B_AX_01_C: 12:35: expected "), r.out());
    assertTrue(lines[0].endsWith("found 'frob'"), r.out());
    assertEquals("1 cards, 0 parsed; 3 abilities, 2 parsed, 2 printed back verbatim", lines[1]);
  }

  @Test
  void jsonReportsTotalsAndFailures(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("S.cards");
    Files.writeString(file, CARDS);
    Run r = run("parse", "--json", file.toString());
    assertEquals(1, r.exit());
    JsonNode json = new ObjectMapper().readTree(r.out());
    assertEquals(1, json.get("cards").asInt());
    assertEquals(0, json.get("cardsParsed").asInt());
    assertEquals(3, json.get("abilities").asInt());
    assertEquals(2, json.get("abilitiesParsed").asInt());
    assertEquals(2, json.get("roundTrip").asInt());
    JsonNode f = json.get("failures").get(0);
    assertEquals("ALT_S_B_AX_01_C", f.get("reference").asText());
    assertEquals("en", f.get("lang").asText());
    assertEquals("When you play a Permanent | I frob 1 boost.", f.get("text").asText().strip());
    assertEquals(12, f.get("line").asInt());
    assertEquals(35, f.get("column").asInt());
    assertTrue(f.get("message").asText().startsWith("expected "));
  }

  @Test
  void astPrintsEveryParsedAbilityAsJson(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("S.cards");
    Files.writeString(file, CARDS.replace("I frob 1 boost", "I gain 1 boost"));
    Run r = run("parse", "--ast", file.toString());
    assertEquals(0, r.exit(), r.out());
    JsonNode first = new ObjectMapper().readTree(r.out().lines().findFirst().orElseThrow());
    assertEquals("Ability.Reaction", first.get("ast").get("node").asText());
    assertEquals("Step.Create", first.get("ast").get("effect").get("sentences").get(0).get("steps").get(0).get("node")
        .asText());
  }

  @Test
  void corpusJsonIsReadByItsExtension(@TempDir Path tmp) throws Exception {
    Path json = tmp.resolve("S.json");
    Files.writeString(json, "{\"set\": \"S\", \"name\": \"Sample\", \"cards\": [{\"reference\": \"ALT_S_B_LY_01_C\","
        + " \"set\": \"S\", \"type\": \"SPELL\", \"faction\": \"LY\", \"rarity\": \"COMMON\", \"name\": {\"en\": \"T\"},"
        + " \"text\": {\"en\": {\"main\": \"Draw a card.  [Resupply]. (Put the top card of your deck in Reserve.)\"}}}]}");
    Run r = run("parse", json.toString());
    assertEquals(0, r.exit(), r.out());
    assertEquals("1 cards, 1 parsed; 2 abilities, 2 parsed, 2 printed back verbatim\n", r.out());
  }

  @Test
  void badArgumentsAreOneLineErrors(@TempDir Path tmp) {
    Run lang = run("parse", "--lang", "xx", tmp.toString());
    assertEquals(2, lang.exit());
    assertEquals(1, lang.err().lines().count(), lang.err());
    // A language without a front-end yet (the languages get theirs one by one).
    java.util.Optional<dev.altered.card.Language> without = java.util.Arrays.stream(dev.altered.card.Language.values())
        .filter(l -> dev.altered.text.TextReader.frontEnd(l).isEmpty()).findFirst();
    if (without.isPresent()) {
      Run noGrammar = run("parse", "--lang", without.get().code(), tmp.toString());
      assertEquals(2, noGrammar.exit());
      assertTrue(noGrammar.err().contains("no grammar for '" + without.get().code() + "'"), noGrammar.err());
    }
    Run missing = run("parse", tmp.resolve("nope.cards").toString());
    assertEquals(2, missing.exit());
    assertEquals(1, missing.err().lines().count(), missing.err());
    assertFalse(missing.err().contains("Exception"), missing.err());
  }
}
