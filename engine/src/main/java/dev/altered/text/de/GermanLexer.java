package dev.altered.text.de;

import dev.altered.grammar.de.AlteredGermanLexer;
import dev.altered.grammar.de.AlteredGermanParser;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;

/**
 * The generated German lexer, with bracketed names and words re-typed through {@link GermanLexicon}:
 * {@code [Nachschub]} becomes KW_ACTION, {@code [Robust 2]} KW_ABILITY, {@code [Blechkäfer 2/2/2]} TOKEN_SPEC, an
 * unknown bracketed name UNKNOWN_BRACKET (reported by name), {@code Roboter} SUBTYPE, {@code erhält} VERB,
 * {@code Prüfungszähler} COUNTER_WORD, {@code Robotermarke} TOKEN_WORD.
 */
final class GermanLexer extends AlteredGermanLexer {
  GermanLexer(CharStream input) {
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
      if (mapped == AlteredGermanParser.UNKNOWN_BRACKET && type == BRACKET && tokenNounFollows()
          && !PLACEHOLDER.matcher(t.getText()).matches()) {
        // "[Aerolit]-Marke": a bracketed name before "-Marke(n)" names a token without statistics (7.3.5.b), as
        // "[Aerolith] token" does in English; the name's meaning is the set's token card.
        mapped = AlteredGermanParser.TOKEN_SPEC;
      }
      if (mapped != type) {
        ((CommonToken) t).setType(mapped);
      }
    }
    return t;
  }

  /**
   * "[MANA_MOTH]": an identifier the data's author meant to replace (a defect of the source data, which the loader
   * and the checker report with the same pattern), not a token's name.
   */
  private static final java.util.regex.Pattern PLACEHOLDER =
      java.util.regex.Pattern.compile("\\[[A-Z][A-Z0-9_]+\\]");

  /** Whether the input goes on with "-" and a word ending in "marke" or "marken" ("-Marke", "-Illusionsmarke"). */
  private boolean tokenNounFollows() {
    if (_input.LA(1) != '-') {
      return false;
    }
    StringBuilder word = new StringBuilder();
    for (int k = 2; Character.isLetter(_input.LA(k)); k++) {
      word.append(Character.toLowerCase((char) _input.LA(k)));
    }
    String w = word.toString();
    return w.endsWith("marke") || w.endsWith("marken");
  }

  /** Token types by text: bracketed names and words repeat across cards, so each is looked up once. */
  private static final ConcurrentHashMap<String, Integer> TYPES = new ConcurrentHashMap<>();
  private static final int MAX_CACHED = 50_000;

  private static int classify(int type, String text) {
    if (TYPES.size() > MAX_CACHED) {
      TYPES.clear();
    }
    if (type == BRACKET) {
      String inside = text.substring(1, text.length() - 1);
      if (GermanLexicon.action(inside).isPresent()) {
        return AlteredGermanParser.KW_ACTION;
      }
      if (GermanLexicon.ability(inside).isPresent()) {
        return AlteredGermanParser.KW_ABILITY;
      }
      if (GermanLexicon.tokenName(inside, true).isPresent()) {
        return AlteredGermanParser.TOKEN_SPEC;
      }
      return AlteredGermanParser.UNKNOWN_BRACKET;
    }
    if (type == STATUS) {
      return GermanLexicon.status(text.substring(2, text.length() - 2)).isPresent() ? STATUS
          : AlteredGermanParser.UNKNOWN_BRACKET;
    }
    String lower = text.toLowerCase(Locale.ROOT);
    if (GermanLexicon.isVerb(lower)) {
      return AlteredGermanParser.VERB;
    }
    if (GermanLexicon.subtype(lower).isPresent()) {
      return AlteredGermanParser.SUBTYPE;
    }
    if (GermanLexicon.tokenCompoundSubtype(lower).isPresent()) {
      return AlteredGermanParser.TOKEN_WORD;
    }
    if (GermanLexicon.counterStem(lower).isPresent()) {
      return AlteredGermanParser.COUNTER_WORD;
    }
    return WORD;
  }
}
