package dev.altered.rules;

/**
 * A game went past its step budget ({@link Game#limitSteps}): a guard against a loop the rules do not end (1.4.6
 * bounds only quick actions and Reactions), so every game ends, with this as its error, instead of running forever.
 */
public final class StepBudgetExceededException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  StepBudgetExceededException(long budget, int day) {
    super("the game went past its budget of " + budget + " steps (frames run and atomic actions) on day " + day
        + ": an endless loop of effects?", null, false, false);
  }
}
