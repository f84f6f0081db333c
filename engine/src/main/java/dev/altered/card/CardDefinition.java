package dev.altered.card;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.Maps;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A card as printed: its characteristics (2.2) and its text in every language it was published in. This is data,
 * not behaviour: the engine compiles the text into programs. An immutable value: equal when every characteristic and
 * every text line is.
 *
 * <p>The texts are held densely: every line of every language in one array (languages in {@link Language} order,
 * each one's main lines then its support lines) and their counts packed in a {@code long}, rather than a map of
 * {@link CardText}s each holding two lists. A million loaded cards are about twenty objects fewer each (half the
 * heap, and half of what a garbage collection copies). {@link #texts()} and {@link #text} give the usual values, made
 * on each call; {@link #lineCount} and {@link #line} read the lines without making anything.
 */
public final class CardDefinition {
  private static final Language[] LANGUAGES = Language.values();
  private static final String[] NO_LINES = new String[0];
  /** Bits per language in {@link #layout}: present (1), main lines (6), support lines (5). */
  private static final int BITS = 12;
  private static final int MAX_MAIN = (1 << 6) - 1;
  private static final int MAX_SUPPORT = (1 << 5) - 1;

  private final String reference;
  private final String set;
  private final CardType type;
  private final ImmutableList<String> subtypes;
  private final Faction faction;
  private final Rarity rarity;
  private final ImmutableMap<Language, String> names;
  private final OptionalInt handCost;
  private final OptionalInt reserveCost;
  private final Optional<Stats> stats;
  private final Optional<HeroLimits> limits;
  /** Every line of every language's boxes, in {@link Language} order, main lines then support lines. */
  private final String[] lines;
  /** Per language ({@link #BITS} bits from bit {@code BITS * ordinal}): present, main count, support count. */
  private final long layout;
  /** The texts as given, only when a box has more lines than {@link #layout} counts (none printed so far). */
  private final ImmutableMap<Language, CardText> large;

  /**
   * @param reference the unique reference, e.g. {@code ALT_CORE_B_AX_16_C}
   * @param subtypes sub-type ids in upper case ({@code ENGINEER}); an open vocabulary, checked by the card checker
   * @param names the name in each language; the English name is the object's name (2.2.4.c)
   */
  public CardDefinition(String reference, String set, CardType type, ImmutableList<String> subtypes, Faction faction,
      Rarity rarity, ImmutableMap<Language, String> names, OptionalInt handCost, OptionalInt reserveCost,
      Optional<Stats> stats, Optional<HeroLimits> limits, ImmutableMap<Language, CardText> texts) {
    this(reference, set, type, subtypes, faction, rarity, names, handCost, reserveCost, stats, limits,
        TextLines.of(Objects.requireNonNull(texts, "texts")));
  }

  /**
   * The same card, its texts given as lines ({@link TextLines}, which a reader reuses from card to card): what a
   * reader of many cards uses, without a {@link CardText} or a map per card. The lines are copied.
   */
  public CardDefinition(String reference, String set, CardType type, ImmutableList<String> subtypes, Faction faction,
      Rarity rarity, ImmutableMap<Language, String> names, OptionalInt handCost, OptionalInt reserveCost,
      Optional<Stats> stats, Optional<HeroLimits> limits, TextLines texts) {
    this.reference = Objects.requireNonNull(reference, "reference");
    this.set = Objects.requireNonNull(set, "set");
    this.type = Objects.requireNonNull(type, "type");
    this.subtypes = Objects.requireNonNull(subtypes, "subtypes");
    this.faction = Objects.requireNonNull(faction, "faction");
    this.rarity = Objects.requireNonNull(rarity, "rarity");
    this.names = Objects.requireNonNull(names, "names");
    this.handCost = Objects.requireNonNull(handCost, "handCost");
    this.reserveCost = Objects.requireNonNull(reserveCost, "reserveCost");
    this.stats = Objects.requireNonNull(stats, "stats");
    this.limits = Objects.requireNonNull(limits, "limits");
    Objects.requireNonNull(texts, "texts");
    if (texts.fits()) {
      this.lines = texts.lines();
      this.layout = texts.layout();
      this.large = null;
    } else {
      this.lines = NO_LINES;
      this.layout = 0;
      this.large = texts.map();
    }
  }

  public String reference() {
    return reference;
  }

  public String set() {
    return set;
  }

  public CardType type() {
    return type;
  }

  public ImmutableList<String> subtypes() {
    return subtypes;
  }

  public Faction faction() {
    return faction;
  }

  public Rarity rarity() {
    return rarity;
  }

  public ImmutableMap<Language, String> names() {
    return names;
  }

  public OptionalInt handCost() {
    return handCost;
  }

  public OptionalInt reserveCost() {
    return reserveCost;
  }

  public Optional<Stats> stats() {
    return stats;
  }

  public Optional<HeroLimits> limits() {
    return limits;
  }

  /** The English name, or the reference when the card has none. */
  public String name() {
    return names.getOrDefault(Language.EN, reference);
  }

  /** The text in each language it was published in (made on each call from the card's lines). */
  public ImmutableMap<Language, CardText> texts() {
    if (large != null) {
      return large;
    }
    if (layout == 0) {
      return ImmutableMap.of();
    }
    EnumMap<Language, CardText> texts = new EnumMap<>(Language.class);
    for (Language language : LANGUAGES) {
      if (hasText(language)) {
        texts.put(language, build(language));
      }
    }
    return Maps.immutableEnumMap(texts);
  }

  /** The text in a language, {@link CardText#EMPTY} when the card has none in it. */
  public CardText text(Language language) {
    if (large != null) {
      return large.getOrDefault(language, CardText.EMPTY);
    }
    return hasText(language) ? build(language) : CardText.EMPTY;
  }

  /** Whether the card has text in this language (possibly with both boxes empty): {@code texts().containsKey}. */
  public boolean hasText(Language language) {
    return large != null ? large.containsKey(language) : (field(language) & 1) != 0;
  }

  /** How many lines a box has in a language (0 when absent): {@code text(language).mainLines().size()}. */
  public int lineCount(Language language, boolean support) {
    if (large != null) {
      CardText text = large.get(language);
      return text == null ? 0 : (support ? text.supportLines() : text.mainLines()).size();
    }
    long field = field(language);
    return support ? (int) (field >>> 7) & MAX_SUPPORT : (int) (field >>> 1) & MAX_MAIN;
  }

  /** A line of a box in a language: {@code text(language).mainLines().get(index)}, without making either. */
  public String line(Language language, boolean support, int index) {
    if (large != null) {
      CardText text = large.get(language);
      return (support ? text.supportLines() : text.mainLines()).get(index);
    }
    int count = lineCount(language, support);
    if (index < 0 || index >= count) {
      throw new IndexOutOfBoundsException(index + " of " + count + " lines");
    }
    return lines[boxStart(language, support) + index];
  }

  /**
   * Copies a box's lines into {@code into} from index 0 (it must have room for {@link #lineCount} of them); returns
   * how many. For a reader of many cards: the box is found once, rather than once per line by {@link #line}.
   */
  public int copyLines(Language language, boolean support, String[] into) {
    if (large != null) {
      CardText text = large.get(language);
      List<String> box = text == null ? List.of() : support ? text.supportLines() : text.mainLines();
      for (int i = 0; i < box.size(); i++) {
        into[i] = box.get(i);
      }
      return box.size();
    }
    int count = lineCount(language, support);
    System.arraycopy(lines, boxStart(language, support), into, 0, count);
    return count;
  }

  /** Where a box's lines start in {@link #lines}: after its language's main lines for the support box. */
  private int boxStart(Language language, boolean support) {
    return start(language.ordinal()) + (support ? lineCount(language, false) : 0);
  }

  private long field(Language language) {
    return layout >>> (BITS * language.ordinal()) & ((1L << BITS) - 1);
  }

  /** Where a language's lines start in {@link #lines}: after those of the languages before it. */
  private int start(int ordinal) {
    int start = 0;
    for (int o = 0; o < ordinal; o++) {
      long field = layout >>> (BITS * o);
      start += (int) (field >>> 1) & MAX_MAIN;
      start += (int) (field >>> 7) & MAX_SUPPORT;
    }
    return start;
  }

  private CardText build(Language language) {
    int from = start(language.ordinal());
    int main = lineCount(language, false);
    int support = lineCount(language, true);
    return new CardText(list(from, main), list(from + main, support));
  }

  private ImmutableList<String> list(int from, int count) {
    return switch (count) {
      case 0 -> ImmutableList.of();
      case 1 -> ImmutableList.of(lines[from]);
      default -> ImmutableList.copyOf(Arrays.asList(lines).subList(from, from + count));
    };
  }

  @Override
  public boolean equals(Object other) {
    return other == this || other instanceof CardDefinition o && reference.equals(o.reference) && set.equals(o.set)
        && type == o.type && subtypes.equals(o.subtypes) && faction == o.faction && rarity == o.rarity
        && names.equals(o.names) && handCost.equals(o.handCost) && reserveCost.equals(o.reserveCost)
        && stats.equals(o.stats) && limits.equals(o.limits) && layout == o.layout && Arrays.equals(lines, o.lines)
        && Objects.equals(large, o.large);
  }

  @Override
  public int hashCode() {
    int h = reference.hashCode();
    h = 31 * h + set.hashCode();
    h = 31 * h + type.hashCode();
    h = 31 * h + subtypes.hashCode();
    h = 31 * h + faction.hashCode();
    h = 31 * h + rarity.hashCode();
    h = 31 * h + names.hashCode();
    h = 31 * h + handCost.hashCode();
    h = 31 * h + reserveCost.hashCode();
    h = 31 * h + stats.hashCode();
    h = 31 * h + limits.hashCode();
    h = 31 * h + Long.hashCode(layout);
    h = 31 * h + Arrays.hashCode(lines);
    return 31 * h + Objects.hashCode(large);
  }

  @Override
  public String toString() {
    return "CardDefinition[reference=" + reference + ", set=" + set + ", type=" + type + ", subtypes=" + subtypes
        + ", faction=" + faction + ", rarity=" + rarity + ", names=" + names + ", handCost=" + handCost
        + ", reserveCost=" + reserveCost + ", stats=" + stats + ", limits=" + limits + ", texts=" + texts() + "]";
  }

  /**
   * A card's texts as lines, language by language: given to the {@link CardDefinition} constructor, which copies
   * them. A reader keeps one and {@link #clear}s it for each card. Not thread-safe.
   */
  public static final class TextLines {
    /** Per language and box (main at {@code 2 * ordinal}, support after it), its lines so far. */
    private final String[][] boxes = new String[2 * LANGUAGES.length][];
    private final int[] counts = new int[2 * LANGUAGES.length];
    /** A bit per language the card has text in. */
    private int present;

    public TextLines() {
      for (int i = 0; i < boxes.length; i++) {
        boxes[i] = new String[4];
      }
    }

    /** Forgets every language's lines. */
    public TextLines clear() {
      Arrays.fill(counts, 0);
      present = 0;
      return this;
    }

    /** A language's lines (replacing any given before): the boxes' lines as {@link CardText} holds them. */
    public TextLines put(Language language, List<String> mainLines, List<String> supportLines) {
      Objects.requireNonNull(mainLines, "mainLines");
      Objects.requireNonNull(supportLines, "supportLines");
      present |= 1 << language.ordinal();
      counts[2 * language.ordinal()] = 0;
      counts[2 * language.ordinal() + 1] = 0;
      for (int i = 0, n = mainLines.size(); i < n; i++) { // indexed: no iterator per box of a million cards
        add(language, false, mainLines.get(i));
      }
      for (int i = 0, n = supportLines.size(); i < n; i++) {
        add(language, true, supportLines.get(i));
      }
      return this;
    }

    /** Adds a line at the end of a box; the language is then one of the card's. */
    public TextLines add(Language language, boolean support, String line) {
      Objects.requireNonNull(line, "line");
      present |= 1 << language.ordinal();
      int box = 2 * language.ordinal() + (support ? 1 : 0);
      int count = counts[box];
      if (count == boxes[box].length) {
        boxes[box] = Arrays.copyOf(boxes[box], 2 * count);
      }
      boxes[box][count] = line;
      counts[box] = count + 1;
      return this;
    }

    private static TextLines of(Map<Language, CardText> texts) {
      TextLines lines = new TextLines();
      texts.forEach((language, text) -> lines.put(language, text.mainLines(), text.supportLines()));
      return lines;
    }

    private boolean fits() {
      for (int i = 0; i < LANGUAGES.length; i++) {
        if (counts[2 * i] > MAX_MAIN || counts[2 * i + 1] > MAX_SUPPORT) {
          return false;
        }
      }
      return true;
    }

    private long layout() {
      long layout = 0;
      for (int i = 0; i < LANGUAGES.length; i++) {
        if ((present & 1 << i) != 0) {
          layout |= (1L | (long) counts[2 * i] << 1 | (long) counts[2 * i + 1] << 7) << (BITS * i);
        }
      }
      return layout;
    }

    private String[] lines() {
      int count = 0;
      for (int c : counts) {
        count += c;
      }
      if (count == 0) {
        return NO_LINES;
      }
      String[] lines = new String[count];
      int at = 0;
      for (int box = 0; box < boxes.length; box++) { // boxes in order: languages, each main then support
        System.arraycopy(boxes[box], 0, lines, at, counts[box]);
        at += counts[box];
      }
      return lines;
    }

    private ImmutableList<String> box(int box) {
      return ImmutableList.copyOf(Arrays.asList(boxes[box]).subList(0, counts[box]));
    }

    private ImmutableMap<Language, CardText> map() {
      EnumMap<Language, CardText> texts = new EnumMap<>(Language.class);
      for (Language language : LANGUAGES) {
        if ((present & 1 << language.ordinal()) != 0) {
          texts.put(language, new CardText(box(2 * language.ordinal()), box(2 * language.ordinal() + 1)));
        }
      }
      return Maps.immutableEnumMap(texts);
    }
  }
}
