package dev.altered.simulate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ProgressBarTest {
  @Test
  void theBarShowsGamesDoneGamesPerSecondAndTimeLeftOnOneRedrawnLine() {
    StringWriter out = new StringWriter();
    ProgressBar bar = new ProgressBar(new PrintWriter(out), 4);
    for (int i = 0; i < 4; i++) {
      bar.finished(1);
    }
    String line = out.toString();
    assertTrue(line.startsWith("\r[") && line.contains("/4 games, ") && line.contains(" games/s, "), line);
    assertTrue(line.contains("4/4 games") && line.contains(" s left"), "the last game is always drawn: " + line);
    bar.done();
    assertTrue(out.toString().endsWith("\r"), "done() clears the line");
  }
}
