package dev.altered.rules.agent;

import dev.altered.card.Faction;
import dev.altered.deck.CardFiles;
import dev.altered.deck.RandomDecks;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.PlayerDeck;
import dev.altered.rules.state.Prng;
import dev.altered.vm.CompiledAbilities;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/** The repository's cards, loaded once for the agent tests, and random legal decks of them. */
final class RealCards {
  static final CardCatalog CATALOG;
  static final CompiledAbilities ABILITIES;
  static final RandomDecks DECKS;

  static {
    try {
      CardFiles.Loaded loaded = CardFiles.read(Path.of(System.getProperty("altered.root", ".")).resolve("cards"));
      CATALOG = CardCatalog.of(loaded.cards());
      ABILITIES = CompiledAbilities.of(loaded.result());
      DECKS = new RandomDecks(loaded.cards());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private RealCards() {}

  /** Two random 40-card decks of the i-th pair of factions (all 36 pairs in turn). */
  static List<PlayerDeck> decks(long seed, int i) {
    List<Faction> factions = DECKS.factions();
    Prng prng = new Prng(seed);
    return List.of(DECKS.generate(factions.get(i % factions.size()), prng, 40).toPlayerDeck(),
        DECKS.generate(factions.get(i / factions.size() % factions.size()), prng, 40).toPlayerDeck());
  }

  static Game start(long seed, int i) {
    return Game.start(seed, decks(seed, i), CATALOG, ABILITIES);
  }
}
