package dev.altered.text.romance;

import static dev.altered.text.romance.Romance.assertSameAsEnglish;

import dev.altered.card.Language;
import org.junit.jupiter.api.Test;

/**
 * The constructs the later sets (CYCLONE, DUSTER) brought, read from their Spanish and Italian card text into the AST
 * the English card text gives (Complete Rules sections named). The shared grammar reads each construct; the two
 * lexicons differ only in words.
 */
class LaterSetConstructTest {
  private static void same(String english, String spanish, String italian) {
    assertSameAsEnglish(Language.ES, english, spanish);
    assertSameAsEnglish(Language.IT, english, italian);
  }

  @Test
  void rule_7_3_5_b_aTokenNamedAloneIsDefinedByItsTokenCard() {
    same("{R} Create an [Aerolith] token in your Landmarks.", "{R} Crea una ficha de [Aerolito] en tus hitos.",
        "{R} Crea una pedina [Aerolite] nei tuoi fulcri.");
    same("{H} Create a [Manaseed] token in target player's Landmarks.",
        "{H} Crea una ficha de [Semilla de maná] en los hitos del jugador objetivo.",
        "{H} Crea una pedina [Seme di Mana] nei fulcri di un giocatore bersaglio.");
  }

  @Test
  void rule_7_3_3_anExpeditionAscendsAndAnObjectDefects() {
    same("{J} Target Expedition [Ascends].", "{J} La expedición objetivo [Asciende].",
        "{J} Una spedizione bersaglio [Ascende].");
    same("Target Character defects.", "Un personaje objetivo deserta.", "Un personaggio bersaglio diserta.");
    same("Both of your Expeditions [Ascend].", "Tus dos expediciones [Ascienden].",
        "Entrambe le tue spedizioni [Ascendono].");
    same("Up to three target token Characters defect.", "Hasta tres fichas de personaje objetivo desertan.",
        "Fino a tre personaggi pedina bersaglio disertano.");
  }

  @Test
  void rule_2_4_3_ascendedWrittenAsAPlainWord() {
    same("{T}: Target Character in an Ascended Expedition gains 1 boost.",
        "{T} : El personaje objetivo en una expedición ascendida gana 1 potenciador.",
        "{T}: un personaggio bersaglio in una spedizione Ascesa ottiene 1 rinforzo.");
    same("If my Expedition is Ascended, I am [Eternal].", "Si mi expedición está ascendida, soy [Eterna].",
        "Se la mia spedizione è Ascesa, ho [Eterno].");
  }

  @Test
  void rule_2_4_withoutAStatusIsNonFleeting() {
    same("Target non-Fleeting Character gains 2 boosts and [[Fleeting]].",
        "Un personaje objetivo sin fugacidad gana 2 potenciadores y [[Fugacidad]].",
        "Un personaggio bersaglio senza Fugace ottiene 2 rinforzi e [[Fugace]].");
  }

  @Test
  void rule_3_2_1_visibleAndSingleTerrainRegionsCounted() {
    same("{J} If three or more single-terrain regions are visible, I gain 1 boost.",
        "{J} Si tres o más regiones monoterreno son visibles, gano 1 potenciador.",
        "{J} Se sono visibili tre o più regioni con un unico tipo di terreno, ottengo 1 rinforzo.");
    same("{T}: Target Character in a single-terrain region gains 1 boost.",
        "{T}: El personaje objetivo en una región monoterreno gana 1 potenciador.",
        "{T}: un personaggio bersaglio in una regione con un unico tipo di terreno ottiene 1 rinforzo.");
  }

  @Test
  void rule_2_4_3_objectsOfYoursThatAreSoAreCounted() {
    same("I cost {1} less if at least one of your Expeditions is Ascended.",
        "Cuesto {1} menos si al menos una de tus expediciones está ascendida.",
        "Costo {1} in meno se almeno una delle tue spedizioni è Ascesa.");
    same("{H} If neither of my Expeditions is in {M}, draw a card.",
        "{H} Si ninguna de mis expediciones está en {M}, roba una carta.",
        "{H} Se nessuna delle mie spedizioni si trova in {M}, pesca una carta.");
  }

  @Test
  void rule_2_2_9_baseCostFilteredAndCompared() {
    same("When you play a Spell with Base Cost {4} or more — I gain 1 boost.",
        "Cuando juegues un hechizo con coste base de {4} o más — Gano 1 potenciador.",
        "Quando giochi un incantesimo con costo base pari o superiore a {4} — Ottengo 1 rinforzo.");
    same("Target opponent sacrifices the Character they control with the highest Base Cost.",
        "El oponente objetivo sacrifica el personaje que controla con el mayor coste base.",
        "Un avversario bersaglio sacrifica il personaggio con il costo base più alto che controlla.");
  }

  @Test
  void rule_4_2_3_d_passingAsAnEffectAndPassingFirst() {
    same("{R} You may immediately pass.", "{R} Puedes pasar inmediatamente.", "{R} Puoi passare immediatamente.");
    same("When you pass first — I gain 1 boost.", "Cuando pases primero — Gano 1 potenciador.",
        "Quando passi per primo — Ottengo 1 rinforzo.");
  }

  @Test
  void rule_4_2_1_b_becomingTheFirstPlayer() {
    same("{H} If your opponent is first player, you become first player.",
        "{H} Si tu oponente es el primer jugador, tú te conviertes en el primer jugador.",
        "{H} Se un tuo avversario è il primo giocatore, diventi il primo giocatore.");
  }

  @Test
  void rule_5_1_2_c_payingLessForTheNextSpell() {
    same("{D} : Pay {1} less for the next Spell you play this turn, down to a minimum of {1}.",
        "{D}: Paga {1} menos por el siguiente hechizo que juegues este turno, hasta un mínimo de {1}.",
        "{D}: paga {1} in meno per il prossimo incantesimo che giochi in questo turno, fino a un minimo di {1}.");
  }

  @Test
  void rule_2_5_noCountersAndThatManyCounters() {
    same("When you sacrifice a Permanent — If I have no boosts, I gain 1 boost.",
        "Cuando sacrifiques un permanente — Si no tengo potenciadores, gano 1 potenciador.",
        "Quando sacrifichi un permanente — Se non ho rinforzi, ottengo 1 rinforzo.");
    same("{J} You may sacrifice any number of Permanents to give me that many boosts.",
        "{J} Puedes sacrificar cualquier número de permanentes para darme ese mismo número de potenciadores.",
        "{J} Puoi sacrificare un numero qualsiasi di permanenti per conferirmi altrettanti rinforzi.");
  }

  @Test
  void rule_1_2_1_anotherPlayerIsAnOpponent() {
    same("Return target Character or Permanent controlled by another player to its owner's hand.",
        "Devuelve a la mano de su propietario un personaje o permanente objetivo controlado por otro jugador.",
        "Fai tornare un personaggio o un permanente bersaglio controllato da un altro giocatore in mano al suo "
            + "proprietario.");
    same("{J} Create a [Woollyback 1/1/1] Animal token in target opponent's Companion Expedition.",
        "{J} Crea una ficha de animal [Lanudo 1/1/1] en la expedición del compañero del oponente objetivo.",
        "{J} Crea una pedina Animale [Lanuvola 1/1/1] nella spedizione del compagno di un avversario bersaglio.");
  }

  @Test
  void rule_1_2_3_c_facingAnObject() {
    same("When a Character joins the Expedition facing me — If I'm facing only one Character, [Resupply].",
        "Cuando un personaje se incorpore a la expedición enfrentada a mí — Si solo hay un personaje enfrentado a mí, "
            + "[reabastece].",
        "Quando un personaggio si unisce alla spedizione che mi affronta — Se sto affrontando solo un personaggio, "
            + "[Rifornisci].");
    assertSameAsEnglish(Language.IT, "I am [Defender] unless I'm facing two or more Characters.",
        "Ho [Difensore] a meno che io non stia affrontando due o più personaggi.");
    same("{H} If I'm facing an Expedition in {O}, [Sabotage].",
        "{H} Si la expedición enfrentada a mí está en {O}, [sabotea].",
        "{H} Se sto affrontando una spedizione in {O}, [Sabota].");
    same("{J} I gain 1 boost per Character in the Expeditions facing me.",
        "{J} Gano 1 potenciador por cada personaje en las expediciones enfrentadas a mí.",
        "{J} Ottengo 1 rinforzo per ogni personaggio nelle spedizioni che mi affrontano.");
  }

  @Test
  void rule_7_2_3_a_oneOrMoreOfYourObjectsAsTheSubjectOfAnEvent() {
    assertSameAsEnglish(Language.ES, "When one or more of your Ascended Expeditions moves forward — Draw a card.",
        "Cuando una o más de tus expediciones ascendidas avancen — Roba una carta.");
  }

  @Test
  void rule_3_2_1_d_movingATerrainMarker() {
    same("{R} You may move a {M} Terrain Marker from any region to my region.",
        "{R} Puedes mover un marcador de terreno {M} de cualquier región a mi región.",
        "{R} Puoi spostare un indicatore terreno {M} da una regione qualsiasi alla mia regione.");
  }

  @Test
  void rule_2_2_15_aDurationBeforeTheSteps() {
    same("This Day, Characters with Hand Cost {4} or more you control are [Tough 5].",
        "Este día, los personajes con coste desde la mano de {4} o más que controlas tienen [Resistencia 5].",
        "In questa giornata, i personaggi con costo dalla mano pari o superiore a {4} che controlli hanno "
            + "[Tenace 5].");
    same("Ignore my ability during the first Day.", "Ignora mi habilidad el primer Día.",
        "Ignora la mia abilità il primo Giorno.");
  }

  @Test
  void rule_2_2_12_d_aWordTheReminderTextDefines() {
    same("{H} If I'm [In Contact], [Sabotage]. (I'm In Contact if another player's Expedition is in my region.)",
        "{H} Si estoy [En contacto], [sabotea]. (Estoy en contacto si la expedición de otro jugador está en mi "
            + "región.)",
        "{H} Se sono [In contatto], [Sabota]. (Sono In contatto se la spedizione di un altro giocatore si trova "
            + "nella mia regione.)");
    same("If I'm [In Contact], my {V}, {M} and {O} are equal to my highest statistic. (I'm In Contact if another "
            + "player's Expedition is in my region.)",
        "Si estoy [En contacto], mi {V}, {M} y {O} son iguales a mi estadística más alta. (Estoy en contacto si la "
            + "expedición de otro jugador está en mi región.)",
        "Se sono [In contatto], ho {V}, {M} e {O} pari alla mia statistica più alta. (Sono In contatto se la "
            + "spedizione di un altro giocatore si trova nella mia regione.)");
  }

  @Test
  void rule_6_2_b_aDieResultDoneInstead() {
    assertSameAsEnglish(Language.ES, "If my Expedition would move forward during Dusk, roll a die. On a: • 4+, it "
        + "moves forward one more region instead.", "Si mi expedición fuera a avanzar durante el anochecer, tira un "
        + "dado. Si sacas: • 4+: En vez de eso, avanza una región más.");
    assertSameAsEnglish(Language.ES, "If one of your Ascended Expeditions would attempt to [Ascend] again, "
        + "[Resupply] instead.", "Si una de tus expediciones ascendidas fuese a intentar [Ascender] de nuevo, en vez "
        + "de eso, [reabastece].");
  }

  @Test
  void rule_7_3_21_a_havingAnExpeditionMoveIsItMoving() {
    assertSameAsEnglish(Language.IT, "Target Expedition you control moves backwards one region. If it does, move "
        + "your other Expedition forward one region.", "Una spedizione bersaglio che controlli arretra di una regione. "
        + "Se lo fa, fai avanzare l'altra tua spedizione di una regione.");
    assertSameAsEnglish(Language.IT, "If my Expedition would move forward during Dusk, roll a die. On a: • 4+, it "
        + "moves forward one more region instead.", "Se la mia spedizione sta per avanzare durante il crepuscolo, "
        + "tira un dado. Con: • 4+, avanza invece di una regione in più.");
  }

  @Test
  void rule_2_1_e_itsOwnerAfterThePhraseIsThePhrasesOwner() {
    assertSameAsEnglish(Language.IT, "Choose one: • Target Character gains 3 boosts. • Return target Character with "
        + "Hand Cost {3} or less to its owner's hand.", "Scegli uno: • Un personaggio bersaglio ottiene 3 rinforzi. "
        + "• Fai tornare un personaggio bersaglio con costo dalla mano pari o inferiore a {3} in mano al suo "
        + "proprietario.");
  }

  @Test
  void rule_1_2_1_thatPlayersLandmarks() {
    same("Then, create a [Manaseed] token in that player's Landmarks.",
        "Luego, crea una ficha de [Semilla de maná] en los hitos de ese jugador.",
        "Poi, crea una pedina [Seme di Mana] nei fulcri di quel giocatore.");
    same("If there are two or more cards in your Landmarks, [Defender] Characters don't prevent my Expedition from "
            + "moving forward.",
        "Si hay dos o más cartas en tus hitos, los personajes [Defensores] no evitan que mi expedición avance.",
        "Se ci sono due o più carte nei tuoi fulcri, i personaggi con [Difensore] non impediscono alla mia spedizione "
            + "di avanzare.");
  }
}
