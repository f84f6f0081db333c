package dev.altered.vm;

/**
 * Settings shared by the frames running programs: the step budget (instructions one effect may execute, a guard
 * against runaway programs) and the tracer. Not serialized: a restored game gets them from its ability provider.
 */
public final class Interpreter {
  /** Instructions an effect may execute before it is stopped with an error; no printed ability comes close. */
  public static final int DEFAULT_BUDGET = 100_000;

  private final int budget;
  private volatile Tracer tracer;

  public Interpreter(int budget, Tracer tracer) {
    if (budget < 1) {
      throw new IllegalArgumentException("the step budget must be positive, got " + budget);
    }
    this.budget = budget;
    this.tracer = tracer;
  }

  public static Interpreter standard() {
    return new Interpreter(DEFAULT_BUDGET, Tracer.NONE);
  }

  public int budget() {
    return budget;
  }

  public Tracer tracer() {
    return tracer;
  }

  /** Replaces the tracer (the coverage tool watches one game at a time). */
  public void trace(Tracer tracer) {
    this.tracer = tracer;
  }
}
