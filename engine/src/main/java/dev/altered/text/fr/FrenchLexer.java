package dev.altered.text.fr;

import dev.altered.grammar.fr.AlteredFrenchLexer;
import dev.altered.grammar.fr.AlteredFrenchParser;
import java.util.concurrent.ConcurrentHashMap;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;

/**
 * The generated French lexer, with bracketed words and sub-type words re-typed through {@link FrenchLexicon}:
 * {@code [Sabotez]} becomes KW_ACTION, {@code [Coriace 2]} KW_ABILITY, {@code [2/2/2 Scarabot]} TOKEN_SPEC, an unknown
 * bracketed word UNKNOWN_BRACKET (reported by name), {@code Plantes} SUBTYPE. Whitespace is dropped here.
 */
final class FrenchLexer extends AlteredFrenchLexer {
  FrenchLexer(CharStream input) {
    super(input);
  }

  @Override
  public Token nextToken() {
    Token t = super.nextToken();
    while (t.getType() == WS) {
      t = super.nextToken();
    }
    int type = t.getType();
    if (type == BRACKET || type == STATUS || type == WORD) {
      int mapped = TYPES.computeIfAbsent(t.getText(), text -> classify(type, text));
      if (mapped != type) {
        ((CommonToken) t).setType(mapped);
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
      if (FrenchLexicon.action(inside).isPresent()) {
        return AlteredFrenchParser.KW_ACTION;
      }
      if (FrenchLexicon.ability(inside).isPresent()) {
        return AlteredFrenchParser.KW_ABILITY;
      }
      if (FrenchLexicon.tokenName(inside).isPresent()) {
        return AlteredFrenchParser.TOKEN_SPEC;
      }
      return AlteredFrenchParser.UNKNOWN_BRACKET;
    }
    if (type == STATUS) {
      return FrenchLexicon.status(text.substring(2, text.length() - 2)).isPresent() ? STATUS
          : AlteredFrenchParser.UNKNOWN_BRACKET;
    }
    return FrenchLexicon.subtype(text).isPresent() ? AlteredFrenchParser.SUBTYPE : WORD;
  }
}
