package dev.altered.bench.agent;

import dev.altered.card.Faction;
import dev.altered.deck.CardFiles;
import dev.altered.deck.RandomDecks;
import dev.altered.load.CardLoader;
import dev.altered.load.StageCache;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.Prng;
import dev.altered.vm.CompiledAbilities;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Copying a whole game for search ({@link Game#copy()}, {@link Game#copyWithoutLog()}): a game between random agents
 * on real decks (Axiom against Lyra), paused on day 3 at a decision inside a compiled program, so the copy holds a
 * mid-game board (about 130 objects) and an interpreter frame. The setup prints the board's size.
 *
 * <p>Run from the repository root: {@code mvn -B -q -Pbench -pl bench -am package && java -jar
 * bench/target/benchmarks.jar GameCopyBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GameCopyBenchmark {
  private Game game;

  @Setup(Level.Trial)
  public void pauseAGame() throws IOException {
    CardLoader loader = CardLoader.standard(); // with the stage cache the tools use (ALTERED_CACHE), if any
    CardFiles.Loaded loaded = CardFiles.read(Path.of(System.getProperty("cards", "cards")),
        StageCache.defaultDirectory().map(StageCache::open).map(loader::withCache).orElse(loader));
    CardCatalog catalog = CardCatalog.of(loaded.cards());
    CompiledAbilities abilities = CompiledAbilities.of(loaded.result());
    RandomDecks decks = new RandomDecks(loaded.cards());
    for (long seed = 500; game == null; seed++) {
      Prng prng = new Prng(seed);
      Game g = Game.start(seed, List.of(decks.generate(Faction.AX, prng, 40).toPlayerDeck(),
          decks.generate(Faction.LY, prng, 40).toPlayerDeck()), catalog, abilities);
      List<RandomAgent> agents = List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2));
      Optional<DecisionRequest> r = g.advance();
      while (r.isPresent() && !(g.day() >= 3 && r.get().prompt().contains("(c:"))) {
        r = g.decide(agents.get(r.get().player()).decide(g, r.get()));
      }
      game = r.isPresent() ? g : null;
    }
    System.out.printf("%nday %d, %d objects, %d frames pending, %d events in the log%n", game.day(),
        game.state().objects.size(), game.save().stack().size(), game.events().size());
  }

  @Benchmark
  public Game copy() {
    return game.copy();
  }

  @Benchmark
  public Game copyWithoutLog() {
    return game.copyWithoutLog();
  }
}
