package dev.altered.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.Diagnostic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CardLoaderTest {
  private static Path cards() {
    return Paths.get(System.getProperty("altered.root", "..")).resolve("cards");
  }

  private static final String FILE = String.join("\n",
      "set T: Test",
      "card T_1",
      "  type: Spell",
      "  faction: Muna",
      "  rarity: Common",
      "  cost: 1/1",
      "  en: One",
      "    Draw a card.",
      "    Choose one:",
      "      • Draw a card.",
      "      • Discard a card.",
      "  fr: Un",
      "    Piochez une carte.",
      "card T_2",
      "  type: Spell",
      "  faction: Muna",
      "  rarity: Common",
      "  cost: 1/1",
      "  en: Two",
      "    Draw a card.",
      "    Sacrifice a QUUX.",
      "card T_3",
      "  type: Sorcery",
      "");

  @Test
  void theCommittedSetsLoadInEveryLanguageWithoutProblems() {
    LoadResult result = CardLoader.readOnly().load(List.of(cards()));
    assertEquals(List.of(), result.diagnostics());
    assertEquals(1712, result.cards().size());
    assertEquals(28, result.files());
    assertEquals(List.of(Language.values()), List.copyOf(result.languages()));
    assertTrue(result.distinctAbilities() < result.abilities(), "reprints and translations share texts");
    assertEquals(List.of("parse", "compile"), result.timings().notRun());
  }

  @Test
  void loadingWithOneThreadOrManyGivesTheSameCards() {
    LoadResult one = CardLoader.readOnly().withThreads(1).load(List.of(cards()));
    LoadResult many = CardLoader.readOnly().withThreads(4).load(List.of(cards()));
    assertEquals(one.definitions(), many.definitions());
    assertEquals(one.distinctAbilities(), many.distinctAbilities());
  }

  @Test
  void aModalListIsOneAbilityAndEachDistinctTextReachesTheParserOnce(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("t.cards"), FILE);
    Map<AbilityText, AtomicInteger> calls = new ConcurrentHashMap<>();
    AbilityStage<AbilityText, String> parser = new AbilityStage<>() {
      @Override
      public String name() {
        return "parse";
      }

      @Override
      public Outcome<String> apply(AbilityText ability) {
        calls.computeIfAbsent(ability, a -> new AtomicInteger()).incrementAndGet();
        int bad = ability.text().indexOf("QUUX");
        return bad >= 0 ? new Outcome.Failed<>(bad, "expected a card type, found QUUX")
            : new Outcome.Done<>(ability.text().length() + "");
      }
    };
    LoadResult result = CardLoader.readOnly().withParser(parser).load(List.of(tmp));
    assertEquals(Map.of(
        new AbilityText(Language.EN, "Draw a card."), 1,
        new AbilityText(Language.EN, "Choose one:  • Draw a card.  • Discard a card."), 1,
        new AbilityText(Language.FR, "Piochez une carte."), 1,
        new AbilityText(Language.EN, "Sacrifice a QUUX."), 1),
        calls.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().get())));
    assertEquals(5, result.abilities());
    assertEquals(4, result.distinctAbilities());
    assertEquals(3, result.distinctParsed().getAsInt(), "three texts parsed (distinct lengths), one failed");
    assertEquals(List.of("T_1"), result.definitions().stream().map(CardDefinition::reference).toList());
    assertEquals(List.of(
        tmp.resolve("t.cards") + ":23:9: error: unknown type 'Sorcery': expected one of Character, Spell, Permanent,"
            + " Landmark Permanent, Expedition Permanent, Hero, Token, Mana Token [bad-value]",
        tmp.resolve("t.cards") + ":21:17: error: T_2 en ability 2 does not load: expected a card type, found QUUX"
            + " [ability]"),
        result.diagnostics().stream().map(Diagnostic::toString).toList());
  }

  @Test
  void aProblemInAModalListItemIsReportedOnThatItemsLine(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("t.cards"), FILE.replace("card T_3\n  type: Sorcery\n", ""));
    AbilityStage<AbilityText, String> parser = new AbilityStage<>() {
      @Override
      public String name() {
        return "parse";
      }

      @Override
      public Outcome<String> apply(AbilityText ability) {
        int bad = ability.text().indexOf("Discard");
        return bad >= 0 ? new Outcome.Failed<>(bad, "expected 'draw', found 'Discard'")
            : new Outcome.Done<>(ability.text());
      }
    };
    LoadResult result = CardLoader.readOnly().withParser(parser).load(List.of(tmp));
    assertEquals(List.of(tmp.resolve("t.cards") + ":11:9: error: T_1 en ability 2 does not load: expected 'draw',"
        + " found 'Discard' [ability]"), result.diagnostics().stream().map(Diagnostic::toString).toList());
  }

  @Test
  void theStandardLoaderParsesEnglishAndPositionsAParseErrorInTheCardFile(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("t.cards"), String.join("\n",
        "set T: Test",
        "card T_1",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "  en: One",
        "    Draw a card.",
        "  fr: Un",
        "    Piochez une carte.",
        "card T_2",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "  en: Two",
        "    Draw a card.",
        "    {J} [Frobnicate].",
        ""));
    LoadResult result = CardLoader.standard().load(List.of(tmp));
    assertEquals(List.of("T_1"), result.definitions().stream().map(CardDefinition::reference).toList());
    assertEquals(1, result.diagnostics().size(), result.diagnostics().toString());
    Diagnostic error = result.diagnostics().get(0);
    assertEquals("ability", error.code());
    assertEquals(18, error.line());
    assertEquals(9, error.column(), "at '[Frobnicate]': " + error);
    assertTrue(error.message().startsWith("T_2 en ability 2 does not load: "), error.message());
    // Every language of the file that has a front-end is parsed (English and French here).
    assertEquals(java.util.Set.of(Language.EN, Language.FR), result.parsedLanguages());
    assertEquals(List.of(), result.timings().notRun());
  }

  @Test
  void aTranslationThatDoesNotReadIsAWarningAndTheCardLoadsFromItsEnglishText(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("t.cards"), String.join("\n",
        "set T: Test",
        "card T_1",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "  en: One",
        "    Draw a card.",
        "  fr: Un",
        "    Piochez une bicyclette.",
        ""));
    LoadResult result = CardLoader.standard().load(List.of(tmp));
    assertEquals(List.of("T_1"), result.definitions().stream().map(CardDefinition::reference).toList());
    assertEquals(1, result.diagnostics().size(), result.diagnostics().toString());
    Diagnostic warning = result.diagnostics().get(0);
    assertEquals("translation", warning.code());
    assertTrue(!warning.isError(), warning.toString());
    assertEquals(10, warning.line());
    assertTrue(warning.message().startsWith("T_1 fr ability 1 does not load: "), warning.message());
  }

  @Test
  void equalOutputsOfTheCompilerCountAsOneProgram(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("t.cards"), FILE.replace("Sacrifice a QUUX.", "Sacrifice a card."));
    AbilityStage<AbilityText, String> parser = new AbilityStage<>() {
      @Override
      public String name() {
        return "parse";
      }

      @Override
      public Outcome<String> apply(AbilityText ability) {
        return new Outcome.Done<>(ability.text());
      }
    };
    AbilityStage<String, Integer> compiler = new AbilityStage<>() {
      @Override
      public String name() {
        return "compile";
      }

      @Override
      public Outcome<Integer> apply(String ast) {
        return new Outcome.Done<>(ast.startsWith("Choose") ? 2 : 1); // two programs
      }
    };
    LoadResult result = CardLoader.readOnly().withParser(parser).withCompiler(compiler).load(List.of(tmp));
    assertEquals(4, result.distinctParsed().getAsInt());
    assertEquals(2, result.distinctPrograms().getAsInt());
    assertEquals(2, result.cards().size());
    assertEquals(List.of(), result.timings().notRun());
  }

  @Test
  void otherJsonInACardFolderIsSkippedWithAWarning(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("t.cards"), FILE.replace("card T_3\n  type: Sorcery\n", ""));
    Files.writeString(tmp.resolve("package.json"), "{\"name\": \"my-cards\", \"version\": \"1.0.0\"}");
    LoadResult result = CardLoader.readOnly().load(List.of(tmp));
    assertEquals(List.of(tmp.resolve("package.json") + ": warning: skipped: a .json file without a \"cards\" array"
        + " near its start is not a card set [not-a-card-set]"),
        result.diagnostics().stream().map(Diagnostic::toString).toList());
    assertEquals(2, result.cards().size());
  }

  @Test
  void missingPathsAreReportedAndTheOthersLoad(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("t.cards"), FILE);
    LoadResult result = CardLoader.readOnly().load(List.of(tmp.resolve("nope"), tmp.resolve("t.cards")));
    assertEquals(tmp.resolve("nope") + ": error: no such file or directory [io]",
        result.diagnostics().get(0).toString());
    assertEquals(2, result.cards().size());
  }
}
