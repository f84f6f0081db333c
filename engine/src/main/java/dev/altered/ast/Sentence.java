package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Vocabulary.Phase;
import java.util.Optional;

/** A sentence of an effect: steps, possibly conditional, repeated, modal or depending on a die. */
public sealed interface Sentence {
  SourceSpan span();

  /** Steps done in order (6.1.c). */
  record Steps(ImmutableList<Step> steps, SourceSpan span) implements Sentence {}

  /** "If [condition], [steps](, otherwise [steps])" (6.5.d, 6.5.e). */
  record If(Condition condition, ImmutableList<Step> then, Optional<ImmutableList<Step>> otherwise,
      SourceSpan span) implements Sentence {}

  /** "Unless [condition], [steps]" / "[steps] unless [condition]" (6.5.d). */
  record Unless(Condition condition, ImmutableList<Step> steps, SourceSpan span) implements Sentence {}

  /** "Otherwise, [steps]": when the condition of the sentence before was false (6.5.e). */
  record Otherwise(ImmutableList<Step> steps, SourceSpan span) implements Sentence {}

  /** "During Morning, [steps]": how a daily effect of that phase is done. */
  record During(Phase phase, ImmutableList<Step> steps, SourceSpan span) implements Sentence {}

  /** "For each Permanent you control, [steps]" (6.5.i). */
  record ForEach(ObjectRef objects, ImmutableList<Step> steps, SourceSpan span) implements Sentence {}

  /** "When you roll a 1-3 this way — [steps]": a reaction to a step of this same effect. */
  record WhenThisWay(Event event, ImmutableList<Step> steps, SourceSpan span) implements Sentence {}

  /**
   * Modes (6.5.g): "Choose one:", "Choose up to one:", "Choose X+1, where X is ...:".
   *
   * @param repeatable "You may pick the same option multiple times"
   * @param extra "If [condition], you may choose [count]": a larger count under a condition
   */
  record Modal(Quantity count, boolean upTo, Optional<Quantity> whereX, boolean repeatable,
      Optional<ExtraChoice> extra, ImmutableList<Mode> modes, SourceSpan span) implements Sentence {}

  /** "If each of your Expeditions is behind or tied, you may choose both"; no count means all ("both"). */
  record ExtraChoice(Condition condition, Optional<Quantity> count, SourceSpan span) {}

  /** A mode: an effect, or a cost and an effect ("• {T} : I gain 2 boosts"). */
  record Mode(ImmutableList<Cost> cost, Effect effect, SourceSpan span) {}

  /** Die results (7.3.28.b): "On a: • 4+, ... • 1-3, ...", "On a 4+, ...". */
  record OnResult(ImmutableList<Outcome> outcomes, SourceSpan span) implements Sentence {}

  /** One result range and what it does. */
  record Outcome(DieRange range, Effect effect, SourceSpan span) {}

  /** "Do the following X+1 times, where X is ...: • ..." (6.5.i). */
  record Repeat(Quantity times, Optional<Quantity> whereX, ImmutableList<Mode> body, SourceSpan span)
      implements Sentence {}

  /** "Then, depending on the number of boosts removed this way: • 1-4: ..." */
  record Depending(Quantity on, ImmutableList<Outcome> outcomes, SourceSpan span) implements Sentence {}
}
