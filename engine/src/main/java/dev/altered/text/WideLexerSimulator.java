package dev.altered.text;

import org.antlr.v4.runtime.IntStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.atn.LexerATNSimulator;
import org.antlr.v4.runtime.dfa.DFAState;

/**
 * ANTLR's lexer simulator with DFA edges cached for the letters and punctuation of the card languages too. ANTLR caches
 * a DFA edge only for characters 0 to 127: every other character (é, à, ü, ß, ñ, œ, ’, «, », the non-breaking space)
 * was simulated on the ATN again at each occurrence, the lexer's slowest path. Here the edges of characters up to
 * U+017F (Latin-1 and Latin Extended-A) and of General Punctuation (U+2000 to U+206F) are cached as well, in the same
 * shared DFA, and so is the end of input (every ability ends there, and ANTLR simulated its last token's end each
 * time); other characters take ANTLR's path as before. The tokens are the same: an edge caches what the ATN simulation
 * computes for that state and character, as ANTLR's parser DFA does for EOF too.
 */
public final class WideLexerSimulator extends LexerATNSimulator {
  /** Edges [0, LATIN) are indexed by the character. */
  private static final int LATIN = 0x180;
  private static final int PUNCTUATION = 0x2000;
  private static final int PUNCTUATION_END = 0x2070;
  /** The last edge is the end of input's. */
  private static final int EDGES = LATIN + (PUNCTUATION_END - PUNCTUATION) + 1;

  private WideLexerSimulator(Lexer lexer) {
    super(lexer, lexer.getATN(), lexer.getInterpreter().decisionToDFA, lexer.getInterpreter().getSharedContextCache());
  }

  /** Gives {@code lexer} this simulator, sharing its grammar's DFA cache; returns the lexer. */
  public static <L extends Lexer> L install(L lexer) {
    lexer.setInterpreter(new WideLexerSimulator(lexer));
    return lexer;
  }

  /** The edge index of character {@code t}, or -1 for a character not cached. */
  private static int index(int t) {
    if (t >= 0 && t < LATIN) {
      return t;
    }
    if (t >= PUNCTUATION && t < PUNCTUATION_END) {
      return LATIN + t - PUNCTUATION;
    }
    return t == IntStream.EOF ? EDGES - 1 : -1;
  }

  @Override
  protected DFAState getExistingTargetState(DFAState s, int t) {
    if (t >= MIN_DFA_EDGE && t <= MAX_DFA_EDGE) {
      return super.getExistingTargetState(s, t);
    }
    int i = index(t);
    DFAState[] edges = s.edges;
    return i < 0 || edges == null || i >= edges.length ? null : edges[i];
  }

  @Override
  protected void addDFAEdge(DFAState p, int t, DFAState q) {
    int i = index(t);
    if (i <= MAX_DFA_EDGE || p == null) {
      // ASCII (ANTLR's own table, which the wider one extends) or a character not cached.
      super.addDFAEdge(p, t, q);
      return;
    }
    synchronized (p) {
      if (p.edges == null || p.edges.length < EDGES) {
        DFAState[] wide = new DFAState[EDGES];
        if (p.edges != null) {
          System.arraycopy(p.edges, 0, wide, 0, p.edges.length);
        }
        // Published whole: a reader sees the old table or the new one, and a missing edge is only recomputed.
        p.edges = wide;
      }
      p.edges[i] = q;
    }
  }
}
