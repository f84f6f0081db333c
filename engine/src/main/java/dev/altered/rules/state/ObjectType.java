package dev.altered.rules.state;

/** Object types (2.2.1.a). Tokens are Characters (2.2.1.d). */
public enum ObjectType {
  CHARACTER, EMBLEM, HERO, MANA_ORB, PERMANENT, REGION, SPELL
}
