package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import java.util.Optional;

/** The trigger of a Reaction (6.3.a). */
public sealed interface Trigger {
  SourceSpan span();

  /** {J}, {H}, {R} (7.1.1). */
  record Symbol(TriggerSymbol symbol, SourceSpan span) implements Trigger {}

  /** "When [event]". */
  record When(Event event, SourceSpan span) implements Trigger {}

  /** "At [phase]" (4.2.b), "At the end of [phase]" ({@code end}); "After Rest" is the end of Rest. */
  record At(Phase phase, boolean end, SourceSpan span) implements Trigger {}

  /**
   * "At the end of the turn", "At the end of your turn" ({@code turnOf}): a turn (4.2.3) is not a phase, and its end
   * is a moment of its own.
   */
  record EndOfTurn(Optional<PlayerRef> turnOf, SourceSpan span) implements Trigger {}

  /** "{J} {H}": any of several triggers activates the Reaction (each symbol its own event, 7.1.1). */
  record AnyOf(ImmutableList<Trigger> triggers, SourceSpan span) implements Trigger {}
}
