package dev.altered.text;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.Condition;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import java.util.Optional;

/**
 * An adjective or a filter added to an object phrase after the phrase was read, for the readers whose words put it
 * elsewhere: "si au moins une de vos Expéditions est Élevée" is "if there is at least one Ascended Expedition of
 * yours", "si je suis face à un Personnage" counts Characters facing me (1.2.3.c). Shared by the language front-ends
 * so that each builds the same AST; a phrase that cannot take one (a pronoun, "me") gives empty.
 */
public final class ObjectRefs {
  private ObjectRefs() {}

  public static Optional<ObjectRef> withAdjective(ObjectRef ref, Adjective a) {
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

  public static Optional<ObjectRef> withFilter(ObjectRef ref, Filter f) {
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

  /** The count with the filter added to its objects; empty when they cannot take one. */
  public static Optional<Condition.Count> withFilter(Condition.Count k, Filter f) {
    return withFilter(k.objects(), f).map(o -> new Condition.Count(k.range(), k.count(), o, k.span()));
  }

  /** "not facing a Character" is "facing no Character": the count of one phrase and no number, made none. */
  public static Optional<Condition.Count> none(Condition.Count k) {
    return k.range() == Condition.Count.Range.SOME
        ? Optional.of(new Condition.Count(Condition.Count.Range.NONE, k.count(), k.objects(), k.span()))
        : Optional.empty();
  }

  private static <T> ImmutableList<T> plus(ImmutableList<T> list, T item) {
    return ImmutableList.<T>builderWithExpectedSize(list.size() + 1).addAll(list).add(item).build();
  }
}
