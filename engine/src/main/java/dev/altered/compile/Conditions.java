package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary;
import dev.altered.ast.Zone;
import dev.altered.ir.Cmp;
import dev.altered.ir.Cond;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Pred;
import dev.altered.ir.Who;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Conditions and numbers: conditions, comparisons, counts, quantities and values. */
final class Conditions extends CompilerPart {
  Conditions(AbilityCompiler compiler) {
    super(compiler);
  }

  Cond cond(Condition c) {
    return cases.conditions.apply(c);
  }

  void registerConditions() {
    cases.conditions
        .on(Condition.Did.class, c -> new Cond.Did(Cond.Did.Outcome.valueOf(c.outcome().name())))
        .on(Condition.HasStatus.class, c -> {
          if (compiler.objectPreds.isExpedition(c.subject())) {
            // "If my Expedition is Ascended" (2.4.3): the one status an Expedition has (7.3.3.a).
            if (!c.anyOf().equals(List.of(dev.altered.ast.Status.ASCENDED))) {
              throw error(c.span(), "an Expedition has no status but Ascended (2.4.3)");
            }
            return negate(c.negated(), new Cond.Expeditions(compiler.expeditions.exp(c.subject()), new ExpPred.Ascended()));
          }
          return negate(c.negated(), new Cond.Is(compiler.expeditions.objectRegOrResolve(c.subject()),
              Pred.or(c.anyOf().stream().map(s -> (Pred) new Pred.HasStatus(VocabularyWords.status(s))).toList())));
        })
        .on(Condition.IsIn.class, c -> {
          if (compiler.objectPreds.isExpedition(c.subject()) && c.place() instanceof Place.InObject in && compiler.objectPreds.isRegion(in.object())
              && in.object() instanceof ObjectRef.Possessed region) {
            // "another player's Expedition is in my region" (7.5.8): one such Expedition is in the region of mine.
            ExpPred same = new ExpPred.SameRegion(compiler.expeditions.expOwner(region.owner()));
            return negate(c.negated(), new Cond.Compare(new Num.CountExp(ExpPred.and(List.of(compiler.expeditions.exp(c.subject()),
                same))), Cmp.GE, Num.lit(1)));
          }
          if (compiler.objectPreds.isExpedition(c.subject())) {
            Pred place = cases.places.apply(c.place());
            if (place instanceof Pred.InTerrain t) {
              return negate(c.negated(), new Cond.Expeditions(compiler.expeditions.exp(c.subject()), new ExpPred.InTerrain(t.terrain())));
            }
            throw error(c.place().span(), "expected a terrain an Expedition is in");
          }
          return negate(c.negated(), new Cond.Is(compiler.expeditions.objectRegOrResolve(c.subject()), cases.places.apply(c.place())));
        })
        .on(Condition.InTerrainWithBaseStat.class, c -> new Cond.Is(compiler.expeditions.objectRegOrResolve(c.subject()),
            new Pred.InTerrainWithBaseStat(c.value())))
        .on(Condition.IsA.class, c -> new Cond.Is(compiler.expeditions.objectRegOrResolve(c.subject()), compiler.objectPreds.pred(c.description())))
        .on(Condition.InPosition.class, c -> new Cond.Expeditions(compiler.expeditions.exp(c.subject()),
            new ExpPred.Position(ExpeditionsAndRegions.positions(c.anyOf()))))
        .on(Condition.ZoneEmpty.class, c -> new Cond.Compare(new Num.Count(compiler.objectPreds.zonePred(c.zone(), Who.YOU)), Cmp.EQ,
            Num.lit(0)))
        .on(Condition.Controls.class, c -> {
          Who w = compiler.places.who(c.player());
          return Cond.and(c.counts().stream().map(n -> count(n, Pred.and(List.of(compiler.objectPreds.selection(n.objects(),
              Optional.empty()), new Pred.Controlled(w)))))
              .toList());
        })
        .on(Condition.Has.class, c -> {
          Who w = compiler.places.who(c.player());
          List<Cond> all = new ArrayList<>();
          for (Condition.Count n : c.counts()) {
            Pred objects = hasPred(n.objects(), c.in(), w);
            if (c.than().isPresent()) {
              Pred theirs = hasPred(n.objects(), c.in(), compiler.places.who(c.than().get()));
              Cmp cmp = n.range() == Condition.Count.Range.FEWER ? Cmp.LT : Cmp.GT;
              all.add(new Cond.Compare(new Num.Count(objects), cmp, new Num.Count(theirs)));
            } else {
              all.add(count(n, objects));
            }
          }
          return Cond.and(all);
        })
        // Expeditions are counted as Expeditions (3.2.4: not objects), "an Expedition in {V} facing me" too.
        .on(Condition.ThereAre.class, c -> Cond.and(c.counts().stream().map(n -> compiler.objectPreds.isRegion(n.objects())
            ? count(n, new Num.CountRegions(compiler.expeditions.regionPred(n.objects())))
            : compiler.objectPreds.isExpedition(n.objects()) ? count(n, new Num.CountExp(compiler.expeditions.exp(n.objects())))
            : count(n, compiler.objectPreds.selection(n.objects(), Optional.empty()))).toList()))
        .on(Condition.BaseStatistics.class, c -> {
          Num n = new Num.BaseStats(compiler.objectPreds.selection(c.among(), Optional.empty()), c.value());
          return new Cond.Compare(n, countCmp(c.count().range()), c.count().count().map(this::num)
              .orElse(Num.lit(1)));
        })
        .on(Condition.HasCounters.class, c -> {
          if (scope.dataOnly && !(c.subject() instanceof ObjectRef.Self) && !(c.subject() instanceof ObjectRef.Pronoun)
              && !scope.regOf.containsKey(c.subject())) {
            // A passive's condition on a described object ("If your Hero has 5 or more Quest counters", Halua): some
            // object so described has them (2.5), read from the state whenever the passive applies.
            Pred has = new Pred.CounterCount(c.counter().equals(Counter.ANY) ? Optional.empty()
                : Optional.of(VocabularyWords.counterName(c.counter())), countCmp(c.range()), num(c.count()));
            return new Cond.Compare(new Num.Count(Pred.and(List.of(ObjectPreds.placedOrInPlay(compiler.objectPreds.pred(c.subject())), has))), Cmp.GE,
                Num.lit(1));
          }
          return new Cond.Compare(new Num.Counters(compiler.expeditions.objectRegOrResolve(c.subject()), VocabularyWords.counterName(c.counter())),
              countCmp(c.range()), num(c.count()));
        })
        .on(Condition.Compare.class, c -> new Cond.Compare(cases.values.apply(c.left()), cmp(c.comparison()),
            cases.values.apply(c.right())))
        .on(Condition.FirstPlayer.class, c -> negate(c.negated(), new Cond.FirstPlayer(compiler.places.who(c.player()))))
        .on(Condition.During.class, c -> new Cond.During(c.turnOf().map(compiler.places::who), c.phase().map(VocabularyWords::phase),
            c.day().map(this::num)))
        .on(Condition.DidThisWay.class, c -> {
          Integer r = scope.verbRegs.get(c.verb());
          if (r == null) {
            throw error(c.span(), "expected a step that " + c.verb().name().toLowerCase(Locale.ROOT)
                + " before 'this way'");
          }
          scope.regOf.put(c.objects(), r); // "its owner", "it": the card this way
          return new Cond.Is(r, compiler.objectPreds.pred(c.objects()));
        })
        // "If played from your hand, it ...": the card just played (a play effect's own form is read in effect()).
        .on(Condition.PlaysFrom.class, c -> new Cond.Is(compiler.expeditions.objectRegOrResolve(c.object()),
            new Pred.PlayedFrom(PlacesAndPlayers.zones(c.zone()).get(0))))
        .on(Condition.Several.class, c -> c.all() ? Cond.and(c.conditions().stream().map(this::cond).toList())
            : new Cond.Or(c.conditions().stream().map(this::cond).toList()));
    cases.values
        .on(Value.Number.class, v -> num(v.quantity()))
        .on(Value.StatOf.class, v -> {
          if (v.stat() == Vocabulary.Stat.RESULT) {
            return dieResult(v.span());
          }
          Pred.StatKind k = statKind(v.stat(), v.span());
          if (v.object() instanceof ObjectRef.Pronoun || v.object() instanceof ObjectRef.Self) {
            return new Num.StatOf(compiler.objectRegisters.objectReg(v.object()), k);
          }
          // "the Hand Cost of a Character you control": the highest among them, for a comparison.
          return new Num.Max(compiler.objectPreds.selection(v.object(), Optional.empty()), k);
        })
        .on(Value.CountersOf.class, v -> new Num.Counters(cases.possessors.apply(v.owner()), VocabularyWords.counterName(v.counter())))
        .on(Value.Result.class, v -> v.x() ? x(v.span()) : dieResult(v.span()));
    cases.forEachClauses
        .on(Ability.ForEachClause.Objects.class, f -> new Num.Count(compiler.objectPreds.selection(f.objects(), Optional.empty())))
        .on(Ability.ForEachClause.Counters.class, f -> new Num.Counters(cases.possessors.apply(f.owner()),
            VocabularyWords.counterName(f.counter())));
  }

  /** The die result: of this effect's roll, or the controller's last roll (a Reaction to a roll, 7.3.28.b). */
  Num dieResult(SourceSpan span) {
    return scope.dieReg < 0 ? new Num.LastDie() : new Num.Reg(scope.dieReg);
  }

  Pred hasPred(ObjectRef objects, Optional<Zone> in, Who w) {
    if (in.isPresent()) {
      return Pred.and(List.of(compiler.objectPreds.pred(objects), compiler.objectPreds.zonePred(in.get(), w)));
    }
    Pred p = compiler.objectPreds.pred(objects);
    if (ObjectPreds.mentions(p, Pred.ObjType.MANA_ORB)) {
      return Pred.and(List.of(p, new Pred.InZone(List.of(ZoneKind.MANA)), new Pred.ZoneOf(w)));
    }
    return Pred.and(List.of(compiler.objectPreds.selection(objects, Optional.empty()), new Pred.Controlled(w)));
  }

  static Pred negatePred(boolean negated, Pred p) {
    return negated ? new Pred.Not(p) : p;
  }

  static Cond negate(boolean negated, Cond c) {
    return negated ? new Cond.Not(c) : c;
  }

  Cond count(Condition.Count n, Pred objects) {
    return count(n, new Num.Count(objects));
  }

  Cond count(Condition.Count n, Num count) {
    if (n.range() == Condition.Count.Range.NONE) {
      scope.noneCounted.add(n.objects());
    }
    Num k = n.count().map(this::num).orElse(Num.lit(1));
    return switch (n.range()) {
      case SOME -> new Cond.Compare(count, Cmp.GE, Num.lit(1));
      case NONE -> new Cond.Compare(count, Cmp.EQ, Num.lit(0));
      default -> new Cond.Compare(count, countCmp(n.range()), k);
    };
  }

  static Cmp countCmp(Condition.Count.Range r) {
    return switch (r) {
      case SOME, AT_LEAST -> Cmp.GE;
      case AT_MOST -> Cmp.LE;
      case LESS_THAN, FEWER -> Cmp.LT;
      case MORE_THAN, MORE -> Cmp.GT;
      case EXACTLY -> Cmp.EQ;
      case NONE -> Cmp.EQ;
    };
  }

  static Cmp cmp(Vocabulary.Comparison c) {
    return switch (c) {
      case AT_LEAST, GREATER_OR_EQUAL -> Cmp.GE;
      case AT_MOST, LESS_OR_EQUAL -> Cmp.LE;
      case EQUAL -> Cmp.EQ;
      case GREATER -> Cmp.GT;
      case LESS -> Cmp.LT;
    };
  }

  Pred.StatKind statKind(Vocabulary.Stat s, SourceSpan span) {
    return switch (s) {
      case HAND_COST -> Pred.StatKind.HAND_COST;
      case RESERVE_COST -> Pred.StatKind.RESERVE_COST;
      case BASE_STATISTIC -> Pred.StatKind.BASE_ANY;
      case FOREST -> Pred.StatKind.FOREST;
      case MOUNTAIN -> Pred.StatKind.MOUNTAIN;
      case WATER -> Pred.StatKind.WATER;
      case HIGHEST_STATISTIC -> Pred.StatKind.MAX_STAT;
      case BASE_COST -> Pred.StatKind.BASE_COST;
      case RESULT -> throw error(span, "a die result is not a characteristic of an object");
    };
  }

  Num num(Quantity q) {
    return cases.quantities.apply(q);
  }

  Num x(SourceSpan span) {
    return scope.xs.isEmpty() ? new Num.ContextX() : scope.xs.peek();
  }

  void registerQuantities() {
    cases.quantities
        .on(Quantity.Literal.class, q -> Num.lit(q.value()))
        .on(Quantity.X.class, q -> q.plus() == 0 ? x(q.span()) : new Num.Add(x(q.span()), Num.lit(q.plus())))
        .on(Quantity.Sum.class, q -> new Num.Add(num(q.left()), num(q.right())))
        .on(Quantity.NumberOf.class, q -> {
          Optional<Filter.Between> between = ObjectPreds.filtersOf(q.objects()).stream()
              .filter(f -> f instanceof Filter.Between).map(f -> (Filter.Between) f).findFirst();
          if (between.isPresent()) {
            // "the number of regions between your Hero and Companion" (3.2.4): counted on the Adventure.
            ObjectRef of = between.get().objects();
            Who whose = of instanceof ObjectRef.Possessed p && p.owner() instanceof Possessor.OfPlayer pl
                ? compiler.places.who(pl.player()) : Who.YOU;
            return new Num.RegionsBetween(whose);
          }
          return compiler.objectPreds.isExpedition(q.objects()) ? new Num.CountExp(compiler.expeditions.exp(q.objects()))
              : new Num.Count(compiler.objectPreds.selection(q.objects(), Optional.empty()));
        })
        .on(Quantity.CountersOn.class, q -> new Num.Counters(cases.possessors.apply(q.owner()), VocabularyWords.counterName(q.counter())))
        .on(Quantity.DieResult.class, q -> dieResult(q.span()))
        .on(Quantity.ThatMany.class, q -> {
          if (scope.lastObjects < 0) {
            throw error(q.span(), "expected a step with objects before 'that many'");
          }
          return new Num.Size(scope.lastObjects);
        })
        .on(Quantity.RemovedThisWay.class, q -> {
          if (scope.removedReg < 0) {
            throw error(q.span(), "expected counters removed before 'removed this way'");
          }
          return new Num.Reg(scope.removedReg);
        })
        .on(Quantity.StatOf.class, q -> {
          int reg = cases.possessors.apply(q.of());
          return new Num.StatOf(reg, q.stat() == Vocabulary.Stat.HIGHEST_STATISTIC ? Pred.StatKind.MAX_STAT
              : statKind(q.stat(), q.span()));
        });
    cases.costs
        .on(Cost.ExhaustMe.class, c -> null)
        .on(Cost.DiscardMe.class, c -> null)
        .on(Cost.Mana.class, c -> null)
        .on(Cost.AsStep.class, c -> null);
  }
}
