package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;
import static dev.altered.text.fr.FrenchTrees.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Counter;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.antlr.v4.runtime.tree.TerminalNode;

/** The French builder's words and numbers: quantities, stats, statuses, phases, terrains (see FrenchAstBuilder). */
final class FrenchWords {
  private final FrenchReading reading;


  FrenchWords(FrenchReading reading) {
    this.reading = reading;
  }



  Status status(TerminalNode node) {
    String t = node.getText();
    return FrenchLexicon.status(t.substring(2, t.length() - 2)).orElseThrow();
  }

  void addMarkers(ImmutableList.Builder<ImmutableList<Terrain>> markers, QuantityContext count,
      ImmutableList<Terrain> terrains) {
    if (!(quantity(count) instanceof Quantity.Literal n)) {
      throw reading.error(count, "expected how many markers, as a number ('un {V}')");
    }
    for (int i = 0; i < n.value(); i++) {
      markers.add(terrains);
    }
  }

  Quantity quantity(QuantityContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof NumberQtyContext c) {
      Quantity first = new Quantity.Literal(number(c.number(0)), reading.span(c.number(0)));
      return c.number().size() > 1 ? new Quantity.Sum(first,
          new Quantity.Literal(number(c.number(1)), reading.span(c.number(1))), s) : first;
    }
    if (ctx instanceof XQtyContext c) {
      return new Quantity.X(c.number() == null ? 0 : number(c.number()), s);
    }
    if (ctx instanceof RemovedQtyContext c) {
      return new Quantity.RemovedThisWay(counter(c.counterNoun()), s);
    }
    if (ctx instanceof HighestStatQtyContext c) {
      return new Quantity.StatOf(Stat.HIGHEST_STATISTIC, reading.objects.objectPossessive(c.possessive()), s);
    }
    if (ctx instanceof NumberOfQtyContext c) {
      return new Quantity.NumberOf(reading.objects.obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof CountersQtyContext c) {
      return new Quantity.CountersOn(reading.objects.possessive(c.possessive()), counter(c.counterNoun()), s);
    }
    if (ctx instanceof ThatManyQtyContext) {
      return new Quantity.ThatMany(s);
    }
    ResultQtyContext c = (ResultQtyContext) ctx;
    return new Quantity.DieResult(has(c, "final"), s);
  }

  private static int number(NumberContext ctx) {
    if (ctx.NUMBER() != null) {
      return Integer.parseInt(ctx.NUMBER().getText());
    }
    return switch (ctx.getText().toLowerCase(Locale.ROOT)) {
      case "un", "une" -> 1;
      case "deux" -> 2;
      case "trois" -> 3;
      case "quatre" -> 4;
      case "cinq" -> 5;
      case "six" -> 6;
      case "sept" -> 7;
      case "huit" -> 8;
      case "neuf" -> 9;
      default -> 10;
    };
  }

  int ordinal(OrdinalContext ctx) {
    return switch (ctx.getText().toLowerCase(Locale.ROOT)) {
      case "premier", "première" -> 1;
      case "deuxième", "second", "seconde" -> 2;
      case "troisième" -> 3;
      case "quatrième" -> 4;
      case "cinquième" -> 5;
      default -> throw reading.error(ctx, "expected an ordinal such as 'premier', found '" + ctx.getText() + "'");
    };
  }

  Quantity mana(TerminalNode node) {
    String t = node.getText();
    return new Quantity.Literal(Integer.parseInt(t.substring(1, t.length() - 1)), reading.span(node));
  }

  Quantity manaAmount(ManaAmountContext ctx) {
    List<TerminalNode> manas = ctx.MANA();
    Quantity first;
    int next = 0;
    if (has(ctx, "{x}")) {
      first = new Quantity.X(0, reading.span(ctx));
    } else {
      first = mana(manas.get(next++));
    }
    if (next < manas.size()) {
      return new Quantity.Sum(first, mana(manas.get(next)), reading.span(ctx));
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
    NamedCounterNounContext c = (NamedCounterNounContext) ctx;
    List<String> words = new ArrayList<>();
    for (int i = 0; i < c.counterName().getChildCount(); i++) {
      words.add(c.counterName().getChild(i).getText());
    }
    return new Counter(FrenchLexicon.counterId(String.join(" ", words)));
  }

  static Phase phase(PhaseContext ctx) {
    String w = ctx.getText().toLowerCase(Locale.ROOT);
    return switch (w) {
      case "matin" -> Phase.MORNING;
      case "midi" -> Phase.NOON;
      case "crépuscule" -> Phase.DUSK;
      case "nuit" -> Phase.NIGHT;
      case "repos" -> Phase.REST;
      default -> Phase.AFTERNOON;
    };
  }

  /** 2.2.15.a; "jusqu'à la fin du tour" is "ce tour". */
  static Duration duration(DurationContext ctx) {
    if (ctx.untilEnd() != null) {
      return untilEnd(ctx.untilEnd());
    }
    return has(ctx, "tour") ? Duration.THIS_TURN : has(ctx, "jour") ? Duration.THIS_DAY : Duration.THIS_AFTERNOON;
  }

  private static Duration untilEnd(UntilEndContext ctx) {
    return has(ctx, "tour") ? Duration.THIS_TURN : has(ctx, "jour") ? Duration.THIS_DAY : Duration.THIS_AFTERNOON;
  }

  static Terrain terrain(TerrainSymbolContext ctx) {
    return switch (ctx.getText().toLowerCase(Locale.ROOT)) {
      case "{v}" -> Terrain.FOREST;
      case "{m}" -> Terrain.MOUNTAIN;
      default -> Terrain.WATER;
    };
  }
}
