package dev.altered.translate;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.SourceSpan;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where two ASTs differ: a walk over the records side by side that stops at the first node where they part. The path
 * names the record components on the way ({@code effect.sentences[0].steps[1]}); the two values are the nodes that
 * differ, with their enclosing nodes, so the checker can say in plain words what differs.
 */
public final class AstDiff {
  private AstDiff() {}

  /**
   * One difference.
   *
   * @param path the components from the root to the differing values
   * @param english the English value (a node, a list, an enum, a number or a string)
   * @param localized the localized value
   * @param trail the English nodes from the root down to the difference (for context: the step, the sentence)
   * @param localizedTrail the localized nodes from the root down to the difference
   */
  public record Difference(String path, Object english, Object localized, ImmutableList<Object> trail,
      ImmutableList<Object> localizedTrail) {
    /** The last component of the path ("count", "steps[1]"), without the index. */
    public String field() {
      int dot = path.lastIndexOf('.');
      String last = dot < 0 ? path : path.substring(dot + 1);
      int bracket = last.indexOf('[');
      return bracket < 0 ? last : last.substring(0, bracket);
    }
  }

  /** The first difference between two values, or empty when they are equal (spans take no part). */
  public static Optional<Difference> first(Object english, Object localized) {
    List<Object> trail = new ArrayList<>();
    List<Object> trail2 = new ArrayList<>();
    return walk("", english, localized, trail, trail2);
  }

  private static Optional<Difference> walk(String path, Object a, Object b, List<Object> trail, List<Object> trail2) {
    if (Objects.equals(a, b)) {
      return Optional.empty();
    }
    if (a == null || b == null || a.getClass() != b.getClass()) {
      return Optional.of(found(path, a, b, trail, trail2));
    }
    if (a instanceof Optional<?> oa && b instanceof Optional<?> ob) {
      if (oa.isPresent() && ob.isPresent()) {
        return walk(path, oa.get(), ob.get(), trail, trail2);
      }
      return Optional.of(found(path, a, b, trail, trail2));
    }
    if (a instanceof List<?> la && b instanceof List<?> lb) {
      if (la.size() != lb.size()) {
        return Optional.of(found(path, a, b, trail, trail2));
      }
      for (int i = 0; i < la.size(); i++) {
        Optional<Difference> d = walk(path + "[" + i + "]", la.get(i), lb.get(i), trail, trail2);
        if (d.isPresent()) {
          return d;
        }
      }
      return Optional.empty();
    }
    if (a.getClass().isRecord()) {
      trail.add(a);
      trail2.add(b);
      try {
        for (RecordComponent c : a.getClass().getRecordComponents()) {
          if (c.getType() == SourceSpan.class) {
            continue;
          }
          Object va = c.getAccessor().invoke(a);
          Object vb = c.getAccessor().invoke(b);
          Optional<Difference> d = walk(path.isEmpty() ? c.getName() : path + "." + c.getName(), va, vb, trail,
              trail2);
          if (d.isPresent()) {
            return d;
          }
        }
      } catch (IllegalAccessException | InvocationTargetException e) {
        throw new IllegalStateException("AST records are readable", e);
      } finally {
        trail.remove(trail.size() - 1);
        trail2.remove(trail2.size() - 1);
      }
      return Optional.empty();
    }
    return Optional.of(found(path, a, b, trail, trail2));
  }

  private static Difference found(String path, Object a, Object b, List<Object> trail, List<Object> trail2) {
    return new Difference(path, a, b, ImmutableList.copyOf(trail), ImmutableList.copyOf(trail2));
  }
}
