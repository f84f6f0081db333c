package dev.altered.vm;

import static dev.altered.vm.ExampleCards.asked;
import static dev.altered.vm.ExampleCards.assertIn;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.in;
import static dev.altered.vm.ExampleCards.pick;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.reserve;
import static dev.altered.vm.ExampleCards.turnNext;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Examples of rules 1.4 and 6.1 (steps and who decides first), played from the cards' printed text. */
class StepExamplesTest {
  private static final String ANUBIS = "ALT_CORE_B_OR_20_C";
  private static final String GATES = "ALT_CORE_B_OR_26_C";

  /**
   * Example of 1.4.5.a and 6.1.h, second half: Lithium plays Anubis ("{J} Each player sacrifices a Character"). He
   * chooses his Character first, Ninette then chooses knowing his choice, and both are sacrificed at once.
   */
  @Test
  void rule_6_1_hAnubisControllerChoosesFirstThenBothCharactersAreSacrificedTogether() {
    Position pos = board();
    int ninettes = expedition(pos, 0, Side.HERO, ExampleCards.PLAIN);
    expedition(pos, 0, Side.COMPANION, ExampleCards.PLAIN);
    int lithiums = expedition(pos, 1, Side.HERO, ExampleCards.PLAIN);
    int anubis = hand(pos, 1, ANUBIS);
    Game game = pos.startTurn(1);
    play(game, anubis, Side.HERO);
    assertEquals(1, asked(game, DecisionKind.CHOOSE).player(), "1.4.5.a: the active player decides first");
    pick(game, DecisionKind.CHOOSE, lithiums);
    assertEquals(0, asked(game, DecisionKind.CHOOSE).player(), "Ninette chooses knowing Lithium's choice");
    long events = game.kernel().eventCount();
    pick(game, DecisionKind.CHOOSE, ninettes);
    turnNext(game);
    assertIn(game, lithiums, ZoneKind.DISCARD);
    assertIn(game, ninettes, ZoneKind.DISCARD);
    assertIn(game, anubis, ZoneKind.EXPEDITION);
    assertTrue(game.kernel().eventCount() > events);
  }

  /**
   * Example of 1.4.5.a and 6.1.h, first half, with Kitsune's printing "{H} Each player Resupplies": Ninette plays
   * Kitsune from her Hand and each player puts the top card of their Deck in Reserve.
   */
  @Test
  void rule_1_4_5_aKitsuneMakesEachPlayerResupply() {
    Position pos = board();
    int kitsune = hand(pos, 0, "ALT_CORE_B_MU_05_R1");
    Game game = pos.startTurn(0);
    play(game, kitsune, Side.HERO);
    turnNext(game);
    assertEquals(1, in(game, ZoneKind.RESERVE, 0).size());
    assertEquals(1, in(game, ZoneKind.RESERVE, 1).size());
  }

  /**
   * Example of 6.5.h: Anubis's "Each player sacrifices a Character" when the opponent controls no Character: the
   * opponent cannot, and Anubis's controller still sacrifices one.
   */
  @Test
  void rule_6_5_hAnubisControllerStillSacrificesWhenTheOpponentControlsNoCharacter() {
    Position pos = board();
    int mine = expedition(pos, 0, Side.COMPANION, ExampleCards.PLAIN);
    int anubis = hand(pos, 0, ANUBIS);
    Game game = pos.startTurn(0);
    assertEquals(0, in(game, ZoneKind.EXPEDITION, 1).size(), "the opponent controls no Character");
    play(game, anubis, Side.HERO);
    pick(game, DecisionKind.CHOOSE, mine);
    turnNext(game);
    assertIn(game, mine, ZoneKind.DISCARD);
  }

  /**
   * Example of 6.1.c: Spy Craft ("Sabotage, then Resupply") resolves in two steps: its controller first discards up
   * to one target card from a Reserve, then puts the top card of their Deck in Reserve: an effect is a sequence of
   * instructions (6.1.a) in several steps (6.1.b).
   */
  @Test
  void rule_6_1_cSpyCraftSabotagesThenResupplies() {
    Position pos = board();
    int theirs = reserve(pos, 1, ExampleCards.PLAIN);
    int spy = hand(pos, 0, "ALT_CORE_B_YZ_22_C");
    Game game = pos.startTurn(0);
    int deck = game.kernel().deckSize(0);
    play(game, spy, Side.HERO);
    assertEquals(0, in(game, ZoneKind.RESERVE, 0).size(), "the first step comes first: nothing resupplied yet");
    pick(game, DecisionKind.TARGET, theirs);
    turnNext(game);
    assertIn(game, theirs, ZoneKind.DISCARD);
    assertEquals(deck - 1, game.kernel().deckSize(0));
    assertEquals(1, in(game, ZoneKind.RESERVE, 0).size(), "resupplied; Spy Craft itself is Fleeting");
    assertIn(game, spy, ZoneKind.DISCARD);
  }

  /**
   * Examples of 6.1.e and 7.3.5.b: Open the Gates ("Create two Ordis Recruit 1/1/1 Soldier tokens in each of your
   * Expeditions") resolves in one step of four atomic actions: four tokens named Ordis Recruit, Characters, Soldiers,
   * 1/1/1, with no abilities. Each has a single type (2.2.1.a-b); tokens are objects as cards are (2.1.b).
   */
  @Test
  void rule_7_3_5_bOpenTheGatesCreatesFourOrdisRecruitsInOneStep() {
    Position pos = board();
    int gates = hand(pos, 0, GATES);
    Game game = pos.startTurn(0);
    play(game, gates, Side.HERO);
    turnNext(game);
    List<GameObject> tokens = in(game, ZoneKind.EXPEDITION, 0).stream().filter(GameObject::isToken).toList();
    assertEquals(4, tokens.size());
    assertEquals(2, tokens.stream().filter(t -> t.side == Side.HERO).count());
    for (GameObject t : tokens) {
      Characteristics c = game.kernel().characteristics(t);
      assertEquals("Ordis Recruit", c.name());
      assertEquals(ObjectType.CHARACTER, c.type());
      assertEquals(List.of("SOLDIER"), c.subtypes());
      assertEquals(List.of(1, 1, 1), List.of(c.forest(), c.mountain(), c.water()));
      assertEquals(List.of(), c.abilityIds());
    }
  }

  /**
   * Example of 6.3.i: Léa has The Monolith, Ordis Bastion ("When a Character joins your Expeditions — It gains 1
   * boost") and plays Open the Gates: the Reaction is activated four times, "it" bound to a distinct token each time.
   * Each creation is an event that activates the Reaction (7.3.1.a): a token created in an Expedition joins it
   * (7.5.9.b).
   */
  @Test
  void rule_6_3_iTheMonolithIsActivatedOncePerTokenOpenTheGatesCreates() {
    Position pos = board();
    pos.put(0, "ALT_CORE_B_OR_28_C", ZoneKind.LANDMARK, Optional.empty());
    int gates = hand(pos, 0, GATES);
    Game game = pos.startTurn(0);
    play(game, gates, Side.HERO);
    assertEquals(4, game.kernel().reactionsInLimbo(0).size(), "four Emblem-Reactions in Limbo");
    ExampleCards.reactionsInOrder(game);
    turnNext(game);
    List<GameObject> tokens = in(game, ZoneKind.EXPEDITION, 0).stream().filter(GameObject::isToken).toList();
    assertEquals(List.of(1, 1, 1, 1), tokens.stream().map(t -> t.counter(GameObject.BOOST)).toList());
  }
}
