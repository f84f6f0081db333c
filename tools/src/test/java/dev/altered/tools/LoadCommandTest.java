package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

class LoadCommandTest {
  @Test
  void reportsCardsAbilitiesLanguagesTimingsAndHeapForTheCommittedSets() throws Exception {
    // The established sets; the later ones have cards that do not load yet (engine NewSetsTest, issue 18).
    java.nio.file.Path root = Paths.get(System.getProperty("altered.root", "..")).resolve("cards");
    CheckCommandTest.Run run = CheckCommandTest.run("load", "--json", root.resolve("ALIZE").toString(),
        root.resolve("BISE").toString(), root.resolve("CORE").toString(), root.resolve("COREKS").toString());
    assertEquals(0, run.exit(), run.err());
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertEquals(1708, json.get("cards").asInt(), "1,712 less the 4 with an unexpanded placeholder");
    assertEquals(0, json.get("errors").asInt());
    assertEquals("[\"en\",\"fr\",\"de\",\"es\",\"it\"]", json.get("languages").toString());
    assertTrue(json.get("abilities").asInt() > json.get("distinctAbilities").asInt());
    // Programs are shared by equal abilities: fewer programs than distinct ability texts, English and French
    // meaning the same thing compile to one.
    int programs = json.get("distinctPrograms").asInt();
    assertTrue(programs > 500 && programs < json.get("distinctAbilities").asInt(), "programs " + programs);
    assertEquals("distinct compiled programs", json.get("distinctProgramsAre").asText());
    // Every distinct text was parsed in this load or found in the stage cache (a cached one is parsed again only
    // when it sits in a context the cache has not compiled it in).
    assertTrue(json.get("parsedTexts").asInt() + json.get("cachedAbilities").asInt()
        >= json.get("distinctAbilities").asInt(), json.toString());
    // The total counts opening the stage cache as well as the loader's phases.
    assertTrue(json.at("/millis/total").asLong()
        >= json.at("/millis/openCache").asLong() + json.at("/millis/read").asLong(), json.toString());
    assertTrue(json.get("heapBytes").asLong() > 0);
    assertEquals("[]", json.get("notRun").toString());
  }
}
