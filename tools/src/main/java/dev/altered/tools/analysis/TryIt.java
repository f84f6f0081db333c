package dev.altered.tools.analysis;

import com.google.common.collect.ImmutableList;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import dev.altered.vm.CompiledAbilities;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The playground's "try it": the card put into a generated game situation, as {@code coverage} does (in its owner's
 * Hand on their turn, twelve ready Mana Orbs, Characters without text in every Expedition), played first thing, the
 * other choices made by a seeded random agent, so that the same card always gives the same log.
 */
public final class TryIt {
  private static final int MANA = 12;
  /** One turn rarely takes more than a few dozen decisions; a runaway ability is stopped, and said so. */
  private static final int DECISIONS = 300;
  private static final String HERO = "WORKBENCH_HERO";
  private static final List<String> FILLERS = List.of("WORKBENCH_FOREST", "WORKBENCH_MOUNTAIN", "WORKBENCH_WATER");

  private TryIt() {}

  /** Plays {@code card} (one of the cards read from the designer's text) on the generated board. */
  public static TryReport play(CardDefinition card) {
    List<CardDefinition> all = new ArrayList<>(board());
    all.add(card);
    LoadResult loaded = CardLoader.standard().withThreads(1).loadDefinitions(all);
    if (loaded.cards().stream().noneMatch(c -> c.card().reference().equals(card.reference()))) {
      return new TryReport(card.reference(), "", ImmutableList.of(), "not played: its abilities do not all parse"
          + " and compile (see the diagnostics)", false);
    }
    CardCatalog catalog = CardCatalog.of(loaded.cards().stream().map(SourcedCard::card).toList());
    Position pos = Position.empty(catalog, CompiledAbilities.of(loaded), card.reference().hashCode());
    boolean hero = card.type() == CardType.HERO;
    ZoneKind zone = hero ? ZoneKind.HERO : ZoneKind.HAND;
    pos.put(1, HERO, ZoneKind.HERO, Optional.empty());
    if (!hero) {
      pos.put(0, HERO, ZoneKind.HERO, Optional.empty());
    }
    int played = pos.put(0, card.reference(), zone, Optional.of(Side.HERO));
    for (int player = 0; player < 2; player++) {
      pos.mana(player, MANA, FILLERS.get(0));
      pos.put(player, FILLERS.get(player), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
      pos.put(player, FILLERS.get(2), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
      for (int i = 0; i < 5; i++) {
        pos.put(player, FILLERS.get(i % 3), ZoneKind.DECK, Optional.empty());
      }
    }
    String situation = (hero ? "your Hero" : "in your Hand") + " at the start of your turn, " + MANA
        + " ready Mana Orbs each, two Characters without text in each player's Expeditions";
    return run(card.reference(), situation, pos.startTurn(0), played, hero);
  }

  private static TryReport run(String reference, String situation, Game game, int card, boolean hero) {
    RandomAgent random = new RandomAgent(reference.hashCode() * 31L + 7);
    boolean played = hero;
    String outcome = "the turn ended";
    try {
      Optional<DecisionRequest> request = game.pending();
      for (int decisions = 0; request.isPresent() && !game.ended(); decisions++) {
        if (decisions == DECISIONS) {
          outcome = "stopped after " + DECISIONS + " decisions: an ability may not end";
          break;
        }
        DecisionRequest r = request.get();
        Answer answer = random.decide(game, r);
        if (!played && r.kind() == DecisionKind.TURN && r.player() == 0) {
          Optional<Declaration> play = r.declarations().stream()
              .filter(d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card).findFirst();
          played = play.isPresent();
          answer = play.map(Answer::declare).orElse(Answer.declare(Declaration.pass()));
          if (!played) {
            outcome = "could not be played from Hand with " + MANA + " ready Mana Orbs";
            break;
          }
        }
        request = game.decide(answer);
      }
    } catch (RuntimeException e) {
      outcome = "the game stopped with an error: " + e.getMessage();
      played = false;
    }
    return new TryReport(reference, situation, ImmutableList.copyOf(game.logLines()), played
        && outcome.equals("the turn ended") ? "played; " + outcome : outcome, played);
  }

  private static List<CardDefinition> board() {
    try (InputStream in = TryIt.class.getResourceAsStream("board.cards")) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return CardFileReader.read("board.cards", text, new TextPool()).cards().stream().map(SourcedCard::card)
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("the tools jar lacks its board.cards", e);
    }
  }
}
