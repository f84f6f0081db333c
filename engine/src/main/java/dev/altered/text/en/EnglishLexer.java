package dev.altered.text.en;

import dev.altered.grammar.en.AlteredEnglishLexer;
import dev.altered.grammar.en.AlteredEnglishParser;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.IntStream;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.LexerATNSimulator;

/**
 * The generated English lexer, with bracketed words and sub-type words re-typed through {@link EnglishLexicon}:
 * {@code [Sabotage]} becomes KW_ACTION, {@code [Tough 2]} KW_ABILITY, {@code [Brassbug 2/2/2]} TOKEN_SPEC, and so
 * does an unknown bracketed name followed by "token(s)" ({@code [Manaseed] token}), any other unknown bracketed word
 * UNKNOWN_BRACKET (reported by name), {@code Robots} SUBTYPE.
 *
 * <p>Text given with {@link #read(String)} takes a fast path for the tokens that make most of an ability: a run of
 * letters, a run of digits and the one-character punctuation no longer token starts with ({@code , . : ; | * "}),
 * after single spaces. These are read from the string directly, without ANTLR's DFA walk (a virtual call or more per
 * character); anything else (brackets, braces, an apostrophe or hyphen after a word, the first word of a two-word
 * keyword action, other spaces, the end of the text) goes to the generated lexer from there. The tokens are ANTLR's:
 * the longest match of a run of letters is the run itself unless an apostrophe or a hyphen follows ("it's",
 * "non-") or it is "exhausted" or "after" (KW_WORDS), and it is a keyword's token type when its lower case is that
 * keyword (the grammar's literals come before WORD), else WORD. {@code EnglishLexerTest} compares both paths on every
 * ability of cards/.
 */
final class EnglishLexer extends AlteredEnglishLexer {
  /** The text being read, when given with {@link #read(String)}; null: the generated lexer's path only. */
  private String text;
  /** Tokens the fast path read since the last {@link #read(String)}: the test checks that it is taken. */
  int fastTokens;

  EnglishLexer(CharStream input) {
    super(input);
  }

  /** Reads {@code prepared} next, with the fast path. */
  void read(String prepared) {
    setInputStream(CharStreams.fromString(prepared));
    text = prepared;
    fastTokens = 0;
  }

  @Override
  public void setInputStream(IntStream input) {
    text = null;
    super.setInputStream(input);
  }

  @Override
  public Token nextToken() {
    if (text != null) {
      Token fast = fastToken(text);
      if (fast != null) {
        return fast;
      }
    }
    Token t = super.nextToken(); // spaces are skipped by the grammar
    int type = t.getType();
    if (type > 0 && type < IS_KEYWORD.length && IS_KEYWORD[type] && Character.isUpperCase(t.getText().charAt(0))
        && counterAt(_input.getText(org.antlr.v4.runtime.misc.Interval.of(t.getStopIndex() + 1,
            Math.min(_input.size() - 1, t.getStopIndex() + 12))), 0)) {
      ((CommonToken) t).setType(WORD); // a counter's name (2.5), as on the fast path
      return t;
    }
    if (type == BRACKET || type == STATUS || type == WORD || type == KW_WORDS) {
      // The text is read once and kept on the token (ANTLR's token copies it out of the input at every getText()).
      String text = t.getText();
      Integer mapped = TYPES.get(text);
      if (mapped == null) {
        mapped = TYPES.computeIfAbsent(text, key -> classify(type, key));
      }
      if (mapped == AlteredEnglishParser.UNKNOWN_BRACKET && type == BRACKET && !placeholder(text)
          && tokenFollows()) {
        // "[Manaseed] token": a bracketed name before "token(s)" names a token even without statistics (7.3.5.b);
        // its card in the loaded sets defines it. Any other unknown bracket stays UNKNOWN_BRACKET, named by the error.
        mapped = AlteredEnglishParser.TOKEN_SPEC;
      }
      CommonToken c = (CommonToken) t;
      c.setText(text);
      if (mapped != type) {
        c.setType(mapped);
      }
    }
    return t;
  }

  /**
   * {@code [MANA_MOTH]}, {@code [BB]}: an identifier the data's author meant to replace with text (a known defect of
   * the source data, reported as such by the loader), not a token's name.
   */
  private static boolean placeholder(String bracket) {
    if (bracket.length() < 4 || !Character.isUpperCase(bracket.charAt(1))) {
      return false;
    }
    for (int i = 2; i < bracket.length() - 1; i++) {
      char c = bracket.charAt(i);
      if (!(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether "token" or "tokens" (in any case) follows in the input, after spaces and at most three capitalized words
   * separated by spaces or commas: the token's sub-types ("[Sproutling] Plant token", 2.2.2.j).
   */
  private boolean tokenFollows() {
    int i = 1;
    while (_input.LA(i) == ' ') {
      i++;
    }
    for (int words = 0; words < 3 && Character.isUpperCase(_input.LA(i)); words++) {
      int j = i;
      while (Character.isLetter(_input.LA(j))) {
        j++;
      }
      if (_input.LA(j) == ',') {
        j++;
      }
      if (_input.LA(j) != ' ') {
        break;
      }
      while (_input.LA(j) == ' ') {
        j++;
      }
      i = j;
    }
    String word = "token";
    for (int j = 0; j < word.length(); j++, i++) {
      if (Character.toLowerCase(_input.LA(i)) != word.charAt(j)) {
        return false;
      }
    }
    if (Character.toLowerCase(_input.LA(i)) == 's') {
      i++;
    }
    int next = _input.LA(i);
    return next == IntStream.EOF || !Character.isLetterOrDigit(next);
  }

  /** The token at the input's position if the fast path reads it (see the class comment), else null, nothing read. */
  private Token fastToken(String s) {
    int from = _input.index();
    int n = s.length();
    int i = from;
    while (i < n && s.charAt(i) == ' ') {
      i++;
    }
    if (i >= n) {
      return null;
    }
    char c = s.charAt(i);
    int end = i + 1;
    int type;
    String word = null;
    if (letter(c)) {
      while (end < n && letter(s.charAt(end))) {
        end++;
      }
      if (end < n && (s.charAt(end) == '\'' || s.charAt(end) == '-')) {
        return null;
      }
      word = s.substring(i, end);
      Integer known = RUNS.get(word);
      if (known == null) {
        known = RUNS.computeIfAbsent(word, EnglishLexer::runType);
      }
      type = known;
      if (type < 0) {
        return null;
      }
      if (type != WORD && type != AlteredEnglishParser.SUBTYPE && Character.isUpperCase(c) && counterAt(s, end)) {
        type = WORD; // a counter's name (2.5): "Move counters", though 'move' is a verb
      }
    } else if (c >= '0' && c <= '9') {
      while (end < n && s.charAt(end) >= '0' && s.charAt(end) <= '9') {
        end++;
      }
      type = NUMBER;
    } else {
      type = c < PUNCTUATION.length ? PUNCTUATION[c] : 0;
      if (type == 0) {
        return null;
      }
    }
    LexerATNSimulator sim = getInterpreter();
    int column = sim.getCharPositionInLine() + (i - from);
    CommonToken t = new CommonToken(_tokenFactorySourcePair, type, DEFAULT_TOKEN_CHANNEL, i, end - 1);
    t.setLine(sim.getLine());
    t.setCharPositionInLine(column);
    if (word != null) {
      t.setText(word);
    }
    _input.seek(end);
    sim.setCharPositionInLine(column + (end - i));
    emit(t);
    fastTokens++;
    return t;
  }

  /** Whether "counter" or "counters" follows (after spaces) at {@code from}: the word before it names a counter. */
  private static boolean counterAt(String s, int from) {
    int j = from;
    while (j < s.length() && s.charAt(j) == ' ') {
      j++;
    }
    return j > from && s.regionMatches(true, j, "counter", 0, 7);
  }

  private static boolean letter(char c) {
    char lower = (char) (c | 0x20);
    return lower >= 'a' && lower <= 'z';
  }

  /** One-character tokens no longer token starts with, by character (0: not on the fast path). */
  private static final int[] PUNCTUATION = new int[128];
  /** The grammar's keywords of letters only, lower case, to their token types. */
  private static final Map<String, Integer> KEYWORDS = new HashMap<>();
  /** Whether a token type is one of those keywords. */
  private static final boolean[] IS_KEYWORD = new boolean[AlteredEnglishParser.VOCABULARY.getMaxTokenType() + 1];

  static {
    for (int type = 1; type <= AlteredEnglishParser.VOCABULARY.getMaxTokenType(); type++) {
      String literal = AlteredEnglishParser.VOCABULARY.getLiteralName(type);
      if (literal == null) {
        continue;
      }
      // The grammar is case-insensitive: its keywords match in any case.
      String inside = literal.substring(1, literal.length() - 1).toLowerCase(Locale.ROOT);
      if (inside.matches("[a-z]+")) {
        KEYWORDS.put(inside, type);
        IS_KEYWORD[type] = true;
      } else if (inside.length() == 1 && ",.:;|".indexOf(inside.charAt(0)) >= 0) {
        PUNCTUATION[inside.charAt(0)] = type;
      }
    }
    PUNCTUATION['*'] = BULLET;
    PUNCTUATION['"'] = QUOTE;
  }

  /** Token types of runs of letters as written: a run repeats across abilities, so each is looked up once. */
  private static final ConcurrentHashMap<String, Integer> RUNS = new ConcurrentHashMap<>();

  /** A run of letters' token type, or -1 for the first word of a two-word keyword action (KW_WORDS). */
  private static int runType(String run) {
    if (RUNS.size() > MAX_CACHED) {
      RUNS.clear();
    }
    String lower = run.toLowerCase(Locale.ROOT);
    if (lower.equals("exhausted") || lower.equals("after")) {
      return -1;
    }
    Integer keyword = KEYWORDS.get(lower);
    return keyword != null ? keyword : classify(WORD, run);
  }

  /** Token types by text: bracketed words and words repeat across cards, so each is looked up once. */
  private static final ConcurrentHashMap<String, Integer> TYPES = new ConcurrentHashMap<>();
  private static final int MAX_CACHED = 50_000;

  private static int classify(int type, String text) {
    if (TYPES.size() > MAX_CACHED) {
      TYPES.clear();
    }
    if (type == BRACKET) {
      String inside = text.substring(1, text.length() - 1);
      if (EnglishLexicon.action(inside).isPresent()) {
        return AlteredEnglishParser.KW_ACTION;
      }
      if (EnglishLexicon.ability(inside).isPresent()) {
        return AlteredEnglishParser.KW_ABILITY;
      }
      if (EnglishLexicon.tokenName(inside).isPresent()) {
        return AlteredEnglishParser.TOKEN_SPEC;
      }
      return AlteredEnglishParser.UNKNOWN_BRACKET;
    }
    if (type == STATUS) {
      return EnglishLexicon.status(text.substring(2, text.length() - 2)).isPresent() ? STATUS
          : AlteredEnglishParser.UNKNOWN_BRACKET;
    }
    if (type == KW_WORDS) {
      return AlteredEnglishParser.KW_ACTION;
    }
    if (EnglishLexicon.subtype(text).isPresent()) {
      return AlteredEnglishParser.SUBTYPE;
    }
    // Keyword actions are also written as plain words: "Target Expedition ascends" (7.3.3).
    return EnglishLexicon.action(text).isPresent() ? AlteredEnglishParser.KW_ACTION : WORD;
  }
}
