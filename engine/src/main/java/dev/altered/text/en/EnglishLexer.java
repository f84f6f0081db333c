package dev.altered.text.en;

import dev.altered.grammar.en.AlteredEnglishLexer;
import dev.altered.grammar.en.AlteredEnglishParser;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import java.util.concurrent.ConcurrentHashMap;
import org.antlr.v4.runtime.Token;

/**
 * The generated English lexer, with bracketed words and sub-type words re-typed through {@link EnglishLexicon}:
 * {@code [Sabotage]} becomes KW_ACTION, {@code [Tough 2]} KW_ABILITY, {@code [Brassbug 2/2/2]} TOKEN_SPEC, an
 * unknown bracketed word UNKNOWN_BRACKET (reported by name), {@code Robots} SUBTYPE.
 */
final class EnglishLexer extends AlteredEnglishLexer {
  EnglishLexer(CharStream input) {
    super(input);
  }

  @Override
  public Token nextToken() {
    Token t = super.nextToken(); // spaces are skipped by the grammar
    int type = t.getType();
    if (type == BRACKET || type == STATUS || type == WORD || type == KW_WORDS) {
      // The text is read once and kept on the token (ANTLR's token copies it out of the input at every getText()).
      String text = t.getText();
      Integer mapped = TYPES.get(text);
      if (mapped == null) {
        mapped = TYPES.computeIfAbsent(text, key -> classify(type, key));
      }
      CommonToken c = (CommonToken) t;
      c.setText(text);
      if (mapped != type) {
        c.setType(mapped);
      }
    }
    return t;
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
