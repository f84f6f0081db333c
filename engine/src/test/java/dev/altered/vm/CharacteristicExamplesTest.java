package dev.altered.vm;

import static dev.altered.vm.ExampleCards.asked;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.in;
import static dev.altered.vm.ExampleCards.pick;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.turnNext;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Examples of rule 2.2 (characteristics), played from the printed text of the cards they name. */
class CharacteristicExamplesTest {
  private static List<GameObject> tokens(Game game, int player) {
    return in(game, ZoneKind.EXPEDITION, player).stream().filter(GameObject::isToken).toList();
  }

  /**
   * Example of 2.2.2.j: Foundry Armorer's {R} creates a Brassbug 2/2/2 Robot token: its sub-type is Robot (2.2.2.a:
   * Characters may have sub-types); created in the Expedition targeted, it joins it (7.5.9.b).
   */
  @Test
  void rule_2_2_2_jTheBrassbugFoundryArmorerCreatesIsARobot() {
    Position pos = board();
    int armorer = ExampleCards.reserve(pos, 0, "ALT_CORE_B_AX_16_C");
    Game game = pos.startTurn(0);
    play(game, armorer, Side.HERO);
    pick(game, DecisionKind.EXPEDITION, dev.altered.rules.state.ExpeditionRef.hero(0).code());
    turnNext(game);
    GameObject brassbug = tokens(game, 0).get(0);
    Characteristics c = game.kernel().characteristics(brassbug);
    assertEquals(List.of("ROBOT"), c.subtypes());
    assertEquals("Brassbug", c.name());
    assertEquals(ZoneKind.EXPEDITION, brassbug.zone);
  }

  /**
   * Example of 2.2.4.c: Fée Clochette is the French version of Tinker Bell; the object that card represents is named
   * Tinker Bell. Its faction is one of the six, Axiom (2.2.10.a).
   */
  @Test
  void rule_2_2_4_cTheObjectFeeClochetteRepresentsIsNamedTinkerBell() {
    Position pos = board();
    int bell = expedition(pos, 0, Side.HERO, "ALT_CORE_B_AX_09_C");
    Game game = pos.startTurn(0);
    GameObject o = game.kernel().object(bell).orElseThrow();
    assertEquals("Fée Clochette", game.kernel().definition(o).orElseThrow().names()
        .get(dev.altered.card.Language.FR));
    assertEquals("Tinker Bell", game.kernel().characteristics(o).name());
    assertEquals(Optional.of(dev.altered.card.Faction.AX), game.kernel().characteristics(o).faction());
  }

  /**
   * Example of 2.2.4.f: Ordis Cadets' {J} creates an Ordis Recruit 1/1/1 Soldier token named "Ordis Recruit", one name
   * of several words (2.2.4.a-b). The
   * Cadets themselves are an Apprentice and a Soldier: an object may have any number of sub-types (2.2.2.c).
   */
  @Test
  void rule_2_2_4_fTheTokenOrdisCadetsCreatesIsNamedOrdisRecruit() {
    Position pos = board();
    int cadets = hand(pos, 0, "ALT_CORE_B_OR_06_C");
    Game game = pos.startTurn(0);
    play(game, cadets, Side.HERO);
    turnNext(game);
    GameObject recruit = tokens(game, 0).get(0);
    assertEquals("Ordis Recruit", game.kernel().characteristics(recruit).name());
    assertEquals(Side.HERO, recruit.side, "in my Expedition: the Cadets' Hero Expedition");
    assertEquals(List.of("APPRENTICE", "SOLDIER"), game.kernel().characteristics(ExampleCards.object(game, cadets))
        .subtypes());
  }

  /**
   * Example of 2.2.11.e: Kojo & Booda's "At Noon, if you are the first player — Create a Booda 2/2/2 Companion token
   * in your companion Expedition": the token's statistics are 2, 2 and 2, the three statistics (2.2.11.a-b). The
   * Hero's ability works from the Hero zone (2.2.12.h), the personal, visible zone that holds the Hero (3.2.6.a).
   */
  @Test
  void rule_2_2_11_eKojoAndBoodasTokenHasTheStatisticsPrintedInItsName() {
    Position pos = board();
    pos.put(0, "ALT_CORE_B_BR_01_C", ZoneKind.HERO, Optional.empty());
    pos.firstPlayer(0);
    Game game = pos.startPhase(Phase.NOON);
    GameObject booda = tokens(game, 0).get(0);
    Characteristics c = game.kernel().characteristics(booda);
    assertEquals(List.of(2, 2, 2), List.of(c.forest(), c.mountain(), c.water()));
    assertEquals(Side.COMPANION, booda.side);
    assertEquals(ObjectType.CHARACTER, c.type());
  }

  /**
   * Example of 2.2.6.b: the letters BTG stand for the set "Beyond the Gates": the card file of Kitsune declares its set
   * CORE by that name. Versions have no effect in play (2.2.6), so no game is played.
   */
  @Test
  void rule_2_2_6_bKitsunesSetIsBeyondTheGates() {
    var read = dev.altered.load.CardLoader.read(dev.altered.DevSets.cards().resolve("CORE/MU.cards"),
        new dev.altered.cardfile.TextPool());
    assertEquals(Optional.of("Beyond the Gates"), read.setName());
    assertEquals(java.util.List.of("ALT_CORE_B_MU_05_C"), read.definitions().stream()
        .filter(c -> c.name().equals("Kitsune") && c.reference().endsWith("_C")).map(c -> c.reference()).toList());
  }
}
