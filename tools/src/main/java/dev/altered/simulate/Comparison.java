package dev.altered.simulate;

import java.util.ArrayList;
import java.util.List;

/**
 * A designer's A/B for one edited card: for each deck holding it, the deck's win rate with the printed card and with
 * the edit (same games, same seeds), their difference with its interval, and a plain verdict at the confidence
 * level.
 */
public record Comparison(String reference, String name, List<DeckChange> decks) {
  public Comparison {
    decks = List.copyOf(decks);
  }

  public record DeckChange(String deck, Rate printed, Rate edited, Difference difference, String verdict) {}

  public static Comparison of(String reference, String name, Figures printed, Figures edited, List<String> decks,
      double z, double confidence) {
    List<DeckChange> changes = new ArrayList<>();
    for (String deck : decks) {
      Rate before = printed.deckRate(deck);
      Rate after = edited.deckRate(deck);
      Difference d = Difference.of(after, before, z);
      changes.add(new DeckChange(deck, before, after, d, verdict(d, confidence)));
    }
    return new Comparison(reference, name, changes);
  }

  static String verdict(Difference d, double confidence) {
    String level = Math.round(confidence * 1000) / 10.0 + "%";
    if (!d.significant()) {
      return "no significant difference at " + level;
    }
    return (d.difference() > 0 ? "significant gain" : "significant loss") + " at " + level;
  }
}
