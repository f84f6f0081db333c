package dev.altered.card;

import java.util.Locale;
import java.util.Optional;

/** Rarity of a card (2.2.5). {@code EXALTED} appears in the official data for some promotional cards. */
public enum Rarity {
  COMMON, RARE, EXALTED, UNIQUE;

  public String displayName() {
    return name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
  }

  public static Optional<Rarity> parse(String text) {
    for (Rarity rarity : values()) {
      if (rarity.name().equalsIgnoreCase(text)) {
        return Optional.of(rarity);
      }
    }
    return Optional.empty();
  }
}
