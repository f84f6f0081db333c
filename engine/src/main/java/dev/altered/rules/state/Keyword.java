package dev.altered.rules.state;

/** Keyword abilities the kernel implements natively (7.4) and the Fleeting passive of Spells (2.4.7.b). */
public enum Keyword {
  COOLDOWN, DEFENDER, ETERNAL, GIGANTIC, SCOUT, SEASONED, TOUGH, FLEETING
}
