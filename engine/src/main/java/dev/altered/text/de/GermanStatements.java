package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanAstBuilder.inside;
import static dev.altered.text.de.GermanClauses.firstPhrase;
import static dev.altered.text.de.GermanClauses.nounGroupOf;
import static dev.altered.text.de.GermanPlayerVerbs.isNoun;
import static dev.altered.text.de.GermanWords.duration;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.terrain;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Counter;
import dev.altered.ast.Event;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary;
import dev.altered.ast.Zone;
import dev.altered.text.de.GermanClauses.Clause;
import dev.altered.text.de.GermanClauses.Subject;
import dev.altered.text.de.GermanPlayerVerbs.AbilitiesOf;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Statements: passive abilities and continuous effects (2.2.12.m, 6.2), and modifiers (6.2): "Falls X würde,
 * ...".
 */
final class GermanStatements {
  private final GermanState my;

  GermanStatements(GermanState my) {
    this.my = my;
  }

  boolean isStatementFrame(Clause c) {
    switch (c.lemma) {
      case "sein", "kosten", "zählen", "verhindern", "behalten", "beginnen", "bleiben", "gewähren", "fungieren" -> {
        return true;
      }
      case "ignorieren" -> {
        return !my.ignoreRollFollows;
      }
      case "haben" -> {
        return c.hasPart(KeywordPartContext.class) || c.hasPart(StatusPartContext.class)
            || c.hasPart(QuotePartContext.class) || c.hasPart(QuotePart2Context.class);
      }
      case "erhöhen", "reduzieren", "verringern", "senken" -> {
        return c.passive;
      }
      case "aktivieren" -> {
        return c.passive || c.modal != null && c.adverb("nur");
      }
      default -> {
        // "X kann nicht ...": a restriction; "Ich kann [[Vergänglich]] erhalten, selbst falls ...": a rule. A player
        // who "kann" may (an optional step).
        if (!"können".equals(c.modal)) {
          return false;
        }
        Subject subj = my.clauses.subjectOf(c);
        return c.negated() || subj.part() != null && !my.steps.isPlayerPhrase(firstPhrase(subj.part()));
      }
    }
  }

  Step continuous(Clause c, Subject subj, SourceSpan s) {
    Statement statement = statement(c, subj, s);
    Optional<Duration> duration = Optional.empty();
    for (TimingPartContext t : c.all(TimingPartContext.class)) {
      if (c.used.contains(t)) {
        continue;
      }
      Optional<Duration> d = duration(t.timing());
      if (d.isPresent()) {
        c.used.add(t);
        duration = d;
      } else if (t.timing() instanceof DuringDayContext || t.timing() instanceof DuringTurnContext) {
        c.used.add(t);
        my.sentenceTiming = my.words.timingCondition(t.timing());
      }
    }
    my.steps.checkAllRead(c);
    return new Step.Continuous(statement, duration, s);
  }

  private Statement statement(Clause c, Subject subj, SourceSpan s) {
    switch (c.lemma) {
      case "sein" -> {
        return beStatement(c, subj, s);
      }
      case "haben" -> {
        ObjectRef subject = my.steps.subjectObject(c, subj);
        return new Statement.Has(subject, grants(c), s);
      }
      case "kosten" -> {
        return costStatement(c, subj, s);
      }
      case "zählen" -> {
        // "Ich zähle nicht für dein Reserve-Limit".
        ObjectRef subject = my.steps.subjectObject(c, subj);
        c.takeAdverb("nicht");
        ForPartContext f = c.takeOne(ForPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected which limit ('für dein Reserve-Limit'), found nothing"));
        return new Statement.Cannot(subject, new Statement.Restricted.CountTowardsLimit(limitOf(f.objectPhrase()),
            my.span(f)), s);
      }
      case "verhindern" -> {
        // "[Verteidiger]-Charaktere verhindern nicht das Vorwärtskommen meiner Expedition".
        ObjectRef subject = my.steps.subjectObject(c, subj);
        if (!c.takeAdverb("nicht")) {
          throw error(c.verbCtx(), "expected 'nicht' (what does not prevent), found none");
        }
        ObjectPartContext o = my.steps.object(c, "'das Vorwärtskommen' of an Expedition");
        ObjectPhraseContext p = firstPhrase(o);
        ObjectRef expedition;
        if (p instanceof PossessedPhraseContext q && isNoun(q.nounGroup(), "vorwärtskommen")) {
          Possessor owner = my.players.possessive(q.possessiveWord(), false);
          if (!(owner instanceof Possessor.OfObject ob)) {
            throw error(q, "expected an Expedition's moving forward, found a player's");
          }
          expedition = ob.object();
        } else if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "vorwärtskommen")
            && q.postFilters() != null && q.postFilters().postFilter(0) instanceof GenitiveFilterContext g) {
          expedition = my.players.genitiveObject(g.genitive(), true);
        } else {
          throw error(o, "expected 'das Vorwärtskommen meiner Expedition', found '" + words(o) + "'");
        }
        return new Statement.Cannot(subject, new Statement.Restricted.PreventMovingForward(expedition, my.span(o)), s);
      }
      case "behalten" -> {
        // "Du darfst ... eine weitere Karte in Reserve behalten" (4.2.5.b): the Reserve limit.
        PlayerRef who = subj.part() == null ? my.defaultActor : my.players.player(firstPhrase(subj.part()));
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        ObjectPartContext o = my.steps.object(c, "how many more cards ('eine weitere Karte')");
        ObjectPhraseContext p = firstPhrase(o);
        if (!(p instanceof QuantifiedPhraseContext q) || !(q.determiner() instanceof CountDetContext cd)) {
          throw error(o, "expected how many more cards ('eine weitere Karte'), found '" + words(o) + "'");
        }
        Limit limit = Limit.RESERVE;
        if (q.postFilters() != null && q.postFilters().postFilter(0) instanceof InFilterContext in
            && in.placeList().placeRef(0) instanceof ObjectPlaceContext op) {
          Zone z = my.players.zone(op.objectPhrase());
          limit = switch (z.kind()) {
            case RESERVE -> Limit.RESERVE;
            case LANDMARK_ZONE -> Limit.LANDMARK;
            default -> throw error(in, "expected 'in Reserve' or 'in deinen Wahrzeichen', found '" + words(in) + "'");
          };
        }
        c.take(TimingPartContext.class);
        return new Statement.LimitChange(limit, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)),
            Optional.empty(), 1, Optional.of(my.words.quantity(cd.quantity())), s);
      }
      case "beginnen" -> {
        ObjectRef subject = my.steps.subjectObject(c, subj);
        ObjectPartContext game = my.steps.object(c, "'das Spiel'");
        WithPartContext with = c.takeOne(WithPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected 'mit' and counters, found nothing"));
        if (!(with.counterAmount() instanceof SomeCountersContext some)) {
          throw error(with, "expected counters such as 'mit 5 Heldentumszählern', found '" + words(with) + "'");
        }
        return new Statement.BeginsWith(subject, my.words.quantity(some.quantity()), my.words.counter(some.counterNoun()), s);
      }
      case "bleiben" -> {
        ObjectRef subject = my.steps.subjectObject(c, subj);
        Status status;
        if (c.takeAdverb("erschöpft")) {
          status = Status.EXHAUSTED;
        } else {
          StatusPartContext sp = c.takeOne(StatusPartContext.class)
              .orElseThrow(() -> error(c.verbCtx(), "expected a status they remain in, found none"));
          status = my.words.status(sp.statusList().STATUS(0));
        }
        Optional<Phase> during = Optional.empty();
        for (TimingPartContext t : c.take(TimingPartContext.class)) {
          during = Optional.of(my.words.duringPhase(t.timing()));
        }
        return new Statement.Remains(subject, status, during, s);
      }
      case "gewähren" -> {
        return supportCounters(c, subj, s);
      }
      case "fungieren" -> {
        // "Ich fungiere nur als Manakugel": I can't be played (a Mana card).
        ObjectRef subject = my.steps.subjectObject(c, subj);
        if (!c.takeAdverb("nur als manakugel") && !(c.takeAdverb("nur") && c.takeAdverb("als manakugel"))) {
          throw error(c.verbCtx(), "expected 'nur als Manakugel', found '" + words(c.ctx) + "'");
        }
        return new Statement.Cannot(subject, new Statement.Restricted.Undergo(ObjectAction.PLAYED, Optional.empty(),
            my.span(c.ctx)), s);
      }
      case "ignorieren" -> {
        ObjectPartContext o = my.steps.object(c, "whose abilities to ignore");
        if (!(firstPhrase(o) instanceof PossessedPhraseContext q)
            || !isNoun(q.nounGroup(), "fähigkeiten", "fähigkeit")) {
          // "Ignoriere meine Fähigkeit am ersten Tag": a card with one ability says it in the singular.
          throw error(o, "expected whose abilities ('meine Fähigkeiten'), found '" + words(o) + "'");
        }
        return new Statement.AbilitiesIgnored(my.players.possessive(q.possessiveWord(), false), s);
      }
      case "erhöhen", "reduzieren", "verringern", "senken" -> {
        return limitChange(c, subj, s);
      }
      case "aktivieren" -> {
        if (c.passive) {
          return abilitiesCannotActivate(c, subj, s);
        }
        // "Du kannst dies nur aktivieren": a restriction on this quick action; its condition follows.
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        c.takeAdverb("nur");
        c.takeOne(ThisPartContext.class);
        // "Du kannst dies nur einmal pro Runde aktivieren" (English "Activate this only once per turn").
        Optional<TimesPerPartContext> per = c.takeOne(TimesPerPartContext.class);
        if (per.isPresent()) {
          TimesPerPartContext p = per.get();
          int times = switch (p.getStart().getText().toLowerCase(Locale.ROOT)) {
            case "einmal" -> 1;
            case "zweimal" -> 2;
            default -> 3;
          };
          Vocabulary.Period period = switch (p.getStop().getText().toLowerCase(Locale.ROOT)) {
            case "runde" -> Vocabulary.Period.TURN;
            case "tag" -> Vocabulary.Period.DAY;
            default -> Vocabulary.Period.AFTERNOON;
          };
          return new Statement.ActivationRestriction(Optional.empty(),
              Optional.of(new Quantity.Literal(times, my.span(p))), Optional.of(period), s);
        }
        return new Statement.ActivationRestriction(Optional.empty(), Optional.empty(), Optional.empty(), s);
      }
      default -> {
        return cannot(c, subj, s);
      }
    }
  }

  private ImmutableList<Statement.Grant> grants(Clause c) {
    List<Statement.Grant> grants = new ArrayList<>();
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p)) {
        continue;
      }
      if (p instanceof KeywordPartContext kp) {
        for (TerminalNode k : kp.keywordList().KW_ABILITY()) {
          grants.add(keywordGrant(k, kp));
        }
      } else if (p instanceof StatusPartContext sp) {
        for (TerminalNode t : sp.statusList().STATUS()) {
          grants.add(new Statement.Grant.StatusGrant(my.words.status(t), my.span(t)));
        }
      } else if (p instanceof QuotePartContext q) {
        grants.add(new Statement.Grant.AbilityGrant(my.abilities.quoted(q.quotedAbility().quotedBody()), my.span(q)));
      } else if (p instanceof QuotePart2Context q) {
        grants.add(new Statement.Grant.AbilityGrant(my.abilities.quoted(q.quotedAbility().quotedBody()), my.span(q.quotedAbility())));
      } else {
        continue;
      }
      c.used.add(p);
    }
    if (grants.isEmpty()) {
      throw error(c.verbCtx(), "expected a keyword, status or quoted ability, found none");
    }
    return list(grants);
  }

  Statement.Grant.KeywordGrant keywordGrant(TerminalNode kwNode, ParserRuleContext k) {
    SourceSpan s = my.span(k);
    GermanLexicon.KeywordWithParameter kw = GermanLexicon.ability(inside(kwNode)).orElseThrow();
    Optional<Quantity> parameter = kw.parameter().map(p -> p.equalsIgnoreCase("x") ? (Quantity) new Quantity.X(0, s)
        : new Quantity.Literal(Integer.parseInt(p), s));
    if (kw.id().parameterized() != parameter.isPresent()) {
      throw error(k, kw.id().parameterized() ? "expected a number in " + kwNode.getText() + " (such as [Robust 1])"
          : "expected no number in " + kwNode.getText());
    }
    return new Statement.Grant.KeywordGrant(kw.id(), parameter, s);
  }

  /** What "sein" says: a keyword or status held, free, a terrain, statistics, not playable. */
  private Statement beStatement(Clause c, Subject subj, SourceSpan s) {
    Optional<PossessedTerrainPartContext> own = c.takeOne(PossessedTerrainPartContext.class);
    if (own.isPresent()) {
      // "meine {V}, {M} und {O} sind so hoch wie meine höchste Statistik": my statistics are set (2.2.11).
      PossessedTerrainPartContext t = own.get();
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext ts : t.terrainSymbol()) {
        stats.add(terrain(ts));
      }
      Possessor owner = my.players.possessive(t.possessiveWord(), false);
      ObjectRef of = owner instanceof Possessor.OfObject o ? o.object() : new ObjectRef.Self(my.span(t));
      EqualToPartContext eq = c.takeOne(EqualToPartContext.class)
          .orElseThrow(() -> error(t, "expected what they are ('so hoch wie ...'), found nothing"));
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, my.words.quantity(eq.quantity()), my.span(eq.quantity()))), s);
    }
    Optional<TerrainPartContext> terrain = c.takeOne(TerrainPartContext.class);
    if (terrain.isPresent() && c.hasPart(EqualToPartContext.class)) {
      // "{V}, {M} und {O} der Charaktere in meiner Expedition sind so hoch wie ihre höchste Statistik".
      TerrainPartContext t = terrain.get();
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext ts : t.terrainSymbol()) {
        stats.add(terrain(ts));
      }
      if (t.postFilter().size() != 1 || !(t.postFilter(0) instanceof GenitiveFilterContext g)) {
        throw error(t, "expected whose statistics ('der Charaktere ...'), found '" + words(t) + "'");
      }
      ObjectRef of = my.players.genitiveObject(g.genitive(), true);
      EqualToPartContext eq = c.takeOne(EqualToPartContext.class).orElseThrow();
      Quantity value = my.words.quantity(eq.quantity());
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, value, my.span(eq.quantity()))), s);
    }
    if (terrain.isPresent()) {
      // "Meine Region ist zusätzlich zu den anderen Geländetypen auch {V}", "Alle Regionen sind {O} und ...".
      if (terrain.get().terrainSymbol().size() != 1) {
        throw error(terrain.get(), "expected one terrain, found several");
      }
      Terrain tr = terrain(terrain.get().terrainSymbol(0));
      ImmutableList<Statement.Region> regions = regions(subj, c);
      c.takeAdverb("auch");
      if (c.takeOne(InAdditionPartContext.class).isPresent()) {
        return new Statement.TerrainAdded(regions, tr, s);
      }
      my.expectTerrainLoss = terrain.get();
      return new Statement.TerrainSet(regions, tr, s);
    }
    ObjectRef subject = my.steps.subjectObject(c, subj);
    if (c.takeAdverb("kostenlos")) {
      return new Statement.Free(subject, s);
    }
    if (c.takeAdverb("unspielbar") || c.adverb("spielbar") && c.takeAdverb("nicht") && c.takeAdverb("spielbar")) {
      // "Ich bin nicht spielbar, aber fungiere als Manakugel".
      return new Statement.Cannot(subject, new Statement.Restricted.Undergo(ObjectAction.PLAYED, Optional.empty(),
          my.span(c.ctx)), s);
    }
    return new Statement.Has(subject, grants(c), s);
  }

  private ImmutableList<Statement.Region> regions(Subject subj, Clause c) {
    if (subj.part() == null) {
      throw error(c.ctx, "expected which regions ('Meine Region'), found none");
    }
    c.used.add(subj.part());
    List<Statement.Region> out = new ArrayList<>();
    for (ObjectPhraseContext p : subj.part().objectList().objectPhrase()) {
      SourceSpan s = my.span(p);
      if (p instanceof PossessedPhraseContext q && isNoun(q.nounGroup(), "region") && q.postFilters() == null) {
        out.add(new Statement.Region.Own(my.players.possessive(q.possessiveWord(), false), s));
      } else if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "region")
          && q.determiner() instanceof TheDetContext && q.postFilters() != null
          && q.postFilters().postFilter().size() == 1
          && q.postFilters().postFilter(0) instanceof GenitiveFilterContext g) {
        out.add(new Statement.Region.OfExpedition(my.players.genitiveObject(g.genitive(), false), s));
      } else if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "regionen")
          && q.determiner() instanceof AllDetContext) {
        out.add(new Statement.Region.All(s));
      } else {
        throw error(p, "expected a region ('Meine Region', 'Alle Regionen'), found '" + words(p) + "'");
      }
    }
    return list(out);
  }

  /** "Ich koste {2} weniger", "Karten ... kosten {1} mehr", "Diese Aktion kostet {1} mehr". */
  private Statement costStatement(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() != null && words(subj.part()).equals("diese aktion")) {
      c.used.add(subj.part());
      ManaPartContext m = c.takeOne(ManaPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected how much more ('{1} mehr'), found nothing"));
      return new Statement.ActionCostsMore(my.words.manaAmount(m.manaAmount()), s);
    }
    ObjectRef subject = my.steps.subjectObject(c, subj);
    if ("können".equals(c.modal) && c.negated()) {
      // "Charaktere, die dein Gegner spielt, können nicht weniger als {2} kosten".
      c.takeAdverb("nicht");
      ComparisonPartContext cmp = c.takeOne(ComparisonPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected 'weniger als {2}', found nothing"));
      if (!has(cmp.comparison(), "weniger") || cmp.comparison().manaAmount() == null) {
        throw error(cmp, "expected 'weniger als {2}', found '" + words(cmp) + "'");
      }
      return new Statement.MinimumCost(subject, my.words.manaAmount(cmp.comparison().manaAmount()), s);
    }
    ManaPartContext m = c.takeOne(ManaPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected how much less or more ('{1} weniger'), found nothing"));
    if (!has(m, "weniger") && !has(m, "mehr")) {
      throw error(m, "expected 'weniger' or 'mehr' after " + m.getText());
    }
    Optional<ObjectRef> per = Optional.empty();
    Optional<PerPartContext> perPart = c.takeOne(PerPartContext.class);
    if (perPart.isPresent()) {
      per = Optional.of(my.steps.perObject(perPart.get().objectPhrase()));
    }
    Optional<Quantity> min = my.playerVerbs.minimum(c);
    return new Statement.CostChange(subject, my.words.manaAmount(m.manaAmount()), has(m, "mehr"), Optional.empty(), min, per,
        s);
  }

  /**
   * ", wenn ..." after a cost: "Ich koste {2} weniger, wenn ich in einer Expedition ohne Charaktere gespielt werde"
   * (where it is played), "kosten andere Charaktere {1} weniger, wenn du sie aus deiner Reserve spielst, mindestens
   * aber {1}" (you may play them from there for less: the AST of "you may play ... for {1} less").
   */
  ImmutableList<Step> whenTail(ImmutableList<Step> steps, WhenTailContext tail) {
    SubClauseContext when = tail.subClause();
    if (steps.size() != 1 || !(steps.get(0) instanceof Step.Continuous k)
        || !(k.statement() instanceof Statement.CostChange cc) || cc.toPlayIn().isPresent()) {
      throw error(when, "expected 'wenn ...' after a cost ('kostet {1} weniger'), found it after something else");
    }
    List<Clause> clauses = my.clauses.clausesOf(when);
    Clause w = clauses.get(0);
    if (clauses.size() != 1 || !w.lemma.equals("spielen")) {
      throw error(when, "expected 'wenn ... gespielt werde' or 'wenn du sie aus ... spielst', found '"
          + words(when) + "'");
    }
    if (!w.passive) {
      Subject by = my.clauses.subjectOf(w);
      if (cc.more() || by.part() == null || cc.minimum().isPresent() || cc.per().isPresent()) {
        throw error(when, "expected 'wenn du sie aus ... spielst' after '... weniger', found '" + words(when) + "'");
      }
      w.used.add(by.part());
      PlayerRef player = my.players.player(firstPhrase(by.part()));
      ObjectPartContext them = my.steps.object(w, "what is played ('sie')");
      if (!(firstPhrase(them) instanceof PronounPhraseContext)) {
        throw error(them, "expected 'sie' (the cards that cost less), found '" + words(them) + "'");
      }
      Zone from = my.playerVerbs.fromZone(w).orElseThrow(() -> error(when, "expected where they are played from, found nothing"));
      my.steps.checkAllRead(w);
      Optional<Quantity> min = tail.minimum() == null ? Optional.empty() : Optional.of(my.words.manaAmount(tail.minimum()
          .manaAmount()));
      SourceSpan s = k.span();
      Step play = new Step.Play(player, cc.subject(), Optional.of(from), Optional.empty(),
          new Step.PlayCost.Reduced(cc.mana(), min, my.span(tail)), false, s);
      return ImmutableList.of(new Step.May(player, ImmutableList.of(play), false, s));
    }
    if (tail.minimum() != null) {
      throw error(tail.minimum(), "expected no minimum here, found one");
    }
    Subject subj = my.clauses.subjectOf(w);
    if (subj.part() == null || !(firstPhrase(subj.part()) instanceof SelfPhraseContext)) {
      throw error(when, "expected 'wenn ich in ... gespielt werde', found '" + words(when) + "'");
    }
    w.used.add(subj.part());
    InPartContext in = w.takeOne(InPartContext.class)
        .orElseThrow(() -> error(when, "expected where it is played ('in einer Expedition ...'), found nothing"));
    ObjectRef where = my.objects.obj(((ObjectPlaceContext) in.placeList().placeRef(0)).objectPhrase(), false);
    my.steps.checkAllRead(w);
    Statement.CostChange out = new Statement.CostChange(cc.subject(), cc.mana(), cc.more(), Optional.of(where),
        cc.minimum(), cc.per(), cc.span());
    return ImmutableList.of(new Step.Continuous(out, k.duration(), k.span()));
  }

  /** "Ich kann [[Vergänglich]] erhalten, selbst falls ich bereits [[Vergänglich]] war" (2.4.1.g). */
  ImmutableList<Step> canGainAgain(ImmutableList<Step> steps, SubClauseContext evenIf,
      ParserRuleContext where) {
    if (steps.size() != 1 || !(steps.get(0) instanceof Step.Continuous k)
        || !(k.statement() instanceof Statement.CanGainAgain g)) {
      throw error(evenIf, "expected 'selbst falls ...' after 'kann ... erhalten', found it after something else");
    }
    Condition cond = my.conditions.condition(evenIf);
    if (!(cond instanceof Condition.HasStatus h) || h.anyOf().size() != 1 || h.anyOf().get(0) != g.status()) {
      throw error(evenIf, "expected 'selbst falls ich bereits " + g.status() + " war', found '" + words(evenIf) + "'");
    }
    return steps;
  }

  /** "X kann nicht ...", "X können keine Zähler erhalten", "X kann sich nicht vorwärts bewegen". */
  private Statement cannot(Clause c, Subject subj, SourceSpan s) {
    ObjectRef subject = my.steps.subjectObject(c, subj);
    boolean not = c.takeAdverb("nicht");
    switch (c.lemma) {
      case "bewegen" -> {
        Direction d = my.objectVerbs.direction(c);
        Optional<Terrain> dueTo = c.takeOne(DueToPartContext.class).map(p -> terrain(p.terrainSymbol()));
        Optional<Terrain> except = c.takeOne(ExceptDueToContext.class).map(p -> terrain(p.terrainSymbol()));
        Optional<Phase> during = Optional.empty();
        for (TimingPartContext t : c.all(TimingPartContext.class)) {
          if (!c.used.contains(t) && (t.timing() instanceof DuringPhaseTimingContext)) {
            c.used.add(t);
            during = Optional.of(my.words.duringPhase(t.timing()));
          }
        }
        return new Statement.Cannot(subject, new Statement.Restricted.Move(d, dueTo, except, during, my.span(c.ctx)), s);
      }
      case "erhalten" -> {
        if (c.hasPart(StatusPartContext.class) && c.adverb("selbst") == false && not) {
          StatusPartContext sp = c.takeOne(StatusPartContext.class).orElseThrow();
          return new Statement.Cannot(subject, new Statement.Restricted.GainStatus(my.words.status(sp.statusList().STATUS(0)),
              my.span(sp)), s);
        }
        if (!not) {
          Optional<StatusPartContext> sp = c.takeOne(StatusPartContext.class);
          Optional<CountersPartContext> cp = c.takeOne(CountersPartContext.class);
          if (cp.isPresent() && cp.get().counterAmount() instanceof NoCountersContext none) {
            return new Statement.Cannot(subject, new Statement.Restricted.GainCounters(my.words.counter(none.counterNoun()),
                my.span(cp.get())), s);
          }
          if (sp.isPresent()) {
            // "Ich kann [[Vergänglich]] erhalten, selbst falls ..." (the condition follows).
            return new Statement.CanGainAgain(subject, my.words.status(sp.get().statusList().STATUS(0)), s);
          }
        }
        CountersPartContext cp = c.takeOne(CountersPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected what cannot be gained, found nothing"));
        Counter counter = cp.counterAmount() instanceof NoCountersContext none ? my.words.counter(none.counterNoun())
            : cp.counterAmount() instanceof PossessedCountersContext pc ? my.words.counter(pc.counterNoun()) : null;
        if (counter == null) {
          throw error(cp, "expected 'keine Zähler', found '" + words(cp) + "'");
        }
        return new Statement.Cannot(subject, new Statement.Restricted.GainCounters(counter, my.span(cp)), s);
      }
      default -> {
        if (!not) {
          throw error(c.verbCtx(), "expected 'nicht', found none");
        }
        if (c.passive) {
          ObjectAction action = objectAction(c.lemma)
              .orElseThrow(() -> error(c.verbCtx(), "expected what cannot be done to it, found '" + c.lemma + "'"));
          Optional<ObjectRef> by = Optional.empty();
          return new Statement.Cannot(subject, new Statement.Restricted.Undergo(action, by, my.span(c.ctx)), s);
        }
        KeywordAction action = keywordActionVerb(c)
            .orElseThrow(() -> error(c.verbCtx(), "expected what is not possible, found '" + c.lemma + "'"));
        return new Statement.Cannot(subject, new Statement.Restricted.Keyword(action, my.span(c.ctx)), s);
      }
    }
  }

  Optional<KeywordAction> keywordActionVerb(Clause c) {
    Optional<ActionPartContext> a = c.takeOne(ActionPartContext.class);
    if (a.isPresent()) {
      return GermanLexicon.action(inside(a.get().KW_ACTION()));
    }
    return switch (c.lemma) {
      case "aufsteigen" -> Optional.of(KeywordAction.ASCEND);
      case "überlaufen" -> Optional.of(KeywordAction.DEFECT);
      default -> Optional.empty();
    };
  }

  /** Things done to objects, in the passive ("geopfert", "gespielt", "abgelegt"). */
  static Optional<ObjectAction> objectAction(String lemma) {
    return Optional.ofNullable(switch (lemma) {
      case "opfern" -> ObjectAction.SACRIFICED;
      case "spielen" -> ObjectAction.PLAYED;
      case "schicken" -> ObjectAction.SENT;
      case "zurückschicken", "zurückholen" -> ObjectAction.RETURNED;
      case "legen" -> ObjectAction.PUT;
      case "ablegen" -> ObjectAction.DISCARDED;
      case "erschöpfen" -> ObjectAction.EXHAUSTED;
      case "bereitstellen" -> ObjectAction.READIED;
      case "wählen" -> ObjectAction.TARGETED;
      case "aufdecken" -> ObjectAction.REVEALED;
      case "ziehen" -> ObjectAction.DRAWN;
      case "erschaffen" -> ObjectAction.CREATED;
      default -> null;
    });
  }

  /** "Dein Reserve-Limit wird um 1 erhöht", "Alle Reserve-Limits werden um 1 reduziert" (4.2.5.b). */
  private Statement limitChange(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() == null) {
      throw error(c.ctx, "expected which limit ('Dein Reserve-Limit'), found none");
    }
    c.used.add(subj.part());
    ObjectPhraseContext p = firstPhrase(subj.part());
    Limit limit = limitOf(p);
    Optional<PlayerRef> player = Optional.empty();
    if (p instanceof PossessedPhraseContext q) {
      Possessor owner = my.players.possessive(q.possessiveWord(), true);
      if (!(owner instanceof Possessor.OfPlayer pl)) {
        throw error(q, "expected a player's limit ('Dein'), found an object's");
      }
      player = Optional.of(pl.player());
    } else if (!(p instanceof QuantifiedPhraseContext q && q.determiner() instanceof AllDetContext)) {
      throw error(p, "expected 'Dein Reserve-Limit' or 'Alle Reserve-Limits', found '" + words(p) + "'");
    }
    ByPartContext by = c.takeOne(ByPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected by how much ('um 1'), found nothing"));
    Quantity amount = by.quantity() != null ? my.words.quantity(by.quantity()) : my.words.manaAmount(by.manaAmount());
    int sign = c.lemma.equals("erhöhen") ? 1 : -1;
    return new Statement.LimitChange(limit, player, Optional.empty(), sign, Optional.of(amount), s);
  }

  /** "Reserve-Limit", "Wahrzeichen-Limit". */
  private Limit limitOf(ObjectPhraseContext p) {
    NounGroupContext g = nounGroupOf(p);
    if (g != null && g.nounItem().size() == 1 && g.nounItem(0).nounPrefix().size() == 1) {
      String w = words(g.nounItem(0).noun());
      NounPrefixContext prefix = g.nounItem(0).nounPrefix(0);
      if (w.startsWith("limit")) {
        if (prefix instanceof ReservePrefixContext) {
          return Limit.RESERVE;
        }
        if (prefix instanceof LandmarkPrefixContext) {
          return Limit.LANDMARK;
        }
      }
    }
    throw error(p, "expected a limit ('Reserve-Limit'), found '" + words(p) + "'");
  }

  /** "Die Fähigkeiten {j}, {h} und {r} der mir gegenüberstehenden Charaktere können nicht aktiviert werden". */
  private Statement abilitiesCannotActivate(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() == null) {
      throw error(c.ctx, "expected which abilities, found none");
    }
    c.used.add(subj.part());
    if (!c.takeAdverb("nicht")) {
      throw error(c.verbCtx(), "expected 'nicht', found none");
    }
    AbilitiesOf a = my.playerVerbs.abilitiesOf(firstPhrase(subj.part()));
    return new Statement.AbilitiesCannotActivate(a.kinds(), a.of(), s);
  }

  /** "Die Unterstützungsfähigkeiten von Karten in der Reserve können ihnen einen zusätzlichen Zähler ... gewähren". */
  private Statement supportCounters(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() == null) {
      throw error(c.ctx, "expected whose Support abilities, found none");
    }
    c.used.add(subj.part());
    ObjectPhraseContext p = firstPhrase(subj.part());
    if (!(p instanceof QuantifiedPhraseContext q) || !isNoun(q.nounGroup(), "unterstützungsfähigkeiten")
        || q.postFilters() == null || q.postFilters().postFilter().size() != 1
        || !(q.postFilters().postFilter(0) instanceof OfFilterContext of)) {
      throw error(p, "expected 'Die Unterstützungsfähigkeiten von ...', found '" + words(p) + "'");
    }
    ObjectRef objects = my.objects.obj(of.objectPhrase(), true);
    my.steps.object(c, "who gets the counters ('ihnen')");
    CountersPartContext cp = c.takeOne(CountersPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected how many counters, found nothing"));
    Optional<Quantity> extra;
    if (cp.counterAmount() instanceof OneMoreCounterContext one) {
      extra = Optional.of(new Quantity.Literal(1, my.span(one)));
    } else if (cp.counterAmount() instanceof MoreCountersContext) {
      extra = Optional.empty();
    } else {
      throw error(cp, "expected 'einen zusätzlichen Zähler' or 'zusätzliche Zähler', found '" + words(cp) + "'");
    }
    c.takeOne(InAdditionPartContext.class);
    c.take(ToPartContext.class);
    return new Statement.LimitChange(Limit.SUPPORT_COUNTERS, Optional.empty(), Optional.of(objects), 1, extra, s);
  }

  /** The event of "Falls ich [[Vergänglich]] erhalten würde" (and its "während ..." condition), if it is one. */
  Optional<Statement.Would> would(SubClauseContext ctx) {
    List<Clause> clauses = my.clauses.clausesOf(ctx);
    if (clauses.size() != 1 || !clauses.get(0).would) {
      return Optional.empty();
    }
    Clause c = clauses.get(0);
    Optional<Condition> whilst = Optional.empty();
    Event event = my.events.event(c, my.clauses.subjectOf(c), false);
    return Optional.of(new Statement.Would(event, whilst, my.span(ctx)));
  }

  Sentence replacement(Statement.Would would, StepSequenceContext stepsCtx, SourceSpan s) {
    ImmutableList<Step> steps = my.steps.steps(stepsCtx);
    Statement.Replacement.Kind kind;
    if (!steps.isEmpty() && steps.get(0) instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Instead && steps.size() == 1) {
      kind = Statement.Replacement.Kind.INSTEAD;
      steps = ImmutableList.of(m.step());
    } else if (!steps.isEmpty() && steps.get(0) instanceof Step.Reveal r && r.also()) {
      // "..., decke auch die oberste Karte deines Decks auf": also (6.2.c).
      kind = Statement.Replacement.Kind.ALSO;
      List<Step> out = new ArrayList<>(steps);
      out.set(0, new Step.Reveal(r.actor(), r.objects(), false, r.span()));
      steps = list(out);
    } else if (steps.size() == 1 && steps.get(0) instanceof Step.RollMore) {
      // "wirf zusätzlich einen mehr": roll that many plus one, instead of the roll.
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (mentionsInstead(steps)) {
      kind = Statement.Replacement.Kind.INSTEAD_INSIDE;
    } else if (!steps.isEmpty() && steps.get(0) instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Instead) {
      kind = Statement.Replacement.Kind.INSTEAD;
      List<Step> out = new ArrayList<>(steps);
      out.set(0, m.step());
      steps = list(out);
    } else {
      kind = Statement.Replacement.Kind.MODIFY;
    }
    Statement.Replacement r = new Statement.Replacement(would, kind, steps, s);
    return new Sentence.Steps(ImmutableList.of(new Step.Continuous(r, Optional.empty(), s)), s);
  }

  private static boolean mentionsInstead(List<Step> steps) {
    for (Step st : steps) {
      if (st instanceof Step.Modified m && m.modifiers().stream().anyMatch(x -> x instanceof Step.Modifier.Instead)) {
        return true;
      }
      if (st instanceof Step.May m && mentionsInstead(m.steps())) {
        return true;
      }
      if (st instanceof Step.Internal i && (mentionsInstead(i.cost()) || mentionsInstead(List.of(i.effect())))) {
        return true;
      }
    }
    return false;
  }
}
