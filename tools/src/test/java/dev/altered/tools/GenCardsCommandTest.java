package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import dev.altered.cardfile.Diagnostic;
import dev.altered.load.Abilities;
import dev.altered.load.CardChecker;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenCardsCommandTest {
  private static final String CARDS = Paths.get(System.getProperty("altered.root", "..")).resolve("cards").toString();

  @Test
  void theSameSeedWritesTheSameFileAndAnotherSeedAnother(@TempDir Path tmp) throws Exception {
    for (String name : List.of("a.json", "b.json")) {
      assertEquals(0, CheckCommandTest.run("gen-cards", "--count", "300", "--seed", "7", "--from", CARDS, "--out",
          tmp.resolve(name).toString()).exit());
    }
    assertEquals(0, CheckCommandTest.run("gen-cards", "--count", "300", "--seed", "8", "--from", CARDS, "--out",
        tmp.resolve("c.json").toString()).exit());
    assertArrayEquals(Files.readAllBytes(tmp.resolve("a.json")), Files.readAllBytes(tmp.resolve("b.json")));
    assertFalse(java.util.Arrays.equals(Files.readAllBytes(tmp.resolve("a.json")),
        Files.readAllBytes(tmp.resolve("c.json"))));
  }

  @Test
  void generatedCardsLoadAndCheckCleanlyWithTheirAbilitiesInAllFiveLanguages(@TempDir Path tmp) throws Exception {
    Path out = tmp.resolve("gen.json");
    CheckCommandTest.Run run = CheckCommandTest.run("gen-cards", "--count", "2000", "--seed", "1", "--from", CARDS,
        "--out", out.toString());
    assertEquals(0, run.exit(), run.err());
    // Parsed and compiled: every English ability loads (a translation the front-ends do not read is a warning).
    LoadResult result = CardLoader.standard().load(List.of(out));
    assertEquals(List.of(), result.diagnostics().stream().filter(Diagnostic::isError).toList());
    assertEquals(2000, result.cards().size());
    List<Diagnostic> problems = CardChecker.check(result.cards());
    assertEquals(List.of(), problems, "no rule, placeholder or language problem");
    Set<String> english = new HashSet<>();
    int targets = 0;
    for (CardDefinition card : result.definitions()) {
      assertEquals(Rarity.UNIQUE, card.rarity());
      int abilities = -1;
      for (Language language : Language.values()) {
        CardText text = card.text(language);
        int count = Abilities.of(text.mainLines()).size() + Abilities.of(text.supportLines()).size();
        assertTrue(abilities < 0 || abilities == count, card.reference() + " has as many abilities in " + language);
        abilities = count;
      }
      english.add(card.text(Language.EN).main().orElseThrow());
      String en = card.text(Language.EN).main().orElseThrow();
      String de = card.text(Language.DE).main().orElseThrow();
      if (en.contains("target Character you control")) {
        targets++;
        assertTrue(de.contains("einen Charakter deiner Wahl, den du kontrollierst"), "target varied in German too: "
            + de);
      }
    }
    assertTrue(targets > 0, "some targets are varied");
    // A third of the cards have one ability (of ~400, numbers varied), so some repeat; most do not.
    assertTrue(english.size() > 1500, "recombined texts are varied: " + english.size() + " distinct of 2000");
  }
}
