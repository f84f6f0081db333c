package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Terrain;
import java.util.Optional;

/** Events that triggers (6.3) and modifiers (6.2) match. */
public sealed interface Event {
  SourceSpan span();

  /** "When I gain [[Fleeting]]", "When a Character you control gains 1 or more boosts", "my third Trial counter". */
  record Gains(ObjectRef subject, Step.Gainable what, boolean orMore, SourceSpan span) implements Event {}

  /** "When I go to Reserve from anywhere", "When a card goes from your deck or hand to Reserve". */
  record GoesTo(ObjectRef subject, ImmutableList<Zone> from, Zone to, SourceSpan span) implements Event {}

  /** "When I leave the Expedition zone", "When a card leaves your Reserve during the Afternoon" (7.5.10). */
  record Leaves(ObjectRef subject, Place place, Optional<Phase> during, SourceSpan span) implements Event {}

  /** "When a Character joins your Expeditions", "... joins your Expeditions or Landmarks" (7.5.9). */
  record Joins(ObjectRef subject, ImmutableList<Place> anyOf, SourceSpan span) implements Event {}

  /**
   * "When my Expedition moves forward (due to {V})"; {@code dueToAscend}: "due to Ascend", due to a terrain whose
   * statistic is tied with the Expedition facing it (4.2.4.k).
   */
  record Moves(ObjectRef subject, Direction direction, Optional<Terrain> dueTo, boolean dueToAscend,
      Optional<Phase> during, SourceSpan span) implements Event {
    /** A move for any reason or due to a terrain, as the other languages' front-ends read it today. */
    public Moves(ObjectRef subject, Direction direction, Optional<Terrain> dueTo, Optional<Phase> during,
        SourceSpan span) {
      this(subject, direction, dueTo, false, during, span);
    }
  }

  /** "When my Expedition fails to move forward during Dusk" (7.5.7). */
  record FailsToMoveForward(ObjectRef subject, Optional<Phase> during, SourceSpan span) implements Event {}

  /**
   * Something happens to an object (passive voice): "When I'm sacrificed", "When I am played from Hand", "If it would
   * be sent to Reserve", "If a Character you control would be discarded", "When I'm targeted by a Spell".
   *
   * @param from the zone it leaves (played from, discarded from)
   * @param to the zone it goes to (sent to, returned to, put in)
   * @param by what does it ("targeted by Spells your opponents control")
   */
  record Undergoes(ObjectRef subject, ObjectAction action, Optional<Zone> from, Optional<Zone> to,
      Optional<ObjectRef> by, SourceSpan span) implements Event {}

  /** "When target Character loses [[Anchored]]", "When I lose my last boost" (7.3.19). */
  record Loses(ObjectRef subject, Step.Losable what, SourceSpan span) implements Event {}

  /** "When a Character switches Expeditions" (7.3.34: it leaves one Expedition and joins the other, 7.5.9.c). */
  record SwitchesExpeditions(ObjectRef subject, SourceSpan span) implements Event {}

  /** "When I become [[Boosted]]" (7.5.4: it did not have the status before the event and has it after). */
  record Becomes(ObjectRef subject, Status status, SourceSpan span) implements Event {}

  /** "When you play a Character", "When an opponent plays a card from Reserve" (7.5.11). */
  record Plays(PlayerRef player, ObjectRef objects, Optional<Zone> from, SourceSpan span) implements Event {}

  record Exhausts(PlayerRef player, ObjectRef objects, SourceSpan span) implements Event {}

  /** "When you ready a Character" (7.3.25: it loses the status exhausted). */
  record Readies(PlayerRef player, ObjectRef objects, SourceSpan span) implements Event {}

  record Sacrifices(PlayerRef player, ObjectRef objects, SourceSpan span) implements Event {}

  /** "When you discard a card" (7.3.7; the player who does it, 7.5.6). */
  record Discards(PlayerRef player, ObjectRef objects, SourceSpan span) implements Event {}

  record Creates(PlayerRef player, ObjectRef objects, SourceSpan span) implements Event {}

  /** "an opponent ... receives a token": a token comes into the player's control (7.3.5), whoever created it. */
  record Receives(PlayerRef player, ObjectRef objects, SourceSpan span) implements Event {}

  /** "When an opponent draws one or more cards". */
  record Draws(PlayerRef player, Quantity count, boolean orMore, SourceSpan span) implements Event {}

  /** "When you roll one or more dice", "If you would roll a die". */
  record Rolls(PlayerRef player, Quantity dice, boolean orMore, SourceSpan span) implements Event {}

  /** "When you roll a 6", "When you roll a 1-3 this way" ({@code thisWay}: a roll of this same effect). */
  record RollsResult(PlayerRef player, DieRange range, boolean thisWay, SourceSpan span) implements Event {}

  /**
   * An object does a keyword action (7.3.3 "[Ascends]", 7.3.6 "[Defects]"); {@code attempt}: "would attempt to"
   * (7.5.3), {@code again}: it already did.
   */
  record ObjectKeyword(ObjectRef subject, KeywordAction action, boolean attempt, boolean again, SourceSpan span)
      implements Event {}

  /** "When you reveal a card this way". */
  record Reveals(PlayerRef player, ObjectRef objects, SourceSpan span) implements Event {}

  /** "When you pass", "When you pass first" (4.2.3.d): first, no other player had passed this Afternoon. */
  record Passes(PlayerRef player, boolean first, SourceSpan span) implements Event {}

  /** "does [Resupply]", "[Resupplies]". */
  record DoesKeyword(PlayerRef player, KeywordAction action, SourceSpan span) implements Event {}

  /**
   * "When I spend boosts", "When a Character spends a Kelon counter" (7.3.33: counters removed by spending them,
   * not every loss of counters).
   */
  record Spends(ObjectRef subject, Counter counter, SourceSpan span) implements Event {}

  /**
   * "When a Terrain Marker is placed on my region", "When you move a Terrain Marker" (3.2.1.d, 7.3.20);
   * {@code player}: who does it, when said; {@code moved}: moved (7.3.20) rather than placed; {@code region}: where.
   */
  record TerrainMarkerPlaced(Optional<PlayerRef> player, ObjectRef markers, boolean moved, Optional<ObjectRef> region,
      SourceSpan span) implements Event {}

  /** "draws one or more cards or [Resupplies]": any of several events. */
  record AnyOf(ImmutableList<Event> events, SourceSpan span) implements Event {}
}
