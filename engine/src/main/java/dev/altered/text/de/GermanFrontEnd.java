package dev.altered.text.de;

import dev.altered.card.Language;
import dev.altered.grammar.de.AlteredGermanParser;
import dev.altered.text.AbilityText;
import dev.altered.text.FrontEnd;
import dev.altered.text.GrammarFrontEnd;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TwoStageParser;

/**
 * The German front-end: grammar {@code AlteredGerman.g4} read by the shared two-stage driver, lexicon
 * {@link GermanLexicon}, builder {@link GermanAstBuilder}.
 */
public final class GermanFrontEnd implements FrontEnd {
  public static final GermanFrontEnd INSTANCE = new GermanFrontEnd();

  /** How the grammar's token kinds read in errors ("expected a number or a verb such as 'ziehe', found ..."). */
  static final TwoStageParser.ErrorWords WORDS = TwoStageParser.ErrorWords.builder()
      .kind(AlteredGermanParser.NUMBER, "a number")
      .kind(AlteredGermanParser.MANA, "a cost such as {1}")
      .kind(AlteredGermanParser.VERB, "a verb such as 'ziehe' or 'erhält'")
      .kind(AlteredGermanParser.STATUS, "a status such as [[Vergänglich]]")
      .kind(AlteredGermanParser.KW_ABILITY, "a keyword such as [Verteidiger]")
      .kind(AlteredGermanParser.KW_ACTION, "a keyword action such as [Nachschub]")
      .kind(AlteredGermanParser.TOKEN_SPEC, "a token such as [Blechkäfer 2/2/2]")
      .kind(AlteredGermanParser.SUBTYPE, "a kind of object such as 'Charakter' or 'Roboter'")
      .kind(AlteredGermanParser.COUNTER_WORD, "counters such as 'Verstärkungen'")
      .kind(AlteredGermanParser.BULLET, "a list item '•'")
      .kind("a kind of object such as 'Charakter' or 'Roboter'", "charakter", "charaktere", "charakteren",
          "charakters", "karte", "karten", "zauber", "marke", "marken", "expedition", "expeditionen", "manakugel",
          "manakugeln", "wahrzeichen", "region", "regionen", "spieler", "gegner", "bleibende", "bleibenden")
      .kind("an article or a number such as 'ein', 'eine' or 'zwei'", "ein", "eine", "einen", "einem", "einer",
          "eines", "der", "die", "das", "den", "dem", "des", "zwei", "drei", "vier", "fünf", "jeder", "jede",
          "jedes", "jeden", "jedem", "alle", "kein", "keine")
      .kind("a possessive such as 'mein' or 'deine'", "mein", "meine", "meinen", "meinem", "meiner", "meines",
          "dein", "deine", "deinen", "deinem", "deiner", "deines", "sein", "seine", "seinen", "seinem", "seiner",
          "seines", "ihr", "ihre", "ihren", "ihrem", "ihrer", "ihres")
      .kind("a pronoun such as 'ich', 'du' or 'er'", "ich", "mich", "mir", "du", "dich", "dir", "er", "sie", "ihn",
          "ihm", "ihnen", "wir", "es")
      .kind("counters such as 'Verstärkungen'", "verstärkung", "verstärkungen", "zähler", "zählern")
      .unknownName(AlteredGermanParser.UNKNOWN_BRACKET, "a known keyword, status or token such as [Blechkäfer 2/2/2]",
          GermanLexicon.bracketWords())
      .build();

  private static final TwoStageParser<AlteredGermanParser.AbilityContext> SYNTAX = TwoStageParser.of(
      GermanLexer::new, AlteredGermanParser::new, AlteredGermanParser::ability, WORDS, TwoStageParser.Limits.DEFAULT);

  private static final GrammarFrontEnd<AlteredGermanParser.AbilityContext> FRONT_END =
      GrammarFrontEnd.of(Language.DE, SYNTAX, GermanAstBuilder::build);

  private GermanFrontEnd() {}

  @Override
  public Language language() {
    return Language.DE;
  }

  @Override
  public ParsedAbility parse(AbilityText ability) {
    return FRONT_END.parse(ability);
  }

  /** The parse driver (the corpus test keeps every printed ability on its fast SLL stage). */
  public static TwoStageParser<AlteredGermanParser.AbilityContext> syntax() {
    return SYNTAX;
  }
}
