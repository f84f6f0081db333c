package dev.altered.simulate;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Every figure of a simulation, from its {@link Tally}: the matrix of pairings, the first player's advantage, each
 * deck's win rate and each card's statistics, all with their Wilson intervals at the job's confidence.
 */
public record Figures(int games, int errors, Rate firstPlayer, double meanDays, List<Matchup> matrix,
    List<DeckRate> decks, List<CardStats> cards) {
  public Figures {
    matrix = List.copyOf(matrix);
    decks = List.copyOf(decks);
    cards = List.copyOf(cards);
  }

  /**
   * One pairing: deck a's win rate over deck b, overall and in each seat, the first player's win rate and the
   * mean length in days, over the games that ended with a winner ({@code errors} did not).
   */
  public record Matchup(String a, String b, int games, int errors, Rate winA, Rate winAInSeat0, Rate winAInSeat1,
      Rate firstPlayer, double meanDays) {}

  /** A deck's win rate over all its games. */
  public record DeckRate(String deck, Rate win) {}

  /**
   * A card over every game a deck holding it played: how often it was played and drawn, the deck's win rate when
   * it was played and when not, when it was drawn and when not, and the difference played minus not played.
   */
  public record CardStats(String reference, String name, int games, Rate played, Rate drawn, Rate winPlayed,
      Rate winNotPlayed, Rate winDrawn, Rate winNotDrawn, Difference playedImpact) {}

  public static Figures of(Job job, Tally tally, double z) {
    List<Matchup> matrix = new ArrayList<>();
    long games = 0;
    long errors = 0;
    long firstWins = 0;
    long days = 0;
    for (int i = 0; i < job.pairings().size(); i++) {
      Pairing p = job.pairings().get(i);
      long[] c = tally.pairings.getOrDefault(i, new long[9]);
      games += c[Tally.GAMES];
      errors += c[Tally.ERRORS];
      firstWins += c[Tally.FIRST_WINS];
      days += c[Tally.DAYS];
      matrix.add(new Matchup(job.entrants().get(p.a()).name(), job.entrants().get(p.b()).name(), (int) c[Tally.GAMES],
          (int) c[Tally.ERRORS], rate(c[Tally.WINS_A], c[Tally.GAMES], z),
          rate(c[Tally.SEAT0_WINS], c[Tally.SEAT0], z), rate(c[Tally.SEAT1_WINS], c[Tally.SEAT1], z),
          rate(c[Tally.FIRST_WINS], c[Tally.GAMES], z), mean(c[Tally.DAYS], c[Tally.GAMES])));
    }
    List<DeckRate> decks = new ArrayList<>();
    for (int d = 0; d < job.entrants().size(); d++) {
      long[] c = tally.decks.getOrDefault(d, new long[2]);
      decks.add(new DeckRate(job.entrants().get(d).name(), rate(c[1], c[0], z)));
    }
    List<CardStats> cards = new ArrayList<>();
    for (Map.Entry<String, long[]> e : tally.cards.entrySet()) {
      long[] c = e.getValue();
      Rate winPlayed = rate(c[Tally.WON_PLAYED], c[Tally.PLAYED], z);
      Rate winNotPlayed = rate(c[Tally.WON_NOT_PLAYED], c[Tally.IN_DECK] - c[Tally.PLAYED], z);
      cards.add(new CardStats(e.getKey(), job.kit().name(e.getKey()), (int) c[Tally.IN_DECK],
          rate(c[Tally.PLAYED], c[Tally.IN_DECK], z), rate(c[Tally.DRAWN], c[Tally.IN_DECK], z), winPlayed,
          winNotPlayed, rate(c[Tally.WON_DRAWN], c[Tally.DRAWN], z),
          rate(c[Tally.WON_NOT_DRAWN], c[Tally.IN_DECK] - c[Tally.DRAWN], z), Difference.of(winPlayed, winNotPlayed, z)));
    }
    return new Figures((int) games, (int) errors, rate(firstWins, games, z), mean(days, games), matrix, decks, cards);
  }

  /** The deck's win rate, by name. */
  public Rate deckRate(String deck) {
    return decks.stream().filter(d -> d.deck().equals(deck)).map(DeckRate::win).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no deck " + deck));
  }

  private static Rate rate(long successes, long trials, double z) {
    return Rate.of((int) successes, (int) trials, z);
  }

  private static double mean(long sum, long count) {
    return count == 0 ? 0 : round((double) sum / count);
  }

  /** Four decimal places, half up: the figures print the same wherever they were computed. */
  static double round(double x) {
    return BigDecimal.valueOf(x).setScale(4, RoundingMode.HALF_UP).doubleValue();
  }
}
