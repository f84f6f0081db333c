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
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The vocabulary of dev.altered.text.en.PlayerChoicesVocabularyTest compiled from card text and run by the kernel:
 * who decides, and what the decision changes on the board.
 */
class PlayerChoicesRunTest {
  private static final CardDefinition PLAIN = TestCards.character("Plain", 1, 1, 1, 1, 1);
  private static final CardDefinition ALPHA = TestCards.character("Alpha", 1, 1, 1, 1, 1);
  private static final CardDefinition BRAVO = TestCards.character("Bravo", 1, 1, 1, 1, 1);
  private static final CardDefinition CHARLIE = TestCards.character("Charlie", 1, 1, 1, 1, 1);
  private static final CardDefinition SEER = TestCards.character("Seer", 1, 1, 1, 1, 1,
      "{J} Look at the top three cards of your deck. Put one in your hand and the others at the bottom of your deck "
          + "in any order.");
  private static final CardDefinition BULLY = TestCards.character("Bully", 1, 1, 1, 1, 1,
      "{J} You may have target opponent discard a card.");
  private static final CardDefinition TRADER = TestCards.character("Trader", 1, 1, 1, 1, 1,
      "{J} You may discard a card. If you do, draw a card.");
  private static final CardDefinition RUSHER = TestCards.character("Rusher", 1, 1, 1, 1, 1,
      "{J} You may [Rush] a Character from your hand.");

  /** Both players with mana and a Deck of Plains; the cards named first go on top of player 0's Deck, in order. */
  private static Position board(List<CardDefinition> deckTop, CardDefinition... more) {
    List<CardDefinition> cards = new ArrayList<>(List.of(PLAIN, ALPHA, BRAVO, CHARLIE));
    cards.addAll(List.of(more));
    Position pos = Position.empty(CardCatalog.of(cards), CompiledAbilities.of(CardLoader.standard()
        .loadDefinitions(cards)), 1);
    for (int player = 0; player < 2; player++) {
      pos.mana(player, 5, PLAIN.reference());
      for (CardDefinition top : player == 0 ? deckTop : List.<CardDefinition>of()) {
        pos.put(player, top.reference(), ZoneKind.DECK, Optional.empty());
      }
      for (int i = 0; i < 3; i++) {
        pos.put(player, PLAIN.reference(), ZoneKind.DECK, Optional.empty());
      }
    }
    return pos;
  }

  private static Game afternoon(Position pos) {
    return TestBoard.afternoon(pos);
  }

  private static List<String> play(Game game, int card, List<Integer> picks) {
    return TestBoard.play(game, card, picks);
  }

  private static List<String> deckNames(Game game, int player) {
    return game.kernel().state().player(player).deck.stream().map(id -> game.kernel().object(id).orElseThrow())
        .map(o -> o.cardRef).toList();
  }

  private static List<GameObject> in(Game game, int player, ZoneKind zone) {
    return game.kernel().state().all().filter(o -> o.zone == zone && o.owner == player && !o.isEmblem()).toList();
  }

  private static int deckCard(Game game, int player, int index) {
    return game.kernel().state().player(player).deck.get(index);
  }

  // 3.2.2.b: a Deck is ordered; "in any order" lets the player who places the cards choose it.

  private static List<String> bottomAfterSeer(boolean charlieFirst) {
    Position pos = board(List.of(ALPHA, BRAVO, CHARLIE), SEER);
    int seer = pos.put(0, SEER.reference(), ZoneKind.HAND, Optional.empty());
    Game game = afternoon(pos);
    int alpha = deckCard(game, 0, 0);
    int bravo = deckCard(game, 0, 1);
    int charlie = deckCard(game, 0, 2);
    List<String> asked = play(game, seer, List.of(alpha, charlieFirst ? charlie : bravo));
    assertEquals(List.of("0:CHOOSE:3", "0:CHOOSE:2"), asked, "one card for the hand, then the first of two to place");
    assertTrue(in(game, 0, ZoneKind.HAND).stream().anyMatch(o -> o.cardRef.equals(ALPHA.reference())));
    List<String> deck = deckNames(game, 0);
    return deck.subList(deck.size() - 2, deck.size());
  }

  @Test
  void rule3_2_2_b_theOthersGoToTheBottomInTheOrderTheirPlayerChooses() {
    assertEquals(List.of(CHARLIE.reference(), BRAVO.reference()), bottomAfterSeer(true));
    assertEquals(List.of(BRAVO.reference(), CHARLIE.reference()), bottomAfterSeer(false));
  }

  // 4.2.4.k: an Expedition "moves forward due to Ascend" when it moves forward due to a tied terrain.

  private static final CardDefinition CLIMBER = TestCards.character("Climber", 1, 1, 1, 1, 1,
      "When my Expedition moves forward due to [Ascend] — I gain 1 boost.");

  /** Boosts Climber gained during Progress, in player 0's companion Expedition; the opponent's facing it or not. */
  private static int boostsAtProgress(boolean ascended, boolean facingTied) {
    Position pos = board(List.of(), CLIMBER);
    int climber = pos.put(0, CLIMBER.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    if (facingTied) {
      pos.put(1, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    }
    if (ascended) {
      pos.ascended(new dev.altered.rules.state.ExpeditionRef(0, Side.COMPANION));
    }
    Game game = pos.startFrames(Phase.DUSK, List.of(Procedures.DayFrame.at(2, Procedures.DayPoint.PROGRESS)));
    while (game.pending().isPresent() && game.pending().get().kind() == DecisionKind.REACTION) {
      game.decide(Answer.pick(game.pending().get().candidates().get(0).id()));
    }
    boolean moved = game.events().stream().anyMatch(e -> e instanceof dev.altered.rules.event.Event.ExpeditionMoved m
        && m.expedition().player() == 0 && m.expedition().side() == Side.COMPANION && m.forward());
    assertEquals(ascended, moved, "4.2.4.e-f: an Ascended Expedition moves forward on a tie or a win");
    return game.events().stream().filter(e -> e instanceof dev.altered.rules.event.Event.CountersChanged c
        && c.id() == climber && c.counter().equals(GameObject.BOOST)).mapToInt(e ->
        ((dev.altered.rules.event.Event.CountersChanged) e).delta()).sum();
  }

  @Test
  void rule4_2_4_k_anAscendedExpeditionMovingOnATieMovesForwardDueToAscend() {
    assertEquals(1, boostsAtProgress(true, true), "tied with the Expedition facing it");
    assertEquals(0, boostsAtProgress(true, false), "won outright: not due to Ascend");
    assertEquals(0, boostsAtProgress(false, true), "not Ascended: no move on a tie");
  }

  // 7.3.17.a: having a player do something is that player doing it; the opponent picks the card they discard.

  @Test
  void rule7_3_17_a_theOpponentYouHaveDiscardChoosesACardFromTheirHand() {
    Position pos = board(List.of(), BULLY);
    int bully = pos.put(0, BULLY.reference(), ZoneKind.HAND, Optional.empty());
    pos.put(0, PLAIN.reference(), ZoneKind.HAND, Optional.empty());
    pos.put(1, ALPHA.reference(), ZoneKind.HAND, Optional.empty());
    int bravo = pos.put(1, BRAVO.reference(), ZoneKind.HAND, Optional.empty());
    pos.put(1, CHARLIE.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    Game game = afternoon(pos);
    List<String> asked = play(game, bully, List.of(bravo));
    assertTrue(asked.contains("1:CHOOSE:2"), () -> "the opponent chooses among their two cards in hand: " + asked);
    assertEquals(List.of(ALPHA.reference()), in(game, 1, ZoneKind.HAND).stream().map(o -> o.cardRef).toList());
    assertEquals(List.of(BRAVO.reference()),
        in(game, 1, ZoneKind.DISCARD).stream().map(o -> o.cardRef).toList());
    assertEquals(1, in(game, 1, ZoneKind.EXPEDITION).size(), "their Character stays in play");
    assertEquals(1, in(game, 0, ZoneKind.HAND).size(), "my hand is untouched");
  }

  // 7.2.3: "target Character's controller" is the player who controls the Character chosen.

  @Test
  void rule7_2_3_theControllerOfTheTargetDraws() {
    CardDefinition gift = TestCards.character("Gift", 1, 1, 1, 1, 1, "{J} Target Character's controller draws a card.");
    Position pos = board(List.of(), gift);
    int giver = pos.put(0, gift.reference(), ZoneKind.HAND, Optional.empty());
    int theirs = pos.put(1, CHARLIE.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    Game game = afternoon(pos);
    List<String> asked = play(game, giver, List.of(theirs));
    assertEquals(List.of("0:TARGET:2"), asked, "my Gift or their Character");
    assertEquals(1, in(game, 1, ZoneKind.HAND).size(), "the opponent drew");
    assertEquals(0, in(game, 0, ZoneKind.HAND).size(), "I did not");
  }

  // 1.2.3.g: the hidden zones hold cards; "discard a card" with no place is from the player's own Hand.

  @Test
  void rule1_2_3_g_discardingACardIsFromYourHand() {
    Position pos = board(List.of(ALPHA), TRADER);
    int trader = pos.put(0, TRADER.reference(), ZoneKind.HAND, Optional.empty());
    int charlie = pos.put(0, CHARLIE.reference(), ZoneKind.HAND, Optional.empty());
    pos.put(0, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    pos.put(1, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    Game game = afternoon(pos);
    List<String> asked = play(game, trader, List.of(charlie));
    assertEquals(List.of(), asked, "the one card in hand is discarded without a choice");
    assertEquals(List.of(CHARLIE.reference()),
        in(game, 0, ZoneKind.DISCARD).stream().map(o -> o.cardRef).toList());
    assertEquals(List.of(ALPHA.reference()), in(game, 0, ZoneKind.HAND).stream().map(o -> o.cardRef).toList(),
        "then draws");
    assertEquals(2, in(game, 0, ZoneKind.EXPEDITION).size(), "Characters in play are not cards to discard");
  }

  // 7.3.29.a: to Rush is to play a card immediately; "[Rush] a Character from your hand" plays one of those.

  @Test
  void rule7_3_29_a_rushingACharacterFromYourHandPlaysIt() {
    Position pos = board(List.of(), RUSHER);
    int rusher = pos.put(0, RUSHER.reference(), ZoneKind.HAND, Optional.empty());
    int alpha = pos.put(0, ALPHA.reference(), ZoneKind.HAND, Optional.empty());
    pos.put(0, BRAVO.reference(), ZoneKind.HAND, Optional.empty());
    Game game = afternoon(pos);
    play(game, rusher, List.of(alpha));
    List<String> inPlay = in(game, 0, ZoneKind.EXPEDITION).stream().map(o -> o.cardRef).sorted().toList();
    assertEquals(List.of(ALPHA.reference(), RUSHER.reference()), inPlay);
    assertEquals(List.of(BRAVO.reference()), in(game, 0, ZoneKind.HAND).stream().map(o -> o.cardRef).toList());
  }
}
