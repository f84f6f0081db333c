package dev.altered.compile;

import dev.altered.ast.Counter;
import dev.altered.ast.Event;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary;
import dev.altered.ir.EventPat;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Pred;
import dev.altered.ir.Rule;
import dev.altered.ir.Who;
import dev.altered.rules.event.Cause;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Triggers and events: the event patterns a reaction waits for (6.3), and the events passives react to. */
final class Triggers extends CompilerPart {
  Triggers(AbilityCompiler compiler) {
    super(compiler);
  }

  void registerTriggers() {
    cases.triggers
        .on(Trigger.Symbol.class, t -> new EventPat.Symbol(switch (t.symbol()) {
          case JOIN -> dev.altered.rules.Trigger.Symbol.JOIN;
          case HAND -> dev.altered.rules.Trigger.Symbol.HAND;
          case RESERVE -> dev.altered.rules.Trigger.Symbol.RESERVE;
        }))
        .on(Trigger.When.class, t -> cases.events.apply(t.event()))
        .on(Trigger.AnyOf.class, t -> new EventPat.AnyOf(t.triggers().stream().map(cases.triggers::apply).toList()))
        .on(Trigger.EndOfTurn.class, t -> {
          throw error(t.span(), "the end of a turn has no kernel event yet");
        })
        .on(Trigger.At.class, t -> {
          if (t.phase() == Vocabulary.Phase.REST && t.end()) {
            return new EventPat.RestDone(); // "After Rest" (4.2.5.b)
          }
          if (t.phase() == Vocabulary.Phase.REST || t.end()) {
            throw error(t.span(), "expected 'At [phase]' or 'After Rest': the end of a phase has no event yet");
          }
          return new EventPat.AtPhase(VocabularyWords.phase(t.phase()));
        });
    cases.events
        .on(Event.Gains.class, ev -> {
          if (ev.what() instanceof Step.Gainable.StatusOf s && s.status() == dev.altered.ast.Status.ASCENDED) {
            return ascended(ev.subject(), true, ev.span());
          }
          Pred subject = subjectPred(ev.subject());
          Step.Gainable what = ev.what();
          if (what instanceof Step.Gainable.StatusOf s) {
            return new EventPat.StatusGained(subject, VocabularyWords.status(s.status()));
          }
          if (what instanceof Step.Gainable.Counters c) {
            return new EventPat.CountersGained(subject, VocabularyWords.counterName(c.counter()), 0);
          }
          if (what instanceof Step.Gainable.NthCounter n) {
            return new EventPat.CountersGained(subject, VocabularyWords.counterName(n.counter()), literal(n.nth()));
          }
          throw error(ev.span(), "expected a status or counters gained in a trigger");
        })
        .on(Event.GoesTo.class, ev -> new EventPat.Moved(subjectPred(ev.subject()),
            ev.from().stream().flatMap(z -> PlacesAndPlayers.zones(z).stream()).toList(), PlacesAndPlayers.zones(ev.to()),
            ev.from().isEmpty() ? compiler.places.zoneOwner(ev.to()) : compiler.places.zoneOwner(ev.from().get(0)), false, Optional.empty(), Who.ANY,
            Optional.empty(), Optional.empty()))
        .on(Event.Leaves.class, ev -> {
          List<ZoneKind> from = compiler.places.placeZones(ev.place());
          Who owner = compiler.places.placeOwner(ev.place());
          Pred subject = subjectPred(ev.subject());
          Optional<ExpPred> exp = compiler.places.placeExpedition(ev.place());
          if (exp.isPresent()) { // "leaves your Expeditions": leaves the Expedition zone from them
            subject = Pred.and(List.of(subject, new Pred.InExp(exp.get())));
          }
          EventPat moved = new EventPat.Moved(subject, from, List.of(), owner, false, Optional.empty(), Who.ANY,
              Optional.empty(), ev.during().map(VocabularyWords::phase));
          if (exp.isPresent() && ev.during().isEmpty() && Abilities.oneExpedition(ev.place())) {
            // 7.5.10.c: switching Expeditions (or defecting) leaves the former Expedition, not the Expedition zone.
            return new EventPat.AnyOf(List.of(moved, new EventPat.Switched(subject, false, true)));
          }
          return moved;
        })
        .on(Event.Joins.class, ev -> {
          List<EventPat> any = new ArrayList<>();
          Pred subject = subjectPred(ev.subject());
          for (Place p : ev.anyOf()) {
            List<ZoneKind> to = compiler.places.placeZones(p);
            Who owner = compiler.places.placeOwner(p);
            Pred s = subject;
            Optional<ExpPred> exp = compiler.places.placeExpedition(p);
            if (exp.isPresent()) {
              s = Pred.and(List.of(subject, new Pred.InExp(exp.get())));
            } else if (owner.kind() != Who.Kind.ANY && (to.contains(ZoneKind.EXPEDITION)
                || to.contains(ZoneKind.LANDMARK))) {
              s = Pred.and(List.of(subject, new Pred.Controlled(owner)));
              owner = Who.ANY;
            }
            any.add(new EventPat.Moved(s, List.of(), to, owner, false, Optional.empty(), Who.ANY, Optional.empty(),
                Optional.empty()));
            if (to.contains(ZoneKind.EXPEDITION)) {
              any.add(new EventPat.Created(s, Who.ANY)); // a token joins as it is created (7.3.5.a)
            }
            if (exp.isPresent() && Abilities.oneExpedition(p)) {
              // 7.5.9.c: switching Expeditions (or defecting) joins the new Expedition, not the Expedition zone.
              any.add(new EventPat.Switched(s, true, true));
            }
          }
          return any.size() == 1 ? any.get(0) : new EventPat.AnyOf(any);
        })
        .on(Event.Moves.class, ev -> new EventPat.ExpeditionMoved(compiler.expeditions.exp(ev.subject()),
            ev.direction() == Vocabulary.Direction.FORWARD, ev.dueTo().map(VocabularyWords::terrain),
            ev.dueToAscend(), ev.during().map(VocabularyWords::phase)))
        .on(Event.FailsToMoveForward.class, ev -> new EventPat.FailedToMoveForward(compiler.expeditions.exp(ev.subject())))
        .on(Event.Undergoes.class, this::undergoes)
        .on(Event.Plays.class, ev -> new EventPat.Moved(subjectPred(ev.objects()), List.of(), List.of(), Who.ANY,
            true, ev.from().map(z -> PlacesAndPlayers.zones(z).get(0)), compiler.places.who(ev.player()), Optional.empty(), Optional.empty()))
        .on(Event.Exhausts.class, ev -> new EventPat.StatusGained(Pred.and(List.of(subjectPred(ev.objects()))),
            Status.EXHAUSTED))
        // 7.3.25: to ready is to lose the status exhausted.
        // 7.3.34: a switch, not a defection (7.3.6), which is a move to the Expedition facing it.
        .on(Event.SwitchesExpeditions.class, ev -> new EventPat.Switched(subjectPred(ev.subject()), true, false))
        .on(Event.Spends.class, ev -> {
          throw error(ev.span(), "a trigger on spending counters (7.3.33) has no event yet: the kernel's counter"
              + " events do not say whether counters were spent");
        })
        .on(Event.TerrainMarkerPlaced.class, ev -> {
          throw error(ev.span(), TERRAIN_MARKERS);
        })
        .on(Event.Readies.class, ev -> new EventPat.StatusLost(Pred.and(List.of(subjectPred(ev.objects()))),
            Status.EXHAUSTED))
        .on(Event.Sacrifices.class, ev -> new EventPat.Moved(subjectPred(ev.objects()), List.of(), List.of(),
            Who.ANY, false, Optional.empty(), compiler.places.who(ev.player()), Optional.of(Cause.SACRIFICE), Optional.empty()))
        .on(Event.Creates.class, ev -> new EventPat.Created(subjectPred(ev.objects()), compiler.places.who(ev.player())))
        .on(Event.Receives.class, ev -> new EventPat.Created(subjectPred(ev.objects()), compiler.places.who(ev.player())))
        .on(Event.Draws.class, ev -> new EventPat.Draws(compiler.places.who(ev.player())))
        .on(Event.Passes.class, ev -> new EventPat.Passes(compiler.places.who(ev.player()), ev.first()))
        .on(Event.Rolls.class, ev -> new EventPat.Rolls(compiler.places.who(ev.player()), 1, 6))
        .on(Event.RollsResult.class, ev -> new EventPat.Rolls(compiler.places.who(ev.player()), ev.range().low(), ev.range().high()))
        .on(Event.ObjectKeyword.class, ev -> {
          if (ev.action() == KeywordAction.ASCEND && !ev.attempt() && !ev.again()) {
            return ascended(ev.subject(), true, ev.span()); // "When my Expedition [Ascends]" (7.3.3.a)
          }
          if (ev.action() == KeywordAction.DEFECT && !ev.attempt() && !ev.again()) {
            return new EventPat.Defected(subjectPred(ev.subject())); // "When I [Defect]" (7.3.6.a)
          }
          throw error(ev.span(), "a trigger on an object's keyword action ([" + ev.action() + "]"
              + (ev.attempt() ? ", attempted" : ev.again() ? " again" : "") + ") has no event yet");
        })
        .on(Event.Reveals.class, ev -> new EventPat.Reveals(compiler.places.who(ev.player()), compiler.objectPreds.pred(ev.objects())))
        .on(Event.DoesKeyword.class, ev -> {
          if (ev.action() == KeywordAction.RESUPPLY || ev.action() == KeywordAction.EXHAUSTED_RESUPPLY) {
            return new EventPat.Resupplies(compiler.places.who(ev.player()));
          }
          throw error(ev.span(), "expected a trigger on [Resupply], found [" + ev.action() + "]");
        })
        .on(Event.AnyOf.class, ev -> new EventPat.AnyOf(ev.events().stream().map(cases.events::apply).toList()))
        .on(Event.Becomes.class, this::becomes)
        .on(Event.Loses.class, this::loses)
        .on(Event.Discards.class, ev -> new EventPat.Moved(subjectPred(ev.objects()), List.of(),
            List.of(ZoneKind.DISCARD), Who.ANY, false, Optional.empty(), compiler.places.who(ev.player()), Optional.of(Cause.DISCARD),
            Optional.empty())); // 7.3.7: the kernel's discard, by that player (7.5.6)
  }

  /**
   * "When I become [[Boosted]]" (7.5.4: it did not have the status before and has it after). Boosted is derived from
   * boosts (2.4.5.b): it becomes so with its first boost.
   */
  EventPat becomes(Event.Becomes ev) {
    if (ev.status() == dev.altered.ast.Status.ASCENDED) {
      return ascended(ev.subject(), true, ev.span());
    }
    Pred subject = subjectPred(ev.subject());
    return ev.status() == dev.altered.ast.Status.BOOSTED
        ? new EventPat.CountersGained(subject, VocabularyWords.counterName(Counter.BOOST), 1)
        : new EventPat.StatusGained(subject, VocabularyWords.status(ev.status()));
  }

  /** "When my Expedition [Ascends]", "... gains [[Ascended]]" (7.3.3.a), "... loses [[Ascended]]" (2.4.3, at Rest). */
  EventPat ascended(ObjectRef subject, boolean gained, SourceSpan span) {
    if (!compiler.objectPreds.isExpedition(subject)) {
      throw error(span, "only an Expedition can have [[Ascended]] (7.3.3.a)");
    }
    return new EventPat.ExpeditionStatusChanged(compiler.expeditions.exp(subject), Status.ASCENDED, gained);
  }

  /** "When target Character loses [[Anchored]]" (7.3.19), "When I lose boosts" (7.3.33). */
  EventPat loses(Event.Loses ev) {
    Step.Losable what = ev.what();
    if (what instanceof Step.Losable.StatusOf st && st.status() == dev.altered.ast.Status.ASCENDED) {
      return ascended(ev.subject(), false, st.span());
    }
    Pred subject = subjectPred(ev.subject());
    if (what instanceof Step.Losable.StatusOf st) {
      return st.status() == dev.altered.ast.Status.BOOSTED
          ? new EventPat.CountersLost(subject, VocabularyWords.counterName(Counter.BOOST), true) // 2.4.5.b
          : new EventPat.StatusLost(subject, VocabularyWords.status(st.status()));
    }
    if (what instanceof Step.Losable.Counters c) {
      if (!(c.count() instanceof Quantity.Literal n && n.value() == 1)) {
        throw error(c.count().span(), "a trigger on losing a number of counters has no event pattern yet; expected "
            + "'a boost' or 'all its boosts'");
      }
      return new EventPat.CountersLost(subject, VocabularyWords.counterName(c.counter()), false);
    }
    if (what instanceof Step.Losable.AllCounters all) {
      return new EventPat.CountersLost(subject, VocabularyWords.counterName(all.counter()), true);
    }
    throw error(what.span(), "a trigger on losing a keyword ability has no kernel event yet (7.4)");
  }

  /** A trigger's subject: "I" as the bearer; a phrase as a description of what may match. */
  Pred subjectPred(ObjectRef ref) {
    return compiler.objectPreds.pred(ref);
  }

  /** "When I'm sacrificed", "When a card is played from Reserve", "When it's sent to Reserve" (7.5.11). */
  EventPat undergoes(Event.Undergoes ev) {
    if (ev.by().isPresent()) {
      throw error(ev.span(), "a trigger on what an object undergoes 'by' someone has no event pattern yet");
    }
    Pred subject = subjectPred(ev.subject());
    List<ZoneKind> from = ev.from().map(PlacesAndPlayers::zones).orElse(List.of());
    return switch (ev.action()) {
      case SACRIFICED -> new EventPat.Moved(subject, from, List.of(), Who.ANY, false, Optional.empty(), Who.ANY,
          Optional.of(Cause.SACRIFICE), Optional.empty());
      case PLAYED -> new EventPat.Moved(subject, List.of(), List.of(), Who.ANY, true,
          ev.from().map(z -> PlacesAndPlayers.zones(z).get(0)), Who.ANY, Optional.empty(), Optional.empty());
      case SENT, RETURNED, PUT -> {
        if (ev.to().isEmpty()) {
          throw error(ev.span(), "expected where it is " + ev.action().name().toLowerCase(java.util.Locale.ROOT)
              + " ('to Reserve', 'in the Mana zone')");
        }
        yield new EventPat.Moved(subject, from, PlacesAndPlayers.zones(ev.to().get()), Who.ANY, false, Optional.empty(), Who.ANY,
            Optional.empty(), Optional.empty());
      }
      case DISCARDED -> new EventPat.Moved(subject, from, List.of(ZoneKind.DISCARD), Who.ANY, false,
          Optional.empty(), Who.ANY, Optional.empty(), Optional.empty());
      case EXHAUSTED -> new EventPat.StatusGained(subject, Status.EXHAUSTED);
      case CREATED -> new EventPat.Created(subject, Who.ANY);
      case AUGMENTED -> new EventPat.Augmented(subject);
      default -> throw error(ev.span(), "a trigger on an object being " + ev.action().name().toLowerCase(
          java.util.Locale.ROOT) + " has no kernel event yet");
    };
  }

  /** Reserve and Landmark limits (2.2.13, 2.2.14, 4.2.5.c) and Support counters beyond their maximum. */
  Void limitChange(Statement.LimitChange st) {
    Who player = st.player().map(compiler.places::who).orElse(Who.EACH);
    switch (st.limit()) {
      case RESERVE -> {
        int delta = st.sign() * literal(st.amount().orElseThrow(() -> error(st.span(), "expected by how many")));
        if (scope.keepMoreFilter instanceof Pred.True) {
          scope.rules.add(new Rule.Limit(Rule.Limit.Kind.RESERVE_LIMIT, player, delta, new Pred.True(), scope.when));
        } else {
          // "You may keep one more card in Reserve during Night if it's exhausted": only cards matching count.
          scope.rules.add(new Rule.Limit(Rule.Limit.Kind.KEEP_IN_RESERVE, player, delta, scope.keepMoreFilter, scope.when));
        }
      }
      case LANDMARK -> {
        int delta = st.sign() * literal(st.amount().orElseThrow(() -> error(st.span(), "expected by how many")));
        scope.rules.add(new Rule.Limit(Rule.Limit.Kind.LANDMARK_LIMIT, player, delta, new Pred.True(), scope.when));
      }
      case SUPPORT_COUNTERS -> scope.rules.add(new Rule.Allow(Rule.Allow.Kind.SUPPORT_BEYOND_MAX,
          st.objects().map(o -> compiler.objectPreds.selection(o, Optional.empty())).orElse(new Pred.True()), Who.ANY, Optional.empty(),
          Optional.empty(), st.amount().map(compiler.conditions::num).orElse(Num.lit(-1)), scope.when));
      default -> throw error(st.span(), "unknown limit " + st.limit());
    }
    return null;
  }

  int literal(Quantity q) {
    if (q instanceof Quantity.Literal l) {
      return l.value();
    }
    throw error(q.span(), "expected a number");
  }
}
