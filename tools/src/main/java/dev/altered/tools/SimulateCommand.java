package dev.altered.tools;

import dev.altered.card.CardDefinition;
import dev.altered.deck.CardFiles;
import dev.altered.deck.RandomDecks;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.agent.Agents;
import dev.altered.simulate.BadInput;
import dev.altered.simulate.Decks;
import dev.altered.simulate.Entrant;
import dev.altered.simulate.ProgressBar;
import dev.altered.simulate.Results;
import dev.altered.simulate.ResultsJson;
import dev.altered.simulate.Simulation;
import dev.altered.simulate.SimulationEngine;
import dev.altered.simulate.Variants;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/** {@code altered simulate}: a round robin of decks, per-card statistics and a designer's A/B, with intervals. */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = {
        "Plays a round robin between decks and reports each pairing's win rate (both seatings, first player, game "
            + "length), each deck's and each card's statistics, with Wilson intervals; --variant compares edited cards "
            + "with the printed ones on the same games.",
        "The same command gives the same figures, on either engine. Exit code 0, 2 on bad input (one line each)."})
final class SimulateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--decks", paramLabel = "SPEC[,SPEC...]", split = ",", required = true,
      description = "deck files, folders of .deck files or random:FACTION (random legal decks drawn from --seed)")
  List<String> decks = new ArrayList<>();

  @Option(names = "--games", paramLabel = "N", description = "games per pairing, half in each seating (default 100)")
  String games = "100";

  @Option(names = "--seed", paramLabel = "N", description = "seed of the whole run (default 1)")
  String seed = "1";

  @Option(names = "--agent", paramLabel = "SPEC", description = "the agent of each seat: once for both, twice for "
      + "seat 0 then seat 1 (default random)")
  List<String> agents = new ArrayList<>();

  @Option(names = "--variant", paramLabel = "FILE", description = "a card file of edited cards (same references): "
      + "each is compared with the printed card on the same games")
  List<Path> variants = new ArrayList<>();

  @Option(names = "--confidence", paramLabel = "P", description = "confidence level of intervals and verdicts "
      + "(default 0.95)")
  String confidence = "0.95";

  @Option(names = "--json", description = "print the results as JSON")
  boolean json;

  @Option(names = "--out", paramLabel = "DIR", description = "write results.json, CSV tables and report.html to DIR")
  Path out;

  @Option(names = "--engine", paramLabel = "NAME", description = "local (default) or spark")
  String engine = "local";

  @Option(names = "--threads", paramLabel = "N", description = "cores to use (default: all)")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--max-steps", paramLabel = "N", description = "a game's step budget (default "
      + Game.DEFAULT_STEP_BUDGET + ")")
  String maxSteps = Long.toString(Game.DEFAULT_STEP_BUDGET);

  @Option(names = "--cards", paramLabel = "DIR", description = "card files to use (default: cards)")
  Path cardsDir = Path.of("cards");

  @Unmatched List<String> unmatched = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    try {
      return simulate(spec.commandLine().getOut(), err);
    } catch (BadInput e) {
      e.problems().forEach(p -> err.println("altered simulate: " + p));
      err.flush();
      return 2;
    }
  }

  private int simulate(PrintWriter stdout, PrintWriter err) throws BadInput, IOException {
    if (!unmatched.isEmpty()) {
      throw new BadInput("unknown argument '" + unmatched.get(0) + "' (see altered simulate --help)");
    }
    Simulation.Settings settings = settings();
    if (!Files.isDirectory(cardsDir)) {
      throw new BadInput("card directory '" + cardsDir + "' not found (run from the repository root or pass --cards)");
    }
    if (out != null && Files.exists(out) && !Files.isDirectory(out)) {
      throw new BadInput("--out " + out + ": not a folder");
    }
    SimulationEngine.Provider provider = Engines.find(engine);
    Decks.precheck(decks);
    for (Path file : variants) {
      if (!Files.isRegularFile(file)) {
        throw new BadInput("--variant " + file + ": no such file (expected a card file of edited cards)");
      }
    }
    Loaders loaders = Loaders.standard(false);
    CardFiles.Loaded loaded = CardFiles.read(cardsDir, loaders.loader());
    loaders.printNotes(err);
    CardCatalog catalog = CardCatalog.of(loaded.cards());
    List<Entrant> entrants = Decks.resolve(decks, catalog, new RandomDecks(loaded.cards()), settings.seed());
    List<CardDefinition> edited = new ArrayList<>();
    for (Path file : variants) {
      edited.addAll(Variants.read(file, loaders.loader(), catalog));
    }
    // Every card read, those left out for an ability that does not load included: the kit is loaded again like this
    // load, so a card that leans on another's text (a lent definition) finds it there.
    List<CardDefinition> read = loaded.result().read().stream().map(c -> c.card()).toList();
    Simulation simulation = new Simulation(settings, entrants, read, edited);
    boolean terminal = System.console() != null;
    ProgressBar bar = new ProgressBar(err, simulation.totalGames());
    long start;
    Results results;
    try (SimulationEngine running = provider.open(threads)) {
      // From here: an engine's start (Spark's context, a second or two) is not a cost per game.
      start = System.nanoTime();
      results = simulation.run(running, terminal ? bar : SimulationEngine.Progress.NONE);
    }
    if (terminal) {
      bar.done();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    if (out != null) {
      ResultsFiles.write(out, results);
    }
    stdout.print(json ? ResultsJson.write(results) : ResultsText.write(results));
    stdout.flush();
    err.printf(Locale.ROOT, "%d games in %.1f s (%.1f games/s, %s engine)%s%n", simulation.totalGames(), seconds,
        simulation.totalGames() / seconds, engine, out == null ? "" : "; results in " + out);
    err.flush();
    return 0;
  }

  private Simulation.Settings settings() throws BadInput {
    long s = number("--seed", seed, Long.MIN_VALUE, "an integer");
    int n = (int) number("--games", games, 1, "a positive integer");
    long steps = number("--max-steps", maxSteps, 1, "a positive integer");
    double level;
    try {
      level = Double.parseDouble(confidence.strip());
    } catch (NumberFormatException e) {
      level = -1;
    }
    if (!(level > 0 && level < 1)) {
      throw new BadInput("--confidence expects a level between 0 and 1 such as 0.95, got '" + confidence + "'");
    }
    if (agents.size() > 2) {
      throw new BadInput("at most two --agent options (seat 0, seat 1), got " + agents.size());
    }
    List<String> seats = agents.isEmpty() ? List.of("random", "random")
        : agents.size() == 1 ? List.of(agents.get(0), agents.get(0)) : agents;
    for (String agent : seats) {
      try {
        Agents.byName(agent, 0);
      } catch (IllegalArgumentException e) {
        throw new BadInput("--agent: " + e.getMessage());
      }
    }
    if (threads < 1) {
      throw new BadInput("--threads expects a positive integer, got " + threads);
    }
    return new Simulation.Settings(s, n, seats, level, steps);
  }

  private static long number(String option, String text, long min, String expected) throws BadInput {
    try {
      long value = Long.parseLong(text.strip());
      if (value >= min && value <= (option.equals("--games") ? 1_000_000 : Long.MAX_VALUE)) {
        return value;
      }
    } catch (NumberFormatException e) {
      // reported below, with what was expected
    }
    throw new BadInput(option + " expects " + expected + (option.equals("--games") ? " (at most 1000000)" : "")
        + ", got '" + text + "'");
  }
}
