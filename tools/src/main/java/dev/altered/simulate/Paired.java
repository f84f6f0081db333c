package dev.altered.simulate;

/**
 * The difference of two proportions measured on the same games (here a deck's wins with the edited card minus with
 * the printed one, game by game on the same seeds), with Newcombe's hybrid score interval for paired data (his 1998
 * method 10): each side's Wilson interval, combined with the correlation of the pairs. Games the edit does not change
 * count as agreement, so a small change is measured against the few games it turned, not against all the games'
 * luck.
 */
final class Paired {
  private Paired() {}

  /**
   * @param both games won in both runs
   * @param onlyEdited games won only with the edit
   * @param onlyPrinted games won only with the printed card
   * @param neither games lost in both
   */
  static Difference of(int both, int onlyEdited, int onlyPrinted, int neither, double z) {
    int n = both + onlyEdited + onlyPrinted + neither;
    if (n == 0) {
      return new Difference(0, -1, 1);
    }
    double p1 = (double) (both + onlyEdited) / n;
    double p2 = (double) (both + onlyPrinted) / n;
    double[] w1 = Wilson.bounds(both + onlyEdited, n, z);
    double[] w2 = Wilson.bounds(both + onlyPrinted, n, z);
    double margins = (double) (both + onlyEdited) * (onlyPrinted + neither) * (both + onlyPrinted)
        * (onlyEdited + neither);
    double phi = margins == 0 ? 0 : ((double) both * neither - (double) onlyEdited * onlyPrinted) / Math.sqrt(margins);
    double d = p1 - p2;
    double dl = sq(p1 - w1[0]) - 2 * phi * (p1 - w1[0]) * (w2[1] - p2) + sq(w2[1] - p2);
    double du = sq(w1[1] - p1) - 2 * phi * (w1[1] - p1) * (p2 - w2[0]) + sq(p2 - w2[0]);
    return new Difference(Figures.round(d), Figures.round(Math.max(-1, d - Math.sqrt(Math.max(0, dl)))),
        Figures.round(Math.min(1, d + Math.sqrt(Math.max(0, du)))));
  }

  private static double sq(double x) {
    return x * x;
  }
}
