package dev.altered.rules;

/**
 * The effect of a spell, quick action or Reaction (1.2.6): a factory of the frame that resolves it. The frame
 * performs its steps through {@link Kernel} actions and stops at every decision it needs (targets, modes, may...).
 */
@FunctionalInterface
public interface Effect {
  Frame start(EffectContext context);
}
