package dev.altered;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Files a person reads in one sitting (issue 19): no main Java file of the engine grows past 1,500 lines. A stage that
 * needs more splits by concern, the way the compiler, the kernel and the language builders and printers are split.
 */
class MainFileSizeTest {
  private static final Path ROOT = Paths.get(System.getProperty("altered.root", "..")).toAbsolutePath().normalize();
  private static final int MOST_LINES = 1_500;

  @Test
  void noMainJavaFileIsOverFifteenHundredLines() throws IOException {
    Map<String, Long> over = new TreeMap<>();
    for (String module : List.of("engine", "tools")) {
      Path sources = ROOT.resolve(module).resolve("src/main/java");
      if (!Files.isDirectory(sources)) {
        continue;
      }
      try (Stream<Path> files = Files.walk(sources)) {
        for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
          long lines;
          try (Stream<String> l = Files.lines(file)) {
            lines = l.count();
          }
          if (lines > MOST_LINES) {
            over.put(ROOT.relativize(file).toString(), lines);
          }
        }
      }
    }
    assertEquals(Map.of(), over, "main files over " + MOST_LINES + " lines: split them by concern");
  }
}
