package dev.altered.rules;

import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ZoneKind;

/**
 * A cost alteration (5.1.2.e): increases apply first, then decreases, then restrictions on the final cost in
 * timestamp order. Abilities that change how their own card is played work wherever it can be played (1.2.4.d).
 */
public interface CostModifier {
  enum Kind { INCREASE, DECREASE, RESTRICTION }

  Kind kind();

  /** Whether it applies to {@code card} played by {@code player} from {@code from}. */
  boolean appliesTo(Kernel k, GameObject source, GameObject card, int player, ZoneKind from);

  /** The same, knowing the Expedition the card is played in ("I cost {2} less to play in an Expedition with ..."). */
  default boolean appliesTo(Kernel k, GameObject source, GameObject card, int player, ZoneKind from,
      java.util.Optional<dev.altered.rules.state.ExpeditionRef> expedition) {
    return appliesTo(k, source, card, player, from);
  }

  /** The cost after this alteration. */
  int apply(Kernel k, GameObject source, GameObject card, int cost);
}
