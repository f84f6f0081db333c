package dev.altered.rules;

/** 6.3: "Trigger — Effect". When an event matches the trigger, an Emblem-Reaction with the effect goes to Limbo. */
public interface ReactionAbility extends Ability {
  Trigger trigger();

  Effect effect();
}
