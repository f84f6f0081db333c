package dev.altered.rules;

import java.util.List;

/**
 * An optional cost a card offers when it is played (5.1.2.c.4): "You may discard a card from your Reserve to reduce
 * my cost by {2}": which objects may pay it, how many, and how much less the card then costs.
 */
public record OptionalCostOffer(List<Integer> candidates, int count, int reduction) {
  public OptionalCostOffer {
    candidates = List.copyOf(candidates);
  }
}
