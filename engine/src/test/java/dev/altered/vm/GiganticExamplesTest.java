package dev.altered.vm;

import static dev.altered.vm.ExampleCards.asked;
import static dev.altered.vm.ExampleCards.assertIn;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.choosing;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.in;
import static dev.altered.vm.ExampleCards.pick;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.reserve;
import static dev.altered.vm.ExampleCards.turnNext;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Examples of rules 2.3.1.l and 7.4.4 (Gigantic), from the printed text of the cards they name. */
class GiganticExamplesTest {
  private static final String AMAROK = "ALT_ALIZE_B_BR_39_R2";
  private static final String ENERGY_BARS = "ALT_ALIZE_B_BR_45_C";
  private static final String OVERSEER = "ALT_ALIZE_B_OR_34_C";

  private static List<GameObject> tokens(Game game) {
    return in(game, ZoneKind.EXPEDITION, 0).stream().filter(GameObject::isToken).toList();
  }

  /**
   * Example of 2.3.1.l: Atlas (Gigantic) in the Hero Expedition, Amarok ("When another Character joins my Expedition
   * — Sacrifice it") in the Companion one: re-evaluating passive abilities does not make Atlas leave and join again.
   * Gigantic is a passive ability of Characters (7.4.4.a).
   */
  @Test
  void rule_2_3_1_lAtlasStaysGiganticAndAmarokDoesNotSacrificeIt() {
    Position pos = board();
    int atlas = expedition(pos, 0, Side.HERO, "ALT_CORE_B_BR_20_C");
    expedition(pos, 0, Side.COMPANION, AMAROK);
    int plain = hand(pos, 0, ExampleCards.PLAIN);
    Game game = pos.startTurn(0);
    play(game, plain, Side.HERO);
    turnNext(game);
    assertIn(game, atlas, ZoneKind.EXPEDITION);
    assertIn(game, plain, ZoneKind.EXPEDITION);
  }

  /**
   * Example of 7.4.4.h: Eat Me Energy Bars alone in the Hero Expedition makes Ratatoskr ("{R} Create two Ordis
   * Recruit 1/1/1 Soldier tokens in my Expedition") Gigantic; Anna chooses where the tokens go: both in her Companion
   * Expedition. "My Expedition" of a Gigantic Character is both of its controller's Expeditions (7.4.4.f). (The kernel
   * asks once for both tokens: "one in each" is not offered yet.)
   */
  @Test
  void rule_7_4_4_hGiganticRatatoskrsTokensGoWhereItsControllerChooses() {
    Position pos = board();
    expedition(pos, 0, Side.HERO, ENERGY_BARS);
    int ratatoskr = reserve(pos, 0, "ALT_CORE_B_BR_04_R2");
    Game game = pos.startTurn(0);
    play(game, ratatoskr, Side.HERO);
    assertEquals(2, asked(game, DecisionKind.EXPEDITION).candidates().size(), "her two Expeditions");
    pick(game, DecisionKind.EXPEDITION, ExpeditionRef.companion(0).code());
    ExampleCards.answering(game, ExpeditionRef.companion(0).code());
    assertEquals(List.of(Side.COMPANION, Side.COMPANION), tokens(game).stream().map(t -> t.side).toList());
  }

  /**
   * Example of 7.4.4.k: Ordis Overseer, Gigantic, resolving "{J} If my Expedition is behind, create an Ordis Recruit
   * 1/1/1 Soldier token in my Expedition": both its Expeditions are behind, and one token is created.
   */
  @Test
  void rule_7_4_4_kGiganticOrdisOverseerNeedsBothExpeditionsBehindAndCreatesOneToken() {
    Position pos = board();
    expedition(pos, 0, Side.HERO, ENERGY_BARS);
    int overseer = hand(pos, 0, OVERSEER);
    pos.positions(1, 2, 5);
    Game game = pos.startTurn(0);
    play(game, overseer, Side.HERO);
    pick(game, DecisionKind.EXPEDITION, ExpeditionRef.companion(0).code());
    turnNext(game);
    assertEquals(1, tokens(game).size());
  }

  /** Example of 7.4.4.k, the other case: only one of the Gigantic Overseer's Expeditions is behind: no token. */
  @Test
  void rule_7_4_4_kNoTokenWhenOnlyOneOfTheGiganticOverseersExpeditionsIsBehind() {
    Position pos = board();
    expedition(pos, 0, Side.HERO, ENERGY_BARS);
    int overseer = hand(pos, 0, OVERSEER);
    pos.positions(1, 2, 7);
    Game game = pos.startTurn(0);
    play(game, overseer, Side.HERO);
    turnNext(game);
    assertEquals(0, tokens(game).size());
  }

  /**
   * Example of 7.4.5.c: Max plays Aby, Sap Courier with Scout 1: he starts by sending it to Reserve, and its {J}
   * ("You may Augment target card in play or in Reserve") still resolves. Scout, a passive ability of Characters
   * (7.4.5.a), works while the card is in Hand (7.4.5.b).
   */
  @Test
  void rule_7_4_5_cAbyPlayedWithScoutResolvesBothReactionsInTheOrderChosen() {
    Position pos = board();
    int boosted = expedition(pos, 0, Side.COMPANION, ExampleCards.PLAIN);
    pos.counters(boosted, GameObject.BOOST, 1);
    int aby = hand(pos, 0, "ALT_BISE_B_AX_54_C");
    Game game = pos.startTurn(0);
    int mana = game.kernel().readyManaOrbs(0).size();
    ExampleCards.declare(game, d -> d.objectId() == aby && d.scout()
        && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
    pick(game, DecisionKind.REACTION, ExampleCards.reaction(game, "scout"));
    assertIn(game, aby, ZoneKind.RESERVE);
    ExampleCards.answering(game, boosted);
    assertEquals(2, ExampleCards.object(game, boosted).counter(GameObject.BOOST));
    assertEquals(mana - 1, game.kernel().readyManaOrbs(0).size(), "Scout 1: played for 1");
  }

  /**
   * 7.4.4.g: "the Expedition facing" a Gigantic Character is each Expedition facing one of its controller's: The
   * Council, Gigantic by Eat Me Energy Bars, faces the Companion Expedition too, and Hua Mulan played there from
   * Reserve does not lose Fleeting.
   */
  @Test
  void rule_7_4_4_gAGiganticCouncilFacesBothOpposingExpeditions() {
    Position pos = board();
    expedition(pos, 1, Side.HERO, ENERGY_BARS);
    expedition(pos, 1, Side.HERO, "ALT_CORE_B_OR_12_C");
    int mulan = reserve(pos, 0, "ALT_CORE_B_BR_12_C");
    Game game = pos.startTurn(0);
    play(game, mulan, Side.COMPANION);
    turnNext(game);
    org.junit.jupiter.api.Assertions.assertTrue(ExampleCards.object(game, mulan)
        .has(dev.altered.rules.state.Status.FLEETING));
  }
}
