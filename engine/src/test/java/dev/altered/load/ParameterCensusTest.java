package dev.altered.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.DevSets;
import dev.altered.card.Language;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The parameter census over every card of cards/ (issue 18, item 7): each part of an English ability's AST that its
 * compiled program does not use is listed in {@code census-ledger.txt} with the reason, and nothing else is. A new
 * card, or a compiler change, that drops a filter, a number, a duration or a player fails here until it is fixed or
 * listed. Lines: reference, part, quoted text, reason, separated by tabs.
 */
class ParameterCensusTest {
  @Test
  void everyPartOfEveryAbilityNotUsedByItsProgramIsInTheLedgerWithItsReason() throws IOException {
    LoadResult loaded = CardLoader.readOnly().load(DevSets.cardFiles());
    long started = System.nanoTime();
    CardCensus.Result census = CardCensus.of(loaded.read(), Language.EN);
    TreeSet<String> found = new TreeSet<>();
    Map<String, Integer> byNode = new TreeMap<>();
    for (CardCensus.Finding f : census.findings()) {
      if (!f.reprint()) {
        found.add(key(f.reference(), f.node() + f.value().map(v -> "=" + v).orElse(""), "'" + f.text() + "'"));
        byNode.merge(f.node(), 1, Integer::sum);
      }
    }
    System.out.println("census: " + census.abilities() + " abilities measured, " + census.abilitiesWithFindings()
        + " with findings, " + found.size() + " distinct findings in "
        + (System.nanoTime() - started) / 1_000_000 + " ms; by part: " + byNode);
    TreeSet<String> listed = new TreeSet<>();
    List<String> noReason = new ArrayList<>();
    try (InputStream in = ParameterCensusTest.class.getResourceAsStream("/census-ledger.txt")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] cells = line.split("\t");
        if (cells.length < 4 || cells[3].isBlank()) {
          noReason.add(line);
        }
        if (cells.length >= 3) {
          listed.add(key(cells[0], cells[1], cells[2]));
        }
      }
    }
    TreeSet<String> added = new TreeSet<>(found);
    added.removeAll(listed);
    TreeSet<String> gone = new TreeSet<>(listed);
    gone.removeAll(found);
    assertEquals(List.of(), noReason, "ledger lines without a reason");
    assertEquals("", String.join("\n", added), "parts not used by their program, not in census-ledger.txt");
    assertEquals("", String.join("\n", gone), "ledger lines no longer found: remove them from census-ledger.txt");
  }

  private static String key(String reference, String part, String text) {
    return reference + "\t" + part + "\t" + text;
  }
}
