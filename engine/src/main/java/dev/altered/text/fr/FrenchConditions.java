package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;
import static dev.altered.text.fr.FrenchTrees.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Counter;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
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
import dev.altered.text.AbilityBuildException;
import dev.altered.text.ObjectRefs;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.TerminalNode;

/** The French builder's conditions: "si", "tant que", counts and comparisons (see FrenchAstBuilder). */
final class FrenchConditions {
  private final FrenchReading reading;


  FrenchConditions(FrenchReading reading) {
    this.reading = reading;
  }



  Condition condition(ConditionContext ctx) {
    List<ConditionAtomContext> atoms = ctx.conditionAtom();
    if (atoms.size() == 1) {
      return atom(atoms.get(0));
    }
    List<Condition> conditions = new ArrayList<>();
    for (ConditionAtomContext a : atoms) {
      conditions.add(atom(a));
    }
    return new Condition.Several(list(conditions), !has(ctx, "ou"), reading.span(ctx));
  }

  /** The subject, tense and negation of "je suis", "il n'était pas", "c'est", "mon Expédition est". */
  private record Be(ObjectRef subject, boolean past, boolean negated) {}

  private Be be(ObjBeContext ctx) {
    String verb = ctx.beVerb().getText().toLowerCase(Locale.ROOT);
    boolean past = verb.startsWith("ét");
    boolean negated = ctx.negWord() != null || has(ctx, "pas");
    if (ctx.objectSubject() != null) {
      return new Be(reading.objects.obj(ctx.objectSubject().objectPhrase(), true), past, negated);
    }
    // "c'est": the object named before.
    return new Be(new ObjectRef.Pronoun(reading.lastCandidate(), false, Optional.empty(), false, false,
        reading.span(ctx)), past, negated);
  }

  ImmutableList<Status> statuses(StatusListContext l) {
    List<Status> out = new ArrayList<>();
    if (l.epuiseAdj() != null || hasAny(l, "redressé", "redressée", "redressés", "redressées")) {
      out.add(Status.EXHAUSTED);
      return list(out);
    }
    if (l.eleveAdj() != null) {
      out.add(Status.ASCENDED);
      return list(out);
    }
    for (TerminalNode t : l.STATUS()) {
      out.add(reading.words.status(t));
    }
    return list(out);
  }

  private Condition atom(ConditionAtomContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof DoneConditionContext c) {
      Condition.Did.Outcome outcome = has(c, "pouvez") ? Condition.Did.Outcome.COULD_NOT
          : c.negWord() != null ? Condition.Did.Outcome.DID_NOT : Condition.Did.Outcome.DID;
      return new Condition.Did(outcome, s);
    }
    if (ctx instanceof StatusConditionContext c) {
      Be be = be(c.objBe());
      StatusListContext l = c.statusList();
      boolean negated = be.negated();
      if (hasAny(l, "redressé", "redressée", "redressés", "redressées")) {
        negated = !negated;
      } else if (l.STATUS().size() > 1 && has(l, "et")) {
        throw reading.error(l, "expected 'ou' between statuses, found 'et'");
      }
      return new Condition.HasStatus(be.subject(), negated, be.past(), statuses(l), s);
    }
    if (ctx instanceof InConditionContext c) {
      Be be = be(c.objBe());
      return new Condition.IsIn(be.subject(), be.negated(), be.past(), reading.objects.place(c.placeRef()), s);
    }
    if (ctx instanceof TerrainStatConditionContext c) {
      Be be = be(c.objBe());
      reading.objects.possessive(c.possessive());
      return new Condition.InTerrainWithBaseStat(be.subject(), Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof IsAConditionContext c) {
      Be be = be(c.objBe());
      if (be.negated()) {
        throw reading.error(c, "expected 'est un ...', found a negation");
      }
      return new Condition.IsA(be.subject(), reading.objects.obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof PositionConditionContext c) {
      Be be = be(c.objBe());
      return new Condition.InPosition(be.subject(), positions(c.positionList()), s);
    }
    if (ctx instanceof EmptyConditionContext c) {
      Be be = be(c.objBe());
      if (!(be.subject() instanceof ObjectRef.ZoneContents z) || be.negated()) {
        throw reading.error(c, "expected a zone that is empty, such as 'votre main'");
      }
      return new Condition.ZoneEmpty(z.zone(), s);
    }
    if (ctx instanceof ControlConditionContext c) {
      return new Condition.Controls(reading.objects.player(c.playerSubject()), counts(c.countedList()), s);
    }
    if (ctx instanceof HaveConditionContext c) {
      PlayerRef p = reading.objects.player(c.playerSubject(0));
      ImmutableList<Condition.Count> counts = counts(c.countedList());
      Optional<Zone> in = reading.objects.optZone(c.zone());
      Optional<PlayerRef> than = c.playerSubject().size() > 1 ? Optional.of(reading.objects.player(c.playerSubject(1)))
          : Optional.empty();
      return new Condition.Has(p, counts, in, than, s);
    }
    if (ctx instanceof HaveStatsConditionContext c) {
      reading.objects.player(c.playerSubject());
      return baseStats(c.countedStats(), false, s);
    }
    if (ctx instanceof CounterNoneConditionContext c) {
      return new Condition.HasCounters(reading.objects.obj(c.objectSubject().objectPhrase(), true),
          Condition.Count.Range.NONE, new Quantity.Literal(0, s), reading.words.counter(c.counterNoun()), s);
    }
    if (ctx instanceof CounterConditionContext c) {
      return counterCondition(reading.objects.obj(c.objectSubject().objectPhrase(), true), c.counterCount(), s);
    }
    if (ctx instanceof ThereIsConditionContext c) {
      ImmutableList<Condition.Count> counts = counts(c.countedList());
      if (c.negWord() != null && !has(c, "pas")) {
        // "il n'y a qu'un seul ...", "il n'y a aucun ...": the count says it.
        return new Condition.ThereAre(counts, s);
      }
      return new Condition.ThereAre(counts, s);
    }
    if (ctx instanceof ThereIsStatsConditionContext c) {
      return baseStats(c.countedStats(), true, s);
    }
    if (ctx instanceof CompareConditionContext c) {
      Value left = value(c.valueRef());
      Condition.Compare k = compare(left, c.comparison(), s);
      boolean past = c.beVerb().getText().toLowerCase(Locale.ROOT).startsWith("ét");
      return new Condition.Compare(k.left(), k.comparison(), k.right(), past, s);
    }
    if (ctx instanceof DefinedConditionContext c) {
      return defined(be(c.objBe()), c.UNKNOWN_BRACKET());
    }
    if (ctx instanceof FacingConditionContext c) {
      return facing(be(c.objBe()), c.countedList(), s);
    }
    if (ctx instanceof CountedIsConditionContext c) {
      return countedIs(c, s);
    }
    if (ctx instanceof FirstPlayerConditionContext c) {
      return new Condition.FirstPlayer(reading.objects.player(c.playerSubject()), c.negWord() != null || has(c, "pas"),
          s);
    }
    if (ctx instanceof ThisWayConditionContext c) {
      PlayerRef p = reading.objects.player(c.playerSubject());
      String v = c.pastVerb().getText().toLowerCase(Locale.ROOT);
      Condition.DidThisWay.Verb verb = v.startsWith("défauss") ? Condition.DidThisWay.Verb.DISCARDED
          : v.startsWith("mi") || v.startsWith("mett") ? Condition.DidThisWay.Verb.PUT
          : v.startsWith("jou") ? Condition.DidThisWay.Verb.PLAYED
          : v.startsWith("sacrifi") ? Condition.DidThisWay.Verb.SACRIFICED
          : v.startsWith("épuis") ? Condition.DidThisWay.Verb.EXHAUSTED
          : v.startsWith("révél") ? Condition.DidThisWay.Verb.REVEALED
          : Condition.DidThisWay.Verb.DREW;
      ObjectRef what = reading.objects.objList(c.objectList());
      if (c.zone() != null) {
        // "Si vous mettez un Personnage en Réserve de cette façon": English reads "put a Character in Reserve".
        Place.InZone in = new Place.InZone(reading.objects.zone(c.zone()), reading.span(c.zone()));
        what = withFilter(what, new Filter.In(ImmutableList.of(in), false, reading.span(c.zone())));
      }
      return new Condition.DidThisWay(p, verb, what, s);
    }
    PlayedFromConditionContext c = (PlayedFromConditionContext) ctx;
    PlayerRef p = reading.objects.player(c.playerSubject());
    return new Condition.PlaysFrom(p, reading.steps.clitic(c.clitic()), reading.objects.zone(c.zone()), s);
  }

  /**
   * "Si je suis [En Contact]": the condition the ability's reminder text gives the word, read where the word stands
   * (its objects are registered there, as if written out).
   */
  private Condition defined(Be be, TerminalNode word) {
    DefinitionContext d = reading.definitions.get(inside(word).toLowerCase(Locale.ROOT));
    if (d == null) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token "
          + "name such as [2/2/2 Scarabot], found unknown name '" + word.getText() + "' (not in the lexicon, and no "
          + "reminder text of this ability defines it)");
    }
    if (!(d instanceof DefinedConditionWordContext c)) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a word defined as a condition ('Je "
          + "suis " + word.getText() + " si ...'), found one defined as an event ('Vous faites un " + word.getText()
          + " si ...')");
    }
    if (!(be.subject() instanceof ObjectRef.Self) || be.negated()) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected 'je suis " + word.getText()
          + "' (the word is defined for me, without 'ne ... pas')");
    }
    return condition(c.condition());
  }

  /**
   * "Lorsque vous faites un [Don]": the event the ability's reminder text gives the word ("Vous faites un Don si
   * durant votre tour, un adversaire pioche une carte, ..."), with its timing; read where the word stands.
   */
  DefinedEventWordContext definedEvent(DefinedEventContext ctx) {
    TerminalNode word = ctx.UNKNOWN_BRACKET();
    DefinitionContext d = reading.definitions.get(inside(word).toLowerCase(Locale.ROOT));
    if (d == null) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token "
          + "name such as [2/2/2 Scarabot], found unknown name '" + word.getText() + "' (not in the lexicon, and no "
          + "reminder text of this ability defines it)");
    }
    if (!(d instanceof DefinedEventWordContext e)) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a word defined as an event ('Vous "
          + "faites un " + word.getText() + " si ...'), found one defined as a condition");
    }
    return e;
  }

  /**
   * "Si je suis face à un Personnage" is "if there is a Character facing me" (1.2.3.c): the counted objects get the
   * filter "facing" the subject; "je ne suis pas face à un Personnage" counts none.
   */
  private Condition facing(Be be, CountedListContext ctx, SourceSpan s) {
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts(ctx)) {
      Condition.Count facing = ObjectRefs.withFilter(k, new Filter.Facing(be.subject(), s)).orElseThrow(() ->
          reading.error(ctx, "expected objects such as 'un Personnage' or 'une Expédition en {V}' after 'face à'"));
      out.add(be.negated() ? ObjectRefs.none(facing).orElseThrow(() ->
          reading.error(ctx, "expected 'n'est pas face à un ...' with one object phrase and no number")) : facing);
    }
    return new Condition.ThereAre(list(out), s);
  }

  /**
   * "Si au moins une de vos Expéditions est Élevée" is "if there is at least one Ascended Expedition of yours";
   * "aucune de mes Expéditions n'est en {M}" counts none of them in {M} (the "ne" goes with "aucune").
   */
  private Condition countedIs(CountedIsConditionContext c, SourceSpan s) {
    if (has(c, "pas")) {
      throw reading.error(c, "expected a count of objects that are so ('aucune de ... n'est'), found a negation");
    }
    Condition.Count k = count(c.countPrefix(), c.listablePhrase(), s);
    Adjective adjective;
    if (c.statusList() != null) {
      adjective = new Adjective.WithStatus(statuses(c.statusList()), reading.span(c.statusList()));
    } else if (c.placeRef() != null) {
      Filter in = new Filter.In(ImmutableList.of(reading.objects.place(c.placeRef())), false,
          reading.span(c.placeRef()));
      return new Condition.ThereAre(ImmutableList.of(ObjectRefs.withFilter(k, in).orElseThrow(() -> reading.error(c,
          "expected objects such as 'vos Expéditions' or 'deux Personnages'"))), s);
    } else {
      adjective = new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE,
          reading.span((TerminalNode) c.getChild(c.getChildCount() - 1)));
    }
    ObjectRef objects = ObjectRefs.withAdjective(k.objects(), adjective)
        .orElseThrow(() -> reading.error(c, "expected objects such as 'vos Expéditions' or 'deux Personnages'"));
    return new Condition.ThereAre(ImmutableList.of(new Condition.Count(k.range(), k.count(), objects, k.span())), s);
  }

  private static ObjectRef withFilter(ObjectRef ref, Filter f) {
    if (ref instanceof ObjectRef.Phrase p) {
      return new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          ImmutableList.<Filter>builder().addAll(p.filters()).add(f).build(), p.span());
    }
    return ref;
  }

  private Condition baseStats(CountedStatsContext ctx, boolean thereAre, SourceSpan s) {
    Quantity n = reading.words.quantity(ctx.quantity());
    Condition.Count count = new Condition.Count(Condition.Count.Range.AT_LEAST, Optional.of(n),
        new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, reading.span(ctx)),
            ImmutableList.of(), new NounGroup(ImmutableList.of(), true, reading.span(ctx)), ImmutableList.of(),
                reading.span(ctx)),
        reading.span(ctx));
    return new Condition.BaseStatistics(count, Integer.parseInt(ctx.NUMBER().getText()),
        reading.objects.objList(ctx.objectList()), thereAre, s);
  }

  Condition.HasCounters counterCondition(ObjectRef subject, CounterCountContext ctx, SourceSpan s) {
    if (ctx instanceof CountAtLeastContext c) {
      return new Condition.HasCounters(subject, Condition.Count.Range.AT_LEAST, reading.words.quantity(c.quantity()),
          reading.words.counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountOrMoreAfterContext c) {
      Quantity q = reading.words.quantity(c.quantity());
      Counter counter = reading.words.counter(c.counterNoun());
      return new Condition.HasCounters(subject,
          has(c, "plus") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST, q, counter, s);
    }
    if (ctx instanceof CountThanContext c) {
      return new Condition.HasCounters(subject,
          has(c, "plus") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN,
              reading.words.quantity(c.quantity()),
          reading.words.counter(c.counterNoun()), s);
    }
    CountExactContext c = (CountExactContext) ctx;
    return new Condition.HasCounters(subject, Condition.Count.Range.EXACTLY, reading.words.quantity(c.quantity()),
        reading.words.counter(c.counterNoun()), s);
  }

  ImmutableList<Position> positions(PositionListContext ctx) {
    if (has(ctx, "et")) {
      throw reading.error(ctx, "expected 'ou' between positions, found 'et'");
    }
    List<Position> out = new ArrayList<>();
    for (PositionContext p : ctx.position()) {
      out.add(has(p, "avance") ? Position.AHEAD : has(p, "retard") ? Position.BEHIND : Position.TIED);
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
    return count(ctx.countPrefix(), ctx.objectPhrase(), reading.span(ctx));
  }

  private Condition.Count count(CountPrefixContext p, ParserRuleContext phrase, SourceSpan s) {
    Condition.Count.Range range;
    Optional<Quantity> n = Optional.empty();
    if (p == null) {
      range = Condition.Count.Range.SOME;
    } else if (p instanceof AtLeastCountContext c) {
      n = Optional.of(reading.words.quantity(c.quantity()));
      range = Condition.Count.Range.AT_LEAST;
    } else if (p instanceof OrMoreLessContext c) {
      n = Optional.of(reading.words.quantity(c.quantity()));
      range = has(c, "plus") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST;
    } else if (p instanceof LessMoreThanContext c) {
      n = Optional.of(reading.words.quantity(c.quantity()));
      range = has(c, "plus") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN;
    } else if (p instanceof ComparativeContext c) {
      range = has(c, "plus") ? Condition.Count.Range.MORE : Condition.Count.Range.FEWER;
    } else if (p instanceof NoneCountContext) {
      range = Condition.Count.Range.NONE;
    } else {
      n = Optional.of(reading.words.quantity(((OnlyCountContext) p).quantity()));
      range = Condition.Count.Range.EXACTLY;
    }
    ObjectRef objects = phrase instanceof ObjectPhraseContext o ? reading.objects.obj(o, true)
        : reading.objects.obj((ListablePhraseContext) phrase, true);
    // English writes counted nouns in the plural ("two or more Landmarks", "no Characters"); French writes the
    // number's ("au moins un Repère", "aucun Personnage").
    if (range != Condition.Count.Range.SOME && range != Condition.Count.Range.EXACTLY
        && objects instanceof ObjectRef.Phrase ph && !ph.nouns().plural()) {
      ObjectRef.Phrase plural = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(),
          new NounGroup(ph.nouns().nouns(), true, ph.nouns().span()), ph.filters(), ph.span());
      reading.candidates.set(reading.candidates.size() - 1, plural);
      objects = plural;
    }
    return new Condition.Count(range, n, objects, s);
  }

  Condition.Compare compare(Value left, ComparisonContext ctx, SourceSpan s) {
    if (ctx instanceof OrMoreLessCmpContext c) {
      Value right = c.manaAmount() != null ? new Value.Number(reading.words.manaAmount(c.manaAmount()), true,
          reading.span(c))
          : new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), reading.span(c)), false,
              reading.span(c));
      return new Condition.Compare(left, has(c, "plus") ? Comparison.AT_LEAST : Comparison.AT_MOST, right, false, s);
    }
    if (ctx instanceof PlusCmpContext c) {
      return new Condition.Compare(left, Comparison.AT_LEAST,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), reading.span(c)), false,
              reading.span(c)),
          false, s);
    }
    if (ctx instanceof RelationCmpContext c) {
      return new Condition.Compare(left, comparator(c.comparator()), operand(c.valueOperand()), false, s);
    }
    EqualCmpContext c = (EqualCmpContext) ctx;
    return new Condition.Compare(left, Comparison.EQUAL, operand(c.valueOperand()), false, s);
  }

  private static Comparison comparator(ComparatorContext ctx) {
    boolean equal = ctx.equalW() != null;
    if (ctx.greaterW() != null) {
      return equal ? Comparison.GREATER_OR_EQUAL : Comparison.GREATER;
    }
    if (ctx.lessW() != null) {
      return equal ? Comparison.LESS_OR_EQUAL : Comparison.LESS;
    }
    return Comparison.EQUAL;
  }

  private Value operand(ValueOperandContext ctx) {
    if (ctx.valueRef() != null) {
      return value(ctx.valueRef());
    }
    if (ctx.manaAmount() != null) {
      return new Value.Number(reading.words.manaAmount(ctx.manaAmount()), true, reading.span(ctx));
    }
    return new Value.Number(reading.words.quantity(ctx.quantity()), false, reading.span(ctx));
  }

  private Value value(ValueRefContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof CountersValueContext c) {
      return new Value.CountersOf(reading.objects.possessive(c.possessive()), reading.words.counter(c.counterNoun()),
          s);
    }
    if (ctx instanceof PossessiveStatContext c) {
      Possessor p = reading.objects.possessive(c.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw reading.error(c, "expected an object's " + c.statName().getText() + ", found a player's");
      }
      return new Value.StatOf(stat(c.statName()), o.object(), s);
    }
    if (ctx instanceof StatOfContext c) {
      Stat stat = stat(c.statName());
      return new Value.StatOf(stat, reading.objects.obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof ResultValueContext) {
      return new Value.Result(false, s);
    }
    if (ctx instanceof DieResultValueContext) {
      // "le résultat du dé": English "the die's result", the result of the die rolled before.
      return new Value.StatOf(Stat.RESULT, new ObjectRef.Pronoun(reading.lastCandidate(), false, Optional.empty(),
          false, false, s), s);
    }
    return new Value.Result(true, s);
  }

  Stat stat(StatNameContext ctx) {
    if (ctx.terrainSymbol() != null) {
      return switch (FrenchWords.terrain(ctx.terrainSymbol())) {
        case FOREST -> Stat.FOREST;
        case MOUNTAIN -> Stat.MOUNTAIN;
        case WATER -> Stat.WATER;
      };
    }
    if (has(ctx, "main")) {
      return Stat.HAND_COST;
    }
    if (has(ctx, "réserve")) {
      return Stat.RESERVE_COST;
    }
    if (has(ctx, "base")) {
      return has(ctx, "coût") ? Stat.BASE_COST : Stat.BASE_STATISTIC;
    }
    return Stat.RESULT;
  }
}
