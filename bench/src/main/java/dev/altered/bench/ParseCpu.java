package dev.altered.bench;

import dev.altered.text.AbilityText;
import dev.altered.text.en.EnglishFrontEnd;
import dev.altered.text.en.EnglishStages;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Paths;
import java.util.Arrays;

/**
 * Warm parse throughput per CPU-second of the parsing thread, for a shared machine where other processes take the
 * cores and wall-clock throughput (JMH's score) swings with their load: the thread's CPU time does not count the time
 * it waits for a core. Each pass reads every distinct ability of cards/ once; after a warm-up the best and the median
 * of the measured passes are printed, for the whole front-end, the parse tree alone and the lexer.
 *
 * <p>Run from the repository root: {@code java -cp bench/target/benchmarks.jar dev.altered.bench.ParseCpu [seconds
 * of warm-up] [passes]} (add {@code -XX:+UseParallelGC} before {@code -cp} to compare collectors).
 */
public final class ParseCpu {
  private ParseCpu() {}

  public static void main(String[] args) throws IOException {
    int warmup = args.length > 0 ? Integer.parseInt(args[0]) : 60;
    int passes = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    AbilityText[] abilities = ParseBenchmark.distinctAbilities(Paths.get(System.getProperty("cards", "cards")));
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long end = System.nanoTime() + warmup * 1_000_000_000L;
    while (System.nanoTime() < end) {
      pass(abilities, 0);
      pass(abilities, 1);
      pass(abilities, 2);
    }
    String[] names = {"front-end (text -> AST)", "parse tree (two-stage)", "lex"};
    for (int stage = 0; stage < 3; stage++) {
      long[] cpu = new long[passes];
      for (int p = 0; p < passes; p++) {
        long t0 = mx.getCurrentThreadCpuTime();
        pass(abilities, stage);
        cpu[p] = mx.getCurrentThreadCpuTime() - t0;
      }
      Arrays.sort(cpu);
      System.out.printf("%-26s best %,9.0f abilities/CPU-s   median %,9.0f abilities/CPU-s%n", names[stage],
          abilities.length * 1e9 / cpu[0], abilities.length * 1e9 / cpu[passes / 2]);
    }
  }

  private static long sink;

  private static void pass(AbilityText[] abilities, int stage) {
    for (AbilityText a : abilities) {
      sink += switch (stage) {
        case 0 -> EnglishFrontEnd.INSTANCE.parse(a).ok() ? 1 : 0;
        case 1 -> EnglishStages.parseTree(a, true) ? 1 : 0;
        default -> EnglishStages.lex(a);
      };
    }
  }
}
