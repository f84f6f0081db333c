package dev.altered.text.it;

import dev.altered.grammar.romance.RomanceParser;
import dev.altered.text.GrammarFrontEnd;
import dev.altered.text.romance.RomanceFrontEnd;

/** The Italian front-end: the Romance grammar with {@link ItalianLexicon}. */
public final class ItalianFrontEnd {
  private ItalianFrontEnd() {}

  public static final GrammarFrontEnd<RomanceParser.AbilityContext> INSTANCE =
      RomanceFrontEnd.of(ItalianLexicon.INSTANCE);
}
