package dev.altered.simulate;

import java.io.Serializable;

/**
 * A proportion with its Wilson score interval ({@link Wilson}): {@code successes} of {@code trials}, figures rounded
 * to four places. With no trials the rate is 0 and the interval the whole of [0, 1].
 */
public record Rate(int successes, int trials, double rate, double low, double high) implements Serializable {
  public static Rate of(int successes, int trials, double z) {
    if (successes < 0 || trials < 0 || successes > trials) {
      throw new IllegalArgumentException(successes + " of " + trials);
    }
    double[] w = Wilson.bounds(successes, trials, z);
    double p = trials == 0 ? 0 : (double) successes / trials;
    return new Rate(successes, trials, Figures.round(p), Figures.round(w[0]), Figures.round(w[1]));
  }
}
