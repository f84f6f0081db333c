package dev.altered.rules.decision;

/** Every kind of choice a player makes goes through one request type; the kind says what is being chosen. */
public enum DecisionKind {
  /** 4.2.3.d: play a card, play a quick action, or pass. Answered with a {@link Answer.Declare}. */
  TURN,
  /** 6.5.b: choose targets, paying Tough where needed (7.4.7). */
  TARGET,
  /** A non-target choice of objects or cards (sacrifice, discard, put, exchange...). */
  CHOOSE,
  /** 6.5.c: an optional step; candidate 1 = yes, 0 = no. */
  MAY,
  /** 6.5.g: modes, in the order chosen. */
  MODES,
  /** 4.4.b: which of your Emblem-Reactions in Limbo to play next. */
  REACTION,
  /** 4.2.1.e: a card from Hand to the Mana zone, or none. */
  EXPAND,
  /** 4.2.5.c: the objects to keep in Reserve. */
  KEEP_RESERVE,
  /** 4.2.5.c: the objects to keep in the Landmark zone. */
  KEEP_LANDMARKS,
  /** A choice of Expedition (token creation, Gigantic placement 7.4.4.h...). */
  EXPEDITION,
  /** A choice of region of the Adventure (3.2.1), e.g. where to place a Terrain Marker. */
  REGION,
  /** A choice of Terrain Marker (3.2.1.d) to move or place. */
  TERRAIN_MARKER,
  /** 6.2.d: apply an optional replacing modifier or not; candidate 1 = apply, 0 = don't. */
  OPTIONAL_MODIFIER,
  /** 6.2.h: which of several modifiers competing for a step or an atomic action applies first. */
  MODIFIER_ORDER,
  /** Cost choices during a declaration of intent (5.1.2.c.3), e.g. which objects pay a sacrifice cost. */
  COST
}
