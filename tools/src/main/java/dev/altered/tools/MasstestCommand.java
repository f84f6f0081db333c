package dev.altered.tools;

import dev.altered.card.Faction;
import dev.altered.deck.CardFiles;
import dev.altered.deck.RandomDecks;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.PlayerDeck;
import dev.altered.rules.agent.Agents;
import dev.altered.rules.agent.CheckedGame;
import dev.altered.rules.agent.Trace;
import dev.altered.rules.state.Prng;
import dev.altered.vm.CompiledAbilities;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code altered masstest}: many games across every pair of factions and the given agents, each checked at every
 * decision ({@code CheckedGame}); a failed game is written as a trace that {@code --replay} plays again.
 */
@Command(
    name = "masstest",
    mixinStandardHelpOptions = true,
    description = {
        "Plays games across all factions and agents, checking invariants at every decision: each card in one zone,"
            + " cards conserved, no negative counters, legal decisions, no hidden card in an agent's view, the"
            + " 100-a-day limit (1.4.6.b).",
        "Game i uses seed SEED+i, faction pair i mod 36 and two agents drawn from --agents by that seed.",
        "A failure is written to --out as a trace (seed, decks, decisions); --replay FILE plays a trace again.",
        "Exit code 0 when no game failed, 1 when one did, 2 on bad usage."})
final class MasstestCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--games", paramLabel = "N", description = "number of games (default 100)")
  String games = "100";

  @Option(names = "--seed", paramLabel = "N", description = "seed of the first game (default 1)")
  String seed = "1";

  @Option(names = "--agents", paramLabel = "LIST", description = "agents to draw from, comma-separated (default "
      + "random,random,greedy,mcts:4)")
  String agents = "random,random,greedy,mcts:4";

  @Option(names = "--out", paramLabel = "DIR", description = "where failure traces go (default masstest-failures)")
  Path outDir = Path.of("masstest-failures");

  @Option(names = "--replay", paramLabel = "TRACE", description = "replay one trace file and check it again")
  Path replay;

  @Option(names = "--max-steps", paramLabel = "N", description = "steps a game may take (default "
      + Game.DEFAULT_STEP_BUDGET + ")")
  String maxSteps = Long.toString(Game.DEFAULT_STEP_BUDGET);

  @Option(names = "--cards", paramLabel = "DIR", description = "card files to use (default: cards)")
  Path cardsDir = Path.of("cards");

  @Unmatched List<String> unmatched = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<String> pool = Arrays.stream(agents.split(",")).map(String::strip).toList();
    String usage = unmatched.isEmpty() ? "" : "unknown argument '" + unmatched.get(0) + "'";
    long count = positive(games);
    OptionalLong firstSeed = integer(seed);
    long budget = positive(maxSteps);
    if (count < 1 || budget < 1 || firstSeed.isEmpty()) {
      usage = "--games and --max-steps expect positive integers, --seed an integer";
    }
    for (String a : pool) {
      try {
        Agents.byName(a, 0);
      } catch (IllegalArgumentException e) {
        usage = "--agents: " + e.getMessage();
      }
    }
    if (replay != null && !Files.isRegularFile(replay)) {
      usage = "--replay " + replay + ": no such file";
    }
    if (!Files.isDirectory(cardsDir)) {
      usage = "card directory '" + cardsDir + "' not found (run from the repository root or pass --cards DIR)";
    }
    if (!usage.isEmpty()) {
      err.println("altered masstest: " + usage + " (see altered masstest --help)");
      return 2;
    }
    Loaders loaders = Loaders.standard(false);
    CardFiles.Loaded loaded = CardFiles.read(cardsDir, loaders.loader());
    loaders.printNotes(err);
    CardCatalog catalog = CardCatalog.of(loaded.cards());
    CompiledAbilities abilities = CompiledAbilities.of(loaded.result());
    if (replay != null) {
      return replay(catalog, abilities, budget, out, err);
    }
    RandomDecks random = new RandomDecks(loaded.cards());
    List<Faction> factions = random.factions();
    if (factions.isEmpty()) {
      err.println("altered masstest: no Hero among the cards in '" + cardsDir + "'");
      return 2;
    }
    int failed = 0;
    long start = System.nanoTime();
    for (int i = 0; i < count; i++) {
      long gameSeed = firstSeed.getAsLong() + i;
      Prng prng = new Prng(gameSeed ^ 0x6D617373L);
      List<PlayerDeck> decks = List.of(
          random.generate(factions.get(i % factions.size()), prng, 40).toPlayerDeck(),
          random.generate(factions.get(i / factions.size() % factions.size()), prng, 40).toPlayerDeck());
      List<String> pair = List.of(pool.get(prng.nextInt(pool.size())), pool.get(prng.nextInt(pool.size())));
      CheckedGame.Outcome outcome = CheckedGame.play(gameSeed, pair, decks, catalog, abilities, budget);
      if (outcome.failure().isPresent()) {
        failed++;
        Files.createDirectories(outDir);
        Path file = outDir.resolve("seed-" + gameSeed + ".trace");
        Files.writeString(file, outcome.trace().write(), StandardCharsets.UTF_8);
        out.printf("game %d (seed %d, %s vs %s): %s (trace %s)%n", i, gameSeed, pair.get(0), pair.get(1),
            outcome.failure().get(), file);
        out.flush();
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    out.printf("%d games in %.1f s (%.1f games/s): %d failed%n", count, seconds, count / seconds, failed);
    return failed > 0 ? 1 : 0;
  }

  private static OptionalLong integer(String text) {
    try {
      return OptionalLong.of(Long.parseLong(text.strip()));
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }

  /** The number, or -1 when it is not a positive integer. */
  private static long positive(String text) {
    return integer(text).stream().filter(n -> n > 0).findFirst().orElse(-1);
  }

  private int replay(CardCatalog catalog, CompiledAbilities abilities, long budget, PrintWriter out,
      PrintWriter err) throws IOException {
    Trace trace;
    try {
      trace = Trace.read(Files.readString(replay, StandardCharsets.UTF_8));
    } catch (IllegalArgumentException e) {
      err.println("altered masstest: " + replay + ": " + e.getMessage());
      return 2;
    }
    CheckedGame.Outcome outcome = CheckedGame.replay(trace, catalog, abilities, budget);
    out.printf("seed %d, %d decisions: %s (log %s)%n", trace.seed(), outcome.trace().answers().size(),
        outcome.failure().orElse("no failure"), outcome.game().logHash().substring(0, 16));
    return outcome.failure().isPresent() ? 1 : 0;
  }
}
