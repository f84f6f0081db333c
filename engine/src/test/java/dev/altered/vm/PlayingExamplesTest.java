package dev.altered.vm;

import static dev.altered.vm.ExampleCards.asked;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.declare;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.object;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.reaction;
import static dev.altered.vm.ExampleCards.reserve;
import static dev.altered.vm.ExampleCards.turnNext;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import org.junit.jupiter.api.Test;

/** The Examples of rules 2.2.12-15 and 5 (playing cards and support abilities), from the cards' printed text. */
class PlayingExamplesTest {
  private static final String TWINKLE = "ALT_CORE_B_LY_23_C";
  private static final String TRAINEE = "ALT_CORE_B_BR_09_R1";

  private static void support(Game game, int card) {
    declare(game, d -> d.kind() == Declaration.Kind.QUICK_ACTION && d.objectId() == card);
  }

  private static int cost(Game game, int card) {
    return asked(game, DecisionKind.TURN).declarations().stream()
        .filter(d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card).findFirst().orElseThrow().cost();
  }

  private static long ongoing(Game game) {
    return game.kernel().objects(ZoneKind.LIMBO).stream().filter(GameObject::isEmblem).count();
  }

  /**
   * Example of 2.2.12.d: Haven Trainee has two abilities, an in-play one ("{R} I gain two boosts") and a support one
   * ("{D}: The next Character you play this turn gains 1 boost"). One Trainee's support ability, used from Reserve,
   * boosts the other Trainee played from Reserve, which also boosts itself. Abilities are Reactions, quick actions...
   * (2.2.12.a); the support one is written "Cost: Effect" with {D} as its cost (2.2.12.k) and played as a quick
   * action (5.1.2.b, 5.3.a); after the turn effect, Reactions are checked (4.2.g). In their turn a player plays a card
   * or a quick action as a turn effect (5.1.1.a-b); from Reserve, the Trainee costs its Reserve Cost, 4 (2.2.8.a).
   */
  @Test
  void rule_2_2_12_dHavenTraineeHasAnInPlayAbilityAndASupportAbility() {
    Position pos = board();
    int first = reserve(pos, 0, TRAINEE);
    int second = reserve(pos, 0, TRAINEE);
    Game game = pos.startTurn(0);
    int mana = game.kernel().readyManaOrbs(0).size();
    support(game, second);
    assertEquals(ZoneKind.DISCARD, object(game, second).zone, "discarded from Reserve to do it");
    play(game, first, Side.HERO);
    ExampleCards.reactionsInOrder(game);
    turnNext(game);
    assertEquals(3, object(game, first).counter(GameObject.BOOST));
    assertEquals(mana - 4, game.kernel().readyManaOrbs(0).size());
  }

  /**
   * Example of 2.2.15.c: Twinkle Twinkle's support ability ("{D}: The next card you play this turn costs 1 less")
   * creates an Ongoing Emblem in Limbo that ceases to exist when the turn ends, whether a card was played or not.
   * Only Ongoing Emblems have a duration (2.2.15.b).
   */
  @Test
  void rule_2_2_15_cTwinkleTwinklesEmblemLastsThisTurnWhetherACardWasPlayedOrNot() {
    Position pos = board();
    int twinkle = reserve(pos, 0, TWINKLE);
    Game game = ExampleCards.afternoon(pos);
    support(game, twinkle);
    assertEquals(1, ongoing(game), "an Ongoing Emblem in Limbo");
    assertTrue(game.kernel().objects(ZoneKind.LIMBO).get(0).emblem.duration().isPresent());
    declare(game, d -> d.kind() == Declaration.Kind.PASS);
    assertEquals(0, ongoing(game), "the turn ended: no card was played, the Emblem is gone");
  }

  /**
   * Example of 5.1.2.e: Marcus's Robin Hood ("Cards your opponents play can't cost less than 2"): his opponent
   * applies the cost decrease of Twinkle Twinkle first, then Robin Hood's restriction: Ratatoskr, Hand Cost 1 (a
   * number, 2.2.7.a), costs 2.
   */
  @Test
  void rule_5_1_2_eRobinHoodsRestrictionAppliesAfterTheDecrease() {
    Position pos = board();
    expedition(pos, 1, Side.HERO, "ALT_CORE_B_OR_21_R1");
    int twinkle = reserve(pos, 0, TWINKLE);
    int ratatoskr = hand(pos, 0, "ALT_CORE_B_BR_04_C");
    Game game = pos.startTurn(0);
    assertEquals(2, cost(game, ratatoskr));
    support(game, twinkle);
    assertEquals(2, cost(game, ratatoskr), "1 - 1 = 0, then Robin Hood: 2");
    int mana = game.kernel().readyManaOrbs(0).size();
    play(game, ratatoskr, Side.HERO);
    turnNext(game);
    assertEquals(mana - 2, game.kernel().readyManaOrbs(0).size());
  }

  /**
   * Example of 5.2.c: Nate uses Lady of the Lake's support ability ("The next Character you play this turn loses
   * Fleeting"), then plays Bravos Tracer ("{J} I gain Fleeting") from Reserve: two Emblem-Reactions, which he plays
   * in the order that leaves the Tracer without Fleeting.
   */
  @Test
  void rule_5_2_cNateOrdersTheReactionsSoBravosTracerEndsWithoutFleeting() {
    Position pos = board();
    int lady = reserve(pos, 0, "ALT_CORE_B_YZ_09_R2");
    int tracer = reserve(pos, 0, "ALT_CORE_B_BR_07_C");
    Game game = pos.startTurn(0);
    support(game, lady);
    play(game, tracer, Side.HERO);
    ExampleCards.pick(game, DecisionKind.REACTION, reaction(game, "Bravos Tracer")); // "I gain Fleeting" first
    ExampleCards.reactionsInOrder(game);
    turnNext(game);
    assertFalse(object(game, tracer).has(Status.FLEETING));
  }

  /**
   * Example of 7.3.2.b: Alice's support ability "{D}: After You": the next player gets the initiative, and Alice's
   * owner, who has not passed, plays again in this Afternoon.
   */
  @Test
  void rule_7_3_2_bAfterYouGivesTheInitiativeWithoutPassing() {
    Position pos = board();
    int alice = reserve(pos, 0, "ALT_CORE_B_YZ_13_C");
    Game game = ExampleCards.afternoon(pos);
    support(game, alice);
    assertEquals(1, asked(game, DecisionKind.TURN).player(), "the next player has the initiative");
    declare(game, d -> d.kind() == Declaration.Kind.PASS);
    assertEquals(0, asked(game, DecisionKind.TURN).player(), "Alice's owner has not passed");
    assertFalse(game.kernel().state().player(0).passed);
  }
}
