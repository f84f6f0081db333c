package dev.altered.bench.play;

import dev.altered.card.CardDefinition;
import dev.altered.card.Faction;
import dev.altered.deck.CardFiles;
import dev.altered.deck.Deck;
import dev.altered.deck.RandomDecks;
import dev.altered.load.CardLoader;
import dev.altered.load.StageCache;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.agent.Driver;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.state.Prng;
import dev.altered.vm.CompiledAbilities;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Random-vs-random games as {@code altered play} plays them with random decks: game of seed S draws both players'
 * factions and decks from {@code Prng(S ^ 0x5DEECE66D)}, then plays with agents seeded {@code 2S+1} and {@code 2S+2}.
 * Only public engine API, so that the benchmark runs on earlier builds too.
 */
final class RandomGames {
  private final CardCatalog catalog;
  private final RandomDecks decks;
  private final CompiledAbilities abilities;

  private RandomGames(CardCatalog catalog, RandomDecks decks, CompiledAbilities abilities) {
    this.catalog = catalog;
    this.decks = decks;
    this.abilities = abilities;
  }

  /** Loads the cards of {@code dir} like {@code altered play}, through the stage cache ({@code ALTERED_CACHE}). */
  static RandomGames load(Path dir) throws IOException {
    CardLoader loader = CardLoader.standard();
    CardLoader cached = StageCache.defaultDirectory().map(StageCache::open).map(loader::withCache).orElse(loader);
    CardFiles.Loaded loaded = CardFiles.read(dir, cached);
    List<CardDefinition> cards = loaded.cards();
    return new RandomGames(CardCatalog.of(cards), new RandomDecks(cards), CompiledAbilities.of(loaded.result()));
  }

  /** Plays the game of this seed to its end (the step budget ends a game that loops). */
  Game play(long seed) {
    Prng prng = new Prng(seed ^ 0x5DEECE66DL);
    List<Faction> factions = decks.factions();
    Deck a = decks.generate(factions.get(prng.nextInt(factions.size())), prng, 40);
    Deck b = decks.generate(factions.get(prng.nextInt(factions.size())), prng, 40);
    Game game = Game.start(seed, List.of(a.toPlayerDeck(), b.toPlayerDeck()), catalog, abilities);
    Driver.play(game, List.of(new RandomAgent(seed * 2 + 1), new RandomAgent(seed * 2 + 2)));
    return game;
  }
}
