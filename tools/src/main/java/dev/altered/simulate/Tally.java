package dev.altered.simulate;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;

/**
 * The counts every figure is made from, added game by game and merged between partitions. Only integer counts:
 * addition in any order gives the same tally, so the local engine's threads and Spark's partitions cannot make the
 * figures differ.
 */
public final class Tally implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Per pairing: counted games, wins of a, games and wins of a in seat 0, in seat 1, first player wins, days, errors. */
  static final int GAMES = 0, WINS_A = 1, SEAT0 = 2, SEAT0_WINS = 3, SEAT1 = 4, SEAT1_WINS = 5, FIRST_WINS = 6,
      DAYS = 7, ERRORS = 8;
  /** Per card: games in a deck, played, drawn, wins when played, when not played, when drawn, when not drawn. */
  static final int IN_DECK = 0, PLAYED = 1, DRAWN = 2, WON_PLAYED = 3, WON_NOT_PLAYED = 4, WON_DRAWN = 5,
      WON_NOT_DRAWN = 6;

  final TreeMap<Integer, long[]> pairings = new TreeMap<>();
  /** Per deck: counted games, wins. */
  final TreeMap<Integer, long[]> decks = new TreeMap<>();
  final TreeMap<String, long[]> cards = new TreeMap<>();
  /**
   * The winning deck of each counted game, by {@link #game}: an A/B compares the same game with and without an edit
   * (the games share their seeds), which is far more precise than comparing two win rates.
   */
  final TreeMap<Long, Integer> winners = new TreeMap<>();

  /** A game's key in {@link #winners}: its two decks and index, the same in every job that plays it. */
  static long game(Pairing p, int index) {
    return ((long) p.a() << 48) | ((long) p.b() << 32) | index;
  }

  public Tally add(Job job, GameResult game) {
    Pairing p = job.pairings().get(game.pairing());
    long[] pair = pairings.computeIfAbsent(game.pairing(), k -> new long[9]);
    if (!game.counted()) {
      pair[ERRORS]++;
      return this;
    }
    boolean aWon = game.winnerSeat() == game.seatOfA();
    winners.put(game(p, game.index()), aWon ? p.a() : p.b());
    pair[GAMES]++;
    pair[WINS_A] += aWon ? 1 : 0;
    pair[game.seatOfA() == 0 ? SEAT0 : SEAT1]++;
    pair[game.seatOfA() == 0 ? SEAT0_WINS : SEAT1_WINS] += aWon ? 1 : 0;
    pair[FIRST_WINS] += game.winnerSeat() == game.firstPlayer() ? 1 : 0;
    pair[DAYS] += game.days();
    for (int seat = 0; seat < 2; seat++) {
      int deck = (seat == game.seatOfA()) ? p.a() : p.b();
      boolean won = game.winnerSeat() == seat;
      long[] d = decks.computeIfAbsent(deck, k -> new long[2]);
      d[0]++;
      d[1] += won ? 1 : 0;
      SeatCards seen = game.seats().get(seat);
      for (String card : job.entrants().get(deck).distinctCards()) {
        long[] c = cards.computeIfAbsent(card, k -> new long[7]);
        boolean played = seen.played().contains(card);
        boolean drawn = seen.drawn().contains(card);
        c[IN_DECK]++;
        c[PLAYED] += played ? 1 : 0;
        c[DRAWN] += drawn ? 1 : 0;
        c[played ? WON_PLAYED : WON_NOT_PLAYED] += won ? 1 : 0;
        c[drawn ? WON_DRAWN : WON_NOT_DRAWN] += won ? 1 : 0;
      }
    }
    return this;
  }

  public Tally merge(Tally other) {
    addAll(pairings, other.pairings);
    addAll(decks, other.decks);
    addAll(cards, other.cards);
    winners.putAll(other.winners); // each game is played once: the keys of two parts never meet
    return this;
  }

  private static <K> void addAll(Map<K, long[]> into, Map<K, long[]> from) {
    from.forEach((key, counts) -> {
      long[] sum = into.computeIfAbsent(key, k -> new long[counts.length]);
      for (int i = 0; i < counts.length; i++) {
        sum[i] += counts[i];
      }
    });
  }
}
