package dev.altered.vm;

import static dev.altered.vm.ExampleCards.asked;
import static dev.altered.vm.ExampleCards.board;
import static dev.altered.vm.ExampleCards.expedition;
import static dev.altered.vm.ExampleCards.hand;
import static dev.altered.vm.ExampleCards.in;
import static dev.altered.vm.ExampleCards.object;
import static dev.altered.vm.ExampleCards.pick;
import static dev.altered.vm.ExampleCards.play;
import static dev.altered.vm.ExampleCards.turnNext;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/**
 * The Examples of dependency (2.3.2.d-f), with the Example's own Characters written as cards (EXAMPLES.cards), and
 * of replacements and optional steps (6.2.e, 6.5.i), from the printed text of the cards they name.
 */
class ModifierExamplesTest {
  private static final String LOSE_ABILITIES = "EXAMPLES_01";
  private static final String ALL_FORESTS = "EXAMPLES_02";

  /** Both players' Hero Expeditions in the Hero regions, turned up as Mountain. */
  private static Position mountains() {
    Position pos = board();
    pos.region(0, EnumSet.of(Terrain.MOUNTAIN));
    pos.region(7, EnumSet.of(Terrain.MOUNTAIN));
    return pos;
  }

  /**
   * Example of 2.3.2.d: [B] "Other Characters lose all their abilities" removes [A]'s "Regions are Forests": [A]
   * depends on [B], [B] applies first, and the regions stay Mountains. Dependency is a relation between passive
   * abilities (2.3.2.a), defined by direct dependency (2.3.2.b-c); with timestamps it orders them (2.3.1.m).
   */
  @Test
  void rule_2_3_2_dAnAbilityThatRemovesAnotherAppliesFirst() {
    Position pos = mountains();
    expedition(pos, 0, Side.HERO, ALL_FORESTS);
    expedition(pos, 1, Side.HERO, LOSE_ABILITIES);
    Game game = pos.startTurn(0);
    assertEquals(EnumSet.of(Terrain.MOUNTAIN), game.kernel().terrains(0));
  }

  /**
   * Example of 2.3.2.f: [A] "If I'm in Forest, I'm Gigantic", [B] "Regions are Forests": [A] is Gigantic. A Character
   * is in a terrain when its Expedition is in a region of that terrain (7.5.8.a-b); passive abilities modify
   * characteristics (2.3.1.g) and apply continuously (2.3.1.i).
   */
  @Test
  void rule_2_3_2_fAConditionOnTerrainDependsOnTheAbilityChangingIt() {
    Position pos = mountains();
    int a = expedition(pos, 0, Side.HERO, "EXAMPLES_05");
    expedition(pos, 1, Side.HERO, ALL_FORESTS);
    Game game = pos.startTurn(0);
    assertEquals(EnumSet.of(Terrain.FOREST), game.kernel().terrains(0));
    assertTrue(game.kernel().hasKeyword(object(game, a), Keyword.GIGANTIC));
  }

  /**
   * Example of 6.2.e: Ninette plays Paint Prison on Lithium's Mighty Jinn ("If I would leave the Expedition zone, you
   * may put me in my owner's Mana zone instead. If you don't, draw a card."). Lithium declines: the Jinn goes to the
   * top of his Deck, then the added step makes him draw it. Mighty Jinn's ability is a modifier (6.2.a); "return ...
   * to the top" names the Deck position (3.2.2.c), and "return" is "put" and "send" (7.3.27.c).
   */
  @Test
  void rule_6_2_eMightyJinnSentToTheTopOfTheDeckIsDrawnByTheAddedStep() {
    Position pos = board();
    int jinn = expedition(pos, 1, Side.HERO, "ALT_CORE_B_BR_19_R1");
    int prison = hand(pos, 0, "ALT_CORE_B_LY_26_C");
    Game game = pos.startTurn(0);
    int hand = game.kernel().handSize(1);
    play(game, prison, Side.HERO);
    if (game.pending().orElseThrow().kind() == DecisionKind.TARGET) {
      pick(game, DecisionKind.TARGET, jinn); // asked only when there is a choice
    }
    assertEquals(1, asked(game, DecisionKind.OPTIONAL_MODIFIER).player(), "Lithium decides");
    pick(game, DecisionKind.OPTIONAL_MODIFIER, 0);
    turnNext(game);
    assertEquals(hand + 1, game.kernel().handSize(1));
    assertEquals(ZoneKind.HAND, object(game, jinn).zone, "Lithium drew Mighty Jinn itself");
  }

  /**
   * Example of 6.5.i: Lithium plays The Snow Maiden ("{H} Target opponent may Exhausted Resupply, then may do it
   * again") targeting Ninette, who decides each time: once, then not a second time.
   */
  @Test
  void rule_6_5_iTheSnowMaidensTargetOpponentDecidesEachExhaustedResupplyInTurn() {
    Position pos = board();
    int maiden = hand(pos, 1, "ALT_ALIZE_B_MU_39_R1");
    Game game = pos.startTurn(1);
    play(game, maiden, Side.HERO);
    if (game.pending().orElseThrow().kind() == DecisionKind.TARGET) {
      pick(game, DecisionKind.TARGET, asked(game, DecisionKind.TARGET).candidates().get(0).id());
    }
    assertEquals(0, asked(game, DecisionKind.MAY).player(), "Ninette decides");
    ExampleCards.yes(game);
    assertEquals(1, in(game, ZoneKind.RESERVE, 0).size(), "resolved once before the second decision");
    assertEquals(0, asked(game, DecisionKind.MAY).player());
    ExampleCards.no(game);
    turnNext(game);
    assertEquals(1, in(game, ZoneKind.RESERVE, 0).size());
    assertTrue(in(game, ZoneKind.RESERVE, 0).get(0).has(Status.EXHAUSTED));
  }
}
