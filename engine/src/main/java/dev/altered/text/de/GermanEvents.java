package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanAstBuilder.inside;
import static dev.altered.text.de.GermanClauses.firstPhrase;
import static dev.altered.text.de.GermanClauses.nounGroupOf;
import static dev.altered.text.de.GermanPlayerVerbs.hoistFrom;
import static dev.altered.text.de.GermanPlayerVerbs.isNoun;
import static dev.altered.text.de.GermanStatements.objectAction;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.terrain;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.de.GermanClauses.Clause;
import dev.altered.text.de.GermanClauses.Subject;
import dev.altered.text.de.GermanPlayerVerbs.Hoisted;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * Events: what happens in a trigger (6.3) or a modifier (6.2).
 */
final class GermanEvents {
  private final GermanState my;

  GermanEvents(GermanState my) {
    this.my = my;
  }

  Event event(SubClauseContext ctx) {
    List<Clause> clauses = my.clauses.clausesOf(ctx);
    Clause head = clauses.get(0);
    Subject subj = my.clauses.subjectOf(head);
    if (clauses.size() == 1) {
      return event(head, subj, my.reflexive);
    }
    // "Wenn ein Gegner eine oder mehrere Karten zieht oder [Nachschub] nutzt": any of them.
    List<Event> events = new ArrayList<>();
    PlayerRef player = null;
    for (Clause c : clauses) {
      if (player == null) {
        if (subj.part() == null || !my.steps.isPlayerPhrase(firstPhrase(subj.part()))) {
          throw error(ctx, "expected a player doing one thing or another, found '" + words(ctx) + "'");
        }
        head.used.add(subj.part());
        player = my.players.player(firstPhrase(subj.part()));
      }
      events.add(playerEvent(c, player, my.span(c.ctx)));
    }
    return new Event.AnyOf(list(events), my.span(ctx));
  }

  Event event(Clause c, Subject subj, boolean thisWay) {
    SourceSpan s = my.span(c.ctx);
    Event e;
    if (subj.part() != null && my.steps.isPlayerPhrase(firstPhrase(subj.part())) || subj.part() == null && !c.passive) {
      PlayerRef player = subj.part() == null ? my.defaultActor : my.players.player(firstPhrase(subj.part()));
      if (subj.part() != null) {
        c.used.add(subj.part());
      }
      e = playerEvent(c, player, s);
    } else {
      my.joinSubject = "anschließen".equals(c.lemma);
      ObjectRef subject;
      try {
        subject = my.steps.subjectObject(c, subj);
      } finally {
        my.joinSubject = false;
      }
      e = objectEvent(c, subject, s);
    }
    my.steps.checkAllRead(c);
    return e;
  }

  static boolean isOwnExpedition(GenitiveContext g) {
    if (g.genitiveHead() != null && g.genitiveHead().getText().equalsIgnoreCase("der") && g.adjective().size() == 1
        && g.adjective(0) instanceof FacingAdjContext && g.postFilters() == null
        && g.nounItem().getText().equalsIgnoreCase("expedition")) {
      // "Wenn sich ein Charakter der mir gegenüberstehenden Expedition anschließt": the Expedition facing me.
      return true;
    }
    if (g.genitiveHead() == null || !g.adjective().isEmpty() || g.postFilters() != null) {
      return false;
    }
    String head = g.genitiveHead().getText().toLowerCase(Locale.ROOT);
    return (head.equals("meiner") || head.equals("deiner"))
        && g.nounItem().getText().toLowerCase(Locale.ROOT).equals("expedition");
  }

  /** The Expedition a genitive left to "anschließen" names: "meiner Expedition", "deiner Expedition". */
  private Place joinedExpedition(GenitiveContext g) {
    SourceSpan gs = my.span(g);
    if (!g.adjective().isEmpty()) {
      return new Place.InObject(my.players.genitiveObject(g, false), gs);
    }
    Possessor owner = g.genitiveHead().getText().equalsIgnoreCase("meiner")
        ? new Possessor.OfObject(new ObjectRef.Self(gs), gs)
        : new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), gs), gs);
    NounGroup nouns = new NounGroup(ImmutableList.of(new Noun.Type(ObjectType.EXPEDITION, gs)), false, gs);
    return new Place.InObject(new ObjectRef.Possessed(owner, ImmutableList.of(), nouns, ImmutableList.of(), gs), gs);
  }

  private Event playerEvent(Clause c, PlayerRef player, SourceSpan s) {
    switch (c.lemma) {
      case "spielen" -> {
        ObjectRef what = my.objects.objList(my.steps.object(c, "what is played").objectList());
        Hoisted h = hoistFrom(what, my.playerVerbs.fromZone(c));
        return new Event.Plays(player, h.objects(), h.from(), s);
      }
      case "erschöpfen" -> {
        return new Event.Exhausts(player, my.objects.objList(my.steps.object(c, "what is exhausted").objectList()), s);
      }
      case "opfern" -> {
        return new Event.Sacrifices(player, my.objects.objList(my.steps.object(c, "what is sacrificed").objectList()), s);
      }
      case "erschaffen" -> {
        return new Event.Creates(player, my.objects.objList(my.steps.object(c, "what is created").objectList()), s);
      }
      case "ziehen" -> {
        ObjectPartContext o = my.steps.object(c, "how many cards");
        ObjectPhraseContext p = firstPhrase(o);
        if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "karte", "karten")) {
          if (q.determiner() instanceof OneOrMoreDetContext) {
            return new Event.Draws(player, new Quantity.Literal(1, my.span(q.determiner())), true, s);
          }
          if (q.determiner() instanceof OrMoreDetContext om && has(om, "mehr")) {
            return new Event.Draws(player, my.words.quantity(om.quantity()), true, s);
          }
          if (q.determiner() instanceof CountDetContext cd) {
            return new Event.Draws(player, my.words.quantity(cd.quantity()), false, s);
          }
        }
        throw error(o, "expected how many cards are drawn ('eine oder mehrere Karten'), found '" + words(o) + "'");
      }
      case "würfeln", "werfen" -> {
        Optional<DieResultPartContext> result = c.takeOne(DieResultPartContext.class);
        if (result.isPresent()) {
          boolean thisWay = c.takeOne(ThisWayPartContext.class).isPresent() || my.reflexive;
          return new Event.RollsResult(player, my.abilities.dieRange(result.get().dieRange()), thisWay, s);
        }
        if (c.takeOne(DiceOrMorePartContext.class).isPresent()) {
          return new Event.Rolls(player, new Quantity.Literal(1, s), true, s);
        }
        Optional<DicePartContext> dice = c.takeOne(DicePartContext.class);
        return new Event.Rolls(player, dice.isPresent() ? my.playerVerbs.diceCount(dice.get()) : new Quantity.Literal(1, s), false,
            s);
      }
      case "aufdecken" -> {
        c.takeOne(ThisWayPartContext.class);
        return new Event.Reveals(player, my.objects.objList(my.steps.object(c, "what is revealed").objectList()), s);
      }
      case "passen" -> {
        // "Wenn du zuerst passt" (4.2.3.c).
        return new Event.Passes(player, c.takeAdverb("zuerst"), s);
      }
      case "nutzen", "benutzen" -> {
        ActionPartContext a = c.takeOne(ActionPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected a keyword action such as [Nachschub], found nothing"));
        return new Event.DoesKeyword(player, GermanLexicon.action(inside(a.KW_ACTION())).orElseThrow(), s);
      }
      default -> throw error(c.verbCtx(), "expected an event such as 'du einen Charakter spielst', found '"
          + c.lemma + "'");
    }
  }

  private Event objectEvent(Clause c, ObjectRef subject, SourceSpan s) {
    if (c.passive) {
      return undergoes(c, subject, s);
    }
    switch (c.lemma) {
      case "erhalten" -> {
        for (ParserRuleContext p : c.parts) {
          if (c.used.contains(p)) {
            continue;
          }
          if (p instanceof CountersPartContext cp) {
            c.used.add(p);
            CounterAmountContext a = cp.counterAmount();
            if (a instanceof ComparedCountersContext cc && cc.counterCount() instanceof AtLeastCountersContext al) {
              return new Event.Gains(subject, new Step.Gainable.Counters(my.words.quantity(al.quantity()),
                  my.words.counter(al.counterNoun()), my.span(al)), true, s);
            }
            if (a instanceof ComparedCountersContext cc && cc.counterCount() instanceof OrMoreCountersContext om
                && has(om, "mehr")) {
              return new Event.Gains(subject, new Step.Gainable.Counters(my.words.quantity(om.quantity()),
                  my.words.counter(om.counterNoun()), my.span(om)), true, s);
            }
            if (a instanceof NthCounterContext nth) {
              return new Event.Gains(subject, new Step.Gainable.NthCounter(my.players.possessive(nth.possessiveWord(), false),
                  new Quantity.Literal(my.words.ordinal(nth.ordinal()), my.span(nth.ordinal())), my.words.counter(nth.counterNoun()),
                  my.span(nth)), false, s);
            }
            throw error(p, "expected 'mindestens 1 Verstärkung' or a status, found '" + words(p) + "'");
          }
          if (p instanceof StatusPartContext sp) {
            c.used.add(p);
            return new Event.Gains(subject, new Step.Gainable.StatusOf(my.words.status(sp.statusList().STATUS(0)), my.span(sp)),
                false, s);
          }
        }
        throw error(c.verbCtx(), "expected what is gained, found nothing");
      }
      case "gehen" -> {
        List<Zone> from = new ArrayList<>();
        Zone to = null;
        for (ParserRuleContext p : c.parts) {
          if (c.used.contains(p)) {
            continue;
          }
          if (p instanceof InPartContext in) {
            c.used.add(p);
            to = my.players.zone(((ObjectPlaceContext) in.placeList().placeRef(0)).objectPhrase());
          } else if (p instanceof FromPartContext f) {
            c.used.add(p);
            if (f.fromWhat() instanceof FromAnywhereContext) {
              from.add(new Zone(ZoneKind.ANYWHERE, Optional.empty(), my.span(f)));
            } else {
              for (PlaceRefContext r : ((FromPlaceContext) f.fromWhat()).placeList().placeRef()) {
                from.add(my.players.zone(((ObjectPlaceContext) r).objectPhrase()));
              }
            }
          }
        }
        if (to == null && my.pendingDestination != null) {
          // "aus deiner Hand in die Reserve": the parse gave the destination to the zone before it.
          to = my.players.zone(my.pendingDestination);
          my.pendingDestination = null;
        }
        if (to == null) {
          throw error(c.verbCtx(), "expected where it goes ('in die Reserve'), found nothing");
        }
        // "eine Karte aus deinem Deck oder deiner Hand": the zones the subject phrase took as a filter.
        if (from.isEmpty() && subject instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
            && p.filters().get(p.filters().size() - 1) instanceof Filter.From f) {
          subject = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
              p.filters().subList(0, p.filters().size() - 1), p.span());
          my.candidates.set(my.candidates.indexOf(p), subject);
          from.addAll(my.fromZones);
          if (from.isEmpty() && f.place() instanceof Place.InZone z) {
            from.add(z.zone());
          }
        }
        my.fromZones.clear();
        return new Event.GoesTo(subject, list(from), to, s);
      }
      case "verlassen" -> {
        ObjectPartContext o = my.steps.object(c, "what is left");
        Place place = my.players.placeOf(firstPhrase(o));
        Optional<Phase> during = Optional.empty();
        for (TimingPartContext t : c.take(TimingPartContext.class)) {
          during = Optional.of(my.words.duringPhase(t.timing()));
        }
        return new Event.Leaves(subject, place, during, s);
      }
      case "anschließen" -> {
        if (my.joinedGenitive != null) {
          GenitiveContext g = my.joinedGenitive;
          my.joinedGenitive = null;
          if (!my.steps.objects(c).isEmpty()) {
            throw error(g, "expected one thing that is joined, found '" + words(g) + "' and '"
                + words(my.steps.objects(c).get(0)) + "'");
          }
          return new Event.Joins(subject, ImmutableList.of(joinedExpedition(g)), s);
        }
        ObjectPartContext o = my.steps.object(c, "what is joined");
        List<Place> places = new ArrayList<>();
        ObjectPhraseContext p = firstPhrase(o);
        NounGroupContext g = nounGroupOf(p);
        for (ObjectPhraseContext each : o.objectList().objectPhrase()) {
          places.add(my.players.placeOf(each));
        }
        return new Event.Joins(subject, list(places), s);
      }
      case "bewegen" -> {
        Direction d = my.objectVerbs.direction(c);
        Optional<Terrain> dueTo = c.takeOne(DueToPartContext.class).map(p -> terrain(p.terrainSymbol()));
        Optional<Phase> during = Optional.empty();
        for (TimingPartContext t : c.take(TimingPartContext.class)) {
          during = Optional.of(my.words.duringPhase(t.timing()));
        }
        if (c.takeAdverb("nicht")) {
          // "Wenn meine Expedition sich am Abend nicht vorwärts bewegt": fails to move forward (7.5.7).
          if (d != Direction.FORWARD || dueTo.isPresent()) {
            throw error(c.verbCtx(), "expected 'nicht vorwärts', found another move");
          }
          return new Event.FailsToMoveForward(subject, during, s);
        }
        return new Event.Moves(subject, d, dueTo, during, s);
      }
      default -> {
        Optional<KeywordAction> action = my.statements.keywordActionVerb(c);
        if (action.isPresent()) {
          return new Event.ObjectKeyword(subject, action.get(), false, c.takeAdverb("erneut"), s);
        }
        throw error(c.verbCtx(), "expected an event such as 'ich die Expeditionszone verlasse', found '"
            + c.lemma + "'");
      }
    }
  }

  /** "Wenn ich geopfert werde", "Falls ich in die Reserve geschickt würde", "auf den Ablagestapel gelegt wird". */
  private Event undergoes(Clause c, ObjectRef subject, SourceSpan s) {
    ObjectAction action = objectAction(c.lemma)
        .orElseThrow(() -> error(c.verbCtx(), "expected what happens to it ('geopfert'), found '" + c.lemma + "'"));
    Optional<Zone> from = my.playerVerbs.fromZone(c);
    Optional<Zone> to = Optional.empty();
    Optional<InPartContext> in = c.takeOne(InPartContext.class);
    if (in.isPresent()) {
      to = Optional.of(my.players.zone(((ObjectPlaceContext) in.get().placeList().placeRef(0)).objectPhrase()));
    }
    Optional<OntoPartContext> onto = c.takeOne(OntoPartContext.class);
    if (onto.isPresent()) {
      to = Optional.of(my.players.zone(onto.get().objectPhrase()));
    }
    if (to.isEmpty() && my.pendingDestination != null) {
      to = Optional.of(my.players.zone(my.pendingDestination));
      my.pendingDestination = null;
    }
    if (action == ObjectAction.PUT && to.isPresent() && from.isEmpty()) {
      // "Wenn eine Karte auf den Ablagestapel gelegt wird": it joins the discard pile.
      return new Event.Joins(subject, ImmutableList.of(new Place.InZone(to.get(), to.get().span())), s);
    }
    Optional<ObjectRef> by = Optional.empty();
    return new Event.Undergoes(subject, action, from, to, by, s);
  }
}
