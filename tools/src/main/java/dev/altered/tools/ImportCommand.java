package dev.altered.tools;

import dev.altered.cardfile.CardImporter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code altered import --out cards/ FILE...}: corpus JSON to card files. */
@Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description = {
        "Converts corpus JSON into card files, one folder per set: OUT/SET/FACTION.cards.",
        "A set's folder is regenerated (its other .cards files are removed).",
        "Exit code 0 when every card was imported, 1 when some were skipped (errors listed), 2 on bad usage."})
final class ImportCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--out", required = true, paramLabel = "DIR", description = "directory receiving one folder per set")
  Path outDir;

  @Option(names = "--verbose", description = "list every warning instead of a summary per kind")
  boolean verbose;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "corpus JSON files, e.g. sets/CORE.json")
  List<Path> files;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    for (Path file : files) {
      if (Files.isDirectory(file)) {
        err.println("altered import: " + file + ": is a folder (expected corpus JSON files, e.g. " + file
            + "/*.json)");
        return 2;
      }
      if (!Files.isRegularFile(file)) {
        err.println("altered import: " + file + ": no such file");
        return 2;
      }
    }
    CardImporter.Result result = CardImporter.importFiles(files, outDir);
    Diagnostics.print(err, result.diagnostics(), verbose);
    long errors = Diagnostics.errors(result.diagnostics());
    out.printf("imported %d cards into %d files under %s (%d errors, %d warnings)%n", result.cards(),
        result.files().size(), outDir, errors, result.diagnostics().size() - errors);
    return errors > 0 ? 1 : 0;
  }
}
