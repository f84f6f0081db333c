package dev.altered.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Plays a job on this machine's cores: one task per pairing and slice of its games, tallies merged. */
public final class LocalEngine implements SimulationEngine {
  private final int threads;

  public LocalEngine(int threads) {
    this.threads = Math.max(1, threads);
  }

  @Override
  public Tally run(Job job, Progress progress) {
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "simulate");
      t.setDaemon(true);
      return t;
    });
    try {
      GameKits.of(job.kit()); // loaded once, before the threads ask for it
      List<Future<Tally>> parts = new ArrayList<>();
      for (Slice slice : Slice.of(job)) {
        parts.add(pool.submit(() -> slice.play(job, progress)));
      }
      Tally tally = new Tally();
      for (Future<Tally> part : parts) {
        tally.merge(part.get());
      }
      return tally;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
