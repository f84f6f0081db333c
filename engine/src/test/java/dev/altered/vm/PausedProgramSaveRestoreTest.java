package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.card.Faction;
import dev.altered.deck.CardFiles;
import dev.altered.deck.Deck;
import dev.altered.deck.RandomDecks;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.Prng;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A game paused at a decision inside a compiled program (a target, a "you may", a mode...) is saved as JSON, restored
 * in a new game, and both go on with the same decisions to the identical end: the interpreter's frame (pc,
 * registers, outcome of the last step) is part of the saved game, and no thread holds the pause.
 */
class PausedProgramSaveRestoreTest {
  @Test
  void aGamePausedInsideAProgramIsSavedRestoredAndContinuesToTheIdenticalLog() throws IOException {
    CardFiles.Loaded loaded = CardFiles.read(Path.of(System.getProperty("altered.root", ".")).resolve("cards"));
    List<CardDefinition> cards = loaded.cards();
    CardCatalog catalog = CardCatalog.of(cards);
    RandomDecks decks = new RandomDecks(cards);
    CompiledAbilities abilities = CompiledAbilities.of(loaded.result());
    int paused = 0;
    for (long seed = 500; seed < 520 && paused < 3; seed++) {
      Prng prng = new Prng(seed);
      Deck first = decks.generate(Faction.AX, prng, 40);
      Deck second = decks.generate(Faction.LY, prng, 40);
      Game game = Game.start(seed, List.of(first.toPlayerDeck(), second.toPlayerDeck()), catalog, abilities);
      List<RandomAgent> agents = List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2));
      Optional<DecisionRequest> r = game.advance();
      // Play on until a compiled program asks (its prompts name the program: "(c:... at PC)"), after some days.
      while (r.isPresent() && !(game.day() >= 2 && r.get().prompt().contains("(c:"))) {
        r = game.decide(agents.get(r.get().player()).decide(game, r.get()));
      }
      if (r.isEmpty()) {
        continue;
      }
      paused++;
      String saved = game.saveJson();
      assertTrue(java.util.regex.Pattern.compile("\"program\"\\s*:\\s*\"c:").matcher(saved).find(),
          "the interpreter's frame is saved with its program");
      Game restored = Game.restoreJson(saved, catalog, abilities);
      assertEquals(r.get(), restored.pending().orElseThrow(), "the same decision is pending after restoring");
      String finished = finish(game, seed);
      String finishedRestored = finish(restored, seed);
      assertEquals(finished, finishedRestored, "seed " + seed + ": the restored game continues identically");
      assertEquals(game.logLines(), restored.logLines());
      assertTrue(game.winner().isPresent(), "seed " + seed);
    }
    assertEquals(3, paused, "three games paused inside a program");
  }

  /** Plays to the end with fresh agents seeded alike; returns the log hash. */
  private static String finish(Game game, long seed) {
    List<RandomAgent> agents = List.of(new RandomAgent(seed * 7 + 1), new RandomAgent(seed * 7 + 2));
    Optional<DecisionRequest> r = game.pending();
    while (r.isPresent()) {
      r = game.decide(agents.get(r.get().player()).decide(game, r.get()));
    }
    return game.logHash();
  }
}
