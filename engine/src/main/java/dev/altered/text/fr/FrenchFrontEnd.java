package dev.altered.text.fr;

import dev.altered.card.Language;
import dev.altered.grammar.fr.AlteredFrenchParser;
import dev.altered.text.FrontEnd;
import dev.altered.text.GrammarFrontEnd;

/** The French front-end: grammar {@code AlteredFrench.g4}, lexicon {@link FrenchLexicon}, {@link FrenchAstBuilder}. */
public final class FrenchFrontEnd {
  private FrenchFrontEnd() {}

  public static final GrammarFrontEnd<AlteredFrenchParser.AbilityContext> INSTANCE =
      GrammarFrontEnd.of(Language.FR, FrenchSyntax.SYNTAX, FrenchAstBuilder::build);

  /** The front-end as the {@link FrontEnd} interface. */
  public static FrontEnd frontEnd() {
    return INSTANCE;
  }
}
