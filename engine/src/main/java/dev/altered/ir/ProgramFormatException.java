package dev.altered.ir;

/** A serialized program that cannot be loaded: malformed JSON, another format version, or an invalid program. */
public final class ProgramFormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ProgramFormatException(String message) {
    super(message);
  }

  public ProgramFormatException(String message, Throwable cause) {
    super(message, cause);
  }
}
