package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.deck.CardFiles;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.Procedures;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.io.IOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
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
  /** The cards a test plays: the guard test reads their programs' opcodes and ability kinds. */
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.METHOD)
  @interface Golden {
    String[] value();
  }

  /** An answer to one request of the script. */
  @FunctionalInterface
  interface Reply {
    Answer to(DecisionRequest request);
  }

  /** A Character without text, for the rest of the board. */
  private static final String PLAIN = "ALT_CORE_B_AX_10_C";
  private static CardCatalog catalog;
  private static CompiledAbilities abilities;

  @BeforeAll
  static void load() throws IOException {
    CardFiles.Loaded loaded = CardFiles.read(Path.of(System.getProperty("altered.root", ".")).resolve("cards"));
    List<CardDefinition> cards = loaded.cards();
    catalog = CardCatalog.of(cards);
    abilities = CompiledAbilities.of(loaded.result());
  }

  private static Position board() {
    return Boards.board(catalog, abilities, 7, PLAIN);
  }

  private static Optional<DecisionRequest> declare(Game game, Predicate<Declaration> which) {
    return Boards.declare(game, which);
  }

  /** Answers the pending requests with the script, in order; then nothing but a turn may be asked. */
  private static void answer(Game game, Reply... script) {
    for (Reply reply : script) {
      DecisionRequest r = game.pending().orElseThrow(() -> new AssertionError("nothing asked, the script has more: "
          + game.logLines().subList(Math.max(0, game.logLines().size() - 12), game.logLines().size())));
      assertTrue(r.kind() != DecisionKind.TURN, "a turn where the script answers a question");
      game.decide(reply.to(r));
    }
    game.pending().ifPresent(r -> assertEquals(DecisionKind.TURN, r.kind(), "not scripted: " + r.kind() + " "
        + r.prompt() + " " + r.candidates()));
  }

  private static Reply pick(DecisionKind kind, int... ids) {
    return r -> {
      assertEquals(kind, r.kind(), r.prompt());
      return Answer.pick(ids);
    };
  }

  private static Reply yes() {
    return pick(DecisionKind.MAY, 1);
  }

  private static Reply no() {
    return pick(DecisionKind.MAY, 0);
  }

  /** Player 0 plays a card from Hand or Reserve (into its Hero Expedition when it goes to one). */
  private static void play(Game game, int card) {
    declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card
        && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
  }

  private static List<Integer> ids(Game game, ZoneKind zone, int player) {
    return game.kernel().objects(zone, player).stream().map(o -> o.id).sorted().toList();
  }

  private static GameObject object(Game game, int id) {
    return Boards.object(game, id);
  }

  /** 7.3.9 (Draw): "Draw two cards." played from Hand: two cards drawn, the Spell goes to Reserve (5.2.4.a). */
  @Test
  @Golden("ALT_CORE_B_YZ_23_C")
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
  @Golden("ALT_CORE_B_BR_11_C")
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
  @Golden("ALT_CORE_B_AX_26_C")
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
  @Golden("ALT_CORE_B_AX_24_C")
  void permanentGainsThreeKelonCountersWhenItJoins() {
    Position pos = board();
    int permanent = pos.put(0, "ALT_CORE_B_AX_24_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == permanent);
    GameObject o = object(game, permanent);
    assertEquals(ZoneKind.LANDMARK, o.zone);
    assertEquals(Map.of("KELON", 3), o.counters);
  }
  /** 7.3.31 (Sacrifice), 6.1.h: "{J} Each player sacrifices a Character.": each chooses one of theirs. */
  @Test
  @Golden("ALT_CORE_B_OR_20_C")
  void eachPlayerSacrificesACharacterOfTheirChoice() {
    Position pos = board();
    int mine = pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int theirs = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int kept = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int card = pos.put(0, "ALT_CORE_B_OR_20_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game, pick(DecisionKind.CHOOSE, mine), pick(DecisionKind.CHOOSE, theirs));
    assertEquals(ZoneKind.DISCARD, object(game, mine).zone);
    assertEquals(ZoneKind.DISCARD, object(game, theirs).zone);
    assertEquals(ZoneKind.EXPEDITION, object(game, kept).zone);
    assertEquals(ZoneKind.EXPEDITION, object(game, card).zone);
    assertEquals(10 - 5, game.kernel().readyManaOrbs(0).size());
  }

  /** 6.5.c, 1.2.5.a: "{J} You may discard a card from your Reserve to draw a card.": yes, the card chosen. */
  @Test
  @Golden("ALT_CORE_B_LY_19_C")
  void mayDiscardFromReserveToDrawACard() {
    Position pos = board();
    int reserve = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int other = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int card = pos.put(0, "ALT_CORE_B_LY_19_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game, yes(), pick(DecisionKind.CHOOSE, reserve));
    assertEquals(ZoneKind.DISCARD, object(game, reserve).zone);
    assertEquals(ZoneKind.RESERVE, object(game, other).zone);
    assertEquals(1, game.kernel().handSize(0));
    assertEquals(4, game.state().player(0).deck.size());
  }

  /** The same card answered no: nothing discarded, nothing drawn ("to": the draw needs the discard, 1.2.5.a). */
  @Test
  @Golden("ALT_CORE_B_LY_19_C")
  void mayDiscardFromReserveAnsweredNoDoesNothing() {
    Position pos = board();
    int reserve = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int card = pos.put(0, "ALT_CORE_B_LY_19_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game, no());
    assertEquals(ZoneKind.RESERVE, object(game, reserve).zone);
    assertEquals(0, game.kernel().handSize(0));
    assertEquals(5, game.state().player(0).deck.size());
  }

  /** 6.5.g (modes): "Choose one: • Discard target [[Boosted]] Character. • Discard target Permanent." */
  @Test
  @Golden("ALT_BISE_B_OR_59_C")
  void modalSpellDiscardsTheTargetOfTheModeChosen() {
    Position pos = board();
    int boosted = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.counters(boosted, GameObject.BOOST, 1);
    int landmark = pos.put(1, "ALT_CORE_B_AX_26_C", ZoneKind.LANDMARK, Optional.empty());
    int other = pos.put(1, "ALT_CORE_B_AX_24_C", ZoneKind.LANDMARK, Optional.empty());
    int spell = pos.put(0, "ALT_BISE_B_OR_59_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, r -> {
      assertEquals(DecisionKind.MODES, r.kind(), r.prompt());
      return Answer.pick(r.candidates().get(1).id()); // mode 2: "Discard target Permanent."
    }, pick(DecisionKind.TARGET, landmark));
    assertEquals(ZoneKind.DISCARD, object(game, landmark).zone);
    assertEquals(ZoneKind.LANDMARK, object(game, other).zone);
    assertEquals(ZoneKind.EXPEDITION, object(game, boosted).zone);
    assertEquals(ZoneKind.DISCARD, object(game, spell).zone, "[[Fleeting]] Spell: Discard, not Reserve");
  }

  /** {R} (7.1.1) with a condition: "If your hand is empty, draw a card."; a card played from Reserve is Fleeting. */
  @Test
  @Golden("ALT_ALIZE_B_AX_34_C")
  void reserveReactionDrawsOnlyWithAnEmptyHand() {
    Position pos = board();
    int card = pos.put(0, "ALT_ALIZE_B_AX_34_C", ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game);
    assertEquals(1, game.kernel().handSize(0));
    assertTrue(object(game, card).statuses.contains(Status.FLEETING));

    Position full = board();
    int again = full.put(0, "ALT_ALIZE_B_AX_34_C", ZoneKind.RESERVE, Optional.empty());
    full.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    Game other = full.startTurn(0);
    play(other, again);
    answer(other);
    assertEquals(1, other.kernel().handSize(0), "the card already in hand, nothing drawn");
    assertEquals(5, other.state().player(0).deck.size());
  }

  /** {R} "I lose [[Fleeting]]": the status a Character played from Reserve gains is lost (7.3.19). */
  @Test
  @Golden("ALT_CORE_B_BR_12_C")
  void reserveReactionLosesFleeting() {
    Position pos = board();
    int card = pos.put(0, "ALT_CORE_B_BR_12_C", ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game);
    assertEquals(ZoneKind.EXPEDITION, object(game, card).zone);
    assertTrue(!object(game, card).statuses.contains(Status.FLEETING), object(game, card).statuses.toString());
  }

  /** 7.3.22: "Target Expedition moves forward one region." */
  @Test
  @Golden("ALT_CORE_B_YZ_25_C")
  void targetExpeditionMovesForwardOneRegion() {
    Position pos = board();
    int spell = pos.put(0, "ALT_CORE_B_YZ_25_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.EXPEDITION, ExpeditionRef.hero(0).code()));
    assertEquals(1, game.state().player(0).heroPosition);
    assertEquals(7, game.state().player(0).companionPosition);
    assertEquals(0, game.state().player(1).heroPosition);
  }

  /** 2.2.15 (Emblem-Ongoing): "Target Expedition can't move forward this Day." */
  @Test
  @Golden("ALT_CORE_B_OR_27_C")
  void targetExpeditionCannotMoveForwardThisDay() {
    Position pos = board();
    int spell = pos.put(0, "ALT_CORE_B_OR_27_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.EXPEDITION, ExpeditionRef.hero(1).code()));
    assertTrue(game.kernel().forbiddenToMoveForward(ExpeditionRef.hero(1)));
    assertTrue(!game.kernel().forbiddenToMoveForward(ExpeditionRef.hero(0)));
    assertTrue(!game.kernel().forbiddenToMoveForward(new ExpeditionRef(1, Side.COMPANION)));
  }

  /** 7.3.34: "Target Character switches Expeditions." */
  @Test
  @Golden("ALT_CORE_B_AX_20_C")
  void targetCharacterSwitchesExpeditions() {
    Position pos = board();
    int mine = pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int theirs = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int spell = pos.put(0, "ALT_CORE_B_AX_20_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.TARGET, mine));
    assertEquals(ZoneKind.EXPEDITION, object(game, mine).zone);
    assertEquals(Side.COMPANION, object(game, mine).side);
    assertEquals(Side.HERO, object(game, theirs).side);
  }

  /** 7.3.11 (Exchange), [Cooldown]: the Spell goes to Reserve exhausted. */
  @Test
  @Golden("ALT_ALIZE_B_LY_39_C")
  void exchangeACharacterInReserveWithACardFromHand() {
    Position pos = board();
    int reserve = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int otherReserve = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int hand = pos.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    int otherHand = pos.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    int spell = pos.put(0, "ALT_ALIZE_B_LY_39_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.TARGET, reserve), pick(DecisionKind.CHOOSE, hand));
    assertEquals(ZoneKind.HAND, object(game, reserve).zone);
    assertEquals(ZoneKind.RESERVE, object(game, hand).zone);
    assertEquals(ZoneKind.RESERVE, object(game, otherReserve).zone);
    assertEquals(ZoneKind.HAND, object(game, otherHand).zone);
    assertEquals(ZoneKind.RESERVE, object(game, spell).zone);
    assertTrue(object(game, spell).statuses.contains(Status.EXHAUSTED), "[Cooldown]");
  }

  /** Targets with a total statistic: "Send to Reserve any number of target Characters with total {M} of 4 or less." */
  @Test
  @Golden("ALT_ALIZE_B_AX_42_C")
  void sendToReserveTargetsWithATotalMountainOfFourOrLess() {
    Position pos = board();
    int a = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int b = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int c = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int spell = pos.put(0, "ALT_ALIZE_B_AX_42_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    // One target at a time while the total allows more (2 + 2 = 4), then no more.
    answer(game, pick(DecisionKind.TARGET, a), pick(DecisionKind.TARGET, c));
    assertEquals(ZoneKind.RESERVE, object(game, a).zone);
    assertEquals(ZoneKind.RESERVE, object(game, c).zone);
    assertEquals(ZoneKind.EXPEDITION, object(game, b).zone);
  }

  /** 7.3.5 (Create): "Create two [Ordis Recruit 1/1/1] Soldier tokens in each of your Expeditions." */
  @Test
  @Golden("ALT_CORE_B_OR_26_C")
  void createsTwoTokensInEachOfYourExpeditions() {
    Position pos = board();
    int spell = pos.put(0, "ALT_CORE_B_OR_26_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game);
    for (Side side : Side.values()) {
      List<GameObject> tokens = game.kernel().inExpedition(new ExpeditionRef(0, side));
      assertEquals(2, tokens.size(), side.toString());
      for (GameObject t : tokens) {
        assertEquals("Ordis Recruit 1/1/1", t.token.toString());
        assertEquals(List.of("SOLDIER"), t.token.subtypes());
      }
    }
    assertEquals(List.of(), game.kernel().inExpedition(ExpeditionRef.hero(1)));
  }

  /** 7.3.10: "Target two [[Boosted]] Characters in play or in Reserve and exchange their boosts. Then, draw a card." */
  @Test
  @Golden("ALT_BISE_B_LY_61_C")
  void exchangesTheBoostsOfTwoBoostedCharacters() {
    Position pos = board();
    int one = pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.counters(one, GameObject.BOOST, 1);
    int three = pos.put(1, PLAIN, ZoneKind.RESERVE, Optional.empty());
    pos.counters(three, GameObject.BOOST, 3);
    int two = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.counters(two, GameObject.BOOST, 2);
    int spell = pos.put(0, "ALT_BISE_B_LY_61_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.TARGET, one, three));
    assertEquals(Map.of(GameObject.BOOST, 3), object(game, one).counters);
    assertEquals(Map.of(GameObject.BOOST, 1), object(game, three).counters);
    assertEquals(Map.of(GameObject.BOOST, 2), object(game, two).counters);
    assertEquals(1, game.kernel().handSize(0));
  }

  /** 7.3.4 (Augment): "{R} You may [Augment] target card in play or in Reserve." */
  @Test
  @Golden("ALT_BISE_B_AX_49_C")
  void augmentGivesOneMoreOfTheCounterTheTargetHas() {
    Position pos = board();
    int target = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.counters(target, GameObject.BOOST, 2);
    int card = pos.put(0, "ALT_BISE_B_AX_49_C", ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game, yes(), pick(DecisionKind.TARGET, target));
    assertEquals(Map.of(GameObject.BOOST, 3), object(game, target).counters);
  }

  /** 7.3.28 (Roll a die) with results: "{H} Roll a die. On a 4+, draw a card. On a 1-3, [Resupply]." */
  @Test
  @Golden("ALT_CORE_B_LY_17_C")
  void dieResultChoosesBetweenDrawAndResupply() {
    for (long seed = 1; seed <= 6; seed++) {
      Position pos = Position.empty(catalog, abilities, seed);
      pos.mana(0, 10, PLAIN);
      for (int i = 0; i < 5; i++) {
        pos.put(0, PLAIN, ZoneKind.DECK, Optional.empty());
      }
      int card = pos.put(0, "ALT_CORE_B_LY_17_C", ZoneKind.HAND, Optional.empty());
      Game game = pos.startTurn(0);
      play(game, card);
      answer(game);
      int die = game.kernel().lastDieRoll(0);
      assertTrue(die >= 1 && die <= 6, "die " + die);
      assertEquals(die >= 4 ? 1 : 0, game.kernel().handSize(0), "die " + die);
      assertEquals(die >= 4 ? 0 : 1, game.kernel().objects(ZoneKind.RESERVE, 0).size(), "die " + die);
      assertEquals(4, game.state().player(0).deck.size());
    }
  }

  /** Support {D} (2.2.12.d) and 7.3.2 (After You): discarded from Reserve, the turn ends without passing. */
  @Test
  @Golden("ALT_CORE_B_YZ_13_C")
  void supportDiscardAfterYouEndsTheTurnWithoutPassing() {
    Position pos = board();
    int card = pos.put(0, "ALT_CORE_B_YZ_13_C", ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    assertTrue(game.pending().isPresent(), game.logLines().toString());
    declare(game, d -> d.kind() == Declaration.Kind.QUICK_ACTION && d.objectId() == card);
    assertEquals(ZoneKind.DISCARD, object(game, card).zone);
    assertTrue(!game.state().player(0).passed, "7.3.2.b: After You is not passing");
    assertEquals(Optional.empty(), game.pending(), "the turn ended (a position started at a turn ends with it)");
  }

  /** 7.3.1.b: "Activate the {j} abilities of target Permanent you control." */
  @Test
  @Golden("ALT_CORE_A_AX_22_C")
  void activatesTheJoinAbilitiesOfAPermanent() {
    Position pos = board();
    int landmark = pos.put(0, "ALT_CORE_B_AX_24_C", ZoneKind.LANDMARK, Optional.empty());
    int other = pos.put(0, "ALT_CORE_B_AX_26_C", ZoneKind.LANDMARK, Optional.empty());
    int spell = pos.put(0, "ALT_CORE_A_AX_22_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.TARGET, landmark));
    assertEquals(Map.of("KELON", 3), object(game, landmark).counters);
    assertEquals(Map.of(), object(game, other).counters);
  }

  /** 7.3.29 (play for less): "{J} You may immediately play a Character for {3} less." */
  @Test
  @Golden("ALT_ALIZE_B_BR_40_C")
  void playsACharacterFromHandForThreeLess() {
    Position pos = board();
    int cheap = pos.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    int kept = pos.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    int card = pos.put(0, "ALT_ALIZE_B_BR_40_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game, yes(), pick(DecisionKind.CHOOSE, cheap), pick(DecisionKind.EXPEDITION, ExpeditionRef.hero(0)
        .code()));
    assertEquals(ZoneKind.EXPEDITION, object(game, cheap).zone);
    assertEquals(10 - 7, game.kernel().readyManaOrbs(0).size(), "Hand Cost 2 minus 3: nothing more paid");
    assertEquals(ZoneKind.HAND, object(game, kept).zone);
  }

  /** Support {I} (2.2.12.d): "When you play another Character — You may pay {1} to give it 1 boost." from Reserve. */
  @Test
  @Golden("ALT_BISE_B_BR_55_C")
  void supportReactionPaysOneToBoostTheCharacterPlayed() {
    Position pos = board();
    pos.put(0, "ALT_BISE_B_BR_55_C", ZoneKind.RESERVE, Optional.empty());
    int played = pos.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, played);
    answer(game, yes());
    assertEquals(Map.of(GameObject.BOOST, 1), object(game, played).counters);
    assertEquals(10 - 2 - 1, game.kernel().readyManaOrbs(0).size());
  }

  /** 4.2.5 "At Night — I lose 1 boost." (2.5.g). */
  @Test
  @Golden("ALT_BISE_B_OR_56_C")
  void atNightLosesOneBoost() {
    Position pos = board();
    int card = pos.put(0, "ALT_BISE_B_OR_56_C", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.counters(card, GameObject.BOOST, 2);
    Game game = pos.startPhase(Phase.NIGHT);
    answer(game);
    assertEquals(Map.of(GameObject.BOOST, 1), object(game, card).counters);
  }

  /** 6.5.c with a player target and "If you do": "You may target an opponent, they draw a card. If you do, ..." */
  @Test
  @Golden("ALT_BISE_B_MU_56_C")
  void opponentTargetedDrawsAndTheCardGainsAnchored() {
    Position pos = board();
    int card = pos.put(0, "ALT_BISE_B_MU_56_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game, yes()); // the only opponent is the target (no choice to make)
    assertEquals(1, game.kernel().handSize(1));
    assertEquals(4, game.state().player(1).deck.size());
    assertTrue(object(game, card).statuses.contains(Status.ANCHORED));
  }

  /** "Put the top card of your deck in your Mana zone (as an exhausted Mana Orb)." */
  @Test
  @Golden("ALT_CORE_B_BR_27_C")
  void topCardOfDeckBecomesAnExhaustedManaOrb() {
    Position pos = board();
    int top = game0Top(pos);
    int spell = pos.put(0, "ALT_CORE_B_BR_27_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game);
    GameObject orb = object(game, top);
    assertEquals(ZoneKind.MANA, orb.zone);
    assertTrue(orb.statuses.contains(Status.EXHAUSTED));
    assertEquals(11, game.kernel().objects(ZoneKind.MANA, 0).size());
    assertEquals(10 - 2, game.kernel().readyManaOrbs(0).size());
    assertEquals(4, game.state().player(0).deck.size());
  }

  private static int game0Top(Position pos) {
    return pos.state().player(0).deck.get(0);
  }

  /** "{H} Exhaust all cards in Reserve.": every player's. */
  @Test
  @Golden("ALT_ALIZE_P_OR_48_C")
  void exhaustsAllCardsInEveryReserve() {
    Position pos = board();
    int mine = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int theirs = pos.put(1, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int card = pos.put(0, "ALT_ALIZE_P_OR_48_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game);
    assertTrue(object(game, mine).statuses.contains(Status.EXHAUSTED));
    assertTrue(object(game, theirs).statuses.contains(Status.EXHAUSTED));
    assertTrue(!object(game, card).statuses.contains(Status.EXHAUSTED));
  }

  /** "At Dusk — If I'm [[Boosted]], reveal the top card ... If it's a Character with a base statistic of 0, draw it." */
  @Test
  @Golden("ALT_BISE_B_LY_52_C")
  void atDuskRevealsTheTopCardAndDrawsACharacterWithAZeroStatistic() {
    Position pos = board();
    int card = pos.put(0, "ALT_BISE_B_LY_52_C", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.counters(card, GameObject.BOOST, 1);
    int top = game0Top(pos);
    Game game = pos.startPhase(Phase.DUSK);
    answer(game);
    assertEquals(ZoneKind.HAND, object(game, top).zone, "PLAIN is 3/2/0: a base statistic of 0");
    assertEquals(4, game.state().player(0).deck.size());
  }

  /** 1.3.3 (winning by an effect): "At Dusk, if you control a [[Fleeting]] ..., [[Anchored]] ... [[Asleep]] ..." */
  @Test
  @Golden("ALT_CORE_B_LY_29_C")
  void atDuskWinsWithFleetingAnchoredAndAsleepCharacters() {
    Position pos = board();
    pos.put(0, "ALT_CORE_B_LY_29_C", ZoneKind.LANDMARK, Optional.empty());
    Status[] statuses = {Status.FLEETING, Status.ANCHORED, Status.ASLEEP};
    for (Status st : statuses) {
      pos.status(pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO)), st);
    }
    Game game = pos.startPhase(Phase.DUSK);
    assertTrue(game.ended());
    assertEquals(Optional.of(0), game.winner());

    Position missing = board();
    missing.put(0, "ALT_CORE_B_LY_29_C", ZoneKind.LANDMARK, Optional.empty());
    missing.status(missing.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO)), Status.FLEETING);
    missing.status(missing.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO)), Status.ANCHORED);
    Game other = missing.startPhase(Phase.DUSK);
    assertTrue(!other.ended(), "no [[Asleep]] Character");
  }

  /** A passive (2.2.12.m), 4.2.5.c: "Your Reserve limit is increased by one." */
  @Test
  @Golden("ALT_BISE_B_AX_61_C")
  void passiveIncreasesTheReserveLimitByOne() {
    Position pos = board();
    pos.put(0, "ALT_CORE_B_AX_01_C", ZoneKind.HERO, Optional.empty());
    pos.put(1, "ALT_CORE_B_AX_01_C", ZoneKind.HERO, Optional.empty());
    pos.put(0, "ALT_BISE_B_AX_61_C", ZoneKind.LANDMARK, Optional.empty());
    Game game = pos.startTurn(0);
    assertEquals(2, game.kernel().reserveLimit(1));
    assertEquals(3, game.kernel().reserveLimit(0));
  }

  /** A keyword ability ([[Fleeting]] 2.4.7) and 7.3.29: "Immediately play a Character for {5} less. It gains ..." */
  @Test
  @Golden("ALT_ALIZE_B_BR_41_C")
  void playsACharacterForFiveLessWhichGainsFleeting() {
    Position pos = board();
    int cheap = pos.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    pos.put(0, PLAIN, ZoneKind.HAND, Optional.empty());
    int spell = pos.put(0, "ALT_ALIZE_B_BR_41_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.CHOOSE, cheap), pick(DecisionKind.EXPEDITION, ExpeditionRef.hero(0).code()));
    assertEquals(ZoneKind.EXPEDITION, object(game, cheap).zone);
    assertTrue(object(game, cheap).statuses.contains(Status.FLEETING));
    assertEquals(ZoneKind.DISCARD, object(game, spell).zone, "[[Fleeting]] Spell");
    assertEquals(10 - 4, game.kernel().readyManaOrbs(0).size());
  }

  /** Rule 6.3.d: "When I go to Reserve from the Expedition zone" works before the event, like leaving (6.3.f). */
  @Test
  @Golden({"ALT_CORE_B_LY_10_C", "ALT_ALIZE_B_AX_42_C"})
  void rule63dGoingToReserveFromTheExpeditionZoneTriggersLikeLeaving() {
    Position pos = board();
    int card = pos.put(0, "ALT_CORE_B_LY_10_C", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int reserve = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int spell = pos.put(0, "ALT_ALIZE_B_AX_42_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.TARGET, card), yes(), pick(DecisionKind.CHOOSE, reserve));
    assertEquals(ZoneKind.RESERVE, object(game, card).zone);
    assertEquals(ZoneKind.HAND, object(game, reserve).zone);
  }
  /** 7.3.5 distributed: "Create three [Mana Moth 2/2/2] Illusion tokens, distributed as you choose among ..." */
  @Test
  @Golden("ALT_ALIZE_B_YZ_43_C")
  void createsThreeTokensDistributedAmongTargetExpeditions() {
    Position pos = board();
    int spell = pos.put(0, "ALT_ALIZE_B_YZ_43_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    int mine = ExpeditionRef.hero(0).code();
    int theirs = ExpeditionRef.hero(1).code();
    // One Expedition per token, among any number (7.3.5, "distributed as you choose").
    answer(game, pick(DecisionKind.EXPEDITION, mine), pick(DecisionKind.EXPEDITION, mine),
        pick(DecisionKind.EXPEDITION, theirs));
    assertEquals(2, game.kernel().inExpedition(ExpeditionRef.hero(0)).size());
    assertEquals(1, game.kernel().inExpedition(ExpeditionRef.hero(1)).size());
    assertEquals("Mana Moth 2/2/2", game.kernel().inExpedition(ExpeditionRef.hero(1)).get(0).token.toString());
    assertEquals(List.of(), game.kernel().inExpedition(new ExpeditionRef(0, Side.COMPANION)));
  }

  /** Reveal, choose among the revealed (a filter over them), put in Expeditions, then discard "the other cards". */
  @Test
  @Golden("ALT_CORE_B_LY_27_C")
  void revealsFourPutsTwoCharactersInExpeditionsAndDiscardsTheRest() {
    Position pos = Position.empty(catalog, abilities, 7);
    pos.mana(0, 10, PLAIN);
    int a = pos.put(0, PLAIN, ZoneKind.DECK, Optional.empty());
    int spellCard = pos.put(0, "ALT_CORE_B_YZ_23_C", ZoneKind.DECK, Optional.empty());
    int b = pos.put(0, PLAIN, ZoneKind.DECK, Optional.empty());
    int c = pos.put(0, PLAIN, ZoneKind.DECK, Optional.empty());
    int fifth = pos.put(0, PLAIN, ZoneKind.DECK, Optional.empty());
    int spell = pos.put(0, "ALT_CORE_B_LY_27_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.CHOOSE, a, b), pick(DecisionKind.EXPEDITION, ExpeditionRef.hero(0).code()),
        pick(DecisionKind.EXPEDITION, new ExpeditionRef(0, Side.COMPANION).code()));
    assertEquals(Side.HERO, object(game, a).side);
    assertEquals(Side.COMPANION, object(game, b).side);
    assertTrue(object(game, a).statuses.contains(Status.FLEETING));
    assertTrue(object(game, b).statuses.contains(Status.FLEETING));
    assertEquals(ZoneKind.DISCARD, object(game, spellCard).zone);
    assertEquals(ZoneKind.DISCARD, object(game, c).zone);
    assertEquals(List.of(fifth), game.state().player(0).deck);
  }

  /** 7.3.28.c (modifying a result): "You may discard a card from your Reserve to increase the result by 2." */
  @Test
  @Golden("ALT_CORE_B_LY_25_R1")
  void dieResultIncreasedByTwoGivesThatManyBoosts() {
    Position pos = board();
    int discarded = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    int target = pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int other = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int spell = pos.put(0, "ALT_CORE_B_LY_25_R1", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, yes(), pick(DecisionKind.CHOOSE, discarded), pick(DecisionKind.TARGET, target));
    int die = game.kernel().lastDieRoll(0);
    assertEquals(ZoneKind.DISCARD, object(game, discarded).zone);
    assertEquals(Map.of(GameObject.BOOST, die + 2), object(game, target).counters, "die " + die);
    assertEquals(Map.of(), object(game, other).counters);
  }

  /** "Double the number of boosts on each Character you control and in your Reserve." (the opponent's stay). */
  @Test
  @Golden("ALT_BISE_B_MU_59_R1")
  void doublesTheBoostsOfYourCharactersAndReserve() {
    Position pos = board();
    int mine = pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.counters(mine, GameObject.BOOST, 2);
    int reserve = pos.put(0, PLAIN, ZoneKind.RESERVE, Optional.empty());
    pos.counters(reserve, GameObject.BOOST, 1);
    int theirs = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.counters(theirs, GameObject.BOOST, 1);
    int spell = pos.put(0, "ALT_BISE_B_MU_59_R1", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game);
    assertEquals(Map.of(GameObject.BOOST, 4), object(game, mine).counters);
    assertEquals(Map.of(GameObject.BOOST, 2), object(game, reserve).counters);
    assertEquals(Map.of(GameObject.BOOST, 1), object(game, theirs).counters);
  }

  /** 6.2 (optional replacement): "If my Expedition would move forward, you may discard me instead to look at ..." */
  @Test
  @Golden({"ALT_BISE_B_OR_61_R1", "ALT_CORE_B_YZ_25_C"})
  void replacementDiscardsItselfInsteadOfMovingAndKeepsOneOfFourCards() {
    Position pos = board();
    int permanent = pos.put(0, "ALT_BISE_B_OR_61_R1", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    List<Integer> top = pos.state().player(0).deck.subList(0, 4).stream().toList();
    int last = pos.state().player(0).deck.get(4);
    int spell = pos.put(0, "ALT_CORE_B_YZ_25_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.EXPEDITION, ExpeditionRef.hero(0).code()),
        pick(DecisionKind.OPTIONAL_MODIFIER, 1), pick(DecisionKind.CHOOSE, top.get(2)));
    assertEquals(0, game.state().player(0).heroPosition, "the move was replaced");
    assertEquals(ZoneKind.DISCARD, object(game, permanent).zone);
    assertEquals(ZoneKind.HAND, object(game, top.get(2)).zone);
    for (int i : List.of(0, 1, 3)) {
      assertEquals(ZoneKind.DISCARD, object(game, top.get(i)).zone);
    }
    assertEquals(List.of(last), game.state().player(0).deck);
  }

  /** 7.3.6 (Defect): "Target Character defects." The opponent's Character joins the Expedition facing it, mine. */
  @Test
  @Golden("ALT_CYCLONE_B_YZ_77_C")
  void targetCharacterDefectsToTheExpeditionFacingIt() {
    Position pos = board();
    int theirs = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int spell = pos.put(0, "ALT_CYCLONE_B_YZ_77_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell); // the one legal target is chosen without asking
    GameObject defected = object(game, theirs);
    assertEquals(0, defected.controller, "changes controllers");
    assertEquals(1, defected.owner);
    assertEquals(ZoneKind.EXPEDITION, defected.zone);
    assertEquals(Side.HERO, defected.side, "the Expedition facing its own: the Hero one");
  }

  /** 7.3.3 (Ascend): the support ability "{D} : Target Expedition [Ascends]." discards me from Reserve. */
  @Test
  @Golden("ALT_CYCLONE_B_OR_66_C")
  void supportAbilityMakesTheTargetExpeditionAscend() {
    Position pos = board();
    int card = pos.put(0, "ALT_CYCLONE_B_OR_66_C", ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    declare(game, d -> d.kind() == Declaration.Kind.QUICK_ACTION && d.objectId() == card);
    answer(game, pick(DecisionKind.EXPEDITION, ExpeditionRef.hero(0).code()));
    assertTrue(game.state().player(0).ascended(Side.HERO));
    assertTrue(!game.state().player(0).ascended(Side.COMPANION));
    assertEquals(ZoneKind.DISCARD, object(game, card).zone, "{D}: discarded from Reserve");
  }

  /**
   * 7.3.5, 3.2.7, 1.1.7.b, 2.2.12.f: "{J} Create a [Manaseed] token in your Landmarks." (Reka Caterer, DUSTER) puts a
   * token defined by the set's token card (ALT_DUSTER_B_NE_04_C, "Landmark Permanent Token", sub-type Sap) in the
   * Landmark zone: a Permanent in play with no statistics (2.2.11.c), controlled and owned by its creator. Its quick
   * action "{T}, Sacrifice me: Ready a Mana Orb." then readies an exhausted Mana Orb, and the token, having left play,
   * ceases to exist (2.1.e).
   */
  @Test
  @Golden({"ALT_DUSTER_B_OR_94_C", "ALT_DUSTER_B_NE_04_C"})
  void manaseedCreatedInLandmarksReadiesAManaOrb() {
    Position pos = board();
    int caterer = pos.put(0, "ALT_DUSTER_B_OR_94_C", ZoneKind.HAND, Optional.empty());
    // Two turns of player 0 (bottom of the stack first): the card is played in the first, the token used in the second.
    Procedures.TurnFrame first = new Procedures.TurnFrame();
    first.player = 0;
    Procedures.TurnFrame second = new Procedures.TurnFrame();
    second.player = 0;
    pos.state().turnPlayer = 0;
    Game game = pos.startFrames(Phase.AFTERNOON, List.of(second, first));
    play(game, caterer);
    answer(game);
    assertEquals(ZoneKind.EXPEDITION, object(game, caterer).zone);
    List<GameObject> landmarks = game.kernel().objects(ZoneKind.LANDMARK, 0);
    assertEquals(1, landmarks.size(), landmarks.toString());
    GameObject seed = landmarks.get(0);
    assertTrue(seed.isToken());
    assertEquals(List.of(), game.kernel().objects(ZoneKind.LANDMARK, 1));
    assertEquals(0, seed.controller);
    assertEquals(0, seed.owner, "1.1.7.b: the owner of a token is the player who created it");
    var c = game.kernel().characteristics(seed);
    assertEquals("Manaseed", c.name());
    assertEquals(dev.altered.rules.state.ObjectType.PERMANENT, c.type(), "the token card's type (2.2.1.d remark)");
    assertTrue(c.landmarkPermanent());
    assertTrue(c.hasSubtype("Sap"), c.subtypes().toString());
    assertEquals(List.of(0, 0, 0), List.of(c.forest(), c.mountain(), c.water()));
    assertEquals(1, c.abilityIds().size(), "the quick action of the token card");
    int ready = game.kernel().readyManaOrbs(0).size();
    assertEquals(10 - 4, ready, "Hand cost 4 paid");
    int exhausted = game.kernel().objects(ZoneKind.MANA, 0).stream().filter(o -> o.has(Status.EXHAUSTED))
        .map(o -> o.id).findFirst().orElseThrow();
    declare(game, d -> d.kind() == Declaration.Kind.QUICK_ACTION && d.objectId() == seed.id);
    // The cost "Sacrifice me" is chosen at declaration (5.1.2.c.4): the token itself is its only candidate.
    answer(game, pick(DecisionKind.COST, seed.id), pick(DecisionKind.CHOOSE, exhausted));
    assertEquals(ready + 1, game.kernel().readyManaOrbs(0).size(), "a Mana Orb readied");
    assertEquals(List.of(), game.kernel().objects(ZoneKind.LANDMARK, 0), "sacrificed: the token ceased to exist");
    assertTrue(game.kernel().objects(ZoneKind.DISCARD, 0).stream().noneMatch(GameObject::isToken));
  }

  /**
   * 7.3.5, 3.2.7, 1.1.7.b: "{H} Create an [Aerolith] token in target player's Landmarks." (Demolition Expert, CYCLONE):
   * the token goes to the Landmark zone of the player chosen, who controls it; its owner is the player who created it.
   * The token card (ALT_CYCLONE_B_NE_03_C) gives it "When I'm sacrificed — [Resupply]." and "{T}, {1} : Sacrifice
   * me.": in its controller's turn the quick action sacrifices it and its controller resupplies (7.3.26).
   */
  @Test
  @Golden({"ALT_CYCLONE_B_AX_67_R1", "ALT_CYCLONE_B_NE_03_C"})
  void aerolithCreatedInTheOpponentsLandmarksResuppliesThemWhenSacrificed() {
    Position pos = board();
    int expert = pos.put(0, "ALT_CYCLONE_B_AX_67_R1", ZoneKind.HAND, Optional.empty());
    Procedures.TurnFrame mine = new Procedures.TurnFrame();
    mine.player = 0;
    Procedures.TurnFrame theirs = new Procedures.TurnFrame();
    theirs.player = 1;
    pos.state().turnPlayer = 0;
    Game game = pos.startFrames(Phase.AFTERNOON, List.of(theirs, mine));
    play(game, expert);
    answer(game, pick(DecisionKind.CHOOSE, 1));
    assertEquals(List.of(), game.kernel().objects(ZoneKind.LANDMARK, 0));
    List<GameObject> landmarks = game.kernel().objects(ZoneKind.LANDMARK, 1);
    assertEquals(1, landmarks.size(), landmarks.toString());
    GameObject aerolith = landmarks.get(0);
    assertEquals(1, aerolith.controller, "created in player 1's Landmarks");
    assertEquals(0, aerolith.owner, "1.1.7.b: owned by the player who created it");
    assertEquals(dev.altered.rules.state.ObjectType.PERMANENT, game.kernel().characteristics(aerolith).type());
    assertEquals(2, game.kernel().characteristics(aerolith).abilityIds().size());
    // Player 1's turn: the quick action, {T} and {1}, sacrifices the token; its Reaction resupplies player 1.
    int deck = game.state().player(1).deck.size();
    DecisionRequest turn = game.pending().orElseThrow();
    assertEquals(1, turn.player());
    Declaration d = turn.declarations().stream().filter(x -> x.kind() == Declaration.Kind.QUICK_ACTION
        && x.objectId() == aerolith.id).findFirst().orElseThrow(() -> new AssertionError(turn.declarations()
        .toString()));
    game.decide(Answer.declare(d));
    answer(game);
    assertEquals(List.of(), game.kernel().objects(ZoneKind.LANDMARK, 1), "sacrificed: the token ceased to exist");
    assertEquals(deck - 1, game.state().player(1).deck.size(), "7.3.26: Resupply");
    assertEquals(1, game.kernel().objects(ZoneKind.RESERVE, 1).size());
  }

  /** 4.2.3.d: "{R} You may immediately pass." played from Reserve, yes: the player has passed (no more turns). */
  @Test
  @Golden("ALT_CYCLONE_B_BR_71_C")
  void playedFromReserveThePlayerMayPass() {
    Position pos = board();
    int card = pos.put(0, "ALT_CYCLONE_B_BR_71_C", ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    answer(game, yes());
    assertTrue(game.state().player(0).passed);
    assertTrue(!game.state().player(1).passed);
  }

  /** 4.2.1.b, 4.2.3.c: "{H} If you are first player, target player becomes first player." */
  @Test
  @Golden("ALT_CYCLONE_B_BR_75_C")
  void theFirstPlayerMakesTheTargetPlayerFirstPlayer() {
    Position pos = board();
    pos.firstPlayer(0);
    int card = pos.put(0, "ALT_CYCLONE_B_BR_75_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, card);
    game.pending().filter(r -> r.kind() != DecisionKind.TURN).ifPresent(r -> game.decide(Answer.pick(
        r.candidates().stream().filter(c -> c.id() == 1 || c.label().contains("1")).findFirst()
            .orElse(r.candidates().get(r.candidates().size() - 1)).id())));
    assertEquals(1, game.state().firstPlayer, game.logLines().toString());
  }

  /**
   * 6.5.b: "Send to Reserve each Character from target Expedition, then exhaust them." The Expedition is chosen first
   * and only its Characters go (they were read as every Expedition's before: a card that ran but not as printed).
   */
  @Test
  @Golden("ALT_ALIZE_B_YZ_42_C")
  void onlyTheCharactersOfTheTargetExpeditionAreSentToReserve() {
    Position pos = board();
    int theirs = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    int mine = pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    int spell = pos.put(0, "ALT_ALIZE_B_YZ_42_C", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, spell);
    answer(game, pick(DecisionKind.EXPEDITION, ExpeditionRef.hero(1).code()));
    assertEquals(ZoneKind.RESERVE, object(game, theirs).zone);
    assertTrue(object(game, theirs).statuses.contains(Status.EXHAUSTED));
    assertEquals(ZoneKind.EXPEDITION, object(game, mine).zone, "not in the target Expedition");
  }
}
