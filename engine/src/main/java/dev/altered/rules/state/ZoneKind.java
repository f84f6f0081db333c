package dev.altered.rules.state;

/** The ten kinds of zones (1.2.3.b, 3.1.1.c). */
public enum ZoneKind {
  ADVENTURE(true, true),
  DECK(false, false),
  DISCARD(false, true),
  EXPEDITION(true, true),
  HAND(false, false),
  HERO(false, true),
  LANDMARK(false, true),
  LIMBO(true, true),
  MANA(false, true),
  RESERVE(false, true);

  private final boolean shared;
  private final boolean visible;

  ZoneKind(boolean shared, boolean visible) {
    this.shared = shared;
    this.visible = visible;
  }

  /** 3.1.2: Adventure, Expedition zone and Limbo are shared; the other seven are personal. */
  public boolean shared() {
    return shared;
  }

  /** 3.1.3: Deck and Hand are hidden; cards there are not objects (2.1.j). */
  public boolean visible() {
    return visible;
  }

  /** 3.1.4.a: in play means in the Expedition zone or the Landmark zone. */
  public boolean inPlay() {
    return this == EXPEDITION || this == LANDMARK;
  }

  /** 2.4.1.b / 2.5.a: zones whose objects may have statuses and counters. */
  public boolean holdsStatuses() {
    return this != DISCARD && this != DECK && this != HAND;
  }
}
