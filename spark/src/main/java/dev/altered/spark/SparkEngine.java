package dev.altered.spark;

import dev.altered.simulate.Job;
import dev.altered.simulate.SimulationEngine;
import dev.altered.simulate.Slice;
import dev.altered.simulate.Tally;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * The simulation on Spark: one partition per {@link Slice} (a pairing and a range of its game indices), each played
 * by the tools' {@link Slice#play} on an executor, the partitions' {@link Tally}s reduced by {@link Tally#merge}. It
 * only distributes: what a game is and how figures are counted is the shared code's, so the figures are those of
 * the local engine.
 */
public final class SparkEngine implements SimulationEngine {
  private final JavaSparkContext spark;
  private volatile Progress progress = Progress.NONE;
  private volatile List<Slice> slices = List.of();

  SparkEngine(int threads) {
    SparkConf conf = new SparkConf().setAppName("altered simulate");
    // spark-submit sets the master of a cluster; run directly, the embedded local master uses this machine's cores.
    if (!conf.contains("spark.master")) {
      conf.setMaster("local[" + threads + "]").set("spark.ui.enabled", "false")
          .set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1");
    }
    spark = new JavaSparkContext(conf);
    spark.setLogLevel("WARN");
    spark.sc().addSparkListener(new SparkListener() {
      @Override
      public void onTaskEnd(SparkListenerTaskEnd end) {
        // One stage per run, whose task index is its partition's: the slice whose games just finished.
        int index = end.taskInfo().index();
        List<Slice> current = slices;
        if (end.taskInfo().successful() && index < current.size()) {
          Slice s = current.get(index);
          progress.finished(s.to() - s.from());
        }
      }
    });
  }

  @Override
  public Tally run(Job job, Progress progress) {
    List<Slice> all = Slice.of(job);
    this.slices = all;
    this.progress = progress;
    Broadcast<Job> shared = spark.broadcast(job);
    try {
      return spark.parallelize(all, all.size())
          .map(slice -> slice.play(shared.value(), Progress.NONE))
          .reduce(Tally::merge);
    } finally {
      this.progress = Progress.NONE;
      shared.destroy();
    }
  }

  @Override
  public void close() {
    spark.close();
  }

  /** Found by the tools' {@code --engine spark} through {@link java.util.ServiceLoader}. */
  public static final class Provider implements SimulationEngine.Provider {
    @Override
    public String name() {
      return "spark";
    }

    @Override
    public SimulationEngine open(int threads) {
      return new SparkEngine(threads);
    }
  }
}
