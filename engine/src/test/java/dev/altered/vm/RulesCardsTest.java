package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.DevSets;
import dev.altered.card.Language;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Cards no set has printed, written from the rules with the later sets' vocabulary used in other ways
 * (src/test/resources/rules-cards/RULES.cards): every one runs from its own text, and the scenarios below play some
 * the way the rules' examples read.
 */
class RulesCardsTest {
  private static final Path RULES_CARDS = DevSets.root().resolve("engine/src/test/resources/rules-cards");
  private static final String PLAIN = "ALT_CORE_B_AX_10_C";
  private static LoadResult loaded;
  private static CardCatalog catalog;
  private static CompiledAbilities abilities;

  @BeforeAll
  static void load() {
    loaded = CardLoader.standard().load(List.of(RULES_CARDS, DevSets.cards().resolve("CORE/AX.cards")));
    catalog = CardCatalog.of(loaded.definitions());
    abilities = CompiledAbilities.of(loaded);
  }

  @Test
  void everyCardWrittenFromTheRulesParsesCompilesAndExecutes() {
    LoadResult own = CardLoader.standard().load(List.of(RULES_CARDS));
    Coverage.Report report = Coverage.measure(own, Language.EN);
    assertEquals(List.of(), report.failures());
    assertEquals(19, report.executed());
  }

  private static Position board() {
    return Boards.board(catalog, abilities, 3, PLAIN);
  }

  private static Optional<DecisionRequest> declare(Game game, Predicate<Declaration> which) {
    return Boards.declare(game, which);
  }

  private static GameObject object(Game game, int id) {
    return Boards.object(game, id);
  }

  /** 4.2.3.d: "When an opponent passes first — Draw a card." The opponent passes while I have not. */
  @Test
  void rule_4_2_3_d_anOpponentPassingFirstTriggersTheReaction() {
    Position pos = board();
    pos.put(0, "RULES_01", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    Game game = pos.startTurn(1);
    int hand = game.kernel().handSize(0);
    declare(game, d -> d.kind() == Declaration.Kind.PASS);
    assertEquals(hand + 1, game.kernel().handSize(0));
  }

  /** 4.2.3.d: passing after I did is not passing first: nothing happens. */
  @Test
  void rule_4_2_3_d_passingAfterAnotherPlayerIsNotPassingFirst() {
    Position pos = board();
    pos.put(0, "RULES_01", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.state().player(0).passed = true;
    Game game = pos.startTurn(1);
    int hand = game.kernel().handSize(0);
    declare(game, d -> d.kind() == Declaration.Kind.PASS);
    assertEquals(hand, game.kernel().handSize(0));
  }

  /**
   * 2.2.9.b: "Target Character with Base Cost {3} or more": a Fleeting Character's Base Cost is its Reserve Cost, so
   * Swift Recruit (4/2) qualifies only when not Fleeting; the 3/3 Sentry is the one target.
   */
  @Test
  void rule_2_2_9_b_theBaseCostOfAFleetingCharacterIsItsReserveCost() {
    Position pos = board();
    int recruit = pos.put(1, "RULES_13", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.status(recruit, Status.FLEETING);
    int sentry = pos.put(1, "RULES_05", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int spell = pos.put(0, "RULES_04", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == spell);
    game.pending().filter(r -> r.kind() == DecisionKind.TARGET).ifPresent(r -> {
      assertEquals(List.of(sentry), r.candidates().stream().map(c -> c.id()).toList());
      game.decide(Answer.pick(sentry));
    });
    assertTrue(object(game, sentry).statuses.contains(Status.ASLEEP));
    assertTrue(!object(game, recruit).statuses.contains(Status.ASLEEP));
  }

  /** A word the card's reminder text defines: "If I'm [Alone], draw a card. (I'm Alone if there is no other ...)". */
  @Test
  void aKeywordDefinedByTheCardsReminderTextIsThatCondition() {
    for (boolean company : new boolean[] {false, true}) {
      Position pos = board();
      if (company) {
        pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
      }
      int wanderer = pos.put(0, "RULES_08", ZoneKind.RESERVE, Optional.empty());
      Game game = pos.startTurn(0);
      int hand = game.kernel().handSize(0);
      declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == wanderer
          && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
      assertEquals(company ? hand : hand + 1, game.kernel().handSize(0), company ? "not alone" : "alone");
    }
  }
}
