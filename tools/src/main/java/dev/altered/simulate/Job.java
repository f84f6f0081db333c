package dev.altered.simulate;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A simulation to run: the cards (a {@link Kit}), the decks, the pairings to play, games per pairing, the seed, the
 * agent of each seat and each game's step budget. Everything an engine needs and nothing it may choose: the game
 * seeds and seatings follow from it ({@link #seedOf}, {@link #seatOfA}), so every engine plays the same games.
 */
public record Job(Kit kit, List<Entrant> entrants, List<Pairing> pairings, int games, long seed, List<String> agents,
    long maxSteps) implements Serializable {
  public Job {
    entrants = List.copyOf(entrants);
    pairings = List.copyOf(pairings);
    agents = List.copyOf(agents);
    if (games < 1 || agents.size() != 2) {
      throw new IllegalArgumentException("a job has at least one game per pairing and one agent per seat");
    }
  }

  /** Every pairing of the decks, each once: the round robin. */
  public static List<Pairing> roundRobin(int decks) {
    List<Pairing> pairings = new ArrayList<>();
    for (int a = 0; a < decks; a++) {
      for (int b = a + 1; b < decks; b++) {
        pairings.add(new Pairing(a, b));
      }
    }
    return pairings;
  }

  public int totalGames() {
    return pairings.size() * games;
  }

  /**
   * The seed of a game, from the run's seed, the two decks (not the pairing's position, so that an A/B run over a
   * subset of the pairings plays the same games) and the index halved: games 2k and 2k+1 are the same shuffle and
   * the same agents' dice with the decks' seats swapped, which cancels the seat's luck out of a pairing's figure.
   */
  public long seedOf(int pairing, int index) {
    Pairing p = pairings.get(pairing);
    long h = mix(seed ^ 0x51A7E5EEDL);
    h = mix(h + p.a());
    h = mix(h + p.b());
    return mix(h + index / 2);
  }

  /** Deck {@code a} sits in seat 0 in even games and seat 1 in odd ones: both seatings, equally often. */
  public int seatOfA(int index) {
    return index % 2;
  }

  /** SplitMix64's finalizer: a well-mixed 64-bit value of its input. */
  private static long mix(long x) {
    long z = x + 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
