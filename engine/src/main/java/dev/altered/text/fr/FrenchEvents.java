package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;
import static dev.altered.text.fr.FrenchTrees.*;

import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The French builder's events: what Reactions and "lorsque" wait for (see FrenchAstBuilder). */
final class FrenchEvents {
  private final FrenchReading reading;


  FrenchEvents(FrenchReading reading) {
    this.reading = reading;
  }



  Event event(EventContext ctx) {
    if (ctx instanceof ObjectEventOfContext o) {
      ObjectRef subject = reading.objects.obj(o.objectSubject().objectPhrase(), true);
      return objectEvent(subject, o.objectEvent());
    }
    if (ctx instanceof OneOrMoreEventOfContext o) {
      return objectEvent(oneOrMore(o), o.objectEvent());
    }
    PlayerEventOfContext p = (PlayerEventOfContext) ctx;
    PlayerRef player = reading.objects.player(p.playerSubject());
    if (p.playerEvent().size() == 1) {
      return playerEvent(player, p.playerEvent(0));
    }
    List<Event> events = new ArrayList<>();
    for (PlayerEventContext e : p.playerEvent()) {
      events.add(playerEvent(player, e));
    }
    return new Event.AnyOf(list(events), reading.span(ctx));
  }

  /** "au moins une de vos Expéditions Élevées": English "one or more of your Ascended Expeditions", plural. */
  private ObjectRef oneOrMore(OneOrMoreEventOfContext o) {
    SourceSpan s = reading.span(o);
    List<Adjective> adjectives = new ArrayList<>(reading.objects.preAdjectives(o.preAdjective()));
    adjectives.addAll(reading.objects.postAdjectives(o.postAdjective()).adjectives());
    adjectives.addAll(reading.objects.withAdjectives(o.postFilters()));
    List<Filter> filters = new ArrayList<>();
    if (o.possessive() != null) {
      if (!(reading.objects.possessive(o.possessive()) instanceof Possessor.OfPlayer owner)) {
        throw reading.error(o.possessive(), "expected a player's, such as 'vos', after 'au moins un de'");
      }
      filters.add(new Filter.ControlledBy(owner.player(), owner.span()));
    }
    filters.addAll(reading.objects.filters(o.postFilters()));
    NounGroup nouns = reading.objects.nouns(o.nounGroup());
    return reading.register(new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.ONE_OR_MORE, Optional.empty(), false,
        s), list(adjectives), new NounGroup(nouns.nouns(), true, nouns.span()), list(filters), s));
  }

  Event objectEvent(ObjectRef subject, ObjectEventContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof GainEventContext c) {
      EventGainContext g = c.eventGain();
      if (g instanceof GainOrMoreCountersContext m) {
        return new Event.Gains(subject, new Step.Gainable.Counters(reading.words.quantity(m.quantity()),
            reading.words.counter(m.counterNoun()), reading.span(m)), true, s);
      }
      if (g instanceof GainStatusEventContext m) {
        return new Event.Gains(subject, new Step.Gainable.StatusOf(reading.words.status(m.STATUS()), reading.span(m)),
            false, s);
      }
      GainNthCounterContext m = (GainNthCounterContext) g;
      return new Event.Gains(subject, new Step.Gainable.NthCounter(reading.objects.possessive(m.possessive()),
          new Quantity.Literal(reading.words.ordinal(m.ordinal()), reading.span(m.ordinal())),
              reading.words.counter(m.counterNoun()), reading.span(m)), false, s);
    }
    if (ctx instanceof GoEventContext c) {
      List<Zone> from = new ArrayList<>();
      Zone to = reading.objects.zone(c.zone());
      if (c.zoneList() != null) {
        for (ZoneContext z : c.zoneList().zone()) {
          from.add(reading.objects.zone(z));
        }
      } else if (has(c, "importe")) {
        from.add(new Zone(ZoneKind.ANYWHERE, Optional.empty(), s));
      }
      return new Event.GoesTo(subject, list(from), to, s);
    }
    if (ctx instanceof LeaveEventContext c) {
      return new Event.Leaves(subject, reading.objects.place(c.placeRef()),
          c.phase() == null ? Optional.empty() : Optional.of(FrenchWords.phase(c.phase())), s);
    }
    if (ctx instanceof JoinEventContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeRef()) {
        places.add(reading.objects.place(p));
      }
      return new Event.Joins(subject, list(places), s);
    }
    if (ctx instanceof MoveEventContext c) {
      boolean back = first(c.moveV()).startsWith("recul");
      return new Event.Moves(subject, back ? Direction.BACKWARD : Direction.FORWARD,
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(FrenchWords.terrain(c.terrainSymbol())),
          c.phase() == null ? Optional.empty() : Optional.of(FrenchWords.phase(c.phase())), s);
    }
    if (ctx instanceof FailEventContext c) {
      return new Event.FailsToMoveForward(subject,
          c.phase() == null ? Optional.empty() : Optional.of(FrenchWords.phase(c.phase())), s);
    }
    if (ctx instanceof AttemptEventContext c) {
      KeywordAction action = FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, true, has(c, "nouveau"), s);
    }
    if (ctx instanceof ObjectKeywordEventContext c) {
      KeywordAction action = FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, false, has(c, "nouveau"), s);
    }
    PassiveEventContext c = (PassiveEventContext) ctx;
    ObjectAction a = objectAction(c.objectAction());
    Optional<Zone> from = Optional.empty();
    Optional<Zone> to = Optional.empty();
    for (int i = 0; i < c.getChildCount(); i++) {
      if (c.getChild(i) instanceof ZoneContext zc) {
        if (c.getChild(i - 1) instanceof FromWordContext) {
          from = Optional.of(reading.objects.zone(zc));
        } else {
          to = Optional.of(reading.objects.zone(zc));
        }
      }
    }
    Optional<ObjectRef> doer = c.objectList() == null ? Optional.empty()
        : Optional.of(reading.objects.objList(c.objectList()));
    return new Event.Undergoes(subject, a, from, to, doer, s);
  }

  static ObjectAction objectAction(ObjectActionContext ctx) {
    String w = ctx.getText().toLowerCase(Locale.ROOT);
    if (w.startsWith("sacrifi")) {
      return ObjectAction.SACRIFICED;
    }
    if (w.startsWith("jou")) {
      return ObjectAction.PLAYED;
    }
    if (w.startsWith("envoy")) {
      return ObjectAction.SENT;
    }
    if (w.startsWith("renvoy")) {
      return ObjectAction.RETURNED;
    }
    if (w.startsWith("mis")) {
      return ObjectAction.PUT;
    }
    if (w.startsWith("défauss")) {
      return ObjectAction.DISCARDED;
    }
    if (w.startsWith("épuis")) {
      return ObjectAction.EXHAUSTED;
    }
    if (w.startsWith("redress")) {
      return ObjectAction.READIED;
    }
    if (w.startsWith("cibl")) {
      return ObjectAction.TARGETED;
    }
    if (w.startsWith("révél")) {
      return ObjectAction.REVEALED;
    }
    if (w.startsWith("pioch")) {
      return ObjectAction.DRAWN;
    }
    return ObjectAction.CREATED;
  }

  Event playerEvent(PlayerRef player, PlayerEventContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof PlayEventContext c) {
      FrenchSteps.Hoisted h = FrenchSteps.hoistFrom(reading.objects.objList(c.objectList()),
          reading.objects.optZone(c.zone()));
      return new Event.Plays(player, h.objects(), h.from(), s);
    }
    if (ctx instanceof ExhaustEventContext c) {
      return new Event.Exhausts(player, reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof SacrificeEventContext c) {
      return new Event.Sacrifices(player, reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof CreateEventContext c) {
      return new Event.Creates(player, reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof DrawEventContext c) {
      return new Event.Draws(player, reading.words.quantity(c.quantity()), has(c, "moins"), s);
    }
    if (ctx instanceof RollEventContext c) {
      return new Event.Rolls(player, reading.words.quantity(c.quantity()), has(c, "moins"), s);
    }
    if (ctx instanceof RollResultEventContext c) {
      return new Event.RollsResult(player, reading.sentences.dieRange(c.dieRange()), c.thisWay() != null, s);
    }
    if (ctx instanceof RevealEventContext c) {
      return new Event.Reveals(player, reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof PassEventContext c) {
      return new Event.Passes(player, has(c, "premier"), s);
    }
    if (ctx instanceof ReceiveEventContext c) {
      return new Event.Receives(player, reading.objects.objList(c.objectList()), s);
    }
    KeywordEventContext c = (KeywordEventContext) ctx;
    return new Event.DoesKeyword(player, FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
  }
}
