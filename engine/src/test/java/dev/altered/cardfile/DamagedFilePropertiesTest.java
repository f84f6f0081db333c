package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Whatever is written over one line of a card, the reader reports it and the cards around it still load. Cards are
 * separated by blank lines, as the writer and designers write them: the reader uses them to tell where a card whose
 * {@code card} line was damaged begins.
 */
class DamagedFilePropertiesTest {
  private static final List<String> BEFORE = List.of(
      "set S: Some Set",
      "card S_1",
      "  type: Spell",
      "  faction: Lyra",
      "  rarity: Common",
      "  cost: 1/1",
      "  en: One",
      "    Draw a card.");
  private static final List<String> DAMAGED = List.of(
      "card S_2",
      "  type: Character",
      "  subtypes: Artist",
      "  faction: Lyra",
      "  rarity: Rare",
      "  cost: 2/3",
      "  stats: 1/2/3",
      "  en: Two",
      "    {J} Draw a card.",
      "    support:",
      "    {D} : Draw a card.",
      "  fr: Deux",
      "    {J} Piochez une carte.");
  private static final List<String> AFTER = List.of(
      "card S_3",
      "  type: Permanent",
      "  faction: Lyra",
      "  rarity: Common",
      "  cost: 2/2",
      "  en: Three",
      "    When you play a Spell | Draw a card.");

  private static List<CardDefinition> read(List<String> lines) {
    return CardFileReader.read("p.cards", String.join("\n", lines) + "\n", new TextPool()).definitions();
  }

  @Provide
  Arbitrary<String> garbage() {
    return Arbitraries.strings().withChars(" \t:|#/-•{}[]abcdXYZ019é").ofMaxLength(30)
        .injectDuplicates(0.05);
  }

  @Property
  void aLineOverwrittenWithAnythingIsReportedAndTheOtherCardsLoad(
      @ForAll @IntRange(min = 0, max = 12) int line, @ForAll("garbage") String replacement) {
    List<String> damaged = new ArrayList<>(DAMAGED);
    damaged.set(line, replacement);
    List<String> file = new ArrayList<>(BEFORE);
    file.add("");
    file.addAll(damaged);
    file.add("");
    file.addAll(AFTER);
    List<CardDefinition> expectedAround = new ArrayList<>(read(BEFORE));
    List<String> afterWithSet = new ArrayList<>(List.of("set S: Some Set"));
    afterWithSet.addAll(AFTER);
    expectedAround.addAll(read(afterWithSet));
    ReadResult result = CardFileReader.read("p.cards", String.join("\n", file) + "\n", new TextPool());
    List<CardDefinition> loaded = result.definitions();
    assertTrue(loaded.contains(expectedAround.get(0)), "S_1 still loads: " + result.diagnostics());
    assertTrue(loaded.contains(expectedAround.get(1)), "S_3 still loads: " + result.diagnostics());
    for (Diagnostic d : result.diagnostics()) {
      assertTrue(d.line() >= 1 && d.line() <= file.size() && d.column() >= 1, "positioned: " + d);
    }
  }

  @Property
  void anyBytesReadWithoutAnExceptionAndEveryProblemIsPositioned(@ForAll byte[] content) {
    ReadResult result = CardFileReader.read("p.cards", content, new TextPool());
    for (Diagnostic d : result.diagnostics()) {
      assertTrue(d.line() >= 1 && d.column() >= 1, "positioned: " + d);
    }
  }

  @Property
  void anyTextReadWithoutAnExceptionAndEveryProblemIsPositioned(@ForAll("cardish") String content) {
    ReadResult result = CardFileReader.read("p.cards", content, new TextPool());
    for (Diagnostic d : result.diagnostics()) {
      assertTrue(d.line() >= 1 && d.column() >= 1, "positioned: " + d);
    }
  }

  @Provide
  Arbitrary<String> cardish() {
    Arbitrary<String> line = Arbitraries.oneOf(
        Arbitraries.of("set S: S", "card C", "card", "set", "  type: Spell", "  type:", "  faction: Muna",
            "  rarity: Common", "  cost: 1/1", "  cost: /", "  stats: 1/2", "  en: N", "  en:", "    Draw a card.",
            "    support:", "    A | B", "    |", "", "#", "\t x", "   fr: X", "  subtypes: ,", "  limits: 9/9"),
        Arbitraries.strings().withChars(" :|/-#\tabcen019").ofMaxLength(12));
    return line.list().ofMaxSize(30).map(lines -> String.join("\n", lines));
  }

  @Property
  void anIntactFileHasNoDiagnostics(@ForAll @IntRange(min = 0, max = 0) int unused) {
    List<String> file = new ArrayList<>(BEFORE);
    file.add("");
    file.addAll(DAMAGED);
    file.add("");
    file.addAll(AFTER);
    ReadResult result = CardFileReader.read("p.cards", String.join("\n", file) + "\n", new TextPool());
    assertEquals(List.of(), result.diagnostics());
    assertEquals(Arrays.asList("S_1", "S_2", "S_3"),
        result.definitions().stream().map(CardDefinition::reference).toList());
  }
}
