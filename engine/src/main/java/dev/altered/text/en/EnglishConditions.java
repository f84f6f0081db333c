package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;
import static dev.altered.text.en.EnglishWords.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Counter;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Zone;
import dev.altered.text.en.EnglishAstBuilder.BuildException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * English parse tree to AST: conditions, counts, comparisons and values.
 */
final class EnglishConditions {
  private final EnglishReading read;

  EnglishConditions(EnglishReading read) {
    this.read = read;
  }

  Condition condition(ConditionContext ctx) {
    // conditionAtom (',' conditionAtom)* (('and' | 'or') conditionAtom)?: the atoms at even positions.
    List<ParseTree> children = ctx.children;
    if (children.size() == 1) {
      return atom((ConditionAtomContext) children.get(0));
    }
    List<Condition> conditions = new ArrayList<>();
    for (ConditionAtomContext atom : ctx.conditionAtom()) {
      conditions.add(atom(atom));
    }
    return new Condition.Several(list(conditions), !has(ctx, "or"), read.span(ctx));
  }

  /** The subject and tense of "it's", "I'm", "my Expedition is", "it wasn't". */
  private record Be(ObjectRef subject, boolean past, boolean negated) {}

  private Be be(ObjBeContext ctx) {
    if (ctx.objectPhrase() != null) {
      ObjectRef subject = read.objects.obj(ctx.objectPhrase(), true);
      String verb = ctx.beVerb().getText().toLowerCase(Locale.ROOT);
      return new Be(subject, verb.startsWith("was") || verb.startsWith("were"), verb.endsWith("n't"));
    }
    if (has(ctx, "i'm")) {
      return new Be(new ObjectRef.Self(read.span(ctx)), false, false);
    }
    return new Be(read.objects.pronoun(ctx, false), false, false);
  }

  private Condition atom(ConditionAtomContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof DoneConditionContext c) {
      String w = c.getChild(1).getText().toLowerCase(Locale.ROOT);
      return new Condition.Did(switch (w) {
        case "do", "does", "did" -> Condition.Did.Outcome.DID;
        case "can't" -> Condition.Did.Outcome.COULD_NOT;
        default -> Condition.Did.Outcome.DID_NOT;
      }, s);
    }
    if (ctx instanceof StatusConditionContext c) {
      Be be = be(c.objBe());
      boolean negated = be.negated() ^ has(c, "not");
      StatusListContext l = c.statusList();
      List<Status> statuses = new ArrayList<>();
      if (has(l, "ready")) {
        statuses.add(Status.EXHAUSTED);
        negated = !negated;
      } else if (has(l, "exhausted")) {
        statuses.add(Status.EXHAUSTED);
      } else if (has(l, "ascended")) {
        statuses.add(Status.ASCENDED);
      } else {
        if (has(l, "and")) {
          throw read.error(l, "expected 'or' between statuses, found 'and'");
        }
        for (TerminalNode t : l.STATUS()) {
          statuses.add(read.numbers.status(t));
        }
      }
      return new Condition.HasStatus(be.subject(), negated, be.past(), list(statuses), s);
    }
    if (ctx instanceof InConditionContext c) {
      Be be = be(c.objBe());
      return new Condition.IsIn(be.subject(), be.negated() ^ has(c, "not"), be.past(), read.objects.place(c.placeRef()), s);
    }
    if (ctx instanceof TerrainStatConditionContext c) {
      Be be = be(c.objBe());
      read.objects.possessive(c.possessive());
      return new Condition.InTerrainWithBaseStat(be.subject(), Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof IsAConditionContext c) {
      Be be = be(c.objBe());
      if (be.negated()) {
        throw read.error(c, "expected 'is a ...', found a negation");
      }
      return new Condition.IsA(be.subject(), read.objects.obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof PositionConditionContext c) {
      Be be = be(c.objBe());
      return new Condition.InPosition(be.subject(), positions(c.positionList()), s);
    }
    if (ctx instanceof EmptyConditionContext c) {
      if (c.zone() != null) {
        return new Condition.ZoneEmpty(read.objects.zone(c.zone()), s);
      }
      Be be = be(c.objBe());
      if (!(be.subject() instanceof ObjectRef.ZoneContents z) || be.negated()) {
        throw read.error(c, "expected a zone that is empty, such as 'your hand'");
      }
      return new Condition.ZoneEmpty(z.zone(), s);
    }
    if (ctx instanceof ControlConditionContext c) {
      PlayerRef p = read.objects.player(c.playerSubject());
      return new Condition.Controls(p, counts(c.countedList()), s);
    }
    if (ctx instanceof HaveConditionContext c) {
      PlayerRef p = read.objects.player(c.playerSubject(0));
      ImmutableList<Condition.Count> counts = counts(c.countedList());
      Optional<Zone> in = read.objects.optZone(c.zone());
      Optional<PlayerRef> than = c.playerSubject().size() > 1 ? Optional.of(read.objects.player(c.playerSubject(1)))
          : Optional.empty();
      return new Condition.Has(p, counts, in, than, s);
    }
    if (ctx instanceof HaveStatsConditionContext c) {
      read.objects.player(c.playerSubject());
      return baseStats(c.countedStats(), false, s);
    }
    if (ctx instanceof CounterConditionContext c) {
      return counterCondition(read.objects.obj(c.objectPhrase(), true), c.counterCount(), s);
    }
    if (ctx instanceof ThereIsConditionContext c) {
      return new Condition.ThereAre(counts(c.countedList()), s);
    }
    if (ctx instanceof ThereIsStatsConditionContext c) {
      return baseStats(c.countedStats(), true, s);
    }
    if (ctx instanceof CompareConditionContext c) {
      Value left = value(c.valueRef());
      Condition.Compare k = (Condition.Compare) compare(left, c.comparison(), s);
      String be = c.beVerb().getText().toLowerCase(Locale.ROOT);
      boolean past = be.equals("was") || be.equals("were");
      return new Condition.Compare(k.left(), k.comparison(), k.right(), past, s);
    }
    if (ctx instanceof FirstPlayerConditionContext c) {
      return new Condition.FirstPlayer(read.objects.player(c.playerSubject()),
          has(c, "not") || c.beVerb().getText().toLowerCase(Locale.ROOT).endsWith("n't"), s);
    }
    if (ctx instanceof CountedIsConditionContext c) {
      return countedIs(c, s);
    }
    if (ctx instanceof DefinedConditionContext c) {
      return defined(be(c.objBe()), has(c, "not"), c.UNKNOWN_BRACKET());
    }
    if (ctx instanceof FacingConditionContext c) {
      return facing(be(c.objBe()), has(c, "not"), c.countedList(), s);
    }
    if (ctx instanceof FacingMeConditionContext c) {
      Be be = be(c.objBe());
      if (be.negated()) {
        throw read.error(c, "expected 'is facing me', found a negation");
      }
      ObjectRef facingMe = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          ImmutableList.of(), new NounGroup(ImmutableList.of(), false, s),
          ImmutableList.of(new Filter.Facing(new ObjectRef.Self(s), s)), s);
      return new Condition.IsA(be.subject(), facingMe, s);
    }
    if (ctx instanceof ThisWayConditionContext c) {
      PlayerRef p = read.objects.player(c.playerSubject());
      Condition.DidThisWay.Verb verb = Condition.DidThisWay.Verb.valueOf(
          switch (c.pastVerb().getText().toLowerCase(Locale.ROOT)) {
            case "drew" -> "DREW";
            default -> c.pastVerb().getText().toUpperCase(Locale.ROOT);
          });
      return new Condition.DidThisWay(p, verb, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof PlayedFromConditionContext c) {
      PlayerRef p = read.objects.player(c.playerSubject());
      return new Condition.PlaysFrom(p, read.objects.pronoun(c, false), read.objects.zone(c.zone()), s);
    }
    if (ctx instanceof WasPlayedFromConditionContext c) {
      Zone from = read.objects.zone(c.zone());
      return new Condition.PlaysFrom(from.owner().orElse(PlayerRef.you()), read.objects.pronoun(c, false), from, s);
    }
    throw read.error(ctx, "expected a condition");
  }

  /**
   * "If I'm [In Contact]": the condition the ability's reminder text gives the word, read where the word stands (its
   * objects are registered there, as if written out).
   */
  private Condition defined(Be be, boolean not, TerminalNode word) {
    String name = inside(word);
    DefinitionContext d = read.definitions.get(name.toLowerCase(Locale.ROOT));
    if (d == null) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token name "
          + "such as [Brassbug 2/2/2], found unknown keyword '" + word.getText() + "' (not in the lexicon, and no "
          + "reminder text of this ability defines it)");
    }
    if (!(d instanceof DefinedConditionWordContext c)) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected a word defined as a condition ('I'm "
          + word.getText() + " if ...'), found one defined as an event ('" + word.getText() + " is when ...')");
    }
    if (!(be.subject() instanceof ObjectRef.Self) || be.negated() ^ not) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected 'I'm " + word.getText() + "' (the word "
          + "is defined for me, without 'not')");
    }
    return condition(c.condition());
  }

  /**
   * "When you make a [Gift]": the event the ability's reminder text gives the word ("A Gift is when on your turn,
   * an opponent draws a card, ..."), with its timing; read where the word stands.
   */
  DefinedEventWordContext definedEvent(DefinedEventContext ctx) {
    TerminalNode word = ctx.UNKNOWN_BRACKET();
    DefinitionContext d = read.definitions.get(inside(word).toLowerCase(Locale.ROOT));
    if (d == null) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token name "
          + "such as [Brassbug 2/2/2], found unknown keyword '" + word.getText() + "' (not in the lexicon, and no "
          + "reminder text of this ability defines it)");
    }
    if (!(d instanceof DefinedEventWordContext e)) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected a word defined as an event ('"
          + word.getText() + " is when ...'), found one defined as a condition");
    }
    return e;
  }

  /**
   * "If one or more of your Expeditions is Ascended" is "if there is one or more Ascended Expedition of yours";
   * "neither of my Expeditions is in {M}" counts none of them in {M}.
   */
  private Condition countedIs(CountedIsConditionContext c, SourceSpan s) {
    Condition.Count k = c.countPrefix() == null
        ? new Condition.Count(Condition.Count.Range.NONE, Optional.empty(), read.objects.obj(c.listablePhrase(), true), s)
        : count(c.countPrefix(), () -> read.objects.obj(c.listablePhrase(), true), s);
    if (has(c, "not") || c.beVerb().getText().toLowerCase(Locale.ROOT).endsWith("n't")) {
      throw read.error(c, "expected a count of objects that are so ('neither of ... is'), found a negation");
    }
    ObjectRef objects = k.objects();
    if (c.statusList() != null) {
      StatusListContext l = c.statusList();
      List<Status> statuses = new ArrayList<>();
      if (has(l, "ascended")) {
        statuses.add(Status.ASCENDED);
      } else if (has(l, "exhausted")) {
        statuses.add(Status.EXHAUSTED);
      } else if (has(l, "ready")) {
        throw read.error(l, "expected a status, found 'ready'");
      } else {
        l.STATUS().forEach(t -> statuses.add(read.numbers.status(t)));
      }
      objects = read.objects.withAdjective(objects, new Adjective.WithStatus(list(statuses), read.span(l)), c);
    } else if (c.placeRef() != null) {
      objects = read.objects.withFilter(objects, new Filter.In(ImmutableList.of(read.objects.place(c.placeRef())), false, read.span(c.placeRef())), c);
    } else {
      objects = read.objects.withAdjective(objects, new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE,
          read.originalSpan(c.getStop().getStartIndex(), c.getStop().getStopIndex() + 1)), c);
    }
    return new Condition.ThereAre(ImmutableList.of(new Condition.Count(k.range(), k.count(), objects, k.span())), s);
  }

  /**
   * "If I'm facing a Character" is "if there is a Character facing me" (1.2.3.c): the counted objects get the filter
   * "facing" the subject; "not facing a Character" counts none.
   */
  private Condition facing(Be be, boolean not, CountedListContext ctx, SourceSpan s) {
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts(ctx)) {
      if (!(k.objects() instanceof ObjectRef.Phrase ph)) {
        throw read.error(ctx, "expected objects such as 'a Character' or 'an Expedition in {V}' after 'facing'");
      }
      List<Filter> filters = new ArrayList<>(ph.filters());
      filters.add(new Filter.Facing(be.subject(), s));
      out.add(new Condition.Count(k.range(), k.count(),
          new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(), list(filters), ph.span()), k.span()));
    }
    if (be.negated() ^ not) {
      if (out.size() != 1 || out.get(0).range() != Condition.Count.Range.SOME) {
        throw read.error(ctx, "expected 'not facing a ...' with one object phrase and no number");
      }
      Condition.Count k = out.get(0);
      out.set(0, new Condition.Count(Condition.Count.Range.NONE, k.count(), k.objects(), k.span()));
    }
    return new Condition.ThereAre(list(out), s);
  }

  private Condition baseStats(CountedStatsContext ctx, boolean thereAre, SourceSpan s) {
    Quantity n = read.numbers.quantity(ctx.quantity());
    Condition.Count count = new Condition.Count(Condition.Count.Range.AT_LEAST, Optional.of(n),
        new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, read.span(ctx)),
            ImmutableList.of(), new NounGroup(ImmutableList.of(), true, read.span(ctx)), ImmutableList.of(), read.span(ctx)),
        read.span(ctx));
    return new Condition.BaseStatistics(count, Integer.parseInt(ctx.NUMBER().getText()), read.objects.objList(ctx.objectList()),
        thereAre, s);
  }

  Condition counterCondition(ObjectRef subject, CounterCountContext ctx, SourceSpan s) {
    if (ctx instanceof CountOrMoreFirstContext c) {
      return new Condition.HasCounters(subject,
          has(c, "more") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST, read.numbers.quantity(c.quantity()),
          read.numbers.counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountOrMoreAfterContext c) {
      Quantity q = read.numbers.quantity(c.quantity());
      Counter counter = read.numbers.counter(c.counterNoun());
      return new Condition.HasCounters(subject,
          has(c, "more") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST, q, counter, s);
    }
    if (ctx instanceof CountThanContext c) {
      return new Condition.HasCounters(subject,
          has(c, "more") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN, read.numbers.quantity(c.quantity()),
          read.numbers.counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountExactContext c) {
      return new Condition.HasCounters(subject, Condition.Count.Range.EXACTLY,
          read.numbers.quantity(c.quantity()), read.numbers.counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountNoneContext c) {
      // "has no boosts", "with no Kelon counters".
      return new Condition.HasCounters(subject, Condition.Count.Range.NONE, new Quantity.Literal(0, s),
          read.numbers.counter(c.counterNoun()), s);
    }
    throw read.error(ctx, "expected a number of counters");
  }

  ImmutableList<Position> positions(PositionListContext ctx) {
    if (has(ctx, "and")) {
      throw read.error(ctx, "expected 'or' between positions, found 'and'");
    }
    List<Position> out = new ArrayList<>();
    for (PositionContext p : ctx.position()) {
      out.add(Position.valueOf(p.getText().toUpperCase(Locale.ROOT)));
    }
    return list(out);
  }

  private ImmutableList<Condition.Count> counts(CountedListContext ctx) {
    List<Condition.Count> out = new ArrayList<>();
    for (CountedPhraseContext c : ctx.countedPhrase()) {
      out.add(count(c));
    }
    return list(out);
  }

  private Condition.Count count(CountedPhraseContext ctx) {
    return count(ctx.countPrefix(), () -> read.objects.obj(ctx.objectPhrase(), true), read.span(ctx));
  }

  /** The objects are read after the count's own quantity (antecedents are registered in reading order). */
  private Condition.Count count(CountPrefixContext p, java.util.function.Supplier<ObjectRef> objects, SourceSpan s) {
    Condition.Count.Range range;
    Optional<Quantity> n = Optional.empty();
    if (p == null) {
      range = Condition.Count.Range.SOME;
    } else {
      if (p instanceof OrMoreLessContext c) {
        n = Optional.of(read.numbers.quantity(c.quantity()));
        range = has(c, "more") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST;
      } else if (p instanceof LessMoreThanContext c) {
        n = Optional.of(read.numbers.quantity(c.quantity()));
        range = has(c, "more") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN;
      } else if (p instanceof ComparativeContext c) {
        range = has(c, "more") ? Condition.Count.Range.MORE : Condition.Count.Range.FEWER;
      } else if (p instanceof NoneCountContext c) {
        range = Condition.Count.Range.NONE;
      } else if (p instanceof OnlyCountContext c) {
        n = Optional.of(read.numbers.quantity(c.quantity()));
        range = Condition.Count.Range.EXACTLY;
      } else if (p instanceof AtLeastCountContext c) {
        n = Optional.of(read.numbers.quantity(c.quantity()));
        range = Condition.Count.Range.AT_LEAST;
      } else {
        throw read.error(p, "expected a count");
      }
    }
    return new Condition.Count(range, n, objects.get(), s);
  }

  Condition compare(Value left, ComparisonContext ctx, SourceSpan s) {
    if (ctx instanceof OrMoreLessCmpContext c) {
      return new Condition.Compare(left, has(c, "more") ? Comparison.AT_LEAST
          : Comparison.AT_MOST, c.manaAmount() != null ? new Value.Number(read.numbers.manaAmount(c.manaAmount()), true, read.span(c))
          : new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), read.span(c)), false, read.span(c)), false, s);
    }
    if (ctx instanceof PlusCmpContext c) {
      return new Condition.Compare(left, Comparison.AT_LEAST,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), read.span(c)), false, read.span(c)), false, s);
    }
    if (ctx instanceof RelationCmpContext c) {
      return new Condition.Compare(left, comparator(c.comparator()),
          operand(c.valueOperand()), false, s);
    }
    throw read.error(ctx, "expected a comparison");
  }

  private static Comparison comparator(ComparatorContext ctx) {
    String t = ctx.getText().toLowerCase(Locale.ROOT);
    return switch (t) {
      case "equalto" -> Comparison.EQUAL;
      case "higherthan", "greaterthan" -> Comparison.GREATER;
      case "lowerthan", "lessthan" -> Comparison.LESS;
      case "lessthanorequalto" -> Comparison.LESS_OR_EQUAL;
      default -> Comparison.GREATER_OR_EQUAL;
    };
  }

  private Value operand(ValueOperandContext ctx) {
    if (ctx.valueRef() != null) {
      return value(ctx.valueRef());
    }
    if (ctx.manaAmount() != null) {
      return new Value.Number(read.numbers.manaAmount(ctx.manaAmount()), true, read.span(ctx));
    }
    return new Value.Number(read.numbers.quantity(ctx.quantity()), false, read.span(ctx));
  }

  private Value value(ValueRefContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof CountersValueContext c) {
      return new Value.CountersOf(read.objects.possessive(c.possessive()), read.numbers.counter(c.counterNoun()), s);
    }
    if (ctx instanceof PossessiveStatContext c) {
      Possessor p = read.objects.possessive(c.possessive());
      Stat stat = stat(c.statName());
      ObjectRef of;
      if (p instanceof Possessor.OfObject o) {
        of = o.object();
      } else {
        throw read.error(c, "expected an object's " + c.statName().getText()
            + ", found a player's");
      }
      return new Value.StatOf(stat, of, s);
    }
    if (ctx instanceof StatOfContext c) {
      Stat stat = stat(c.statName());
      return new Value.StatOf(stat, read.objects.obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof TheStatValueContext c) {
      return new Value.StatOf(stat(c.statName()), new ObjectRef.Pronoun(read.lastCandidate(), false, Optional.empty(),
          false, false, s), s);
    }
    if (ctx instanceof ResultValueContext c) {
      return new Value.Result(false, s);
    }
    if (ctx instanceof XValueContext c) {
      return new Value.Result(true, s);
    }
    throw read.error(ctx, "expected a value");
  }

  Stat stat(StatNameContext ctx) {
    if (ctx.terrainSymbol() != null) {
      return switch (EnglishNumbers.terrain(ctx.terrainSymbol())) {
        case FOREST -> Stat.FOREST;
        case MOUNTAIN -> Stat.MOUNTAIN;
        case WATER -> Stat.WATER;
      };
    }
    String t = ctx.getText().toLowerCase(Locale.ROOT);
    return switch (t) {
      case "handcost" -> Stat.HAND_COST;
      case "reservecost" -> Stat.RESERVE_COST;
      case "basestatistic" -> Stat.BASE_STATISTIC;
      case "basecost" -> Stat.BASE_COST;
      default -> Stat.RESULT;
    };
  }

  // ===================================================================================================================
  // Objects, players, zones, places
  // ===================================================================================================================
}
