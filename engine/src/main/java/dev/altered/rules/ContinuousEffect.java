package dev.altered.rules;

import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Terrain;
import java.util.EnumSet;

/**
 * A passive effect on characteristics (2.3.1.g) of objects in play (2.3.1.h) or on the terrains of regions.
 * Applied one at a time in timestamp order of their sources, an effect waiting for those it depends on (2.3.2,
 * 2.3.3): the kernel finds dependencies by trying, so implementations must be pure functions of their arguments.
 */
public interface ContinuousEffect {
  /** Whether it applies to {@code target}, looking at the characteristics computed so far ({@code view}). */
  default boolean appliesTo(ContinuousView view, GameObject source, GameObject target) {
    return false;
  }

  /**
   * The part of {@link #appliesTo} that does not depend on the target (a condition such as "if you control two
   * Landmarks"): the kernel asks it once per application, then {@link #appliesWhenActive} per object, so that a
   * condition counting objects is not counted again for every object in play.
   */
  default boolean active(ContinuousView view, GameObject source) {
    return true;
  }

  /** {@link #appliesTo}, knowing that {@link #active} holds. */
  default boolean appliesWhenActive(ContinuousView view, GameObject source, GameObject target) {
    return appliesTo(view, source, target);
  }

  default Characteristics apply(ContinuousView view, GameObject source, GameObject target, Characteristics current) {
    return current;
  }

  /** Terrains of the region with this index, given its terrains so far (3.2.1.d: markers first, 3.2.1.e). */
  default EnumSet<Terrain> regionTerrains(ContinuousView view, GameObject source, int region,
      EnumSet<Terrain> current) {
    return current;
  }
}
