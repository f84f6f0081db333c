package dev.altered.tools.lsp;

import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.CardFileWriter;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.tools.analysis.CardDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.TextEdit;

/** Document symbols (one per card) and formatting: each card rewritten by the card file writer's canonical layout. */
final class Layout {
  private Layout() {}

  static List<DocumentSymbol> symbols(String text) {
    CardDocument document = CardDocument.of(text);
    List<DocumentSymbol> out = new ArrayList<>();
    for (CardDocument.CardRange card : document.cards()) {
      Range whole = new Range(new Position(card.first(), 0),
          new Position(card.last(), document.lines().get(card.last()).length()));
      Range name = new Range(new Position(card.first(), 0),
          new Position(card.first(), document.lines().get(card.first()).length()));
      out.add(new DocumentSymbol(card.reference(), SymbolKind.Class, whole, name));
    }
    return out;
  }

  /**
   * One edit per card whose layout differs from the canonical one. A card that does not read is left as it is (its
   * diagnostics say why), and so is one with comment lines inside it, which the writer would drop.
   */
  static List<TextEdit> format(String uri, String text) {
    CardDocument document = CardDocument.of(text);
    List<SourcedCard> cards = CardFileReader.read(uri, text, new TextPool()).cards();
    List<TextEdit> edits = new ArrayList<>();
    for (CardDocument.CardRange range : document.cards()) {
      Optional<SourcedCard> card = cards.stream().filter(c -> c.line() - 1 == range.first()).findFirst();
      List<String> lines = document.lines().subList(range.first(), range.last() + 1);
      if (card.isEmpty() || lines.stream().anyMatch(l -> l.startsWith("#"))) {
        continue;
      }
      StringBuilder out = new StringBuilder();
      CardFileWriter.writeCard(card.get().card(), out);
      String canonical = out.toString().stripTrailing();
      if (!canonical.equals(String.join("\n", lines))) {
        edits.add(new TextEdit(new Range(new Position(range.first(), 0),
            new Position(range.last(), document.lines().get(range.last()).length())), canonical));
      }
    }
    return edits;
  }
}
