package dev.altered.vm;

import static dev.altered.vm.ExampleCards.assertIn;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.choosing;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.in;
import static dev.altered.vm.ExampleCards.object;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.reserve;
import static dev.altered.vm.ExampleCards.turnNext;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Examples of rules 7.2, 7.3 and 7.5 (pronouns, keyword actions, Ascend), from the cards' printed text. */
class KeywordExamplesTest {
  /** Example of 7.2.1.d: Ratatoskr's "{R} I gain 2 boosts": when it resolves, Ratatoskr gains 2 boosts. */
  @Test
  void rule_7_2_1_dRatatoskrGainsTwoBoosts() {
    Position pos = board();
    int ratatoskr = reserve(pos, 0, "ALT_CORE_B_BR_04_C");
    Game game = pos.startTurn(0);
    play(game, ratatoskr, Side.HERO);
    turnNext(game);
    assertEquals(2, object(game, ratatoskr).counter(GameObject.BOOST));
  }

  /**
   * Example of 7.2.3.a: Charge! ("Characters you control gain 1 boost"): the Characters its controller controls gain
   * 1 boost; those in Reserve are not controlled, nor are the opponent's.
   */
  @Test
  void rule_7_2_3_aChargeBoostsTheCharactersItsControllerControls() {
    Position pos = board();
    int mine = expedition(pos, 0, Side.HERO, ExampleCards.PLAIN);
    int inReserve = reserve(pos, 0, ExampleCards.PLAIN);
    int theirs = expedition(pos, 1, Side.HERO, ExampleCards.PLAIN);
    int charge = hand(pos, 0, "ALT_CORE_B_OR_23_C");
    Game game = pos.startTurn(0);
    play(game, charge, Side.HERO);
    turnNext(game);
    assertEquals(1, object(game, mine).counter(GameObject.BOOST));
    assertEquals(0, object(game, inReserve).counter(GameObject.BOOST));
    assertEquals(0, object(game, theirs).counter(GameObject.BOOST));
  }

  /**
   * Example of 7.3.1.d: Dr. Frankenstein ("{R} You may activate the {J} abilities of target Permanent you control")
   * targets Brassbug Hub ("{J} I gain three Kelon counters"): the Hub gains them, not Dr. Frankenstein. "The {J}
   * abilities" are the Reactions whose trigger has {J} (7.5.1.a); to activate a trigger is to activate such a Reaction
   * (7.3.1.c).
   */
  @Test
  void rule_7_3_1_dBrassbugHubActivatedByDrFrankensteinGainsTheCounters() {
    Position pos = board();
    int hub = pos.put(0, "ALT_CORE_B_AX_24_C", ZoneKind.LANDMARK, Optional.empty());
    int frankenstein = reserve(pos, 0, "ALT_CORE_B_AX_17_C");
    Game game = pos.startTurn(0);
    play(game, frankenstein, Side.HERO);
    ExampleCards.answering(game, hub);
    assertEquals(3, object(game, hub).counter("KELON"));
    assertEquals(0, object(game, frankenstein).counter("KELON"));
  }

  /**
   * Example of 7.3.1.e: The Council ("The {J}, {H} and {R} abilities of Characters facing me can't activate"): Hua
   * Mulan played from Reserve into the Expedition facing it does not lose Fleeting.
   */
  @Test
  void rule_7_3_1_eHuaMulanFacingTheCouncilDoesNotLoseFleeting() {
    Position pos = board();
    expedition(pos, 1, Side.HERO, "ALT_CORE_B_OR_12_C");
    int mulan = reserve(pos, 0, "ALT_CORE_B_BR_12_C");
    Game game = pos.startTurn(0);
    play(game, mulan, Side.HERO);
    turnNext(game);
    assertTrue(object(game, mulan).has(Status.FLEETING));
  }

  /**
   * Example of 7.3.11.b: Sleight of Hand ("Exchange target card in your Reserve with a card from your hand") with an
   * empty Hand: nothing happens. Cooldown does nothing in itself (7.4.1.c): after its effect the Spell goes to Reserve
   * and is exhausted there (5.2.4.b): an object in Reserve has statuses (2.4.1.b).
   */
  @Test
  void rule_7_3_11_bSleightOfHandWithAnEmptyHandExchangesNothing() {
    Position pos = board();
    int kept = reserve(pos, 0, ExampleCards.PLAIN);
    int sleight = hand(pos, 0, "ALT_ALIZE_B_LY_39_R1");
    Game game = pos.startTurn(0);
    play(game, sleight, Side.HERO);
    ExampleCards.answering(game, kept);
    assertIn(game, kept, ZoneKind.RESERVE);
    assertEquals(0, game.kernel().handSize(0));
    assertIn(game, sleight, ZoneKind.RESERVE);
    assertTrue(object(game, sleight).has(Status.EXHAUSTED));
  }

  /**
   * Example of 7.3.17.a: Lyra Cloth Dancer ("{H} You may have target Character gain Fleeting"): the player decides to,
   * and it is the effect "Target Character gains Fleeting".
   */
  @Test
  void rule_7_3_17_aLyraClothDancerMayHaveATargetGainFleeting() {
    Position pos = board();
    int theirs = expedition(pos, 1, Side.HERO, ExampleCards.PLAIN);
    int lyra = hand(pos, 0, "ALT_CORE_B_LY_14_R2");
    Game game = pos.startTurn(0);
    play(game, lyra, Side.HERO);
    ExampleCards.answering(game, theirs);
    assertTrue(object(game, theirs).has(Status.FLEETING));
    assertFalse(object(game, lyra).has(Status.FLEETING));
  }

  /**
   * Example of 7.5.3.a: a player controls Mandjet ("If one of your Ascended Expeditions would attempt to Ascend again,
   * Resupply instead") and plays Gargoyle ("{H} Target Expedition Ascends") on an Ascended Expedition: they resupply.
   */
  @Test
  void rule_7_5_3_aMandjetResuppliesInsteadOfAscendingAgain() {
    Position pos = board();
    pos.put(0, "ALT_CYCLONE_B_OR_81_R1", ZoneKind.LANDMARK, Optional.empty());
    pos.ascended(ExpeditionRef.hero(0));
    int gargoyle = hand(pos, 0, "ALT_CYCLONE_B_OR_71_C");
    Game game = pos.startTurn(0);
    play(game, gargoyle, Side.HERO);
    ExampleCards.answering(game, dev.altered.rules.state.ExpeditionRef.hero(0).code());
    assertEquals(1, in(game, ZoneKind.RESERVE, 0).size(), "resupplied instead");
  }
}
