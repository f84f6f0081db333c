package dev.altered.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.cardfile.Diagnostic;
import dev.altered.ir.Program;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StageCacheTest {
  private static final String FINGERPRINT = "test-build";

  private static final String FILE = String.join("\n",
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
      "  type: Character",
      "  faction: Muna",
      "  rarity: Common",
      "  cost: 2/2",
      "  stats: 1/1/1",
      "  en: Two",
      "    {J} Target Character gains 2 boost.",
      "card T_3",
      "  type: Spell",
      "  faction: Muna",
      "  rarity: Common",
      "  cost: 1/1",
      "  en: Three",
      "    Draw a fnord.",
      "");

  private static LoadResult load(Path cards, Path cacheDir, String fingerprint) {
    return CardLoader.standard().withCache(StageCache.open(cacheDir, fingerprint)).load(List.of(cards));
  }

  private static List<String> messages(LoadResult result) {
    return result.diagnostics().stream().map(Diagnostic::toString).toList();
  }

  @Test
  void aLoadServedByTheCacheGivesTheSameCardsProblemsAndProgramsAsAFullParse(@TempDir Path tmp) throws IOException {
    Path cards = Files.createDirectories(tmp.resolve("cards"));
    Files.writeString(cards.resolve("t.cards"), FILE);
    Path cache = tmp.resolve("cache");
    LoadResult uncached = CardLoader.standard().load(List.of(cards));

    LoadResult first = load(cards, cache, FINGERPRINT);
    LoadResult second = load(cards, cache, FINGERPRINT);

    assertEquals(0, first.cachedAbilities(), "an empty cache serves nothing");
    assertEquals(second.distinctAbilities(), second.cachedAbilities(), "every text comes from the cache");
    assertEquals(0, second.parsedTexts(), "nothing is parsed");
    assertEquals(0, second.compiledUnits(), "nothing is compiled");
    for (LoadResult cached : List.of(first, second)) {
      assertEquals(uncached.definitions(), cached.definitions());
      assertEquals(messages(uncached), messages(cached), "the same problem, at the same line and column");
      assertEquals(uncached.distinctPrograms(), cached.distinctPrograms());
    }
    assertTrue(messages(second).stream().anyMatch(m -> m.contains("T_3 en ability 1 does not load")),
        "a failure is remembered too: " + messages(second));
  }

  @Test
  void onlyAChangedTextIsParsedAgain(@TempDir Path tmp) throws IOException {
    Path cards = Files.createDirectories(tmp.resolve("cards"));
    Files.writeString(cards.resolve("t.cards"), FILE);
    Path cache = tmp.resolve("cache");
    load(cards, cache, FINGERPRINT);

    Files.writeString(cards.resolve("t.cards"), FILE.replace("Draw a fnord.", "Draw two cards."));
    LoadResult edited = load(cards, cache, FINGERPRINT);

    assertEquals(edited.distinctAbilities() - 1, edited.cachedAbilities(), "the edited ability alone is parsed");
    assertEquals(1, edited.parsedTexts());
    assertEquals(List.of(), messages(edited), "the fixed card loads");
    assertEquals(3, edited.cards().size());
  }

  @Test
  void anotherBuildOfTheParserOrCompilerDoesNotReadTheseOutcomes(@TempDir Path tmp) throws IOException {
    Path cards = Files.createDirectories(tmp.resolve("cards"));
    Files.writeString(cards.resolve("t.cards"), FILE);
    Path cache = tmp.resolve("cache");
    load(cards, cache, FINGERPRINT);

    assertEquals(0, load(cards, cache, "another-build").cachedAbilities());
  }

  @Test
  void theCodeFingerprintIsStableWithinABuild() {
    assertEquals(StageCache.codeFingerprint(), StageCache.codeFingerprint());
    assertNotEquals("", StageCache.codeFingerprint());
  }

  @Test
  void aDamagedCacheFileIsIgnoredWithAWarningAndRewritten(@TempDir Path tmp) throws IOException {
    Path cards = Files.createDirectories(tmp.resolve("cards"));
    Files.writeString(cards.resolve("t.cards"), FILE);
    Path cache = tmp.resolve("cache");
    load(cards, cache, FINGERPRINT);
    Path file = StageCache.open(cache, FINGERPRINT).file();
    byte[] bytes = Files.readAllBytes(file);

    for (byte[] damaged : List.of(java.util.Arrays.copyOf(bytes, bytes.length / 2), flipOneByte(bytes),
        "not a cache".getBytes(java.nio.charset.StandardCharsets.US_ASCII))) {
      Files.write(file, damaged);
      StageCache opened = StageCache.open(cache, FINGERPRINT);
      LoadResult result = CardLoader.standard().withCache(opened).load(List.of(cards));
      assertEquals(0, result.cachedAbilities(), "nothing is read from a damaged file");
      assertEquals(3 - 1, result.cards().size(), "the cards load as without a cache");
      assertEquals(1, opened.problems().size(), "the user can be told: " + opened.problems());
      assertTrue(opened.problems().get(0).contains("ignored"), opened.problems().get(0));
      assertEquals(result.distinctAbilities(), load(cards, cache, FINGERPRINT).cachedAbilities(),
          "the file was rewritten whole");
    }
  }

  @Test
  void cachedProgramsReadBackEqualToTheCompiledOnes(@TempDir Path tmp) throws IOException {
    Path cards = Files.createDirectories(tmp.resolve("cards"));
    Files.writeString(cards.resolve("t.cards"), FILE);
    Path cache = tmp.resolve("cache");
    LoadResult compiled = load(cards, cache, FINGERPRINT);
    LoadResult cached = load(cards, cache, FINGERPRINT);

    assertEquals(0, cached.parsedTexts());
    assertEquals(0, cached.compiledUnits());
    assertEquals(compiled.cards(), cached.cards());
    for (int i = 0; i < compiled.cards().size(); i++) {
      for (dev.altered.card.Language language : compiled.cards().get(i).card().texts().keySet()) {
        List<LoadedAbility> expected = compiled.programs().orElseThrow().abilities(compiled.cards().get(i), language);
        assertTrue(!expected.isEmpty());
        assertEquals(expected, cached.programs().orElseThrow().abilities(cached.cards().get(i), language));
      }
    }
  }

  @Test
  void aTextTheCacheHoldsIsParsedAgainOnlyWhenItIsCompiledInAContextNotYetCached(@TempDir Path tmp)
      throws IOException {
    Path cards = Files.createDirectories(tmp.resolve("cards"));
    Files.writeString(cards.resolve("t.cards"), FILE);
    Path cache = tmp.resolve("cache");
    load(cards, cache, FINGERPRINT);
    // The Character's Reaction moved to a support box: same text, another context (2.2.12.d).
    Files.writeString(cards.resolve("t.cards"), FILE.replace("    {J} Target Character gains 2 boost.",
        "    support:\n    {J} Target Character gains 2 boost."));
    LoadResult moved = load(cards, cache, FINGERPRINT);

    assertEquals(moved.distinctAbilities(), moved.cachedAbilities(), "every text's parse is in the cache");
    assertEquals(1, moved.parsedTexts(), "the moved text is parsed to be compiled in its new context");
    assertEquals(1, moved.compiledUnits());
    LoadedAbility support = moved.programs().orElseThrow().abilities(moved.cards().get(1),
        dev.altered.card.Language.EN).get(0);
    assertTrue(support.support() && support.program().orElseThrow().support(), support.toString());
  }

  /**
   * Real sets, every language: texts beyond Latin-1 (typographic apostrophes), list items, "If you don't, …" joined
   * to the ability before it (units of several texts). A cache filled by one set and then asked for both mixes
   * programs read from it with programs compiled in the load, some equal: every load gives what a load without the
   * cache gives.
   */
  @Test
  void cachedAndFreshProgramsOfRealSetsGiveWhatALoadWithoutTheCacheGives(@TempDir Path tmp) throws IOException {
    Path root = java.nio.file.Paths.get(System.getProperty("altered.root", "..")).toAbsolutePath().normalize();
    Path cards = Files.createDirectories(tmp.resolve("cards"));
    Files.copy(root.resolve("cards/CORE/AX.cards"), cards.resolve("AX.cards"));
    Path cache = tmp.resolve("cache");
    load(cards, cache, FINGERPRINT); // the cache holds one set
    Files.copy(root.resolve("cards/CORE/BR.cards"), cards.resolve("BR.cards"));
    LoadResult uncached = CardLoader.standard().load(List.of(cards));

    LoadResult mixed = load(cards, cache, FINGERPRINT);
    LoadResult cached = load(cards, cache, FINGERPRINT);

    assertTrue(mixed.cachedAbilities() > 0 && mixed.parsedTexts() > 0, "one set from the cache, one parsed");
    assertEquals(0, cached.parsedTexts());
    assertEquals(0, cached.compiledUnits());
    assertTrue(cached.cards().stream().anyMatch(c -> c.card().texts().values().stream()
        .anyMatch(t -> t.mainLines().stream().anyMatch(l -> l.chars().anyMatch(ch -> ch > 0xFF)))),
        "a text beyond Latin-1 is among them");
    for (LoadResult result : List.of(mixed, cached)) {
      assertEquals(uncached.distinctPrograms(), result.distinctPrograms());
      assertEquals(messages(uncached), messages(result));
      assertEquals(uncached.cards(), result.cards());
      for (int i = 0; i < uncached.read().size(); i++) {
        for (dev.altered.card.Language language : uncached.read().get(i).card().texts().keySet()) {
          assertEquals(uncached.programs().orElseThrow().abilities(uncached.read().get(i), language),
              result.programs().orElseThrow().abilities(result.read().get(i), language));
        }
      }
    }
  }

  @Test
  void onlyTheStandardStagesCanBeCached(@TempDir Path tmp) {
    CardLoader custom = CardLoader.readOnly().withParser(new AbilityStage<AbilityText, String>() {
      @Override
      public String name() {
        return "parse";
      }

      @Override
      public Outcome<String> apply(AbilityText input) {
        return new Outcome.Done<>(input.text());
      }
    });
    assertThrows(IllegalStateException.class, () -> custom.withCache(StageCache.open(tmp, FINGERPRINT)));
  }

  private static byte[] flipOneByte(byte[] bytes) {
    byte[] copy = bytes.clone();
    copy[copy.length / 2] ^= 0x20;
    return copy;
  }
}
