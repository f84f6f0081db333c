package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.card.CardDefinition;
import dev.altered.load.CardLoader;
import dev.altered.rules.CardCatalog;
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

  private static Position board(CardDefinition card) {
    List<CardDefinition> cards = List.of(PLAIN, card);
    Position pos = Position.empty(CardCatalog.of(cards), CompiledAbilities.of(CardLoader.standard()
        .loadDefinitions(cards)), 1);
    for (int player = 0; player < 2; player++) {
      pos.mana(player, 5, PLAIN.reference());
      for (int i = 0; i < 5; i++) {
        pos.put(player, PLAIN.reference(), ZoneKind.DECK, Optional.empty());
      }
    }
    return pos;
  }

  /** Plays a card from hand to an Expedition, answering "yes" to optional steps until the turn is back. */
  private static void play(Game game, int card, Side side) {
    DecisionRequest r = game.pending().orElseThrow();
    Declaration d = r.declarations().stream().filter(x -> x.kind() == Declaration.Kind.PLAY_CARD
        && x.objectId() == card && x.expedition().map(e -> e.side() == side).orElse(true)).findFirst()
        .orElseThrow();
    game.decide(Answer.declare(d));
    while (game.pending().isPresent() && game.pending().get().kind() == DecisionKind.MAY) {
      game.decide(Answer.yes());
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
}
