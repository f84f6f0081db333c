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
    List<String> abilities = new ArrayList<>(lines.size());
    int from = 0;
    for (int i = 1; i <= lines.size(); i++) {
      if (i == lines.size() || !lines.get(i).startsWith(ITEM)) {
        // One join per ability, its string made at its final size (a builder grew and copied it for each item line).
        abilities.add(i - from == 1 ? lines.get(from) : String.join(CardText.LINE_SEPARATOR, lines.subList(from, i)));
        from = i;
      }
    }
    return abilities;
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
