package dev.altered.text.it;

import static dev.altered.grammar.romance.RomanceParser.*;
import static dev.altered.text.romance.RomanceLexicon.FEMININE;
import static dev.altered.text.romance.RomanceLexicon.IMPERATIVE;
import static dev.altered.text.romance.RomanceLexicon.INFINITIVE;
import static dev.altered.text.romance.RomanceLexicon.P1;
import static dev.altered.text.romance.RomanceLexicon.P2;
import static dev.altered.text.romance.RomanceLexicon.P3;
import static dev.altered.text.romance.RomanceLexicon.PARTICIPLE;
import static dev.altered.text.romance.RomanceLexicon.PAST;
import static dev.altered.text.romance.RomanceLexicon.PLURAL;
import static dev.altered.text.romance.RomanceLexicon.SINGULAR;
import static dev.altered.text.romance.RomanceLexicon.SUBJUNCTIVE;
import static dev.altered.text.romance.RomanceLexicon.out;

import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.Status;
import dev.altered.card.Language;
import dev.altered.text.romance.RomanceLexicon;

/**
 * Italian words as the concepts of the Romance grammar: the official Italian card terms (Riserva, rinforzo, personaggio
 * bersaglio, [[Fugace]], [Rifornisci]...), the inflections of the verbs cards use, articles joined to prepositions
 * ("nella", "dall'"), possessives with their article ("la tua mano" is YOUR hand) and the fixed phrases ("sta per",
 * "fino a un max di", "in questo modo").
 *
 * <p>To add a word: add its forms to the concept it means. A new verb is one {@code regular(...)} line; a new keyword,
 * status or sub-type one line with its printed forms (gender and number included).
 */
public final class ItalianLexicon {
  private ItalianLexicon() {}

  public static final RomanceLexicon INSTANCE = build();

  private static RomanceLexicon build() {
    RomanceLexicon.Builder b = RomanceLexicon.builder(Language.IT);
    functionWords(b);
    nouns(b);
    phrases(b);
    verbs(b);
    brackets(b);
    return b.build();
  }

  private static void functionWords(RomanceLexicon.Builder b) {
    b.words(THE, SINGULAR, "il", "la", "l'");
    b.words(THE, PLURAL, "i", "gli", "le");
    b.value(A, 1, SINGULAR, "un", "una", "uno", "un'");
    String[] numbers = {"due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"};
    for (int i = 0; i < numbers.length; i++) {
      b.value(NUMWORD, i + 2, PLURAL, numbers[i]);
    }
    b.value(ORDINAL, 1, 0, "primo", "prima", "primi", "prime");
    b.value(ORDINAL, 2, 0, "secondo", "seconda", "secondi", "seconde");
    b.value(ORDINAL, 3, 0, "terzo", "terza", "terzi", "terze");
    b.value(ORDINAL, 4, 0, "quarto", "quarta", "quarti", "quarte");
    b.value(ORDINAL, 5, 0, "quinto", "quinta", "quinti", "quinte");
    b.words(OF, 0, "di");
    b.words(FROM, 0, "da");
    b.words(TO, 0, "a", "ad");
    b.words(IN, 0, "in");
    // Articulated prepositions: one word, a preposition and an article.
    String[][] joined = {{"del", "dello", "della", "dell'", "dei", "degli", "delle"},
        {"dal", "dallo", "dalla", "dall'", "dai", "dagli", "dalle"},
        {"al", "allo", "alla", "all'", "ai", "agli", "alle"},
        {"nel", "nello", "nella", "nell'", "nei", "negli", "nelle"}};
    int[] preps = {OF, FROM, TO, IN};
    for (int p = 0; p < preps.length; p++) {
      for (int i = 0; i < joined[p].length; i++) {
        b.split(joined[p][i], out(preps[p]), out(THE, i < 4 ? SINGULAR : PLURAL));
      }
    }
    b.words(WITH, 0, "con");
    b.words(WITHOUT, 0, "senza");
    b.words(FOR, 0, "per");
    b.words(AMONG, 0, "tra", "fra");
    b.words(AFTER, 0, "dopo");
    b.words(DURING, 0, "durante");
    b.words(AS, 0, "come");
    b.words(EXCEPT, 0, "tranne", "eccetto");
    b.words(AND, 0, "e", "ed");
    b.words(OR, 0, "o", "oppure");
    b.words(THEN, 0, "poi", "quindi");
    b.words(BUT, 0, "ma");
    b.words(THAT, 0, "che", "cui");
    b.words(IF, 0, "se");
    b.words(WHEN, 0, "quando");
    b.words(WHILE, 0, "mentre");
    b.words(WHERE, 0, "dove");
    b.words(NOT, 0, "non");
    b.words(ALREADY, 0, "già");
    b.words(ALSO, 0, "anche", "inoltre");
    b.words(IMMEDIATELY, 0, "immediatamente", "subito");
    b.words(ONLY, 0, "solo", "soltanto", "solamente");
    b.words(MORE, 0, "più");
    b.words(LESS, 0, "meno");
    b.words(EQUAL, 0, "pari", "uguale", "uguali");
    b.words(GREATER, 0, "superiore", "superiori", "maggiore", "maggiori");
    b.words(LOWER, 0, "inferiore", "inferiori", "minore", "minori");
    b.words(TIMES, PLURAL, "volte");
    b.words(OTHER, SINGULAR, "altro", "altra", "altr'");
    b.words(OTHER, PLURAL, "altri", "altre");
    b.words(EACH, SINGULAR, "ogni", "ciascun");
    // "ciascuno" alone is "each one": "ottengono 1 rinforzo ciascuno", "ciascuna delle tue spedizioni".
    b.split("ciascuno", out(EACH, SINGULAR), out(A, SINGULAR));
    b.split("ciascuna", out(EACH, SINGULAR), out(A, SINGULAR));
    b.words(ALL, SINGULAR, "tutto", "tutta");
    b.words(ALL, PLURAL, "tutti", "tutte");
    b.words(ANY, 0, "qualsiasi", "qualunque");
    b.words(BOTH, PLURAL, "entrambi", "entrambe");
    b.words(NONE, SINGULAR, "nessun", "nessuno", "nessuna", "alcun");
    b.words(NEXT, SINGULAR, "prossimo", "prossima", "seguente");
    b.words(NEXT, PLURAL, "prossimi", "prossime", "seguenti");
    b.words(SAME, 0, "stesso", "stessa", "stessi", "stesse");
    b.words(THIS, SINGULAR, "questo", "questa", "quest'");
    b.words(THIS, PLURAL, "questi", "queste");
    b.words(THAT_DEM, SINGULAR, "quel", "quello", "quella", "quell'");
    b.words(THAT_DEM, PLURAL, "quei", "quegli", "quelle", "quelli");
    b.words(MY, SINGULAR, "mio", "mia");
    b.words(MY, PLURAL, "miei", "mie");
    b.words(YOUR, SINGULAR, "tuo", "tua");
    b.words(YOUR, PLURAL, "tuoi", "tue");
    b.words(ITS, SINGULAR, "suo", "sua", "proprio", "propria");
    b.words(ITS, PLURAL, "suoi", "sue", "propri", "proprie");
    b.words(THEIR, 0, "loro");
    b.words(I, P1, "io");
    b.words(YOU, P2, "te", "tu");
    b.words(HIM, P3 | SINGULAR, "lui", "lei", "esso", "essa");
    b.words(ME, P1, "mi", "me");
    b.words(CL_IT, SINGULAR, "lo");
    b.words(CL_THEM, PLURAL, "li");
    b.words(CL_DAT, SINGULAR, "gli");
    b.words(SE, 0, "si");
    b.words(TE, P2, "ti");
    b.words(X_VAR, 0, "x");
    b.enclitic("mi", out(ME, P1));
    b.enclitic("lo", out(CL_IT, SINGULAR));
    b.enclitic("la", out(CL_IT, SINGULAR | FEMININE));
    b.enclitic("li", out(CL_THEM, PLURAL));
    b.enclitic("le", out(CL_THEM, PLURAL | FEMININE));
    b.enclitic("gli", out(CL_DAT, SINGULAR));
    b.enclitic("si", out(SE));
    b.enclitic("ti", out(TE, P2));
    // "creane solo una", "mettine una nella Riserva": the partitive "ne" (of them) says nothing the number does not.
    b.partitiveEnclitic("ne");
  }

  // ===================================================================================================================
  // Verbs
  // ===================================================================================================================

  private static void verbs(RomanceLexicon.Builder b) {
    irregular(b, GAIN, "ottenere", "ottengo", "ottieni", "ottiene", "otteniamo", "ottengono", "ottenga", "ottenga",
        "ottengano", "ottieni", "ottenuto");
    regular(b, LOSE, "perdere");
    b.words(LOSE, PARTICIPLE, "perso", "persa", "persi", "perse");
    regular(b, DRAW, "pescare");
    regular(b, DISCARD, "scartare");
    regular(b, SACRIFICE, "sacrificare");
    regular(b, PUT, "mettere");
    regular(b, PUT, "posizionare");
    b.words(PUT, PARTICIPLE, "messo", "messa", "messi", "messe");
    regular(b, SEND, "mandare");
    regular(b, SEND, "inviare");
    regular(b, RETURN, "riportare");
    regular(b, MOVE, "spostare");
    regular(b, CREATE, "creare");
    regular(b, READY, "ripristinare");
    regular(b, EXHAUST, "consumare");
    regular(b, PLAY, "giocare");
    regular(b, ROLL, "tirare");
    regular(b, ROLL, "lanciare");
    regular(b, REVEAL, "rivelare");
    regular(b, LOOK, "guardare");
    irregular(b, CHOOSE, "scegliere", "scelgo", "scegli", "sceglie", "scegliamo", "scelgono", "scelga", "scelga",
        "scelgano", "scegli", "scelto");
    b.words(CHOOSE, PARTICIPLE, "scelta", "scelti", "scelte");
    irregular(b, MAKE, "fare", "faccio", "fai", "fa", "facciamo", "fanno", "faccia", "faccia", "facciano", "fai",
        "fatto");
    b.words(MAKE, INFINITIVE, "far");
    b.words(MAKE, IMPERATIVE, "fa'");
    regular(b, EXCHANGE, "scambiare");
    regular(b, ACTIVATE, "attivare");
    regular(b, PAY, "pagare");
    regular(b, SPEND, "spendere");
    regular(b, REMOVE, "rimuovere");
    b.words(REMOVE, PARTICIPLE, "rimosso", "rimossa", "rimossi", "rimosse");
    regular(b, DOUBLE, "raddoppiare");
    isc(b, DISTRIBUTE, "distribuire");
    irregular(b, REDUCE, "ridurre", "riduco", "riduci", "riduce", "riduciamo", "riducono", "riduca", "riduca",
        "riducano", "riduci", "ridotto");
    regular(b, INCREASE, "aumentare");
    irregular(b, ADD, "aggiungere", "aggiungo", "aggiungi", "aggiunge", "aggiungiamo", "aggiungono", "aggiunga",
        "aggiunga", "aggiungano", "aggiungi", "aggiunto");
    isc(b, GIVE, "conferire");
    irregular(b, GIVE, "dare", "do", "dai", "dà", "diamo", "danno", "dia", "dia", "diano", "dai", "dato");
    irregular(b, HAVE, "avere", "ho", "hai", "ha", "abbiamo", "hanno", "abbia", "abbia", "abbiano", "abbi", "avuto");
    b.words(HAVE, P1 | P3 | PAST, "aveva", "avevo", "avesse", "avessi");
    b.words(HAVE, P2 | PAST, "avevi");
    b.words(HAVE, P3 | PLURAL | PAST, "avevano", "avessero");
    irregular(b, BE, "essere", "sono", "sei", "è", "siamo", "sono", "sia", "sia", "siano", "sii", "stato");
    b.words(BE, PARTICIPLE, "stata", "stati", "state");
    // Accented forms a folded look-up would take for another word ("e" and, "da" from).
    b.accented("è", out(BE, P3));
    // "sono" without a subject is "I am" ("Se sono in {M}"); a plural subject says itself who "sono" is.
    b.accented("sono", out(BE, P1));
    b.accented("dà", out(GIVE, P3));
    b.words(BE, P1 | P3 | PAST, "era", "ero", "fosse", "fossi");
    b.words(BE, P2 | PAST, "eri");
    b.words(BE, P3 | PLURAL | PAST, "erano", "fossero");
    irregular(b, GO, "andare", "vado", "vai", "va", "andiamo", "vanno", "vada", "vada", "vadano", "vai", "andato");
    isc(b, GO, "finire");
    regular(b, RETURN, "tornare");
    regular(b, LEAVE, "lasciare");
    isc(b, JOIN, "unire");
    regular(b, JOIN, "entrare");
    regular(b, ADVANCE, "avanzare");
    regular(b, RETREAT, "arretrare");
    irregular(b, SUCCEED, "riuscire", "riesco", "riesci", "riesce", "riusciamo", "riescono", "riesca", "riesca",
        "riescano", "riesci", "riuscito");
    regular(b, SWITCH, "cambiare");
    isc(b, PREVENT, "impedire");
    regular(b, COST, "costare");
    regular(b, COUNT, "contare");
    irregular(b, KEEP, "tenere", "tengo", "tieni", "tiene", "teniamo", "tengono", "tenga", "tenga", "tengano",
        "tieni", "tenuto");
    irregular(b, KEEP, "mantenere", "mantengo", "mantieni", "mantiene", "manteniamo", "mantengono", "mantenga",
        "mantenga", "mantengano", "mantieni", "mantenuto");
    regular(b, BEGIN, "iniziare");
    regular(b, BEGIN, "cominciare");
    irregular(b, REMAIN, "rimanere", "rimango", "rimani", "rimane", "rimaniamo", "rimangono", "rimanga", "rimanga",
        "rimangano", "rimani", "rimasto");
    regular(b, REMAIN, "restare");
    regular(b, IGNORE, "ignorare");
    irregular(b, CAN, "potere", "posso", "puoi", "può", "possiamo", "possono", "possa", "possa", "possano", "puoi",
        "potuto");
    b.words(CAN, P3, "potrà", "potrebbe");
    irregular(b, EQUALS, "equivalere", "equivalgo", "equivali", "equivale", "equivaliamo", "equivalgono",
        "equivalga", "equivalga", "equivalgano", "equivali", "equivalso");
    regular(b, USE, "usare");
    regular(b, USE, "utilizzare");
    regular(b, CONTROL, "controllare");
    irregular(b, OWN, "possedere", "possiedo", "possiedi", "possiede", "possediamo", "possiedono", "possieda",
        "possieda", "possiedano", "possiedi", "posseduto");
    irregular(b, TAKE, "prendere", "prendo", "prendi", "prende", "prendiamo", "prendono", "prenda", "prenda",
        "prendano", "prendi", "preso");
    irregular(b, RETURN, "riprendere", "riprendo", "riprendi", "riprende", "riprendiamo", "riprendono", "riprenda",
        "riprenda", "riprendano", "riprendi", "ripreso");
    regular(b, WIN, "vincere");
    regular(b, PASS, "passare");
    regular(b, BECOME, "diventare");
  }

  /**
   * A regular verb (-are, -ere, -ire) in the forms card text uses. Stems in -c/-g keep their sound before i and e
   * ("pesc-are": "peschi"); stems in -i do not double it ("scambi-are": "scambi").
   */
  private static void regular(RomanceLexicon.Builder b, int type, String infinitive) {
    String inf = RomanceLexicon.fold(infinitive);
    String stem = inf.substring(0, inf.length() - 3);
    String end = inf.substring(inf.length() - 3);
    boolean are = end.equals("are");
    boolean ire = end.equals("ire");
    String soft = are && (stem.endsWith("c") || stem.endsWith("g")) ? stem + "h" : stem;
    String i = are && stem.endsWith("i") ? soft : soft + "i";
    b.words(type, INFINITIVE, inf);
    b.words(type, P1, stem + "o");
    if (are) {
      b.words(type, P3 | IMPERATIVE, stem + "a");
      b.words(type, P2 | SUBJUNCTIVE | P1 | P3, i);
      b.words(type, P3 | PLURAL, stem + "ano");
      b.words(type, P3 | PLURAL | SUBJUNCTIVE, i + "no");
    } else {
      b.words(type, P3, stem + "e");
      b.words(type, P2 | IMPERATIVE, stem + "i");
      b.words(type, P1 | P3 | SUBJUNCTIVE, stem + "a");
      b.words(type, P3 | PLURAL, stem + "ono");
      b.words(type, P3 | PLURAL | SUBJUNCTIVE, stem + "ano");
    }
    b.words(type, P1 | PLURAL, (are && stem.endsWith("i") ? soft : soft + "i") + "amo");
    String v = are ? "a" : ire ? "i" : "e";
    String part = are ? "at" : ire ? "it" : "ut";
    b.words(type, PARTICIPLE, stem + part + "o", stem + part + "a");
    b.words(type, PARTICIPLE | PLURAL, stem + part + "i", stem + part + "e");
    b.words(type, INFINITIVE, stem + (are ? "ando" : "endo"));
    b.words(type, P1 | P3 | PAST, stem + v + "va", stem + v + "vo", stem + v + "sse", stem + v + "ssi");
    b.words(type, P2 | PAST, stem + v + "vi");
    b.words(type, P3 | PLURAL | PAST, stem + v + "vano", stem + v + "ssero");
  }

  /** An -ire verb with -isc- in the present ("unire": "unisce", "distribuire": "distribuisci"). */
  private static void isc(RomanceLexicon.Builder b, int type, String infinitive) {
    regular(b, type, infinitive);
    String stem = infinitive.substring(0, infinitive.length() - 3);
    b.words(type, P1, stem + "isco");
    b.words(type, P2 | IMPERATIVE, stem + "isci");
    b.words(type, P3, stem + "isce");
    b.words(type, P3 | PLURAL, stem + "iscono");
    b.words(type, P1 | P3 | SUBJUNCTIVE, stem + "isca");
    b.words(type, P3 | PLURAL | SUBJUNCTIVE, stem + "iscano");
  }

  /**
   * An irregular verb: infinitive; present io, tu, lui, noi, loro; subjunctive io/lui (twice: io, lui), loro;
   * imperative tu; participle.
   */
  private static void irregular(RomanceLexicon.Builder b, int type, String inf, String p1, String p2, String p3,
      String p1pl, String p3pl, String s1, String s3, String s3pl, String imp, String participle) {
    b.words(type, INFINITIVE, inf);
    b.words(type, P1, p1);
    b.words(type, P2, p2);
    b.words(type, P3, p3);
    b.words(type, P1 | PLURAL, p1pl);
    b.words(type, P3 | PLURAL, p3pl);
    b.words(type, P1 | P3 | SUBJUNCTIVE, s1, s3);
    b.words(type, P3 | PLURAL | SUBJUNCTIVE, s3pl);
    b.words(type, IMPERATIVE, imp);
    b.words(type, PARTICIPLE, participle);
    String stem = participle.substring(0, participle.length() - 1);
    b.words(type, PARTICIPLE, stem + "a");
    b.words(type, PARTICIPLE | PLURAL, stem + "i", stem + "e");
  }

  // ===================================================================================================================
  // Nouns and adjectives
  // ===================================================================================================================

  private static void nouns(RomanceLexicon.Builder b) {
    laterSetNouns(b);
    noun(b, CHARACTER, "personaggio", "personaggi");
    noun(b, PERMANENT, "permanente", "permanenti");
    noun(b, SPELL, "incantesimo", "incantesimi");
    noun(b, CARD, "carta", "carte");
    noun(b, TOKEN_N, "pedina", "pedine");
    noun(b, LANDMARK, "fulcro", "fulcri");
    noun(b, EXPEDITION, "spedizione", "spedizioni");
    noun(b, HERO, "eroe", "eroi");
    noun(b, COMPANION, "compagno", "compagni");
    noun(b, REGION, "regione", "regioni");
    noun(b, PLAYER, "giocatore", "giocatori");
    noun(b, OPPONENT, "avversario", "avversari");
    b.words(MANA, 0, "mana");
    noun(b, ORB, "sfera", "sfere");
    noun(b, BOOST, "rinforzo", "rinforzi");
    noun(b, COUNTER, "segnalino", "segnalini");
    b.words(ABILITY, 0, "abilità");
    noun(b, ZONE, "area", "aree");
    noun(b, ZONE, "zona", "zone");
    noun(b, RESERVE, "riserva", "riserve");
    noun(b, HAND, "mano", "mani");
    noun(b, DECK, "mazzo", "mazzi");
    b.words(GAME, SINGULAR, "partita");
    b.words(PLAYN, SINGULAR, "gioco");
    noun(b, TURN, "turno", "turni");
    noun(b, DAY, "giorno", "giorni");
    noun(b, DAY, "giornata", "giornate");
    b.words(MORNING, SINGULAR, "mattina", "mattino");
    b.words(NOON, SINGULAR, "mezzogiorno");
    b.words(AFTERNOON, SINGULAR, "pomeriggio");
    b.words(DUSK, SINGULAR, "crepuscolo");
    b.words(NIGHT, SINGULAR, "notte");
    b.words(REST, SINGULAR, "riposo");
    noun(b, DIE, "dado", "dadi");
    b.words(DIE, SINGULAR, "tiro");
    noun(b, RESULT, "risultato", "risultati");
    noun(b, STATISTIC, "statistica", "statistiche");
    b.words(BASE, 0, "base");
    noun(b, COST_N, "costo", "costi");
    noun(b, TERRAIN, "terreno", "terreni");
    noun(b, POSITION, "posizione", "posizioni");
    noun(b, OWNER, "proprietario", "proprietari");
    noun(b, CONTROLLER, "controllore", "controllori");
    noun(b, LIMIT, "limite", "limiti");
    b.words(MAXIMUM, 0, "massimo", "max");
    b.words(MINIMUM, 0, "minimo", "min");
    noun(b, OPTION, "opzione", "opzioni");
    b.words(SUPPORT, 0, "supporto");
    noun(b, ACTION, "azione", "azioni");
    b.words(END, 0, "fine");
    b.words(FINAL, 0, "finale");
    b.words(NUMBER_N, 0, "numero");
    b.words(MORE, 0, "aggiuntivo", "aggiuntiva", "aggiuntivi", "aggiuntive");
    b.words(TOTAL, 0, "totale");
    b.words(EXHAUSTED, SINGULAR, "consumato", "consumata");
    b.words(EXHAUSTED, PLURAL, "consumati", "consumate");
    b.words(READY_ADJ, SINGULAR, "ripristinato", "ripristinata", "pronto", "pronta");
    b.words(READY_ADJ, PLURAL, "ripristinati", "ripristinate", "pronti", "pronte");
    b.words(PLAYED, SINGULAR, "giocato", "giocata");
    b.words(PLAYED, PLURAL, "giocati", "giocate");
    b.words(TARGET, SINGULAR, "bersaglio");
    b.words(TARGET, PLURAL, "bersagli");
    b.words(EMPTY, 0, "vuoto", "vuota");
    b.words(ADJACENT, 0, "adiacente", "adiacenti");
    b.words(BEHIND, 0, "indietro");
    b.words(AHEAD, 0, "avanti");
  }

  /** Words the later sets bring: Ascended as a plain word (2.4.3), regions (3.2.1) and their markers (3.2.1.d). */
  private static void laterSetNouns(RomanceLexicon.Builder b) {
    b.words(ASCENDED_ADJ, SINGULAR, "asceso", "ascesa");
    b.words(ASCENDED_ADJ, PLURAL, "ascesi", "ascese");
    b.words(VISIBLE, 0, "visibile", "visibili");
    b.phrase("con un unico tipo di terreno", out(SINGLE_TERRAIN));
    b.phrase("con un solo tipo di terreno", out(SINGLE_TERRAIN));
    noun(b, MARKER, "indicatore", "indicatori");
    // "altrettanti rinforzi": that many boosts.
    b.split("altrettanti", out(THAT_DEM), out(NUMBER_N));
    b.split("altrettante", out(THAT_DEM), out(NUMBER_N));
    // "nessuna delle mie spedizioni si trova in {M}": is in.
    b.phrase("si trova", out(BE, P3));
    b.phrase("si trovano", out(BE, P3 | PLURAL));
  }

  private static void noun(RomanceLexicon.Builder b, int type, String singular, String plural) {
    b.words(type, SINGULAR, singular);
    b.words(type, PLURAL, plural);
  }

  // ===================================================================================================================
  // Phrases
  // ===================================================================================================================

  private static void phrases(RomanceLexicon.Builder b) {
    // A possessive keeps its article in Italian ("la tua mano", "nella mia spedizione"): the article says nothing.
    String[][] possessives = {{"mio", "mia", "miei", "mie"}, {"tuo", "tua", "tuoi", "tue"},
        {"suo", "sua", "suoi", "sue"}, {"proprio", "propria", "propri", "proprie"}};
    int[] poss = {MY, YOUR, ITS, ITS};
    String[] articles = {"il", "la", "i", "le"};
    String[][] preps = {{"del", "della", "dei", "delle"}, {"dal", "dalla", "dai", "dalle"},
        {"al", "alla", "ai", "alle"}, {"nel", "nella", "nei", "nelle"}};
    int[] prepTypes = {OF, FROM, TO, IN};
    for (int p = 0; p < poss.length; p++) {
      for (int g = 0; g < 4; g++) {
        int number = g < 2 ? SINGULAR : PLURAL;
        b.phrase(articles[g] + " " + possessives[p][g], out(poss[p], number));
        for (int k = 0; k < preps.length; k++) {
          b.phrase(preps[k][g] + " " + possessives[p][g], out(prepTypes[k]), out(poss[p], number));
        }
      }
    }
    for (int g = 0; g < 4; g++) {
      b.phrase(articles[g] + " loro", out(THEIR));
      for (int k = 0; k < preps.length; k++) {
        b.phrase(preps[k][g] + " loro", out(prepTypes[k]), out(THEIR));
      }
    }
    b.phrase("area del mana", out(ZONE, SINGULAR), out(OF), out(MANA));
    b.phrase("area delle spedizioni", out(ZONE, SINGULAR), out(OF), out(EXPEDITION, SINGULAR));
    b.phrase("area dei fulcri", out(ZONE, SINGULAR), out(OF), out(LANDMARK, SINGULAR));
    b.phrase("area dell' eroe", out(ZONE, SINGULAR), out(OF), out(HERO, SINGULAR));
    b.phrase("per ogni", out(FOR_EACH));
    b.phrase("per ciascun", out(FOR_EACH));
    b.phrase("per ciascuna", out(FOR_EACH));
    b.phrase("come se", out(AS_IF));
    b.phrase("per via di", out(DUE_TO));
    b.phrase("per via del", out(DUE_TO), out(THE, SINGULAR));
    b.phrase("a causa di", out(DUE_TO));
    b.phrase("invece", out(INSTEAD));
    b.phrase("invece di", out(INSTEAD_OF));
    b.phrase("al posto di", out(INSTEAD_OF));
    b.phrase("oltre a", out(IN_ADDITION_TO));
    b.phrase("oltre ai", out(IN_ADDITION_TO), out(THE, PLURAL));
    b.phrase("oltre al", out(IN_ADDITION_TO), out(THE, SINGULAR));
    b.phrase("in base a", out(DEPENDING_ON));
    b.phrase("in base al", out(DEPENDING_ON), out(THE, SINGULAR));
    b.phrase("in questo modo", out(THIS_WAY));
    b.phrase("di nuovo", out(AGAIN));
    b.phrase("un' altra volta", out(AGAIN));
    b.phrase("a caso", out(AT_RANDOM));
    b.phrase("casualmente", out(AT_RANDOM));
    b.phrase("e poi", out(AND), out(THEN));
    b.phrase("a meno che non", out(UNLESS));
    b.phrase("a meno che", out(UNLESS));
    b.phrase("altrimenti", out(OTHERWISE));
    b.phrase("anche se", out(EVEN_IF));
    b.phrase("almeno", out(AT_LEAST));
    b.phrase("fino a un max di", out(UP_TO_MAX));
    b.phrase("fino a un massimo di", out(UP_TO_MAX));
    b.phrase("fino a un max . di", out(UP_TO_MAX));
    b.phrase("fino a un minimo di", out(DOWN_TO_MIN));
    b.phrase("fino a", out(UP_TO));
    b.phrase("fino al", out(UP_TO), out(THE, SINGULAR));
    b.phrase("fino alla", out(UP_TO), out(THE, SINGULAR));
    b.phrase("più alta", out(HIGHEST));
    b.phrase("più alto", out(HIGHEST));
    b.phrase("una volta", out(ONCE));
    b.phrase("due volte", out(TWICE));
    b.phrase("più volte", out(TIMES, PLURAL));
    b.phrase("un numero qualsiasi", out(ANY_NUMBER));
    b.phrase("qualsiasi numero", out(ANY_NUMBER));
    b.phrase("il resto di", out(THE, SINGULAR), out(REST_OF));
    b.phrase("quanto segue", out(FOLLOWING));
    b.phrase("sto per", out(WOULD, P1));
    b.phrase("stai per", out(WOULD, P2));
    b.phrase("sta per", out(WOULD, P3));
    b.phrase("stanno per", out(WOULD, P3 | PLURAL));
    b.phrase("stesse per", out(WOULD, P3));
    b.phrase("pila degli scarti", out(DISCARD_PILE));
    b.phrase("pila di scarti", out(DISCARD_PILE));
    b.phrase("costo dalla mano", out(HAND_COST));
    b.phrase("costo in mano", out(HAND_COST));
    b.phrase("costo dalla riserva", out(RESERVE_COST));
    b.phrase("costo in riserva", out(RESERVE_COST));
    b.phrase("in cima", out(TOP));
    b.phrase("in fondo", out(BOTTOM));
    b.phrase("in situazione di parità", out(TIED));
    b.phrase("in parità", out(TIED));
    b.phrase("primo giocatore", out(FIRST_PLAYER));
    b.phrase("un luogo qualsiasi", out(ANYWHERE));
    b.phrase("qualsiasi luogo", out(ANYWHERE));
    b.phrase("gratuitamente", out(FREE));
    b.phrase("gratis", out(FREE));
    b.phrase("senza pagarne il costo", out(FREE));
    b.phrase("c' è", out(THERE_IS, P3));
    b.phrase("ci sono", out(THERE_IS, P3 | PLURAL));
    b.phrase("ci siano", out(THERE_IS, P3 | PLURAL));
    b.phrase("ci sia", out(THERE_IS, P3));
    // "Se sto affrontando un personaggio": I'm facing a Character.
    b.phrase("sto affrontando", out(BE, P1), out(FACING));
    b.phrase("stia affrontando", out(BE, P1 | P3 | SUBJUNCTIVE), out(FACING));
    b.phrase("sta affrontando", out(BE, P3), out(FACING));
    b.phrase("che mi affronta", out(FACING), out(ME, P1));
    b.phrase("che mi affrontano", out(FACING), out(ME, P1));
    b.phrase("che la affronta", out(FACING), out(CL_IT, SINGULAR));
    b.phrase("che lo affronta", out(FACING), out(CL_IT, SINGULAR));
    b.phrase("che le affrontano", out(FACING), out(CL_THEM, PLURAL));
    b.phrase("che li affrontano", out(FACING), out(CL_THEM, PLURAL));
    // "sei" is six, and "you are" after "se" and "non".
    b.phrase("se sei", out(IF), out(BE, P2));
    b.phrase("non sei", out(NOT), out(BE, P2));
    b.phrase("senza pagare il mio costo", out(FREE));
    b.phrase("senza pagare il suo costo", out(FREE));
    b.phrase("senza pagare il loro costo", out(FREE));
    // "l'altra tua spedizione": your other Expedition.
    for (String[] o : new String[][] {{"tua", "YOUR"}, {"mia", "MY"}, {"sua", "ITS"}}) {
      int type = o[1].equals("YOUR") ? YOUR : o[1].equals("MY") ? MY : ITS;
      b.phrase("l' altra " + o[0], out(type, SINGULAR), out(OTHER, SINGULAR));
      b.phrase("nell' altra " + o[0], out(IN), out(type, SINGULAR), out(OTHER, SINGULAR));
      b.phrase("all' altra " + o[0], out(TO), out(type, SINGULAR), out(OTHER, SINGULAR));
    }
    b.phrase("gli altri loro", out(THEIR), out(OTHER, PLURAL));
    b.phrase("i suoi altri", out(ITS, PLURAL), out(OTHER, PLURAL));
    b.phrase("i loro altri", out(THEIR), out(OTHER, PLURAL));
    b.phrase("in aggiunta ai suoi altri", out(IN_ADDITION_TO), out(ITS, PLURAL), out(OTHER, PLURAL));
    b.phrase("in aggiunta ai loro altri", out(IN_ADDITION_TO), out(THEIR), out(OTHER, PLURAL));
    b.phrase("in aggiunta a", out(IN_ADDITION_TO));
    // "fino a due bersagli, che siano personaggi o permanenti": up to two targets, Characters or Permanents.
    b.phrase("che siano personaggi", out(CHARACTER, PLURAL));
    b.phrase("che siano permanenti", out(PERMANENT, PLURAL));
    // "in mano" alone is your hand; "in mano al suo proprietario" its owner's.
    b.phrase("in mano", out(IN), out(YOUR, SINGULAR), out(HAND, SINGULAR));
    b.phrase("in mano al suo", out(IN), out(HAND, SINGULAR), out(TO), out(ITS, SINGULAR));
    b.phrase("in mano al loro", out(IN), out(HAND, SINGULAR), out(TO), out(THEIR));
    b.phrase("in mano al mio", out(IN), out(HAND, SINGULAR), out(TO), out(MY, SINGULAR));
    // "la spedizione del tuo eroe": your Hero Expedition.
    for (String[] k : new String[][] {{"eroe", "HERO"}, {"compagno", "COMPANION"}}) {
      int kind = k[1].equals("HERO") ? HERO : COMPANION;
      b.phrase("nella spedizione del tuo " + k[0], out(IN), out(YOUR, SINGULAR), out(EXPEDITION, SINGULAR), out(OF),
          out(kind, SINGULAR));
      b.phrase("la spedizione del tuo " + k[0], out(YOUR, SINGULAR), out(EXPEDITION, SINGULAR), out(OF),
          out(kind, SINGULAR));
    }
    b.phrase("a meno che io non", out(UNLESS), out(I, P1));
    b.phrase("a meno che tu non", out(UNLESS), out(YOU, P2));
    // "non le impediscono di avanzare": don't prevent it from moving forward.
    b.phrase("non le impediscono di", out(NOT), out(PREVENT, P3 | PLURAL), out(THAT));
    b.phrase("non impediscono alla mia spedizione di", out(NOT), out(PREVENT, P3 | PLURAL), out(THAT),
        out(MY, SINGULAR), out(EXPEDITION, SINGULAR));
    b.phrase("conferire loro", out(GIVE, INFINITIVE), out(CL_DAT_PL, PLURAL));
    b.phrase("rispetto al numero massimo", out(ABOVE), out(ITS, SINGULAR), out(MAXIMUM));
    // "in ogni tua spedizione": in each of your Expeditions.
    b.phrase("in ogni tua spedizione", out(IN), out(EACH, SINGULAR), out(A, SINGULAR), out(OF), out(YOUR, PLURAL),
        out(EXPEDITION, PLURAL));
    b.phrase("ogni tua spedizione", out(EACH, SINGULAR), out(A, SINGULAR), out(OF), out(YOUR, PLURAL),
        out(EXPEDITION, PLURAL));
    b.phrase("non pedina", out(NON), out(TOKEN_N, SINGULAR));
    b.phrase("non pedine", out(NON), out(TOKEN_N, PLURAL));
    b.phrase("otteniamo entrambi", out(BOTH), out(GAIN, P1 | PLURAL));
    b.phrase("avere un costo inferiore a", out(COST, INFINITIVE), out(LESS), out(OF));
    for (String f : new String[] {"giocati", "giocate", "giocato", "giocata"}) {
      // "i personaggi giocati dai tuoi avversari": the Characters your opponents play.
      b.phrase(f + " dai tuoi avversari", out(THAT), out(YOUR, PLURAL), out(OPPONENT, PLURAL),
          out(PLAY, P3 | PLURAL));
      b.phrase(f + " dal tuo avversario", out(THAT), out(YOUR, SINGULAR), out(OPPONENT, SINGULAR), out(PLAY, P3));
    }
    b.phrase("puoi eseguire questa azione", out(ACTIVATE, P2), out(THIS, SINGULAR));
    b.phrase("distribuite a tua scelta", out(DISTRIBUTE, PARTICIPLE), out(AS), out(CHOOSE, P2));
    b.phrase("distribuiti a tua scelta", out(DISTRIBUTE, PARTICIPLE), out(AS), out(CHOOSE, P2));
    b.phrase("a cominciare da te", out(BEGIN), out(FOR), out(YOU, P2));
    b.phrase("con nessuna statistica superiore a", out(WITHOUT), out(STATISTIC, SINGULAR), out(ABOVE), out(OF));
    b.phrase("un massimo di", out(UP_TO));
    b.phrase("al suo interno", out(IN), out(HIM, P3 | SINGULAR));
    b.phrase("per ciascuno", out(FOR_EACH), out(A, SINGULAR));
    b.phrase("per ciascuna", out(FOR_EACH), out(A, SINGULAR));
    b.phrase("esegui la seguente azione", out(MAKE, P2 | IMPERATIVE), out(FOLLOWING));
    b.phrase("esegui quanto segue", out(MAKE, P2 | IMPERATIVE), out(FOLLOWING));
    String[][] done = {{"scartato", "DISCARD"}, {"messo", "PUT"}, {"giocato", "PLAY"}, {"sacrificato", "SACRIFICE"},
        {"consumato", "EXHAUST"}, {"rivelato", "REVEAL"}, {"pescato", "DRAW"}};
    for (String[] d : done) {
      int type = switch (d[1]) {
        case "DISCARD" -> DISCARD;
        case "PUT" -> PUT;
        case "PLAY" -> PLAY;
        case "SACRIFICE" -> SACRIFICE;
        case "EXHAUST" -> EXHAUST;
        case "REVEAL" -> REVEAL;
        default -> DRAW;
      };
      // "Se hai scartato una carta in questo modo": if you discarded a card this way.
      b.phrase("hai " + d[0], out(type, P2 | PAST));
    }
    b.phrase("un qualsiasi numero", out(ANY_NUMBER));
    b.phrase("altrettante carte", out(THAT_DEM, PLURAL), out(NUMBER_N), out(OF), out(CARD, PLURAL));
    b.phrase("in cima al", out(IN), out(THE, SINGULAR), out(TOP), out(OF), out(THE, SINGULAR));
    b.phrase("in cima alla", out(IN), out(THE, SINGULAR), out(TOP), out(OF), out(THE, SINGULAR));
    b.phrase("in fondo al", out(IN), out(THE, SINGULAR), out(BOTTOM), out(OF), out(THE, SINGULAR));
    b.phrase("in fondo alla", out(IN), out(THE, SINGULAR), out(BOTTOM), out(OF), out(THE, SINGULAR));
    b.phrase("di notte", out(TO), out(NIGHT, SINGULAR));
    b.phrase("di mattina", out(TO), out(MORNING, SINGULAR));
    b.phrase("di pomeriggio", out(TO), out(AFTERNOON, SINGULAR));
    b.phrase("se il risultato è", out(ON_A, P2));
    b.phrase("se ottieni", out(ON_A, P2));
    b.phrase("con un risultato di", out(ON_A, P2));
    b.phrase("con :", out(ON_A, P2), out(COLON));
    b.phrase("in meno", out(LESS));
    // "un permanente bersaglio della spedizione": the target word sits inside the noun "Expedition Permanent".
    b.phrase("permanente bersaglio della spedizione", out(PERMANENT, SINGULAR), out(OF), out(EXPEDITION, SINGULAR),
        out(TARGET, SINGULAR));
    b.phrase("permanenti bersaglio della spedizione", out(PERMANENT, PLURAL), out(OF), out(EXPEDITION, SINGULAR),
        out(TARGET, PLURAL));
    // "degli altri personaggi": of other Characters (the partitive article says nothing).
    b.phrase("degli altri", out(OF), out(OTHER, PLURAL));
    b.phrase("delle altre", out(OF), out(OTHER, PLURAL));
    // "di ogni personaggio che controlli e di quelli nella tua Riserva": "those" repeats the noun, the place is a
    // second condition on it.
    b.phrase("e di quelli", out(AND));
    b.phrase("e di quelle", out(AND));
    // "una spedizione in testa": an Expedition that's ahead.
    b.phrase("in testa", out(AHEAD));
    // "con dei segnalini": the partitive article is an indefinite plural ("with counters").
    b.phrase("con dei", out(WITH));
    b.phrase("con degli", out(WITH));
    b.phrase("con delle", out(WITH));
    // "con un costo minimo di {1}", "con un minimo di {1}": down to a minimum of {1}.
    b.phrase("con un costo minimo di", out(DOWN_TO_MIN));
    b.phrase("con un minimo di", out(DOWN_TO_MIN));
    // "altrettanti dadi": that many dice; "un tiro a tua scelta": the roll you choose.
    b.phrase("altrettanti dadi", out(THAT_DEM, PLURAL), out(NUMBER_N), out(OF), out(DIE, PLURAL));
    b.phrase("a tua scelta", out(THAT), out(CHOOSE, P2));
    // "avanza invece di una regione in più": "di" is the distance, not "instead of" ("invece di una carta").
    for (String f : new String[] {"avanza", "avanzo", "avanzano", "avanzi"}) {
      b.phrase(f + " invece di", out(ADVANCE, f.equals("avanzo") ? P1 : f.equals("avanzano") ? P3 | PLURAL
          : f.equals("avanzi") ? P2 : P3 | IMPERATIVE), out(INSTEAD), out(OF));
    }
    b.phrase("in più", out(MORE));
    for (String[] d : new String[][] {{"questo", "turno"}, {"questa", "giornata"}, {"questo", "pomeriggio"},
        {"questo", "giorno"}}) {
      b.phrase("in " + d[0] + " " + d[1], out(THIS, SINGULAR), out(d[1].equals("turno") ? TURN
          : d[1].equals("pomeriggio") ? AFTERNOON : DAY, SINGULAR));
    }
    b.phrase("scegli come bersaglio", out(MAKE, P2 | IMPERATIVE), out(TARGET));
    b.phrase("scegliere come bersaglio", out(MAKE, INFINITIVE), out(TARGET));
    b.phrase("sceglie come bersaglio", out(MAKE, P3), out(TARGET));
    b.phrase("scelgono come bersaglio", out(MAKE, P3 | PLURAL), out(TARGET));
    b.phrase("base pari a", out(BASE), out(OF));
    b.phrase("base è pari a", out(BASE), out(BE, P3));
    b.phrase("tranne che per via di", out(EXCEPT), out(DUE_TO));
    for (String f : new String[] {"controllato", "controllata", "controllati", "controllate"}) {
      b.phrase(f + " da", out(CONTROL, PARTICIPLE), out(FOR));
    }
  }

  // ===================================================================================================================
  // Keywords, statuses, sub-types, token and counter names
  // ===================================================================================================================

  private static void brackets(RomanceLexicon.Builder b) {
    b.action(KeywordAction.AFTER_YOU, "dopo di te");
    b.action(KeywordAction.ASCEND, "ascendi", "ascendere", "ascende", "ascendono");
    b.action(KeywordAction.AUGMENT, "accresci", "accrescere", "accresce");
    b.action(KeywordAction.DEFECT, "diserta", "disertare", "disertano");
    b.action(KeywordAction.EXHAUSTED_RESUPPLY, "rifornisci-consuma", "rifornire-consumare", "rifornisce-consuma",
        "rifornisci e consuma", "rifornire e consumare");
    b.action(KeywordAction.RESUPPLY, "rifornisci", "rifornire", "rifornisce", "riforniscono");
    b.action(KeywordAction.RUSH, "carica", "caricare", "incalzare", "incalza", "incalzi");
    b.action(KeywordAction.SABOTAGE, "sabota", "sabotare", "sabotano");
    b.ability(KeywordAbilityId.COOLDOWN, "raffreddamento");
    b.ability(KeywordAbilityId.DEFENDER, "difensore", "difensori");
    b.ability(KeywordAbilityId.ETERNAL, "eterno", "eterna", "eterni", "eterne");
    b.ability(KeywordAbilityId.GIGANTIC, "colossale", "colossali");
    b.ability(KeywordAbilityId.SCOUT, "esploratore", "esploratori");
    b.ability(KeywordAbilityId.SEASONED, "temprato", "temprata", "temprati", "temprate");
    b.ability(KeywordAbilityId.TOUGH, "tenace", "tenaci");
    b.status(Status.ANCHORED, "ancorato", "ancorata", "ancorati", "ancorate");
    b.status(Status.ASCENDED, "asceso", "ascesa", "ascesi", "ascese");
    b.status(Status.ASLEEP, "dormiente", "dormienti");
    b.status(Status.BOOSTED, "rinforzato", "rinforzata", "rinforzati", "rinforzate");
    b.status(Status.EXHAUSTED, "consumato", "consumata", "consumati", "consumate");
    b.status(Status.FLEETING, "fugace", "fugaci");
    b.subtype("ADVENTURER", "avventuriero", "avventurieri", "avventuriera", "avventuriere");
    b.subtype("ANIMAL", "animale", "animali");
    b.subtype("APPRENTICE", "apprendista", "apprendisti");
    b.subtype("ARTIST", "artista", "artisti");
    b.subtype("BUREAUCRAT", "burocrate", "burocrati");
    b.subtype("CITIZEN", "cittadino", "cittadini", "cittadina", "cittadine");
    b.subtype("DEITY", "divinità", "divinità");
    b.subtype("DRAGON", "drago", "draghi");
    b.subtype("DRUID", "druido", "druidi");
    b.subtype("ELEMENTAL", "elementale", "elementali");
    b.subtype("ENGINEER", "ingegnere", "ingegneri");
    b.subtype("FAIRY", "fata", "fate");
    b.subtype("LEVIATHAN", "leviatano", "leviatani");
    b.subtype("MAGE", "mago", "maghi", "maga", "maghe");
    b.subtype("MESSENGER", "messaggero", "messaggeri");
    b.subtype("NOBLE", "nobile", "nobili");
    b.subtype("PLANT", "pianta", "piante");
    b.subtype("ROBOT", "robot", "robot");
    b.subtype("SCHOLAR", "erudito", "eruditi", "studioso", "studiosi");
    b.subtype("SCIENTIST", "scienziato", "scienziati", "scienziata", "scienziate");
    b.subtype("SOLDIER", "soldato", "soldati");
    b.subtype("SPIRIT", "spirito", "spiriti");
    b.subtype("TITAN", "titano", "titani");
    b.subtype("TRAINER", "addestratore", "addestratori");
    b.subtype("CONSTRUCTION", "costruzione", "costruzioni");
    b.subtype("GEAR", "equipaggiamento", "equipaggiamenti");
    b.subtype("SITE", "luogo", "luoghi");
    b.subtype("BOON", "benedizione", "benedizioni");
    b.subtype("CONJURATION", "evocazione", "evocazioni");
    b.subtype("DISRUPTION", "disturbo", "disturbi");
    b.subtype("MANEUVER", "manovra", "manovre");
    b.subtype("SONG", "canzone", "canzoni");
    b.subtype("ILLUSION", "illusione", "illusioni");
    b.tokenName("Brassbug", "Ottonblatta");
    b.tokenName("Ordis Recruit", "Recluta Ordis", "Recluta di Ordis", "Recluta de Ordis");
    b.tokenName("Booda", "Booda");
    b.tokenName("Maw", "Fauce");
    b.tokenName("Dragon Shade", "Spirito del Drago");
    b.tokenName("Mana Moth", "Falena di Mana");
    b.tokenName("Aerolith", "Aerolite");
    b.tokenName("Manaseed", "Seme di Mana");
    b.tokenName("Woollyback", "Lanuvola");
    b.counterName("KELON", "Kelon");
    b.counterName("SCRAP", "Rottame");
    b.counterName("HEROISM", "Eroismo");
    b.counterName("TRIAL", "Prova");
    b.counterName("PERFORMANCE", "Prestazione");
    b.counterName("SAP", "Linfa");
    b.counterName("FOOD", "Cibo");
    b.counterName("MORALE", "Morale");
    b.counterName("ARCANE", "Arcano");
    b.counterName("MOVE", "Movimento");
    b.counterName("QUEST", "Missione");
  }
}
