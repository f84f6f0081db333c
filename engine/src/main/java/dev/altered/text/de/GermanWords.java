package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Counter;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.text.AbilityBuildException;
import dev.altered.text.de.GermanClauses.Clause;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Words and numbers of German ability text: lower-cased words of a rule, numbers, ordinals, stats, terrains,
 * timings, and the build error every part throws (static: they need nothing of the ability being read).
 */
final class GermanWords {
  private final GermanState my;

  GermanWords(GermanState my) {
    this.my = my;
  }

  static AbilityBuildException error(ParserRuleContext ctx, String message) {
    if (Boolean.getBoolean("de.debug")) {
      new Exception(message).printStackTrace();
    }
    return new AbilityBuildException(ctx.getStart().getStartIndex(), message);
  }

  /** The words of a rule, lower case, one space apart ("der nächste Charakter"). */
  static String words(ParseTree ctx) {
    StringBuilder out = new StringBuilder();
    words(ctx, out);
    return out.toString();
  }

  static void words(ParseTree ctx, StringBuilder out) {
    if (ctx instanceof TerminalNode t) {
      if (t.getSymbol().getType() == Token.EOF) {
        return;
      }
      if (out.length() > 0) {
        out.append(' ');
      }
      out.append(t.getText().toLowerCase(Locale.ROOT));
      return;
    }
    for (int i = 0; i < ctx.getChildCount(); i++) {
      words(ctx.getChild(i), out);
    }
  }

  /** Whether a word is a direct child of {@code ctx}. */
  static boolean has(ParserRuleContext ctx, String word) {
    if (ctx == null || ctx.children == null) {
      return false;
    }
    for (ParseTree child : ctx.children) {
      if (child instanceof TerminalNode t && t.getText().equalsIgnoreCase(word)) {
        return true;
      }
    }
    return false;
  }

  /** The first word of a rule, lower case. */
  static String first(ParserRuleContext ctx) {
    return ctx.getStart().getText().toLowerCase(Locale.ROOT);
  }

  static <T> ImmutableList<T> list(List<T> items) {
    return ImmutableList.copyOf(items);
  }

  Status status(TerminalNode node) {
    String t = node.getText();
    return GermanLexicon.status(t.substring(2, t.length() - 2)).orElseThrow();
  }

  Quantity quantity(QuantityContext ctx) {
    SourceSpan s = my.span(ctx);
    if (ctx instanceof NumberQtyContext c) {
      Quantity first = new Quantity.Literal(numberOf(c.number(0)), my.span(c.number(0)));
      return c.number().size() > 1 ? new Quantity.Sum(first,
          new Quantity.Literal(numberOf(c.number(1)), my.span(c.number(1))), s) : first;
    }
    if (ctx instanceof XQtyContext c) {
      return new Quantity.X(c.number() == null ? 0 : numberOf(c.number()), s);
    }
    if (ctx instanceof NumberOfQtyContext c) {
      // "die Anzahl der Charaktere, die du kontrollierst" (the number of Characters you control).
      ObjectRef.Phrase p = my.objects.phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.of(true));
      return new Quantity.NumberOf(p, s);
    }
    if (ctx instanceof CountersQtyContext c) {
      return new Quantity.CountersOn(my.players.possessive(c.possessiveWord(), false), counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountersQty2Context c) {
      return new Quantity.CountersOn(my.players.possessive(c.possessiveWord(), false), counter(c.counterNoun()), s);
    }
    if (ctx instanceof CounterCountQtyContext c) {
      // "der Anzahl an Verstärkungen, die auf diese Art entfernt werden" (removed this way).
      if (c.postFilters() != null && c.postFilters().postFilter().size() == 1
          && c.postFilters().postFilter(0) instanceof RelativeFilterContext r && removedThisWay(r.relativeClause())) {
        return new Quantity.RemovedThisWay(counter(c.counterNoun()), s);
      }
      throw error(c, "expected 'die Anzahl an Verstärkungen, die auf diese Art entfernt werden', found '"
          + words(c) + "'");
    }
    if (ctx instanceof ResultQtyContext c) {
      return new Quantity.DieResult(words(c).endsWith("endergebnis"), s);
    }
    if (ctx instanceof HighestStatQtyContext c) {
      if (c.possessiveWord() instanceof MyPossContext) {
        // "meine höchste Statistik": mine.
        return new Quantity.StatOf(Stat.HIGHEST_STATISTIC, my.players.possessive(c.possessiveWord(), false), s);
      }
      // "ihre höchste Statistik": of the objects named before.
      return new Quantity.StatOf(Stat.HIGHEST_STATISTIC, new Possessor.OfObject(new ObjectRef.Pronoun(
          my.lastCandidate(), true, Optional.empty(), false, false, my.span(c.possessiveWord())), my.span(c.possessiveWord())),
          s);
    }
    if (ctx instanceof ThatManyQtyContext || ctx instanceof ThatManyQty2Context) {
      return new Quantity.ThatMany(s);
    }
    throw error(ctx, "expected a number, found '" + words(ctx) + "'");
  }

  private boolean removedThisWay(RelativeClauseContext r) {
    List<Clause> clauses = my.clauses.clausesOf(r.subClause());
    Clause c = clauses.get(0);
    if (clauses.size() == 1 && c.lemma.equals("entfernen") && c.passive
        && c.takeOne(ThisWayPartContext.class).isPresent()) {
      my.steps.checkAllRead(c);
      return true;
    }
    return false;
  }

  static int numberOf(NumberContext ctx) {
    if (ctx.NUMBER() != null) {
      return Integer.parseInt(ctx.NUMBER().getText());
    }
    return numberWord(ctx.getText());
  }

  static int numberWord(String word) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "zwei" -> 2;
      case "drei" -> 3;
      case "vier" -> 4;
      case "fünf" -> 5;
      case "sechs" -> 6;
      case "sieben" -> 7;
      case "acht" -> 8;
      case "neun" -> 9;
      case "zehn" -> 10;
      default -> 1;
    };
  }

  int ordinal(OrdinalContext ctx) {
    if (ctx.NUMBER() != null) {
      return Integer.parseInt(ctx.NUMBER().getText());
    }
    String w = ctx.getText().toLowerCase(Locale.ROOT);
    if (w.startsWith("erst")) {
      return 1;
    }
    if (w.startsWith("zweit")) {
      return 2;
    }
    if (w.startsWith("dritt")) {
      return 3;
    }
    if (w.startsWith("viert")) {
      return 4;
    }
    if (w.startsWith("fünft")) {
      return 5;
    }
    throw error(ctx, "expected an ordinal such as 'ersten', found '" + ctx.getText() + "'");
  }

  Quantity mana(TerminalNode node) {
    String t = node.getText();
    return new Quantity.Literal(Integer.parseInt(t.substring(1, t.length() - 1)), my.span(node));
  }

  Quantity manaAmount(ManaAmountContext ctx) {
    List<TerminalNode> manas = ctx.MANA();
    Quantity first;
    int next = 0;
    if (has(ctx, "{x}")) {
      first = new Quantity.X(0, my.span(ctx));
    } else {
      first = mana(manas.get(next++));
    }
    if (next < manas.size()) {
      return new Quantity.Sum(first, mana(manas.get(next)), my.span(ctx));
    }
    return first;
  }

  Counter counter(CounterNounContext ctx) {
    if (ctx instanceof BoostNounContext) {
      return Counter.BOOST;
    }
    if (ctx instanceof AnyCounterNounContext) {
      return Counter.ANY;
    }
    if (ctx instanceof NamedCounterNounContext c) {
      return new Counter(GermanLexicon.counterId(GermanLexicon.counterStem(c.COUNTER_WORD().getText()).orElseThrow()));
    }
    HyphenCounterNounContext c = (HyphenCounterNounContext) ctx;
    return new Counter(GermanLexicon.counterId(c.counterName().getText()));
  }

  static Phase phase(PhaseWordContext ctx) {
    String w = ctx.getText().toLowerCase(Locale.ROOT);
    if (w.startsWith("nachmittag")) {
      return Phase.AFTERNOON;
    }
    if (w.startsWith("morgen")) {
      return Phase.MORNING;
    }
    if (w.startsWith("mittag")) {
      return Phase.NOON;
    }
    if (w.startsWith("abend")) {
      return Phase.DUSK;
    }
    if (w.startsWith("nacht")) {
      return Phase.NIGHT;
    }
    return Phase.REST;
  }

  /** "Zum Mittag", "Am Ende des Tages" (the end of its last phase, Night, 4.2). */
  static Phase momentPhase(MomentContext ctx) {
    return ctx.phaseWord() == null ? Phase.NIGHT : phase(ctx.phaseWord());
  }

  static boolean momentEnd(MomentContext ctx) {
    return has(ctx, "ende");
  }

  /** "am Abend", "während der Nacht", "am Nachmittag": the phase during which. */
  Phase duringPhase(TimingContext t) {
    if (t instanceof DuringPhaseTimingContext d) {
      return phase(d.phaseWord());
    }
    throw error(t, "expected a phase such as 'am Abend', found '" + words(t) + "'");
  }

  /** 2.2.15.a: this turn ("in dieser Runde"), this Afternoon ("heute Nachmittag"), this Day ("an diesem Tag"). */
  static Optional<Duration> duration(TimingContext t) {
    if (t instanceof ThisTurnContext) {
      return Optional.of(Duration.THIS_TURN);
    }
    if (t instanceof ThisAfternoonContext) {
      return Optional.of(Duration.THIS_AFTERNOON);
    }
    if (t instanceof ThisDayContext) {
      return Optional.of(Duration.THIS_DAY);
    }
    if (t instanceof UntilEndContext u) {
      return Optional.of(periodDuration(u.periodWord()));
    }
    return Optional.empty();
  }

  static Duration periodDuration(PeriodWordContext w) {
    return switch (w.getText().toLowerCase(Locale.ROOT)) {
      case "runde" -> Duration.THIS_TURN;
      case "nachmittags" -> Duration.THIS_AFTERNOON;
      default -> Duration.THIS_DAY;
    };
  }

  /** "während des ersten Tages", "während deines Zuges": when the sentence applies (4.1). */
  Condition timingCondition(TimingContext t) {
    SourceSpan s = my.span(t);
    if (t instanceof DuringDayContext d) {
      return new Condition.During(Optional.empty(), Optional.empty(),
          Optional.of(new Quantity.Literal(ordinal(d.ordinal()), my.span(d.ordinal()))), s);
    }
    String who = words(t).split(" ")[1];
    PlayerRef p = who.equals("deines") ? new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)
        : new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s);
    return new Condition.During(Optional.of(p), Optional.empty(), Optional.empty(), s);
  }

  static Terrain terrain(TerminalNode node) {
    return terrainOf(node.getText());
  }

  static Terrain terrain(TerrainSymbolContext ctx) {
    return terrainOf(ctx.getText());
  }

  private static Terrain terrainOf(String symbol) {
    return switch (symbol.toLowerCase(Locale.ROOT)) {
      case "{v}" -> Terrain.FOREST;
      case "{m}" -> Terrain.MOUNTAIN;
      default -> Terrain.WATER;
    };
  }
}
