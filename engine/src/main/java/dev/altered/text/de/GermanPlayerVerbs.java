package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanAstBuilder.inside;
import static dev.altered.text.de.GermanAstBuilder.triggerSymbol;
import static dev.altered.text.de.GermanClauses.cases;
import static dev.altered.text.de.GermanClauses.firstPhrase;
import static dev.altered.text.de.GermanClauses.nounGroupOf;
import static dev.altered.text.de.GermanObjects.pluralNoun;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.first;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.numberWord;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Counter;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityBuildException;
import dev.altered.text.de.GermanClauses.Clause;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Frames of verbs done by a player (7.3): which parts of the clause are the objects, zones and amounts of
 * each step.
 */
final class GermanPlayerVerbs {
  private final GermanState my;

  GermanPlayerVerbs(GermanState my) {
    this.my = my;
  }

  Step playerVerb(Clause c, PlayerRef actor, SourceSpan s) {
    switch (c.lemma) {
      case "ziehen" -> {
        return draw(c, actor, s);
      }
      case "ablegen" -> {
        ObjectPartContext o = my.steps.object(c, "what to discard");
        Hoisted h = hoistFrom(my.objects.objList(o.objectList()), fromZone(c));
        return new Step.Discard(actor, h.objects(), h.from(), s);
      }
      case "opfern" -> {
        return new Step.Sacrifice(actor, my.objects.objList(my.steps.object(c, "what to sacrifice").objectList()), s);
      }
      case "legen", "schicken", "zurückschicken", "zurückholen", "hinzufügen", "aufnehmen", "nehmen", "zurücklegen",
          "holen", "fügen" -> {
        return move(c, actor, s);
      }
      case "erschaffen" -> {
        return create(c, actor, s);
      }
      case "bereitstellen" -> {
        return new Step.Ready(actor, my.objects.objList(my.steps.object(c, "what to ready").objectList()), s);
      }
      case "erschöpfen" -> {
        boolean symbol = !c.take(SymbolTContext.class).isEmpty();
        ObjectRef what = my.objects.objList(my.steps.object(c, "what to exhaust").objectList());
        symbol |= !c.take(SymbolTContext.class).isEmpty();
        return new Step.Exhaust(actor, what, symbol, s);
      }
      case "spielen" -> {
        return play(c, actor, s);
      }
      case "würfeln", "werfen" -> {
        if (c.takeOne(OneMorePartContext.class).isPresent()) {
          // "wirf zusätzlich einen mehr und ignoriere den Wurf deiner Wahl": roll one more die, ignore one.
          c.takeAdverb("zusätzlich");
          c.takeAdverb("stattdessen");
          my.ignoreRollFollows = true;
          return new Step.RollMore(actor, new Quantity.Literal(1, s), s);
        }
        Optional<DicePartContext> dice = c.takeOne(DicePartContext.class);
        Quantity n = dice.isPresent() ? diceCount(dice.get()) : new Quantity.Literal(1, s);
        return new Step.Roll(actor, n, s);
      }
      case "aufdecken" -> {
        boolean also = c.takeAdverb("auch");
        return new Step.Reveal(actor, my.objects.objList(my.steps.object(c, "what to reveal").objectList()), also, s);
      }
      case "ansehen" -> {
        for (ObjectPartContext o : my.steps.objects(c)) {
          if (firstPhrase(o) instanceof YouPhraseContext) {
            c.used.add(o);
          }
        }
        return new Step.LookAt(actor, my.objects.objList(my.steps.object(c, "what to look at").objectList()), s);
      }
      case "wählen" -> {
        ObjectPartContext o = my.steps.object(c, "what to choose");
        ObjectRef what = my.objects.objList(o.objectList());
        // "bis zu zwei Charaktere aus diesen Karten" (among cards named before) and "Jeder Spieler wählt ..." choose;
        // "Wähle einen Charakter" targets (German says both with 'wählen').
        boolean among = what instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
            && p.filters().get(p.filters().size() - 1) instanceof Filter.From f && f.place() instanceof Place.InObject;
        if (among || actor.kind() == PlayerRef.Kind.EACH_PLAYER) {
          return new Step.Choose(actor, what, Optional.empty(), s);
        }
        return new Step.Target(actor, what, s);
      }
      case "austauschen", "tauschen" -> {
        ObjectRef first = my.objects.objList(my.steps.object(c, "what to exchange").objectList());
        WithPartContext with = c.takeOne(WithPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected what to exchange it with ('mit ...'), found nothing"));
        if (with.objectList() == null) {
          throw error(with, "expected a card to exchange with, found '" + words(with) + "'");
        }
        return new Step.Exchange(actor, first, my.objects.objList(with.objectList()), s);
      }
      case "auswechseln" -> {
        // "wechsle ihre Verstärkungen aus": exchange their boosts (7.3.10).
        ParserRuleContext boosts = c.takeOne(CountersPartContext.class).map(x -> (ParserRuleContext) x)
            .or(() -> c.takeOne(ObjectPartContext.class).filter(o -> firstPhrase(o)
                instanceof PossessedCountersPhraseContext))
            .orElseThrow(() -> error(c.verbCtx(), "expected whose boosts to exchange, found nothing"));
        if (!words(boosts).equals("ihre verstärkungen")) {
          throw error(boosts, "expected 'ihre Verstärkungen', found '" + words(boosts) + "'");
        }
        return new Step.ExchangeBoosts(actor, new ObjectRef.Pronoun(my.lastCandidate(), true, Optional.empty(), false,
            false, my.span(boosts)), s);
      }
      case "aktivieren" -> {
        ObjectPartContext o = my.steps.object(c, "whose abilities to activate");
        return activate(c, actor, firstPhrase(o), s);
      }
      case "bezahlen", "zahlen" -> {
        ManaPartContext m = c.takeOne(ManaPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected how much to pay, such as {1}, found nothing"));
        if (has(m, "weniger") || has(m, "mehr")) {
          // "Zahle {1} weniger für den nächsten Zauber, den du in dieser Runde spielst, aber mindestens {1}": that
          // card costs less (a cost change, 6.4; English "pay {1} less for ...").
          ForPartContext what = c.takeOne(ForPartContext.class)
              .orElseThrow(() -> error(m, "expected what costs less ('für den nächsten Zauber ...'), found nothing"));
          ObjectRef subject = my.objects.obj(what.objectPhrase(), true);
          return new Step.Continuous(new Statement.CostChange(subject, my.words.manaAmount(m.manaAmount()), has(m, "mehr"),
              Optional.empty(), minimum(c), Optional.empty(), s), Optional.empty(), s);
        }
        return new Step.Pay(actor, my.words.manaAmount(m.manaAmount()), s);
      }
      case "ausgeben" -> {
        return spend(c, actor, s);
      }
      case "entfernen" -> {
        return remove(c, actor, s);
      }
      case "verdoppeln" -> {
        return doubleCounters(c, actor, s);
      }
      case "verteilen" -> {
        return distribute(c, actor, s);
      }
      case "gewinnen" -> {
        ObjectPartContext game = my.steps.object(c, "'das Spiel'");
        if (!words(game).equals("das spiel")) {
          throw error(game, "expected 'das Spiel', found '" + words(game) + "'");
        }
        return new Step.WinGame(actor, s);
      }
      case "reduzieren", "senken", "verringern" -> {
        ObjectPartContext o = my.steps.object(c, "whose cost to reduce");
        ObjectRef whose = costOf(firstPhrase(o));
        ByPartContext by = c.takeOne(ByPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected by how much ('um {1}'), found nothing"));
        return new Step.ReduceCost(actor, whose, by.manaAmount() != null ? my.words.manaAmount(by.manaAmount())
            : my.words.quantity(by.quantity()), s);
      }
      case "erhöhen" -> {
        resultNoun(my.steps.object(c, "'das Ergebnis'"));
        ByPartContext by = c.takeOne(ByPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected by how much ('um 2'), found nothing"));
        return new Step.AddToResult(actor, by.quantity() != null ? my.words.quantity(by.quantity())
            : my.words.manaAmount(by.manaAmount()), s);
      }
      case "addieren", "hinzuzählen" -> {
        NumberPartContext n = c.takeOne(NumberPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected how much to add, found nothing"));
        OntoPartContext to = c.takeOne(OntoPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected 'zum Ergebnis', found nothing"));
        return new Step.AddToResult(actor, my.words.quantity(n.quantity()), s);
      }
      case "geben" -> {
        return give(c, s);
      }
      case "nutzen", "benutzen" -> {
        ActionPartContext a = c.takeOne(ActionPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected a keyword action such as [Nachschub], found nothing"));
        KeywordAction action = GermanLexicon.action(inside(a.KW_ACTION())).orElseThrow();
        return keyword(actor, action, a.KW_ACTION(), c, s);
      }
      case "passen" -> {
        // "Du darfst sofort passen" (4.2.3.c); "sofort" is how the step is done, as in English.
        c.takeAdverb("sofort");
        return new Step.Pass(actor, s);
      }
      case "werden" -> {
        // "wird ein Spieler deiner Wahl Startspieler" (4.2.1.b).
        c.takeOne(FirstPlayerPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected what the player becomes ('Startspieler'), found nothing"));
        return new Step.BecomeFirstPlayer(actor, s);
      }
      default -> throw error(c.verbCtx(), "expected an action such as 'ziehe', 'lege' or 'erhalte', found '"
          + (c.verbNodes.isEmpty() ? words(c.ctx) : c.verbNodes.get(0).getText()) + "'");
    }
  }

  private Step draw(Clause c, PlayerRef actor, SourceSpan s) {
    ObjectPartContext o = my.steps.object(c, "what to draw");
    ObjectPhraseContext p = firstPhrase(o);
    boolean only = c.takeAdverb("nur");
    if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "karte", "karten")
        && q.postFilters() == null && q.adjective().isEmpty()) {
      Quantity n;
      if (q.determiner() instanceof CountDetContext d) {
        n = my.words.quantity(d.quantity());
      } else if (q.determiner() instanceof OnlyDetContext d) {
        n = my.words.quantity(d.quantity());
        only = true;
      } else {
        throw error(q, "expected how many cards to draw, found '" + words(q) + "'");
      }
      return new Step.Draw(actor, n, only, s);
    }
    return new Step.DrawCard(actor, my.objects.objList(o.objectList()), s);
  }

  static boolean isNoun(NounGroupContext g, String... nouns) {
    if (g == null || g.nounItem().size() != 1) {
      return false;
    }
    String w = words(g.nounItem(0));
    for (String n : nouns) {
      if (w.equals(n)) {
        return true;
      }
    }
    return false;
  }

  Quantity diceCount(DicePartContext d) {
    String w = d.getStart().getText().toLowerCase(Locale.ROOT);
    if (d.NUMBER() != null) {
      return new Quantity.Literal(Integer.parseInt(d.NUMBER().getText()), my.span(d));
    }
    if (d.numberWord() != null) {
      return new Quantity.Literal(numberWord(d.numberWord().getText()), my.span(d));
    }
    return new Quantity.Literal(1, my.span(d));
  }

  /** An object phrase and the zone its last filter names ("eine Karte aus deiner Reserve"). */
  record Hoisted(ObjectRef objects, Optional<Zone> from) {}

  /** "Lege einen Zauber aus deiner Reserve ab": the zone is the step's "from", whichever way the parse grouped it. */
  static Hoisted hoistFrom(ObjectRef objects, Optional<Zone> from) {
    if (from.isEmpty() && objects instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
        && p.filters().get(p.filters().size() - 1) instanceof Filter.From f && f.place() instanceof Place.InZone z) {
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      return new Hoisted(without, Optional.of(z.zone()));
    }
    return new Hoisted(objects, from);
  }

  /** "aus deiner Reserve" written as a part of the clause. */
  Optional<Zone> fromZone(Clause c) {
    Optional<FromPartContext> from = c.takeOne(FromPartContext.class);
    if (from.isEmpty()) {
      return Optional.empty();
    }
    if (from.get().fromWhat() instanceof FromPlaceContext fp) {
      Place place = my.players.place(fp.placeList().placeRef(0));
      if (place instanceof Place.InZone z) {
        return Optional.of(z.zone());
      }
    }
    throw error(from.get(), "expected a zone ('aus deiner Reserve'), found '" + words(from.get()) + "'");
  }

  private Step move(Clause c, PlayerRef actor, SourceSpan s) {
    ObjectPartContext o = my.steps.object(c, "what to put");
    ObjectRef what;
    if (firstPhrase(o) instanceof OnePhraseContext one) {
      what = new ObjectRef.OneOfThem(my.lastCandidate(), my.span(one));
    } else {
      what = my.objects.objList(o.objectList());
    }
    Optional<Zone> from = fromZone(c);
    Optional<Step.OrbState> as = orbState(c);
    Step.Destination to = destination(c, what);
    if (to == null) {
      Optional<Placed> placed = hoistIn(what);
      if (placed.isEmpty()) {
        throw error(c.verbCtx(), "expected where to put it, such as 'in die Reserve', found nothing");
      }
      what = placed.get().objects();
      to = placed.get().to();
    }
    Optional<ObjectRef> insteadOf = Optional.empty();
    Optional<InsteadOfPartContext> instead = c.takeOne(InsteadOfPartContext.class);
    if (instead.isPresent()) {
      insteadOf = Optional.of(my.objects.obj(instead.get().objectPhrase(instead.get().objectPhrase().size() - 1), true));
    }
    if (as.isEmpty()) {
      as = orbState(c);
    }
    Hoisted h = hoistFrom(what, from);
    return new Step.Move(actor, h.objects(), h.from(), to, as, insteadOf, s);
  }

  private Optional<Step.OrbState> orbState(Clause c) {
    return c.takeOne(AsClauseContext.class).map(this::orbState);
  }

  private Step.OrbState orbState(AsClauseContext ctx) {
    if (ctx.asWhat().objectPhrase().size() > 0) {
      throw error(ctx, "expected '(als erschöpfte Manakugel)', found '" + words(ctx) + "'");
    }
    String w = first(ctx.asWhat());
    return w.startsWith("erschöpft") ? Step.OrbState.EXHAUSTED : Step.OrbState.READY;
  }

  /** An object phrase whose last filter was where it goes. */
  private record Placed(ObjectRef objects, Step.Destination to) {}

  private static Optional<Placed> hoistIn(ObjectRef objects) {
    if (objects instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
        && p.filters().get(p.filters().size() - 1) instanceof Filter.In in && in.places().size() == 1) {
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      Place place = in.places().get(0);
      Step.Destination to;
      if (place instanceof Place.InZone z) {
        to = new Step.Destination.ToZone(z.zone(), z.span());
      } else if (place instanceof Place.InObject o) {
        to = new Step.Destination.ToExpedition(o.object(), o.span());
      } else {
        return Optional.empty();
      }
      return Optional.of(new Placed(without, to));
    }
    return Optional.empty();
  }

  /**
   * Where a card goes: "in die Reserve" (accusative: a direction), "auf deine Hand", "als oberste Karte auf das Deck
   * seines Besitzers", "zur X-ten Position im Deck seines Besitzers", "deiner Manazone hinzu" (dative with 'hinzu'),
   * or a destination the object phrase took as its last filter.
   */
  private Step.Destination destination(Clause c, ObjectRef what) {
    if (my.pendingDestination != null) {
      return takeDestination();
    }
    for (InPartContext in : c.all(InPartContext.class)) {
      if (c.used.contains(in)) {
        continue;
      }
      PlaceRefContext ref = in.placeList().placeRef(0);
      if (ref instanceof ObjectPlaceContext op && (has(in, "in") && accusative(op.objectPhrase())
          || !cases(op.objectPhrase()).equals(EnumSet.of(Case.DAT, Case.GEN)) && !has(in, "im")
          && bare(op.objectPhrase()))) {
        c.used.add(in);
        return toWhere(op.objectPhrase(), my.span(in));
      }
    }
    Optional<OntoPartContext> onto = c.takeOne(OntoPartContext.class);
    if (onto.isPresent()) {
      return toWhere(onto.get().objectPhrase(), my.span(onto.get()));
    }
    Optional<OnTopPartContext> top = c.takeOne(OnTopPartContext.class);
    if (top.isPresent()) {
      return new Step.Destination.TopOf(my.players.zone(top.get().objectPhrase()), my.span(top.get()));
    }
    Optional<PositionPartContext> pos = c.takeOne(PositionPartContext.class);
    if (pos.isPresent()) {
      PositionPartContext p = pos.get();
      Quantity position = p.ordinal() == null ? new Quantity.X(0, my.span(p))
          : new Quantity.Literal(my.words.ordinal(p.ordinal()), my.span(p));
      return new Step.Destination.PositionIn(position, my.players.zone(p.objectPhrase()), my.span(p));
    }
    if (c.lemma.equals("hinzufügen")) {
      // "füge mich dann deiner Manazone hinzu": the dative names where.
      ObjectPartContext o = my.steps.object(c, "where to add it");
      return toWhere(firstPhrase(o), my.span(o));
    }
    return null;
  }
  private SourceSpan pendingDestinationSpan;

  void destinationLater(ObjectPhraseContext p, SourceSpan s) {
    my.pendingDestination = p;
    pendingDestinationSpan = s;
  }

  private Step.Destination takeDestination() {
    ObjectPhraseContext p = my.pendingDestination;
    my.pendingDestination = null;
    return toWhere(p, pendingDestinationSpan);
  }

  private Step.Destination toWhere(ObjectPhraseContext p, SourceSpan s) {
    Optional<Zone> z = my.players.zoneOf(p);
    if (z.isPresent()) {
      // "in deine Reserve" is "in die Reserve": a card only goes to its owner's Reserve (1.4.3.a), so 'deine' says
      // nothing English "in Reserve" does not (German writes "in die Reserve" 620 times, "in deine Reserve" 4).
      if (z.get().kind() == ZoneKind.RESERVE && z.get().owner().filter(o -> o.kind() == PlayerRef.Kind.YOU).isPresent()) {
        return new Step.Destination.ToZone(new Zone(ZoneKind.RESERVE, Optional.empty(), z.get().span()), s);
      }
      return new Step.Destination.ToZone(z.get(), s);
    }
    return new Step.Destination.ToExpedition(my.objects.obj(p, false), s);
  }

  /** Whether a phrase is in the accusative (a direction after 'in'): "in die Reserve", "in deine Hand". */
  static boolean accusative(ObjectPhraseContext p) {
    String w = first(p);
    return switch (w) {
      case "die", "das", "deine", "dein", "meine", "mein", "seine", "sein", "ihre", "eine", "ein", "jede", "alle" ->
          true;
      case "den", "deinen", "meinen", "seinen", "ihren", "diesen", "einen" -> {
        NounGroupContext g = nounGroupOf(p);
        yield g != null && !pluralNoun(g);
      }
      default -> false;
    };
  }

  private static boolean bare(ObjectPhraseContext p) {
    return p instanceof QuantifiedPhraseContext q && q.determiner() == null && q.adjective().isEmpty();
  }

  private Step create(Clause c, PlayerRef actor, SourceSpan s) {
    Optional<TokenPartContext> token = c.takeOne(TokenPartContext.class);
    if (token.isEmpty()) {
      // "Andernfalls erschaffe nur eine": as many of the token created earlier.
      boolean only = c.takeAdverb("nur");
      ObjectPartContext o = my.steps.object(c, "what to create, such as 'eine [Blechkäfer 2/2/2]-Robotermarke'");
      if (!only || !(firstPhrase(o) instanceof OnePhraseContext)) {
        throw error(o, "expected a token to create, such as 'eine [Blechkäfer 2/2/2]-Robotermarke', found '"
            + words(o) + "'");
      }
      return new Step.CreateSame(actor, new Quantity.Literal(1, my.span(o)), s);
    }
    TokenPartContext t = token.get();
    Quantity count = t.quantity() == null ? new Quantity.Literal(1, my.span(t)) : my.words.quantity(t.quantity());
    TerminalNode spec = t.TOKEN_SPEC();
    Optional<GermanLexicon.TokenName> name = GermanLexicon.tokenName(inside(spec), true);
    List<String> subtypes = new ArrayList<>();
    TokenNounContext noun = t.tokenNoun();
    boolean plural;
    if (noun.TOKEN_WORD() != null) {
      subtypes.add(GermanLexicon.tokenCompoundSubtype(noun.TOKEN_WORD().getText()).orElseThrow());
      plural = noun.TOKEN_WORD().getText().toLowerCase(Locale.ROOT).endsWith("marken");
    } else {
      if (noun.SUBTYPE() != null) {
        subtypes.add(GermanLexicon.subtype(noun.SUBTYPE().getText()).orElseThrow());
      }
      plural = has(noun, "marken");
    }
    TokenSpec spec_ = name.isPresent()
        ? new TokenSpec(name.get().name(), name.get().forest(), name.get().mountain(), name.get().water(),
            list(subtypes), my.span(spec))
        : TokenSpec.named(GermanLexicon.namedToken(inside(spec)), list(subtypes), my.span(spec));
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    if (plural == one) {
      throw error(t, "expected '" + (one ? "-marke" : "-marken") + "' after " + (t.quantity() == null ? "the name"
          : t.quantity().getText()) + ", found '" + noun.getText() + "'");
    }
    Optional<ObjectRef> in = Optional.empty();
    Optional<InPartContext> where = c.takeOne(InPartContext.class);
    if (where.isPresent()) {
      PlaceRefContext ref = where.get().placeList().placeRef(0);
      if (ref instanceof HerPlaceContext) {
        in = Optional.of(new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false, false, my.span(ref)));
      } else if (ref instanceof ObjectPlaceContext op) {
        in = Optional.of(my.objects.obj(op.objectPhrase(), false));
      } else {
        throw error(where.get(), "expected an Expedition to create the token in, found '" + words(where.get()) + "'");
      }
    }
    ImmutableList<Ability> abilities = ImmutableList.of();
    Optional<WithQuotePartContext> with = c.takeOne(WithQuotePartContext.class);
    if (with.isPresent()) {
      abilities = ImmutableList.of(my.abilities.quoted(with.get().quotedAbility().quotedBody()));
    }
    return new Step.Create(actor, count, spec_, in, abilities, s);
  }

  private Step play(Clause c, PlayerRef actor, SourceSpan s) {
    ObjectPartContext o = my.steps.object(c, "what to play");
    ObjectRef what = my.objects.objList(o.objectList());
    Optional<Zone> from = fromZone(c);
    Optional<ObjectRef> in = Optional.empty();
    for (InPartContext p : c.all(InPartContext.class)) {
      if (!c.used.contains(p) && p.placeList().placeRef(0) instanceof ObjectPlaceContext op) {
        c.used.add(p);
        in = Optional.of(my.objects.obj(op.objectPhrase(), false));
        break;
      }
    }
    Step.PlayCost cost = playCost(c, s);
    boolean immediately = c.takeAdverb("sofort");
    Hoisted h = hoistFrom(what, from);
    return new Step.Play(actor, h.objects(), h.from(), in, cost, immediately, s);
  }

  private Step.PlayCost playCost(Clause c, SourceSpan s) {
    if (c.takeAdverb("kostenlos")) {
      return new Step.PlayCost.Free(s);
    }
    Optional<ForLessPartContext> less = c.takeOne(ForLessPartContext.class);
    if (less.isPresent()) {
      if (has(less.get(), "mehr")) {
        throw error(less.get(), "expected 'für {1} weniger', found 'mehr'");
      }
      Optional<Quantity> min = minimum(c);
      return new Step.PlayCost.Reduced(my.words.manaAmount(less.get().manaAmount()), min, my.span(less.get()));
    }
    return new Step.PlayCost.Normal(s);
  }

  Optional<Quantity> minimum(Clause c) {
    return c.takeOne(MinimumContext.class).map(m -> my.words.manaAmount(m.manaAmount()));
  }

  private Step activate(Clause c, PlayerRef actor, ObjectPhraseContext p, SourceSpan s) {
    AbilitiesOf a = abilitiesOf(p);
    return new Step.Activate(actor, a.kinds(), a.of(), s);
  }

  /** "die {j} Fähigkeiten einer Bleibenden Karte deiner Wahl", "ihre {j} Fähigkeiten". */
  record AbilitiesOf(ImmutableList<TriggerSymbol> kinds, ObjectRef of) {}

  AbilitiesOf abilitiesOf(ObjectPhraseContext p) {
    List<AdjectiveContext> adjectives;
    NounGroupContext nouns;
    PostFiltersContext filters;
    ObjectRef of = null;
    if (p instanceof QuantifiedPhraseContext q) {
      adjectives = q.adjective();
      nouns = q.nounGroup();
      filters = q.postFilters();
    } else if (p instanceof PossessedPhraseContext q) {
      adjectives = q.adjective();
      nouns = q.nounGroup();
      filters = q.postFilters();
      Possessor owner = my.players.possessive(q.possessiveWord(), false);
      if (!(owner instanceof Possessor.OfObject o)) {
        throw error(q, "expected the abilities of an object ('seine', 'ihre'), found a player's");
      }
      of = o.object();
    } else {
      throw error(p, "expected abilities such as 'die {j} Fähigkeiten', found '" + words(p) + "'");
    }
    if (!isNoun(nouns, "fähigkeiten")) {
      throw error(p, "expected 'Fähigkeiten', found '" + words(nouns) + "'");
    }
    List<TriggerSymbol> kinds = new ArrayList<>();
    for (AdjectiveContext a : adjectives) {
      if (!(a instanceof KindsAdjContext k)) {
        throw error(a, "expected kinds of abilities such as {j}, found '" + words(a) + "'");
      }
      for (TriggerSymbolContext t : k.triggerSymbol()) {
        kinds.add(triggerSymbol(t));
      }
    }
    if (filters != null) {
      for (PostFilterContext f : filters.postFilter()) {
        if (f instanceof KindsFilterContext k) {
          kinds.add(triggerSymbol(k.getStart().getText()));
          for (TriggerSymbolContext t : k.triggerSymbol()) {
            kinds.add(triggerSymbol(t));
          }
        } else if (f instanceof GenitiveFilterContext g && of == null) {
          of = my.players.genitiveObject(g.genitive(), true);
        } else if (f instanceof OfFilterContext g && of == null) {
          of = my.objects.obj(g.objectPhrase(), true);
        } else if (f instanceof RelativeFilterContext r && of instanceof ObjectRef.Phrase ph) {
          of = withFilters(ph, my.relatives.relativeFilters(r.relativeClause()));
        } else {
          throw error(f, "expected whose abilities, such as 'einer Bleibenden Karte deiner Wahl', found '"
              + words(f) + "'");
        }
      }
    }
    if (of == null || kinds.isEmpty()) {
      throw error(p, "expected kinds of abilities and whose, such as 'die {j} Fähigkeiten einer Bleibenden Karte'");
    }
    return new AbilitiesOf(list(kinds), of);
  }

  ObjectRef.Phrase withFilters(ObjectRef.Phrase p, List<Filter> more) {
    ObjectRef.Phrase out = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
        ImmutableList.<Filter>builder().addAll(p.filters()).addAll(more).build(), p.span());
    int i = my.candidates.indexOf(p);
    if (i >= 0) {
      my.candidates.set(i, out);
    }
    return out;
  }

  private Step spend(Clause c, PlayerRef actor, SourceSpan s) {
    CountersPartContext what = c.takeOne(CountersPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected counters to spend, such as '1 meiner Verstärkungen'"));
    CounterAmountContext a = what.counterAmount();
    if (a instanceof OfOwnCountersContext own) {
      Possessor p = my.players.possessive(own.possessiveWord(), false);
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(own, "expected counters of an object ('meiner'), found a player's");
      }
      return new Step.Spend(actor, my.words.quantity(own.quantity()), my.words.counter(own.counterNoun()), o.object(), s);
    }
    if (a instanceof SomeCountersContext some && !has(some, "bis")) {
      Quantity n = my.words.quantity(some.quantity());
      Counter counter = my.words.counter(some.counterNoun());
      FromPartContext from = c.takeOne(FromPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected where the counters are ('von einer Karte ...')"));
      return new Step.Spend(actor, n, counter, fromObject(from), s);
    }
    throw error(what, "expected counters to spend, such as '1 meiner Verstärkungen', found '" + words(what) + "'");
  }

  /** "von einer Karte unter deiner Kontrolle": the object counters are taken from. */
  private ObjectRef fromObject(FromPartContext from) {
    if (from.fromWhat() instanceof FromPlaceContext fp && fp.placeList().placeRef().size() == 1
        && fp.placeList().placeRef(0) instanceof ObjectPlaceContext op) {
      return my.objects.obj(op.objectPhrase(), true);
    }
    throw error(from, "expected a card ('von einer Karte ...'), found '" + words(from) + "'");
  }

  private Step remove(Clause c, PlayerRef actor, SourceSpan s) {
    CountersPartContext what = c.takeOne(CountersPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected counters to remove, such as 'alle Verstärkungen'"));
    FromPartContext from = c.takeOne(FromPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected what to remove them from ('von ...'), found nothing"));
    CounterAmountContext a = what.counterAmount();
    if (a instanceof AllCountersContext all && all.possessiveWord() == null) {
      Counter counter = my.words.counter(all.counterNoun());
      return new Step.Remove(actor, Optional.empty(), false, counter, fromObject(from), s);
    }
    if (a instanceof SomeCountersContext some) {
      Quantity n = my.words.quantity(some.quantity());
      Counter counter = my.words.counter(some.counterNoun());
      return new Step.Remove(actor, Optional.of(n), has(some, "bis"), counter, fromObject(from), s);
    }
    throw error(what, "expected counters to remove, found '" + words(what) + "'");
  }

  private Step doubleCounters(Clause c, PlayerRef actor, SourceSpan s) {
    // "Verdopple die Anzahl an Verstärkungen auf jedem Charakter ...".
    ObjectPartContext o = my.steps.object(c, "what to double ('die Anzahl an Verstärkungen auf ...')");
    if (firstPhrase(o) instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "anzahl")
        && q.postFilters() != null && q.postFilters().postFilter().size() == 2
        && q.postFilters().postFilter(0) instanceof OfCountersFilterContext counters
        && q.postFilters().postFilter(1) instanceof OnFilterContext on) {
      Counter counter = my.words.counter(counters.counterNoun());
      return new Step.Double(actor, counter, my.objects.obj(on.objectPhrase(), true), s);
    }
    throw error(o, "expected 'die Anzahl an Verstärkungen auf ...', found '" + words(o) + "'");
  }

  private Step distribute(Clause c, PlayerRef actor, SourceSpan s) {
    DistributedPartContext among = c.takeOne(DistributedPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected among what ('nach Belieben auf ...'), found nothing"));
    if (among.objectPhrase() == null) {
      throw error(among, "expected among what ('nach Belieben auf ...'), found nothing");
    }
    Optional<CountersPartContext> what = c.takeOne(CountersPartContext.class);
    if (what.isEmpty()) {
      // "... und verteile sie nach Belieben auf Expeditionen deiner Wahl": the tokens just created.
      ObjectPartContext them = my.steps.object(c, "what to distribute");
      if (!(firstPhrase(them) instanceof PronounPhraseContext)) {
        throw error(them, "expected 'sie' (the tokens created), found '" + words(them) + "'");
      }
      my.pendingDistribution = new Step.Modifier.DistributedAmong(my.steps.distributedAmong(among.objectPhrase()), my.span(among));
      return null;
    }
    if (!(what.get().counterAmount() instanceof SomeCountersContext some) || has(some, "bis")) {
      throw error(what.get(), "expected counters to distribute, such as '3 Verstärkungen'");
    }
    Quantity n = my.words.quantity(some.quantity());
    Counter counter = my.words.counter(some.counterNoun());
    return new Step.Distribute(actor, n, counter, my.steps.distributedAmong(among.objectPhrase()), s);
  }

  /** "meine Kosten", "die Kosten der nächsten Bleibenden Karte, die du diesen Nachmittag spielst". */
  private ObjectRef costOf(ObjectPhraseContext p) {
    if (p instanceof CostPhraseContext q && q.possessiveWord() != null && q.postFilters() == null) {
      Possessor owner = my.players.possessive(q.possessiveWord(), false);
      if (!(owner instanceof Possessor.OfObject o)) {
        throw error(q, "expected the cost of an object, found a player's");
      }
      return o.object();
    }
    if (p instanceof CostPhraseContext q && q.possessiveWord() == null && q.postFilters() != null
        && q.postFilters().postFilter().size() == 1
        && q.postFilters().postFilter(0) instanceof GenitiveFilterContext g) {
      return my.players.genitiveObject(g.genitive(), true);
    }
    throw error(p, "expected whose cost ('meine Kosten', 'die Kosten der nächsten ...'), found '" + words(p) + "'");
  }

  private void resultNoun(ObjectPartContext o) {
    ObjectPhraseContext p = firstPhrase(o);
    if (p instanceof QuantifiedPhraseContext q && (isNoun(q.nounGroup(), "ergebnis", "endergebnis"))) {
      return;
    }
    if (p instanceof PossessedPhraseContext q && isNoun(q.nounGroup(), "ergebnis")) {
      my.players.possessive(q.possessiveWord(), false);
      return;
    }
    throw error(o, "expected 'das Ergebnis', found '" + words(o) + "'");
  }

  /** "Gib einem Charakter deiner Wahl 1 Verstärkung", "um mir 2 Verstärkungen zu geben" (7.3.16). */
  private Step give(Clause c, SourceSpan s) {
    ObjectPartContext to = null;
    for (ObjectPartContext o : my.steps.objects(c)) {
      if (cases(firstPhrase(o)).contains(Case.DAT)) {
        to = o;
        break;
      }
    }
    if (to == null) {
      throw error(c.verbCtx(), "expected who gets it (a dative such as 'einem Charakter deiner Wahl'), found nobody");
    }
    c.used.add(to);
    CountersPartContext what = c.takeOne(CountersPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected what to give, such as '1 Verstärkung'"));
    ObjectRef who = my.objects.objList(to.objectList());
    if (!(what.counterAmount() instanceof SomeCountersContext some) || has(some, "bis")) {
      throw error(what, "expected counters to give, such as '1 Verstärkung', found '" + words(what) + "'");
    }
    return new Step.Gain(who, ImmutableList.of(new Step.Gainable.Counters(my.words.quantity(some.quantity()),
        my.words.counter(some.counterNoun()), my.span(some.quantity()))), s);
  }

  Step keyword(PlayerRef actor, KeywordAction action, TerminalNode kw, Clause c, SourceSpan s) {
    Optional<ObjectRef> object = Optional.empty();
    Optional<ObjectPartContext> o = my.steps.optionalObject(c);
    if (o.isPresent()) {
      object = Optional.of(my.objects.objList(o.get().objectList()));
    }
    if (action.doneByObject()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), "expected what does " + kw.getText()
          + " (such as 'Eine Expedition deiner Wahl'), found nothing");
    }
    if (!action.objectOptional() && action.takesObject() != object.isPresent()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), action.takesObject()
          ? "expected an object for " + kw.getText() + " (such as 'eine Karte deiner Wahl'), found none"
          : "expected nothing with " + kw.getText() + ", found an object");
    }
    return new Step.Keyword(actor, action, object, s);
  }
}
