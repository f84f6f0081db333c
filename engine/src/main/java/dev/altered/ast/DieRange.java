package dev.altered.ast;

/** Results of a die (7.3.28): "4+" is {@code 4..6}, "1-3", "1"; {@code high} is 6 for "n+". */
public record DieRange(int low, int high, boolean orMore, SourceSpan span) {
  /** The highest face of the six-sided die (7.3.28). */
  public static final int HIGHEST_FACE = 6;

  /** "n" alone, or "n+" (every face from n up). */
  public static DieRange from(int low, boolean orMore, SourceSpan span) {
    return new DieRange(low, orMore ? Math.max(low, HIGHEST_FACE) : low, orMore, span);
  }
}
