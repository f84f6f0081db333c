package dev.altered.text.es;

import dev.altered.grammar.romance.RomanceParser;
import dev.altered.text.GrammarFrontEnd;
import dev.altered.text.romance.RomanceFrontEnd;

/** The Spanish front-end: the Romance grammar with {@link SpanishLexicon}. */
public final class SpanishFrontEnd {
  private SpanishFrontEnd() {}

  public static final GrammarFrontEnd<RomanceParser.AbilityContext> INSTANCE =
      RomanceFrontEnd.of(SpanishLexicon.INSTANCE);
}
