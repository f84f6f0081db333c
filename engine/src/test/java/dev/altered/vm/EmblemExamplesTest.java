package dev.altered.vm;

import static dev.altered.vm.ExampleCards.asked;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.choosing;
import static dev.altered.vm.ExampleCards.declare;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.in;
import static dev.altered.vm.ExampleCards.object;
import static dev.altered.vm.ExampleCards.pick;
import static dev.altered.vm.ExampleCards.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Examples of Emblems (2.2.2.m, 2.2.12.f) and of the day (4.2.b, 6.1.d), from the cards' printed text. */
class EmblemExamplesTest {
  private static final String SUBHASH = "ALT_CORE_B_AX_03_C";

  private static List<GameObject> emblems(Game game) {
    return game.kernel().objects(ZoneKind.LIMBO).stream().filter(GameObject::isEmblem).toList();
  }

  /**
   * Example of 2.2.2.m: Aloe Vera's "At Noon — Resupply": as Noon begins, an Emblem-Reaction is created in Limbo;
   * when it is played its effect resolves and it ceases to exist (5.1.2.i). Two Aloe Veras show both Emblems in Limbo.
   */
  @Test
  void rule_2_2_2_mAloeVeraCreatesAnEmblemReactionThatCeasesToExistOnceResolved() {
    Position pos = board();
    expedition(pos, 0, Side.HERO, "ALT_CORE_B_MU_16_C");
    expedition(pos, 0, Side.COMPANION, "ALT_CORE_B_MU_16_C");
    Game game = pos.startPhase(Phase.NOON);
    assertEquals(2, emblems(game).size());
    assertTrue(emblems(game).get(0).emblem.duration().isEmpty(), "2.2.15.b: an Emblem-Reaction has no duration");
    pick(game, DecisionKind.REACTION, asked(game, DecisionKind.REACTION).candidates().get(0).id());
    ExampleCards.answering(game);
    assertEquals(0, emblems(game).size(), "each Emblem played resolved and ceased to exist");
    assertEquals(2, in(game, ZoneKind.RESERVE, 0).size(), "two Resupplies");
  }

  /**
   * Example of 2.2.2.m: Celebration Day ("Expeditions can't move forward this Day") creates an Emblem-Ongoing in
   * Limbo with the duration "this Day": at Progress no Expedition moves forward.
   */
  @Test
  void rule_2_2_2_mCelebrationDayCreatesAnOngoingEmblemForTheDay() {
    Position pos = board();
    expedition(pos, 0, Side.HERO, ExampleCards.PLAIN);
    int day = hand(pos, 0, "ALT_CORE_B_OR_27_R1");
    Game game = ExampleCards.afternoon(pos);
    play(game, day, Side.HERO);
    List<GameObject> ongoing = emblems(game);
    assertEquals(1, ongoing.size());
    assertTrue(ongoing.get(0).emblem.duration().isPresent(), "this Day");
    declare(game, d -> d.kind() == Declaration.Kind.PASS);
    declare(game, d -> d.kind() == Declaration.Kind.PASS);
    while (game.pending().isPresent() && game.state().phase != Phase.NIGHT
        && game.pending().get().kind() != DecisionKind.EXPAND) {
      game.decide(dev.altered.rules.decision.Answer.pick(game.pending().get().candidates().get(0).id()));
    }
    assertEquals(0, game.state().player(0).heroPosition, "the Hero Expedition did not move forward");
  }

  /**
   * Example of 2.2.12.f: Lindiwe &amp; Maw's quick action creates a Maw 0/0/0 Companion token with the Reaction "When
   * you sacrifice a Character — I gain two boosts": the token has that Reaction. Kuwat's controller sacrifices: the
   * controller of the effect does the action (7.5.6.a, 7.5.6.c).
   */
  @Test
  void rule_2_2_12_fTheMawTokenHasTheReactionItWasCreatedWith() {
    Position pos = board();
    int lindiwe = pos.put(0, "ALT_CORE_B_YZ_02_C", ZoneKind.HERO, Optional.empty());
    pos.firstPlayer(0);
    int plain = expedition(pos, 0, Side.HERO, ExampleCards.PLAIN);
    int kuwat = hand(pos, 0, "ALT_CORE_B_YZ_15_R1");
    Game game = pos.startTurn(0);
    declare(game, d -> d.kind() == Declaration.Kind.QUICK_ACTION && d.objectId() == lindiwe);
    GameObject maw = in(game, ZoneKind.EXPEDITION, 0).stream().filter(GameObject::isToken).findFirst().orElseThrow();
    assertEquals(Side.COMPANION, maw.side);
    play(game, kuwat, Side.HERO);
    choosing(game, plain);
    assertEquals(2, object(game, maw.id).counter(GameObject.BOOST));
  }

  /**
   * Example of 4.2.b: Subhash &amp; Marmo's "At Noon" Reaction puts Dredger Drone from Hand in Reserve; the Drone's own
   * "At Noon" support Reaction does not trigger this Noon: it gains no boost. Example of 6.1.d: paying {1} and putting
   * the card in Reserve happen in the same step, before the Brassbug is created: costs are paid together (5.1.2.h).
   */
  @Test
  void rule_4_2_bDredgerDronePutInReserveDuringNoonDoesNotTriggerThatNoon() {
    Position pos = board();
    pos.put(0, SUBHASH, ZoneKind.HERO, Optional.empty());
    int drone = hand(pos, 0, "ALT_BISE_B_AX_50_C");
    Game game = pos.startPhase(Phase.NOON);
    int mana = game.kernel().readyManaOrbs(0).size();
    ExampleCards.answering(game, drone, dev.altered.rules.state.ExpeditionRef.hero(0).code());
    assertEquals(ZoneKind.RESERVE, object(game, drone).zone, "6.1.d: put in Reserve with the {1} paid");
    assertEquals(mana - 1, game.kernel().readyManaOrbs(0).size());
    assertEquals(0, object(game, drone).counter(GameObject.BOOST));
    assertEquals(1, in(game, ZoneKind.EXPEDITION, 0).stream().filter(GameObject::isToken).count());
  }
}
