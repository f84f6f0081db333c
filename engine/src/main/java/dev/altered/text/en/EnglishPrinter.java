package dev.altered.text.en;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;

/**
 * AST to English in the official templating ("Target Character gains 1 boost."). The English front-end reads the
 * output back to an equal AST; when English has several ways to say one thing, this prints one of them (the most
 * common on printed cards).
 *
 * <p>The printer walks the AST in the order the builder reads text, counting the object phrases pronouns can stand
 * for the same way, so that it knows when "it" is the object just named (and "gains 1 boost and loses
 * [[Fleeting]]" can be joined). Each printing is an {@link EnglishPrinting}: that count, and the parts that print
 * one concern each.
 */
public final class EnglishPrinter implements AbilityPrinter {
  public static final EnglishPrinter INSTANCE = new EnglishPrinter();

  private EnglishPrinter() {}

  @Override
  public Language language() {
    return Language.EN;
  }

  @Override
  public String print(Ability ability) {
    return new EnglishPrinting().ability(ability);
  }
}
