package dev.altered.rules;

import java.util.List;

/**
 * A statement that applies continuously (2.2.12.m) while it works (1.2.4.d): it changes characteristics
 * ({@link ContinuousEffect}, applied in the order of 2.3), replaces atomic actions ({@link Replacement}, 6.2),
 * alters costs ({@link CostModifier}, 5.1.2.e), changes rules ({@link RuleChange}; can't beats can, 1.4.1), or
 * gives cards being played a status or counters ({@link PlayEffect}, 5.2.c).
 */
public interface PassiveAbility extends Ability {
  default List<ContinuousEffect> continuous() {
    return List.of();
  }

  default List<Replacement> replacements() {
    return List.of();
  }

  default List<CostModifier> costModifiers() {
    return List.of();
  }

  default List<RuleChange> rules() {
    return List.of();
  }

  /** 5.2.c: "the next Character you play gains 1 boost" and the like. */
  default List<PlayEffect> playEffects() {
    return List.of();
  }

  /** 2.5.e: counters a Hero begins the game with ("I begin the game with 5 Heroism counters"). */
  default java.util.Map<String, Integer> startingCounters() {
    return java.util.Map.of();
  }

  /** 3.2.1.d: the terrains of each Terrain Marker a Hero begins the game with. */
  default List<java.util.EnumSet<dev.altered.rules.state.Terrain>> startingMarkers() {
    return List.of();
  }
}
