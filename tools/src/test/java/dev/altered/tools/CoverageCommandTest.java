package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Paths;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CoverageCommandTest {
  @Test
  void reportsParsedCompiledAndExecutedCardsOfACardFileAsJson() throws Exception {
    String file = Paths.get(System.getProperty("altered.root", "..")).resolve("cards/CORE/LY.cards").toString();
    CheckCommandTest.Run run = CheckCommandTest.run("coverage", "--json", file);
    JsonNode json = new ObjectMapper().readTree(run.out());
    int cards = json.get("cards").asInt();
    assertEquals(90, cards);
    assertEquals(90, json.get("parsed").asInt());
    assertEquals(90, json.get("compiled").asInt());
    int executed = json.get("executed").asInt();
    // Every card that did not execute says why; the Lyra cards of CORE all run since the situations are made from
    // each trigger and cost (measured 90 of 90; 84 before).
    assertEquals(cards - executed, json.get("failures").size());
    assertTrue(executed >= 88, "executed " + executed);
    for (JsonNode f : json.get("failures")) {
      assertTrue(f.get("reference").asText().startsWith("ALT_CORE_"), f.toString());
      assertTrue(Set.of("parse", "compile", "execute", "exercise").contains(f.get("stage").asText()), f.toString());
      assertTrue(!f.get("message").asText().isEmpty(), f.toString());
    }
    assertEquals(executed == cards ? 0 : 1, run.exit());
  }

  @Test
  void namesTheAbilityThatNeverRanByItsText() throws Exception {
    // "When you reveal a card this way": revealed only by the card's own replacement when a die is rolled, which
    // no generated situation does; the failure quotes the ability as printed.
    String file = Paths.get(System.getProperty("altered.root", "..")).resolve("cards/BISE/LY.cards").toString();
    CheckCommandTest.Run run = CheckCommandTest.run("coverage", "--json", file);
    JsonNode json = new ObjectMapper().readTree(run.out());
    boolean found = false;
    for (JsonNode f : json.get("failures")) {
      if (f.get("reference").asText().equals("ALT_BISE_B_LY_62_C")) {
        found = true;
        assertEquals("exercise", f.get("stage").asText());
        assertTrue(f.get("message").asText().startsWith("the reaction \"When you reveal a card this way"),
            f.toString());
      }
    }
    assertTrue(found, json.toString());
    assertEquals(1, run.exit());
  }
}
