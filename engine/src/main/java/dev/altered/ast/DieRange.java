package dev.altered.ast;

/** Results of a die (7.3.28): "4+" is {@code 4..6}, "1-3", "1"; {@code high} is 6 for "n+". */
public record DieRange(int low, int high, boolean orMore, SourceSpan span) {}
