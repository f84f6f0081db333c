package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.event.Event;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.ZoneKind;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Issue 24, 2: every game ends, and drawing more cards than there are costs what there is (3.2.2.e). */
class GameEndsTest {
  @Test
  void drawingTwoBillionCardsDrawsTheDeckAndTheDiscardPileAndReturnsAtOnce() {
    Scenario sc = Scenario.create().card(character("First", 1, 1, 0, 0, 0)).card(character("Second", 1, 1, 0, 0, 0))
        .card(character("Third", 1, 1, 0, 0, 0)).deck(0, "First", "Second").discardPile(0, "Third")
        .effect(Phase.AFTERNOON, 0);
    assertTimeoutPreemptively(Duration.ofSeconds(5), () -> sc.k().draw(0, Integer.MAX_VALUE));
    sc.assertZone("First", ZoneKind.HAND).assertZone("Second", ZoneKind.HAND).assertZone("Third", ZoneKind.HAND);
    assertEquals(3, sc.events(Event.Moved.class).stream().filter(m -> m.to().zone() == ZoneKind.HAND).count(),
        "3.2.2.d: the Discard pile shuffled in; 3.2.2.e: the draws past it do nothing");
  }

  @Test
  void drawingFromAnEmptyDeckAndDiscardPileDoesNothing() {
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0)).effect(Phase.AFTERNOON, 0);
    int events = sc.game().events().size();
    assertTimeoutPreemptively(Duration.ofSeconds(5), () -> sc.k().draw(0, Integer.MAX_VALUE));
    assertEquals(0, sc.k().handSize(0));
    assertTrue(sc.game().events().subList(events, sc.game().events().size()).stream()
        .noneMatch(e -> e instanceof Event.Moved), "1.2.7.d: an event on nothing");
  }

  @Test
  void aGamePastItsStepBudgetEndsWithAClearError() {
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0)).card(character("Other", 1, 1, 0, 0, 0)).deck(0, "Filler", "Other")
        .effect(Phase.AFTERNOON, 0);
    Game game = sc.game().limitSteps(1);
    game.kernel().draw(0, 1);
    StepBudgetExceededException e = assertThrows(StepBudgetExceededException.class,
        () -> game.kernel().draw(0, 1));
    assertTrue(e.getMessage().startsWith("the game went past its budget of 1 steps"), e.getMessage());
  }

  @Test
  void theBudgetCountsEveryFrameRunSoAGameOfEndlessFramesStops() {
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0)).effect(Phase.AFTERNOON, 0);
    Game game = sc.game().limitSteps(50);
    for (int i = 0; i < 100; i++) {
      game.kernel().push(new Procedures.CheckReactionsFrame());
    }
    assertThrows(StepBudgetExceededException.class, game::advance);
  }

  @Test
  void aBudgetIsPositive() {
    Game game = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0)).effect(Phase.AFTERNOON, 0).game();
    assertThrows(IllegalArgumentException.class, () -> game.limitSteps(0));
  }
}
