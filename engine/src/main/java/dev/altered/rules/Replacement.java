package dev.altered.rules;

import dev.altered.rules.state.GameObject;
import java.util.List;
import java.util.Optional;

/**
 * A modifier of atomic actions (6.2): replacing ("If I would leave the Expedition zone, put me in my owner's Mana
 * zone instead", "If I would gain Fleeting, I gain 1 boost instead") or additive ("If you would roll dice, also
 * reveal the top card of your deck"). The kernel applies replacing modifiers of the whole step first, then those of
 * atomic actions, then additive ones (6.2.g), each at most once per step or atomic action (6.2.j-k), checking again
 * after each (6.2.i); when several of one kind compete, the step's controller chooses which applies first (6.2.h).
 * Optional ones (6.2.d) are asked to the controller of their object first; declining runs {@link #ifYouDont} as a
 * new step right after (6.2.e).
 */
public interface Replacement {
  boolean appliesTo(Kernel k, GameObject source, AtomicAction action);

  /**
   * What happens instead: other atomic actions of any kind, or none. An additive modifier returns the action itself
   * with the ones it adds.
   */
  default List<AtomicAction> replace(Kernel k, GameObject source, AtomicAction action) {
    return List.of(action);
  }

  /**
   * An effect performed instead of the action, as new steps right after this one, for replacements that need
   * decisions ("instead reveal the top two cards; put one in Reserve and discard the other"). When present,
   * {@link #replace} is not used. The effect is bound to the action's object as "it".
   */
  default Optional<Effect> insteadEffect() {
    return Optional.empty();
  }

  /**
   * An additive modifier adding an effect rather than atomic actions ("If you would roll one or more dice, also
   * reveal the top card of your deck"): the action happens, and the effect right after it (6.2.c).
   */
  default Optional<Effect> alsoEffect() {
    return Optional.empty();
  }

  default boolean additive() {
    return false;
  }

  /**
   * A replacing modifier of a whole step ("If you would draw one or more cards...") rather than of one of its atomic
   * actions: applied before those (6.2.g), at most once per step (6.2.j), through {@link #appliesToStep} and
   * {@link #replaceStep}; {@link #appliesTo} is not asked.
   */
  default boolean wholeStep() {
    return false;
  }

  default boolean appliesToStep(Kernel k, GameObject source, List<AtomicAction> step) {
    return false;
  }

  /** The atomic actions of the step instead of {@code step}. */
  default List<AtomicAction> replaceStep(Kernel k, GameObject source, List<AtomicAction> step) {
    return step;
  }

  default boolean optional() {
    return false;
  }

  default Optional<Effect> ifYouDont() {
    return Optional.empty();
  }

  default String describe() {
    return "apply this modifier";
  }
}
