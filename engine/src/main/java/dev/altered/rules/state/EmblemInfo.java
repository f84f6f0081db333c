package dev.altered.rules.state;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What an Emblem is (2.2.1.g): an Emblem-Reaction holds the effect of an activated Reaction bound to the objects its
 * trigger determined (6.3.i); an Emblem-Ongoing holds a passive ability with a duration (2.2.15).
 *
 * @param abilityId the ability, resolved through the ability provider
 * @param sourceId the object the ability originates from (it may no longer exist, 6.3.k)
 * @param bindings objects named by the trigger ("it", "them"...), by name
 * @param once an Emblem-Ongoing about "the next card you play": it ends once it has applied to a played card
 */
public record EmblemInfo(Kind kind, String abilityId, int sourceId, Map<String, Integer> bindings,
    Optional<Duration> duration, boolean once) {
  public enum Kind { REACTION, ONGOING }

  public EmblemInfo {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(abilityId, "abilityId");
    bindings = new TreeMap<>(bindings);
    Objects.requireNonNull(duration, "duration");
  }
}
