package dev.altered.text.es;

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
 * Spanish words as the concepts of the Romance grammar: the official Spanish card terms (reserva, potenciador,
 * expedición objetivo, [[Fugacidad]], [Reabastece]...), every inflection of the verbs cards use, and the fixed phrases
 * ("en vez de eso", "de esta manera", "hasta un máximo de").
 *
 * <p>To add a word: add its forms to the concept it means. A new verb is one {@code verb(...)} line; a new keyword,
 * status or sub-type one line with its printed forms (gender and number included).
 */
public final class SpanishLexicon {
  private SpanishLexicon() {}

  public static final RomanceLexicon INSTANCE = build();

  private static RomanceLexicon build() {
    RomanceLexicon.Builder b = RomanceLexicon.builder(Language.ES);
    // Function words and nouns first: a verb form that is also one of them stays the function word or noun ("entre"
    // among, not the subjunctive of entrar; "agotado" the adjective; "dado" the die).
    functionWords(b);
    nouns(b);
    phrases(b);
    verbs(b);
    brackets(b);
    return b.build();
  }

  private static void functionWords(RomanceLexicon.Builder b) {
    b.words(THE, SINGULAR, "el", "la");
    b.words(THE, PLURAL, "los", "las");
    b.value(A, 1, SINGULAR, "un", "una", "uno");
    String[] numbers = {"dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"};
    for (int i = 0; i < numbers.length; i++) {
      b.value(NUMWORD, i + 2, PLURAL, numbers[i]);
    }
    b.value(ORDINAL, 1, 0, "primer", "primero", "primera", "primeros", "primeras");
    b.value(ORDINAL, 2, 0, "segundo", "segunda", "segundos", "segundas");
    b.value(ORDINAL, 3, 0, "tercer", "tercero", "tercera", "terceros", "terceras");
    b.value(ORDINAL, 4, 0, "cuarto", "cuarta", "cuartos", "cuartas");
    b.value(ORDINAL, 5, 0, "quinto", "quinta", "quintos", "quintas");
    b.words(OF, 0, "de");
    b.split("del", out(OF), out(THE, SINGULAR));
    b.split("al", out(TO), out(THE, SINGULAR));
    b.words(FROM, 0, "desde");
    b.words(TO, 0, "a");
    b.words(IN, 0, "en");
    b.words(WITH, 0, "con");
    b.words(WITHOUT, 0, "sin");
    b.words(FOR, 0, "por", "para");
    b.words(AMONG, 0, "entre");
    b.words(UP_TO, 0, "hasta");
    b.words(AFTER, 0, "tras");
    b.words(DURING, 0, "durante");
    b.words(AS, 0, "como");
    b.words(EXCEPT, 0, "excepto", "salvo");
    b.words(AND, 0, "y", "e");
    b.words(OR, 0, "o", "u");
    b.words(THEN, 0, "luego", "después", "entonces");
    b.words(BUT, 0, "pero");
    b.words(THAT, 0, "que");
    b.words(IF, 0, "si");
    b.words(WHEN, 0, "cuando");
    b.words(WHILE, 0, "mientras");
    b.words(WHERE, 0, "donde");
    b.words(NOT, 0, "no");
    b.words(ALREADY, 0, "ya");
    b.words(ALSO, 0, "también", "además");
    b.words(IMMEDIATELY, 0, "inmediatamente");
    b.words(ONLY, 0, "solo", "sola", "solamente", "únicamente", "sólo");
    b.words(MORE, 0, "más");
    b.words(LESS, 0, "menos");
    b.words(EQUAL, 0, "igual", "iguales");
    b.words(GREATER, 0, "superior", "superiores", "mayor", "mayores");
    b.words(LOWER, 0, "inferior", "inferiores", "menor", "menores");
    b.words(TIMES, PLURAL, "veces");
    b.words(OTHER, SINGULAR, "otro", "otra");
    b.words(OTHER, PLURAL, "otros", "otras", "demás");
    b.words(EACH, SINGULAR, "cada");
    b.words(ALL, SINGULAR, "todo", "toda");
    b.words(ALL, PLURAL, "todos", "todas");
    // "de cualquier región": any one region (Italian "qualsiasi personaggio" is any number of them).
    b.words(ANY, SINGULAR, "cualquier", "cualquiera");
    b.words(BOTH, PLURAL, "ambos", "ambas");
    b.words(NONE, SINGULAR, "ningún", "ninguno", "ninguna");
    b.words(NEXT, SINGULAR, "siguiente");
    b.words(NEXT, PLURAL, "siguientes");
    b.words(SAME, 0, "mismo", "misma", "mismos", "mismas");
    b.words(THIS, SINGULAR, "este", "esta", "esto");
    b.words(THIS, PLURAL, "estos", "estas");
    b.words(THAT_DEM, SINGULAR, "ese", "esa", "eso", "aquel", "aquella");
    b.words(THAT_DEM, PLURAL, "esos", "esas", "aquellos", "aquellas");
    b.words(MY, SINGULAR, "mi");
    b.words(MY, PLURAL, "mis");
    b.words(YOUR, SINGULAR, "tu");
    b.words(YOUR, PLURAL, "tus");
    b.words(ITS, SINGULAR, "su");
    b.words(ITS, PLURAL, "sus");
    b.words(I, P1, "yo");
    b.words(YOU, P2, "ti", "usted");
    b.accented("tú", out(YOU, P2));
    b.accented("él", out(HIM, P3 | SINGULAR));
    b.accented("mí", out(ME, P1));
    b.accented("más", out(MORE));
    b.accented("está", out(BE, P3 | SINGULAR));
    b.accented("esté", out(BE, P1 | P3 | SUBJUNCTIVE | SINGULAR));
    b.accented("están", out(BE, P3 | PLURAL));
    b.accented("estén", out(BE, P3 | PLURAL | SUBJUNCTIVE));
    b.accented("estás", out(BE, P2));
    b.accented("dé", out(GIVE, P1 | P3 | SUBJUNCTIVE));
    b.accented("sé", out(BE, IMPERATIVE));
    b.words(HIM, P3 | SINGULAR, "ella");
    b.words(HIM, P3 | PLURAL, "ellos", "ellas");
    b.words(ME, P1, "me");
    b.words(CL_IT, SINGULAR, "lo");
    b.words(CL_DAT, SINGULAR, "le");
    b.words(CL_DAT_PL, PLURAL, "les");
    b.words(SE, 0, "se");
    b.words(TE, P2, "te");
    b.words(X_VAR, 0, "x");
    b.enclitic("me", out(ME, P1));
    b.enclitic("lo", out(CL_IT, SINGULAR));
    b.enclitic("la", out(CL_IT, SINGULAR | FEMININE));
    b.enclitic("los", out(CL_THEM, PLURAL));
    b.enclitic("las", out(CL_THEM, PLURAL | FEMININE));
    b.enclitic("le", out(CL_DAT, SINGULAR));
    b.enclitic("les", out(CL_DAT_PL, PLURAL));
    b.enclitic("se", out(SE));
    b.enclitic("te", out(TE, P2));
  }

  // ===================================================================================================================
  // Verbs
  // ===================================================================================================================

  private static void verbs(RomanceLexicon.Builder b) {
    regular(b, GAIN, "ganar");
    regular(b, LOSE, "perder", "pierd");
    regular(b, DRAW, "robar");
    regular(b, DISCARD, "descartar");
    regular(b, SACRIFICE, "sacrificar");
    regular(b, PUT, "colocar");
    b.words(PUT, IMPERATIVE, "pon");
    b.words(PUT, INFINITIVE, "poner");
    b.words(PUT, P3, "pone");
    b.words(PUT, P2, "pones");
    b.words(PUT, P3 | PLURAL, "ponen");
    b.words(PUT, P1 | P3 | SUBJUNCTIVE, "ponga");
    b.words(PUT, P2 | SUBJUNCTIVE, "pongas");
    b.words(PUT, P3 | PLURAL | SUBJUNCTIVE, "pongan");
    b.words(PUT, PARTICIPLE, "puesto", "puesta", "puestos", "puestas");
    regular(b, SEND, "enviar");
    regular(b, RETURN, "devolver", "devuelv");
    b.words(RETURN, PARTICIPLE, "devuelto", "devuelta", "devueltos", "devueltas");
    regular(b, MOVE, "mover", "muev");
    regular(b, CREATE, "crear");
    regular(b, READY, "preparar");
    regular(b, EXHAUST, "agotar");
    regular(b, PLAY, "jugar", "jueg");
    regular(b, ROLL, "tirar");
    regular(b, ROLL, "lanzar");
    regular(b, ON_A, "sacar");
    regular(b, ON_A, "obtener", "obtien");
    regular(b, REVEAL, "revelar");
    regular(b, LOOK, "mirar");
    regular(b, CHOOSE, "elegir", "elig");
    b.words(CHOOSE, P1 | P3 | SUBJUNCTIVE, "elija");
    b.words(CHOOSE, P2 | SUBJUNCTIVE, "elijas");
    b.words(CHOOSE, P3 | PLURAL | SUBJUNCTIVE, "elijan");
    b.words(CHOOSE, P1, "elijo");
    regular(b, CHOOSE, "escoger");
    b.words(CHOOSE, P1 | P3 | SUBJUNCTIVE, "escoja");
    b.words(CHOOSE, P2 | SUBJUNCTIVE, "escojas");
    irregular(b, MAKE, "hacer", "hago", "haces", "hace", "hacemos", "hacen", "haga", "hagas", "hagan", "haz",
        "hecho", "hizo", "hiciste");
    regular(b, EXCHANGE, "intercambiar");
    regular(b, ACTIVATE, "activar");
    regular(b, PAY, "pagar");
    regular(b, SPEND, "gastar");
    regular(b, REMOVE, "retirar");
    regular(b, REMOVE, "quitar");
    regular(b, REMOVE, "eliminar");
    regular(b, DOUBLE, "duplicar");
    regular(b, DISTRIBUTE, "distribuir", "distribuy");
    regular(b, DISTRIBUTE, "repartir");
    regular(b, REDUCE, "reducir");
    b.words(REDUCE, P1 | P3 | SUBJUNCTIVE, "reduzca");
    regular(b, INCREASE, "aumentar");
    regular(b, INCREASE, "incrementar");
    regular(b, ADD, "sumar");
    regular(b, ADD, "añadir");
    irregular(b, GIVE, "dar", "doy", "das", "da", "damos", "dan", "de", "des", "den", "da", "dado", "dio", "diste");
    irregular(b, HAVE, "tener", "tengo", "tienes", "tiene", "tenemos", "tienen", "tenga", "tengas", "tengan", "ten",
        "tenido", "tuvo", "tuviste");
    b.words(HAVE, P1 | P3 | PAST, "tenía", "tuviera", "tuviese");
    b.words(HAVE, P2 | PAST, "tenías", "tuvieras", "tuvieses");
    b.words(HAVE, P3 | PLURAL | PAST, "tenían", "tuvieran", "tuviesen");
    b.words(THERE_IS, P3, "hay", "haya", "había", "hubiera", "hubiese", "habrá");
    irregular(b, BE, "ser", "soy", "eres", "es", "somos", "son", "sea", "seas", "sean", "sé", "sido", "fue", "fuiste");
    b.words(BE, P1 | P3 | PAST, "era", "fuera", "fuese", "estaba", "estuviera", "estuviese");
    b.words(BE, P2 | PAST, "eras", "fueras", "fueses", "estabas");
    b.words(BE, P3 | PLURAL | PAST, "eran", "fueran", "fuesen", "estaban", "estuvieran");
    b.words(BE, P1, "estoy");
    b.words(BE, INFINITIVE, "estar");
    irregular(b, GO, "ir", "voy", "vas", "va", "vamos", "van", "vaya", "vayas", "vayan", "ve", "ido", "fue", "fuiste");
    regular(b, LEAVE, "abandonar");
    regular(b, LEAVE, "salir");
    regular(b, JOIN, "incorporar");
    regular(b, JOIN, "unir");
    regular(b, JOIN, "entrar");
    regular(b, ADVANCE, "avanzar");
    regular(b, RETREAT, "retroceder");
    regular(b, SUCCEED, "lograr");
    regular(b, SUCCEED, "conseguir", "consig");
    regular(b, SWITCH, "trasladar");
    regular(b, SWITCH, "cambiar");
    regular(b, PREVENT, "evitar");
    regular(b, PREVENT, "impedir", "impid");
    regular(b, COST, "costar", "cuest");
    regular(b, COUNT, "contar", "cuent");
    irregular(b, KEEP, "mantener", "mantengo", "mantienes", "mantiene", "mantenemos", "mantienen", "mantenga",
        "mantengas", "mantengan", "mantén", "mantenido", "mantuvo", "mantuviste");
    regular(b, KEEP, "conservar");
    regular(b, BEGIN, "comenzar", "comienz");
    regular(b, BEGIN, "empezar", "empiez");
    regular(b, REMAIN, "permanecer");
    regular(b, REMAIN, "quedar");
    regular(b, IGNORE, "ignorar");
    irregular(b, CAN, "poder", "puedo", "puedes", "puede", "podemos", "pueden", "pueda", "puedas", "puedan", "puede",
        "podido", "pudo", "pudiste");
    b.words(CAN, P3, "podrá", "podría");
    regular(b, EQUALS, "equivaler");
    regular(b, USE, "usar");
    regular(b, USE, "utilizar");
    regular(b, CONTROL, "controlar");
    regular(b, OWN, "poseer");
    regular(b, TAKE, "tomar");
    regular(b, PASS, "pasar");
    regular(b, ATTEMPT, "intentar");
    regular(b, BECOME, "convertir", "conviert");
  }

  /**
   * A regular verb (-ar, -er, -ir) in the forms card text uses; {@code stressed} is the stem when the stress changes
   * it ("pierd" for perder, "jueg" for jugar, "cuest" for costar).
   */
  private static void regular(RomanceLexicon.Builder b, int type, String infinitive) {
    regular(b, type, infinitive, null);
  }

  private static void regular(RomanceLexicon.Builder b, int type, String infinitive, String stressed) {
    String inf = RomanceLexicon.fold(infinitive);
    String stem = inf.substring(0, inf.length() - 2);
    String end = inf.substring(inf.length() - 2);
    String st = stressed == null ? stem : stressed;
    boolean ar = end.equals("ar");
    // Spelling before e: sacrific-ar -> sacrifiqu-e, pag-ar -> pagu-e, avanz-ar -> avanc-e; before a/o: elig-ir ->
    // elij-a, distribu-ir -> distribuy-a.
    String se = ar ? subjunctiveStem(st) : st;
    String sa = ar ? st : st;
    String a = ar ? "a" : "e";
    String o = ar ? "e" : "a";
    b.words(type, INFINITIVE, inf);
    b.words(type, P1, st + "o");
    // Preterite forms differ from present ones only by the accent ("ganó", "gano"): looked up as written.
    b.accented(stem + (ar ? "é" : "í"), out(type, P1 | PAST));
    b.accented(stem + (ar ? "ó" : "ió"), out(type, P3 | PAST));
    b.words(type, P2, st + a + "s");
    b.words(type, P3 | IMPERATIVE, st + a);
    b.words(type, P1 | PLURAL, stem + a + "mos");
    b.words(type, P3 | PLURAL, st + a + "n");
    b.words(type, P1 | P3 | SUBJUNCTIVE, (ar ? se : sa) + o);
    b.words(type, P2 | SUBJUNCTIVE, (ar ? se : sa) + o + "s");
    b.words(type, P3 | PLURAL | SUBJUNCTIVE, (ar ? se : sa) + o + "n");
    b.words(type, P1 | PLURAL | SUBJUNCTIVE, (ar ? subjunctiveStem(stem) : stem) + o + "mos");
    b.words(type, PARTICIPLE, stem + (ar ? "ado" : "ido"), stem + (ar ? "ada" : "ida"));
    b.words(type, PARTICIPLE | PLURAL, stem + (ar ? "ados" : "idos"), stem + (ar ? "adas" : "idas"));
    b.words(type, INFINITIVE, stem + (ar ? "ando" : "iendo"));
    b.words(type, P3 | PAST, stem + (ar ? "aba" : "ía"));
    b.words(type, P2 | PAST, stem + (ar ? "aste" : "iste"), stem + (ar ? "abas" : "ías"));
    b.words(type, P3 | PLURAL | PAST, stem + (ar ? "aron" : "ieron"), stem + (ar ? "aban" : "ían"));
    b.words(type, P1 | P3 | PAST | SUBJUNCTIVE, stem + (ar ? "ara" : "iera"), stem + (ar ? "ase" : "iese"));
    b.words(type, P2 | PAST | SUBJUNCTIVE, stem + (ar ? "aras" : "ieras"), stem + (ar ? "ases" : "ieses"));
    b.words(type, P3 | PLURAL | PAST | SUBJUNCTIVE, stem + (ar ? "aran" : "ieran"), stem + (ar ? "asen" : "iesen"));
    if (!ar && end.equals("ir")) {
      b.words(type, P1 | PLURAL, stem + "imos");
    }
  }

  private static String subjunctiveStem(String stem) {
    if (stem.endsWith("c")) {
      return stem.substring(0, stem.length() - 1) + "qu";
    }
    if (stem.endsWith("g")) {
      return stem + "u";
    }
    if (stem.endsWith("z")) {
      return stem.substring(0, stem.length() - 1) + "c";
    }
    return stem;
  }

  /**
   * An irregular verb: infinitive; present yo, tú, él, nosotros, ellos; subjunctive yo/él, tú, ellos; imperative tú;
   * a second imperative form; participle; past él, tú.
   */
  private static void irregular(RomanceLexicon.Builder b, int type, String inf, String p1, String p2, String p3,
      String p1pl, String p3pl, String s13, String s2, String s3pl, String imp, String participle, String past3,
      String past2) {
    b.words(type, INFINITIVE, inf);
    b.words(type, P1, p1);
    b.words(type, P2, p2);
    b.words(type, P3, p3);
    b.words(type, P1 | PLURAL, p1pl);
    b.words(type, P3 | PLURAL, p3pl);
    b.words(type, P1 | P3 | SUBJUNCTIVE, s13);
    b.words(type, P2 | SUBJUNCTIVE, s2);
    b.words(type, P3 | PLURAL | SUBJUNCTIVE, s3pl);
    b.words(type, IMPERATIVE, imp);
    b.words(type, PARTICIPLE, participle);
    b.words(type, P3 | PAST, past3);
    b.words(type, P2 | PAST, past2);
  }

  // ===================================================================================================================
  // Nouns and adjectives
  // ===================================================================================================================

  private static void nouns(RomanceLexicon.Builder b) {
    noun(b, CHARACTER, "personaje", "personajes");
    noun(b, PERMANENT, "permanente", "permanentes");
    noun(b, SPELL, "hechizo", "hechizos");
    noun(b, CARD, "carta", "cartas");
    noun(b, TOKEN_N, "ficha", "fichas");
    noun(b, LANDMARK, "hito", "hitos");
    noun(b, EXPEDITION, "expedición", "expediciones");
    noun(b, HERO, "héroe", "héroes");
    noun(b, COMPANION, "compañero", "compañeros");
    noun(b, REGION, "región", "regiones");
    noun(b, PLAYER, "jugador", "jugadores");
    noun(b, OPPONENT, "oponente", "oponentes");
    noun(b, OPPONENT, "adversario", "adversarios");
    noun(b, OPPONENT, "rival", "rivales");
    b.words(MANA, 0, "maná");
    noun(b, ORB, "orbe", "orbes");
    noun(b, BOOST, "potenciador", "potenciadores");
    noun(b, COUNTER, "contador", "contadores");
    noun(b, ABILITY, "habilidad", "habilidades");
    noun(b, ZONE, "zona", "zonas");
    noun(b, RESERVE, "reserva", "reservas");
    noun(b, HAND, "mano", "manos");
    noun(b, DECK, "mazo", "mazos");
    b.words(GAME, SINGULAR, "partida");
    b.words(PLAYN, SINGULAR, "juego");
    noun(b, TURN, "turno", "turnos");
    noun(b, DAY, "día", "días");
    b.words(MORNING, SINGULAR, "mañana");
    b.words(NOON, SINGULAR, "mediodía");
    b.words(AFTERNOON, SINGULAR, "tarde");
    b.words(DUSK, SINGULAR, "anochecer");
    b.words(NIGHT, SINGULAR, "noche");
    b.words(REST, SINGULAR, "descanso");
    noun(b, DIE, "dado", "dados");
    b.words(DIE, SINGULAR, "tirada");
    noun(b, RESULT, "resultado", "resultados");
    noun(b, STATISTIC, "estadística", "estadísticas");
    b.words(BASE, 0, "base", "básica", "básicas", "básico", "básicos");
    noun(b, COST_N, "coste", "costes");
    noun(b, COST_N, "costo", "costos");
    noun(b, TERRAIN, "terreno", "terrenos");
    noun(b, POSITION, "posición", "posiciones");
    noun(b, OWNER, "propietario", "propietarios");
    noun(b, CONTROLLER, "controlador", "controladores");
    noun(b, LIMIT, "límite", "límites");
    b.words(MAXIMUM, 0, "máximo", "máx");
    b.words(MINIMUM, 0, "mínimo", "mín");
    noun(b, OPTION, "opción", "opciones");
    b.words(SUPPORT, 0, "apoyo");
    noun(b, ACTION, "acción", "acciones");
    b.words(END, 0, "fin");
    b.words(FINAL, 0, "final");
    b.words(NUMBER_N, 0, "número", "cantidad");
    b.words(TOTAL, 0, "total");
    b.words(EXHAUSTED, SINGULAR, "agotado", "agotada");
    b.words(EXHAUSTED, PLURAL, "agotados", "agotadas");
    b.words(READY_ADJ, SINGULAR, "preparado", "preparada");
    b.words(READY_ADJ, PLURAL, "preparados", "preparadas");
    b.words(PLAYED, SINGULAR, "jugado", "jugada");
    b.words(PLAYED, PLURAL, "jugados", "jugadas");
    b.words(TARGET, SINGULAR, "objetivo");
    b.words(TARGET, PLURAL, "objetivos");
    b.words(TIED, 0, "empatado", "empatada", "empatados", "empatadas");
    b.words(FACING, 0, "enfrentado", "enfrentada", "enfrentados", "enfrentadas", "opuesto", "opuesta");
    b.words(EMPTY, 0, "vacío", "vacía");
    b.words(ADJACENT, 0, "adyacente", "adyacentes");
    b.words(ASCENDED_ADJ, SINGULAR, "ascendido", "ascendida");
    b.words(ASCENDED_ADJ, PLURAL, "ascendidos", "ascendidas");
    b.words(VISIBLE, 0, "visible", "visibles");
    b.words(SINGLE_TERRAIN, 0, "monoterreno", "monoterrenos");
    noun(b, MARKER, "marcador", "marcadores");
  }

  private static void noun(RomanceLexicon.Builder b, int type, String singular, String plural) {
    b.words(type, SINGULAR, singular);
    b.words(type, PLURAL, plural);
  }

  // ===================================================================================================================
  // Phrases
  // ===================================================================================================================

  private static void phrases(RomanceLexicon.Builder b) {
    b.phrase("por cada", out(FOR_EACH));
    b.phrase("después de", out(AFTER));
    b.phrase("como si", out(AS_IF));
    b.phrase("debido a", out(DUE_TO));
    b.phrase("a causa de", out(DUE_TO));
    b.phrase("en vez de eso", out(INSTEAD));
    b.phrase("en su lugar", out(INSTEAD));
    b.phrase("en lugar de", out(INSTEAD_OF));
    b.phrase("en vez de", out(INSTEAD_OF));
    b.phrase("además de", out(IN_ADDITION_TO));
    b.phrase("por encima de", out(ABOVE));
    b.phrase("por encima del", out(ABOVE), out(THE, SINGULAR));
    b.phrase("más allá de", out(ABOVE));
    b.phrase("más allá del", out(ABOVE), out(THE, SINGULAR));
    b.phrase("en función de", out(DEPENDING_ON));
    b.phrase("en función del", out(DEPENDING_ON), out(THE, SINGULAR));
    b.phrase("dependiendo de", out(DEPENDING_ON));
    b.phrase("dependiendo del", out(DEPENDING_ON), out(THE, SINGULAR));
    b.phrase("de esta manera", out(THIS_WAY));
    b.phrase("de esta forma", out(THIS_WAY));
    b.phrase("de este modo", out(THIS_WAY));
    b.phrase("de nuevo", out(AGAIN));
    b.phrase("otra vez", out(AGAIN));
    b.phrase("al azar", out(AT_RANDOM));
    b.phrase("y luego", out(AND), out(THEN));
    b.phrase("a continuación", out(THEN));
    b.phrase("a menos que", out(UNLESS));
    b.phrase("salvo que", out(UNLESS));
    b.phrase("de lo contrario", out(OTHERWISE));
    b.phrase("en caso contrario", out(OTHERWISE));
    b.phrase("si no es así", out(OTHERWISE));
    b.phrase("siempre que", out(WHILE));
    b.phrase("mientras que", out(WHILE));
    b.phrase("incluso si", out(EVEN_IF));
    b.phrase("aun si", out(EVEN_IF));
    b.phrase("aunque", out(EVEN_IF));
    b.phrase("de inmediato", out(IMMEDIATELY));
    b.phrase("al menos", out(AT_LEAST));
    b.phrase("como mínimo", out(AT_LEAST));
    b.phrase("por lo menos", out(AT_LEAST));
    b.phrase("hasta un máximo de", out(UP_TO_MAX));
    b.phrase("hasta un máx . de", out(UP_TO_MAX));
    b.phrase("hasta un máx de", out(UP_TO_MAX));
    b.phrase("hasta un mínimo de", out(DOWN_TO_MIN));
    b.phrase("más alta", out(HIGHEST));
    b.phrase("más alto", out(HIGHEST));
    b.phrase("una vez", out(ONCE));
    b.phrase("dos veces", out(TWICE));
    b.phrase("varias veces", out(TIMES, PLURAL));
    b.phrase("cualquier número", out(ANY_NUMBER));
    b.phrase("cualquier cantidad", out(ANY_NUMBER));
    b.phrase("el resto de", out(THE, SINGULAR), out(REST_OF));
    b.phrase("lo siguiente", out(FOLLOWING));
    b.phrase("fuese a", out(WOULD, P1 | P3));
    b.phrase("fuera a", out(WOULD, P1 | P3));
    b.phrase("fueses a", out(WOULD, P2));
    b.phrase("fueras a", out(WOULD, P2));
    b.phrase("fuesen a", out(WOULD, P3 | PLURAL));
    b.phrase("fueran a", out(WOULD, P3 | PLURAL));
    b.phrase("si sacas", out(ON_A, P2));
    b.phrase("si obtienes", out(ON_A, P2));
    b.phrase("pila de descartes", out(DISCARD_PILE));
    b.phrase("coste desde la mano", out(HAND_COST));
    b.phrase("coste de mano", out(HAND_COST));
    b.phrase("coste desde la reserva", out(RESERVE_COST));
    b.phrase("coste de reserva", out(RESERVE_COST));
    b.phrase("parte superior", out(TOP));
    b.phrase("parte inferior", out(BOTTOM));
    b.phrase("por detrás", out(BEHIND));
    b.phrase("por delante", out(AHEAD));
    b.phrase("primer jugador", out(FIRST_PLAYER));
    b.phrase("cualquier lugar", out(ANYWHERE));
    b.phrase("cualquier parte", out(ANYWHERE));
    b.phrase("sin coste", out(FREE));
    b.phrase("sin pagar su coste", out(FREE));
    b.phrase("gratis", out(FREE));
    b.phrase("que no sea", out(NON));
    b.phrase("que no sean", out(NON));
  }

  // ===================================================================================================================
  // Keywords, statuses, sub-types, token and counter names
  // ===================================================================================================================

  private static void brackets(RomanceLexicon.Builder b) {
    b.action(KeywordAction.AFTER_YOU, "después de ti", "despues de ti");
    b.action(KeywordAction.ASCEND, "asciende", "ascender", "asciendan", "ascienda", "ascienden");
    b.action(KeywordAction.AUGMENT, "aumenta", "aumentar", "aumente");
    b.action(KeywordAction.DEFECT, "deserta", "desertar", "deserte", "desertan");
    b.action(KeywordAction.EXHAUSTED_RESUPPLY, "reabastece y agota", "reabastecer y agotar", "reabastezca y agote",
        "reabasteces y agotas", "reabastecerse y agotar");
    b.action(KeywordAction.RESUPPLY, "reabastece", "reabastecer", "reabastezca", "reabasteces", "reabastecerse",
        "reabastecen");
    b.action(KeywordAction.RUSH, "acomete", "acometer", "acometa", "presionar", "presiona", "presione");
    b.action(KeywordAction.SABOTAGE, "sabotea", "sabotear", "sabotee", "saboteas");
    b.ability(KeywordAbilityId.COOLDOWN, "recuperación");
    b.ability(KeywordAbilityId.DEFENDER, "defensor", "defensora", "defensores", "defensoras");
    b.ability(KeywordAbilityId.ETERNAL, "eterno", "eterna", "eternos", "eternas");
    b.ability(KeywordAbilityId.GIGANTIC, "gigante", "gigantes");
    b.ability(KeywordAbilityId.SCOUT, "explorar", "explorador", "exploradora");
    b.ability(KeywordAbilityId.SEASONED, "avezado", "avezada", "avezados", "avezadas");
    b.ability(KeywordAbilityId.TOUGH, "resistencia");
    b.status(Status.ANCHORED, "anclaje", "anclado", "anclada", "anclados", "ancladas");
    b.status(Status.ASCENDED, "ascendido", "ascendida", "ascendidos", "ascendidas", "ascenso");
    b.status(Status.ASLEEP, "sueño", "dormido", "dormida", "dormidos", "dormidas");
    b.status(Status.BOOSTED, "potenciado", "potenciada", "potenciados", "potenciadas");
    b.status(Status.EXHAUSTED, "agotado", "agotada", "agotados", "agotadas");
    b.status(Status.FLEETING, "fugacidad", "fugaz", "fugaces");
    b.subtype("ADVENTURER", "aventurero", "aventureros", "aventurera", "aventureras");
    b.subtype("ANIMAL", "animal", "animales");
    b.subtype("APPRENTICE", "aprendiz", "aprendices");
    b.subtype("ARTIST", "artista", "artistas");
    b.subtype("BUREAUCRAT", "burócrata", "burócratas");
    b.subtype("CITIZEN", "ciudadano", "ciudadanos", "ciudadana", "ciudadanas");
    b.subtype("DEITY", "deidad", "deidades");
    b.subtype("DRAGON", "dragón", "dragones");
    b.subtype("DRUID", "druida", "druidas");
    b.subtype("ELEMENTAL", "elemental", "elementales");
    b.subtype("ENGINEER", "ingeniero", "ingenieros", "ingeniera", "ingenieras");
    b.subtype("FAIRY", "hada", "hadas");
    b.subtype("LEVIATHAN", "leviatán", "leviatanes");
    b.subtype("MAGE", "mago", "magos", "maga", "magas");
    b.subtype("MESSENGER", "mensajero", "mensajeros", "mensajera", "mensajeras");
    b.subtype("NOBLE", "noble", "nobles");
    b.subtype("PLANT", "planta", "plantas");
    b.subtype("ROBOT", "robot", "robots");
    b.subtype("SCHOLAR", "erudito", "eruditos", "erudita", "eruditas");
    b.subtype("SCIENTIST", "científico", "científicos", "científica", "científicas");
    b.subtype("SOLDIER", "soldado", "soldados");
    b.subtype("SPIRIT", "espíritu", "espíritus");
    b.subtype("TITAN", "titán", "titanes");
    b.subtype("TRAINER", "entrenador", "entrenadores", "entrenadora", "entrenadoras");
    b.subtype("CONSTRUCTION", "construcción", "construcciones");
    b.subtype("GEAR", "equipo", "equipos");
    b.subtype("SITE", "lugar", "lugares");
    b.subtype("BOON", "bendición", "bendiciones");
    b.subtype("CONJURATION", "conjuro", "conjuros");
    b.subtype("DISRUPTION", "perturbación", "perturbaciones");
    b.subtype("MANEUVER", "maniobra", "maniobras");
    b.subtype("SONG", "canción", "canciones");
    b.subtype("ILLUSION", "ilusión", "ilusiones");
    b.tokenName("Brassbug", "Bicholata");
    b.tokenName("Ordis Recruit", "Recluta de Ordis");
    b.tokenName("Booda", "Booda");
    b.tokenName("Maw", "Fauces");
    b.tokenName("Dragon Shade", "Dragón del eco");
    b.tokenName("Mana Moth", "Polilla de maná");
    b.tokenName("Aerolith", "Aerolito");
    b.tokenName("Manaseed", "Semilla de maná");
    b.tokenName("Woollyback", "Lanudo");
    b.counterName("KELON", "kelón");
    b.counterName("SCRAP", "chatarra");
    b.counterName("HEROISM", "heroísmo");
    b.counterName("TRIAL", "ordalía");
    b.counterName("PERFORMANCE", "actuación");
    b.counterName("SAP", "savia");
    b.counterName("FOOD", "comida");
    b.counterName("MORALE", "moral");
    b.counterName("ARCANE", "arcano");
    b.counterName("MOVE", "movimiento");
    b.counterName("QUEST", "misión");
  }
}
