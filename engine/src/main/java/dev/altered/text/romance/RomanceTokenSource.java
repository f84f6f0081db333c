package dev.altered.text.romance;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.KeywordAction;
import dev.altered.card.Language;
import dev.altered.grammar.romance.RomanceLexer;
import dev.altered.grammar.romance.RomanceParser;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;

/**
 * The generated Romance lexer with the words of one language re-typed through its {@link RomanceLexicon}: phrases
 * become one concept token spanning their words ("en vez de eso"), contractions and enclitics several tokens
 * ("del", "colócalo"), bracketed names KW_ACTION, KW_ABILITY, TOKEN_SPEC or UNKNOWN_BRACKET. Spaces are dropped.
 */
public final class RomanceTokenSource extends RomanceLexer {
  /** A concept token with the features of the word it was read from (person, number, value). */
  public static final class ConceptToken extends CommonToken {
    private final int features;
    private final int value;

    ConceptToken(Token from, int type, int features, int value) {
      super(from);
      setType(type);
      this.features = features;
      this.value = value;
    }

    public int features() {
      return features;
    }

    public int value() {
      return value;
    }
  }

  private final RomanceLexicon lexicon;
  private final ArrayDeque<Token> pending = new ArrayDeque<>();
  private final List<Token> ahead = new ArrayList<>();

  public RomanceTokenSource(CharStream input, RomanceLexicon lexicon) {
    super(input);
    this.lexicon = lexicon;
  }

  public RomanceLexicon lexicon() {
    return lexicon;
  }

  @Override
  public void reset() {
    super.reset();
    if (pending != null) {
      pending.clear();
      ahead.clear();
    }
  }

  @Override
  public Token nextToken() {
    if (!pending.isEmpty()) {
      return pending.poll();
    }
    Token t = take();
    int type = t.getType();
    if (type == WORD) {
      word(t);
      return pending.poll();
    }
    if (type == BRACKET) {
      String text = t.getText();
      String inside = text.substring(1, text.length() - 1);
      int mapped = lexicon.action(inside).isPresent() ? RomanceParser.KW_ACTION
          : lexicon.ability(inside).isPresent() ? RomanceParser.KW_ABILITY
          : lexicon.tokenName(inside).isPresent() ? RomanceParser.TOKEN_SPEC : RomanceParser.UNKNOWN_BRACKET;
      ((CommonToken) t).setType(mapped);
      return t;
    }
    if (type == STATUS) {
      String text = t.getText();
      if (lexicon.status(text.substring(2, text.length() - 2)).isEmpty()) {
        ((CommonToken) t).setType(RomanceParser.UNKNOWN_BRACKET);
      }
      return t;
    }
    return t;
  }

  /** The next raw token (spaces skipped), from the look-ahead first. */
  private Token take() {
    if (!ahead.isEmpty()) {
      return ahead.remove(0);
    }
    return raw();
  }

  private Token raw() {
    Token t = super.nextToken();
    while (t.getType() == WS) {
      t = super.nextToken();
    }
    return t;
  }

  /** The raw token {@code i} places after the current one. */
  private Token peek(int i) {
    while (ahead.size() <= i) {
      Token t = raw();
      ahead.add(t);
      if (t.getType() == Token.EOF) {
        break;
      }
    }
    return i < ahead.size() ? ahead.get(i) : ahead.get(ahead.size() - 1);
  }

  private void word(Token first) {
    String folded = RomanceLexicon.fold(first.getText());
    if (lexicon.startsPhrase(folded)) {
      for (RomanceLexicon.Phrase p : lexicon.phrasesStartingWith(folded)) {
        if (matches(p.words())) {
          Token last = p.words().length == 1 ? first : peek(p.words().length - 2);
          for (int i = 1; i < p.words().length; i++) {
            ahead.remove(0);
          }
          emit(first, last, p.out());
          return;
        }
      }
    }
    Optional<ImmutableList<RomanceLexicon.Out>> out = lexicon.word(first.getText());
    if (out.isEmpty()) {
      // "Un personaje objetivo deserta": an action an object does, printed as a plain word (7.3.6), as English
      // reads "defects".
      if (lexicon.action(first.getText()).filter(KeywordAction::doneByObject).isPresent()) {
        ((CommonToken) first).setType(RomanceParser.KW_ACTION);
      }
      pending.add(first);
      return;
    }
    ImmutableList<RomanceLexicon.Out> outs = out.get();
    if (outs.size() == 2 && isClitic(outs.get(1).type())) {
      // An enclitic: the verb takes the start of the word, the pronoun its suffix.
      String folded2 = RomanceLexicon.fold(first.getText());
      int suffix = cliticLength(folded2, outs.get(1));
      int split = first.getStopIndex() + 1 - suffix;
      pending.add(concept(first, first.getStartIndex(), split - 1, outs.get(0)));
      pending.add(concept(first, split, first.getStopIndex(), outs.get(1)));
      return;
    }
    emit(first, first, outs);
  }

  private static boolean isClitic(int type) {
    return type == RomanceParser.CL_IT || type == RomanceParser.CL_THEM || type == RomanceParser.ME
        || type == RomanceParser.CL_DAT || type == RomanceParser.CL_DAT_PL || type == RomanceParser.SE
        || type == RomanceParser.TE;
  }

  /** The length of the pronoun suffix of an enclitic verb form. */
  private int cliticLength(String folded, RomanceLexicon.Out clitic) {
    for (int n = Math.min(5, folded.length() - 2); n >= 2; n--) {
      Optional<ImmutableList<RomanceLexicon.Out>> alone = lexicon.word(folded.substring(folded.length() - n));
      if (alone.isPresent() && alone.get().size() == 1 && alone.get().get(0).type() == clitic.type()) {
        return n;
      }
    }
    return 2;
  }

  private boolean matches(String[] words) {
    for (int i = 1; i < words.length; i++) {
      Token t = peek(i - 1);
      if (t.getType() == Token.EOF) {
        return false;
      }
      String text = t.getType() == WORD ? RomanceLexicon.fold(t.getText()) : t.getText().toLowerCase(Locale.ROOT);
      if (!text.equals(words[i])) {
        return false;
      }
    }
    return true;
  }

  private void emit(Token first, Token last, List<RomanceLexicon.Out> outs) {
    for (RomanceLexicon.Out o : outs) {
      RomanceLexicon.Out out = o;
      if (o.type() == RomanceParser.COST_N && lexicon.language() == Language.IT
          && peek(0).getType() == RomanceParser.MANA_SYM) {
        // "Costo {2} in meno": the verb (I cost), which Italian writes as the noun "costo" (cost).
        out = new RomanceLexicon.Out(RomanceParser.COST, RomanceLexicon.P1, 0);
      } else if ((o.type() == RomanceParser.THIS || o.type() == RomanceParser.THAT_DEM) && nounFollows()) {
        // "este personaje", "esas cartas": a determiner; "este" alone is a pronoun ("Este gana 1 potenciador").
        out = new RomanceLexicon.Out(o.type() == RomanceParser.THIS ? RomanceParser.THIS_DET : RomanceParser.THAT_DET,
            o.features(), o.value());
      }
      pending.add(concept(first, first.getStartIndex(), last.getStopIndex(), out));
    }
  }

  /** Whether the next word is a noun of an object or player. */
  private boolean nounFollows() {
    Token next = peek(0);
    if (next.getType() != WORD) {
      return false;
    }
    Optional<ImmutableList<RomanceLexicon.Out>> w = lexicon.word(next.getText());
    if (w.isEmpty() || w.get().isEmpty()) {
      return false;
    }
    int t = w.get().get(0).type();
    return t == RomanceParser.CHARACTER || t == RomanceParser.PERMANENT || t == RomanceParser.SPELL
        || t == RomanceParser.CARD || t == RomanceParser.TOKEN_N || t == RomanceParser.LANDMARK
        || t == RomanceParser.EXPEDITION || t == RomanceParser.HERO || t == RomanceParser.REGION
        || t == RomanceParser.PLAYER || t == RomanceParser.OPPONENT || t == RomanceParser.SUBTYPE
        || t == RomanceParser.COMPANION || t == RomanceParser.ORB;
  }

  private static ConceptToken concept(Token from, int start, int stop, RomanceLexicon.Out o) {
    ConceptToken c = new ConceptToken(from, o.type(), o.features(), o.value());
    c.setStartIndex(start);
    c.setStopIndex(stop);
    c.setText(null);
    return c;
  }
}
