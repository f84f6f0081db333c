package dev.altered.rules;

import dev.altered.rules.state.GameObject;
import java.util.List;

/**
 * A part of a cost that needs a choice ("Sacrifice a Character", "Discard a card from your Reserve"): chosen during
 * the declaration of intent (5.1.2.c.4), paid with the rest of the cost in one step (6.4.a). A cost that cannot be
 * paid in full cannot be paid at all (1.2.5.c).
 */
public interface ChoiceCost {
  /** What may be chosen. */
  List<Integer> candidates(Kernel k, GameObject self, int player);

  /** How many must be chosen. */
  int count();

  /** Pays this part with the chosen objects, inside the cost's step (e.g. {@link Kernel#sacrifice}). */
  void pay(Kernel k, GameObject self, int player, List<Integer> chosen);

  String describe();
}
