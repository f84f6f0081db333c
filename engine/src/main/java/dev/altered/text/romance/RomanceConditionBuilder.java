package dev.altered.text.romance;

import static dev.altered.grammar.romance.RomanceParser.*;
import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.DieRange;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Conditions: atoms, counts, comparisons, positions, statuses, values and statistics.
 *
 * <p>A part of {@link RomanceAstBuilder}: static methods over the builder passed in, which holds the per-ability
 * state (the text, the lexicon, the antecedent candidates, the default actor, the reading flags).
 */
final class RomanceConditionBuilder {
  private RomanceConditionBuilder() {}

  // ===================================================================================================================
  // Conditions
  // ===================================================================================================================

  static Condition condition(RomanceAstBuilder rb, ConditionContext ctx) {
    List<ConditionAtomContext> atoms = ctx.conditionAtom();
    if (atoms.size() == 1) {
      return atom(rb, atoms.get(0));
    }
    List<Condition> conditions = new ArrayList<>();
    for (ConditionAtomContext a : atoms) {
      conditions.add(atom(rb, a));
    }
    return new Condition.Several(RomanceAstBuilder.list(conditions), !RomanceAstBuilder.has(ctx, OR), rb.span(ctx));
  }

  static RomanceAstBuilder.Be be(RomanceAstBuilder rb, ObjectSubjectContext subject, TerminalNode verb, boolean negated,
      SourceSpan s) {
    ObjectRef who = subject != null ? RomanceObjectBuilder.obj(rb, subject.objectPhrase(),
        true) : rb.impliedSubject(verb, s);
    return new RomanceAstBuilder.Be(who, (RomanceAstBuilder.features(verb) & RomanceLexicon.PAST) != 0, negated);
  }

  static Condition atom(RomanceAstBuilder rb, ConditionAtomContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof DoneConditionContext c) {
      return new Condition.Did(c.NOT() != null ? Condition.Did.Outcome.DID_NOT : Condition.Did.Outcome.DID, s);
    }
    if (ctx instanceof CouldNotConditionContext) {
      return new Condition.Did(Condition.Did.Outcome.COULD_NOT, s);
    }
    if (ctx instanceof StatusConditionContext c) {
      TerminalNode verb = c.BE() != null ? c.BE() : c.HAVE();
      RomanceAstBuilder.Be be = be(rb, c.objectSubject(), verb, !c.NOT().isEmpty(), s);
      boolean negated = be.negated();
      StatusListContext l = c.statusList();
      List<Status> statuses = new ArrayList<>();
      if (l.READY_ADJ() != null) {
        statuses.add(Status.EXHAUSTED);
        negated = !negated;
      } else if (l.EXHAUSTED() != null) {
        statuses.add(Status.EXHAUSTED);
      } else if (l.ASCENDED_ADJ() != null) {
        statuses.add(Status.ASCENDED);
      } else {
        if (RomanceAstBuilder.has(l, AND)) {
          throw rb.error(l, "expected 'o' between statuses, found 'y'");
        }
        for (TerminalNode t : l.STATUS()) {
          statuses.add(rb.status(t));
        }
      }
      return new Condition.HasStatus(be.subject(), negated, be.past(), RomanceAstBuilder.list(statuses), s);
    }
    if (ctx instanceof InConditionContext c) {
      RomanceAstBuilder.Be be = be(rb, c.objectSubject(), c.BE(), c.NOT() != null, s);
      Place place = RomanceFilterBuilder.place(rb, c.placeRef());
      Optional<Condition> facing = FacingIn.read(be.subject(), be.negated() || be.past(), place, s);
      return facing.orElseGet(() -> new Condition.IsIn(be.subject(), be.negated(), be.past(), place, s));
    }
    if (ctx instanceof TerrainStatConditionContext c) {
      RomanceAstBuilder.Be be = be(rb, c.objectSubject(), c.BE(0), false, s);
      RomanceFilterBuilder.possessive(rb, c.possessive(), false);
      return new Condition.InTerrainWithBaseStat(be.subject(), Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof IsAConditionContext c) {
      RomanceAstBuilder.Be be = be(rb, c.objectSubject(), c.BE(), false, s);
      return new Condition.IsA(be.subject(), RomanceObjectBuilder.obj(rb, c.objectPhrase(), false), s);
    }
    if (ctx instanceof PositionConditionContext c) {
      RomanceAstBuilder.Be be = be(rb, c.objectSubject(), c.BE() != null ? c.BE() : c.GO(), false, s);
      return new Condition.InPosition(be.subject(), positions(rb, c.positionList()), s);
    }
    if (ctx instanceof EmptyConditionContext c) {
      return new Condition.ZoneEmpty(RomanceFilterBuilder.zone(rb, c.zone()), s);
    }
    if (ctx instanceof ControlConditionContext c) {
      PlayerRef p = c.playerSubject() != null ? RomanceFilterBuilder.player(rb,
          c.playerSubject()) : rb.impliedPlayer(c.CONTROL(), s);
      return new Condition.Controls(p, counts(rb, c.countedList()), s);
    }
    if (ctx instanceof HaveConditionContext c) {
      PlayerRef p = c.playerSubject().isEmpty() || c.playerSubject(0).start.getTokenIndex() > c.HAVE().getSymbol()
          .getTokenIndex() ? rb.impliedPlayer(c.HAVE(), s) : RomanceFilterBuilder.player(rb, c.playerSubject(0));
      ImmutableList<Condition.Count> counts = counts(rb, c.countedList());
      Optional<Zone> in = RomanceFilterBuilder.optZone(rb, c.zone());
      if (false) {
        // "cartas en reserva": the zone read as the phrase's filter is the condition's.
        Condition.Count only = counts.get(0);
        if (only.objects() instanceof ObjectRef.Phrase ph && !ph.filters().isEmpty()
            && ph.filters().get(ph.filters().size() - 1) instanceof Filter.In f && f.places().size() == 1
            && f.places().get(0) instanceof Place.InZone z && c.THAT() != null) {
          in = Optional.of(z.zone());
          counts = ImmutableList.of(new Condition.Count(only.range(), only.count(), new ObjectRef.Phrase(
              ph.quantifier(), ph.adjectives(), ph.nouns(), ph.filters().subList(0, ph.filters().size() - 1),
              ph.span()), only.span()));
        }
      }
      Optional<PlayerRef> than = Optional.empty();
      if (c.THAT() != null) {
        than = Optional.of(RomanceFilterBuilder.player(rb, c.playerSubject(c.playerSubject().size() - 1)));
      } else if (counts.size() == 1) {
        Optional<RomanceAstBuilder.ThanPlayer> split = thanPlayer(counts.get(0));
        if (split.isPresent()) {
          counts = ImmutableList.of(split.get().count());
          than = Optional.of(split.get().player());
        }
      }
      return new Condition.Has(p, counts, in, than, s);
    }
    if (ctx instanceof HaveStatsConditionContext c) {
      if (c.playerSubject() != null) {
        RomanceFilterBuilder.player(rb, c.playerSubject());
      }
      return baseStats(rb, c.countedStats(), false, s);
    }
    if (ctx instanceof CounterConditionContext c) {
      ObjectRef subject = c.objectSubject() != null ? RomanceObjectBuilder.obj(rb, c.objectSubject().objectPhrase(),
          true)
          : rb.impliedSubject(c.HAVE(), s);
      return counterCondition(rb, subject, c.counterCount(), s);
    }
    if (ctx instanceof ThereIsConditionContext c && c.ONLY() != null) {
      return new Condition.ThereAre(exactly(rb, counts(rb, c.countedList())), s);
    }
    if (ctx instanceof ThereIsConditionContext c && c.NOT() != null) {
      // "Se non ci sono personaggi che le affrontano": there are none of them.
      List<Condition.Count> none = new ArrayList<>();
      for (Condition.Count k : counts(rb, c.countedList())) {
        none.add(k.range() == Condition.Count.Range.SOME
            ? new Condition.Count(Condition.Count.Range.NONE, k.count(), k.objects(), k.span()) : k);
      }
      return new Condition.ThereAre(RomanceAstBuilder.list(none), s);
    }
    if (ctx instanceof ThereIsConditionContext c) {
      return new Condition.ThereAre(counts(rb, c.countedList()), s);
    }
    if (ctx instanceof FacingConditionContext c) {
      return facing(rb, be(rb, c.objectSubject(), c.BE(), c.NOT() != null, s), c.countedList(), s);
    }
    if (ctx instanceof ThereIsStatsConditionContext c) {
      return baseStats(rb, c.countedStats(), true, s);
    }
    if (ctx instanceof CompareConditionContext c) {
      Value left = value(rb, c.valueRef());
      rb.comparedStat = left instanceof Value.StatOf st ? Optional.of(st.stat()) : Optional.empty();
      Condition.Compare k = compare(rb, left, c.comparison(), s);
      rb.comparedStat = Optional.empty();
      return new Condition.Compare(k.left(), k.comparison(), k.right(),
          (RomanceAstBuilder.features(c.BE()) & RomanceLexicon.PAST) != 0, s);
    }
    if (ctx instanceof FirstPlayerConditionContext c) {
      PlayerRef p = c.playerSubject() != null ? RomanceFilterBuilder.player(rb,
          c.playerSubject()) : rb.impliedPlayer(c.BE(), s);
      return new Condition.FirstPlayer(p, c.NOT() != null, s);
    }
    if (ctx instanceof ThisWayConditionContext c) {
      PlayerRef p = c.playerSubject() != null ? RomanceFilterBuilder.player(rb, c.playerSubject())
          : rb.impliedPlayer(RomanceAstBuilder.firstTerminal(c.pastVerb()), s);
      int verb = ((TerminalNode) c.pastVerb().getChild(0)).getSymbol().getType();
      Condition.DidThisWay.Verb v = switch (verb) {
        case DISCARD -> Condition.DidThisWay.Verb.DISCARDED;
        case PUT -> Condition.DidThisWay.Verb.PUT;
        case PLAY -> Condition.DidThisWay.Verb.PLAYED;
        case SACRIFICE -> Condition.DidThisWay.Verb.SACRIFICED;
        case EXHAUST -> Condition.DidThisWay.Verb.EXHAUSTED;
        case REVEAL -> Condition.DidThisWay.Verb.REVEALED;
        default -> Condition.DidThisWay.Verb.DREW;
      };
      return new Condition.DidThisWay(p, v, RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof PlayedFromConditionContext c) {
      PlayerRef p = c.playerSubject() != null ? RomanceFilterBuilder.player(rb,
          c.playerSubject()) : rb.impliedPlayer(c.PLAY(), s);
      return new Condition.PlaysFrom(p, RomanceVerbBuilder.cliticObject(rb, c.clitic()), RomanceFilterBuilder.zone(rb,
          c.zone()), s);
    }
    if (ctx instanceof NoCountersConditionContext c) {
      // "Si no tengo potenciadores": "If I have no boosts".
      ObjectRef subject = c.objectSubject() != null ? RomanceObjectBuilder.obj(rb, c.objectSubject().objectPhrase(),
          true)
          : rb.impliedSubject(c.HAVE(), s);
      return new Condition.HasCounters(subject, Condition.Count.Range.NONE, new Quantity.Literal(0, s),
          rb.counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountedIsConditionContext c) {
      return countedIs(rb, c, s);
    }
    if (ctx instanceof DefinedConditionContext c) {
      return defined(rb, be(rb, c.objectSubject(), c.BE(), c.NOT() != null, s), c.UNKNOWN_BRACKET());
    }
    RolledConditionContext c = (RolledConditionContext) ctx;
    DieRange r = RomanceSentenceBuilder.dieRange(rb, c.dieRange());
    return new Condition.Compare(new Value.Result(false, s), r.orMore() ? Comparison.AT_LEAST : Comparison.EQUAL,
        new Value.Number(new Quantity.Literal(r.low(), rb.span(c.dieRange())), false, rb.span(c.dieRange())), false, s);
  }

  /**
   * "Si estoy [En contacto]": the condition the ability's reminder text gives the word, read where the word stands
   * (its objects are registered there, as if written out), as English reads "If I'm [In Contact]".
   */
  static Condition defined(RomanceAstBuilder rb, RomanceAstBuilder.Be be, TerminalNode word) {
    DefinitionContext d = rb.definitions.get(RomanceLexicon.fold(rb.inside(word)));
    if (d == null) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token "
          + "name, found unknown keyword '" + rb.written(word) + "' (not in the lexicon, and no reminder text of this "
          + "ability defines it)");
    }
    if (!(be.subject() instanceof ObjectRef.Self) || be.negated()) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected '" + rb.written(d.BE()) + " "
          + rb.written(word) + "' (the word is defined for me, without 'no')");
    }
    return condition(rb, d.condition());
  }

  /** "Si solo hay un personaje ...": exactly that many, the number moved from the phrase to the count. */
  static ImmutableList<Condition.Count> exactly(RomanceAstBuilder rb, List<Condition.Count> counts) {
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts) {
      if (k.range() == Condition.Count.Range.SOME && k.objects() instanceof ObjectRef.Phrase ph
          && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().isPresent()) {
        out.add(new Condition.Count(Condition.Count.Range.EXACTLY, ph.quantifier().count(), bare(ph), k.span()));
      } else {
        out.add(k);
      }
    }
    return RomanceAstBuilder.list(out);
  }

  /**
   * "Se sto affrontando un personaggio" is "if there is a Character facing me" (1.2.3.c), as English reads "If I'm
   * facing a Character"; "not facing" counts none.
   */
  static Condition facing(RomanceAstBuilder rb, RomanceAstBuilder.Be be, CountedListContext ctx, SourceSpan s) {
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts(rb, ctx)) {
      ObjectRef facingMe = ObjectsThatAre.withFilter(k.objects(), new Filter.Facing(be.subject(), s))
          .filter(o -> o instanceof ObjectRef.Phrase)
          .orElseThrow(() -> rb.error(ctx, "expected objects such as 'un personaggio' after 'affrontando'"));
      out.add(new Condition.Count(be.negated() ? Condition.Count.Range.NONE : k.range(), k.count(), facingMe,
          k.span()));
    }
    return new Condition.ThereAre(RomanceAstBuilder.list(out), s);
  }

  /**
   * "una o más de tus expediciones ascendidas": "one or more of your Ascended Expeditions", the ones you control
   * (7.2.3.a).
   */
  static ObjectRef oneOrMore(RomanceAstBuilder rb, OneOrMoreEventOfContext o) {
    if (RomanceAstBuilder.value(RomanceAstBuilder.firstTerminal(o.number())) != 1) {
      throw rb.error(o, "expected 'una o más' (one or more), found '" + rb.written(o.number()) + "'");
    }
    if (!(RomanceFilterBuilder.possessive(rb, o.possessive(), true) instanceof Possessor.OfPlayer owner)) {
      throw rb.error(o.possessive(), "expected a player's, such as 'tus', after 'una o más de'");
    }
    SourceSpan qs = SourceSpan.of(rb.span(o.number()).start(), rb.span(o.MORE()).end());
    NounGroup nouns = RomanceObjectBuilder.nouns(rb, o.nounGroup());
    List<Adjective> adjectives = new ArrayList<>(RomanceObjectBuilder.adjectives(rb, o.adjective(), nouns));
    List<Filter> filters = new ArrayList<>();
    filters.add(new Filter.ControlledBy(owner.player(), owner.span()));
    if (o.postFilters() != null) {
      filters.addAll(RomanceFilterBuilder.filters(rb, o.postFilters()));
    }
    SourceSpan s = SourceSpan.of(rb.span(o.number()).start(), rb.span(o.postFilters() != null ? o.postFilters()
        : o.adjective().isEmpty() ? o.nounGroup() : o.adjective(o.adjective().size() - 1)).end());
    return rb.register(new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.ONE_OR_MORE, Optional.empty(), false, qs),
        RomanceObjectBuilder.sorted(adjectives), nouns, RomanceAstBuilder.list(filters), s));
  }

  /**
   * "meno carte di un avversario bersaglio nella Riserva": fewer cards in Reserve than target opponent. Italian puts
   * the player compared with ("di ...") after the noun and the place after the player; a player is in no place, so
   * the place is the counted cards'.
   */
  static Optional<RomanceAstBuilder.ThanPlayer> thanPlayer(Condition.Count count) {
    if ((count.range() != Condition.Count.Range.FEWER && count.range() != Condition.Count.Range.MORE)
        || count.count().isPresent() || !(count.objects() instanceof ObjectRef.Phrase ph) || ph.filters().isEmpty()
        || !(ph.filters().get(ph.filters().size() - 1) instanceof Filter.In in) || in.places().size() != 1
        || !(in.places().get(0) instanceof Place.InObject io) || !(io.object() instanceof ObjectRef.Phrase who)
        || who.nouns().nouns().size() != 1 || !(who.nouns().nouns().get(0) instanceof Noun.Player pl)
        || !pl.opponent() || who.quantifier().kind() != Quantifier.Kind.COUNT) {
      return Optional.empty();
    }
    PlayerRef.Kind kind = who.quantifier().target() ? PlayerRef.Kind.TARGET_OPPONENT : PlayerRef.Kind.AN_OPPONENT;
    List<Filter> filters = new ArrayList<>(ph.filters().subList(0, ph.filters().size() - 1));
    filters.addAll(who.filters());
    ObjectRef counted = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(),
        RomanceAstBuilder.list(filters), ph.span());
    return Optional.of(new RomanceAstBuilder.ThanPlayer(new Condition.Count(count.range(), count.count(), counted,
        count.span()),
        new PlayerRef(kind, Optional.empty(), who.span())));
  }

  static Condition baseStats(RomanceAstBuilder rb, CountedStatsContext ctx, boolean thereAre, SourceSpan s) {
    Quantity n = rb.quantity(ctx.quantity());
    Condition.Count count = new Condition.Count(Condition.Count.Range.AT_LEAST, Optional.of(n),
        new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, rb.span(ctx)),
            ImmutableList.of(), new NounGroup(ImmutableList.of(), true, rb.span(ctx)), ImmutableList.of(),
                rb.span(ctx)),
        rb.span(ctx));
    return new Condition.BaseStatistics(count, Integer.parseInt(ctx.NUMBER().getText()),
        RomanceObjectBuilder.objList(rb, ctx.objectList()),
        thereAre, s);
  }

  static Condition counterCondition(RomanceAstBuilder rb, ObjectRef subject, CounterCountContext ctx, SourceSpan s) {
    if (ctx instanceof CountThanContext c) {
      return new Condition.HasCounters(subject, c.MORE() != null ? Condition.Count.Range.MORE_THAN
          : Condition.Count.Range.LESS_THAN, rb.quantity(c.quantity()), rb.counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountExactContext c) {
      Condition.Count.Range range = c.OR() == null ? Condition.Count.Range.EXACTLY
          : c.MORE() != null ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST;
      return new Condition.HasCounters(subject, range, rb.quantity(c.quantity()), rb.counter(c.counterNoun()), s);
    }
    CountOrMoreFirstContext c = (CountOrMoreFirstContext) ctx;
    return new Condition.HasCounters(subject, c.MORE() != null ? Condition.Count.Range.AT_LEAST
        : Condition.Count.Range.AT_MOST, rb.quantity(c.quantity()), rb.counter(c.counterNoun()), s);
  }

  static ImmutableList<Position> positions(RomanceAstBuilder rb, PositionListContext ctx) {
    if (RomanceAstBuilder.has(ctx, AND)) {
      throw rb.error(ctx, "expected 'o' between positions, found 'y'");
    }
    List<Position> out = new ArrayList<>();
    for (PositionContext p : ctx.position()) {
      out.add(p.BEHIND() != null ? Position.BEHIND : p.AHEAD() != null ? Position.AHEAD : Position.TIED);
    }
    return RomanceAstBuilder.list(out);
  }

  static ImmutableList<Condition.Count> counts(RomanceAstBuilder rb, CountedListContext ctx) {
    List<Condition.Count> out = new ArrayList<>();
    for (CountedPhraseContext c : ctx.countedPhrase()) {
      if (c instanceof ElidedCountedContext e) {
        out.add(elided(rb, e, out));
      } else {
        out.add(count(rb, (CountedObjectsContext) c));
      }
    }
    return RomanceAstBuilder.list(out);
  }

  /** "otro con [[Anclaje]] y un tercero con [[Sueño]]": the noun of the phrase before, left out. */
  static Condition.Count elided(RomanceAstBuilder rb, ElidedCountedContext ctx, List<Condition.Count> before) {
    SourceSpan s = rb.span(ctx);
    if (before.isEmpty() || !(before.get(before.size() - 1).objects() instanceof ObjectRef.Phrase prev)) {
      throw rb.error(ctx, "expected a noun after '" + rb.written(RomanceAstBuilder.firstTerminal(ctx))
          + "', found none");
    }
    List<Adjective> adjectives = new ArrayList<>();
    Quantifier q;
    if (ctx.OTHER() != null) {
      adjectives.add(new Adjective.Other(rb.span(ctx.OTHER())));
      q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, s)), false, s);
    } else {
      q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, s);
    }
    adjectives.addAll(RomanceObjectBuilder.adjectives(rb, ctx.adjective(), prev.nouns()));
    ObjectRef objects = rb.register(new ObjectRef.Phrase(q, RomanceObjectBuilder.sorted(adjectives), prev.nouns(),
        ImmutableList.of(), s));
    return new Condition.Count(Condition.Count.Range.SOME, Optional.empty(), objects, s);
  }

  /**
   * "dos hitos o más", "otros dos personajes o más", "un hito o más": the number is written with the noun and the
   * range after it; the AST holds the number in the count and the objects as a bare plural ("two or more Landmarks").
   */
  static Condition.Count count(RomanceAstBuilder rb, CountedObjectsContext ctx) {
    SourceSpan s = rb.span(ctx);
    CountPrefixContext p = ctx.countPrefix();
    Condition.Count.Range range;
    Optional<Quantity> n = Optional.empty();
    ObjectRef objects = RomanceObjectBuilder.obj(rb, ctx.objectPhrase(), true);
    if (ctx.countSuffix() != null) {
      range = ctx.countSuffix().MORE() != null ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST;
      if (objects instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.COUNT) {
        n = ph.quantifier().count();
        objects = bare(ph);
        rb.candidates.set(rb.candidates.size() - 1, objects);
      }
    } else {
      RomanceAstBuilder.Prefix k = prefix(rb, p);
      range = k.range();
      n = k.n();
      if (p instanceof NoneCountContext) {
        objects = pluralize(objects);
      }
    }
    if (range == Condition.Count.Range.AT_LEAST || range == Condition.Count.Range.AT_MOST
        || range == Condition.Count.Range.LESS_THAN || range == Condition.Count.Range.MORE_THAN) {
      objects = pluralize(objects);
    }
    if (!rb.candidates.isEmpty() && rb.candidates.get(rb.candidates.size() - 1) != objects && registered(rb, objects)) {
      rb.candidates.set(rb.candidates.size() - 1, objects);
    }
    return new Condition.Count(range, n, objects, s);
  }

  /** "al menos dos", "tres o más", "ninguno": how many of the objects named (none: some). */
  static RomanceAstBuilder.Prefix prefix(RomanceAstBuilder rb, CountPrefixContext p) {
    if (p == null) {
      return new RomanceAstBuilder.Prefix(Condition.Count.Range.SOME, Optional.empty());
    }
    if (p instanceof OrMoreLessContext c) {
      return new RomanceAstBuilder.Prefix(c.MORE() != null ? Condition.Count.Range.AT_LEAST
          : Condition.Count.Range.AT_MOST,
          Optional.of(rb.quantity(c.quantity())));
    }
    if (p instanceof AtLeastCountContext c) {
      return new RomanceAstBuilder.Prefix(Condition.Count.Range.AT_LEAST, Optional.of(rb.quantity(c.quantity())));
    }
    if (p instanceof LessMoreThanContext c) {
      return new RomanceAstBuilder.Prefix(c.MORE() != null ? Condition.Count.Range.MORE_THAN
          : Condition.Count.Range.LESS_THAN,
          Optional.of(rb.quantity(c.quantity())));
    }
    if (p instanceof ComparativeContext c) {
      return new RomanceAstBuilder.Prefix(c.MORE() != null ? Condition.Count.Range.MORE : Condition.Count.Range.FEWER,
          Optional.empty());
    }
    if (p instanceof NoneCountContext) {
      return new RomanceAstBuilder.Prefix(Condition.Count.Range.NONE, Optional.empty());
    }
    if (p instanceof OnlyCountContext c) {
      return new RomanceAstBuilder.Prefix(Condition.Count.Range.EXACTLY, Optional.of(rb.quantity(c.quantity())));
    }
    return new RomanceAstBuilder.Prefix(Condition.Count.Range.EXACTLY,
        Optional.of(rb.quantity(((OnlyAfterCountContext) p).quantity())));
  }

  /**
   * "Si al menos una de tus expediciones está ascendida", "Se nessuna delle mie spedizioni si trova in {M}", "Si tres
   * o más regiones monoterreno son visibles": there are so many of the objects named that are so (English "if one or
   * more of your Expeditions is Ascended").
   */
  static Condition countedIs(RomanceAstBuilder rb, CountedIsConditionContext c, SourceSpan s) {
    RomanceAstBuilder.Prefix k = c.NONE() != null ? new RomanceAstBuilder.Prefix(Condition.Count.Range.NONE,
        Optional.empty()) : prefix(rb, c.countPrefix());
    ObjectRef objects = RomanceObjectBuilder.obj(rb, c.listablePhrase(), true);
    Optional<ObjectRef> so;
    if (c.statusList() != null) {
      so = ObjectsThatAre.withAdjective(objects, new Adjective.WithStatus(statuses(rb, c.statusList()),
          rb.span(c.statusList())));
    } else if (c.placeRef() != null) {
      so = ObjectsThatAre.withFilter(objects, new Filter.In(ImmutableList.of(RomanceFilterBuilder.place(rb,
          c.placeRef())), false,
          rb.span(c.placeRef())));
    } else {
      so = ObjectsThatAre.withAdjective(objects, new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE,
          rb.span(c.VISIBLE())));
    }
    ObjectRef counted = so.orElseThrow(() -> rb.error(c, "expected objects such as 'tus expediciones', found '"
        + rb.written(c.listablePhrase()) + "'"));
    return new Condition.ThereAre(ImmutableList.of(new Condition.Count(k.range(), k.n(), counted, s)), s);
  }

  /** A status list as the statuses it names ("ascendida" is Ascended). */
  static ImmutableList<Status> statuses(RomanceAstBuilder rb, StatusListContext l) {
    if (l.ASCENDED_ADJ() != null) {
      return ImmutableList.of(Status.ASCENDED);
    }
    if (l.EXHAUSTED() != null) {
      return ImmutableList.of(Status.EXHAUSTED);
    }
    if (l.READY_ADJ() != null) {
      throw rb.error(l, "expected a status, found '" + rb.written(l) + "'");
    }
    if (RomanceAstBuilder.has(l, AND)) {
      throw rb.error(l, "expected 'o' between statuses, found 'y'");
    }
    List<Status> out = new ArrayList<>();
    for (TerminalNode t : l.STATUS()) {
      out.add(rb.status(t));
    }
    return RomanceAstBuilder.list(out);
  }

  static boolean registered(RomanceAstBuilder rb, ObjectRef ref) {
    return !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem);
  }

  static ObjectRef bare(ObjectRef.Phrase ph) {
    return new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, ph.quantifier().span()),
        ph.adjectives(), ph.nouns(), ph.filters(), ph.span());
  }

  static ObjectRef pluralize(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase ph && !ph.nouns().plural()) {
      ObjectRef.Phrase p = ph;
      if (p.quantifier().kind() == Quantifier.Kind.COUNT && p.quantifier().count().orElse(null)
          instanceof Quantity.Literal l && l.value() == 1 && !p.quantifier().target()) {
        p = (ObjectRef.Phrase) bare(p);
      }
      return new ObjectRef.Phrase(p.quantifier(), p.adjectives(), new NounGroup(p.nouns().nouns(), true,
          p.nouns().span()), p.filters(), p.span());
    }
    return ref;
  }

  static Condition.Compare compare(RomanceAstBuilder rb, Value left, ComparisonContext ctx, SourceSpan s) {
    if (ctx instanceof OrMoreLessCmpContext c) {
      Value right = c.manaAmount() != null ? new Value.Number(rb.manaAmount(c.manaAmount()), true, rb.span(c))
          : new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), rb.span(c)), false,
              rb.span(c));
      return new Condition.Compare(left, c.MORE() != null ? Comparison.AT_LEAST : Comparison.AT_MOST, right, false, s);
    }
    if (ctx instanceof PlusCmpContext c) {
      return new Condition.Compare(left, Comparison.AT_LEAST,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), rb.span(c)), false, rb.span(c)),
          false, s);
    }
    RelationCmpContext c = (RelationCmpContext) ctx;
    Comparison cmp = comparator(c.comparator());
    Value right = operand(rb, c.valueOperand());
    // "pari o inferiore a {3}", "igual o inferior a 4": a number or less, as English says it ("{3} or less"); English
    // keeps "less than or equal to" for values such as "the Hand Cost of a Character you control".
    boolean literal = c.valueOperand().manaAmount() != null
        || right instanceof Value.Number n && n.quantity() instanceof Quantity.Literal;
    if (literal && cmp == Comparison.LESS_OR_EQUAL) {
      cmp = Comparison.AT_MOST;
    } else if (literal && cmp == Comparison.GREATER_OR_EQUAL) {
      cmp = Comparison.AT_LEAST;
    }
    return new Condition.Compare(left, cmp, right, false, s);
  }

  static Comparison comparator(ComparatorContext ctx) {
    boolean equal = ctx.EQUAL() != null;
    boolean greater = ctx.GREATER() != null || ctx.MORE() != null;
    boolean lower = ctx.LOWER() != null || ctx.LESS() != null;
    if (equal && greater) {
      return Comparison.GREATER_OR_EQUAL;
    }
    if (equal && lower) {
      return Comparison.LESS_OR_EQUAL;
    }
    if (greater) {
      return Comparison.GREATER;
    }
    return lower ? Comparison.LESS : Comparison.EQUAL;
  }

  static Value operand(RomanceAstBuilder rb, ValueOperandContext ctx) {
    if (ctx.valueRef() != null) {
      return value(rb, ctx.valueRef());
    }
    if (ctx.manaAmount() != null) {
      return new Value.Number(rb.manaAmount(ctx.manaAmount()), true, rb.span(ctx));
    }
    if (ctx.quantity() instanceof CountersQtyContext c) {
      // "pari o superiore al numero dei miei segnalini Eroismo": compared with my number of Heroism counters.
      return new Value.CountersOf(RomanceFilterBuilder.possessive(rb, c.possessive(), false),
          rb.counter(c.counterNoun()), rb.span(ctx));
    }
    return new Value.Number(rb.quantity(ctx.quantity()), false, rb.span(ctx));
  }

  static Value value(RomanceAstBuilder rb, ValueRefContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof CountersValueContext c) {
      return new Value.CountersOf(RomanceFilterBuilder.possessive(rb, c.possessive(), false),
          rb.counter(c.counterNoun()), s);
    }
    if (ctx instanceof PossessiveStatContext c) {
      Possessor p = RomanceFilterBuilder.possessive(rb, c.possessive(), false);
      if (!(p instanceof Possessor.OfObject o)) {
        throw rb.error(c, "expected an object's " + rb.written(c.statName()) + ", found a player's");
      }
      return new Value.StatOf(stat(rb, c.statName()), o.object(), s);
    }
    if (ctx instanceof TheStatValueContext c) {
      // "Se il costo dalla mano è pari a ...": the cost of the card just named, as "its" says it.
      return new Value.StatOf(c.HAND_COST() != null ? Stat.HAND_COST : Stat.RESERVE_COST, new ObjectRef.Pronoun(
          rb.lastCandidate(), false, Optional.empty(), false, false, s), s);
    }
    if (ctx instanceof StatOfContext c) {
      return new Value.StatOf(stat(rb, c.statName()), RomanceObjectBuilder.obj(rb, c.objectPhrase(), false), s);
    }
    if (ctx instanceof ThatOfValueContext c) {
      // "pari o inferiore a quello di un personaggio che controlli": the same statistic, of another object.
      if (rb.comparedStat.isEmpty()) {
        throw rb.error(c, "expected a statistic before 'quello di', found none");
      }
      return new Value.StatOf(rb.comparedStat.get(), RomanceObjectBuilder.obj(rb, c.objectPhrase(), false), s);
    }
    if (ctx instanceof ResultValueContext c) {
      if (c.DIE() != null) {
        // "el resultado de la tirada": the die's result.
        return new Value.StatOf(Stat.RESULT, new ObjectRef.Pronoun(rb.lastCandidate(), false, Optional.empty(), false,
            false, s), s);
      }
      return new Value.Result(false, s);
    }
    return new Value.Result(true, s);
  }

  static Stat stat(RomanceAstBuilder rb, StatNameContext ctx) {
    if (ctx.terrainSymbol() != null) {
      return switch (RomanceAstBuilder.terrain(ctx.terrainSymbol())) {
        case FOREST -> Stat.FOREST;
        case MOUNTAIN -> Stat.MOUNTAIN;
        case WATER -> Stat.WATER;
      };
    }
    if (ctx.HAND_COST() != null) {
      return Stat.HAND_COST;
    }
    if (ctx.RESERVE_COST() != null) {
      return Stat.RESERVE_COST;
    }
    if (ctx.COST_N() != null) {
      return Stat.BASE_COST;
    }
    return ctx.STATISTIC() != null ? Stat.BASE_STATISTIC : Stat.RESULT;
  }
}
