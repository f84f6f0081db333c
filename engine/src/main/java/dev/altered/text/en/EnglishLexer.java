package dev.altered.text.en;

import dev.altered.grammar.en.AlteredEnglishLexer;
import dev.altered.grammar.en.AlteredEnglishParser;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
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
    Token t = super.nextToken();
    int type = t.getType();
    if (type == BRACKET) {
      String text = t.getText();
      String inside = text.substring(1, text.length() - 1);
      int mapped;
      if (EnglishLexicon.action(inside).isPresent()) {
        mapped = AlteredEnglishParser.KW_ACTION;
      } else if (EnglishLexicon.ability(inside).isPresent()) {
        mapped = AlteredEnglishParser.KW_ABILITY;
      } else if (EnglishLexicon.tokenName(inside).isPresent()) {
        mapped = AlteredEnglishParser.TOKEN_SPEC;
      } else {
        mapped = AlteredEnglishParser.UNKNOWN_BRACKET;
      }
      ((CommonToken) t).setType(mapped);
    } else if (type == STATUS) {
      String text = t.getText();
      if (EnglishLexicon.status(text.substring(2, text.length() - 2)).isEmpty()) {
        ((CommonToken) t).setType(AlteredEnglishParser.UNKNOWN_BRACKET);
      }
    } else if (type == WORD && EnglishLexicon.subtype(t.getText()).isPresent()) {
      ((CommonToken) t).setType(AlteredEnglishParser.SUBTYPE);
    }
    return t;
  }
}
