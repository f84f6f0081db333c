package dev.altered.cardfile;

import dev.altered.card.CardDefinition;
import java.util.List;

/**
 * Receives each batch of cards a parallel read made, on the thread that read them, while they are still in the
 * processor's caches (the loader collects their distinct abilities there); with their lines' numbers when the reader
 * had them ({@link LineIds}), else {@link LineIds#NONE}.
 */
@FunctionalInterface
public interface CardSink {
  CardSink NONE = (cards, ids) -> { };

  void accept(List<CardDefinition> cards, LineIds ids);
}
