package dev.altered.tools;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.altered.card.Language;
import dev.altered.cardfile.Diagnostic;
import dev.altered.load.LoadResult;
import dev.altered.text.TextReader;
import dev.altered.vm.Coverage;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code altered coverage [--json] FILE...}: how many cards run from their own text. */
@Command(
    name = "coverage",
    mixinStandardHelpOptions = true,
    description = {
        "For each card: whether every ability parsed, compiled and executed. Executed: the card was played from Hand "
            + "and from Reserve, put in play at each phase and during a turn (quick actions activated, triggers "
            + "fired, passives applied), and every program ran to its end without error, each step producing an "
            + "event or being impossible (6.5.h).",
        "FILE is a card file (.cards), a corpus JSON file (.json) or a directory of them.",
        "Exit code 0 when every card executed, 1 when some did not, 2 on bad usage or unreadable files."})
final class CoverageCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
      description = "language of the text to read (default: en)")
  String lang;

  @Option(names = "--json", description = "print one JSON object: cards, parsed, compiled, executed, "
      + "failures[{reference, stage, message}]")
  boolean json;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "card files, corpus JSON files or directories")
  List<Path> files;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Optional<Language> language = Language.fromCode(lang.toLowerCase(Locale.ROOT));
    if (language.isEmpty() || TextReader.frontEnd(language.get()).isEmpty()) {
      err.println("altered coverage: no reader for '" + lang + "' (available: "
          + TextReader.languages().stream().map(Language::code).toList() + ")");
      return 2;
    }
    if (Inputs.problem(files).isPresent()) {
      err.println("altered coverage: " + Inputs.problem(files).get());
      return 2;
    }
    Loaders loaders = Loaders.standard(false);
    LoadResult loaded = loaders.loader().load(files);
    loaders.printNotes(err);
    for (Diagnostic d : loaded.diagnostics()) {
      if (d.isError()) {
        err.println(d);
      }
    }
    // On a terminal, a line that counts the cards done (this takes minutes for every set); nothing when piped. The
    // launcher says whether stderr is a terminal (System.console() also asks it of stdin and stdout).
    int total = loaded.read().size();
    boolean terminal = Progress.standard().mode() == Progress.Mode.BAR;
    Coverage.Report report = Coverage.measure(loaded, language.get(), done -> {
      if (terminal && (done % 20 == 0)) {
        err.printf("\rcoverage: %d of %d cards", done, total);
        err.flush();
      }
    });
    if (terminal) {
      err.printf("\rcoverage: %d of %d cards%n", total, total);
    }
    if (json) {
      ObjectMapper mapper = new ObjectMapper();
      ObjectNode root = mapper.createObjectNode();
      root.put("cards", report.cards());
      root.put("parsed", report.parsed());
      root.put("compiled", report.compiled());
      root.put("executed", report.executed());
      ArrayNode failures = root.putArray("failures");
      for (Coverage.Failure f : report.failures()) {
        failures.addObject().put("reference", f.reference()).put("stage", f.stage()).put("message", f.message());
      }
      out.println(root.toPrettyString());
    } else {
      for (Coverage.Failure f : report.failures()) {
        out.println(f.reference() + ": " + f.stage() + ": " + f.message());
      }
      out.printf("%d cards: %d parsed, %d compiled, %d executed (%.1f%%)%n", report.cards(), report.parsed(),
          report.compiled(), report.executed(), report.cards() == 0 ? 0.0 : 100.0 * report.executed()
              / report.cards());
    }
    return report.executed() == report.cards() ? 0 : 1;
  }
}
