package dev.altered.ast;

import dev.altered.ast.Vocabulary.Stat;

/** A value compared in a condition or a filter: a number, or a characteristic of an object. */
public sealed interface Value {
  SourceSpan span();

  record Number(Quantity quantity, boolean mana, SourceSpan span) implements Value {}

  /** "its Hand Cost", "the Hand Cost of the target", "the die's result". */
  record StatOf(Stat stat, ObjectRef object, SourceSpan span) implements Value {}

  /** "my number of Heroism counters". */
  record CountersOf(Possessor owner, Counter counter, SourceSpan span) implements Value {}

  /** "the result" of the die roll, or X. */
  record Result(boolean x, SourceSpan span) implements Value {}
}
