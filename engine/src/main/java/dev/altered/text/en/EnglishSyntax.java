package dev.altered.text.en;

import dev.altered.card.Suggestions;
import dev.altered.grammar.en.AlteredEnglishParser;
import dev.altered.text.AbilityText;
import dev.altered.text.ParseError;
import dev.altered.text.TwoStageParser.FirstErrorFound;
import dev.altered.text.WideLexerSimulator;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.LexerNoViableAltException;
import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.antlr.v4.runtime.misc.ParseCancellationException;

/**
 * Parses one normalized English ability into a parse tree, fast: SLL prediction with a bail-out strategy first, and
 * full LL with error recovery only when SLL fails (the generated parser's DFA cache is static and shared, and stays
 * warm; lexer and parser instances are reused per thread).
 */
final class EnglishSyntax {
  /** Abilities longer than this many tokens are refused: no printed ability comes close (the longest has ~90). */
  static final int MAX_TOKENS = 400;
  /** Quotation marks per ability: quoted abilities may nest, but not deeper than this. */
  static final int MAX_QUOTES = 8;

  /** A parse tree or the first syntax error. */
  record Result(AlteredEnglishParser.AbilityContext tree, ParseError error) {}

  private static final ThreadLocal<EnglishSyntax> PER_THREAD = ThreadLocal.withInitial(EnglishSyntax::new);

  /**
   * The SLL stage's strategy: bail out at the first error, and skip the per-loop {@code sync} look-ahead checks (an
   * error is found at the next match or prediction anyway; the LL stage re-parses with full error reporting).
   */
  private static final BailErrorStrategy BAIL = new BailErrorStrategy() {
    @Override
    public void sync(Parser recognizer) {}
  };

  /** The predictor's first-token table, one for every thread's parser (as the DFA is). */
  private static final byte[] FIRST_TOKEN = DfaPredictor.firstTokenTable(new AlteredEnglishParser(null));
  private static final DfaPredictor.Steps STEPS = new DfaPredictor.Steps();

  private final EnglishLexer lexer = WideLexerSimulator.install(new EnglishLexer(CharStreams.fromString("")));
  private final TokenArray tokens = new TokenArray();
  private final AlteredEnglishParser parser = new AlteredEnglishParser(tokens);
  private final FirstError errors = new FirstError();

  private EnglishSyntax() {
    lexer.removeErrorListeners();
    lexer.addErrorListener(errors);
    parser.removeErrorListeners();
    parser.setInterpreter(new DfaPredictor(parser, tokens, FIRST_TOKEN, STEPS));
  }

  static Result parse(AbilityText ability) {
    return PER_THREAD.get().run(ability, true);
  }

  static Result parse(AbilityText ability, boolean sllFirst) {
    return PER_THREAD.get().run(ability, sllFirst);
  }

  /** The dash and the bullet as '|' and '*' (one character each, so offsets do not change), and a final space. */
  static String asciiPunctuation(String text) {
    String ascii = text.indexOf('\u2014') < 0 && text.indexOf('\u2022') < 0 ? text
        : text.replace('\u2014', '|').replace('\u2022', '*');
    // A trailing space: the lexer meets the end of input after a space rather than inside a word, where its DFA has
    // no cached edge for EOF and it would simulate every word rule.
    return ascii + " ";
  }

  /** Whether the fast SLL stage alone parses the ability (no fall back to full LL). */
  static boolean parsesWithSll(AbilityText ability) {
    EnglishSyntax s = PER_THREAD.get();
    s.lexer.read(asciiPunctuation(ability.text()));
    s.tokens.fill(s.lexer);
    s.parser.setTokenStream(s.tokens);
    s.parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
    s.parser.setErrorHandler(BAIL);
    try {
      s.parser.ability();
      return true;
    } catch (ParseCancellationException failed) {
      return false;
    }
  }

  /** Whether the entry rule the first tokens choose parses the ability on the SLL path (no fall back to 'ability'). */
  static boolean parsesWithEntry(AbilityText ability) {
    EnglishSyntax s = PER_THREAD.get();
    s.lexer.read(asciiPunctuation(ability.text()));
    s.tokens.fill(s.lexer);
    s.parser.setTokenStream(s.tokens);
    s.parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
    s.parser.setErrorHandler(BAIL);
    int kind = entry(s.tokens);
    if (kind < 0) {
      return false;
    }
    try {
      s.wrap(kind);
      return true;
    } catch (ParseCancellationException failed) {
      return false;
    }
  }

  static List<Token> tokens(AbilityText ability) {
    EnglishSyntax s = PER_THREAD.get();
    s.lexer.read(asciiPunctuation(ability.text()));
    s.tokens.fill(s.lexer);
    return s.tokens.list();
  }

  static String entryRule(List<Token> list) {
    TokenArray t = new TokenArray();
    t.fill(new org.antlr.v4.runtime.ListTokenSource(list));
    return switch (entry(t)) {
      case KEYWORD -> "keywordEntry";
      case REACTION -> "reactionEntry";
      case QUICK -> "quickActionEntry";
      case EFFECT -> "effectEntry";
      default -> "ability";
    };
  }

  static int lexOnly(AbilityText ability) {
    EnglishSyntax s = PER_THREAD.get();
    s.lexer.read(asciiPunctuation(ability.text()));
    s.tokens.fill(s.lexer);
    return s.tokens.size();
  }

  private Result run(AbilityText ability, boolean sllFirst) {
    String text = ability.text();
    if (text.isEmpty()) {
      return new Result(null, new ParseError(ability.source(), ability.originalOffset(0),
          "expected an ability, found an empty text"));
    }
    int quotes = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '"' && ++quotes > MAX_QUOTES) {
        return new Result(null, new ParseError(ability.source(), ability.originalOffset(i),
            "expected at most " + MAX_QUOTES / 2 + " nested quoted abilities, found more"));
      }
    }
    errors.reset();
    lexer.read(asciiPunctuation(text));
    tokens.fill(lexer);
    if (errors.lexerError >= 0) {
      int at = errors.lexerError;
      return new Result(null, new ParseError(ability.source(), ability.originalOffset(at),
          "expected a word, a number or a symbol, found '" + text.substring(at, Math.min(text.length(), at + 1))
              + "', which is not part of ability text"));
    }
    if (tokens.size() > MAX_TOKENS) {
      Token t = tokens.get(MAX_TOKENS);
      return new Result(null, new ParseError(ability.source(), ability.originalOffset(t.getStartIndex()),
          "expected an ability of at most " + MAX_TOKENS + " words, found a longer text"));
    }
    try {
      // Stage 1: SLL, bail out at the first error.
      parser.setTokenStream(tokens);
      parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
      parser.setErrorHandler(BAIL);
      try {
        if (!sllFirst) {
          throw new ParseCancellationException("SLL stage skipped");
        }
        return new Result(parseEntry(), null);
      } catch (ParseCancellationException sllFailed) {
        // Stage 2: full LL with error reporting.
        tokens.seek(0);
        parser.setTokenStream(tokens);
        parser.getInterpreter().setPredictionMode(PredictionMode.LL);
        parser.setErrorHandler(new DefaultErrorStrategy());
        parser.addErrorListener(errors);
        try {
          AlteredEnglishParser.AbilityContext tree = parser.ability();
          if (errors.offending == null) {
            return new Result(tree, null);
          }
        } catch (FirstErrorFound stop) {
          // Only the first error is reported: the rest of the text is not read (error recovery, at full LL).
        } finally {
          parser.removeErrorListeners();
        }
        return new Result(null, describe(ability, errors.offending, errors.expected));
      }
    } catch (StackOverflowError deep) {
      return new Result(null, new ParseError(ability.source(), ability.originalOffset(0),
          "expected an ability nested less deeply, found a text too deeply nested to read"));
    }
  }

  private static final int T_COLON = literal(":");
  private static final int T_PERIOD = literal(".");
  private static final int T_COMMA = literal(",");
  private static final int T_DASH = literal("|");
  private static final int T_SUPPORT = literal("{i}");
  private static final int T_X = literal("{x}");

  private static int literal(String word) {
    for (int i = 0; i <= AlteredEnglishParser.VOCABULARY.getMaxTokenType(); i++) {
      if (("'" + word + "'").equals(AlteredEnglishParser.VOCABULARY.getLiteralName(i))) {
        return i;
      }
    }
    throw new IllegalStateException("no token " + word);
  }

  /**
   * The SLL stage: parses with the entry rule of the kind of ability the first tokens show (a Reaction starts with a
   * trigger, a quick action has a ':' before its first '.', a keyword line is keywords and punctuation), and with the
   * whole 'ability' rule when that entry fails. The result is the same tree as 'ability' gives.
   */
  private AlteredEnglishParser.AbilityContext parseEntry() {
    int kind = entry(tokens);
    if (kind >= 0) {
      try {
        return wrap(kind);
      } catch (ParseCancellationException wrongGuess) {
        tokens.seek(0);
        parser.setTokenStream(tokens);
      }
    }
    return parser.ability();
  }

  private static final int KEYWORD = 0;
  private static final int REACTION = 1;
  private static final int QUICK = 2;
  private static final int EFFECT = 3;

  /** The kind of ability the tokens look like, or -1 to let the grammar decide. */
  static int entry(TokenStream t) {
    int n = t.size() - 1; // EOF last
    if (n <= 0) {
      return -1;
    }
    int i = t.get(0).getType() == T_SUPPORT ? 1 : 0;
    int first = t.get(i).getType();
    switch (first) {
      case AlteredEnglishParser.KW_ABILITY, AlteredEnglishParser.STATUS -> {
        int next = i + 1 < n ? t.get(i + 1).getType() : Token.EOF;
        return next == Token.EOF || next == T_PERIOD || next == T_COMMA || next == AlteredEnglishParser.MANA
            || next == AlteredEnglishParser.NUMBER || next == T_X ? KEYWORD : EFFECT;
      }
      default -> { }
    }
    String w = t.get(i).getText().toLowerCase(Locale.ROOT);
    switch (w) {
      case "{j}", "{h}", "{r}", "when" -> {
        return REACTION;
      }
      case "at", "after" -> {
        // "At Dusk — ..." is a Reaction, "At Dusk, sacrifice it." a delayed step.
        for (int k = i; k < n; k++) {
          int type = t.get(k).getType();
          if (type == T_DASH) {
            return REACTION;
          }
          if (type == T_PERIOD) {
            return EFFECT;
          }
        }
        return -1;
      }
      case "{t}", "{d}", "{x}" -> {
        return QUICK;
      }
      case "choose", "on", "do", "depending" -> {
        return EFFECT;
      }
      default -> { }
    }
    if (first == AlteredEnglishParser.MANA) {
      return QUICK;
    }
    // "Discard a card: ...": a ':' before the first '.', outside quotes.
    boolean quoted = false;
    for (int k = i; k < n; k++) {
      int type = t.get(k).getType();
      if (type == AlteredEnglishParser.QUOTE) {
        quoted = !quoted;
      } else if (!quoted && type == T_COLON && t.get(k + 1).getType() != AlteredEnglishParser.QUOTE) {
        // (not "have: "{R} ..."": a quoted ability follows)
        return QUICK;
      } else if (!quoted && (type == T_PERIOD || type == AlteredEnglishParser.BULLET)) {
        break;
      }
    }
    return EFFECT;
  }

  /** Parses with one entry rule and returns the tree 'ability' gives for the same text. */
  private AlteredEnglishParser.AbilityContext wrap(int kind) {
    org.antlr.v4.runtime.ParserRuleContext entry;
    AlteredEnglishParser.AbilityContext base = new AlteredEnglishParser.AbilityContext(null, -1);
    AlteredEnglishParser.AbilityContext out;
    switch (kind) {
      case KEYWORD -> {
        entry = parser.keywordEntry();
        out = new AlteredEnglishParser.KeywordAbilityContext(base);
      }
      case REACTION -> {
        entry = parser.reactionEntry();
        out = new AlteredEnglishParser.ReactionAbilityContext(base);
      }
      case QUICK -> {
        entry = parser.quickActionEntry();
        out = new AlteredEnglishParser.QuickActionAbilityContext(base);
      }
      default -> {
        entry = parser.effectEntry();
        out = new AlteredEnglishParser.EffectAbilityContext(base);
      }
    }
    out.children = entry.children;
    out.start = entry.start;
    out.stop = entry.stop;
    return out;
  }

  private ParseError describe(AbilityText ability, Token offending, IntervalSet expected) {
    int at = offending.getType() == Token.EOF ? ability.text().length() : offending.getStartIndex();
    String found = found(offending, ability.text());
    if (offending.getType() == AlteredEnglishParser.UNKNOWN_BRACKET) {
      String written = ability.text().substring(offending.getStartIndex(),
          Math.min(offending.getStopIndex() + 1, ability.text().length()));
      String suggestion = Suggestions.bracketed(written, EnglishLexicon.bracketWords(), true)
          .map(s -> ": did you mean " + s + "?").orElse("");
      return new ParseError(ability.source(), ability.originalOffset(at),
          "expected a known keyword, status or token name such as [Brassbug 2/2/2], found " + found + suggestion);
    }
    String what = expectedWords(expected);
    return new ParseError(ability.source(), ability.originalOffset(Math.min(at, ability.text().length())),
        "expected " + what + ", found " + found);
  }

  /** The offending token as the designer wrote it (the lexer saw '|' and '*' for the dash and the bullet). */
  private static String found(Token t, String text) {
    if (t.getType() == Token.EOF) {
      return "the end of the ability";
    }
    String written = t.getStartIndex() >= 0 && t.getStopIndex() < text.length()
        ? text.substring(t.getStartIndex(), t.getStopIndex() + 1) : t.getText();
    if (t.getType() == AlteredEnglishParser.UNKNOWN_BRACKET) {
      return "unknown keyword '" + written + "' (not in the lexicon)";
    }
    return "'" + written + "'";
  }

  /** Turns ANTLR's expected token set into plain words, grouping the vocabulary into kinds. */
  static String expectedWords(IntervalSet expected) {
    if (expected == null || expected.isNil()) {
      return "something else";
    }
    Set<String> kinds = new LinkedHashSet<>();
    List<String> literals = new ArrayList<>();
    for (int type : expected.toList()) {
      if (type == AlteredEnglishParser.DEFINE) {
        continue; // the mark the markup pre-pass puts before a reminder's definition: never written by a designer
      }
      String kind = kindOf(type);
      if (kind != null) {
        kinds.add(kind);
      } else {
        String name = AlteredEnglishParser.VOCABULARY.getLiteralName(type);
        if (name == null) {
          name = AlteredEnglishParser.VOCABULARY.getSymbolicName(type);
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

  private static final Set<String> VERBS = Set.of("'draw'", "'discard'", "'gain'", "'gains'", "'sacrifice'",
      "'put'", "'send'", "'return'", "'create'", "'ready'", "'exhaust'", "'play'", "'roll'", "'reveal'");
  private static final Set<String> NOUNS = Set.of("'character'", "'characters'", "'permanent'", "'spell'",
      "'card'", "'cards'");
  private static final Set<String> ZONES = Set.of("'reserve'", "'hand'", "'deck'");

  private static String kindOf(int type) {
    if (type == Token.EOF) {
      return "the end of the ability";
    }
    switch (type) {
      case AlteredEnglishParser.NUMBER:
        return "a number";
      case AlteredEnglishParser.MANA:
        return "a mana symbol such as {2}";
      case AlteredEnglishParser.STATUS:
        return "a status such as [[Fleeting]]";
      case AlteredEnglishParser.KW_ACTION:
        return "a keyword action such as [Resupply]";
      case AlteredEnglishParser.KW_ABILITY:
        return "a keyword ability such as [Tough 1]";
      case AlteredEnglishParser.TOKEN_SPEC:
        return "a token name such as [Brassbug 2/2/2]";
      case AlteredEnglishParser.SUBTYPE:
        return "a sub-type such as 'Robot'";
      case AlteredEnglishParser.BULLET:
        return "an item starting with '•'";
      case AlteredEnglishParser.QUOTE:
        return "a quoted ability";
      case AlteredEnglishParser.WORD:
        return "a word";
      default:
        break;
    }
    String literal = AlteredEnglishParser.VOCABULARY.getLiteralName(type);
    if (literal == null) {
      return null;
    }
    if (VERBS.contains(literal)) {
      return "an effect such as 'draw' or 'gain'";
    }
    if (NOUNS.contains(literal)) {
      return "an object such as 'target Character'";
    }
    if (ZONES.contains(literal)) {
      return "a zone such as 'Reserve' or 'hand'";
    }
    return null;
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
