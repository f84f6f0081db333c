package dev.altered.load;

import com.google.common.collect.ImmutableList;
import dev.altered.card.CardText;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a text box's lines into abilities. The corpus separates abilities by two spaces, and also the items of a
 * modal or die-roll list ({@code •}, corpus README): an item line belongs to the ability that introduces it. Finer
 * segmentation (reminder text, keywords) is the text layer's job.
 */
public final class Abilities {
  /** The mark that starts an item of a modal or die-roll list. */
  public static final String ITEM = "•";

  private Abilities() {}

  /** The abilities of a box, each the exact published substring (item lines joined with two spaces). */
  public static List<String> of(ImmutableList<String> lines) {
    return of(lines, null);
  }

  /**
   * The same, an item list joined through {@code recent} when given: the same lines met again give the same string,
   * without joining them or hashing a new string.
   */
  public static List<String> of(ImmutableList<String> lines, Recent recent) {
    List<String> abilities = new ArrayList<>(lines.size());
    int from = 0;
    for (int i = 1; i <= lines.size(); i++) {
      if (i == lines.size() || !lines.get(i).startsWith(ITEM)) {
        abilities.add(i - from == 1 ? lines.get(from)
            : recent != null ? recent.join(lines, from, i) : join(lines, from, i));
        from = i;
      }
    }
    return abilities;
  }

  /** One string per ability, made at its final size (a builder would grow and copy it for each item line). */
  private static String join(ImmutableList<String> lines, int from, int to) {
    return String.join(CardText.LINE_SEPARATOR, lines.subList(from, to));
  }

  /**
   * Recently joined item lists, by the identity of their lines (pooled strings): one per thread, not thread-safe. A
   * million generated cards repeat a few hundred lists.
   */
  public static final class Recent {
    private static final int SIZE = 1 << 12;
    private final String[][] runs = new String[SIZE][];
    private final String[] joined = new String[SIZE];

    String join(ImmutableList<String> lines, int from, int to) {
      int h = to - from;
      for (int i = from; i < to; i++) {
        h = 31 * h + lines.get(i).hashCode();
      }
      h *= 0x9E3779B9;
      int slot = (h ^ h >>> 16) & (SIZE - 1);
      String[] run = runs[slot];
      if (run != null && run.length == to - from) {
        boolean same = true;
        for (int i = from; i < to; i++) {
          same &= run[i - from] == lines.get(i);
        }
        if (same) {
          return joined[slot];
        }
      }
      String text = Abilities.join(lines, from, to);
      runs[slot] = lines.subList(from, to).toArray(new String[0]);
      joined[slot] = text;
      return text;
    }
  }

  /** Index of the first line of each ability in {@code lines} (parallel to {@link #of}). */
  public static int[] firstLines(ImmutableList<String> lines) {
    int[] starts = new int[lines.size()];
    int count = 0;
    for (int i = 0; i < lines.size(); i++) {
      if (i == 0 || !lines.get(i).startsWith(ITEM)) {
        starts[count++] = i;
      }
    }
    return java.util.Arrays.copyOf(starts, count);
  }
}
