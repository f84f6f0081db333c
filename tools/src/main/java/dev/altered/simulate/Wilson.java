package dev.altered.simulate;

/**
 * The Wilson score interval of a proportion. Wilson rather than the normal approximation because card figures often
 * rest on a few games, or on rates near 0 or 1, where the normal interval leaves [0, 1] or collapses to a point.
 */
final class Wilson {
  private Wilson() {}

  /** {@code {low, high}} for {@code k} successes of {@code n} trials; the whole of [0, 1] with no trials. */
  static double[] bounds(int k, int n, double z) {
    if (n == 0) {
      return new double[] {0, 1};
    }
    double p = (double) k / n;
    double z2 = z * z;
    double centre = (p + z2 / (2.0 * n)) / (1 + z2 / n);
    double half = z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }

  /** The two-sided normal quantile for a confidence level in (0, 1): 1.96 for 0.95 (Acklam's approximation). */
  static double z(double confidence) {
    double p = 1 - (1 - confidence) / 2;
    // Acklam's rational approximation of the inverse normal CDF, upper region and central region.
    double[] a = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02,
        -3.066479806614716e+01, 2.506628277459239e+00};
    double[] b = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
        -1.328068155288572e+01};
    double[] c = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00,
        4.374664141464968e+00, 2.938163982698783e+00};
    double[] d = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
    if (p > 1 - 0.02425) {
      double q = Math.sqrt(-2 * Math.log(1 - p));
      return -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
          / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    double q = p - 0.5;
    double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
        / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  }
}
