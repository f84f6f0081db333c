package dev.altered.text;

import java.util.Objects;

/**
 * One ability of a text box after the markup pre-pass: the normalized text the grammar reads, and for each of its
 * characters the offset of the character it came from in the original printed text, so errors and AST spans point
 * into what the designer wrote.
 *
 * @param source the whole original text box this ability was cut from
 * @param text the normalized ability text (no reminder text, no marks, single spaces)
 * @param offsets {@code offsets[i]} is the original offset of {@code text.charAt(i)}; {@code offsets[text.length()]}
 *     is the original offset just past the ability
 */
public record AbilityText(SourceText source, String text, int[] offsets) {
  public AbilityText {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(offsets, "offsets");
    if (offsets.length != text.length() + 1) {
      throw new IllegalArgumentException("offsets must have text.length() + 1 entries");
    }
  }

  /** Original offset of the normalized offset {@code i} (clamped to the ability). */
  public int originalOffset(int i) {
    return offsets[Math.max(0, Math.min(i, text.length()))];
  }

  /** Original offset just past the normalized character range ending (exclusively) at {@code end}. */
  public int originalEnd(int end) {
    if (end <= 0) {
      return offsets[0];
    }
    int last = Math.min(end, text.length()) - 1;
    return offsets[last] + 1;
  }

  /** The printed text of this ability, as cut from the original (reminder text included). */
  public String original() {
    return source.text().substring(offsets[0], Math.min(source.text().length(), offsets[text.length()]));
  }

  /** An ability text with no original behind it (tests, printer round trips): offsets are the identity. */
  public static AbilityText of(String text) {
    int[] offsets = new int[text.length() + 1];
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = i;
    }
    return new AbilityText(new SourceText(text), text, offsets);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AbilityText other
        && other.text.equals(text)
        && other.source.equals(source)
        && java.util.Arrays.equals(other.offsets, offsets);
  }

  @Override
  public int hashCode() {
    return text.hashCode();
  }

  @Override
  public String toString() {
    return text;
  }
}
