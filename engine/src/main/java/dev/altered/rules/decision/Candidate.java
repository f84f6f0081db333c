package dev.altered.rules.decision;

import java.util.Objects;

/**
 * One thing a player may pick: an object id, a player, an Expedition code, a mode number, or 1/0 for yes/no.
 *
 * @param extraCost mana to pay if picked (Tough X, 7.4.7.c), 0 otherwise
 */
public record Candidate(int id, String label, int extraCost) {
  public Candidate {
    Objects.requireNonNull(label, "label");
  }

  public static Candidate of(int id, String label) {
    return new Candidate(id, label, 0);
  }
}
