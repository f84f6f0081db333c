package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CensusCommandTest {
  /**
   * Monolith Legate (ALT_CORE_B_OR_08_C): Expeditions move forward only at Dusk (4.2.4), so "during Dusk" changes
   * nothing in the program.
   */
  private static final String CARD = """
      set TEST: Census

      card ALT_TEST_B_OR_08_C
        type: Character
        subtypes: Bureaucrat
        faction: Ordis
        rarity: Common
        cost: 2/2
        stats: 2/1/2
        en: Monolith Legate
          When my Expedition fails to move forward during Dusk — [Sabotage] after Rest.
      """;

  @Test
  void aPartTheProgramDoesNotUseIsPrintedAtItsFileLineAndColumn(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("TEST.cards"), CARD);
    CheckCommandTest.Run run = CheckCommandTest.run("census", file.toString());
    assertEquals(1, run.exit(), run.err() + run.out());
    assertTrue(run.out().contains(file + ":11:24: Event.FailsToMoveForward.during=DUSK 'fails to move forward during"
        + " Dusk' not used by the program"), run.out());
  }

  @Test
  void theJsonFormCountsTheFindingsByNode(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("TEST.cards"), CARD);
    CheckCommandTest.Run run = CheckCommandTest.run("census", "--json", file.toString());
    assertEquals(1, run.exit(), run.err());
    assertTrue(run.out().contains("\"Event.FailsToMoveForward.during\" : 1"), run.out());
    assertTrue(run.out().contains("\"abilitiesWithFindings\" : 1"), run.out());
  }

  @Test
  void aMissingFileIsBadUsage() {
    assertEquals(2, CheckCommandTest.run("census", "no/such/dir").exit());
  }
}
