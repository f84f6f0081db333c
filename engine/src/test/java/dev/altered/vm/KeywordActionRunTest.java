package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.Procedures;
import dev.altered.rules.TestCards;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Keyword actions (7.3) as atomic actions of the kernel that modifiers and Reactions see, which no card of the dev
 * sets modifies or reacts to: an Expedition attempting to Ascend again replaced (7.5.3.a, the rules' own Mandjet
 * example), a sacrifice replaced (7.3.31), Reactions to an Expedition gaining or losing Ascended (7.3.3.a, 2.4.3), to
 * an object being augmented (7.3.4.a) and to one defecting (7.3.6.a), a defection replaced or forbidden; compiled from
 * card text and run by the kernel.
 */
class KeywordActionRunTest {
  private static final CardDefinition PLAIN = TestBoard.PLAIN;
  private static final CardDefinition MANDJET = TestCards.character("Mandjet", 1, 1, 1, 1, 1,
      "If one of your [[Ascended]] Expeditions would attempt to [Ascend] again, [Resupply] instead.");
  private static final CardDefinition GARGOYLE = TestCards.character("Gargoyle", 1, 1, 1, 1, 1,
      "{H} Target Expedition [Ascends].");
  private static final CardDefinition KEEPER = TestCards.character("Keeper", 1, 1, 1, 1, 1,
      "If a Character you control would be sacrificed, draw a card instead.");
  private static final CardDefinition OFFERING = TestCards.character("Offering", 1, 1, 1, 1, 1,
      "{H} Sacrifice target Character you control.");

  private static Position board(CardDefinition... more) {
    return TestBoard.of(5, more);
  }

  private static Game play(Position pos, int card, int pick) {
    return TestBoard.play(pos, card, pick);
  }

  private static boolean ascended(Game game, ExpeditionRef e) {
    return game.kernel().state().player(e.player()).ascended(e.side());
  }

  @Test
  void rule7_5_3_a_anAscendedExpeditionThatWouldAscendAgainResuppliesInstead() {
    Position pos = board(MANDJET, GARGOYLE);
    pos.put(0, MANDJET.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    ExpeditionRef hero = ExpeditionRef.hero(0);
    pos.ascended(hero);
    int gargoyle = pos.put(0, GARGOYLE.reference(), ZoneKind.HAND, Optional.empty());
    Game game = play(pos, gargoyle, hero.code());
    assertEquals(1, TestBoard.count(game, 0, ZoneKind.RESERVE),
        "7.3.26: Resupply put the top card of the Deck in Reserve");
    assertEquals(4, TestBoard.count(game, 0, ZoneKind.DECK));
    assertTrue(ascended(game, hero));
  }

  @Test
  void rule7_5_3_a_anExpeditionAscendingForTheFirstTimeDoesNotAttemptAndAscends() {
    Position pos = board(MANDJET, GARGOYLE);
    pos.put(0, MANDJET.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    pos.ascended(ExpeditionRef.hero(0));
    ExpeditionRef companion = new ExpeditionRef(0, Side.COMPANION);
    int gargoyle = pos.put(0, GARGOYLE.reference(), ZoneKind.HAND, Optional.empty());
    Game game = play(pos, gargoyle, companion.code());
    assertTrue(ascended(game, companion), "7.3.3.a");
    assertEquals(0, TestBoard.count(game, 0, ZoneKind.RESERVE), "no Resupply");
  }

  @Test
  void rule7_5_3_a_withoutTheModifierAscendingAgainDoesNothing() {
    Position pos = board(GARGOYLE);
    ExpeditionRef hero = ExpeditionRef.hero(0);
    pos.ascended(hero);
    int gargoyle = pos.put(0, GARGOYLE.reference(), ZoneKind.HAND, Optional.empty());
    Game game = play(pos, gargoyle, hero.code());
    assertTrue(ascended(game, hero));
    assertEquals(0, TestBoard.count(game, 0, ZoneKind.RESERVE), "2.4.1.f: nothing happens");
  }

  @Test
  void rule7_3_31_aCharacterThatWouldBeSacrificedStaysAndItsControllerDrawsInstead() {
    Position pos = board(KEEPER, OFFERING);
    pos.put(0, KEEPER.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int plain = pos.put(0, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int offering = pos.put(0, OFFERING.reference(), ZoneKind.HAND, Optional.empty());
    Game game = play(pos, offering, plain);
    assertEquals(ZoneKind.EXPEDITION, game.kernel().object(plain).orElseThrow().zone, "not sacrificed");
    assertEquals(1, TestBoard.count(game, 0, ZoneKind.HAND), "drew a card instead");
    assertEquals(0, TestBoard.count(game, 0, ZoneKind.DISCARD));
  }

  @Test
  void rule7_3_31_withoutTheModifierTheCharacterIsSacrificed() {
    Position pos = board(OFFERING);
    int plain = pos.put(0, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int offering = pos.put(0, OFFERING.reference(), ZoneKind.HAND, Optional.empty());
    Game game = play(pos, offering, plain);
    assertTrue(game.kernel().object(plain).isEmpty(), "it left play (2.1.i: a new object elsewhere)");
    assertEquals(1, TestBoard.count(game, 0, ZoneKind.DISCARD));
    assertEquals(0, TestBoard.count(game, 0, ZoneKind.HAND));
  }

  // 7.3.3.a: an Expedition that Ascends gains Ascended; 2.4.3: it loses it during Rest.

  private static final CardDefinition WATCHER = TestCards.character("Watcher", 1, 1, 1, 1, 1,
      "When my Expedition [Ascends] — Draw a card.");
  private static final CardDefinition MOURNER = TestCards.character("Mourner", 1, 1, 1, 1, 1,
      "When my Expedition loses [[Ascended]] — I gain 1 boost.");

  @Test
  void rule7_3_3_a_myExpeditionAscendingTriggers() {
    Position pos = board(WATCHER, GARGOYLE);
    pos.put(0, WATCHER.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int gargoyle = pos.put(0, GARGOYLE.reference(), ZoneKind.HAND, Optional.empty());
    Game game = play(pos, gargoyle, ExpeditionRef.hero(0).code());
    assertEquals(1, TestBoard.count(game, 0, ZoneKind.HAND), "Watcher's controller drew");
  }

  @Test
  void rule7_3_3_a_theOtherExpeditionAscendingDoesNotTrigger() {
    Position pos = board(WATCHER, GARGOYLE);
    pos.put(0, WATCHER.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int gargoyle = pos.put(0, GARGOYLE.reference(), ZoneKind.HAND, Optional.empty());
    Game game = play(pos, gargoyle, new ExpeditionRef(0, Side.COMPANION).code());
    assertEquals(0, TestBoard.count(game, 0, ZoneKind.HAND));
  }

  @Test
  void rule7_3_3_a_anExpeditionAscendingAgainGainsNothingAndDoesNotTrigger() {
    Position pos = board(WATCHER, GARGOYLE);
    pos.put(0, WATCHER.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.ascended(ExpeditionRef.hero(0));
    int gargoyle = pos.put(0, GARGOYLE.reference(), ZoneKind.HAND, Optional.empty());
    Game game = play(pos, gargoyle, ExpeditionRef.hero(0).code());
    assertEquals(0, TestBoard.count(game, 0, ZoneKind.HAND), "2.4.1.f: it already had the status");
  }

  @Test
  void rule2_4_3_anAscendedExpeditionLosesAscendedDuringRest() {
    Position pos = board(MOURNER);
    int mourner = pos.put(0, MOURNER.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.status(mourner, dev.altered.rules.state.Status.ANCHORED); // 2.4.2: it stays in its Expedition during Rest
    pos.ascended(ExpeditionRef.hero(0));
    Game game = pos.startFrames(Phase.NIGHT, List.of(Procedures.DayFrame.at(2, Procedures.DayPoint.REST)));
    while (game.pending().isPresent() && game.pending().get().kind() != DecisionKind.TURN) {
      game.decide(Answer.pick(game.pending().get().candidates().get(0).id()));
    }
    assertTrue(!ascended(game, ExpeditionRef.hero(0)));
    assertEquals(1, game.kernel().object(mourner).map(o -> o.counter(dev.altered.rules.state.GameObject.BOOST))
        .orElse(0), "Mourner reacted to its Expedition losing Ascended");
  }

  // 7.3.4.a: to augment is to give one more of a counter the object already has.

  private static final CardDefinition GROWER = TestCards.character("Grower", 1, 1, 1, 1, 1,
      "When I'm augmented — Draw a card.");
  private static final CardDefinition SNIFFER = TestCards.character("Sniffer", 1, 1, 1, 1, 1,
      "{H} You may [Augment] target card in play or in Reserve.");

  private static Game augmentGrower(int boosts) {
    Position pos = board(GROWER, SNIFFER);
    int grower = pos.put(0, GROWER.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    if (boosts > 0) {
      pos.counters(grower, dev.altered.rules.state.GameObject.BOOST, boosts);
    }
    int sniffer = pos.put(0, SNIFFER.reference(), ZoneKind.HAND, Optional.empty());
    Game game = play(pos, sniffer, grower);
    assertEquals(boosts == 0 ? 0 : boosts + 1, game.kernel().object(grower).orElseThrow()
        .counter(dev.altered.rules.state.GameObject.BOOST));
    return game;
  }

  @Test
  void rule7_3_4_a_anObjectAugmentedReacts() {
    assertEquals(1, TestBoard.count(augmentGrower(2), 0, ZoneKind.HAND), "Grower's controller drew");
  }

  @Test
  void rule7_3_4_a_anObjectWithoutCountersIsNotAugmented() {
    assertEquals(0, TestBoard.count(augmentGrower(0), 0, ZoneKind.HAND));
  }

  // 7.3.6.a: an object in an Expedition that defects moves to the Expedition facing it.

  private static final CardDefinition TURNCOAT = TestCards.character("Turncoat", 1, 1, 1, 1, 1,
      "{H} Target Character an opponent controls [Defects].");
  private static final CardDefinition SPY = TestCards.character("Spy", 1, 1, 1, 1, 1,
      "When I [Defect] — Draw a card.");
  private static final CardDefinition LOYALIST = TestCards.character("Loyalist", 1, 1, 1, 1, 1,
      "If I would [Defect], I gain 2 boosts instead.");
  private static final CardDefinition STEADFAST = TestCards.character("Steadfast", 1, 1, 1, 1, 1,
      "I can't [Defect].");

  /** Player 0 plays Turncoat targeting {@code target}, a card of player 1 in their hero Expedition. */
  private static Game defect(CardDefinition target) {
    Position pos = board(TURNCOAT, target);
    int id = pos.put(1, target.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int turncoat = pos.put(0, TURNCOAT.reference(), ZoneKind.HAND, Optional.empty());
    return play(pos, turncoat, id);
  }

  private static int controllerOf(Game game, CardDefinition card) {
    return game.kernel().state().all().filter(o -> o.zone == ZoneKind.EXPEDITION
        && card.reference().equals(o.cardRef)).findFirst().orElseThrow().controller;
  }

  @Test
  void rule7_3_6_a_aDefectingCharacterMovesToTheExpeditionFacingIt() {
    Game game = defect(PLAIN);
    assertEquals(0, controllerOf(game, PLAIN), "now in player 0's Expedition facing the one it left");
  }

  @Test
  void rule7_3_6_a_aCharacterThatDefectsReacts() {
    Game game = defect(SPY);
    assertEquals(0, controllerOf(game, SPY));
    assertEquals(1, TestBoard.count(game, 0, ZoneKind.HAND),
        "6.3.c: a self-move Reaction, of Spy as it is after: its new controller drew");
    assertEquals(0, TestBoard.count(game, 1, ZoneKind.HAND));
  }

  @Test
  void rule7_3_6_a_aDefectionReplacedLeavesTheCharacterWhereItWas() {
    Game game = defect(LOYALIST);
    assertEquals(1, controllerOf(game, LOYALIST), "did not defect");
    assertEquals(2, game.kernel().state().all().filter(o -> LOYALIST.reference().equals(o.cardRef)).findFirst()
        .orElseThrow().counter(dev.altered.rules.state.GameObject.BOOST), "gained 2 boosts instead");
  }

  @Test
  void rule1_4_1_aCharacterThatCantDefectStays() {
    Game game = defect(STEADFAST);
    assertEquals(1, controllerOf(game, STEADFAST), "can't beats can");
  }
}
