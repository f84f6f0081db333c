package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Golden tests of later-set cards (issue 18): costs of any number of objects, a disjunction of filters in a trigger,
 * counts added ("per A and per B") under a maximum. Each plays the real card from its printed text.
 */
class GoldenLaterCardsCTest {
  private static final String PLAIN = "ALT_CORE_B_AX_10_C"; // Jian, a Character with no ability
  private static final String ROBOT = "ALT_CORE_B_AX_14_C"; // Coppélia, a Robot Character
  private static final String LANDMARK = "ALT_CORE_B_AX_25_C"; // Axiom Reprocessor, a Landmark Permanent (At Noon)
  private static CardCatalog catalog;
  private static CompiledAbilities abilities;

  @BeforeAll
  static void load() throws IOException {
    CardFiles.Loaded loaded = CardFiles.read(Path.of(System.getProperty("altered.root", ".")).resolve("cards"));
    catalog = CardCatalog.of(loaded.cards());
    abilities = CompiledAbilities.of(loaded.result());
  }

  private static Position board() {
    return Boards.board(catalog, abilities, 7, PLAIN);
  }

  private static void play(Game game, int id) {
    Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == id
        && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
  }

  /** Answers every question: MAY with {@code may}, a choice with {@code picks} (those offered), else the fewest. */
  private static void answerAll(Game game, boolean may, List<Integer> picks) {
    for (int guard = 0; guard < 20; guard++) {
      Optional<DecisionRequest> r = game.pending();
      if (r.isEmpty() || r.get().kind() == DecisionKind.TURN) {
        return;
      }
      DecisionRequest q = r.get();
      if (q.kind() == DecisionKind.MAY) {
        game.decide(Answer.pick(may ? 1 : 0));
        continue;
      }
      List<Integer> offered = picks.stream().filter(p -> q.candidates().stream().anyMatch(c -> c.id() == p))
          .limit(q.max()).toList();
      if (offered.size() >= q.min()) {
        game.decide(Answer.pick(offered));
      } else {
        game.decide(Answer.pick(q.candidates().stream().limit(q.min()).map(c -> c.id()).toList()));
      }
    }
  }

  private static long aeroliths(Game game, int player) {
    return game.state().in(ZoneKind.LANDMARK, player)
        .filter(o -> o.isToken() && o.token.name().contains("Aerolith")).count();
  }

  /**
   * 7.3.31 (sacrifice), 6.5.b: Lucan, Hungry Leviathan, "{J} You may sacrifice any number of Permanents to give me
   * that many boosts": two Permanents sacrificed, two boosts ('that many' counts the sacrificed, not Lucan).
   */
  @Test
  @GoldenCardsTest.Golden("ALT_CYCLONE_A_AX_74_R1")
  void sacrificingAnyNumberOfPermanentsGivesThatManyBoosts() {
    Position pos = board();
    int a = pos.put(0, LANDMARK, ZoneKind.LANDMARK, Optional.empty());
    int b = pos.put(0, LANDMARK, ZoneKind.LANDMARK, Optional.empty());
    int kept = pos.put(0, LANDMARK, ZoneKind.LANDMARK, Optional.empty());
    int character = pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int lucan = pos.put(0, "ALT_CYCLONE_A_AX_74_R1", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, lucan);
    answerAll(game, true, List.of(a, b));
    assertEquals(2, Boards.object(game, lucan).counter(GameObject.BOOST), game.logLines().toString());
    assertEquals(ZoneKind.LANDMARK, Boards.object(game, kept).zone);
    assertEquals(ZoneKind.EXPEDITION, Boards.object(game, character).zone, "a Character is not a Permanent (2.2.1)");
  }

  /** The same card, none chosen: "any number" includes zero (no boost, nothing sacrificed). */
  @Test
  void sacrificingNoneOfAnyNumberGivesNoBoost() {
    Position pos = board();
    int a = pos.put(0, LANDMARK, ZoneKind.LANDMARK, Optional.empty());
    int lucan = pos.put(0, "ALT_CYCLONE_A_AX_74_R1", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, lucan);
    answerAll(game, true, List.of());
    assertEquals(0, Boards.object(game, lucan).counter(GameObject.BOOST), game.logLines().toString());
    assertEquals(ZoneKind.LANDMARK, Boards.object(game, a).zone);
  }

  /**
   * 6.3 (trigger conditions), 2.2.2 (sub-types): Paju, Axiom Pilot, "When a Robot or a token joins my Expedition —
   * If I have no boosts, I gain 1 boost, then create an [Aerolith] token in your Landmarks." A Character that is
   * neither does not trigger it; a Robot does.
   */
  @Test
  @GoldenCardsTest.Golden("ALT_CYCLONE_B_AX_70_R1")
  void aRobotJoiningMyExpeditionTriggersIt() {
    Position pos = board();
    int paju = pos.put(0, "ALT_CYCLONE_B_AX_70_R1", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int robot = pos.put(0, ROBOT, ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, robot);
    answerAll(game, false, List.of());
    assertEquals(1, Boards.object(game, paju).counter(GameObject.BOOST), game.logLines().toString());
    assertEquals(1, aeroliths(game, 0), game.logLines().toString());
  }

  /** The same card: a Character that is neither a Robot nor a token does not trigger it. */
  @Test
  void aCharacterThatIsNeitherARobotNorATokenDoesNotTriggerIt() {
    Position pos = board();
    int paju = pos.put(0, "ALT_CYCLONE_B_AX_70_R1", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int plain = pos.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, plain);
    answerAll(game, false, List.of());
    assertEquals(0, Boards.object(game, paju).counter(GameObject.BOOST), game.logLines().toString());
    assertEquals(0, aeroliths(game, 0));
  }

  /**
   * 6.5.i-like counts, 2.5 (counters): Nikola Tesla, "{R} I gain 1 boost per exhausted Permanent you control and per
   * exhausted card in your Reserve, up to a max of 3 boosts on me." One of each: 2 boosts (the counts added; an exhausted
   * Character is not a Permanent, 2.2.1).
   */
  @Test
  @GoldenCardsTest.Golden("ALT_DUSTER_B_AX_89_R1")
  void onePerExhaustedPermanentAndPerExhaustedReserveCardAdded() {
    Position pos = board();
    int permanent = pos.put(0, LANDMARK, ZoneKind.LANDMARK, Optional.empty());
    pos.status(permanent, Status.EXHAUSTED);
    pos.status(pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO)), Status.EXHAUSTED); // a Character
    int reserve = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    pos.status(reserve, Status.EXHAUSTED);
    pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty()); // ready: not counted
    int tesla = pos.put(0, "ALT_DUSTER_B_AX_89_R1", ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, tesla);
    answerAll(game, true, List.of());
    assertEquals(2, Boards.object(game, tesla).counter(GameObject.BOOST), game.logLines().toString());
  }

  /** The same card with five to count: no more than 3 boosts on it. */
  @Test
  void perCountsStopAtTheMaxOfThreeBoostsOnMe() {
    Position pos = board();
    for (int i = 0; i < 3; i++) {
      pos.status(pos.put(0, LANDMARK, ZoneKind.LANDMARK, Optional.empty()), Status.EXHAUSTED);
      pos.status(pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty()), Status.EXHAUSTED);
    }
    int tesla = pos.put(0, "ALT_DUSTER_B_AX_89_R1", ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, tesla);
    answerAll(game, true, List.of());
    assertEquals(3, Boards.object(game, tesla).counter(GameObject.BOOST), game.logLines().toString());
  }

  /**
   * 7.3.29.b, 3.2.9.b: Smoldering Jinn, "{R} You may [Rush] to put the top card of your deck in your Mana zone,
   * exhausted." A card Rushed, the top card of the deck becomes an exhausted Mana Orb.
   */
  @Test
  @GoldenCardsTest.Golden("ALT_CYCLONE_B_BR_68_R1")
  void rushingPutsTheTopCardOfTheDeckInTheManaZoneExhausted() {
    Position pos = board();
    int rushed = pos.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    int jinn = pos.put(0, "ALT_CYCLONE_B_BR_68_R1", ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    int deck = game.state().player(0).deck.size();
    play(game, jinn);
    answerAll(game, true, List.of(rushed));
    assertEquals(ZoneKind.EXPEDITION, Boards.object(game, rushed).zone, game.logLines().toString());
    assertEquals(11, game.state().in(ZoneKind.MANA, 0).count(), game.logLines().toString());
    assertEquals(deck - 1, game.state().player(0).deck.size());
    GameObject orb = game.state().in(ZoneKind.MANA, 0).reduce((a, b) -> b.id > a.id ? b : a).orElseThrow();
    assertEquals(true, orb.statuses.contains(Status.EXHAUSTED), "the new Mana Orb is exhausted");
  }
}
