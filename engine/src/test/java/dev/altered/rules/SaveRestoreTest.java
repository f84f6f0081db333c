package dev.altered.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.agent.Agent;
import dev.altered.rules.agent.Driver;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.decision.DecisionRequest;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A paused game is plain data: saved at a decision, restored and continued, it plays out identically. */
class SaveRestoreTest {
  private final CardCatalog catalog = CardCatalog.of(TestCards.vanillaPool());
  private final AbilityProvider provider = new KeywordAbilityProvider();

  private Game newGame(long seed) {
    return Game.start(seed, List.of(TestCards.vanillaDeck(), TestCards.vanillaDeck()), catalog, provider);
  }

  private static List<Agent> agents(long seed) {
    return List.of(new RandomAgent(seed), new RandomAgent(seed + 1));
  }

  @Test
  void sameSeedAndDecisionsReplayTheIdenticalLog() {
    Game a = newGame(42);
    Driver.play(a, agents(7));
    Game b = newGame(42);
    Driver.play(b, agents(7));
    assertTrue(a.ended());
    assertEquals(a.logLines(), b.logLines());
    assertEquals(a.logHash(), b.logHash());
  }

  @Test
  void aTruncatedOrForeignSavedGameIsRejectedWithAClearError() {
    Game g = newGame(3);
    g.advance();
    String json = g.saveJson();
    IllegalArgumentException truncated = org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> Game.restoreJson(json.substring(0, json.length() / 2), catalog, provider));
    assertTrue(truncated.getMessage().startsWith("not a saved game: "), truncated.getMessage());
    String future = json.replaceFirst("\\{\"format\":1", "{\"format\":99");
    IllegalArgumentException format = org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> Game.restoreJson(future, catalog, provider));
    assertTrue(format.getMessage().contains("format 99"), format.getMessage());
  }

  @Test
  void savingAtADecisionAndRestoringGivesTheIdenticalLog() {
    Game whole = newGame(5);
    Driver.play(whole, agents(11));

    for (int pauseAfter : new int[] {0, 1, 3, 25, 80}) {
      Game first = newGame(5);
      List<Agent> agents = agents(11);
      Optional<DecisionRequest> pending = Driver.play(first, agents, pauseAfter);
      assertTrue(pending.isPresent(), "paused at a decision");
      String json = first.saveJson();
      Game restored = Game.restoreJson(json, catalog, provider);
      assertEquals(pending, restored.pending(), "the pending request is part of the saved game");
      assertEquals(json, restored.saveJson(), "save, restore, save is stable");
      Driver.play(restored, agents);
      assertEquals(whole.logLines(), restored.logLines(), "paused after " + pauseAfter + " decisions");
    }
  }
}
