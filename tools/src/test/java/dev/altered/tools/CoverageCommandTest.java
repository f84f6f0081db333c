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
    // Every card that did not execute says why; the Lyra cards of CORE mostly run (measured 84 of 90).
    assertEquals(cards - executed, json.get("failures").size());
    assertTrue(executed >= 80, "executed " + executed);
    for (JsonNode f : json.get("failures")) {
      assertTrue(f.get("reference").asText().startsWith("ALT_CORE_"), f.toString());
      assertTrue(Set.of("parse", "compile", "execute", "exercise").contains(f.get("stage").asText()), f.toString());
      assertTrue(!f.get("message").asText().isEmpty(), f.toString());
    }
    assertEquals(executed == cards ? 0 : 1, run.exit());
  }
}
