package dev.altered.text;

import java.util.Objects;

/**
 * An original printed text (a whole text box), with the position it starts at in its file, so that offsets into it
 * can be told as {@code line:column} of the file.
 *
 * @param text the text as printed, markup included
 * @param firstLine the 1-based line of the file on which the text starts (1 for a text that is not in a file)
 * @param firstColumn the 1-based column of the file at which the text starts
 */
public record SourceText(String text, int firstLine, int firstColumn) {
  public SourceText {
    Objects.requireNonNull(text, "text");
    if (firstLine < 1 || firstColumn < 1) {
      throw new IllegalArgumentException("lines and columns are 1-based");
    }
  }

  public SourceText(String text) {
    this(text, 1, 1);
  }

  /** The 1-based line of the character at {@code offset}. */
  public int line(int offset) {
    int line = firstLine;
    int end = Math.min(offset, text.length());
    for (int i = 0; i < end; i++) {
      if (text.charAt(i) == '\n') {
        line++;
      }
    }
    return line;
  }

  /** The 1-based column of the character at {@code offset}, counted in characters (code units). */
  public int column(int offset) {
    int end = Math.min(offset, text.length());
    int lineStart = text.lastIndexOf('\n', end - 1) + 1;
    return lineStart == 0 ? firstColumn + end : 1 + end - lineStart;
  }
}
