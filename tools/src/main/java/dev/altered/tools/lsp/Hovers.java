package dev.altered.tools.lsp;

import dev.altered.card.Language;
import dev.altered.compile.Compiler;
import dev.altered.tools.analysis.Abilities;
import dev.altered.tools.analysis.AbilityReport;
import dev.altered.tools.analysis.CardDocument;
import dev.altered.tools.analysis.InputProblem;
import dev.altered.tools.analysis.Workbench;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;

/**
 * Hover: on a bracketed word, the rule that defines it; on a line of ability text, its canonical English wording and
 * its compiled program (the disassembler's listing), or why it has none.
 */
final class Hovers {
  private Hovers() {}

  static Optional<Hover> at(Workbench workbench, String text, int line, int character) {
    CardDocument document = CardDocument.of(text);
    Optional<CardDocument.TextLine> ability = document.textLine(line);
    if (ability.isEmpty()) {
      return Optional.empty();
    }
    Optional<String> word = bracketedWord(document.lines().get(line), character);
    StringBuilder out = new StringBuilder();
    word.ifPresent(w -> out.append(wordHover(workbench, ability.get().language(), w)));
    out.append(abilityHover(workbench, ability.get()));
    return Optional.of(new Hover(new MarkupContent(MarkupKind.MARKDOWN, out.toString())));
  }

  private static String wordHover(Workbench workbench, Language language, String word) {
    String kind = workbench.vocabulary().kindOf(language, word).map(k -> k.name().toLowerCase()).orElse("word");
    String reminder = workbench.vocabulary().reminder(language, word).map(r -> "*(" + r + ")*\n\n").orElse("");
    return "**[" + word + "]** (" + kind + ")\n\n" + reminder + workbench.rules().section(word)
        .map(rule -> "Complete Rules " + rule).orElse("No section of the Complete Rules is named after it.")
        + "\n\n---\n\n";
  }

  private static String abilityHover(Workbench workbench, CardDocument.TextLine line) {
    List<AbilityReport> reports;
    try {
      reports = Abilities.of(line.language(), line.text(), new Compiler.Context(line.spell(), line.support()));
    } catch (InputProblem e) {
      return e.getMessage();
    }
    StringBuilder out = new StringBuilder();
    for (AbilityReport r : reports) {
      if (r.problem().isPresent()) {
        out.append("**Does not run:** ").append(r.problem().get()).append("\n\n");
        continue;
      }
      out.append("**English:** ").append(r.wordings().getOrDefault(Language.EN, "(no English wording)"))
          .append("\n\n").append(reminders(workbench, line))
          .append("**Program:**\n```\n").append(r.program()).append("```\n");
    }
    return out.toString();
  }

  /** The reminder text of each bracketed word of the line that the cards print with one. */
  private static String reminders(Workbench workbench, CardDocument.TextLine line) {
    StringBuilder out = new StringBuilder();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[+([^\\[\\]]+)]").matcher(line.text());
    while (m.find()) {
      String word = m.group(1).strip();
      workbench.vocabulary().reminder(line.language(), word)
          .ifPresent(r -> out.append("[").append(word).append("]: *(").append(r).append(")*\n\n"));
    }
    return out.toString();
  }

  /** The word between brackets under the cursor, without its brackets. */
  static Optional<String> bracketedWord(String line, int character) {
    int open = line.lastIndexOf('[', Math.min(character, line.length() - 1));
    if (open < 0) {
      return Optional.empty();
    }
    int close = line.indexOf(']', open);
    if (close < 0 || close + 1 < character) {
      return Optional.empty();
    }
    String word = line.substring(open, close).replace("[", "").strip();
    return word.isEmpty() ? Optional.empty() : Optional.of(word);
  }
}
