package dev.altered.rules;

/**
 * An ability as the kernel knows it (1.2.4.c): a {@link ReactionAbility}, a {@link QuickAction}, a
 * {@link PassiveAbility}, a {@link SpellEffect}, or a {@link KeywordAbility} the kernel implements natively.
 * Abilities are code, never serialized: saved games refer to them by {@link #id()}, which must be stable for a
 * given card text (the ability provider resolves it again after a restore).
 */
public interface Ability {
  String id();

  /** 2.2.12.d: support abilities work only in Reserve, and only while the object is ready (2.2.12.j). */
  default boolean support() {
    return false;
  }
}
