package dev.altered.rules.state;

/** One of the four Expeditions (3.2.4.b): a player's hero or companion Expedition. */
public record ExpeditionRef(int player, Side side) {
  public static ExpeditionRef hero(int player) {
    return new ExpeditionRef(player, Side.HERO);
  }

  public static ExpeditionRef companion(int player) {
    return new ExpeditionRef(player, Side.COMPANION);
  }

  /** 1.2.3.c: hero Expeditions face each other, and so do companion Expeditions. */
  public ExpeditionRef facing() {
    return new ExpeditionRef(1 - player, side);
  }

  public ExpeditionRef otherOfSamePlayer() {
    return new ExpeditionRef(player, side.other());
  }

  /** A compact number (0..3) used as a decision candidate id. */
  public int code() {
    return player * 2 + side.ordinal();
  }

  public static ExpeditionRef ofCode(int code) {
    return new ExpeditionRef(code / 2, Side.values()[code % 2]);
  }

  @Override
  public String toString() {
    return "P" + player + " " + side.name().toLowerCase(java.util.Locale.ROOT) + " Expedition";
  }
}
