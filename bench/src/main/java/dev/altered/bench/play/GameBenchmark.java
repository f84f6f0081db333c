package dev.altered.bench.play;

import dev.altered.rules.Game;
import java.io.IOException;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whole random-vs-random games per second, warm, one thread: decks drawn and the game played as {@code altered play}
 * does ({@link RandomGames}); {@code gameAndLogHash} also hashes the event log as {@code play --json} does. Each
 * operation is the next seed of a cycle of {@link #SEEDS}, so every iteration plays the same mix of games.
 *
 * <p>Run from the repository root: {@code mvn -B -q -Pbench -pl bench -am package && java -jar
 * bench/target/benchmarks.jar GameBenchmark} (cards from {@code ./cards} or {@code -Dcards=DIR}; the stage cache
 * of {@code ALTERED_CACHE} spares parsing them). Against another build, whole process: {@code bench/play-games.sh}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Threads(1)
public class GameBenchmark {
  /** Seeds 1..SEEDS, in turn: the games of {@code altered play --games 100}. */
  static final int SEEDS = 100;

  private RandomGames games;
  private long next;

  @Setup
  public void load() throws IOException {
    games = RandomGames.load(Paths.get(System.getProperty("cards", "cards")));
  }

  private long seed() {
    long seed = next % SEEDS + 1;
    next++;
    return seed;
  }

  @Benchmark
  public Game game() {
    return games.play(seed());
  }

  @Benchmark
  public String gameAndLogHash() {
    return games.play(seed()).logHash();
  }
}
