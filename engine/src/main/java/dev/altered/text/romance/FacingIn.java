package dev.altered.text.romance;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import java.util.Optional;

/**
 * "Si la expedición enfrentada a mí está en {M}": the Expedition facing me is in {M}, which is English "If I'm facing an
 * Expedition in {M}" (1.2.3.c: facing is being in the same region as an opponent's Expedition), read as English reads
 * it, "there is an Expedition in {M} facing me".
 */
final class FacingIn {
  private FacingIn() {}

  /** The condition, when the subject is "the X facing ..." (singular, nothing else said of it) and not negated. */
  static Optional<Condition> read(ObjectRef subject, boolean negatedOrPast, Place place, SourceSpan s) {
    if (negatedOrPast || !(subject instanceof ObjectRef.Phrase p) || p.quantifier().kind() != Quantifier.Kind.THE
        || p.nouns().plural() || p.filters().size() != 1 || !(p.filters().get(0) instanceof Filter.Facing facing)) {
      return Optional.empty();
    }
    SourceSpan qs = p.quantifier().span();
    ObjectRef anIn = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, qs)),
        false, qs), p.adjectives(), p.nouns(), ImmutableList.of(new Filter.In(ImmutableList.of(place), false,
        place.span()), facing), p.span());
    return Optional.of(new Condition.ThereAre(ImmutableList.of(new Condition.Count(Condition.Count.Range.SOME,
        Optional.empty(), anIn, s)), s));
  }
}
