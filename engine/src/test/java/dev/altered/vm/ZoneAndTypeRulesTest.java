package dev.altered.vm;

import static dev.altered.vm.ExampleCards.afternoon;
import static dev.altered.vm.ExampleCards.assertIn;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.declare;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.object;
import static dev.altered.vm.ExampleCards.pick;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.reserve;
import static dev.altered.vm.ExampleCards.turnNext;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Rules of types, zones and where abilities work, played with real cards from their printed text. */
class ZoneAndTypeRulesTest {
  private static final String MONOLITH = "ALT_CORE_B_OR_28_C";

  /**
   * 2.2.3.a-e and 5.1.2.i: an Expedition Permanent (Eat Me Energy Bars) joins the Expedition chosen when it was
   * declared; a Landmark Permanent (Haven, Bravos Bastion) joins its controller's Landmark zone.
   */
  @Test
  void rule_2_2_3_dAnExpeditionPermanentJoinsAnExpeditionALandmarkPermanentTheLandmarkZone() {
    Position pos = board();
    int bars = hand(pos, 0, "ALT_ALIZE_B_BR_45_C");
    int haven = hand(pos, 0, "ALT_CORE_B_BR_30_C");
    Game game = afternoon(pos);
    play(game, bars, Side.COMPANION);
    declare(game, d -> d.kind() == Declaration.Kind.PASS);
    play(game, haven, Side.HERO);
    GameObject b = object(game, bars);
    assertEquals(ZoneKind.EXPEDITION, b.zone);
    assertEquals(Side.COMPANION, b.side);
    assertFalse(game.kernel().characteristics(b).landmarkPermanent(), "zone type Expedition");
    GameObject h = object(game, haven);
    assertEquals(ZoneKind.LANDMARK, h.zone);
    assertTrue(game.kernel().characteristics(h).landmarkPermanent(), "zone type Landmark");
  }

  /**
   * 2.2.1.f and 3.1.3.c: a card put face down in the Mana zone (by Mana Reaping) is a Mana Orb with no other
   * characteristic, whatever its face: an object may miss characteristics (2.3.1.c). It is in its owner's Mana zone, a
   * personal zone (3.2.9.a).
   */
  @Test
  void rule_2_2_1_fACardPutInTheManaZoneIsAManaOrb() {
    Position pos = board();
    int theirs = expedition(pos, 1, Side.HERO, "ALT_CORE_B_AX_13_C");
    int reaping = hand(pos, 0, "ALT_CORE_B_MU_26_C");
    Game game = pos.startTurn(0);
    play(game, reaping, Side.HERO);
    ExampleCards.answering(game, theirs);
    assertIn(game, theirs, ZoneKind.MANA);
    assertEquals(1, object(game, theirs).zonePlayer);
    Characteristics c = game.kernel().characteristics(object(game, theirs));
    assertEquals(ObjectType.MANA_ORB, c.type());
    assertEquals("", c.name());
    assertEquals(0, c.forest() + c.mountain() + c.water());
  }

  /**
   * 2.2.12.g: abilities work while their object is in play. The Monolith ("When a Character joins your Expeditions —
   * It gains 1 boost") in Reserve does nothing when a Character joins.
   */
  @Test
  void rule_2_2_12_gTheMonolithInReserveDoesNotBoostTheCharacterThatJoins() {
    Position pos = board();
    reserve(pos, 0, MONOLITH);
    int plain = hand(pos, 0, ExampleCards.PLAIN);
    Game game = pos.startTurn(0);
    play(game, plain, Side.HERO);
    turnNext(game);
    assertEquals(0, object(game, plain).counter(GameObject.BOOST));
  }

  /** 2.2.12.g, the Monolith in play (3.1.4.a: the Landmark zone is in play): the Character that joins gains 1 boost. */
  @Test
  void rule_3_1_4_aTheMonolithInTheLandmarkZoneIsInPlayAndBoostsTheCharacterThatJoins() {
    Position pos = board();
    pos.put(0, MONOLITH, ZoneKind.LANDMARK, Optional.empty());
    int plain = hand(pos, 0, ExampleCards.PLAIN);
    Game game = pos.startTurn(0);
    play(game, plain, Side.HERO);
    turnNext(game);
    assertEquals(1, object(game, plain).counter(GameObject.BOOST));
  }

  /**
   * 2.2.12.e: a support Reaction ({I}) works while its card is in Reserve: Dredger Drone's "{I} At Noon — Choose one:
   * I gain 1 boost..." in Reserve at the start of Noon; its player chooses the first mode.
   */
  @Test
  void rule_2_2_12_eDredgerDronesSupportReactionWorksInReserve() {
    Position pos = board();
    int drone = reserve(pos, 0, "ALT_BISE_B_AX_50_C");
    Game game = pos.startPhase(Phase.NOON);
    while (game.pending().isPresent() && game.pending().get().kind() != DecisionKind.TURN) {
      pick(game, game.pending().get().kind(), game.pending().get().candidates().get(0).id());
    }
    assertEquals(1, object(game, drone).counter(GameObject.BOOST));
    assertEquals(ZoneKind.RESERVE, object(game, drone).zone);
  }

  /**
   * 4.2.4.b with 2.2.2.k: at Progress, an Expedition with a greater statistic in a terrain of its region than the
   * Expedition facing it moves forward. The Hero region is Forest, Mountain and Water; Jian (3/2/0) faces nothing.
   */
  @Test
  void rule_4_2_4_bTheExpeditionWithTheGreaterStatisticInATerrainOfItsRegionMovesForward() {
    Position pos = board();
    expedition(pos, 0, Side.HERO, ExampleCards.PLAIN);
    Game game = pos.startFrames(Phase.DUSK, java.util.List.of(
        dev.altered.rules.Procedures.DayFrame.at(1, dev.altered.rules.Procedures.DayPoint.DUSK)));
    assertEquals(1, game.state().player(0).heroPosition, "moved forward one region");
    assertEquals(7, game.state().player(0).companionPosition, "an empty Expedition has no greater statistic");
  }

  private static int maw(Game game, int lindiwe) {
    declare(game, d -> d.kind() == Declaration.Kind.QUICK_ACTION && d.objectId() == lindiwe);
    return ExampleCards.in(game, ZoneKind.EXPEDITION, 0).stream().filter(GameObject::isToken)
        .filter(t -> game.kernel().characteristics(t).name().equals("Maw")).findFirst().orElseThrow().id;
  }

  /**
   * 7.3.31.b: sacrificing a token is a sacrifice, though Rule 2.1.e modifies its discard: Kuwat sacrifices the Ordis
   * Recruit that Ordis Cadets created, and the Maw token ("When you sacrifice a Character — I gain 2 boosts") sees it.
   */
  @Test
  void rule_7_3_31_bSacrificingATokenIsStillASacrifice() {
    Position pos = board();
    int lindiwe = pos.put(0, "ALT_CORE_B_YZ_02_C", ZoneKind.HERO, Optional.empty());
    pos.firstPlayer(0);
    int cadets = hand(pos, 0, "ALT_CORE_B_OR_06_C");
    int kuwat = hand(pos, 0, "ALT_CORE_B_YZ_15_R1");
    Game game = afternoon(pos);
    int maw = maw(game, lindiwe);
    play(game, cadets, Side.HERO);
    declare(game, d -> d.kind() == Declaration.Kind.PASS);
    GameObject recruit = ExampleCards.in(game, ZoneKind.EXPEDITION, 0).stream()
        .filter(t -> game.kernel().characteristics(t).name().equals("Ordis Recruit")).findFirst().orElseThrow();
    play(game, kuwat, Side.COMPANION);
    pick(game, DecisionKind.CHOOSE, recruit.id);
    ExampleCards.reactionsInOrder(game);
    assertFalse(game.kernel().exists(recruit.id), "2.1.e: the token ceased to exist");
    assertEquals(2, object(game, maw).counter(GameObject.BOOST));
  }

  /**
   * 7.3.32.a: to send an object to a zone is to move it there. The Machine in the Ice ("{H} Send me to Reserve"; "When
   * I go to Reserve from anywhere — Exhaust me") played from Hand goes to Reserve and exhausts itself there.
   */
  @Test
  void rule_7_3_32_aTheMachineInTheIceSendsItselfToReserveWhereItIsExhausted() {
    Position pos = board();
    int machine = hand(pos, 0, "ALT_ALIZE_B_AX_32_C");
    Game game = pos.startTurn(0);
    play(game, machine, Side.HERO);
    ExampleCards.reactionsInOrder(game);
    turnNext(game);
    assertIn(game, machine, ZoneKind.RESERVE);
    assertTrue(object(game, machine).has(dev.altered.rules.state.Status.EXHAUSTED));
  }
}
