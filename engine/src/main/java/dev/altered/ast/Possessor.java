package dev.altered.ast;

/** Whose: "my"/"its" (an object) or "your"/"their"/"target player's" (a player). */
public sealed interface Possessor {
  SourceSpan span();

  record OfObject(ObjectRef object, SourceSpan span) implements Possessor {}

  record OfPlayer(PlayerRef player, SourceSpan span) implements Possessor {}
}
