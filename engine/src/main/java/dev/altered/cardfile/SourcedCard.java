package dev.altered.cardfile;

import dev.altered.card.CardDefinition;
import java.util.Objects;

/** A card and where it was read: the file and the position of its first line ({@code card ...} or JSON object). */
public record SourcedCard(CardDefinition card, String file, int line, int column) {
  public SourcedCard {
    Objects.requireNonNull(card, "card");
    Objects.requireNonNull(file, "file");
  }
}
