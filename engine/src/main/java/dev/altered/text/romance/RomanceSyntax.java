package dev.altered.text.romance;

import dev.altered.grammar.romance.RomanceParser;
import dev.altered.text.TwoStageParser;

/** The shared two-stage parse driver set up for the Romance grammar and one language's lexicon. */
public final class RomanceSyntax {
  private RomanceSyntax() {}

  public static TwoStageParser<RomanceParser.AbilityContext> of(RomanceLexicon lexicon,
      TwoStageParser.ErrorWords words) {
    return TwoStageParser.of(input -> new RomanceTokenSource(input, lexicon), RomanceParser::new,
        RomanceParser::ability, words, TwoStageParser.Limits.DEFAULT);
  }
}
