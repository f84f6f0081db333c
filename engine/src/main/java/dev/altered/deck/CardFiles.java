package dev.altered.deck;

import dev.altered.card.CardDefinition;
import dev.altered.cardfile.Diagnostic;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Loads every card file under a directory, for decks and games. */
public final class CardFiles {
  private CardFiles() {}

  /**
   * The cards read, the errors of cards that were skipped, and the whole load (its programs are what games run:
   * {@code dev.altered.vm.CompiledAbilities.of(loaded.result())}).
   */
  public record Loaded(List<CardDefinition> cards, List<Diagnostic> errors, LoadResult result) {}

  public static Loaded read(Path dir) throws IOException {
    return read(dir, CardLoader.standard());
  }

  /** The same with a given loader (the tools' one keeps the stage cache). */
  public static Loaded read(Path dir, CardLoader loader) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new IOException("card directory " + dir + " does not exist");
    }
    // The one loader (dev.altered.load): games load cards exactly as the tools and the engine do.
    LoadResult result = loader.load(List.of(dir));
    List<Diagnostic> errors = result.diagnostics().stream().filter(Diagnostic::isError).toList();
    return new Loaded(result.definitions(), errors, result);
  }
}
