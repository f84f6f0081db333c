package dev.altered.compile;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.SourceSpan;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The walk of {@link Census}: visits every parameter of an ability's AST, builds the ability with that one parameter
 * changed (records are rebuilt along the path, as a zipper does), and asks whether the programs stayed the same.
 * A node all of whose parameters are unused is reported once, as the node.
 */
final class CensusWalker {
  /** A part not used: its type or the component holding it, the plain value if any, the text it covers. */
  record Unused(String node, Optional<String> value, SourceSpan span) {}

  /**
   * What a walk of a subtree found: how many parameters it tested, which were unused, and whether some part could not
   * be tested ({@code opaque}: a node such as {@code ObjectRef.Self}, with nothing to change and nothing to swap it
   * for); a subtree with an opaque part is never reported whole.
   */
  private record Outcome(int tests, List<Unused> unused, boolean opaque) {
    static final Outcome NONE = new Outcome(0, List.of(), false);
    static final Outcome OPAQUE = new Outcome(0, List.of(), true);

    Outcome(int tests, List<Unused> unused) {
      this(tests, unused, false);
    }

    Outcome plus(Outcome o) {
      if (o.tests == 0 && !o.opaque) {
        return this;
      }
      List<Unused> all = new ArrayList<>(unused);
      all.addAll(o.unused);
      return new Outcome(tests + o.tests, all, opaque || o.opaque);
    }
  }

  /** Where a plain value sits: the record and component holding it, and the nearest span. */
  private record Site(String holder, SourceSpan span) {}

  private static final String AST = "dev.altered.ast.";

  /**
   * Components that record how a thing was written, not a parameter of what it does; the census does not test them.
   * Each with its reason, since leaving a component out here hides it from the census.
   */
  private static final java.util.Set<String> WORDING = java.util.Set.of(
      // Grammatical number: how many is the quantifier's ("a", "all", "up to two"), not the noun's ending.
      "ObjectRef.NounGroup.plural",
      // The form of a pronoun ("them", "them all", "the target"): what it stands for is its antecedent.
      "ObjectRef.Pronoun.plural", "ObjectRef.Pronoun.theTarget", "ObjectRef.Pronoun.all",
      // "exhaust me ({T})": the symbol printed as a reminder of the step the text already says (7.1.4.a).
      "Step.Exhaust.symbol",
      // "{4}" or "4": how a number was printed; its value is the Quantity.
      "Value.Number.mana",
      // {I} (2.2.12.e): the box it is printed in says it, and the compiler reads the box (Compiler.Context.support).
      "Ability.Reaction.supportMark", "Ability.Passive.supportMark", "Ability.SpellEffect.supportMark",
      // "4+" is 4..6: the high end is derived from the low end and "+" (DieRange.from).
      "DieRange.high");
  private static final Map<Class<?>, Constructor<?>> CONSTRUCTORS = new ConcurrentHashMap<>();

  /** Given the ability with one part changed, whether its box compiles to the same programs. */
  private final Predicate<Object> same;

  CensusWalker(Predicate<Object> same) {
    this.same = same;
  }

  List<Unused> walkRoot(Object ability) {
    return walk(ability, UnaryOperator.identity(), new Site(name(ability.getClass()), SourceSpan.NONE)).unused;
  }

  /** {@code plug} puts a replacement of {@code value} back into the whole ability. */
  private Outcome walk(Object value, UnaryOperator<Object> plug, Site site) {
    if (value instanceof SourceSpan) {
      return Outcome.NONE; // metadata, not meaning
    }
    if (value instanceof Enum<?> e) {
      // At most four other values, spread over the enum: a used value almost always differs from the next one
      // tried, and an unused one costs a compile per value (this keeps the census of cards/ within the build's time).
      Object[] all = e.getDeclaringClass().getEnumConstants();
      List<Object> others = new ArrayList<>();
      int step = Math.max(1, (all.length - 1) / 4);
      for (int k = 1; k < all.length && others.size() < 4; k += step) {
        others.add(all[(e.ordinal() + k) % all.length]);
      }
      return test(others, plug, site, e.name());
    }
    if (value instanceof Boolean b) {
      return test(List.of(!b), plug, site, b.toString());
    }
    if (value instanceof Integer n) {
      return test(List.of(n + 1, n - 1), plug, site, n.toString());
    }
    if (value instanceof String s) {
      return test(List.of(s + "CENSUS"), plug, site, s);
    }
    if (value instanceof Optional<?> o) {
      if (o.isEmpty()) {
        return Outcome.NONE;
      }
      Outcome inner = walk(o.get(), v -> v == null ? null : plug.apply(Optional.of(v)), site);
      return inner.tests > 0 ? inner : removal(o.get(), plug.apply(Optional.empty()), site);
    }
    if (value instanceof List<?> list) {
      Outcome out = Outcome.NONE;
      for (int i = 0; i < list.size(); i++) {
        int at = i;
        Outcome inner = walk(list.get(i), v -> plug.apply(with(list, at, v)), site);
        out = out.plus(inner.tests > 0 ? inner : removal(list.get(i), plug.apply(without(list, at)), site));
      }
      return out;
    }
    if (value instanceof Record r && r.getClass().getName().startsWith(AST)) {
      return record(r, plug, site);
    }
    return Outcome.NONE; // not a part of the AST's meaning (no such values today)
  }

  private Outcome record(Record r, UnaryOperator<Object> plug, Site outer) {
    RecordComponent[] components = r.getClass().getRecordComponents();
    Object[] values = new Object[components.length];
    SourceSpan span = outer.span();
    for (int i = 0; i < components.length; i++) {
      values[i] = get(components[i], r);
      if (values[i] instanceof SourceSpan s && s.isKnown()) {
        span = s;
      }
    }
    Outcome out = Outcome.NONE;
    for (int i = 0; i < components.length; i++) {
      int at = i;
      Site site = new Site(name(r.getClass()) + "." + components[i].getName(), span);
      if (WORDING.contains(site.holder()) || Boolean.FALSE.equals(values[i])) {
        continue; // not a parameter, or a word the text did not print (a false flag: "again", "or more" absent)
      }
      out = out.plus(walk(values[i], v -> {
        Object[] changed = values.clone();
        changed[at] = v;
        return plug.apply(build(r.getClass(), changed));
      }, site));
    }
    if (out.tests == 0 && !out.opaque) {
      return substitution(r, plug, span);
    }
    if (out.unused.size() == out.tests && !out.opaque) {
      return new Outcome(out.tests, List.of(new Unused(name(r.getClass()), Optional.empty(), span)));
    }
    return out;
  }

  /**
   * A node with no parameters of its own ({@code PlayCost.Free}) in a place that must hold one: replaced by each
   * other node of its sealed interface that has none either.
   */
  private Outcome substitution(Record r, UnaryOperator<Object> plug, SourceSpan span) {
    List<Object> others = new ArrayList<>();
    for (Class<?> i : r.getClass().getInterfaces()) {
      if (i.isSealed()) {
        for (Class<?> sibling : i.getPermittedSubclasses()) {
          RecordComponent[] cs = sibling.getRecordComponents();
          if (sibling != r.getClass() && cs != null && cs.length == 1 && cs[0].getType() == SourceSpan.class) {
            others.add(build(sibling, new Object[] {span}));
          }
        }
      }
    }
    if (others.isEmpty()) {
      return Outcome.OPAQUE;
    }
    int tried = 0;
    for (Object o : others) {
      Object ability = o == null ? null : plug.apply(o);
      if (ability == null) {
        continue;
      }
      tried++;
      if (!same.test(ability)) {
        return new Outcome(1, List.of());
      }
    }
    return tried == 0 ? Outcome.OPAQUE : new Outcome(1, List.of(new Unused(name(r.getClass()), Optional.empty(), span)));
  }

  /** A part tested by leaving it out of its list or option. */
  private Outcome removal(Object part, Object ability, Site site) {
    if (ability == null) {
      return Outcome.NONE;
    }
    if (!same.test(ability)) {
      return new Outcome(1, List.of());
    }
    return new Outcome(1, List.of(part instanceof Record r && r.getClass().getName().startsWith(AST)
        ? new Unused(name(r.getClass()), Optional.empty(), spanOf(r, site.span()))
        : new Unused(site.holder(), Optional.of(String.valueOf(part)), site.span())));
  }

  /** A plain value: used when any other value changes the programs. */
  private Outcome test(List<Object> others, UnaryOperator<Object> plug, Site site, String value) {
    int tried = 0;
    for (Object other : others) {
      Object ability = plug.apply(other);
      if (ability == null) {
        continue; // the changed record cannot exist (a constructor refused it): not a test
      }
      tried++;
      if (!same.test(ability)) {
        return new Outcome(1, List.of());
      }
    }
    return tried == 0 ? Outcome.NONE : new Outcome(1, List.of(new Unused(site.holder(), Optional.of(value),
        site.span())));
  }

  private static Object get(RecordComponent c, Record r) {
    try {
      return c.getAccessor().invoke(r);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot read " + c, e);
    }
  }

  /** The record rebuilt with its components; null when any is null (a plug above failed) or it refuses them. */
  private static Object build(Class<?> type, Object[] values) {
    for (Object v : values) {
      if (v == null) {
        return null;
      }
    }
    Constructor<?> constructor = CONSTRUCTORS.computeIfAbsent(type, t -> {
      RecordComponent[] cs = t.getRecordComponents();
      Class<?>[] types = new Class<?>[cs.length];
      for (int i = 0; i < cs.length; i++) {
        types[i] = cs[i].getType();
      }
      try {
        return t.getDeclaredConstructor(types);
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException("no canonical constructor for " + t, e);
      }
    });
    try {
      return constructor.newInstance(values);
    } catch (ReflectiveOperationException | IllegalArgumentException e) {
      return null;
    }
  }

  private static Object with(List<?> list, int at, Object v) {
    if (v == null) {
      return null;
    }
    List<Object> copy = new ArrayList<>(list);
    copy.set(at, v);
    return ImmutableList.copyOf(copy);
  }

  private static Object without(List<?> list, int at) {
    List<Object> copy = new ArrayList<>(list);
    copy.remove(at);
    return ImmutableList.copyOf(copy);
  }

  private static SourceSpan spanOf(Record r, SourceSpan otherwise) {
    for (RecordComponent c : r.getClass().getRecordComponents()) {
      if (c.getType() == SourceSpan.class && get(c, r) instanceof SourceSpan s && s.isKnown()) {
        return s;
      }
    }
    return otherwise;
  }

  /** {@code Filter.PlayedFrom}: the type's name within the AST package. */
  static String name(Class<?> type) {
    return type.getName().substring(type.getPackageName().length() + 1).replace('$', '.');
  }
}
