package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanClauses.firstPhrase;
import static dev.altered.text.de.GermanClauses.nounGroupOf;
import static dev.altered.text.de.GermanObjects.nounPlural;
import static dev.altered.text.de.GermanPlayerVerbs.isNoun;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.first;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.numberOf;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
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
import dev.altered.text.de.GermanClauses.Clause;
import dev.altered.text.de.GermanClauses.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Conditions (6.3.b, 6.5.d): "Falls ...", "solange ...", and what was done this way.
 */
final class GermanConditions {
  private final GermanState my;

  GermanConditions(GermanState my) {
    this.my = my;
  }

  Condition condition(SubClauseContext ctx) {
    List<Clause> clauses = my.clauses.clausesOf(ctx);
    Clause head = clauses.get(0);
    Subject subj = my.clauses.subjectOf(head);
    if (clauses.size() > 1) {
      // "Falls alle deine Expeditionen hinten liegen oder gleichauf sind": one subject, positions joined.
      List<Position> positions = new ArrayList<>();
      boolean allPositions = true;
      for (Clause c : clauses) {
        Optional<Position> p = position(c);
        if (p.isEmpty()) {
          allPositions = false;
          break;
        }
        positions.add(p.get());
      }
      if (allPositions) {
        if (!my.clauses.disjunction(ctx)) {
          throw error(ctx, "expected 'oder' between positions, found 'und'");
        }
        ObjectRef subject = my.steps.subjectObject(head, subj);
        for (Clause c : clauses) {
          c.parts.stream().filter(p -> p instanceof AdverbPartContext).forEach(c.used::add);
          my.steps.checkAllRead(c);
        }
        return new Condition.InPosition(subject, list(positions), my.span(ctx));
      }
      List<Condition> conditions = new ArrayList<>();
      conditions.add(condition(head, subj));
      for (int i = 1; i < clauses.size(); i++) {
        conditions.add(condition(clauses.get(i), my.clauses.subjectOf(clauses.get(i))));
      }
      return new Condition.Several(list(conditions), !my.clauses.disjunction(ctx), my.span(ctx));
    }
    return condition(head, subj);
  }

  Condition condition(Clause c) {
    return condition(c, my.clauses.subjectOf(c));
  }

  static Optional<Position> position(Clause c) {
    if (!c.lemma.equals("liegen") && !c.lemma.equals("sein")) {
      return Optional.empty();
    }
    for (ParserRuleContext p : c.parts) {
      if (p instanceof AdverbPartContext a) {
        switch (words(a)) {
          case "hinten" -> {
            return Optional.of(Position.BEHIND);
          }
          case "vorne" -> {
            return Optional.of(Position.AHEAD);
          }
          case "gleichauf" -> {
            return Optional.of(Position.TIED);
          }
          default -> { }
        }
      }
    }
    return Optional.empty();
  }

  Condition condition(Clause c, Subject subj) {
    SourceSpan s = my.span(c.ctx);
    Condition out = switch (c.lemma) {
      case "tun" -> {
        // "Falls du das tust" (6.5.f).
        c.take(ThisPartContext.class);
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        yield new Condition.Did(c.takeAdverb("nicht") ? Condition.Did.Outcome.DID_NOT : Condition.Did.Outcome.DID, s);
      }
      case "können" -> {
        c.take(ThisPartContext.class);
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        if (!c.takeAdverb("nicht")) {
          throw error(c.verbCtx(), "expected 'falls du das nicht kannst', found '" + words(c.ctx) + "'");
        }
        yield new Condition.Did(Condition.Did.Outcome.COULD_NOT, s);
      }
      case "sein", "liegen" -> beCondition(c, subj, s);
      case "gegenüberstehen" -> facing(c, subj, s);
      case "haben" -> haveCondition(c, subj, s);
      case "kontrollieren" -> {
        PlayerRef p = my.steps.actorOf(c, subj);
        ObjectPartContext o = my.steps.object(c, "what is controlled");
        yield new Condition.Controls(p, counts(o.objectList()), s);
      }
      case "geben" -> {
        // "Falls es nur einen Charakter in meiner Expedition gibt".
        c.takeOne(ItPartContext.class);
        yield thereAre(c, s);
      }
      case "befinden" -> {
        // "Falls sich mindestens zwei Zauber in deiner Reserve befinden": there are.
        c.takeOne(ReflexivePartContext.class);
        yield thereAre(c, s);
      }
      case "betragen" -> {
        ObjectPartContext o = subj.part() != null ? subj.part() : my.steps.object(c, "what is compared");
        c.used.add(o);
        Value left = value(firstPhrase(o));
        ComparisonPartContext cmp = c.takeOne(ComparisonPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected a comparison such as 'mindestens {3}', found nothing"));
        Condition.Compare k = compare(left, cmp.comparison(), s);
        yield new Condition.Compare(k.left(), k.comparison(), k.right(), c.is(GermanLexicon.Form.PAST), s);
      }
      default -> {
        if (c.takeOne(ThisWayPartContext.class).isPresent() || c.perfect) {
          yield didThisWay(c, subj, s);
        }
        if (c.lemma.equals("spielen")) {
          // "Falls du ihn aus deiner Hand spielst".
          PlayerRef p = my.steps.actorOf(c, subj);
          ObjectRef it = my.objects.objList(my.steps.object(c, "what is played").objectList());
          Zone z = my.playerVerbs.fromZone(c).orElseThrow(() -> error(c.verbCtx(), "expected where it is played from, found nothing"));
          yield new Condition.PlaysFrom(p, it, z, s);
        }
        throw error(c.verbCtx(), "expected a condition such as 'falls du das tust', found '" + c.lemma + "'");
      }
    };
    my.steps.checkAllRead(c);
    return out;
  }

  /**
   * "Falls ich einem Charakter gegenüberstehe", "es sei denn, ich stehe mindestens zwei Charakteren gegenüber": there
   * are such objects facing the subject (7.5.2), as English reads "if I'm facing a Character".
   */
  private Condition facing(Clause c, Subject subj, SourceSpan s) {
    ObjectRef subject = my.steps.subjectObject(c, subj);
    ObjectPartContext o = my.steps.object(c, "what is faced ('einem Charakter')");
    boolean none = c.takeAdverb("nicht");
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts(o.objectList())) {
      if (!(k.objects() instanceof ObjectRef.Phrase ph)) {
        throw error(o, "expected objects such as 'einem Charakter' or 'einer Expedition in {V}', found '"
            + words(o) + "'");
      }
      List<Filter> filters = new ArrayList<>(ph.filters());
      filters.add(new Filter.Facing(subject, s));
      Condition.Count.Range range = none ? Condition.Count.Range.NONE : k.range();
      out.add(new Condition.Count(range, k.count(),
          new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(), list(filters), ph.span()), k.span()));
    }
    return new Condition.ThereAre(list(out), s);
  }

  /** "Falls du eine Karte auf diese Weise abgelegt hast", "Falls du einen Charakter auf diese Weise ... schickst". */
  private Condition didThisWay(Clause c, Subject subj, SourceSpan s) {
    PlayerRef p = my.steps.actorOf(c, subj);
    Condition.DidThisWay.Verb verb = switch (c.lemma) {
      case "ablegen" -> Condition.DidThisWay.Verb.DISCARDED;
      case "legen", "schicken" -> Condition.DidThisWay.Verb.PUT;
      case "spielen" -> Condition.DidThisWay.Verb.PLAYED;
      case "opfern" -> Condition.DidThisWay.Verb.SACRIFICED;
      case "erschöpfen" -> Condition.DidThisWay.Verb.EXHAUSTED;
      case "aufdecken" -> Condition.DidThisWay.Verb.REVEALED;
      case "ziehen" -> Condition.DidThisWay.Verb.DREW;
      default -> throw error(c.verbCtx(), "expected what was done this way, found '" + c.lemma + "'");
    };
    ObjectRef what = my.objects.objList(my.steps.object(c, "what was " + verb.name().toLowerCase(Locale.ROOT)).objectList());
    Optional<InPartContext> in = c.takeOne(InPartContext.class);
    if (in.isPresent() && what instanceof ObjectRef.Phrase ph) {
      // "einen Charakter auf diese Weise in die Reserve schickst": a Character (now) in Reserve.
      Place place = my.players.place(in.get().placeList().placeRef(0));
      what = my.playerVerbs.withFilters(ph, List.of(new Filter.In(ImmutableList.of(place), false, my.span(in.get()))));
    }
    return new Condition.DidThisWay(p, verb, what, s);
  }

  /** "sein" and "liegen": a status, a place, empty, a position, the first player, a comparison, a kind. */
  private Condition beCondition(Clause c, Subject subj, SourceSpan s) {
    boolean past = c.is(GermanLexicon.Form.PAST);
    Optional<Position> position = position(c);
    if (position.isPresent()) {
      ObjectRef subject = my.steps.subjectObject(c, subj);
      c.parts.stream().filter(p -> p instanceof AdverbPartContext).forEach(c.used::add);
      return new Condition.InPosition(subject, ImmutableList.of(position.get()), s);
    }
    if (c.takeOne(FirstPlayerPartContext.class).isPresent()) {
      PlayerRef p = my.steps.actorOf(c, subj);
      return new Condition.FirstPlayer(p, c.takeAdverb("nicht"), s);
    }
    Optional<ComparisonPartContext> cmp = c.takeOne(ComparisonPartContext.class);
    if (cmp.isPresent()) {
      // "Falls X größer als die Handkosten des Ziels ist".
      Value left;
      if (c.takeOne(XPartContext.class).isPresent()) {
        left = new Value.Result(true, my.span(c.ctx));
      } else {
        ObjectPartContext o = subj.part() != null ? subj.part() : my.steps.object(c, "what is compared");
        c.used.add(o);
        left = value(firstPhrase(o));
      }
      Condition.Compare k = compare(left, cmp.get().comparison(), s);
      return new Condition.Compare(k.left(), k.comparison(), k.right(), past, s);
    }
    if (c.adverb("gleich") && subj.part() != null && subj.part().objectList().objectPhrase().size() == 2) {
      // "Falls ihre Handkosten und das Würfelergebnis gleich sind".
      c.takeAdverb("gleich");
      c.used.add(subj.part());
      Value left = value(subj.part().objectList().objectPhrase(0));
      Value right = value(subj.part().objectList().objectPhrase(1));
      return new Condition.Compare(left, Comparison.EQUAL, right, past, s);
    }
    if (c.adverb("leer")) {
      c.takeAdverb("leer");
      if (subj.part() == null) {
        throw error(c.ctx, "expected what is empty ('deine Hand'), found nothing");
      }
      c.used.add(subj.part());
      return new Condition.ZoneEmpty(my.players.zone(firstPhrase(subj.part())), s);
    }
    ObjectRef subject;
    if (c.takeOne(ItPartContext.class).isPresent()) {
      // "Falls es eine Bleibende Karte ist": it.
      subject = new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false, false, s);
    } else if (subj.part() != null && firstPhrase(subj.part()) instanceof CountedOfPhraseContext counted) {
      return countedOf(c, subj, counted, s);
    } else if (subj.part() != null && c.parts.stream().noneMatch(p -> p != subj.part()
        && (p instanceof StatusPartContext || p instanceof InPartContext || p instanceof ObjectPartContext
        || p instanceof AdverbPartContext a && (words(a).equals("erschöpft") || words(a).equals("bereit")
        || words(a).equals("aufgestiegen"))))) {
      ObjectPhraseContext only = firstPhrase(subj.part());
      if (!counted(only) && subj.part().objectList().objectPhrase().size() == 1) {
        // "Falls eine mir gegenüberstehende Expedition in {O} ist": the place went to the phrase; it is the
        // predicate.
        ObjectRef whole = my.objects.objList(subj.part().objectList());
        c.used.add(subj.part());
        if (whole instanceof ObjectRef.Phrase ph && !ph.filters().isEmpty()
            && ph.filters().get(ph.filters().size() - 1) instanceof Filter.In in && in.places().size() == 1) {
          ObjectRef.Phrase without = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(),
              ph.filters().subList(0, ph.filters().size() - 1), ph.span());
          my.candidates.set(my.candidates.indexOf(ph), without);
          boolean negated = c.takeAdverb("nicht");
          return new Condition.IsIn(without, negated, c.is(GermanLexicon.Form.PAST), in.places().get(0), s);
        }
        throw error(subj.part(), "expected what it is ('ist ein ...', 'ist in ...'), found nothing");
      }
      // "Falls mindestens zwei erschöpfte Karten in der Reserve sind": there are.
      return thereAre(c, s);
    } else {
      subject = my.steps.subjectObject(c, subj);
    }
    boolean negated = c.takeAdverb("nicht");
    c.takeAdverb("bereits");
    c.takeAdverb("dabei");
    Optional<StatusPartContext> status = c.takeOne(StatusPartContext.class);
    if (status.isPresent()) {
      StatusListContext l = status.get().statusList();
      if (has(l, "und")) {
        throw error(l, "expected 'oder' between statuses, found 'und'");
      }
      List<Status> statuses = new ArrayList<>();
      for (TerminalNode t : l.STATUS()) {
        statuses.add(my.words.status(t));
      }
      return new Condition.HasStatus(subject, negated, past, list(statuses), s);
    }
    if (c.takeAdverb("erschöpft")) {
      return new Condition.HasStatus(subject, negated, past, ImmutableList.of(Status.EXHAUSTED), s);
    }
    if (c.takeAdverb("bereit")) {
      return new Condition.HasStatus(subject, !negated, past, ImmutableList.of(Status.EXHAUSTED), s);
    }
    if (c.takeAdverb("aufgestiegen")) {
      return new Condition.HasStatus(subject, negated, past, ImmutableList.of(Status.ASCENDED), s);
    }
    Optional<InPartContext> in = c.takeOne(InPartContext.class);
    if (in.isPresent()) {
      PlaceRefContext ref = in.get().placeList().placeRef(0);
      if (ref instanceof ObjectPlaceContext op && op.objectPhrase() instanceof QuantifiedPhraseContext q
          && isNoun(q.nounGroup(), "gelände")) {
        // "in einem Gelände ist, wo seine Basisstatistik 0 ist".
        List<RelativeClauseContext> where = new ArrayList<>(my.relatives.extraposed(q));
        if (q.postFilters() != null && q.postFilters().postFilter(0) instanceof RelativeFilterContext r) {
          where.add(r.relativeClause());
        }
        if (where.size() != 1) {
          throw error(q, "expected 'in einem Gelände, wo seine Basisstatistik 0 ist', found '" + words(q) + "'");
        }
        return terrainWithBaseStat(subject, where.get(0), s);
      }
      return new Condition.IsIn(subject, negated, past, my.players.place(ref), s);
    }
    ObjectPartContext kind = my.steps.object(c, "what it is");
    if (negated) {
      throw error(c.verbCtx(), "expected 'ist ein ...', found a negation");
    }
    return new Condition.IsA(subject, my.objects.obj(kind.objectList().objectPhrase(0), false), s);
  }

  private Condition terrainWithBaseStat(ObjectRef subject, RelativeClauseContext r, SourceSpan s) {
    List<Clause> clauses = my.clauses.clausesOf(r.subClause());
    Clause w = clauses.get(0);
    Subject stat = my.clauses.subjectOf(w);
    if (stat.part() == null || !(firstPhrase(stat.part()) instanceof PossessedPhraseContext q)
        || !isNoun(q.nounGroup(), "basisstatistik")) {
      throw error(r, "expected 'wo seine Basisstatistik 0 ist', found '" + words(r) + "'");
    }
    w.used.add(stat.part());
    my.players.possessive(q.possessiveWord(), false);
    NumberPartContext n = w.takeOne(NumberPartContext.class)
        .orElseThrow(() -> error(r, "expected the value of the base statistic, found nothing"));
    my.steps.checkAllRead(w);
    Quantity v = my.words.quantity(n.quantity());
    if (!(v instanceof Quantity.Literal l)) {
      throw error(n, "expected a number, found '" + words(n) + "'");
    }
    return new Condition.InTerrainWithBaseStat(subject, l.value(), s);
  }

  /** Whether a phrase is counted ("mindestens zwei", "keine", "nur einen"): "there are" such objects. */
  private static boolean counted(ObjectPhraseContext p) {
    return p instanceof QuantifiedPhraseContext q && (q.determiner() instanceof AtLeastDetContext
        || q.determiner() instanceof OrMoreDetContext || q.determiner() instanceof OneOrMoreDetContext
        || q.determiner() instanceof LessMoreThanDetContext || q.determiner() instanceof OnlyDetContext
        || q.determiner() instanceof NoDetContext || q.determiner() instanceof ComparativeDetContext);
  }

  /** "Falls es nur einen Charakter in meiner Expedition gibt", "Falls mindestens zwei erschöpfte Karten ... sind". */
  private Condition thereAre(Clause c, SourceSpan s) {
    ObjectPartContext o = my.steps.object(c, "what there is");
    ObjectPhraseContext p = firstPhrase(o);
    if (isBaseStatistics(p)) {
      return baseStatistics(p, c.takeOne(AmongPartContext.class), true, s);
    }
    // "Falls es ihr gegenüber keinen Charakter gibt": no Character facing it (7.5.2); the pronoun is read first.
    Optional<FacingPartContext> facing = c.takeOne(FacingPartContext.class);
    SourceSpan fs = facing.map(f -> my.span(f)).orElse(s);
    ObjectRef faced = facing.isEmpty() || first(facing.get()).equals("mir") ? new ObjectRef.Self(fs)
        : new ObjectRef.Pronoun(my.lastCandidate(), first(facing.get()).equals("ihnen"), Optional.empty(), false, false,
            fs);
    ImmutableList<Condition.Count> counts = counts(o.objectList());
    boolean visible = c.takeAdverb("sichtbar");
    if (facing.isPresent() || visible) {
      // "Falls mindestens drei Regionen mit einem Geländetyp sichtbar sind": visible is their adjective (2.2.3).
      List<Condition.Count> out = new ArrayList<>();
      for (Condition.Count k : counts) {
        if (!(k.objects() instanceof ObjectRef.Phrase ph)) {
          throw error(o, "expected objects such as 'keinen Charakter', found '" + words(o) + "'");
        }
        List<Filter> filters = new ArrayList<>(ph.filters());
        facing.ifPresent(f -> filters.add(new Filter.Facing(faced, fs)));
        List<Adjective> adjectives = new ArrayList<>(ph.adjectives());
        if (visible) {
          adjectives.add(new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE, s));
        }
        out.add(new Condition.Count(k.range(), k.count(), new ObjectRef.Phrase(ph.quantifier(), list(adjectives),
            ph.nouns(), list(filters), ph.span()), k.span()));
      }
      counts = list(out);
    }
    return new Condition.ThereAre(counts, s);
  }

  /** "Falls du mindestens zwei Karten in der Reserve hast", "Falls ich mindestens 2 Verstärkungen habe". */
  private Condition haveCondition(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() != null && !my.steps.isPlayerPhrase(firstPhrase(subj.part()))) {
      ObjectRef subject = my.steps.subjectObject(c, subj);
      CountersPartContext cp = c.takeOne(CountersPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected how many counters, found nothing"));
      return counterCondition(subject, cp.counterAmount(), s);
    }
    PlayerRef p = my.steps.actorOf(c, subj);
    // "unter den Charakteren, die du kontrollierst, mindestens drei Basisstatistiken von 0".
    ObjectPartContext o = my.steps.object(c, "what is had");
    if (isBaseStatistics(firstPhrase(o))) {
      return baseStatistics(firstPhrase(o), c.takeOne(AmongPartContext.class), false, s);
    }
    ImmutableList<Condition.Count> counts = counts(o.objectList());
    Optional<PlayerRef> than = Optional.empty();
    Optional<ThanPartContext> t = c.takeOne(ThanPartContext.class);
    if (t.isPresent()) {
      than = Optional.of(my.players.player(t.get().objectPhrase()));
    }
    Optional<ThanTailContext> tt = c.takeOne(ThanTailContext.class);
    if (tt.isPresent()) {
      than = Optional.of(my.players.player(tt.get().objectPhrase()));
    }
    return new Condition.Has(p, ownZoneUnnamed(p, counts), Optional.empty(), than, s);
  }

  /**
   * "Falls du weniger Karten in deiner Reserve hast als ein Gegner": the cards one has in Reserve are in one's own
   * Reserve, the other player's in theirs (English "less cards in Reserve than target opponent"), so 'deiner' names
   * the haver's zone, which the condition already says: the zone is read without an owner.
   */
  private static ImmutableList<Condition.Count> ownZoneUnnamed(PlayerRef haver, ImmutableList<Condition.Count> counts) {
    ImmutableList.Builder<Condition.Count> out = ImmutableList.builder();
    for (Condition.Count count : counts) {
      if (count.objects() instanceof ObjectRef.Phrase ph) {
        List<Filter> filters = new ArrayList<>();
        for (Filter f : ph.filters()) {
          if (f instanceof Filter.In in) {
            List<Place> places = new ArrayList<>();
            for (Place place : in.places()) {
              if (place instanceof Place.InZone iz && iz.zone().owner().filter(o -> o.equals(haver)).isPresent()) {
                place = new Place.InZone(new Zone(iz.zone().kind(), Optional.empty(), iz.zone().span()), iz.span());
              }
              places.add(place);
            }
            f = new Filter.In(ImmutableList.copyOf(places), in.all(), in.span());
          }
          filters.add(f);
        }
        count = new Condition.Count(count.range(), count.count(), new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(),
            ImmutableList.copyOf(filters), ph.span()), count.span());
      }
      out.add(count);
    }
    return out.build();
  }

  private Condition counterCondition(ObjectRef subject, CounterAmountContext a, SourceSpan s) {
    if (a instanceof ComparedCountersContext cc) {
      return counterCount(subject, cc.counterCount(), s);
    }
    if (a instanceof SomeCountersContext some && !has(some, "bis")) {
      return new Condition.HasCounters(subject, Condition.Count.Range.EXACTLY, my.words.quantity(some.quantity()),
          my.words.counter(some.counterNoun()), s);
    }
    if (a instanceof NoCountersContext none) {
      // "Falls ich keine Verstärkungen habe": none of them (English "if I have no boosts").
      return new Condition.HasCounters(subject, Condition.Count.Range.NONE, new Quantity.Literal(0, my.span(none)),
          my.words.counter(none.counterNoun()), s);
    }
    throw error(a, "expected a number of counters such as 'mindestens 2 Verstärkungen', found '" + words(a) + "'");
  }

  Condition counterCount(ObjectRef subject, CounterCountContext k, SourceSpan s) {
    {
      if (k instanceof AtLeastCountersContext al) {
        return new Condition.HasCounters(subject, Condition.Count.Range.AT_LEAST, my.words.quantity(al.quantity()),
            my.words.counter(al.counterNoun()), s);
      }
      if (k instanceof OrMoreCountersContext om) {
        return new Condition.HasCounters(subject, has(om, "mehr") ? Condition.Count.Range.AT_LEAST
            : Condition.Count.Range.AT_MOST, my.words.quantity(om.quantity()), my.words.counter(om.counterNoun()), s);
      }
      ThanCountersContext th = (ThanCountersContext) k;
      return new Condition.HasCounters(subject, has(th, "mehr") ? Condition.Count.Range.MORE_THAN
          : Condition.Count.Range.LESS_THAN, my.words.quantity(th.quantity()), my.words.counter(th.counterNoun()), s);
    }
  }

  private static boolean isBaseStatistics(ObjectPhraseContext p) {
    return p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "basisstatistiken", "basisstatistik");
  }

  /** "mindestens drei Basisstatistiken von 0 unter den Charakteren, die du kontrollierst". */
  private Condition baseStatistics(ObjectPhraseContext p, Optional<AmongPartContext> amongPart, boolean thereAre,
      SourceSpan s) {
    QuantifiedPhraseContext q = (QuantifiedPhraseContext) p;
    Quantity n;
    if (q.determiner() instanceof AtLeastDetContext al) {
      n = my.words.quantity(al.quantity());
    } else if (q.determiner() instanceof OrMoreDetContext om && has(om, "mehr")) {
      n = my.words.quantity(om.quantity());
    } else {
      throw error(q, "expected 'mindestens drei Basisstatistiken von 0', found '" + words(q) + "'");
    }
    Integer value = null;
    ObjectRef among = amongPart.isPresent() ? my.objects.obj(amongPart.get().objectPhrase(), true) : null;
    if (q.postFilters() != null) {
      for (PostFilterContext f : q.postFilters().postFilter()) {
        if (f instanceof OfNumberFilterContext v) {
          value = Integer.parseInt(v.NUMBER().getText());
        } else if (f instanceof AmongFilterContext a) {
          among = my.objects.obj(a.objectPhrase(), true);
        } else {
          throw error(f, "expected 'von 0' or 'unter den Charakteren ...', found '" + words(f) + "'");
        }
      }
    }
    if (value == null || among == null) {
      throw error(q, "expected 'Basisstatistiken von 0 unter den Charakteren ...', found '" + words(q) + "'");
    }
    SourceSpan qs = my.span(q);
    Condition.Count count = new Condition.Count(Condition.Count.Range.AT_LEAST, Optional.of(n),
        new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, qs),
            ImmutableList.of(), new NounGroup(ImmutableList.of(), true, qs), ImmutableList.of(), qs), qs);
    return new Condition.BaseStatistics(count, value, among, thereAre, s);
  }

  /**
   * "Falls mindestens eine deiner Expeditionen Aufgestiegen ist" (if one or more of your Expeditions is Ascended),
   * "Falls keine meiner Expeditionen in {M} ist" (if neither of my Expeditions is in {M}): there are so many of them
   * that are so; the predicate is their adjective or filter, as English reads it.
   */
  private Condition countedOf(Clause c, Subject subj, CountedOfPhraseContext p, SourceSpan s) {
    c.used.add(subj.part());
    if (c.negated()) {
      throw error(c.verbCtx(), "expected how many of them are so ('keine meiner ...'), found a negation");
    }
    ObjectRef.Phrase parts = my.objects.phrase(p, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, my.span(p)),
        new ArrayList<>(), p.adjective(), p.nounGroup(), p.postFilters(), Optional.of(true));
    List<Adjective> adjectives = new ArrayList<>(parts.adjectives());
    List<Filter> filters = new ArrayList<>(parts.filters());
    Optional<StatusPartContext> status = c.takeOne(StatusPartContext.class);
    if (status.isPresent()) {
      adjectives.add(new Adjective.WithStatus(ImmutableList.of(my.words.status(status.get().statusList().STATUS(0))),
          my.span(status.get())));
    } else if (c.adverb("aufgestiegen") || c.adverb("erschöpft")) {
      boolean ascended = c.takeAdverb("aufgestiegen");
      c.takeAdverb("erschöpft");
      adjectives.add(new Adjective.WithStatus(ImmutableList.of(ascended ? Status.ASCENDED : Status.EXHAUSTED), s));
    } else {
      Optional<InPartContext> in = c.takeOne(InPartContext.class);
      if (in.isPresent()) {
        filters.add(new Filter.In(ImmutableList.of(my.players.place(in.get().placeList().placeRef(0))), false, my.span(in.get())));
      } else if (filters.isEmpty() || !(filters.get(filters.size() - 1) instanceof Filter.In)) {
        // "keine meiner Expeditionen in {M} ist": the place went to the phrase; it is the predicate.
        throw error(c.verbCtx(), "expected what they are ('Aufgestiegen', 'in {M}'), found nothing");
      }
    }
    CountedHeadContext head = p.countedHead();
    boolean none = !has(head, "mindestens");
    ObjectRef objects = new ObjectRef.Possessed(my.players.possessive(p.possessiveWord(), true), list(adjectives), parts.nouns(),
        list(filters), my.span(p));
    return new Condition.ThereAre(ImmutableList.of(new Condition.Count(none ? Condition.Count.Range.NONE
        : Condition.Count.Range.AT_LEAST, none ? Optional.empty()
        : Optional.of(new Quantity.Literal(numberOf(head.number()), my.span(head.number()))),
        my.register(objects), s)), s);
  }

  private ImmutableList<Condition.Count> counts(ObjectListContext ctx) {
    List<Condition.Count> out = new ArrayList<>();
    for (ObjectPhraseContext p : ctx.objectPhrase()) {
      out.add(count(p));
    }
    return list(out);
  }

  /**
   * How many objects: "mindestens zwei Bleibende Karten" (two or more Permanents), "weniger als acht Manakugeln",
   * "nur einen Charakter", "keine Charaktere", "einen Charakter mit [[Vergänglich]]" (a Character: the phrase
   * keeps its article).
   */
  private Condition.Count count(ObjectPhraseContext p) {
    SourceSpan s = my.span(p);
    if (p instanceof QuantifiedPhraseContext q && q.determiner() != null) {
      DeterminerContext d = q.determiner();
      Condition.Count.Range range = null;
      Optional<Quantity> n = Optional.empty();
      if (d instanceof AtLeastDetContext x) {
        range = Condition.Count.Range.AT_LEAST;
        n = Optional.of(my.words.quantity(x.quantity()));
      } else if (d instanceof OrMoreDetContext x) {
        range = has(x, "weniger") ? Condition.Count.Range.AT_MOST : Condition.Count.Range.AT_LEAST;
        n = Optional.of(my.words.quantity(x.quantity()));
      } else if (d instanceof OneOrMoreDetContext x) {
        range = Condition.Count.Range.AT_LEAST;
        n = Optional.of(new Quantity.Literal(1, my.span(x)));
      } else if (d instanceof LessMoreThanDetContext x) {
        range = has(x, "mehr") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN;
        n = Optional.of(my.words.quantity(x.quantity()));
      } else if (d instanceof OnlyDetContext x) {
        range = Condition.Count.Range.EXACTLY;
        n = Optional.of(my.words.quantity(x.quantity()));
      } else if (d instanceof NoDetContext) {
        range = Condition.Count.Range.NONE;
      } else if (d instanceof ComparativeDetContext x) {
        range = has(x, "mehr") ? Condition.Count.Range.MORE : Condition.Count.Range.FEWER;
      }
      if (range != null) {
        boolean plural = !(range == Condition.Count.Range.EXACTLY && n.get() instanceof Quantity.Literal l
            && l.value() == 1) && !(range == Condition.Count.Range.NONE
            && nounPlural(q.nounGroup().nounItem(q.nounGroup().nounItem().size() - 1).noun()).equals(
                Optional.of(false)));
        ObjectRef objects = my.register(my.objects.phrase(q, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
            new ArrayList<>(), q.adjective(), q.nounGroup(), q.postFilters(), Optional.of(plural)));
        return new Condition.Count(range, n, objects, s);
      }
    }
    return new Condition.Count(Condition.Count.Range.SOME, Optional.empty(), my.objects.obj(p, true), s);
  }

  Condition.Compare compare(Value left, ComparisonContext ctx, SourceSpan s) {
    if (has(ctx, "mindestens")) {
      return new Condition.Compare(left, Comparison.AT_LEAST, number(ctx), false, s);
    }
    if (has(ctx, "oder") && (has(ctx, "mehr") || has(ctx, "weniger"))) {
      return new Condition.Compare(left, has(ctx, "mehr") ? Comparison.AT_LEAST : Comparison.AT_MOST, number(ctx),
          false, s);
    }
    if (has(ctx, "+")) {
      return new Condition.Compare(left, Comparison.AT_LEAST, number(ctx), false, s);
    }
    if (ctx.comparator() != null) {
      return new Condition.Compare(left, comparator(ctx.comparator()), operand(ctx.valueRef()), false, s);
    }
    throw error(ctx, "expected a comparison, found '" + words(ctx) + "'");
  }

  private Value number(ComparisonContext ctx) {
    if (ctx.manaAmount() != null) {
      return new Value.Number(my.words.manaAmount(ctx.manaAmount()), true, my.span(ctx));
    }
    return new Value.Number(new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()), my.span(ctx)), false,
        my.span(ctx));
  }

  private static Comparison comparator(ComparatorContext ctx) {
    String t = words(ctx);
    return switch (t) {
      case "gleich" -> Comparison.EQUAL;
      case "größer als", "höher als" -> Comparison.GREATER;
      case "kleiner als", "niedriger als" -> Comparison.LESS;
      case "gleich oder niedriger", "gleich oder kleiner", "kleiner oder gleich" -> Comparison.LESS_OR_EQUAL;
      default -> Comparison.GREATER_OR_EQUAL;
    };
  }

  private Value operand(ValueRefContext ctx) {
    if (ctx.manaAmount() != null) {
      return new Value.Number(my.words.manaAmount(ctx.manaAmount()), true, my.span(ctx));
    }
    if (ctx.quantity() != null) {
      Quantity q = my.words.quantity(ctx.quantity());
      if (q instanceof Quantity.CountersOn on) {
        // "meiner Anzahl an Heldentumszählern": my number of Heroism counters.
        return new Value.CountersOf(on.owner(), on.counter(), my.span(ctx));
      }
      return new Value.Number(q, false, my.span(ctx));
    }
    return value(ctx.objectPhrase());
  }

  /**
   * A value compared: "ihre Handkosten" (its Hand Cost), "die Handkosten des Ziels", "das Würfelergebnis" (the die's
   * result), "das Ergebnis", "meiner Anzahl an Heldentumszählern".
   */
  private Value value(ObjectPhraseContext p) {
    SourceSpan s = my.span(p);
    NounGroupContext g = nounGroupOf(p);
    String noun = g == null ? "" : words(g);
    if (p instanceof QuantifiedPhraseContext q && noun.equals("würfelergebnis")) {
      return new Value.StatOf(Stat.RESULT, new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false,
          false, s), s);
    }
    if (p instanceof QuantifiedPhraseContext q && (noun.equals("ergebnis") || noun.equals("endergebnis"))) {
      return new Value.Result(false, s);
    }
    if (p instanceof PossessedPhraseContext q && noun.equals("anzahl") && q.postFilters() != null
        && q.postFilters().postFilter(0) instanceof OfCountersFilterContext oc) {
      return new Value.CountersOf(my.players.possessive(q.possessiveWord(), false), my.words.counter(oc.counterNoun()), s);
    }
    Optional<Stat> stat = g == null ? Optional.empty() : statOf(g);
    if (stat.isPresent()) {
      if (p instanceof PossessedPhraseContext q && q.postFilters() == null) {
        Possessor owner = my.players.possessive(q.possessiveWord(), false);
        if (!(owner instanceof Possessor.OfObject o)) {
          throw error(q, "expected an object's " + noun + ", found a player's");
        }
        return new Value.StatOf(stat.get(), o.object(), s);
      }
      if (p instanceof QuantifiedPhraseContext q && q.determiner() instanceof TheDetContext && q.postFilters() != null
          && q.postFilters().postFilter().size() == 1
          && q.postFilters().postFilter(0) instanceof GenitiveFilterContext gen) {
        return new Value.StatOf(stat.get(), my.players.genitiveObject(gen.genitive(), false), s);
      }
    }
    throw error(p, "expected a value such as 'ihre Handkosten' or 'das Ergebnis', found '" + words(p) + "'");
  }

  static Optional<Stat> statOf(NounGroupContext g) {
    if (g.nounItem().size() != 1) {
      return Optional.empty();
    }
    return switch (words(g.nounItem(0).noun())) {
      case "handkosten" -> Optional.of(Stat.HAND_COST);
      case "reservekosten" -> Optional.of(Stat.RESERVE_COST);
      case "basiskosten" -> Optional.of(Stat.BASE_COST);
      case "basisstatistik" -> Optional.of(Stat.BASE_STATISTIC);
      default -> Optional.empty();
    };
  }
}
