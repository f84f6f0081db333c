package dev.altered.ast;

/** Keyword actions that are written as bracketed keywords (7.3). Plain-word actions are steps of their own. */
public enum KeywordAction {
  /** 7.3.2 end the turn once there are no Reactions in Limbo. */
  AFTER_YOU,
  /** 7.3.3 an Expedition gains Ascended. */
  ASCEND,
  /** 7.3.4 gain one more of a counter it already has. */
  AUGMENT,
  /** 7.3.6 move to the Expedition facing it. */
  DEFECT,
  /** 7.3.13 Resupply, then exhaust the resupplied card. */
  EXHAUSTED_RESUPPLY,
  /** 7.3.26 put the top card of one's Deck into one's Reserve. */
  RESUPPLY,
  /** 7.3.29 play a card immediately. */
  RUSH,
  /** 7.3.30 discard up to one target card in a Reserve. */
  SABOTAGE;

  /** Whether the action is done to an object ("[Augment] target card") rather than by a player alone. */
  public boolean takesObject() {
    return this == AUGMENT;
  }

  /**
   * Whether the object may be written or left out: "[Rush] a Character from your hand" names the card played
   * (7.3.29.a), "[Rush]" alone lets the player pick any.
   */
  public boolean objectOptional() {
    return this == RUSH;
  }

  /** Whether an object does the action ("Target Expedition [Ascends]", 7.3.3; "[Defects]", 7.3.6). */
  public boolean doneByObject() {
    return this == ASCEND || this == DEFECT;
  }
}
