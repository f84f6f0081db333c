package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;
import static dev.altered.text.en.EnglishWords.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.en.EnglishAstBuilder.BuildException;
import dev.altered.text.en.EnglishSteps.Hoisted;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * English parse tree to AST: the events of triggers, an object's and a player's.
 */
final class EnglishEvents {
  private final EnglishReading read;

  EnglishEvents(EnglishReading read) {
    this.read = read;
  }

  Event event(EventContext ctx) {
    if (ctx instanceof ObjectEventOfContext o) {
      // objectPhrase ('or' listablePhrase)* objectEvent
      if (o.listablePhrase().isEmpty()) {
        ObjectRef subject = read.objects.obj((ObjectPhraseContext) o.children.get(0), true);
        return objectEvent(subject, o.objectEvent());
      }
      // "a Robot or a token": one object matching any of the phrases.
      List<ObjectRef> items = new ArrayList<>();
      items.add(read.objects.obj(o.objectPhrase(), false));
      for (ListablePhraseContext p : o.listablePhrase()) {
        items.add(read.objects.obj(p, false));
      }
      ObjectRef subject = read.register(new ObjectRef.Several(list(items), true,
          SourceSpan.of(read.span(o.objectPhrase()).start(), read.span(o.listablePhrase(o.listablePhrase().size() - 1)).end())));
      return objectEvent(subject, o.objectEvent());
    }
    if (ctx instanceof OneOrMoreEventOfContext o) {
      int start = read.span((TerminalNode) o.getChild(0)).start();
      SourceSpan qs = SourceSpan.of(start, read.span((TerminalNode) o.getChild(2)).end());
      SourceSpan s = SourceSpan.of(start, read.span(o.postFilters() != null ? o.postFilters() : o.noun(o.noun().size() - 1)).end());
      List<Adjective> adjectives = new ArrayList<>(read.objects.adjectives(o.adjective()));
      adjectives.addAll(read.objects.withAdjectives(o.postFilters()));
      ImmutableList<Filter> filters = read.objects.filters(o.postFilters());
      if (o.possessive() != null) {
        // "one or more of your Characters" reads as "one or more Characters you control" (7.2.3.a).
        if (!(read.objects.possessive(o.possessive()) instanceof Possessor.OfPlayer owner)) {
          throw read.error(o.possessive(), "expected a player's, such as 'your' or 'your opponents'', after 'one or more of'");
        }
        filters = ImmutableList.<Filter>builder().add(new Filter.ControlledBy(owner.player(), owner.span()))
            .addAll(filters).build();
      }
      ObjectRef subject = read.register(new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.ONE_OR_MORE,
          Optional.empty(), false, qs), list(adjectives), read.objects.nouns(o.noun()), filters, s));
      return objectEvent(subject, o.objectEvent());
    }
    // playerSubject playerEvent ('or' playerEvent)*: the events at odd positions.
    List<ParseTree> children = ctx.children;
    PlayerRef player = read.objects.player((PlayerSubjectContext) children.get(0));
    if (children.size() == 2) {
      return playerEvent(player, (PlayerEventContext) children.get(1));
    }
    List<Event> events = new ArrayList<>();
    for (int i = 1, n = children.size(); i < n; i += 2) {
      events.add(playerEvent(player, (PlayerEventContext) children.get(i)));
    }
    return new Event.AnyOf(list(events), read.span(ctx));
  }

  Event objectEvent(ObjectRef subject, ObjectEventContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof LoseEventContext c) {
      return new Event.Loses(subject, read.verbs.loseItem(c.loseItem()), s);
    }
    if (ctx instanceof BecomeEventContext c) {
      // "becomes exhausted" (2.4.6: exhausted is a status).
      return new Event.Becomes(subject, c.STATUS() == null ? Status.EXHAUSTED : read.numbers.status(c.STATUS()), s);
    }
    if (ctx instanceof SwitchEventContext c) {
      return new Event.SwitchesExpeditions(subject, s);
    }
    if (ctx instanceof GainEventContext c) {
      if (c.eventGain() instanceof GainOrMoreCountersContext g) {
        return new Event.Gains(subject,
            new Step.Gainable.Counters(read.numbers.quantity(g.quantity()), read.numbers.counter(g.counterNoun()), read.span(g)), true, s);
      }
      if (c.eventGain() instanceof GainCountersEventContext g) {
        return new Event.Gains(subject,
            new Step.Gainable.Counters(read.numbers.quantity(g.quantity()), read.numbers.counter(g.counterNoun()), read.span(g)), false, s);
      }
      if (c.eventGain() instanceof GainStatusEventContext g) {
        return new Event.Gains(subject, new Step.Gainable.StatusOf(read.numbers.status(g.STATUS()),
            read.span(g)), false, s);
      }
      if (c.eventGain() instanceof GainNthCounterContext g) {
        return new Event.Gains(subject, new Step.Gainable.NthCounter(read.objects.possessive(g.possessive()),
            new Quantity.Literal(read.numbers.ordinal(g.ordinal()), read.span(g.ordinal())), read.numbers.counter(g.counterNoun()), read.span(g)), false, s);
      }
      throw read.error(c, "expected what is gained");
    }
    if (ctx instanceof GoEventContext c) {
      List<Zone> from = new ArrayList<>();
      Zone to;
      if (c.zoneList() != null) {
        from.add(read.objects.zone(c.zoneList().zone()));
        for (ZoneNameContext n : c.zoneList().zoneName()) {
          from.add(new Zone(read.objects.zoneKind(n), from.get(0).owner(), read.span(n)));
        }
        to = read.objects.zone(c.zone(0));
      } else {
        to = read.objects.zone(c.zone(0));
        if (c.zone().size() > 1) {
          from.add(read.objects.zone(c.zone(1)));
        } else if (has(c, "anywhere")) {
          from.add(new Zone(ZoneKind.ANYWHERE, Optional.empty(), s));
        }
      }
      return new Event.GoesTo(subject, list(from), to, s);
    }
    if (ctx instanceof LeaveEventContext c) {
      return new Event.Leaves(subject, read.objects.place(c.placeRef()),
          c.phase() == null ? Optional.empty() : Optional.of(EnglishNumbers.phase(c.phase())), s);
    }
    if (ctx instanceof JoinEventContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeRef()) {
        places.add(read.objects.place(p));
      }
      return new Event.Joins(subject, list(places), s);
    }
    if (ctx instanceof MoveEventContext c) {
      if (c.KW_ACTION() != null && EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow() != KeywordAction.ASCEND) {
        throw new BuildException(c.KW_ACTION().getSymbol().getStartIndex(),
            "expected a terrain such as {V} or Ascend after 'due to', found " + c.KW_ACTION().getText());
      }
      return new Event.Moves(subject, EnglishVerbs.direction(c.direction()),
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(EnglishNumbers.terrain(c.terrainSymbol())),
          c.KW_ACTION() != null,
          c.phase() == null ? Optional.empty() : Optional.of(EnglishNumbers.phase(c.phase())), s);
    }
    if (ctx instanceof FailEventContext c) {
      return new Event.FailsToMoveForward(subject,
          c.phase() == null ? Optional.empty() : Optional.of(EnglishNumbers.phase(c.phase())), s);
    }
    if (ctx instanceof AttemptEventContext c) {
      KeywordAction action = EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, true, has(c, "again"), s);
    }
    if (ctx instanceof SpendEventContext c) {
      return new Event.Spends(subject, read.numbers.counter(c.counterNoun()), s);
    }
    if (ctx instanceof MarkerPlacedEventContext c) {
      read.objects.requireTerrainMarker(subject, c);
      return new Event.TerrainMarkerPlaced(Optional.empty(), subject, has(c, "moved"),
          c.objectPhrase() == null ? Optional.empty() : Optional.of(read.objects.obj(c.objectPhrase(), false)), s);
    }
    if (ctx instanceof ObjectKeywordEventContext c) {
      KeywordAction action = EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, false, has(c, "again"), s);
    }
    if (ctx instanceof PassiveEventContext c) {
      return read.abilities.undergoes(subject, c, c.objectAction(), c.zone(), c.objectList(), s);
    }
    throw read.error(ctx, "expected an event such as 'joins your Expeditions'");
  }

  Event playerEvent(PlayerRef player, PlayerEventContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof PlayEventContext c) {
      ObjectRef what = read.objects.objList(c.objectList());
      Hoisted h = EnglishSteps.hoistFrom(what, read.objects.optZone(c.zone()));
      return new Event.Plays(player, h.objects(), h.from(), s);
    }
    if (ctx instanceof ExhaustEventContext c) {
      return new Event.Exhausts(player, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof PassEventContext c) {
      return new Event.Passes(player, has(c, "first"), s);
    }
    if (ctx instanceof ReadyEventContext c) {
      return new Event.Readies(player, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof SacrificeEventContext c) {
      return new Event.Sacrifices(player, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof DiscardEventContext c) {
      return new Event.Discards(player, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof CreateEventContext c) {
      return new Event.Creates(player, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ReceiveEventContext c) {
      return new Event.Receives(player, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof DrawEventContext c) {
      return new Event.Draws(player, read.numbers.quantity(c.quantity()), has(c, "more"), s);
    }
    if (ctx instanceof RollEventContext c) {
      return new Event.Rolls(player, read.numbers.quantity(c.quantity()), has(c, "more"), s);
    }
    if (ctx instanceof RollResultEventContext c) {
      return new Event.RollsResult(player, read.sentences.dieRange(c.dieRange()), has(c, "this"), s);
    }
    if (ctx instanceof RevealEventContext c) {
      return new Event.Reveals(player, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof PlaceMarkerEventContext c) {
      ObjectRef markers = read.objects.objList(c.objectList());
      read.objects.requireTerrainMarker(markers, c.objectList());
      return new Event.TerrainMarkerPlaced(Optional.of(player), markers, has(c, "move") || has(c, "moves"),
          c.objectPhrase() == null ? Optional.empty() : Optional.of(read.objects.obj(c.objectPhrase(), false)), s);
    }
    if (ctx instanceof KeywordEventContext c) {
      return new Event.DoesKeyword(player,
          EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
    }
    throw read.error(ctx, "expected an event such as 'you play a Character'");
  }

  // ===================================================================================================================
  // Conditions
  // ===================================================================================================================
}
