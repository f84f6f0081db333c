package dev.altered.load;

import com.google.common.collect.ImmutableList;
import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.LineIds;
import dev.altered.compile.Compiler;
import dev.altered.load.AbilitySet.BoxKey;
import dev.altered.load.AbilitySet.LineMemo;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What one reading thread found of the cards it just read, merged once at the end by {@link CardLoader}: the distinct
 * abilities ({@link AbilitySet}), the languages seen, and the cards whose boxes the stage cache did not settle. Speed
 * machinery: it exists so that no later pass walks a million cards again (bench/README.md).
 */
final class ReadingSlice {
  private static final Language[] LANGUAGES = Language.values();
  private static final boolean[] BOXES = {false, true};

  /** What the stage cache settles before any card is read ({@link CardLoader}'s settled()); null when nothing is. */
  final Map<String, StageCache.Known> settled;
  /** Whether a parse stage runs: cards with an open box are kept for the units pass only then. */
  private final boolean stages;
  /** The stage cache: asked only when {@code settled} is not null, and present then. */
  private final StageCache cache;

  final AbilitySet distinct;
  final Set<Language> languages = EnumSet.noneOf(Language.class);
  long count;
  /** Cards with a box that is not known to be simple: their units are found after the stages. */
  final List<CardDefinition> pending = new ArrayList<>();
  /** For each pending card, its boxes left open ({@link #take}'s bits): the only ones the units pass looks at. */
  int[] open = new int[1 << 10];
  /** Units of the boxes the cache settled that are not simple. */
  final Set<CardPrograms.CompileKey> keys = new java.util.HashSet<>();
  /**
   * Whether the cache settled a box that is not simple, by its (language, lines, context): equal boxes recur (a
   * million generated cards recombine a few thousand texts) and are looked at once per slice.
   */
  final Map<CardPrograms.CompileKey, Boolean> boxes = new java.util.HashMap<>();
  /** Item lists joined recently: their abilities' strings are shared, and their hashes kept. */
  final Abilities.Recent joined = new Abilities.Recent();
  /** Boxes remembered at most: most boxes that are not simple are met once, and the map lives through the load. */
  static final int BOXES_KEPT = 1 << 16;

  ReadingSlice(Map<String, StageCache.Known> settled, boolean stages, StageCache cache) {
    this.settled = settled;
    this.stages = stages;
    this.cache = cache;
    distinct = new AbilitySet(settled);
  }

  void pend(CardDefinition card, int boxes) {
    if (pending.size() == open.length) {
      open = java.util.Arrays.copyOf(open, 2 * open.length);
    }
    open[pending.size()] = boxes;
    pending.add(card);
  }

  /** Whether the cache settles the box {@code key}: remembered for recent boxes, else asked. */
  boolean settled(CardPrograms.CompileKey key, java.util.function.Function<CardPrograms.CompileKey, Boolean> settle) {
    if (boxes.size() >= BOXES_KEPT && !boxes.containsKey(key)) {
      boxes.clear();
    }
    return boxes.computeIfAbsent(key, settle);
  }

  /**
   * The same for a box without list items by its lines' slots ({@link AbilitySet#boxKey}): found again without
   * making the box's lines or key, nor hashing its strings. Slots change when the set grows: forgotten then.
   */
  private final Map<BoxKey, Boolean> boxesBySlots = new java.util.HashMap<>();
  private int boxesGrown;

  boolean settledBox(BoxKey key, java.util.function.BooleanSupplier settle) {
    if (boxesGrown != distinct.grown || boxesBySlots.size() >= BOXES_KEPT && !boxesBySlots.containsKey(key)) {
      boxesBySlots.clear();
      boxesGrown = distinct.grown;
    }
    Boolean known = boxesBySlots.get(key);
    if (known == null) {
      known = settle.getAsBoolean();
      boxesBySlots.put(key, known);
    }
    return known;
  }

  /** A box's lines, copied from its card for {@link #take} (one box at a time). */
  private String[] box = new String[16];

  String[] box(int n) {
    if (box.length < n) {
      box = new String[Math.max(n, 2 * box.length)];
    }
    return box;
  }

  /** What was found of the lines of each cache that numbered them (one per reading thread met). */
  private final List<LineMemo> memos = new ArrayList<>(2);

  LineMemo memo(LineIds ids) {
    for (LineMemo memo : memos) {
      if (memo.space == ids.space()) {
        return memo;
      }
    }
    LineMemo memo = new LineMemo(ids);
    memos.add(memo);
    return memo;
  }

  /**
   * The abilities of some cards, on the thread that just read them (their objects are still in the processor's
   * caches): occurrences counted, distinct ones collected, languages seen; and, when the stage cache knows the shapes,
   * each simple box (every line one ability text that parsed, joins nothing: its own unit) marked on its lines, so
   * that no later pass walks the cards again. Cards with any other box are kept aside for the units pass, with the
   * boxes it must look at (every other box is settled here, a card with one open box included). With the lines'
   * numbers ({@code ids}), what was found of a line is remembered by its number ({@link LineMemo}).
   */
  void take(List<CardDefinition> cards, LineIds ids) {
    boolean cacheSettles = settled != null;
    LineMemo memo = ids.present() ? memo(ids) : null;
    int at = 0;
    for (int i = 0, n = cards.size(); i < n; i++) { // indexed: no iterator per chunk of a million cards
      at = take(cards.get(i), cacheSettles, memo, ids, at);
    }
  }

  /**
   * One card of {@link #take(List, LineIds)}; {@code at} is the number of its first line in {@code ids} (when
   * {@code memo} is not null), the next card's is returned. A method of its own: the launcher's JVM runs C1 only,
   * which compiles a method called a few hundred times but leaves a loop of a few thousand turns interpreted
   * (on-stack replacement waits for tens of thousands); the same holds for the other per-entry methods of a load.
   */
  private int take(CardDefinition card, boolean cacheSettles, LineMemo memo, LineIds ids, int at) {
    // Without a cache the shapes are only known after the parse stage: every box is looked at again then.
    boolean unknown = !cacheSettles;
    // A bit per box (2 * language + 1 for support) that no look here settled: the units pass finds its units.
    int openBoxes = 0;
    AbilitySet distinct = this.distinct;
    for (Language language : LANGUAGES) {
      if (!card.hasText(language)) {
        continue;
      }
      languages.add(language);
      for (boolean support : BOXES) {
        int n = card.lineCount(language, support); // read in place: no text or list made per box
        if (n == 0) {
          continue;
        }
        String[] boxLines = box(n);
        card.copyLines(language, support, boxLines); // once per box: the look-ups below read each line twice
        boolean items = memo == null ? hasItems(boxLines, n)
            : distinct.remembered(language, boxLines, n, memo, ids, at);
        at += n;
        int boxBit = 1 << (2 * language.ordinal() + (support ? 1 : 0));
        if (!items) {
          // Each line is an ability text: counted, and the box marked simple when the cache says so, in one look-up
          // of each line (none for a line remembered).
          count += n;
          int bit = unknown ? -1 : CardPrograms.contextBit(language, CardPrograms.context(card, support));
          int state = distinct.addLines(language, boxLines, n, bit, memo, ids, at - n);
          if (unknown || state == AbilitySet.UNSETTLED) {
            openBoxes |= boxBit; // a line the cache does not hold or that did not parse: no unit of the box is settled
          } else if (state == AbilitySet.OTHER && !settledBox(distinct.boxKey(n, bit), () -> {
              StageCache.Known[] known = new StageCache.Known[n];
              for (int i = 0; i < n; i++) {
                known[i] = distinct.known(i);
              }
              return settle(language, asList(boxLines, n), known, CardPrograms.context(card, support),
                  cache, keys);
            })) {
            openBoxes |= boxBit;
          }
          continue;
        }
        ImmutableList<String> lines = asList(boxLines, n);
        // The box's ability texts, made once for counting them and for settling the box.
        List<String> abilities = Abilities.of(lines, joined);
        StageCache.Known[] known = new StageCache.Known[abilities.size()];
        count += add(language, abilities, distinct, known);
        Compiler.Context context = CardPrograms.context(card, support);
        if (unknown || !settled(new CardPrograms.CompileKey(language, lines, context),
            box -> settle(language, abilities, known, context, cache, keys))) {
          openBoxes |= boxBit;
        }
      }
    }
    if (stages && openBoxes != 0) {
      pend(card, openBoxes);
    }
    return at;
  }

  /** A box's lines as copied by {@link CardDefinition#copyLines}, as a list (no CardText made). */
  private static ImmutableList<String> asList(String[] lines, int n) {
    return ImmutableList.copyOf(java.util.Arrays.asList(lines).subList(0, n));
  }

  /**
   * Whether the stage cache settles a box that is not simple (list items, "If you don't, …", reminder text alone):
   * every text parsed there, and every unit {@link CardPrograms#segments} cuts compiled there. Its units are then
   * added to {@code keys}, and the card needs no later look for them. What the cache knows of each text is given
   * ({@code known}, from the slice's set, where the texts were just added): only units of more than one text are
   * looked up by their strings.
   */
  private static boolean settle(Language language, List<String> texts, StageCache.Known[] known,
      Compiler.Context context, StageCache cache, Set<CardPrograms.CompileKey> keys) {
    CardPrograms.Shape[] shapes = new CardPrograms.Shape[texts.size()];
    for (int i = 0; i < shapes.length; i++) {
      CardPrograms.Shape shape = known[i] == null ? null : known[i].shape(language);
      if (shape == null || !shape.parsed()) {
        return false;
      }
      shapes[i] = shape;
    }
    List<CardPrograms.Segment> segments = CardPrograms.segments(language, texts, context,
        text -> shapes[texts.indexOf(text.text())]);
    int bit = CardPrograms.contextBit(language, context);
    for (CardPrograms.Segment segment : segments) {
      Optional<CardPrograms.Compiled> compiled = segment.to() - segment.from() == 1
          ? Optional.ofNullable(known[segment.from()].alone(bit)) : cache.get(segment.key());
      if (compiled.isEmpty() || compiled.get().programs().isEmpty()) {
        return false;
      }
    }
    for (CardPrograms.Segment segment : segments) {
      keys.add(segment.key());
    }
    return true;
  }

  /**
   * Adds a box's ability texts to the distinct ones, and what the cache knows of each to {@code known}; returns how
   * many it has.
   */
  private static int add(Language language, List<String> abilities, AbilitySet distinct, StageCache.Known[] known) {
    int n = abilities.size(); // indexed: an ImmutableList's iterator is an object per box of a million cards
    for (int i = 0; i < n; i++) {
      known[i] = distinct.add(language, abilities.get(i));
    }
    return n;
  }

  private static boolean hasItems(String[] lines, int n) {
    for (int i = 0; i < n; i++) {
      if (lines[i].startsWith(Abilities.ITEM)) {
        return true;
      }
    }
    return false;
  }
}
