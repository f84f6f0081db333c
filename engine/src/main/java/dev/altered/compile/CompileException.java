package dev.altered.compile;

import dev.altered.ast.SourceSpan;

/**
 * An ability that parsed but cannot be compiled: what the compiler could not give a meaning to, at the span of the
 * text it came from (offsets into the original text box; tools turn them into line:column).
 */
public final class CompileException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient SourceSpan span;

  public CompileException(SourceSpan span, String message) {
    super(message);
    this.span = span;
  }

  public SourceSpan span() {
    return span;
  }
}
