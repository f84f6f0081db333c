package dev.altered.simulate;

import java.io.Serializable;

/**
 * The difference {@code a - b} of two independent proportions with Newcombe's hybrid score interval (his method 10,
 * built from each side's Wilson interval): it stays inside [-1, 1] and keeps its coverage for small samples, where
 * the Wald interval of a difference does not.
 */
public record Difference(double difference, double low, double high) implements Serializable {
  public static Difference of(Rate a, Rate b, double z) {
    // Each side's Wilson bounds unrounded: rounding them first would move the combined bounds.
    double[] wa = Wilson.bounds(a.successes(), a.trials(), z);
    double[] wb = Wilson.bounds(b.successes(), b.trials(), z);
    double pa = a.trials() == 0 ? 0 : (double) a.successes() / a.trials();
    double pb = b.trials() == 0 ? 0 : (double) b.successes() / b.trials();
    double d = pa - pb;
    double low = d - Math.sqrt(sq(pa - wa[0]) + sq(wb[1] - pb));
    double high = d + Math.sqrt(sq(wa[1] - pa) + sq(pb - wb[0]));
    return new Difference(Figures.round(d), Figures.round(Math.max(-1, low)), Figures.round(Math.min(1, high)));
  }

  /** Whether the interval leaves out 0: the two rates differ at the chosen confidence. */
  public boolean significant() {
    return low > 0 || high < 0;
  }

  private static double sq(double x) {
    return x * x;
  }
}
