package dev.altered.text.romance;

import static dev.altered.grammar.romance.RomanceParser.*;
import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
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
 * Effects and sentences: a sentence's steps, lasting effects and timing, modal effects, die results.
 *
 * <p>A part of {@link RomanceAstBuilder}: static methods over the builder passed in, which holds the per-ability
 * state (the text, the lexicon, the antecedent candidates, the default actor, the reading flags).
 */
final class RomanceSentenceBuilder {
  private RomanceSentenceBuilder() {}

  // ===================================================================================================================
  // Effects and sentences
  // ===================================================================================================================

  static Effect effect(RomanceAstBuilder rb, EffectContext ctx) {
    return new Effect(sentences(rb, ctx), rb.span(ctx));
  }

  static Effect effect(RomanceAstBuilder rb, EffectInModeContext ctx) {
    return new Effect(sentences(rb, ctx), rb.span(ctx));
  }

  static ImmutableList<Sentence> sentences(RomanceAstBuilder rb, ParserRuleContext ctx) {
    List<Sentence> out = new ArrayList<>();
    for (ParseTree child : ctx.children) {
      if (child instanceof ReflexiveSentenceContext r) {
        Event event;
        if (r.event() != null) {
          event = RomanceEventBuilder.event(rb, r.event());
        } else {
          event = new Event.RollsResult(PlayerRef.you(), dieRange(rb, r.dieRange()), true, rb.span(r.dieRange()));
        }
        out.add(new Sentence.WhenThisWay(event, RomanceStepBuilder.steps(rb, r.stepSequence()), rb.span(r)));
        continue;
      }
      if (!(child instanceof SentenceContext s)) {
        continue;
      }
      SentenceContext inner = s;
      while (inner instanceof ThenSentenceContext t) {
        inner = t.sentence();
      }
      if (inner instanceof RollThenResultsSentenceContext rr) {
        // "Luego, tira un dado: • Si sacas 4 o más, ...": the roll, then its results.
        out.add(new Sentence.Steps(RomanceStepBuilder.steps(rb, rr.stepSequence()), rb.span(rr.stepSequence())));
        out.add(new Sentence.OnResult(outcomes(rb, rr.resultItem()), rb.span(rr)));
        continue;
      }
      Sentence sentence = sentence(rb, s);
      if (sentence instanceof Sentence.OnResult r && isInline(s) && !rolledBefore(out)
          && r.outcomes().get(0).range().orMore()) {
        // "Cuando tires un dado — Si sacas 6 o más, roba una carta": the result of a roll made elsewhere.
        Sentence.Outcome o = r.outcomes().get(0);
        Sentence.Steps then = (Sentence.Steps) o.effect().sentences().get(0);
        Condition cond = new Condition.Compare(new Value.Result(false, o.range().span()), Comparison.AT_LEAST,
            new Value.Number(new Quantity.Literal(o.range().low(), o.range().span()), false, o.range().span()), false,
            o.range().span());
        out.add(new Sentence.If(cond, then.steps(), Optional.empty(), r.span()));
        continue;
      }
      if (sentence instanceof Sentence.OnResult r && !out.isEmpty()
          && out.get(out.size() - 1) instanceof Sentence.OnResult before && isInline(s)) {
        out.set(out.size() - 1, new Sentence.OnResult(
            ImmutableList.<Sentence.Outcome>builder().addAll(before.outcomes()).addAll(r.outcomes()).build(),
            before.span()));
      } else {
        out.add(sentence);
      }
    }
    return RomanceAstBuilder.list(out);
  }

  /** Whether a sentence before rolls a die (so "Si sacas 4+" reads that roll). */
  static boolean rolledBefore(List<Sentence> before) {
    for (Sentence s : before) {
      if (s instanceof Sentence.OnResult) {
        return true;
      }
      if (s instanceof Sentence.Steps st) {
        for (Step step : st.steps()) {
          Step inner = step instanceof Step.Modified m ? m.step() : step;
          if (inner instanceof Step.Roll || inner instanceof Step.May may && may.steps().stream()
              .anyMatch(x -> x instanceof Step.Roll)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  static boolean isInline(SentenceContext s) {
    return s instanceof DieResultSentenceContext d && d.dieResults().dieRange() != null;
  }

  static Sentence sentence(RomanceAstBuilder rb, SentenceContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof IfSentenceContext c) {
      Condition cond = RomanceConditionBuilder.condition(rb, c.condition());
      ImmutableList<Step> then = RomanceStepBuilder.steps(rb, c.stepSequence(0));
      Optional<ImmutableList<Step>> otherwise =
          c.stepSequence().size() > 1 ? Optional.of(RomanceStepBuilder.steps(rb, c.stepSequence(1))) : Optional.empty();
      return new Sentence.If(cond, then, otherwise, s);
    }
    if (ctx instanceof UnlessSentenceContext c) {
      Condition cond = RomanceConditionBuilder.condition(rb, c.condition());
      return new Sentence.Unless(cond, RomanceStepBuilder.steps(rb, c.stepSequence()), s);
    }
    if (ctx instanceof OtherwiseSentenceContext c) {
      return new Sentence.Otherwise(RomanceStepBuilder.steps(rb, c.stepSequence()), s);
    }
    if (ctx instanceof InsteadSentenceContext c) {
      Step.Modifier instead = new Step.Modifier.Instead(rb.span(c.INSTEAD()));
      List<Step> out = new ArrayList<>();
      for (Step st : RomanceStepBuilder.steps(rb, c.stepSequence())) {
        out.add(withModifier(st, instead));
      }
      return new Sentence.Steps(RomanceAstBuilder.list(out), s);
    }
    if (ctx instanceof ThenSentenceContext c) {
      return sentence(rb, c.sentence());
    }
    if (ctx instanceof DuringSentenceContext c) {
      return new Sentence.During(RomanceAstBuilder.phase(c.phase()), RomanceStepBuilder.steps(rb, c.stepSequence()), s);
    }
    if (ctx instanceof DependingSentenceContext c) {
      return new Sentence.Depending(rb.quantity(c.quantity()), outcomes(rb, c.resultItem()), s);
    }
    if (ctx instanceof ForEachSentenceContext c) {
      ObjectRef objects = RomanceObjectBuilder.eachObj(rb, c.objectPhrase(), true);
      return new Sentence.ForEach(objects, RomanceStepBuilder.steps(rb, c.stepSequence()), s);
    }
    if (ctx instanceof ModalSentenceContext c) {
      return modal(rb, c.chooseModes());
    }
    if (ctx instanceof DieResultSentenceContext c) {
      return dieResults(rb, c.dieResults());
    }
    if (ctx instanceof RepeatSentenceContext c) {
      Quantity times = rb.quantity(c.quantity());
      Optional<Quantity> whereX = c.whereX() == null ? Optional.empty()
          : Optional.of(rb.quantity(c.whereX().quantity()));
      return new Sentence.Repeat(times, whereX, modes(rb, c.modeItem()), s);
    }
    if (ctx instanceof WhileSentenceContext c) {
      Condition cond = RomanceConditionBuilder.condition(rb, c.condition());
      return new Sentence.If(cond, RomanceStepBuilder.steps(rb, c.stepSequence()), Optional.empty(), s);
    }
    if (ctx instanceof ThisDurationSentenceContext c) {
      // "Este día, ...": the duration of every step (2.2.15).
      Duration d = c.TURN() != null ? Duration.THIS_TURN : c.AFTERNOON() != null ? Duration.THIS_AFTERNOON
          : Duration.THIS_DAY;
      TerminalNode last = c.TURN() != null ? c.TURN() : c.AFTERNOON() != null ? c.AFTERNOON() : c.DAY();
      SourceSpan ds = SourceSpan.of(rb.span(c.THIS()).start(), rb.span(last).end());
      return new Sentence.Steps(lasting(RomanceStepBuilder.steps(rb, c.stepSequence()), d, ds), s);
    }
    if (ctx instanceof UntilSentenceContext c) {
      Duration d = RomanceAstBuilder.periodDuration(c.period());
      return new Sentence.Steps(lasting(RomanceStepBuilder.steps(rb, c.stepSequence()), d, rb.span(c.period())), s);
    }
    if (ctx instanceof DelayedSentenceContext c) {
      Step.Modifier at = c.moment() != null
          ? new Step.Modifier.At(RomanceAstBuilder.momentPhase(c.moment()), RomanceAstBuilder.momentEnd(c.moment()),
              rb.span(c.moment()))
          : new Step.Modifier.At(Phase.REST, true, s);
      List<Step> out = new ArrayList<>();
      for (Step st : RomanceStepBuilder.steps(rb, c.stepSequence())) {
        out.add(withModifier(st, at));
      }
      return new Sentence.Steps(RomanceAstBuilder.list(out), s);
    }
    PlainSentenceContext c = (PlainSentenceContext) ctx;
    ImmutableList<Step> steps = RomanceStepBuilder.steps(rb, c.stepSequence());
    SentenceTailContext tail = c.sentenceTail();
    if (tail == null) {
      return new Sentence.Steps(steps, s);
    }
    Condition cond = tail.timing() != null ? timing(rb, tail.timing()) : RomanceConditionBuilder.condition(rb,
        tail.condition());
    if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k
        && k.statement() instanceof Statement.ActivationRestriction r && r.onlyIf().isEmpty()
        && RomanceAstBuilder.has(tail, IF) && k.duration().isEmpty()) {
      return new Sentence.Steps(ImmutableList.of(new Step.Continuous(new Statement.ActivationRestriction(
          Optional.of(cond), r.times(), r.per(), r.span()), Optional.empty(), k.span())), s);
    }
    return RomanceAstBuilder.has(tail, UNLESS) ? new Sentence.Unless(cond, steps, s) : new Sentence.If(cond, steps,
        Optional.empty(), s);
  }

  static ImmutableList<Step> lasting(List<Step> steps, Duration d, SourceSpan ds) {
    List<Step> out = new ArrayList<>();
    for (Step st : steps) {
      if (st instanceof Step.Continuous k && k.duration().isEmpty()) {
        out.add(new Step.Continuous(k.statement(), Optional.of(d), k.span()));
      } else {
        out.add(withModifier(st, new Step.Modifier.Lasting(d, ds)));
      }
    }
    return RomanceAstBuilder.list(out);
  }

  static Step withModifier(Step st, Step.Modifier m) {
    if (st instanceof Step.Modified x) {
      return new Step.Modified(x.step(), ImmutableList.<Step.Modifier>builder().addAll(x.modifiers()).add(m).build(),
          x.span());
    }
    return new Step.Modified(st, ImmutableList.of(m), st.span());
  }

  static Condition timing(RomanceAstBuilder rb, TimingContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx.possessive() != null) {
      Possessor p = RomanceFilterBuilder.possessive(rb, ctx.possessive(), true);
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw rb.error(ctx, "expected a player's turn, found an object's");
      }
      return new Condition.During(Optional.of(pl.player()), Optional.empty(), Optional.empty(), s);
    }
    if (ctx.phase() != null) {
      return new Condition.During(Optional.empty(), Optional.of(RomanceAstBuilder.phase(ctx.phase())), Optional.empty(),
          s);
    }
    return new Condition.During(Optional.empty(), Optional.empty(),
        Optional.of(new Quantity.Literal(RomanceAstBuilder.value(ctx.ORDINAL()), rb.span(ctx.ORDINAL()))), s);
  }

  static Sentence modal(RomanceAstBuilder rb, ChooseModesContext ctx) {
    Quantity count = rb.quantity(ctx.chooseCount().quantity());
    boolean upTo = ctx.chooseCount().UP_TO() != null;
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty()
        : Optional.of(rb.quantity(ctx.whereX().quantity()));
    boolean repeatable = false;
    Optional<Sentence.ExtraChoice> extra = Optional.empty();
    for (ChooseExtraContext e : ctx.chooseExtra()) {
      if (e instanceof RepeatModesContext) {
        repeatable = true;
      } else {
        ConditionalModeCountContext c = (ConditionalModeCountContext) e;
        Optional<Quantity> n = c.quantity() == null ? Optional.empty() : Optional.of(rb.quantity(c.quantity()));
        extra = Optional.of(new Sentence.ExtraChoice(RomanceConditionBuilder.condition(rb, c.condition()), n,
            rb.span(c)));
      }
    }
    return new Sentence.Modal(count, upTo, whereX, repeatable, extra, modes(rb, ctx.modeItem()), rb.span(ctx));
  }

  static ImmutableList<Sentence.Mode> modes(RomanceAstBuilder rb, List<ModeItemContext> items) {
    List<Sentence.Mode> modes = new ArrayList<>();
    for (ModeItemContext item : items) {
      ModeBodyContext body = item.modeBody();
      ImmutableList<Cost> cost = body.costList() == null ? ImmutableList.of() : rb.costs(body.costList());
      modes.add(new Sentence.Mode(cost, effect(rb, body.effectInMode()), rb.span(item)));
    }
    return RomanceAstBuilder.list(modes);
  }

  static Sentence dieResults(RomanceAstBuilder rb, DieResultsContext ctx) {
    if (ctx.dieRange() != null) {
      DieRange range = dieRange(rb, ctx.dieRange());
      Effect effect = new Effect(ImmutableList.of(new Sentence.Steps(RomanceStepBuilder.steps(rb, ctx.stepSequence()),
          rb.span(ctx.stepSequence()))), rb.span(ctx.stepSequence()));
      return new Sentence.OnResult(ImmutableList.of(new Sentence.Outcome(range, effect, rb.span(ctx))), rb.span(ctx));
    }
    return new Sentence.OnResult(outcomes(rb, ctx.resultItem()), rb.span(ctx));
  }

  static ImmutableList<Sentence.Outcome> outcomes(RomanceAstBuilder rb, List<ResultItemContext> items) {
    List<Sentence.Outcome> outcomes = new ArrayList<>();
    for (ResultItemContext item : items) {
      outcomes.add(new Sentence.Outcome(dieRange(rb, item.dieRange()), effect(rb, item.effectInMode()), rb.span(item)));
    }
    return RomanceAstBuilder.list(outcomes);
  }

  static DieRange dieRange(RomanceAstBuilder rb, DieRangeContext ctx) {
    int low = Integer.parseInt(ctx.NUMBER(0).getText());
    if (ctx.NUMBER().size() > 1) {
      int high = Integer.parseInt(ctx.NUMBER(1).getText());
      if (high < low) {
        throw rb.error(ctx, "expected a range from low to high such as 1-3, found " + rb.written(ctx));
      }
      return new DieRange(low, high, false, rb.span(ctx));
    }
    boolean orMore = ctx.PLUS() != null || ctx.MORE() != null;
    return DieRange.from(low, orMore, rb.span(ctx));
  }
}
