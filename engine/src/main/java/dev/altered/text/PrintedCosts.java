package dev.altered.text;

import dev.altered.ast.Cost;
import dev.altered.ast.Quantity;
import dev.altered.ast.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A cost list as printed before an ability's colon, the same in every language: the symbols {T} and {D}, mana, and
 * steps paid as costs, joined with commas. Only mana and steps are worded, by the language's printer. English uses
 * it; the French printer holds a copy of the same decision today.
 */
public final class PrintedCosts {
  private PrintedCosts() {}

  public static String join(List<Cost> costs, Function<Quantity, String> mana, Function<Step, String> step) {
    List<String> parts = new ArrayList<>();
    for (Cost c : costs) {
      if (c instanceof Cost.ExhaustMe) {
        parts.add("{T}");
      } else if (c instanceof Cost.DiscardMe) {
        parts.add("{D}");
      } else if (c instanceof Cost.Mana m) {
        parts.add(mana.apply(m.amount()));
      } else {
        parts.add(step.apply(((Cost.AsStep) c).step()));
      }
    }
    return String.join(", ", parts);
  }
}
