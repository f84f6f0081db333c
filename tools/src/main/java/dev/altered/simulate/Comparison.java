package dev.altered.simulate;

import java.util.ArrayList;
import java.util.List;

/**
 * A designer's A/B for one edited card: for each deck holding it, the deck's win rate with the printed card and with
 * the edit, and their difference game by game on the same seeds ({@link Paired}) with its interval and a plain verdict
 * at the confidence level.
 */
public record Comparison(String reference, String name, List<DeckChange> decks) {
  public Comparison {
    decks = List.copyOf(decks);
  }

  public record DeckChange(String deck, Rate printed, Rate edited, Difference difference, String verdict) {}

  /**
   * @param decks the decks holding the card, by index in the job's entrants
   * @param printedRun the printed run's tally and figures; {@code editedRun} the same with the edit
   */
  public static Comparison of(String reference, String name, List<Integer> decks, List<Entrant> entrants,
      Tally printedRun, Figures printed, Tally editedRun, Figures edited, double z, double confidence) {
    List<DeckChange> changes = new ArrayList<>();
    for (int deck : decks) {
      String deckName = entrants.get(deck).name();
      int[] cells = new int[4]; // won in both, only edited, only printed, neither
      editedRun.winners.forEach((game, winner) -> {
        int a = (int) (game >>> 48);
        int b = (int) (game >>> 32) & 0xFFFF;
        Integer before = printedRun.winners.get(game);
        if ((a == deck || b == deck) && before != null) {
          boolean wonBefore = before == deck;
          boolean wonAfter = winner == deck;
          cells[wonBefore && wonAfter ? 0 : wonAfter ? 1 : wonBefore ? 2 : 3]++;
        }
      });
      Difference d = Paired.of(cells[0], cells[1], cells[2], cells[3], z);
      changes.add(new DeckChange(deckName, printed.deckRate(deckName), edited.deckRate(deckName), d,
          verdict(d, confidence)));
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
