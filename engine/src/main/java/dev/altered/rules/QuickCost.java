package dev.altered.rules;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The cost of a quick action, paid in one step (6.4.a, 1.2.5.d).
 *
 * @param mana mana to pay (7.1.4.c)
 * @param exhaustMe the {T} symbol (7.1.4.a)
 * @param discardMe the {D} symbol: discard me from Reserve (7.1.4.b)
 * @param spendCounters counters of the bearer to spend (2.5.h)
 * @param choices parts chosen at declaration ("Sacrifice a Character"), paid in the same step
 */
public record QuickCost(int mana, boolean exhaustMe, boolean discardMe, Map<String, Integer> spendCounters,
    List<ChoiceCost> choices) {
  public QuickCost {
    spendCounters = new TreeMap<>(spendCounters);
    choices = List.copyOf(choices);
  }

  public QuickCost(int mana, boolean exhaustMe, boolean discardMe, Map<String, Integer> spendCounters) {
    this(mana, exhaustMe, discardMe, spendCounters, List.of());
  }

  public QuickCost with(ChoiceCost choice) {
    List<ChoiceCost> more = new java.util.ArrayList<>(choices);
    more.add(choice);
    return new QuickCost(mana, exhaustMe, discardMe, spendCounters, more);
  }

  public static QuickCost exhaust() {
    return new QuickCost(0, true, false, Map.of());
  }

  public static QuickCost discard() {
    return new QuickCost(0, false, true, Map.of());
  }

  public static QuickCost mana(int mana) {
    return new QuickCost(mana, false, false, Map.of());
  }

  public QuickCost plusMana(int more) {
    return new QuickCost(mana + more, exhaustMe, discardMe, spendCounters, choices);
  }
}
