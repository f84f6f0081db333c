package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;
import static dev.altered.text.en.EnglishWords.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * English parse tree to AST: effects, sentences and their heads (if, unless, then, during, for each,
 * modes, die results, repeat, while, until, delayed).
 */
final class EnglishSentences {
  private final EnglishReading read;

  EnglishSentences(EnglishReading read) {
    this.read = read;
  }

  Effect effect(EffectContext ctx) {
    return new Effect(sentences(ctx), read.span(ctx));
  }

  Effect effect(EffectInModeContext ctx) {
    return new Effect(sentences(ctx), read.span(ctx));
  }

  private ImmutableList<Sentence> sentences(ParserRuleContext ctx) {
    List<Sentence> out = new ArrayList<>();
    for (ParseTree child : ctx.children) {
      if (child instanceof ReflexiveSentenceContext r) {
        Event event = read.events.event(r.event());
        out.add(new Sentence.WhenThisWay(event, read.steps.steps(r.stepSequence()), read.span(r)));
        continue;
      }
      if (!(child instanceof SentenceContext s)) {
        continue;
      }
      Sentence sentence = sentence(s);
      // "On a 4+, ... . On a 1-3, ...": consecutive inline results are one list of outcomes.
      if (sentence instanceof Sentence.OnResult r && !out.isEmpty()
          && out.get(out.size() - 1) instanceof Sentence.OnResult before && isInline(s)) {
        out.set(out.size() - 1, new Sentence.OnResult(
            ImmutableList.<Sentence.Outcome>builder().addAll(before.outcomes()).addAll(r.outcomes()).build(),
            before.span()));
      } else {
        out.add(sentence);
      }
    }
    return list(out);
  }

  private static boolean isInline(SentenceContext s) {
    return s instanceof DieResultSentenceContext d && d.dieResults().dieRange() != null;
  }

  /** "You may play Spells for {1} less if their Base Cost is {4} or more": the statistic filters the cards. */
  private Step theirStat(List<Step> steps, IfTheirStatContext t) {
    Filter f = new Filter.StatIs(read.conditions.stat(t.statName()), has(t, "more") ? Comparison.AT_LEAST : Comparison.AT_MOST,
        new Value.Number(read.numbers.manaAmount(t.manaAmount()), true, read.span(t.manaAmount())), read.span(t));
    if (steps.size() == 1 && steps.get(0) instanceof Step.May may && may.steps().size() == 1
        && may.steps().get(0) instanceof Step.Play p) {
      return new Step.May(may.actor(), ImmutableList.of(new Step.Play(p.actor(), read.objects.withFilter(p.objects(), f, t),
          p.from(), p.in(), p.cost(), p.immediately(), p.span())), may.either(), may.span());
    }
    if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k && k.statement() instanceof Statement.MayPlay m) {
      return new Step.Continuous(new Statement.MayPlay(m.player(), read.objects.withFilter(m.objects(), f, t), m.from(), m.in(),
          m.cost(), m.span()), k.duration(), k.span());
    }
    if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k && k.statement() instanceof Statement.CostChange c) {
      return new Step.Continuous(new Statement.CostChange(read.objects.withFilter(c.subject(), f, t), c.mana(), c.more(), c.toPlayIn(),
          c.minimum(), c.per(), c.span()), k.duration(), k.span());
    }
    throw read.error(t, "expected 'if their ...' after cards to play ('You may play Spells for {1} less'), found " + steps);
  }

  private Sentence sentence(SentenceContext ctx) {
    SourceSpan s = read.span(ctx);
    // The plain sentence first: most sentences are one (the labeled alternatives are disjoint classes).
    if (ctx instanceof PlainSentenceContext c) {
      ImmutableList<Step> steps = read.steps.steps(c);
      // The tail is the last child, when there is one.
      if (!(c.children.get(c.children.size() - 1) instanceof SentenceTailContext tail) || tail == read.lateTrigger) {
        return new Sentence.Steps(steps, s);
      }
      // ('unless' | 'if') condition | ('as' 'long' 'as' | 'while') condition | timing | 'when' event: the last child.
      ParseTree end = tail.children.get(tail.children.size() - 1);
      if (end instanceof IfTheirStatContext t) {
        return new Sentence.Steps(ImmutableList.of(theirStat(steps, t)), s);
      }
      if (end instanceof EventContext) {
        throw read.error(tail, "expected a trigger written after its effect ('... when they join it') to end a whole"
            + " ability (6.3.a), found it in a longer effect");
      }
      Condition cond = end instanceof TimingContext t ? timing(t) : read.conditions.condition((ConditionContext) end);
      // "Activate this only ... if ...": the condition belongs to the restriction.
      if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k
          && k.statement() instanceof Statement.ActivationRestriction r && r.onlyIf().isEmpty()
          && has(tail, "if") && k.duration().isEmpty()) {
        return new Sentence.Steps(ImmutableList.of(new Step.Continuous(new Statement.ActivationRestriction(
            Optional.of(cond), r.times(), r.per(), r.span()), Optional.empty(), k.span())), s);
      }
      // "I cost {1} less if ...", "I am [Defender] unless ..." (6.5.d), "... as long as ..."
      return has(tail, "unless") ? new Sentence.Unless(cond, steps, s)
          : new Sentence.If(cond, steps, Optional.empty(), s);
    }
    if (ctx instanceof IfSentenceContext c) {
      Condition cond = read.conditions.condition(c.condition());
      ImmutableList<Step> then = read.steps.steps(c.stepSequence(0));
      Optional<ImmutableList<Step>> otherwise =
          c.stepSequence().size() > 1 ? Optional.of(read.steps.steps(c.stepSequence(1))) : Optional.empty();
      return new Sentence.If(cond, then, otherwise, s);
    }
    if (ctx instanceof UnlessSentenceContext c) {
      Condition cond = read.conditions.condition(c.condition());
      return new Sentence.Unless(cond, read.steps.steps(c.stepSequence()), s);
    }
    if (ctx instanceof OtherwiseSentenceContext c) {
      return new Sentence.Otherwise(read.steps.steps(c.stepSequence()), s);
    }
    if (ctx instanceof ThenSentenceContext c) {
      return sentence(c.sentence());
    }
    if (ctx instanceof DuringSentenceContext c) {
      return new Sentence.During(EnglishNumbers.phase(c.phase()), read.steps.steps(c.stepSequence()), s);
    }
    if (ctx instanceof TimingSentenceContext c) {
      // "During the first Day, ...", "During your turn, ...": the same as the condition after the steps.
      SourceSpan ts = SourceSpan.of(s.start(), read.span((TerminalNode) c.getChild(c.getChildCount() - 3)).end());
      Condition cond = c.possessive() != null
          ? duringTurn(c.possessive(), ts)
          : new Condition.During(Optional.empty(), Optional.empty(),
              Optional.of(new Quantity.Literal(read.numbers.ordinal(c.ordinal()), read.span(c.ordinal()))), ts);
      return new Sentence.If(cond, read.steps.steps(c.stepSequence()), Optional.empty(), s);
    }
    if (ctx instanceof DependingSentenceContext c) {
      return new Sentence.Depending(read.numbers.quantity(c.quantity()), outcomes(c.resultItem()), s);
    }
    if (ctx instanceof ForEachSentenceContext c) {
      ObjectRef objects = read.objects.obj(c.objectPhrase(), true);
      return new Sentence.ForEach(objects, read.steps.steps(c.stepSequence()), s);
    }
    if (ctx instanceof ModalSentenceContext c) {
      return modal(c.chooseModes());
    }
    if (ctx instanceof DieResultSentenceContext c) {
      return dieResults(c.dieResults());
    }
    if (ctx instanceof RepeatSentenceContext c) {
      Quantity times = read.numbers.quantity(c.quantity());
      Optional<Quantity> whereX = c.whereX() == null ? Optional.empty() : Optional.of(read.numbers.quantity(c.whereX().quantity()));
      return new Sentence.Repeat(times, whereX, modes(c.modeItem()), s);
    }
    if (ctx instanceof WhileSentenceContext c) {
      // A condition checked continuously: for a passive, the same as "if" (2.2.12.m).
      Condition cond = read.conditions.condition(c.condition());
      return new Sentence.If(cond, read.steps.steps(c.stepSequence()), Optional.empty(), s);
    }
    if (ctx instanceof UntilSentenceContext c) {
      // "Until the end of the turn, ...", "This Afternoon, ...": the duration of every step (2.2.15).
      Duration d = EnglishNumbers.duration(c.duration());
      return new Sentence.Steps(lasting(read.steps.steps(c.stepSequence()), d, read.span(c.duration())), s);
    }
    if (ctx instanceof DelayedSentenceContext c) {
      // "At Dusk, sacrifice it": each step is delayed to that moment.
      Step.Modifier at = c.moment() != null ? read.abilities.delayedTo(c.moment(), read.span(c.moment()))
          : new Step.Modifier.At(Phase.REST, true, s);
      List<Step> out = new ArrayList<>();
      for (Step st : read.steps.steps(c.stepSequence())) {
        out.add(withModifier(st, at));
      }
      return new Sentence.Steps(list(out), s);
    }
    throw read.error(ctx, "expected a sentence, found '" + ctx.getText() + "'");
  }

  /** Steps that last for a duration: a continuous step takes it, another step gets a {@code Lasting} modifier. */
  private static ImmutableList<Step> lasting(List<Step> steps, Duration d, SourceSpan ds) {
    List<Step> out = new ArrayList<>();
    for (Step st : steps) {
      if (st instanceof Step.Continuous k && k.duration().isEmpty()) {
        out.add(new Step.Continuous(k.statement(), Optional.of(d), k.span()));
      } else if (st instanceof Step.Modified m && m.step() instanceof Step.Continuous k && k.duration().isEmpty()) {
        // "This turn, target Character gets +1 {M} for each ...": the statement lasts, the count is its own.
        out.add(new Step.Modified(new Step.Continuous(k.statement(), Optional.of(d), k.span()), m.modifiers(),
            m.span()));
      } else {
        out.add(withModifier(st, new Step.Modifier.Lasting(d, ds)));
      }
    }
    return list(out);
  }

  private static Step withModifier(Step st, Step.Modifier m) {
    if (st instanceof Step.Modified x) {
      return new Step.Modified(x.step(), ImmutableList.<Step.Modifier>builder().addAll(x.modifiers()).add(m).build(),
          x.span());
    }
    return new Step.Modified(st, ImmutableList.of(m), st.span());
  }

  /** "during your turn", "during the Afternoon", "during the first Day". */
  private Condition duringTurn(PossessiveContext ctx, SourceSpan s) {
    Possessor p = read.objects.possessive(ctx);
    if (!(p instanceof Possessor.OfPlayer pl)) {
      throw read.error(ctx, "expected a player's turn ('your turn'), found an object's");
    }
    return new Condition.During(Optional.of(pl.player()), Optional.empty(), Optional.empty(), s);
  }

  Condition timing(TimingContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx.possessive() != null) {
      return duringTurn(ctx.possessive(), s);
    }
    if (ctx.phase() != null) {
      return new Condition.During(Optional.empty(), Optional.of(EnglishNumbers.phase(ctx.phase())), Optional.empty(), s);
    }
    return new Condition.During(Optional.empty(), Optional.empty(),
        Optional.of(new Quantity.Literal(read.numbers.ordinal(ctx.ordinal()), read.span(ctx.ordinal()))), s);
  }

  private Sentence modal(ChooseModesContext ctx) {
    Quantity count = read.numbers.quantity(ctx.chooseCount().quantity());
    boolean upTo = ctx.chooseCount().getChildCount() > 1;
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty() : Optional.of(read.numbers.quantity(ctx.whereX().quantity()));
    boolean repeatable = false;
    Optional<Sentence.ExtraChoice> extra = Optional.empty();
    for (ChooseExtraContext e : ctx.chooseExtra()) {
      if (e instanceof RepeatModesContext) {
        repeatable = true;
      } else {
        ConditionalModeCountContext c = (ConditionalModeCountContext) e;
        Optional<Quantity> n = c.quantity() == null ? Optional.empty() : Optional.of(read.numbers.quantity(c.quantity()));
        extra = Optional.of(new Sentence.ExtraChoice(read.conditions.condition(c.condition()), n, read.span(c)));
      }
    }
    return new Sentence.Modal(count, upTo, whereX, repeatable, extra, modes(ctx.modeItem()), read.span(ctx));
  }

  private ImmutableList<Sentence.Mode> modes(List<ModeItemContext> items) {
    List<Sentence.Mode> modes = new ArrayList<>();
    for (ModeItemContext item : items) {
      ModeBodyContext body = item.modeBody();
      ImmutableList<Cost> cost = body.costList() == null ? ImmutableList.of() : read.abilities.costs(body.costList());
      modes.add(new Sentence.Mode(cost, effect(body.effectInMode()), read.span(item)));
    }
    return list(modes);
  }

  private Sentence dieResults(DieResultsContext ctx) {
    if (ctx.dieRange() != null) {
      DieRange range = dieRange(ctx.dieRange());
      Effect effect = new Effect(ImmutableList.of(new Sentence.Steps(read.steps.steps(ctx.stepSequence()), read.span(ctx.stepSequence()))),
          read.span(ctx.stepSequence()));
      return new Sentence.OnResult(ImmutableList.of(new Sentence.Outcome(range, effect, read.span(ctx))), read.span(ctx));
    }
    return new Sentence.OnResult(outcomes(ctx.resultItem()), read.span(ctx));
  }

  private ImmutableList<Sentence.Outcome> outcomes(List<ResultItemContext> items) {
    List<Sentence.Outcome> outcomes = new ArrayList<>();
    for (ResultItemContext item : items) {
      outcomes.add(new Sentence.Outcome(dieRange(item.dieRange()), effect(item.effectInMode()), read.span(item)));
    }
    return list(outcomes);
  }

  DieRange dieRange(DieRangeContext ctx) {
    int low = Integer.parseInt(ctx.NUMBER(0).getText());
    if (ctx.NUMBER().size() > 1) {
      int high = Integer.parseInt(ctx.NUMBER(1).getText());
      if (high < low) {
        throw read.error(ctx, "expected a range from low to high such as 1-3, found " + ctx.getText());
      }
      return new DieRange(low, high, false, read.span(ctx));
    }
    boolean orMore = has(ctx, "+");
    return DieRange.from(low, orMore, read.span(ctx));
  }

  // ===================================================================================================================
  // Steps
  // ===================================================================================================================
}
