package dev.altered.ast;

import com.google.common.collect.ImmutableList;

/**
 * A token as an effect creates it (7.3.5.b): name (data, 2.2.4.f), statistics (2.2.11.e), sub-types (2.2.2.j).
 * Abilities given "with" quotes are on the {@link Step.Create} step.
 *
 * <p>{@code statistics} is false when the text prints the token's name alone ("Create a [Manaseed] token in your
 * Landmarks"): its characteristics come from the token card of the loaded sets that defines that name (a Landmark
 * Permanent token has no statistics, 2.2.11.c), and forest, mountain and water are 0.
 */
public record TokenSpec(String name, int forest, int mountain, int water, ImmutableList<String> subtypes,
    boolean statistics, SourceSpan span) {

  /** A token printed with its statistics: {@code [Brassbug 2/2/2] Robot}. */
  public TokenSpec(String name, int forest, int mountain, int water, ImmutableList<String> subtypes,
      SourceSpan span) {
    this(name, forest, mountain, water, subtypes, true, span);
  }

  /** A token printed by its name alone: {@code [Manaseed]}. */
  public static TokenSpec named(String name, ImmutableList<String> subtypes, SourceSpan span) {
    return new TokenSpec(name, 0, 0, 0, subtypes, false, span);
  }
}
