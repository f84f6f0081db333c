package dev.altered.translate;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Effect;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the checker treats as equal when it compares a translation with the English: wordings a translator may
 * choose freely because the card does the same. These are comparison rules, not parse rules: the ASTs the front-ends
 * give keep the wording's shape (the compiler and printers see it), only the comparison looks through it.
 *
 * <ol>
 *   <li>Sentence breaks between plain steps: "A, then B." and "A. Then B." do the same in the same order (6.5.a).
 *   <li>"up to two targets, Characters or Permanents" is "up to two target Characters or Permanents" (each target is
 *       a Character or a Permanent either way).
 *   <li>"a Character from my Expedition" is "a Character in my Expedition" (an object in play is in one place).
 *   <li>"each of your Expeditions" is "all your Expeditions".
 *   <li>"a target Character or a target Permanent" is "target Character or Permanent" (one object either way), and
 *       "joins your Expeditions or your Landmarks" is "joins your Expeditions or Landmarks".
 * </ol>
 */
final class Equivalence {
  private Equivalence() {}

  /** The form of an AST the checker compares. */
  static Object canonical(Object node) {
    return transform(node);
  }

  private static Object transform(Object node) {
    if (node instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      boolean changed = false;
      for (Object item : list) {
        Object t = transform(item);
        changed |= t != item;
        out.add(t);
      }
      return changed ? ImmutableList.copyOf(out) : node;
    }
    if (node instanceof Optional<?> o) {
      if (o.isEmpty()) {
        return node;
      }
      Object t = transform(o.get());
      return t == o.get() ? node : Optional.of(t);
    }
    if (node == null || !node.getClass().isRecord()) {
      return node;
    }
    return rules(rebuild(node));
  }

  private static Object rules(Object node) {
    if (node instanceof Effect e) {
      List<Sentence> out = new ArrayList<>();
      boolean merged = false;
      for (Sentence s : e.sentences()) {
        if (s instanceof Sentence.Steps st && !out.isEmpty() && out.get(out.size() - 1) instanceof Sentence.Steps prev) {
          out.set(out.size() - 1, new Sentence.Steps(ImmutableList.<Step>builder().addAll(prev.steps())
              .addAll(st.steps()).build(), prev.span()));
          merged = true;
        } else {
          out.add(s);
        }
      }
      return merged ? new Effect(ImmutableList.copyOf(out), e.span()) : e;
    }
    if (node instanceof ObjectRef.Targets t) {
      return new ObjectRef.Phrase(t.quantifier(), ImmutableList.of(), t.nouns(), ImmutableList.of(), t.span());
    }
    if (node instanceof dev.altered.ast.Event.Joins j) {
      Optional<ImmutableList<Place>> merged = onePossessedPlace(j.anyOf());
      if (merged.isPresent()) {
        return new dev.altered.ast.Event.Joins(j.subject(), merged.get(), j.span());
      }
    }
    if (node instanceof ObjectRef.Several sv && sv.any()) {
      Optional<ObjectRef> merged = oneNounGroup(sv);
      if (merged.isPresent()) {
        return merged.get();
      }
    }
    if (node instanceof Filter.From f && f.place() instanceof dev.altered.ast.Place.InObject) {
      return new Filter.In(ImmutableList.of(f.place()), false, f.span());
    }
    if (node instanceof ObjectRef.OfPossessed p && p.which() == Quantifier.Kind.EACH) {
      return new ObjectRef.OfPossessed(Quantifier.Kind.ALL, p.owner(), p.adjectives(), p.nouns(), p.filters(),
          p.span());
    }
    return node;
  }

  /**
   * "a target Character or a target Permanent" is "target Character or Permanent": one object chosen the same way,
   * whose noun is one of several (Italian and Spanish repeat the determiner before each noun).
   */
  private static Optional<ObjectRef> oneNounGroup(ObjectRef.Several sv) {
    if (sv.items().size() < 2 || !(sv.items().get(0) instanceof ObjectRef.Phrase first)) {
      return Optional.empty();
    }
    List<ObjectRef.Noun> nouns = new ArrayList<>();
    for (ObjectRef item : sv.items()) {
      if (!(item instanceof ObjectRef.Phrase p) || !p.filters().isEmpty() || !p.quantifier().equals(first.quantifier())
          || !p.adjectives().equals(first.adjectives()) || p.nouns().plural() != first.nouns().plural()) {
        return Optional.empty();
      }
      nouns.addAll(p.nouns().nouns());
    }
    return Optional.of(new ObjectRef.Phrase(first.quantifier(), first.adjectives(), new ObjectRef.NounGroup(
        ImmutableList.copyOf(nouns), first.nouns().plural(), first.nouns().span()), ImmutableList.of(), sv.span()));
  }

  /** "your Expeditions or your Landmarks" is "your Expeditions or Landmarks": one owner, several nouns. */
  private static Optional<ImmutableList<Place>> onePossessedPlace(List<Place> places) {
    if (places.size() < 2 || !(places.get(0) instanceof Place.InObject io0)
        || !(io0.object() instanceof ObjectRef.Possessed first)) {
      return Optional.empty();
    }
    List<ObjectRef.Noun> nouns = new ArrayList<>();
    for (Place place : places) {
      if (!(place instanceof Place.InObject io) || !(io.object() instanceof ObjectRef.Possessed p)
          || !p.owner().equals(first.owner()) || !p.adjectives().equals(first.adjectives())
          || !p.filters().isEmpty() || !first.filters().isEmpty() || p.nouns().plural() != first.nouns().plural()) {
        return Optional.empty();
      }
      nouns.addAll(p.nouns().nouns());
    }
    return Optional.of(ImmutableList.of(new Place.InObject(new ObjectRef.Possessed(first.owner(), first.adjectives(),
        new ObjectRef.NounGroup(ImmutableList.copyOf(nouns), first.nouns().plural(), first.nouns().span()),
        ImmutableList.of(), first.span()), io0.span())));
  }

  private static final Map<Class<?>, RecordComponent[]> COMPONENTS = new ConcurrentHashMap<>();
  private static final Map<Class<?>, Constructor<?>> CONSTRUCTORS = new ConcurrentHashMap<>();

  private static Object rebuild(Object record) {
    Class<?> type = record.getClass();
    RecordComponent[] components = COMPONENTS.computeIfAbsent(type, Class::getRecordComponents);
    Object[] values = new Object[components.length];
    boolean changed = false;
    try {
      for (int i = 0; i < components.length; i++) {
        Object v = components[i].getAccessor().invoke(record);
        Object t = v instanceof SourceSpan ? v : transform(v);
        values[i] = t;
        changed |= t != v;
      }
      if (!changed) {
        return record;
      }
      Constructor<?> constructor = CONSTRUCTORS.computeIfAbsent(type, t -> {
        Class<?>[] params = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
          params[i] = components[i].getType();
        }
        try {
          return t.getDeclaredConstructor(params);
        } catch (NoSuchMethodException e) {
          throw new IllegalStateException("no canonical constructor: " + t, e);
        }
      });
      return constructor.newInstance(values);
    } catch (IllegalAccessException | InvocationTargetException | InstantiationException e) {
      throw new IllegalStateException("AST records are public and canonical: " + type, e);
    }
  }
}
