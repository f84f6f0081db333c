package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;
import static dev.altered.text.en.EnglishWords.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.Period;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Zone;
import dev.altered.text.en.EnglishSteps.Hoisted;
import dev.altered.text.en.EnglishSteps.Played;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * English parse tree to AST: statements of passive and lasting abilities (grants, stat changes, costs,
 * restrictions, limits, replacements).
 */
final class EnglishStatements {
  private final EnglishReading read;

  EnglishStatements(EnglishReading read) {
    this.read = read;
  }

  Statement statement(StatementContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof HasKeywordStatementContext c) {
      ObjectRef subject = c.objectPhrase() != null ? read.objects.obj(c.objectPhrase(), true)
          : has(c, "i'm") ? new ObjectRef.Self(s) : read.objects.pronoun(c, false);
      List<Statement.Grant> grants = new ArrayList<>();
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(k));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof HaveAbilityStatementContext c) {
      ObjectRef subject = read.objects.obj(c.objectPhrase(), true);
      List<Statement.Grant> grants = new ArrayList<>();
      if (c.quotedBody() != null) {
        grants.add(new Statement.Grant.AbilityGrant(read.verbs.quoted(c.quotedBody()), read.span(c.quotedBody())));
      }
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(k));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof PayToPlayStatementContext c) { // "Pay {3} more to play me in ...": "I cost {3} more to play in"
      return new Statement.CostChange(read.objects.obj(c.objectPhrase(0), true), read.numbers.manaAmount(c.manaAmount()), has(c, "more"),
          Optional.of(read.objects.obj(c.objectPhrase(1), false)), Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof CostModStatementContext c) {
      ObjectRef subject = read.objects.obj(c.objectPhrase(0), true);
      Quantity mana = read.numbers.manaAmount(c.manaAmount(0));
      Optional<ObjectRef> in = Optional.empty();
      Optional<ObjectRef> per = Optional.empty();
      int phrase = 1;
      if (has(c, "play")) {
        in = Optional.of(read.objects.obj(c.objectPhrase(phrase++), false));
      }
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(read.numbers.manaAmount(c.manaAmount(1))) : Optional.empty();
      if (has(c, "per") || has(c, "each")) { // "per exhausted card", "for each of your Ascended Expeditions"
        per = Optional.of(read.objects.obj(c.objectPhrase(phrase), false));
      }
      return new Statement.CostChange(subject, mana, has(c, "more"), in, min, per, s);
    }
    if (ctx instanceof FreeStatementContext c) {
      return new Statement.Free(read.objects.obj(c.objectPhrase(), true), s);
    }
    if (ctx instanceof MinCostStatementContext c) {
      return new Statement.MinimumCost(read.objects.obj(c.objectPhrase(), true),
          read.numbers.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof CantStatementContext c) {
      ObjectRef subject = read.objects.objList(c.objectList());
      return new Statement.Cannot(subject, restricted(c.negatedAction()), s);
    }
    if (ctx instanceof CanStatementContext c) {
      ObjectRef subject = read.objects.obj(c.objectPhrase(), true);
      CanActionContext a = c.canAction();
      read.objects.obj(a.objectPhrase(), false);
      Status gained = read.numbers.status(a.STATUS(0));
      Status already = read.numbers.status(a.STATUS(1));
      if (gained != already) {
        throw read.error(a, "expected the same status twice (" + a.STATUS(0).getText() + "), found "
            + a.STATUS(1).getText());
      }
      return new Statement.CanGainAgain(subject, gained, s);
    }
    if (ctx instanceof StatChangeStatementContext c) {
      ObjectRef subject = read.objects.obj(c.objectPhrase(), true);
      List<Statement.Grant> grants = new ArrayList<>();
      for (StatChangeContext sc : c.statChange()) {
        grants.add(statChange(sc));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof StatSetStatementContext c) {
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext t : c.statList().terrainSymbol()) {
        stats.add(EnglishNumbers.terrain(t));
      }
      ObjectRef of;
      if (c.objectList() != null) {
        of = read.objects.objList(c.objectList());
      } else if (read.objects.possessive(c.possessive()) instanceof Possessor.OfObject o) {
        of = o.object(); // "my {V}, {M} and {O} are equal to ..."
      } else {
        throw read.error(c.possessive(), "expected the statistics of an object ('my', 'its'), found a player's");
      }
      Quantity value = read.numbers.quantity(c.quantity());
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, value, read.span(c.quantity()))), s);
    }
    if (ctx instanceof MayPlayStatementContext c) {
      ObjectRef what = read.objects.objList(c.objectList());
      Optional<Zone> from = read.objects.optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(read.objects.obj(c.objectPhrase(), false));
      Played p = EnglishSteps.playedIn(what, in);
      Hoisted h = EnglishSteps.hoistFrom(p.objects(), from);
      return new Statement.MayPlay(PlayerRef.you(), h.objects(), h.from(), p.in(), read.verbs.playCost(c.playCost(), s), s);
    }
    if (ctx instanceof KeepMoreStatementContext c) {
      // Cards kept at Clean-up (4.2.5.b) are the Reserve or Landmark limit.
      Zone z = read.objects.zone(c.zone());
      Limit limit = switch (z.kind()) {
        case RESERVE -> Limit.RESERVE;
        case LANDMARK_ZONE -> Limit.LANDMARK;
        default -> throw read.error(c.zone(), "expected 'Reserve' or 'Landmarks', found '" + c.zone().getText() + "'");
      };
      return new Statement.LimitChange(limit, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)),
          Optional.empty(), 1, Optional.of(read.numbers.quantity(c.quantity())), s);
    }
    if (ctx instanceof ActivationRestrictionContext c) {
      return new Statement.ActivationRestriction(Optional.empty(), Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof ActivateOnlyStatementContext c) {
      Optional<Condition> onlyIf = c.condition() != null ? Optional.of(read.conditions.condition(c.condition()))
          : c.timing() != null ? Optional.of(read.sentences.timing(c.timing())) : Optional.empty();
      Optional<Quantity> times = Optional.empty();
      Optional<Period> per = Optional.empty();
      ActivationTimesContext t = c.activationTimes();
      if (t != null) {
        times = Optional.of(t.quantity() != null ? read.numbers.quantity(t.quantity())
            : new Quantity.Literal(has(t, "once") ? 1 : 2, read.span(t)));
        per = Optional.of(Period.valueOf(t.period().getText().toUpperCase(Locale.ROOT)));
      }
      if (onlyIf.isEmpty() && times.isEmpty()) {
        throw read.error(c, "expected when it may be activated ('during your turn', 'once per Day', 'if ...')");
      }
      return new Statement.ActivationRestriction(onlyIf, times, per, s);
    }
    if (ctx instanceof ActionCostStatementContext c) {
      return new Statement.ActionCostsMore(read.numbers.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof AbilitiesCantActivateStatementContext c) {
      return new Statement.AbilitiesCannotActivate(read.verbs.kinds(c.abilityKinds()),
          read.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ReplacementStatementContext c) {
      return replacement(c, s);
    }
    if (ctx instanceof TerrainAddStatementContext c) {
      ImmutableList<Statement.Region> regions = regions(c.regionSubject());
      read.objects.possessive(c.possessive());
      return new Statement.TerrainAdded(regions, EnglishNumbers.terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof TerrainSetStatementContext c) {
      ImmutableList<Statement.Region> regions = regions(c.regionSubject());
      if (c.possessive() != null) {
        read.objects.possessive(c.possessive());
      }
      return new Statement.TerrainSet(regions, EnglishNumbers.terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof LimitStatementContext c) {
      Possessor p = read.objects.possessive(c.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw read.error(c, "expected a player's limit ('your'), found an object's");
      }
      return new Statement.LimitChange(limit(c.limitName()), Optional.of(pl.player()), Optional.empty(),
          has(c, "increased") ? 1 : -1, Optional.of(read.numbers.quantity(c.quantity())), s);
    }
    if (ctx instanceof AllLimitsStatementContext c) {
      return new Statement.LimitChange(limit(c.limitName()), Optional.empty(), Optional.empty(),
          has(c, "increased") ? 1 : -1, Optional.of(read.numbers.quantity(c.quantity())), s);
    }
    if (ctx instanceof BeginWithStatementContext c) {
      return new Statement.BeginsWith(read.objects.obj(c.objectPhrase(), true),
          read.numbers.quantity(c.quantity()), read.numbers.counter(c.counterNoun()), s);
    }
    if (ctx instanceof BeginWithMarkersStatementContext c) {
      ImmutableList.Builder<ImmutableList<Terrain>> markers = ImmutableList.builder();
      for (MarkerGroupContext g : c.markerGroup()) {
        if (!(read.numbers.quantity(g.quantity()) instanceof Quantity.Literal n)) {
          throw read.error(g.quantity(), "expected how many markers, as a number ('one {V}')");
        }
        for (int i = 0; i < n.value(); i++) {
          markers.add(EnglishNumbers.terrains(g.terrainList()));
        }
      }
      return new Statement.BeginsWithMarkers(read.objects.obj(c.objectPhrase(), true), markers.build(), s);
    }
    if (ctx instanceof RemainStatementContext c) {
      ObjectRef subject = read.objects.obj(c.objectPhrase(), true);
      Status status = c.statusWord().STATUS() == null ? Status.EXHAUSTED : read.numbers.status(c.statusWord().STATUS());
      return new Statement.Remains(subject, status, c.phase() == null ? Optional.empty() : Optional.of(EnglishNumbers.phase(c.phase())), s);
    }
    if (ctx instanceof SupportGiveStatementContext c) {
      ObjectRef of = read.objects.objList(c.objectList());
      read.objects.obj(c.objectPhrase(), false);
      SupportGiveContext g = c.supportGive();
      read.objects.possessive(g.possessive());
      Optional<Quantity> extra = g.quantity() == null ? Optional.empty() : Optional.of(read.numbers.quantity(g.quantity()));
      return new Statement.LimitChange(Limit.SUPPORT_COUNTERS, Optional.empty(), Optional.of(of), 1, extra, s);
    }
    if (ctx instanceof LoseAbilitiesStatementContext c) {
      // "All other Characters lose their abilities": their own abilities (2.2.12), so the possessive says nothing more.
      ObjectRef subject = read.objects.obj(c.objectPhrase(), true);
      return new Statement.LosesAbilities(subject, s);
    }
    if (ctx instanceof IgnoreAbilitiesStatementContext c) {
      return new Statement.AbilitiesIgnored(read.objects.possessive(c.possessive()), s);
    }
    if (ctx instanceof IgnoreKindsStatementContext c) {
      Possessor p = read.objects.possessive(c.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw read.error(c, "expected the abilities of an object ('my', 'its'), found a player's");
      }
      return new Statement.ReactionsIgnored(read.verbs.kinds(c.abilityKinds()), o.object(), s);
    }
    if (ctx instanceof IgnoreAbilitiesOfStatementContext c) {
      ObjectRef of = read.objects.objList(c.objectList());
      // "the abilities of X" is "X's abilities"; with trigger symbols, only those Reactions.
      return c.abilityKinds() == null ? new Statement.AbilitiesIgnored(new Possessor.OfObject(of, read.span(c.objectList())), s)
          : new Statement.ReactionsIgnored(read.verbs.kinds(c.abilityKinds()), of, s);
    }
    throw read.error(ctx, "expected a statement, found '" + ctx.getText() + "'");
  }

  private Statement.Grant grant(KeywordOrStatusContext k) {
    SourceSpan s = read.span(k);
    if (k.STATUS() != null) {
      return new Statement.Grant.StatusGrant(read.numbers.status(k.STATUS()), s);
    }
    return keywordGrant(k.KW_ABILITY(), k);
  }

  Statement.Grant.KeywordGrant keywordGrant(TerminalNode kwNode, ParserRuleContext k) {
    SourceSpan s = read.span(k);
    EnglishLexicon.KeywordWithParameter kw = EnglishLexicon.ability(inside(kwNode)).orElseThrow();
    Optional<Quantity> parameter = kw.parameter().map(p -> p.equalsIgnoreCase("x") ? (Quantity) new Quantity.X(0, s)
        : new Quantity.Literal(Integer.parseInt(p), s));
    if (kw.id().parameterized() != parameter.isPresent()) {
      throw read.error(k, kw.id().parameterized() ? "expected a number in " + k.getText() + " (such as [Tough 1])"
          : "expected no number in " + k.getText());
    }
    return new Statement.Grant.KeywordGrant(kw.id(), parameter, s);
  }

  private static Limit limit(LimitNameContext ctx) {
    return ctx.getText().equalsIgnoreCase("landmark") ? Limit.LANDMARK : Limit.RESERVE;
  }

  /** "+1 {M}", "-2 {V}". */
  private Statement.Grant statChange(StatChangeContext ctx) {
    SourceSpan s = read.span(ctx);
    Quantity amount = ctx.NUMBER() != null ? new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()), s)
        : new Quantity.X(0, s);
    return new Statement.Grant.Statistics(ImmutableList.of(EnglishNumbers.terrain(ctx.terrainSymbol())),
        has(ctx, "-") ? Statement.Grant.Statistics.Change.SUBTRACT : Statement.Grant.Statistics.Change.ADD, amount, s);
  }

  Statement.Restricted restricted(NegatedActionContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof CantMoveContext c) {
      Optional<Terrain> dueTo = Optional.empty();
      Optional<Terrain> except = Optional.empty();
      for (int i = 0; i < c.getChildCount(); i++) {
        if (c.getChild(i) instanceof TerrainSymbolContext t) {
          if (c.getChild(i - 3).getText().equalsIgnoreCase("except")) {
            except = Optional.of(EnglishNumbers.terrain(t));
          } else {
            dueTo = Optional.of(EnglishNumbers.terrain(t));
          }
        }
      }
      return new Statement.Restricted.Move(EnglishVerbs.direction(c.direction()), dueTo, except,
          c.phase() == null ? Optional.empty() : Optional.of(EnglishNumbers.phase(c.phase())), s);
    }
    if (ctx instanceof CantGainStatusContext c) {
      return new Statement.Restricted.GainStatus(read.numbers.status(c.STATUS()), s);
    }
    if (ctx instanceof CantUndergoContext c) {
      ObjectAction action = EnglishAstBuilder.objectAction(c.objectAction());
      Optional<ObjectRef> by = c.objectList() == null ? Optional.empty() : Optional.of(read.objects.objList(c.objectList()));
      if (c.objectPhrase() != null) {
        // "but I can be used as a Mana Orb": what any card can (reminder), not a rule of its own.
        read.objects.obj(c.objectPhrase(), false);
      }
      return new Statement.Restricted.Undergo(action, by, s);
    }
    if (ctx instanceof CantBePlayedInContext c) {
      return new Statement.Restricted.PlayedIn(read.objects.obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof CantUndergoToContext c) {
      return new Statement.Restricted.UndergoTo(EnglishAstBuilder.objectAction(c.objectAction()), read.objects.zone(c.zone()), s);
    }
    if (ctx instanceof CantKeywordContext c) {
      return new Statement.Restricted.Keyword(EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
    }
    if (ctx instanceof CantCountContext c) {
      read.objects.possessive(c.possessive());
      return new Statement.Restricted.CountTowardsLimit(limit(c.limitName()), s);
    }
    if (ctx instanceof CantPreventContext c) {
      return new Statement.Restricted.PreventMovingForward(read.objects.obj(c.objectPhrase(),
          true), s);
    }
    if (ctx instanceof CantGainCountersContext c) {
      return new Statement.Restricted.GainCounters(read.numbers.counter(c.counterNoun()), s);
    }
    if (ctx instanceof CantLoseCountersContext c) {
      return new Statement.Restricted.LoseCounters(read.numbers.counter(c.counterNoun()), s);
    }
    if (ctx instanceof CantLoseStatusContext c) {
      return new Statement.Restricted.LoseStatus(read.numbers.status(c.STATUS()), s);
    }
    if (ctx instanceof CantPlayContext c) {
      ObjectRef what = read.objects.objList(c.objectList());
      return new Statement.Restricted.Play(what, read.objects.optZone(c.zone()), s);
    }
    if (ctx instanceof CantActivateContext c) {
      return new Statement.Restricted.Activate(s);
    }
    throw read.error(ctx, "expected what is not possible");
  }

  private ImmutableList<Statement.Region> regions(RegionSubjectContext ctx) {
    List<Statement.Region> regions = new ArrayList<>();
    for (RegionRefContext r : ctx.regionRef()) {
      SourceSpan s = read.span(r);
      Statement.Region item_;
      if (r instanceof OwnRegionContext c) {
        item_ = new Statement.Region.Own(read.objects.possessive(c.possessive()), s);
      } else if (r instanceof RegionOfContext c) {
        item_ = new Statement.Region.OfExpedition(read.objects.obj(c.objectPhrase(), false), s);
      } else if (r instanceof AllRegionsContext c) {
        item_ = new Statement.Region.All(s);
      } else {
        throw read.error(r, "expected a region");
      }
      regions.add(item_);
    }
    return list(regions);
  }

  private Statement replacement(ReplacementStatementContext ctx, SourceSpan s) {
    ReplacedEventContext r = ctx.replacedEvent();
    Event event;
    Optional<Condition> whilst = Optional.empty();
    if (r instanceof ObjectWouldContext o) {
      ObjectRef subject = read.objects.obj(o.objectPhrase(), true);
      event = read.events.objectEvent(subject, o.objectEvent());
      if (o.condition() != null) {
        whilst = Optional.of(read.conditions.condition(o.condition()));
      }
    } else {
      PlayerWouldContext p = (PlayerWouldContext) r;
      event = read.events.playerEvent(read.objects.player(p.playerSubject()), p.playerEvent());
    }
    ReplacementContext rep = ctx.replacement();
    ImmutableList<Step> steps = read.steps.steps(rep.stepSequence());
    Statement.Replacement.Kind kind;
    if (has(rep, "instead")) {
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (has(rep, "also")) {
      kind = Statement.Replacement.Kind.ALSO;
    } else if (endsWithInstead(steps)) {
      kind = Statement.Replacement.Kind.INSTEAD;
      steps = stripTrailingInstead(steps);
    } else if (mentionsInstead(rep)) {
      kind = Statement.Replacement.Kind.INSTEAD_INSIDE;
    } else {
      kind = Statement.Replacement.Kind.MODIFY;
    }
    return new Statement.Replacement(new Statement.Would(event, whilst, read.span(r)), kind, steps, s);
  }

  private static boolean mentionsInstead(ParserRuleContext ctx) {
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t && t.getText().equalsIgnoreCase("instead")) {
        return true;
      }
      if (c instanceof ParserRuleContext p && mentionsInstead(p)) {
        return true;
      }
    }
    return false;
  }

  /** "..., I gain 1 boost instead.": the last step carries the word. */
  private static boolean endsWithInstead(List<Step> steps) {
    Step last = steps.get(steps.size() - 1);
    return last instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Instead;
  }

  private static ImmutableList<Step> stripTrailingInstead(ImmutableList<Step> steps) {
    List<Step> out = new ArrayList<>(steps);
    out.set(out.size() - 1, ((Step.Modified) out.get(out.size() - 1)).step());
    return list(out);
  }

  // ===================================================================================================================
  // Events
  // ===================================================================================================================
}
