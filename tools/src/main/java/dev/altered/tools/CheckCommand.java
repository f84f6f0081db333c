package dev.altered.tools;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.altered.card.Language;
import dev.altered.cardfile.Diagnostic;
import dev.altered.load.LoadResult;
import dev.altered.text.TextReader;
import dev.altered.tools.analysis.CardAnalysis;
import dev.altered.tools.analysis.CheckReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code altered check [--format text|json|sarif] [--watch] PATH...}: every problem of card files. */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description = {
        "Checks card files and corpus JSON, reporting every problem with its position.",
        "Files: .cards and .json, directories searched recursively. Checked: file syntax and values, abilities that do"
            + " not parse (with unknown keywords and statuses), the rules of section 2.2 (statistics only on Characters, limits only on Heroes, costs, sub-types), missing English,"
            + " duplicate references, and known defects of source data (unexpanded placeholders, text in the wrong"
            + " language). Each problem: file:line:column, error or warning, what was expected.",
        "Exit code 0 when there is no error, 1 when there are errors, 2 on bad usage."})
final class CheckCommand implements Callable<Integer> {
  enum Format { text, json, sarif }

  @Spec CommandSpec spec;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (default), json, or sarif (SARIF 2.1.0)")
  Format format = Format.text;

  @Option(names = "--watch", description = "check again whenever a file under PATH changes (stop with Ctrl-C)")
  boolean watch;

  @Option(names = "--no-cache", description = "parse and compile every ability, ignoring the stage cache of"
      + " earlier runs (in $ALTERED_CACHE, else ~/.cache/altered)")
  boolean noCache;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "card files, corpus JSON files or directories")
  List<Path> paths;

  /** Stops a watch after this many re-checks; for tests. */
  int maxRechecks = Integer.MAX_VALUE;

  @Override
  public Integer call() throws IOException, InterruptedException {
    Optional<String> problem = Inputs.problem(paths);
    if (problem.isPresent()) {
      spec.commandLine().getErr().println("altered check: " + problem.get());
      return 2;
    }
    int exit = checkOnce();
    if (!watch) {
      return exit;
    }
    return watchLoop(exit);
  }

  private int checkOnce() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    Loaders loaders = Loaders.standard(noCache);
    LoadResult result = loaders.loader().load(paths);
    loaders.printNotes(spec.commandLine().getErr());
    // The one analysis the language server and the playground also print (dev.altered.tools.analysis).
    CheckReport report = CardAnalysis.check(result);
    List<Diagnostic> diagnostics = report.diagnostics();
    long errors = report.errors();
    long warnings = report.warnings();
    switch (format) {
      case text -> {
        diagnostics.forEach(out::println);
        // The cards counted are those that load: a card with an error in its file or its English text does not.
        out.printf("checked %d %s: %d cards load%s, %d errors, %d warnings%n", result.files(),
            result.files() == 1 ? "file" : "files", result.cards().size(),
            result.cards().isEmpty() && errors > 0 ? " (every card has an error)" : "", errors, warnings);
        List<String> notChecked = notChecked(result);
        out.println("abilities parsed" + (result.distinctPrograms().isPresent() ? " and compiled" : "") + " in "
            + codes(result.parsedLanguages()) + " (unknown keywords and statuses are parse errors)"
            + (notChecked.isEmpty() ? "" : "; not checked yet: " + String.join("; ", notChecked)));
      }
      case json -> writeJson(out, result, diagnostics, errors);
      case sarif -> Sarif.write(out, diagnostics, Path.of("").toAbsolutePath());
    }
    out.flush();
    return errors > 0 ? 1 : 0;
  }

  private static void writeJson(PrintWriter out, LoadResult result, List<Diagnostic> diagnostics, long errors)
      throws IOException {
    try (JsonGenerator json = new JsonFactory().createGenerator(out)) {
      json.useDefaultPrettyPrinter();
      json.writeStartObject();
      json.writeNumberField("files", result.files());
      json.writeNumberField("cards", result.cards().size());
      json.writeNumberField("errors", errors);
      json.writeNumberField("warnings", diagnostics.size() - errors);
      json.writeArrayFieldStart("parsedLanguages");
      for (Language language : result.parsedLanguages()) {
        json.writeString(language.code());
      }
      json.writeEndArray();
      json.writeArrayFieldStart("notChecked");
      for (String item : notChecked(result)) {
        json.writeString(item);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("diagnostics");
      for (Diagnostic d : diagnostics) {
        json.writeStartObject();
        json.writeStringField("severity", d.severity().label());
        json.writeStringField("file", d.file());
        json.writeNumberField("line", d.line());
        json.writeNumberField("column", d.column());
        json.writeStringField("code", d.code());
        json.writeStringField("message", d.message());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    out.println();
  }

  /** What this build cannot check, in words: a language without a reader (the files' languages do not matter). */
  private static List<String> notChecked(LoadResult result) {
    List<String> missing = new ArrayList<>();
    java.util.EnumSet<Language> unparsed = java.util.EnumSet.allOf(Language.class);
    unparsed.removeAll(TextReader.languages());
    if (!unparsed.isEmpty()) {
      missing.add("abilities in " + codes(unparsed) + " (no reader for these languages yet)");
    }
    if (result.distinctPrograms().isEmpty()) {
      missing.add("compiling abilities (the compiler is not wired into the loader yet)");
    }
    return missing;
  }

  private static String codes(java.util.Collection<Language> languages) {
    return languages.isEmpty() ? "no language" : languages.stream().map(Language::code)
        .collect(java.util.stream.Collectors.joining(", "));
  }

  /** Re-checks on every change under the paths (directories registered recursively), debounced. */
  private int watchLoop(int firstExit) throws IOException, InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    int exit = firstExit;
    try (WatchService watcher = FileSystems.getDefault().newWatchService()) {
      Set<Path> watched = new HashSet<>();
      register(watcher, watched);
      err.println("watching " + watched.size() + " directories for changes (Ctrl-C to stop)");
      err.flush();
      for (int rechecks = 0; rechecks < maxRechecks; rechecks++) {
        WatchKey key = watcher.take();
        // Editors write a file in several steps: wait for the burst to end, then check once.
        do {
          key.pollEvents();
          key.reset();
          key = watcher.poll(150, TimeUnit.MILLISECONDS);
        } while (key != null);
        register(watcher, watched); // new sub-directories
        err.println("change detected, checking again");
        err.flush();
        exit = checkOnce();
      }
    }
    return exit;
  }

  private void register(WatchService watcher, Set<Path> watched) throws IOException {
    for (Path path : paths) {
      Path root = Files.isDirectory(path) ? path : path.toAbsolutePath().getParent();
      if (root == null || !Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> dirs = Files.walk(root)) {
        for (Path dir : (Iterable<Path>) dirs.filter(Files::isDirectory)::iterator) {
          if (watched.add(dir.toAbsolutePath().normalize())) {
            dir.register(watcher, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                StandardWatchEventKinds.ENTRY_DELETE);
          }
        }
      }
    }
  }
}
