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
    assertEquals(2161, chunked.cards().size());
  }

  @Test
  void aFileWithAnotherLayoutIsReadSequentially(@TempDir Path tmp) throws IOException {
    String content = json(committedCards(), true).replaceFirst("\"set\"", "\"extra\": 1, \"set\"");
    Path file = tmp.resolve("all.json");
    Files.writeString(file, content);
    assertSameAsSequential(file);
  }

  /**
   * The committed cards written as corpus JSON are the simple case the fast path is for: it reads them whole (it does
   * not give up and leave them to Jackson) and gives what the corpus reader gives, positions included.
   */
  @Test
  void theFastPathReadsWellFormedCardsAsTheCorpusReaderDoes(@TempDir Path tmp) throws IOException {
    for (boolean pretty : new boolean[] {true, false}) {
      String content = json(committedCards(), pretty);
      Path file = tmp.resolve(pretty + ".json");
      Files.writeString(file, content);
      byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
      String cardsKey = "\"cards\"";
      int cardsStart = new String(bytes, StandardCharsets.ISO_8859_1).indexOf('[', content.indexOf(cardsKey)) + 1;
      byte[] chunk = java.util.Arrays.copyOfRange(bytes, cardsStart, bytes.length + FastChunkReader.SLACK);
      FastChunkReader.Result fast = new FastChunkReader(chunk, bytes.length - cardsStart, true,
          new FastChunkReader.Local(new TextPool()), java.util.Optional.of("ALL")).read();
      ReadResult sequential = CorpusJsonReader.read(file, new TextPool());
      // The fast path counts lines from the chunk's start, as the chunked reader expects.
      int linesBefore = (int) content.substring(0, cardsStart).chars().filter(c -> c == '\n').count();
      assertTrue(fast != null, "the fast path read the file (pretty: " + pretty + ")");
      assertEquals(sequential.cards().size(), fast.cards().size());
      for (int i = 0; i < fast.cards().size(); i++) {
        SourcedCard expected = sequential.cards().get(i);
        assertEquals(expected.card(), fast.cards().get(i));
        assertEquals(expected.line(), linesBefore + fast.line(i), "line of " + expected);
        if (fast.line(i) > 1) {
          assertEquals(expected.column(), fast.column(i), "column of " + expected);
        }
      }
    }
  }

  /**
   * The fast path numbers each line of its cards in their order ({@link LineIds}), languages in order whatever order
   * the text object gives them in: equal lines read through one cache share a number, and a number names one line
   * (the committed cards' few thousand texts are never evicted from the cache).
   */
  @Test
  void theFastPathNumbersEachLineByWhereItsCacheKeepsIt() throws IOException {
    String content = json(committedCards(), false);
    // One card more whose text object gives French before English: its numbers still follow the card's order.
    String extra = "{\"reference\":\"R\",\"type\":\"SPELL\",\"faction\":\"AX\",\"rarity\":\"COMMON\","
        + "\"text\":{\"fr\":{\"main\":\"Piochez une carte.  Un.\"},\"en\":{\"main\":\"Draw a card.\","
        + "\"support\":\"Two.\"}}},";
    int cardsStart = content.indexOf('[', content.indexOf("\"cards\"")) + 1;
    byte[] bytes = (extra + content.substring(cardsStart)).getBytes(StandardCharsets.UTF_8);
    byte[] chunk = java.util.Arrays.copyOf(bytes, bytes.length + FastChunkReader.SLACK);
    FastChunkReader.Result fast = new FastChunkReader(chunk, bytes.length, true,
        new FastChunkReader.Local(new TextPool()), java.util.Optional.of("ALL")).read();
    assertTrue(fast != null, "the fast path read the cards");
    LineIds ids = fast.ids();
    java.util.Map<Integer, String> lineOf = new java.util.HashMap<>();
    java.util.Map<String, Integer> numberOf = new java.util.HashMap<>();
    int at = 0;
    for (CardDefinition card : fast.cards()) {
      for (dev.altered.card.Language language : dev.altered.card.Language.values()) {
        for (boolean support : new boolean[] {false, true}) {
          for (int i = 0; i < card.lineCount(language, support); i++) {
            String line = card.line(language, support, i);
            int id = ids.get(at++);
            assertTrue(id >= 0 && id < ids.bound(), "a number within the bound");
            assertEquals(line, lineOf.computeIfAbsent(id, k -> line), "number " + id + " names one line");
            assertEquals(id, numberOf.computeIfAbsent(line, k -> id), "one number for '" + line + "'");
          }
        }
      }
    }
    assertEquals(at, ids.count(), "every line numbered, none more");
    assertEquals(numberOf.get("Draw a card."), ids.get(0), "the extra card's English line comes first");
    assertEquals(numberOf.get("Piochez une carte."), ids.get(2));
    assertEquals(ids.bound(), ids.get(at), "past the lines: no number");
  }

  /** A field the schema does not have is the corpus reader's to report: the fast path gives the chunk up. */
  @Test
  void theFastPathGivesUpOnAnUnknownField() {
    byte[] bytes = "{\"reference\":\"R\",\"colour\":\"red\"}]}".getBytes(StandardCharsets.UTF_8);
    assertEquals(null, new FastChunkReader(java.util.Arrays.copyOf(bytes, bytes.length + 8), bytes.length, true,
        new FastChunkReader.Local(new TextPool()), java.util.Optional.of("S")).read());
  }

  /**
   * A key given twice (names, a language's text, a box) is the corpus reader's to settle: the fast path, which reads
   * a box's lines straight into the card and finds recent names by their bytes, gives the chunk up.
   */
  @Test
  void theFastPathGivesUpOnNamesOrATextGivenTwice() {
    String card = "{\"reference\":\"R\",\"type\":\"SPELL\",\"faction\":\"AX\",\"rarity\":\"COMMON\",%s}]}";
    String once = String.format(card, "\"name\":{\"en\":\"A\"},\"text\":{\"en\":{\"main\":\"Draw.\"}}");
    for (String twice : List.of(
        "\"name\":{\"en\":\"A\"},\"name\":{\"fr\":\"B\"}",
        "\"text\":{\"en\":{\"main\":\"Draw.\"},\"en\":{\"main\":\"Pass.\"}}",
        "\"text\":{\"en\":{\"main\":\"Draw.\",\"main\":\"Pass.\"}}")) {
      assertEquals(null, fastRead(String.format(card, twice)), twice);
    }
    FastChunkReader.Result read = fastRead(once);
    assertTrue(read != null, "the same card with each key once is read");
    assertEquals("Draw.", read.cards().get(0).line(dev.altered.card.Language.EN, false, 0));
  }

  private static FastChunkReader.Result fastRead(String chunk) {
    byte[] bytes = chunk.getBytes(StandardCharsets.UTF_8);
    return new FastChunkReader(java.util.Arrays.copyOf(bytes, bytes.length + FastChunkReader.SLACK), bytes.length,
        true, new FastChunkReader.Local(new TextPool()), java.util.Optional.of("S")).read();
  }

  @Test
  void aFileCutShortWhileItIsReadIsReportedAsAShortRead(@TempDir Path tmp) throws IOException {
    Path file = tmp.resolve("cut.json");
    Files.write(file, new byte[1 << 20]);
    try (java.nio.channels.FileChannel channel = java.nio.channels.FileChannel.open(file,
        java.nio.file.StandardOpenOption.READ, java.nio.file.StandardOpenOption.WRITE)) {
      java.nio.MappedByteBuffer map = channel.map(java.nio.channels.FileChannel.MapMode.READ_ONLY, 0, 1 << 20);
      byte[] chunk = new byte[1 << 19];
      ChunkedJsonReader.copy(file, map, 1 << 19, chunk, 1 << 19); // whole: copied
      channel.truncate(4096); // the mapping's pages past it are gone
      java.io.EOFException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.EOFException.class,
          () -> ChunkedJsonReader.copy(file, map, 1 << 19, chunk, 1 << 19));
      assertTrue(e.getMessage().startsWith(file + ": the file ended while it was read"), e.getMessage());
      ChunkedJsonReader.copy(file, map, 0, chunk, 4096); // what is left is still read
    }
  }
}
