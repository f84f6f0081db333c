package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.card.Language;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 18: the markup pre-pass keeps a reminder sentence that defines a word the ability uses, in every language,
 * as printed after '§' with the word in brackets (what each grammar reads as the word's meaning); the glossary lends
 * it to the rare version that prints the word alone. Real card text of DUSTER (Nyala, Night Reveler LY_90 and
 * Dreamy Poet MU_86, common and R1 versions).
 */
class DefinitionsTest {
  private static String markup(String box) {
    List<Markup.Piece> pieces = Markup.split(box);
    assertEquals(1, pieces.size(), box);
    return pieces.get(0).ability().text();
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(delimiter = '|', textBlock = """
      en | condition | {H} If I'm [In Contact], draw. (I'm In Contact if another player's Expedition is in my region.) | {H} If I'm [In Contact], draw. § I'm [In Contact] if another player's Expedition is in my region
      en | event     | When you make a [Gift] — If I have no boosts, I gain 1 boost. (A Gift is when on your turn, an opponent draws a card, Resupplies or receives a token.) | When you make a [Gift] — If I have no boosts, I gain 1 boost. § A [Gift] is when on your turn, an opponent draws a card, Resupplies or receives a token
      fr | condition | {H} Si je suis [En Contact], [Sabotez]. (Je suis En Contact si l'Expédition d'un autre joueur est dans ma région.) | {H} Si je suis [En Contact], [Sabotez]. § Je suis [En Contact] si l'Expédition d'un autre joueur est dans ma région
      fr | event     | Lorsque vous faites un [Don] — Si je n'ai pas de boost, je gagne 1 boost. (Vous faites un Don si durant votre tour, un adversaire pioche une carte, Ravitaille ou reçoit un jeton.) | Lorsque vous faites un [Don] — Si je n'ai pas de boost, je gagne 1 boost. § Vous faites un [Don] si durant votre tour, un adversaire pioche une carte, Ravitaille ou reçoit un jeton
      de | condition | {H} Falls ich [in Kontakt] bin, nutze [Sabotage]. (Ich bin in Kontakt, falls die Expedition eines anderen Spielers in meiner Region ist.) | {H} Falls ich [in Kontakt] bin, nutze [Sabotage]. § Ich bin [in Kontakt], falls die Expedition eines anderen Spielers in meiner Region ist
      de | event     | Wenn du ein [Geschenk] gibst — Falls ich keine Verstärkungen habe, erhalte ich 1 Verstärkung. (Ein Geschenk entsteht, wenn ein Gegner während deines Zuges eine Karte zieht, Nachschub nutzt oder eine Marke erhält.) | Wenn du ein [Geschenk] gibst — Falls ich keine Verstärkungen habe, erhalte ich 1 Verstärkung. § Ein [Geschenk] entsteht, wenn ein Gegner während deines Zuges eine Karte zieht, Nachschub nutzt oder eine Marke erhält
      es | condition | {H} Si estoy [En contacto], puedes intercambiar una carta de tu reserva por una carta de tu mano. (Estoy en contacto si la expedición de otro jugador está en mi región.) | {H} Si estoy [En contacto], puedes intercambiar una carta de tu reserva por una carta de tu mano. § Estoy [en contacto] si la expedición de otro jugador está en mi región
      es | event     | Cuando hagas un [Regalo] — Si no tengo potenciadores, gano 1 potenciador. (Un Regalo ocurre si, durante tu turno, un oponente roba una carta, se reabastece o recibe una ficha.) | Cuando hagas un [Regalo] — Si no tengo potenciadores, gano 1 potenciador. § Un [Regalo] ocurre si, durante tu turno, un oponente roba una carta, se reabastece o recibe una ficha
      it | condition | {H} Se sono [In contatto], puoi scambiare una carta dalla tua Riserva con una carta dalla tua mano. (Sono In contatto se la spedizione di un altro giocatore si trova nella mia regione.) | {H} Se sono [In contatto], puoi scambiare una carta dalla tua Riserva con una carta dalla tua mano. § Sono [In contatto] se la spedizione di un altro giocatore si trova nella mia regione
      it | event     | Quando fai un [Regalo] — Se non ho rinforzi, ottengo 1 rinforzo. (Un Regalo avviene se, durante il tuo turno, un avversario pesca una carta, Rifornisce o riceve una pedina.) | Quando fai un [Regalo] — Se non ho rinforzi, ottengo 1 rinforzo. § Un [Regalo] avviene se, durante il tuo turno, un avversario pesca una carta, Rifornisce o riceve una pedina
      """)
  void aReminderDefiningAWordTheAbilityUsesIsKeptAsPrintedAfterTheMark(String language, String kind, String printed,
      String read) {
    assertEquals(read, markup(printed));
    // The same sentence, lent to the version that prints the word alone, reads the same once marked up.
    int reminder = printed.lastIndexOf(" (");
    String alone = printed.substring(0, reminder);
    Glossary glossary = Glossary.builder().add(Language.fromCode(language).orElseThrow(), printed).build();
    assertEquals(read, markup(glossary.complete(Language.fromCode(language).orElseThrow(), alone)));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      en | {H} Draw a card. (I'm In Contact if another player's Expedition is in my region.)
      fr | {H} Piochez une carte. (Je suis En Contact si l'Expédition d'un autre joueur est dans ma région.)
      """)
  void aReminderDefiningAWordTheAbilityDoesNotUseIsDropped(String language, String printed) {
    assertEquals(printed.substring(0, printed.indexOf(" (")), markup(printed));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      en | fr | {H} If I'm [In Contact], draw. (I'm In Contact if another player's Expedition is in my region.)
      de | it | {H} Falls ich [in Kontakt] bin, nutze [Sabotage]. (Ich bin in Kontakt, falls die Expedition eines anderen Spielers in meiner Region ist.)
      """)
  void aDefinitionIsLentOnlyInItsOwnLanguage(String language, String other, String printed) {
    Glossary glossary = Glossary.builder().add(Language.fromCode(other).orElseThrow(), printed).build();
    assertEquals(true, glossary.isEmpty());
  }
}
