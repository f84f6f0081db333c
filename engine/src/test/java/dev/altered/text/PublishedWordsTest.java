package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.DevSets;
import dev.altered.card.CardText;
import dev.altered.card.Language;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.cardfile.SourcedCard;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18: the engine ships the words the published sets define in reminder text, so that a card printing [Gift] or
 * [In Contact] without its reminder (a Unique card, a later set) reads the same when the defining set is not loaded.
 * The shipped table is exactly what cards/ defines. To write it again after a set changes, run this test with
 * {@code -Dpublished.words.write=true}.
 */
class PublishedWordsTest {
  private static final Path RESOURCE =
      Path.of("src/main/resources/dev/altered/text").resolve(PublishedWords.RESOURCE);

  @Test
  void theShippedWordsAreExactlyTheOnesTheCommittedSetsDefine() throws IOException {
    LoadResult read = CardLoader.readOnly().load(DevSets.cardFiles());
    Glossary.Builder definitions = Glossary.builder();
    for (SourcedCard sourced : read.read()) {
      for (Language language : Language.values()) {
        CardText text = sourced.card().text(language);
        text.mainLines().forEach(line -> definitions.add(language, line));
        text.supportLines().forEach(line -> definitions.add(language, line));
      }
    }
    List<String> expected = definitions.build().lines();
    if (Boolean.getBoolean("published.words.write")) {
      Files.write(RESOURCE, expected, StandardCharsets.UTF_8);
    }
    assertEquals(expected, Files.readAllLines(RESOURCE, StandardCharsets.UTF_8),
        "published-words.tsv differs from what cards/ defines: run PublishedWordsTest with"
            + " -Dpublished.words.write=true");
  }

  @Test
  void aWordDefinedByAPublishedSetIsLentWithoutThatSetLoaded() {
    Glossary glossary = Glossary.builderWithPublished().build();
    String printed = "When you make a [Gift] — I gain 1 boost.";
    String read = glossary.complete(Language.EN, printed);
    assertTrue(read.startsWith(printed + " (") && read.contains("on your turn"), read);
    assertTrue(glossary.complete(Language.FR, "{H} Si je suis [En Contact], piochez une carte.").contains(" si "));
  }
}
