package dev.altered.cardfile;

import java.util.Comparator;
import java.util.Objects;

/**
 * A problem found in a source file, at a position a designer can jump to.
 *
 * @param file the file as the user named it (a path, or a label for in-memory content)
 * @param line 1-based line, 0 when the problem concerns the whole file
 * @param column 1-based column (in characters), 0 when the problem concerns the whole line or file
 * @param code a short stable id of the kind of problem ({@code syntax}, {@code unknown-subtype}, ...): SARIF rule id
 * @param message what is wrong and what was expected
 */
public record Diagnostic(Severity severity, String file, int line, int column, String code, String message) {
  /** File, then line, then column: the order a designer fixes problems in. */
  public static final Comparator<Diagnostic> BY_POSITION =
      Comparator.comparing(Diagnostic::file).thenComparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column);

  public Diagnostic {
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
  }

  public static Diagnostic error(String file, int line, int column, String code, String message) {
    return new Diagnostic(Severity.ERROR, file, line, column, code, message);
  }

  public static Diagnostic warning(String file, int line, int column, String code, String message) {
    return new Diagnostic(Severity.WARNING, file, line, column, code, message);
  }

  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /** {@code file:line:column: error: message [code]}, the form editors and terminals link to. */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(file);
    if (line > 0) {
      out.append(':').append(line);
      if (column > 0) {
        out.append(':').append(column);
      }
    }
    return out.append(": ").append(severity.label()).append(": ").append(message)
        .append(" [").append(code).append(']').toString();
  }
}
