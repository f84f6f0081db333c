package dev.altered.bench;

import dev.altered.grammar.en.AlteredEnglishParser;
import dev.altered.text.AbilityText;
import dev.altered.text.en.EnglishStages;
import java.io.IOException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToLongFunction;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.ListTokenSource;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.DecisionInfo;
import org.antlr.v4.runtime.atn.DecisionState;
import org.antlr.v4.runtime.atn.LookaheadEventInfo;
import org.antlr.v4.runtime.atn.ParserATNSimulator;
import org.antlr.v4.runtime.atn.PredictionContextCache;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.dfa.DFA;
import org.antlr.v4.runtime.misc.ParseCancellationException;

/**
 * Which decisions of the English grammar cost the parser's prediction its time, with ANTLR's own profiler: every
 * distinct English ability of cards/ is parsed the way the front-end parses it (the entry rule its first tokens
 * choose, SLL with bail-out, then 'ability', then full LL), once on a fresh DFA (the cold parse of a first load) and
 * once more after warm-up passes on the same DFA (the warm front-end). For each, the top decisions by prediction time
 * and by look-ahead, mapped back to their grammar rule, with the text of the longest look-ahead.
 *
 * <p>Run from the repository root: {@code java -cp bench/target/benchmarks.jar dev.altered.bench.DecisionProfile
 * [warm-up passes] [rows]}; {@code ... DecisionProfile cold [repetitions]} times cold passes without the profiler.
 */
public final class DecisionProfile {
  private DecisionProfile() {}

  public static void main(String[] args) throws IOException {
    if (args.length > 0 && args[0].equals("cold")) {
      cold(args.length > 1 ? Integer.parseInt(args[1]) : 7);
      return;
    }
    int warmup = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    int rows = args.length > 1 ? Integer.parseInt(args[1]) : 20;
    AbilityText[] abilities = ParseBenchmark.distinctAbilities(Paths.get(System.getProperty("cards", "cards")));
    List<List<Token>> tokens = new ArrayList<>();
    for (AbilityText a : abilities) {
      tokens.add(EnglishStages.tokens(a));
    }
    AlteredEnglishParser parser = new AlteredEnglishParser(new CommonTokenStream(new ListTokenSource(List.of())));
    parser.removeErrorListeners();
    ATN atn = parser.getATN();
    // A fresh DFA and context cache, not the generated parser's static ones: the first pass is a cold parse.
    DFA[] dfa = freshDfa(atn);
    PredictionContextCache contexts = new PredictionContextCache();

    parser.setInterpreter(new ParserATNSimulator(parser, atn, dfa, contexts));
    parser.setProfile(true);
    long t0 = System.nanoTime();
    int[] fallbacks = passAll(parser, tokens);
    long cold = System.nanoTime() - t0;
    DecisionInfo[] coldInfo = parser.getParseInfo().getDecisionInfo();
    report("COLD (fresh DFA, one pass)", coldInfo, atn, parser.getRuleNames(), rows, abilities.length, cold,
        fallbacks);

    parser.setProfile(false);
    parser.setInterpreter(new ParserATNSimulator(parser, atn, dfa, contexts));
    for (int i = 0; i < warmup; i++) {
      passAll(parser, tokens);
    }
    parser.setProfile(true);
    t0 = System.nanoTime();
    fallbacks = passAll(parser, tokens);
    long warm = System.nanoTime() - t0;
    report("WARM (after " + warmup + " passes on the same DFA)", parser.getParseInfo().getDecisionInfo(), atn,
        parser.getRuleNames(), rows, abilities.length, warm, fallbacks);
  }

  /**
   * {@code cold [repetitions]}: the CPU time of one pass over every ability on a fresh DFA, without the profiler, a
   * fresh DFA for each repetition (the first also pays the JIT); prints each and the median of the others. This is
   * the ATN simulation a first load pays, which the grammar's decisions decide.
   */
  private static void cold(int reps) throws IOException {
    AbilityText[] abilities = ParseBenchmark.distinctAbilities(Paths.get(System.getProperty("cards", "cards")));
    List<List<Token>> tokens = new ArrayList<>();
    for (AbilityText a : abilities) {
      tokens.add(EnglishStages.tokens(a));
    }
    long[] byDecision = new long[new AlteredEnglishParser(null).getATN().getNumberOfDecisions()];
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    long[] ms = new long[reps];
    for (int r = 0; r < reps; r++) {
      AlteredEnglishParser parser = new AlteredEnglishParser(new CommonTokenStream(new ListTokenSource(List.of())));
      parser.removeErrorListeners();
      ATN atn = parser.getATN();
      DFA[] dfa = freshDfa(atn);
      TimedSimulator timed = new TimedSimulator(parser, atn, dfa, new PredictionContextCache());
      parser.setInterpreter(timed);
      long t0 = mx.getCurrentThreadCpuTime();
      passAll(parser, tokens);
      ms[r] = (mx.getCurrentThreadCpuTime() - t0) / 1_000_000;
      System.out.printf("cold pass %d: %,d ms CPU%n", r + 1, ms[r]);
      if (r > 0) {
        for (int d = 0; d < byDecision.length; d++) {
          byDecision[d] += timed.nanos[d];
        }
      }
    }
    Integer[] order = new Integer[byDecision.length];
    long all = 0;
    for (int d = 0; d < order.length; d++) {
      order[d] = d;
      all += byDecision[d];
    }
    Arrays.sort(order, Comparator.comparingLong((Integer d) -> byDecision[d]).reversed());
    String[] rules = AlteredEnglishParser.ruleNames;
    ATN atn = new AlteredEnglishParser(null).getATN();
    System.out.printf("prediction in passes 2-%d by decision (wall time around adaptivePredict, %,d ms in all):%n",
        reps, all / 1_000_000);
    for (int i = 0; i < 15; i++) {
      int d = order[i];
      System.out.printf("%4d %-24s %5.1f%%%n", d, rules[atn.getDecisionState(d).ruleIndex],
          100.0 * byDecision[d] / all);
    }
    long[] rest = Arrays.copyOfRange(ms, 1, reps);
    Arrays.sort(rest);
    System.out.printf("%d abilities, cold parse (fresh DFA) median of passes 2-%d: %,d ms CPU, best %,d ms%n",
        abilities.length, reps, rest[rest.length / 2], rest[0]);
  }

  /** Prediction time per decision, cheaper than ANTLR's profiler (which also re-predicts with full LL). */
  private static final class TimedSimulator extends ParserATNSimulator {
    final long[] nanos;

    TimedSimulator(Parser parser, ATN atn, DFA[] dfa, PredictionContextCache contexts) {
      super(parser, atn, dfa, contexts);
      nanos = new long[dfa.length];
    }

    @Override
    public int adaptivePredict(org.antlr.v4.runtime.TokenStream input, int decision,
        org.antlr.v4.runtime.ParserRuleContext outer) {
      long t0 = System.nanoTime();
      try {
        return super.adaptivePredict(input, decision, outer);
      } finally {
        nanos[decision] += System.nanoTime() - t0;
      }
    }
  }

  /** Parses every ability as the front-end does; returns {entry rule failed, SLL failed, LL failed} counts. */
  private static int[] passAll(AlteredEnglishParser parser, List<List<Token>> all) {
    int[] counts = new int[3];
    BailErrorStrategy bail = new BailErrorStrategy() {
      @Override
      public void sync(Parser recognizer) {}
    };
    for (List<Token> tokens : all) {
      String entry = EnglishStages.entryRule(tokens);
      parser.setErrorHandler(bail);
      parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
      if (!entry.equals("ability")) {
        if (parse(parser, tokens, entry)) {
          continue;
        }
        counts[0]++;
      }
      if (parse(parser, tokens, "ability")) {
        continue;
      }
      counts[1]++;
      parser.setErrorHandler(new DefaultErrorStrategy());
      parser.getInterpreter().setPredictionMode(PredictionMode.LL);
      if (!parse(parser, tokens, "ability")) {
        counts[2]++;
      }
    }
    return counts;
  }

  private static boolean parse(AlteredEnglishParser parser, List<Token> tokens, String rule) {
    parser.setTokenStream(new CommonTokenStream(new ListTokenSource(tokens)));
    try {
      switch (rule) {
        case "keywordEntry" -> parser.keywordEntry();
        case "reactionEntry" -> parser.reactionEntry();
        case "quickActionEntry" -> parser.quickActionEntry();
        case "effectEntry" -> parser.effectEntry();
        default -> parser.ability();
      }
      return parser.getNumberOfSyntaxErrors() == 0;
    } catch (ParseCancellationException failed) {
      return false;
    }
  }

  private static void report(String title, DecisionInfo[] info, ATN atn, String[] rules, int rows, int abilities,
      long nanos, int[] fallbacks) {
    long total = 0;
    long invocations = 0;
    for (DecisionInfo d : info) {
      total += d.timeInPrediction;
      invocations += d.invocations;
    }
    System.out.printf("%n=== %s: %d abilities in %.0f ms (profiler on), prediction %.0f ms, %,d predictions;"
            + " entry rule failed %d, SLL failed %d, LL failed %d%n", title, abilities, nanos / 1e6, total / 1e6,
        invocations, fallbacks[0], fallbacks[1], fallbacks[2]);
    table("by time in prediction", info, atn, rules, rows, d -> d.timeInPrediction, total);
    table("by total look-ahead (SLL + LL tokens)", info, atn, rules, rows, d -> d.SLL_TotalLook + d.LL_TotalLook,
        total);
    table("by max look-ahead", info, atn, rules, rows, d -> Math.max(d.SLL_MaxLook, d.LL_MaxLook), total);
    table("by ATN transitions (DFA misses: the cold cost)", info, atn, rules, rows,
        d -> d.SLL_ATNTransitions + d.LL_ATNTransitions, total);
  }

  private static void table(String title, DecisionInfo[] info, ATN atn, String[] rules, int rows,
      ToLongFunction<DecisionInfo> key, long totalTime) {
    DecisionInfo[] sorted = info.clone();
    Arrays.sort(sorted, Comparator.comparingLong(key).reversed());
    System.out.printf("%n--- top %d %s%n", rows, title);
    System.out.printf("%4s %-24s %-7s %9s %6s %8s %9s %6s %8s %6s %6s %6s  %s%n", "dec", "rule", "kind", "invoc",
        "time%", "SLLlook", "SLLavg", "SLLmax", "LLfall", "LLlook", "LLmax", "ambig", "longest look-ahead");
    for (int i = 0; i < Math.min(rows, sorted.length); i++) {
      DecisionInfo d = sorted[i];
      if (key.applyAsLong(d) == 0) {
        break;
      }
      DecisionState s = atn.getDecisionState(d.decision);
      LookaheadEventInfo longest = d.LL_MaxLook > d.SLL_MaxLook ? d.LL_MaxLookEvent : d.SLL_MaxLookEvent;
      String text = "";
      if (longest != null && longest.input != null) {
        StringBuilder words = new StringBuilder();
        for (int t = longest.startIndex; t <= longest.stopIndex && t < longest.input.size(); t++) {
          words.append(t > longest.startIndex ? " " : "").append(longest.input.get(t).getText());
        }
        text = words.toString();
        if (text.length() > 70) {
          text = text.substring(0, 70) + "...";
        }
      }
      System.out.printf("%4d %-24s %-7s %,9d %5.1f%% %,8d %9.2f %6d %,8d %,6d %6d %6d  %s%n", d.decision,
          rules[s.ruleIndex], kind(s), d.invocations, totalTime == 0 ? 0 : 100.0 * d.timeInPrediction / totalTime,
          d.SLL_TotalLook, d.invocations == 0 ? 0 : (double) d.SLL_TotalLook / d.invocations, d.SLL_MaxLook,
          d.LL_Fallback, d.LL_TotalLook, d.LL_MaxLook, d.ambiguities.size(), text);
    }
  }

  private static String kind(DecisionState s) {
    String name = s.getClass().getSimpleName().replace("State", "");
    return name.length() > 7 ? name.substring(0, 7) : name;
  }

  /** An empty DFA per decision: predictions start from the ATN, as in a fresh JVM. */
  private static DFA[] freshDfa(ATN atn) {
    DFA[] dfa = new DFA[atn.getNumberOfDecisions()];
    for (int d = 0; d < dfa.length; d++) {
      dfa[d] = new DFA(atn.getDecisionState(d), d);
    }
    return dfa;
  }
}
