package dev.altered.deck;

import dev.altered.rules.PlayerDeck;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A deck (1.1.3.b): a Hero and cards by reference and count, in the order written.
 *
 * @param hero the Hero's reference (optional only in limited play, 1.1.5.b)
 */
public record Deck(Optional<String> hero, List<Entry> entries) {
  /** {@code count} copies of the card with this reference. */
  public record Entry(String reference, int count) {
    public Entry {
      Objects.requireNonNull(reference, "reference");
      if (count < 1) {
        throw new IllegalArgumentException("count must be at least 1: " + count);
      }
    }
  }

  public Deck {
    Objects.requireNonNull(hero, "hero");
    entries = List.copyOf(entries);
  }

  /** Every card but the Hero, one reference per copy. */
  public List<String> cards() {
    List<String> cards = new ArrayList<>();
    for (Entry e : entries) {
      for (int i = 0; i < e.count(); i++) {
        cards.add(e.reference());
      }
    }
    return cards;
  }

  /** The number of cards including the Hero (1.1.4.b counts it). */
  public int size() {
    return cards().size() + (hero.isPresent() ? 1 : 0);
  }

  public PlayerDeck toPlayerDeck() {
    return new PlayerDeck(hero, cards());
  }
}
