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
    assertEquals(2162, result.cards().size());
    assertEquals(42, result.files());
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

  /**
   * A large corpus file is read in parallel chunks whose lines come numbered (the reader's pool cache), and the
   * loader looks at each line by its number: from the stage cache, it loads what a read of the file on one thread
   * (no chunks, no numbers) loads, down to each ability's program and each problem's position.
   */
  @Test
  void aLargeFileReadInNumberedChunksLoadsFromTheCacheAsTheFileReadOnOneThread(@TempDir Path tmp) throws IOException {
    // Two factions of the first set, every language: list items and an "If you don't, …" among them.
    List<CardDefinition> committed = CardLoader.readOnly().load(List.of(cards().resolve("CORE/AX.cards"),
        cards().resolve("CORE/BR.cards"))).definitions();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    dev.altered.cardfile.CorpusJsonWriter.write(out, "ALL", "All sets", committed, false);
    // Spaces between the cards make it large enough to be read in chunks, without more cards to parse.
    String json = out.toString(java.nio.charset.StandardCharsets.UTF_8)
        .replace("},{\"reference\"", "}," + " ".repeat((9 << 20) / committed.size()) + "{\"reference\"");
    Path file = tmp.resolve("all.json");
    Files.writeString(file, json);
    assertTrue(dev.altered.cardfile.CorpusJsonReader.readsInParallel(file), "read in parallel chunks");
    Path cache = tmp.resolve("cache");
    CardLoader.standard().withThreads(2).withCache(StageCache.open(cache, "test")).load(List.of(file)); // fills it

    LoadResult chunked = CardLoader.standard().withThreads(2).withCache(StageCache.open(cache, "test"))
        .load(List.of(file));
    LoadResult whole = CardLoader.standard().withThreads(1).withCache(StageCache.open(cache, "test"))
        .load(List.of(file));

    assertEquals(0, chunked.parsedTexts(), "served by the cache");
    assertEquals(committed.size(), chunked.read().size());
    assertEquals(whole.read(), chunked.read(), "cards and their positions");
    assertEquals(whole.cards(), chunked.cards(), "the cards that load");
    assertEquals(whole.abilities(), chunked.abilities());
    assertEquals(whole.distinctAbilities(), chunked.distinctAbilities());
    assertEquals(whole.cachedAbilities(), chunked.cachedAbilities());
    assertEquals(whole.distinctPrograms(), chunked.distinctPrograms());
    assertEquals(whole.diagnostics(), chunked.diagnostics());
    for (int i = 0; i < whole.read().size(); i++) {
      for (Language language : whole.read().get(i).card().texts().keySet()) {
        assertEquals(whole.programs().orElseThrow().abilities(whole.read().get(i), language),
            chunked.programs().orElseThrow().abilities(chunked.read().get(i), language));
      }
    }
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
            + " Landmark Permanent, Expedition Permanent, Hero, Token, Mana Token, Landmark Permanent Token [bad-value]",
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
    Files.writeString(tmp.resolve("t.cards"), AN_ABILITY_THAT_DOES_NOT_PARSE);
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
    Files.writeString(tmp.resolve("t.cards"), A_TRANSLATION_THAT_DOES_NOT_PARSE);
    LoadResult result = CardLoader.standard().load(List.of(tmp));
    assertEquals(List.of("T_1"), result.definitions().stream().map(CardDefinition::reference).toList());
    assertEquals(1, result.diagnostics().size(), result.diagnostics().toString());
    Diagnostic warning = result.diagnostics().get(0);
    assertEquals("translation", warning.code());
    assertTrue(!warning.isError(), warning.toString());
    assertEquals(10, warning.line());
    assertTrue(warning.message().startsWith("T_1 fr ability 1 does not load: "), warning.message());
  }

  /** T_2's second English ability does not parse: T_2 is left out, T_1 loads. */
  private static final String AN_ABILITY_THAT_DOES_NOT_PARSE = String.join("\n",
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
      "");

  /** T_1's French text does not parse: a warning, and T_1 loads from its English text. */
  private static final String A_TRANSLATION_THAT_DOES_NOT_PARSE = String.join("\n",
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
      "");

  /**
   * From the stage cache, a card holding a text that did not parse (in English, or a translation) loads as in the
   * load that filled the cache: the same cards, problems and positions, with nothing parsed or compiled.
   */
  @Test
  void cardsWithATextThatDoesNotParseLoadFromTheCacheAsWhenTheyFilledIt(@TempDir Path tmp) throws IOException {
    for (String file : List.of(AN_ABILITY_THAT_DOES_NOT_PARSE, A_TRANSLATION_THAT_DOES_NOT_PARSE)) {
      Path folder = Files.createDirectories(tmp.resolve("cards" + file.length()));
      Files.writeString(folder.resolve("t.cards"), file);
      Path cache = tmp.resolve("cache" + file.length());
      LoadResult filling = CardLoader.standard().withCache(StageCache.open(cache)).load(List.of(folder));
      LoadResult cached = CardLoader.standard().withCache(StageCache.open(cache)).load(List.of(folder));
      assertEquals(List.of("T_1"), cached.definitions().stream().map(CardDefinition::reference).toList());
      assertEquals(filling.definitions(), cached.definitions());
      assertEquals(1, cached.diagnostics().size(), cached.diagnostics().toString());
      assertEquals(filling.diagnostics(), cached.diagnostics());
      assertEquals(0, cached.parsedTexts());
      assertEquals(0, cached.compiledUnits());
      assertEquals(filling.distinctPrograms(), cached.distinctPrograms());
    }
  }

  private static final String CONTEXTS = String.join("\n",
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
      "card T_3",
      "  type: Character",
      "  faction: Muna",
      "  rarity: Common",
      "  cost: 2/2",
      "  stats: 1/1/1",
      "  en: Three",
      "    {J} Draw a card.",
      "card T_4",
      "  type: Character",
      "  faction: Muna",
      "  rarity: Common",
      "  cost: 2/2",
      "  stats: 1/1/1",
      "  en: Four",
      "    {J} Draw a card.",
      "    support:",
      "    {J} Draw a card.",
      "");

  @Test
  void equalProgramsCountAsOne_andEachIsCompiledWithItsCardsContext(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("t.cards"), CONTEXTS);
    LoadResult result = CardLoader.standard().load(List.of(tmp));
    assertEquals(List.of(), result.diagnostics(), result.diagnostics().toString());
    assertEquals(4, result.cards().size());
    // A Spell's "Draw a card." (English, French, two cards) is one program; "{J} Draw a card." is one in a main box
    // and another in a support box (2.2.12.d: the program is marked support).
    assertEquals(3, result.distinctPrograms().getAsInt());
    CardPrograms programs = result.programs().orElseThrow();
    LoadedAbility spell = programs.abilities(result.cards().get(0), Language.EN).get(0);
    LoadedAbility french = programs.abilities(result.cards().get(0), Language.FR).get(0);
    assertEquals(spell.program(), french.program(), "spans are left out: a translation gives the same program");
    assertEquals(dev.altered.ir.Program.Kind.SPELL, spell.program().orElseThrow().kind());
    List<LoadedAbility> four = programs.abilities(result.cards().get(3), Language.EN);
    assertEquals(List.of(false, true), four.stream().map(a -> a.program().orElseThrow().support()).toList());
    assertEquals(List.of(false, true), four.stream().map(LoadedAbility::support).toList());
  }

  @Test
  void rule_6_2_e_anIfYouDontOnItsOwnLineIsCompiledWithTheAbilityBeforeIt() {
    LoadResult result = CardLoader.standard().load(List.of(cards()));
    dev.altered.cardfile.SourcedCard jinn = result.cards().stream()
        .filter(c -> c.card().reference().equals("ALT_CORE_B_BR_19_R1")).findFirst().orElseThrow();
    List<LoadedAbility> abilities = result.programs().orElseThrow().abilities(jinn, Language.EN);
    assertEquals(2, abilities.size(), abilities.toString());
    assertTrue(abilities.get(0).program().isPresent(), abilities.toString());
    assertTrue(abilities.get(1).joined(), "\"If you don't, draw a card.\" is part of the replacement: " + abilities);
    assertEquals(List.of(0, 1), abilities.stream().map(LoadedAbility::index).toList());
    assertEquals(abilities.get(0).line() + 1, abilities.get(1).line(), "each ability at its own line of the file");
  }

  @Test
  void cardsGivenInMemoryLoadThroughTheSameStages() {
    CardDefinition card = CardLoader.standard().load(List.of(cards())).definitions().get(0);
    LoadResult fromFiles = CardLoader.standard().load(List.of(cards()));
    LoadResult inMemory = CardLoader.standard().loadDefinitions(List.of(card));
    assertEquals(List.of(card), inMemory.definitions());
    assertEquals(CardLoader.MEMORY, inMemory.cards().get(0).file());
    assertEquals(fromFiles.programs().orElseThrow().abilities(fromFiles.cards().get(0), Language.EN).stream()
            .map(LoadedAbility::program).toList(),
        inMemory.programs().orElseThrow().abilities(inMemory.cards().get(0), Language.EN).stream()
            .map(LoadedAbility::program).toList());
    assertTrue(inMemory.parsedTexts() > 0);
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
