package dev.altered.tools;

import dev.altered.cardfile.Diagnostic;
import dev.altered.load.CardLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The paths a command was given, checked before loading: a usage error names the path and what is wrong. */
final class Inputs {
  private Inputs() {}

  /** Why these paths cannot be checked or loaded: one that does not exist, or a folder holding no card file. */
  static Optional<String> problem(List<Path> paths) {
    for (Path path : paths) {
      if (!Files.exists(path)) {
        return Optional.of(path + ": no such file or folder");
      }
      if (Files.isDirectory(path) && CardLoader.sources(List.of(path), new ArrayList<Diagnostic>()).isEmpty()) {
        return Optional.of(path + ": no card files in this folder (expected .cards files or .json card sets)");
      }
    }
    return Optional.empty();
  }
}
