package dev.altered.rules;

/** The effect a Spell card performs when it resolves (5.1.2.i). */
public interface SpellEffect extends Ability {
  Effect effect();
}
