package dev.altered.rules;

import dev.altered.rules.state.GameObject;
import java.util.Optional;

/**
 * A replacing modifier on the atomic action that moves an object (6.2.b), e.g. "If I would leave the Expedition
 * zone, you may put me in my owner's Mana zone instead. If you don't, draw a card." Optional ones (6.2.d) are
 * asked to the controller of their object; declining runs {@link #ifYouDont} as a new step right after (6.2.e).
 */
public interface MoveReplacement {
  boolean appliesTo(Kernel k, GameObject source, Move move);

  Move replace(Kernel k, GameObject source, Move move);

  default boolean optional() {
    return false;
  }

  default Optional<Effect> ifYouDont() {
    return Optional.empty();
  }

  default String describe() {
    return "replace the move";
  }
}
