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
 *
 * <p>A bracketed name after "jeton(s)" and its sub-types names a token even without statistics ("un jeton
 * [Aérolithe]", 7.3.5.b: the set's token card defines it), as a name before "token" does in English. Keyword actions
 * printed as plain words ("Un Personnage ciblé trahit", 7.3.3) are keyword actions too.
 */
final class FrenchLexer extends AlteredFrenchLexer {
  FrenchLexer(CharStream input) {
    super(input);
  }

  /** Tokens read since "jeton" or "jetons" (its sub-types, commas), or -1 when none is that close. */
  private int sinceTokenWord = -1;

  @Override
  public void reset() {
    super.reset();
    sinceTokenWord = -1;
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
      if (mapped == AlteredFrenchParser.UNKNOWN_BRACKET && type == BRACKET && sinceTokenWord >= 0
          && !placeholder(t.getText())) {
        mapped = AlteredFrenchParser.TOKEN_SPEC;
      }
      if (mapped != type) {
        ((CommonToken) t).setType(mapped);
      }
    }
    followTokenWord(t);
    return t;
  }

  /** "jeton Compagnon Léviathan [...]": up to three sub-type words (and commas) between the noun and the name. */
  private void followTokenWord(Token t) {
    String text = t.getText();
    if (text.equalsIgnoreCase("jeton") || text.equalsIgnoreCase("jetons")) {
      sinceTokenWord = 0;
    } else if (sinceTokenWord >= 0 && sinceTokenWord < 5 && (text.equals(",")
        || !text.isEmpty() && Character.isUpperCase(text.charAt(0)) && Character.isLetter(text.charAt(0)))) {
      sinceTokenWord++;
    } else {
      sinceTokenWord = -1;
    }
  }

  /** {@code [MANA_MOTH]}: a placeholder the data's author left (a source defect, reported as such), not a name. */
  private static boolean placeholder(String bracket) {
    return bracket.matches("\\[[A-Z][A-Z0-9_]+\\]");
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
    if (FrenchLexicon.subtype(text).isPresent()) {
      return AlteredFrenchParser.SUBTYPE;
    }
    return FrenchLexicon.action(text).isPresent() ? AlteredFrenchParser.KW_ACTION : WORD;
  }
}
