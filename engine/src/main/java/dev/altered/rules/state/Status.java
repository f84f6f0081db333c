package dev.altered.rules.state;

/** The six statuses (2.4.1.a). Boosted is derived from boost counters (2.4.5.b) and never stored. */
public enum Status {
  ANCHORED, ASCENDED, ASLEEP, BOOSTED, EXHAUSTED, FLEETING
}
