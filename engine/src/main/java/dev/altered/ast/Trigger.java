package dev.altered.ast;

import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.TriggerSymbol;

/** The trigger of a Reaction (6.3.a). */
public sealed interface Trigger {
  SourceSpan span();

  /** {J}, {H}, {R} (7.1.1). */
  record Symbol(TriggerSymbol symbol, SourceSpan span) implements Trigger {}

  /** "When [event]". */
  record When(Event event, SourceSpan span) implements Trigger {}

  /** "At [phase]" (4.2.b), "At the end of [phase]" ({@code end}); "After Rest" is the end of Rest. */
  record At(Phase phase, boolean end, SourceSpan span) implements Trigger {}
}
