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
 */
final class DfaPredictor extends ParserATNSimulator {
  private final TokenArray tokens;

  /** Shares the generated parser's DFA and context cache (static, so the warm state is every instance's). */
  DfaPredictor(Parser parser, TokenArray tokens) {
    super(parser, parser.getATN(), parser.getInterpreter().decisionToDFA,
        parser.getInterpreter().getSharedContextCache());
    this.tokens = tokens;
  }

  @Override
  public int adaptivePredict(TokenStream input, int decision, ParserRuleContext outerContext) {
    if (input == tokens && getPredictionMode() == PredictionMode.SLL) {
      DFA dfa = decisionToDFA[decision];
      DFAState s = dfa.s0;
      if (s != null && !dfa.isPrecedenceDfa()) {
        int[] types = tokens.types();
        int i = tokens.index();
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
