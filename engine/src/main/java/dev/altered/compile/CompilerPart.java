package dev.altered.compile;

import dev.altered.ast.SourceSpan;

/**
 * A section of {@link AbilityCompiler}: holds its compiler (the other parts), the shared {@link Scope} and the
 * {@link Dispatch} tables, passed once at construction, and the errors every section raises.
 */
abstract class CompilerPart {
  /** The compiler this part belongs to: its other parts, for the sections that call one another. */
  final AbilityCompiler compiler;
  /** What the parts of one ability's compile share (registers, antecedents, stacks): see {@link Scope}. */
  final Scope scope;
  /** The dispatch tables every part registers its cases into and applies. */
  final Dispatch cases;

  CompilerPart(AbilityCompiler compiler) {
    this.compiler = compiler;
    this.scope = compiler.scope;
    this.cases = compiler.cases;
  }

  /** Terrain Markers are placed and moved (3.2.1.d, 7.3.20); other things said of them have no instruction yet. */
  static final String TERRAIN_MARKERS = "Terrain Markers (3.2.1.d, 7.3.20) are placed and moved by steps;"
      + " as objects of other steps, triggers or filters they have no instruction yet";

  static CompileException error(SourceSpan span, String message) {
    return new CompileException(span, message);
  }

  CompileException unsupported(SourceSpan span, String what) {
    return error(span, what);
  }
}
