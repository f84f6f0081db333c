package dev.altered.simulate;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A one-line progress bar on a terminal: games done, games per second, time left. Redrawn at most five times a
 * second, from whichever thread finished a game; ended by {@link #done()}.
 */
public final class ProgressBar implements SimulationEngine.Progress {
  private final PrintWriter out;
  private final int total;
  private final long start = System.nanoTime();
  private final AtomicInteger done = new AtomicInteger();
  private volatile long drawn;

  public ProgressBar(PrintWriter out, int total) {
    this.out = out;
    this.total = total;
  }

  @Override
  public void finished(int games) {
    int now = done.addAndGet(games);
    long t = System.nanoTime();
    if (t - drawn > 200_000_000L || now == total) {
      drawn = t;
      draw(now, (t - start) / 1e9);
    }
  }

  private synchronized void draw(int now, double seconds) {
    int width = 30;
    int filled = total == 0 ? width : (int) ((long) now * width / total);
    double rate = seconds > 0 ? now / seconds : 0;
    String left = rate > 0 ? String.format("%.0f s left", (total - now) / rate) : "";
    out.printf("\r[%s%s] %d/%d games, %.1f games/s, %s   ", "#".repeat(filled), " ".repeat(width - filled), now,
        total, rate, left);
    out.flush();
  }

  public void done() {
    out.print("\r" + " ".repeat(90) + "\r");
    out.flush();
  }
}
