package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Position;
import java.util.Optional;

/** Conditions of conditional steps (6.5.d), trigger conditions (6.3.b, 6.3.l) and passive abilities. */
public sealed interface Condition {
  SourceSpan span();

  /** "If you do / don't / can't" (6.5.f, 6.2.e): whether the step before was done. */
  record Did(Outcome outcome, SourceSpan span) implements Condition {
    public enum Outcome { DID, DID_NOT, COULD_NOT }
  }

  /** "If I'm [[Boosted]]", "if I was not [[Fleeting]]" ({@code past}: the state before the event, 6.3.l). */
  record HasStatus(ObjectRef subject, boolean negated, boolean past, ImmutableList<Status> anyOf, SourceSpan span)
      implements Condition {}

  /** "If I'm in {M}", "If it wasn't in {V}" (7.5.8). */
  record IsIn(ObjectRef subject, boolean negated, boolean past, Place place, SourceSpan span) implements Condition {}

  /** "If it's in a terrain where its base statistic is 0". */
  record InTerrainWithBaseStat(ObjectRef subject, int value, SourceSpan span) implements Condition {}

  /** "If it's a Permanent", "If it's a Character with a base statistic of 0" (2.2.1.i). */
  record IsA(ObjectRef subject, ObjectRef description, SourceSpan span) implements Condition {}

  /** "If my Expedition is behind", "If each of your Expeditions is behind or tied" (7.5.2). */
  record InPosition(ObjectRef subject, ImmutableList<Position> anyOf, SourceSpan span) implements Condition {}

  /** "If your hand is empty". */
  record ZoneEmpty(Zone zone, SourceSpan span) implements Condition {}

  /** "If you control two or more Landmarks" (7.5.5); several counts must all hold. */
  record Controls(PlayerRef player, ImmutableList<Count> counts, SourceSpan span) implements Condition {}

  /**
   * "If you have two or more cards in Reserve", "If you have less than eight Mana Orbs", "If you have less cards in
   * Reserve than target opponent".
   */
  record Has(PlayerRef player, ImmutableList<Count> counts, Optional<Zone> in, Optional<PlayerRef> than,
      SourceSpan span) implements Condition {}

  /** "If there are two or more exhausted cards in Reserve". */
  record ThereAre(ImmutableList<Count> counts, SourceSpan span) implements Condition {}

  /** "if you have / there are three or more base statistics of 0 among Characters you control". */
  record BaseStatistics(Count count, int value, ObjectRef among, boolean thereAre, SourceSpan span)
      implements Condition {}

  /** "If I have 2 or more boosts", "If I have less than 5 Scrap counters". */
  record HasCounters(ObjectRef subject, Count.Range range, Quantity count, Counter counter, SourceSpan span)
      implements Condition {}

  /**
   * "If its Hand Cost was {3} or more", "If the result is 6+", "If X is higher than the Hand Cost of the target";
   * {@code past}: the value before the event (6.3.l).
   */
  record Compare(Value left, Comparison comparison, Value right, boolean past, SourceSpan span) implements Condition {}

  /** "If you are (not) the first player" (4.2.1.b). */
  record FirstPlayer(PlayerRef player, boolean negated, SourceSpan span) implements Condition {}

  /** "If you discarded a card this way": a step of this effect happened to such an object. */
  record DidThisWay(PlayerRef player, Verb verb, ObjectRef objects, SourceSpan span) implements Condition {
    public enum Verb { DISCARDED, PUT, PLAYED, SACRIFICED, EXHAUSTED, REVEALED, DREW }
  }

  /** "If you play it from your hand". */
  record PlaysFrom(PlayerRef player, ObjectRef object, Zone zone, SourceSpan span) implements Condition {}

  /**
   * When it is: "during your turn", "during the Afternoon", "during the first Day" (4.1); every part given must hold.
   *
   * @param day the ordinal of the Day (1 = the first)
   */
  record During(Optional<PlayerRef> turnOf, Optional<Vocabulary.Phase> phase, Optional<Quantity> day,
      SourceSpan span) implements Condition {}

  /** Several conditions: all must hold ({@code all}) or any. */
  record Several(ImmutableList<Condition> conditions, boolean all, SourceSpan span) implements Condition {}

  /** How many objects: "two or more Permanents", "no Characters", "a token". */
  record Count(Range range, Optional<Quantity> count, ObjectRef objects, SourceSpan span) {
    public enum Range {
      /** "a [[Fleeting]] Character": one or more. */
      SOME,
      AT_LEAST,
      AT_MOST,
      LESS_THAN,
      MORE_THAN,
      /** "only one". */
      EXACTLY,
      NONE,
      /** "less cards ... than": compared with another player. */
      FEWER,
      MORE
    }
  }
}
