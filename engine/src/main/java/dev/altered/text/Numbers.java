package dev.altered.text;

import java.util.Optional;

/**
 * The bound on numbers written in ability text, checked before a front-end reads an ability, so every builder can
 * read its digits as an {@code int} and a too-large number is a positioned error in every language.
 *
 * <p>No rule bounds a printed number (1.1.6.a: it is an integer). Printed cards use one or two digits; a Deck holds
 * a few dozen cards and statistics are single digits, so a number past {@link #MAX} means nothing in a game, and the
 * bound keeps every sum and product the engine makes of printed numbers far inside {@code int}.
 */
public final class Numbers {
  /** The largest number ability text may write. */
  public static final int MAX = 999;

  private Numbers() {}

  /** The error for the first number of {@code ability} larger than {@link #MAX}, if any. */
  public static Optional<ParseError> tooLarge(AbilityText ability) {
    String text = ability.text();
    int i = 0;
    while (i < text.length()) {
      if (!isDigit(text.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < text.length() && isDigit(text.charAt(i))) {
        i++;
      }
      String digits = text.substring(start, i);
      if (exceeds(digits)) {
        String shown = digits.length() > 20 ? digits.substring(0, 20) + "... (" + digits.length() + " digits)"
            : digits;
        return Optional.of(new ParseError(ability.source(), ability.originalOffset(start),
            "expected a number of at most " + MAX + ", found " + shown + " (too large for a game)"));
      }
    }
    return Optional.empty();
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean exceeds(String digits) {
    int first = 0;
    while (first < digits.length() - 1 && digits.charAt(first) == '0') {
      first++; // leading zeros do not make a number larger
    }
    String significant = digits.substring(first);
    return significant.length() > 3 || Integer.parseInt(significant) > MAX;
  }
}
