package dev.altered.simulate;

import java.io.Serializable;

/** Two decks of the round robin, by their index in the job's entrants, {@code a < b}. */
public record Pairing(int a, int b) implements Serializable {
  public Pairing {
    if (a < 0 || b <= a) {
      throw new IllegalArgumentException("a pairing is two different decks, a < b: " + a + ", " + b);
    }
  }

  public boolean involves(int deck) {
    return a == deck || b == deck;
  }
}
