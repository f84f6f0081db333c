package dev.altered.tools;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.altered.card.Language;
import dev.altered.load.LoadResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code altered load [--json] PATH...}: loads cards the way the engine does and reports what it cost. */
@Command(
    name = "load",
    mixinStandardHelpOptions = true,
    description = {
        "Loads cards with the engine's loader and reports what it cost.",
        "Reports cards, abilities, languages, distinct programs, in-process milliseconds per phase and the heap the"
            + " loaded cards hold. Reads card files and corpus JSON, directories searched recursively.",
        "Exit code 0 when everything loaded, 1 when some cards were left out (errors listed), 2 on bad usage."})
final class LoadCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--json", description = "one JSON object instead of text")
  boolean json;

  @Option(names = "--repeat", paramLabel = "N", description = "load N times in this process and report the last"
      + " (warm) load, plus the fastest total (default 1)")
  int repeat = 1;

  @Option(names = "--threads", paramLabel = "N", description = "worker threads (default: available processors)")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--no-cache", description = "parse and compile every ability, ignoring the stage cache of earlier"
      + " runs (in $ALTERED_CACHE, else ~/.cache/altered); with --repeat, every run is cold for the stages")
  boolean noCache;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "card files, corpus JSON files or directories")
  List<Path> paths;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (repeat < 1 || threads < 1) {
      err.println("altered load: --repeat and --threads must be 1 or more");
      return 2;
    }
    if (Inputs.problem(paths).isPresent()) {
      err.println("altered load: " + Inputs.problem(paths).get());
      return 2;
    }
    long before = usedHeapAfterGc();
    LoadResult result = null;
    long fastest = Long.MAX_VALUE;
    long openCache = 0;
    for (int i = 0; i < repeat; i++) {
      result = null; // let the previous load be collected before the next one is measured
      // Opening the stage cache reads its file: part of loading, so part of the total reported.
      long start = System.nanoTime();
      Loaders loaders = Loaders.standard(noCache);
      openCache = (System.nanoTime() - start) / 1_000_000;
      result = loaders.loader().withThreads(threads).load(paths);
      loaders.printNotes(err);
      fastest = Math.min(fastest, openCache + result.timings().total());
    }
    long after = usedHeapAfterGc();
    Reference.reachabilityFence(result);
    long errors = Diagnostics.errors(result.diagnostics());
    Diagnostics.print(err, result.diagnostics(), false);
    long held = Math.max(0, after - before);
    String programs = programsNote(result);
    if (json) {
      writeJson(out, result, programs, after, held, openCache, fastest);
    } else {
      LoadResult.Timings t = result.timings();
      out.printf("cards             %d (from %d files, %d errors)%n", result.cards().size(), result.files(), errors);
      out.printf("abilities         %d (%d distinct ability texts)%n", result.abilities(), result.distinctAbilities());
      out.printf("languages         %s%n", languages(result));
      out.printf("distinctPrograms  %s%n", result.distinctPrograms().isPresent()
          ? result.distinctPrograms().getAsInt() + "" : result.distinctParsed().isPresent()
              ? result.distinctParsed().getAsInt() + " (parsed)" : "-");
      out.printf("                  %s%n", programs);
      out.printf("cachedAbilities   %d of the distinct texts were read from the stage cache, not parsed%s%n",
          result.cachedAbilities(), noCache ? " (--no-cache)" : "");
      out.printf("stages            %d texts parsed, %d units compiled in this load%n", result.parsedTexts(),
          result.compiledUnits());
      out.printf("millis            open cache %d, read %d, dedup %d, parse %d, compile %d, total %d%s%n", openCache,
          t.read(), t.dedup(), t.parse(), t.compile(), openCache + t.total(), repeat > 1 ? " (fastest total of " + repeat + ": " + fastest + ")" : "");
      out.printf("heapBytes         %d used after GC, %d more than before loading: the cards, their pooled texts and"
          + " the parser's caches (%d per card)%n", after, held, result.cards().isEmpty() ? 0 : held / result.cards().size());
    }
    out.flush();
    return errors > 0 ? 1 : 0;
  }

  private static String programsNote(LoadResult result) {
    if (result.distinctPrograms().isPresent()) {
      return "distinct compiled programs";
    }
    if (result.distinctParsed().isPresent()) {
      return "distinct parsed abilities (ASTs) of " + languages(result.parsedLanguages())
          + ": the compiler is not wired into the loader yet";
    }
    return "not measured: the parser and compiler are not wired into the loader yet (read-only load)";
  }

  private static String languages(LoadResult result) {
    return languages(result.languages());
  }

  private static String languages(java.util.Set<Language> languages) {
    return languages.isEmpty() ? "no language"
        : languages.stream().map(Language::code).collect(Collectors.joining(","));
  }

  private void writeJson(PrintWriter out, LoadResult result, String programs, long heap, long held, long openCache,
      long fastest)
      throws IOException {
    LoadResult.Timings t = result.timings();
    try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeNumberField("cards", result.cards().size());
      g.writeNumberField("files", result.files());
      g.writeNumberField("abilities", result.abilities());
      g.writeNumberField("distinctAbilities", result.distinctAbilities());
      g.writeArrayFieldStart("languages");
      for (Language language : result.languages()) {
        g.writeString(language.code());
      }
      g.writeEndArray();
      g.writeFieldName("distinctPrograms");
      if (result.distinctPrograms().isPresent()) {
        g.writeNumber(result.distinctPrograms().getAsInt());
      } else if (result.distinctParsed().isPresent()) {
        g.writeNumber(result.distinctParsed().getAsInt());
      } else {
        g.writeNull();
      }
      g.writeStringField("distinctProgramsAre", programs);
      g.writeNumberField("cachedAbilities", result.cachedAbilities());
      g.writeNumberField("parsedTexts", result.parsedTexts());
      g.writeNumberField("compiledUnits", result.compiledUnits());
      g.writeObjectFieldStart("millis");
      g.writeNumberField("openCache", openCache);
      g.writeNumberField("read", t.read());
      g.writeNumberField("dedup", t.dedup());
      g.writeNumberField("parse", t.parse());
      g.writeNumberField("compile", t.compile());
      g.writeNumberField("total", openCache + t.total());
      if (repeat > 1) {
        g.writeNumberField("fastestTotal", fastest);
        g.writeNumberField("runs", repeat);
      }
      g.writeEndObject();
      g.writeArrayFieldStart("notRun");
      for (String phase : t.notRun()) {
        g.writeString(phase);
      }
      g.writeEndArray();
      g.writeNumberField("heapBytes", heap);
      g.writeNumberField("heapBytesHeldByCards", held);
      g.writeNumberField("heapBytesPerCard", result.cards().isEmpty() ? 0 : held / result.cards().size());
      g.writeNumberField("errors", Diagnostics.errors(result.diagnostics()));
      g.writeNumberField("warnings", result.diagnostics().size() - Diagnostics.errors(result.diagnostics()));
      g.writeEndObject();
    }
    out.println();
  }

  /** Used heap once garbage is collected (a full collection with the JDK's collectors). */
  static long usedHeapAfterGc() {
    Runtime runtime = Runtime.getRuntime();
    System.gc();
    return runtime.totalMemory() - runtime.freeMemory();
  }
}
