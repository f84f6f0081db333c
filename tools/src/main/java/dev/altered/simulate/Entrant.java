package dev.altered.simulate;

import dev.altered.rules.PlayerDeck;
import java.io.Serializable;
import java.util.List;
import java.util.Optional;

/**
 * A deck in the round robin: its name in the figures, the spec it came from ({@code random:Axiom}, a file), its Hero
 * and every other card, one reference per copy. A plain serializable value: Spark ships it to executors.
 */
public record Entrant(String name, String spec, String hero, List<String> cards) implements Serializable {
  public Entrant {
    cards = List.copyOf(cards);
  }

  /** Each distinct card reference, sorted: the per-card figures count a deck's card once per game. */
  public List<String> distinctCards() {
    return cards.stream().distinct().sorted().toList();
  }

  PlayerDeck toPlayerDeck() {
    return new PlayerDeck(Optional.of(hero), cards);
  }
}
