package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.altered.card.CardDefinition;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Lossless storage: card file and corpus JSON both carry every card of the four committed sets unchanged. */
class RoundTripTest {
  private static final List<String> SETS = List.of("ALIZE", "BISE", "CORE", "COREKS", "CYCLONE", "DUSTER");

  private static List<ReadResult> readCommittedSets() throws IOException {
    List<ReadResult> results = new ArrayList<>();
    TextPool pool = new TextPool();
    for (Path file : Repo.cardFiles()) {
      results.add(CardFileReader.read(file, pool));
    }
    return results;
  }

  private static Map<String, CardDefinition> byReference(List<CardDefinition> cards) {
    Map<String, CardDefinition> map = new TreeMap<>();
    for (CardDefinition card : cards) {
      map.put(card.reference(), card);
    }
    return map;
  }

  @Test
  void theCommittedSetsReadWithoutProblems() throws IOException {
    List<ReadResult> results = readCommittedSets();
    List<Diagnostic> problems = results.stream().flatMap(r -> r.diagnostics().stream()).collect(Collectors.toList());
    assertEquals(List.of(), problems);
    assertEquals(SETS, results.stream().map(r -> r.setId().orElseThrow()).distinct().sorted()
        .collect(Collectors.toList()));
    assertEquals(2162, results.stream().mapToInt(r -> r.cards().size()).sum());
  }

  @Test
  void cardFilesWrittenAndReadAgainGiveEqualCards() throws IOException {
    for (ReadResult read : readCommittedSets()) {
      String written = CardFileWriter.write(read.setId().orElseThrow(), read.setName().orElseThrow(), List.of(),
          read.definitions());
      ReadResult again = CardFileReader.read(read.file(), written, new TextPool());
      assertEquals(List.of(), again.diagnostics(), read.file());
      assertEquals(read.definitions(), again.definitions(), read.file());
    }
  }

  @Test
  void committedFilesAreExactlyWhatTheWriterProduces() throws IOException {
    for (ReadResult read : readCommittedSets()) {
      String content = Files.readString(Path.of(read.file()));
      String body = content.substring(content.indexOf("\nset ") + 1);
      String written = CardFileWriter.write(read.setId().orElseThrow(), read.setName().orElseThrow(), List.of(),
          read.definitions());
      assertEquals(written, body, read.file());
    }
  }

  @Test
  void corpusJsonWrittenAndReadAgainGivesEqualCards() throws IOException {
    for (ReadResult read : readCommittedSets()) {
      for (boolean pretty : new boolean[] {true, false}) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CorpusJsonWriter.write(out, read.setId().orElseThrow(), read.setName().orElseThrow(), read.definitions(),
            pretty);
        ReadResult again = CorpusJsonReader.read("export.json", out.toByteArray(), new TextPool());
        assertEquals(List.of(), again.diagnostics(), read.file());
        assertEquals(read.setId(), again.setId());
        assertEquals(read.setName(), again.setName());
        assertEquals(read.definitions(), again.definitions(), read.file());
      }
    }
  }

  @Test
  void importExportImportGivesEqualCards(@TempDir Path tmp) throws IOException {
    List<CardDefinition> original = readCommittedSets().stream().flatMap(r -> r.definitions().stream())
        .collect(Collectors.toList());
    List<Path> exported = new ArrayList<>();
    for (ReadResult read : readCommittedSets()) {
      Path json = tmp.resolve(Path.of(read.file()).getFileName() + "." + read.setId().orElseThrow() + ".json");
      try (var out = Files.newOutputStream(json)) {
        CorpusJsonWriter.write(out, read.setId().orElseThrow(), read.setName().orElseThrow(), read.definitions(),
            true);
      }
      exported.add(json);
    }
    Path out = tmp.resolve("cards");
    CardImporter.Result result = CardImporter.importFiles(exported, out);
    assertFalse(result.hasErrors(), result.diagnostics().toString());
    List<CardDefinition> reimported = new ArrayList<>();
    try (Stream<Path> files = Files.walk(out)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".cards")).sorted(Comparator.naturalOrder())
          .collect(Collectors.toList())) {
        ReadResult read = CardFileReader.read(file, new TextPool());
        assertEquals(List.of(), read.diagnostics());
        reimported.addAll(read.definitions());
      }
    }
    assertEquals(byReference(original), byReference(reimported));
  }

  /** Needs the official corpus beside the checkout: skipped (and reported skipped) where it is absent. */
  @Test
  void committedSetsEqualTheOfficialCorpus() throws IOException {
    Path sets = Repo.corpusSets();
    assumeTrue(Files.isDirectory(sets), "official corpus not available at " + sets);
    List<CardDefinition> corpus = new ArrayList<>();
    for (String set : SETS) {
      ReadResult read = CorpusJsonReader.read(sets.resolve(set + ".json"), new TextPool());
      assertTrue(read.diagnostics().stream().noneMatch(Diagnostic::isError), read.diagnostics().toString());
      corpus.addAll(read.definitions());
    }
    List<CardDefinition> committed = readCommittedSets().stream().flatMap(r -> r.definitions().stream())
        .collect(Collectors.toList());
    assertEquals(byReference(corpus), byReference(committed));
  }
}
