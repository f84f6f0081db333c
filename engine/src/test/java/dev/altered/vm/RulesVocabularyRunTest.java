package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.card.CardDefinition;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.Procedures;
import dev.altered.rules.TestCards;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The vocabulary of dev.altered.text.en.RulesVocabularyMoreTest compiled from card text and run by the kernel. */
class RulesVocabularyRunTest {
  private static final CardDefinition PLAIN = TestCards.character("Plain", 1, 1, 1, 1, 1);
  private static final CardDefinition SWITCHER = TestCards.character("Switcher", 1, 1, 1, 1, 1,
      "{J} You may switch my Expedition.");
  private static final CardDefinition WELCOMER = TestCards.character("Welcomer", 1, 1, 1, 1, 1,
      "Other Characters in my Expedition gain 1 boost when they join it.");

  private static final CardDefinition RECRUITER = TestCards.character("Recruiter", 1, 1, 1, 1, 1,
      "{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition.");
  private static final CardDefinition ONCE = TestCards.character("Once", 1, 1, 1, 1, 1,
      "When one or more Characters join my Expedition — I gain 1 boost.");
  private static final CardDefinition EACH = TestCards.character("Each", 1, 1, 1, 1, 1,
      "When a Character joins my Expedition — I gain 1 boost.");

  private static final CardDefinition ON_SWITCH = TestCards.character("On Switch", 1, 1, 1, 1, 1,
      "When a Character switches Expeditions — I gain 1 boost.");
  private static final CardDefinition ON_JOIN = TestCards.character("On Join", 1, 1, 1, 1, 1,
      "When another Character joins my Expedition — It gains 1 boost.");
  private static final CardDefinition ON_LEAVE = TestCards.character("On Leave", 1, 1, 1, 1, 1,
      "When another Character leaves my Expedition — I gain 1 boost.");

  private static Position board(CardDefinition... more) {
    return TestBoard.of(5, more);
  }

  /** Plays a card from hand to an Expedition, saying yes to optional steps, Reactions in order, to the next turn. */
  private static void play(Game game, int card, Side side) {
    PlayFromHand.declare(game, card, side);
    while (game.pending().isPresent() && game.pending().get().kind() != DecisionKind.TURN) {
      DecisionRequest next = game.pending().get();
      if (next.kind() == DecisionKind.MAY) {
        game.decide(Answer.yes());
      } else {
        assertEquals(DecisionKind.REACTION, next.kind(), next::prompt);
        game.decide(Answer.pick(next.candidates().get(0).id()));
      }
    }
    assertEquals(DecisionKind.TURN, game.pending().orElseThrow().kind(), () -> game.pending().get().prompt());
  }

  private static GameObject now(Game game, int id) {
    return game.kernel().object(game.kernel().follow(id).orElse(id)).orElseThrow();
  }

  @Test
  void rule_7_3_34_switchMyExpeditionSendsMeToMyOtherExpedition() {
    Position pos = board(SWITCHER);
    int card = pos.put(0, SWITCHER.reference(), ZoneKind.HAND, Optional.empty());
    Game game = pos.startFrames(Phase.AFTERNOON,
        List.of(Procedures.DayFrame.at(2, Procedures.DayPoint.AFTERNOON)));
    play(game, card, Side.HERO);
    GameObject me = now(game, card);
    assertEquals(ZoneKind.EXPEDITION, me.zone);
    assertEquals(Side.COMPANION, me.side);
  }

  @Test
  void rule_6_3_aTriggerAfterItsEffectActivatesForEachCharacterJoiningMyExpedition() {
    Position pos = board(WELCOMER);
    int welcomer = pos.put(0, WELCOMER.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int joining = pos.put(0, PLAIN.reference(), ZoneKind.HAND, Optional.empty());
    int elsewhere = pos.put(0, PLAIN.reference(), ZoneKind.HAND, Optional.empty());
    Game game = pos.startFrames(Phase.AFTERNOON,
        List.of(Procedures.DayFrame.at(2, Procedures.DayPoint.AFTERNOON)));
    play(game, joining, Side.HERO);
    assertEquals(1, now(game, joining).counter(GameObject.BOOST), "joined my Expedition");
    assertEquals(0, now(game, welcomer).counter(GameObject.BOOST), "another Character only");
    assertEquals(1, game.pending().orElseThrow().player(), "player 0's turn is over");
    game.decide(Answer.declare(Declaration.pass()));
    assertEquals(0, game.pending().orElseThrow().player());
    play(game, elsewhere, Side.COMPANION);
    assertEquals(0, now(game, elsewhere).counter(GameObject.BOOST), "joined my other Expedition");
  }

  /** Boosts of a watcher in my Expedition after Recruiter joins it and creates two tokens there in one step. */
  private static int boostsAfterRecruiting(CardDefinition watcher) {
    Position pos = board(RECRUITER, watcher);
    int watching = pos.put(0, watcher.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int card = pos.put(0, RECRUITER.reference(), ZoneKind.HAND, Optional.empty());
    Game game = pos.startFrames(Phase.AFTERNOON,
        List.of(Procedures.DayFrame.at(2, Procedures.DayPoint.AFTERNOON)));
    play(game, card, Side.HERO);
    long tokens = game.kernel().state().objects.values().stream()
        .filter(o -> o.zone == ZoneKind.EXPEDITION && o.side == Side.HERO && o.controller == 0).count();
    assertEquals(4, tokens, "the watcher, Recruiter and two tokens");
    return now(game, watching).counter(GameObject.BOOST);
  }

  @Test
  void rule_1_3_2_c_oneOrMoreCharactersJoiningInOneStepActivateOnce() {
    assertEquals(3, boostsAfterRecruiting(EACH), "Recruiter, then each token (6.3.g)");
    assertEquals(2, boostsAfterRecruiting(ONCE), "Recruiter's event, then the tokens' event");
  }

  /** Switcher played in the hero Expedition, switched to the companion one, with a watcher in {@code side}. */
  private static Game switchNextTo(CardDefinition watcher, Side side, int[] ids) {
    Position pos = board(SWITCHER, watcher);
    ids[0] = pos.put(0, watcher.reference(), ZoneKind.EXPEDITION, Optional.of(side));
    ids[1] = pos.put(0, SWITCHER.reference(), ZoneKind.HAND, Optional.empty());
    Game game = pos.startFrames(Phase.AFTERNOON,
        List.of(Procedures.DayFrame.at(2, Procedures.DayPoint.AFTERNOON)));
    play(game, ids[1], Side.HERO);
    assertEquals(Side.COMPANION, now(game, ids[1]).side);
    return game;
  }

  @Test
  void rule_7_3_34_switchingExpeditionsIsAnEvent() {
    int[] ids = new int[2];
    Game game = switchNextTo(ON_SWITCH, Side.HERO, ids);
    assertEquals(1, now(game, ids[0]).counter(GameObject.BOOST));
  }

  @Test
  void rule_7_5_9_c_aCharacterThatSwitchesJoinsItsNewExpedition() {
    int[] ids = new int[2];
    Game game = switchNextTo(ON_JOIN, Side.COMPANION, ids);
    assertEquals(1, now(game, ids[1]).counter(GameObject.BOOST), "joined the companion Expedition by switching");
  }

  @Test
  void rule_7_5_10_c_aCharacterThatSwitchesLeavesItsFormerExpedition() {
    int[] ids = new int[2];
    Game game = switchNextTo(ON_LEAVE, Side.HERO, ids);
    assertEquals(1, now(game, ids[0]).counter(GameObject.BOOST), "left the hero Expedition by switching");
    int[] other = new int[2];
    Game elsewhere = switchNextTo(ON_LEAVE, Side.COMPANION, other);
    assertEquals(0, now(elsewhere, other[0]).counter(GameObject.BOOST), "it never was in the companion one");
  }
}
