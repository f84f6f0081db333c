package dev.altered.rules.decision;

/** An answer that the pending request does not allow; the game state is unchanged when this is thrown. */
public final class IllegalDecisionException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public IllegalDecisionException(String message) {
    super(message);
  }
}
