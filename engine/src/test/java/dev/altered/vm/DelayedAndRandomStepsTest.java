package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.load.CardLoader;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.Procedures;
import dev.altered.rules.TestCards;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Steps done at random (3.2.5.c), delayed to the start of a phase (4.2.b), and keyword abilities gained by a step for
 * a duration (2.2.15), compiled from their text and run by the kernel.
 */
class DelayedAndRandomStepsTest {
  private static final CardDefinition PLAIN = TestCards.character("Plain", 1, 1, 1, 1, 1);
  private static final CardDefinition RANDOM = TestCards.character("Random Discard", 1, 1, 1, 1, 1,
      "{J} Target opponent discards a card at random from their hand.");
  private static final CardDefinition AT_DUSK = TestCards.character("Dusk Sacrifice", 1, 1, 1, 1, 1,
      "{J} Target Character gains 1 boost. At Dusk, sacrifice it.");

  private static final CardDefinition DEFENDS_TODAY = TestCards.character("Defender Today", 1, 1, 1, 1, 1,
      "{J} Target Character gains [Defender] this Day.");
  private static final CardDefinition DEFENDS_THIS_TURN = TestCards.character("Defender This Turn", 1, 1, 1, 1, 1,
      "{J} Target Character gains [Defender] this turn.");

  private static Position board(long seed, CardDefinition card) {
    List<CardDefinition> cards = List.of(PLAIN, card);
    Position pos = Position.empty(CardCatalog.of(cards), CompiledAbilities.of(CardLoader.standard().loadDefinitions(cards)), seed);
    for (int player = 0; player < 2; player++) {
      pos.mana(player, 5, PLAIN.reference());
      for (int i = 0; i < 5; i++) {
        pos.put(player, PLAIN.reference(), ZoneKind.DECK, Optional.empty());
      }
    }
    return pos;
  }

  private static void play(Game game, int card) {
    PlayFromHand.declare(game, card, Side.HERO);
  }

  private static List<Integer> discarded(long seed) {
    Position pos = board(seed, RANDOM);
    List<Integer> hand = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      hand.add(pos.put(1, PLAIN.reference(), ZoneKind.HAND, Optional.empty()));
    }
    int card = pos.put(0, RANDOM.reference(), ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    game.pending().ifPresent(r -> assertEquals(DecisionKind.TURN, r.kind(), "nobody chooses: " + r.prompt()));
    return hand.stream().filter(id -> game.kernel().object(game.kernel().follow(id).orElse(id))
        .map(o -> o.zone == ZoneKind.DISCARD).orElse(false)).toList();
  }

  @Test
  void rule_3_2_5_c_aCardOfAHandDiscardedAtRandomIsDrawnByTheGameNotChosen() {
    List<Integer> first = discarded(11);
    assertEquals(1, first.size(), "exactly one card of the opponent's Hand discarded");
    assertEquals(first, discarded(11), "same seed, same card");
    List<Integer> seen = new ArrayList<>();
    for (long seed = 1; seed <= 12; seed++) {
      seen.addAll(discarded(seed));
    }
    assertTrue(seen.stream().distinct().count() > 1, "the card depends on the game's random generator: " + seen);
  }

  @Test
  void rule_4_2_b_aStepDelayedToDuskHappensWhenDuskStarts() {
    Position pos = board(7, AT_DUSK);
    int target = pos.put(1, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.put(1, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int card = pos.put(0, AT_DUSK.reference(), ZoneKind.HAND, Optional.empty());
    Game game = pos.startFrames(Phase.AFTERNOON, List.of(Procedures.DayFrame.at(2, Procedures.DayPoint.AFTERNOON)));
    DecisionRequest r = game.pending().orElseThrow();
    assertEquals(0, r.player());
    play(game, card);
    r = game.pending().orElseThrow();
    assertEquals(DecisionKind.TARGET, r.kind(), r.prompt());
    game.decide(Answer.pick(target));
    assertEquals(1, game.kernel().object(target).orElseThrow().counters.get(GameObject.BOOST));
    assertEquals(ZoneKind.EXPEDITION, game.kernel().object(target).orElseThrow().zone, "not yet: it is the Afternoon");
    // Everyone passes to the end of the Afternoon; at Dusk the delayed step sacrifices the target.
    boolean sacrificedBeforeDusk = game.events().stream().anyMatch(e -> e instanceof Event.Moved m
        && m.cause() == Cause.SACRIFICE);
    assertTrue(!sacrificedBeforeDusk);
    while (game.pending().isPresent() && game.kernel().phase() == Phase.AFTERNOON) {
      r = game.pending().get();
      game.decide(r.kind() == DecisionKind.TURN ? Answer.declare(Declaration.pass())
          : Answer.pick(r.candidates().get(0).id()));
    }
    List<Integer> sacrificed = game.events().stream().filter(e -> e instanceof Event.Moved m
        && m.cause() == Cause.SACRIFICE).map(e -> ((Event.Moved) e).oldId()).toList();
    assertEquals(List.of(target), sacrificed, "the target, sacrificed once Dusk started");
  }

  /** Player 0 plays the card in the Afternoon and targets; then it is player 1's turn. */
  private static Game giveDefender(CardDefinition card, int[] ids) {
    Position pos = board(7, card);
    ids[0] = pos.put(1, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    ids[1] = pos.put(1, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int played = pos.put(0, card.reference(), ZoneKind.HAND, Optional.empty());
    Game game = pos.startFrames(Phase.AFTERNOON, List.of(Procedures.DayFrame.at(2, Procedures.DayPoint.AFTERNOON)));
    play(game, played);
    DecisionRequest r = game.pending().orElseThrow();
    assertEquals(DecisionKind.TARGET, r.kind(), r.prompt());
    game.decide(Answer.pick(ids[0]));
    r = game.pending().orElseThrow();
    assertEquals(DecisionKind.TURN, r.kind(), r.prompt());
    assertEquals(1, r.player(), "player 0's turn is over");
    return game;
  }

  private static boolean defender(Game game, int id) {
    return game.kernel().hasKeyword(game.kernel().object(id).orElseThrow(), Keyword.DEFENDER);
  }

  @Test
  void rule_2_2_15_aKeywordAbilityGainedThisDayIsTheTargetsOnlyAndOutlastsTheTurn() {
    int[] ids = new int[2];
    Game game = giveDefender(DEFENDS_TODAY, ids);
    assertTrue(defender(game, ids[0]));
    assertTrue(!defender(game, ids[1]));
  }

  @Test
  void rule_2_2_15_aKeywordAbilityGainedThisTurnEndsWithTheTurn() {
    int[] ids = new int[2];
    Game game = giveDefender(DEFENDS_THIS_TURN, ids);
    assertTrue(!defender(game, ids[0]));
  }
}
