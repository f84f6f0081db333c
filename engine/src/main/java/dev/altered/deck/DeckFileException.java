package dev.altered.deck;

/** A deck file that cannot be read; the message is {@code file:line:column: what was expected}. */
public final class DeckFileException extends Exception {
  private static final long serialVersionUID = 1L;

  public DeckFileException(String message) {
    super(message);
  }
}
