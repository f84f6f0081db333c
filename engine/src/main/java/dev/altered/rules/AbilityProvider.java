package dev.altered.rules;

import dev.altered.card.CardDefinition;
import dev.altered.rules.state.TokenSpec;
import java.util.List;
import java.util.Optional;

/**
 * Where cards get their behaviour. The kernel knows abilities only through this interface: the interpreter
 * implements it from compiled programs; tests implement it with hand-written Java abilities.
 */
public interface AbilityProvider {
  /** The abilities printed on a card, in order, including keyword abilities. */
  List<Ability> abilities(CardDefinition card);

  /** The abilities of a token, from the "with ..." part of the effect that created it (2.2.12.f). */
  default List<Ability> tokenAbilities(TokenSpec token) {
    return List.of();
  }

  /** Finds an ability by id, e.g. for an Emblem of a restored game whose source no longer exists. */
  Optional<Ability> byId(String id);

  /** No abilities at all. */
  static AbilityProvider none() {
    return new AbilityProvider() {
      @Override
      public List<Ability> abilities(CardDefinition card) {
        return List.of();
      }

      @Override
      public Optional<Ability> byId(String id) {
        return Optional.empty();
      }
    };
  }
}
