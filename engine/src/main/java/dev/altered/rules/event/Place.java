package dev.altered.rules.event;

import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.Optional;

/** Where an item is: a zone, whose player (-1 for shared zones), and the Expedition side inside the Expedition zone. */
public record Place(ZoneKind zone, int player, Optional<Side> side) {
  public static Place of(ZoneKind zone, int player) {
    return new Place(zone, player, Optional.empty());
  }

  public static Place expedition(int player, Side side) {
    return new Place(ZoneKind.EXPEDITION, player, Optional.of(side));
  }

  @Override
  public String toString() {
    return side.map(s -> "P" + player + " " + s + " Expedition")
        .orElse(player >= 0 ? "P" + player + " " + zone : zone.toString());
  }
}
