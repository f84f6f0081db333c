package dev.altered.rules;

import dev.altered.rules.state.GameObject;

/** "Cost: Effect" (2.2.12.k), played during one's turn (5.3). */
public interface QuickAction extends Ability {
  QuickCost cost();

  /**
   * The cost as it is now, for costs that depend on the game ("This action costs {1} more if you are not the first
   * player"); the printed cost by default.
   */
  default QuickCost cost(Kernel k, GameObject source, int player) {
    return cost();
  }

  Effect effect();

  /** Extra conditions ("You can only activate this if you are the first player"). */
  default boolean usable(Kernel k, GameObject self, int player) {
    return true;
  }
}
