package dev.altered.simulate;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Everything a simulation reports: how to run it again (the seed, games per pairing, agents, confidence, the decks,
 * a hash of every card text used and of the variants) and its figures. Nothing about the run itself (engine, time):
 * the same command gives the same results, byte for byte, on either engine.
 */
public record Results(long seed, int gamesPerPairing, List<String> agents, double confidence, long maxSteps,
    List<Entrant> decks, String cardsHash, SortedMap<String, String> cardHashes, Figures figures,
    List<Comparison> variants) {
  public Results {
    agents = List.copyOf(agents);
    decks = List.copyOf(decks);
    cardHashes = new TreeMap<>(cardHashes);
    variants = List.copyOf(variants);
  }
}
