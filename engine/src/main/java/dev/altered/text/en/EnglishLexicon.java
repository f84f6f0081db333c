package dev.altered.text.en;

import com.google.common.collect.ImmutableMap;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.Status;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * English printed forms of bracketed keywords, statuses and sub-types, mapped to language-neutral ids.
 *
 * <p>To add a keyword: add its printed forms (every inflection that cards print) here, and its id to the enum in
 * {@code dev.altered.ast}. The grammar does not change: it reads any bracketed word, and this table tells it which
 * kind of word it is.
 */
public final class EnglishLexicon {
  private EnglishLexicon() {}

  private static final Map<String, KeywordAction> ACTIONS = ImmutableMap.<String, KeywordAction>builder()
      .put("after you", KeywordAction.AFTER_YOU)
      .put("ascend", KeywordAction.ASCEND)
      .put("ascends", KeywordAction.ASCEND)
      .put("augment", KeywordAction.AUGMENT)
      .put("augments", KeywordAction.AUGMENT)
      .put("defect", KeywordAction.DEFECT)
      .put("defects", KeywordAction.DEFECT)
      .put("exhausted resupply", KeywordAction.EXHAUSTED_RESUPPLY)
      .put("exhausted resupplies", KeywordAction.EXHAUSTED_RESUPPLY)
      .put("resupply", KeywordAction.RESUPPLY)
      .put("resupplies", KeywordAction.RESUPPLY)
      .put("rush", KeywordAction.RUSH)
      .put("rushes", KeywordAction.RUSH)
      .put("sabotage", KeywordAction.SABOTAGE)
      .put("sabotages", KeywordAction.SABOTAGE)
      .buildOrThrow();

  private static final Map<String, KeywordAbilityId> ABILITIES = ImmutableMap.<String, KeywordAbilityId>builder()
      .put("cooldown", KeywordAbilityId.COOLDOWN)
      .put("defender", KeywordAbilityId.DEFENDER)
      .put("eternal", KeywordAbilityId.ETERNAL)
      .put("gigantic", KeywordAbilityId.GIGANTIC)
      .put("scout", KeywordAbilityId.SCOUT)
      .put("seasoned", KeywordAbilityId.SEASONED)
      .put("tough", KeywordAbilityId.TOUGH)
      .buildOrThrow();

  private static final Map<String, Status> STATUSES = ImmutableMap.<String, Status>builder()
      .put("anchored", Status.ANCHORED)
      .put("ascended", Status.ASCENDED)
      .put("asleep", Status.ASLEEP)
      .put("boosted", Status.BOOSTED)
      .put("exhausted", Status.EXHAUSTED)
      .put("fleeting", Status.FLEETING)
      .buildOrThrow();

  /** Sub-types of 2.2.2 (Characters, Permanents, Spells) and of printed tokens; singular id, printed singular. */
  private static final Map<String, String> SUBTYPES;

  static {
    ImmutableMap.Builder<String, String> b = ImmutableMap.builder();
    String[] singular = {
      "Adventurer", "Animal", "Apprentice", "Artist", "Bureaucrat", "Citizen", "Deity", "Dragon", "Druid",
      "Elemental", "Engineer", "Fairy", "Leviathan", "Mage", "Messenger", "Noble", "Plant", "Robot", "Scholar",
      "Scientist", "Soldier", "Spirit", "Titan", "Trainer", "Construction", "Gear", "Site", "Boon", "Conjuration",
      "Disruption", "Maneuver", "Song", "Illusion", "Rogue"
    };
    for (String s : singular) {
      String lower = s.toLowerCase(Locale.ROOT);
      String id = s.toUpperCase(Locale.ROOT);
      b.put(lower, id);
      b.put(plural(lower), id);
    }
    SUBTYPES = b.buildOrThrow();
  }

  private static String plural(String lower) {
    if (lower.endsWith("y") && !lower.endsWith("ey")) {
      return lower.substring(0, lower.length() - 1) + "ies";
    }
    return lower + "s";
  }

  /** The singular printed form of a sub-type id, e.g. {@code ROBOT -> Robot}. */
  public static String subtypeName(String id, boolean plural) {
    String lower = id.toLowerCase(Locale.ROOT);
    String word = plural ? plural(lower) : lower;
    return Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }

  public static Optional<String> subtype(String word) {
    return Optional.ofNullable(SUBTYPES.get(word.toLowerCase(Locale.ROOT)));
  }

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

  /** A keyword ability with its optional number or X: {@code "Tough 2"}, {@code "Tough X"}, {@code "Scout"}. */
  public record KeywordWithParameter(KeywordAbilityId id, Optional<String> parameter) {}

  private static final Pattern PARAMETERIZED = Pattern.compile("^(.*?)\\s+(\\d+|x)$", Pattern.CASE_INSENSITIVE);

  private static final java.util.concurrent.ConcurrentHashMap<String, Optional<KeywordWithParameter>> ABILITY_CACHE =
      new java.util.concurrent.ConcurrentHashMap<>();
  private static final java.util.concurrent.ConcurrentHashMap<String, Optional<TokenName>> TOKEN_CACHE =
      new java.util.concurrent.ConcurrentHashMap<>();
  private static final int MAX_CACHED = 10_000;

  /** Looked up once per distinct bracket text (the front-end asks for every bracketed word it reads). */
  public static Optional<KeywordWithParameter> ability(String inside) {
    if (ABILITY_CACHE.size() > MAX_CACHED) {
      ABILITY_CACHE.clear();
    }
    return ABILITY_CACHE.computeIfAbsent(inside, EnglishLexicon::readAbility);
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

  /** A token's name and statistics: {@code Brassbug 2/2/2}. */
  public record TokenName(String name, int forest, int mountain, int water) {}

  private static final Pattern TOKEN = Pattern.compile("^(.+?)\\s+(\\d+)/(\\d+)/(\\d+)$");

  public static Optional<TokenName> tokenName(String inside) {
    if (TOKEN_CACHE.size() > MAX_CACHED) {
      TOKEN_CACHE.clear();
    }
    return TOKEN_CACHE.computeIfAbsent(inside, EnglishLexicon::readTokenName);
  }

  private static Optional<TokenName> readTokenName(String inside) {
    Matcher m = TOKEN.matcher(norm(inside, false));
    if (!m.matches()) {
      return Optional.empty();
    }
    return Optional.of(new TokenName(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
        Integer.parseInt(m.group(4))));
  }

  private static String norm(String inside) {
    return norm(inside, true);
  }

  /** Trimmed, runs of spaces as one space, lower case if asked; no regular expression (this is on the hot path). */
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
    return out.toString();
  }
}
