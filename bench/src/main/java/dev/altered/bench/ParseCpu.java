package dev.altered.bench;

import dev.altered.card.Language;
import dev.altered.text.AbilityText;
import dev.altered.text.FrontEnd;
import dev.altered.text.GrammarFrontEnd;
import dev.altered.text.en.EnglishFrontEnd;
import dev.altered.text.en.EnglishStages;
import dev.altered.text.es.SpanishFrontEnd;
import dev.altered.text.fr.FrenchFrontEnd;
import dev.altered.text.it.ItalianFrontEnd;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * Warm parse throughput per CPU-second of the parsing thread, for a shared machine where other processes take the
 * cores and wall-clock throughput (JMH's score) swings with their load: the thread's CPU time does not count the time
 * it waits for a core. Each pass reads every distinct ability of cards/ once; after a warm-up the best and the median
 * of the measured passes are printed, for the whole front-end, the parse tree alone and the lexer.
 *
 * <p>Run from the repository root: {@code java -cp bench/target/benchmarks.jar dev.altered.bench.ParseCpu [seconds
 * of warm-up] [passes]} (add {@code -XX:+UseParallelGC} before {@code -cp} to compare collectors). {@code -Dlang=fr},
 * {@code es} or {@code it} measures that language's front-end, parse tree and lexer on its own text of the same cards
 * instead of English's.
 */
public final class ParseCpu {
  private ParseCpu() {}

  public static void main(String[] args) throws IOException {
    int warmup = args.length > 0 ? Integer.parseInt(args[0]) : 60;
    int passes = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    String lang = System.getProperty("lang", "en");
    Stages stages = switch (lang) {
      case "en" -> ENGLISH;
      case "fr" -> grammar(Language.FR, FrenchFrontEnd.INSTANCE);
      case "es" -> grammar(Language.ES, SpanishFrontEnd.INSTANCE);
      case "it" -> grammar(Language.IT, ItalianFrontEnd.INSTANCE);
      default -> throw new IllegalArgumentException("-Dlang: expected en, fr, es or it, found " + lang);
    };
    AbilityText[] abilities =
        ParseBenchmark.distinctAbilities(Paths.get(System.getProperty("cards", "cards")), stages.language());
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long end = System.nanoTime() + warmup * 1_000_000_000L;
    while (System.nanoTime() < end) {
      pass(stages, abilities, 0);
      pass(stages, abilities, 1);
      pass(stages, abilities, 2);
    }
    System.out.printf("%s, %d distinct abilities%n", stages.language(), abilities.length);
    String[] names = {"front-end (text -> AST)", "parse tree (two-stage)", "lex"};
    for (int stage = 0; stage < 3; stage++) {
      long[] cpu = new long[passes];
      for (int p = 0; p < passes; p++) {
        long t0 = mx.getCurrentThreadCpuTime();
        pass(stages, abilities, stage);
        cpu[p] = mx.getCurrentThreadCpuTime() - t0;
      }
      Arrays.sort(cpu);
      System.out.printf("%-26s best %,9.0f abilities/CPU-s   median %,9.0f abilities/CPU-s%n", names[stage],
          abilities.length * 1e9 / cpu[0], abilities.length * 1e9 / cpu[passes / 2]);
    }
  }

  private static long sink;

  /** A language's three stages: the whole front-end, the parse tree (two-stage) and the lexer. */
  private record Stages(Language language, FrontEnd frontEnd, Predicate<AbilityText> parseTree,
      ToIntFunction<AbilityText> lex) {}

  private static final Stages ENGLISH = new Stages(Language.EN, EnglishFrontEnd.INSTANCE,
      a -> EnglishStages.parseTree(a, true), EnglishStages::lex);

  private static Stages grammar(Language language, GrammarFrontEnd<?> frontEnd) {
    return new Stages(language, frontEnd, a -> frontEnd.syntax().parse(a).ok(), a -> frontEnd.syntax().lex(a));
  }

  private static void pass(Stages stages, AbilityText[] abilities, int stage) {
    for (AbilityText a : abilities) {
      sink += switch (stage) {
        case 0 -> stages.frontEnd().parse(a).ok() ? 1 : 0;
        case 1 -> stages.parseTree().test(a) ? 1 : 0;
        default -> stages.lex().applyAsInt(a);
      };
    }
  }
}
