package dev.altered.text.fr;

import com.google.common.collect.ImmutableMap;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.Status;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * French printed forms of bracketed keywords, statuses, sub-types, counter and token names, mapped to the
 * language-neutral ids the English lexicon gives (French inflects them: gender and number of statuses and keyword
 * abilities, mood of keyword actions: "[Sabotez]", "pour [Saboter]", "il [Sabote]").
 *
 * <p>To add a keyword: add every printed form here, with the id of {@code dev.altered.ast}. The grammar does not
 * change. Counter and token names are data: the table gives the id of the names the official cards print, so that
 * a French card and its English original compare equal; an unknown name stays as written (upper case).
 */
public final class FrenchLexicon {
  private FrenchLexicon() {}

  private static final Map<String, KeywordAction> ACTIONS = ImmutableMap.<String, KeywordAction>builder()
      .put("après vous", KeywordAction.AFTER_YOU)
      .put("amplifiez", KeywordAction.AUGMENT)
      .put("amplifier", KeywordAction.AUGMENT)
      .put("amplifie", KeywordAction.AUGMENT)
      .put("amplifient", KeywordAction.AUGMENT)
      // 7.3.3: an Expedition "[s'Élève]" (Ascends).
      .put("s'élève", KeywordAction.ASCEND)
      .put("s'élèvent", KeywordAction.ASCEND)
      .put("s'élever", KeywordAction.ASCEND)
      // 7.3.29: "[Foncer]" (Rush) after "pouvez", "[Foncez]" as an order.
      .put("foncez", KeywordAction.RUSH)
      .put("foncer", KeywordAction.RUSH)
      .put("fonce", KeywordAction.RUSH)
      .put("foncent", KeywordAction.RUSH)
      // 7.3.6: a Character "trahit" (defects), printed without brackets.
      .put("trahissez", KeywordAction.DEFECT)
      .put("trahir", KeywordAction.DEFECT)
      .put("trahit", KeywordAction.DEFECT)
      .put("trahissent", KeywordAction.DEFECT)
      .put("ravitaillez épuisé", KeywordAction.EXHAUSTED_RESUPPLY)
      .put("ravitailler épuisé", KeywordAction.EXHAUSTED_RESUPPLY)
      .put("ravitaille épuisé", KeywordAction.EXHAUSTED_RESUPPLY)
      .put("ravitaillent épuisé", KeywordAction.EXHAUSTED_RESUPPLY)
      .put("ravitaillez", KeywordAction.RESUPPLY)
      .put("ravitailler", KeywordAction.RESUPPLY)
      .put("ravitaille", KeywordAction.RESUPPLY)
      .put("ravitaillent", KeywordAction.RESUPPLY)
      .put("sabotez", KeywordAction.SABOTAGE)
      .put("saboter", KeywordAction.SABOTAGE)
      .put("sabote", KeywordAction.SABOTAGE)
      .put("sabotent", KeywordAction.SABOTAGE)
      .buildOrThrow();

  /** Keyword abilities in every gender and number ("[Défenseuse]", "sont [Coriaces 2]"). */
  private static final Map<String, KeywordAbilityId> ABILITIES;

  static {
    ImmutableMap.Builder<String, KeywordAbilityId> b = ImmutableMap.builder();
    put(b, KeywordAbilityId.COOLDOWN, "rafraîchissement");
    put(b, KeywordAbilityId.DEFENDER, "défenseur", "défenseuse", "défenseurs", "défenseuses");
    put(b, KeywordAbilityId.ETERNAL, "éternel", "éternelle", "éternels", "éternelles");
    put(b, KeywordAbilityId.GIGANTIC, "gigantesque", "gigantesques");
    put(b, KeywordAbilityId.SCOUT, "repérage");
    put(b, KeywordAbilityId.SEASONED, "aguerri", "aguerrie", "aguerris", "aguerries");
    put(b, KeywordAbilityId.TOUGH, "coriace", "coriaces");
    ABILITIES = b.buildOrThrow();
  }

  /** Statuses (2.4.1.a) in every gender and number: "[[Boosté]]", "[[Boostés]]", "[[Endormie]]". */
  private static final Map<String, Status> STATUSES;

  static {
    ImmutableMap.Builder<String, Status> b = ImmutableMap.builder();
    put(b, Status.ANCHORED, "ancré", "ancrée", "ancrés", "ancrées");
    put(b, Status.ASCENDED, "élevé", "élevée", "élevés", "élevées");
    put(b, Status.ASLEEP, "endormi", "endormie", "endormis", "endormies");
    put(b, Status.BOOSTED, "boosté", "boostée", "boostés", "boostées");
    put(b, Status.EXHAUSTED, "épuisé", "épuisée", "épuisés", "épuisées");
    put(b, Status.FLEETING, "fugace", "fugaces");
    STATUSES = b.buildOrThrow();
  }

  @SafeVarargs
  private static <T> void put(ImmutableMap.Builder<String, T> b, T id, String... forms) {
    for (String form : forms) {
      b.put(form, id);
    }
  }

  /**
   * Sub-types (2.2.2) by their French names, with the English-derived ids of {@code EnglishLexicon}: singular,
   * plural, and feminine forms where cards name people.
   */
  private static final Map<String, String> SUBTYPES;
  /** The French singular name of each sub-type id, for the printer. */
  private static final Map<String, String> SUBTYPE_NAMES;

  static {
    ImmutableMap.Builder<String, String> b = ImmutableMap.builder();
    ImmutableMap.Builder<String, String> names = ImmutableMap.builder();
    String[][] table = {
      {"ADVENTURER", "Aventurier", "Aventuriers", "Aventurière", "Aventurières"},
      {"ANIMAL", "Animal", "Animaux"},
      {"APPRENTICE", "Apprenti", "Apprentis", "Apprentie", "Apprenties"},
      {"ARTIST", "Artiste", "Artistes"},
      {"BUREAUCRAT", "Bureaucrate", "Bureaucrates"},
      {"CITIZEN", "Citoyen", "Citoyens", "Citoyenne", "Citoyennes"},
      {"DEITY", "Divinité", "Divinités"},
      {"DRAGON", "Dragon", "Dragons"},
      {"DRUID", "Druide", "Druides", "Druidesse", "Druidesses"},
      {"ELEMENTAL", "Élémentaire", "Élémentaires"},
      {"ENGINEER", "Ingénieur", "Ingénieurs", "Ingénieure", "Ingénieures"},
      {"FAIRY", "Fée", "Fées"},
      {"LEVIATHAN", "Léviathan", "Léviathans"},
      {"MAGE", "Mage", "Mages"},
      {"MESSENGER", "Messager", "Messagers", "Messagère", "Messagères"},
      {"NOBLE", "Noble", "Nobles"},
      {"PLANT", "Plante", "Plantes"},
      {"ROBOT", "Robot", "Robots"},
      {"SCHOLAR", "Érudit", "Érudits", "Érudite", "Érudites"},
      {"SCIENTIST", "Scientifique", "Scientifiques"},
      {"SOLDIER", "Soldat", "Soldats"},
      {"SPIRIT", "Esprit", "Esprits"},
      {"TITAN", "Titan", "Titans"},
      {"TRAINER", "Dresseur", "Dresseurs", "Dresseuse", "Dresseuses"},
      {"CONSTRUCTION", "Construction", "Constructions"},
      {"GEAR", "Équipement", "Équipements"},
      {"SITE", "Site", "Sites"},
      {"BOON", "Bienfait", "Bienfaits"},
      {"CONJURATION", "Conjuration", "Conjurations"},
      {"DISRUPTION", "Perturbation", "Perturbations"},
      {"MANEUVER", "Manœuvre", "Manœuvres"},
      {"SONG", "Chant", "Chants"},
      {"ILLUSION", "Illusion", "Illusions"},
    };
    java.util.Set<String> pluralForms = new java.util.HashSet<>();
    for (String[] row : table) {
      names.put(row[0], row[1]);
      for (int i = 1; i < row.length; i++) {
        b.put(row[i].toLowerCase(Locale.ROOT), row[0]);
        if (i % 2 == 0) {
          pluralForms.add(row[i].toLowerCase(Locale.ROOT));
        }
      }
    }
    SUBTYPES = b.buildOrThrow();
    SUBTYPE_NAMES = names.buildOrThrow();
    PLURAL_SUBTYPES = java.util.Set.copyOf(pluralForms);
  }

  private static final java.util.Set<String> PLURAL_SUBTYPES;

  /** Counter names (2.5) printed on the official cards: French name to the id English gives. */
  private static final Map<String, String> COUNTERS = ImmutableMap.<String, String>builder()
      .put("arcane", "ARCANE")
      .put("épreuve", "TRIAL")
      .put("sève", "SAP")
      .put("ferraille", "SCRAP")
      .put("nourriture", "FOOD")
      .put("héroïsme", "HEROISM")
      .put("spectacle", "PERFORMANCE")
      .put("moral", "MORALE")
      .put("kélon", "KELON")
      .put("quête", "QUEST")
      .put("déplacement", "MOVE")
      .buildOrThrow();

  /** Token names (2.2.4.f) printed on the official cards: French name to the name English gives. */
  private static final Map<String, String> TOKENS = ImmutableMap.<String, String>builder()
      .put("scarabot", "Brassbug")
      .put("recrue ordis", "Ordis Recruit")
      .put("phalène de mana", "Mana Moth")
      .put("reflet draconique", "Dragon Shade")
      .put("booda", "Booda")
      .put("maw", "Maw")
      .put("halua", "Halua")
      .put("dotouffu", "Woollyback")
      // Named alone, defined by the set's token card (7.3.5.b): "un jeton [Aérolithe]".
      .put("aérolithe", "Aerolith")
      .put("graine de mana", "Manaseed")
      .buildOrThrow();


  /** Every bracketed word the lexicon knows (keyword actions and abilities, statuses), for "did you mean". */
  public static java.util.Set<String> bracketWords() {
    java.util.Set<String> words = new java.util.LinkedHashSet<>(ABILITIES.keySet());
    words.addAll(STATUSES.keySet());
    words.addAll(ACTIONS.keySet());
    return words;
  }
  public static Optional<String> subtype(String word) {
    return Optional.ofNullable(SUBTYPES.get(word.toLowerCase(Locale.ROOT)));
  }

  /** Sub-types whose French name is feminine ("une Plante", "une Illusion"). */
  private static final java.util.Set<String> FEMININE_SUBTYPES = java.util.Set.of("PLANT", "ILLUSION", "CONSTRUCTION",
      "CONJURATION", "DISRUPTION", "MANEUVER", "DEITY", "FAIRY");

  /** Whether the French name of a sub-type is feminine. */
  public static boolean feminineSubtype(String id) {
    return FEMININE_SUBTYPES.contains(id);
  }

  /** Whether a sub-type word is a plural form ("Plantes", "Animaux"). */
  public static boolean isPluralSubtype(String word) {
    return PLURAL_SUBTYPES.contains(word.toLowerCase(Locale.ROOT));
  }

  /** The French name of a sub-type id; an id the table does not know is printed as it is. */
  public static String subtypeName(String id, boolean plural) {
    String name = SUBTYPE_NAMES.get(id);
    if (name == null) {
      String lower = id.toLowerCase(Locale.ROOT).replace('_', ' ');
      return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }
    if (!plural) {
      return name;
    }
    for (Map.Entry<String, String> e : SUBTYPES.entrySet()) {
      if (e.getValue().equals(id) && PLURAL_SUBTYPES.contains(e.getKey())) {
        String lower = e.getKey();
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
      }
    }
    return name + "s";
  }

  public static Optional<KeywordAction> action(String inside) {
    return Optional.ofNullable(ACTIONS.get(norm(inside)));
  }

  public static Optional<Status> status(String inside) {
    return Optional.ofNullable(STATUSES.get(norm(inside)));
  }

  /** The counter id of a French counter name ("Épreuve" -> TRIAL); unknown names are their own id. */
  public static String counterId(String name) {
    String n = norm(name);
    String id = COUNTERS.get(n);
    return id != null ? id : name.trim().replaceAll("\\s+", "_").toUpperCase(Locale.ROOT);
  }

  /** The French name of a counter id, for the printer. */
  public static String counterName(String id) {
    for (Map.Entry<String, String> e : COUNTERS.entrySet()) {
      if (e.getValue().equals(id)) {
        String n = e.getKey();
        return Character.toUpperCase(n.charAt(0)) + n.substring(1);
      }
    }
    String lower = id.toLowerCase(Locale.ROOT).replace('_', ' ');
    return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
  }

  /** A keyword ability with its optional number or X: {@code "Coriace 2"}, {@code "Coriace X"}, {@code "Repérage"}. */
  public record KeywordWithParameter(KeywordAbilityId id, Optional<String> parameter) {}

  private static final Pattern PARAMETERIZED = Pattern.compile("^(.*?)\\s+(\\d+|x)$", Pattern.CASE_INSENSITIVE);
  private static final ConcurrentHashMap<String, Optional<KeywordWithParameter>> ABILITY_CACHE =
      new ConcurrentHashMap<>();
  private static final ConcurrentHashMap<String, Optional<TokenName>> TOKEN_CACHE = new ConcurrentHashMap<>();
  private static final int MAX_CACHED = 10_000;

  public static Optional<KeywordWithParameter> ability(String inside) {
    if (ABILITY_CACHE.size() > MAX_CACHED) {
      ABILITY_CACHE.clear();
    }
    return ABILITY_CACHE.computeIfAbsent(inside, FrenchLexicon::readAbility);
  }

  private static Optional<KeywordWithParameter> readAbility(String inside) {
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

  /**
   * A token's name and statistics: French prints the statistics first, {@code [2/2/2 Scarabot]}; the name-first
   * order of other languages is read too. {@code name} is the English name when the table knows it.
   */
  public record TokenName(String name, int forest, int mountain, int water) {}

  private static final Pattern STATS_FIRST = Pattern.compile("^(\\d+)/(\\d+)/(\\d+)\\s+(.+)$");
  private static final Pattern NAME_FIRST = Pattern.compile("^(.+?)\\s+(\\d+)/(\\d+)/(\\d+)$");

  public static Optional<TokenName> tokenName(String inside) {
    if (TOKEN_CACHE.size() > MAX_CACHED) {
      TOKEN_CACHE.clear();
    }
    return TOKEN_CACHE.computeIfAbsent(inside, FrenchLexicon::readTokenName);
  }

  private static Optional<TokenName> readTokenName(String inside) {
    String n = norm(inside, false);
    Matcher m = STATS_FIRST.matcher(n);
    if (m.matches()) {
      return Optional.of(new TokenName(tokenId(m.group(4)), Integer.parseInt(m.group(1)),
          Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))));
    }
    m = NAME_FIRST.matcher(n);
    if (m.matches()) {
      return Optional.of(new TokenName(tokenId(m.group(1)), Integer.parseInt(m.group(2)),
          Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4))));
    }
    return Optional.empty();
  }

  /**
   * The name English gives a token the French names alone, without statistics ("un jeton [Aérolithe]": Aerolith);
   * a name the table does not know stays as written.
   */
  public static String tokenId(String name) {
    String known = TOKENS.get(norm(name));
    return known != null ? known : name;
  }

  /** The French name of a token, for the printer. */
  public static String tokenFrenchName(String name) {
    for (Map.Entry<String, String> e : TOKENS.entrySet()) {
      if (e.getValue().equals(name)) {
        return capitalizeWords(e.getKey());
      }
    }
    return name;
  }

  private static String capitalizeWords(String lower) {
    StringBuilder out = new StringBuilder();
    boolean start = true;
    for (String w : lower.split(" ")) {
      if (out.length() > 0) {
        out.append(' ');
      }
      boolean small = !start && (w.equals("de") || w.equals("du") || w.equals("des"));
      out.append(small ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1));
      start = false;
    }
    return out.toString();
  }

  private static String norm(String inside) {
    return norm(inside, true);
  }

  /** Trimmed, runs of spaces as one space, composed accents (NFC), lower case if asked. */
  private static String norm(String inside, boolean lower) {
    StringBuilder out = new StringBuilder(inside.length());
    boolean space = false;
    for (int i = 0; i < inside.length(); i++) {
      char c = inside.charAt(i);
      if (Character.isWhitespace(c)) {
        space = out.length() > 0;
        continue;
      }
      if (space) {
        out.append(' ');
        space = false;
      }
      out.append(lower ? Character.toLowerCase(c) : c);
    }
    String s = out.toString();
    return Normalizer.isNormalized(s, Normalizer.Form.NFC) ? s : Normalizer.normalize(s, Normalizer.Form.NFC);
  }
}
