package dev.altered.text.de;

import dev.altered.ast.Ability;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;

/**
 * Prints an AST in the German templating of the cards ("Ein Charakter deiner Wahl erhält 3 Verstärkungen.", "Schicke
 * einen Charakter deiner Wahl in die Reserve.", "Wenn du einen Zauber spielst — Ich erhalte 1 Verstärkung."): the
 * checker's suggestion for a German translation. {@link GermanFrontEnd} reads what it prints back to the same AST.
 *
 * <p>German places the verb by the kind of clause, so a step is first built as a {@link GermanGrammar.Clause} (subject, finite verb,
 * the parts in between, the rest of the verb) and then written verb-second (a statement), verb-first (an imperative,
 * after "Falls ...," or "dann") or verb-last (after "Wenn"). Noun phrases are declined by gender, number and case
 * (accusative objects, dative after "in"/"aus", genitive owners). Constructs it has no wording for yet are refused
 * with an {@link IllegalArgumentException}: the checker then shows no suggestion for that ability.
 */
public final class GermanPrinter implements AbilityPrinter {
  public static final GermanPrinter INSTANCE = new GermanPrinter();

  private GermanPrinter() {}

  @Override
  public Language language() {
    return Language.DE;
  }

  @Override
  public String print(Ability ability) {
    String out = new GermanPrintRun().sentences.ability(ability);
    // A relative clause closes with a comma; none is written before the end of the sentence or another comma.
    return out.replace(" ,", ",").replace(",.", ".").replace(", ,", ",").replace(",:", ":").replace(", —", " —").replace("  ", " ")
        .replace(",\"", "\"");
  }
}
