package dev.altered.rules.decision;

import dev.altered.rules.state.ExpeditionRef;
import java.util.Objects;
import java.util.Optional;

/**
 * A turn effect as declared (5.1.2.c): pass, play a card (into which Expedition, with Scout or not), or play a quick
 * action. {@code label} and {@code cost} describe the option to agents; they are not part of its identity.
 */
public record Declaration(Kind kind, int objectId, Optional<ExpeditionRef> expedition, boolean scout,
    Optional<String> abilityId, String label, int cost) {
  public enum Kind { PASS, PLAY_CARD, QUICK_ACTION }

  public Declaration {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(expedition, "expedition");
    Objects.requireNonNull(abilityId, "abilityId");
    Objects.requireNonNull(label, "label");
  }

  public static Declaration pass() {
    return new Declaration(Kind.PASS, 0, Optional.empty(), false, Optional.empty(), "pass", 0);
  }

  public static Declaration play(int objectId, Optional<ExpeditionRef> expedition) {
    return new Declaration(Kind.PLAY_CARD, objectId, expedition, false, Optional.empty(), "play #" + objectId, 0);
  }

  public static Declaration play(int objectId, ExpeditionRef expedition) {
    return play(objectId, Optional.of(expedition));
  }

  public static Declaration scout(int objectId, ExpeditionRef expedition) {
    return new Declaration(Kind.PLAY_CARD, objectId, Optional.of(expedition), true, Optional.empty(),
        "scout #" + objectId, 0);
  }

  public static Declaration quickAction(int objectId, String abilityId) {
    return new Declaration(Kind.QUICK_ACTION, objectId, Optional.empty(), false, Optional.of(abilityId),
        "quick action " + abilityId + " of #" + objectId, 0);
  }

  /** Same declaration, ignoring the descriptive label and cost. */
  public boolean sameAs(Declaration other) {
    return kind == other.kind && objectId == other.objectId && expedition.equals(other.expedition)
        && scout == other.scout && abilityId.equals(other.abilityId);
  }

  public Declaration describe(String label, int cost) {
    return new Declaration(kind, objectId, expedition, scout, abilityId, label, cost);
  }
}
