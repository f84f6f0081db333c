package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.rules.AbilityProvider;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ZoneKind;
import java.util.Optional;
import java.util.function.Predicate;

/** What the tests that play real cards share: a board, a declaration, an object followed across zones. */
final class Boards {
  private Boards() {}

  /** Ten Mana Orbs and five cards in each Deck, of {@code plain}; nothing else. */
  static Position board(CardCatalog catalog, AbilityProvider abilities, long seed, String plain) {
    Position pos = Position.empty(catalog, abilities, seed);
    for (int player = 0; player < 2; player++) {
      pos.mana(player, 10, plain);
      for (int i = 0; i < 5; i++) {
        pos.put(player, plain, ZoneKind.DECK, Optional.empty());
      }
    }
    return pos;
  }

  /** Player 0 declares the first declaration matching; the request after it. */
  static Optional<DecisionRequest> declare(Game game, Predicate<Declaration> which) {
    DecisionRequest r = game.pending().orElseThrow();
    assertEquals(DecisionKind.TURN, r.kind(), r.prompt());
    Declaration d = r.declarations().stream().filter(which).findFirst()
        .orElseThrow(() -> new AssertionError("not declarable: " + r.declarations()));
    return game.decide(Answer.declare(d));
  }

  /** The object now: a card that changed zones is a new object (2.1.d), found through its successors. */
  static GameObject object(Game game, int id) {
    int now = id;
    while (game.state().successors.containsKey(now)) {
      now = game.state().successors.get(now);
    }
    return game.kernel().object(now).orElseThrow(() -> new AssertionError("no object " + id));
  }
}
