package dev.altered.tools;

import static dev.altered.tools.CheckCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TranslateCheckCommandTest {
  private static final String CARDS = String.join("\n",
      "set T: Test",
      "card T_1",
      "  type: Spell",
      "  faction: Muna",
      "  rarity: Common",
      "  cost: 1/1",
      "  en: One",
      "    {J} Target Character gains 2 boosts.",
      "    Draw a card.",
      "  fr: Un",
      "    {J} Un Personnage ciblé gagne 1 boost.",
      "    Piochez une carte.",
      "card T_2",
      "  type: Spell",
      "  faction: Muna",
      "  rarity: Common",
      "  cost: 1/1",
      "  en: Two",
      "    {T} : Draw a card.",
      "  fr: Deux",
      "    {T} Piochez une carte.",
      "");

  @Test
  void textReportsEachFindingAtItsPositionWithTheTotals(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("t.cards");
    Files.writeString(file, CARDS);
    CheckCommandTest.Run r = run("translate-check", "--lang", "fr", file.toString());
    assertEquals(1, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains(file + ":11:5: T_1 fr meaning: the number differs: English 2, French 1"), r.out());
    assertTrue(r.out().contains(file + ":21:9: T_2 fr parse: expected ':', found 'Piochez'"), r.out());
    assertTrue(r.out().contains("fr: 3 abilities, 2 parsed (66.7%), 1 same as English; 2 findings"), r.out());
  }

  @Test
  void jsonHasLanguagesAndFindings(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("t.cards");
    Files.writeString(file, CARDS);
    CheckCommandTest.Run r = run("translate-check", "--format", "json", file.toString());
    JsonNode root = new ObjectMapper().readTree(r.out());
    assertEquals(3, root.path("languages").path("fr").path("abilities").asInt());
    assertEquals(2, root.path("languages").path("fr").path("parsed").asInt());
    JsonNode first = root.path("findings").get(0);
    for (String field : new String[] {"reference", "lang", "kind", "message", "english", "localized"}) {
      assertTrue(first.has(field), field + " in " + first);
    }
    assertEquals("T_1", first.path("reference").asText());
    assertEquals("meaning", first.path("kind").asText());
    assertEquals("{J} Target Character gains 2 boosts.", first.path("english").asText());
    assertEquals("{J} Un Personnage ciblé gagne 2 boosts.", first.path("suggestion").asText());
    JsonNode parse = null;
    for (JsonNode f : root.path("findings")) {
      if (f.path("kind").asText().equals("parse")) {
        parse = f;
      }
    }
    assertTrue(parse != null, root.toString());
    assertEquals("T_2", parse.path("reference").asText());
    assertEquals(21, parse.path("line").asInt());
    assertEquals(9, parse.path("column").asInt());
  }

  @Test
  void htmlPutsEnglishTranslationAndSuggestionSideBySideOneRowPerFinding(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("t.cards");
    Files.writeString(file, CARDS);
    CheckCommandTest.Run r = run("translate-check", "--lang", "fr", "--format", "html", file.toString());
    assertTrue(r.out().startsWith("<!DOCTYPE html>"), r.out());
    assertTrue(r.out().contains("<th>English</th><th>Translation</th><th>Suggestion</th>"), r.out());
    // One row per finding after the header row of the findings table.
    String findings = r.out().substring(r.out().indexOf("<h2>Findings</h2>"));
    assertEquals(3, findings.split("<tr>", -1).length - 1, findings);
    assertTrue(findings.contains("{T} Piochez une carte."), findings);
    assertTrue(findings.contains("{T} : Piochez une carte."), "the suggestion: " + findings);
  }

  @Test
  void badArgumentsAreOneLineErrors(@TempDir Path tmp) {
    CheckCommandTest.Run lang = run("translate-check", "--lang", "xx", tmp.toString());
    assertEquals(2, lang.exit());
    assertEquals(1, lang.err().lines().count(), lang.err());
    CheckCommandTest.Run format = run("translate-check", "--format", "pdf", tmp.toString());
    assertEquals(2, format.exit());
    assertTrue(format.err().contains("unknown format 'pdf'"), format.err());
    CheckCommandTest.Run missing = run("translate-check", tmp.resolve("nope.cards").toString());
    assertEquals(2, missing.exit());
    assertFalse(missing.err().contains("Exception"), missing.err());
  }
}
