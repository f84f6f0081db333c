package dev.altered.text.fr;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.isOne;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Trigger;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
