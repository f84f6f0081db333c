package dev.altered.rules;

import dev.altered.card.CardDefinition;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The card definitions a game can refer to, by reference. */
public final class CardCatalog {
  private final Map<String, CardDefinition> cards;

  private CardCatalog(Map<String, CardDefinition> cards) {
    this.cards = cards;
  }

  public static CardCatalog of(Collection<CardDefinition> cards) {
    Map<String, CardDefinition> map = new LinkedHashMap<>();
    for (CardDefinition card : cards) {
      map.put(card.reference(), card);
    }
    return new CardCatalog(Map.copyOf(map));
  }

  public Optional<CardDefinition> find(String reference) {
    return Optional.ofNullable(cards.get(reference));
  }

  public CardDefinition get(String reference) {
    CardDefinition card = cards.get(reference);
    if (card == null) {
      throw new IllegalArgumentException("unknown card reference " + reference);
    }
    return card;
  }

  public Collection<CardDefinition> all() {
    return cards.values();
  }
}
