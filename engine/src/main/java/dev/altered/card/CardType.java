package dev.altered.card;

import java.util.Optional;

/**
 * The printed type of a card, as the official card data names it. Permanents carry their zone type (2.2.3);
 * older data says plain {@code PERMANENT}. Tokens are Characters for the rules (2.2.1.d) unless printed otherwise:
 * {@code TOKEN_MANA} is the Mana Orb token, {@code TOKEN_LANDMARK_PERMANENT} a Landmark Permanent token (DUSTER's
 * Manaseed, CYCLONE's Aerolith).
 */
public enum CardType {
  CHARACTER("Character"),
  SPELL("Spell"),
  PERMANENT("Permanent"),
  LANDMARK_PERMANENT("Landmark Permanent"),
  EXPEDITION_PERMANENT("Expedition Permanent"),
  HERO("Hero"),
  TOKEN("Token"),
  TOKEN_MANA("Mana Token"),
  TOKEN_LANDMARK_PERMANENT("Landmark Permanent Token");

  private final String displayName;

  CardType(String displayName) {
    this.displayName = displayName;
  }

  /** The name a designer writes in a card file. */
  public String displayName() {
    return displayName;
  }

  public boolean isPermanent() {
    return this == PERMANENT || this == LANDMARK_PERMANENT || this == EXPEDITION_PERMANENT;
  }

  public boolean isToken() {
    return this == TOKEN || this == TOKEN_MANA || this == TOKEN_LANDMARK_PERMANENT;
  }

  /** Accepts the corpus id ({@code LANDMARK_PERMANENT}) or the display name ({@code Landmark Permanent}). */
  public static Optional<CardType> parse(String text) {
    for (CardType type : values()) {
      if (type.name().equals(text) || type.displayName.equalsIgnoreCase(text)) {
        return Optional.of(type);
      }
    }
    return Optional.empty();
  }
}
