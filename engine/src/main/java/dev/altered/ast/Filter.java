package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import java.util.Optional;

/** Filters after the noun of an object phrase. */
public sealed interface Filter {
  SourceSpan span();

  /** "you control", "controlled by target player" (7.5.5). */
  record ControlledBy(PlayerRef player, SourceSpan span) implements Filter {}

  /** "(that) you play (from your hand) (in {V}) (this turn)": cards a player plays. */
  record PlayedBy(PlayerRef player, Optional<Zone> from, Optional<Terrain> in, Optional<Duration> during,
      SourceSpan span) implements Filter {}

  /** "you own" (1.2.2: the owner of a card). */
  record OwnedBy(PlayerRef player, SourceSpan span) implements Filter {}

  /** "played from Reserve". */
  record PlayedFrom(Zone zone, SourceSpan span) implements Filter {}

  /** "in play or in Reserve", "in {V}", "in my Expedition" (7.5.8). */
  record In(ImmutableList<Place> places, boolean all, SourceSpan span) implements Filter {}

  /** "from your Reserve", "from target Expedition". */
  record From(Place place, SourceSpan span) implements Filter {}

  /** "with Hand Cost {3} or less", "with a base statistic of 0". */
  record StatIs(Stat stat, Comparison comparison, Value value, SourceSpan span) implements Filter {}

  /** "with no statistic over 3". */
  record NoStatOver(int value, SourceSpan span) implements Filter {}

  /** "with total {M} of 4 or less", "with a total Hand Cost {5} or less": over all the chosen objects. */
  record Total(Stat stat, Comparison comparison, Quantity value, SourceSpan span) implements Filter {}

  /** "with 3 or more boosts", "with less than 2 Kelon counters" (2.5). */
  record CounterCount(Condition.Count.Range range, Quantity count, Counter counter, SourceSpan span)
      implements Filter {}

  /**
   * "with the highest {M}", "with the lowest Hand Cost": the objects the rest of the phrase describes whose statistic
   * is the highest (or lowest) among them; tied objects all qualify.
   */
  record StatExtreme(Stat stat, boolean highest, SourceSpan span) implements Filter {}

  /** "with the most boosts", "with the fewest Kelon counters": as {@link StatExtreme}, for a counter (2.5). */
  record CounterExtreme(Counter counter, boolean most, SourceSpan span) implements Filter {}

  /** "revealed this way", "discarded this way": the objects a step of this effect acted on (6.5). */
  record ThisWay(Vocabulary.ObjectAction action, SourceSpan span) implements Filter {}

  /** "with counters". */
  record WithCounters(SourceSpan span) implements Filter {}

  /** "with no Characters". */
  record WithNo(ObjectRef.NounGroup nouns, SourceSpan span) implements Filter {}

  /** "regions with a {M} Terrain Marker": with at least one such object on it (3.2.1.d). */
  record WithA(ObjectRef.NounGroup nouns, SourceSpan span) implements Filter {}

  /** "facing me" (1.2.3.c). */
  record Facing(ObjectRef object, SourceSpan span) implements Filter {}

  /** "that's behind or tied" (7.5.2). */
  record InPosition(ImmutableList<Position> anyOf, SourceSpan span) implements Filter {}

  /** "each Afternoon": "the first Character you play each Afternoon". */
  record EachPhase(Phase phase, SourceSpan span) implements Filter {}

  /** "between your Hero and Companion": regions between the Expeditions of the objects (0 when adjacent). */
  record Between(ObjectRef objects, SourceSpan span) implements Filter {}

  /** Several filters, any of which (or all of which) holds: "you control or in your Reserve". */
  record Either(ImmutableList<Filter> filters, boolean all, SourceSpan span) implements Filter {}
}
