package dev.altered.rules;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Who resolves an effect and what it is bound to.
 *
 * @param controller the controller of the effect: "you" (7.2.3)
 * @param source the object the ability originates from: "I" (7.2.1); it may no longer exist (6.3.k)
 * @param abilityId the ability being resolved
 * @param bindings objects bound by the trigger, e.g. "it" (6.3.i)
 * @param x a number chosen or fixed when it was played (0 if none)
 */
public record EffectContext(int controller, int source, String abilityId, Map<String, Integer> bindings, int x) {
  public EffectContext {
    Objects.requireNonNull(abilityId, "abilityId");
    bindings = new TreeMap<>(bindings);
  }

  public int bound(String name) {
    Integer id = bindings.get(name);
    if (id == null) {
      throw new IllegalStateException("ability " + abilityId + " has no binding '" + name + "'");
    }
    return id;
  }
}
