package dev.altered.simulate;

import java.io.Serializable;
import java.util.List;

/** What one player did with their cards in a game: the distinct references played and drawn, sorted. */
public record SeatCards(List<String> played, List<String> drawn) implements Serializable {
  public SeatCards {
    played = List.copyOf(played);
    drawn = List.copyOf(drawn);
  }
}
