package dev.altered.bench;

import dev.altered.card.Language;
import dev.altered.grammar.en.AlteredEnglishParser;
import dev.altered.text.AbilityText;
import dev.altered.text.FrontEnd;
import dev.altered.text.GrammarFrontEnd;
import dev.altered.text.en.EnglishFrontEnd;
import dev.altered.text.en.EnglishStages;
import dev.altered.text.es.SpanishFrontEnd;
import dev.altered.text.fr.FrenchFrontEnd;
import dev.altered.text.it.ItalianFrontEnd;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import org.antlr.v4.runtime.dfa.DFA;

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
 *
 * <p>Under each stage's figures: the quartiles, the medians of the first and second half of the passes (a trend: the
 * JIT or the DFA still changing), the medians of passes during which a collection ran and of the others, the bytes
 * allocated per ability, and the English parser's DFA states before and after the passes (growth: not warm). For
 * English, how many abilities leave the fast path (entry rule failed; full LL, the second stage).
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
    if (stages.language() == Language.EN) {
      System.out.println(fallbacks(abilities));
    }
    String[] names = {"front-end (text -> AST)", "parse tree (two-stage)", "lex"};
    com.sun.management.ThreadMXBean alloc = (com.sun.management.ThreadMXBean) mx;
    long thread = Thread.currentThread().getId();
    for (int stage = 0; stage < 3; stage++) {
      long[] cpu = new long[passes];
      boolean[] collected = new boolean[passes];
      int statesBefore = dfaStates();
      long bytes = alloc.getThreadAllocatedBytes(thread);
      for (int p = 0; p < passes; p++) {
        long gcs = collections();
        long t0 = mx.getCurrentThreadCpuTime();
        pass(stages, abilities, stage);
        cpu[p] = mx.getCurrentThreadCpuTime() - t0;
        collected[p] = collections() != gcs;
      }
      bytes = alloc.getThreadAllocatedBytes(thread) - bytes;
      int statesAfter = dfaStates();
      long[] sorted = cpu.clone();
      Arrays.sort(sorted);
      System.out.printf("%-26s best %,9.0f abilities/CPU-s   median %,9.0f abilities/CPU-s%n", names[stage],
          abilities.length * 1e9 / sorted[0], abilities.length * 1e9 / sorted[passes / 2]);
      System.out.printf("%-26s quartiles %,.0f-%,.0f; first half median %s, second %s; passes with a GC %d of %d"
              + " (median %s), without %s; %,d bytes allocated per ability; parser DFA states %,d -> %,d%n", "",
          abilities.length * 1e9 / sorted[passes * 3 / 4], abilities.length * 1e9 / sorted[passes / 4],
          rate(abilities.length, cpu, collected, 0, passes / 2, null),
          rate(abilities.length, cpu, collected, passes / 2, passes, null), count(collected), passes,
          rate(abilities.length, cpu, collected, 0, passes, true),
          rate(abilities.length, cpu, collected, 0, passes, false), bytes / ((long) passes * abilities.length),
          statesBefore, statesAfter);
    }
  }

  /**
   * How many abilities leave the fast path: the entry rule the first tokens choose fails (SLL, then 'ability' is
   * tried), and how many of those fall to full LL (stage 2) because 'ability' fails at SLL too.
   */
  private static String fallbacks(AbilityText[] abilities) {
    int entryFailed = 0;
    int toLl = 0;
    for (AbilityText a : abilities) {
      if (!EnglishStages.parsesWithEntry(a)) {
        entryFailed++;
        if (!EnglishStages.parsesWithSll(a)) {
          toLl++;
        }
      }
    }
    return String.format("entry rule failed for %d, full LL (stage 2) for %d of %d abilities", entryFailed, toLl,
        abilities.length);
  }

  /** Abilities per CPU-second of the median pass in [from, to) (only passes with a GC, or without, unless null). */
  private static String rate(int abilities, long[] cpu, boolean[] collected, int from, int to, Boolean withGc) {
    long[] picked = new long[to - from];
    int n = 0;
    for (int p = from; p < to; p++) {
      if (withGc == null || collected[p] == withGc) {
        picked[n++] = cpu[p];
      }
    }
    if (n == 0) {
      return "-";
    }
    picked = Arrays.copyOf(picked, n);
    Arrays.sort(picked);
    return String.format("%,.0f", abilities * 1e9 / picked[n / 2]);
  }

  private static int count(boolean[] flags) {
    int n = 0;
    for (boolean f : flags) {
      n += f ? 1 : 0;
    }
    return n;
  }

  /** Collections so far, all collectors. */
  private static long collections() {
    long n = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      n += Math.max(0, gc.getCollectionCount());
    }
    return n;
  }

  /** States in the English parser's shared DFA cache (growth during measured passes: not warm yet). */
  private static int dfaStates() {
    int n = 0;
    for (DFA dfa : new AlteredEnglishParser(null).getInterpreter().decisionToDFA) {
      n += dfa.states.size();
    }
    return n;
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
