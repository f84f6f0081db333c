package dev.altered.ast;

import com.google.common.collect.ImmutableList;

/**
 * A token as an effect creates it (7.3.5.b): name (data, 2.2.4.f), statistics (2.2.11.e), sub-types (2.2.2.j).
 * Abilities given "with" quotes are on the {@link Step.Create} step.
 */
public record TokenSpec(String name, int forest, int mountain, int water, ImmutableList<String> subtypes,
    SourceSpan span) {}
