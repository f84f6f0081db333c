package dev.altered.ast;

import com.google.common.collect.ImmutableList;

/** An effect (1.2.6, 6.1): sentences, each of one or more steps, resolved in order. */
public record Effect(ImmutableList<Sentence> sentences, SourceSpan span) {}
