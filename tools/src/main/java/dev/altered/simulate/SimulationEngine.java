package dev.altered.simulate;

/**
 * Plays a job's games and tallies them. The built-in one is {@link LocalEngine}; others (the Spark module's) are found
 * through a {@link Provider} with {@link java.util.ServiceLoader}, so this module does not depend on them.
 */
public interface SimulationEngine extends AutoCloseable {
  /**
   * Plays every game of the job ({@link Slice#play}) and returns their tally.
   *
   * @param progress told of games as they finish, from any thread
   */
  Tally run(Job job, Progress progress);

  @Override
  default void close() {}

  /** Told how many more games finished. */
  @FunctionalInterface
  interface Progress {
    void finished(int games);

    Progress NONE = games -> {};
  }

  /** An engine a module adds, listed in its {@code META-INF/services/dev.altered.simulate.SimulationEngine$Provider}. */
  interface Provider {
    /** The name {@code --engine} selects it by. */
    String name();

    /** The engine, using up to {@code threads} cores of this machine when it runs here. */
    SimulationEngine open(int threads);
  }
}
