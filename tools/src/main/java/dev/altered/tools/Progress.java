package dev.altered.tools;

import dev.altered.load.LoadProgress;
import java.io.PrintStream;
import java.util.Locale;

/**
 * What a long run is doing, on stderr: a bar redrawn in place on a terminal, one plain line per long stage when the
 * output is not one, so a cold first load (half a minute of parsing) is never silent. The launcher says which
 * ({@code ALTERED_PROGRESS=bar|lines|off}, from whether stderr is a terminal); without it, a bar only when the JVM has
 * a console, so tests and pipes from {@code java -jar} get nothing. Only {@code \r} moves the cursor: no escape code.
 */
final class Progress implements LoadProgress {
  enum Mode { BAR, LINES, OFF }

  /** Stages shorter than this end before a user would wonder (a warm load has none left to parse). */
  static final int LONG_STAGE = 500;
  private static final int WIDTH = 24;
  private static final long REDRAW_NANOS = 100_000_000L;

  private final PrintStream err;
  private final Mode mode;
  private long lastDraw;
  private int drawn; // characters of the bar on screen, to erase

  Progress(PrintStream err, Mode mode) {
    this.err = err;
    this.mode = mode;
  }

  /** For the commands: stderr, in the mode the launcher asked for. */
  static Progress standard() {
    return new Progress(System.err, mode(
        java.util.Objects.requireNonNullElse(System.getenv("ALTERED_PROGRESS"), ""), System.console() != null));
  }

  Mode mode() {
    return mode;
  }

  /** {@code asked}: the launcher's ALTERED_PROGRESS, empty when not set. */
  static Mode mode(String asked, boolean console) {
    return switch (asked.strip().toLowerCase(Locale.ROOT)) {
      case "bar" -> Mode.BAR;
      case "lines" -> Mode.LINES;
      case "off" -> Mode.OFF;
      default -> console ? Mode.BAR : Mode.OFF;
    };
  }

  @Override
  public synchronized void advanced(String stage, int done, int total) {
    if (mode == Mode.OFF || total < LONG_STAGE) {
      return;
    }
    if (mode == Mode.LINES) {
      if (done == 0) {
        err.printf(Locale.ROOT, "altered: %s %,d %s...%n", verb(stage), total, noun(stage));
        err.flush();
      }
      return;
    }
    long now = System.nanoTime();
    if (done == total) {
      erase();
    } else if (done == 0 || now - lastDraw >= REDRAW_NANOS) {
      lastDraw = now;
      int filled = (int) ((long) WIDTH * done / total);
      String bar = String.format(Locale.ROOT, "altered: %s [%s%s] %,d of %,d %s", verb(stage), "#".repeat(filled),
          "-".repeat(WIDTH - filled), done, total, noun(stage));
      err.print("\r" + bar + " ".repeat(Math.max(0, drawn - bar.length())));
      err.flush();
      drawn = bar.length();
    }
  }

  /** The bar's line blanked: what the command prints next starts at column 1 of a clean line. */
  private void erase() {
    if (drawn > 0) {
      err.print("\r" + " ".repeat(drawn) + "\r");
      err.flush();
      drawn = 0;
    }
  }

  private static String verb(String stage) {
    return switch (stage) {
      case "parse" -> "parsing";
      case "compile" -> "compiling";
      case "translate" -> "checking the translations of";
      default -> stage;
    };
  }

  private static String noun(String stage) {
    return switch (stage) {
      case "parse" -> "ability texts";
      case "compile" -> "abilities";
      case "translate" -> "cards";
      default -> "items";
    };
  }
}
