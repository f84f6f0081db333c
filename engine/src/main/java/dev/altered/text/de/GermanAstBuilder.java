package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.momentEnd;
import static dev.altered.text.de.GermanWords.momentPhase;
import static dev.altered.text.de.GermanWords.periodDuration;
import static dev.altered.text.de.GermanWords.phase;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.text.AbilityText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * German parse tree to the language-neutral AST, the same AST the English builder makes for the same card.
 *
 * <p>Sentences, triggers, modes and die results have fixed shapes in the grammar and are read rule by rule. A clause is
 * read as its verb cluster and its parts ({@link GermanClauses.Clause}): the lemma comes from the lexicon (with the
 * separable particle: "Lege ... ab" is ablegen), modal and auxiliary verbs say "may", "can", passive and "would", and
 * the parts get their roles from the verb's frame and the case of their articles (the subject is the nominative part
 * before the finite verb, or after it when the verb comes first; an imperative has none). Pronouns are resolved like
 * English (see {@link ObjectRef.Antecedent}): object phrases are counted in the order the English builder counts them,
 * which is the order of the frame (subject, then objects), not always the German word order.
 *
 * <p>What the AST cannot hold faithfully is refused with {@link dev.altered.text.AbilityBuildException}, never
 * approximated.
 *
 * <p>This class reads abilities, effects and sentences; the rest is read by its parts, one per concern
 * ({@link GermanClauses}, {@link GermanSteps}, {@link GermanPlayerVerbs}, {@link GermanObjectVerbs},
 * {@link GermanStatements}, {@link GermanEvents}, {@link GermanConditions}, {@link GermanObjects},
 * {@link GermanRelatives}, {@link GermanPlayers}, {@link GermanWords}), which share one ability's state through
 * {@link GermanState}: each part reaches the others as {@code my.objects}, {@code my.steps}, ...
 */
final class GermanAstBuilder {
  private final GermanState my;

  GermanAstBuilder(GermanState my) {
    this.my = my;
  }

  static Ability build(AbilityText text, AbilityContext tree) {
    return new GermanState(text).abilities.ability(tree);
  }

  private Ability ability(AbilityContext ctx) {
    Ability a = abilityOf(ctx);
    if (!my.spilled.isEmpty()) {
      throw error(my.spilled.get(0), "expected words that belong to the phrase before, found '"
          + words(my.spilled.get(0)) + "'");
    }
    if (my.pendingDestination != null) {
      throw error(my.pendingDestination, "expected a step that puts something there, found none");
    }
    return a;
  }

  private Ability abilityOf(AbilityContext ctx) {
    if (ctx instanceof KeywordAbilityContext k) {
      return keywordLine(k.keywordLine());
    }
    if (ctx instanceof ReactionAbilityContext r) {
      return reaction(r.reaction(), r.supportMark() != null, my.span(r.supportMark(), r.reaction()));
    }
    if (ctx instanceof QuickActionAbilityContext q) {
      return quickAction(q.quickAction());
    }
    EffectAbilityContext e = (EffectAbilityContext) ctx;
    return effectOrPassive(e.effect(), e.supportMark() != null, my.span(e.supportMark(), e.effect()));
  }

  /** Untriggered text is a passive ability when it only makes statements, and an effect when it does anything. */
  private Ability effectOrPassive(EffectContext ctx, boolean support, SourceSpan span) {
    Effect effect = effect(ctx);
    return Ability.untriggered(support, effect, span);
  }

  private Ability.KeywordLine keywordLine(KeywordLineContext ctx) {
    List<Ability.KeywordItem> items = new ArrayList<>();
    for (KeywordItemContext item : ctx.keywordItem()) {
      items.add(keywordItem(item));
    }
    return new Ability.KeywordLine(list(items), my.span(ctx));
  }

  private Ability.KeywordItem keywordItem(KeywordItemContext ctx) {
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty() : Optional.of(whereX(ctx.whereX()));
    if (ctx.STATUS() != null) {
      if (ctx.MANA() != null || ctx.NUMBER() != null || has(ctx, "{x}")) {
        throw error(ctx, "expected a keyword ability before the number, found the status " + ctx.STATUS().getText());
      }
      return new Ability.KeywordItem(Optional.empty(), Optional.of(my.words.status(ctx.STATUS())), Optional.empty(), whereX,
          my.span(ctx));
    }
    GermanLexicon.KeywordWithParameter k = GermanLexicon.ability(inside(ctx.KW_ABILITY())).orElseThrow();
    Optional<Quantity> parameter = k.parameter().map(p -> p.equalsIgnoreCase("x")
        ? new Quantity.X(0, my.span(ctx.KW_ABILITY())) : new Quantity.Literal(Integer.parseInt(p), my.span(ctx.KW_ABILITY())));
    if (ctx.MANA() != null) {
      if (parameter.isPresent()) {
        throw error(ctx, "expected one number for " + ctx.KW_ABILITY().getText() + ", found two");
      }
      parameter = Optional.of(my.words.mana(ctx.MANA()));
    } else if (has(ctx, "{x}")) {
      parameter = Optional.of(new Quantity.X(0, my.span(ctx)));
    } else if (ctx.NUMBER() != null) {
      parameter = Optional.of(new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()), my.span(ctx.NUMBER())));
    }
    if (k.id().parameterized() && parameter.isEmpty()) {
      throw error(ctx, "expected a number after " + ctx.KW_ABILITY().getText() + " (such as {1}), found none");
    }
    if (!k.id().parameterized() && parameter.isPresent()) {
      throw error(ctx, "expected no number after " + ctx.KW_ABILITY().getText() + ", found one");
    }
    return new Ability.KeywordItem(Optional.of(k.id()), Optional.empty(), parameter, whereX, my.span(ctx));
  }

  /** "wobei X die Anzahl der Charaktere ist, die du kontrollierst": the relative clause filters the counted phrase. */
  Quantity whereX(WhereXContext ctx) {
    if (ctx.relativeClause() != null) {
      // The relative clause comes after the verb: it belongs to the phrase counted.
      List<ParserRuleContext> parts = new ArrayList<>();
      parts.add(ctx.quantity());
      parts.add(ctx.relativeClause());
      my.relatives.attachRelatives(parts);
    }
    return my.words.quantity(ctx.quantity());
  }

  /** The words of a keyword: "[Nachschub]" bracketed, or a plain word. */
  static String inside(TerminalNode bracket) {
    String t = bracket.getText();
    return t.startsWith("[") ? t.substring(1, t.length() - 1) : t;
  }

  private Ability.Reaction reaction(ReactionContext ctx, boolean support, SourceSpan span) {
    Trigger trigger;
    Optional<Condition> condition = Optional.empty();
    Optional<Ability.ForEachClause> forEach = Optional.empty();
    if (ctx.triggerSymbol() != null) {
      trigger = new Trigger.Symbol(triggerSymbol(ctx.triggerSymbol()), my.span(ctx.triggerSymbol()));
    } else {
      TriggerHeadContext head = ctx.trigger().triggerHead();
      if (head instanceof AtTriggerContext a) {
        trigger = new Trigger.At(momentPhase(a.moment()), momentEnd(a.moment()), my.span(head));
      } else if (head instanceof AfterRestTriggerContext) {
        trigger = new Trigger.At(Phase.REST, true, my.span(head));
      } else if (head instanceof IfTriggerContext i) {
        trigger = new Trigger.When(my.events.event(i.subClause()), my.span(head));
      } else {
        trigger = new Trigger.When(my.events.event(((WhenTriggerContext) head).subClause()), my.span(head));
      }
      for (TriggerClauseContext clause : ctx.trigger().triggerClause()) {
        if (clause instanceof IfTriggerClauseContext c) {
          if (condition.isPresent()) {
            throw error(clause, "expected one condition after the trigger, found two");
          }
          condition = Optional.of(my.conditions.condition(c.subClause()));
        } else {
          ForEachTriggerClauseContext c = (ForEachTriggerClauseContext) clause;
          if (c.objectPhrase() instanceof PossessedCountersPhraseContext p) {
            forEach = Optional.of(new Ability.ForEachClause.Counters(my.players.possessive(p.possessiveWord(), false),
                my.words.counter(p.counterNoun()), my.span(clause)));
          } else {
            forEach = Optional.of(new Ability.ForEachClause.Objects(my.objects.obj(c.objectPhrase(), false), my.span(clause)));
          }
        }
      }
    }
    return new Ability.Reaction(support, trigger, condition, forEach, effect(ctx.effect()), span);
  }

  static TriggerSymbol triggerSymbol(TriggerSymbolContext ctx) {
    return triggerSymbol(ctx.getText());
  }

  static TriggerSymbol triggerSymbol(String symbol) {
    return switch (symbol.toLowerCase(Locale.ROOT)) {
      case "{j}" -> TriggerSymbol.JOIN;
      case "{h}" -> TriggerSymbol.HAND;
      default -> TriggerSymbol.RESERVE;
    };
  }

  private Ability.QuickAction quickAction(QuickActionContext ctx) {
    return new Ability.QuickAction(costs(ctx.costList()), effect(ctx.effect()), my.span(ctx));
  }

  private ImmutableList<Cost> costs(CostListContext ctx) {
    List<Cost> costs = new ArrayList<>();
    for (CostPartContext part : ctx.costPart()) {
      SourceSpan s = my.span(part);
      if (part instanceof CostExhaustMeContext) {
        costs.add(new Cost.ExhaustMe(s));
      } else if (part instanceof CostDiscardMeContext) {
        costs.add(new Cost.DiscardMe(s));
      } else if (part instanceof CostManaContext c) {
        costs.add(new Cost.Mana(my.words.mana(c.MANA()), s));
      } else if (part instanceof CostManaXContext) {
        costs.add(new Cost.Mana(new Quantity.X(0, s), s));
      } else {
        List<Step> steps = my.steps.clauseSteps(((CostStepContext) part).mainClause());
        if (steps.size() != 1) {
          throw error(part, "expected one action as a cost, found " + steps.size());
        }
        costs.add(new Cost.AsStep(steps.get(0), s));
      }
    }
    return list(costs);
  }

  private Effect effect(EffectContext ctx) {
    return new Effect(sentences(ctx), my.span(ctx));
  }

  private Effect effect(EffectInModeContext ctx) {
    return new Effect(sentences(ctx), my.span(ctx));
  }

  private ImmutableList<Sentence> sentences(ParserRuleContext ctx) {
    List<Sentence> out = new ArrayList<>();
    for (ParseTree child : ctx.children) {
      if (child instanceof ReflexiveSentenceContext r) {
        my.reflexive = true;
        Event event;
        try {
          event = my.events.event(r.subClause());
        } finally {
          my.reflexive = false;
        }
        out.add(new Sentence.WhenThisWay(event, my.steps.steps(r.stepSequence()), my.span(r)));
        continue;
      }
      if (!(child instanceof SentenceContext s)) {
        continue;
      }
      List<Sentence> read = sentence(s);
      // "Wenn du einen oder mehrere Würfel wirfst — Bei 6+ ziehe eine Karte.": with no roll of its own before it, a
      // lone "Bei 6+" is a condition on the result, as English "If the result is 6+, draw a card."
      if (out.isEmpty() && read.size() == 1 && read.get(0) instanceof Sentence.OnResult r && r.outcomes().size() == 1
          && isInline(s) && ctx.children.stream().filter(c -> c instanceof SentenceContext).count() == 1) {
        Sentence.Outcome o = r.outcomes().get(0);
        DieRange range = o.range();
        if ((range.orMore() || range.low() == range.high()) && o.effect().sentences().size() == 1
            && o.effect().sentences().get(0) instanceof Sentence.Steps steps) {
          SourceSpan rs = range.span();
          Condition cond = new Condition.Compare(new Value.Result(false, rs),
              range.orMore() ? Comparison.AT_LEAST : Comparison.EQUAL,
              new Value.Number(new Quantity.Literal(range.low(), rs), false, rs), false, rs);
          read = List.of(new Sentence.If(cond, steps.steps(), Optional.empty(), r.span()));
        }
      }
      for (Sentence sentence : read) {
        // "Bei 4+ ... . Bei 1–3 ...": consecutive inline results are one list of outcomes.
        if (sentence instanceof Sentence.OnResult r && !out.isEmpty()
            && out.get(out.size() - 1) instanceof Sentence.OnResult before && isInline(s)) {
          out.set(out.size() - 1, new Sentence.OnResult(
              ImmutableList.<Sentence.Outcome>builder().addAll(before.outcomes()).addAll(r.outcomes()).build(),
              before.span()));
        } else {
          out.add(sentence);
        }
      }
    }
    return list(out);
  }

  private static boolean isInline(SentenceContext s) {
    return s instanceof DieResultSentenceContext d && d.dieResults().dieRange() != null;
  }

  /** A sentence; "Würfle dann einmal: • Bei 4+ ..." is two (the roll, then the results). */
  private List<Sentence> sentence(SentenceContext ctx) {
    SourceSpan s = my.span(ctx);
    if (ctx instanceof IfSentenceContext c) {
      Optional<Statement.Would> would = my.statements.would(c.subClause(0));
      if (would.isPresent()) {
        Statement.Would w = would.get();
        if (c.subClause().size() > 1) {
          // "Falls ich die Expeditionszone verlassen würde, während ich [[Verstärkt]] bin, ...".
          w = new Statement.Would(w.event(), Optional.of(my.conditions.condition(c.subClause(1))), w.span());
        }
        return List.of(my.statements.replacement(w, c.stepSequence(0), s));
      }
      if (c.subClause().size() > 1) {
        throw error(c.subClause(1), "expected 'während' only after 'würde', found it after a condition");
      }
      Condition cond = my.conditions.condition(c.subClause(0));
      ImmutableList<Step> then = my.steps.steps(c.stepSequence(0));
      if (c.sentenceTail() != null) {
        if (!(c.sentenceTail() instanceof WhenTailContext w)) {
          throw error(c.sentenceTail(), "expected one condition in the sentence, found a second one");
        }
        then = my.statements.whenTail(then, w);
      }
      Optional<ImmutableList<Step>> otherwise =
          c.stepSequence().size() > 1 ? Optional.of(my.steps.steps(c.stepSequence(1))) : Optional.empty();
      return List.of(new Sentence.If(cond, then, otherwise, s));
    }
    if (ctx instanceof OtherwiseSentenceContext c) {
      return List.of(new Sentence.Otherwise(my.steps.steps(c.stepSequence()), s));
    }
    if (ctx instanceof ThenSentenceContext c) {
      return sentence(c.sentence());
    }
    if (ctx instanceof DuringSentenceContext c) {
      return List.of(new Sentence.During(phase(c.duringPhase().phaseWord()), my.steps.steps(c.stepSequence()), s));
    }
    if (ctx instanceof WhileSentenceContext c) {
      Condition cond = my.conditions.condition(c.subClause());
      return List.of(new Sentence.If(cond, my.steps.steps(c.stepSequence()), Optional.empty(), s));
    }
    if (ctx instanceof UntilSentenceContext c) {
      Duration d = periodDuration(c.periodWord());
      return List.of(new Sentence.Steps(lasting(my.steps.steps(c.stepSequence()), d, my.span(c.periodWord())), s));
    }
    if (ctx instanceof DelayedSentenceContext c) {
      // "Zum Abend, opfere ihn": each step is delayed to that moment.
      Step.Modifier at = c.moment() != null
          ? new Step.Modifier.At(momentPhase(c.moment()), momentEnd(c.moment()), my.span(c.moment()))
          : new Step.Modifier.At(Phase.REST, true, s);
      List<Step> out = new ArrayList<>();
      for (Step st : my.steps.steps(c.stepSequence())) {
        out.add(withModifier(st, at));
      }
      return List.of(new Sentence.Steps(list(out), s));
    }
    if (ctx instanceof DependingSentenceContext c) {
      return List.of(new Sentence.Depending(my.words.quantity(c.quantity()), outcomes(c.resultItem()), s));
    }
    if (ctx instanceof ForEachSentenceContext c) {
      ObjectRef objects = my.objects.obj(c.objectPhrase(), true);
      return List.of(new Sentence.ForEach(objects, my.steps.steps(c.stepSequence()), s));
    }
    if (ctx instanceof ModalSentenceContext c) {
      return List.of(modal(c.chooseModes()));
    }
    if (ctx instanceof DieResultSentenceContext c) {
      return List.of(dieResults(c.dieResults()));
    }
    if (ctx instanceof RepeatSentenceContext c) {
      Quantity times = my.words.quantity(c.quantity());
      Optional<Quantity> whereX = c.whereX() == null ? Optional.empty() : Optional.of(whereX(c.whereX()));
      return List.of(new Sentence.Repeat(times, whereX, modes(c.modeItem()), s));
    }
    if (ctx instanceof StepsThenResultsSentenceContext c) {
      Sentence steps = new Sentence.Steps(my.steps.steps(c.stepSequence()), my.span(c.stepSequence()));
      return List.of(steps, new Sentence.OnResult(outcomes(c.resultItem()), s));
    }
    PlainSentenceContext c = (PlainSentenceContext) ctx;
    return List.of(plainSentence(c, s));
  }

  private Sentence plainSentence(PlainSentenceContext c, SourceSpan s) {
    SentenceTailContext tail = c.sentenceTail();
    ImmutableList<Step> steps;
    if (tail instanceof WhenTailContext w) {
      steps = my.steps.steps(c.stepSequence());
      return new Sentence.Steps(my.statements.whenTail(steps, w), s);
    }
    if (tail instanceof EvenIfTailContext e) {
      steps = my.steps.steps(c.stepSequence());
      return new Sentence.Steps(my.statements.canGainAgain(steps, e.subClause(), c), s);
    }
    steps = my.steps.steps(c.stepSequence());
    // "Ignoriere meine Fähigkeiten während des ersten Tages": a timing of the whole sentence.
    Optional<Condition> timing = Optional.ofNullable(my.sentenceTiming);
    my.sentenceTiming = null;
    if (tail == null) {
      if (timing.isPresent()) {
        return new Sentence.If(timing.get(), steps, Optional.empty(), s);
      }
      return new Sentence.Steps(steps, s);
    }
    Condition cond;
    boolean unless = false;
    if (tail instanceof IfTailContext t) {
      cond = my.conditions.condition(t.subClause());
    } else if (tail instanceof WhileTailContext t) {
      cond = my.conditions.condition(t.subClause());
    } else {
      UnlessTailContext t = (UnlessTailContext) tail;
      cond = t.mainClause() != null ? my.conditions.condition(my.clauses.clauseOf(t.mainClause()).get(0)) : my.conditions.condition(t.subClause());
      unless = true;
    }
    // "Du kannst dies nur aktivieren, falls ...": the condition belongs to the restriction.
    if (!unless && steps.size() == 1 && steps.get(0) instanceof Step.Continuous k
        && k.statement() instanceof Statement.ActivationRestriction r && r.onlyIf().isEmpty()
        && k.duration().isEmpty()) {
      return new Sentence.Steps(ImmutableList.of(new Step.Continuous(new Statement.ActivationRestriction(
          Optional.of(cond), r.times(), r.per(), r.span()), Optional.empty(), k.span())), s);
    }
    return unless ? new Sentence.Unless(cond, steps, s) : new Sentence.If(cond, steps, Optional.empty(), s);
  }

  /** Steps that last for a duration: a continuous step takes it, another step gets a {@code Lasting} modifier. */
  private static ImmutableList<Step> lasting(List<Step> steps, Duration d, SourceSpan ds) {
    List<Step> out = new ArrayList<>();
    for (Step st : steps) {
      if (st instanceof Step.Continuous k && k.duration().isEmpty()) {
        out.add(new Step.Continuous(k.statement(), Optional.of(d), k.span()));
      } else {
        out.add(withModifier(st, new Step.Modifier.Lasting(d, ds)));
      }
    }
    return list(out);
  }

  static Step withModifier(Step st, Step.Modifier m) {
    if (st instanceof Step.Modified x) {
      return new Step.Modified(x.step(), ImmutableList.<Step.Modifier>builder().addAll(x.modifiers()).add(m).build(),
          x.span());
    }
    return new Step.Modified(st, ImmutableList.of(m), st.span());
  }

  private Sentence modal(ChooseModesContext ctx) {
    Quantity count = my.words.quantity(ctx.chooseCount().quantity());
    boolean upTo = has(ctx.chooseCount(), "bis");
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty() : Optional.of(whereX(ctx.whereX()));
    boolean repeatable = false;
    Optional<Sentence.ExtraChoice> extra = Optional.empty();
    for (ChooseExtraContext e : ctx.chooseExtra()) {
      if (e instanceof RepeatModesContext) {
        repeatable = true;
      } else {
        ConditionalModeCountContext c = (ConditionalModeCountContext) e;
        Optional<Quantity> n = c.quantity() == null ? Optional.empty() : Optional.of(my.words.quantity(c.quantity()));
        extra = Optional.of(new Sentence.ExtraChoice(my.conditions.condition(c.subClause()), n, my.span(c)));
      }
    }
    return new Sentence.Modal(count, upTo, whereX, repeatable, extra, modes(ctx.modeItem()), my.span(ctx));
  }

  private ImmutableList<Sentence.Mode> modes(List<ModeItemContext> items) {
    List<Sentence.Mode> modes = new ArrayList<>();
    for (ModeItemContext item : items) {
      ModeBodyContext body = item.modeBody();
      ImmutableList<Cost> cost = body.costList() == null ? ImmutableList.of() : costs(body.costList());
      modes.add(new Sentence.Mode(cost, effect(body.effectInMode()), my.span(item)));
    }
    return list(modes);
  }

  private Sentence dieResults(DieResultsContext ctx) {
    if (ctx.dieRange() != null) {
      DieRange range = dieRange(ctx.dieRange());
      Effect effect = new Effect(ImmutableList.of(new Sentence.Steps(my.steps.steps(ctx.stepSequence()),
          my.span(ctx.stepSequence()))), my.span(ctx.stepSequence()));
      return new Sentence.OnResult(ImmutableList.of(new Sentence.Outcome(range, effect, my.span(ctx))), my.span(ctx));
    }
    return new Sentence.OnResult(outcomes(ctx.resultItem()), my.span(ctx));
  }

  private ImmutableList<Sentence.Outcome> outcomes(List<ResultItemContext> items) {
    List<Sentence.Outcome> outcomes = new ArrayList<>();
    for (ResultItemContext item : items) {
      outcomes.add(new Sentence.Outcome(dieRange(item.dieRange()), effect(item.effectInMode()), my.span(item)));
    }
    return list(outcomes);
  }

  DieRange dieRange(DieRangeContext ctx) {
    int low = Integer.parseInt(ctx.NUMBER(0).getText());
    if (ctx.NUMBER().size() > 1) {
      int high = Integer.parseInt(ctx.NUMBER(1).getText());
      if (high < low) {
        throw error(ctx, "expected a range from low to high such as 1–3, found " + ctx.getText());
      }
      return new DieRange(low, high, false, my.span(ctx));
    }
    boolean orMore = has(ctx, "+");
    return DieRange.from(low, orMore, my.span(ctx));
  }

  /** A quoted ability (2.2.12.f); its pronouns are its own. */
  Ability quoted(QuotedBodyContext ctx) {
    GermanAstBuilder inner = new GermanState(my.text).abilities;
    SourceSpan s = my.span(ctx);
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
}
