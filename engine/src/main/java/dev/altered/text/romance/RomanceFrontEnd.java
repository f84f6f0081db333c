package dev.altered.text.romance;

import dev.altered.grammar.romance.RomanceParser;
import dev.altered.text.GrammarFrontEnd;
import dev.altered.text.TwoStageParser;

/** A Romance language's front-end: the shared driver on the Romance grammar with the language's lexicon. */
public final class RomanceFrontEnd {
  private RomanceFrontEnd() {}

  public static GrammarFrontEnd<RomanceParser.AbilityContext> of(RomanceLexicon lexicon) {
    TwoStageParser<RomanceParser.AbilityContext> syntax = RomanceSyntax.of(lexicon, errorWords(lexicon));
    return GrammarFrontEnd.of(lexicon.language(), syntax,
        (text, tree) -> RomanceAstBuilder.build(text, tree, lexicon));
  }

  /**
   * Concept tokens read in errors as the language's own word ("expected 'gana' or 'pierde'"); bracketed names and
   * symbols by kind.
   */
  static TwoStageParser.ErrorWords errorWords(RomanceLexicon lexicon) {
    TwoStageParser.ErrorWords.Builder b = TwoStageParser.ErrorWords.builder()
        .kind(RomanceParser.NUMBER, "a number")
        .kind(RomanceParser.MANA_SYM, "a mana cost such as {1}")
        .kind(RomanceParser.KW_ACTION, "a keyword action such as " + lexicon.example(RomanceParser.KW_ACTION))
        .kind(RomanceParser.KW_ABILITY, "a keyword ability such as " + lexicon.example(RomanceParser.KW_ABILITY))
        .kind(RomanceParser.STATUS, "a status such as " + lexicon.example(RomanceParser.STATUS))
        .kind(RomanceParser.TOKEN_SPEC, "a token name such as " + lexicon.example(RomanceParser.TOKEN_SPEC))
        .kind(RomanceParser.SUBTYPE, "a sub-type such as " + lexicon.example(RomanceParser.SUBTYPE))
        .kind(RomanceParser.WORD, "a name")
        .kind(RomanceParser.SYM_T, "{T}")
        .kind(RomanceParser.SYM_D, "{D}")
        .kind(RomanceParser.SYM_I, "{I}")
        .kind(RomanceParser.SYM_J, "a trigger such as {J}")
        .kind(RomanceParser.SYM_H, "a trigger such as {J}")
        .kind(RomanceParser.SYM_R, "a trigger such as {J}")
        .kind(RomanceParser.SYM_X, "{X}")
        .kind(RomanceParser.SYM_V, "a terrain such as {V}")
        .kind(RomanceParser.SYM_M, "a terrain such as {V}")
        .kind(RomanceParser.SYM_O, "a terrain such as {V}")
        .kind(RomanceParser.BULLET, "'•'")
        .kind(RomanceParser.DASH, "'—'")
        // The mark the markup pre-pass puts before a reminder's definition, after the ability: never written by a
        // designer, so an error names it as what it stands for, the end of the ability.
        .kind(RomanceParser.DEFINE, "the end of the ability")
        .unknownName(RomanceParser.UNKNOWN_BRACKET, "a known keyword, status or token name such as "
            + lexicon.example(RomanceParser.KW_ACTION), lexicon.bracketWords());
    for (int type = 1; type <= RomanceParser.VOCABULARY.getMaxTokenType(); type++) {
      String example = lexicon.example(type);
      if (!example.isEmpty() && RomanceParser.VOCABULARY.getLiteralName(type) == null) {
        switch (type) {
          case RomanceParser.KW_ACTION, RomanceParser.KW_ABILITY, RomanceParser.STATUS, RomanceParser.TOKEN_SPEC,
              RomanceParser.SUBTYPE -> { }
          default -> b.kind(type, "'" + example + "'");
        }
      }
    }
    return b.build();
  }
}
