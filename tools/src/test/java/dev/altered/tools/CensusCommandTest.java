package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CensusCommandTest {
  /** Fails To Move Forward's event can only happen at Dusk (4.2.4): "during Dusk" changes nothing in the program. */
  private static final String CARD = """
      set TEST: Census

      card ALT_TEST_B_OR_01_C
        type: Character
        faction: Ordis
        rarity: Common
        cost: 1/1
        power: 1/1/1
        en: Census Subject
          When my Expedition fails to move forward during Dusk — I gain 1 boost.
      """;

  @Test
  void aPartTheProgramDoesNotUseIsPrintedAtItsFileLineAndColumn(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("TEST.cards"), CARD);
    CheckCommandTest.Run run = CheckCommandTest.run("census", file.toString());
    assertEquals(1, run.exit(), run.err() + run.out());
    assertTrue(run.out().contains(file + ":11:35: Event.FailsToMoveForward.during=DUSK 'fails to move forward during"
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
