package dev.altered.rules;

import dev.altered.rules.state.GameObject;

/**
 * 5.2.c: a passive stating that a card being played (other than a Spell) gains or loses a status or counters. As the
 * card resolves, the kernel creates an Emblem-Reaction with {@link #effect()}, bound to the card as "it", which its
 * controller orders with the card's own Reactions.
 */
public interface PlayEffect {
  /** Whether it applies to {@code card} (in Limbo) being played by {@code player}. */
  boolean appliesTo(Kernel k, GameObject source, GameObject card, int player);

  Effect effect();
}
