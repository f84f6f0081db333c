package dev.altered.rules.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** 3.1.3, 3.2.9.a: an agent's view is dealt from what its player may see, and is the same whatever is hidden. */
class PlayerViewTest {
  @Test
  void aViewIsTheSameWhateverTheHiddenCardsAre() {
    Game game = RealCards.start(11, 7);
    RandomAgent random = new RandomAgent(3);
    Optional<DecisionRequest> r = game.advance();
    for (int i = 0; i < 150 && r.isPresent(); i++) {
      assertEquals(Optional.empty(), HiddenInformation.check(game, r.get().player(), i), "decision " + i);
      r = game.decide(random.decide(r.get()));
    }
  }

  @Test
  void theOpponentsHandIsDealtAgainButMineIsWhatIHold() {
    Game game = RealCards.start(12, 8);
    Optional<DecisionRequest> r = game.advance();
    int me = r.orElseThrow().player();
    Game a = PlayerView.of(game, me, 1).sample();
    Game b = PlayerView.of(game, me, 2).sample();
    assertEquals(hand(game, me), hand(a, me), "my Hand as I hold it");
    assertNotEquals(List.of(hand(a, 1 - me), deck(a, 1 - me)), List.of(hand(b, 1 - me), deck(b, 1 - me)),
        "the other player's hidden cards are dealt from the seed");
    assertTrue(a.events().isEmpty(), "a sample carries no log");
    assertNotEquals(game.state().prng.state, a.state().prng.state, "nor the game's generator");
  }

  private static List<String> hand(Game g, int player) {
    return g.state().in(ZoneKind.HAND, player).map(o -> o.cardRef).toList();
  }

  private static List<String> deck(Game g, int player) {
    return g.state().player(player).deck.stream().map(id -> g.state().objects.get(id).cardRef)
        .toList();
  }
}
