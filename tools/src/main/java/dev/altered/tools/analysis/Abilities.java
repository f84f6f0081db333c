package dev.altered.tools.analysis;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.compile.CompileException;
import dev.altered.compile.Compiler;
import dev.altered.ir.Disassembler;
import dev.altered.ir.Program;
import dev.altered.text.AstJson;
import dev.altered.text.ParsedAbility;
import dev.altered.text.SourceText;
import dev.altered.text.TextReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Each ability of a text box read, compiled and printed as {@code compile} and the printers do it. */
public final class Abilities {
  private static final ObjectMapper JSON = new ObjectMapper();

  private Abilities() {}

  /** The abilities of {@code box} (one card's main or support text in {@code language}), in order. */
  public static ImmutableList<AbilityReport> of(Language language, String box, Compiler.Context context)
      throws InputProblem {
    CardAnalysis.refuseLarge(box);
    if (TextReader.frontEnd(language).isEmpty()) {
      throw new InputProblem("no reader for " + language.code() + " yet");
    }
    SourceText source = new SourceText(box);
    List<ParsedAbility> parsed = TextReader.read(TextReader.frontEnd(language).orElseThrow(), source);
    List<Ability> asts = new ArrayList<>();
    for (ParsedAbility p : parsed) {
      p.ast().ifPresent(asts::add);
    }
    List<Optional<Program>> programs;
    Optional<String> compileProblem = Optional.empty();
    try {
      programs = asts.size() == parsed.size() ? Compiler.compileBox(asts, context) : List.of();
    } catch (CompileException e) {
      int at = Math.max(0, e.span().start());
      compileProblem = Optional.of(source.line(at) + ":" + source.column(at) + ": does not compile: "
          + e.getMessage());
      programs = List.of();
    }
    ImmutableList.Builder<AbilityReport> out = ImmutableList.builder();
    for (int i = 0; i < parsed.size(); i++) {
      ParsedAbility p = parsed.get(i);
      String text = p.text().original();
      if (p.ast().isEmpty()) {
        out.add(new AbilityReport(text, p.error().map(e -> e.line() + ":" + e.column() + ": does not parse: "
            + e.message()), "", "", ImmutableMap.of()));
        continue;
      }
      Ability ast = p.ast().get();
      String listing = i < programs.size() ? programs.get(i).map(prog -> Disassembler.listing(prog,
          Optional.of(box))).orElse("(joined to the ability before: what happens when its optional step is"
          + " declined, 6.2.e)") : "";
      out.add(new AbilityReport(text, compileProblem, json(ast), listing, wordings(ast)));
    }
    return out.build();
  }

  /** The AST printed by every printer: a printer that cannot word a node is left out, not an error. */
  static ImmutableMap<Language, String> wordings(Ability ast) {
    ImmutableMap.Builder<Language, String> out = ImmutableMap.builder();
    for (Language language : Language.values()) {
      TextReader.printer(language).ifPresent(printer -> {
        try {
          out.put(language, printer.print(ast));
        } catch (RuntimeException e) {
          // Printers throw on nodes they have no wording for yet (German covers 91%): the others still show.
        }
      });
    }
    return out.build();
  }

  private static String json(Ability ast) {
    try {
      return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(AstJson.of(ast));
    } catch (JsonProcessingException e) {
      return "";
    }
  }
}
