package dev.altered.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** What a player brings to a game (1.1.3.b): a Hero (optional in limited play) and the other cards, by reference. */
public record PlayerDeck(Optional<String> hero, List<String> cards) {
  public PlayerDeck {
    Objects.requireNonNull(hero, "hero");
    cards = List.copyOf(cards);
  }
}
