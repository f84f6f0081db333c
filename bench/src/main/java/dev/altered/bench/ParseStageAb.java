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
 * The English AST stages of two builds alone, alternated in one JVM as {@link ParseAb} does for the whole front-end:
 * each build parses the distinct abilities of cards/ once, then its AST builder is timed on those parse trees again and
 * again ({@code builder}), and its {@code Normalizer} on the ASTs built ({@code normalizer}); {@code front-end} is the
 * whole front-end as in {@link ParseAb}. A change to one stage shows there without the noise of the others (the
 * builder is about a third of the front-end).
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.altered.bench.ParseStageAb A B [seconds of warm-up] [pairs]
 * [stages]}: A and B as for {@link ParseAb} (a benchmark jar, or a class path with one last); stages a comma-separated
 * list of {@code builder}, {@code normalizer}, {@code front-end} (default all three). The builder and the parse driver
 * are package-private and read by reflection: a stage harness, not an API.
 */
public final class ParseStageAb {
  private ParseStageAb() {}

  private static final List<String> STAGES = List.of("builder", "normalizer", "front-end");

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: ParseStageAb A B [seconds of warm-up] [pairs] [builder,normalizer,front-end]");
      System.exit(2);
    }
    int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 25;
    int pairs = args.length > 3 ? Integer.parseInt(args[3]) : 60;
    List<String> stages = args.length > 4 ? Arrays.asList(args[4].split(",")) : STAGES;
    for (String stage : stages) {
      if (!STAGES.contains(stage)) {
        System.err.println("unknown stage '" + stage + "', expected one of " + STAGES);
        System.exit(2);
      }
    }
    Build[] builds = {new Build(args[0]), new Build(args[1])};
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long end = System.nanoTime() + warmup * 1_000_000_000L;
    while (System.nanoTime() < end) {
      for (String stage : stages) {
        builds[0].pass(stage);
        builds[1].pass(stage);
      }
    }
    System.out.printf("EN; A = %s, B = %s; per CPU-second (abilities, or trees built, or ASTs normalized)%n", args[0],
        args[1]);
    for (String stage : stages) {
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
      int n = stage.equals("front-end") ? builds[0].abilities.length : builds[0].trees.length;
      System.out.printf("%-11s A best %,9.0f median %,9.0f   B best %,9.0f median %,9.0f   B/A %.3f (quartiles %.3f"
          + "-%.3f)%n", stage, n * 1e9 / cpu[0][0], n * 1e9 / cpu[0][pairs / 2], n * 1e9 / cpu[1][0],
          n * 1e9 / cpu[1][pairs / 2], ratio[pairs / 2], ratio[pairs / 4], ratio[3 * pairs / 4]);
    }
  }

  private static long sink;

  /** One build in a class loader of its own, with its parse trees and ASTs made once. */
  private static final class Build {
    final Object[] abilities;
    /** The abilities that parse and build, their parse trees and their ASTs (before normalizing), index by index. */
    final Object[] built;
    final Object[] trees;
    final Object[] asts;
    final Object frontEnd;
    final Method parse;
    final Method ok;
    final Method build;
    final Method normalize;

    Build(String classPath) throws Exception {
      String[] parts = classPath.split(java.io.File.pathSeparator);
      URL[] urls = new URL[parts.length];
      for (int i = 0; i < parts.length; i++) {
        urls[i] = Paths.get(parts[i]).toUri().toURL();
      }
      ClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
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
      Method syntax = Class.forName("dev.altered.text.en.EnglishSyntax", true, loader).getDeclaredMethod("parse", text);
      syntax.setAccessible(true);
      Method tree = Class.forName("dev.altered.text.en.EnglishSyntax$Result", true, loader).getDeclaredMethod("tree");
      tree.setAccessible(true);
      build = Class.forName("dev.altered.text.en.EnglishAstBuilder", true, loader).getDeclaredMethod("build", text,
          Class.forName("dev.altered.grammar.en.AlteredEnglishParser$AbilityContext", true, loader));
      build.setAccessible(true);
      normalize = Class.forName("dev.altered.ast.Normalizer", true, loader).getMethod("normalize",
          Class.forName("dev.altered.ast.Ability", true, loader));
      List<Object> b = new ArrayList<>();
      List<Object> t = new ArrayList<>();
      List<Object> a = new ArrayList<>();
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
      built = b.toArray();
      trees = t.toArray();
      asts = a.toArray();
    }

    void pass(String stage) throws Exception {
      switch (stage) {
        case "builder" -> {
          for (int i = 0; i < trees.length; i++) {
            sink += build.invoke(null, built[i], trees[i]) != null ? 1 : 0;
          }
        }
        case "normalizer" -> {
          for (Object ast : asts) {
            sink += normalize.invoke(null, ast) == ast ? 1 : 0;
          }
        }
        default -> {
          for (Object ability : abilities) {
            sink += (Boolean) ok.invoke(parse.invoke(frontEnd, ability)) ? 1 : 0;
          }
        }
      }
    }
  }
}
