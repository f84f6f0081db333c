package dev.altered.text.romance;

import static dev.altered.grammar.romance.RomanceParser.*;
import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Counter;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.Period;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Zone;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Statements (passives): cost changes, grants, restrictions, regions, replacements ("instead").
 *
 * <p>A part of {@link RomanceAstBuilder}: static methods over the builder passed in, which holds the per-ability
 * state (the text, the lexicon, the antecedent candidates, the default actor, the reading flags).
 */
final class RomanceStatementBuilder {
  private RomanceStatementBuilder() {}

  // ===================================================================================================================
  // Statements
  // ===================================================================================================================

  /** The subject of a statement: written, or left out (from the verb's person). */
  static ObjectRef subjectOf(RomanceAstBuilder rb, ObjectSubjectContext subject, TerminalNode verb, SourceSpan s) {
    return subject != null ? RomanceObjectBuilder.obj(rb, subject.objectPhrase(), true) : rb.impliedSubject(verb, s);
  }

  static Statement statement(RomanceAstBuilder rb, StatementContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof HasKeywordStatementContext c) {
      TerminalNode verb = c.BE() != null ? c.BE() : c.HAVE();
      ObjectRef subject = subjectOf(rb, c.objectSubject(), verb, s);
      List<Statement.Grant> grants = new ArrayList<>();
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(rb, k));
      }
      return new Statement.Has(subject, RomanceAstBuilder.list(grants), s);
    }
    if (ctx instanceof HaveAbilityStatementContext c) {
      ObjectRef subject = subjectOf(rb, c.objectSubject(), c.HAVE(), s);
      return new Statement.Has(subject, ImmutableList.of(new Statement.Grant.AbilityGrant(RomanceVerbBuilder.quoted(rb,
          c.quotedBody()),
          rb.span(c.quotedBody()))), s);
    }
    if (ctx instanceof CostModStatementContext c) {
      boolean playMe = c.costTail().stream().anyMatch(t -> t.clitic() != null && t.clitic().ME() != null);
      // "Cuesta {2} menos jugarme en ...": I cost {2} less to play in ...
      ObjectRef subject = c.objectSubject() == null && playMe ? new ObjectRef.Self(s)
          : subjectOf(rb, c.objectSubject(), c.COST(), s);
      return costChange(rb, subject, c.manaAmount(), c.MORE() != null, c.costTail(), s);
    }
    if (ctx instanceof CostToPlayStatementContext c) {
      if (c.objectList() != null) {
        throw rb.error(c, "expected what costs less to play, found cards to play");
      }
      ObjectRef subject = c.clitic() != null ? RomanceVerbBuilder.cliticObject(rb, c.clitic()) : new ObjectRef.Self(s);
      return costChange(rb, subject, c.manaAmount(), c.MORE() != null, c.costTail(), s);
    }
    if (ctx instanceof StatSetStatementContext c) {
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext t : c.statList().terrainSymbol()) {
        stats.add(RomanceAstBuilder.terrain(t));
      }
      // "ho {V}, {M} e {O} pari a ...": the subject the verb's person gives.
      ObjectRef of = c.objectList() != null ? RomanceObjectBuilder.objList(rb,
          c.objectList()) : rb.impliedSubject(c.HAVE(), s);
      Quantity value = rb.quantity(c.quantity());
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(RomanceAstBuilder.list(stats),
          Statement.Grant.Statistics.Change.SET, value, rb.span(c.quantity()))), s);
    }
    if (ctx instanceof PossessiveStatSetStatementContext c) {
      // "mi {V}, {M} y {O} son iguales a ...": my statistics.
      if (!(RomanceFilterBuilder.possessive(rb, c.possessive(), false) instanceof Possessor.OfObject o)) {
        throw rb.error(c.possessive(), "expected the statistics of an object ('mi', 'su'), found a player's");
      }
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext t : c.statList().terrainSymbol()) {
        stats.add(RomanceAstBuilder.terrain(t));
      }
      return new Statement.Has(o.object(),
          ImmutableList.of(new Statement.Grant.Statistics(RomanceAstBuilder.list(stats),
          Statement.Grant.Statistics.Change.SET, rb.quantity(c.quantity()), rb.span(c.quantity()))), s);
    }
    if (ctx instanceof NotPayCostStatementContext c) {
      // "Non paghi il costo del prossimo incantesimo ...": the next Spell you play is free.
      return new Statement.Free(RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof FreeStatementContext c) {
      return new Statement.Free(subjectOf(rb, c.objectSubject(), c.BE(), s), s);
    }
    if (ctx instanceof MinCostStatementContext c) {
      return new Statement.MinimumCost(subjectOf(rb, c.objectSubject(), c.CAN(), s), rb.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof CantBePlayedStatementContext || ctx instanceof CantPlayMeStatementContext) {
      // "No se me puede jugar", "No puedes jugarme": I can't be played.
      return new Statement.Cannot(new ObjectRef.Self(s), new Statement.Restricted.Undergo(ObjectAction.PLAYED,
          Optional.empty(), s), s);
    }
    if (ctx instanceof CantStatementContext c) {
      ObjectRef subject = c.objectList() != null ? RomanceObjectBuilder.objList(rb, c.objectList())
          : rb.impliedSubject(c.CAN() != null ? c.CAN() : RomanceAstBuilder.firstTerminal(c.negatedAction()), s);
      return new Statement.Cannot(subject, restricted(rb, c.negatedAction()), s);
    }
    if (ctx instanceof CanStatementContext c) {
      ObjectRef subject = subjectOf(rb, c.objectSubject(), c.CAN(), s);
      Status gained = rb.status(c.STATUS(0));
      Status already = rb.status(c.STATUS(1));
      if (gained != already) {
        throw rb.error(c, "expected the same status twice (" + rb.written(c.STATUS(0)) + "), found "
            + rb.written(c.STATUS(1)));
      }
      return new Statement.CanGainAgain(subject, gained, s);
    }
    if (ctx instanceof MayPlayStatementContext c) {
      rb.ofMeansFrom = true;
      ObjectRef what = RomanceObjectBuilder.objList(rb, c.objectList());
      Optional<Zone> from = RomanceFilterBuilder.optZone(rb, c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(RomanceObjectBuilder.obj(rb,
          c.objectPhrase(), false));
      return new Statement.MayPlay(PlayerRef.you(), what, from, in, RomanceVerbBuilder.playCost(rb, c.playCost(), s),
          s);
    }
    if (ctx instanceof KeepMoreStatementContext c) {
      Zone z = RomanceFilterBuilder.zone(rb, c.zone());
      Limit limit = switch (z.kind()) {
        case RESERVE -> Limit.RESERVE;
        case LANDMARK_ZONE -> Limit.LANDMARK;
        default -> throw rb.error(c.zone(), "expected the Reserve or the Landmark zone, found '" + rb.written(c.zone())
            + "'");
      };
      return new Statement.LimitChange(limit, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)),
          Optional.empty(), 1, Optional.of(rb.quantity(c.quantity())), s);
    }
    if (ctx instanceof ActivationRestrictionContext || ctx instanceof ActivationRestrictionAfterContext) {
      return new Statement.ActivationRestriction(Optional.empty(), Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof ActivateOnlyStatementContext c) {
      Optional<Condition> onlyIf = c.condition() != null ? Optional.of(RomanceConditionBuilder.condition(rb,
          c.condition()))
          : c.timing() != null ? Optional.of(RomanceSentenceBuilder.timing(rb, c.timing())) : Optional.empty();
      Optional<Quantity> times = Optional.empty();
      Optional<Period> per = Optional.empty();
      ActivationTimesContext t = c.activationTimes();
      if (t != null) {
        times = Optional.of(t.quantity() != null ? rb.quantity(t.quantity())
            : new Quantity.Literal(t.ONCE() != null ? 1 : 2, rb.span(t)));
        per = Optional.of(RomanceAstBuilder.period(t.period()));
      }
      if (onlyIf.isEmpty() && times.isEmpty()) {
        throw rb.error(c, "expected when it may be activated");
      }
      return new Statement.ActivationRestriction(onlyIf, times, per, s);
    }
    if (ctx instanceof ActionCostStatementContext c) {
      return new Statement.ActionCostsMore(rb.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof AbilitiesCantActivateStatementContext c) {
      return new Statement.AbilitiesCannotActivate(RomanceVerbBuilder.kinds(c.abilityKinds()),
          RomanceObjectBuilder.objList(rb, c.objectList()), s);
    }
    if (ctx instanceof ReplacementStatementContext c) {
      return replacement(rb, c, s);
    }
    if (ctx instanceof TerrainAddStatementContext c) {
      ImmutableList<Statement.Region> regions = regions(rb, c.regionSubject());
      RomanceFilterBuilder.possessive(rb, c.possessive(), false);
      return new Statement.TerrainAdded(regions, RomanceAstBuilder.terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof TerrainSetStatementContext c) {
      ImmutableList<Statement.Region> regions = regions(rb, c.regionSubject());
      RomanceFilterBuilder.possessive(rb, c.possessive(), false);
      return new Statement.TerrainSet(regions, RomanceAstBuilder.terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof LimitStatementContext c) {
      int sign = c.INCREASE() != null ? 1 : -1;
      if (c.ALL() != null) {
        return new Statement.LimitChange(Limit.RESERVE, Optional.empty(), Optional.empty(), sign,
            Optional.of(rb.quantity(c.quantity())), s);
      }
      Possessor p = RomanceFilterBuilder.possessive(rb, c.possessive(), true);
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw rb.error(c, "expected a player's limit ('tu reserva'), found an object's");
      }
      return new Statement.LimitChange(Limit.RESERVE, Optional.of(pl.player()), Optional.empty(), sign,
          Optional.of(rb.quantity(c.quantity())), s);
    }
    if (ctx instanceof BeginWithMarkersStatementContext statement) {
      BeginWithMarkersContext c = statement.beginWithMarkers();
      ImmutableList.Builder<ImmutableList<Terrain>> markers = ImmutableList.builder();
      TerrainMarkers.add(markers, RomanceAstBuilder.number(c.number()), RomanceAstBuilder.terrain(c.terrainSymbol()));
      for (MarkerGroupContext g : c.markerGroup()) {
        TerrainMarkers.add(markers, g.number() == null ? 1 : RomanceAstBuilder.number(g.number()),
            RomanceAstBuilder.terrain(g.terrainSymbol()));
      }
      return new Statement.BeginsWithMarkers(subjectOf(rb, c.objectSubject(), c.BEGIN(), s), markers.build(), s);
    }
    if (ctx instanceof BeginWithStatementContext c) {
      return new Statement.BeginsWith(subjectOf(rb, c.objectSubject(), c.BEGIN(), s), rb.quantity(c.quantity()),
          rb.counter(c.counterNoun()), s);
    }
    if (ctx instanceof RemainStatementContext c) {
      ObjectRef subject = RomanceObjectBuilder.obj(rb, c.objectSubject().objectPhrase(), true);
      Status status = c.STATUS() == null ? Status.EXHAUSTED : rb.status(c.STATUS());
      return new Statement.Remains(subject, status, c.phase() == null ? Optional.empty()
          : Optional.of(RomanceAstBuilder.phase(c.phase())),
          s);
    }
    if (ctx instanceof SupportGiveStatementContext c) {
      ObjectRef of = RomanceObjectBuilder.objList(rb, c.objectList());
      SupportGiveContext g = c.supportGive();
      RomanceFilterBuilder.possessive(rb, g.possessive(), false);
      Optional<Quantity> extra = g.quantity() == null ? Optional.empty() : Optional.of(rb.quantity(g.quantity()));
      return new Statement.LimitChange(Limit.SUPPORT_COUNTERS, Optional.empty(), Optional.of(of), 1, extra, s);
    }
    if (ctx instanceof IgnoreAbilitiesStatementContext c) {
      return new Statement.AbilitiesIgnored(RomanceFilterBuilder.possessive(rb, c.possessive(), false), s);
    }
    throw rb.error(ctx, "expected a statement, found '" + rb.written(ctx) + "'");
  }

  static Statement costChange(RomanceAstBuilder rb, ObjectRef subject, ManaAmountContext mana, boolean more,
      List<CostTailContext> tails,
      SourceSpan s) {
    Quantity q = rb.manaAmount(mana);
    Optional<ObjectRef> in = Optional.empty();
    Optional<Quantity> min = Optional.empty();
    Optional<ObjectRef> per = Optional.empty();
    for (CostTailContext t : tails) {
      if (t.DOWN_TO_MIN() != null) {
        min = Optional.of(rb.manaAmount(t.manaAmount()));
      } else if (t.FOR_EACH() != null) {
        per = Optional.of(RomanceObjectBuilder.eachObj(rb, t.objectPhrase(), false));
      } else {
        in = Optional.of(RomanceObjectBuilder.obj(rb, t.objectPhrase(), false));
      }
    }
    return new Statement.CostChange(subject, q, more, in, min, per, s);
  }

  static Statement.Grant grant(RomanceAstBuilder rb, KeywordOrStatusContext k) {
    SourceSpan s = rb.span(k);
    if (k.STATUS() != null) {
      return new Statement.Grant.StatusGrant(rb.status(k.STATUS()), s);
    }
    return keywordGrant(rb, k.KW_ABILITY(), k);
  }

  static Statement.Grant.KeywordGrant keywordGrant(RomanceAstBuilder rb, TerminalNode kwNode, ParserRuleContext k) {
    SourceSpan s = rb.span(k);
    RomanceLexicon.KeywordWithParameter kw = rb.lexicon.ability(rb.inside(kwNode)).orElseThrow();
    Optional<Quantity> parameter = kw.parameter().map(p -> p.equalsIgnoreCase("x") ? (Quantity) new Quantity.X(0, s)
        : new Quantity.Literal(Integer.parseInt(p), s));
    if (kw.id().parameterized() != parameter.isPresent()) {
      throw rb.error(k, kw.id().parameterized() ? "expected a number in " + rb.written(k) + " (such as [Resistencia 1])"
          : "expected no number in " + rb.written(k));
    }
    return new Statement.Grant.KeywordGrant(kw.id(), parameter, s);
  }

  static Statement.Restricted restricted(RomanceAstBuilder rb, NegatedActionContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof CantMoveContext c) {
      Optional<Terrain> dueTo = Optional.empty();
      Optional<Terrain> except = Optional.empty();
      for (int i = 0; i < c.getChildCount(); i++) {
        if (c.getChild(i) instanceof TerrainSymbolContext t) {
          if (i >= 2 && c.getChild(i - 2) instanceof TerminalNode n && n.getSymbol().getType() == EXCEPT) {
            except = Optional.of(RomanceAstBuilder.terrain(t));
          } else {
            dueTo = Optional.of(RomanceAstBuilder.terrain(t));
          }
        }
      }
      return new Statement.Restricted.Move(c.ADVANCE() != null ? Direction.FORWARD : Direction.BACKWARD, dueTo, except,
          c.phase() == null ? Optional.empty() : Optional.of(RomanceAstBuilder.phase(c.phase())), s);
    }
    if (ctx instanceof CantGainStatusContext c) {
      return new Statement.Restricted.GainStatus(rb.status(c.STATUS()), s);
    }
    if (ctx instanceof CantUndergoContext c) {
      Optional<ObjectRef> by = c.objectList() == null ? Optional.empty() : Optional.of(RomanceObjectBuilder.objList(rb,
          c.objectList()));
      return new Statement.Restricted.Undergo(RomanceEventBuilder.objectAction(c.objectAction()), by, s);
    }
    if (ctx instanceof CantKeywordContext c) {
      return new Statement.Restricted.Keyword(rb.lexicon.action(rb.inside(c.KW_ACTION())).orElseThrow(), s);
    }
    if (ctx instanceof CantCountContext c) {
      RomanceFilterBuilder.possessive(rb, c.possessive(), true);
      return new Statement.Restricted.CountTowardsLimit(Limit.RESERVE, s);
    }
    if (ctx instanceof CantPreventContext c) {
      ObjectRef what = c.objectSubject() != null ? RomanceObjectBuilder.obj(rb, c.objectSubject().objectPhrase(), true)
          : new ObjectRef.Pronoun(rb.lastCandidate(), false, Optional.empty(), false, false, s);
      return new Statement.Restricted.PreventMovingForward(what, s);
    }
    if (ctx instanceof CantGainCountersContext c) {
      return new Statement.Restricted.GainCounters(c.counterNoun() == null ? Counter.ANY : rb.counter(c.counterNoun()),
          s);
    }
    return new Statement.Restricted.Activate(s);
  }

  static ImmutableList<Statement.Region> regions(RomanceAstBuilder rb, RegionSubjectContext ctx) {
    List<Statement.Region> regions = new ArrayList<>();
    for (RegionRefContext r : ctx.regionRef()) {
      SourceSpan s = rb.span(r);
      if (r instanceof OwnRegionContext c) {
        regions.add(new Statement.Region.Own(RomanceFilterBuilder.possessive(rb, c.possessive(), false), s));
      } else if (r instanceof RegionOfContext c) {
        regions.add(new Statement.Region.OfExpedition(RomanceObjectBuilder.obj(rb, c.objectPhrase(), false), s));
      } else {
        regions.add(new Statement.Region.All(s));
      }
    }
    return RomanceAstBuilder.list(regions);
  }

  static Statement replacement(RomanceAstBuilder rb, ReplacementStatementContext ctx, SourceSpan s) {
    ReplacedEventContext r = ctx.replacedEvent();
    Event event;
    Optional<Condition> whilst = Optional.empty();
    if (r instanceof ObjectWouldContext o && o.objectSubject() == null
        && o.objectEvent() instanceof ObjectKeywordEventContext k
        && !rb.lexicon.action(rb.inside(k.KW_ACTION())).orElseThrow().doneByObject()) {
      // "Si fueses a [reabastecer]": a player's keyword action.
      event = new Event.DoesKeyword(rb.impliedPlayer(o.WOULD(), rb.span(o)), rb.lexicon.action(rb.inside(k.KW_ACTION()))
          .orElseThrow(), rb.span(k));
    } else if (r instanceof ObjectWouldContext o) {
      ObjectRef subject = o.objectSubject() != null ? RomanceObjectBuilder.obj(rb, o.objectSubject().objectPhrase(),
          true)
          : rb.impliedSubject(o.WOULD(), rb.span(o));
      event = RomanceEventBuilder.objectEvent(rb, subject, o.objectEvent());
      if (o.condition() != null) {
        whilst = Optional.of(RomanceConditionBuilder.condition(rb, o.condition()));
      } else if (o.timing() != null) {
        whilst = Optional.of(RomanceSentenceBuilder.timing(rb, o.timing()));
      }
    } else {
      PlayerWouldContext p = (PlayerWouldContext) r;
      PlayerRef player = p.playerSubject() != null ? RomanceFilterBuilder.player(rb,
          p.playerSubject()) : rb.impliedPlayer(p.WOULD(), rb.span(p));
      event = RomanceEventBuilder.playerEvent(rb, player, p.playerEvent());
    }
    ReplacementContext rep = ctx.replacement();
    ImmutableList<Step> steps = RomanceStepBuilder.steps(rb, rep.stepSequence());
    Statement.Replacement.Kind kind;
    // Italian says "instead" right after the verb: "ottengo invece 1 rinforzo", "puoi invece scartarmi per ...".
    boolean instead = rep.INSTEAD() != null || insteadAfterVerb(rep.stepSequence());
    if (instead && steps.size() == 1 && optionalWithInstead(steps.get(0)).isPresent()) {
      // "en vez de eso, puedes descartarme para robar": you may discard me instead to draw (the word is inside).
      kind = Statement.Replacement.Kind.INSTEAD_INSIDE;
      steps = ImmutableList.of(optionalWithInstead(steps.get(0)).get());
    } else if (instead) {
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (rep.ALSO() == null && steps.get(0) instanceof Step.Reveal rv && rv.also()) {
      // "revela también ...": also reveal.
      kind = Statement.Replacement.Kind.ALSO;
      List<Step> out = new ArrayList<>(steps);
      out.set(0, new Step.Reveal(rv.actor(), rv.objects(), false, rv.span()));
      steps = RomanceAstBuilder.list(out);
    } else if (rep.ALSO() != null) {
      kind = Statement.Replacement.Kind.ALSO;
    } else if (endsWithInstead(steps)) {
      kind = Statement.Replacement.Kind.INSTEAD;
      steps = stripTrailingInstead(steps);
    } else if (mentionsInstead(rep)) {
      kind = Statement.Replacement.Kind.INSTEAD_INSIDE;
    } else {
      kind = Statement.Replacement.Kind.MODIFY;
    }
    return new Statement.Replacement(new Statement.Would(event, whilst, rb.span(r)), kind, steps, s);
  }

  /** An optional step with "instead" moved onto the step it replaces with ("you may discard me instead to ..."). */
  static Optional<Step> optionalWithInstead(Step step) {
    Step.Modifier instead = new Step.Modifier.Instead(step.span());
    if (step instanceof Step.Internal in && in.optional() && !in.cost().isEmpty()) {
      List<Step> cost = new ArrayList<>(in.cost());
      cost.set(0, RomanceSentenceBuilder.withModifier(cost.get(0), instead));
      return Optional.of(new Step.Internal(in.actor(), true, RomanceAstBuilder.list(cost), in.effect(), in.span()));
    }
    if (step instanceof Step.May may && !may.steps().isEmpty()) {
      List<Step> inner = new ArrayList<>(may.steps());
      inner.set(inner.size() - 1, RomanceSentenceBuilder.withModifier(inner.get(inner.size() - 1), instead));
      return Optional.of(new Step.May(may.actor(), RomanceAstBuilder.list(inner), may.either(), may.span()));
    }
    return Optional.empty();
  }

  /** Whether the first step says "instead" right after its verb (or after "can"), as Italian does. */
  static boolean insteadAfterVerb(StepSequenceContext seq) {
    TerminalNode t = firstInstead(seq.stepItem(0));
    if (t == null) {
      return false;
    }
    ParseTree parent = t.getParent();
    return parent instanceof OptionalStepContext || parent instanceof GainVerbContext
        || parent instanceof LoseVerbContext || parent instanceof RollVerbContext
        || parent instanceof RevealVerbContext || parent instanceof PutBodyContext
        || parent instanceof AdvanceVerbContext || parent instanceof RollExtraVerbContext;
  }

  static boolean within(ParserRuleContext ctx, Class<? extends ParserRuleContext> kind) {
    for (ParserRuleContext p = ctx.getParent(); p != null; p = p.getParent()) {
      if (kind.isInstance(p)) {
        return true;
      }
    }
    return false;
  }

  static TerminalNode firstInstead(ParserRuleContext ctx) {
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t && t.getSymbol().getType() == INSTEAD) {
        return t;
      }
      if (c instanceof ParserRuleContext p) {
        TerminalNode found = firstInstead(p);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  static boolean mentionsInstead(ParserRuleContext ctx) {
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t && t.getSymbol().getType() == INSTEAD) {
        return true;
      }
      if (c instanceof ParserRuleContext p && mentionsInstead(p)) {
        return true;
      }
    }
    return false;
  }

  static boolean endsWithInstead(List<Step> steps) {
    Step last = steps.get(steps.size() - 1);
    return last instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Instead;
  }

  static ImmutableList<Step> stripTrailingInstead(ImmutableList<Step> steps) {
    List<Step> out = new ArrayList<>(steps);
    out.set(out.size() - 1, ((Step.Modified) out.get(out.size() - 1)).step());
    return RomanceAstBuilder.list(out);
  }
}
