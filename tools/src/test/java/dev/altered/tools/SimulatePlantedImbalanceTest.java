package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The A/B finds an imbalance planted in a real Common, and finds none where nothing changed. */
class SimulatePlantedImbalanceTest {
  /** Kelon Elemental (a CORE Axiom Common, 1/3/3 for 2) as printed, in English: games read the English text. */
  static final String KELON = """
      set CORE: Beyond the Gates

      card ALT_CORE_B_AX_04_C
        type: Character
        subtypes: Elemental
        faction: Axiom
        rarity: Common
        cost: 2/2
        stats: 1/3/3
        en: Kelon Elemental
          {H} Put a card from your hand in Reserve.
      """;

  /** A legal Axiom deck with three copies of thirteen Commons, Kelon Elemental among them. */
  static Path axiomDeck(Path dir) throws Exception {
    StringBuilder b = new StringBuilder("hero: ALT_CORE_B_AX_01_C\n");
    for (String ref : List.of("04", "05", "06", "07", "08", "09", "10", "11", "12", "13", "14", "15", "16")) {
      b.append("3 ALT_CORE_B_AX_").append(ref).append("_C\n");
    }
    return Files.writeString(dir.resolve("axiom.deck"), b.toString());
  }

  @Test
  void doubledStatisticsWinSignificantlyMoreAndAnUnchangedCardMakesNoDifference(@TempDir Path tmp)
      throws Exception {
    Path doubled = Files.writeString(tmp.resolve("doubled.cards"), KELON.replace("stats: 1/3/3", "stats: 2/6/6"));
    Path unchanged = Files.writeString(tmp.resolve("unchanged.cards"), KELON);
    // One run, both variants: each is replayed on the printed run's games, so they share its baseline.
    SimulateCommandTest.Run run = SimulateCommandTest.run("simulate", "--cards", SimulateCommandTest.CARDS,
        "--decks", axiomDeck(tmp) + ",random:Lyra", "--games", GAMES, "--seed", "5", "--json",
        "--variant", doubled.toString(), "--variant", unchanged.toString());
    assertEquals(0, run.exit(), run.err());
    JsonNode variants = new ObjectMapper().readTree(run.out()).get("variants");
    assertEquals(2, variants.size());
    JsonNode gain = change(variants.get(0));
    assertTrue(gain.get("difference").get("low").asDouble() > 0, "a significant gain: " + gain);
    assertTrue(gain.get("verdict").asText().startsWith("significant gain"), gain.toString());
    JsonNode none = change(variants.get(1));
    assertEquals(0, none.get("difference").get("difference").asDouble(), none.toString());
    assertTrue(none.get("verdict").asText().startsWith("no significant difference"), none.toString());
  }

  /**
   * Per pairing. Measured at 200 (seed 5) on the simulate branch: doubled +5.0% [+2.0, +8.2]. After the merges of
   * 2026-11-28 (random Lyra decks may now hold the Terrain Marker cards) 200 games gave +1.5% [-0.4, +3.6], not
   * significant: 1,000 games (about a minute) keep the planted gain clear of chance.
   */
  static final String GAMES = "1000";

  private static JsonNode change(JsonNode variant) {
    JsonNode decks = variant.get("decks");
    assertEquals(1, decks.size(), "only the Axiom deck holds Kelon Elemental");
    assertEquals("axiom.deck", decks.get(0).get("deck").asText());
    return decks.get(0);
  }
}
