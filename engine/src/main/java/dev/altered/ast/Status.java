package dev.altered.ast;

/** Statuses (2.4.1.a). */
public enum Status {
  ANCHORED,
  ASCENDED,
  ASLEEP,
  BOOSTED,
  EXHAUSTED,
  FLEETING
}
