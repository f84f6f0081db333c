package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The worked example of cards/README.md is a valid card file, and its documented error is what the reader says. */
class ReadmeExampleTest {
  private static String example() throws IOException {
    String readme = Files.readString(Repo.cards().resolve("README.md"));
    int section = readme.indexOf("## A new card");
    int start = readme.indexOf("```\n", section) + 4;
    return readme.substring(start, readme.indexOf("```", start));
  }

  @Test
  void theWorkedExampleReadsWithoutProblems() throws IOException {
    ReadResult result = CardFileReader.read("cards/MYSET/AX.cards", example(), new TextPool());
    assertEquals(List.of(), result.diagnostics());
    CardDefinition card = result.definitions().get(0);
    assertEquals("Scrap Tinkerer", card.name());
    assertEquals(Optional.of("{J} Create a [Brassbug 2/2/2] Robot token in target Expedition."
        + "  When you play a Permanent\u00a0— I gain 1 boost."), card.text(Language.EN).main());
  }

  @Test
  void theDocumentedErrorIsTheOneReported() throws IOException {
    String readme = Files.readString(Repo.cards().resolve("README.md"));
    String documented = readme.lines().filter(l -> l.startsWith("cards/MYSET/AX.cards:")).findFirst().orElseThrow();
    ReadResult result = CardFileReader.read("cards/MYSET/AX.cards",
        example().replace("type: Character", "type: Sorcery"), new TextPool());
    assertEquals(List.of(documented), result.diagnostics().stream().map(Diagnostic::toString).toList());
  }
}
