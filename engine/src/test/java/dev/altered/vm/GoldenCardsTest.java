package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.deck.CardFiles;
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
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Real cards of cards/ played from their printed text (parsed, compiled, interpreted) on a set-up board, with the
 * decisions scripted, and the exact resulting state asserted.
 */
class GoldenCardsTest {
  /** A Character without text, for the rest of the board. */
  private static final String PLAIN = "ALT_CORE_B_AX_10_C";
  private static CardCatalog catalog;
  private static CompiledAbilities abilities;

  @BeforeAll
  static void load() throws IOException {
    List<CardDefinition> cards = CardFiles.read(Path.of(System.getProperty("altered.root", ".")).resolve("cards"))
        .cards();
    catalog = CardCatalog.of(cards);
    abilities = CompiledAbilities.compile(cards);
  }

  private static Position board() {
    Position pos = Position.empty(catalog, abilities, 7);
    for (int player = 0; player < 2; player++) {
      pos.mana(player, 10, PLAIN);
      for (int i = 0; i < 5; i++) {
        pos.put(player, PLAIN, ZoneKind.DECK, Optional.empty());
      }
    }
    return pos;
  }

  /** Player 0 declares the first declaration matching; the request after it. */
  private static Optional<DecisionRequest> declare(Game game, Predicate<Declaration> which) {
    DecisionRequest r = game.pending().orElseThrow();
    assertEquals(DecisionKind.TURN, r.kind(), r.prompt());
    Declaration d = r.declarations().stream().filter(which).findFirst()
        .orElseThrow(() -> new AssertionError("not declarable: " + r.declarations()));
    return game.decide(Answer.declare(d));
  }

  /** The object now: a card that changed zones is a new object (2.1.d), found through its successors. */
  private static GameObject object(Game game, int id) {
    int now = id;
    while (game.state().successors.containsKey(now)) {
      now = game.state().successors.get(now);
    }
    return game.kernel().object(now).orElseThrow(() -> new AssertionError("no object " + id));
  }

  /** 7.3.12 (Draw): "Draw two cards." played from Hand: two cards drawn, the Spell goes to Reserve (5.2.4.a). */
  @Test
  void spellDrawTwoCardsDrawsTwoAndGoesToReserve() {
    Position pos = board();
    int spell = pos.put(0, "ALT_CORE_B_YZ_23_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    int deck = game.state().player(0).deck.size();
    declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == spell);
    assertEquals(deck - 2, game.state().player(0).deck.size());
    assertEquals(2, game.kernel().handSize(0));
    assertEquals(ZoneKind.RESERVE, object(game, spell).zone);
    assertEquals(10 - 3, game.kernel().readyManaOrbs(0).size(), "Hand cost 3 paid");
  }

  /** {J} with a target (6.5.b): "Target Character gains 1 boost" on the Character chosen. */
  @Test
  void joinReactionGivesTheTargetChosenOneBoost() {
    Position pos = board();
    int other = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int mine = pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int card = pos.put(0, "ALT_CORE_B_BR_11_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    Optional<DecisionRequest> r = declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card
        && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
    while (r.isPresent() && r.get().kind() != DecisionKind.TARGET) {
      r = game.decide(r.get().kind() == DecisionKind.TURN ? Answer.declare(Declaration.pass())
          : Answer.pick(r.get().candidates().get(0).id()));
    }
    DecisionRequest target = r.orElseThrow(() -> new AssertionError("no target asked"));
    assertTrue(target.candidates().stream().anyMatch(c -> c.id() == other), target.candidates().toString());
    game.decide(Answer.pick(other));
    assertEquals(Map.of(GameObject.BOOST, 1), object(game, other).counters);
    assertEquals(Map.of(), object(game, mine).counters);
    assertEquals(ZoneKind.EXPEDITION, object(game, card).zone);
  }

  /** A quick action (1.2.4.c): "{T} : I gain 2 Kelon counters." exhausts the Permanent and gives it 2 counters. */
  @Test
  void quickActionExhaustsAndGivesTwoKelonCounters() {
    Position pos = board();
    int permanent = pos.put(0, "ALT_CORE_B_AX_26_C", ZoneKind.LANDMARK, Optional.empty());
    Game game = pos.startTurn(0);
    declare(game, d -> d.kind() == Declaration.Kind.QUICK_ACTION && d.objectId() == permanent
        && d.label().contains("Kelon") && !d.label().contains("Spend"));
    GameObject o = object(game, permanent);
    assertTrue(o.statuses.contains(Status.EXHAUSTED));
    assertEquals(Map.of("KELON", 2), o.counters);
  }

  /** {J} without a target: "I gain 3 Kelon counters" on the Permanent played. */
  @Test
  void permanentGainsThreeKelonCountersWhenItJoins() {
    Position pos = board();
    int permanent = pos.put(0, "ALT_CORE_B_AX_24_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == permanent);
    GameObject o = object(game, permanent);
    assertEquals(ZoneKind.LANDMARK, o.zone);
    assertEquals(Map.of("KELON", 3), o.counters);
  }
}
