package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;
import static dev.altered.text.fr.FrenchTrees.*;

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
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.Period;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Zone;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/** The French builder's statements: what passive abilities and "tant que" say is true (see FrenchAstBuilder). */
final class FrenchStatements {
  private final FrenchReading reading;


  FrenchStatements(FrenchReading reading) {
    this.reading = reading;
  }



  Statement statement(StatementContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof HasKeywordStatementContext c) {
      ObjectRef subject = reading.objects.obj(c.objectSubject().objectPhrase(), true);
      List<Statement.Grant> grants = new ArrayList<>();
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(k));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof HaveAbilityStatementContext c) {
      ObjectRef subject = reading.objects.obj(c.objectSubject().objectPhrase(), true);
      List<Statement.Grant> grants = new ArrayList<>();
      if (c.quotedBody() != null) {
        grants.add(new Statement.Grant.AbilityGrant(reading.steps.quoted(c.quotedBody()),
            reading.span(c.quotedBody())));
      }
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(k));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof CostModStatementContext c) {
      ObjectRef subject = reading.objects.obj(c.objectSubject().objectPhrase(), true);
      Quantity mana = reading.words.manaAmount(c.manaAmount(0));
      Optional<ObjectRef> in = Optional.empty();
      Optional<ObjectRef> per = Optional.empty();
      int phrase = 0;
      if (has(c, "jouer")) {
        in = Optional.of(reading.objects.obj(c.objectPhrase(phrase++), false));
      }
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(reading.words.manaAmount(c.manaAmount(1)))
          : Optional.empty();
      if (has(c, "par") || has(c, "pour")) { // "par carte épuisée", "pour chacune de vos Expéditions Élevées"
        per = Optional.of(reading.objects.obj(c.objectPhrase(phrase), false));
      }
      return new Statement.CostChange(subject, mana, has(c, "plus"), in, min, per, s);
    }
    if (ctx instanceof FreeStatementContext c) {
      return new Statement.Free(reading.objects.obj(c.objectSubject().objectPhrase(), true), s);
    }
    if (ctx instanceof MinCostStatementContext c) {
      return new Statement.MinimumCost(reading.objects.obj(c.objectSubject().objectPhrase(), true),
          reading.words.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof CantStatementContext c) {
      ObjectRef subject = reading.objects.objList(c.objectList());
      return new Statement.Cannot(subject, restricted(c.negatedAction()), s);
    }
    if (ctx instanceof CantPreventStatementContext c) {
      ObjectRef subject = reading.objects.objList(c.objectList());
      ObjectRef expedition = c.objectPhrase() != null ? reading.objects.obj(c.objectPhrase(), true)
          : reading.steps.clitic(c.clitic());
      return new Statement.Cannot(subject, new Statement.Restricted.PreventMovingForward(expedition,
          reading.span(c.getStop() == null ? c : c)), s);
    }
    if (ctx instanceof CantCountStatementContext c) {
      ObjectRef subject = reading.objects.obj(c.objectSubject().objectPhrase(), true);
      reading.objects.playerPossessive(c.possessive());
      return new Statement.Cannot(subject, new Statement.Restricted.CountTowardsLimit(limit(c.limitName()), s), s);
    }
    if (ctx instanceof OnlyManaStatementContext c) {
      // "Je peux seulement être utilisé en tant qu'Orbe de Mana": it can't be played (English: "I can't be played,
      // but I can be used as a Mana Orb").
      ObjectRef subject = reading.objects.obj(c.objectSubject().objectPhrase(), true);
      return new Statement.Cannot(subject, new Statement.Restricted.Undergo(ObjectAction.PLAYED, Optional.empty(), s),
          s);
    }
    if (ctx instanceof CanStatementContext c) {
      ObjectRef subject = reading.objects.obj(c.objectSubject(0).objectPhrase(), true);
      reading.objects.obj(c.objectSubject(1).objectPhrase(), false);
      Status gained = reading.words.status(c.STATUS(0));
      Status already = reading.words.status(c.STATUS(1));
      if (gained != already) {
        throw reading.error(c, "expected the same status twice (" + c.STATUS(0).getText() + "), found "
            + c.STATUS(1).getText());
      }
      return new Statement.CanGainAgain(subject, gained, s);
    }
    if (ctx instanceof StatChangeStatementContext c) {
      ObjectRef subject = reading.objects.obj(c.objectSubject().objectPhrase(), true);
      List<Statement.Grant> grants = new ArrayList<>();
      for (StatChangeContext sc : c.statChange()) {
        grants.add(statChange(sc));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof StatSetStatementContext c) {
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext t : c.statList().terrainSymbol()) {
        stats.add(FrenchWords.terrain(t));
      }
      ObjectRef of;
      if (c.possessive() != null) {
        // "mes {V}, {M} et {O} sont égales à ...": the statistics of the possessor.
        if (!(reading.objects.possessive(c.possessive()) instanceof Possessor.OfObject o)) {
          throw reading.error(c, "expected an object's statistics ('mes', 'ses'), found a player's");
        }
        of = o.object();
      } else {
        of = reading.objects.objList(c.objectList());
      }
      Quantity value = reading.words.quantity(c.quantity());
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, value, reading.span(c.quantity()))), s);
    }
    if (ctx instanceof MayPlayStatementContext c) {
      ObjectRef what = reading.objects.objList(c.objectList());
      Optional<Zone> from = reading.objects.optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty()
          : Optional.of(reading.objects.obj(c.objectPhrase(), false));
      FrenchSteps.Hoisted h = FrenchSteps.hoistFrom(what, from);
      return new Statement.MayPlay(PlayerRef.you(), h.objects(), h.from(), in, reading.steps.playCost(c.playCost(), s),
          s);
    }
    if (ctx instanceof KeepMoreStatementContext c) {
      Zone z = reading.objects.zone(c.zone());
      Limit limit = switch (z.kind()) {
        case RESERVE -> Limit.RESERVE;
        case LANDMARK_ZONE -> Limit.LANDMARK;
        default -> throw reading.error(c.zone(), "expected 'Réserve' or 'Repères', found '" + c.zone().getText() + "'");
      };
      return new Statement.LimitChange(limit, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)),
          Optional.empty(), 1, Optional.of(reading.words.quantity(c.quantity())), s);
    }
    if (ctx instanceof ActivationRestrictionContext) {
      return new Statement.ActivationRestriction(Optional.empty(), Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof ActivateOnlyStatementContext c) {
      Optional<Condition> onlyIf = c.condition() != null ? Optional.of(reading.conditions.condition(c.condition()))
          : c.timing() != null ? Optional.of(reading.sentences.timing(c.timing())) : Optional.empty();
      Optional<Quantity> times = Optional.empty();
      Optional<Period> per = Optional.empty();
      ActivationTimesContext t = c.activationTimes();
      if (t != null) {
        times = Optional.of(reading.words.quantity(t.quantity()));
        String p = t.period().getText().toLowerCase(Locale.ROOT);
        per = Optional.of(p.startsWith("tour") ? Period.TURN : p.startsWith("jour") ? Period.DAY : Period.AFTERNOON);
      }
      if (onlyIf.isEmpty() && times.isEmpty()) {
        throw reading.error(c,
            "expected when it may be activated ('pendant votre tour', 'une fois par Jour', 'si ...')");
      }
      return new Statement.ActivationRestriction(onlyIf, times, per, s);
    }
    if (ctx instanceof ActionCostStatementContext c) {
      return new Statement.ActionCostsMore(reading.words.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof AbilitiesCantActivateStatementContext c) {
      return new Statement.AbilitiesCannotActivate(reading.steps.kinds(c.abilityKinds()),
          reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ReplacementStatementContext c) {
      return replacement(c, s);
    }
    if (ctx instanceof TerrainAddStatementContext c) {
      ImmutableList<Statement.Region> regions = regions(c.regionSubject());
      reading.objects.possessive(c.possessive());
      return new Statement.TerrainAdded(regions, FrenchWords.terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof TerrainSetStatementContext c) {
      ImmutableList<Statement.Region> regions = regions(c.regionSubject());
      reading.objects.possessive(c.possessive());
      return new Statement.TerrainSet(regions, FrenchWords.terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof LimitStatementContext c) {
      Possessor p = reading.objects.playerPossessive(c.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw reading.error(c, "expected a player's limit ('votre'), found an object's");
      }
      return new Statement.LimitChange(limit(c.limitName()), Optional.of(pl.player()), Optional.empty(),
          sign(c.limitChange()), Optional.of(reading.words.quantity(c.limitChange().quantity())), s);
    }
    if (ctx instanceof AllLimitsStatementContext c) {
      return new Statement.LimitChange(has(c, "repères") ? Limit.LANDMARK : Limit.RESERVE, Optional.empty(),
          Optional.empty(), sign(c.limitChange()), Optional.of(reading.words.quantity(c.limitChange().quantity())), s);
    }
    if (ctx instanceof BeginWithMarkersStatementContext statement) {
      BeginWithMarkersContext c = statement.beginWithMarkers();
      ImmutableList.Builder<ImmutableList<Terrain>> markers = ImmutableList.builder();
      reading.words.addMarkers(markers, c.quantity(), c.terrainList().terrainSymbol().stream().map(FrenchWords::terrain)
          .distinct().collect(ImmutableList.toImmutableList()));
      for (MarkerGroupContext g : c.markerGroup()) {
        reading.words.addMarkers(markers, g.quantity(), ImmutableList.of(FrenchWords.terrain(g.terrainSymbol())));
      }
      return new Statement.BeginsWithMarkers(reading.objects.obj(c.objectSubject().objectPhrase(), true),
          markers.build(), s);
    }
    if (ctx instanceof BeginWithStatementContext c) {
      return new Statement.BeginsWith(reading.objects.obj(c.objectSubject().objectPhrase(), true),
          reading.words.quantity(c.quantity()), reading.words.counter(c.counterNoun()), s);
    }
    if (ctx instanceof RemainStatementContext c) {
      ObjectRef subject = reading.objects.obj(c.objectSubject().objectPhrase(), true);
      Status status = c.statusWord().STATUS() == null ? Status.EXHAUSTED
          : reading.words.status(c.statusWord().STATUS());
      return new Statement.Remains(subject, status, c.phase() == null ? Optional.empty()
          : Optional.of(FrenchWords.phase(c.phase())), s);
    }
    if (ctx instanceof SupportGiveStatementContext c) {
      ObjectRef of = reading.objects.objList(c.objectList());
      reading.steps.clitic(c.clitic());
      SupportGiveContext g = c.supportGive();
      reading.objects.possessive(g.possessive());
      Optional<Quantity> extra = g.quantity() == null ? Optional.empty()
          : Optional.of(reading.words.quantity(g.quantity()));
      return new Statement.LimitChange(Limit.SUPPORT_COUNTERS, Optional.empty(), Optional.of(of), 1, extra, s);
    }
    IgnoreAbilitiesStatementContext c = (IgnoreAbilitiesStatementContext) ctx;
    return new Statement.AbilitiesIgnored(reading.objects.possessive(c.possessive()), s);
  }

  private static int sign(LimitChangeContext ctx) {
    return hasAny(ctx, "augmente", "augmentée") ? 1 : -1;
  }

  private Statement.Grant grant(KeywordOrStatusContext k) {
    SourceSpan s = reading.span(k);
    if (k.STATUS() != null) {
      return new Statement.Grant.StatusGrant(reading.words.status(k.STATUS()), s);
    }
    return keywordGrant(k.KW_ABILITY(), k);
  }

  Statement.Grant.KeywordGrant keywordGrant(TerminalNode kwNode, ParserRuleContext k) {
    SourceSpan s = reading.span(k);
    FrenchLexicon.KeywordWithParameter kw = FrenchLexicon.ability(inside(kwNode)).orElseThrow();
    Optional<Quantity> parameter = kw.parameter().map(p -> p.equalsIgnoreCase("x") ? (Quantity) new Quantity.X(0, s)
        : new Quantity.Literal(Integer.parseInt(p), s));
    if (kw.id().parameterized() != parameter.isPresent()) {
      throw reading.error(k, kw.id().parameterized() ? "expected a number in " + k.getText() + " (such as [Coriace 1])"
          : "expected no number in " + k.getText());
    }
    return new Statement.Grant.KeywordGrant(kw.id(), parameter, s);
  }

  private static Limit limit(LimitNameContext ctx) {
    return ctx.getText().toLowerCase(Locale.ROOT).startsWith("rep") ? Limit.LANDMARK : Limit.RESERVE;
  }

  /** "+1 {M}", "-2 {V}". */
  private Statement.Grant statChange(StatChangeContext ctx) {
    SourceSpan s = reading.span(ctx);
    Quantity amount = ctx.NUMBER() != null ? new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()), s)
        : new Quantity.X(0, s);
    return new Statement.Grant.Statistics(ImmutableList.of(FrenchWords.terrain(ctx.terrainSymbol())),
        has(ctx, "-") ? Statement.Grant.Statistics.Change.SUBTRACT : Statement.Grant.Statistics.Change.ADD, amount, s);
  }

  private Statement.Restricted restricted(NegatedActionContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof CantMoveContext c) {
      Optional<Terrain> dueTo = Optional.empty();
      Optional<Terrain> except = Optional.empty();
      for (int i = 0; i < c.getChildCount(); i++) {
        if (c.getChild(i) instanceof TerrainSymbolContext t) {
          if (c.getChild(i - 3).getText().equalsIgnoreCase("sauf")) {
            except = Optional.of(FrenchWords.terrain(t));
          } else {
            dueTo = Optional.of(FrenchWords.terrain(t));
          }
        }
      }
      boolean back = first(c.moveV()).startsWith("recul");
      return new Statement.Restricted.Move(back ? Direction.BACKWARD : Direction.FORWARD, dueTo, except,
          c.phase() == null ? Optional.empty() : Optional.of(FrenchWords.phase(c.phase())), s);
    }
    if (ctx instanceof CantGainStatusContext c) {
      return new Statement.Restricted.GainStatus(reading.words.status(c.STATUS()), s);
    }
    if (ctx instanceof CantUndergoContext c) {
      ObjectAction action = FrenchEvents.objectAction(c.objectAction());
      Optional<ObjectRef> by = c.objectList() == null ? Optional.empty()
          : Optional.of(reading.objects.objList(c.objectList()));
      return new Statement.Restricted.Undergo(action, by, s);
    }
    if (ctx instanceof CantKeywordContext c) {
      return new Statement.Restricted.Keyword(FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
    }
    if (ctx instanceof CantGainCountersContext c) {
      return new Statement.Restricted.GainCounters(reading.words.counter(c.counterNoun()), s);
    }
    return new Statement.Restricted.Activate(s);
  }

  private ImmutableList<Statement.Region> regions(RegionSubjectContext ctx) {
    List<Statement.Region> regions = new ArrayList<>();
    for (RegionRefContext r : ctx.regionRef()) {
      SourceSpan s = reading.span(r);
      if (r instanceof OwnRegionContext c) {
        regions.add(new Statement.Region.Own(reading.objects.possessive(c.possessive()), s));
      } else if (r instanceof RegionOfContext c) {
        regions.add(new Statement.Region.OfExpedition(reading.objects.obj(c.objectPhrase(), false), s));
      } else {
        regions.add(new Statement.Region.All(s));
      }
    }
    return list(regions);
  }

  private Statement replacement(ReplacementStatementContext ctx, SourceSpan s) {
    ReplacedEventContext r = ctx.replacedEvent();
    Event event;
    Optional<Condition> whilst = Optional.empty();
    if (r instanceof ObjectWouldContext o) {
      ObjectRef subject = reading.objects.obj(o.objectSubject().objectPhrase(), true);
      event = reading.events.objectEvent(subject, o.objectEvent());
      if (o.statusList() != null) {
        // "en étant [[Boosté]]": while it is (English: "while I'm [[Boosted]]").
        ObjectRef who = subject instanceof ObjectRef.Self ? new ObjectRef.Self(reading.span(o.statusList()))
            : new ObjectRef.Pronoun(reading.lastCandidate(), false, Optional.empty(), false, false,
                reading.span(o.statusList()));
        whilst = Optional.of(new Condition.HasStatus(who, false, false, reading.conditions.statuses(o.statusList()),
            reading.span(o.statusList())));
      }
    } else {
      PlayerWouldContext p = (PlayerWouldContext) r;
      event = reading.events.playerEvent(reading.objects.player(p.playerSubject()), p.playerEvent());
    }
    ReplacementContext rep = ctx.replacement();
    ImmutableList<Step> steps = reading.steps.steps(rep.stepSequence());
    Statement.Replacement.Kind kind;
    if (has(rep, "place")) {
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (has(rep, "également")) {
      kind = Statement.Replacement.Kind.ALSO;
    } else if (steps.get(0) instanceof Step.Reveal v && v.also()) {
      // "Si vous lancez au moins un dé, révélez également ...": also (6.2.c), said with the verb.
      kind = Statement.Replacement.Kind.ALSO;
      List<Step> out = new ArrayList<>(steps);
      out.set(0, new Step.Reveal(v.actor(), v.objects(), false, v.span()));
      steps = list(out);
    } else if (steps.get(0) instanceof Step.RollMore) {
      // "lancez un dé supplémentaire et ignorez ...": roll that many dice plus one instead.
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (endsWithInstead(steps)) {
      kind = Statement.Replacement.Kind.INSTEAD;
      steps = stripTrailingInstead(steps);
    } else if (mentionsInstead(rep)) {
      kind = Statement.Replacement.Kind.INSTEAD_INSIDE;
    } else {
      kind = Statement.Replacement.Kind.MODIFY;
    }
    return new Statement.Replacement(new Statement.Would(event, whilst, reading.span(r)), kind, steps, s);
  }

  /** Whether "à la place" is said inside the steps. */
  private static boolean mentionsInstead(ParserRuleContext ctx) {
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof InsteadModContext || c instanceof InsteadWordsContext) {
        return true;
      }
      if (c instanceof ParserRuleContext p && mentionsInstead(p)) {
        return true;
      }
    }
    return false;
  }

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
}
