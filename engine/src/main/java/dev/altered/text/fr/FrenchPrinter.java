package dev.altered.text.fr;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The AST in the official French templating of the cards: imperative for what you do ("Piochez une carte"), third
 * person for others ("Chaque joueur pioche une carte"), infinitive after "pouvez" and "pour"; object pronouns before
 * an infinitive ("me sacrifier") and after an imperative ("Sacrifiez-le"); adjectives after the noun agreeing in
 * gender and number ("une carte ciblée", "les jetons [[Boostés]]"); elisions ("d'une", "qu'il", "S'il").
 *
 * <p>The French front-end reads the result back to the same AST (a corpus test checks every card), which makes it
 * the suggestion the translation checker shows.
 *
 * <p>This class is the entry point and the elision pass; the printing is done by one part per concern
 * ({@link FrenchPrinterEffects}, {@link FrenchPrinterSteps}, {@link FrenchPrinterStatements},
 * {@link FrenchPrinterEvents}, {@link FrenchPrinterObjects}, {@link FrenchPrinterVerbs}, {@link FrenchPrinterWords}),
 * sharing one {@link FrenchPrinting} per ability.
 */
public final class FrenchPrinter implements AbilityPrinter {
  public static final FrenchPrinter INSTANCE = new FrenchPrinter();

  private FrenchPrinter() {}

  @Override
  public Language language() {
    return Language.FR;
  }

  @Override
  public String print(Ability ability) {
    return elide(new FrenchPrinting().effects.ability(ability));
  }

  // ===================================================================================================================
  // Elision and contraction, done once on the whole text: "de un" -> "d'un", "à le" -> "au", "si il" -> "s'il".
  // ===================================================================================================================

  private static final Pattern CONTRACT = Pattern.compile("(?<![\\p{L}'])([Dd]e|[Àà]) (les|le)(?= )");
  private static final Pattern ELIDE = Pattern.compile(
      "(?<![\\p{L}'\\[-])([Dd]e|[Qq]ue|[Nn]e|[Ll]e|[Ll]a|[Mm]e|[Jj]e|[Ss]e|[Ll]orsque|[Jj]usque) (?=[aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ])");
  private static final Pattern SI_IL = Pattern.compile("(?<![\\p{L}'])([Ss])i (?=ils? )");
  private static final Pattern POSSESSIVE_VOWEL = Pattern.compile(
      "(?<![\\p{L}'])([MmSsTt])a (?=[aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ])");

  static String elide(String text) {
    Matcher c = CONTRACT.matcher(text);
    StringBuilder out = new StringBuilder();
    while (c.find()) {
      String prep = c.group(1);
      boolean upper = Character.isUpperCase(prep.charAt(0));
      String art = c.group(2);
      String word = prep.equalsIgnoreCase("de") ? (art.equals("le") ? "du" : "des")
          : (art.equals("le") ? "au" : "aux");
      c.appendReplacement(out, upper ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
    }
    c.appendTail(out);
    String s = out.toString().replace("jusque à", "jusqu'à");
    s = ELIDE.matcher(s).replaceAll(m -> m.group(1).substring(0, m.group(1).length() - 1) + "'");
    s = SI_IL.matcher(s).replaceAll(m -> m.group(1) + "'");
    // "mon Expédition", "son Expédition": the masculine possessive before a vowel.
    s = POSSESSIVE_VOWEL.matcher(s).replaceAll(m -> m.group(1) + "on ");
    return s;
  }
}
