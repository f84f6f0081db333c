package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The parallel reader finds strings and their double spaces in the file's raw bytes, eight at a time; the sequential
 * reader scans Jackson's decoded characters one by one. Both must split every text alike, wherever the spaces fall
 * against the eight-byte words (runs of one to four spaces, at the start, at the end, multi-byte characters, escapes).
 */
class RawTextPropertiesTest {
  private static final ExecutorService EXECUTOR = Executors.newFixedThreadPool(2);

  @AfterContainer
  static void stop() {
    EXECUTOR.shutdownNow();
  }

  @Provide
  Arbitrary<List<String>> texts() {
    Arbitrary<String> text = Arbitraries.of("a", "b", "7", " ", "  ", "   ", "    ", "é", "—", "\\\"", "xyzwvuts")
        .list().ofMaxSize(30).map(parts -> String.join("", parts)).filter(t -> !t.isBlank());
    return text.list().ofMinSize(1).ofMaxSize(12);
  }

  @Property(tries = 300)
  void theParallelReaderSplitsTextsLikeTheSequentialOne(@ForAll("texts") List<String> texts) throws IOException {
    StringBuilder json = new StringBuilder("{\"set\":\"T\",\"name\":\"Test\",\"cards\":[");
    for (int i = 0; i < texts.size(); i++) {
      json.append(i == 0 ? "" : ",").append("{\"reference\":\"ALT_T_B_AX_").append(i)
          .append("_C\",\"type\":\"SPELL\",\"faction\":\"AX\",\"rarity\":\"COMMON\",\"name\":{\"en\":\"N\"},")
          .append("\"text\":{\"en\":{\"main\":\"").append(texts.get(i)).append("\"}}}");
    }
    json.append("]}");
    Path file = Files.createTempFile("raw", ".json");
    try {
      Files.writeString(file, json);
      ReadResult sequential = CorpusJsonReader.read(file, new TextPool());
      ReadResult chunked = ChunkedJsonReader.read(file, new TextPool(), EXECUTOR, 2, 0, 200);
      assertEquals(sequential.diagnostics(), chunked.diagnostics());
      assertEquals(sequential.cards(), chunked.cards());
    } finally {
      Files.delete(file);
    }
  }
}
