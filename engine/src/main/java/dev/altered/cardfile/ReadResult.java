package dev.altered.cardfile;

import com.google.common.collect.ImmutableList;
import dev.altered.card.CardDefinition;
import java.util.Objects;
import java.util.Optional;

/**
 * What reading one file gave: the set it declares, every card that read cleanly, and every problem found. Cards with
 * an error are not in {@link #cards()}; cards with only warnings are.
 */
public record ReadResult(
    String file,
    Optional<String> setId,
    Optional<String> setName,
    ImmutableList<SourcedCard> cards,
    ImmutableList<Diagnostic> diagnostics) {

  public ReadResult {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(setId, "setId");
    Objects.requireNonNull(setName, "setName");
    Objects.requireNonNull(cards, "cards");
    Objects.requireNonNull(diagnostics, "diagnostics");
  }

  public boolean hasErrors() {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }

  public ImmutableList<CardDefinition> definitions() {
    return cards.stream().map(SourcedCard::card).collect(ImmutableList.toImmutableList());
  }
}
