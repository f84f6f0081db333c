package dev.altered.card;

import java.util.Optional;

/** The six factions (2.2.10.a) and neutral (2.2.10.b). */
public enum Faction {
  AX("Axiom"),
  BR("Bravos"),
  LY("Lyra"),
  MU("Muna"),
  OR("Ordis"),
  YZ("Yzmir"),
  NE("Neutral");

  private final String displayName;

  Faction(String displayName) {
    this.displayName = displayName;
  }

  public String displayName() {
    return displayName;
  }

  /** Accepts the corpus code ({@code AX}) or the faction's name ({@code Axiom}). */
  public static Optional<Faction> parse(String text) {
    for (Faction faction : values()) {
      if (faction.name().equals(text) || faction.displayName.equalsIgnoreCase(text)) {
        return Optional.of(faction);
      }
    }
    return Optional.empty();
  }
}
