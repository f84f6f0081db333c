package dev.altered.rules;

import dev.altered.rules.event.Cause;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.Optional;

/**
 * One atomic zone move about to happen, as modifiers see it (6.2.f).
 *
 * @param toPlayer owner of the destination personal zone; for the Expedition zone, the controller
 * @param side the Expedition, when moving to the Expedition zone
 * @param deckBottom for the Deck: bottom instead of top
 * @param exhausted enters exhausted (e.g. Mana zone, 3.2.9.b)
 * @param actor the player doing it (1.4.7), -1 for none
 */
public record Move(int objectId, ZoneKind to, int toPlayer, Optional<Side> side, boolean deckBottom,
    boolean exhausted, Cause cause, int actor) implements AtomicAction {
  public Move withDestination(ZoneKind zone, int player, Optional<Side> side, boolean exhausted) {
    return new Move(objectId, zone, player, side, deckBottom, exhausted, cause, actor);
  }
}
