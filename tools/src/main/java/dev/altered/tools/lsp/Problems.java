package dev.altered.tools.lsp;

import dev.altered.cardfile.Severity;
import dev.altered.tools.analysis.Session;
import dev.altered.tools.analysis.CardDocument;
import dev.altered.tools.analysis.CheckReport;
import dev.altered.tools.analysis.InputProblem;
import dev.altered.translate.Finding;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * A document's problems as the editor shows them: exactly {@code check}'s, at their ranges, then {@code
 * translate-check}'s findings that {@code check} does not already report (a translation that reads but means
 * something else: the quick fix's subject).
 */
final class Problems {
  static final String CHECK = "altered check";
  static final String TRANSLATE = "altered translate-check";
  /** check reports translations that do not read, wrong languages, placeholders and missing texts itself. */
  private static final Set<Finding.Kind> CHECKED = EnumSet.of(Finding.Kind.PARSE, Finding.Kind.WRONG_LANGUAGE,
      Finding.Kind.PLACEHOLDER, Finding.Kind.MISSING);

  private Problems() {}

  static Diagnostic notACardFile(String uri) {
    return new Diagnostic(new Range(new Position(0, 0), new Position(0, 0)), uri + ": not a card file: expected a"
        + " .cards file (cards/README.md), or the language id \"cards\"", DiagnosticSeverity.Error, CHECK, "io");
  }

  static Diagnostic internalError(RuntimeException e) {
    return new Diagnostic(new Range(new Position(0, 0), new Position(0, 0)), "internal error of the checker, please"
        + " report it with this file: " + e, DiagnosticSeverity.Error, CHECK, "internal");
  }

  static List<Diagnostic> of(Session session, String label, String text) {
    CardDocument document = CardDocument.of(text);
    List<Diagnostic> out = new ArrayList<>();
    try {
      CheckReport report = session.check(label, text);
      for (dev.altered.cardfile.Diagnostic d : report.diagnostics()) {
        Diagnostic diagnostic = new Diagnostic(Ranges.of(document, d), d.message(),
            d.severity() == Severity.ERROR ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning, CHECK, d.code());
        out.add(diagnostic);
      }
      for (Finding f : session.translations(label, text)) {
        if (!CHECKED.contains(f.kind())) {
          out.add(new Diagnostic(QuickFixes.rangeOf(document, f), f.lang().code() + ": " + f.message()
              + f.suggestion().map(s -> " (suggested: " + s + ")").orElse(""), DiagnosticSeverity.Warning,
              TRANSLATE, f.kind().code()));
        }
      }
    } catch (InputProblem e) {
      out.add(new Diagnostic(new Range(new Position(0, 0), new Position(0, 0)), e.getMessage(),
          DiagnosticSeverity.Error, CHECK, "input"));
    }
    return out;
  }
}
