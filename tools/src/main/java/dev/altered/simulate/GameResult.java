package dev.altered.simulate;

import java.io.Serializable;
import java.util.List;
import java.util.Optional;

/**
 * One game of the plan, as both engines report it: which pairing and game index, the seed it ran from, the seat deck
 * {@code a} of the pairing sat in, the winning seat ({@code -1} when the game had no winner, see {@link #winner()}),
 * the seat that played first, its length in days, an error ({@code ""} when none) and each seat's cards.
 */
public record GameResult(int pairing, int index, long seed, int seatOfA, int winnerSeat, int firstPlayer, int days,
    String error, List<SeatCards> seats) implements Serializable {
  public GameResult {
    seats = List.copyOf(seats);
  }

  public Optional<Integer> winner() {
    return winnerSeat < 0 ? Optional.empty() : Optional.of(winnerSeat);
  }

  /** A game counts in the figures when it ended with a winner and no error. */
  public boolean counted() {
    return error.isEmpty() && winnerSeat >= 0;
  }
}
