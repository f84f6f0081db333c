package dev.altered.ir;

/**
 * Which regions of the Adventure (3.2.1) are meant: {@code visible}: face up (3.1.3, 3.2.1.b: Tumult halves are
 * face down until revealed); {@code singleTerrain}: with exactly one terrain (markers and passives counted, 3.2.1.d);
 * {@code starting}: the Hero region or the Companion region, where the Expeditions start (1.3.1.b, 4.1.d).
 */
public record RegionPred(boolean visible, boolean singleTerrain, boolean starting) implements Constant {
  @Override
  public String toString() {
    return (visible ? "visible " : "") + (singleTerrain ? "single-terrain " : "") + (starting ? "starting " : "")
        + "region";
  }
}
