package dev.altered.load;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.card.Language;
import dev.altered.card.Suggestions;
import dev.altered.cardfile.CardFileFormat;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.SourcedCard;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code altered check} verifies beyond reading: the characteristics rules of section 2.2 that a card's data can
 * break, duplicate references, missing English, and the defects the official data is known to have (an unexpanded
 * placeholder, text in the wrong language). Errors are what the engine cannot use; warnings are suspicious but load.
 *
 * <p>Keywords, statuses and counters are checked by the text layer's lexicon, through the loader's parse stage; this
 * class does not keep a second list of them.
 */
public final class CardChecker {
  /** Sub-types of rule 2.2.2.d (Characters), 2.2.2.e (Permanents) and 2.2.2.g (Spells). */
  public static final ImmutableSet<String> RULE_SUBTYPES = ImmutableSet.of(
      "ADVENTURER", "ANIMAL", "APPRENTICE", "ARTIST", "BUREAUCRAT", "CITIZEN", "COMPANION", "DEITY", "DRAGON", "DRUID",
      "ELEMENTAL", "ENGINEER", "FAIRY", "LEVIATHAN", "MAGE", "MESSENGER", "NOBLE", "PLANT", "ROBOT", "SCHOLAR",
      "SCIENTIST", "SOLDIER", "SPIRIT", "TITAN", "TRAINER",
      "CONSTRUCTION", "GEAR", "SITE",
      "BOON", "CONJURATION", "DISRUPTION", "MANEUVER", "SONG");
  /** Sub-types the official sets print that rule 2.2.2 does not list. */
  public static final ImmutableSet<String> SET_SUBTYPES = ImmutableSet.of("ILLUSION", "LANDMARK", "ORE", "ROGUE", "SAP");

  /** Highest Hand or Reserve Cost accepted; the official sets go up to 9. */
  public static final int MAX_COST = 10;
  /** Highest statistic accepted. */
  public static final int MAX_STAT = 20;

  /** {@code [MANA_MOTH]}, {@code [BB]}: an identifier the data's author meant to replace with text. */
  private static final Pattern PLACEHOLDER = CardLoader.PLACEHOLDER;

  /**
   * A token printed by its name alone, "create a [Manaseed] token": it takes its characteristics from the token card of
   * that name, so a misspelt name would make a blank token (docs/design/rules.md, Tokens).
   */
  private static final Pattern NAMED_TOKEN = Pattern.compile("\\[([A-Z][A-Za-z' -]*)\\] (?:[A-Z][a-z]+ )*tokens?\\b");

  private CardChecker() {}

  /** Every problem of the loaded cards, in card order. */
  public static List<Diagnostic> check(List<SourcedCard> cards) {
    List<Diagnostic> out = new ArrayList<>();
    Map<String, SourcedCard> byReference = new HashMap<>();
    java.util.Set<String> tokenNames = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
    for (SourcedCard sourced : cards) {
      if (sourced.card().type().isToken()) {
        sourced.card().names().getOrDefault(Language.EN, "").lines().findFirst().ifPresent(tokenNames::add);
      }
    }
    for (SourcedCard sourced : cards) {
      SourcedCard first = byReference.putIfAbsent(sourced.card().reference(), sourced);
      if (first != null) {
        out.add(Diagnostic.error(sourced.file(), sourced.line(), sourced.column(), "duplicate-reference",
            "duplicate reference " + sourced.card().reference() + ": first defined at " + first.file() + ":"
                + first.line()));
      }
      check(sourced, out, tokenNames);
    }
    return out;
  }

  private static void check(SourcedCard sourced, List<Diagnostic> out, java.util.Set<String> tokenNames) {
    CardDefinition card = sourced.card();
    Checks c = new Checks(sourced, out);
    CardType type = card.type();
    boolean character = type == CardType.CHARACTER || type.isToken();

    if (type == CardType.HERO && !card.subtypes().isEmpty()) {
      c.error(CardFileFormat.SUBTYPES, "subtype-on-hero", "a Hero has no sub-types (rule 2.2.2.b)");
    }
    for (String subtype : card.subtypes()) {
      if (!RULE_SUBTYPES.contains(subtype) && !SET_SUBTYPES.contains(subtype)) {
        String near = Suggestions.nearest(subtype, com.google.common.collect.Sets.union(RULE_SUBTYPES, SET_SUBTYPES))
            .map(s -> "did you mean '" + CardFileFormat.subtypeDisplay(s) + "'? ").orElse("");
        c.warning(CardFileFormat.SUBTYPES, "unknown-subtype", "unknown sub-type '"
            + CardFileFormat.subtypeDisplay(subtype) + "': " + near + "expected one listed by rule 2.2.2 or printed in"
            + " the official sets (" + String.join(", ", SET_SUBTYPES.stream().map(CardFileFormat::subtypeDisplay)
                .toList()) + ")");
      }
    }

    if (card.stats().isPresent() && !character) {
      c.error(CardFileFormat.STATS, "stats-on-non-character", "a " + type.displayName()
          + " has no statistics: only Characters (and tokens, which are Characters) have them (rule 2.2.11.c)");
    }
    if (card.stats().isEmpty() && type == CardType.CHARACTER) {
      c.error(CardFileFormat.STATS, "missing-stats", "a Character has statistics (rule 2.2.11): expected a"
          + " 'stats: forest/mountain/water' line");
    }
    card.stats().ifPresent(stats -> {
      for (int value : new int[] {stats.forest(), stats.mountain(), stats.water()}) {
        if (value > MAX_STAT) {
          c.error(CardFileFormat.STATS, "stats-out-of-range", "statistic " + value + " out of range 0.." + MAX_STAT);
        }
      }
    });

    if (card.limits().isPresent() && type != CardType.HERO) {
      c.error(CardFileFormat.LIMITS, "limits-on-non-hero",
          "only Heroes have a reserve limit and a landmark limit (rules 2.2.13.b, 2.2.14.b)");
    }
    if (card.limits().isEmpty() && type == CardType.HERO) {
      c.warning(CardFileFormat.LIMITS, "missing-limits", "Hero without 'limits: reserve/landmark': the defaults"
          + " of a player without a Hero (2/2, rules 3.2.7.b, 3.2.10.b) will apply");
    }

    cost(c, "Hand Cost", card.handCost(), type, "2.2.7");
    cost(c, "Reserve Cost", card.reserveCost(), type, "2.2.8");

    if (!card.names().containsKey(Language.EN)) {
      c.error(CardFileFormat.CARD, "missing-english", "no English name: the English name is the card's name"
          + " (rule 2.2.4.c): expected an 'en: NAME' line");
    }
    if (!card.texts().isEmpty() && !card.texts().containsKey(Language.EN)) {
      c.error(CardFileFormat.CARD, "missing-english", "text in " + codes(card.texts().keySet())
          + " but no English text: English is the reference language (rule 2.2.4.c)");
    }
    if (card.texts().containsKey(Language.EN)) {
      for (Language language : Language.values()) {
        if (language != Language.EN && card.names().containsKey(language) && !card.texts().containsKey(language)) {
          c.warning(CardFileFormat.CARD, "missing-translation", "the card has English text and a " + language.code()
              + " name but no " + language.code() + " text");
        }
      }
    }

    card.names().forEach((language, name) -> {
      Matcher placeholder = PLACEHOLDER.matcher(name);
      if (placeholder.find()) {
        c.warning(CardFileFormat.CARD, "placeholder", language.code() + " name has the unexpanded placeholder "
            + placeholder.group() + " (a defect of the source data)");
      }
    });
    card.texts().forEach((language, text) -> {
      lines(c, language, text.mainLines(), false, tokenNames);
      lines(c, language, text.supportLines(), true, tokenNames);
    });
  }

  private static void lines(Checks c, Language language, ImmutableList<String> lines, boolean support,
      java.util.Set<String> tokenNames) {
    for (int index = 0; index < lines.size(); index++) {
      int i = index;
      String line = lines.get(i);
      Matcher placeholder = PLACEHOLDER.matcher(line);
      if (placeholder.find()) {
        c.textWarning(language, support, i, placeholder.start(), "placeholder", "unexpanded placeholder "
            + placeholder.group() + ": the source data never replaced it with the " + language.code() + " text");
      }
      LanguageGuess.wrongLanguage(language, line).ifPresent(actual -> c.textWarning(language, support, i, 0,
          "wrong-language", "the " + language.code() + " text here reads as " + actual.code()
              + " (function words counted): a translation missing from the source data?"));
      if (language == Language.EN) {
        tokens(c, support, i, line, tokenNames);
      }
    }
  }

  /**
   * Only a name near a token card's is reported: a token card may be in a file this check did not read (checking one
   * faction's file of a set), and then a name far from every loaded one is no sign of a slip.
   */
  private static void tokens(Checks c, boolean support, int i, String line, java.util.Set<String> tokenNames) {
    Matcher named = NAMED_TOKEN.matcher(line);
    while (named.find()) {
      String name = named.group(1);
      if (!tokenNames.contains(name)) {
        int at = named.start();
        Suggestions.nearest(name, tokenNames).ifPresent(near -> c.textWarning(Language.EN, support, i, at,
            "unknown-token", "no token card is named '" + name + "': did you mean [" + near + "]? expected the name"
                + " of a token card of the loaded sets, whose characteristics a token printed by its name alone takes"));
      }
    }
  }

  private static void cost(Checks c, String name, OptionalInt cost, CardType type, String rule) {
    boolean free = type.isToken() || type == CardType.HERO;
    if (cost.isEmpty()) {
      if (!free) {
        c.error(CardFileFormat.COST, "missing-cost", "a " + type.displayName() + " has a " + name + " (rule " + rule
            + "): expected 'cost: HAND/RESERVE'");
      }
      return;
    }
    int value = cost.getAsInt();
    if (value > MAX_COST) {
      c.error(CardFileFormat.COST, "cost-out-of-range", name + " " + value + " out of range 0.." + MAX_COST);
    } else if (type.isToken() && value != 0) {
      c.warning(CardFileFormat.COST, "token-cost", "tokens have a " + name + " of 0 (rule " + rule + ".c)");
    }
  }

  private static String codes(java.util.Set<Language> languages) {
    return String.join(", ", languages.stream().map(Language::code).toList());
  }

  /** Positions problems on the card's lines. */
  private record Checks(SourcedCard sourced, List<Diagnostic> out) {
    void error(String field, String code, String message) {
      int[] at = at(field);
      out.add(Diagnostic.error(sourced.file(), at[0], at[1], code, prefix() + message));
    }

    void warning(String field, String code, String message) {
      int[] at = at(field);
      out.add(Diagnostic.warning(sourced.file(), at[0], at[1], code, prefix() + message));
    }

    void textWarning(Language language, boolean support, int lineIndex, int offset, String code, String message) {
      int[] at = sourced.position(language, support, lineIndex);
      boolean exact = sourced.textPositions().length > 0;
      out.add(Diagnostic.warning(sourced.file(), at[0], exact ? at[1] + offset : at[1], code, prefix() + message));
    }

    private int[] at(String field) {
      return field.equals(CardFileFormat.CARD) ? new int[] {sourced.line(), sourced.column()}
          : sourced.fieldPosition(field);
    }

    private String prefix() {
      return sourced.card().reference() + ": ";
    }
  }
}
