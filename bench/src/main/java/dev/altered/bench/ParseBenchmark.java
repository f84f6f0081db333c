package dev.altered.bench;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.TextPool;
import dev.altered.text.AbilityText;
import dev.altered.text.Markup;
import dev.altered.text.ParsedAbility;
import dev.altered.text.en.EnglishFrontEnd;
import dev.altered.text.en.EnglishStages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
 * Parse throughput of the English front-end on the distinct abilities of the dev sets (cards/), one thread, warm:
 * each operation reads one ability (cycling through all of them), so the score is abilities per second.
 *
 * <p>{@code frontEnd} is the whole front-end (lex, two-stage parse, AST); the other benchmarks are baselines measured
 * in the same run: {@code lexOnly}, {@code parseTreeTwoStage} (no AST), {@code parseTreeLlOnly} (no SLL stage).
 *
 * <p>Warm means the state of a long-running process that has parsed these abilities before: the generated parser's
 * DFA cache (static, shared by every parser instance) holds the predictions for them, and the JIT has compiled the
 * parser. The setup parses every distinct ability {@value #SETUP_PASSES} times (the front-end, the SLL parse and the
 * full-LL parse, so every benchmark's paths are filled) before JMH's warm-up starts. Without it, the first pass over
 * the abilities fills the DFA by simulating the ATN (0.7-2.8 s of CPU for 637 abilities, some hundred times a warm
 * pass) and the JIT compiles the parser's large rule methods over the following tens of seconds, so a short warm-up
 * (3 x 2 s) measured that transient: errors of 50-110% of the score. JMH's own warm-up iterations then settle the
 * JIT on the benchmark's loop.
 *
 * <p>Run from the repository root: {@code mvn -B -q -Pbench -pl bench -am package && java -jar
 * bench/target/benchmarks.jar ParseBenchmark} (cards are read from {@code ./cards}, or {@code -Dcards=DIR}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class ParseBenchmark {
  private AbilityText[] abilities;
  private int next;

  /** Passes over every distinct ability in the setup: the DFA filled and the parser compiled before JMH's warm-up. */
  static final int SETUP_PASSES = 200;

  @Setup
  public void load() throws IOException {
    abilities = distinctAbilities(Paths.get(System.getProperty("cards", "cards")));
    for (int pass = 0; pass < SETUP_PASSES; pass++) {
      for (AbilityText a : abilities) {
        EnglishFrontEnd.INSTANCE.parse(a);
        if (pass % 20 == 0) {
          EnglishStages.parseTree(a, false);
        }
      }
    }
  }

  /** The distinct English abilities of the card files under {@code cards}, in file order. */
  static AbilityText[] distinctAbilities(Path cards) throws IOException {
    return distinctAbilities(cards, Language.EN);
  }

  /** The distinct abilities in {@code language} of the card files under {@code cards}, in file order. */
  static AbilityText[] distinctAbilities(Path cards, Language language) throws IOException {
    Map<String, AbilityText> distinct = new LinkedHashMap<>();
    try (Stream<Path> files = Files.walk(cards)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".cards")).sorted().toList()) {
        for (CardDefinition card : CardFileReader.read(file, new TextPool()).definitions()) {
          List<String> boxes = new ArrayList<>();
          card.text(language).main().ifPresent(boxes::add);
          card.text(language).support().ifPresent(boxes::add);
          for (String box : boxes) {
            for (Markup.Piece piece : Markup.split(box)) {
              if (piece.error().isEmpty()) {
                distinct.putIfAbsent(piece.ability().text(), piece.ability());
              }
            }
          }
        }
      }
    }
    if (distinct.isEmpty()) {
      throw new IllegalStateException("no abilities under " + cards.toAbsolutePath() + " (run from the repo root)");
    }
    return distinct.values().toArray(new AbilityText[0]);
  }

  private AbilityText nextAbility() {
    AbilityText a = abilities[next];
    next = next + 1 == abilities.length ? 0 : next + 1;
    return a;
  }

  @Benchmark
  public ParsedAbility frontEnd() {
    return EnglishFrontEnd.INSTANCE.parse(nextAbility());
  }

  @Benchmark
  public boolean parseTreeTwoStage() {
    return EnglishStages.parseTree(nextAbility(), true);
  }

  @Benchmark
  public boolean parseTreeLlOnly() {
    return EnglishStages.parseTree(nextAbility(), false);
  }

  @Benchmark
  public int lexOnly() {
    return EnglishStages.lex(nextAbility());
  }
}
