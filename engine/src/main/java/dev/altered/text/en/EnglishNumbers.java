package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;
import static dev.altered.text.en.EnglishWords.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Counter;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import java.util.List;
import java.util.Locale;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * English parse tree to AST: words and numbers (statuses, quantities, ordinals, mana, counters, phases,
 * durations, terrains).
 */
final class EnglishNumbers {
  private final EnglishReading read;

  EnglishNumbers(EnglishReading read) {
    this.read = read;
  }

  Status status(TerminalNode node) {
    String t = node.getText();
    return EnglishLexicon.status(t.substring(2, t.length() - 2)).orElseThrow();
  }

  Quantity quantity(QuantityContext ctx) {
    SourceSpan s = read.span(ctx);
    // A number, then '+' number or nothing: the second number, when there is one, is the third child.
    if (ctx instanceof NumberQtyContext c) {
      TerminalNode word = (TerminalNode) c.children.get(0);
      Quantity first = new Quantity.Literal(number(word), read.span(word));
      if (c.children.size() < 3) {
        return first;
      }
      NumberContext more = (NumberContext) c.children.get(2);
      return new Quantity.Sum(first, new Quantity.Literal(number(more), read.span(more)), s);
    }
    if (ctx instanceof XQtyContext c) {
      return new Quantity.X(c.children.size() < 3 ? 0 : number((NumberContext) c.children.get(2)), s);
    }
    if (ctx instanceof RemovedQtyContext c) {
      return new Quantity.RemovedThisWay(counter(c.counterNoun()), s);
    }
    if (ctx instanceof HighestStatQtyContext c) {
      return new Quantity.StatOf(Stat.HIGHEST_STATISTIC, read.objects.objectPossessive(c.possessive()), s);
    }
    if (ctx instanceof StatQtyContext c) {
      // "boosts equal to my {V}", "X is its Hand Cost" (2.2.11).
      return new Quantity.StatOf(read.conditions.stat(c.statName()), read.objects.objectPossessive(c.possessive()), s);
    }
    if (ctx instanceof NumberOfQtyContext c) {
      return new Quantity.NumberOf(read.objects.obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof CountersQtyContext c) {
      return new Quantity.CountersOn(read.objects.possessive(c.possessive()), counter(c.counterNoun()), s);
    }
    if (ctx instanceof ThatManyQtyContext c) {
      return new Quantity.ThatMany(s);
    }
    if (ctx instanceof ResultQtyContext c) {
      return new Quantity.DieResult(has(c, "final"), s);
    }
    throw read.error(ctx, "expected a number");
  }

  private static int number(NumberContext ctx) {
    return number((TerminalNode) ctx.getChild(0));
  }

  /** A number's one token: digits, a number word, or "a"/"an" (one). */
  private static int number(TerminalNode word) {
    if (word.getSymbol().getType() == NUMBER) {
      return Integer.parseInt(word.getText());
    }
    return switch (word(word)) {
      case "a", "an", "one" -> 1;
      case "two" -> 2;
      case "three" -> 3;
      case "four" -> 4;
      case "five" -> 5;
      case "six" -> 6;
      case "seven" -> 7;
      case "eight" -> 8;
      case "nine" -> 9;
      default -> 10;
    };
  }

  int ordinal(OrdinalContext ctx) {
    return switch (word(ctx)) {
      case "first" -> 1;
      case "second" -> 2;
      case "third" -> 3;
      case "fourth" -> 4;
      case "fifth" -> 5;
      default -> throw read.error(ctx, "expected an ordinal such as 'first', found '" + ctx.getText() + "'");
    };
  }

  Quantity mana(TerminalNode node) {
    String t = node.getText();
    return new Quantity.Literal(Integer.parseInt(t.substring(1, t.length() - 1)), read.span(node));
  }

  Quantity manaAmount(ManaAmountContext ctx) {
    List<TerminalNode> manas = ctx.MANA();
    Quantity first;
    int next = 0;
    if (has(ctx, "{x}")) {
      first = new Quantity.X(0, read.span(ctx));
    } else {
      first = mana(manas.get(next++));
    }
    if (next < manas.size()) {
      return new Quantity.Sum(first, mana(manas.get(next)), read.span(ctx));
    }
    return first;
  }

  Counter counter(CounterNounContext ctx) {
    if (ctx instanceof BoostNounContext c) {
      return Counter.BOOST;
    }
    if (ctx instanceof AnyCounterNounContext c) {
      return Counter.ANY;
    }
    if (ctx instanceof NamedCounterNounContext c) {
      CounterNameContext name = c.counterName();
      StringBuilder words = new StringBuilder();
      for (int i = 0; i < name.getChildCount(); i++) {
        words.append(i == 0 ? "" : " ").append(name.getChild(i).getText());
      }
      return Counter.named(words.toString());
    }
    throw read.error(ctx, "expected counters");
  }

  static Phase phase(PhaseContext ctx) {
    return switch (word(ctx)) {
      case "morning" -> Phase.MORNING;
      case "noon" -> Phase.NOON;
      case "afternoon" -> Phase.AFTERNOON;
      case "dusk" -> Phase.DUSK;
      case "night" -> Phase.NIGHT;
      default -> Phase.valueOf(ctx.getText().toUpperCase(Locale.ROOT));
    };
  }

  static Duration duration(DurationOrTimingContext ctx) {
    return duration(ctx.duration());
  }

  /** 2.2.15.a; "until the end of the turn" is "this turn". */
  static Duration duration(DurationContext ctx) {
    if (ctx.untilEnd() != null) {
      return untilEnd(ctx.untilEnd());
    }
    return periodDuration(ctx.getChild(1).getText());
  }

  private static Duration untilEnd(UntilEndContext ctx) {
    return periodDuration(ctx.getChild(ctx.getChildCount() - 1).getText());
  }

  private static Duration periodDuration(String word) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "turn" -> Duration.THIS_TURN;
      case "afternoon" -> Duration.THIS_AFTERNOON;
      default -> Duration.THIS_DAY;
    };
  }

  static Terrain terrain(TerminalNode node) {
    return terrainOf(word(node));
  }

  /** "{V} and {O}": the terrains of a Terrain Marker, none when not said (3.2.1.d). */
  static ImmutableList<Terrain> terrains(TerrainListContext ctx) {
    if (ctx == null) {
      return ImmutableList.of();
    }
    return ctx.terrainSymbol().stream().map(EnglishNumbers::terrain).distinct()
        .collect(ImmutableList.toImmutableList());
  }

  static Terrain terrain(TerrainSymbolContext ctx) {
    return terrainOf(word(ctx));
  }

  private static Terrain terrainOf(String symbol) {
    return switch (symbol.toLowerCase(Locale.ROOT)) {
      case "{v}" -> Terrain.FOREST;
      case "{m}" -> Terrain.MOUNTAIN;
      default -> Terrain.WATER;
    };
  }
}
