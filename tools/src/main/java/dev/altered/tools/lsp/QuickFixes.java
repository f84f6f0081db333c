package dev.altered.tools.lsp;

import dev.altered.tools.analysis.Session;
import dev.altered.tools.analysis.CardDocument;
import dev.altered.tools.analysis.InputProblem;
import dev.altered.translate.Finding;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;

/**
 * The quick fix for a translation that says something else than the English: replace it with the printer's wording
 * of the English (the finding's suggestion), which reads back to the English AST.
 */
final class QuickFixes {
  private QuickFixes() {}

  static List<CodeAction> at(Session session, String uri, String text, Range range) {
    CardDocument document = CardDocument.of(text);
    List<CodeAction> out = new ArrayList<>();
    List<Finding> findings;
    try {
      findings = session.translations(CardsTextService.label(uri), text);
    } catch (InputProblem e) {
      return out;
    }
    for (Finding f : findings) {
      Optional<Integer> line = translationLine(document, f);
      if (f.suggestion().isEmpty() || line.isEmpty() || f.kind() != Finding.Kind.MEANING) {
        continue;
      }
      int at = line.get();
      if (at < range.getStart().getLine() || at > range.getEnd().getLine()) {
        continue;
      }
      String current = document.lines().get(at);
      int indent = current.length() - current.stripLeading().length();
      TextEdit edit = new TextEdit(Ranges.line(document, at, indent), f.suggestion().get());
      CodeAction action = new CodeAction("Replace the " + f.lang().code() + " text with the printer's wording: "
          + f.suggestion().get());
      action.setKind(CodeActionKind.QuickFix);
      action.setEdit(new WorkspaceEdit(Map.of(uri, List.of(edit))));
      out.add(action);
    }
    return out;
  }

  /** Where a finding's translation is: the line of its card and language whose text is the finding's. */
  static Optional<Integer> translationLine(CardDocument document, Finding f) {
    String wanted = normal(f.localized());
    int from = Math.max(0, f.line() - 1);
    Optional<CardDocument.CardRange> card = document.cards().stream()
        .filter(c -> c.reference().equals(f.reference())).findFirst();
    if (card.isPresent()) {
      from = card.get().first();
    }
    int to = card.map(CardDocument.CardRange::last).orElse(document.lines().size() - 1);
    for (int i = from; i <= to; i++) {
      Optional<CardDocument.TextLine> t = document.textLine(i);
      if (t.isPresent() && t.get().language() == f.lang() && normal(t.get().text()).equals(wanted)) {
        return Optional.of(i);
      }
    }
    return f.line() > 0 ? Optional.of(f.line() - 1) : Optional.empty();
  }

  static Range rangeOf(CardDocument document, Finding f) {
    Optional<Integer> line = translationLine(document, f);
    if (line.isEmpty()) {
      return Ranges.of(document, 1, 0);
    }
    String text = document.lines().get(line.get());
    return Ranges.line(document, line.get(), text.length() - text.stripLeading().length());
  }

  private static String normal(String s) {
    return s.replace('\u00a0', ' ').replaceAll("\\s+", " ").strip();
  }
}
