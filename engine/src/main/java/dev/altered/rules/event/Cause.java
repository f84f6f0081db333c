package dev.altered.rules.event;

/** Why an item moved; triggers such as "when I'm sacrificed" read it (7.3.31.b: still a sacrifice if modified). */
public enum Cause {
  SETUP, DRAW, RESUPPLY, EXPAND, PLAY, RESOLVE, DISCARD, SACRIFICE, REST, CLEANUP, COST, EFFECT, EXCHANGE, SABOTAGE
}
