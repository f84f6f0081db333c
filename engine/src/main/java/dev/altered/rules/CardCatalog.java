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

  /** Token cards (Character or Landmark Permanent tokens, not Mana Convergence) by English name, lower case. */
  private volatile Map<String, CardDefinition> tokens;

  /**
   * The token card of the loaded sets that defines the token of this English name (1.1.7.b: tokens represent objects
   * created by the game; a set prints its tokens as cards with "Token" on the type line, 2.2.1.d remark), if any. The
   * printing of the smallest reference when several share the name (the same token, 2.2.4).
   */
  public Optional<CardDefinition> tokenNamed(String name) {
    Map<String, CardDefinition> byName = tokens;
    if (byName == null) {
      Map<String, CardDefinition> m = new java.util.HashMap<>();
      for (CardDefinition card : cards.values()) {
        if (card.type().isToken() && card.type() != dev.altered.card.CardType.TOKEN_MANA) {
          m.merge(card.name().toLowerCase(java.util.Locale.ROOT), card,
              (a, b) -> a.reference().compareTo(b.reference()) <= 0 ? a : b);
        }
      }
      byName = Map.copyOf(m);
      tokens = byName;
    }
    return Optional.ofNullable(byName.get(name.toLowerCase(java.util.Locale.ROOT)));
  }
}
