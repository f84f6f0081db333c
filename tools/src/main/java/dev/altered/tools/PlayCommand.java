package dev.altered.tools;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.altered.card.CardDefinition;
import dev.altered.card.Faction;
import dev.altered.deck.CardFiles;
import dev.altered.deck.Deck;
import dev.altered.deck.DeckFile;
import dev.altered.deck.DeckFileException;
import dev.altered.deck.RandomDecks;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.GameJson;
import dev.altered.rules.StepBudgetExceededException;
import dev.altered.rules.agent.Agent;
import dev.altered.rules.agent.Agents;
import dev.altered.rules.agent.Driver;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.state.Prng;
import dev.altered.vm.CompiledAbilities;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code altered play}: whole games between agents (random, greedy, mcts), with deck files or random legal decks. A game is
 * fully determined by its seed: game {@code i} of a run uses seed {@code SEED + i}, for its random decks too.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
        "Plays whole games between agents (random by default, or --agent) and reports the outcome.",
        "Game i (from 0) uses seed SEED+i; random decks are drawn from that seed too, so a seed replays a game.",
        "Every ability of every card runs from its text: parsed and compiled by the loader (once per distinct ability"
            + " and card context, kept in the stage cache), interpreted.",
        "A game that goes past its step budget (--max-steps) ends with an error rather than running on.",
        "Exit code 0 when every game ended with a winner, 1 when a game failed, 2 on bad usage."})
final class PlayCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--deck", paramLabel = "DECK",
      description = "a deck file, 'random' or 'random:FACTION' (e.g. random:Axiom); give two, one (the other is "
          + "random) or none")
  List<String> decks = new ArrayList<>();

  @Option(names = "--agent", paramLabel = "AGENT", description = "random, greedy, mcts or mcts:PLAYOUTS; the first "
      + "is player 0's, the second player 1's, one is both players' (default random)")
  List<String> agentSpecs = new ArrayList<>();

  @Option(names = "--seed", paramLabel = "N", description = "seed of the first game (default 1)")
  String seed = "1";

  @Option(names = "--games", paramLabel = "N", description = "number of games (default 1)")
  String games = "1";

  @Option(names = "--max-steps", paramLabel = "N", description = "steps (frames run and atomic actions) a game may "
      + "take before it ends with an error (default " + Game.DEFAULT_STEP_BUDGET + ")")
  String maxSteps = Long.toString(Game.DEFAULT_STEP_BUDGET);

  @Option(names = "--json", description = "one JSON object per game per line: seed, winner, days, events, "
      + "logHash, error")
  boolean json;

  @Option(names = "--log", paramLabel = "FILE", description = "write the event logs (JSON lines) to FILE")
  Path log;

  @Option(names = "--cards", paramLabel = "DIR", description = "card files to use (default: cards)")
  Path cardsDir = Path.of("cards");

  @Unmatched List<String> unmatched = new ArrayList<>();

  private record Usage(String message) {}

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (!unmatched.isEmpty()) {
      err.println("altered play: unknown argument '" + unmatched.get(0) + "' (see altered play --help)");
      return 2;
    }
    long firstSeed;
    int count;
    try {
      firstSeed = Long.parseLong(seed.strip());
    } catch (NumberFormatException e) {
      err.println("altered play: --seed expects an integer, got '" + seed + "'");
      return 2;
    }
    try {
      count = Integer.parseInt(games.strip());
    } catch (NumberFormatException e) {
      err.println("altered play: --games expects a positive integer, got '" + games + "'");
      return 2;
    }
    if (count < 1) {
      err.println("altered play: --games expects a positive integer, got " + count);
      return 2;
    }
    long budget;
    try {
      budget = Long.parseLong(maxSteps.strip());
    } catch (NumberFormatException e) {
      budget = 0;
    }
    if (budget < 1) {
      err.println("altered play: --max-steps expects a positive integer, got '" + maxSteps + "'");
      return 2;
    }
    if (log != null && FileProblems.cannotWrite(log).isPresent()) {
      err.println("altered play: --log " + FileProblems.cannotWrite(log).get());
      return 2;
    }
    if (decks.size() > 2) {
      err.println("altered play: at most two --deck options (one per player), got " + decks.size());
      return 2;
    }
    if (agentSpecs.size() > 2) {
      err.println("altered play: at most two --agent options (one per player), got " + agentSpecs.size());
      return 2;
    }
    for (String a : agentSpecs) {
      try {
        Agents.byName(a, 0);
      } catch (IllegalArgumentException e) {
        err.println("altered play: --agent " + e.getMessage());
        return 2;
      }
    }
    if (!Files.isDirectory(cardsDir)) {
      err.println("altered play: card directory '" + cardsDir + "' not found (run from the repository root or "
          + "pass --cards DIR)");
      return 2;
    }
    Loaders loaders = Loaders.standard(false);
    CardFiles.Loaded loaded = CardFiles.read(cardsDir, loaders.loader());
    loaders.printNotes(spec.commandLine().getErr());
    if (loaded.cards().isEmpty()) {
      err.println("altered play: no cards in '" + cardsDir + "'");
      return 2;
    }
    CardCatalog catalog = CardCatalog.of(loaded.cards());
    RandomDecks random = new RandomDecks(loaded.cards());
    // The loader's programs, for all games: identical abilities share one program (a card with an ability that does
    // not load is left out; `altered coverage` lists them).
    CompiledAbilities abilities = CompiledAbilities.of(loaded.result());
    List<String> specs = new ArrayList<>(decks);
    while (specs.size() < 2) {
      specs.add("random");
    }
    List<Object> parsed = new ArrayList<>(); // a Deck, or an Optional<Faction> for random
    boolean usable = true;
    for (String d : specs) {
      Object p = parseDeck(d, catalog, random);
      if (p instanceof Usage u) {
        // Every problem of both decks, one a line: a designer fixes them in one go.
        u.message().lines().forEach(line -> err.println("altered play: " + line));
        usable = false;
      }
      parsed.add(p);
    }
    if (!usable) {
      return 2;
    }

    BufferedWriter logWriter = log == null ? null : Files.newBufferedWriter(log, StandardCharsets.UTF_8);
    int failed = 0;
    int[] wins = new int[2];
    long totalEvents = 0;
    long start = System.nanoTime();
    try {
      for (int i = 0; i < count; i++) {
        long gameSeed = firstSeed + i;
        Prng prng = new Prng(gameSeed ^ 0x5DEECE66DL);
        Optional<Integer> winner = Optional.empty();
        int days = 0;
        int events = 0;
        String hash = null;
        String error = null;
        List<String> deckNames = new ArrayList<>();
        try {
          List<Deck> chosen = new ArrayList<>();
          for (Object p : parsed) {
            if (p instanceof Deck deck) {
              chosen.add(deck);
            } else {
              @SuppressWarnings("unchecked")
              Optional<Faction> faction = (Optional<Faction>) p;
              List<Faction> factions = random.factions();
              Faction f = faction.orElseGet(() -> factions.get(prng.nextInt(factions.size())));
              chosen.add(random.generate(f, prng, 40));
            }
          }
          for (Deck d : chosen) {
            deckNames.add(d.hero().flatMap(catalog::find).map(CardDefinition::name).orElse("(no Hero)"));
          }
          Game game = Game.start(gameSeed, List.of(chosen.get(0).toPlayerDeck(), chosen.get(1).toPlayerDeck()),
              catalog, abilities).limitSteps(budget);
          try {
            Driver.play(game, List.of(agent(0, gameSeed * 2 + 1), agent(1, gameSeed * 2 + 2)));
            if (!game.ended() || game.winner().isEmpty()) {
              error = "the game ended without a winner";
            }
          } catch (StepBudgetExceededException e) {
            error = e.getMessage();
          } catch (RuntimeException e) {
            error = "internal error: " + e;
          }
          winner = game.winner();
          days = game.day();
          events = game.events().size();
          hash = game.logHash();
          if (logWriter != null) {
            ObjectNode header = GameJson.mapper().createObjectNode();
            header.put("type", "Game").put("seed", gameSeed).put("game", i);
            logWriter.write(GameJson.mapper().writeValueAsString(header));
            logWriter.newLine();
            for (String line : game.logLines()) {
              logWriter.write(line);
              logWriter.newLine();
            }
          }
        } catch (RuntimeException e) {
          error = "internal error: " + e;
        }
        if (error != null) {
          failed++;
        } else {
          wins[winner.get()]++;
        }
        totalEvents += events;
        if (json) {
          ObjectNode line = GameJson.mapper().createObjectNode();
          line.put("seed", gameSeed);
          if (winner.isPresent()) {
            line.put("winner", winner.get());
          } else {
            line.putNull("winner");
          }
          line.put("days", days);
          line.put("events", events);
          line.put("logHash", hash);
          line.put("error", error);
          out.println(GameJson.mapper().writeValueAsString(line));
        } else {
          out.printf("game %d (seed %d, %s vs %s): %s after %d days, %d events, log %s%n", i, gameSeed,
              deckNames.size() > 0 ? deckNames.get(0) : "?", deckNames.size() > 1 ? deckNames.get(1) : "?",
              error != null ? "ERROR " + error : "player " + winner.get() + " wins", days, events,
              hash == null ? "-" : hash.substring(0, 16));
        }
        out.flush();
      }
    } finally {
      if (logWriter != null) {
        logWriter.close();
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    String summary = String.format("%d games in %.2f s (%.1f games/s, %.0f events/s): player 0 won %d, player 1 "
        + "won %d, %d failed", count, seconds, count / seconds, totalEvents / seconds, wins[0], wins[1], failed);
    (json ? err : out).println(summary);
    return failed > 0 ? 1 : 0;
  }

  /** The player's agent; random ones are the same players as without --agent, so a seed replays the same game. */
  private Agent agent(int player, long seed) {
    if (agentSpecs.isEmpty()) {
      return new RandomAgent(seed);
    }
    return Agents.byName(agentSpecs.get(Math.min(player, agentSpecs.size() - 1)), seed);
  }

  private Object parseDeck(String spec, CardCatalog catalog, RandomDecks random) throws IOException {
    if (spec.equals("random")) {
      return Optional.<Faction>empty();
    }
    if (spec.startsWith("random:")) {
      String name = spec.substring(7);
      Optional<Faction> f = Faction.parse(name);
      if (f.isEmpty() || f.get() == Faction.NE) {
        return new Usage("unknown faction '" + name + "' in --deck " + spec
            + " (expected Axiom, Bravos, Lyra, Muna, Ordis or Yzmir)");
      }
      if (!random.factions().contains(f.get())) {
        return new Usage("no " + f.get().displayName() + " Hero among the cards in '" + cardsDir + "'");
      }
      return f;
    }
    Path file = Path.of(spec);
    if (!Files.isRegularFile(file)) {
      return new Usage("--deck " + spec + ": no such file (expected a deck file, 'random' or 'random:FACTION')");
    }
    try {
      return DeckFile.parseConstructed(spec, Files.readString(file, StandardCharsets.UTF_8),
          DeckFile.lookup(catalog));
    } catch (DeckFileException e) {
      return new Usage(e.getMessage());
    }
  }
}
