package dev.altered.cardfile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Paths of the checkout (set by Maven as {@code altered.root}) for tests that read the committed cards/. */
final class Repo {
  private Repo() {}

  static Path root() {
    return Paths.get(System.getProperty("altered.root", "..")).toAbsolutePath().normalize();
  }

  static Path cards() {
    return root().resolve("cards");
  }

  /** Every card file under cards/, sorted. */
  static List<Path> cardFiles() throws IOException {
    try (Stream<Path> files = Files.walk(cards())) {
      return files.filter(p -> p.toString().endsWith(CardFileFormat.EXTENSION)).sorted().collect(Collectors.toList());
    }
  }

  /**
   * The official corpus: beside the checkout ({@code ../shared}, or {@code ../../shared} from a worktree), or where
   * {@code ALTERED_CORPUS} points. Absent on users' machines.
   */
  static Path corpusSets() {
    String env = System.getenv("ALTERED_CORPUS");
    if (env != null) {
      return Paths.get(env);
    }
    Path beside = root().resolve("../shared/corpus/sets").normalize();
    return Files.isDirectory(beside) ? beside : root().resolve("../../shared/corpus/sets").normalize();
  }
}
