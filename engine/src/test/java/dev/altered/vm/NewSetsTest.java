package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.DevSets;
import dev.altered.card.Language;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The later official sets (everything under cards/ but the established four), run as {@code ./altered coverage} runs
 * them: the cards whose English does not parse, compile and execute are exactly the ledger's (DevSets.pending).
 */
class NewSetsTest {
  @Test
  void theCardsThatDoNotRunYetAreExactlyTheLedgersPendingCards() {
    List<Path> dirs = DevSets.sets().stream().filter(s -> !DevSets.ESTABLISHED.contains(s))
        .map(s -> DevSets.cards().resolve(s)).toList();
    LoadResult loaded = CardLoader.standard().load(dirs);
    Coverage.Report report = Coverage.measure(loaded, Language.EN);
    Set<String> failing = report.failures().stream().map(Coverage.Failure::reference)
        .collect(Collectors.toCollection(TreeSet::new));
    Set<String> fixed = new TreeSet<>(DevSets.pending());
    fixed.removeAll(failing);
    Set<String> broken = new TreeSet<>(failing);
    broken.removeAll(DevSets.pending());
    System.out.printf("later sets: %d cards, %d parsed, %d compiled, %d executed (%.1f%%)%n", report.cards(),
        report.parsed(), report.compiled(), report.executed(), 100.0 * report.executed() / report.cards());
    assertEquals(Set.of(), fixed, "cards that run now: remove them from pending-cards.txt");
    assertEquals(Set.of(), broken.stream().map(r -> r + ": " + report.failures().stream()
        .filter(f -> f.reference().equals(r)).findFirst().orElseThrow()).collect(Collectors.toSet()),
        "cards that stopped running");
  }
}
