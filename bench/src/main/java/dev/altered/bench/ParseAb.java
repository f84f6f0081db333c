package dev.altered.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;

/**
 * The English front-end of two builds in one JVM, their passes alternated, for a shared machine whose load swings
 * more from one run to the next than a change moves the figures: each build in a class loader of its own (its jar),
 * one pass of A then one of B (then B then A), each timed in CPU time of this thread. The ratio of each pair of passes
 * sees the same load; their median and quartiles say how much faster B is than A. Two copies of one jar give the
 * noise (ratios near 1).
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.altered.bench.ParseAb A.jar B.jar [seconds of warm-up]
 * [pairs]}: A and B are benchmark jars ({@code bench/target/benchmarks.jar} of each build), or class paths with such a
 * jar last; each is called through
 * the public front-end API ({@code EnglishFrontEnd}, {@code EnglishStages}), so any earlier build can be measured.
 */
public final class ParseAb {
  private ParseAb() {}

  private static final String[] STAGES = {"front-end (text -> AST)", "parse tree (two-stage)", "lex"};

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: ParseAb A.jar B.jar [seconds of warm-up] [pairs]");
      System.exit(2);
    }
    int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 30;
    int pairs = args.length > 3 ? Integer.parseInt(args[3]) : 60;
    Build[] builds = {new Build(args[0]), new Build(args[1])};
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long end = System.nanoTime() + warmup * 1_000_000_000L;
    while (System.nanoTime() < end) {
      for (int stage = 0; stage < STAGES.length; stage++) {
        builds[0].pass(stage);
        builds[1].pass(stage);
      }
    }
    int n = builds[0].abilities.length;
    System.out.printf("EN, %d distinct abilities; A = %s, B = %s; abilities per CPU-second%n", n, args[0], args[1]);
    for (int stage = 0; stage < STAGES.length; stage++) {
      long[][] cpu = new long[2][pairs];
      double[] ratio = new double[pairs];
      for (int p = 0; p < pairs; p++) {
        for (int k = 0; k < 2; k++) {
          int b = (p + k) % 2; // A first in one pair, B first in the next
          long t0 = mx.getCurrentThreadCpuTime();
          builds[b].pass(stage);
          cpu[b][p] = mx.getCurrentThreadCpuTime() - t0;
        }
        ratio[p] = (double) cpu[0][p] / cpu[1][p];
      }
      Arrays.sort(ratio);
      Arrays.sort(cpu[0]);
      Arrays.sort(cpu[1]);
      System.out.printf("%-24s A best %,9.0f median %,9.0f   B best %,9.0f median %,9.0f   B/A %.3f (quartiles %.3f"
          + "-%.3f)%n", STAGES[stage], n * 1e9 / cpu[0][0], n * 1e9 / cpu[0][pairs / 2], n * 1e9 / cpu[1][0],
          n * 1e9 / cpu[1][pairs / 2], ratio[pairs / 2], ratio[pairs / 4], ratio[3 * pairs / 4]);
    }
  }

  private static long sink;

  /** One build: its jar in a class loader of its own, the abilities read by its own code, its stages by reflection. */
  private static final class Build {
    final Object[] abilities;
    final Object frontEnd;
    final Method parse;
    final Method ok;
    final Method parseTree;
    final Method lex;

    Build(String classPath) throws Exception {
      // A jar, or a class path of several ("engine/target/classes:bench/target/benchmarks.jar": classes compiled
      // since the jar was built come first, so a change is measured without packaging the benchmarks again).
      String[] parts = classPath.split(java.io.File.pathSeparator);
      URL[] urls = new URL[parts.length];
      for (int i = 0; i < parts.length; i++) {
        urls[i] = Paths.get(parts[i]).toUri().toURL();
      }
      URLClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
      Class<?> language = Class.forName("dev.altered.card.Language", true, loader);
      Class<?> text = Class.forName("dev.altered.text.AbilityText", true, loader);
      Method distinct = Class.forName("dev.altered.bench.ParseBenchmark", true, loader)
          .getDeclaredMethod("distinctAbilities", Path.class, language);
      distinct.setAccessible(true);
      @SuppressWarnings({"unchecked", "rawtypes"})
      Object en = Enum.valueOf((Class) language, "EN");
      abilities = (Object[]) distinct.invoke(null, Paths.get(System.getProperty("cards", "cards")), en);
      Class<?> english = Class.forName("dev.altered.text.en.EnglishFrontEnd", true, loader);
      frontEnd = english.getField("INSTANCE").get(null);
      parse = english.getMethod("parse", text);
      ok = Class.forName("dev.altered.text.ParsedAbility", true, loader).getMethod("ok");
      Class<?> stages = Class.forName("dev.altered.text.en.EnglishStages", true, loader);
      parseTree = stages.getMethod("parseTree", text, boolean.class);
      lex = stages.getMethod("lex", text);
    }

    void pass(int stage) throws Exception {
      for (Object a : abilities) {
        sink += switch (stage) {
          case 0 -> (Boolean) ok.invoke(parse.invoke(frontEnd, a)) ? 1 : 0;
          case 1 -> (Boolean) parseTree.invoke(null, a, true) ? 1 : 0;
          default -> (Integer) lex.invoke(null, a);
        };
      }
    }
  }
}
