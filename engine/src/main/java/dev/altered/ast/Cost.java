package dev.altered.ast;

/** A part of a quick action's cost (5.3, 6.4, 7.1.4); all parts are paid in one step (6.4.a). */
public sealed interface Cost {
  SourceSpan span();

  /** {T}: exhaust me (7.1.4.a). */
  record ExhaustMe(SourceSpan span) implements Cost {}

  /** {D}: discard me from Reserve (7.1.4.b). */
  record DiscardMe(SourceSpan span) implements Cost {}

  /** {1}, {X} (7.1.4.c). */
  record Mana(Quantity amount, SourceSpan span) implements Cost {}

  /** A cost written as a step: "Discard a card from your Reserve", "Spend 3 of my Sap counters". */
  record AsStep(Step step, SourceSpan span) implements Cost {}
}
