package dev.altered.deck;

import dev.altered.card.CardDefinition;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.TextPool;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Reads every {@code .cards} file under a directory with the card file reader, for decks and games. */
public final class CardFiles {
  private CardFiles() {}

  /** The cards read, and the errors of cards that were skipped. */
  public record Loaded(List<CardDefinition> cards, List<Diagnostic> errors) {}

  public static Loaded read(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new IOException("card directory " + dir + " does not exist");
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dir)) {
      files = walk.filter(p -> p.toString().endsWith(".cards")).sorted().toList();
    }
    TextPool pool = new TextPool();
    List<CardDefinition> cards = new ArrayList<>();
    List<Diagnostic> errors = new ArrayList<>();
    for (Path file : files) {
      ReadResult result = CardFileReader.read(file, pool);
      cards.addAll(result.definitions());
      result.diagnostics().stream().filter(Diagnostic::isError).forEach(errors::add);
    }
    return new Loaded(cards, errors);
  }
}
