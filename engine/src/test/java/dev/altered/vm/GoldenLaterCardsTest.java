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
import dev.altered.rules.state.ZoneKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Golden tests of the later sets' cards (as {@link GoldenCardsTest}, whose annotation they share and which
 * {@link GoldenCoverageTest} reads from both): a real card played from its printed text, the result the text states.
 */
class GoldenLaterCardsTest {
  private static final String PLAIN = "ALT_CORE_B_AX_10_C";
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

  /** Answers every question: MAY with {@code may}, a choice with {@code pick} when offered, else the first. */
  private static void answerAll(Game game, boolean may, int pick) {
    for (int guard = 0; guard < 20; guard++) {
      Optional<DecisionRequest> r = game.pending();
      if (r.isEmpty() || r.get().kind() == DecisionKind.TURN) {
        return;
      }
      DecisionRequest q = r.get();
      if (q.kind() == DecisionKind.MAY) {
        game.decide(Answer.pick(may ? 1 : 0));
        may = false; // once: a second optional step (the Rushed card's own) is declined
      } else {
        game.decide(Answer.pick(q.candidates().stream().anyMatch(c -> c.id() == pick) ? pick
            : q.candidates().get(0).id()));
      }
    }
  }

  /**
   * 7.3.29, 7.3.1.b: Deep-Cloud Instructor, "{H} You may [Rush] a Character. If played from your hand, it activates
   * one of its {r} abilities." Rushing a second Instructor from the hand activates its "{R} I gain 2 boosts."
   */
  @Test
  @GoldenCardsTest.Golden("ALT_DUSTER_B_BR_95_C")
  void aCharacterRushedFromTheHandActivatesItsReserveAbility() {
    Position pos = board();
    int second = pos.put(0, "ALT_DUSTER_B_BR_95_C", ZoneKind.HAND, Optional.empty());
    int first = pos.put(0, "ALT_DUSTER_B_BR_95_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == first
        && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
    answerAll(game, true, second);
    GameObject rushed = Boards.object(game, second);
    assertEquals(ZoneKind.EXPEDITION, rushed.zone);
    assertEquals(2, rushed.counter(GameObject.BOOST), game.logLines().toString());
    assertEquals(0, Boards.object(game, first).counter(GameObject.BOOST), "the first was played, not Rushed");
  }

  /**
   * 5.1.2.e, 7.3.3.a: Sagitta, Soaring Leviathan, "I cost {1} less for each of your Ascended Expeditions." (Hand Cost
   * 6): the Expeditions counted are its controller's Ascended ones, not the opponent's.
   */
  @Test
  @GoldenCardsTest.Golden("ALT_CYCLONE_A_OR_74_C")
  void rule_5_1_2_e_costsOneLessForEachOfYourAscendedExpeditions() {
    Position none = board();
    int sagitta = none.put(0, "ALT_CYCLONE_A_OR_74_C", ZoneKind.HAND, Optional.empty());
    none.ascended(dev.altered.rules.state.ExpeditionRef.hero(1)); // the opponent's: not counted
    Game game = none.startTurn(0);
    assertEquals(Optional.of(6), game.kernel().playCost(0, Boards.object(game, sagitta), false));

    Position one = board();
    sagitta = one.put(0, "ALT_CYCLONE_A_OR_74_C", ZoneKind.HAND, Optional.empty());
    one.ascended(dev.altered.rules.state.ExpeditionRef.hero(0));
    game = one.startTurn(0);
    assertEquals(Optional.of(5), game.kernel().playCost(0, Boards.object(game, sagitta), false));

    Position both = board();
    sagitta = both.put(0, "ALT_CYCLONE_A_OR_74_C", ZoneKind.HAND, Optional.empty());
    both.ascended(dev.altered.rules.state.ExpeditionRef.hero(0));
    both.ascended(dev.altered.rules.state.ExpeditionRef.companion(0));
    game = both.startTurn(0);
    assertEquals(Optional.of(4), game.kernel().playCost(0, Boards.object(game, sagitta), false));
  }

  /**
   * 1.2.3.c, 7.3.5: Harry Houdini, "{H} Create a [Mana Moth 2/2/2] Illusion token in target Expedition. Then, the
   * controller of the Expedition facing that Illusion draws a card." A Moth in the opponent's Hero Expedition faces
   * mine: I draw; one in my own Hero Expedition faces the opponent's: they draw.
   */
  @Test
  @GoldenCardsTest.Golden("ALT_DUSTER_B_YZ_86_R1")
  void rule_1_2_3_c_theControllerOfTheExpeditionFacingTheTokenDraws() {
    for (int code : new int[] {2, 0}) { // the opponent's Hero Expedition, then mine
      Position pos = board();
      int houdini = pos.put(0, "ALT_DUSTER_B_YZ_86_R1", ZoneKind.HAND, Optional.empty());
      Game game = pos.startTurn(0);
      Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == houdini
          && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
      answerAll(game, true, code);
      int tokenOwner = code / 2;
      assertEquals(1, game.state().in(ZoneKind.EXPEDITION)
          .filter(o -> o.controller == tokenOwner && o.token != null && o.token.name().equals("Mana Moth")).count(), game.logLines().toString());
      int drawer = 1 - tokenOwner;
      assertEquals(1, game.state().in(ZoneKind.HAND, drawer).count(), game.logLines().toString());
      assertEquals(0, game.state().in(ZoneKind.HAND, tokenOwner).count(), game.logLines().toString());
    }
  }

  /**
   * 2.2.2.j, 4.2.3.d: Sol &amp; Halua, "When you pass first — I gain 1 Quest counter. Then, if I have 3 or more Quest
   * counters, create a [Halua 2/2/2] Leviathan Companion token in your Companion Expedition." With 2 counters, passing
   * first gives the third and creates Halua, with both sub-types the effect names, in the Companion Expedition; its
   * ability is the set's Halua token card's. Both printings (sub-types after and before the name) do the same.
   */
  @Test
  @GoldenCardsTest.Golden("ALT_DUSTER_B_BR_65_C")
  void rule_2_2_2_j_passingFirstWithThreeQuestCountersCreatesHaluaWithItsSubtypes() {
    for (String hero : new String[] {"ALT_DUSTER_B_BR_65_C", "ALT_DUSTER_A_BR_65_C"}) {
      Position pos = board();
      int sol = pos.put(0, hero, ZoneKind.HERO, Optional.empty());
      pos.counters(sol, "QUEST", 2);
      pos.firstPlayer(0);
      Game game = pos.startTurn(0);
      Boards.declare(game, d -> d.kind() == Declaration.Kind.PASS);
      answerAll(game, true, -1);
      assertEquals(3, Boards.object(game, sol).counter("QUEST"), hero + " " + game.logLines());
      GameObject halua = game.state().in(ZoneKind.EXPEDITION).filter(o -> o.controller == 0 && o.token != null)
          .findFirst().orElseThrow(() -> new AssertionError(hero + " created no token: " + game.logLines()));
      assertEquals("Halua", halua.token.name());
      assertEquals(Side.COMPANION, halua.side);
      assertEquals(java.util.Set.of("LEVIATHAN", "COMPANION"), halua.token.subtypes().stream()
          .map(t -> t.toUpperCase(java.util.Locale.ROOT)).collect(java.util.stream.Collectors.toSet()));
      assertEquals(2, game.kernel().characteristics(halua).forest());
    }
  }

  /**
   * 5.1.2.c.4, 6.4, 7.3.31: Detonation, "You may sacrifice a Permanent to reduce my cost by {1}." An optional cost
   * chosen while playing: paid, the Permanent is sacrificed and the Spell costs {3}; its effect then resolves.
   */
  @Test
  @GoldenCardsTest.Golden("ALT_CYCLONE_B_AX_75_C")
  void sacrificingAPermanentAsTheOptionalCostReducesTheSpellsOwnCost() {
    Position pos = board();
    int landmark = pos.put(0, "ALT_CORE_B_AX_26_C", ZoneKind.LANDMARK, Optional.empty());
    int foe = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int spell = pos.put(0, "ALT_CYCLONE_B_AX_75_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == spell);
    answerAll(game, true, landmark);
    assertEquals(ZoneKind.DISCARD, Boards.object(game, landmark).zone, "sacrificed as the optional cost");
    assertEquals(10 - 3, game.kernel().availableMana(0), "{4} reduced by {1}: " + game.logLines());
    assertEquals(ZoneKind.RESERVE, Boards.object(game, foe).zone, "Send target Character to Reserve");
  }

  /** 6.4.b: the optional cost declined, nothing is sacrificed and the Spell costs its full {4}. */
  @Test
  @GoldenCardsTest.Golden("ALT_CYCLONE_B_AX_75_C")
  void decliningTheOptionalSacrificeKeepsThePermanentAndTheFullCost() {
    Position pos = board();
    int landmark = pos.put(0, "ALT_CORE_B_AX_26_C", ZoneKind.LANDMARK, Optional.empty());
    pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int spell = pos.put(0, "ALT_CYCLONE_B_AX_75_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == spell);
    answerAll(game, false, landmark);
    assertEquals(ZoneKind.LANDMARK, Boards.object(game, landmark).zone);
    assertEquals(10 - 4, game.kernel().availableMana(0));
  }

  /**
   * 5.2.a ("unless specified otherwise"), 1.4.3.a: Brainwash, "Target a Character in any Reserve with Reserve Cost
   * {2} or less. Play it for free." A Character in the opponent's Reserve joins my Expedition under my control; sent
   * to Reserve later, Fleeting since it was played from a Reserve, it goes to its owner's Discard pile.
   */
  @Test
  @GoldenCardsTest.Golden("ALT_CYCLONE_B_YZ_79_C")
  void aCharacterInTheOpponentsReserveIsPlayedIntoMyExpeditionAndReturnsToItsOwner() {
    Position pos = board();
    int theirs = pos.put(1, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int spell = pos.put(0, "ALT_CYCLONE_B_YZ_79_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == spell);
    answerAll(game, true, theirs);
    GameObject played = Boards.object(game, theirs);
    assertEquals(ZoneKind.EXPEDITION, played.zone, game.logLines().toString());
    assertEquals(0, played.controller, "played by me, so I control it");
    assertEquals(1, played.owner);
    assertEquals(10 - 4, game.kernel().availableMana(0), "only Brainwash was paid: the Character was free");
    game.kernel().beginStep();
    game.kernel().send(java.util.List.of(played.id), ZoneKind.RESERVE, 0);
    game.kernel().endStep();
    GameObject back = Boards.object(game, theirs);
    assertEquals(ZoneKind.DISCARD, back.zone, "played from a Reserve it gained Fleeting (5.2.1.b, 2.4.7)");
    assertEquals(1, back.zonePlayer, "1.4.3.a: to its owner's Discard pile, not mine");
  }

  /** Player 0's non-Scout declarations of playing {@code card}: Expedition side and cost. */
  private static java.util.Map<Side, Integer> playsOf(Game game, int card) {
    java.util.Map<Side, Integer> out = new java.util.EnumMap<>(Side.class);
    for (Declaration d : game.pending().orElseThrow().declarations()) {
      if (d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card && !d.scout()) {
        out.put(d.expedition().orElseThrow().side(), d.cost());
      }
    }
    return out;
  }

  /**
   * 5.1.2.c.2, 1.4.1, 4.1.d: Diocles, "I can't be played in a starting region." With my hero Expedition one region
   * forward and my companion Expedition still in the Companion region, it may be played in the hero Expedition only.
   */
  @Test
  @GoldenCardsTest.Golden("ALT_DUSTER_B_LY_93_C")
  void aCharacterThatCantBePlayedInAStartingRegionIsOfferedOnlyTheExpeditionThatLeftIt() {
    Position pos = board().positions(0, 1, 7);
    int diocles = pos.put(0, "ALT_DUSTER_B_LY_93_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    assertEquals(java.util.Map.of(Side.HERO, 3), playsOf(game, diocles));
  }

  /**
   * 5.1.2.e, 4.1.d: Diocles, "Pay {3} more to play me in a starting region." {3} in the hero Expedition one region
   * forward, {3} more in the companion Expedition still in the Companion region; paid as declared.
   */
  @Test
  @GoldenCardsTest.Golden("ALT_DUSTER_B_LY_93_R1")
  void payingMoreToPlayInAStartingRegionCostsMoreOnlyThere() {
    Position pos = board().positions(0, 1, 7);
    int diocles = pos.put(0, "ALT_DUSTER_B_LY_93_R1", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    assertEquals(java.util.Map.of(Side.HERO, 3, Side.COMPANION, 6), playsOf(game, diocles));
    Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == diocles && !d.scout()
        && d.expedition().map(e -> e.side() == Side.COMPANION).orElse(false));
    answerAll(game, false, -1);
    assertEquals(ZoneKind.EXPEDITION, Boards.object(game, diocles).zone);
    assertEquals(10 - 6, game.kernel().availableMana(0));
  }
}
