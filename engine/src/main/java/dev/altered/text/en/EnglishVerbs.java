package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;
import static dev.altered.text.en.EnglishWords.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Counter;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Zone;
import dev.altered.text.en.EnglishSteps.Hoisted;
import dev.altered.text.en.EnglishSteps.Placed;
import dev.altered.text.en.EnglishSteps.Played;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.antlr.v4.runtime.tree.TerminalNodeImpl;

/**
 * English parse tree to AST: the verb phrases of steps, a player's ("draw", "put", "create", ...) and an
 * object's ("gains", "loses", "moves", ...), with their destinations, costs and created tokens.
 */
final class EnglishVerbs {
  private final EnglishReading read;

  EnglishVerbs(EnglishReading read) {
    this.read = read;
  }

  Step playerVerb(PlayerRef actor, PlayerVerbPhraseContext phrase) {
    // The less common verbs are one node down (playerVerbMore), with the same span.
    ParserRuleContext ctx = phrase instanceof MoreVerbsContext m ? m.playerVerbMore() : phrase;
    SourceSpan s = read.span(ctx);
    if (ctx instanceof DrawVerbContext c) {
      if (c.drawWhat() instanceof DrawCountContext d) {
        return new Step.Draw(actor, read.numbers.quantity(d.quantity()), has(d, "only"), s);
      }
      if (c.drawWhat() instanceof DrawEqualContext d) {
        return new Step.Draw(actor, read.numbers.quantity(d.quantity()), false, s);
      }
      if (c.drawWhat() instanceof DrawObjectsContext d) {
        return new Step.DrawCard(actor, read.objects.objList(d.objectList()), s);
      }
      throw read.error(c, "expected what to draw");
    }
    if (ctx instanceof DiscardVerbContext c) {
      Hoisted h = EnglishSteps.hoistFrom(read.objects.objList(c.objectList()), read.objects.optZone(c.zone()));
      Step discard = new Step.Discard(actor, h.objects(), h.from(), s);
      return has(c, "random") ? new Step.Modified(discard, ImmutableList.of(new Step.Modifier.AtRandom(s)), s) : discard;
    }
    if (ctx instanceof SacrificeVerbContext c) {
      return read.steps.atRandom(new Step.Sacrifice(actor, read.steps.atRandomFrom(read.objects.objList(c.objectList()), c.atRandom()), s),
          c.atRandom(), s);
    }
    if (ctx instanceof SwitchWithVerbContext c) {
      // "Switch Expeditions with target Character": the object bearing the ability switches (7.3.34).
      ObjectRef other = read.objects.objList(c.objectList());
      return new Step.SwitchExpeditions(new ObjectRef.Self(s), Optional.of(other), s);
    }
    if (ctx instanceof SwitchOwnVerbContext c) {
      // "You may switch my Expedition": having my Expedition switched is my switching Expeditions (7.3.17, 7.3.34).
      return new Step.SwitchExpeditions(read.objects.switcher(c.possessive()), s);
    }
    if (ctx instanceof PutVerbContext c) {
      boolean one = c.getChild(1) instanceof TerminalNode t && t.getText().equalsIgnoreCase("one");
      int lists = 0;
      ObjectRef what = one ? new ObjectRef.OneOfThem(read.lastCandidate(), read.span((TerminalNode) c.getChild(1)))
          : read.objects.objList(c.objectList(lists++));
      Optional<Zone> from = read.objects.optZone(c.zone());
      Step.Destination to;
      if (c.destination() != null) {
        to = destination(c.destination());
      } else {
        // "put a card from your hand in Reserve": the place was read as the phrase's last filter.
        Optional<Placed> placed = EnglishSteps.hoistIn(what);
        if (placed.isEmpty()) {
          throw read.error(c, "expected where to put it, such as 'in Reserve'");
        }
        what = placed.get().objects();
        to = read.steps.ownerIsTheObject(placed.get().to());
      }
      Optional<Step.OrbState> as = c.asClause().isEmpty() ? Optional.empty() : Optional.of(orbState(c.asClause(0)));
      Optional<ObjectRef> insteadOf = c.objectList().size() > lists ? Optional.of(read.objects.objList(c.objectList(lists)))
          : Optional.empty();
      Hoisted h = EnglishSteps.hoistFrom(what, from);
      Step move = new Step.Move(actor, h.objects(), h.from(), to, as, insteadOf, s);
      // "put me in my owner's Mana zone instead": the word belongs to the step.
      int insteads = 0;
      for (ParseTree ch : c.children) {
        if (ch instanceof TerminalNode t && t.getText().equalsIgnoreCase("instead")) {
          insteads++;
        }
      }
      if (insteads > (insteadOf.isPresent() ? 1 : 0)) {
        return new Step.Modified(move, ImmutableList.of(new Step.Modifier.Instead(s)), s);
      }
      return move;
    }
    if (ctx instanceof SendVerbContext c) {
      ObjectRef what = read.steps.atRandomFrom(read.objects.objList(c.objectList()), c.atRandom());
      Step.Destination to = destination(c.destination());
      Optional<Step.OrbState> as = c.asClause() == null ? Optional.empty() : Optional.of(orbState(c.asClause()));
      return read.steps.atRandom(new Step.Move(actor, what, Optional.empty(), to, as, Optional.empty(), s), c.atRandom(), s);
    }
    if (ctx instanceof SendToVerbContext c) {
      Step.Destination to = destination(c.destination());
      ObjectRef what = read.objects.objList(c.objectList());
      return new Step.Move(actor, what, Optional.empty(), to, Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof PlaceMarkerVerbContext c) {
      return new Step.PlaceTerrainMarker(actor, read.numbers.quantity(c.quantity()), EnglishNumbers.terrains(c.terrainList()),
          read.objects.markedRegion(c.markedRegion()), s);
    }
    if (ctx instanceof PlaceHeldMarkerVerbContext c) {
      ObjectRef what = read.objects.objList(c.objectList());
      read.objects.requireTerrainMarker(what, c.objectList());
      return new Step.MoveTerrainMarker(actor, what, read.objects.markedRegion(c.markedRegion()), true, s);
    }
    if (ctx instanceof MoveExpeditionVerbContext c) {
      // The same step as "Target Expedition moves backwards": an Expedition moving is not a player's action.
      return moveExpedition(read.objects.objList(c.objectList()), c.direction(), c.quantity(), has(c, "more"), s);
    }
    if (ctx instanceof MoveToVerbContext c) {
      ObjectRef what = read.objects.objList(c.objectList());
      if (EnglishObjects.isTerrainMarker(what)) {
        // "Move target Terrain Marker to my region" (7.3.20): to a region, not to a zone.
        if (c.zone() != null || !(c.destination() instanceof ToExpeditionContext to)) {
          throw read.error(c.destination(), "expected the region a Terrain Marker moves to (such as 'my region'), found '"
              + c.destination().getText() + "'");
        }
        return new Step.MoveTerrainMarker(actor, what, read.objects.obj(to.objectPhrase(), false), false, s);
      }
      Optional<Zone> from = read.objects.optZone(c.zone());
      Step.Destination to = destination(c.destination());
      Hoisted h = EnglishSteps.hoistFrom(what, from);
      return new Step.Move(actor, h.objects(), h.from(), to, Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof ReturnVerbContext c) {
      // "Return a card at random from your Reserve to your hand": chosen at random among the cards of the zone.
      ObjectRef what = read.steps.atRandomFrom(read.objects.objList(c.objectList()), c.atRandom());
      Optional<Zone> from = read.objects.optZone(c.zone());
      Step.Destination to = destination(c.destination());
      Hoisted h = EnglishSteps.hoistFrom(what, from);
      return read.steps.atRandom(new Step.Move(actor, h.objects(), h.from(), to, Optional.empty(), Optional.empty(), s),
          c.atRandom(), s);
    }
    if (ctx instanceof CreateVerbContext c) {
      return create(actor, c.tokenCreation(), s);
    }
    if (ctx instanceof CreateOnlyVerbContext c) {
      return new Step.CreateSame(actor, read.numbers.quantity(c.quantity()), s);
    }
    if (ctx instanceof ReadyVerbContext c) {
      return new Step.Ready(actor, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ExhaustVerbContext c) {
      return new Step.Exhaust(actor, read.objects.objList(c.objectList()), !c.symbolT().isEmpty(), s);
    }
    if (ctx instanceof PlayVerbContext c) {
      ObjectRef what = read.objects.objList(c.objectList());
      Optional<Zone> from = read.objects.optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(read.objects.obj(c.objectPhrase(), false));
      Played p = EnglishSteps.playedIn(what, in);
      Hoisted h = EnglishSteps.hoistFrom(p.objects(), from);
      return new Step.Play(actor, h.objects(), h.from(), p.in(), playCost(c.playCost(), s), has(c, "immediately"), s);
    }
    if (ctx instanceof RollVerbContext c) {
      return new Step.Roll(actor, c.quantity() == null ? new Quantity.Literal(1, s)
          : read.numbers.quantity(c.quantity()), s);
    }
    if (ctx instanceof RevealVerbContext c) {
      return read.steps.atRandom(new Step.Reveal(actor, read.steps.atRandomFrom(read.objects.objList(c.objectList()), c.atRandom()), has(c, "also"), s),
          c.atRandom(), s);
    }
    if (ctx instanceof LookVerbContext c) {
      return new Step.LookAt(actor, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ChooseVerbContext c) {
      ObjectRef what = read.objects.objList(c.objectList(0));
      Optional<ObjectRef> among = c.objectList().size() > 1 ? Optional.of(read.objects.objList(c.objectList(1))) : Optional.empty();
      return new Step.Choose(actor, what, among, s);
    }
    if (ctx instanceof TargetVerbContext c) {
      return new Step.Target(actor, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ExchangeVerbContext c) {
      ObjectRef first = read.objects.objList(c.objectList(0));
      return new Step.Exchange(actor, first, read.objects.objList(c.objectList(1)), s);
    }
    if (ctx instanceof ExchangeBoostsVerbContext c) {
      ObjectRef of = c.objectList() != null ? read.objects.objList(c.objectList())
          : new ObjectRef.Pronoun(read.lastCandidate(), true, Optional.empty(), false, false, s);
      return new Step.ExchangeBoosts(actor, of, s);
    }
    if (ctx instanceof ActivateVerbContext c) {
      return new Step.Activate(actor, kinds(c.abilityKinds()), read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ActivatePossessiveVerbContext c) {
      Possessor p = read.objects.possessive(c.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw read.error(c, "expected the abilities of an object ('its'), found a player's");
      }
      return new Step.Activate(actor, kinds(c.abilityKinds()), o.object(), s);
    }
    if (ctx instanceof PayVerbContext c) {
      return new Step.Pay(actor, read.numbers.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof SpendVerbContext c) {
      return spend(actor, c.spendWhat(), s);
    }
    if (ctx instanceof RemoveVerbContext c) {
      RemoveWhatContext w = c.removeWhat();
      if (w instanceof RemoveAllContext all) {
        Counter counter = read.numbers.counter(all.counterNoun());
        return new Step.Remove(actor, Optional.empty(), false, counter, read.objects.objList(c.objectList()), s);
      }
      RemoveSomeContext some = (RemoveSomeContext) w;
      Quantity n = read.numbers.quantity(some.quantity());
      Counter counter = read.numbers.counter(some.counterNoun());
      return new Step.Remove(actor, Optional.of(n), has(some, "up"), counter, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof DoubleVerbContext c) {
      Counter counter = read.numbers.counter(c.counterNoun());
      return new Step.Double(actor, counter, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof DoubleOwnVerbContext c) {
      // "Double my boosts" is "double the boosts of me" (7.3.8).
      Possessor p = read.objects.possessive(c.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw read.error(c, "expected the counters of an object ('my', 'its'), found a player's");
      }
      return new Step.Double(actor, read.numbers.counter(c.counterNoun()), o.object(), s);
    }
    if (ctx instanceof HaveKeywordVerbContext c) {
      // "Have target Character defect" is "Target Character defects" (7.3.17).
      KeywordAction action = EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      if (!action.doneByObject()) {
        throw read.error(c, "expected an action an object does, such as [Defect], found " + c.KW_ACTION().getText());
      }
      return new Step.Keyword(actor, action, Optional.of(read.objects.objList(c.objectList())), s);
    }
    if (ctx instanceof DistributeVerbContext c) {
      Quantity n = read.numbers.quantity(c.quantity());
      Counter counter = read.numbers.counter(c.counterNoun());
      return new Step.Distribute(actor, n, counter, read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof WinVerbContext c) {
      return new Step.WinGame(actor, s);
    }
    if (ctx instanceof PayLessVerbContext c) {
      // The same change as "The next Spell you play this turn costs {1} less" (a statement read as a step).
      if (actor.kind() != PlayerRef.Kind.YOU) {
        throw read.error(c, "expected 'pay ... less for' said of you (the cards you play)");
      }
      ObjectRef subject = read.objects.obj(c.objectPhrase(), true);
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(read.numbers.manaAmount(c.manaAmount(1)))
          : Optional.empty();
      return new Step.Continuous(new Statement.CostChange(subject, read.numbers.manaAmount(c.manaAmount(0)), has(c, "more"),
          Optional.empty(), min, Optional.empty(), s), Optional.empty(), s);
    }
    if (ctx instanceof PassVerbContext c) {
      return new Step.Pass(actor, s);
    }
    if (ctx instanceof BecomeFirstVerbContext c) {
      return new Step.BecomeFirstPlayer(actor, s);
    }
    if (ctx instanceof ReduceCostVerbContext c) {
      CostOfContext of = c.costOf();
      ObjectRef whose;
      if (of.objectList() != null) {
        whose = read.objects.objList(of.objectList());
      } else {
        Possessor p = read.objects.possessive(of.possessive());
        if (!(p instanceof Possessor.OfObject o)) {
          throw read.error(of, "expected the cost of an object, found a player's");
        }
        whose = o.object();
      }
      return new Step.ReduceCost(actor, whose, read.numbers.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof IncreaseResultVerbContext c) {
      resultRef(c.resultRef());
      return new Step.AddToResult(actor, read.numbers.quantity(c.quantity()), s);
    }
    if (ctx instanceof AddToResultVerbContext c) {
      Quantity q = read.numbers.quantity(c.quantity());
      resultRef(c.resultRef());
      return new Step.AddToResult(actor, q, s);
    }
    if (ctx instanceof GiveToVerbContext c) {
      Quantity n = read.numbers.quantity(c.quantity());
      Counter counter = read.numbers.counter(c.counterNoun());
      ObjectRef to = read.objects.objList(c.objectList());
      return new Step.Gain(to, ImmutableList.of(new Step.Gainable.Counters(n, counter, read.span(c.quantity()))), s);
    }
    if (ctx instanceof GiveVerbContext c) {
      ObjectRef to = read.objects.objList(c.objectList());
      Quantity n = read.numbers.quantity(c.quantity());
      Counter counter = read.numbers.counter(c.counterNoun());
      return new Step.Gain(to, ImmutableList.of(new Step.Gainable.Counters(n, counter, read.span(c.quantity()))), s);
    }
    if (ctx instanceof HavePlayerVerbContext c) {
      // "Have target opponent discard a card" is "Target opponent discards a card" (7.3.17.a).
      return playerVerb(read.objects.player(c.playerSubject()), c.playerVerbPhrase());
    }
    if (ctx instanceof HaveVerbContext c) {
      ObjectRef subject = read.objects.objList(c.objectList());
      List<Step> verbs = new ArrayList<>();
      for (ObjectVerbPhraseContext v : c.objectVerbPhrase()) {
        verbs.add(objectVerb(subject, v));
      }
      if (verbs.size() == 1) {
        return verbs.get(0);
      }
      // "have target Character gain 1 boost or lose [[Fleeting]]": one of them, as the actor chooses.
      return new Step.OneOf(actor, list(verbs), s);
    }
    if (ctx instanceof RollExtraVerbContext c) {
      return new Step.RollMore(actor, read.numbers.quantity(c.quantity()), s);
    }
    throw read.error(ctx, "expected an effect such as 'draw' or 'gain', found '" + ctx.getText() + "'");
  }

  private void resultRef(ResultRefContext ctx) {
    if (ctx.possessive() != null) {
      read.objects.possessive(ctx.possessive());
    }
  }

  private Step spend(PlayerRef actor, SpendWhatContext ctx, SourceSpan s) {
    if (ctx instanceof SpendOwnContext own) {
      Quantity n = read.numbers.quantity(own.quantity());
      Possessor p = read.objects.possessive(own.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw read.error(own, "expected counters of an object ('my'), found a player's");
      }
      return new Step.Spend(actor, n, read.numbers.counter(own.counterNoun()), o.object(), s);
    }
    if (ctx instanceof SpendAllOwnContext all) {
      // "Spend all of my Kelon counters": as many as I have (7.3.33).
      Possessor p = read.objects.possessive(all.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw read.error(all, "expected counters of an object ('my'), found a player's");
      }
      Counter counter = read.numbers.counter(all.counterNoun());
      return new Step.Spend(actor, new Quantity.CountersOn(p, counter, s), counter, o.object(), s);
    }
    SpendFromContext from = (SpendFromContext) ctx;
    Quantity n = read.numbers.quantity(from.quantity());
    Counter counter = read.numbers.counter(from.counterNoun());
    return new Step.Spend(actor, n, counter, read.objects.objList(from.objectList()), s);
  }

  private Step.OrbState orbState(AsClauseContext ctx) {
    return ctx.asWhat() != null && has(ctx.asWhat(), "ready") ? Step.OrbState.READY : Step.OrbState.EXHAUSTED;
  }

  Step.PlayCost playCost(PlayCostContext ctx, SourceSpan s) {
    if (ctx == null) {
      return new Step.PlayCost.Normal(s);
    }
    if (ctx instanceof FreeCostContext) {
      return new Step.PlayCost.Free(read.span(ctx));
    }
    ReducedCostContext r = (ReducedCostContext) ctx;
    Optional<Quantity> min = r.manaAmount().size() > 1 ? Optional.of(read.numbers.manaAmount(r.manaAmount(1))) : Optional.empty();
    return new Step.PlayCost.Reduced(read.numbers.manaAmount(r.manaAmount(0)), min, read.span(ctx));
  }

  Step.Destination destination(DestinationContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof ToZoneContext c) {
      return new Step.Destination.ToZone(read.objects.zone(c.zone()), s);
    }
    if (ctx instanceof ToBottomContext c) {
      return anyOrder(new Step.Destination.BottomOf(read.objects.zone(c.zone()), s), c.anyOrder(), s);
    }
    if (ctx instanceof ToTopContext c) {
      return anyOrder(new Step.Destination.TopOf(read.objects.zone(c.zone()), s), c.anyOrder(), s);
    }
    if (ctx instanceof ToPositionContext c) {
      Quantity position = c.ordinal() == null ? new Quantity.X(0, s) : new Quantity.Literal(read.numbers.ordinal(c.ordinal()), s);
      return new Step.Destination.PositionIn(position, read.objects.zone(c.zone()), s);
    }
    if (ctx instanceof ToExpeditionContext c) {
      return new Step.Destination.ToExpedition(read.objects.obj(c.objectPhrase(), false), s);
    }
    throw read.error(ctx, "expected a zone or an Expedition");
  }

  /** "... of your deck in any order": the cards take the order their mover chooses. */
  private static Step.Destination anyOrder(Step.Destination placement, AnyOrderContext ctx, SourceSpan s) {
    return ctx == null ? placement : new Step.Destination.InAnyOrder(placement, s);
  }

  private Step create(PlayerRef actor, TokenCreationContext ctx, SourceSpan s) {
    // quantity tokenSubtypes? TOKEN_SPEC tokenSubtypes? ('token' | 'tokens') ('in' objectPhrase)? tokenAbilities?
    // modifierTail*: the sub-types before or after the name (2.2.2.j).
    List<ParseTree> children = ctx.children;
    QuantityContext quantity = (QuantityContext) children.get(0);
    Quantity count = read.numbers.quantity(quantity);
    int at = children.get(1) instanceof TokenSubtypesContext ? 2 : 1;
    TerminalNode spec = (TerminalNode) children.get(at);
    // A name alone ("[Manaseed] token", the lexer saw "token" after it) has no statistics printed (2.2.11.e).
    Optional<EnglishLexicon.TokenName> stats = EnglishLexicon.tokenName(inside(spec));
    List<String> subtypes = new ArrayList<>();
    for (TokenSubtypesContext list : ctx.tokenSubtypes()) {
      for (ParseTree child : list.children) {
        if (child instanceof TokenSubtypeContext st) {
          String t = st.getText();
          subtypes.add(EnglishLexicon.subtype(t).orElse(t.toUpperCase(Locale.ROOT)));
        }
      }
    }
    boolean plural = false;
    boolean said = false; // "token(s)" may go unsaid after a name with statistics
    ObjectPhraseContext inCtx = null;
    TokenAbilitiesContext abilitiesCtx = null;
    List<ModifierTailContext> tails = List.of();
    for (int i = at + 1, n = children.size(); i < n; i++) {
      ParseTree child = children.get(i);
      if (child instanceof ModifierTailContext x) {
        if (tails.isEmpty()) {
          tails = new ArrayList<>(2);
        }
        tails.add(x);
      } else if (child instanceof ObjectPhraseContext x) {
        inCtx = x;
      } else if (child instanceof TokenAbilitiesContext x) {
        abilitiesCtx = x;
      } else if (child instanceof TerminalNodeImpl t && t.symbol.getType() == TOKENS_WORD) {
        plural = true;
        said = true;
      } else if (child instanceof TerminalNodeImpl t && t.symbol.getType() == TOKEN_WORD) {
        said = true;
      }
    }
    TokenSpec token = stats.map(name -> new TokenSpec(name.name(), name.forest(), name.mountain(), name.water(),
        list(subtypes), read.span(spec))).orElseGet(() -> TokenSpec.named(inside(spec).strip(), list(subtypes), read.span(spec)));
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    if (said && plural == one) {
      throw read.error(ctx, "expected '" + (one ? "token" : "tokens") + "' after " + quantity.getText()
          + ", found '" + (plural ? "tokens" : "token") + "'");
    }
    Optional<ObjectRef> in = inCtx == null ? Optional.empty() : Optional.of(read.objects.obj(inCtx, false));
    ImmutableList<Ability> abilities = abilitiesCtx == null ? ImmutableList.of()
        : ImmutableList.of(quoted(abilitiesCtx.quotedAbility().quotedBody()));
    Step create = new Step.Create(actor, count, token, in, abilities, s);
    return read.steps.modified(create, tails, s);
  }

  private static final int TOKENS_WORD = literalType("tokens");
  private static final int TOKEN_WORD = literalType("token");

  /** A quoted ability (2.2.12.f); its pronouns are its own. */
  Ability quoted(QuotedBodyContext ctx) {
    EnglishAstBuilder inner = new EnglishReading(read.text).abilities;
    SourceSpan s = read.span(ctx);
    if (ctx.keywordLine() != null) {
      return inner.keywordLine(ctx.keywordLine());
    }
    if (ctx.reaction() != null) {
      return inner.reaction(ctx.reaction(), false, s);
    }
    if (ctx.quickAction() != null) {
      return inner.quickAction(ctx.quickAction());
    }
    return inner.effectOrPassive(ctx.effect(), false, s);
  }

  ImmutableList<TriggerSymbol> kinds(AbilityKindsContext ctx) {
    List<TriggerSymbol> kinds = new ArrayList<>();
    for (TriggerSymbolContext t : ctx.triggerSymbol()) {
      kinds.add(EnglishAstBuilder.triggerSymbol(t));
    }
    return list(kinds);
  }

  Step objectVerb(ObjectRef subject, ObjectVerbPhraseContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof GainVerbContext c) {
      return new Step.Gain(subject, gains(c), s);
    }
    if (ctx instanceof LoseVerbContext c) {
      return new Step.Lose(subject, loses(c), s);
    }
    if (ctx instanceof ObjectSpendVerbContext c) {
      // "I spend 2 of my boosts" (7.3.33.a: an object spends its counters).
      Counter counter = read.numbers.counter(c.counterNoun());
      Possessor owner = read.objects.possessive(c.possessive());
      if (!(owner instanceof Possessor.OfObject o)) {
        throw read.error(c.possessive(), "expected the object's own counters ('my', 'its'), found '"
            + c.possessive().getText() + "'");
      }
      // The counters are the subject's own: "I spend 2 of my boosts" is "Spend 2 of my boosts".
      Quantity n = c.quantity() == null ? new Quantity.CountersOn(new Possessor.OfObject(subject, o.span()), counter, s)
          : read.numbers.quantity(c.quantity());
      return new Step.Spend(read.defaultActor, n, counter, subject, s);
    }
    if (ctx instanceof SwitchOwnObjectVerbContext c) {
      // "Target Character switches its Expedition": the subject switches; the possessive only names it again.
      read.objects.switcher(c.possessive());
      return new Step.SwitchExpeditions(subject, s);
    }
    if (ctx instanceof SwitchVerbContext c) {
      return new Step.SwitchExpeditions(subject,
          c.objectPhrase() == null ? Optional.empty() : Optional.of(read.objects.obj(c.objectPhrase(), true)), s);
    }
    if (ctx instanceof MoveVerbContext c) {
      return moveExpedition(subject, c.direction(), c.quantity(), has(c, "more"), s);
    }
    if (ctx instanceof ActivatesVerbContext c) {
      Possessor p = read.objects.possessive(c.possessive());
      Optional<Zone> asIf = c.asIfClause() == null ? Optional.empty() : Optional.of(read.objects.zone(c.asIfClause().zone()));
      if (has(c, "one")) {
        ImmutableList<TriggerSymbol> kinds = kinds(c.abilityKinds());
        if (kinds.size() != 1 || asIf.isPresent()) {
          throw read.error(c, "expected one kind of ability after 'one of its', such as '{r} abilities'");
        }
        return new Step.ActivateOne(subject, kinds.get(0), s);
      }
      return new Step.ActivateOwn(subject, kinds(c.abilityKinds()), asIf, s);
    }
    if (ctx instanceof GoVerbContext c) {
      return new Step.Move(PlayerRef.you(), subject, Optional.empty(),
          new Step.Destination.ToZone(read.objects.zone(c.zone()), read.span(c.zone())), Optional.empty(), Optional.empty(), s);
    }
    throw read.error(ctx, "expected what the object does, such as 'gains 1 boost'");
  }

  /** An Expedition moving; with no count it moves one region, to the next (7.3.21.a, 7.3.22.a). */
  private Step.MoveExpedition moveExpedition(ObjectRef subject, DirectionContext direction, QuantityContext regions,
      boolean more, SourceSpan s) {
    return new Step.MoveExpedition(subject, direction(direction),
        regions == null ? new Quantity.Literal(1, s) : read.numbers.quantity(regions), more, s);
  }

  private ImmutableList<Step.Gainable> gains(GainVerbContext ctx) {
    List<GainItemContext> gained = ctx.gainItem();
    if (has(ctx, "or")) {
      // "gains [[Fleeting]], [[Anchored]] or [[Asleep]]": one status of the list, as the controller chooses.
      List<Status> statuses = new ArrayList<>();
      for (GainItemContext item : gained) {
        if (!(item instanceof GainStatusContext st)) {
          throw read.error(item, "expected a status in a choice of statuses, found '" + item.getText() + "'");
        }
        statuses.add(read.numbers.status(st.STATUS()));
      }
      return ImmutableList.of(new Step.Gainable.OneStatusOf(list(statuses),
          read.span(gained.get(0), gained.get(gained.size() - 1))));
    }
    List<Step.Gainable> items = new ArrayList<>(gained.size());
    for (GainItemContext item : gained) {
      SourceSpan s = read.span(item);
      Step.Gainable item_;
      if (item instanceof GainCountersContext c) {
        // quantity counterNoun
        item_ = new Step.Gainable.Counters(read.numbers.quantity((QuantityContext) c.children.get(0)),
            read.numbers.counter((CounterNounContext) c.children.get(1)), s);
      } else if (item instanceof GainCountersEqualContext c) {
        item_ = new Step.Gainable.Counters(read.numbers.quantity(c.quantity()), read.numbers.counter(c.counterNoun()), s);
      } else if (item instanceof GainStatusContext c) {
        item_ = new Step.Gainable.StatusOf(read.numbers.status((TerminalNode) c.children.get(0)), s);
      } else if (item instanceof GainAbilityContext c) {
        item_ = new Step.Gainable.AbilityOf(quoted(c.quotedBody()), s);
      } else if (item instanceof GainKeywordContext c) {
        Statement.Grant.KeywordGrant k = read.statements.keywordGrant(c.KW_ABILITY(), c);
        item_ = new Step.Gainable.KeywordOf(k.keyword(), k.parameter(), s);
      } else {
        throw read.error(item, "expected counters, a status or a quoted ability");
      }
      items.add(item_);
    }
    return list(items);
  }

  private ImmutableList<Step.Losable> loses(LoseVerbContext ctx) {
    if (has(ctx, "or")) {
      throw read.error(ctx.loseItem(0), "expected 'and' between the things lost, found 'or'");
    }
    List<Step.Losable> items = new ArrayList<>();
    for (LoseItemContext item : ctx.loseItem()) {
      items.add(loseItem(item));
    }
    return list(items);
  }

  Step.Losable loseItem(LoseItemContext item) {
    SourceSpan s = read.span(item);
    {
      Step.Losable item_;
      if (item instanceof LoseStatusContext c) {
        item_ = new Step.Losable.StatusOf(read.numbers.status(c.STATUS()), s);
      } else if (item instanceof LoseKeywordContext c) {
        Statement.Grant.KeywordGrant k = read.statements.keywordGrant(c.KW_ABILITY(), c);
        item_ = new Step.Losable.KeywordOf(k.keyword(), k.parameter(), s);
      } else if (item instanceof LoseCountersContext c) {
        item_ = new Step.Losable.Counters(read.numbers.quantity(c.quantity()), read.numbers.counter(c.counterNoun()), s);
      } else if (item instanceof LoseAllCountersContext c) {
        // "loses all boosts": its own, as "all its boosts".
        Possessor owner = c.possessive() != null ? read.objects.possessive(c.possessive())
            : new Possessor.OfObject(new ObjectRef.Pronoun(read.lastCandidate(), false, Optional.empty(), false, false, s), s);
        item_ = new Step.Losable.AllCounters(owner, read.numbers.counter(c.counterNoun()), s);
      } else {
        throw read.error(item, "expected a status or counters");
      }
      return item_;
    }
  }

  static Direction direction(DirectionContext ctx) {
    return ctx.getText().equalsIgnoreCase("forward") ? Direction.FORWARD : Direction.BACKWARD;
  }

  // ===================================================================================================================
  // Statements
  // ===================================================================================================================
}
