package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Vocabulary.ZoneKind;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One canonical AST for wordings that mean the same thing: every front-end (English included) normalizes what it
 * reads, so that a translation and its original, or two English wordings of one rule, give equal ASTs (2.2.12: an
 * ability is what it does, not how it is phrased). Each rule below removes a distinction that has no effect in the
 * rules; the printers print the canonical form, and re-reading it gives it back ({@code normalize} is idempotent).
 *
 * <ol>
 *   <li>"If C, A, otherwise B." is "If C, A. Otherwise, B." ({@link Sentence.Otherwise}, 6.5.e).
 *   <li>"each Character" is "all Characters" for an object phrase (the step applies to every one of them).
 *   <li>"Up to one target Character gains X" is "You may have target Character gain X" (choosing no target and not
 *       doing it come to the same, 6.5.c).
 *   <li>Filters of an object phrase are a conjunction: their order does not matter and is made canonical; "from
 *       your Reserve" and "in your Reserve" name the same cards (a phrase's zone filter is {@link Filter.In}); a card
 *       is in one zone at a time, so "in play and in Reserve" is "in play or in Reserve"; "your Reserve or Landmarks"
 *       is your Landmarks too.
 *   <li>Costs of a quick action are paid in one step (6.4.a): their order does not matter.
 *   <li>"joins the discard pile" (a zone that is not in play) is "goes to the discard pile".
 *   <li>"distribute among any Characters" is "among Characters"; "Choose X from these cards" chooses among them.
 *   <li>"you may discard me instead to draw" and "you may discard me to draw instead" replace the event alike.
 *   <li>"You may target another Character, it loses X and gains Y" is "You may have another target Character lose
 *       X and gain Y" (the steps on "it" happen only when there is a target either way, 6.5.c). For a player, whom
 *       English cannot "have" do a step, the other way: "You may have target opponent draw a card" is "You may
 *       target an opponent, they draw a card".
 *   <li>"Sacrifice a Character from my Expedition" names the Characters in my Expedition (as "from your Reserve").
 *   <li>"up to two targets, Characters or Permanents" is "up to two target Characters or Permanents" (each target is
 *       one or the other either way).
 *   <li>"If all of your Expeditions are behind" is "If each of your Expeditions is behind": a condition on every one.
 *   <li>"Play cards from your Reserve in my Expedition": "in" an object after the cards to play is where they are
 *       played, not a filter (a card to play is never in an Expedition, 5.2), and the zone they are in is where
 *       they are played from.
 * </ol>
 */
public final class Normalizer {
  private Normalizer() {}

  /** The canonical form of an ability. */
  public static Ability normalize(Ability ability) {
    return (Ability) transform(ability);
  }

  // ===================================================================================================================
  // The walk: children first, then the rules of the node; unchanged subtrees are kept as they are.
  // ===================================================================================================================

  private static Object transform(Object node) {
    if (node == null) {
      return node;
    }
    // One class look-up tells lists, optionals, records and leaves apart (an interface test such as "instanceof List"
    // on every record costs more: the walk visits every node of every ability read).
    Shape shape = SHAPES.get(node.getClass());
    switch (shape.form()) {
      case RECORD:
        Object rebuilt = rebuildChildren(node, shape);
        return shape.ruled() ? rules(rebuilt) : rebuilt;
      case LIST: {
        List<?> list = (List<?>) node;
        List<Object> out = null;
        for (int i = 0, n = list.size(); i < n; i++) {
          Object item = list.get(i);
          Object t = transform(item);
          if (t != item && out == null) {
            out = new ArrayList<>(list.subList(0, i));
          }
          if (out != null) {
            out.add(t);
          }
        }
        return out == null ? node : ImmutableList.copyOf(out);
      }
      case OPTIONAL: {
        Optional<?> o = (Optional<?>) node;
        if (o.isEmpty()) {
          return node;
        }
        Object t = transform(o.get());
        return t == o.get() ? node : Optional.of(t);
      }
      default:
        return node;
    }
  }

  /**
   * A record type's accessors and canonical constructor, looked up once per type: every ability read goes through
   * this walk. {@code walked} are the components that can hold AST nodes, read through {@code getters} (direct calls,
   * not reflection: the walk visits every node of every ability read); the others (numbers, words, enums, spans) are
   * read only to rebuild a node whose children changed. {@code ruled}: a rule of {@link #rules} applies to the type.
   */
  private record Shape(int form, RecordComponent[] components, Method[] accessors, Constructor<?> constructor,
      int[] walked, Function<Object, Object>[] getters, boolean ruled) {}

  /** {@link Shape#form}: an AST record, a list, an optional, or anything else (a leaf). */
  private static final int RECORD = 0;
  private static final int LIST = 1;
  private static final int OPTIONAL = 2;
  private static final int LEAF = 3;

  private static final Shape NOT_A_RECORD =
      new Shape(LEAF, new RecordComponent[0], new Method[0], null, new int[0], null, false);
  private static final Shape A_LIST =
      new Shape(LIST, new RecordComponent[0], new Method[0], null, new int[0], null, false);
  private static final Shape AN_OPTIONAL =
      new Shape(OPTIONAL, new RecordComponent[0], new Method[0], null, new int[0], null, false);

  /** The shape of each AST record type; {@link #NOT_A_RECORD} for a type that is not a record. */
  private static final ClassValue<Shape> SHAPES = new ClassValue<>() {
    @Override
    protected Shape computeValue(Class<?> type) {
      if (List.class.isAssignableFrom(type)) {
        return A_LIST;
      }
      if (type == Optional.class) {
        return AN_OPTIONAL;
      }
      if (!type.isRecord()) {
        return NOT_A_RECORD;
      }
      RecordComponent[] components = type.getRecordComponents();
      Method[] accessors = new Method[components.length];
      Class<?>[] params = new Class<?>[components.length];
      List<Integer> walked = new ArrayList<>();
      for (int i = 0; i < components.length; i++) {
        accessors[i] = components[i].getAccessor();
        accessors[i].setAccessible(true);
        params[i] = components[i].getType();
        if (!isLeaf(components[i].getGenericType()) && Changeable.TYPES.canChange(components[i].getGenericType())) {
          walked.add(i);
        }
      }
      if (walked.isEmpty() && !Changeable.TYPES.isRuleType(type)) {
        // Nothing below it can change and no rule applies to it: the walk does not enter it.
        return NOT_A_RECORD;
      }
      @SuppressWarnings("unchecked")
      Function<Object, Object>[] getters = new Function[walked.size()];
      int[] indexes = new int[walked.size()];
      for (int k = 0; k < indexes.length; k++) {
        indexes[k] = walked.get(k);
        getters[k] = getter(type, accessors[indexes[k]]);
      }
      try {
        Constructor<?> constructor = type.getDeclaredConstructor(params);
        constructor.setAccessible(true);
        return new Shape(RECORD, components, accessors, constructor, indexes, getters,
            Changeable.TYPES.isRuleType(type));
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException("no canonical constructor: " + type, e);
      }
    }
  };

  /**
   * The AST types the walk can change: the types a rule applies to ({@link #RULE_TYPES}) and every type whose
   * components can hold one of them, worked out once from the sealed hierarchies under {@link Ability}. The walk
   * skips every other subtree (quantities, players, zones, nouns...): no rule can change anything in it.
   */
  private static final class Changeable {
    static final Changeable TYPES = new Changeable();

    /** Record types and sealed interfaces reachable from {@link Ability}, each with the types its components hold. */
    private final java.util.Map<Class<?>, java.util.Set<Class<?>>> holds = new java.util.HashMap<>();
    private final java.util.Set<Class<?>> changeable = new java.util.HashSet<>();
    /** Component types that are not AST types (Object, an open interface): assumed changeable. */
    private boolean open;

    private Changeable() {
      visit(Ability.class);
      for (Class<?> type : holds.keySet()) {
        if (isRuleType(type)) {
          changeable.add(type);
        }
      }
      // A type can change when something it holds can (a fixpoint over the finite graph).
      boolean grew = true;
      while (grew) {
        grew = false;
        for (java.util.Map.Entry<Class<?>, java.util.Set<Class<?>>> e : holds.entrySet()) {
          if (!changeable.contains(e.getKey()) && e.getValue().stream().anyMatch(changeable::contains)) {
            changeable.add(e.getKey());
            grew = true;
          }
        }
      }
    }

    private void visit(Class<?> type) {
      if (holds.containsKey(type)) {
        return;
      }
      java.util.Set<Class<?>> held = new java.util.HashSet<>();
      holds.put(type, held);
      if (type.isSealed()) {
        for (Class<?> sub : type.getPermittedSubclasses()) {
          held.add(sub);
          visit(sub);
        }
      } else if (type.isRecord()) {
        for (RecordComponent c : type.getRecordComponents()) {
          if (!isLeaf(c.getGenericType())) {
            for (Class<?> t : astTypes(c.getGenericType())) {
              held.add(t);
              visit(t);
            }
          }
        }
      } else if (!type.isEnum()) {
        open = true;
      }
    }

    /** The AST types a component type names: itself, or the element type of a list or an optional. */
    private static List<Class<?>> astTypes(Type type) {
      if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw
          && (List.class.isAssignableFrom(raw) || raw == Optional.class)) {
        List<Class<?>> out = new ArrayList<>();
        for (Type arg : p.getActualTypeArguments()) {
          out.addAll(astTypes(arg));
        }
        return out;
      }
      return type instanceof Class<?> c ? List.of(c) : List.of(Object.class);
    }

    boolean isRuleType(Class<?> type) {
      for (Class<?> rule : RULE_TYPES) {
        if (rule.isAssignableFrom(type)) {
          return true;
        }
      }
      return false;
    }

    /** Whether a value of this component type can be changed by the walk. */
    boolean canChange(Type type) {
      if (open) {
        return true;
      }
      for (Class<?> t : astTypes(type)) {
        if (!holds.containsKey(t) || changeable.contains(t)) {
          return true;
        }
      }
      return false;
    }
  }

  /** Whether a component of this type never holds an AST node: a number, a word, an enum, a span, or lists of them. */
  private static boolean isLeaf(Type type) {
    if (type instanceof Class<?> c) {
      return c.isPrimitive() || c.isEnum() || c == String.class || c == SourceSpan.class || c == Integer.class
          || c == Boolean.class;
    }
    if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw
        && (List.class.isAssignableFrom(raw) || raw == Optional.class)) {
      Type[] args = p.getActualTypeArguments();
      return args.length == 1 && isLeaf(args[0]);
    }
    return false;
  }

  /**
   * A record accessor as a plain function (a generated class calling the accessor; reflection costs several times
   * more per call), or through reflection for a record this class cannot link to directly.
   */
  private static Function<Object, Object> getter(Class<?> type, Method accessor) {
    try {
      MethodHandles.Lookup lookup = MethodHandles.lookup();
      MethodHandle target = lookup.unreflect(accessor);
      @SuppressWarnings("unchecked")
      Function<Object, Object> f = (Function<Object, Object>) LambdaMetafactory.metafactory(lookup, "apply",
          MethodType.methodType(Function.class), MethodType.methodType(Object.class, Object.class), target,
          MethodType.methodType(accessor.getReturnType(), type)).getTarget().invoke();
      return f;
    } catch (Throwable notLinkable) {
      return record -> {
        try {
          return accessor.invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
          throw new IllegalStateException("AST records are public: " + type, e);
        }
      };
    }
  }

  private static Object rebuildChildren(Object record, Shape shape) {
    int[] walked = shape.walked();
    Function<Object, Object>[] getters = shape.getters();
    Object[] values = null;
    for (int k = 0; k < walked.length; k++) {
      Object v = getters[k].apply(record);
      Object t = transform(v);
      if (t != v) {
        if (values == null) {
          values = values(record, shape);
        }
        values[walked[k]] = t;
      }
    }
    if (values == null) {
      return record;
    }
    try {
      return shape.constructor().newInstance(values);
    } catch (IllegalAccessException | InvocationTargetException | InstantiationException e) {
      throw new IllegalStateException("AST records are public and canonical: " + record.getClass(), e);
    }
  }

  /** Every component value of a record, in order. */
  private static Object[] values(Object record, Shape shape) {
    Method[] accessors = shape.accessors();
    Object[] values = new Object[accessors.length];
    try {
      for (int i = 0; i < accessors.length; i++) {
        values[i] = accessors[i].invoke(record);
      }
      return values;
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("AST records are public: " + record.getClass(), e);
    }
  }

  // ===================================================================================================================
  // The rules
  // ===================================================================================================================

  /**
   * The types {@link #rules} applies a rule to (an instance of one of them, or of a sub-type): the walk enters only
   * what can hold one of them. A new rule adds its type here.
   */
  private static final List<Class<?>> RULE_TYPES = List.of(Effect.class, ObjectRef.Phrase.class,
      ObjectRef.Targets.class, ObjectRef.Possessed.class, ObjectRef.OfPossessed.class, Filter.In.class,
      Ability.QuickAction.class, Sentence.Mode.class, Event.Joins.class, Step.class, Statement.MayPlay.class,
      Sentence.Steps.class, Condition.InPosition.class, Statement.Replacement.class);

  private static Object rules(Object node) {
    if (node instanceof Effect e) {
      return splitOtherwise(e);
    }
    if (node instanceof ObjectRef.Phrase p) {
      return phrase(p);
    }
    if (node instanceof ObjectRef.Targets t) {
      return new ObjectRef.Phrase(t.quantifier(), ImmutableList.of(), t.nouns(), ImmutableList.of(), t.span());
    }
    if (node instanceof ObjectRef.Possessed p) {
      ImmutableList<Filter> filters = filters(p.filters());
      return filters == p.filters() ? p
          : new ObjectRef.Possessed(p.owner(), p.adjectives(), p.nouns(), filters, p.span());
    }
    if (node instanceof ObjectRef.OfPossessed p) {
      ImmutableList<Filter> filters = filters(p.filters());
      return filters == p.filters() ? p
          : new ObjectRef.OfPossessed(p.which(), p.owner(), p.adjectives(), p.nouns(), filters, p.span());
    }
    if (node instanceof Filter.In in) {
      return in(in);
    }
    if (node instanceof Ability.QuickAction q) {
      ImmutableList<Cost> costs = costs(q.cost());
      return sameOrder(costs, q.cost()) ? q
          : new Ability.QuickAction(costs, q.effect(), q.span());
    }
    if (node instanceof Sentence.Mode m) {
      ImmutableList<Cost> costs = costs(m.cost());
      return sameOrder(costs, m.cost()) ? m : new Sentence.Mode(costs, m.effect(), m.span());
    }
    if (node instanceof Event.Joins j && j.anyOf().size() == 1 && j.anyOf().get(0) instanceof Place.InZone z
        && !inPlay(z.zone().kind())) {
      return new Event.GoesTo(j.subject(), ImmutableList.of(), z.zone(), j.span());
    }
    if (node instanceof Step.Play p) {
      Optional<Placed> placed = playedIn(p.objects(), p.from(), p.in());
      if (placed.isPresent()) {
        node = new Step.Play(p.actor(), placed.get().objects(), placed.get().from(), placed.get().in(), p.cost(),
            p.immediately(), p.span());
      }
    }
    if (node instanceof Statement.MayPlay p) {
      Optional<Placed> placed = playedIn(p.objects(), p.from(), p.in());
      if (placed.isPresent()) {
        return new Statement.MayPlay(p.player(), placed.get().objects(), placed.get().from(), placed.get().in(),
            p.cost(), p.span());
      }
    }
    if (node instanceof Step step) {
      return step(step);
    }
    if (node instanceof Sentence.Steps st) {
      return targetThenSteps(st);
    }
    if (node instanceof Condition.InPosition c && c.subject() instanceof ObjectRef.OfPossessed o
        && o.which() == Quantifier.Kind.ALL) {
      return new Condition.InPosition(new ObjectRef.OfPossessed(Quantifier.Kind.EACH, o.owner(), o.adjectives(),
          o.nouns(), o.filters(), o.span()), c.anyOf(), c.span());
    }
    if (node instanceof Statement.Replacement r && r.kind() == Statement.Replacement.Kind.INSTEAD_INSIDE) {
      return replacement(r);
    }
    return node;
  }

  private record Placed(ObjectRef objects, Optional<Zone> from, Optional<ObjectRef> in) {}

  /**
   * "Play exhausted Characters from your Reserve in my Expedition": a card to play is in a hand or a Reserve, never in
   * an Expedition (5.2), so "in" an object among the filters of cards played is where they are played; and the zone
   * they are in is the zone they are played from.
   */
  private static Optional<Placed> playedIn(ObjectRef objects, Optional<Zone> from, Optional<ObjectRef> in) {
    if (!(objects instanceof ObjectRef.Phrase p)) {
      return Optional.empty();
    }
    List<Filter> rest = new ArrayList<>(p.filters());
    boolean changed = false;
    for (int i = 0; i < rest.size(); i++) {
      if (rest.get(i) instanceof Filter.In f && f.places().size() == 1) {
        if (in.isEmpty() && f.places().get(0) instanceof Place.InObject o) {
          in = Optional.of(o.object());
        } else if (from.isEmpty() && f.places().get(0) instanceof Place.InZone z) {
          from = Optional.of(z.zone());
        } else {
          continue;
        }
        rest.remove(i--);
        changed = true;
      }
    }
    return changed ? Optional.of(new Placed(new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
        ImmutableList.copyOf(rest), p.span()), from, in)) : Optional.empty();
  }

  /** "If C, A, otherwise B." -> "If C, A. Otherwise, B." */
  private static Effect splitOtherwise(Effect e) {
    boolean any = false;
    for (Sentence s : e.sentences()) {
      any |= s instanceof Sentence.If i && i.otherwise().isPresent();
    }
    if (!any) {
      return e;
    }
    List<Sentence> out = new ArrayList<>();
    for (Sentence s : e.sentences()) {
      if (s instanceof Sentence.If i && i.otherwise().isPresent()) {
        out.add(new Sentence.If(i.condition(), i.then(), Optional.empty(), i.span()));
        out.add(new Sentence.Otherwise(i.otherwise().get(), i.span()));
      } else {
        out.add(s);
      }
    }
    return new Effect(ImmutableList.copyOf(out), e.span());
  }

  private static ObjectRef.Phrase phrase(ObjectRef.Phrase p) {
    Quantifier q = p.quantifier();
    ObjectRef.NounGroup nouns = p.nouns();
    if (q.kind() == Quantifier.Kind.EACH) {
      q = new Quantifier(Quantifier.Kind.ALL, q.count(), q.target(), q.span());
      nouns = new ObjectRef.NounGroup(nouns.nouns(), true, nouns.span());
    }
    ImmutableList<Filter> filters = filters(p.filters());
    if (q == p.quantifier() && nouns == p.nouns() && filters == p.filters()) {
      return p;
    }
    return new ObjectRef.Phrase(q, p.adjectives(), nouns, filters, p.span());
  }

  /** The canonical order of filters: who controls or plays them, where they are, what they have. */
  private static final List<Class<?>> FILTER_ORDER = List.of(Filter.ControlledBy.class, Filter.OwnedBy.class,
      Filter.PlayedBy.class, Filter.PlayedFrom.class, Filter.In.class, Filter.From.class, Filter.Facing.class,
      Filter.InPosition.class, Filter.Between.class, Filter.StatIs.class, Filter.NoStatOver.class, Filter.Total.class,
      Filter.StatExtreme.class, Filter.CounterCount.class, Filter.CounterExtreme.class, Filter.WithCounters.class, Filter.WithNo.class, Filter.EachPhase.class,
      Filter.Either.class);

  private static ImmutableList<Filter> filters(ImmutableList<Filter> filters) {
    // Most phrases have their filters in the canonical order already and none to rewrite: checked without a copy.
    int n = filters.size();
    boolean change = false;
    for (int i = 0, rank = Integer.MIN_VALUE; i < n && !change; i++) {
      Filter f = filters.get(i);
      int r = FILTER_ORDER.indexOf(f.getClass());
      change = r < rank || fromZone(f);
      rank = r;
    }
    if (!change) {
      return filters;
    }
    List<Filter> out = new ArrayList<>(n);
    for (Filter f : filters) {
      // "from your Reserve" after a noun names the cards in your Reserve.
      out.add(fromZone(f) ? in(new Filter.In(ImmutableList.of(((Filter.From) f).place()), false, f.span())) : f);
    }
    if (out.size() > 1) {
      out.sort(Comparator.comparingInt(f -> FILTER_ORDER.indexOf(f.getClass())));
    }
    return sameOrder(out, filters) ? filters : ImmutableList.copyOf(out);
  }

  /** "from your Reserve", "from my Expedition": a filter that names the cards in a place ({@link Filter.In}). */
  private static boolean fromZone(Filter f) {
    return f instanceof Filter.From from && (from.place() instanceof Place.InZone || isExpedition(from.place()));
  }

  /** "from my Expedition": an Expedition is a place cards are in (not a set of cards chosen among, as "these cards"). */
  private static boolean isExpedition(Place place) {
    if (!(place instanceof Place.InObject o)) {
      return false;
    }
    ObjectRef.NounGroup nouns = o.object() instanceof ObjectRef.Possessed p ? p.nouns()
        : o.object() instanceof ObjectRef.Phrase p ? p.nouns() : null;
    if (nouns == null) {
      return false;
    }
    for (ObjectRef.Noun n : nouns.nouns()) {
      if (!(n instanceof ObjectRef.Noun.Type t) || t.type() != Vocabulary.ObjectType.EXPEDITION) {
        return false;
      }
    }
    return true;
  }

  /** Same elements, same order, same instances (so that an unchanged list keeps its identity). */
  private static boolean sameOrder(List<?> a, List<?> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i) != b.get(i)) {
        return false;
      }
    }
    return true;
  }

  private static Filter.In in(Filter.In in) {
    boolean zonesOnly = true;
    // "your Reserve or Landmarks": a zone with no owner after one with an owner (checked before any copy is made).
    boolean owned = false;
    boolean inherits = false;
    for (Place p : in.places()) {
      zonesOnly &= p instanceof Place.InZone || p instanceof Place.InPlay || p instanceof Place.Anywhere;
      if (p instanceof Place.InZone z) {
        inherits |= owned && z.zone().owner().isEmpty();
        owned |= z.zone().owner().isPresent();
      }
    }
    boolean all = in.all() && !zonesOnly;
    if (all == in.all() && !inherits) {
      return in;
    }
    // "your Reserve or Landmarks": the owner of the first zone is the owner of the zones after it.
    List<Place> places = new ArrayList<>(in.places());
    Optional<PlayerRef> owner = Optional.empty();
    for (int i = 0; i < places.size(); i++) {
      if (places.get(i) instanceof Place.InZone z) {
        if (z.zone().owner().isPresent()) {
          owner = z.zone().owner();
        } else if (owner.isPresent()) {
          places.set(i, new Place.InZone(new Zone(z.zone().kind(), owner, z.zone().span()), z.span()));
        }
      }
    }
    return new Filter.In(ImmutableList.copyOf(places), all, in.span());
  }

  private static final List<Class<?>> COST_ORDER =
      List.of(Cost.ExhaustMe.class, Cost.DiscardMe.class, Cost.Mana.class, Cost.AsStep.class);

  private static ImmutableList<Cost> costs(ImmutableList<Cost> costs) {
    if (costs.size() < 2) {
      return costs;
    }
    List<Cost> out = new ArrayList<>(costs);
    out.sort(Comparator.comparingInt(c -> COST_ORDER.indexOf(c.getClass())));
    return sameOrder(out, costs) ? costs : ImmutableList.copyOf(out);
  }

  private static boolean inPlay(ZoneKind kind) {
    return kind == ZoneKind.EXPEDITION_ZONE || kind == ZoneKind.LANDMARK_ZONE || kind == ZoneKind.PLAY
        || kind == ZoneKind.HERO_ZONE;
  }

  private static Step step(Step step) {
    Step inner = step instanceof Step.Modified m ? m.step() : step;
    Optional<ObjectRef> subject = objectOfStep(inner);
    if (subject.isPresent() && subject.get() instanceof ObjectRef.Phrase p && isUpToOneTarget(p.quantifier())) {
      // "Up to one target Character gains [[Asleep]]": you may have target Character gain [[Asleep]].
      Quantifier q = p.quantifier();
      ObjectRef.Phrase one = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.COUNT, q.count(), true, q.span()),
          p.adjectives(), p.nouns(), p.filters(), p.span());
      Step replaced = withObject(inner, one);
      if (step instanceof Step.Modified m) {
        replaced = new Step.Modified(replaced, m.modifiers(), m.span());
      }
      return new Step.May(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), SourceSpan.NONE),
          ImmutableList.of(replaced), false, step.span());
    }
    if (step instanceof Step.Distribute d && d.among() instanceof ObjectRef.Phrase p
        && (p.quantifier().kind() == Quantifier.Kind.ANY || p.quantifier().kind() == Quantifier.Kind.ANY_NUMBER)) {
      // "among any Characters in Reserve" (or "any number of Characters") is "among Characters in Reserve".
      Quantifier q = p.quantifier();
      ObjectRef.Phrase bare = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false,
          q.span()), p.adjectives(), p.nouns(), p.filters(), p.span());
      return new Step.Distribute(d.actor(), d.count(), d.counter(), bare, d.span());
    }
    if (step instanceof Step.Choose c && c.among().isEmpty() && c.objects() instanceof ObjectRef.Phrase p
        && !p.filters().isEmpty() && p.filters().get(p.filters().size() - 1) instanceof Filter.From f
        && f.place() instanceof Place.InObject o) {
      // "Choose up to two Characters from these cards": chosen among these cards.
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      return new Step.Choose(c.actor(), without, Optional.of(o.object()), c.span());
    }
    return step;
  }

  /**
   * "You may target X, it A and B." -> "You may have target X A and B."; "You may have target opponent A." -> "You
   * may target an opponent, they A." (the form English can say for each).
   */
  private static Sentence.Steps targetThenSteps(Sentence.Steps st) {
    List<Step> steps = st.steps();
    for (int i = 0; i < steps.size(); i++) {
      if (!(steps.get(i) instanceof Step.May may) || may.actor().kind() != PlayerRef.Kind.YOU || may.either()
          || may.steps().size() != 1) {
        continue;
      }
      Step only = may.steps().get(0);
      if (only instanceof Step.Target t && t.objects() instanceof ObjectRef.Phrase x && isOne(x.quantifier())
          && !x.quantifier().target() && i + 1 < steps.size() && onSamePronoun(steps.subList(i + 1, steps.size()))) {
        Quantifier q = x.quantifier();
        ObjectRef.Phrase target = new ObjectRef.Phrase(new Quantifier(q.kind(), q.count(), true, q.span()),
            x.adjectives(), x.nouns(), x.filters(), x.span());
        List<Step> inside = new ArrayList<>(steps.subList(i + 1, steps.size()));
        inside.set(0, withObject(inside.get(0), target));
        List<Step> out = new ArrayList<>(steps.subList(0, i));
        out.add(new Step.May(may.actor(), ImmutableList.copyOf(inside), false, may.span()));
        return new Sentence.Steps(ImmutableList.copyOf(out), st.span());
      }
      Optional<PlayerRef> actor = actorOf(only);
      if (actor.isPresent() && actor.get().kind() == PlayerRef.Kind.TARGET_OPPONENT) {
        SourceSpan span = actor.get().span();
        ObjectRef.Phrase opponent = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.COUNT,
            Optional.of(new Quantity.Literal(1, span)), false, span), ImmutableList.of(),
            new ObjectRef.NounGroup(ImmutableList.of(new ObjectRef.Noun.Player(true, span)), false, span),
            ImmutableList.of(), span);
        List<Step> out = new ArrayList<>(steps.subList(0, i));
        out.add(new Step.May(may.actor(), ImmutableList.of(new Step.Target(may.actor(), opponent, span)), false,
            may.span()));
        out.add(withActor(only, new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), span)));
        out.addAll(steps.subList(i + 1, steps.size()));
        return new Sentence.Steps(ImmutableList.copyOf(out), st.span());
      }
    }
    return st;
  }

  private static boolean isOne(Quantifier q) {
    return q.kind() == Quantifier.Kind.COUNT && q.count().orElse(null) instanceof Quantity.Literal l && l.value() == 1;
  }

  /** Every step is done to one and the same singular "it". */
  private static boolean onSamePronoun(List<Step> steps) {
    ObjectRef.Antecedent first = null;
    for (Step s : steps) {
      if (!(objectOfStep(s).orElse(null) instanceof ObjectRef.Pronoun p) || p.plural() || p.all()
          || p.restated().isPresent() || (first != null && !first.equals(p.antecedent()))) {
        return false;
      }
      first = p.antecedent();
    }
    return true;
  }

  /** The player doing a step, for the steps that have one ({@code actor}). */
  private static Optional<PlayerRef> actorOf(Step step) {
    Shape shape = SHAPES.get(step.getClass());
    RecordComponent[] components = shape.components();
    for (int i = 0; i < components.length; i++) {
      if (components[i].getName().equals("actor") && components[i].getType() == PlayerRef.class) {
        try {
          return Optional.of((PlayerRef) shape.accessors()[i].invoke(step));
        } catch (IllegalAccessException | InvocationTargetException e) {
          throw new IllegalStateException("AST records are public: " + step.getClass(), e);
        }
      }
    }
    return Optional.empty();
  }

  private static Step withActor(Step step, PlayerRef actor) {
    Class<?> type = step.getClass();
    Shape shape = SHAPES.get(type);
    RecordComponent[] components = shape.components();
    Object[] values = new Object[components.length];
    try {
      for (int i = 0; i < components.length; i++) {
        values[i] = components[i].getName().equals("actor") ? actor : shape.accessors()[i].invoke(step);
      }
      return (Step) shape.constructor().newInstance(values);
    } catch (IllegalAccessException | InvocationTargetException | InstantiationException e) {
      throw new IllegalStateException("AST records are public and canonical: " + type, e);
    }
  }

  private static boolean isUpToOneTarget(Quantifier q) {
    return q.kind() == Quantifier.Kind.UP_TO && q.target()
        && q.count().orElse(null) instanceof Quantity.Literal l && l.value() == 1;
  }

  /** The object a step is done by or to, for the steps "Up to one target X" is read with. */
  private static Optional<ObjectRef> objectOfStep(Step step) {
    if (step instanceof Step.Gain g) {
      return Optional.of(g.subject());
    }
    if (step instanceof Step.Lose l) {
      return Optional.of(l.subject());
    }
    if (step instanceof Step.SwitchExpeditions s) {
      return Optional.of(s.subject());
    }
    if (step instanceof Step.MoveExpedition m) {
      return Optional.of(m.subject());
    }
    return Optional.empty();
  }

  private static Step withObject(Step step, ObjectRef object) {
    if (step instanceof Step.Gain g) {
      return new Step.Gain(object, g.items(), g.span());
    }
    if (step instanceof Step.Lose l) {
      return new Step.Lose(object, l.items(), l.span());
    }
    if (step instanceof Step.SwitchExpeditions s) {
      return new Step.SwitchExpeditions(object, s.span());
    }
    Step.MoveExpedition m = (Step.MoveExpedition) step;
    return new Step.MoveExpedition(object, m.direction(), m.regions(), m.more(), m.span());
  }

  /** "you may discard me to draw two cards instead": "instead" goes with the cost, as in "discard me instead to". */
  private static Statement.Replacement replacement(Statement.Replacement r) {
    List<Step> steps = new ArrayList<>(r.steps());
    boolean changed = false;
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i) instanceof Step.Internal in && in.effect() instanceof Step.Modified m
          && m.modifiers().size() == 1 && m.modifiers().get(0) instanceof Step.Modifier.Instead instead
          && !in.cost().isEmpty() && !(in.cost().get(in.cost().size() - 1) instanceof Step.Modified)) {
        List<Step> cost = new ArrayList<>(in.cost());
        Step last = cost.get(cost.size() - 1);
        cost.set(cost.size() - 1, new Step.Modified(last, ImmutableList.of(instead), last.span()));
        steps.set(i, new Step.Internal(in.actor(), in.optional(), ImmutableList.copyOf(cost), m.step(), in.span()));
        changed = true;
      }
    }
    return changed ? new Statement.Replacement(r.event(), r.kind(), ImmutableList.copyOf(steps), r.span()) : r;
  }
}
