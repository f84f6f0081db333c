package dev.altered.simulate;

import dev.altered.card.CardDefinition;
import dev.altered.card.Suggestions;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.SourcedCard;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.rules.CardCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A designer's edited cards: a card file whose cards keep their reference and change their text or numbers. Each
 * must load like any card (its abilities parse and compile) and replace a card that exists.
 */
public final class Variants {
  private Variants() {}

  /** The edited cards, in file order; every problem at its file, line and column. */
  public static List<CardDefinition> read(Path file, CardLoader loader, CardCatalog catalog) throws BadInput {
    if (!Files.isRegularFile(file)) {
      throw new BadInput("--variant " + file + ": no such file (expected a card file of edited cards)");
    }
    LoadResult loaded = loader.load(List.of(file));
    List<String> problems = new ArrayList<>();
    for (Diagnostic d : loaded.diagnostics()) {
      if (d.isError()) {
        problems.add(d.toString());
      }
    }
    List<String> references = catalog.all().stream().map(CardDefinition::reference).toList();
    for (SourcedCard card : loaded.cards()) {
      String ref = card.card().reference();
      if (catalog.find(ref).isEmpty()) {
        problems.add(card.file() + ":" + card.line() + ":" + card.column() + ": unknown card reference " + ref
            + Suggestions.nearest(ref, references).map(r -> ": did you mean " + r + "?").orElse("")
            + " (a variant keeps the reference of the card it edits)");
      }
    }
    if (problems.isEmpty() && loaded.cards().isEmpty()) {
      problems.add("--variant " + file + ": no card in this file");
    }
    if (!problems.isEmpty()) {
      throw new BadInput(problems);
    }
    return loaded.definitions();
  }
}
