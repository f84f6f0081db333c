package dev.altered.text.fr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * French constructs of the rules' vocabulary (sections 6 and 7, French terms of the rule excerpts) read to the AST
 * the English wording gives, including French wordings that differ in shape from the English (clitics, "faire ... à",
 * the destination before the object, "ciblé" after the noun).
 */
class FrenchConstructTest {
  private static Ability read(Language language, String text) {
    ParsedAbility p = TextReader.readAbility(language, text);
    assertTrue(p.ok(), () -> text + "\n  " + p.error().get());
    return p.ast().get();
  }

  private static void same(String english, String french) {
    assertEquals(read(Language.EN, english), read(Language.FR, french), () -> english + "\n  " + french);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', textBlock = """
      # 6.5.a effects, 7.3 verbs
      Draw two cards.                                              | Piochez deux cartes.
      {J} Target Character gains 2 boosts.                         | {J} Un Personnage ciblé gagne 2 boosts.
      {H} Two target Characters gain [[Asleep]].                   | {H} Deux Personnages ciblés gagnent [[Endormi]].
      {R} Target opponent sacrifices a Character.                  | {R} Un adversaire ciblé sacrifie un Personnage.
      {J} Send target Character to its owner's Reserve.            | {J} Envoyez un Personnage ciblé dans la Réserve de son propriétaire.
      {J} Return target Permanent to its owner's hand.             | {J} Renvoyez un Permanent ciblé dans la main de son propriétaire.
      {J} Exhaust target Character.                                | {J} Épuisez un Personnage ciblé.
      {J} [Resupply].                                              | {J} [Ravitaillez].
      {J} [Sabotage].                                              | {J} [Sabotez].
      {T} : Draw a card.                                           | {T} : Piochez une carte.
      {J} Create a [Brassbug 2/2/2] Robot token in target Expedition. | {J} Créez un jeton Robot [2/2/2 Scarabot] dans une Expédition ciblée.
      # 6.5.c optional steps ("peut", 1.2.6.d)
      {J} You may draw a card.                                     | {J} Vous pouvez piocher une carte.
      # 6.5.d conditional steps ("Si [condition], faites [étape]", 1.2.6.e)
      {J} If you control a Landmark, draw a card.                  | {J} Si vous contrôlez un Repère, piochez une carte.
      # 6.5.f internal actions ("Vous pouvez [payer coût] pour [faire effet]", 1.2.5.a)
      {J} You may discard a card from your Reserve to draw a card. | {J} Vous pouvez défausser une carte de votre Réserve pour piocher une carte.
      # 6.3 Reactions, 7.1.1 trigger symbols
      When I go to Reserve from your hand — You may play me for free and I gain [[Asleep]]. | Lorsque je vais en Réserve depuis votre main — Vous pouvez me jouer gratuitement et je gagne [[Endormi]].
      # 6.2.d replacing modifiers ("à la place")
      If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. | Si je devais quitter la zone d'Expédition, vous pouvez me mettre dans la zone de Mana de mon propriétaire à la place.
      # 7.2.4 a third-person verb with no subject goes on with the players before it; the imperative is you
      {H} Each player discards their hand, then draws three cards. | {H} Chaque joueur défausse sa main, puis pioche trois cartes.
      {H} Each player discards their hand, then draw three cards.  | {H} Chaque joueur défausse sa main, puis piochez trois cartes.
      # 7.3 switch Expeditions
      Each Character you control switches Expeditions.             | Chaque Personnage que vous contrôlez change d'Expédition.
      # 3.2.2.b cards placed in a Deck in the order their player chooses
      {H} Put the top two cards of your deck at the bottom of your deck in any order. | {H} Mettez les deux premières cartes de votre deck au-dessous de votre deck dans l'ordre de votre choix.
      {H} Put the top two cards of your deck at the bottom of your deck in any order. | {H} Mettez les deux premières cartes de votre deck au-dessous de votre deck dans n'importe quel ordre.
      """)
  void aFrenchConstructReadsToTheEnglishAst(String english, String french) {
    same(english, french);
  }

  @Test
  void rule_6_5_b_mayTargetAndMakeItDoIsTheEnglishTargetThenIt() {
    same("{J} You may target another Character, it loses [[Fleeting]] and gains 1 boost.",
        "{J} Vous pouvez faire perdre [[Fugace]] et gagner 1 boost à un autre Personnage ciblé.");
    same("{J} You may target an opponent, they draw a card. If you do, I gain [[Anchored]].",
        "{J} Vous pouvez faire piocher une carte à un adversaire ciblé. Si vous le faites, je gagne [[Ancré]].");
  }

  @Test
  void theDestinationBeforeTheObjectRefersToTheObject() {
    // "son propriétaire" is the owner of the Character named after it.
    same("{R} Send target Landmark to its owner's Reserve.",
        "{R} Envoyez dans la Réserve de son propriétaire un Repère ciblé.");
  }

  @Test
  void theDestinationReadAsTheObjectsLastPlace() {
    same("{J} Send target Character to Reserve.", "{J} Envoyez un Personnage ciblé en Réserve.");
    same("{J} You may have target Character switch Expeditions.",
        "{J} Vous pouvez faire changer d'Expédition à un Personnage ciblé.");
  }

  @Test
  void itsOwnerIsTheObjectPutThereInEveryLanguage() {
    Ability english = read(Language.EN, "Put target Character or Permanent in its owner's Mana zone (as an exhausted "
        + "Mana Orb).");
    assertEquals(english, read(Language.FR, "Mettez un Personnage ou Permanent ciblé dans la zone de Mana de son "
        + "Propriétaire (en tant qu'Orbe de Mana épuisé)."));
    // The owner is the Character put there (the first thing named), not the object of a trigger.
    assertTrue(english.toString().contains("kind=OWNER, of=Optional[Pronoun[antecedent=Antecedent[index=0]"),
        english::toString);
  }

  @Test
  void rule_7_3_bottomOfADeck() {
    same("{R} Put target Landmark at the bottom of its owner's deck.",
        "{R} Mettez un Repère ciblé au-dessous du deck de son propriétaire.");
  }

  @Test
  void rule_7_1_1_a_iJoinTheExpeditionZone() {
    same("When I join the Expedition zone, if you control a Landmark — Draw a card.",
        "Lorsque je rejoins la zone d'Expédition, si vous contrôlez un Repère — Piochez une carte.");
  }
}
