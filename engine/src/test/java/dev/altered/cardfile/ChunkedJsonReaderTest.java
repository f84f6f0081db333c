package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A large file read in parallel chunks gives exactly what the sequential reader gives, positions included. */
class ChunkedJsonReaderTest {
  private static final ExecutorService EXECUTOR = Executors.newFixedThreadPool(3);

  @AfterAll
  static void stop() {
    EXECUTOR.shutdownNow();
  }

  private static List<CardDefinition> committedCards() throws IOException {
    List<CardDefinition> cards = new ArrayList<>();
    for (Path file : Repo.cardFiles()) {
      cards.addAll(CardFileReader.read(file, new TextPool()).definitions());
    }
    return cards;
  }

  private static String json(List<CardDefinition> cards, boolean pretty) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    CorpusJsonWriter.write(out, "ALL", "All sets", cards, pretty);
    return out.toString(StandardCharsets.UTF_8);
  }

  private static void assertSameAsSequential(Path file) throws IOException {
    ReadResult sequential = CorpusJsonReader.read(file, new TextPool());
    ReadResult chunked = ChunkedJsonReader.read(file, new TextPool(), EXECUTOR, 3, 0, 64 << 10);
    assertEquals(sequential.setId(), chunked.setId());
    assertEquals(sequential.setName(), chunked.setName());
    assertEquals(sequential.diagnostics(), chunked.diagnostics());
    assertEquals(sequential.cards(), chunked.cards(), "cards and their line:column");
  }

  @Test
  void prettyJsonInChunksReadsLikeSequential(@TempDir Path tmp) throws IOException {
    Path file = tmp.resolve("all.json");
    Files.writeString(file, json(committedCards(), true));
    assertTrue(Files.size(file) > 20 * (64 << 10), "enough for many chunks");
    assertSameAsSequential(file);
  }

  @Test
  void compactJsonOnOneLineInChunksReadsLikeSequential(@TempDir Path tmp) throws IOException {
    Path file = tmp.resolve("all.json");
    Files.writeString(file, json(committedCards(), false));
    assertSameAsSequential(file);
  }

  @Test
  void errorsInLaterChunksHaveTheFilesPositions(@TempDir Path tmp) throws IOException {
    String content = json(committedCards(), true);
    int late = content.indexOf("\"type\": \"SPELL\"", content.length() * 3 / 4);
    content = content.substring(0, late) + "\"type\": \"SORCERY\"" + content.substring(late + 15);
    Path file = tmp.resolve("all.json");
    Files.writeString(file, content);
    assertSameAsSequential(file);
    ReadResult chunked = ChunkedJsonReader.read(file, new TextPool(), EXECUTOR, 3, 0, 64 << 10);
    assertEquals(1, chunked.diagnostics().size());
    int line = (int) content.substring(0, late).chars().filter(c -> c == '\n').count() + 1;
    assertEquals(line, chunked.diagnostics().get(0).line());
    assertEquals(1711, chunked.cards().size());
  }

  @Test
  void aFileWithAnotherLayoutIsReadSequentially(@TempDir Path tmp) throws IOException {
    String content = json(committedCards(), true).replaceFirst("\"set\"", "\"extra\": 1, \"set\"");
    Path file = tmp.resolve("all.json");
    Files.writeString(file, content);
    assertSameAsSequential(file);
  }
}
