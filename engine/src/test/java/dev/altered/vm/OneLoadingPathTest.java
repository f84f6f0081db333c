package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.Language;
import dev.altered.cardfile.SourcedCard;
import dev.altered.compile.CompileException;
import dev.altered.compile.Compiler;
import dev.altered.deck.Deck;
import dev.altered.deck.RandomDecks;
import dev.altered.ir.Program;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.load.LoadedAbility;
import dev.altered.load.StageCache;
import dev.altered.rules.AbilityProvider;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.agent.Driver;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.state.Prng;
import dev.altered.rules.state.TokenSpec;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games run the loader's programs: the abilities a game gets for a card are exactly those the loader compiled (same
 * programs, same ids), those are what compiling each whole English box with the card's context gives, and a load
 * served by a warm stage cache starts and plays a game with nothing parsed or compiled.
 */
class OneLoadingPathTest {
  private static final Path CARDS = Path.of(System.getProperty("altered.root", ".")).resolve("cards");
  private static LoadResult loaded;
  private static CompiledAbilities abilities;

  @BeforeAll
  static void load() {
    loaded = CardLoader.standard().load(List.of(CARDS));
    abilities = CompiledAbilities.of(loaded);
  }

  /** The ids of the programs the loader made for a card's English text, keyword lines left out (the kernel's). */
  private static List<String> loaderIds(LoadResult result, SourcedCard card) {
    List<String> ids = new ArrayList<>();
    for (LoadedAbility a : result.programs().orElseThrow().abilities(card, Language.EN)) {
      a.program().filter(p -> p.kind() != Program.Kind.KEYWORDS).ifPresent(p -> ids.add(CompiledAbilities.idOf(p)));
    }
    return ids;
  }

  private static List<String> gameIds(AbilityProvider provider, CardDefinition card) {
    return provider.abilities(card).stream().filter(a -> a instanceof CompiledAbility)
        .map(dev.altered.rules.Ability::id).toList();
  }

  @Test
  void aCardsAbilitiesAreMadeWhenAskedForAndProblemsKeepLoadOrderWhateverWasAskedFirst() {
    CompiledAbilities untouched = CompiledAbilities.of(loaded);
    CompiledAbilities askedBackwards = CompiledAbilities.of(loaded);
    List<SourcedCard> backwards = new ArrayList<>(loaded.cards());
    java.util.Collections.reverse(backwards);
    for (SourcedCard card : backwards.subList(0, 100)) {
      askedBackwards.abilities(card.card());
    }
    assertEquals(untouched.problems(), askedBackwards.problems());
    assertEquals(untouched.programs(), askedBackwards.programs());
    assertTrue(!untouched.problems().isEmpty(), "cards/ has cards left out for a problem");
    for (SourcedCard card : loaded.cards()) {
      assertEquals(untouched.cardAbilities(card.card().reference()),
          askedBackwards.cardAbilities(card.card().reference()), card.card().reference());
    }
  }

  @Test
  void everyCardOfCardsGetsInAGameExactlyTheProgramsTheLoaderMade() {
    assertTrue(loaded.cards().size() >= 1708, "cards loaded: " + loaded.cards().size());
    int programs = 0;
    for (SourcedCard card : loaded.cards()) {
      List<String> expected = loaderIds(loaded, card);
      assertEquals(expected, gameIds(abilities, card.card()), card.card().reference());
      for (dev.altered.rules.Ability a : abilities.abilities(card.card())) {
        if (a instanceof CompiledAbility compiled) {
          assertEquals(a.id(), CompiledAbilities.idOf(compiled.program()));
          programs++;
        }
      }
    }
    assertTrue(programs > 1000, "the cards have programs: " + programs);

    // In games, every ability the kernel asks for is one of those.
    Set<String> asked = new HashSet<>();
    AbilityProvider recording = new AbilityProvider() {
      @Override
      public List<dev.altered.rules.Ability> abilities(CardDefinition card) {
        List<dev.altered.rules.Ability> list = abilities.abilities(card);
        list.forEach(a -> asked.add(card.reference() + " " + a.id()));
        return list;
      }

      @Override
      public List<dev.altered.rules.Ability> tokenAbilities(TokenSpec token) {
        return abilities.tokenAbilities(token);
      }

      @Override
      public Optional<dev.altered.rules.Ability> byId(String id) {
        return abilities.byId(id);
      }
    };
    for (long seed = 1; seed <= 3; seed++) {
      play(loaded, recording, seed);
    }
    Map<String, SourcedCard> byReference = new HashMap<>();
    loaded.cards().forEach(c -> byReference.put(c.card().reference(), c));
    assertTrue(asked.size() > 20, asked.toString());
    for (String entry : asked) {
      String[] parts = entry.split(" ");
      if (parts[1].startsWith("c:")) {
        assertTrue(loaderIds(loaded, byReference.get(parts[0])).contains(parts[1]), entry);
      }
    }
  }

  @Test
  void theLoadersProgramsAreEachWholeEnglishBoxCompiledWithItsCardsContext() {
    int boxes = 0;
    // The words a set defines in reminder text are lent to the cards that print them alone, as the loader does.
    dev.altered.text.Glossary.Builder definitions = dev.altered.text.Glossary.builder();
    for (SourcedCard sourced : loaded.read()) {
      sourced.card().text(Language.EN).mainLines().forEach(line -> definitions.add(Language.EN, line));
      sourced.card().text(Language.EN).supportLines().forEach(line -> definitions.add(Language.EN, line));
    }
    dev.altered.text.Glossary glossary = definitions.build();
    for (SourcedCard sourced : loaded.read()) {
      CardDefinition card = sourced.card();
      CardText text = card.text(Language.EN);
      List<LoadedAbility> made = loaded.programs().orElseThrow().abilities(sourced, Language.EN);
      for (boolean support : new boolean[] {false, true}) {
        Optional<String> box = support ? text.support() : text.main();
        if (box.isEmpty()) {
          continue;
        }
        boxes++;
        List<ParsedAbility> parsed = TextReader.read(Language.EN, String.join(CardText.LINE_SEPARATOR,
            (support ? text.supportLines() : text.mainLines()).stream()
                .map(line -> glossary.complete(Language.EN, line)).toList()));
        List<String> expected = new ArrayList<>();
        if (parsed.stream().allMatch(ParsedAbility::ok)) {
          List<Ability> asts = parsed.stream().map(p -> p.ast().get()).toList();
          try {
            for (Optional<Program> p : Compiler.compileBox(asts,
                new Compiler.Context(card.type() == CardType.SPELL, support))) {
              expected.add(p.map(CompiledAbilities::idOf).orElse("joined"));
            }
          } catch (CompileException e) {
            expected.add("does not compile");
          }
        } else {
          expected.add("does not parse");
        }
        List<String> actual = new ArrayList<>();
        for (LoadedAbility a : made) {
          if (a.support() == support) {
            actual.add(a.problem().map(p -> p.stage() == LoadedAbility.Problem.Stage.PARSE ? "does not parse"
                : "does not compile").orElseGet(() -> a.program().map(CompiledAbilities::idOf).orElse("joined")));
          }
        }
        String where = card.reference() + (support ? " support" : "");
        if (!expected.isEmpty() && expected.get(0).startsWith("does not")) {
          // The whole box fails at once; the loader tells which of its abilities.
          assertTrue(actual.contains(expected.get(0)), where + ": " + actual);
        } else {
          assertEquals(expected, actual, where);
        }
      }
    }
    assertTrue(boxes > 1700, "boxes compared: " + boxes);
  }

  @Test
  void aLoadFromAWarmStageCacheStartsAndPlaysAGameWithNothingParsedOrCompiled(@TempDir Path tmp) {
    LoadResult cold = CardLoader.standard().withCache(StageCache.open(tmp, "test-build")).load(List.of(CARDS));
    assertTrue(cold.parsedTexts() > 3000, "the cold load parses every text: " + cold.parsedTexts());
    assertTrue(cold.compiledUnits() > 0);

    LoadResult warm = CardLoader.standard().withCache(StageCache.open(tmp, "test-build")).load(List.of(CARDS));
    assertEquals(0, warm.parsedTexts(), "nothing parsed");
    assertEquals(0, warm.compiledUnits(), "nothing compiled");
    assertEquals(warm.distinctAbilities(), warm.cachedAbilities());

    // The provider is built from the load alone (the vm package cannot reach the text layer: ArchitectureTest).
    CompiledAbilities fromCache = CompiledAbilities.of(warm);
    Game game = play(warm, fromCache, 7);
    assertTrue(game.ended() && game.winner().isPresent(), "the game ends with a winner");
    for (SourcedCard card : warm.cards()) {
      assertEquals(gameIds(abilities, card.card()), gameIds(fromCache, card.card()), card.card().reference());
    }
  }

  private static Game play(LoadResult result, AbilityProvider provider, long seed) {
    List<CardDefinition> cards = result.definitions();
    RandomDecks decks = new RandomDecks(cards);
    Prng prng = new Prng(seed);
    List<Faction> factions = decks.factions();
    Deck first = decks.generate(factions.get((int) (seed % factions.size())), prng, 40);
    Deck second = decks.generate(factions.get((int) ((seed + 1) % factions.size())), prng, 40);
    Game game = Game.start(seed, List.of(first.toPlayerDeck(), second.toPlayerDeck()), CardCatalog.of(cards),
        provider);
    Driver.play(game, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)));
    return game;
  }
}
