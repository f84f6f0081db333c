package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Bad JSON of any shape is reported, never thrown. */
class CorpusJsonPropertiesTest {
  @Provide
  Arbitrary<String> jsonish() {
    return Arbitraries.of("{", "}", "[", "]", ",", ":", "\"set\"", "\"cards\"", "\"reference\"", "\"type\"",
        "\"SPELL\"", "\"name\"", "\"text\"", "\"en\"", "\"main\"", "\"stats\"", "\"forest\"", "1", "-3", "null",
        "\"\"", "true", "2.5", "\"\\u00e9\"", " ", "\n").list().ofMaxSize(60).map(parts -> String.join("", parts));
  }

  @Property
  void anyJsonLikeTextIsReadWithoutAnException(@ForAll("jsonish") String json) {
    ReadResult result = CorpusJsonReader.read("p.json", json.getBytes(StandardCharsets.UTF_8), new TextPool());
    for (Diagnostic d : result.diagnostics()) {
      assertTrue(d.line() >= 0 && d.column() >= 0, "positioned: " + d);
    }
  }

  @Property
  void anyBytesAreReadWithoutAnException(@ForAll byte[] content) {
    CorpusJsonReader.read("p.json", content, new TextPool());
  }

  /** Jackson guesses the encoding from the first bytes; four bytes it cannot place are a positioned error. */
  @Example
  void bytesOfNoEncodingJacksonKnowsAreAnErrorAtTheStart() {
    ReadResult result = CorpusJsonReader.read("p.json", new byte[] {0, 0, 1, 0}, new TextPool());
    assertEquals(1, result.diagnostics().size());
    assertEquals("p.json:1:1: error: not JSON text", result.diagnostics().get(0).toString().substring(0, 32));
  }
}
