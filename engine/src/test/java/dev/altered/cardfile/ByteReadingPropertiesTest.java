package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * A valid UTF-8 file is read from its bytes, most lines without decoding them; the lines it cannot read in place are
 * decoded and read as characters. Either way the cards, their positions and every diagnostic are those of reading
 * the whole file as characters, a line at a time.
 */
class ByteReadingPropertiesTest {
  @Property(tries = 2000)
  void readingTheBytesGivesWhatReadingTheCharactersGives(@ForAll("cardFiles") String content) {
    assertEquals(CardFileReader.readCharacters("p.cards", content, new TextPool()),
        CardFileReader.read("p.cards", content.getBytes(StandardCharsets.UTF_8), new TextPool()));
  }

  @Test
  void everyFileOfCardsIsReadFromItsBytesAsFromItsCharacters() throws Exception {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(Repo.root().resolve("cards"))) {
      files = walk.filter(p -> p.toString().endsWith(CardFileFormat.EXTENSION)).sorted().toList();
    }
    for (Path file : files) {
      byte[] bytes = Files.readAllBytes(file);
      assertEquals(CardFileReader.readCharacters(file.toString(), new String(bytes, StandardCharsets.UTF_8),
          new TextPool()), CardFileReader.read(file.toString(), bytes, new TextPool()), file.toString());
    }
  }

  /**
   * Lines of cards, well-formed and not, with what only bytes tell apart: letters beyond ASCII, white space beyond
   * ASCII at either end of a value (which {@link String#strip()} removes), carriage returns, trailing tabs, a byte
   * order mark, two spaces in a text line, trigger bars.
   */
  @Provide
  Arbitrary<String> cardFiles() {
    Arbitrary<String> line = Arbitraries.oneOf(
        Arbitraries.of("set S: S", "set S: Ünë", "card C", "card C2", "card", "card Ç", "  type: Spell",
            "  type: spell  ", "  type:", "  type :Spell", "  faction: Muna", "  faction: MU\t", "  rarity: Common",
            "  rarity: Légendaire", "  cost: 1/1", "  cost: -/2", "  cost: 1234567/1", "  cost: /", "  cost: 1 / 2",
            "  stats: 1/2", "  stats: 1/2/3", "  limits: 9/9", "  subtypes: Robot, Engineer", "  subtypes: ,",
            "  subtypes: Élan", "  en: N", "  en:", "  en: \u2003Wide\u2003", "  en: \u00a0Nbsp\u00a0",
            "  fr: Épée—", "  de: Ä\u3000", "    Draw a card.", "    Draw a card.  Draw two.",
            "    Piochez une carte\u00a0— é.", "    support:", "    support:\r", "    A | B", "    |", "    a|",
            "      • 1-3, [Résupply].", "", "#", "# c", "\t x", "  \tx", "   fr: X", "    \u2003text",
            "  it: Nome\r", "\ufeffcard C"),
        Arbitraries.strings().withChars(" :|/-#\t\r\u2003\u00e9\u2014abcen019").ofMaxLength(12));
    return line.list().ofMaxSize(40).map(lines -> String.join("\n", lines));
  }
}
