package dev.altered.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.agent.Driver;
import dev.altered.rules.agent.RandomAgent;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 1.3.3: games between random agents end with a winner, with keyword abilities in play. */
class VanillaGamesTest {
  @Test
  void rule_1_3_3_randomGamesWithKeywordCardsEndWithAWinner() {
    CardCatalog catalog = CardCatalog.of(TestCards.vanillaPool());
    for (long seed = 1; seed <= 20; seed++) {
      Game g = Game.start(seed, List.of(TestCards.vanillaDeck(), TestCards.vanillaDeck()), catalog,
          new KeywordAbilityProvider());
      Driver.play(g, List.of(new RandomAgent(seed * 2), new RandomAgent(seed * 2 + 1)));
      assertTrue(g.ended() && g.winner().isPresent(), "seed " + seed);
    }
  }
}
