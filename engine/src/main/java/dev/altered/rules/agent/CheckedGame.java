package dev.altered.rules.agent;

import dev.altered.rules.AbilityProvider;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.PlayerDeck;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One game of the mass test: played by agents (or replayed from a trace's answers) with the {@link Invariants}
 * checked at every decision, every answer checked before it is given, and at every eighth decision the deciding
 * player's view checked for hidden information. The first problem ends the game; its trace replays it.
 */
public final class CheckedGame {
  /** What a checked game came to: the trace of its answers, the problem if any, and the game as it ended. */
  public record Outcome(Trace trace, Optional<String> failure, Game game) {}

  /** Decisions between two checks that a view hides what it must (the other checks run at every decision). */
  static final int HIDDEN_CHECK_EVERY = 8;

  private CheckedGame() {}

  public static Outcome play(long seed, List<String> agentSpecs, List<PlayerDeck> decks, CardCatalog catalog,
      AbilityProvider provider, long maxSteps) {
    List<Agent> agents = List.of(Agents.byName(agentSpecs.get(0), seed * 2 + 1),
        Agents.byName(agentSpecs.get(1), seed * 2 + 2));
    return run(seed, agentSpecs, decks, catalog, provider, maxSteps, (game, r, i) -> agents.get(r.player())
        .decide(game, r));
  }

  /** Plays a trace's answers again, checking everything as the game that wrote it did. */
  public static Outcome replay(Trace trace, CardCatalog catalog, AbilityProvider provider, long maxSteps) {
    return run(trace.seed(), trace.agents(), trace.decks(), catalog, provider, maxSteps, (game, r, i) -> {
      if (i >= trace.answers().size()) {
        throw new IllegalStateException("the trace has no answer for decision " + i + " '" + r.prompt() + "'");
      }
      return trace.answers().get(i);
    });
  }

  private interface Answers {
    Answer next(Game game, DecisionRequest request, int index);
  }

  private static Outcome run(long seed, List<String> agents, List<PlayerDeck> decks, CardCatalog catalog,
      AbilityProvider provider, long maxSteps, Answers answers) {
    List<Answer> given = new ArrayList<>();
    int[] cards = new int[2];
    for (int p = 0; p < 2; p++) {
      cards[p] = decks.get(p).cards().size() + (decks.get(p).hero().isPresent() ? 1 : 0);
    }
    Game game = Game.start(seed, decks, catalog, provider).limitSteps(maxSteps);
    Optional<String> failure;
    try {
      failure = steps(game, seed, cards, answers, given);
    } catch (RuntimeException e) {
      failure = Optional.of("exception: " + e);
    }
    return new Outcome(new Trace(seed, agents, decks, failure.orElse(""), given), failure, game);
  }

  private static Optional<String> steps(Game game, long seed, int[] cards, Answers answers, List<Answer> given) {
    Optional<DecisionRequest> request = game.advance();
    while (true) {
      Optional<String> problem = Invariants.check(game, cards);
      if (problem.isPresent() || request.isEmpty()) {
        return problem.isPresent() ? problem : game.winner().isPresent() ? Optional.empty()
            : Optional.of("the game ended without a winner");
      }
      DecisionRequest r = request.get();
      if (given.size() % HIDDEN_CHECK_EVERY == 0) { // three copies of the game: a sample of decisions is enough
        problem = HiddenInformation.check(game, r.player(), seed * 7919 + given.size());
        if (problem.isPresent()) {
          return problem;
        }
      }
      Answer answer = answers.next(game, r, given.size());
      given.add(answer);
      problem = game.check(answer);
      if (problem.isPresent()) {
        return Optional.of("illegal decision by player " + r.player() + ": " + problem.get());
      }
      request = game.decide(answer);
    }
  }
}
