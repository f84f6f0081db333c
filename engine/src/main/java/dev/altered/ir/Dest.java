package dev.altered.ir;

import dev.altered.rules.state.ZoneKind;
import java.util.Optional;

/**
 * Where a put / send / return / discard goes (7.3.24, 7.3.27, 7.3.32): a zone of the object's owner (1.4.3), the
 * top, bottom or n-th position of a Deck, the Mana zone exhausted or ready (3.2.9.b), or an Expedition held in a
 * register ({@code expReg} >= 0).
 */
public record Dest(ZoneKind zone, boolean bottom, Optional<Num> position, boolean ready, int expReg)
    implements Constant {
  public static Dest zone(ZoneKind zone) {
    return new Dest(zone, false, Optional.empty(), false, -1);
  }

  @Override
  public String toString() {
    if (expReg >= 0) {
      return "expedition " + Regs.name(expReg);
    }
    String z = zone.name().toLowerCase(java.util.Locale.ROOT);
    if (zone == ZoneKind.DECK) {
      return position.map(n -> "deck position " + n).orElse(bottom ? "deck bottom" : "deck top");
    }
    return zone == ZoneKind.MANA ? (ready ? "mana (ready)" : "mana (exhausted)") : z;
  }
}
