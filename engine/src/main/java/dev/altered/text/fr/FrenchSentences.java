package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;
import static dev.altered.text.fr.FrenchTrees.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;

/** The French builder's effects and sentences: step sequences, "Si vous le faites", "ou", modes (see FrenchAstBuilder). */
final class FrenchSentences {
  private final FrenchReading reading;


  FrenchSentences(FrenchReading reading) {
    this.reading = reading;
  }



  Effect effect(EffectContext ctx) {
    return new Effect(sentences(ctx), reading.span(ctx));
  }

  Effect effect(EffectInModeContext ctx) {
    return new Effect(sentences(ctx), reading.span(ctx));
  }

  private ImmutableList<Sentence> sentences(ParserRuleContext ctx) {
    List<Sentence> out = new ArrayList<>();
    for (ParseTree child : ctx.children) {
      if (child instanceof WhenReflexiveContext r) {
        Event event = reading.events.event(r.event());
        out.add(new Sentence.WhenThisWay(event, reading.steps.steps(r.stepSequence()), reading.span(r)));
        continue;
      }
      if (child instanceof OnResultReflexiveContext r) {
        // "Sur un résultat de 1-3 — ...": when the die of this effect rolls 1-3 (English: "When you roll a 1-3 this way").
        Event event = new Event.RollsResult(reading.defaultActor, dieRange(r.dieRange()), true,
            reading.span(r.dieRange()));
        out.add(new Sentence.WhenThisWay(event, reading.steps.steps(r.stepSequence()), reading.span(r)));
        continue;
      }
      if (!(child instanceof SentenceContext s)) {
        continue;
      }
      Sentence sentence = sentence(s);
      // "Sur 4+, ... . Sur 1-3, ...": consecutive inline results are one list of outcomes.
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

  private Sentence sentence(SentenceContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof IfSentenceContext c) {
      Condition cond = reading.conditions.condition(c.condition());
      ImmutableList<Step> then = reading.steps.steps(c.stepSequence(0));
      Optional<ImmutableList<Step>> otherwise =
          c.stepSequence().size() > 1 ? Optional.of(reading.steps.steps(c.stepSequence(1))) : Optional.empty();
      return new Sentence.If(cond, then, otherwise, s);
    }
    if (ctx instanceof UnlessSentenceContext c) {
      return new Sentence.Unless(reading.conditions.condition(c.condition()), reading.steps.steps(c.stepSequence()), s);
    }
    if (ctx instanceof OtherwiseSentenceContext c) {
      return new Sentence.Otherwise(reading.steps.steps(c.stepSequence()), s);
    }
    if (ctx instanceof ThenSentenceContext c) {
      return sentence(c.sentence());
    }
    if (ctx instanceof DuringSentenceContext c) {
      return new Sentence.During(FrenchWords.phase(c.phase()), reading.steps.steps(c.stepSequence()), s);
    }
    if (ctx instanceof DependingSentenceContext c) {
      Quantity on = new Quantity.RemovedThisWay(reading.words.counter(c.counterNoun()), reading.span(c.counterNoun()));
      return new Sentence.Depending(on, outcomes(c.resultItem()), s);
    }
    if (ctx instanceof ForEachSentenceContext c) {
      ObjectRef objects = reading.objects.obj(c.objectPhrase(), true);
      return new Sentence.ForEach(objects, reading.steps.steps(c.stepSequence()), s);
    }
    if (ctx instanceof ModalSentenceContext c) {
      return modal(c.chooseModes());
    }
    if (ctx instanceof DieResultSentenceContext c) {
      return dieResults(c.dieResults());
    }
    if (ctx instanceof RepeatSentenceContext c) {
      Quantity times = reading.words.quantity(c.quantity());
      Optional<Quantity> whereX = c.whereX() == null ? Optional.empty()
          : Optional.of(reading.words.quantity(c.whereX().quantity()));
      return new Sentence.Repeat(times, whereX, modes(c.modeItem()), s);
    }
    if (ctx instanceof WhileSentenceContext c) {
      return new Sentence.If(reading.conditions.condition(c.condition()), reading.steps.steps(c.stepSequence()),
          Optional.empty(), s);
    }
    if (ctx instanceof UntilSentenceContext c) {
      Duration d = FrenchWords.duration(c.duration());
      return new Sentence.Steps(lasting(reading.steps.steps(c.stepSequence()), d, reading.span(c.duration())), s);
    }
    if (ctx instanceof DelayedSentenceContext c) {
      Step.Modifier at = c.moment() != null
          ? new Step.Modifier.At(FrenchAstBuilder.momentPhase(c.moment()), FrenchAstBuilder.momentEnd(c.moment()),
              reading.span(c.moment()))
          : new Step.Modifier.At(Phase.REST, true, s);
      List<Step> out = new ArrayList<>();
      for (Step st : reading.steps.steps(c.stepSequence())) {
        out.add(withModifier(st, at));
      }
      return new Sentence.Steps(list(out), s);
    }
    PlainSentenceContext c = (PlainSentenceContext) ctx;
    ImmutableList<Step> steps = reading.steps.steps(c.stepSequence());
    SentenceTailContext tail = c.sentenceTail();
    if (tail == null) {
      return new Sentence.Steps(steps, s);
    }
    Condition cond = tail.timing() != null ? timing(tail.timing()) : reading.conditions.condition(tail.condition());
    // "Vous pouvez seulement activer cela si ...": the condition belongs to the restriction.
    if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k
        && k.statement() instanceof Statement.ActivationRestriction r && r.onlyIf().isEmpty()
        && tail.ifWord() != null && !has(tail, "sauf") && k.duration().isEmpty()) {
      return new Sentence.Steps(ImmutableList.of(new Step.Continuous(new Statement.ActivationRestriction(
          Optional.of(cond), r.times(), r.per(), r.span()), Optional.empty(), k.span())), s);
    }
    return has(tail, "sauf") ? new Sentence.Unless(cond, steps, s) : new Sentence.If(cond, steps, Optional.empty(), s);
  }

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

  private static Step withModifier(Step st, Step.Modifier m) {
    if (st instanceof Step.Modified x) {
      return new Step.Modified(x.step(), ImmutableList.<Step.Modifier>builder().addAll(x.modifiers()).add(m).build(),
          x.span());
    }
    return new Step.Modified(st, ImmutableList.of(m), st.span());
  }

  /** "pendant votre tour", "pendant l'Après-midi", "le premier Jour". */
  Condition timing(TimingContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx.possessive() != null) {
      Possessor p = reading.objects.playerPossessive(ctx.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw reading.error(ctx, "expected a player's turn ('votre tour'), found an object's");
      }
      return new Condition.During(Optional.of(pl.player()), Optional.empty(), Optional.empty(), s);
    }
    if (ctx.phase() != null) {
      return new Condition.During(Optional.empty(), Optional.of(FrenchWords.phase(ctx.phase())), Optional.empty(), s);
    }
    return new Condition.During(Optional.empty(), Optional.empty(),
        Optional.of(new Quantity.Literal(reading.words.ordinal(ctx.ordinal()), reading.span(ctx.ordinal()))), s);
  }

  private Sentence modal(ChooseModesContext ctx) {
    ChooseCountContext cc = ctx.chooseCount();
    Quantity count = cc.quantity() != null ? reading.words.quantity(cc.quantity()) : new Quantity.Literal(1,
        reading.span(cc));
    boolean upTo = has(cc, "jusqu'à");
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty()
        : Optional.of(reading.words.quantity(ctx.whereX().quantity()));
    boolean repeatable = false;
    Optional<Sentence.ExtraChoice> extra = Optional.empty();
    for (ChooseExtraContext e : ctx.chooseExtra()) {
      if (e instanceof RepeatModesContext) {
        repeatable = true;
      } else {
        ConditionalModeCountContext c = (ConditionalModeCountContext) e;
        Optional<Quantity> n = c.quantity() == null ? Optional.empty()
            : Optional.of(reading.words.quantity(c.quantity()));
        extra = Optional.of(new Sentence.ExtraChoice(reading.conditions.condition(c.condition()), n, reading.span(c)));
      }
    }
    return new Sentence.Modal(count, upTo, whereX, repeatable, extra, modes(ctx.modeItem()), reading.span(ctx));
  }

  private ImmutableList<Sentence.Mode> modes(List<ModeItemContext> items) {
    List<Sentence.Mode> modes = new ArrayList<>();
    for (ModeItemContext item : items) {
      ModeBodyContext body = item.modeBody();
      ImmutableList<Cost> cost = body.costList() == null ? ImmutableList.of()
          : reading.abilities.costs(body.costList());
      modes.add(new Sentence.Mode(cost, effect(body.effectInMode()), reading.span(item)));
    }
    return list(modes);
  }

  private Sentence dieResults(DieResultsContext ctx) {
    if (ctx.dieRange() != null) {
      DieRange range = dieRange(ctx.dieRange());
      Effect effect = new Effect(ImmutableList.of(new Sentence.Steps(reading.steps.steps(ctx.stepSequence()),
          reading.span(ctx.stepSequence()))), reading.span(ctx.stepSequence()));
      return new Sentence.OnResult(ImmutableList.of(new Sentence.Outcome(range, effect, reading.span(ctx))),
          reading.span(ctx));
    }
    return new Sentence.OnResult(outcomes(ctx.resultItem()), reading.span(ctx));
  }

  private ImmutableList<Sentence.Outcome> outcomes(List<ResultItemContext> items) {
    List<Sentence.Outcome> outcomes = new ArrayList<>();
    for (ResultItemContext item : items) {
      outcomes.add(new Sentence.Outcome(dieRange(item.dieRange()), effect(item.effectInMode()), reading.span(item)));
    }
    return list(outcomes);
  }

  DieRange dieRange(DieRangeContext ctx) {
    int low = Integer.parseInt(ctx.NUMBER(0).getText());
    if (ctx.NUMBER().size() > 1) {
      int high = Integer.parseInt(ctx.NUMBER(1).getText());
      if (high < low) {
        throw reading.error(ctx, "expected a range from low to high such as 1-3, found " + ctx.getText());
      }
      return new DieRange(low, high, false, reading.span(ctx));
    }
    boolean orMore = has(ctx, "+");
    return DieRange.from(low, orMore, reading.span(ctx));
  }
}
