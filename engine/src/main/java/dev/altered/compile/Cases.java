package dev.altered.compile;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * A dispatch table from AST node classes to the compiler's case for each: one case per node type and no fallback.
 * A node type without a case is a build error caught by {@code CompilerCoversTheAstTest}, never a silent default.
 *
 * @param <N> the AST interface
 * @param <R> what a case produces
 */
final class Cases<N, R> {
  private final String kind;
  private final Map<Class<?>, Function<N, R>> cases = new LinkedHashMap<>();

  private Cases(String kind) {
    this.kind = kind;
  }

  static <N, R> Cases<N, R> of(Class<N> type) {
    return new Cases<>(type.getSimpleName());
  }

  @SuppressWarnings("unchecked")
  <T extends N> Cases<N, R> on(Class<T> type, Function<? super T, ? extends R> body) {
    if (cases.put(type, n -> body.apply((T) n)) != null) {
      throw new IllegalStateException("two cases for " + type.getName());
    }
    return this;
  }

  R apply(N node) {
    Function<N, R> body = cases.get(node.getClass());
    if (body == null) {
      throw new IllegalStateException("the compiler has no case for " + kind + " " + node.getClass().getName());
    }
    return body.apply(node);
  }

  Set<Class<?>> handled() {
    return Collections.unmodifiableSet(cases.keySet());
  }
}
