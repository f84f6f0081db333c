package dev.altered.rules.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import java.util.List;
import org.junit.jupiter.api.Test;

class AgentsTest {
  @Test
  void anUnknownAgentIsRejectedWithTheNamesThatExist() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Agents.byName("smart", 1));
    assertTrue(e.getMessage().contains("'smart'") && e.getMessage().contains("random, greedy, mcts, mcts:PLAYOUTS"),
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Agents.byName("mcts:0", 1));
    assertThrows(IllegalArgumentException.class, () -> Agents.byName("mcts:many", 1));
  }

  @Test
  void theRandomAgentByNamePlaysTheSameGameAsTheRandomAgent() {
    Game a = RealCards.start(21, 3);
    Game b = RealCards.start(21, 3);
    Driver.play(a, List.of(new RandomAgent(5), new RandomAgent(6)));
    Driver.play(b, List.of(Agents.byName("random", 5), Agents.byName("random", 6)));
    assertEquals(a.logHash(), b.logHash());
  }

  @Test
  void everyAgentReplaysTheSameGameFromTheSameSeed() {
    for (String spec : List.of("greedy", "mcts:4")) {
      Game a = RealCards.start(22, 14);
      Game b = RealCards.start(22, 14);
      Driver.play(a, List.of(Agents.byName(spec, 5), Agents.byName("random", 6)));
      Driver.play(b, List.of(Agents.byName(spec, 5), Agents.byName("random", 6)));
      assertEquals(a.logHash(), b.logHash(), spec);
      assertTrue(a.winner().isPresent(), spec);
    }
  }

  @Test
  void greedyBeatsRandomAcrossFactions() {
    int wins = 0;
    int games = 8;
    for (int i = 0; i < games; i++) {
      Game g = RealCards.start(300 + i, i * 7);
      int seat = i % 2; // greedy plays first and second player in turn
      List<Agent> agents = seat == 0 ? List.of(Agents.byName("greedy", i), Agents.byName("random", i))
          : List.of(Agents.byName("random", i), Agents.byName("greedy", i));
      Driver.play(g, agents);
      wins += g.winner().orElse(-1) == seat ? 1 : 0;
    }
    assertTrue(wins >= 6, "greedy won " + wins + " of " + games);
  }
}
