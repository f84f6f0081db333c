package dev.altered.text.romance;

import static dev.altered.grammar.romance.RomanceParser.*;
import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Counter;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Verbs and their objects: player verbs, put, spend, create, object verbs, gaining and losing.
 *
 * <p>A part of {@link RomanceAstBuilder}: static methods over the builder passed in, which holds the per-ability
 * state (the text, the lexicon, the antecedent candidates, the default actor, the reading flags).
 */
final class RomanceVerbBuilder {
  private RomanceVerbBuilder() {}

  /** The object of a verb: its object list, or the pronoun before or after the verb ("lo juegas", "juégalo"). */
  static Optional<ObjectRef> object(RomanceAstBuilder rb, ObjectListContext objects, CliticContext clitic) {
    if (objects != null) {
      return Optional.of(RomanceObjectBuilder.objList(rb, objects));
    }
    if (clitic != null) {
      return Optional.of(cliticObject(rb, clitic));
    }
    return Optional.empty();
  }

  static ObjectRef cliticObject(RomanceAstBuilder rb, CliticContext c) {
    SourceSpan s = rb.span(c);
    if (c.ME() != null) {
      return new ObjectRef.Self(s);
    }
    boolean plural = c.CL_THEM() != null || c.CL_DAT_PL() != null;
    return new ObjectRef.Pronoun(rb.lastCandidate(), plural, Optional.empty(), false, false, s);
  }

  static ObjectRef required(RomanceAstBuilder rb, Optional<ObjectRef> object, ParserRuleContext ctx) {
    return object.orElseThrow(() -> rb.error(ctx, "expected what the action is done to after '"
        + rb.written(RomanceAstBuilder.firstTerminal(ctx)) + "', found nothing"));
  }

  static Step playerVerb(RomanceAstBuilder rb, PlayerRef actor, PlayerVerbPhraseContext ctx, CliticContext proclitic) {
    SourceSpan s = rb.span(ctx);
    boolean outer = rb.ofMeansFrom;
    try {
      return playerVerbIn(rb, actor, ctx, proclitic, s);
    } finally {
      rb.ofMeansFrom = outer;
    }
  }

  /** The less common verbs of a player, a grammar rule of their own (see {@code playerVerbMore}). */
  static Step playerVerbMore(RomanceAstBuilder rb, PlayerRef actor, PlayerVerbMoreContext ctx, SourceSpan s) {
    if (ctx instanceof PayVerbContext c) {
      return new Step.Pay(actor, rb.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof WinVerbContext) {
      return new Step.WinGame(actor, s);
    }
    if (ctx instanceof PassVerbContext) {
      return new Step.Pass(actor, s);
    }
    if (ctx instanceof BecomeFirstVerbContext) {
      return new Step.BecomeFirstPlayer(actor, s);
    }
    if (ctx instanceof PayLessVerbContext c) {
      // "Paga {1} menos por el siguiente hechizo ...": the same change as "El siguiente hechizo ... cuesta {1} menos".
      if (actor.kind() != PlayerRef.Kind.YOU) {
        throw rb.error(c, "expected 'paga ... menos por' said of you (the cards you play)");
      }
      ObjectRef subject = RomanceObjectBuilder.obj(rb, c.objectPhrase(), true);
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(rb.manaAmount(c.manaAmount(1)))
          : Optional.empty();
      return new Step.Continuous(new Statement.CostChange(subject, rb.manaAmount(c.manaAmount(0)), c.MORE() != null,
          Optional.empty(), min, Optional.empty(), s), Optional.empty(), s);
    }
    if (ctx instanceof MakeMoveVerbContext c) {
      // The same step as "l'altra tua spedizione avanza": an Expedition moving is not a player's action.
      ObjectRef expedition = RomanceObjectBuilder.objList(rb, c.objectList());
      Quantity regions = c.quantity() == null ? new Quantity.Literal(1, s) : rb.quantity(c.quantity());
      Optional<Distance.Read> distance = c.quantity() == null ? Distance.after(expedition) : Optional.empty();
      if (distance.isPresent()) {
        // "di una regione" read as the phrase's place: it is how far the Expedition moves.
        expedition = distance.get().expedition();
        regions = distance.get().regions();
      }
      return new Step.MoveExpedition(expedition, c.ADVANCE() != null ? Direction.FORWARD : Direction.BACKWARD,
          regions, !c.MORE().isEmpty(), s);
    }
    throw rb.error(ctx, "expected an action such as 'paga' or 'pasa', found '" + rb.written(ctx) + "'");
  }

  static Step playerVerbIn(RomanceAstBuilder rb, PlayerRef actor, PlayerVerbPhraseContext ctx, CliticContext proclitic,
      SourceSpan s) {
    if (ctx instanceof MoreVerbsContext m) {
      return playerVerbMore(rb, actor, m.playerVerbMore(), s);
    }
    if (ctx instanceof DrawVerbContext c) {
      DrawWhatContext w = c.drawWhat();
      if (w instanceof DrawCountContext d) {
        return new Step.Draw(actor, rb.quantity(d.quantity()), !d.ONLY().isEmpty(), s);
      }
      if (w instanceof DrawThatManyContext d) {
        return new Step.Draw(actor, new Quantity.ThatMany(rb.span(d)), false, s);
      }
      ObjectRef card = required(rb, object(rb, w == null ? null : ((DrawObjectsContext) w).objectList(), proclitic), c);
      return new Step.DrawCard(actor, card, s);
    }
    if (ctx instanceof DiscardVerbContext c) {
      rb.ofMeansFrom = true;
      ObjectRef what = required(rb, object(rb, c.objectList(), proclitic), c);
      RomanceAstBuilder.Hoisted h = RomanceStepBuilder.hoistFrom(what, RomanceFilterBuilder.optZone(rb, c.zone()));
      return new Step.Discard(actor, h.objects(), h.from(), s);
    }
    if (ctx instanceof SacrificeVerbContext c) {
      return new Step.Sacrifice(actor, required(rb, object(rb, c.objectList(), proclitic), c), s);
    }
    if (ctx instanceof PutVerbContext c) {
      return put(rb, actor, c, proclitic, s);
    }
    if (ctx instanceof CreateVerbContext c) {
      return create(rb, actor, c.tokenCreation(), s);
    }
    if (ctx instanceof CreateOnlyVerbContext c) {
      return new Step.CreateSame(actor, rb.quantity(c.quantity()), s);
    }
    if (ctx instanceof ReadyVerbContext c) {
      return new Step.Ready(actor, required(rb, object(rb, c.objectList(), proclitic), c), s);
    }
    if (ctx instanceof ExhaustVerbContext c) {
      return new Step.Exhaust(actor, required(rb, object(rb, c.objectList(), proclitic), c), !c.symbolT().isEmpty(), s);
    }
    if (ctx instanceof PlayVerbContext c) {
      rb.ofMeansFrom = true;
      ObjectRef what = required(rb, object(rb, c.objectList(), proclitic), c);
      Optional<Zone> from = RomanceFilterBuilder.optZone(rb, c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(RomanceObjectBuilder.obj(rb,
          c.objectPhrase(), false));
      RomanceAstBuilder.Hoisted h = RomanceStepBuilder.hoistFrom(what, from);
      PlayCostContext cost = c.playCost().isEmpty() ? null : c.playCost(0);
      return new Step.Play(actor, h.objects(), h.from(), in, playCost(rb, cost, s), !c.IMMEDIATELY().isEmpty(), s);
    }
    if (ctx instanceof RollVerbContext c) {
      return new Step.Roll(actor, c.quantity() == null ? new Quantity.Literal(1, s) : rb.quantity(c.quantity()), s);
    }
    if (ctx instanceof RevealVerbContext c) {
      return new Step.Reveal(actor, required(rb, object(rb, c.objectList(), proclitic), c), !c.ALSO().isEmpty(), s);
    }
    if (ctx instanceof LookVerbContext c) {
      return new Step.LookAt(actor, RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof ChooseVerbContext c) {
      ObjectRef what = RomanceObjectBuilder.objList(rb, c.objectList(0));
      Optional<ObjectRef> among = c.objectList().size() > 1 ? Optional.of(RomanceObjectBuilder.objList(rb,
          c.objectList(1))) : Optional.empty();
      return new Step.Choose(actor, what, among, s);
    }
    if (ctx instanceof TargetVerbContext c) {
      return new Step.Target(actor, required(rb, object(rb, c.objectList(), proclitic), c), s);
    }
    if (ctx instanceof ExchangeVerbContext c) {
      ObjectRef first = RomanceObjectBuilder.objList(rb, c.objectList(0));
      rb.ofMeansFrom = true;
      return new Step.Exchange(actor, first, RomanceObjectBuilder.objList(rb, c.objectList(1)), s);
    }
    if (ctx instanceof ExchangeBoostsVerbContext c) {
      ObjectRef of = c.objectList() != null ? RomanceObjectBuilder.objList(rb, c.objectList())
          : new ObjectRef.Pronoun(rb.lastCandidate(), true, Optional.empty(), false, false, s);
      return new Step.ExchangeBoosts(actor, of, s);
    }
    if (ctx instanceof ActivateVerbContext c) {
      return new Step.Activate(actor, kinds(c.abilityKinds()), RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof ActivatePossessiveVerbContext c) {
      Possessor p = RomanceFilterBuilder.possessive(rb, c.possessive(), false);
      if (!(p instanceof Possessor.OfObject o)) {
        throw rb.error(c, "expected the abilities of an object, found a player's");
      }
      return new Step.Activate(actor, kinds(c.abilityKinds()), o.object(), s);
    }
    if (ctx instanceof SpendVerbContext c) {
      return spend(rb, actor, c.spendWhat(), s);
    }
    if (ctx instanceof RemoveVerbContext c) {
      RemoveWhatContext w = c.removeWhat();
      if (w instanceof RemoveAllContext all) {
        Counter counter = rb.counter(all.counterNoun());
        return new Step.Remove(actor, Optional.empty(), false, counter, RomanceObjectBuilder.objList(rb,
            c.objectList()), s);
      }
      RemoveSomeContext some = (RemoveSomeContext) w;
      Quantity n = rb.quantity(some.quantity());
      Counter counter = rb.counter(some.counterNoun());
      return new Step.Remove(actor, Optional.of(n), some.UP_TO() != null, counter, RomanceObjectBuilder.objList(rb,
          c.objectList()), s);
    }
    if (ctx instanceof DoubleVerbContext c) {
      Counter counter = rb.counter(c.counterNoun());
      return new Step.Double(actor, counter, RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof DistributeVerbContext c) {
      Quantity n = rb.quantity(c.quantity());
      Counter counter = rb.counter(c.counterNoun());
      return new Step.Distribute(actor, n, counter, RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof ReduceCostVerbContext c) {
      CostOfContext of = c.costOf();
      ObjectRef whose;
      if (of.objectList() != null) {
        whose = RomanceObjectBuilder.objList(rb, of.objectList());
      } else {
        Possessor p = RomanceFilterBuilder.possessive(rb, of.possessive(), false);
        if (!(p instanceof Possessor.OfObject o)) {
          throw rb.error(of, "expected the cost of an object, found a player's");
        }
        whose = o.object();
      }
      return new Step.ReduceCost(actor, whose, rb.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof AddToResultVerbContext c) {
      Quantity q = rb.quantity(c.quantity());
      if (c.resultRef().possessive() != null) {
        RomanceFilterBuilder.possessive(rb, c.resultRef().possessive(), false);
      }
      return new Step.AddToResult(actor, q, s);
    }
    if (ctx instanceof GiveVerbContext c) {
      Quantity n = rb.quantity(c.quantity());
      Counter counter = rb.counter(c.counterNoun());
      ObjectRef to;
      if (c.clitic() != null) {
        to = cliticObject(rb, c.clitic());
      } else if (!c.objectList().isEmpty()) {
        to = RomanceObjectBuilder.objList(rb, c.objectList(0));
      } else if (proclitic != null) {
        to = cliticObject(rb, proclitic);
      } else {
        throw rb.error(c, "expected who gets the counters ('a un personaje objetivo'), found nobody");
      }
      return new Step.Gain(to, ImmutableList.of(new Step.Gainable.Counters(n, counter, rb.span(c.quantity()))), s);
    }
    if (ctx instanceof RollExtraVerbContext c) {
      return new Step.RollMore(actor, rb.quantity(c.quantity()), s);
    }
    if (ctx instanceof HavePlayerDoerLastVerbContext c) {
      // "far pescare una carta a un avversario bersaglio": the player named last does it.
      return playerVerb(rb, RomanceFilterBuilder.player(rb, c.playerSubject()), c.playerVerbPhrase(), null);
    }
    if (ctx instanceof HavePlayerVerbContext c) {
      // "haz que un oponente objetivo robe una carta": the player does it.
      return playerVerb(rb, RomanceFilterBuilder.player(rb, c.playerSubject()), c.playerVerbPhrase(), null);
    }
    throw rb.error(ctx, "expected an action such as 'roba' or 'gana', found '" + rb.written(ctx) + "'");
  }

  static Step put(RomanceAstBuilder rb, PlayerRef actor, PutVerbContext c, CliticContext proclitic, SourceSpan s) {
    PutBodyContext b = c.putBody();
    rb.ofMeansFrom = true;
    ObjectListContext main = null;
    ObjectListContext instead = null;
    for (int i = 0; i < b.getChildCount(); i++) {
      if (b.getChild(i) instanceof ObjectListContext l) {
        if (i > 0 && b.getChild(i - 1) instanceof TerminalNode t && t.getSymbol().getType() == INSTEAD_OF) {
          instead = l;
        } else {
          main = l;
        }
      }
    }
    ObjectRef what;
    if (b.A() != null && main == null) {
      what = new ObjectRef.OneOfThem(rb.lastCandidate(), rb.span(b));
    } else {
      what = required(rb, object(rb, main, proclitic), c);
    }
    Optional<Zone> from = RomanceFilterBuilder.optZone(rb, b.zone());
    Step.Destination to;
    if (b.destination() != null) {
      to = destination(rb, b.destination());
    } else {
      // "coloca una carta de tu mano en la reserva": the place was read as the phrase's last filter.
      Optional<RomanceAstBuilder.Placed> placed = RomanceStepBuilder.hoistIn(what);
      if (placed.isEmpty()) {
        throw rb.error(c, "expected where to put it, such as 'en la reserva'");
      }
      what = placed.get().objects();
      to = RomanceStepBuilder.ownedByThem(rb, placed.get().to());
    }
    if (TerrainMarkers.are(what) && to instanceof Step.Destination.ToExpedition region && from.isEmpty()) {
      // "mueve un marcador de terreno {M} de cualquier región a mi región" (7.3.20): to a region, not a zone;
      // "coloca uno de mis marcadores en ...": placing (3.2.1.d), a new marker or one the Hero holds.
      return c.MOVE() != null ? new Step.MoveTerrainMarker(actor, what, region.expedition(), false, s)
          : TerrainMarkers.place(actor, what, region.expedition(), s);
    }
    Optional<Step.OrbState> as = b.asClause() == null ? Optional.empty() : Optional.of(orbState(b.asClause()));
    Optional<ObjectRef> insteadOf = instead == null ? Optional.empty() : Optional.of(RomanceObjectBuilder.objList(rb,
        instead));
    RomanceAstBuilder.Hoisted h = RomanceStepBuilder.hoistFrom(what, from);
    return new Step.Move(actor, h.objects(), h.from(), to, as, insteadOf, s);
  }

  static Step spend(RomanceAstBuilder rb, PlayerRef actor, SpendWhatContext ctx, SourceSpan s) {
    if (ctx instanceof SpendOwnContext own) {
      Quantity n = rb.quantity(own.quantity());
      Possessor p = RomanceFilterBuilder.possessive(rb, own.possessive(), false);
      if (!(p instanceof Possessor.OfObject o)) {
        throw rb.error(own, "expected counters of an object ('mis'), found a player's");
      }
      return new Step.Spend(actor, n, rb.counter(own.counterNoun()), o.object(), s);
    }
    SpendFromContext from = (SpendFromContext) ctx;
    Quantity n = rb.quantity(from.quantity());
    Counter counter = rb.counter(from.counterNoun());
    return new Step.Spend(actor, n, counter, RomanceObjectBuilder.objList(rb, from.objectList()), s);
  }

  static Step.OrbState orbState(AsClauseContext ctx) {
    return ctx.asWhat().READY_ADJ() != null ? Step.OrbState.READY : Step.OrbState.EXHAUSTED;
  }

  static Step.PlayCost playCost(RomanceAstBuilder rb, PlayCostContext ctx, SourceSpan s) {
    if (ctx == null) {
      return new Step.PlayCost.Normal(s);
    }
    if (ctx instanceof FreeCostContext) {
      return new Step.PlayCost.Free(rb.span(ctx));
    }
    ReducedCostContext r = (ReducedCostContext) ctx;
    Optional<Quantity> min = r.manaAmount().size() > 1 ? Optional.of(rb.manaAmount(r.manaAmount(1))) : Optional.empty();
    return new Step.PlayCost.Reduced(rb.manaAmount(r.manaAmount(0)), min, rb.span(ctx));
  }

  static Step.Destination destination(RomanceAstBuilder rb, DestinationContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof ToZoneContext c) {
      return new Step.Destination.ToZone(RomanceFilterBuilder.zone(rb, c.zone()), s);
    }
    if (ctx instanceof ToBottomContext c) {
      return new Step.Destination.BottomOf(RomanceFilterBuilder.zone(rb, c.zone()), s);
    }
    if (ctx instanceof ToTopContext c) {
      return new Step.Destination.TopOf(RomanceFilterBuilder.zone(rb, c.zone()), s);
    }
    if (ctx instanceof ToPositionContext c) {
      Quantity position = c.ORDINAL() == null ? new Quantity.X(0,
          s) : new Quantity.Literal(RomanceAstBuilder.value(c.ORDINAL()), s);
      return new Step.Destination.PositionIn(position, RomanceFilterBuilder.zone(rb, c.zone()), s);
    }
    ToExpeditionContext c = (ToExpeditionContext) ctx;
    return new Step.Destination.ToExpedition(RomanceObjectBuilder.obj(rb, c.objectPhrase(), false), s);
  }

  static Step create(RomanceAstBuilder rb, PlayerRef actor, TokenCreationContext ctx, SourceSpan s) {
    Quantity count = rb.quantity(ctx.quantity());
    TerminalNode spec = ctx.TOKEN_SPEC();
    RomanceLexicon.TokenName name = rb.lexicon.tokenName(rb.inside(spec)).orElseThrow();
    List<String> subtypes = new ArrayList<>();
    for (TokenSubtypeContext st : ctx.tokenSubtypes() == null ? List.<TokenSubtypeContext>of()
        : ctx.tokenSubtypes().tokenSubtype()) {
      if (st.COMPANION() != null) {
        subtypes.add("COMPANION");
      } else {
        String w = rb.written(st);
        subtypes.add(rb.lexicon.subtype(w).orElse(RomanceLexicon.fold(w).toUpperCase(java.util.Locale.ROOT)));
      }
    }
    TokenSpec token = new TokenSpec(name.name(), name.forest(), name.mountain(), name.water(),
        RomanceAstBuilder.list(subtypes),
        name.statistics(), rb.span(spec));
    boolean plural = RomanceAstBuilder.plural(ctx.TOKEN_N());
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    if (plural == one) {
      throw rb.error(ctx, "expected '" + (one ? "one token" : "tokens") + "' after " + rb.written(ctx.quantity())
          + ", found '" + rb.written(ctx.TOKEN_N()) + "'");
    }
    Optional<ObjectRef> in = ctx.destinationExpeditions() != null
        ? Optional.of(RomanceObjectBuilder.obj(rb, ctx.destinationExpeditions().objectPhrase(), false))
        : ctx.objectPhrase() != null ? Optional.of(RomanceObjectBuilder.obj(rb, ctx.objectPhrase(),
            false)) : Optional.empty();
    ImmutableList<Ability> abilities = ctx.tokenAbilities() == null ? ImmutableList.of()
        : ImmutableList.of(quoted(rb, ctx.tokenAbilities().quotedAbility().quotedBody()));
    Step create = new Step.Create(actor, count, token, in, abilities, s);
    return RomanceStepBuilder.modified(rb, create, ctx.modifierTail(), s);
  }

  static Ability quoted(RomanceAstBuilder rb, QuotedBodyContext ctx) {
    RomanceAstBuilder inner = new RomanceAstBuilder(rb.text, rb.lexicon);
    SourceSpan s = rb.span(ctx);
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

  static ImmutableList<TriggerSymbol> kinds(AbilityKindsContext ctx) {
    List<TriggerSymbol> kinds = new ArrayList<>();
    for (TriggerSymbolContext t : ctx.triggerSymbol()) {
      kinds.add(RomanceAstBuilder.triggerSymbol(t));
    }
    return RomanceAstBuilder.list(kinds);
  }

  static Step objectVerb(RomanceAstBuilder rb, ObjectRef subject, ObjectVerbPhraseContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof GainVerbContext c) {
      return new Step.Gain(subject, gains(rb, c.gainList()), s);
    }
    if (ctx instanceof LoseVerbContext c) {
      return new Step.Lose(subject, loses(rb, c.loseList()), s);
    }
    if (ctx instanceof SwitchVerbContext) {
      return new Step.SwitchExpeditions(subject, s);
    }
    if (ctx instanceof AdvanceVerbContext c) {
      Step move = new Step.MoveExpedition(subject, Direction.FORWARD,
          c.quantity() == null ? new Quantity.Literal(1, s) : rb.quantity(c.quantity()), !c.MORE().isEmpty(), s);
      // "Con: • 4+, avanza invece di una regione in più": done instead (6.2.b); a replacement statement reads its own
      // "invece".
      return c.INSTEAD() == null || RomanceStatementBuilder.within(c, ReplacementStatementContext.class) ? move
          : RomanceSentenceBuilder.withModifier(move, new Step.Modifier.Instead(rb.span(c.INSTEAD())));
    }
    if (ctx instanceof RetreatVerbContext c) {
      return new Step.MoveExpedition(subject, Direction.BACKWARD,
          c.quantity() == null ? new Quantity.Literal(1, s) : rb.quantity(c.quantity()), false, s);
    }
    if (ctx instanceof ActivatesVerbContext c) {
      RomanceFilterBuilder.possessive(rb, c.possessive(), false);
      Optional<Zone> asIf = c.asIfClause() == null ? Optional.empty() : Optional.of(RomanceFilterBuilder.zone(rb,
          c.asIfClause().zone()));
      return new Step.ActivateOwn(subject, kinds(c.abilityKinds()), asIf, s);
    }
    GoVerbContext c = (GoVerbContext) ctx;
    return new Step.Move(PlayerRef.you(), subject, Optional.empty(),
        new Step.Destination.ToZone(RomanceFilterBuilder.zone(rb, c.zone()), rb.span(c.zone())), Optional.empty(),
            Optional.empty(), s);
  }

  static ImmutableList<Step.Gainable> gains(RomanceAstBuilder rb, GainListContext ctx) {
    if (RomanceAstBuilder.has(ctx, OR)) {
      List<Status> statuses = new ArrayList<>();
      for (GainItemContext item : ctx.gainItem()) {
        if (!(item instanceof GainStatusContext st)) {
          throw rb.error(item, "expected a status in a choice of statuses, found '" + rb.written(item) + "'");
        }
        statuses.add(rb.status(st.STATUS()));
      }
      return ImmutableList.of(new Step.Gainable.OneStatusOf(RomanceAstBuilder.list(statuses), rb.span(ctx)));
    }
    List<Step.Gainable> items = new ArrayList<>();
    for (GainItemContext item : ctx.gainItem()) {
      SourceSpan s = rb.span(item);
      if (item instanceof GainCountersContext c) {
        items.add(new Step.Gainable.Counters(rb.quantity(c.quantity()), rb.counter(c.counterNoun()), s));
      } else if (item instanceof GainCountersEqualContext c) {
        items.add(new Step.Gainable.Counters(rb.quantity(c.quantity()), rb.counter(c.counterNoun()), s));
      } else if (item instanceof GainStatusContext c) {
        items.add(new Step.Gainable.StatusOf(rb.status(c.STATUS()), s));
      } else if (item instanceof GainAbilityContext c) {
        items.add(new Step.Gainable.AbilityOf(quoted(rb, c.quotedBody()), s));
      } else {
        Statement.Grant.KeywordGrant k = RomanceStatementBuilder.keywordGrant(rb,
            ((GainKeywordContext) item).KW_ABILITY(), item);
        items.add(new Step.Gainable.KeywordOf(k.keyword(), k.parameter(), s));
      }
    }
    return RomanceAstBuilder.list(items);
  }

  static ImmutableList<Step.Losable> loses(RomanceAstBuilder rb, LoseListContext ctx) {
    if (RomanceAstBuilder.has(ctx, OR)) {
      throw rb.error(ctx, "expected 'and' between the things lost, found 'or'");
    }
    List<Step.Losable> items = new ArrayList<>();
    for (LoseItemContext item : ctx.loseItem()) {
      SourceSpan s = rb.span(item);
      if (item instanceof LoseStatusContext c) {
        items.add(new Step.Losable.StatusOf(rb.status(c.STATUS()), s));
      } else if (item instanceof LoseCountersContext c) {
        items.add(new Step.Losable.Counters(rb.quantity(c.quantity()), rb.counter(c.counterNoun()), s));
      } else {
        LoseAllCountersContext c = (LoseAllCountersContext) item;
        Possessor owner = c.possessive() != null ? RomanceFilterBuilder.possessive(rb, c.possessive(), false)
            : new Possessor.OfObject(new ObjectRef.Pronoun(rb.lastCandidate(), false, Optional.empty(), false, false,
                s), s);
        items.add(new Step.Losable.AllCounters(owner, rb.counter(c.counterNoun()), s));
      }
    }
    return RomanceAstBuilder.list(items);
  }
}
