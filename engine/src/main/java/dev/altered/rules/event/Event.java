package dev.altered.rules.event;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;

/**
 * A change from one game state to the next (1.2.7), as written to the JSON-lines event log and matched by
 * Reaction triggers. Each atomic action of a step is one event (6.1.e); events of one step share a step number.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
  @JsonSubTypes.Type(value = Event.GameStarted.class, name = "GameStarted"), @JsonSubTypes.Type(value = Event.DayStarted.class, name = "DayStarted"),
  @JsonSubTypes.Type(value = Event.PhaseStarted.class, name = "PhaseStarted"), @JsonSubTypes.Type(value = Event.FirstPlayerChanged.class, name = "FirstPlayerChanged"),
  @JsonSubTypes.Type(value = Event.Moved.class, name = "Moved"), @JsonSubTypes.Type(value = Event.TokenCreated.class, name = "TokenCreated"),
  @JsonSubTypes.Type(value = Event.ExpeditionSwitched.class, name = "ExpeditionSwitched"), @JsonSubTypes.Type(value = Event.StatusChanged.class, name = "StatusChanged"),
  @JsonSubTypes.Type(value = Event.CountersChanged.class, name = "CountersChanged"), @JsonSubTypes.Type(value = Event.ExpeditionMoved.class, name = "ExpeditionMoved"),
  @JsonSubTypes.Type(value = Event.ExpeditionStatusChanged.class, name = "ExpeditionStatusChanged"), @JsonSubTypes.Type(value = Event.RegionRevealed.class, name = "RegionRevealed"),
  @JsonSubTypes.Type(value = Event.Shuffled.class, name = "Shuffled"), @JsonSubTypes.Type(value = Event.CostPaid.class, name = "CostPaid"),
  @JsonSubTypes.Type(value = Event.TurnStarted.class, name = "TurnStarted"), @JsonSubTypes.Type(value = Event.Passed.class, name = "Passed"),
  @JsonSubTypes.Type(value = Event.AfterYouDeclared.class, name = "AfterYouDeclared"), @JsonSubTypes.Type(value = Event.CardDeclared.class, name = "CardDeclared"),
  @JsonSubTypes.Type(value = Event.QuickActionPlayed.class, name = "QuickActionPlayed"), @JsonSubTypes.Type(value = Event.ReactionActivated.class, name = "ReactionActivated"),
  @JsonSubTypes.Type(value = Event.ReactionPlayed.class, name = "ReactionPlayed"), @JsonSubTypes.Type(value = Event.OngoingCreated.class, name = "OngoingCreated"),
  @JsonSubTypes.Type(value = Event.EmblemEnded.class, name = "EmblemEnded"), @JsonSubTypes.Type(value = Event.DieRolled.class, name = "DieRolled"),
  @JsonSubTypes.Type(value = Event.ExpeditionStats.class, name = "ExpeditionStats"), @JsonSubTypes.Type(value = Event.TiebreakersStarted.class, name = "TiebreakersStarted"),
  @JsonSubTypes.Type(value = Event.GameEnded.class, name = "GameEnded"), @JsonSubTypes.Type(value = Event.Decided.class, name = "Decided"),
  @JsonSubTypes.Type(value = Event.Revealed.class, name = "Revealed"), @JsonSubTypes.Type(value = Event.Augmented.class, name = "Augmented"),
  @JsonSubTypes.Type(value = Event.FailedToMoveForward.class, name = "FailedToMoveForward"),
  @JsonSubTypes.Type(value = Event.RestDone.class, name = "RestDone"),
  @JsonSubTypes.Type(value = Event.TerrainMarkerPlaced.class, name = "TerrainMarkerPlaced")
})
public sealed interface Event {
  /** The step this event belongs to; atomic actions of one step share it (6.1.f). */
  int step();

  record GameStarted(int step, long seed, int firstPlayer, List<String> heroes) implements Event {}

  record DayStarted(int step, int day) implements Event {}

  record PhaseStarted(int step, int day, Phase phase) implements Event {}

  record FirstPlayerChanged(int step, int player) implements Event {}

  /**
   * An item moved between zones (2.1.d). {@code newId} is the new object, or 0 when a token ceased to exist
   * instead of joining its new zone (2.1.e). {@code played} marks the move by which a card leaves Limbo at the end
   * of its resolution (7.5.11), and {@code playedFrom} where it was played from.
   */
  record Moved(int step, int oldId, int newId, Optional<String> card, int owner, Place from, Place to, Cause cause,
      int actor, boolean played, Optional<ZoneKind> playedFrom, Snapshot before) implements Event {}

  record TokenCreated(int step, int id, String name, Place to, int controller) implements Event {}

  /** 7.3.34 / 7.3.6: an object changed Expedition inside the Expedition zone (it leaves and joins Expeditions). */
  record ExpeditionSwitched(int step, int id, ExpeditionRef from, ExpeditionRef to, boolean defect)
      implements Event {}

  /** {@code changed} is false when an object gained a status it already had (allowed by 2.4.1.g). */
  record StatusChanged(int step, int id, Status status, boolean gained, boolean changed) implements Event {}

  record CountersChanged(int step, int id, String counter, int delta, int total) implements Event {}

  /** 7.3.4.a: an object was augmented, gaining one more of {@code counter} (after its CountersChanged). */
  record Augmented(int step, int id, String counter) implements Event {}

  /** {@code dueToAscend}: one of the terrains it moved due to was tied with the Expedition facing it (4.2.4.k). */
  record ExpeditionMoved(int step, ExpeditionRef expedition, int from, int to, boolean forward, boolean progress,
      List<Terrain> dueTo, boolean dueToAscend) implements Event {}

  record ExpeditionStatusChanged(int step, ExpeditionRef expedition, Status status, boolean gained)
      implements Event {}

  /** 4.2.4.i, 7.5.7: an Expedition that did not move forward during Progress (never during tiebreakers). */
  record FailedToMoveForward(int step, ExpeditionRef expedition) implements Event {}

  /** 4.2.5.b: the Rest daily effect is done; what happens "after Rest" happens now. */
  record RestDone(int step, int day) implements Event {}

  record RegionRevealed(int step, int region, List<Terrain> terrains) implements Event {}

  /** 3.2.1.d, 7.3.20: a Terrain Marker placed on a region; {@code was}: the marker it was before moving, or -1. */
  record TerrainMarkerPlaced(int step, int marker, int was, int region, List<Terrain> terrains) implements Event {}

  record Shuffled(int step, int player, String what) implements Event {}

  record CostPaid(int step, int player, int mana, List<Integer> orbs, String what) implements Event {}

  record TurnStarted(int step, int player) implements Event {}

  record Passed(int step, int player) implements Event {}

  record AfterYouDeclared(int step, int player) implements Event {}

  record CardDeclared(int step, int player, int id, String card, ZoneKind from, Optional<ExpeditionRef> expedition,
      int cost, boolean scout, boolean free) implements Event {}

  record QuickActionPlayed(int step, int player, int source, String ability) implements Event {}

  record ReactionActivated(int step, int emblem, int source, String ability, int controller) implements Event {}

  record ReactionPlayed(int step, int emblem, int controller, String ability) implements Event {}

  record OngoingCreated(int step, int emblem, String ability, int controller, Duration duration) implements Event {}

  record EmblemEnded(int step, int emblem) implements Event {}

  record DieRolled(int step, int player, int value) implements Event {}

  record Revealed(int step, int player, List<Integer> ids, List<String> cards) implements Event {}

  record ExpeditionStats(int step, ExpeditionRef expedition, int region, int forest, int mountain, int water)
      implements Event {}

  record TiebreakersStarted(int step) implements Event {}

  /** {@code winner} is empty for a draw (never produced by the current rules, kept for the log format). */
  record GameEnded(int step, Optional<Integer> winner, String reason) implements Event {}

  record Decided(int step, int player, String kind, String answer) implements Event {}

  /** Convenience for triggers: the Expedition side an object left or joined, if any. */
  static Optional<Side> sideOf(Place place) {
    return place.side();
  }
}
