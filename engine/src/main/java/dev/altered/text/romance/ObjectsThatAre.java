package dev.altered.text.romance;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Si al menos una de tus expediciones está ascendida", "Se nessuna delle mie spedizioni si trova in {M}": a count of
 * the objects a phrase names that are so, read as English reads "if one or more of your Expeditions is Ascended": the
 * state becomes one more adjective or filter of the counted objects. Pure AST: the builder gives the parts.
 */
final class ObjectsThatAre {
  private ObjectsThatAre() {}

  /** The objects with one more adjective, or empty when the phrase takes none (a pronoun, "me"). */
  static Optional<ObjectRef> withAdjective(ObjectRef ref, Adjective a) {
    if (ref instanceof ObjectRef.Phrase p) {
      return Optional.of(new ObjectRef.Phrase(p.quantifier(), plus(p.adjectives(), a), p.nouns(), p.filters(),
          p.span()));
    }
    if (ref instanceof ObjectRef.Possessed p) {
      return Optional.of(new ObjectRef.Possessed(p.owner(), plus(p.adjectives(), a), p.nouns(), p.filters(),
          p.span()));
    }
    if (ref instanceof ObjectRef.OfPossessed p) {
      return Optional.of(new ObjectRef.OfPossessed(p.which(), p.owner(), plus(p.adjectives(), a), p.nouns(),
          p.filters(), p.span()));
    }
    return Optional.empty();
  }

  /** The objects with one more filter, or empty when the phrase takes none. */
  static Optional<ObjectRef> withFilter(ObjectRef ref, Filter f) {
    if (ref instanceof ObjectRef.Phrase p) {
      return Optional.of(new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(), plus(p.filters(), f),
          p.span()));
    }
    if (ref instanceof ObjectRef.Possessed p) {
      return Optional.of(new ObjectRef.Possessed(p.owner(), p.adjectives(), p.nouns(), plus(p.filters(), f),
          p.span()));
    }
    if (ref instanceof ObjectRef.OfPossessed p) {
      return Optional.of(new ObjectRef.OfPossessed(p.which(), p.owner(), p.adjectives(), p.nouns(),
          plus(p.filters(), f), p.span()));
    }
    return Optional.empty();
  }

  private static <T> ImmutableList<T> plus(List<T> items, T item) {
    List<T> all = new ArrayList<>(items);
    all.add(item);
    return ImmutableList.copyOf(all);
  }
}
