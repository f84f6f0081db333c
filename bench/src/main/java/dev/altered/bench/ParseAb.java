package dev.altered.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The English front-end of two builds in one JVM, their passes alternated, for a shared machine whose load swings
 * more from one run to the next than a change moves the figures: each build in a class loader of its own (its jar),
 * one pass of A then one of B (then B then A), each timed in CPU time of this thread. The ratio of each pair of passes
 * sees the same load; their median and quartiles say how much faster B is than A. Two copies of one jar give the
 * noise (ratios near 1).
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.altered.bench.ParseAb A B [seconds of warm-up] [pairs]
 * [stages]}: A and B are benchmark jars ({@code bench/target/benchmarks.jar} of each build), or class paths with such a
 * jar last ({@code engine/target/classes:grammar/target/classes:bench/target/benchmarks.jar}: classes compiled since
 * the jar was built come first, so a change is measured without packaging). Stages, comma-separated: {@code
 * front-end}, {@code parse-tree}, {@code lex} (the default, through the public front-end API, so any earlier build can
 * be measured), and {@code builder} and {@code normalizer}: the AST builder alone on parse trees made once, and the
 * {@code Normalizer} alone on the ASTs built (the builder and the parse driver are package-private and reached by
 * reflection: a stage harness, not an API). A change to one stage shows there without the noise of the others.
 * After the timings, the bytes each build allocates per item in one warm pass of each stage (the thread's allocation
 * counter; the reflective calls of the harness count a few dozen bytes per item in both).
 */
public final class ParseAb {
  private ParseAb() {}

  private static final List<String> STAGES = List.of("front-end", "parse-tree", "lex", "builder", "normalizer");
  private static final String DEFAULT_STAGES = "front-end,parse-tree,lex";

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: ParseAb A B [seconds of warm-up] [pairs] [stages: " + String.join(",", STAGES) + "]");
      System.exit(2);
    }
    int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 30;
    int pairs = args.length > 3 ? Integer.parseInt(args[3]) : 60;
    List<String> stages = Arrays.asList((args.length > 4 ? args[4] : DEFAULT_STAGES).split(","));
    for (String stage : stages) {
      if (!STAGES.contains(stage)) {
        System.err.println("unknown stage '" + stage + "', expected one of " + STAGES);
        System.exit(2);
      }
    }
    boolean trees = stages.contains("builder") || stages.contains("normalizer");
    Build[] builds = {new Build(args[0], trees), new Build(args[1], trees)};
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long end = System.nanoTime() + warmup * 1_000_000_000L;
    while (System.nanoTime() < end) {
      for (String stage : stages) {
        builds[0].pass(stage);
        builds[1].pass(stage);
      }
    }
    System.out.printf("EN, %d distinct abilities (%d built); A = %s, B = %s; abilities (trees built, ASTs normalized)"
        + " per CPU-second%n", builds[0].abilities.length, builds[0].trees.length, args[0], args[1]);
    for (String stage : stages) {
      long[][] cpu = new long[2][pairs];
      double[] ratio = new double[pairs];
      for (int p = 0; p < pairs; p++) {
        for (int k = 0; k < 2; k++) {
          int b = (p + k) % 2; // A first in one pair, B first in the next
          long t0 = mx.getCurrentThreadCpuTime();
          for (int r = 0; r < REPEAT; r++) {
            builds[b].pass(stage);
          }
          cpu[b][p] = (mx.getCurrentThreadCpuTime() - t0) / REPEAT;
        }
        ratio[p] = (double) cpu[0][p] / cpu[1][p];
      }
      Arrays.sort(ratio);
      Arrays.sort(cpu[0]);
      Arrays.sort(cpu[1]);
      int n = stage.equals("builder") || stage.equals("normalizer") ? builds[0].trees.length
          : builds[0].abilities.length;
      System.out.printf("%-11s A best %,9.0f median %,9.0f   B best %,9.0f median %,9.0f   B/A %.3f (quartiles %.3f"
          + "-%.3f)%n", stage, n * 1e9 / cpu[0][0], n * 1e9 / cpu[0][pairs / 2], n * 1e9 / cpu[1][0],
          n * 1e9 / cpu[1][pairs / 2], ratio[pairs / 2], ratio[pairs / 4], ratio[3 * pairs / 4]);
    }
    // Bytes allocated per ability (tree, AST), one warm pass of each build: the garbage a pass leaves to the collector.
    com.sun.management.ThreadMXBean alloc = (com.sun.management.ThreadMXBean) mx;
    long self = Thread.currentThread().getId();
    for (String stage : stages) {
      long[] bytes = new long[2];
      for (int b = 0; b < 2; b++) {
        long a0 = alloc.getThreadAllocatedBytes(self);
        builds[b].pass(stage);
        bytes[b] = alloc.getThreadAllocatedBytes(self) - a0;
      }
      int n = stage.equals("builder") || stage.equals("normalizer") ? builds[0].trees.length
          : builds[0].abilities.length;
      System.out.printf("%-11s bytes allocated per item: A %,7d   B %,7d%n", stage, bytes[0] / n, bytes[1] / n);
    }
  }

  private static long sink;

  /**
   * Passes per timed unit ({@code -Drepeat=N}, default 1): a pass of the {@code Normalizer} alone takes about a
   * millisecond, short enough for a timer tick or one interruption to move its ratio by a fifth; ten passes per
   * measure steady it. Figures stay per pass.
   */
  private static final int REPEAT = Integer.getInteger("repeat", 1);

  /** One build: its classes in a class loader of its own, the abilities read by its own code, stages by reflection. */
  private static final class Build {
    final Object[] abilities;
    final Object frontEnd;
    final Method parse;
    final Method ok;
    final Method parseTree;
    final Method lex;
    /** For the builder and normalizer stages: the abilities that parse and build, their trees and ASTs, by index. */
    final Object[] built;
    final Object[] trees;
    final Object[] asts;
    final Method build;
    final Method normalize;

    Build(String classPath, boolean withTrees) throws Exception {
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
      build = Class.forName("dev.altered.text.en.EnglishAstBuilder", true, loader).getDeclaredMethod("build", text,
          Class.forName("dev.altered.grammar.en.AlteredEnglishParser$AbilityContext", true, loader));
      build.setAccessible(true);
      normalize = Class.forName("dev.altered.ast.Normalizer", true, loader).getMethod("normalize",
          Class.forName("dev.altered.ast.Ability", true, loader));
      List<Object> b = new ArrayList<>();
      List<Object> t = new ArrayList<>();
      List<Object> a = new ArrayList<>();
      if (withTrees) {
        Method syntax = Class.forName("dev.altered.text.en.EnglishSyntax", true, loader)
            .getDeclaredMethod("parse", text);
        syntax.setAccessible(true);
        Method tree = Class.forName("dev.altered.text.en.EnglishSyntax$Result", true, loader)
            .getDeclaredMethod("tree");
        tree.setAccessible(true);
        for (Object ability : abilities) {
          Object parsed = tree.invoke(syntax.invoke(null, ability));
          if (parsed == null) {
            continue; // a syntax error: no tree to build
          }
          try {
            a.add(build.invoke(null, ability, parsed));
            b.add(ability);
            t.add(parsed);
          } catch (InvocationTargetException refused) {
            // a tree the builder refuses (a positioned error): not timed
          }
        }
      }
      built = b.toArray();
      trees = t.toArray();
      asts = a.toArray();
    }

    void pass(String stage) throws Exception {
      switch (stage) {
        case "front-end" -> {
          for (Object a : abilities) {
            sink += (Boolean) ok.invoke(parse.invoke(frontEnd, a)) ? 1 : 0;
          }
        }
        case "parse-tree" -> {
          for (Object a : abilities) {
            sink += (Boolean) parseTree.invoke(null, a, true) ? 1 : 0;
          }
        }
        case "lex" -> {
          for (Object a : abilities) {
            sink += (Integer) lex.invoke(null, a);
          }
        }
        case "builder" -> {
          for (int i = 0; i < trees.length; i++) {
            sink += build.invoke(null, built[i], trees[i]) != null ? 1 : 0;
          }
        }
        default -> {
          for (Object ast : asts) {
            sink += normalize.invoke(null, ast) == ast ? 1 : 0;
          }
        }
      }
    }
  }
}
