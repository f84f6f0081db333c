package dev.altered.text.en;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.RuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.misc.Interval;

/**
 * The tokens of one ability, all read up front into an array: the parser's prediction reads ahead token by token, and
 * ANTLR's {@code CommonTokenStream} checks channels, end of input and buffering on every step. Here every token is on
 * the default channel (the lexer drops spaces), so a step is an index increment. Reused for every ability of a thread.
 */
final class TokenArray implements TokenStream {
  private TokenSource source;
  private Token[] tokens = new Token[64];
  private int[] types = new int[64];
  private int size;
  private int p;

  /** Reads every token of {@code source}, up to and including EOF. */
  void fill(TokenSource source) {
    this.source = source;
    size = 0;
    p = 0;
    while (true) {
      Token t = source.nextToken();
      if (t instanceof org.antlr.v4.runtime.WritableToken w) {
        w.setTokenIndex(size);
      }
      if (size == tokens.length) {
        tokens = java.util.Arrays.copyOf(tokens, size * 2);
        types = java.util.Arrays.copyOf(types, size * 2);
      }
      tokens[size] = t;
      types[size] = t.getType();
      size++;
      if (t.getType() == Token.EOF) {
        return;
      }
    }
  }

  /** The token types by index, EOF last (the array may be longer than {@link #size()}): read by the predictor. */
  int[] types() {
    return types;
  }

  /** The tokens read, EOF included. */
  List<Token> list() {
    List<Token> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      out.add(tokens[i]);
    }
    return out;
  }

  @Override
  public Token LT(int k) {
    if (k == 0) {
      return null;
    }
    int i = k < 0 ? p + k : p + k - 1;
    if (i < 0) {
      return null;
    }
    return tokens[i < size ? i : size - 1];
  }

  @Override
  public int LA(int i) {
    int at = i < 0 ? p + i : p + i - 1;
    if (at < 0) {
      return 0;
    }
    return types[at < size ? at : size - 1];
  }

  @Override
  public void consume() {
    if (types[p] == Token.EOF) {
      throw new IllegalStateException("cannot consume EOF");
    }
    p++;
  }

  @Override
  public Token get(int index) {
    return tokens[index];
  }

  @Override
  public TokenSource getTokenSource() {
    return source;
  }

  @Override
  public String getText(Interval interval) {
    int start = Math.max(0, interval.a);
    int stop = Math.min(size - 1, interval.b);
    StringBuilder out = new StringBuilder();
    for (int i = start; i <= stop; i++) {
      if (types[i] == Token.EOF) {
        break;
      }
      out.append(tokens[i].getText());
    }
    return out.toString();
  }

  @Override
  public String getText() {
    return getText(Interval.of(0, size - 1));
  }

  @Override
  public String getText(RuleContext ctx) {
    return getText(ctx.getSourceInterval());
  }

  @Override
  public String getText(Token start, Token stop) {
    return start == null || stop == null ? "" : getText(Interval.of(start.getTokenIndex(), stop.getTokenIndex()));
  }

  @Override
  public int mark() {
    return 0;
  }

  @Override
  public void release(int marker) {}

  @Override
  public int index() {
    return p;
  }

  @Override
  public void seek(int index) {
    p = Math.min(index, size - 1);
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public String getSourceName() {
    return source == null ? UNKNOWN_SOURCE_NAME : source.getSourceName();
  }
}
