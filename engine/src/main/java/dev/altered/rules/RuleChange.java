package dev.altered.rules;

import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Status;

/** Passive abilities that change rules; where one forbids something, it cannot be done (1.4.1). */
public interface RuleChange {
  /** 7.3.1.e: Reactions with this trigger cannot activate, naturally or by an "activate" step. */
  default boolean forbidsActivation(Kernel k, GameObject source, GameObject bearer, ReactionAbility reaction) {
    return false;
  }

  /** E.g. "Target Expedition can't move forward this Day". */
  default boolean forbidsMovingForward(Kernel k, GameObject source, ExpeditionRef expedition) {
    return false;
  }

  /**
   * 7.3.18: the ability of {@code bearer} is ignored: it exists but has no effect (passives do not modify, quick
   * actions cannot be played, Reactions do not activate). An ability that would ignore itself works normally.
   */
  default boolean ignores(Kernel k, GameObject source, GameObject bearer, Ability ability) {
    return false;
  }

  /** 2.4.1.g: the object may gain a status it already has (the event happens and can trigger). */
  default boolean allowsGainingAgain(Kernel k, GameObject source, GameObject target, Status status) {
    return false;
  }
}
