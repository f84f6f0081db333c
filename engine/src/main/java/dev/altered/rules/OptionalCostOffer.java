package dev.altered.rules;

import java.util.List;

/**
 * An optional cost a card offers when it is played (5.1.2.c.4): "You may discard a card from your Reserve to reduce
 * my cost by {2}", "You may sacrifice a Permanent to reduce my cost by {1}": which objects may pay it, how many, how
 * they pay it, and how much less the card then costs.
 */
public record OptionalCostOffer(List<Integer> candidates, int count, Payment payment, int reduction) {
  /** How the chosen objects pay the cost: discarded (7.3.9) or sacrificed (7.3.31). */
  public enum Payment { DISCARD, SACRIFICE }

  public OptionalCostOffer {
    candidates = List.copyOf(candidates);
  }
}
