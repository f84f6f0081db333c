package dev.altered.load;

import dev.altered.card.Language;
import dev.altered.cardfile.LineIds;
import java.util.Map;

/**
 * Distinct (language, text) pairs without an object per occurrence: an open-addressing table of texts, each with
 * a bit per language. Texts are mostly pooled Strings, so their hash is cached and equality is usually identity.
 *
 * <p>Speed machinery of {@link CardLoader}, kept apart from its loading policy: a load of a million generated cards
 * looks up twelve million lines here (bench/README.md).
 */
final class AbilitySet {
  private static final Language[] LANGUAGES = Language.values();

  /** What {@link AbilitySet#addLines} found of a box: marked simple, ... */
  static final int SIMPLE = 1;
  /** ... to be settled as a box that is not simple (its units found from the cache's shapes), ... */
  static final int OTHER = 0;
  /** ... or not settled by the cache (a line it does not hold, or that did not parse in the language). */
  static final int UNSETTLED = -1;

  private String[] texts = new String[1 << 12];
  private int[] languages = new int[1 << 12];
  /** What the stage cache settles for each text (see CardLoader's settled()); null when not asked. */
  private final Map<String, StageCache.Known> settled;
  /** Per text, what {@code settled} says of it, or null. */
  private StageCache.Known[] known = new StageCache.Known[1 << 12];
  /** Per text, a bit per (language, context) ({@link CardPrograms#contextBit}) it was found in as a simple box's
   * line. */
  private int[] contexts = new int[1 << 12];
  /**
   * Per text, a bit per (language, context) {@code bit} whose box line it settles ({@link StageCache.Known#settles})
   * and a bit per language it parsed in: what {@link #addLines} asks of each line, copied from {@code known} when
   * the text is added so that the look at a line reads this table only.
   */
  private int[] settles = new int[1 << 12];
  private int[] parsed = new int[1 << 12];
  /** The slots filled, in order: what {@link #forEach} visits, rather than every slot of every slice's table. */
  private int[] filled = new int[(1 << 11) + 1]; // half the table, and the one that makes it grow
  private int size;

  AbilitySet(Map<String, StageCache.Known> settled) {
    this.settled = settled;
  }

  int size() {
    return size;
  }

  /** Adds a text; returns what the cache knows of it, or null. */
  StageCache.Known add(Language language, String text) {
    int slot = addSlot(language, text); // first: adding may grow the table, and with it the array read
    return known[slot];
  }

  /** Adds a text; returns its slot. */
  private int addSlot(Language language, String text) {
    int slot = slot(text);
    if (texts[slot] == null) {
      texts[slot] = text;
      languages[slot] = 1 << language.ordinal();
      StageCache.Known k = settled == null ? null : settled.get(text);
      known[slot] = k;
      settles[slot] = 0;
      parsed[slot] = 0;
      if (k != null) {
        for (Language l : LANGUAGES) {
          CardPrograms.Shape shape = k.shape(l);
          if (shape != null && shape.parsed()) {
            parsed[slot] |= 1 << l.ordinal();
          }
          for (int context = 0; context < 4; context++) {
            int bit = l.ordinal() * 4 + context;
            if (k.settles(l, bit)) {
              settles[slot] |= 1 << bit;
            }
          }
        }
      }
      filled[size] = slot;
      if (++size * 2 > texts.length) {
        grow();
        return slot(text);
      }
    } else {
      languages[slot] |= 1 << language.ordinal();
    }
    return slot;
  }

  /** Slots of the lines {@link #addLines} is adding (valid while {@link #grown} does not change). */
  private int[] lineSlots = new int[16];
  /** How many times the table grew: slots found before a growth are stale. */
  int grown;

  /**
   * Whether a line of the box is a list item, each line looked up in {@code memo} by its number ({@code ids} from
   * {@code at}): the slots of the lines remembered are left in {@link #lineSlots} for {@link #addLines}, -1 for the
   * others. A line not remembered is looked at (and remembered when it is an item).
   */
  boolean remembered(Language language, String[] lines, int n, LineMemo memo, LineIds ids, int at) {
    if (lineSlots.length < n) {
      lineSlots = new int[Math.max(n, 2 * lineSlots.length)];
    }
    if (memo.grown != grown) {
      memo.forget();
      memo.grown = grown;
    }
    boolean items = false;
    String[] texts = memo.texts;
    for (int i = 0; i < n; i++) {
      String text = lines[i];
      int id = ids.get(at + i);
      int slot = -1;
      if (id < texts.length) {
        if (texts[id] == text) { // by identity: no string is read
          slot = memo.slots[id];
        } else if (text.startsWith(Abilities.ITEM)) {
          texts[id] = text;
          memo.slots[id] = slot = LineMemo.ITEM_LINE;
        }
      } else if (text.startsWith(Abilities.ITEM)) {
        slot = LineMemo.ITEM_LINE;
      }
      items |= slot == LineMemo.ITEM_LINE;
      lineSlots[i] = slot;
    }
    return items;
  }

  /**
   * Adds the lines of a box that has no list item (each line an ability text), and marks them with {@code bit}
   * when the box is simple and loads: every line's shape in the cache parsed into at least one ability that is not
   * "If you don't, …", and its unit alone compiled there. Each line is looked up once for all of it, or not at all
   * when {@code memo} remembers it ({@link #remembered} found it). Returns {@link #SIMPLE} when the box was marked
   * (a card whose boxes all are neither needs its units found nor can fail), {@link #UNSETTLED} when a line is not
   * in the cache or did not parse in the language (what {@code settle} would find), else {@link #OTHER};
   * {@code OTHER} as well when {@code bit} is negative (nothing to mark). {@link #lineSlots} then holds the lines'
   * slots ({@link #boxKey}).
   */
  int addLines(Language language, String[] lines, int n, int bit, LineMemo memo, LineIds ids, int at) {
    if (memo == null && lineSlots.length < n) {
      lineSlots = new int[Math.max(n, 2 * lineSlots.length)];
    }
    int[] slots = lineSlots;
    int growth = grown;
    boolean simple = bit >= 0;
    boolean unsettled = false;
    int languageBit = 1 << language.ordinal();
    for (int i = 0; i < n; i++) {
      int slot = memo == null || growth != grown ? -1 : slots[i]; // after a growth, what it found is stale
      if (slot >= 0) {
        languages[slot] |= languageBit;
      } else {
        String text = lines[i];
        slot = addSlot(language, text);
        if (memo != null) {
          int id = ids.get(at + i);
          if (id < memo.texts.length) {
            memo.texts[id] = text;
            memo.slots[id] = slot;
          }
        }
      }
      slots[i] = slot;
      if (simple) {
        simple = (settles[slot] & 1 << bit) != 0;
        if (!simple) {
          unsettled = (parsed[slot] & languageBit) == 0;
        }
      }
    }
    if (growth != grown) { // slots found before the table grew are stale, and so is what the memo holds
      for (int i = 0; i < n; i++) {
        slots[i] = slot(lines[i]);
      }
      if (memo != null) {
        memo.forget();
        memo.grown = grown;
      }
    }
    if (simple) {
      for (int i = 0; i < n; i++) {
        contexts[slots[i]] |= 1 << bit;
      }
      return SIMPLE;
    }
    return unsettled ? UNSETTLED : OTHER;
  }

  /** What the cache knows of the {@code index}-th line {@link #addLines} just added, or null. */
  StageCache.Known known(int index) {
    return known[lineSlots[index]];
  }

  /** The box {@link #addLines} just added, by its lines' slots. */
  BoxKey boxKey(int n, int bit) {
    return new BoxKey(java.util.Arrays.copyOf(lineSlots, n), bit);
  }

  /** The slot of {@code text}, or the empty slot where it would go. */
  private int slot(String text) {
    int mask = texts.length - 1;
    int slot = mix(text.hashCode()) & mask;
    while (true) {
      String existing = texts[slot];
      if (existing == null || existing == text || existing.equals(text)) {
        return slot;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Adds every text of {@code other} with its language and context bits (what the stage cache knows: kept). */
  void addAll(AbilitySet other) {
    for (int i = 0; i < other.size; i++) {
      int from = other.filled[i];
      String text = other.texts[from];
      int slot = slot(text);
      if (texts[slot] == null) {
        texts[slot] = text;
        languages[slot] = other.languages[from];
        known[slot] = other.known[from];
        contexts[slot] = other.contexts[from];
        filled[size] = slot;
        if (++size * 2 > texts.length) {
          grow();
        }
      } else {
        languages[slot] |= other.languages[from];
        contexts[slot] |= other.contexts[from];
      }
    }
  }

  /** The distinct (language, text) pairs. */
  int pairs() {
    int pairs = 0;
    for (int i = 0; i < size; i++) {
      pairs += Integer.bitCount(languages[filled[i]]);
    }
    return pairs;
  }

  /** What the stage cache knows of {@code text}, or null (also when the text is not here). */
  StageCache.Known known(String text) {
    int slot = slot(text);
    return texts[slot] == null ? null : known[slot];
  }

  /** A bit per language {@code text} was found in; 0 when it is not here. */
  int languages(String text) {
    int slot = slot(text);
    return texts[slot] == null ? 0 : languages[slot];
  }

  /** The (language, context) bits {@link #addLines} marked {@code text} with; 0 when it is not here. */
  int marked(String text) {
    int slot = slot(text);
    return texts[slot] == null ? 0 : contexts[slot];
  }

  /** What {@link #forEach} gives of each text. */
  interface TextConsumer {
    void accept(String text, int languages, StageCache.Known known, int marked);
  }

  /**
   * Each text with its language bits, what the cache knows of it, and the (language, context) bits
   * {@link #addLines} marked it with.
   */
  void forEach(TextConsumer action) {
    for (int i = 0; i < size; i++) {
      int slot = filled[i];
      action.accept(texts[slot], languages[slot], known[slot], contexts[slot]);
    }
  }

  private void grow() {
    grown++;
    String[] oldTexts = texts;
    int[] oldLanguages = languages;
    StageCache.Known[] oldKnown = known;
    int[] oldContexts = contexts;
    int[] oldSettles = settles;
    int[] oldParsed = parsed;
    texts = new String[oldTexts.length * 2];
    languages = new int[oldTexts.length * 2];
    known = new StageCache.Known[oldTexts.length * 2];
    contexts = new int[oldTexts.length * 2];
    settles = new int[oldTexts.length * 2];
    parsed = new int[oldTexts.length * 2];
    filled = java.util.Arrays.copyOf(filled, oldTexts.length + 1);
    int mask = texts.length - 1;
    for (int f = 0; f < size; f++) {
      int i = filled[f];
      int slot = mix(oldTexts[i].hashCode()) & mask;
      while (texts[slot] != null) {
        slot = (slot + 1) & mask;
      }
      texts[slot] = oldTexts[i];
      languages[slot] = oldLanguages[i];
      known[slot] = oldKnown[i];
      contexts[slot] = oldContexts[i];
      settles[slot] = oldSettles[i];
      parsed[slot] = oldParsed[i];
      filled[f] = slot;
    }
  }

  private static int mix(int hash) {
    int h = hash * 0x9E3779B9;
    return h ^ (h >>> 16);
  }

  /**
   * What a slice found of the lines one reading thread's cache numbered ({@link LineIds}), by number: the line's slot
   * in the slice's {@link AbilitySet}, or {@link #ITEM_LINE}. An entry holds while {@code texts} has the very line
   * at its number (a number can be given to another line later) and the set has not grown since ({@code grown}).
   */
  static final class LineMemo {
    /** A line that is a list item: never in the set itself (its box's abilities are joined). */
    static final int ITEM_LINE = -2;
    final Object space;
    final String[] texts;
    final int[] slots;
    int grown;

    LineMemo(LineIds ids) {
      space = ids.space();
      texts = new String[ids.bound()];
      slots = new int[ids.bound()];
    }

    void forget() {
      java.util.Arrays.fill(texts, null);
    }
  }

  /** A box by its lines' slots in a slice's {@link AbilitySet} and its (language, context) bit. */
  record BoxKey(int[] slots, int bit) {
    @Override
    public boolean equals(Object o) {
      return o instanceof BoxKey other && bit == other.bit && java.util.Arrays.equals(slots, other.slots);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Arrays.hashCode(slots) + bit;
    }
  }
}
