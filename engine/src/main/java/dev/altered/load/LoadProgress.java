package dev.altered.load;

/**
 * How far a load's stages are: a cold load of every set parses for half a minute, and a tool on a terminal shows it
 * rather than leave the user wondering. Called from the loader's worker threads, so an implementation synchronizes.
 */
@FunctionalInterface
public interface LoadProgress {
  /** Told nothing: the loader's default. */
  LoadProgress NONE = (stage, done, total) -> {};

  /**
   * {@code done} of the {@code total} inputs of {@code stage} ("parse", "compile") are through: once with 0 when the
   * stage starts, every few inputs, and once with {@code done == total} when it ends.
   */
  void advanced(String stage, int done, int total);
}
