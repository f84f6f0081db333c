package dev.altered.rules.state;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What an effect creates with "create a [name] [x/y/z] [sub-types] token with [abilities]" (7.3.5.b). The token's
 * abilities are identified by {@code abilityKey}, which the ability provider resolves (2.2.12.f).
 */
public record TokenSpec(String name, int forest, int mountain, int water, List<String> subtypes,
    Optional<String> abilityKey) {
  public TokenSpec {
    Objects.requireNonNull(name, "name");
    subtypes = List.copyOf(subtypes);
    Objects.requireNonNull(abilityKey, "abilityKey");
  }

  public static TokenSpec of(String name, int forest, int mountain, int water, String... subtypes) {
    return new TokenSpec(name, forest, mountain, water, List.of(subtypes), Optional.empty());
  }

  public TokenSpec withAbilities(String key) {
    return new TokenSpec(name, forest, mountain, water, subtypes, Optional.of(key));
  }

  @Override
  public String toString() {
    return name + " " + forest + "/" + mountain + "/" + water;
  }
}
