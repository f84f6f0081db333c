package dev.altered.text.romance;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.Quantity;
import dev.altered.ast.Vocabulary.ObjectType;
import java.util.List;
import java.util.Optional;

/**
 * "fai avanzare l'altra tua spedizione di una regione": the object phrase reads "di una regione" as its place (an
 * Expedition "in a region"); after a verb of moving it is how far the Expedition moves (7.3.21.a, 7.3.22.a).
 */
final class Distance {
  private Distance() {}

  /** The Expedition without the place, and the number of regions. */
  record Read(ObjectRef expedition, Quantity regions) {}

  static Optional<Read> after(ObjectRef expedition) {
    List<Filter> filters = expedition instanceof ObjectRef.Possessed p ? p.filters()
        : expedition instanceof ObjectRef.Phrase p ? p.filters() : List.of();
    if (filters.isEmpty() || !(filters.get(filters.size() - 1) instanceof Filter.In in) || in.places().size() != 1
        || !(in.places().get(0) instanceof Place.InObject io) || !(io.object() instanceof ObjectRef.Phrase region)
        || region.quantifier().kind() != Quantifier.Kind.COUNT || region.quantifier().count().isEmpty()
        || region.quantifier().target() || !region.filters().isEmpty() || region.nouns().nouns().size() != 1
        || !(region.nouns().nouns().get(0) instanceof Noun.Type t) || t.type() != ObjectType.REGION) {
      return Optional.empty();
    }
    ImmutableList<Filter> rest = ImmutableList.copyOf(filters.subList(0, filters.size() - 1));
    ObjectRef without = expedition instanceof ObjectRef.Possessed p
        ? new ObjectRef.Possessed(p.owner(), p.adjectives(), p.nouns(), rest, p.span())
        : new ObjectRef.Phrase(((ObjectRef.Phrase) expedition).quantifier(), ((ObjectRef.Phrase) expedition)
            .adjectives(), ((ObjectRef.Phrase) expedition).nouns(), rest, expedition.span());
    return Optional.of(new Read(without, region.quantifier().count().get()));
  }
}
