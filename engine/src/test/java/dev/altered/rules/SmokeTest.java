package dev.altered.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.agent.Driver;
import dev.altered.rules.agent.RandomAgent;
import java.util.List;
import org.junit.jupiter.api.Test;

class SmokeTest {
  @Test
  void randomVanillaGamesEnd() {
    CardCatalog catalog = CardCatalog.of(TestCards.vanillaPool());
    for (long seed = 1; seed <= 20; seed++) {
      Game g = Game.start(seed, List.of(TestCards.vanillaDeck(), TestCards.vanillaDeck()), catalog,
          new KeywordAbilityProvider());
      Driver.play(g, List.of(new RandomAgent(seed * 2), new RandomAgent(seed * 2 + 1)));
      assertTrue(g.ended());
      System.out.println("seed " + seed + " winner " + g.winner() + " days " + g.day() + " events " + g.events().size());
    }
  }
}
