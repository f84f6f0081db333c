package dev.altered.text.fr;

import dev.altered.grammar.fr.AlteredFrenchParser;
import dev.altered.text.TwoStageParser;

/** The French grammar behind the shared two-stage driver, with its plain-words error vocabulary. */
final class FrenchSyntax {
  private FrenchSyntax() {}

  static final TwoStageParser.ErrorWords WORDS = TwoStageParser.ErrorWords.builder()
      .kind(AlteredFrenchParser.NUMBER, "a number")
      .kind(AlteredFrenchParser.MANA, "a mana symbol such as {2}")
      .kind(AlteredFrenchParser.STATUS, "a status such as [[Fugace]]")
      .kind(AlteredFrenchParser.KW_ACTION, "a keyword action such as [Ravitaillez]")
      .kind(AlteredFrenchParser.KW_ABILITY, "a keyword ability such as [Coriace 1]")
      .kind(AlteredFrenchParser.TOKEN_SPEC, "a token name such as [2/2/2 Scarabot]")
      .kind(AlteredFrenchParser.SUBTYPE, "a sub-type such as 'Robot'")
      .kind("an effect such as 'piochez' or 'gagne'", "piochez", "pioche", "piocher", "défaussez", "défausse",
          "défausser", "gagne", "gagnent", "gagner", "sacrifiez", "sacrifier", "mettez", "met", "mettre", "envoyez",
          "envoyer", "renvoyez", "renvoyer", "créez", "créer", "redressez", "redresser", "épuisez", "épuiser",
          "jouez", "jouer", "lancez", "lancer", "révélez", "révéler", "perd", "perdent", "perdre")
      .kind("an object such as 'un Personnage ciblé'", "personnage", "personnages", "permanent", "permanents",
          "sort", "sorts", "carte", "cartes")
      .kind("a zone such as 'Réserve' or 'main'", "réserve", "main", "deck")
      .unknownName(AlteredFrenchParser.UNKNOWN_BRACKET,
          "a known keyword, status or token name such as [2/2/2 Scarabot]", FrenchLexicon.bracketWords())
      .build();

  static final TwoStageParser<AlteredFrenchParser.AbilityContext> SYNTAX = TwoStageParser.of(FrenchLexer::new,
      AlteredFrenchParser::new, AlteredFrenchParser::ability, WORDS, TwoStageParser.Limits.DEFAULT);
}
