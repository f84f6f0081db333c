package dev.altered.text.fr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The constructs the later sets (CYCLONE, DUSTER) brought, read in French to the AST their English original gives:
 * real card text, each row named by the rule it reads. A word the set defines in a reminder text is given here as the
 * markup pre-pass keeps it after the ability ("§ Je suis [En Contact] si ..."); today the pre-pass keeps only the
 * English reminder, so the French cards' "[En Contact]" is read only once it keeps the French one too.
 */
class FrenchLaterSetsConstructTest {
  private static Ability read(Language language, String text) {
    ParsedAbility p = TextReader.readAbility(language, text);
    assertTrue(p.ok(), () -> text + "\n  " + p.error().get());
    return p.ast().get();
  }

  @ParameterizedTest(name = "{0}: {2}")
  @CsvSource(delimiter = '|', textBlock = """
      7.3.3 Ascend            | {R} My Expedition [Ascends].                                      | {R} Mon Expédition [s'Élève].
      7.3.3 Ascend, both      | Both of your Expeditions [Ascend].                                | Vos deux Expéditions [s'Élèvent].
      7.3.29 Rush             | {R} You may [Rush] to draw a card.                                | {R} Vous pouvez [Foncer] pour piocher une carte.
      7.3.6 Defect            | Target token Character defects.                                   | Un jeton Personnage ciblé trahit.
      7.3.5.b named token     | {R} Create an [Aerolith] token in your Landmarks.                 | {R} Créez un jeton [Aérolithe] dans vos Repères.
      7.3.5.b a player's      | {H} Create an [Aerolith] token in target player's Landmarks.      | {H} Créez un jeton [Aérolithe] dans les Repères d'un joueur ciblé.
      7.3.5.b a player's      | {J} Create a [Manaseed] token in each player's Landmarks.         | {J} Créez un jeton [Graine de Mana] dans les Repères de chaque joueur.
      1.2.1 another player    | {H} Create a [Manaseed] token in another target player's Landmarks. | {H} Créez un jeton [Graine de Mana] dans les Repères d'un autre joueur ciblé.
      1.2.1 another player    | Return target Character or Permanent controlled by another player to its owner's hand. | Renvoyez un Personnage ou Permanent ciblé contrôlé par un autre joueur dans la main de son propriétaire.
      2.4.3 Ascended          | {H} If I'm in an Ascended Expedition, I gain 1 boost. Otherwise, my Expedition [Ascends]. | {H} Si je suis dans une Expédition Élevée, je gagne 1 boost. Sinon, mon Expédition [s'Élève].
      2.4.3 Ascended          | When a Character joins the Expedition facing me — If my Expedition is Ascended, [Resupply]. | Lorsqu'un Personnage rejoint l'Expédition qui me fait face — Si mon Expédition est Élevée, [Ravitaillez].
      2.4 non-Fleeting        | Target non-Fleeting Character gains 2 boosts and [[Fleeting]].    | Un Personnage ciblé non Fugace gagne 2 boosts et [[Fugace]].
      2.2.9 Base Cost         | When I leave the Expedition zone — You may play a Character with Base Cost {2} or less for free. | Lorsque je quitte la zone d'Expédition — Vous pouvez jouer un Personnage de Coût de Base {2} ou moins gratuitement.
      3.2.1 regions           | {J} If three or more single-terrain regions are visible, I gain 1 boost. | {J} Si au moins trois régions mono-terrain sont visibles, je gagne 1 boost.
      3.2.1 regions           | {H} If I'm in a single-terrain region, [Sabotage]. Otherwise, my Expedition [Ascends]. | {H} Si je suis dans une région mono-terrain, [Sabotez]. Sinon, mon Expédition [s'Élève].
      counted objects so      | I cost {2} less if one or more of your Expeditions is Ascended.   | Je coûte {2} de moins si au moins une de vos Expéditions est Élevée.
      counted objects so      | {H} If neither of my Expeditions is in {M}, draw a card.          | {H} Si aucune de mes Expéditions n'est en {M}, piochez une carte.
      4.2.3.d pass            | {R} You may immediately pass. If you do, I gain 1 boost.          | {R} Vous pouvez passer immédiatement. Si vous le faites, je gagne 1 boost.
      4.2.3.d pass first      | When you pass first — Target Character gains 1 boost.             | Lorsque vous passez en premier — Un Personnage ciblé gagne 1 boost.
      4.2.1.b first player    | {H} If you are first player, target player becomes first player.  | {H} Si vous êtes le premier joueur, un joueur ciblé devient le premier joueur.
      4.2.1.b first player    | {H} If your opponent is first player, you become first player.    | {H} Si votre adversaire est le premier joueur, vous devenez le premier joueur.
      1.2.3.c facing          | {J} If I'm facing a Character, I gain 1 boost.                    | {J} Si je suis face à un Personnage, je gagne 1 boost.
      1.2.3.c facing          | I am [Defender] unless I'm facing two or more Characters.         | Je suis [Défenseur] sauf si je suis face à au moins deux Personnages.
      1.2.3.c facing          | When a Character joins the Expedition facing me — If I'm facing only one Character, [Resupply]. | Lorsqu'un Personnage rejoint l'Expédition qui me fait face — Si je suis face à un seul Personnage, [Ravitaillez].
      7.3.21 a player's own   | Target Expedition moves backwards one region. If it does, its controller moves their other Expedition forward one region. | Une Expédition ciblée recule d'une région. Si elle le fait, son contrôleur avance son autre Expédition d'une région.
      that player's           | Then, create a [Manaseed] token in that player's Landmarks.      | Puis, créez un jeton [Graine de Mana] dans les Repères de ce joueur.
      a defined word          | {H} If I'm [In Contact], [Sabotage]. (I'm In Contact if another player's Expedition is in my region.) | {H} Si je suis [En Contact], [Sabotez]. § Je suis [En Contact] si l'Expédition d'un autre joueur est dans ma région
      7.3.20 Terrain Marker   | {R} You may move a {M} Terrain Marker from any region to my region. | {R} Vous pouvez déplacer un marqueur Terrain {M} de n'importe quelle région vers ma région.
      3.2.1.d begin with      | I begin the game with one {V}, one {M} and one {O} Terrain Marker. | Je commence la partie avec un marqueur Terrain {V}, un {M} et un {O}.
      7.3.20 place held       | At Noon — You may place one of my Markers on target visible region. | À Midi — Vous pouvez placer l'un de mes marqueurs sur une région visible ciblée.
      3.2.1.d place new       | Place a {V} Terrain Marker on target visible region.             | Placez un marqueur Terrain {V} sur une région visible ciblée.
      6.5.f if it does        | Target Expedition you control moves backwards one region. If it does, move your other Expedition forward one region. | Une Expédition ciblée que vous contrôlez recule d'une région. Si elle le fait, avancez votre autre Expédition d'une région.
      7.3.21 one of your      | {T}, Spend 1 of my Move counters: One of your Expeditions moves backwards one region. If it does, your other Expedition moves forward one region. | {T}, Dépensez 1 de mes compteurs Déplacement : L'une de vos Expéditions recule d'une région. Si elle le fait, votre autre Expédition avance d'une région.
      2.5 counters            | When you sacrifice a Permanent — If I have no boosts, I gain 1 boost. | Lorsque vous sacrifiez un Permanent — Si je n'ai pas de boost, je gagne 1 boost.
      2.5 counters            | If your Hero has 5 or more Quest counters, I am [Gigantic].       | Si votre Héros a au moins 5 compteurs Quête, je suis [Gigantesque].
      cost change             | {D} : Pay {1} less for the next Spell you play this turn, down to a minimum of {1}. | {D} : Payez {1} de moins pour le prochain Sort que vous jouez ce tour-ci, jusqu'à un minimum de {1}.
      6.5.f that many         | {J} You may discard any number of cards from your Reserve to give me that many boosts. | {J} Vous pouvez défausser autant de cartes que vous le voulez de votre Réserve pour me donner autant de boosts.
      statistics set          | If I'm in {V}, my {V}, {M} and {O} are equal to my highest statistic. | Si je suis en {V}, mes {V}, {M} et {O} sont égales à ma statistique la plus élevée.
      7.3.27 top of a deck    | Return target Character to the top of its owner's deck.          | Renvoyez un Personnage ciblé sur le dessus du deck de son propriétaire.
      ignored ability         | Ignore my ability during the first Day.                           | Ignorez ma capacité le premier Jour.
      2.2.15 duration first   | This Day, Characters with Hand Cost {4} or more you control are [Tough 5]. | Ce Jour, les Personnages de Coût de Main {4} ou plus que vous contrôlez sont [Coriaces 5].
      6.5.g repeated modes    | Choose up to three, you may choose the same option multiple times: • Discard target Character. • Discard target Permanent. • [Sabotage]. | Choisissez jusqu'à trois, vous pouvez choisir la même option plusieurs fois : • Défaussez un Personnage ciblé. • Défaussez un Permanent ciblé. • [Sabotez].
      its owner in a mode     | Choose one: • Target Character gains 3 boosts. • Return target Character with Hand Cost {3} or less to its owner's hand. | Choisissez l'un : • Un Personnage ciblé gagne 3 boosts. • Renvoyez un Personnage ciblé de Coût de Main {3} ou moins dans la main de son propriétaire.
      """)
  void aLaterSetConstructReadsToTheEnglishAst(String rule, String english, String french) {
    assertEquals(read(Language.EN, english), read(Language.FR, french), () -> english + "\n  " + french);
  }
}
