package dev.altered.ir;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The cost of a quick action as data (5.3, 6.4, 7.1.4): mana (a number that may depend on the game, "This action
 * costs {1} more if..."), {T}, {D}, counters of the bearer to spend (7.3.33), and parts chosen at declaration
 * (5.1.2.c.4: "Sacrifice a Character"); {@code usable}: a play condition ("You can only activate this if ...").
 */
public record QCost(Num mana, boolean exhaustMe, boolean discardMe, Map<String, Integer> spend, List<Part> parts,
    Cond usable) implements Constant {
  public QCost {
    spend = new TreeMap<>(spend);
    parts = List.copyOf(parts);
  }

  /** A cost part chosen at declaration: {@code count} objects matching, discarded, sacrificed or put in Reserve. */
  public record Part(Pred candidates, int count, Action action) {
    public enum Action { DISCARD, SACRIFICE, RESERVE, EXHAUST }
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("mana ").append(mana);
    if (exhaustMe) {
      b.append(", {T}");
    }
    if (discardMe) {
      b.append(", {D}");
    }
    spend.forEach((k, v) -> b.append(", spend ").append(v).append(' ').append(k));
    parts.forEach(p -> b.append(", ").append(p.action()).append(' ').append(p.count()).append(' ')
        .append(p.candidates()));
    if (!(usable instanceof Cond.True)) {
      b.append(", only if ").append(usable);
    }
    return b.toString();
  }
}
