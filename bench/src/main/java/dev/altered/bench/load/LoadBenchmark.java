package dev.altered.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.CorpusJsonWriter;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.TextPool;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.load.StageCache;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Loading all of cards/ (every set, every language) with the engine's loader, against a Jackson-only read of the same
 * cards as corpus JSON: the ratio {@code loadCardFiles / jacksonTreeOfSameCards} is the loader's overhead over just
 * parsing the bytes. Run from the repository root (see bench/README.md); {@code -Daltered.cards=DIR} names another
 * folder.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 10, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
public class LoadBenchmark {
  private Path cards;
  private Path jsonDir;
  private Path cacheDir;
  private List<Path> jsonFiles;
  private List<Path> cardFiles;
  private List<byte[]> cardFileBytes;
  private final ObjectMapper mapper = new ObjectMapper();

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    cards = Paths.get(System.getProperty("altered.cards", "cards")).toAbsolutePath();
    if (!Files.isDirectory(cards)) {
      throw new IllegalStateException("no card folder at " + cards + ": run from the repository root");
    }
    // The same cards as corpus JSON, one file per card file, written once.
    jsonDir = Files.createTempDirectory("altered-bench");
    cacheDir = jsonDir.resolve("stage-cache");
    CardLoader.standard().withCache(StageCache.open(cacheDir, "bench")).load(List.of(cards)); // fills it
    jsonFiles = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(cards)) {
      cardFiles = walk.filter(p -> p.toString().endsWith(".cards")).sorted().toList();
    }
    cardFileBytes = new ArrayList<>();
    for (Path file : cardFiles) {
      ReadResult read = CardFileReader.read(file, new TextPool());
      Path json = jsonDir.resolve(cards.relativize(file).toString().replace('/', '_') + ".json");
      try (OutputStream out = Files.newOutputStream(json)) {
        CorpusJsonWriter.write(out, read.setId().orElseThrow(), read.setName().orElseThrow(), read.definitions(),
            true);
      }
      jsonFiles.add(json);
      cardFileBytes.add(Files.readAllBytes(file));
    }
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    try (Stream<Path> walk = Files.walk(jsonDir)) {
      for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }

  /** Reading only: every card file, every language, parallel, texts pooled, abilities deduped. */
  @Benchmark
  public LoadResult loadCardFiles() {
    return CardLoader.readOnly().load(List.of(cards));
  }

  /** What the engine does at startup: the same, then each distinct ability parsed once (English today). */
  @Benchmark
  public LoadResult loadCardFilesAndParse() {
    return CardLoader.standard().load(List.of(cards));
  }

  /**
   * The same as {@link #loadCardFilesAndParse}, every outcome served by the stage cache a previous run wrote (what a
   * second start costs): reading the cache file, then every distinct text looked up instead of parsed and compiled.
   */
  @Benchmark
  public LoadResult loadCardFilesFromStageCache() {
    LoadResult result = CardLoader.standard().withCache(StageCache.open(cacheDir, "bench")).load(List.of(cards));
    if (result.cachedAbilities() != result.distinctAbilities()) {
      throw new IllegalStateException("the stage cache did not serve every text: " + result.cachedAbilities());
    }
    return result;
  }

  /**
   * The card text reader alone on one thread: every file of cards/, already in memory, into a new pool (no loader,
   * no thread pool), so its CPU per file is read directly.
   */
  @Benchmark
  public int readCardFilesOneThread() {
    TextPool pool = new TextPool();
    int read = 0;
    for (int i = 0; i < cardFiles.size(); i++) {
      read += CardFileReader.read(cardFiles.get(i).toString(), cardFileBytes.get(i), pool).cards().size();
    }
    return read;
  }

  /** The same loader on the same cards as corpus JSON. */
  @Benchmark
  public LoadResult loadSameCardsAsJson() {
    return CardLoader.readOnly().load(jsonFiles);
  }

  /** Baseline: Jackson alone reads the same cards (as corpus JSON) into trees, one thread. */
  @Benchmark
  public List<JsonNode> jacksonTreeOfSameCards() throws IOException {
    List<JsonNode> trees = new ArrayList<>(jsonFiles.size());
    for (Path json : jsonFiles) {
      trees.add(mapper.readTree(json.toFile()));
    }
    return trees;
  }

  /** Baseline: Jackson alone, the same trees, one file per thread like the loader. */
  @Benchmark
  public List<JsonNode> jacksonTreeOfSameCardsParallel() {
    return jsonFiles.parallelStream().map(json -> {
      try {
        return mapper.readTree(json.toFile());
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }).toList();
  }
}
