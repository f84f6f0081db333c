package dev.altered.tools;

import dev.altered.cardfile.CorpusJsonWriter;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code altered gen-cards --count N --seed S --out FILE}: synthetic cards for scale tests. */
@Command(
    name = "gen-cards",
    mixinStandardHelpOptions = true,
    description = {
        "Writes synthetic Unique-style cards in the corpus JSON schema, for scale tests.",
        "Real Characters with varied costs and statistics, and real abilities recombined with varied numbers, targets"
            + " and triggers, the same change in all five languages. The same seed gives the same file."})
final class GenCardsCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--count", required = true, paramLabel = "N", description = "number of cards")
  long count;

  @Option(names = "--seed", required = true, paramLabel = "S", description = "random seed")
  long seed;

  @Option(names = "--out", required = true, paramLabel = "FILE", description = "JSON file to write")
  Path out;

  @Option(names = "--from", paramLabel = "PATH", description = "cards to recombine (default: cards)")
  List<Path> from = List.of(Path.of("cards"));

  @Option(names = "--pretty", description = "indent the JSON like the corpus files (larger)")
  boolean pretty;

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    if (count < 0) {
      err.println("--count must be 0 or more");
      return 2;
    }
    LoadResult source = CardLoader.standard().load(from);
    if (source.cards().isEmpty()) {
      Diagnostics.print(err, source.diagnostics(), false);
      err.println("cannot read the cards to recombine from " + from);
      return 2;
    }
    if (source.hasErrors()) {
      // Cards of a later set that do not load yet are left out of the recombination; 'check' lists them.
      long errors = source.diagnostics().stream().filter(d -> d.isError()).count();
      err.println("note: " + errors + " problems in the cards read; the cards that do not load are left out"
          + " (./altered check " + String.join(" ", from.stream().map(Object::toString).toList()) + " lists them)");
    }
    CardGenerator generator = CardGenerator.from(source);
    if (out.toAbsolutePath().getParent() != null) {
      Files.createDirectories(out.toAbsolutePath().getParent());
    }
    try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16);
        CorpusJsonWriter writer = CorpusJsonWriter.open(file, "GEN", "Generated cards (seed " + seed + ")", pretty)) {
      for (long i = 0; i < count; i++) {
        writer.card(generator.card(seed, i));
      }
    }
    spec.commandLine().getOut().printf("wrote %d cards to %s (%d bytes), recombining %d abilities%n", count, out,
        Files.size(out), generator.abilityCount());
    return 0;
  }
}
