package dev.altered.tools.lsp;

import dev.altered.cardfile.Diagnostic;
import dev.altered.tools.analysis.CardDocument;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * A problem's file position (1-based line and column, 0 for "the whole line") as an editor's range (0-based): from the
 * column to the end of the word there ({@code [Sabotagee]} whole, brackets included), or the whole line.
 */
final class Ranges {
  private Ranges() {}

  static Range of(CardDocument document, Diagnostic d) {
    return of(document, d.line(), d.column());
  }

  static Range of(CardDocument document, int line1, int column1) {
    int line = Math.max(0, Math.min(line1 - 1, document.lines().size() - 1));
    String text = document.lines().get(line);
    if (line1 <= 0 || column1 <= 0 || column1 > text.length()) {
      int indent = text.length() - text.stripLeading().length();
      return new Range(new Position(line, indent), new Position(line, text.length()));
    }
    int start = column1 - 1;
    return new Range(new Position(line, start), new Position(line, wordEnd(text, start)));
  }

  /** The end of the word starting at {@code start}: a bracketed word to its closing brackets, else to a space. */
  static int wordEnd(String text, int start) {
    if (text.charAt(start) == '[') {
      int close = text.indexOf(']', start);
      if (close > 0) {
        while (close + 1 < text.length() && text.charAt(close + 1) == ']') {
          close++;
        }
        return close + 1;
      }
    }
    int end = start;
    while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
      end++;
    }
    return Math.max(end, Math.min(start + 1, text.length()));
  }

  static Range line(CardDocument document, int line, int fromColumn) {
    return new Range(new Position(line, fromColumn), new Position(line, document.lines().get(line).length()));
  }
}
