package dev.altered.deck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.card.Faction;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.agent.Driver;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.state.Prng;
import dev.altered.vm.CompiledAbilities;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Whole games with random legal decks of all six factions from the repository's cards, abilities compiled from their text. */
class RandomGamesTest {
  private static List<CardDefinition> cards;
  private static CardCatalog catalog;
  private static RandomDecks decks;
  private static CompiledAbilities abilities;

  @BeforeAll
  static void load() throws IOException {
    Path root = Path.of(System.getProperty("altered.root", "."));
    CardFiles.Loaded loaded = CardFiles.read(root.resolve("cards"));
    cards = loaded.cards();
    catalog = CardCatalog.of(cards);
    decks = new RandomDecks(cards);
    abilities = CompiledAbilities.of(loaded.result());
  }

  private static Game play(long seed, Faction a, Faction b) {
    Prng prng = new Prng(seed);
    Deck first = decks.generate(a, prng, 40);
    Deck second = decks.generate(b, prng, 40);
    Game game = Game.start(seed, List.of(first.toPlayerDeck(), second.toPlayerDeck()), catalog, abilities);
    Driver.play(game, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)));
    return game;
  }

  @Test
  void randomDecksOfEveryFactionAreLegal() {
    assertEquals(6, decks.factions().size(), "six factions with Heroes");
    Prng prng = new Prng(9);
    for (Faction f : decks.factions()) {
      for (int i = 0; i < 5; i++) {
        Deck d = decks.generate(f, prng, 40 + i * 5);
        assertEquals(List.of(), DeckRules.problems(d, catalog::find), f + " deck");
      }
    }
  }

  @Test
  void twoHundredRandomGamesBetweenAllSixFactionsEndWithAWinner() {
    List<Faction> factions = decks.factions();
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      Faction a = factions.get(i % 6);
      Faction b = factions.get((i / 6) % 6);
      try {
        Game g = play(1000 + i, a, b);
        if (!g.ended() || g.winner().isEmpty()) {
          failures.add("seed " + (1000 + i) + ": no winner");
        }
      } catch (RuntimeException e) {
        failures.add("seed " + (1000 + i) + " " + a + " vs " + b + ": " + e + " at " + java.util.Arrays.stream(
            e.getStackTrace()).limit(4).map(Object::toString).toList());
      }
    }
    assertEquals(List.of(), failures);
  }

  @Test
  void theSameSeedReplaysTheIdenticalGame() {
    for (long seed : new long[] {3, 17, 99}) {
      Game a = play(seed, Faction.AX, Faction.LY);
      Game b = play(seed, Faction.AX, Faction.LY);
      assertEquals(a.logHash(), b.logHash());
      assertEquals(a.events().size(), b.events().size());
      assertTrue(a.winner().isPresent());
      assertEquals(Optional.of(a.day()), Optional.of(b.day()));
    }
  }
}
