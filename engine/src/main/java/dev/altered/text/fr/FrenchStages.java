package dev.altered.text.fr;

import dev.altered.text.AbilityText;

/** The stages of the French front-end one at a time, for benchmarks, tools and the fast-path corpus test. */
public final class FrenchStages {
  private FrenchStages() {}

  /** Lexes an ability (lexicon re-typing included) and returns its token count. */
  public static int lex(AbilityText ability) {
    return FrenchSyntax.SYNTAX.lex(ability);
  }

  /** Whether the fast SLL stage alone parses the ability (no fall back to full LL). */
  public static boolean parsesWithSll(AbilityText ability) {
    return FrenchSyntax.SYNTAX.parsesWithSll(ability);
  }

  /** Parses an ability into a parse tree without building the AST; returns the error message, or empty. */
  public static java.util.Optional<String> parseTree(AbilityText ability) {
    return FrenchSyntax.SYNTAX.parse(ability).error().map(Object::toString);
  }
}
