package dev.altered.text.en;

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
 * DFA's prediction does not depend on the context, and an edge, once added, leads to an equal state.
 */
final class DfaPredictor extends ParserATNSimulator {
  private final TokenArray tokens;
  /** By decision and token type + 1 (EOF is -1): the alternative the first token predicts, 0 if not known yet. */
  private final byte[] firstToken;
  private final int stride;

  /**
   * Shares the generated parser's DFA and context cache (static, so the warm state is every instance's) and {@code
   * firstToken}, made once per grammar by {@link #firstTokenTable(Parser)}.
   */
  DfaPredictor(Parser parser, TokenArray tokens, byte[] firstToken) {
    super(parser, parser.getATN(), parser.getInterpreter().decisionToDFA,
        parser.getInterpreter().getSharedContextCache());
    this.tokens = tokens;
    this.stride = parser.getATN().maxTokenType + 2;
    if (firstToken.length != parser.getATN().getNumberOfDecisions() * stride) {
      throw new IllegalArgumentException("a first-token table of another grammar");
    }
    this.firstToken = firstToken;
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
          if (next.isAcceptState) {
            if (next.predicates == null) {
              if (s == s0 && slot >= 0 && next.prediction <= Byte.MAX_VALUE) {
                firstToken[slot] = (byte) next.prediction;
              }
              return next.prediction;
            }
            break;
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
}
