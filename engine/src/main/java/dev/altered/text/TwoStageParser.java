package dev.altered.text;

import com.google.common.collect.ImmutableMap;
import dev.altered.card.Suggestions;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.LexerNoViableAltException;
import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.antlr.v4.runtime.misc.ParseCancellationException;

/**
 * The two-stage parse driver every language front-end uses: SLL prediction with a bail-out strategy first, and full
 * LL with error recovery only when SLL fails (full LL is some hundred times slower; the generated parser's DFA cache
 * is static and shared, so the fast stage stays warm). Lexer and parser instances are reused per thread.
 *
 * <p>A language gives its generated lexer and parser (as factories), its start rule, how its token types read in
 * plain-words errors ({@link ErrorWords}) and the {@link Limits}. The driver refuses abnormal input (too many tokens,
 * quotes nested too deeply, a parse too deep for the stack) with a positioned error instead of failing.
 *
 * <p>Input contract with the grammars: the ability text as cut by {@link Markup}, passed through {@code prepare}
 * (by default {@link #asciiPunctuation}, which keeps offsets unchanged), so grammar offsets are offsets into the
 * normalized ability.
 *
 * @param <T> the start rule's context type
 */
public final class TwoStageParser<T extends ParserRuleContext> {
  /**
   * Limits on one ability.
   *
   * @param maxTokens abilities longer than this many tokens are refused (no printed ability comes close)
   * @param maxQuotes quotation marks per ability: quoted abilities nest, but not deeper than {@code maxQuotes / 2}
   * @param quoteChars the characters counted as quotation marks
   */
  public record Limits(int maxTokens, int maxQuotes, String quoteChars) {
    /** 400 tokens (the longest printed ability has ~90), 8 quotation marks ("", «», “” and „). */
    public static final Limits DEFAULT = new Limits(400, 8, "\"\u00ab\u00bb\u201c\u201d\u201e");

    public Limits {
      Objects.requireNonNull(quoteChars, "quoteChars");
      if (maxTokens < 1 || maxQuotes < 0) {
        throw new IllegalArgumentException("maxTokens must be positive and maxQuotes not negative");
      }
    }
  }

  /** A parse tree, or the first syntax error with its position in the original text. */
  public record Result<T>(Optional<T> tree, Optional<ParseError> error) {
    public Result {
      if (tree.isPresent() == error.isPresent()) {
        throw new IllegalArgumentException("exactly one of tree and error");
      }
    }

    public static <T> Result<T> ok(T tree) {
      return new Result<>(Optional.of(tree), Optional.empty());
    }

    public static <T> Result<T> failed(ParseError error) {
      return new Result<>(Optional.empty(), Optional.of(error));
    }

    public boolean ok() {
      return tree.isPresent();
    }
  }

  /**
   * How a grammar's token types read in errors: "expected a number or an effect such as 'draw', found 'the'". Token
   * types and literals not listed read as their literal ({@code 'the'}) or symbolic name.
   */
  public static final class ErrorWords {
    private final ImmutableMap<Integer, String> byType;
    private final ImmutableMap<String, String> byLiteral;
    private final OptionalInt unknownName;
    private final String unknownNameExpected;
    private final java.util.Set<String> knownNames;

    private ErrorWords(ImmutableMap<Integer, String> byType, ImmutableMap<String, String> byLiteral,
        OptionalInt unknownName, String unknownNameExpected, java.util.Set<String> knownNames) {
      this.byType = byType;
      this.byLiteral = byLiteral;
      this.unknownName = unknownName;
      this.unknownNameExpected = unknownNameExpected;
      this.knownNames = knownNames;
    }

    public static Builder builder() {
      return new Builder();
    }

    /** The builder of {@link ErrorWords}. */
    public static final class Builder {
      private final ImmutableMap.Builder<Integer, String> byType = ImmutableMap.builder();
      private final Map<String, String> byLiteral = new java.util.LinkedHashMap<>();
      private OptionalInt unknownName = OptionalInt.empty();
      private String unknownNameExpected = "";
      private java.util.Set<String> knownNames = java.util.Set.of();

      private Builder() {}

      /** Token type {@code type} reads as {@code words}, e.g. NUMBER as "a number". */
      public Builder kind(int type, String words) {
        byType.put(type, words);
        return this;
      }

      /**
       * Keyword tokens written as {@code literals} (e.g. "draw", "gain", matched case-insensitively against the
       * grammar's literal names) read together as {@code words}, e.g. "an effect such as 'draw' or 'gain'".
       */
      public Builder kind(String words, String... literals) {
        for (String literal : literals) {
          byLiteral.put("'" + literal.toLowerCase(Locale.ROOT) + "'", words);
        }
        return this;
      }

      /**
       * The token type the lexicon gives a bracketed name it does not know: an error at such a token names it and
       * says {@code expected}, e.g. "a known keyword, status or token name such as [Brassbug 2/2/2]", and the
       * nearest of the {@code known} bracketed words when one is near ("did you mean").
       */
      public Builder unknownName(int type, String expected, java.util.Collection<String> known) {
        knownNames = java.util.Set.copyOf(known);
        return unknownName(type, expected);
      }

      public Builder unknownName(int type, String expected) {
        unknownName = OptionalInt.of(type);
        unknownNameExpected = Objects.requireNonNull(expected, "expected");
        return this;
      }

      public ErrorWords build() {
        return new ErrorWords(byType.buildKeepingLast(), ImmutableMap.copyOf(byLiteral), unknownName,
            unknownNameExpected, knownNames);
      }
    }

    Optional<String> kindOf(int type, Vocabulary vocabulary) {
      if (type == Token.EOF) {
        return Optional.of("the end of the ability");
      }
      String kind = byType.get(type);
      if (kind != null) {
        return Optional.of(kind);
      }
      String literal = literalName(vocabulary, type);
      return literal == null ? Optional.empty() : Optional.ofNullable(byLiteral.get(literal.toLowerCase(Locale.ROOT)));
    }

    boolean isUnknownName(int type) {
      return unknownName.isPresent() && unknownName.getAsInt() == type;
    }
  }

  /**
   * The SLL stage's strategy: bail out at the first error, and skip the per-loop {@code sync} look-ahead checks (an
   * error is found at the next match or prediction anyway; the LL stage re-parses with full error reporting).
   */
  private static final BailErrorStrategy BAIL = new BailErrorStrategy() {
    @Override
    public void sync(Parser recognizer) {}
  };

  private final ThreadLocal<Instance<?, T>> perThread;
  private final ErrorWords words;
  private final Limits limits;
  private final UnaryOperator<String> prepare;

  private <P extends Parser> TwoStageParser(Function<CharStream, ? extends Lexer> lexers,
      Function<TokenStream, P> parsers, Function<P, T> startRule, ErrorWords words, Limits limits,
      UnaryOperator<String> prepare) {
    this.words = words;
    this.limits = limits;
    this.prepare = prepare;
    this.perThread = ThreadLocal.withInitial(() -> new Instance<>(lexers, parsers, startRule));
  }

  /**
   * A driver for one grammar.
   *
   * @param lexers makes the language's lexer (the generated one, or a subclass re-typing words through the lexicon;
   *     it must not emit whitespace tokens on the default channel)
   * @param parsers makes the generated parser
   * @param startRule the start rule, e.g. {@code AlteredFrenchParser::ability}; it must end with EOF
   */
  public static <P extends Parser, T extends ParserRuleContext> TwoStageParser<T> of(
      Function<CharStream, ? extends Lexer> lexers, Function<TokenStream, P> parsers, Function<P, T> startRule,
      ErrorWords words, Limits limits) {
    return of(lexers, parsers, startRule, words, limits, TwoStageParser::asciiPunctuation);
  }

  /** As {@link #of(Function, Function, Function, ErrorWords, Limits)}, with a language's own text preparation. */
  public static <P extends Parser, T extends ParserRuleContext> TwoStageParser<T> of(
      Function<CharStream, ? extends Lexer> lexers, Function<TokenStream, P> parsers, Function<P, T> startRule,
      ErrorWords words, Limits limits, UnaryOperator<String> prepare) {
    return new TwoStageParser<>(Objects.requireNonNull(lexers), Objects.requireNonNull(parsers),
        Objects.requireNonNull(startRule), Objects.requireNonNull(words), Objects.requireNonNull(limits),
        Objects.requireNonNull(prepare));
  }

  /**
   * The em dash and the bullet as '|' and '*' (one character each, so offsets do not change), and a final space: the
   * lexer meets the end of input after a space rather than inside a word, where its DFA has no cached edge for EOF
   * and it would simulate every word rule.
   */
  public static String asciiPunctuation(String text) {
    String ascii = text.indexOf('\u2014') < 0 && text.indexOf('\u2022') < 0 ? text
        : text.replace('\u2014', '|').replace('\u2022', '*');
    return ascii + " ";
  }

  /** Parses with the two stages. */
  public Result<T> parse(AbilityText ability) {
    return parse(ability, true);
  }

  /** {@code sllFirst == false} skips the SLL stage (full LL directly): for benchmarks that measure the gain. */
  public Result<T> parse(AbilityText ability, boolean sllFirst) {
    return perThread.get().run(ability, sllFirst, this);
  }

  /**
   * Whether the fast SLL stage alone parses the ability, with no fall back to full LL. Corpus tests keep every
   * printed ability on the fast path with this.
   */
  public boolean parsesWithSll(AbilityText ability) {
    return perThread.get().sllOnly(ability, this);
  }

  /** Lexes the ability (lexicon re-typing included) and returns its token count, EOF included. */
  public int lex(AbilityText ability) {
    Instance<?, T> s = perThread.get();
    s.lex(prepare.apply(ability.text()));
    return s.tokens.size();
  }

  /** One thread's lexer and parser, reused from ability to ability. */
  private static final class Instance<P extends Parser, T extends ParserRuleContext> {
    final Lexer lexer;
    final CommonTokenStream tokens;
    final P parser;
    final Function<P, T> startRule;
    final FirstError errors = new FirstError();

    Instance(Function<CharStream, ? extends Lexer> lexers, Function<TokenStream, P> parsers,
        Function<P, T> startRule) {
      this.lexer = WideLexerSimulator.install(lexers.apply(CharStreams.fromString("")));
      this.tokens = new CommonTokenStream(lexer);
      this.parser = parsers.apply(tokens);
      this.startRule = startRule;
      lexer.removeErrorListeners();
      lexer.addErrorListener(errors);
      parser.removeErrorListeners();
    }

    void lex(String prepared) {
      errors.reset();
      lexer.setInputStream(CharStreams.fromString(prepared));
      tokens.setTokenSource(lexer);
      tokens.fill();
    }

    boolean sllOnly(AbilityText ability, TwoStageParser<T> driver) {
      lex(driver.prepare.apply(ability.text()));
      if (errors.lexerError >= 0) {
        return false;
      }
      parser.setTokenStream(tokens);
      parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
      parser.setErrorHandler(BAIL);
      try {
        startRule.apply(parser);
        return true;
      } catch (ParseCancellationException failed) {
        return false;
      } catch (StackOverflowError deep) {
        return false;
      }
    }

    Result<T> run(AbilityText ability, boolean sllFirst, TwoStageParser<T> driver) {
      String text = ability.text();
      if (text.isEmpty()) {
        return Result.failed(new ParseError(ability.source(), ability.originalOffset(0),
            "expected an ability, found an empty text"));
      }
      Limits limits = driver.limits;
      int quotes = 0;
      for (int i = 0; i < text.length(); i++) {
        if (limits.quoteChars().indexOf(text.charAt(i)) >= 0 && ++quotes > limits.maxQuotes()) {
          return Result.failed(new ParseError(ability.source(), ability.originalOffset(i),
              "expected at most " + limits.maxQuotes() / 2 + " nested quoted abilities, found more"));
        }
      }
      lex(driver.prepare.apply(text));
      if (errors.lexerError >= 0) {
        int at = Math.min(errors.lexerError, text.length());
        String found = at < text.length() ? text.substring(at, text.offsetByCodePoints(at, 1)) : "";
        return Result.failed(new ParseError(ability.source(), ability.originalOffset(at),
            "expected a word, a number or a symbol, found '" + found + "', which is not part of ability text"));
      }
      if (tokens.size() > limits.maxTokens()) {
        Token t = tokens.get(limits.maxTokens());
        return Result.failed(new ParseError(ability.source(), ability.originalOffset(t.getStartIndex()),
            "expected an ability of at most " + limits.maxTokens() + " words, found a longer text"));
      }
      try {
        parser.setTokenStream(tokens);
        if (sllFirst) {
          // Stage 1: SLL, bail out at the first error.
          parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
          parser.setErrorHandler(BAIL);
          try {
            return Result.ok(startRule.apply(parser));
          } catch (ParseCancellationException sllFailed) {
            tokens.seek(0);
            parser.setTokenStream(tokens);
          }
        }
        // Stage 2: full LL with error reporting.
        parser.getInterpreter().setPredictionMode(PredictionMode.LL);
        parser.setErrorHandler(new DefaultErrorStrategy());
        parser.addErrorListener(errors);
        try {
          T tree = startRule.apply(parser);
          if (errors.offending == null) {
            return Result.ok(tree);
          }
        } catch (FirstErrorFound stop) {
          // Only the first error is reported: the rest of the text is not read (error recovery, at full LL).
        } finally {
          parser.removeErrorListeners();
        }
        return Result.failed(driver.describe(ability, errors.offending, errors.expected, parser.getVocabulary()));
      } catch (StackOverflowError deep) {
        return Result.failed(new ParseError(ability.source(), ability.originalOffset(0),
            "expected an ability nested less deeply, found a text too deeply nested to read"));
      }
    }
  }

  private ParseError describe(AbilityText ability, Token offending, IntervalSet expected, Vocabulary vocabulary) {
    String text = ability.text();
    int at = offending.getType() == Token.EOF ? text.length() : Math.min(offending.getStartIndex(), text.length());
    if (words.isUnknownName(offending.getType())) {
      String written = written(offending, text);
      String suggestion = Suggestions.bracketed(written, words.knownNames).map(s -> ": did you mean " + s + "?")
          .orElse("");
      return new ParseError(ability.source(), ability.originalOffset(at),
          "expected " + words.unknownNameExpected + ", found unknown name '" + written + "' (not in the lexicon)"
              + suggestion);
    }
    return new ParseError(ability.source(), ability.originalOffset(at),
        "expected " + expectedWords(expected, vocabulary) + ", found " + found(offending, text));
  }

  /** The offending token as the designer wrote it (the lexer may have seen '|' and '*' for the dash and bullet). */
  private static String found(Token t, String text) {
    return t.getType() == Token.EOF ? "the end of the ability" : "'" + written(t, text) + "'";
  }

  private static String written(Token t, String text) {
    return t.getStartIndex() >= 0 && t.getStopIndex() < text.length()
        ? text.substring(t.getStartIndex(), t.getStopIndex() + 1) : t.getText().strip();
  }

  /** ANTLR's expected token set in plain words, the vocabulary grouped into kinds; at most four items. */
  String expectedWords(IntervalSet expected, Vocabulary vocabulary) {
    if (expected == null || expected.isNil()) {
      return "something else";
    }
    Set<String> kinds = new LinkedHashSet<>();
    List<String> literals = new ArrayList<>();
    for (int type : expected.toList()) {
      Optional<String> kind = words.kindOf(type, vocabulary);
      if (kind.isPresent()) {
        kinds.add(kind.get());
      } else {
        String name = literalName(vocabulary, type);
        if (name == null) {
          name = vocabulary.getSymbolicName(type);
        }
        if (name != null) {
          literals.add(name.startsWith("'") ? name.toLowerCase(Locale.ROOT) : name);
        }
      }
    }
    List<String> parts = new ArrayList<>(kinds);
    if (parts.size() > 4) {
      parts = new ArrayList<>(parts.subList(0, 4));
      parts.set(3, parts.get(3) + " (or another word)");
      literals.clear();
    }
    int room = Math.max(0, 4 - parts.size());
    for (int i = 0; i < literals.size() && i < room; i++) {
      parts.add(literals.get(i));
    }
    if (literals.size() > room && room > 0) {
      parts.set(parts.size() - 1, parts.get(parts.size() - 1) + " (or another word)");
    }
    if (parts.isEmpty()) {
      return "something else";
    }
    if (parts.size() == 1) {
      return parts.get(0);
    }
    return String.join(", ", parts.subList(0, parts.size() - 1)) + " or " + parts.get(parts.size() - 1);
  }

  /**
   * A token type's literal name as the grammar writes it, quotes included ({@code 'défaussez'}): ANTLR keeps
   * non-ASCII characters of literal names as {@code \\uXXXX} escapes, which are decoded here. Null for a token
   * type without a literal.
   */
  public static String literalName(Vocabulary vocabulary, int type) {
    String name = vocabulary.getLiteralName(type);
    if (name == null || name.indexOf('\\') < 0) {
      return name;
    }
    StringBuilder out = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '\\' && i + 5 < name.length() && name.charAt(i + 1) == 'u') {
        out.append((char) Integer.parseInt(name.substring(i + 2, i + 6), 16));
        i += 5;
      } else if (c == '\\' && i + 1 < name.length()) {
        out.append(name.charAt(++i));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * Thrown by {@link FirstError} once it has the first parser error, to stop the LL stage there: only the first error
   * is reported, and reading on (error recovery at full LL prediction) cost more than the parse up to it. Thrown only
   * in the LL stage, whose error listener it is. The English front-end's own two-stage parse uses it too.
   */
  public static final class FirstErrorFound extends ParseCancellationException {
    public static final FirstErrorFound INSTANCE = new FirstErrorFound();

    private FirstErrorFound() {
      super("first syntax error found");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this;
    }
  }

  /** Keeps the first lexer or parser error. */
  private static final class FirstError extends BaseErrorListener {
    int lexerError = -1;
    Token offending;
    IntervalSet expected;

    void reset() {
      lexerError = -1;
      offending = null;
      expected = null;
    }

    @Override
    public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int line, int charPositionInLine,
        String msg, RecognitionException e) {
      if (recognizer instanceof Parser p) {
        if (offending != null) {
          return;
        }
        offending = offendingSymbol instanceof Token t ? t : p.getCurrentToken();
        if (e instanceof InputMismatchException || e instanceof NoViableAltException || e == null) {
          expected = e != null && e.getExpectedTokens() != null ? e.getExpectedTokens() : p.getExpectedTokens();
        } else {
          expected = e.getExpectedTokens();
        }
        throw FirstErrorFound.INSTANCE;
      } else if (lexerError < 0) {
        lexerError = e instanceof LexerNoViableAltException lex ? lex.getStartIndex() : charPositionInLine;
      }
    }
  }
}
