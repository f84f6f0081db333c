package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionRequest;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.BiFunction;

/** Answers from a script, in order; runs out with a clear error naming the request it could not answer. */
public final class ScriptedAgent implements Agent {
  private final Deque<BiFunction<Game, DecisionRequest, Answer>> script = new ArrayDeque<>();

  public ScriptedAgent then(BiFunction<Game, DecisionRequest, Answer> step) {
    script.add(step);
    return this;
  }

  public ScriptedAgent then(Answer answer) {
    return then((g, r) -> answer);
  }

  public int remaining() {
    return script.size();
  }

  @Override
  public Answer decide(Game game, DecisionRequest request) {
    BiFunction<Game, DecisionRequest, Answer> step = script.poll();
    if (step == null) {
      throw new IllegalStateException("script exhausted at: " + request.kind() + " '" + request.prompt()
          + "' for player " + request.player());
    }
    return step.apply(game, request);
  }
}
