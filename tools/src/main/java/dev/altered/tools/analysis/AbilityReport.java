package dev.altered.tools.analysis;

import com.google.common.collect.ImmutableMap;
import dev.altered.card.Language;
import java.util.Objects;
import java.util.Optional;

/**
 * What the engine makes of one ability text: its AST and compiled program, and the AST printed back in every language
 * that has a printer, or the reason it stops.
 *
 * @param text the ability as written
 * @param problem why it does not parse or compile, with its position in the text box ({@code line:column: ...})
 * @param ast the AST as JSON, pretty-printed; empty when it does not parse
 * @param program the disassembler's listing; empty when it does not compile, or when the ability is joined to the
 *     one before it (an "If you don't" step)
 * @param wordings the AST printed in each language with a printer: the canonical wording
 */
public record AbilityReport(String text, Optional<String> problem, String ast, String program,
    ImmutableMap<Language, String> wordings) {
  public AbilityReport {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(problem, "problem");
    Objects.requireNonNull(ast, "ast");
    Objects.requireNonNull(program, "program");
    Objects.requireNonNull(wordings, "wordings");
  }

  public boolean ok() {
    return problem.isEmpty();
  }
}
