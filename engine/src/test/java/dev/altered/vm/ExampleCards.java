package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.DevSets;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.TextPool;
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
import dev.altered.rules.state.ZoneKind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The cards the rules' Examples name, read from cards/ (and, for an Example that names no printed card, from
 * src/test/resources/example-cards/EXAMPLES.cards) and loaded by the engine's loader from their printed English text:
 * the Example tests play exactly what a game plays. Only these cards and the token cards are loaded, so the tests do
 * not parse the whole corpus.
 */
final class ExampleCards {
  private ExampleCards() {}

  /** A Character without text (Axiom's 2/2/2), for Decks, Mana and the rest of the board. */
  static final String PLAIN = "ALT_CORE_B_AX_10_C";

  private static final Set<String> WANTED = Set.of(PLAIN,
      "ALT_CORE_B_MU_05_R1", "ALT_CORE_B_OR_20_C", "ALT_CORE_B_BR_30_C", "ALT_CORE_B_YZ_15_R1", "ALT_CORE_B_YZ_05_C",
      "ALT_CORE_B_AX_14_C", "ALT_CORE_B_YZ_24_C", "ALT_CORE_B_AX_13_C", "ALT_CORE_B_AX_16_C", "ALT_CORE_B_MU_16_C",
      "ALT_CORE_B_OR_27_R1", "ALT_CORE_B_AX_09_C", "ALT_CORE_B_OR_06_C", "ALT_CORE_B_BR_01_C", "ALT_CORE_B_BR_09_R1",
      "ALT_CORE_B_YZ_02_C", "ALT_CORE_B_LY_23_C", "ALT_CORE_B_BR_20_C", "ALT_ALIZE_B_BR_39_R2", "ALT_ALIZE_B_MU_33_C",
      "ALT_CORE_B_AX_03_C", "ALT_BISE_B_AX_50_C", "ALT_CORE_B_OR_21_R1", "ALT_CORE_B_YZ_09_R2",
      "ALT_CORE_B_BR_07_C", "ALT_CORE_B_YZ_22_C", "ALT_CORE_B_OR_26_C", "ALT_CORE_B_LY_26_C", "ALT_CORE_B_BR_19_R1",
      "ALT_CORE_B_LY_27_C", "ALT_CORE_B_LY_20_C", "ALT_CORE_B_MU_26_C", "ALT_CORE_B_AX_28_R1", "ALT_CORE_B_OR_28_C",
      "ALT_ALIZE_B_BR_34_C", "ALT_ALIZE_B_MU_39_R1", "ALT_CORE_B_BR_04_C", "ALT_CORE_B_BR_04_R2", "ALT_CORE_B_OR_23_C",
      "ALT_CORE_B_AX_24_C", "ALT_CORE_B_AX_17_C", "ALT_CORE_B_OR_12_C", "ALT_CORE_B_BR_12_C", "ALT_CORE_B_YZ_13_C",
      "ALT_ALIZE_B_LY_39_R1", "ALT_CORE_B_LY_14_R2", "ALT_ALIZE_B_BR_45_C", "ALT_ALIZE_B_OR_34_C",
      "ALT_BISE_B_AX_54_C", "ALT_BISE_A_LY_53_R1", "ALT_CYCLONE_B_OR_81_R1", "ALT_CYCLONE_B_OR_71_C",
      "ALT_ALIZE_B_AX_32_C", "ALT_CORE_B_OR_21_R2", "ALT_CORE_B_AX_20_C", "ALT_CORE_B_MU_03_C", "ALT_ALIZE_B_LY_35_C", "ALT_CORE_B_LY_21_C",
      "ALT_BISE_B_LY_52_R1", "ALT_CORE_B_AX_06_C", "ALT_ALIZE_A_AX_35_C",
      "ALT_CORE_B_OR_10_C");

  private static LoadResult loaded;
  private static CardCatalog catalog;
  private static CompiledAbilities abilities;

  private static synchronized void load() {
    if (catalog != null) {
      return;
    }
    List<Path> files = new ArrayList<>(DevSets.cardFiles());
    files.add(DevSets.root().resolve("engine/src/test/resources/example-cards/EXAMPLES.cards"));
    List<CardDefinition> cards = new ArrayList<>();
    TextPool pool = new TextPool();
    for (Path file : files) {
      ReadResult read = CardLoader.read(file, pool);
      read.definitions().stream().filter(c -> WANTED.contains(c.reference()) || c.type().isToken()
          || c.reference().startsWith("EXAMPLES_")).forEach(cards::add);
    }
    loaded = CardLoader.standard().loadDefinitions(cards);
    assertEquals(List.of(), loaded.diagnostics().stream().filter(d -> d.isError()
        && Stream.of(WANTED.toArray(String[]::new)).anyMatch(r -> d.toString().contains(r))).toList(),
        "every card an Example names loads from its text");
    catalog = CardCatalog.of(loaded.definitions());
    abilities = CompiledAbilities.of(loaded);
  }

  /** Ten ready Mana Orbs and five plain cards in each Deck; nothing else. */
  static Position board() {
    return board(7);
  }

  /** The same board with another seed: the seed decides the dice (7.3.28). */
  static Position board(long seed) {
    load();
    return Boards.board(catalog, abilities, seed, PLAIN);
  }

  static int hand(Position pos, int player, String reference) {
    return pos.put(player, reference, ZoneKind.HAND, Optional.empty());
  }

  static int reserve(Position pos, int player, String reference) {
    return pos.put(player, reference, ZoneKind.RESERVE, Optional.empty());
  }

  static int expedition(Position pos, int player, Side side, String reference) {
    return pos.put(player, reference, ZoneKind.EXPEDITION, Optional.of(side));
  }

  /** The game from the Afternoon of day 2, player 0's turn, going on after it (TestBoard.afternoon). */
  static Game afternoon(Position pos) {
    return pos.startFrames(dev.altered.rules.state.Phase.AFTERNOON, List.of(
        dev.altered.rules.Procedures.DayFrame.at(2, dev.altered.rules.Procedures.DayPoint.AFTERNOON)));
  }

  /** Puts a card on top of a player's Deck. */
  static int top(Position pos, int player, String reference) {
    int id = pos.put(player, reference, ZoneKind.DECK, Optional.empty());
    List<Integer> deck = pos.state().player(player).deck;
    deck.remove(Integer.valueOf(id));
    deck.add(0, id);
    return id;
  }

  /** Plays the first Emblem-Reaction offered while Reactions are offered. */
  static void reactionsInOrder(Game game) {
    while (game.pending().isPresent() && game.pending().get().kind() == DecisionKind.REACTION) {
      game.decide(Answer.pick(game.pending().get().candidates().get(0).id()));
    }
  }

  /** The current player plays a card from Hand or Reserve, to the Expedition on {@code side} when it goes to one. */
  static void play(Game game, int card, Side side) {
    declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card && !d.scout()
        && d.expedition().map(e -> e.side() == side).orElse(true));
  }

  static void declare(Game game, java.util.function.Predicate<Declaration> which) {
    DecisionRequest r = game.pending().orElseThrow();
    assertEquals(DecisionKind.TURN, r.kind(), r.prompt());
    Declaration d = r.declarations().stream().filter(which).findFirst()
        .orElseThrow(() -> new AssertionError("not declarable: " + r.declarations()));
    game.decide(Answer.declare(d));
  }

  /** The pending request, which must be of {@code kind}. */
  static DecisionRequest asked(Game game, DecisionKind kind) {
    DecisionRequest r = game.pending().orElseThrow(() -> new AssertionError("nothing asked"));
    assertEquals(kind, r.kind(), () -> r.prompt() + " " + r.candidates());
    return r;
  }

  /** Answers the pending request, which must be of {@code kind}, with {@code ids}. */
  static void pick(Game game, DecisionKind kind, int... ids) {
    asked(game, kind);
    game.decide(Answer.pick(ids));
  }

  /** Answers what is asked until the next turn: yes to each optional step, {@code id} to each other choice. */
  static void choosing(Game game, int id) {
    while (game.pending().isPresent() && game.pending().get().kind() != DecisionKind.TURN) {
      game.decide(game.pending().get().kind() == DecisionKind.MAY ? Answer.yes() : Answer.pick(id));
    }
  }

  static void yes(Game game) {
    pick(game, DecisionKind.MAY, 1);
  }

  static void no(Game game) {
    pick(game, DecisionKind.MAY, 0);
  }

  /** The Emblem-Reaction in Limbo whose label names {@code words}, among those the pending request offers. */
  static int reaction(Game game, String words) {
    return asked(game, DecisionKind.REACTION).candidates().stream().filter(c -> c.label().contains(words))
        .findFirst().orElseThrow(() -> new AssertionError(words + " not in " + game.pending().get().candidates()))
        .id();
  }

  /** Nothing is asked now but the next turn. */
  static void turnNext(Game game) {
    game.pending().ifPresent(r -> assertEquals(DecisionKind.TURN, r.kind(), () -> r.prompt() + " "
        + r.candidates()));
  }

  static GameObject object(Game game, int id) {
    return Boards.object(game, id);
  }

  /** The objects (not Emblems) in a zone: of a personal zone, the player's; of a shared one, those they control. */
  static List<GameObject> in(Game game, ZoneKind zone, int player) {
    return game.kernel().state().all().filter(o -> o.zone == zone && !o.isEmblem()
        && (zone.shared() ? o.controller == player : o.zonePlayer == player)).toList();
  }

  /**
   * Answers what is asked until the next turn or the end: yes to each optional step, and to each other choice the
   * first of {@code ids} that is a candidate, else the first candidate (a choice with one candidate may not be asked).
   */
  static void answering(Game game, int... ids) {
    while (game.pending().isPresent() && game.pending().get().kind() != DecisionKind.TURN) {
      DecisionRequest r = game.pending().get();
      if (r.kind() == DecisionKind.MAY) {
        game.decide(Answer.yes());
        continue;
      }
      List<Integer> offered = r.candidates().stream().map(c -> c.id()).toList();
      int pick = java.util.stream.IntStream.of(ids).filter(offered::contains).findFirst().orElse(offered.get(0));
      game.decide(Answer.pick(pick));
    }
  }

  static void assertIn(Game game, int id, ZoneKind zone) {
    assertEquals(zone, object(game, id).zone, () -> game.kernel().describe(object(game, id)));
  }

  static void assertLogHas(Game game, String words) {
    assertTrue(game.logLines().stream().anyMatch(l -> l.contains(words)), () -> "no '" + words + "' in the log: "
        + game.logLines().subList(Math.max(0, game.logLines().size() - 20), game.logLines().size()));
  }
}
