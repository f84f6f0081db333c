package dev.altered.vm;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.Side;

/** Test helper: the current player declares playing a card from hand to one of their Expeditions (5.1.2). */
final class PlayFromHand {
  private PlayFromHand() {}

  /** Declares the card, played to the Expedition on {@code side} when the declaration names one. */
  static void declare(Game game, int card, Side side) {
    Declaration d = game.pending().orElseThrow().declarations().stream()
        .filter(x -> x.kind() == Declaration.Kind.PLAY_CARD && x.objectId() == card
            && x.expedition().map(e -> e.side() == side).orElse(true))
        .findFirst().orElseThrow(() -> new AssertionError("card " + card + " cannot be played to " + side));
    game.decide(Answer.declare(d));
  }
}
