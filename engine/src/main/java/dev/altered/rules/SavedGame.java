package dev.altered.rules;

import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameState;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a paused game is: the state, the stack of pending frames (bottom first), the pending request and the
 * event log so far. Serialized with {@link GameJson}; restoring needs the same cards and ability provider.
 */
public record SavedGame(int format, GameState state, List<Frame> stack, Optional<DecisionRequest> pending,
    int stepNumber, List<Event> events) {
  public static final int FORMAT = 1;

  public SavedGame {
    Objects.requireNonNull(state, "state");
    stack = List.copyOf(stack);
    Objects.requireNonNull(pending, "pending");
    events = List.copyOf(events);
  }
}
