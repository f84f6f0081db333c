package dev.altered.simulate;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * Games {@code [from, to)} of one pairing: the unit of work of both engines (a thread's task, a Spark partition).
 * Small enough that two cores stay busy to the end of a run, large enough that a task's overhead does not show.
 */
public record Slice(int pairing, int from, int to) implements Serializable {
  static final int GAMES = 20;

  public static List<Slice> of(Job job) {
    List<Slice> slices = new ArrayList<>();
    for (int p = 0; p < job.pairings().size(); p++) {
      for (int from = 0; from < job.games(); from += GAMES) {
        slices.add(new Slice(p, from, Math.min(job.games(), from + GAMES)));
      }
    }
    return slices;
  }

  public Tally play(Job job, SimulationEngine.Progress progress) {
    Tally tally = new Tally();
    for (int i = from; i < to; i++) {
      tally.add(job, GameRunner.play(job, pairing, i));
      progress.finished(1);
    }
    return tally;
  }
}
