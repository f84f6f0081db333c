package dev.altered.rules;

import dev.altered.card.CardDefinition;
import dev.altered.rules.state.TokenSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Hand-written Java abilities by card reference, plus the printed keyword abilities. */
public final class TestProvider implements AbilityProvider {
  private final Map<String, List<Ability>> byCard = new HashMap<>();
  private final Map<String, List<Ability>> byToken = new HashMap<>();
  private final Map<String, Ability> byId = new HashMap<>();
  private final KeywordAbilityProvider keywords = new KeywordAbilityProvider();

  public TestProvider give(String cardRef, Ability... abilities) {
    byCard.computeIfAbsent(cardRef, r -> new ArrayList<>()).addAll(List.of(abilities));
    for (Ability a : abilities) {
      byId.put(a.id(), a);
    }
    return this;
  }

  /** An ability no card prints, e.g. one granted by a passive or carried by an Emblem-Ongoing. */
  public TestProvider register(Ability ability) {
    byId.put(ability.id(), ability);
    return this;
  }

  public TestProvider giveToken(String key, Ability... abilities) {
    byToken.computeIfAbsent(key, r -> new ArrayList<>()).addAll(List.of(abilities));
    for (Ability a : abilities) {
      byId.put(a.id(), a);
    }
    return this;
  }

  @Override
  public List<Ability> abilities(CardDefinition card) {
    List<Ability> result = new ArrayList<>(keywords.abilities(card));
    result.addAll(byCard.getOrDefault(card.reference(), List.of()));
    return result;
  }

  @Override
  public List<Ability> tokenAbilities(TokenSpec token) {
    return token.abilityKey().map(k -> byToken.getOrDefault(k, List.of())).orElse(List.of());
  }

  @Override
  public Optional<Ability> byId(String id) {
    return Optional.ofNullable(byId.get(id)).or(() -> keywords.byId(id));
  }
}
