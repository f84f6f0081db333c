package dev.altered.rules;

import java.util.List;

/**
 * A statement that applies continuously (2.2.12.m) while it works (1.2.4.d): it changes characteristics
 * ({@link ContinuousEffect}, applied in the order of 2.3), replaces atomic actions ({@link MoveReplacement}, 6.2),
 * alters costs ({@link CostModifier}, 5.1.2.e) or changes rules ({@link RuleChange}; can't beats can, 1.4.1).
 */
public interface PassiveAbility extends Ability {
  default List<ContinuousEffect> continuous() {
    return List.of();
  }

  default List<MoveReplacement> replacements() {
    return List.of();
  }

  default List<CostModifier> costModifiers() {
    return List.of();
  }

  default List<RuleChange> rules() {
    return List.of();
  }
}
