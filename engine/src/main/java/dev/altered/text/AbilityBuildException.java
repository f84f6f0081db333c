package dev.altered.text;

/**
 * Thrown by a language's AST builder when a parse tree is syntactically fine but does not make an ability (e.g. a
 * pronoun with nothing to stand for); {@link GrammarFrontEnd} turns it into a positioned {@link ParseError}.
 */
public final class AbilityBuildException extends RuntimeException {
  private final int offset;

  /**
   * @param offset offset into the normalized ability text ({@link AbilityText#text()}) of what is wrong
   * @param message what was expected and what was found, in plain words
   */
  public AbilityBuildException(int offset, String message) {
    super(message, null, false, false);
    this.offset = offset;
  }

  /** Offset into the normalized ability text. */
  public int offset() {
    return offset;
  }
}
