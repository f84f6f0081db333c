package dev.altered.rules;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import java.util.List;

/**
 * One atomic action about to happen (6.1.e), as replacing and additive modifiers see it (6.2.f). Kernel actions
 * build these and perform them as one step; a {@link Replacement} may turn one into others.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "action")
@JsonSubTypes({
  @JsonSubTypes.Type(value = Move.class, name = "Move"),
  @JsonSubTypes.Type(value = AtomicAction.GainStatus.class, name = "GainStatus"),
  @JsonSubTypes.Type(value = AtomicAction.LoseStatus.class, name = "LoseStatus"),
  @JsonSubTypes.Type(value = AtomicAction.GainCounters.class, name = "GainCounters"),
  @JsonSubTypes.Type(value = AtomicAction.RemoveCounters.class, name = "RemoveCounters"),
  @JsonSubTypes.Type(value = AtomicAction.Advance.class, name = "Advance"),
  @JsonSubTypes.Type(value = AtomicAction.Ascend.class, name = "Ascend"),
  @JsonSubTypes.Type(value = AtomicAction.Defect.class, name = "Defect"),
  @JsonSubTypes.Type(value = AtomicAction.Resupply.class, name = "Resupply"),
  @JsonSubTypes.Type(value = AtomicAction.Draw.class, name = "Draw"),
  @JsonSubTypes.Type(value = AtomicAction.RollDie.class, name = "RollDie")
})
public sealed interface AtomicAction permits Move, AtomicAction.GainStatus, AtomicAction.LoseStatus,
    AtomicAction.GainCounters, AtomicAction.RemoveCounters, AtomicAction.Advance, AtomicAction.Ascend,
    AtomicAction.Defect, AtomicAction.Resupply,
    AtomicAction.Draw, AtomicAction.RollDie {

  /** The object the action is about, if any (bound as "it" for an effect replacing it). */
  default int objectId() {
    return 0;
  }

  /** 7.3.15. */
  record GainStatus(int objectId, Status status) implements AtomicAction {}

  /** 7.3.19. */
  record LoseStatus(int objectId, Status status) implements AtomicAction {}

  /** 7.3.14, 7.3.16. */
  record GainCounters(int objectId, String counter, int count) implements AtomicAction {}

  /** 2.5.g. */
  record RemoveCounters(int objectId, String counter, int count) implements AtomicAction {}

  /** 7.3.22: an Expedition moves forward; {@code progress} during Dusk's Progress, due to those terrains. */
  /** {@code dueToAscend}: Progress moved it due to a tied terrain (4.2.4.f, 4.2.4.k). */
  record Advance(ExpeditionRef expedition, int regions, boolean progress, List<Terrain> dueTo, boolean dueToAscend)
      implements AtomicAction {
    public Advance {
      dueTo = List.copyOf(dueTo);
    }
  }

  /**
   * 7.3.3: an Expedition gains Ascended. Performed even when it already has it: nothing happens then (2.4.1.f), but
   * it "attempts to Ascend" (7.5.3.a), which a modifier may replace.
   */
  record Ascend(ExpeditionRef expedition) implements AtomicAction {}

  /** 7.3.6.a: an object in an Expedition moves to the Expedition facing it. */
  record Defect(int objectId) implements AtomicAction {}

  /** 7.3.26 (and 7.3.13 when {@code exhausted}). */
  record Resupply(int player, boolean exhausted) implements AtomicAction {}

  /** 7.3.9: one card; {@code daily} for the Draw daily effect (4.2.1.d). */
  record Draw(int player, boolean daily) implements AtomicAction {}

  /** 7.3.28: {@code dice} dice (the player keeps one, 7.3.28.c) plus {@code bonus}. */
  record RollDie(int player, int dice, int bonus) implements AtomicAction {}
}
