package dev.altered.rules;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.altered.rules.decision.Answer;

/**
 * One pending procedure on the game's stack: a day, a turn, the playing process of a card (5.1.2), checking
 * Reactions (4.4), the resolution of an effect... A frame is plain serializable data (its program counter and
 * registers) plus code in {@link #run}; that is what lets a game pause at any decision and be saved.
 *
 * <p>Protocol: {@link #run} is called while the frame is on top of the stack. It returns {@link Flow#done()} to be
 * popped, {@link Flow#ask} to wait for a decision (the answer, once validated, is handed to {@link #accept} and
 * {@code run} is called again), or {@link Flow#next()} to be run again, typically after pushing a child frame
 * with {@link Kernel#push} or after an action that may have pushed one (see {@link Kernel#move}). Frames never
 * block and never hold a thread.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.CLASS, property = "@frame")
public interface Frame {
  Flow run(Kernel k);

  /** Receives the validated answer to the request this frame returned from {@link #run}. */
  default void accept(Kernel k, Answer answer) {
    throw new IllegalStateException(getClass().getSimpleName() + " asked nothing");
  }
}
