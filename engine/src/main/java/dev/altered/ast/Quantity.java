package dev.altered.ast;

import dev.altered.ast.Vocabulary.Stat;

/** A number in an ability: a literal, X, or a quantity computed from the game state. */
public sealed interface Quantity {
  SourceSpan span();

  /** A printed number ("2", "two", "a"). */
  record Literal(int value, SourceSpan span) implements Quantity {}

  /** X, or X+n; X is defined by a "where X is ..." clause next to it, or by the player (mana {X}). */
  record X(int plus, SourceSpan span) implements Quantity {}

  /** a + b, as in {X}+{2}. */
  record Sum(Quantity left, Quantity right, SourceSpan span) implements Quantity {}

  /** "the number of Characters you control". */
  record NumberOf(ObjectRef objects, SourceSpan span) implements Quantity {}

  /** "my number of Arcane counters": counters on an object. */
  record CountersOn(Possessor owner, Counter counter, SourceSpan span) implements Quantity {}

  /** "the result" / "the final result" of the die roll (7.3.28). */
  record DieResult(boolean fin, SourceSpan span) implements Quantity {}

  /** "that many": the number of cards or dice of the step before. */
  record ThatMany(SourceSpan span) implements Quantity {}

  /** "the number of boosts removed this way". */
  record RemovedThisWay(Counter counter, SourceSpan span) implements Quantity {}

  /** A characteristic of an object: "their highest statistic", "its Hand Cost". */
  record StatOf(Stat stat, Possessor of, SourceSpan span) implements Quantity {}

  static Literal of(int value) {
    return new Literal(value, SourceSpan.NONE);
  }
}
