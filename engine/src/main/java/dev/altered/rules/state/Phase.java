package dev.altered.rules.state;

/** The five phases of a day (4.2.a). */
public enum Phase {
  SETUP, MORNING, NOON, AFTERNOON, DUSK, NIGHT
}
