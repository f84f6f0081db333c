package dev.altered.tools;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.cardfile.SourcedCard;
import dev.altered.load.LoadResult;
import dev.altered.load.LoadedAbility;
import java.util.HashSet;
import java.util.Set;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import dev.altered.card.Stats;
import dev.altered.load.Abilities;
import dev.altered.load.LanguageGuess;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes synthetic cards the way Unique cards are made: a real Character (its name, faction, sub-types) with varied
 * costs and statistics, and abilities recombined from real cards, their numbers and targets varied. Every ability is
 * taken with its five translations together, and a variation is applied only when it can be applied the same way in
 * all five, so the texts stay grammatical and say the same thing in every language. Deterministic for a seed.
 */
final class CardGenerator {
  /** One ability in the five languages. */
  record Ability(ImmutableMap<Language, String> texts) {}

  /** A real Character the generated cards are variants of. */
  record Base(CardDefinition card) {}

  /** Aligned phrases: a target, and the same target restricted to what you control (used before a full stop). */
  private static final ImmutableMap<Language, String> ANY_TARGET = ImmutableMap.of(
      Language.EN, "target Character", Language.FR, "un Personnage ciblé", Language.DE, "einen Charakter deiner Wahl",
      Language.ES, "un personaje objetivo", Language.IT, "un personaggio bersaglio");
  private static final ImmutableMap<Language, String> YOUR_TARGET = ImmutableMap.of(
      Language.EN, "target Character you control", Language.FR, "un Personnage ciblé que vous contrôlez",
      Language.DE, "einen Charakter deiner Wahl, den du kontrollierst", Language.ES,
      "un personaje objetivo que controles", Language.IT, "un personaggio bersaglio che controlli");

  /** Numbers a variation may change: mana in braces, and plain counts of 2 or more (plural stays plural). */
  private static final Pattern NUMBER = Pattern.compile("\\{(\\d)\\}|(?<![\\d/+.-])(\\d+)(?![\\d/.])");
  private static final Pattern TRIGGER = Pattern.compile("^\\{([JHR])\\} ");
  private static final Pattern PLACEHOLDER = Pattern.compile("\\[[A-Z][A-Z0-9_]+\\]");

  private final List<Base> bases;
  private final List<Ability> mains;
  private final List<Ability> supports;

  private CardGenerator(List<Base> bases, List<Ability> mains, List<Ability> supports) {
    this.bases = bases;
    this.mains = mains;
    this.supports = supports;
  }

  /**
   * Collects the Characters and the abilities that exist in all five languages, aligned, from real cards as the
   * standard loader loaded them: an "If you don't, …" that the loader joined to the ability before it (6.2.e) stays
   * with that ability, since on its own it means nothing on a Character.
   */
  static CardGenerator from(LoadResult source) {
    List<Base> bases = new ArrayList<>();
    Map<ImmutableMap<Language, String>, Ability> mains = new LinkedHashMap<>();
    Map<ImmutableMap<Language, String>, Ability> supports = new LinkedHashMap<>();
    for (SourcedCard sourced : source.cards()) {
      CardDefinition card = sourced.card();
      if (card.type() != CardType.CHARACTER || card.names().size() != Language.values().length
          || card.stats().isEmpty()) {
        continue;
      }
      Set<Integer> joinedMain = new HashSet<>();
      Set<Integer> joinedSupport = new HashSet<>();
      source.programs().ifPresent(programs -> {
        for (LoadedAbility ability : programs.abilities(sourced, Language.EN)) {
          if (ability.joined()) {
            (ability.support() ? joinedSupport : joinedMain).add(ability.index());
          }
        }
      });
      bases.add(new Base(card));
      align(card, false, joinedMain).forEach(a -> mains.putIfAbsent(a.texts(), a));
      align(card, true, joinedSupport).forEach(a -> supports.putIfAbsent(a.texts(), a));
    }
    if (bases.isEmpty() || mains.isEmpty()) {
      throw new IllegalArgumentException("no Character with text in all five languages to recombine");
    }
    return new CardGenerator(bases, List.copyOf(mains.values()), List.copyOf(supports.values()));
  }

  int abilityCount() {
    return mains.size() + supports.size();
  }

  /** The abilities of one box of a card, when every language has the same number of them and none is defective. */
  private static List<Ability> align(CardDefinition card, boolean support, Set<Integer> joined) {
    Map<Language, List<String>> byLanguage = new EnumMap<>(Language.class);
    int count = -1;
    for (Language language : Language.values()) {
      CardText text = card.text(language);
      List<String> abilities = Abilities.of(support ? text.supportLines() : text.mainLines());
      if (count >= 0 && abilities.size() != count) {
        return List.of();
      }
      count = abilities.size();
      byLanguage.put(language, abilities);
    }
    List<Ability> aligned = new ArrayList<>();
    int previousAdded = -1; // the index of the last ability added alone
    for (int i = 0; i < count; i++) {
      EnumMap<Language, String> texts = new EnumMap<>(Language.class);
      boolean usable = true;
      for (Language language : Language.values()) {
        // '#' marks where a Rare differs from its Common: not part of the text (corpus README).
        String text = byLanguage.get(language).get(i).replace("#", "");
        usable &= !text.isBlank() && !PLACEHOLDER.matcher(text).find()
            && LanguageGuess.wrongLanguage(language, text).isEmpty();
        texts.put(language, text);
      }
      if (joined.contains(i)) { // with the ability before, as one: both or neither
        Ability before = previousAdded == i - 1 ? aligned.remove(aligned.size() - 1) : null;
        if (before != null && usable) {
          EnumMap<Language, String> both = new EnumMap<>(Language.class);
          texts.forEach((language, text) -> both.put(language,
              before.texts().get(language) + CardText.LINE_SEPARATOR + text));
          aligned.add(new Ability(ImmutableMap.copyOf(both)));
        }
      } else if (usable) {
        aligned.add(new Ability(ImmutableMap.copyOf(texts)));
        previousAdded = i;
      }
    }
    return aligned;
  }

  /** The {@code index}-th generated card for a seed: the same arguments always give the same card. */
  CardDefinition card(long seed, long index) {
    SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index);
    CardDefinition base = bases.get(random.nextInt(bases.size())).card();
    int abilityCount = 1 + random.nextInt(3);
    Map<Language, List<String>> main = new EnumMap<>(Language.class);
    Map<Language, List<String>> support = new EnumMap<>(Language.class);
    for (Language language : Language.values()) {
      main.put(language, new ArrayList<>());
      support.put(language, new ArrayList<>());
    }
    for (int i = 0; i < abilityCount; i++) {
      Ability ability = vary(mains.get(random.nextInt(mains.size())), random);
      ability.texts().forEach((language, text) -> main.get(language).add(text));
    }
    if (!supports.isEmpty() && random.nextInt(3) == 0) {
      Ability ability = vary(supports.get(random.nextInt(supports.size())), random);
      ability.texts().forEach((language, text) -> support.get(language).add(text));
    }
    ImmutableMap.Builder<Language, CardText> texts = ImmutableMap.builder();
    for (Language language : Language.values()) {
      texts.put(language, new CardText(lines(main.get(language)), lines(support.get(language))));
    }
    Stats stats = base.stats().orElseThrow();
    int hand = clamp(base.handCost().orElse(3) + random.nextInt(3) - 1, 0, 9);
    String faction = base.faction().name();
    String reference = "ALT_GEN_B_" + faction + "_" + base.reference().split("_")[4] + "_U_" + (index + 1);
    return new CardDefinition(reference, "GEN", CardType.CHARACTER, base.subtypes(), base.faction(), Rarity.UNIQUE,
        base.names(), OptionalInt.of(hand), OptionalInt.of(clamp(hand + random.nextInt(3) - 1, 0, 9)),
        Optional.of(Stats.of(vary(stats.forest(), random), vary(stats.mountain(), random),
            vary(stats.water(), random))), Optional.empty(), texts.build());
  }

  private static ImmutableList<String> lines(List<String> abilities) {
    return abilities.isEmpty() ? ImmutableList.of()
        : CardText.lines(Optional.of(String.join(CardText.LINE_SEPARATOR, abilities)));
  }

  private static int vary(int stat, SplittableRandom random) {
    return clamp(stat + random.nextInt(3) - 1, 0, 9);
  }

  private static int clamp(int value, int min, int max) {
    return Math.max(min, Math.min(max, value));
  }

  /** Varies numbers, target and trigger of an ability, each only when all five languages allow the same change. */
  static Ability vary(Ability ability, SplittableRandom random) {
    Map<Language, String> texts = new EnumMap<>(ability.texts());
    varyNumbers(texts, random);
    if (random.nextBoolean()) {
      varyTarget(texts);
    }
    if (random.nextInt(4) == 0) {
      varyTrigger(texts, random);
    }
    return new Ability(ImmutableMap.copyOf(texts));
  }

  /** The numbers outside reminder text and token brackets must be the same sequence in every language. */
  private static void varyNumbers(Map<Language, String> texts, SplittableRandom random) {
    List<String> reference = null;
    for (String text : texts.values()) {
      List<String> numbers = numbers(text);
      if (reference != null && !reference.equals(numbers)) {
        return;
      }
      reference = numbers;
    }
    if (reference == null || reference.isEmpty()) {
      return;
    }
    List<String> replacement = new ArrayList<>();
    for (String number : reference) {
      boolean mana = number.startsWith("{");
      int value = Integer.parseInt(mana ? number.substring(1, 2) : number);
      if (mana) {
        replacement.add("{" + (1 + random.nextInt(4)) + "}");
      } else if (value >= 2) {
        replacement.add(Integer.toString(2 + random.nextInt(4)));
      } else {
        replacement.add(number); // 1 is singular: changing it would break agreement
      }
    }
    texts.replaceAll((language, text) -> replaceNumbers(text, replacement));
  }

  private static List<String> numbers(String text) {
    List<String> numbers = new ArrayList<>();
    forEachNumber(text, (m, start) -> numbers.add(m.group()));
    return numbers;
  }

  private static String replaceNumbers(String text, List<String> replacement) {
    StringBuilder out = new StringBuilder(text.length());
    int[] last = {0};
    int[] index = {0};
    forEachNumber(text, (m, start) -> {
      out.append(text, last[0], m.start()).append(replacement.get(index[0]++));
      last[0] = m.end();
    });
    return out.append(text, last[0], text.length()).toString();
  }

  private interface NumberVisitor {
    void visit(Matcher match, int start);
  }

  /** Numbers outside (...) reminder text and [...] token names (a token's statistics define the token). */
  private static void forEachNumber(String text, NumberVisitor visitor) {
    Matcher m = NUMBER.matcher(text);
    while (m.find()) {
      if (!inside(text, m.start(), '(', ')') && !inside(text, m.start(), '[', ']')) {
        visitor.visit(m, m.start());
      }
    }
  }

  private static boolean inside(String text, int at, char open, char close) {
    int depth = 0;
    for (int i = 0; i < at; i++) {
      char c = text.charAt(i);
      if (c == open) {
        depth++;
      } else if (c == close && depth > 0) {
        depth--;
      }
    }
    return depth > 0;
  }

  /**
   * "target Character" becomes "target Character you control" in all five languages, or back. German puts the
   * relative clause between commas, the second one dropped before a full stop.
   */
  private static void varyTarget(Map<Language, String> texts) {
    if (texts.entrySet().stream().allMatch(e -> once(e.getValue(), YOUR_TARGET.get(e.getKey())) >= 0)) {
      texts.replaceAll((language, text) -> {
        int at = once(text, YOUR_TARGET.get(language));
        int end = at + YOUR_TARGET.get(language).length();
        if (language == Language.DE && end < text.length() && text.charAt(end) == ',') {
          end++; // the comma closing the relative clause
        }
        return text.substring(0, at) + ANY_TARGET.get(language) + text.substring(end);
      });
    } else if (texts.entrySet().stream().allMatch(e -> once(e.getValue(), ANY_TARGET.get(e.getKey())) >= 0
        && e.getValue().indexOf(YOUR_TARGET.get(e.getKey())) < 0)) {
      texts.replaceAll((language, text) -> {
        int at = once(text, ANY_TARGET.get(language));
        int end = at + ANY_TARGET.get(language).length();
        boolean clauseEnds = end >= text.length() || ".,;:)#".indexOf(text.charAt(end)) >= 0;
        String clause = YOUR_TARGET.get(language) + (language == Language.DE && !clauseEnds ? "," : "");
        return text.substring(0, at) + clause + text.substring(end);
      });
    }
  }

  /** The index of the phrase when it occurs exactly once as whole words, else -1. */
  private static int once(String text, String phrase) {
    int found = -1;
    for (int at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      int end = at + phrase.length();
      boolean whole = (at == 0 || !Character.isLetter(text.charAt(at - 1)))
          && (end >= text.length() || !Character.isLetter(text.charAt(end)));
      if (whole) {
        if (found >= 0) {
          return -1;
        }
        found = at;
      }
    }
    return found;
  }

  /** {J}, {H} and {R} are markup, the same in every language: swapping them keeps the text consistent. */
  private static void varyTrigger(Map<Language, String> texts, SplittableRandom random) {
    String symbol = null;
    for (String text : texts.values()) {
      Matcher m = TRIGGER.matcher(text);
      if (!m.find() || (symbol != null && !symbol.equals(m.group(1)))) {
        return;
      }
      symbol = m.group(1);
    }
    String to = "JHR".charAt(random.nextInt(3)) + "";
    texts.replaceAll((language, text) -> "{" + to + "}" + text.substring(3));
  }
}
