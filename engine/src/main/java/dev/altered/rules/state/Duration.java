package dev.altered.rules.state;

/** Durations of Emblem-Ongoing (2.2.15.a). */
public enum Duration {
  THIS_TURN, THIS_AFTERNOON, THIS_DAY
}
