package dev.altered.text.en;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.ParserATNSimulator;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.dfa.DFA;
import org.antlr.v4.runtime.dfa.DFAState;

/**
 * ANTLR's adaptive prediction with its warm path written out: in the SLL stage, a decision whose shared DFA already
 * holds an edge for every token read ahead, up to an accept state without predicates, returns that state's prediction
 * read straight from the token array. That is what ANTLR's {@code execATN} returns for the same DFA walk; ANTLR gets
 * there through the token stream's mark, seek, release and a {@code LA} call per token, and that walk is most of a
 * warm prediction. Anything else (a missing edge, the error state, predicates, the LL stage, another token stream)
 * goes to ANTLR's own prediction from the start, which fills the DFA as before.
 *
 * <p>Most decisions (7 in 10 on the corpus) are made on the first token. Those are also kept in a table of bytes by
 * decision and token type, shared by the threads: the DFA's states and edge arrays are some megabytes spread over the
 * heap, and a prediction that walks them waits on memory more than it computes; the table is read in one access. An
 * entry is written once the DFA has that first-token edge to an accept state, and it is what the DFA would give: an SLL
 * DFA's prediction does not depend on the context, and an edge, once added, leads to an equal state. The later steps
 * of longer walks are kept the same way in {@link Steps}: by decision, DFA state number and token type, the next
 * state's number or the prediction.
 */
final class DfaPredictor extends ParserATNSimulator {
  private final TokenArray tokens;
  /** By decision and token type + 1 (EOF is -1): the alternative the first token predicts, 0 if not known yet. */
  private final byte[] firstToken;
  private final Steps steps;
  private final int stride;

  /**
   * Shares the generated parser's DFA and context cache (static, so the warm state is every instance's) and {@code
   * firstToken} and {@code steps}, made once per grammar ({@link #firstTokenTable(Parser)}, {@link Steps#Steps()}).
   */
  DfaPredictor(Parser parser, TokenArray tokens, byte[] firstToken, Steps steps) {
    super(parser, parser.getATN(), parser.getInterpreter().decisionToDFA,
        parser.getInterpreter().getSharedContextCache());
    this.tokens = tokens;
    this.stride = parser.getATN().maxTokenType + 2;
    if (firstToken.length != parser.getATN().getNumberOfDecisions() * stride) {
      throw new IllegalArgumentException("a first-token table of another grammar");
    }
    this.firstToken = firstToken;
    this.steps = steps;
  }

  /** An empty first-token table for {@code parser}'s grammar, to share between the threads' predictors. */
  static byte[] firstTokenTable(Parser parser) {
    return new byte[parser.getATN().getNumberOfDecisions() * (parser.getATN().maxTokenType + 2)];
  }

  @Override
  public int adaptivePredict(TokenStream input, int decision, ParserRuleContext outerContext) {
    if (input == tokens && getPredictionMode() == PredictionMode.SLL) {
      int[] types = tokens.types();
      int i = tokens.index();
      int first = types[i] + 1;
      int slot = first < stride ? decision * stride + first : -1;
      if (slot >= 0 && firstToken[slot] != 0) {
        return firstToken[slot];
      }
      if (slot >= 0) {
        int known = steps.walk(decision, types, i);
        if (known > 0) {
          return known;
        }
      }
      DFA dfa = decisionToDFA[decision];
      DFAState s0 = dfa.s0;
      DFAState s = s0;
      if (s != null && !dfa.isPrecedenceDfa()) {
        while (true) {
          int t = types[i]; // the last token is EOF, and the walk does not move past it
          DFAState[] edges = s.edges;
          if (edges == null || t + 1 >= edges.length) {
            break;
          }
          DFAState next = edges[t + 1];
          if (next == null || next == ERROR) {
            break;
          }
          int from = s == s0 ? Steps.START : s.stateNumber < Steps.START ? s.stateNumber : -1;
          if (next.isAcceptState) {
            if (next.predicates == null) {
              if (s == s0 && slot >= 0 && next.prediction <= Byte.MAX_VALUE) {
                firstToken[slot] = (byte) next.prediction;
              }
              if (slot >= 0) {
                steps.add(decision, from, t, true, next.prediction);
              }
              return next.prediction;
            }
            break;
          }
          if (slot >= 0) {
            steps.add(decision, from, t, false, next.stateNumber);
          }
          s = next;
          if (t != Token.EOF) {
            i++;
          }
        }
      }
    }
    return super.adaptivePredict(input, decision, outerContext);
  }

  /**
   * The steps of the SLL DFA's walks as packed longs in one open-addressed table, shared by the threads: the key is
   * the decision, the DFA state number ({@link #START} for the start state) and the token type + 1; the value the next
   * state's number or, for an accept state without predicates, the prediction. A step is what the DFA's edge gives
   * (an edge, once added, leads to an equal state, and state numbers are unique in a decision's DFA); a step not in the
   * table sends the prediction back to the DFA. The table stops taking steps when it is 3/4 full.
   */
  static final class Steps {
    static final int START = (1 << 14) - 1;
    private static final int CAPACITY = 1 << 14;
    private static final long PRESENT = 1L << 20;
    private static final long ACCEPT = 1L << 19;
    private final AtomicLongArray table = new AtomicLongArray(CAPACITY);
    private final AtomicInteger size = new AtomicInteger();

    private static long key(int decision, int state, int token) {
      return ((long) decision << 24) | ((long) state << 10) | (token + 1);
    }

    private static int slot(long key) {
      long h = key * 0x9E3779B97F4A7C15L;
      return (int) (h >>> 40) & (CAPACITY - 1);
    }

    /** The prediction of the walk from token {@code i} on, or 0 when a step is not in the table. */
    int walk(int decision, int[] types, int i) {
      if (decision >= 1 << 10) {
        return 0;
      }
      int state = START;
      while (true) {
        int t = types[i];
        if (t + 1 >= 1 << 10) {
          return 0;
        }
        long key = key(decision, state, t);
        long entry = 0;
        for (int k = slot(key), probes = 0; probes < 8; k = (k + 1) & (CAPACITY - 1), probes++) {
          long e = table.getOpaque(k);
          if (e == 0) {
            return 0;
          }
          if (e >>> 21 == key) {
            entry = e;
            break;
          }
        }
        if (entry == 0) {
          return 0;
        }
        if ((entry & ACCEPT) != 0) {
          return (int) (entry & (ACCEPT - 1));
        }
        state = (int) (entry & (ACCEPT - 1));
        if (t != Token.EOF) {
          i++;
        }
      }
    }

    /** Records a step the DFA took: to {@code target}, a state number or (accepting) a prediction. */
    void add(int decision, int state, int token, boolean accepting, int target) {
      if (decision >= 1 << 10 || state < 0 || token + 1 >= 1 << 10 || target < 0 || target >= START
          || size.get() >= CAPACITY * 3 / 4) {
        return;
      }
      long key = key(decision, state, token);
      long entry = (key << 21) | PRESENT | (accepting ? ACCEPT : 0) | target;
      for (int k = slot(key), probes = 0; probes < 8; k = (k + 1) & (CAPACITY - 1), probes++) {
        long e = table.get(k);
        if (e == 0) {
          if (table.compareAndSet(k, 0, entry)) {
            size.incrementAndGet();
            return;
          }
          e = table.get(k);
        }
        if (e >>> 21 == key) {
          return;
        }
      }
    }
  }
}
