package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

class CompileCommandTest {
  private static Path cards() {
    return Paths.get(System.getProperty("altered.root", "..")).resolve("cards");
  }

  @Test
  void abilityTextIsListedWithOffsetsOpcodesOperandsAndSourceText() {
    CheckCommandTest.Run run = CheckCommandTest.run("compile", "When I'm sacrificed — You may draw a card.");
    assertEquals(0, run.exit(), run.err());
    String out = run.out();
    assertTrue(out.startsWith("ability 1: When I'm sacrificed — You may draw a card.\nreaction: "), out);
    assertTrue(out.lines().anyMatch(l -> l.matches("\\s+0\\s+MAY\\s+#\\d+ \\(you\\), @2\\s+; \\d+\\.\\.\\d+ "
        + "\"You may draw a card\"")), out);
    assertTrue(out.lines().anyMatch(l -> l.matches("\\s+1\\s+DRAW\\s+.*\"draw a card\"")), out);
    assertTrue(out.lines().anyMatch(l -> l.matches("\\s+#0\\s+Trig: moved me by SACRIFICE -> r0")), out);
  }

  @Test
  void aReferenceListsEveryAbilityOfTheCard() {
    CheckCommandTest.Run run = CheckCommandTest.run("compile", "--cards", cards().toString(), "ALT_CORE_B_LY_03_C");
    assertEquals(0, run.exit(), run.err());
    // The card file writes a no-break space before the dash, as the printed card does.
    assertTrue(run.out().contains("ALT_CORE_B_LY_03_C main ability 2: At Noon\u00a0— [Resupply]."), run.out());
    assertTrue(run.out().contains("ALT_CORE_B_LY_03_C main ability 3: Ignore my abilities during the first Day."),
        run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("\\s+0\\s+RESUPPLY\\s+.*\"\\[Resupply\\]\"")), run.out());
  }

  @Test
  void textThatDoesNotParseIsReportedAtItsColumnWithExitCode1() {
    CheckCommandTest.Run run = CheckCommandTest.run("compile", "When I'm sacrificed — Frobnicate a card.");
    assertEquals(1, run.exit());
    assertTrue(run.out().startsWith("1:23: does not parse: "), run.out());
  }

  @Test
  void anUnknownReferenceOrLanguageIsBadUsage() {
    CheckCommandTest.Run run = CheckCommandTest.run("compile", "--cards", cards().toString(), "ALT_NOPE_B_XX_99_C");
    assertEquals(2, run.exit());
    assertTrue(run.err().contains("no card 'ALT_NOPE_B_XX_99_C'"), run.err());
    assertEquals(2, CheckCommandTest.run("compile", "--lang", "xx", "Draw a card.").exit());
  }
}
