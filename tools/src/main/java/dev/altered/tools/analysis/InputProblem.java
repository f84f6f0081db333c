package dev.altered.tools.analysis;

/**
 * Input the service refuses before reading it (too large, not a card file), in plain words: the caller answers with
 * the message, and the server that called keeps running.
 */
public final class InputProblem extends Exception {
  public InputProblem(String message) {
    super(message, null, false, false);
  }
}
