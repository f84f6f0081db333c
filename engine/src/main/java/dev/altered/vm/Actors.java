package dev.altered.vm;

import dev.altered.ir.Who;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ZoneKind;
import java.util.List;

/** Who does an action an effect's step takes on an object (7.5.6), for the kernel's events and the triggers reading them. */
final class Actors {
  private Actors() {}

  /**
   * 7.5.6.b: the player the effect says does it ("Target opponent discards", "Each player discards their hand": each
   * player their own cards, the one among the named players whose card it is, in play its controller, elsewhere its
   * owner); 7.5.6.c: else the controller of the effect.
   */
  static int of(Eval ev, Who who, GameObject o) {
    List<Integer> players = ev.players(who);
    if (players.size() == 1) {
      return players.get(0);
    }
    if (players.isEmpty()) {
      return ev.player(who); // the controller of the effect (7.5.6.c)
    }
    boolean controlled = o.zone.inPlay() || o.zone == ZoneKind.HERO;
    int whose = controlled ? o.controller : o.owner;
    return players.contains(whose) ? whose : players.get(0);
  }
}
