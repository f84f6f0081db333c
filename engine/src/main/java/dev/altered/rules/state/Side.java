package dev.altered.rules.state;

/** The two Expeditions of a player (1.2.3.c). */
public enum Side {
  HERO, COMPANION;

  public Side other() {
    return this == HERO ? COMPANION : HERO;
  }
}
