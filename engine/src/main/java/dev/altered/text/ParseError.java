package dev.altered.text;

import java.util.Objects;

/**
 * A problem in printed text, in plain words, at a position of the original text.
 *
 * @param source the original text box
 * @param offset offset into {@code source.text()} of the offending character
 * @param message what was expected and what was found, e.g. {@code expected an effect such as 'draw' or 'gain',
 *     found 'the'}
 */
public record ParseError(SourceText source, int offset, String message) {
  public ParseError {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(message, "message");
  }

  public int line() {
    return source.line(offset);
  }

  public int column() {
    return source.column(offset);
  }

  /** {@code line:column: message}. */
  @Override
  public String toString() {
    return line() + ":" + column() + ": " + message;
  }
}
