package dev.altered.tools;

import dev.altered.cardfile.Diagnostic;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Prints diagnostics for a terminal: every error, and warnings either all or summarized by kind. */
final class Diagnostics {
  private static final int EXAMPLES = 3;

  private Diagnostics() {}

  static void print(PrintWriter out, List<Diagnostic> diagnostics, boolean allWarnings) {
    List<Diagnostic> sorted = new ArrayList<>(diagnostics);
    sorted.sort(Diagnostic.BY_POSITION);
    Map<String, List<Diagnostic>> warnings = new LinkedHashMap<>();
    for (Diagnostic d : sorted) {
      if (d.isError() || allWarnings) {
        out.println(d);
      } else {
        warnings.computeIfAbsent(d.code(), c -> new ArrayList<>()).add(d);
      }
    }
    warnings.forEach((code, list) -> {
      list.stream().limit(EXAMPLES).forEach(out::println);
      if (list.size() > EXAMPLES) {
        out.println("  ... and " + (list.size() - EXAMPLES) + " more [" + code + "] warnings (--verbose lists all)");
      }
    });
  }

  static long errors(List<Diagnostic> diagnostics) {
    return diagnostics.stream().filter(Diagnostic::isError).count();
  }
}
