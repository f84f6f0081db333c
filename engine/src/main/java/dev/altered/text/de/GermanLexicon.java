package dev.altered.text.de;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.Status;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * German printed forms mapped to language-neutral ids: bracketed keywords and statuses (with their inflections:
 * "[Verteidiger]", "[Verteidigerin]"; "[Erweitern]", "[Erweitere]"), sub-types (singular, plural and case forms),
 * token names and counter names (data in English, so a translation names the same token or counter), the compounds
 * that name them ("Robotermarke", "Prüfungszähler"), and verb forms with their lemma and person.
 *
 * <p>A new keyword is a line here and its id in {@code dev.altered.ast}; a new sub-type, token or counter a line too.
 * The grammar does not change.
 */
public final class GermanLexicon {
  private GermanLexicon() {}

  // ===================================================================================================================
  // Keywords and statuses
  // ===================================================================================================================

  private static final Map<String, KeywordAction> ACTIONS = ImmutableMap.<String, KeywordAction>builder()
      .put("nach dir", KeywordAction.AFTER_YOU)
      .put("aufsteigen", KeywordAction.ASCEND)
      .put("steige auf", KeywordAction.ASCEND)
      .put("steigt auf", KeywordAction.ASCEND)
      .put("aufstieg", KeywordAction.ASCEND)
      // "Meine Expedition ist [Aufsteigend]": the later sets print the action as a predicate (7.3.3).
      .put("aufsteigend", KeywordAction.ASCEND)
      .put("aufzusteigen", KeywordAction.ASCEND)
      .put("erweitern", KeywordAction.AUGMENT)
      .put("erweitere", KeywordAction.AUGMENT)
      .put("erweitert", KeywordAction.AUGMENT)
      .put("überlaufen", KeywordAction.DEFECT)
      .put("läuft über", KeywordAction.DEFECT)
      .put("erschöpfter nachschub", KeywordAction.EXHAUSTED_RESUPPLY)
      .put("erschöpften nachschub", KeywordAction.EXHAUSTED_RESUPPLY)
      .put("nachschub", KeywordAction.RESUPPLY)
      .put("eile", KeywordAction.RUSH)
      .put("eilen", KeywordAction.RUSH)
      .put("forcieren", KeywordAction.RUSH)
      .put("sabotage", KeywordAction.SABOTAGE)
      .put("sabotiere", KeywordAction.SABOTAGE)
      .put("sabotieren", KeywordAction.SABOTAGE)
      .buildOrThrow();

  private static final Map<String, KeywordAbilityId> ABILITIES = ImmutableMap.<String, KeywordAbilityId>builder()
      .put("abkühlung", KeywordAbilityId.COOLDOWN)
      .put("verteidiger", KeywordAbilityId.DEFENDER)
      .put("verteidigerin", KeywordAbilityId.DEFENDER)
      .put("verteidigerinnen", KeywordAbilityId.DEFENDER)
      .put("ewig", KeywordAbilityId.ETERNAL)
      .put("gigantisch", KeywordAbilityId.GIGANTIC)
      .put("spähen", KeywordAbilityId.SCOUT)
      .put("erfahren", KeywordAbilityId.SEASONED)
      .put("robust", KeywordAbilityId.TOUGH)
      .buildOrThrow();

  private static final Map<String, Status> STATUSES = ImmutableMap.<String, Status>builder()
      .put("verankert", Status.ANCHORED)
      .put("aufgestiegen", Status.ASCENDED)
      .put("schlafend", Status.ASLEEP)
      .put("verstärkt", Status.BOOSTED)
      .put("erschöpft", Status.EXHAUSTED)
      .put("vergänglich", Status.FLEETING)
      .buildOrThrow();

  /** Canonical printed names (the printer's). */
  static final Map<KeywordAction, String> ACTION_NAMES = ImmutableMap.<KeywordAction, String>builder()
      .put(KeywordAction.AFTER_YOU, "Nach dir")
      .put(KeywordAction.ASCEND, "Aufsteigen")
      .put(KeywordAction.AUGMENT, "Erweitern")
      .put(KeywordAction.DEFECT, "Überlaufen")
      .put(KeywordAction.EXHAUSTED_RESUPPLY, "Erschöpfter Nachschub")
      .put(KeywordAction.RESUPPLY, "Nachschub")
      .put(KeywordAction.RUSH, "Eile")
      .put(KeywordAction.SABOTAGE, "Sabotage")
      .buildOrThrow();

  static final Map<KeywordAbilityId, String> ABILITY_NAMES = ImmutableMap.<KeywordAbilityId, String>builder()
      .put(KeywordAbilityId.COOLDOWN, "Abkühlung")
      .put(KeywordAbilityId.DEFENDER, "Verteidiger")
      .put(KeywordAbilityId.ETERNAL, "Ewig")
      .put(KeywordAbilityId.GIGANTIC, "Gigantisch")
      .put(KeywordAbilityId.SCOUT, "Spähen")
      .put(KeywordAbilityId.SEASONED, "Erfahren")
      .put(KeywordAbilityId.TOUGH, "Robust")
      .buildOrThrow();

  static final Map<Status, String> STATUS_NAMES = ImmutableMap.<Status, String>builder()
      .put(Status.ANCHORED, "Verankert")
      .put(Status.ASCENDED, "Aufgestiegen")
      .put(Status.ASLEEP, "Schlafend")
      .put(Status.BOOSTED, "Verstärkt")
      .put(Status.EXHAUSTED, "Erschöpft")
      .put(Status.FLEETING, "Vergänglich")
      .buildOrThrow();


  /** Every bracketed word the lexicon knows (keyword actions and abilities, statuses), for "did you mean". */
  public static java.util.Set<String> bracketWords() {
    java.util.Set<String> words = new java.util.LinkedHashSet<>(ABILITIES.keySet());
    words.addAll(STATUSES.keySet());
    words.addAll(ACTIONS.keySet());
    return words;
  }
  public static Optional<KeywordAction> action(String inside) {
    return Optional.ofNullable(ACTIONS.get(norm(inside)));
  }

  public static Optional<Status> status(String inside) {
    return Optional.ofNullable(STATUSES.get(norm(inside)));
  }

  /** A keyword ability with its optional number or X: {@code "Robust 2"}, {@code "Robust X"}, {@code "Spähen"}. */
  public record KeywordWithParameter(KeywordAbilityId id, Optional<String> parameter) {}

  private static final Pattern PARAMETERIZED = Pattern.compile("^(.*?)\\s+(\\d+|x)$", Pattern.CASE_INSENSITIVE);

  public static Optional<KeywordWithParameter> ability(String inside) {
    String n = norm(inside);
    KeywordAbilityId id = ABILITIES.get(n);
    if (id != null) {
      return Optional.of(new KeywordWithParameter(id, Optional.empty()));
    }
    Matcher m = PARAMETERIZED.matcher(n);
    if (m.matches()) {
      id = ABILITIES.get(m.group(1));
      if (id != null) {
        return Optional.of(new KeywordWithParameter(id, Optional.of(m.group(2))));
      }
    }
    return Optional.empty();
  }

  // ===================================================================================================================
  // Tokens and counters: names are data in English; a translation names the same one
  // ===================================================================================================================

  /** German token names -> the English name (the AST's {@code TokenSpec.name}). */
  private static final Map<String, String> TOKEN_NAMES = ImmutableMap.<String, String>builder()
      .put("blechkäfer", "Brassbug")
      .put("ordis-rekrut", "Ordis Recruit")
      .put("drachenecho", "Dragon Shade")
      .put("mana-motte", "Mana Moth")
      .put("booda", "Booda")
      .put("schlund", "Maw")
      .put("wollrücken", "Woollyback")
      .put("aerolit", "Aerolith")
      .put("manasaaten", "Manaseed")
      .buildOrThrow();

  /**
   * A token printed by its name alone ("eine [Aerolit]-Marke", 7.3.5.b): the English name the AST gives it. A name the
   * table does not know is its own name (token names are data, like counter names).
   */
  public static String namedToken(String inside) {
    String name = inside.trim().replaceAll("\\s+", " ");
    return TOKEN_NAMES.getOrDefault(name.toLowerCase(Locale.ROOT), name);
  }

  /** The German name of a token, from its English name (the printer's). */
  static String tokenName(String english) {
    for (Map.Entry<String, String> e : TOKEN_NAMES.entrySet()) {
      if (e.getValue().equalsIgnoreCase(english)) {
        return capitalizeWords(e.getKey());
      }
    }
    return english;
  }

  /** A token's name (as the AST names it) and statistics: {@code Blechkäfer 2/2/2}. */
  public record TokenName(String name, int forest, int mountain, int water) {}

  private static final Pattern TOKEN = Pattern.compile("^(.+?)\\s+(\\d+)/(\\d+)/(\\d+)$");

  public static Optional<TokenName> tokenName(String inside, boolean unused) {
    Matcher m = TOKEN.matcher(inside.trim().replaceAll("\\s+", " "));
    if (!m.matches()) {
      return Optional.empty();
    }
    String name = m.group(1);
    String english = TOKEN_NAMES.getOrDefault(name.toLowerCase(Locale.ROOT), name);
    return Optional.of(new TokenName(english, Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
        Integer.parseInt(m.group(4))));
  }

  /** German counter names (the stem of "Prüfungszähler", "Kelon-Zähler") -> counter ids. */
  private static final Map<String, String> COUNTERS = ImmutableMap.<String, String>builder()
      .put("prüfung", "TRIAL")
      .put("kelon", "KELON")
      .put("harz", "SAP")
      .put("nahrung", "FOOD")
      .put("moral", "MORALE")
      .put("auftritt", "PERFORMANCE")
      .put("arkan", "ARCANE")
      .put("schrott", "SCRAP")
      .put("heldentum", "HEROISM")
      .put("bewegung", "MOVE")
      .buildOrThrow();

  /** The counter id of a German counter stem; an unknown stem is its own id (counter names are data). */
  public static String counterId(String stem) {
    String s = stem.toLowerCase(Locale.ROOT);
    String id = COUNTERS.get(s);
    if (id == null && s.endsWith("s")) {
      id = COUNTERS.get(s.substring(0, s.length() - 1));
    }
    if (id != null) {
      return id;
    }
    return (s.endsWith("s") && s.length() > 3 ? s.substring(0, s.length() - 1) : s).toUpperCase(Locale.ROOT);
  }

  /** The German compound of a counter id: {@code TRIAL -> Prüfungszähler} (the printer's). */
  static String counterWord(String id, boolean plural, boolean dative) {
    String suffix = plural && dative ? "zählern" : "zähler";
    for (Map.Entry<String, String> e : COUNTERS.entrySet()) {
      if (e.getValue().equals(id)) {
        String stem = e.getKey();
        if (stem.equals("kelon")) {
          return "Kelon-Z" + suffix.substring(1);
        }
        String linked = stem.endsWith("ung") || stem.endsWith("tum") || stem.equals("auftritt") ? stem + "s" : stem;
        return capitalize(linked) + suffix;
      }
    }
    return capitalize(id.toLowerCase(Locale.ROOT).replace('_', ' ')) + "-Z" + suffix.substring(1);
  }

  /** "prüfungszähler" -> its stem "prüfungs", or empty when the word is not a counter compound. */
  static Optional<String> counterStem(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    for (String suffix : new String[] {"zählern", "zähler"}) {
      if (w.endsWith(suffix) && w.length() > suffix.length() + 1) {
        return Optional.of(w.substring(0, w.length() - suffix.length()));
      }
    }
    return Optional.empty();
  }

  // ===================================================================================================================
  // Sub-types (2.2.2): every form a card prints (singular, plural, weak and dative forms) -> id
  // ===================================================================================================================

  private static final Map<String, String> SUBTYPES;
  /** id -> singular, plural. */
  private static final Map<String, String[]> SUBTYPE_NAMES;

  static {
    Map<String, String> b = new HashMap<>();
    Map<String, String[]> names = new HashMap<>();
    Object[][] table = {
      {"ADVENTURER", "Abenteurer", "Abenteurer", "abenteurern", "abenteurers"},
      {"ANIMAL", "Tier", "Tiere", "tieren", "tiers", "tieres"},
      {"APPRENTICE", "Lehrling", "Lehrlinge", "lehrlingen", "lehrlings"},
      {"ARTIST", "Künstler", "Künstler", "künstlern", "künstlers", "künstlerin", "künstlerinnen"},
      {"BUREAUCRAT", "Bürokrat", "Bürokraten"},
      {"CITIZEN", "Bürger", "Bürger", "bürgern", "bürgers"},
      {"DEITY", "Gottheit", "Gottheiten"},
      {"DRAGON", "Drache", "Drachen"},
      {"DRUID", "Druide", "Druiden"},
      {"ELEMENTAL", "Elementar", "Elementare", "elementaren", "elementars"},
      {"ENGINEER", "Ingenieur", "Ingenieure", "ingenieuren", "ingenieurs"},
      {"FAIRY", "Fee", "Feen"},
      {"LEVIATHAN", "Leviathan", "Leviathane", "leviathanen", "leviathans"},
      {"MAGE", "Magier", "Magier", "magiern", "magiers"},
      {"MESSENGER", "Bote", "Boten"},
      {"NOBLE", "Adliger", "Adlige", "adligen"},
      {"PLANT", "Pflanze", "Pflanzen"},
      {"ROBOT", "Roboter", "Roboter", "robotern", "roboters"},
      {"SCHOLAR", "Gelehrter", "Gelehrte", "gelehrten"},
      {"SCIENTIST", "Wissenschaftler", "Wissenschaftler", "wissenschaftlern", "wissenschaftlers"},
      {"SOLDIER", "Soldat", "Soldaten"},
      {"SPIRIT", "Geist", "Geister", "geistern", "geistes"},
      {"TITAN", "Titan", "Titanen"},
      {"TRAINER", "Ausbilder", "Ausbilder", "ausbildern", "ausbilders"},
      {"CONSTRUCTION", "Bauwerk", "Bauwerke", "bauwerken", "bauwerks"},
      {"GEAR", "Ausrüstung", "Ausrüstungen"},
      {"SITE", "Stätte", "Stätten"},
      {"BOON", "Segen", "Segen", "segens"},
      {"CONJURATION", "Beschwörung", "Beschwörungen"},
      {"DISRUPTION", "Störung", "Störungen"},
      {"MANEUVER", "Manöver", "Manöver", "manövern", "manövers"},
      {"SONG", "Lied", "Lieder", "liedern", "lieds", "liedes"},
      {"ILLUSION", "Illusion", "Illusionen"},
    };
    for (Object[] row : table) {
      String id = (String) row[0];
      names.put(id, new String[] {(String) row[1], (String) row[2]});
      for (int i = 1; i < row.length; i++) {
        b.put(((String) row[i]).toLowerCase(Locale.ROOT), id);
      }
    }
    SUBTYPES = ImmutableMap.copyOf(b);
    SUBTYPE_NAMES = ImmutableMap.copyOf(names);
  }

  /** Forms that are plural only (for nouns whose singular and plural differ). */
  private static final ImmutableSet<String> SUBTYPE_SINGULAR_FORMS;

  static {
    ImmutableSet.Builder<String> b = ImmutableSet.builder();
    for (String[] n : SUBTYPE_NAMES.values()) {
      b.add(n[0].toLowerCase(Locale.ROOT));
    }
    b.add("künstlerin", "abenteurers", "tiers", "tieres", "lehrlings", "künstlers", "bürgers", "elementars",
        "ingenieurs", "leviathans", "magiers", "roboters", "wissenschaftlers", "geistes", "ausbilders", "bauwerks",
        "segens", "manövers", "lieds", "liedes");
    SUBTYPE_SINGULAR_FORMS = b.build();
  }

  public static Optional<String> subtype(String word) {
    return Optional.ofNullable(SUBTYPES.get(word.toLowerCase(Locale.ROOT)));
  }

  /** Weak nouns: their plural is also their singular after an article ("dem Soldaten"). */
  private static final ImmutableSet<String> WEAK = ImmutableSet.of("BUREAUCRAT", "SOLDIER", "DRAGON", "DRUID",
      "MESSENGER");

  /** Whether a sub-type form is plural; empty when the form is both ("Roboter"). */
  static Optional<Boolean> subtypePlural(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    String id = SUBTYPES.get(w);
    if (id == null) {
      return Optional.empty();
    }
    String[] n = SUBTYPE_NAMES.get(id);
    if (WEAK.contains(id) && w.equals(n[1].toLowerCase(Locale.ROOT))) {
      // "Bürokraten": the plural, or the singular after an article ("einen Bürokraten").
      return Optional.empty();
    }
    boolean sameForms = n[0].equalsIgnoreCase(n[1]);
    if (w.endsWith("n") && !n[0].toLowerCase(Locale.ROOT).endsWith("n") && !SUBTYPE_SINGULAR_FORMS.contains(w)) {
      return Optional.of(true);
    }
    if (sameForms && (w.equals(n[0].toLowerCase(Locale.ROOT)))) {
      return Optional.empty();
    }
    if (SUBTYPE_SINGULAR_FORMS.contains(w)) {
      return Optional.of(false);
    }
    return Optional.of(true);
  }

  /** Feminine and neuter sub-types (the rest are masculine): for relative pronouns and articles. */
  private static final Map<String, Character> SUBTYPE_GENDERS = Map.ofEntries(
      Map.entry("ANIMAL", 'n'), Map.entry("DEITY", 'f'), Map.entry("FAIRY", 'f'), Map.entry("PLANT", 'f'),
      Map.entry("CONSTRUCTION", 'n'), Map.entry("GEAR", 'f'), Map.entry("SITE", 'f'), Map.entry("CONJURATION", 'f'),
      Map.entry("DISRUPTION", 'f'), Map.entry("MANEUVER", 'n'), Map.entry("SONG", 'n'), Map.entry("ILLUSION", 'f'),
      Map.entry("ELEMENTAL", 'n'));

  static char subtypeGender(String word) {
    String id = SUBTYPES.get(word.toLowerCase(Locale.ROOT));
    if (word.toLowerCase(Locale.ROOT).endsWith("in") && "ARTIST".equals(id)) {
      return 'f';
    }
    return id == null ? 'm' : SUBTYPE_GENDERS.getOrDefault(id, 'm');
  }

  static char genderOf(String id) {
    return SUBTYPE_GENDERS.getOrDefault(id, 'm');
  }

  /** The printed form of a sub-type id: {@code ROBOT -> Roboter}. */
  static String subtypeName(String id, boolean plural) {
    String[] n = SUBTYPE_NAMES.get(id);
    if (n == null) {
      return capitalize(id.toLowerCase(Locale.ROOT));
    }
    return plural ? n[1] : n[0];
  }

  /** "Robotermarke" -> ROBOT, "Illusionsmarken" -> ILLUSION, "Gefährtenmarke" -> COMPANION. */
  static Optional<String> tokenCompoundSubtype(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    String stem;
    if (w.endsWith("marken")) {
      stem = w.substring(0, w.length() - "marken".length());
    } else if (w.endsWith("marke")) {
      stem = w.substring(0, w.length() - "marke".length());
    } else {
      return Optional.empty();
    }
    if (stem.isEmpty()) {
      return Optional.empty();
    }
    if (stem.equals("gefährten")) {
      return Optional.of("COMPANION");
    }
    String id = SUBTYPES.get(stem);
    if (id == null && stem.endsWith("s")) {
      id = SUBTYPES.get(stem.substring(0, stem.length() - 1));
    }
    return Optional.ofNullable(id);
  }

  /** The token compound of a sub-type id: {@code ROBOT -> Robotermarke}. */
  static String tokenCompound(String id, boolean plural) {
    String stem;
    if (id.equals("COMPANION")) {
      stem = "Gefährten";
    } else {
      String[] n = SUBTYPE_NAMES.get(id);
      stem = n == null ? capitalize(id.toLowerCase(Locale.ROOT)) : n[0];
      if (stem.endsWith("ion")) {
        stem = stem + "s";
      } else if (id.equals("SOLDIER") || id.equals("BUREAUCRAT")) {
        stem = n[1];
      }
    }
    return stem + (plural ? "marken" : "marke");
  }

  // ===================================================================================================================
  // Verbs: form -> lemma and person
  // ===================================================================================================================

  /** What a verb form says about its subject. */
  public enum Form {
    /** "lege": imperative (also first person). */
    IMPERATIVE,
    FIRST,
    SECOND,
    THIRD,
    PLURAL,
    INFINITIVE,
    /** "abzulegen" */
    ZU_INFINITIVE,
    /** "gespielt" */
    PARTICIPLE,
    /** "war", "betrugen" */
    PAST,
    /** "würde", "wäre" */
    SUBJUNCTIVE
  }

  /** A verb form: its lemma (infinitive, separable particle included when written joined) and what it can be. */
  public record Verb(String lemma, java.util.EnumSet<Form> forms) {
    boolean is(Form f) {
      return forms.contains(f);
    }
  }

  private static final Map<String, Verb> VERBS = new HashMap<>();

  private static void verb(String lemma, String... forms) {
    for (String spec : forms) {
      int colon = spec.indexOf(':');
      String form = spec.substring(0, colon);
      java.util.EnumSet<Form> set = java.util.EnumSet.noneOf(Form.class);
      for (String f : spec.substring(colon + 1).split(",")) {
        set.add(switch (f) {
          case "imp" -> Form.IMPERATIVE;
          case "1" -> Form.FIRST;
          case "2" -> Form.SECOND;
          case "3" -> Form.THIRD;
          case "pl" -> Form.PLURAL;
          case "inf" -> Form.INFINITIVE;
          case "zu" -> Form.ZU_INFINITIVE;
          case "part" -> Form.PARTICIPLE;
          case "past" -> Form.PAST;
          case "subj" -> Form.SUBJUNCTIVE;
          default -> throw new IllegalArgumentException(f);
        });
      }
      Verb existing = VERBS.get(form);
      if (existing != null && !existing.lemma().equals(lemma)) {
        throw new IllegalStateException("verb form " + form + " of both " + existing.lemma() + " and " + lemma);
      }
      VERBS.put(form, new Verb(lemma, set));
    }
  }

  /** The regular present forms of a weak verb with stem {@code s}: s+e, s+st, s+t, s+en. */
  private static void weak(String lemma, String stem, String... more) {
    verb(lemma, stem + "e:imp,1", stem + "st:2", stem + "t:3", stem + "en:inf,pl");
    if (more.length > 0) {
      verb(lemma, more);
    }
  }

  static {
    verb("ziehen", "ziehe:imp,1", "ziehst:2", "zieht:3", "ziehen:inf,pl", "gezogen:part");
    weak("legen", "leg", "gelegt:part");
    verb("ablegen", "ablegen:inf,pl", "abzulegen:zu", "abgelegt:part");
    weak("opfern", "opfer", "opfere:imp,1", "opferst:2", "opfert:3", "opfern:inf,pl", "geopfert:part",
        "opfre:imp");
    weak("schicken", "schick", "geschickt:part");
    verb("zurückschicken", "zurückschicken:inf,pl", "zurückzuschicken:zu", "zurückgeschickt:part");
    weak("holen", "hol", "geholt:part");
    verb("zurückholen", "zurückholen:inf,pl", "zurückzuholen:zu", "zurückgeholt:part");
    weak("fügen", "füg", "gefügt:part");
    verb("hinzufügen", "hinzufügen:inf,pl", "hinzuzufügen:zu", "hinzugefügt:part");
    verb("nehmen", "nimm:imp", "nehme:1", "nimmst:2", "nimmt:3", "nehmen:inf,pl", "genommen:part");
    verb("aufnehmen", "aufnehmen:inf,pl", "aufzunehmen:zu", "aufgenommen:part");
    verb("erschaffen", "erschaffe:imp,1", "erschaffst:2", "erschafft:3", "erschaffen:inf,pl,part");
    // "Erstelle eine [Manasaaten]-Marke": the other German verb for creating a token (7.3.5).
    verb("erschaffen", "erstelle:imp,1", "erstellst:2", "erstellt:3", "erstellen:inf,pl");
    weak("stellen", "stell", "gestellt:part");
    verb("bereitstellen", "bereitstellen:inf,pl", "bereitzustellen:zu", "bereitgestellt:part");
    verb("erschöpfen", "erschöpfe:imp,1", "erschöpfst:2", "erschöpfen:inf,pl");
    weak("spielen", "spiel", "gespielt:part");
    verb("würfeln", "würfle:imp,1", "würfele:imp,1", "würfelst:2", "würfelt:3", "würfeln:inf,pl", "gewürfelt:part");
    verb("werfen", "wirf:imp", "werfe:1", "wirfst:2", "wirft:3", "werfen:inf,pl", "geworfen:part");
    weak("decken", "deck", "gedeckt:part");
    verb("aufdecken", "aufdecken:inf,pl", "aufzudecken:zu", "aufgedeckt:part");
    verb("sehen", "sieh:imp", "sehe:1", "siehst:2", "sieht:3", "sehen:inf,pl", "gesehen:part");
    verb("ansehen", "ansehen:inf,pl", "anzusehen:zu", "angesehen:part");
    verb("wählen", "wählst:2", "wählt:3", "gewählt:part");
    weak("tauschen", "tausch", "getauscht:part");
    verb("austauschen", "austauschen:inf,pl", "auszutauschen:zu", "ausgetauscht:part");
    verb("wechseln", "wechsle:imp,1", "wechsele:imp,1", "wechselst:2", "wechselt:3", "wechseln:inf,pl",
        "gewechselt:part");
    verb("auswechseln", "auswechseln:inf,pl", "auszuwechseln:zu", "ausgewechselt:part");
    weak("aktivieren", "aktivier", "aktiviert:3,part");
    weak("bezahlen", "bezahl", "bezahlt:3,part");
    weak("zahlen", "zahl", "gezahlt:part");
    verb("geben", "gib:imp", "gebe:1", "gibst:2", "gibt:3", "geben:inf,pl", "gegeben:part");
    verb("ausgeben", "ausgeben:inf,pl", "auszugeben:zu", "ausgegeben:part");
    weak("entfernen", "entfern", "entfernt:3,part");
    verb("verdoppeln", "verdopple:imp,1", "verdoppele:imp,1", "verdoppelst:2", "verdoppelt:3,part",
        "verdoppeln:inf,pl");
    weak("verteilen", "verteil", "verteilt:3,part");
    verb("gewinnen", "gewinne:imp,1", "gewinnst:2", "gewinnt:3", "gewinnen:inf,pl");
    weak("reduzieren", "reduzier", "reduziert:3,part");
    weak("senken", "senk", "gesenkt:part");
    weak("verringern", "verringer", "verringere:imp,1", "verringert:3,part", "verringern:inf,pl");
    weak("erhöhen", "erhöh", "erhöht:3,part");
    weak("addieren", "addier", "addiert:3,part");
    verb("hinzuzählen", "hinzuzählen:inf,pl");
    verb("lassen", "lass:imp", "lasse:imp,1", "lässt:2,3", "lassen:inf,pl", "gelassen:part");
    verb("erhalten", "erhalte:imp,1", "erhältst:2", "erhält:3", "erhalten:inf,pl,part");
    verb("verlieren", "verliere:imp,1", "verlierst:2", "verliert:3", "verlieren:inf,pl", "verloren:part");
    weak("bewegen", "beweg", "bewegt:3,part");
    verb("gehen", "gehe:imp,1", "gehst:2", "geht:3", "gehen:inf,pl", "gegangen:part");
    verb("verlassen", "verlasse:imp,1", "verlässt:2,3", "verlassen:inf,pl,part");
    verb("schließen", "schließe:imp,1", "schließt:2,3", "schließen:inf,pl", "geschlossen:part");
    verb("anschließen", "anschließen:inf,pl", "anzuschließen:zu", "angeschlossen:part");
    weak("nutzen", "nutz", "nutzt:2,3", "genutzt:part");
    weak("benutzen", "benutz", "benutzt:2,3,part");
    verb("sein", "bin:1", "bist:2", "war:past", "warst:past", "waren:past", "sein:inf", "wäre:subj",
        "wären:subj");
    verb("haben", "habe:1", "hast:2", "hat:3", "haben:inf,pl", "hatte:past", "hatten:past", "hättest:subj");
    weak("kontrollieren", "kontrollier", "kontrolliert:3,part");
    verb("kosten", "koste:1", "kostet:3");
    verb("können", "kann:1,3", "können:inf,pl", "könnte:subj");
    verb("dürfen", "darf:1,3", "dürfen:inf,pl");
    verb("müssen", "muss:1,3", "musst:2", "müssen:inf,pl");
    verb("werden", "werde:1", "wirst:2", "wird:3", "werden:inf,pl", "würde:subj", "würdest:subj", "würden:subj",
        "worden:part", "wurde:past", "wurden:past");
    verb("liegen", "liege:1", "liegst:2", "liegt:3", "liegen:inf,pl");
    verb("betragen", "beträgt:3", "betragen:inf,pl", "betrug:past", "betrugen:past");
    verb("tun", "tue:imp,1", "tust:2", "tut:3", "tun:inf,pl");
    verb("gelten", "gelten:inf,pl");
    verb("beginnen", "beginne:imp,1", "beginnst:2", "beginnt:3", "beginnen:inf,pl");
    verb("bleiben", "bleibe:imp,1", "bleibst:2", "bleibt:3", "bleiben:inf,pl");
    weak("verhindern", "verhinder", "verhindere:imp,1", "verhindert:3,part", "verhindern:inf,pl");
    verb("zählen", "zähle:imp,1", "zählst:2", "zählt:3", "zählen:inf,pl");
    weak("ignorieren", "ignorier", "ignoriert:3,part");
    weak("gewähren", "gewähr", "gewährt:3,part");
    verb("behalten", "behalte:imp,1", "behältst:2", "behält:3", "behalten:inf,pl");
    verb("fungieren", "fungiere:1", "fungierst:2", "fungiert:3", "fungieren:inf,pl");
    weak("wiederholen", "wiederhol", "wiederholt:3,part");
    verb("gegenüberstehen", "gegenübersteht:3", "gegenüberstehen:inf,pl", "gegenüberstehst:2",
        "gegenüberstehe:1");
    verb("stehen", "stehe:1", "stehst:2", "steht:3", "stehen:inf,pl");
    weak("beenden", "beend", "beendet:3,part");
    verb("ausführen", "ausführen:inf,pl", "auszuführen:zu");
    verb("führen", "führst:2", "führt:3", "führen:inf,pl");
    verb("geschehen", "geschieht:3");
    verb("befinden", "befindet:3", "befinden:inf,pl", "befinde:1", "befindest:2");
    verb("aufsteigen", "aufsteigen:inf,pl", "aufzusteigen:zu");
    verb("steigen", "steige:imp,1", "steigt:3");
    verb("laufen", "läuft:3", "laufen:inf,pl");
    // "Du darfst sofort passen", "Wenn du zuerst passt" (4.2.3.c).
    weak("passen", "pass", "passt:2,3");
    verb("überlaufen", "überlaufen:inf,pl", "überzulaufen:zu", "überläuft:3");
    // Separable verbs at the end of a subordinate clause are written joined: "wenn du eine Karte aufdeckst".
    verb("ablegen", "ablegst:2", "ablegt:3", "ablege:1");
    verb("zurückschicken", "zurückschickst:2", "zurückschickt:3");
    verb("zurückholen", "zurückholst:2", "zurückholt:3");
    verb("hinzufügen", "hinzufügst:2", "hinzufügt:3");
    verb("aufnehmen", "aufnimmst:2", "aufnimmt:3");
    verb("bereitstellen", "bereitstellst:2", "bereitstellt:3");
    verb("aufdecken", "aufdeckst:2", "aufdeckt:3");
    verb("ansehen", "ansiehst:2", "ansieht:3");
    verb("austauschen", "austauschst:2", "austauscht:3");
    verb("auswechseln", "auswechselst:2", "auswechselt:3");
    verb("ausgeben", "ausgibst:2", "ausgibt:3");
    verb("anschließen", "anschließt:2,3", "anschließe:1");
    verb("ausführen", "ausführst:2", "ausführt:3");
    verb("zurücklegen", "zurücklegen:inf,pl", "zurückzulegen:zu", "zurücklegst:2", "zurücklegt:3",
        "zurückgelegt:part");
    verb("aufsteigen", "aufsteigt:3", "aufsteigst:2");
  }

  /** Words written the same as a verb form but read otherwise (nouns, adjectives the grammar names). */
  private static final ImmutableSet<String> NOT_VERBS = ImmutableSet.of();

  /** The verb form a word is, if it is one. The grammar's own words ('ist', 'wähle', ...) are looked up too. */
  public static Optional<Verb> verb(String word) {
    return Optional.ofNullable(VERBS.get(word.toLowerCase(Locale.ROOT)));
  }

  static {
    // Verb forms that are also words of the grammar: their lemma for the builder.
    verb("sein", "ist:3", "sind:pl", "sei:subj");
    verb("wählen", "wähle:imp,1", "wählen:inf,pl");
    verb("kosten", "kosten:inf,pl");
    verb("dürfen", "darfst:2");
    verb("können", "kannst:2");
    verb("führen", "führe:imp,1");
    verb("gelten", "gilt:3");
  }

  /** Whether the word is a verb form the lexer re-types (grammar words keep their own token types). */
  static boolean isVerb(String lowerWord) {
    return VERBS.containsKey(lowerWord) && !NOT_VERBS.contains(lowerWord);
  }

  // ===================================================================================================================
  // Helpers
  // ===================================================================================================================

  static String capitalize(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static String capitalizeWords(String s) {
    StringBuilder out = new StringBuilder(s.length());
    boolean start = true;
    for (char c : s.toCharArray()) {
      out.append(start ? Character.toUpperCase(c) : c);
      start = c == ' ' || c == '-';
    }
    return out.toString();
  }

  private static final ConcurrentHashMap<String, String> NORM = new ConcurrentHashMap<>();

  /** Trimmed, runs of spaces as one space, lower case. */
  static String norm(String inside) {
    if (NORM.size() > 10_000) {
      NORM.clear();
    }
    return NORM.computeIfAbsent(inside, GermanLexicon::normalize);
  }

  private static String normalize(String inside) {
    return inside.trim().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
  }
}
