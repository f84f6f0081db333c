package dev.altered.rules;

import dev.altered.rules.decision.DecisionRequest;
import java.util.Objects;

/** What a {@link Frame} wants next. */
public sealed interface Flow {
  record Next() implements Flow {}

  record Done() implements Flow {}

  record Ask(DecisionRequest request) implements Flow {
    public Ask {
      Objects.requireNonNull(request, "request");
    }
  }

  Flow NEXT = new Next();
  Flow DONE = new Done();

  /** Run this frame again (after the frames it pushed, if any). */
  static Flow next() {
    return NEXT;
  }

  static Flow done() {
    return DONE;
  }

  static Flow ask(DecisionRequest request) {
    return new Ask(request);
  }
}
