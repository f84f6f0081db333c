package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Issue 24: a long load says how far it is: a bar on a terminal, a plain line otherwise, never an escape code. */
class ProgressTest {
  private static String run(Progress.Mode mode, int total) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Progress progress = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), mode);
    for (int done = 0; done <= total; done += 64) {
      progress.advanced("parse", done, total);
    }
    progress.advanced("parse", total, total);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void onATerminalABarWithCountsIsDrawnInPlaceAndErasedWhenTheStageEnds() {
    String shown = run(Progress.Mode.BAR, 2000);
    assertTrue(shown.startsWith("\raltered: parsing [" + "-".repeat(24) + "] 0 of 2,000 ability texts"), shown);
    assertFalse(shown.contains("\n"), "drawn in place: " + shown);
    assertFalse(shown.contains("\u001b"), "no escape codes: " + shown);
    assertTrue(shown.endsWith("\r"), "erased at the end, the cursor at column 1: " + shown);
    String last = shown.substring(shown.lastIndexOf('\r', shown.length() - 2) + 1, shown.length() - 1);
    assertTrue(last.isBlank(), "the last drawing blanks the bar: '" + last + "'");
  }

  @Test
  void whenOutputIsNotATerminalEachLongStageIsOnePlainLine() {
    assertEquals("altered: parsing 2,000 ability texts...\n", run(Progress.Mode.LINES, 2000));
  }

  @Test
  void translateCheckOfManyCardsSaysSoOnItsLine() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Progress progress = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), Progress.Mode.LINES);
    progress.advanced("translate", 0, 2162);
    progress.advanced("translate", 2162, 2162);
    assertEquals("altered: checking the translations of 2,162 cards...\n", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aShortStageOrProgressOffShowsNothing() {
    assertEquals("", run(Progress.Mode.BAR, Progress.LONG_STAGE - 1));
    assertEquals("", run(Progress.Mode.LINES, Progress.LONG_STAGE - 1));
    assertEquals("", run(Progress.Mode.OFF, 5000));
  }

  @Test
  void theLauncherChoosesTheModeAndWithoutItOnlyAConsoleGetsABar() {
    assertEquals(Progress.Mode.LINES, Progress.mode("lines", true));
    assertEquals(Progress.Mode.BAR, Progress.mode("bar", false));
    assertEquals(Progress.Mode.OFF, Progress.mode("off", true));
    assertEquals(Progress.Mode.BAR, Progress.mode("", true));
    assertEquals(Progress.Mode.OFF, Progress.mode("", false));
  }
}
