package dev.altered.text.romance;

import static dev.altered.grammar.romance.RomanceParser.*;
import dev.altered.ast.Event;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Noun;
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
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Events of triggers: object events and player events.
 *
 * <p>A part of {@link RomanceAstBuilder}: static methods over the builder passed in, which holds the per-ability
 * state (the text, the lexicon, the antecedent candidates, the default actor, the reading flags).
 */
final class RomanceEventBuilder {
  private RomanceEventBuilder() {}

  // ===================================================================================================================
  // Events
  // ===================================================================================================================

  static Event event(RomanceAstBuilder rb, EventContext ctx) {
    if (ctx instanceof ObjectEventOfContext o) {
      ObjectRef subject;
      if (o.objectSubject() != null) {
        subject = RomanceObjectBuilder.obj(rb, o.objectSubject().objectPhrase(), true);
      } else if (o.clitic() != null && o.clitic().ME() != null) {
        subject = new ObjectRef.Self(rb.span(o.clitic()));
      } else {
        // "Cuando abandone la zona de expedición": the card's own event.
        subject = new ObjectRef.Self(rb.span(o));
      }
      return objectEvent(rb, subject, o.objectEvent());
    }
    if (ctx instanceof OneOrMoreEventOfContext o) {
      return objectEvent(rb, RomanceConditionBuilder.oneOrMore(rb, o), o.objectEvent());
    }
    if (ctx instanceof SacrificedMeEventContext s) {
      // "Cuando me sacrifiques": when I'm sacrificed (only the controller sacrifices, 7.3.31).
      return new Event.Undergoes(new ObjectRef.Self(rb.span(s)), ObjectAction.SACRIFICED, Optional.empty(),
          Optional.empty(), Optional.empty(), rb.span(s));
    }
    PlayerEventOfContext p = (PlayerEventOfContext) ctx;
    PlayerRef player = p.playerSubject() != null ? RomanceFilterBuilder.player(rb, p.playerSubject())
        : rb.impliedPlayer(RomanceAstBuilder.firstTerminal(p.playerEvent(0)), rb.span(p));
    if (p.playerEvent().size() == 1) {
      return playerEvent(rb, player, p.playerEvent(0));
    }
    List<Event> events = new ArrayList<>();
    for (PlayerEventContext e : p.playerEvent()) {
      events.add(playerEvent(rb, player, e));
    }
    return new Event.AnyOf(RomanceAstBuilder.list(events), rb.span(ctx));
  }

  static Event objectEvent(RomanceAstBuilder rb, ObjectRef subject, ObjectEventContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof GainEventContext c) {
      if (c.eventGain() instanceof GainOrMoreCountersContext g) {
        return new Event.Gains(subject, new Step.Gainable.Counters(rb.quantity(g.quantity()),
            rb.counter(g.counterNoun()),
            rb.span(g)), !g.MORE().isEmpty(), s);
      }
      if (c.eventGain() instanceof GainStatusEventContext g) {
        return new Event.Gains(subject, new Step.Gainable.StatusOf(rb.status(g.STATUS()), rb.span(g)), false, s);
      }
      GainNthCounterContext g = (GainNthCounterContext) c.eventGain();
      return new Event.Gains(subject, new Step.Gainable.NthCounter(RomanceFilterBuilder.possessive(rb, g.possessive(),
          false),
          new Quantity.Literal(RomanceAstBuilder.value(g.ORDINAL()), rb.span(g.ORDINAL())), rb.counter(g.counterNoun()),
              rb.span(g)), false, s);
    }
    if (ctx instanceof GoEventContext c) {
      List<Zone> from = new ArrayList<>();
      Zone to;
      if (c.zoneList() != null) {
        Zone first = RomanceFilterBuilder.zone(rb, c.zoneList().zone());
        from.add(first);
        for (ZoneNameContext n : c.zoneList().zoneName()) {
          from.add(new Zone(RomanceFilterBuilder.zoneKind(rb, n), first.owner(), rb.span(n)));
        }
        to = RomanceFilterBuilder.zone(rb, c.zone(0));
      } else {
        to = RomanceFilterBuilder.zone(rb, c.zone(0));
        if (c.zone().size() > 1) {
          from.add(RomanceFilterBuilder.zone(rb, c.zone(1)));
        } else if (c.ANYWHERE() != null) {
          from.add(new Zone(ZoneKind.ANYWHERE, Optional.empty(), s));
        }
      }
      return new Event.GoesTo(subject, RomanceAstBuilder.list(from), to, s);
    }
    if (ctx instanceof LeaveEventContext c) {
      return new Event.Leaves(subject, RomanceFilterBuilder.place(rb, c.placeRef()),
          c.phase() == null ? Optional.empty() : Optional.of(RomanceAstBuilder.phase(c.phase())), s);
    }
    if (ctx instanceof JoinEventContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeRef()) {
        Place place = joinPlace(RomanceFilterBuilder.place(rb, p));
        // "a una de tus expediciones o a tu zona de hitos": your Expeditions or Landmarks.
        if (place instanceof Place.InZone z && z.zone().kind() == ZoneKind.LANDMARK_ZONE && !places.isEmpty()
            && places.get(places.size() - 1) instanceof Place.InObject o && o.object() instanceof ObjectRef.Possessed ps
            && ps.owner() instanceof Possessor.OfPlayer op && z.zone().owner().equals(Optional.of(op.player()))) {
          List<Noun> nouns = new ArrayList<>(ps.nouns().nouns());
          nouns.add(new Noun.Type(ObjectType.LANDMARK, z.span()));
          places.set(places.size() - 1, new Place.InObject(new ObjectRef.Possessed(ps.owner(), ps.adjectives(),
              new NounGroup(RomanceAstBuilder.list(nouns), true, ps.nouns().span()), ps.filters(), ps.span()),
                  o.span()));
          continue;
        }
        places.add(place);
      }
      return new Event.Joins(subject, RomanceAstBuilder.list(places), s);
    }
    if (ctx instanceof MoveEventContext c) {
      return new Event.Moves(subject, Direction.FORWARD,
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(RomanceAstBuilder.terrain(c.terrainSymbol())),
          c.phase() == null ? Optional.empty() : Optional.of(RomanceAstBuilder.phase(c.phase())), s);
    }
    if (ctx instanceof RetreatEventContext) {
      return new Event.Moves(subject, Direction.BACKWARD, Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof FailEventContext c) {
      return new Event.FailsToMoveForward(subject, c.phase() == null ? Optional.empty()
          : Optional.of(RomanceAstBuilder.phase(c.phase())),
          s);
    }
    if (ctx instanceof ObjectKeywordEventContext c) {
      KeywordAction action = rb.lexicon.action(rb.inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, false, c.AGAIN() != null, s);
    }
    if (ctx instanceof AttemptEventContext c) {
      KeywordAction action = rb.lexicon.action(rb.inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, true, c.AGAIN() != null, s);
    }
    PassiveEventContext c = (PassiveEventContext) ctx;
    Optional<Zone> from = Optional.empty();
    Optional<Zone> to = Optional.empty();
    for (int i = 0; i < c.getChildCount(); i++) {
      if (c.getChild(i) instanceof ZoneContext zc) {
        if (c.getChild(i - 1) instanceof TerminalNode t && t.getSymbol().getType() == FROM) {
          from = Optional.of(RomanceFilterBuilder.zone(rb, zc));
        } else {
          to = Optional.of(RomanceFilterBuilder.zone(rb, zc));
        }
      }
    }
    Optional<ObjectRef> by = c.objectList() == null ? Optional.empty() : Optional.of(RomanceObjectBuilder.objList(rb,
        c.objectList()));
    return new Event.Undergoes(subject, objectAction(c.objectAction()), from, to, by, s);
  }

  /** "se incorpore a una de tus expediciones": joins your Expeditions (any one of them). */
  static Place joinPlace(Place p) {
    if (p instanceof Place.InObject o && o.object() instanceof ObjectRef.OfPossessed op
        && op.which() == Quantifier.Kind.COUNT) {
      NounGroup plural = new NounGroup(op.nouns().nouns(), true, op.nouns().span());
      return new Place.InObject(new ObjectRef.Possessed(op.owner(), op.adjectives(), plural, op.filters(), op.span()),
          o.span());
    }
    return p;
  }

  static ObjectAction objectAction(ObjectActionContext ctx) {
    int t = ((TerminalNode) ctx.getChild(0)).getSymbol().getType();
    return switch (t) {
      case SACRIFICE -> ObjectAction.SACRIFICED;
      case PLAY, PLAYED -> ObjectAction.PLAYED;
      case SEND -> ObjectAction.SENT;
      case RETURN -> ObjectAction.RETURNED;
      case PUT -> ObjectAction.PUT;
      case DISCARD -> ObjectAction.DISCARDED;
      case EXHAUST -> ObjectAction.EXHAUSTED;
      case READY -> ObjectAction.READIED;
      case TARGET -> ObjectAction.TARGETED;
      case REVEAL -> ObjectAction.REVEALED;
      case DRAW -> ObjectAction.DRAWN;
      default -> ObjectAction.CREATED;
    };
  }

  static Event playerEvent(RomanceAstBuilder rb, PlayerRef player, PlayerEventContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof PlayEventContext c) {
      boolean outer = rb.ofMeansFrom;
      rb.ofMeansFrom = true;
      try {
        RomanceAstBuilder.Hoisted h = RomanceStepBuilder.hoistFrom(RomanceObjectBuilder.objList(rb, c.objectList()),
            RomanceFilterBuilder.optZone(rb, c.zone()));
        return new Event.Plays(player, h.objects(), h.from(), s);
      } finally {
        rb.ofMeansFrom = outer;
      }
    }
    if (ctx instanceof PassEventContext c) {
      if (c.ORDINAL() != null && RomanceAstBuilder.value(c.ORDINAL()) != 1) {
        throw rb.error(c, "expected 'primero' (the first to pass, 4.2.3.d), found '" + rb.written(c.ORDINAL()) + "'");
      }
      return new Event.Passes(player, c.ORDINAL() != null, s);
    }
    if (ctx instanceof ExhaustEventContext c) {
      return new Event.Exhausts(player, RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof SacrificeEventContext c) {
      return new Event.Sacrifices(player, RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof CreateEventContext c) {
      return new Event.Creates(player, RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof DrawEventContext c) {
      return new Event.Draws(player, rb.quantity(c.quantity()), !c.MORE().isEmpty(), s);
    }
    if (ctx instanceof RollEventContext c) {
      return new Event.Rolls(player, rb.quantity(c.quantity()), !c.MORE().isEmpty(), s);
    }
    if (ctx instanceof RollResultEventContext c) {
      return new Event.RollsResult(player, RomanceSentenceBuilder.dieRange(rb, c.dieRange()), c.THIS_WAY() != null, s);
    }
    if (ctx instanceof RevealEventContext c) {
      return new Event.Reveals(player, RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    KeywordEventContext c = (KeywordEventContext) ctx;
    return new Event.DoesKeyword(player, rb.lexicon.action(rb.inside(c.KW_ACTION())).orElseThrow(), s);
  }
}
