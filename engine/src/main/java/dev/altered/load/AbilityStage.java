package dev.altered.load;

/**
 * A stage of the loader after reading: parsing ability texts ({@code AbilityStage<AbilityText, Ast>}, {@link
 * ParseStage}) or compiling units of parsed abilities ({@link CompileStage}). The loader calls a stage once per distinct
 * input, from several threads.
 *
 * @param <I> what the stage reads
 * @param <O> what it produces; equal outputs count as one (a French and an English ability that mean the same thing
 *     compile to one program)
 */
public interface AbilityStage<I, O> {
  /** {@code "parse"} or {@code "compile"}: named in reports and diagnostics. */
  String name();

  /**
   * Whether this stage reads this input at all (the parser reads the languages that have a front-end); inputs it
   * does not accept pass through unread, without a problem.
   */
  default boolean accepts(I input) {
    return true;
  }

  /** Must be thread-safe and must not throw for bad input: a problem is a {@link Outcome.Failed}. */
  Outcome<O> apply(I input);

  /** A result, or the first problem found. */
  sealed interface Outcome<O> {
    record Done<O>(O value) implements Outcome<O> {}

    /**
     * @param offset character offset in the ability text where the problem is (0 when the stage cannot tell)
     * @param message what was found and what was expected
     */
    record Failed<O>(int offset, String message) implements Outcome<O> {}
  }
}
