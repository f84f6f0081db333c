package dev.altered.ast;

import java.util.Optional;

/**
 * A player (1.2.1, 7.2.3 "you" is the controller, 7.2.4 "they"). {@code of} is the object whose owner or
 * controller is meant, for {@link Kind#OWNER} and {@link Kind#CONTROLLER}.
 */
public record PlayerRef(Kind kind, Optional<ObjectRef> of, SourceSpan span) {
  public enum Kind {
    YOU,
    /** "an opponent" in a trigger: any opponent. */
    AN_OPPONENT,
    TARGET_OPPONENT,
    /** "that opponent": the opponent named earlier in the ability. */
    THAT_OPPONENT,
    /** "your opponent" (two-player wording). */
    YOUR_OPPONENT,
    /** "opponents" / "your opponents": all of them. */
    OPPONENTS,
    EACH_PLAYER,
    /** "Starting with you, each player" (initiative order made explicit). */
    EACH_PLAYER_STARTING_WITH_YOU,
    TARGET_PLAYER,
    /** "they": the player named earlier in the ability (7.2.4). */
    THEY,
    OWNER,
    CONTROLLER
  }

  public static PlayerRef you() {
    return new PlayerRef(Kind.YOU, Optional.empty(), SourceSpan.NONE);
  }
}
