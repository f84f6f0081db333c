package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.card.CardDefinition;
import dev.altered.load.CardLoader;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.Procedures;
import dev.altered.rules.TestCards;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/** Test helper: a board where cards written as text are loaded by the engine's loader and played. */
final class TestBoard {
  private TestBoard() {}

  static final CardDefinition PLAIN = TestCards.character("Plain", 1, 1, 1, 1, 1);

  /** Both players with 5 ready Mana Orbs and a Deck of {@code deck} Plains; {@code more} loaded from their text. */
  static Position of(int deck, CardDefinition... more) {
    List<CardDefinition> cards = new ArrayList<>(List.of(PLAIN));
    cards.addAll(List.of(more));
    Position pos = Position.empty(CardCatalog.of(cards), CompiledAbilities.of(CardLoader.standard()
        .loadDefinitions(cards)), 1);
    for (int player = 0; player < 2; player++) {
      pos.mana(player, 5, PLAIN.reference());
      for (int i = 0; i < deck; i++) {
        pos.put(player, PLAIN.reference(), ZoneKind.DECK, Optional.empty());
      }
    }
    return pos;
  }

  /** The cards (not Emblems) a player owns in a zone. */
  static long count(Game game, int player, ZoneKind zone) {
    return game.kernel().state().all().filter(o -> o.zone == zone && o.owner == player && !o.isEmblem()).count();
  }

  /** The game from the Afternoon of day 2, player 0's turn. */
  static Game afternoon(Position pos) {
    return pos.startFrames(Phase.AFTERNOON, List.of(Procedures.DayFrame.at(2, Procedures.DayPoint.AFTERNOON)));
  }

  /** As {@link #play(Game, int, List)} from the Afternoon, with at most one scripted pick. */
  static Game play(Position pos, int card, int pick) {
    Game game = afternoon(pos);
    play(game, card, List.of(pick));
    return game;
  }

  /**
   * Player 0 plays {@code card} from hand to their hero Expedition and the game runs to the next turn: optional steps
   * are taken, and each other choice takes the next scripted id when it is a candidate, else the first candidate.
   * Returns the choices asked, as "player:kind:candidate count".
   */
  static List<String> play(Game game, int card, List<Integer> picks) {
    Deque<Integer> script = new ArrayDeque<>(picks);
    List<String> asked = new ArrayList<>();
    PlayFromHand.declare(game, card, Side.HERO);
    while (game.pending().isPresent() && game.pending().get().kind() != DecisionKind.TURN) {
      DecisionRequest next = game.pending().get();
      if (next.kind() == DecisionKind.MAY) {
        game.decide(Answer.yes());
        continue;
      }
      asked.add(next.player() + ":" + next.kind() + ":" + next.candidates().size());
      List<Integer> ids = next.candidates().stream().map(Candidate::id).toList();
      int pick = !script.isEmpty() && ids.contains(script.peek()) ? script.pop() : ids.get(0);
      game.decide(Answer.pick(pick));
    }
    assertEquals(DecisionKind.TURN, game.pending().orElseThrow().kind(), () -> game.pending().get().prompt());
    return asked;
  }
}
