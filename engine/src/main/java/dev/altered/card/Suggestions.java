package dev.altered.card;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * "Did you mean": the known word nearest to a misspelt one, by edit distance (insertions, deletions, substitutions
 * and swaps of neighbours), when it is near enough to be a slip rather than another word. Here, beside the names of
 * card data, so that every reader (card files, ability text, deck files) can answer with one.
 */
public final class Suggestions {
  private static final int MAX_LENGTH = 64;
  private static final java.util.regex.Pattern BRACKETED =
      java.util.regex.Pattern.compile("^(\\[+)\\s*(.*?)((?:\\s+(?:\\d+|[xX]|\\d+/\\d+/\\d+))?)\\s*(\\]*)$");

  private Suggestions() {}

  /**
   * The nearest known bracketed name to a bracketed one, written as the designer wrote it (brackets and parameter
   * kept): {@code [Toughh 1]} gives {@code [Tough 1]} when {@code tough} is known.
   */
  public static Optional<String> bracketed(String written, Collection<String> known) {
    return bracketed(written, known, false);
  }

  /** The same; {@code everyWord}: each word with a capital, as English prints {@code [After You]}. */
  public static Optional<String> bracketed(String written, Collection<String> known, boolean everyWord) {
    java.util.regex.Matcher m = BRACKETED.matcher(written);
    if (!m.matches() || m.group(2).isEmpty()) {
      return Optional.empty();
    }
    return nearest(m.group(2), known).map(word -> m.group(1) + capitalized(word, everyWord) + m.group(3)
        + m.group(4));
  }

  /** With a capital, as keywords and statuses are printed (the first word, or each word). */
  private static String capitalized(String words, boolean everyWord) {
    StringBuilder b = new StringBuilder(words.length());
    boolean start = true;
    for (int i = 0; i < words.length(); i++) {
      char c = words.charAt(i);
      b.append(start ? Character.toUpperCase(c) : c);
      start = everyWord && c == ' ';
    }
    return b.toString();
  }

  /**
   * The known word nearest to {@code word} (compared without case), if at most a third of its letters (at least one)
   * differ and no other known word is as near.
   */
  public static Optional<String> nearest(String word, Collection<String> known) {
    String w = word.toLowerCase(Locale.ROOT);
    if (w.length() > MAX_LENGTH) {
      return Optional.empty(); // no keyword is this long: not a slip
    }
    int limit = Math.max(1, w.length() / 3);
    String best = null;
    int bestDistance = limit + 1;
    boolean tie = false;
    for (String candidate : known) {
      String c = candidate.toLowerCase(Locale.ROOT);
      if (c.equals(w) || Math.abs(c.length() - w.length()) > limit) {
        continue;
      }
      int d = distance(w, c);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        tie = false;
      } else if (best != null && d == bestDistance && !c.equals(best.toLowerCase(Locale.ROOT))) {
        tie = true;
      }
    }
    return best == null || tie ? Optional.empty() : Optional.of(best);
  }

  /** Optimal string alignment distance: Levenshtein with swaps of two neighbouring letters counted as one edit. */
  public static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
