package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class CorpusJsonReaderTest {
  private static ReadResult read(String json) {
    return CorpusJsonReader.read("set.json", json.getBytes(StandardCharsets.UTF_8), new TextPool());
  }

  private static List<String> diagnostics(ReadResult result) {
    return result.diagnostics().stream().map(Diagnostic::toString).collect(Collectors.toList());
  }

  private static List<String> references(ReadResult result) {
    return result.definitions().stream().map(CardDefinition::reference).collect(Collectors.toList());
  }

  private static String card(String reference, String extra) {
    return "{\"reference\": \"" + reference + "\", \"set\": \"S\", \"type\": \"SPELL\", \"subtypes\": [\"BOON\"],"
        + " \"faction\": \"AX\", \"rarity\": \"COMMON\", \"name\": {\"en\": \"N\"}" + extra + "}";
  }

  @Test
  void aCardWithAWrongValueIsSkippedAtItsPositionAndTheOthersLoad() {
    String json = "{\"set\": \"S\", \"name\": \"Set\", \"cards\": [\n"
        + card("A", "") + ",\n"
        + card("B", ", \"handCost\": \"three\"") + ",\n"
        + card("C", ", \"text\": {\"en\": {\"main\": \"Draw a card.  Draw a card.\"}}") + "\n]}";
    ReadResult result = read(json);
    assertEquals(List.of("set.json:3:141: error: \"handCost\": expected a whole number, found a string [json-schema]"),
        diagnostics(result));
    assertEquals(List.of("A", "C"), references(result));
    assertEquals(Optional.of("Draw a card.  Draw a card."),
        result.definitions().get(1).text(Language.EN).main());
    assertEquals(4, result.cards().get(1).line());
  }

  @Test
  void malformedJsonKeepsTheCardsBeforeIt() {
    ReadResult result = read("{\"set\": \"S\", \"name\": \"Set\", \"cards\": [\n" + card("A", "") + ",\n"
        + card("B", ", \"handCost\": 3,,") + "\n]}");
    assertEquals(List.of("A"), references(result));
    assertEquals(1, result.diagnostics().size());
    Diagnostic error = result.diagnostics().get(0);
    assertEquals("json-syntax", error.code());
    assertEquals(3, error.line());
  }

  @Test
  void blankStatisticsAndNullLimitsOfTheOfficialDataAreLeftOutWithAWarning() {
    String json = "{\"set\": \"S\", \"name\": \"Set\", \"cards\": [\n"
        + card("A", ", \"stats\": {\"forest\": \"\", \"mountain\": \"\", \"ocean\": \"\"}") + ",\n"
        + card("H", ", \"limits\": {\"reserve\": null, \"landmark\": 2}") + "\n]}";
    ReadResult result = read(json);
    assertEquals(List.of(
        "set.json:2:138: warning: \"stats\" of A has no value (forest: \"\", mountain: \"\", ocean: \"\"): stats left"
            + " out [defect-blank-stats]",
        "set.json:3:139: warning: \"limits\" of H has no value (reserve: null): limits left out"
            + " [defect-blank-limits]"), diagnostics(result));
    assertEquals(Optional.empty(), result.definitions().get(0).stats());
    assertEquals(Optional.empty(), result.definitions().get(1).limits());
  }

  @Test
  void unknownTypeAndMissingFieldsAreErrors() {
    String json = "{\"set\": \"S\", \"name\": \"Set\", \"cards\": [\n"
        + "{\"reference\": \"X\", \"type\": \"WIZARD\", \"faction\": \"AX\", \"rarity\": \"COMMON\"},\n"
        + "{\"reference\": \"Y\", \"type\": \"SPELL\", \"rarity\": \"COMMON\"}\n]}";
    ReadResult result = read(json);
    assertEquals(List.of(
        "set.json:2:28: error: unknown type \"WIZARD\" [bad-value]",
        "set.json:3:1: error: Y has no \"faction\" [missing-field]"), diagnostics(result));
    assertEquals(List.of(), references(result));
  }

  /** Issue 24, 6: the reader's nesting limit is an error at a line and a column, in plain words. */
  @Test
  void jsonNestedDeeperThanAThousandLevelsIsAPositionedErrorInPlainWords() {
    String json = "{\"set\": \"S\", \"cards\": [\n  " + "[".repeat(1200) + "]".repeat(1200) + "]}";
    List<String> found = diagnostics(read(json));
    String last = found.get(found.size() - 1);
    assertTrue(last.startsWith("set.json:2:1002: error: expected arrays and objects nested at most 1000 levels deep,"
        + " found deeper nesting"), last);
    assertFalse(last.contains("StreamReadConstraints"), last);
  }

  @Test
  void anEmptyFileIsAnErrorAtLineOneColumnOne() {
    assertEquals(List.of("set.json:1:1: error: empty file: expected a JSON object {\"set\": ..., \"name\": ...,"
        + " \"cards\": [...]} [json-schema]"), diagnostics(read("")));
  }
}
