package dev.altered.card;

import com.google.common.collect.ImmutableList;
import java.util.Objects;

/** A published set of cards, e.g. {@code ALIZE} "Trial by Frost". */
public record CardSet(String id, String name, ImmutableList<CardDefinition> cards) {
  public CardSet {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(cards, "cards");
  }
}
