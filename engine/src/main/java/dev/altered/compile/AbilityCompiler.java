package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary;
import dev.altered.ast.Zone;
import dev.altered.ir.Cmp;
import dev.altered.ir.Cond;
import dev.altered.ir.Dest;
import dev.altered.ir.EventPat;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Keywords;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Passive;
import dev.altered.ir.Pred;
import dev.altered.ir.Program;
import dev.altered.ir.QCost;
import dev.altered.ir.Regs;
import dev.altered.ir.Rule;
import dev.altered.ir.Text;
import dev.altered.ir.Tok;
import dev.altered.ir.Trig;
import dev.altered.ir.Who;
import dev.altered.rules.OptionalCostOffer;
import dev.altered.rules.event.Cause;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Compiles one ability. Holds what compiling needs while walking it: the emitter, which register holds each object
 * phrase pronouns may refer to, X, the current actor ("they"), and what the last steps produced ("that many", "this
 * way", the die result). Cases are grouped by AST kind in dispatch tables ({@link Cases}).
 */
final class AbilityCompiler {
  /** Terrain Markers are placed and moved (3.2.1.d, 7.3.20); other things said of them have no instruction yet. */
  private static final String TERRAIN_MARKERS = "Terrain Markers (3.2.1.d, 7.3.20) are placed and moved by steps;"
      + " as objects of other steps, triggers or filters they have no instruction yet";
  /** A step's actions, emitted after its decisions (6.1.g: decisions are made just before the step). */
  @FunctionalInterface
  interface Act {
    void emit();

    Act NONE = () -> {};
  }

  private final Ability ability;
  private final Compiler.Context context;
  private final Emitter e = new Emitter();
  /** Pronouns' phrases; a delayed step's compiler reads its parent's ("At Dusk, sacrifice it"). */
  private Antecedents antecedents;
  private final Map<ObjectRef, Integer> regOf = new IdentityHashMap<>();
  /** For a register chosen among another's objects ("one of them"), that other register. */
  private final Map<Integer, Integer> chosenFrom = new HashMap<>();
  private final Map<Integer, Integer> takenFrom = new HashMap<>();
  private final Map<PlayerRef, Integer> playerRegs = new IdentityHashMap<>();
  private final Deque<Num> xs = new ArrayDeque<>();
  private final Deque<Num> per = new ArrayDeque<>();
  private final Deque<Who> actors = new ArrayDeque<>();
  private Optional<Effect> ifYouDont = Optional.empty();
  /** The register the trigger binds its object to (6.3.i), -1 for none. */
  private int triggerReg = -1;
  private int dieReg = -1;
  private int removedReg = -1;
  private int lastObjects = -1;
  private int lastPlayerReg = -1;
  private Step lastStep;
  private int lastTokenConst = -1;
  private int lastTokenExps = -1;
  /** The Who constant of the players whose Landmarks the last token was created in, or -1 (in Expeditions). */
  private int lastTokenLandmarks = -1;
  private final Map<Condition.DidThisWay.Verb, Integer> verbRegs = new HashMap<>();
  /** Whether code can be emitted (effects) or only data (triggers, passive statements). */
  private boolean dataOnly;
  /** The condition of the passive statement being compiled ("If I'm [[Boosted]], ..."). */
  private Cond when = new Cond.True();
  /** Rules of the passive being compiled. */
  private final List<Rule> rules = new ArrayList<>();
  private int entryCount;

  private final Cases<Ability, Program> abilities = Cases.of(Ability.class);
  private final Cases<Trigger, EventPat> triggers = Cases.of(Trigger.class);
  private final Cases<Event, EventPat> events = Cases.of(Event.class);
  private final Cases<Sentence, Void> sentences = Cases.of(Sentence.class);
  private final Cases<Step, Act> steps = Cases.of(Step.class);
  private final Cases<Step.Destination, Dest> destinations = Cases.of(Step.Destination.class);
  private final Cases<Step.PlayCost, Num> playCosts = Cases.of(Step.PlayCost.class);
  private final Cases<Step.Gainable, Function<Integer, Act>> gainables = Cases.of(Step.Gainable.class);
  private final Cases<Step.Losable, Function<Integer, Act>> losables = Cases.of(Step.Losable.class);
  private final Cases<Step.Modifier, Void> modifiers = Cases.of(Step.Modifier.class);
  private final Cases<Statement, Void> statements = Cases.of(Statement.class);
  private final Cases<Statement.Grant, Void> grants = Cases.of(Statement.Grant.class);
  private final Cases<Statement.Restricted, Void> restricteds = Cases.of(Statement.Restricted.class);
  private final Cases<Statement.Region, ExpPred> regions = Cases.of(Statement.Region.class);
  private final Cases<Condition, Cond> conditions = Cases.of(Condition.class);
  private final Cases<ObjectRef, Pred> preds = Cases.of(ObjectRef.class);
  private final Cases<ObjectRef, Integer> resolves = Cases.of(ObjectRef.class);
  private final Cases<ObjectRef.Noun, Pred> nouns = Cases.of(ObjectRef.Noun.class);
  private final Cases<ObjectRef.Adjective, Pred> adjectives = Cases.of(ObjectRef.Adjective.class);
  private final Cases<Filter, Pred> filters = Cases.of(Filter.class);
  private final Cases<Place, Pred> places = Cases.of(Place.class);
  private final Cases<Quantity, Num> quantities = Cases.of(Quantity.class);
  private final Cases<Cost, Void> costs = Cases.of(Cost.class);
  private final Cases<Possessor, Integer> possessors = Cases.of(Possessor.class);
  private final Cases<Value, Num> values = Cases.of(Value.class);
  private final Cases<Ability.ForEachClause, Num> forEachClauses = Cases.of(Ability.ForEachClause.class);

  AbilityCompiler(Ability ability, Compiler.Context context) {
    this.ability = ability;
    this.context = context;
    this.antecedents = Antecedents.of(ability);
    registerCases();
  }

  AbilityCompiler withIfYouDont(Effect effect) {
    this.ifYouDont = Optional.of(effect);
    return this;
  }

  Program compile() {
    return abilities.apply(ability);
  }

  Set<Class<?>> handled() {
    Set<Class<?>> all = new HashSet<>();
    for (Cases<?, ?> c : List.of(abilities, triggers, events, sentences, steps, destinations, playCosts, gainables,
        losables, modifiers, statements, grants, restricteds, regions, conditions, preds, resolves, nouns, adjectives,
        filters, places, quantities, costs, possessors, values, forEachClauses)) {
      all.addAll(c.handled());
    }
    return all;
  }

  private static CompileException error(SourceSpan span, String message) {
    return new CompileException(span, message);
  }

  private CompileException unsupported(SourceSpan span, String what) {
    return error(span, what);
  }

  // ===================================================================================================================
  // Abilities
  // ===================================================================================================================

  private void registerCases() {
    abilities
        .on(Ability.KeywordLine.class, this::keywordLine)
        .on(Ability.Reaction.class, this::reaction)
        .on(Ability.QuickAction.class, this::quickAction)
        .on(Ability.Passive.class, a -> passive(a.statements(), a.supportMark() || context.support()))
        .on(Ability.SpellEffect.class, a -> context.spell() ? optionalCost(a).orElseGet(() -> spell(a))
            : passive(a.effect(), a.supportMark() || context.support()));
    registerTriggers();
    registerSentences();
    registerSteps();
    registerStatements();
    registerConditions();
    registerRefs();
    registerQuantities();
  }

  private Program keywordLine(Ability.KeywordLine line) {
    List<Keywords.Item> items = new ArrayList<>();
    for (Ability.KeywordItem item : line.keywords()) {
      Keyword k = item.keyword().map(AbilityCompiler::keyword)
          .orElseGet(() -> item.status().filter(s -> s == dev.altered.ast.Status.FLEETING).map(s -> Keyword.FLEETING)
              .orElseThrow(() -> error(item.span(), "expected a keyword ability or [[Fleeting]] (2.4.7.b), found "
                  + item.status().map(Enum::name).orElse("nothing"))));
      Optional<Quantity> parameter = item.parameter();
      if (parameter.isPresent() && !(parameter.get() instanceof Quantity.Literal)) {
        // [Tough X], where X is ...: a keyword whose number is computed, as a passive on the bearer (2.3).
        if (line.keywords().size() != 1) {
          throw error(item.span(), "a keyword with a computed number must stand alone on its line");
        }
        item.whereX().ifPresent(q -> xs.push(num(q)));
        Num value = num(parameter.get());
        rules.add(new Rule.GrantKeyword(new Pred.Self(), k, value, new Cond.True()));
        e.emit(Opcode.RETURN);
        return e.build(Program.Kind.PASSIVE, context.support(), e.constant(new Passive(rules)));
      }
      int value = parameter.map(q -> ((Quantity.Literal) q).value()).orElse(0);
      items.add(new Keywords.Item(k, value));
    }
    e.emit(Opcode.RETURN);
    return e.build(Program.Kind.KEYWORDS, context.support(), e.constant(new Keywords(items)));
  }

  static Keyword keyword(KeywordAbilityId id) {
    return switch (id) {
      case COOLDOWN -> Keyword.COOLDOWN;
      case DEFENDER -> Keyword.DEFENDER;
      case ETERNAL -> Keyword.ETERNAL;
      case GIGANTIC -> Keyword.GIGANTIC;
      case SCOUT -> Keyword.SCOUT;
      case SEASONED -> Keyword.SEASONED;
      case TOUGH -> Keyword.TOUGH;
    };
  }

  private Program reaction(Ability.Reaction r) {
    dataOnly = true;
    triggerReg = e.register();
    EventPat pattern = triggers.apply(r.trigger());
    boolean selfMove = selfMove(r.trigger());
    // The trigger's subject phrase is what "it" and "that Character" stand for (6.3.i).
    bindTriggerSubject(r.trigger());
    Cond condition = r.condition().map(this::cond).orElse(new Cond.True());
    boolean once = oncePerStep(r.trigger());
    int countReg = -1;
    Optional<String> countCounter = Optional.empty();
    if (r.forEach().isPresent() && r.forEach().get() instanceof Ability.ForEachClause.Counters c) {
      countReg = e.register();
      countCounter = Optional.of(counterName(c.counter()));
    }
    Trig trig = new Trig(pattern, selfMove, condition, once, triggerReg);
    int header = e.constant(trig);
    dataOnly = false;
    e.entry(Program.EFFECT);
    SourceSpan before = e.at(r.effect().span());
    if (r.forEach().isPresent()) {
      Ability.ForEachClause clause = r.forEach().get();
      int counter = e.register();
      if (clause instanceof Ability.ForEachClause.Counters c) {
        // "for each of my boosts": counted as I was when the trigger matched (6.3.k); the matcher binds it.
        e.emit(Opcode.SET, counter, e.constant(new Num.Reg(countReg)));
      } else {
        e.emit(Opcode.SET, counter, e.constant(forEachClauses.apply(clause)));
      }
      int loop = e.label();
      int end = e.label();
      e.place(loop);
      e.emitJump(Opcode.COUNT_DOWN, end, counter);
      effect(r.effect());
      e.emitJump(Opcode.JUMP, loop);
      e.place(end);
    } else {
      effect(r.effect());
    }
    e.restore(before);
    e.emit(Opcode.RETURN);
    Program p = e.build(Program.Kind.REACTION, r.supportMark() || context.support(), header);
    if (countReg >= 0) {
      // The count register and its counter travel in the trigger: the matcher fills it (bindings "rN.0").
      Trig withCount = new Trig(pattern, selfMove, condition, once, triggerReg);
      return withCountBinding(p, withCount, countReg, countCounter.get());
    }
    return p;
  }

  /** Records in the program which register receives a count of the source's counters when the trigger matches. */
  private static Program withCountBinding(Program p, Trig trig, int countReg, String counter) {
    Map<String, Integer> entries = new TreeMap<>(p.entries());
    entries.put("count:" + counter, countReg);
    return new Program(p.format(), p.kind(), p.support(), p.registers(), p.header(), entries, p.code(),
        p.constants(), p.nested());
  }

  private boolean selfMove(Trigger t) {
    if (t instanceof Trigger.Symbol) {
      return true; // 6.3.c remark
    }
    if (t instanceof Trigger.AnyOf a) {
      return a.triggers().stream().allMatch(this::selfMove);
    }
    if (t instanceof Trigger.When w) {
      Event ev = w.event();
      ObjectRef subject = eventSubject(ev).orElse(null);
      if (!(subject instanceof ObjectRef.Self)) {
        return false;
      }
      if (ev instanceof Event.GoesTo g) {
        // 6.3.d: "When I go to Reserve from the Expedition zone" is not a self-move Reaction.
        return g.from().stream().noneMatch(z -> z.kind() == Vocabulary.ZoneKind.EXPEDITION_ZONE);
      }
      // Switching and defecting enter another Expedition, a subset of the Expedition zone (6.3.c).
      return ev instanceof Event.Joins
          || ev instanceof Event.Undergoes u && u.action() == Vocabulary.ObjectAction.PLAYED
          || ev instanceof Event.SwitchesExpeditions
          || ev instanceof Event.ObjectKeyword k && k.action() == KeywordAction.DEFECT && !k.attempt();
    }
    return false;
  }

  /**
   * "my Expedition", "the Expedition facing me": one Expedition, which a switch joins or leaves (7.5.9.c, 7.5.10.c).
   * "your Expeditions" are both: a switch between them neither joins nor leaves them (7.5.9.a).
   */
  private static boolean oneExpedition(Place p) {
    if (!(p instanceof Place.InObject o)) {
      return false;
    }
    ObjectRef.NounGroup nouns = o.object() instanceof ObjectRef.Possessed x ? x.nouns()
        : o.object() instanceof ObjectRef.Phrase x ? x.nouns() : null;
    return nouns != null && !nouns.plural();
  }

  private static boolean oncePerStep(Trigger t) {
    if (t instanceof Trigger.When w) {
      return once(w.event());
    }
    return false;
  }

  private static boolean once(Event ev) {
    if (ev instanceof Event.Draws d) {
      return d.orMore();
    }
    if (ev instanceof Event.Rolls r) {
      return r.orMore();
    }
    if (ev instanceof Event.AnyOf a) {
      return a.events().stream().anyMatch(AbilityCompiler::once);
    }
    // "When one or more Characters join ...": one activation for the event, however many objects (1.3.2.c).
    if (eventSubject(ev).orElse(null) instanceof ObjectRef.Phrase p
        && p.quantifier().kind() == ObjectRef.Quantifier.Kind.ONE_OR_MORE) {
      return true;
    }
    return ev instanceof Event.DoesKeyword;
  }

  private static Optional<ObjectRef> eventSubject(Event ev) {
    if (ev instanceof Event.Gains x) {
      return Optional.of(x.subject());
    } else if (ev instanceof Event.GoesTo x) {
      return Optional.of(x.subject());
    } else if (ev instanceof Event.Leaves x) {
      return Optional.of(x.subject());
    } else if (ev instanceof Event.Joins x) {
      return Optional.of(x.subject());
    } else if (ev instanceof Event.Moves x) {
      return Optional.of(x.subject());
    } else if (ev instanceof Event.FailsToMoveForward x) {
      return Optional.of(x.subject());
    } else if (ev instanceof Event.Undergoes x) {
      return Optional.of(x.subject());
    } else if (ev instanceof Event.Plays x) {
      return Optional.of(x.objects());
    } else if (ev instanceof Event.Exhausts x) {
      return Optional.of(x.objects());
    } else if (ev instanceof Event.Readies x) {
      return Optional.of(x.objects());
    } else if (ev instanceof Event.SwitchesExpeditions x) {
      return Optional.of(x.subject());
    } else if (ev instanceof Event.Sacrifices x) {
      return Optional.of(x.objects());
    } else if (ev instanceof Event.Creates x) {
      return Optional.of(x.objects());
    } else if (ev instanceof Event.Receives x) {
      return Optional.of(x.objects());
    } else if (ev instanceof Event.Reveals x) {
      return Optional.of(x.objects());
    } else if (ev instanceof Event.ObjectKeyword x) {
      return Optional.of(x.subject());
    }
    return Optional.empty();
  }

  private void bindTriggerSubject(Trigger t) {
    if (t instanceof Trigger.When w) {
      bindEventSubject(w.event());
    }
  }

  private void bindEventSubject(Event ev) {
    if (ev instanceof Event.AnyOf a) {
      a.events().forEach(this::bindEventSubject);
      return;
    }
    eventSubject(ev).ifPresent(s -> {
      // "one or more Characters" are several objects; the matcher binds one, so "they" is not bound to it.
      if (s instanceof ObjectRef.Phrase p && p.quantifier().kind() == ObjectRef.Quantifier.Kind.ONE_OR_MORE) {
        return;
      }
      if (!(s instanceof ObjectRef.Self)) {
        regOf.put(s, triggerReg);
      }
    });
  }

  private Program quickAction(Ability.QuickAction q) {
    dataOnly = true;
    Num mana = Num.lit(0);
    boolean exhaust = false;
    boolean discard = false;
    Map<String, Integer> spend = new TreeMap<>();
    List<QCost.Part> parts = new ArrayList<>();
    for (Cost c : q.cost()) {
      if (c instanceof Cost.ExhaustMe) {
        exhaust = true;
      } else if (c instanceof Cost.DiscardMe) {
        discard = true;
      } else if (c instanceof Cost.Mana m) {
        mana = add(mana, num(m.amount()));
      } else if (c instanceof Cost.AsStep s) {
        costs.apply(c);
        Step step = unmodified(s.step());
        if (step instanceof Step.Spend sp && sp.from() instanceof ObjectRef.Self && sp.count() instanceof
            Quantity.Literal l) {
          spend.merge(counterName(sp.counter()), l.value(), Integer::sum);
        } else {
          parts.add(costPart(step));
        }
      }
    }
    // Sentences of the effect that only restrict or price the action ("This action costs {1} more if ...",
    // "You can only activate this if ...") are part of its cost, not of its effect.
    Cond usable = new Cond.True();
    List<Sentence> effectSentences = new ArrayList<>();
    for (Sentence s : q.effect().sentences()) {
      Optional<Statement> st = onlyStatement(s);
      if (st.isPresent() && st.get() instanceof Statement.ActionCostsMore more) {
        Cond c = s instanceof Sentence.If i ? cond(i.condition()) : new Cond.True();
        mana = add(mana, new Num.If(c, num(more.mana()), Num.lit(0)));
        continue;
      }
      if (st.isPresent() && st.get() instanceof Statement.ActivationRestriction r) {
        usable = s instanceof Sentence.If i ? cond(i.condition()) : new Cond.True();
        if (r.onlyIf().isPresent()) {
          // "You can only activate this if you are the first player": the condition is the statement's own (census).
          Cond own = cond(r.onlyIf().get());
          usable = usable instanceof Cond.True ? own : new Cond.And(List.of(usable, own));
        }
        if (r.times().isPresent() || r.per().isPresent()) {
          throw error(r.span(), "a quick action limited to a number of activations per period: the kernel does not"
              + " count activations yet");
        }
        continue;
      }
      effectSentences.add(s);
    }
    dataOnly = false;
    int header = e.constant(new QCost(mana, exhaust, discard, spend, parts, usable));
    e.entry(Program.EFFECT);
    SourceSpan before = e.at(q.effect().span());
    effect(new Effect(com.google.common.collect.ImmutableList.copyOf(effectSentences), q.effect().span()));
    e.restore(before);
    e.emit(Opcode.RETURN);
    return e.build(Program.Kind.QUICK_ACTION, context.support(), header);
  }

  private static Num add(Num a, Num b) {
    if (a instanceof Num.Lit x && x.value() == 0) {
      return b;
    }
    return new Num.Add(a, b);
  }

  private static Optional<Statement> onlyStatement(Sentence s) {
    List<Step> st = s instanceof Sentence.Steps x ? x.steps() : s instanceof Sentence.If i && i.otherwise().isEmpty()
        ? i.then() : List.of();
    if (st.size() == 1 && st.get(0) instanceof Step.Continuous c && c.duration().isEmpty()) {
      return Optional.of(c.statement());
    }
    return Optional.empty();
  }

  private static Step unmodified(Step s) {
    return s instanceof Step.Modified m ? m.step() : s;
  }

  /** A cost part chosen at declaration (5.1.2.c.4). */
  private QCost.Part costPart(Step step) {
    if (step instanceof Step.Discard d) {
      return new QCost.Part(selection(d.objects(), discardedFrom(d)), count(d.objects()), QCost.Part.Action.DISCARD);
    }
    if (step instanceof Step.Sacrifice s && s.objects() instanceof ObjectRef.Self) {
      // "{T}, Sacrifice me: ..." (5.3, 7.3.31): the object whose quick action it is, and only it.
      return new QCost.Part(Pred.and(List.of(new Pred.Self(), new Pred.Controlled(Who.YOU))), 1,
          QCost.Part.Action.SACRIFICE);
    }
    if (step instanceof Step.Sacrifice s) {
      return new QCost.Part(Pred.and(List.of(selection(s.objects(), Optional.empty()),
          new Pred.Controlled(Who.YOU))), count(s.objects()), QCost.Part.Action.SACRIFICE);
    }
    if (step instanceof Step.Move m && m.to() instanceof Step.Destination.ToZone z
        && z.zone().kind() == Vocabulary.ZoneKind.RESERVE) {
      return new QCost.Part(selection(m.objects(), m.from()), count(m.objects()), QCost.Part.Action.RESERVE);
    }
    if (step instanceof Step.Exhaust x) {
      return new QCost.Part(selection(x.objects(), Optional.empty()), count(x.objects()), QCost.Part.Action.EXHAUST);
    }
    throw error(step.span(), "expected a cost such as {T}, {D}, {1}, 'Discard a card', 'Sacrifice a Character' or "
        + "'Spend 1 of my counters', found " + Compiler.describe(step));
  }

  /** The fewest objects a phrase asks for: none for "up to" and "any number of". */
  private int minCount(ObjectRef ref) {
    Optional<ObjectRef.Quantifier> q = quantifier(ref);
    if (q.isPresent() && (q.get().kind() == ObjectRef.Quantifier.Kind.UP_TO
        || q.get().kind() == ObjectRef.Quantifier.Kind.ANY_NUMBER || q.get().kind() == ObjectRef.Quantifier.Kind.ANY)) {
      return 0;
    }
    return count(ref);
  }

  private int count(ObjectRef ref) {
    if (ref instanceof ObjectRef.Self) {
      return 1; // "{T}, Sacrifice me: ..." (Manaseed): the source itself
    }
    Optional<ObjectRef.Quantifier> q = quantifier(ref);
    if (q.isPresent() && q.get().count().isPresent() && q.get().count().get() instanceof Quantity.Literal l) {
      return l.value();
    }
    if (q.isPresent() && (q.get().kind() == ObjectRef.Quantifier.Kind.COUNT)) {
      return 1;
    }
    throw error(ref.span(), "expected a number of objects ('a card', 'two Characters') in a cost");
  }

  /**
   * "You may discard a card from your Reserve to reduce my cost by {2}", "You may sacrifice a Permanent to reduce my
   * cost by {1}": not an effect but an optional cost of playing the card (5.1.2.c.4, 6.4), a passive of the card
   * played.
   */
  private Optional<Program> optionalCost(Ability.SpellEffect a) {
    List<Sentence> ss = a.effect().sentences();
    if (ss.size() != 1 || !(ss.get(0) instanceof Sentence.Steps st) || st.steps().size() != 1
        || !(st.steps().get(0) instanceof Step.Internal in) || !in.optional() || in.cost().size() != 1
        || !(in.cost().get(0) instanceof Step.Discard || in.cost().get(0) instanceof Step.Sacrifice)
        || !(in.effect() instanceof Step.ReduceCost rc) || !(rc.of() instanceof ObjectRef.Self)) {
      return Optional.empty();
    }
    dataOnly = true;
    QCost.Part part = costPart(in.cost().get(0)); // the same objects as the cost of a quick action (5.3, 6.4)
    OptionalCostOffer.Payment payment = part.action() == QCost.Part.Action.SACRIFICE
        ? OptionalCostOffer.Payment.SACRIFICE : OptionalCostOffer.Payment.DISCARD;
    rules.add(new Rule.OptionalCost(part.candidates(), part.count(), payment, num(rc.mana()), new Cond.True()));
    e.emit(Opcode.RETURN);
    return Optional.of(e.build(Program.Kind.PASSIVE, a.supportMark() || context.support(),
        e.constant(new Passive(rules))));
  }

  private Program spell(Ability.SpellEffect s) {
    e.entry(Program.EFFECT);
    SourceSpan before = e.at(s.effect().span());
    effect(s.effect());
    e.restore(before);
    e.emit(Opcode.RETURN);
    return e.build(Program.Kind.SPELL, s.supportMark() || context.support(), -1);
  }

  /**
   * A passive ability (2.2.12.m): its sentences are statements, possibly conditional. On a card other than a Spell,
   * untriggered text that reads as steps is also a passive: "You may play exhausted cards from your Reserve" is a
   * permission, "If my Expedition would move forward, you may discard me instead to ..." a modifier whose effect
   * continues in the sentences after it.
   */
  private Program passive(Effect effect, boolean support) {
    dataOnly = true;
    List<Sentence> list = effect.sentences();
    for (int i = 0; i < list.size(); i++) {
      Sentence s = list.get(i);
      when = new Cond.True();
      List<Step> stepsOf;
      if (s instanceof Sentence.Steps st && st.steps().size() == 1 && st.steps().get(0) instanceof Step.Move m
          && m.insteadOf().isPresent() && !rules.isEmpty() && rules.get(rules.size() - 1) instanceof Rule.Morning mo) {
        // "Then, put the top card of your deck in your Mana zone instead of a card from your hand" (Expand, 4.2.1.e).
        rules.set(rules.size() - 1, new Rule.Morning(mo.draw(), true, mo.when()));
        continue;
      } else if (s instanceof Sentence.Steps st) {
        stepsOf = st.steps();
      } else if (s instanceof Sentence.If iff && iff.otherwise().isEmpty() && iff.then().size() == 1
          && iff.then().get(0) instanceof Step.Continuous c && c.statement() instanceof Statement.LimitChange lc
          && lc.limit() == Vocabulary.Limit.RESERVE
          && iff.condition() instanceof Condition.HasStatus hs && hs.subject() instanceof ObjectRef.Pronoun) {
        // "You may keep one more card in Reserve during Night if it's exhausted": which cards may be kept.
        keepMoreFilter = negatePred(hs.negated(), Pred.or(hs.anyOf().stream()
            .map(x -> (Pred) new Pred.HasStatus(status(x))).toList()));
        stepsOf = iff.then();
      } else if (s instanceof Sentence.If iff && iff.otherwise().isEmpty()) {
        when = cond(iff.condition());
        stepsOf = iff.then();
      } else if (s instanceof Sentence.Unless u) {
        when = new Cond.Not(cond(u.condition()));
        stepsOf = u.steps();
      } else if (s instanceof Sentence.During d) {
        morning(d);
        continue;
      } else {
        throw error(s.span(), "expected a statement in a passive ability (2.2.12.m), found a " + s.getClass()
            .getSimpleName() + " sentence");
      }
      List<Sentence> rest = list.subList(i + 1, list.size());
      boolean consumedRest = false;
      for (Step step : stepsOf) {
        consumedRest |= passiveStep(step, rest);
      }
      if (consumedRest) {
        break;
      }
    }
    if (rules.isEmpty()) {
      throw error(effect.span(), "this passive ability states nothing the rules can apply");
    }
    int header = e.constant(new Passive(rules));
    if (e.pc() == 0 || e.hasEntry("none")) {
      e.emit(Opcode.RETURN);
    }
    return e.build(Program.Kind.PASSIVE, support, header);
  }

  /** One step read as a statement; returns true when it took the sentences after it as its effect. */
  private boolean passiveStep(Step step, List<Sentence> rest) {
    if (step instanceof Step.Continuous c) {
      if (c.statement() instanceof Statement.Replacement r && !rest.isEmpty()) {
        replacement(r, rest);
        return true;
      }
      statements.apply(c.statement());
      return false;
    }
    if (step instanceof Step.May m && m.steps().size() == 1 && m.steps().get(0) instanceof Step.Play p) {
      mayPlay(m.actor(), p.objects(), p.from(), p.in(), p.cost(), p.span());
      return false;
    }
    if (step instanceof Step.Gain g && g.items().size() == 1 && g.items().get(0) instanceof Step.Gainable.AbilityOf a) {
      rules.add(new Rule.GrantAbilities(pred(g.subject()), List.of(nestedAbility(a.ability())), when));
      return false;
    }
    if (step instanceof Step.Gain || step instanceof Step.Lose) {
      // "The first Character you play each Afternoon gains 1 boost": a play effect (5.2.c).
      ObjectRef subject = step instanceof Step.Gain g ? g.subject() : ((Step.Lose) step).subject();
      if (!aboutCardsPlayed(subject)) {
        throw error(step.span(), "expected 'the next' or 'the first' card played in a passive ability that gives");
      }
      playEffect(subject, step);
      return false;
    }
    throw error(step.span(), "expected a statement in a passive ability (2.2.12.m), found the step "
        + Compiler.describe(step));
  }

  private int nestedAbility(Ability a) {
    Program p = new AbilityCompiler(a, new Compiler.Context(false, false)).compile();
    return e.nested(p);
  }

  private String newEntry(String prefix) {
    return prefix + "#" + entryCount++;
  }

  // ===================================================================================================================
  // Triggers and events (data)
  // ===================================================================================================================

  private void registerTriggers() {
    triggers
        .on(Trigger.Symbol.class, t -> new EventPat.Symbol(switch (t.symbol()) {
          case JOIN -> dev.altered.rules.Trigger.Symbol.JOIN;
          case HAND -> dev.altered.rules.Trigger.Symbol.HAND;
          case RESERVE -> dev.altered.rules.Trigger.Symbol.RESERVE;
        }))
        .on(Trigger.When.class, t -> events.apply(t.event()))
        .on(Trigger.AnyOf.class, t -> new EventPat.AnyOf(t.triggers().stream().map(triggers::apply).toList()))
        .on(Trigger.EndOfTurn.class, t -> {
          throw error(t.span(), "the end of a turn has no kernel event yet");
        })
        .on(Trigger.At.class, t -> {
          if (t.phase() == Vocabulary.Phase.REST && t.end()) {
            return new EventPat.RestDone(); // "After Rest" (4.2.5.b)
          }
          if (t.phase() == Vocabulary.Phase.REST || t.end()) {
            throw error(t.span(), "expected 'At [phase]' or 'After Rest': the end of a phase has no event yet");
          }
          return new EventPat.AtPhase(phase(t.phase()));
        });
    events
        .on(Event.Gains.class, ev -> {
          if (ev.what() instanceof Step.Gainable.StatusOf s && s.status() == dev.altered.ast.Status.ASCENDED) {
            return ascended(ev.subject(), true, ev.span());
          }
          Pred subject = subjectPred(ev.subject());
          Step.Gainable what = ev.what();
          if (what instanceof Step.Gainable.StatusOf s) {
            return new EventPat.StatusGained(subject, status(s.status()));
          }
          if (what instanceof Step.Gainable.Counters c) {
            return new EventPat.CountersGained(subject, counterName(c.counter()), 0);
          }
          if (what instanceof Step.Gainable.NthCounter n) {
            return new EventPat.CountersGained(subject, counterName(n.counter()), literal(n.nth()));
          }
          throw error(ev.span(), "expected a status or counters gained in a trigger");
        })
        .on(Event.GoesTo.class, ev -> new EventPat.Moved(subjectPred(ev.subject()),
            ev.from().stream().flatMap(z -> zones(z).stream()).toList(), zones(ev.to()),
            ev.from().isEmpty() ? zoneOwner(ev.to()) : zoneOwner(ev.from().get(0)), false, Optional.empty(), Who.ANY,
            Optional.empty(), Optional.empty()))
        .on(Event.Leaves.class, ev -> {
          List<ZoneKind> from = placeZones(ev.place());
          Who owner = placeOwner(ev.place());
          Pred subject = subjectPred(ev.subject());
          Optional<ExpPred> exp = placeExpedition(ev.place());
          if (exp.isPresent()) { // "leaves your Expeditions": leaves the Expedition zone from them
            subject = Pred.and(List.of(subject, new Pred.InExp(exp.get())));
          }
          EventPat moved = new EventPat.Moved(subject, from, List.of(), owner, false, Optional.empty(), Who.ANY,
              Optional.empty(), ev.during().map(this::phase));
          if (exp.isPresent() && ev.during().isEmpty() && oneExpedition(ev.place())) {
            // 7.5.10.c: switching Expeditions (or defecting) leaves the former Expedition, not the Expedition zone.
            return new EventPat.AnyOf(List.of(moved, new EventPat.Switched(subject, false, true)));
          }
          return moved;
        })
        .on(Event.Joins.class, ev -> {
          List<EventPat> any = new ArrayList<>();
          Pred subject = subjectPred(ev.subject());
          for (Place p : ev.anyOf()) {
            List<ZoneKind> to = placeZones(p);
            Who owner = placeOwner(p);
            Pred s = subject;
            Optional<ExpPred> exp = placeExpedition(p);
            if (exp.isPresent()) {
              s = Pred.and(List.of(subject, new Pred.InExp(exp.get())));
            } else if (owner.kind() != Who.Kind.ANY && (to.contains(ZoneKind.EXPEDITION)
                || to.contains(ZoneKind.LANDMARK))) {
              s = Pred.and(List.of(subject, new Pred.Controlled(owner)));
              owner = Who.ANY;
            }
            any.add(new EventPat.Moved(s, List.of(), to, owner, false, Optional.empty(), Who.ANY, Optional.empty(),
                Optional.empty()));
            if (to.contains(ZoneKind.EXPEDITION)) {
              any.add(new EventPat.Created(s, Who.ANY)); // a token joins as it is created (7.3.5.a)
            }
            if (exp.isPresent() && oneExpedition(p)) {
              // 7.5.9.c: switching Expeditions (or defecting) joins the new Expedition, not the Expedition zone.
              any.add(new EventPat.Switched(s, true, true));
            }
          }
          return any.size() == 1 ? any.get(0) : new EventPat.AnyOf(any);
        })
        .on(Event.Moves.class, ev -> new EventPat.ExpeditionMoved(exp(ev.subject()),
            ev.direction() == Vocabulary.Direction.FORWARD, ev.dueTo().map(AbilityCompiler::terrain),
            ev.dueToAscend(), ev.during().map(this::phase)))
        .on(Event.FailsToMoveForward.class, ev -> new EventPat.FailedToMoveForward(exp(ev.subject())))
        .on(Event.Undergoes.class, this::undergoes)
        .on(Event.Plays.class, ev -> new EventPat.Moved(subjectPred(ev.objects()), List.of(), List.of(), Who.ANY,
            true, ev.from().map(z -> zones(z).get(0)), who(ev.player()), Optional.empty(), Optional.empty()))
        .on(Event.Exhausts.class, ev -> new EventPat.StatusGained(Pred.and(List.of(subjectPred(ev.objects()))),
            Status.EXHAUSTED))
        // 7.3.25: to ready is to lose the status exhausted.
        // 7.3.34: a switch, not a defection (7.3.6), which is a move to the Expedition facing it.
        .on(Event.SwitchesExpeditions.class, ev -> new EventPat.Switched(subjectPred(ev.subject()), true, false))
        .on(Event.Spends.class, ev -> {
          throw error(ev.span(), "a trigger on spending counters (7.3.33) has no event yet: the kernel's counter"
              + " events do not say whether counters were spent");
        })
        .on(Event.TerrainMarkerPlaced.class, ev -> {
          throw error(ev.span(), TERRAIN_MARKERS);
        })
        .on(Event.Readies.class, ev -> new EventPat.StatusLost(Pred.and(List.of(subjectPred(ev.objects()))),
            Status.EXHAUSTED))
        .on(Event.Sacrifices.class, ev -> new EventPat.Moved(subjectPred(ev.objects()), List.of(), List.of(),
            Who.ANY, false, Optional.empty(), who(ev.player()), Optional.of(Cause.SACRIFICE), Optional.empty()))
        .on(Event.Creates.class, ev -> new EventPat.Created(subjectPred(ev.objects()), who(ev.player())))
        .on(Event.Receives.class, ev -> new EventPat.Created(subjectPred(ev.objects()), who(ev.player())))
        .on(Event.Draws.class, ev -> new EventPat.Draws(who(ev.player())))
        .on(Event.Passes.class, ev -> new EventPat.Passes(who(ev.player()), ev.first()))
        .on(Event.Rolls.class, ev -> new EventPat.Rolls(who(ev.player()), 1, 6))
        .on(Event.RollsResult.class, ev -> new EventPat.Rolls(who(ev.player()), ev.range().low(), ev.range().high()))
        .on(Event.ObjectKeyword.class, ev -> {
          if (ev.action() == KeywordAction.ASCEND && !ev.attempt() && !ev.again()) {
            return ascended(ev.subject(), true, ev.span()); // "When my Expedition [Ascends]" (7.3.3.a)
          }
          if (ev.action() == KeywordAction.DEFECT && !ev.attempt() && !ev.again()) {
            return new EventPat.Defected(subjectPred(ev.subject())); // "When I [Defect]" (7.3.6.a)
          }
          throw error(ev.span(), "a trigger on an object's keyword action ([" + ev.action() + "]"
              + (ev.attempt() ? ", attempted" : ev.again() ? " again" : "") + ") has no event yet");
        })
        .on(Event.Reveals.class, ev -> new EventPat.Reveals(who(ev.player()), pred(ev.objects())))
        .on(Event.DoesKeyword.class, ev -> {
          if (ev.action() == KeywordAction.RESUPPLY || ev.action() == KeywordAction.EXHAUSTED_RESUPPLY) {
            return new EventPat.Resupplies(who(ev.player()));
          }
          throw error(ev.span(), "expected a trigger on [Resupply], found [" + ev.action() + "]");
        })
        .on(Event.AnyOf.class, ev -> new EventPat.AnyOf(ev.events().stream().map(events::apply).toList()))
        .on(Event.Becomes.class, this::becomes)
        .on(Event.Loses.class, this::loses)
        .on(Event.Discards.class, ev -> new EventPat.Moved(subjectPred(ev.objects()), List.of(),
            List.of(ZoneKind.DISCARD), Who.ANY, false, Optional.empty(), who(ev.player()), Optional.of(Cause.DISCARD),
            Optional.empty())); // 7.3.7: the kernel's discard, by that player (7.5.6)
  }

  /**
   * "When I become [[Boosted]]" (7.5.4: it did not have the status before and has it after). Boosted is derived from
   * boosts (2.4.5.b): it becomes so with its first boost.
   */
  private EventPat becomes(Event.Becomes ev) {
    if (ev.status() == dev.altered.ast.Status.ASCENDED) {
      return ascended(ev.subject(), true, ev.span());
    }
    Pred subject = subjectPred(ev.subject());
    return ev.status() == dev.altered.ast.Status.BOOSTED
        ? new EventPat.CountersGained(subject, counterName(Counter.BOOST), 1)
        : new EventPat.StatusGained(subject, status(ev.status()));
  }

  /** "When my Expedition [Ascends]", "... gains [[Ascended]]" (7.3.3.a), "... loses [[Ascended]]" (2.4.3, at Rest). */
  private EventPat ascended(ObjectRef subject, boolean gained, SourceSpan span) {
    if (!isExpedition(subject)) {
      throw error(span, "only an Expedition can have [[Ascended]] (7.3.3.a)");
    }
    return new EventPat.ExpeditionStatusChanged(exp(subject), Status.ASCENDED, gained);
  }

  /** "When target Character loses [[Anchored]]" (7.3.19), "When I lose boosts" (7.3.33). */
  private EventPat loses(Event.Loses ev) {
    Step.Losable what = ev.what();
    if (what instanceof Step.Losable.StatusOf st && st.status() == dev.altered.ast.Status.ASCENDED) {
      return ascended(ev.subject(), false, st.span());
    }
    Pred subject = subjectPred(ev.subject());
    if (what instanceof Step.Losable.StatusOf st) {
      return st.status() == dev.altered.ast.Status.BOOSTED
          ? new EventPat.CountersLost(subject, counterName(Counter.BOOST), true) // 2.4.5.b
          : new EventPat.StatusLost(subject, status(st.status()));
    }
    if (what instanceof Step.Losable.Counters c) {
      if (!(c.count() instanceof Quantity.Literal n && n.value() == 1)) {
        throw error(c.count().span(), "a trigger on losing a number of counters has no event pattern yet; expected "
            + "'a boost' or 'all its boosts'");
      }
      return new EventPat.CountersLost(subject, counterName(c.counter()), false);
    }
    if (what instanceof Step.Losable.AllCounters all) {
      return new EventPat.CountersLost(subject, counterName(all.counter()), true);
    }
    throw error(what.span(), "a trigger on losing a keyword ability has no kernel event yet (7.4)");
  }

  /** A trigger's subject: "I" as the bearer; a phrase as a description of what may match. */
  private Pred subjectPred(ObjectRef ref) {
    return pred(ref);
  }

  /** "When I'm sacrificed", "When a card is played from Reserve", "When it's sent to Reserve" (7.5.11). */
  private EventPat undergoes(Event.Undergoes ev) {
    if (ev.by().isPresent()) {
      throw error(ev.span(), "a trigger on what an object undergoes 'by' someone has no event pattern yet");
    }
    Pred subject = subjectPred(ev.subject());
    List<ZoneKind> from = ev.from().map(AbilityCompiler::zones).orElse(List.of());
    return switch (ev.action()) {
      case SACRIFICED -> new EventPat.Moved(subject, from, List.of(), Who.ANY, false, Optional.empty(), Who.ANY,
          Optional.of(Cause.SACRIFICE), Optional.empty());
      case PLAYED -> new EventPat.Moved(subject, List.of(), List.of(), Who.ANY, true,
          ev.from().map(z -> zones(z).get(0)), Who.ANY, Optional.empty(), Optional.empty());
      case SENT, RETURNED, PUT -> {
        if (ev.to().isEmpty()) {
          throw error(ev.span(), "expected where it is " + ev.action().name().toLowerCase(java.util.Locale.ROOT)
              + " ('to Reserve', 'in the Mana zone')");
        }
        yield new EventPat.Moved(subject, from, zones(ev.to().get()), Who.ANY, false, Optional.empty(), Who.ANY,
            Optional.empty(), Optional.empty());
      }
      case DISCARDED -> new EventPat.Moved(subject, from, List.of(ZoneKind.DISCARD), Who.ANY, false,
          Optional.empty(), Who.ANY, Optional.empty(), Optional.empty());
      case EXHAUSTED -> new EventPat.StatusGained(subject, Status.EXHAUSTED);
      case CREATED -> new EventPat.Created(subject, Who.ANY);
      case AUGMENTED -> new EventPat.Augmented(subject);
      default -> throw error(ev.span(), "a trigger on an object being " + ev.action().name().toLowerCase(
          java.util.Locale.ROOT) + " has no kernel event yet");
    };
  }

  /** Reserve and Landmark limits (2.2.13, 2.2.14, 4.2.5.c) and Support counters beyond their maximum. */
  private Void limitChange(Statement.LimitChange st) {
    Who player = st.player().map(this::who).orElse(Who.EACH);
    switch (st.limit()) {
      case RESERVE -> {
        int delta = st.sign() * literal(st.amount().orElseThrow(() -> error(st.span(), "expected by how many")));
        if (keepMoreFilter instanceof Pred.True) {
          rules.add(new Rule.Limit(Rule.Limit.Kind.RESERVE_LIMIT, player, delta, new Pred.True(), when));
        } else {
          // "You may keep one more card in Reserve during Night if it's exhausted": only cards matching count.
          rules.add(new Rule.Limit(Rule.Limit.Kind.KEEP_IN_RESERVE, player, delta, keepMoreFilter, when));
        }
      }
      case LANDMARK -> {
        int delta = st.sign() * literal(st.amount().orElseThrow(() -> error(st.span(), "expected by how many")));
        rules.add(new Rule.Limit(Rule.Limit.Kind.LANDMARK_LIMIT, player, delta, new Pred.True(), when));
      }
      case SUPPORT_COUNTERS -> rules.add(new Rule.Allow(Rule.Allow.Kind.SUPPORT_BEYOND_MAX,
          st.objects().map(o -> selection(o, Optional.empty())).orElse(new Pred.True()), Who.ANY, Optional.empty(),
          Optional.empty(), st.amount().map(this::num).orElse(Num.lit(-1)), when));
      default -> throw error(st.span(), "unknown limit " + st.limit());
    }
    return null;
  }

  private int literal(Quantity q) {
    if (q instanceof Quantity.Literal l) {
      return l.value();
    }
    throw error(q.span(), "expected a number");
  }

  // ===================================================================================================================
  // Effects and sentences (code)
  // ===================================================================================================================

  private void effect(Effect effect) {
    List<Sentence> list = effect.sentences();
    for (int i = 0; i < list.size(); i++) {
      Sentence s = list.get(i);
      SourceSpan before = e.at(s.span());
      Optional<Step.Continuous> statementMade = s instanceof Sentence.Steps st && st.steps().size() == 1
          && st.steps().get(0) instanceof Step.Continuous c ? Optional.of(c) : Optional.empty();
      if (statementMade.isPresent() && i + 1 < list.size() && list.get(i + 1) instanceof Sentence.If next
          && next.condition() instanceof Condition.PlaysFrom from && next.otherwise().isEmpty()
          && subjectOf(statementMade.get().statement()).map(AbilityCompiler::aboutCardsPlayed).orElse(false)) {
        // "The next Spell you play this turn is free. If you play it from your hand, it loses [[Fleeting]]": one
        // Emblem for the same card.
        ObjectRef subject = subjectOf(statementMade.get().statement()).get();
        List<Rule> made = continuousRules(statementMade.get().statement());
        for (Step step : next.then()) {
          made.addAll(playRules(subject, step, Optional.of(zones(from.zone()).get(0))));
        }
        ongoing(made, statementMade.get().duration(), Optional.of(subject), s.span());
        e.restore(before);
        i++;
        continue;
      }
      if (s instanceof Sentence.If iff && iff.otherwise().isEmpty() && i + 1 < list.size()
          && list.get(i + 1) instanceof Sentence.Otherwise other) {
        // 6.5.e: "If [condition], [step one]. Otherwise [step two]": the condition is evaluated once.
        ifElse(iff.condition(), iff.then(), Optional.of(other.steps()));
        i++;
      } else {
        sentences.apply(s);
      }
      e.restore(before);
    }
  }

  private void registerSentences() {
    sentences
        .on(Sentence.Steps.class, s -> {
          steps(s.steps());
          return null;
        })
        .on(Sentence.If.class, s -> {
          ifElse(s.condition(), s.then(), s.otherwise());
          return null;
        })
        .on(Sentence.Unless.class, s -> {
          int end = e.label();
          e.emitJump(Opcode.JUMP_IF, end, e.constant(cond(s.condition())));
          steps(s.steps());
          e.place(end);
          return null;
        })
        .on(Sentence.Otherwise.class, s -> {
          throw error(s.span(), "expected 'Otherwise' right after an 'If' sentence (6.5.e)");
        })
        .on(Sentence.During.class, s -> {
          throw error(s.span(), "'During [phase], ...' changes a daily effect: it is a passive ability, not a step");
        })
        .on(Sentence.ForEach.class, s -> {
          int src = resolve(s.objects(), actor());
          int index = e.register();
          int item = e.register();
          int loop = e.label();
          int end = e.label();
          e.emit(Opcode.SET, index, e.constant(Num.lit(0)));
          e.place(loop);
          e.emitJump(Opcode.LOOP, end, index, src, item);
          regOf.put(s.objects(), item); // "its" in the steps is the current object (6.5.i)
          steps(s.steps());
          regOf.put(s.objects(), src);
          e.emitJump(Opcode.JUMP, loop);
          e.place(end);
          return null;
        })
        .on(Sentence.WhenThisWay.class, s -> {
          // "Roll a die. When you roll a 1-3 this way — ...": a reaction to a step of this effect, resolved here.
          if (!(s.event() instanceof Event.RollsResult rr) || dieReg < 0) {
            throw error(s.span(), "expected 'When you roll [result] this way' after a die roll");
          }
          int end = e.label();
          e.emitJump(Opcode.JUMP_UNLESS, end, e.constant(inRange(new Num.Reg(dieReg), rr.range().low(),
              rr.range().high())));
          steps(s.steps());
          e.place(end);
          return null;
        })
        .on(Sentence.Modal.class, this::modal)
        .on(Sentence.OnResult.class, s -> {
          if (dieReg < 0) {
            throw error(s.span(), "expected a die roll before 'On a ...' (7.3.28.b)");
          }
          outcomes(new Num.Reg(dieReg), s.outcomes());
          return null;
        })
        .on(Sentence.Repeat.class, s -> {
          s.whereX().ifPresent(q -> xs.push(num(q)));
          int counter = e.register();
          e.emit(Opcode.SET, counter, e.constant(num(s.times())));
          s.whereX().ifPresent(x -> xs.pop());
          int loop = e.label();
          int end = e.label();
          e.place(loop);
          e.emitJump(Opcode.COUNT_DOWN, end, counter);
          for (Sentence.Mode m : s.body()) {
            mode(m);
          }
          e.emitJump(Opcode.JUMP, loop);
          e.place(end);
          return null;
        })
        .on(Sentence.Depending.class, s -> {
          outcomes(num(s.on()), s.outcomes());
          return null;
        });
  }

  private void ifElse(Condition condition, List<Step> then, Optional<? extends List<Step>> otherwise) {
    int elseLabel = e.label();
    int end = e.label();
    e.emitJump(Opcode.JUMP_UNLESS, elseLabel, e.constant(cond(condition)));
    steps(then);
    if (otherwise.isPresent()) {
      e.emitJump(Opcode.JUMP, end);
      e.place(elseLabel);
      steps(otherwise.get());
    } else {
      e.place(elseLabel);
    }
    e.place(end);
  }

  private static Cond inRange(Num n, int low, int high) {
    return Cond.and(List.of(new Cond.Compare(n, Cmp.GE, Num.lit(low)), new Cond.Compare(n, Cmp.LE, Num.lit(high))));
  }

  private void outcomes(Num on, List<Sentence.Outcome> outcomes) {
    int end = e.label();
    for (Sentence.Outcome o : outcomes) {
      int next = e.label();
      SourceSpan before = e.at(o.span());
      int high = o.range().orMore() ? Integer.MAX_VALUE : o.range().high();
      e.emitJump(Opcode.JUMP_UNLESS, next, e.constant(inRange(on, o.range().low(), high)));
      effect(o.effect());
      e.emitJump(Opcode.JUMP, end);
      e.place(next);
      e.restore(before);
    }
    e.place(end);
  }

  private Void modal(Sentence.Modal s) {
    s.whereX().ifPresent(q -> xs.push(num(q)));
    Num count = num(s.count());
    s.whereX().ifPresent(x -> xs.pop());
    if (s.extra().isPresent()) {
      Sentence.ExtraChoice extra = s.extra().get();
      Num more = extra.count().map(this::num).orElse(Num.lit(s.modes().size()));
      count = new Num.If(cond(extra.condition()), more, count);
    }
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < s.modes().size(); i++) {
      labels.add("mode " + (i + 1));
    }
    int chosen = e.register();
    int flags = (s.upTo() ? 1 : 0) | (s.repeatable() ? 2 : 0);
    e.emit(Opcode.OPTIONS, chosen, e.constant(new Text(labels)), e.constant(count), flags, e.constant(Who.YOU));
    // 6.5.g: the chosen modes are resolved in the order chosen.
    int index = e.register();
    int item = e.register();
    int loop = e.label();
    int end = e.label();
    e.emit(Opcode.SET, index, e.constant(Num.lit(0)));
    e.place(loop);
    e.emitJump(Opcode.LOOP, end, index, chosen, item);
    List<Integer> starts = new ArrayList<>();
    for (int i = 0; i < s.modes().size(); i++) {
      int l = e.label();
      starts.add(l);
      e.emitJump(Opcode.JUMP_IF_HOLDS, l, item, i);
    }
    e.emitJump(Opcode.JUMP, loop);
    for (int i = 0; i < s.modes().size(); i++) {
      e.place(starts.get(i));
      mode(s.modes().get(i));
      e.emitJump(Opcode.JUMP, loop);
    }
    e.place(end);
    return null;
  }

  /** A mode (6.5.g), possibly with a cost paid in one step before its effect ("• {T} : I gain 2 boosts"). */
  private void mode(Sentence.Mode m) {
    SourceSpan before = e.at(m.span());
    if (!m.cost().isEmpty()) {
      int skip = e.label();
      List<Step> costSteps = new ArrayList<>();
      for (Cost c : m.cost()) {
        costSteps.add(costAsStep(c));
      }
      internal(costSteps, null, skip);
      effect(m.effect());
      e.place(skip);
    } else {
      effect(m.effect());
    }
    e.restore(before);
  }

  /** A cost symbol as the step it stands for (7.1.4). */
  private Step costAsStep(Cost c) {
    SourceSpan s = c.span();
    PlayerRef you = new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s);
    if (c instanceof Cost.ExhaustMe) {
      return new Step.Exhaust(you, new ObjectRef.Self(s), true, s);
    }
    if (c instanceof Cost.DiscardMe) {
      return new Step.Discard(you, new ObjectRef.Self(s), Optional.empty(), s);
    }
    if (c instanceof Cost.Mana m) {
      return new Step.Pay(you, m.amount(), s);
    }
    return ((Cost.AsStep) c).step();
  }

  private void steps(List<Step> list) {
    for (Step s : list) {
      step(s);
    }
  }

  private void step(Step s) {
    SourceSpan before = e.at(s.span());
    Act act = steps.apply(s);
    act.emit();
    if (!(s instanceof Step.Modified m && m.modifiers().stream().anyMatch(x -> x instanceof Step.Modifier.Again))
        && !(s instanceof Step.MayDoAgain)) {
      lastStep = s;
    }
    e.restore(before);
  }

  /** Decisions of a step now, its actions later (in a cost, after all decisions of the cost). */
  private Act prepare(Step s) {
    SourceSpan before = e.at(s.span());
    Act act = steps.apply(s);
    e.restore(before);
    return () -> {
      SourceSpan b = e.at(s.span());
      act.emit();
      e.restore(b);
    };
  }

  // ===================================================================================================================
  // Steps
  // ===================================================================================================================

  private Who actor() {
    return actors.isEmpty() ? Who.YOU : actors.peek();
  }

  /** A step's actor as data; "target player" is chosen first (6.5.b). */
  private Who actor(PlayerRef p) {
    return who(p);
  }

  private void registerSteps() {
    steps
        .on(Step.Draw.class, s -> {
          Who w = actor(s.actor());
          Num n = times(num(s.count()));
          return () -> e.emit(Opcode.DRAW, e.constant(w), e.constant(n));
        })
        .on(Step.DrawCard.class, s -> {
          Who w = actor(s.actor());
          int r = resolve(s.card(), w);
          return () -> e.emit(Opcode.DRAW_CARD, r, e.constant(w));
        })
        .on(Step.Discard.class, s -> {
          Who w = actor(s.actor());
          int r = gather(w, who -> resolve(s.objects(), who, discardedFrom(s)));
          verbRegs.put(Condition.DidThisWay.Verb.DISCARDED, r);
          return () -> e.emit(Opcode.DISCARD, r, e.constant(w));
        })
        .on(Step.Sacrifice.class, s -> {
          Who w = actor(s.actor());
          int r = gather(w, who -> resolveControlled(s.objects(), who));
          verbRegs.put(Condition.DidThisWay.Verb.SACRIFICED, r);
          return () -> e.emit(Opcode.SACRIFICE, r, e.constant(w));
        })
        .on(Step.Move.class, this::move)
        .on(Step.Create.class, s -> {
          Who w = actor(s.actor());
          List<Integer> abilityIndexes = new ArrayList<>();
          for (Ability a : s.abilities()) {
            abilityIndexes.add(nestedAbility(a));
          }
          Tok tok = new Tok(s.token().name(), s.token().forest(), s.token().mountain(), s.token().water(),
              s.token().subtypes(), abilityIndexes, s.token().statistics());
          int tokConst = e.constant(tok);
          Num n = times(num(s.count()));
          Optional<Who> landmarks = s.in().flatMap(this::landmarksOf);
          if (landmarks.isPresent()) {
            // "in your Landmarks", "in target player's Landmarks": the Landmark zone of those players (3.2.7).
            int whoConst = e.constant(landmarks.get());
            lastTokenConst = tokConst;
            lastTokenExps = -1;
            lastTokenLandmarks = whoConst;
            int out = e.register();
            regOf.put(tokenRef(s), out);
            return () -> {
              e.emit(Opcode.CREATE_LANDMARK, tokConst, whoConst, e.constant(n), out);
              lastObjects = out;
            };
          }
          lastTokenLandmarks = -1;
          int exps;
          if (s.in().isPresent()) {
            exps = resolveExpeditions(s.in().get(), w);
          } else {
            exps = e.register(); // "create ... tokens" with no Expedition: one of the controller's (7.3.5.a)
            e.emit(Opcode.CHOOSE_EXPEDITION, exps, e.constant(new ExpPred.Of(w)), e.constant(Num.lit(1)),
                e.constant(Num.lit(1)), e.constant(w));
          }
          lastTokenConst = tokConst;
          lastTokenExps = exps;
          int out = e.register();
          regOf.put(tokenRef(s), out);
          s.token().subtypes().forEach(t -> createdBySubtype.put(t.toUpperCase(Locale.ROOT), out));
          return () -> {
            e.emit(Opcode.CREATE, tokConst, exps, e.constant(n), out);
            lastObjects = out;
          };
        })
        .on(Step.CreateSame.class, s -> {
          if (lastTokenConst < 0) {
            throw error(s.span(), "expected a token created earlier in the ability ('create only one')");
          }
          Num n = num(s.count());
          int tok = lastTokenConst;
          int exps = lastTokenExps;
          int landmarks = lastTokenLandmarks;
          if (landmarks >= 0) {
            return () -> e.emit(Opcode.CREATE_LANDMARK, tok, landmarks, e.constant(n), -1);
          }
          return () -> e.emit(Opcode.CREATE, tok, exps, e.constant(n), -1);
        })
        .on(Step.Ready.class, s -> {
          Who w = actor(s.actor());
          int r = resolve(s.objects(), w);
          return () -> e.emit(Opcode.LOSE_STATUS, r, Status.EXHAUSTED.ordinal());
        })
        .on(Step.Exhaust.class, s -> {
          Who w = actor(s.actor());
          int r = resolve(s.objects(), w);
          verbRegs.put(Condition.DidThisWay.Verb.EXHAUSTED, r);
          return () -> e.emit(Opcode.GAIN_STATUS, r, Status.EXHAUSTED.ordinal());
        })
        .on(Step.Play.class, this::play)
        .on(Step.Roll.class, s -> {
          Who w = actor(s.actor());
          if (!(s.dice() instanceof Quantity.Literal l && l.value() == 1)) {
            throw error(s.dice().span(), "expected 'a die': rolling several dice is a modifier's (7.3.28.c)");
          }
          dieReg = e.register();
          int r = dieReg;
          return () -> e.emit(Opcode.ROLL, e.constant(w), r);
        })
        .on(Step.RollMore.class, s -> {
          throw error(s.span(), "rolling more dice changes a die roll: it is a modifier (If you would roll ...)");
        })
        .on(Step.Reveal.class, s -> {
          Who w = actor(s.actor());
          int r = resolve(s.objects(), w);
          verbRegs.put(Condition.DidThisWay.Verb.REVEALED, r);
          return () -> e.emit(Opcode.REVEAL, r, e.constant(w));
        })
        .on(Step.LookAt.class, s -> {
          Who w = actor(s.actor());
          int r = resolve(s.objects(), w);
          return () -> e.emit(Opcode.LOOK, r, e.constant(w));
        })
        .on(Step.Choose.class, s -> {
          Who w = actor(s.actor());
          int r;
          if (s.among().isPresent()) {
            int among = resolve(s.among().get(), w);
            r = chooseIn(s.objects(), among, w);
          } else {
            r = gather(w, who -> resolve(s.objects(), who));
          }
          regOf.put(s.objects(), r);
          return Act.NONE;
        })
        .on(Step.Target.class, s -> {
          Who w = actor(s.actor());
          if (isPlayer(s.objects())) {
            int r = choosePlayer(s.objects(), w);
            regOf.put(s.objects(), r);
            lastPlayerReg = r;
            return Act.NONE;
          }
          if (isExpedition(s.objects())) {
            resolveExpeditions(s.objects(), w);
            return Act.NONE;
          }
          // "Target two [[Boosted]] Characters": the verb makes them targets (6.5.b), as "two target Characters".
          targetVerb = true;
          try {
            resolve(s.objects(), w);
          } finally {
            targetVerb = false;
          }
          return Act.NONE;
        })
        .on(Step.Exchange.class, s -> {
          Who w = actor(s.actor());
          int a = resolve(s.first(), w);
          int b = resolve(s.second(), w);
          return () -> e.emit(Opcode.EXCHANGE, a, b, e.constant(w));
        })
        .on(Step.ExchangeBoosts.class, s -> {
          int r = resolve(s.of(), actor(s.actor()));
          return () -> e.emit(Opcode.EXCHANGE_BOOSTS, r, r);
        })
        .on(Step.Activate.class, s -> {
          int r = resolve(s.of(), actor(s.actor()));
          return () -> {
            for (Vocabulary.TriggerSymbol k : s.kinds()) {
              e.emit(Opcode.ACTIVATE, r, symbol(k).ordinal());
            }
          };
        })
        .on(Step.ActivateOne.class, s -> {
          if (aboutCardsPlayed(s.subject())) {
            List<Rule> made = playRules(s.subject(), s, Optional.empty());
            return () -> ongoing(made, Optional.empty(), Optional.of(s.subject()), s.span());
          }
          int r = resolve(s.subject(), actor());
          return () -> e.emit(Opcode.ACTIVATE_ONE, r, symbol(s.kind()).ordinal());
        })
        .on(Step.ActivateOwn.class, s -> {
          if (aboutCardsPlayed(s.subject())) {
            List<Rule> made = playRules(s.subject(), s, Optional.empty());
            return () -> ongoing(made, Optional.empty(), Optional.of(s.subject()), s.span());
          }
          int r = resolve(s.subject(), actor());
          return () -> {
            for (Vocabulary.TriggerSymbol k : s.kinds()) {
              e.emit(Opcode.ACTIVATE, r, symbol(k).ordinal());
            }
          };
        })
        .on(Step.Pay.class, s -> {
          Who w = actor(s.actor());
          Num n = num(s.mana());
          return () -> e.emit(Opcode.PAY, e.constant(w), e.constant(n));
        })
        .on(Step.Spend.class, s -> {
          Who w = actor(s.actor());
          String counter = counterName(s.counter());
          int r = s.from() instanceof ObjectRef.Self ? self() : resolve(withCounters(s.from()), w);
          Num n = num(s.count());
          int kinds = -1;
          if (counter.equals("ANY")) {
            kinds = e.register();
            e.emit(Opcode.CHOOSE_COUNTER, kinds, r, e.constant(n), e.constant(w));
          }
          int k = kinds;
          return () -> e.emit(Opcode.SPEND_COUNTERS, r, e.constant(Text.of(counter)), e.constant(n), k);
        })
        .on(Step.Remove.class, s -> {
          Who w = actor(s.actor());
          int r = resolve(s.from(), w);
          String counter = counterName(s.counter());
          int n = s.count().map(q -> e.constant(num(q))).orElse(-1);
          removedReg = e.register();
          int out = removedReg;
          return () -> e.emit(Opcode.REMOVE_COUNTERS, r, e.constant(Text.of(counter)), n, out);
        })
        .on(Step.Double.class, s -> {
          int r = resolve(s.on(), actor(s.actor()));
          String counter = counterName(s.counter());
          return () -> e.emit(Opcode.DOUBLE_COUNTERS, r, e.constant(Text.of(counter)));
        })
        .on(Step.Distribute.class, s -> {
          Who w = actor(s.actor());
          int all = distribute(s.among(), num(s.count()), w);
          String counter = counterName(s.counter());
          return () -> e.emit(Opcode.GAIN_COUNTERS, all, e.constant(Text.of(counter)), e.constant(Num.lit(1)), -1);
        })
        .on(Step.WinGame.class, s -> {
          Who w = actor(s.actor());
          return () -> e.emit(Opcode.WIN, e.constant(w));
        })
        .on(Step.Pass.class, s -> {
          Who w = actor(s.actor());
          return () -> e.emit(Opcode.PASS, e.constant(w));
        })
        .on(Step.BecomeFirstPlayer.class, s -> {
          Who w = actor(s.actor());
          return () -> e.emit(Opcode.FIRST_PLAYER, e.constant(w));
        })
        .on(Step.ReduceCost.class, s -> {
          Rule rule = reduceCost(s);
          return () -> ongoing(List.of(rule), Optional.empty(), Optional.of(s.of()), s.span());
        })
        .on(Step.AddToResult.class, s -> {
          if (dieReg < 0) {
            throw error(s.span(), "expected a die roll before changing its result (7.3.28.c)");
          }
          Num n = num(s.amount());
          int r = dieReg;
          return () -> e.emit(Opcode.ADD, r, e.constant(n));
        })
        .on(Step.Gain.class, s -> {
          if (aboutCardsPlayed(s.subject())) {
            List<Rule> made = playRules(s.subject(), s, Optional.empty());
            return () -> ongoing(made, Optional.empty(), Optional.of(s.subject()), s.span());
          }
          // "give me that many boosts": 'that many' counts the objects of the step before, not the subject.
          int before = lastObjects;
          int r = subject(s.subject());
          int resolved = lastObjects;
          lastObjects = before;
          List<Act> acts = new ArrayList<>();
          for (Step.Gainable g : s.items()) {
            acts.add(gainables.apply(g).apply(r));
          }
          lastObjects = resolved;
          return () -> acts.forEach(Act::emit);
        })
        .on(Step.Lose.class, s -> {
          if (aboutCardsPlayed(s.subject())) {
            List<Rule> made = playRules(s.subject(), s, Optional.empty());
            return () -> ongoing(made, Optional.empty(), Optional.of(s.subject()), s.span());
          }
          int r = subject(s.subject());
          List<Act> acts = new ArrayList<>();
          for (Step.Losable l : s.items()) {
            acts.add(losables.apply(l).apply(r));
          }
          return () -> acts.forEach(Act::emit);
        })
        .on(Step.SwitchExpeditions.class, s -> {
          if (s.with().isPresent()) {
            throw error(s.span(), "switching Expeditions with another object (7.3.34) has no instruction yet");
          }
          int r = subject(s.subject());
          return () -> e.emit(Opcode.SWITCH, r);
        })
        .on(Step.PlaceTerrainMarker.class, s -> {
          int regions = regions(s.on(), actor(s.actor()));
          if (!(s.count() instanceof Quantity.Literal n) || n.value() != 1) {
            throw error(s.count().span(), "expected one Terrain Marker a region ('a {V} Terrain Marker')");
          }
          int mask = Terrain.mask(s.terrains().stream().map(AbilityCompiler::terrain).toList());
          return () -> e.emit(Opcode.PLACE_MARKERS, regions, mask);
        })
        .on(Step.MoveTerrainMarker.class, s -> {
          int markers = markers(s.markers(), actor(s.actor()));
          int to = regions(s.to(), actor(s.actor()));
          return () -> e.emit(Opcode.MOVE_MARKERS, markers, to);
        })
        .on(Step.MoveExpedition.class, s -> {
          int r = resolveExpeditions(s.subject(), actor());
          Num n = num(s.regions());
          boolean forward = s.direction() == Vocabulary.Direction.FORWARD;
          return () -> e.emit(Opcode.MOVE_EXPEDITION, r, e.constant(n), forward ? 1 : 0);
        })
        .on(Step.Keyword.class, this::keywordAction)
        .on(Step.May.class, this::may)
        .on(Step.Internal.class, s -> {
          Who w = actor(s.actor());
          return () -> {
            int skip = e.label();
            if (s.optional()) {
              e.emitJump(Opcode.MAY, skip, e.constant(w));
            }
            internal(s.cost(), s.effect(), skip);
            e.place(skip);
          };
        })
        .on(Step.OneOf.class, s -> {
          Who w = actor(s.actor());
          return () -> oneOf(s.options().size(), w, i -> step(s.options().get(i)));
        })
        .on(Step.MayDoAgain.class, s -> {
          Step again = lastStep;
          if (again == null) {
            throw error(s.span(), "expected a step before 'do it again'");
          }
          Who w = actor(s.actor());
          return () -> {
            int skip = e.label();
            e.emitJump(Opcode.MAY, skip, e.constant(w));
            step(again instanceof Step.May m && m.steps().size() == 1 ? m.steps().get(0) : again);
            e.place(skip);
          };
        })
        .on(Step.Continuous.class, s -> {
          Optional<ObjectRef> subject = subjectOf(s.statement());
          if (subject.isPresent() && chosenWhenResolving(subject.get())) {
            // Targets a statement names are chosen as the effect resolves (6.5.b); the Emblem refers to them.
            int r = isExpedition(subject.get()) ? resolveExpeditions(subject.get(), actor())
                : resolve(subject.get(), actor());
            resolvedSubjects.add(subject.get());
            regOf.put(subject.get(), r);
          }
          List<Rule> made = continuousRules(s.statement());
          return () -> ongoing(made, s.duration(), subject, s.span());
        })
        .on(Step.Modified.class, this::modified);
    destinations
        .on(Step.Destination.ToZone.class, d -> Dest.zone(zones(d.zone()).get(0)))
        .on(Step.Destination.ToExpedition.class, d -> {
          throw error(d.span(), "internal: Expedition destinations are resolved by the step");
        })
        .on(Step.Destination.TopOf.class, d -> new Dest(ZoneKind.DECK, false, Optional.empty(), false, -1))
        .on(Step.Destination.BottomOf.class, d -> {
          if (d.zone().kind() != Vocabulary.ZoneKind.DECK) {
            throw error(d.span(), "expected the bottom of a Deck");
          }
          return new Dest(ZoneKind.DECK, true, Optional.empty(), false, -1);
        })
        .on(Step.Destination.PositionIn.class, d -> new Dest(ZoneKind.DECK, false, Optional.of(num(d.position())),
            false, -1))
        .on(Step.Destination.InAnyOrder.class, d -> destinations.apply(d.placement()));
    playCosts
        .on(Step.PlayCost.Normal.class, c -> Num.lit(0))
        .on(Step.PlayCost.Free.class, c -> Num.lit(-1))
        .on(Step.PlayCost.Reduced.class, c -> {
          if (c.minimum().isPresent()) {
            throw error(c.span(), "'down to a minimum' is for cost alterations of passive abilities");
          }
          return num(c.mana());
        });
    gainables
        .on(Step.Gainable.Counters.class, g -> r -> {
          String counter = counterName(g.counter());
          Num n = times(num(g.count()));
          Optional<Num> max = maxStack.isEmpty() ? Optional.empty() : Optional.of(maxStack.peek());
          return () -> e.emit(Opcode.GAIN_COUNTERS, r, e.constant(Text.of(counter)), e.constant(n),
              max.map(e::constant).orElse(-1));
        })
        .on(Step.Gainable.StatusOf.class, g -> r -> {
          Status st = status(g.status());
          if (st == Status.BOOSTED || st == Status.ASCENDED) {
            throw error(g.span(), st + " is not gained directly (2.4.5.b, 7.3.3)");
          }
          return () -> e.emit(Opcode.GAIN_STATUS, r, st.ordinal());
        })
        .on(Step.Gainable.AbilityOf.class, g -> r -> {
          throw error(g.span(), "gaining an ability is a passive ability (2.2.12.f), not a step of an effect");
        })
        .on(Step.Gainable.KeywordOf.class, g -> r -> {
          // "Target Character gains [Defender] this turn": an Emblem-Ongoing granting the keyword to the objects
          // chosen, for the duration said (2.2.15); without one it would have no end, which no rule gives.
          if (durations.isEmpty()) {
            throw error(g.span(), "expected a duration after a keyword ability gained by a step ('this turn', "
                + "'this Afternoon', 'this Day', 2.2.15.a)");
          }
          Num value = g.parameter().map(this::num).orElse(Num.lit(0));
          List<Rule> made = List.of(new Rule.GrantKeyword(new Pred.InReg(r), keyword(g.keyword()), value,
              new Cond.True()));
          return () -> ongoing(made, Optional.empty(), Optional.empty(), g.span());
        })
        .on(Step.Gainable.OneStatusOf.class, g -> r -> () -> {
          List<Status> options = g.statuses().stream().map(AbilityCompiler::status).toList();
          oneOf(options.size(), Who.YOU, i -> e.emit(Opcode.GAIN_STATUS, r, options.get(i).ordinal()));
        })
        .on(Step.Gainable.NthCounter.class, g -> r -> {
          throw error(g.span(), "'its n-th counter' is only a trigger's event");
        });
    losables
        .on(Step.Losable.StatusOf.class, l -> r -> {
          Status st = status(l.status());
          return () -> e.emit(Opcode.LOSE_STATUS, r, st.ordinal());
        })
        .on(Step.Losable.Counters.class, l -> r -> {
          String counter = counterName(l.counter());
          Num n = num(l.count());
          return () -> e.emit(Opcode.REMOVE_COUNTERS, r, e.constant(Text.of(counter)), e.constant(n), -1);
        })
        .on(Step.Losable.AllCounters.class, l -> r -> {
          String counter = counterName(l.counter());
          return () -> e.emit(Opcode.REMOVE_COUNTERS, r, e.constant(Text.of(counter)), -1, -1);
        })
        .on(Step.Losable.KeywordOf.class, l -> r -> {
          throw error(l.span(), "losing a keyword ability ([" + l.keyword() + "]) has no continuous effect on chosen "
              + "objects yet (7.4)");
        });
    modifiers
        .on(Step.Modifier.Instead.class, m -> null)
        .on(Step.Modifier.Again.class, m -> null)
        .on(Step.Modifier.At.class, m -> null)
        .on(Step.Modifier.AtEndOfTurn.class, m -> {
          throw error(m.span(), "a step delayed to the end of the turn has no kernel event yet");
        })
        .on(Step.Modifier.Lasting.class, m -> null)
        .on(Step.Modifier.AtRandom.class, m -> null)
        .on(Step.Modifier.Times.class, m -> null)
        .on(Step.Modifier.Per.class, m -> null)
        .on(Step.Modifier.ForEach.class, m -> null)
        .on(Step.Modifier.UpToMax.class, m -> null)
        .on(Step.Modifier.WhereX.class, m -> null)
        .on(Step.Modifier.DistributedAmong.class, m -> null)
        .on(Step.Modifier.ThisWay.class, m -> null);
  }

  private final Deque<Num> maxStack = new ArrayDeque<>();

  /**
   * The players whose Landmark zone a token is created in, when the place is one ("your Landmarks", "target player's
   * Landmarks", "its controller's Landmarks", "that player's Landmarks"; 3.2.7), else empty (an Expedition).
   */
  private Optional<Who> landmarksOf(ObjectRef in) {
    if (!(in instanceof ObjectRef.Possessed p) || !p.adjectives().isEmpty() || !p.filters().isEmpty()
        || p.nouns().nouns().isEmpty() || !p.nouns().nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Type t
            && (t.type() == Vocabulary.ObjectType.LANDMARK
            || t.type() == Vocabulary.ObjectType.LANDMARK_PERMANENT))) {
      return Optional.empty();
    }
    if (p.owner() instanceof Possessor.OfPlayer o) {
      return Optional.of(who(o.player()));
    }
    ObjectRef owner = ((Possessor.OfObject) p.owner()).object();
    if (owner instanceof ObjectRef.Self) {
      return Optional.of(Who.controllerOf(Regs.SELF)); // "my Landmarks": my controller's (1.2.1)
    }
    if (owner instanceof ObjectRef.Pronoun pr && pr.restated().map(n -> !n.nouns().isEmpty()
        && n.nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Player)).orElse(false)) {
      // "that player's Landmarks": the player named before, or else the controller of the objects of the step
      // before ("... controlled by another player ... Then, create ... in that player's Landmarks").
      if (lastPlayerReg >= 0) {
        return Optional.of(Who.reg(lastPlayerReg));
      }
      if (lastObjects >= 0) {
        return Optional.of(Who.controllerOf(lastObjects));
      }
      throw error(pr.span(), "expected a player named before 'that player'");
    }
    return Optional.of(Who.controllerOf(objectRegOrResolve(owner))); // "target Character's Landmarks"
  }

  /** The object of a token created: "create ... token(s)" followed by "it". */
  private ObjectRef tokenRef(Step.Create s) {
    return new ObjectRef.Self(s.span()); // a private key: never a candidate itself
  }

  /** Multiplies an amount by the "per ..." modifiers in effect. */
  /** "per card in your Reserve": how many; "per A and per B": the two counts added. */
  private Num perCount(ObjectRef objects) {
    if (objects instanceof ObjectRef.Several s && !s.any()) {
      Num sum = null;
      for (ObjectRef item : s.items()) {
        sum = sum == null ? perCount(item) : new Num.Add(sum, perCount(item));
      }
      return sum;
    }
    return isExpedition(objects) ? new Num.CountExp(exp(objects)) : new Num.Count(selection(objects, Optional.empty()));
  }

  private Num times(Num n) {
    Num result = n;
    for (Num p : per) {
      result = new Num.Mul(result, p);
    }
    return result;
  }

  private Act modified(Step.Modified s) {
    Optional<Step.Modifier.Lasting> lasting = first(s.modifiers(), Step.Modifier.Lasting.class);
    if (lasting.isEmpty()) {
      return modifiedNow(s);
    }
    // "this turn": what the step gives lasts that long (2.2.15); the Act emits later, so the duration goes with it.
    Vocabulary.Duration d = lasting.get().duration();
    durations.push(d);
    Act act;
    try {
      act = modifiedNow(s);
    } finally {
      durations.pop();
    }
    return () -> {
      durations.push(d);
      try {
        act.emit();
      } finally {
        durations.pop();
      }
    };
  }

  /** Durations of the "Lasting" modifiers around the step being compiled (innermost first). */
  private final Deque<Vocabulary.Duration> durations = new ArrayDeque<>();

  private Act modifiedNow(Step.Modified s) {
    for (Step.Modifier m : s.modifiers()) {
      modifiers.apply(m); // every modifier kind has its case; their meaning is applied here, in order
    }
    Step inner = s.step();
    Optional<Step.Modifier.At> at = first(s.modifiers(), Step.Modifier.At.class);
    if (at.isPresent()) {
      Step.Modifier.At when = at.get();
      boolean afterRest = when.phase() == Vocabulary.Phase.REST && when.end();
      if (!afterRest && (when.end() || when.phase() == Vocabulary.Phase.REST)) {
        throw error(when.span(), "a step delayed to the end of a phase has no kernel event yet (only the start of "
            + "a phase, 4.2.b, and the end of Rest, 4.2.5.b)");
      }
      // After Rest: the kernel's event closing the Rest daily effect; at a phase: the event starting it (4.2.b).
      EventPat event = afterRest ? new EventPat.RestDone() : new EventPat.AtPhase(phase(when.phase()));
      return () -> delayed(inner, s.modifiers(), event, s.span());
    }
    Optional<Step.Modifier.AtRandom> random = first(s.modifiers(), Step.Modifier.AtRandom.class);
    if (random.isPresent() && !atRandom) {
      // 3.2.5.c: a card of a Hand chosen at random; the choice the step makes is drawn, not asked.
      List<Step.Modifier> others = s.modifiers().stream().filter(m -> !(m instanceof Step.Modifier.AtRandom))
          .toList();
      Step plain = others.isEmpty() ? inner : new Step.Modified(inner,
          com.google.common.collect.ImmutableList.copyOf(others), s.span());
      atRandom = true;
      randomUsed = false;
      try {
        Act act = steps.apply(plain);
        if (!randomUsed) {
          throw error(random.get().span(), "'at random' applies to a choice of cards (3.2.5.c); this step chooses "
              + "none");
        }
        return act;
      } finally {
        atRandom = false;
      }
    }
    int pushedX = 0;
    int pushedPer = 0;
    int pushedMax = 0;
    for (Step.Modifier m : s.modifiers()) {
      if (m instanceof Step.Modifier.WhereX w) {
        xs.push(num(w.x()));
        pushedX++;
      } else if (m instanceof Step.Modifier.Per p) {
        per.push(perCount(p.objects()));
        pushedPer++;
      } else if (m instanceof Step.Modifier.UpToMax u) {
        maxStack.push(num(u.max()));
        pushedMax++;
      }
    }
    Optional<Step.Modifier.Times> times = first(s.modifiers(), Step.Modifier.Times.class);
    Optional<Step.Modifier.ForEach> forEach = first(s.modifiers(), Step.Modifier.ForEach.class);
    Optional<Step.Modifier.DistributedAmong> distributed = first(s.modifiers(), Step.Modifier.DistributedAmong.class);
    try {
      if (distributed.isPresent() && inner instanceof Step.Create c) {
        return distributedTokens(c, distributed.get());
      }
      if (times.isPresent() || forEach.isPresent()) {
        Num n = times.isPresent() ? num(times.get().times()) : new Num.Count(selection(forEach.get().objects(),
            Optional.empty()));
        List<Num> savedX = new ArrayList<>(xs);
        List<Num> savedPer = new ArrayList<>(per);
        List<Num> savedMax = new ArrayList<>(maxStack);
        return () -> {
          // 6.5.i: the step is performed n times, one after the other, choices made anew each time.
          int counter = e.register();
          e.emit(Opcode.SET, counter, e.constant(n));
          int loop = e.label();
          int end = e.label();
          e.place(loop);
          e.emitJump(Opcode.COUNT_DOWN, end, counter);
          restoreStacks(savedX, savedPer, savedMax);
          step(inner);
          clearStacks();
          e.emitJump(Opcode.JUMP, loop);
          e.place(end);
        };
      }
      Act act = steps.apply(inner);
      return act;
    } finally {
      for (int i = 0; i < pushedX; i++) {
        xs.pop();
      }
      for (int i = 0; i < pushedPer; i++) {
        per.pop();
      }
      for (int i = 0; i < pushedMax; i++) {
        maxStack.pop();
      }
    }
  }

  private void restoreStacks(List<Num> x, List<Num> p, List<Num> m) {
    xs.clear();
    xs.addAll(x);
    per.clear();
    per.addAll(p);
    maxStack.clear();
    maxStack.addAll(m);
  }

  private void clearStacks() {
    xs.clear();
    per.clear();
    maxStack.clear();
  }

  private static <T> Optional<T> first(List<Step.Modifier> list, Class<T> type) {
    return list.stream().filter(type::isInstance).map(type::cast).findFirst();
  }

  /** "Create four tokens, distributed as you choose among any number of target Expeditions". */
  private Act distributedTokens(Step.Create c, Step.Modifier.DistributedAmong among) {
    Who w = actor(c.actor());
    List<Integer> abilityIndexes = new ArrayList<>();
    for (Ability a : c.abilities()) {
      abilityIndexes.add(nestedAbility(a));
    }
    Tok tok = new Tok(c.token().name(), c.token().forest(), c.token().mountain(), c.token().water(),
        c.token().subtypes(), abilityIndexes, c.token().statistics());
    int tokConst = e.constant(tok);
    int exps = distributeExpeditions(among.among(), num(c.count()), w);
    lastTokenConst = tokConst;
    lastTokenExps = exps;
    return () -> e.emit(Opcode.CREATE, tokConst, exps, e.constant(Num.lit(1)), -1);
  }

  /** One Expedition chosen per item, among targets matching (duplicates allowed). */
  private int distributeExpeditions(ObjectRef among, Num count, Who chooser) {
    ExpPred candidates = exp(among);
    int all = e.register();
    int one = e.register();
    int counter = e.register();
    return distributeLoop(all, one, counter, count, () -> e.emit(Opcode.CHOOSE_EXPEDITION, one,
        e.constant(candidates), e.constant(Num.lit(1)), e.constant(Num.lit(1)), e.constant(chooser)));
  }

  private int distributeLoop(int all, int one, int counter, Num count, Act choose) {
    e.emit(Opcode.MINUS, all, all, all); // empty: the loop may run again (a repeated step)
    e.emit(Opcode.SET, counter, e.constant(count));
    int loop = e.label();
    int end = e.label();
    e.place(loop);
    e.emitJump(Opcode.COUNT_DOWN, end, counter);
    choose.emit();
    e.emit(Opcode.APPEND, all, one);
    e.emitJump(Opcode.JUMP, loop);
    e.place(end);
    return all;
  }

  /** "Distribute 3 boosts among any Characters in Reserve": one object chosen per counter. */
  private int distribute(ObjectRef among, Num count, Who chooser) {
    Pred candidates = selection(among, Optional.empty());
    int all = e.register();
    int one = e.register();
    int counter = e.register();
    return distributeLoop(all, one, counter, count, () -> e.emit(Opcode.CHOOSE, one, e.constant(candidates),
        e.constant(Num.lit(1)), e.constant(Num.lit(1)), e.constant(chooser), 0));
  }

  /** A step that happens after Rest (4.2.5): a delayed Reaction, an Emblem-Ongoing lasting this Day. */
  private void delayed(Step inner, List<Step.Modifier> mods, EventPat event, SourceSpan span) {
    List<Step.Modifier> rest = mods.stream().filter(m -> !(m instanceof Step.Modifier.At)).toList();
    Step step = rest.isEmpty() ? inner : new Step.Modified(inner, com.google.common.collect.ImmutableList.copyOf(rest),
        span);
    Ability delayed = new Ability.Reaction(false, new Trigger.At(Vocabulary.Phase.REST, true, span), Optional.empty(),
        Optional.empty(), new Effect(com.google.common.collect.ImmutableList.of(new Sentence.Steps(
            com.google.common.collect.ImmutableList.of(step), span)), span), span);
    AbilityCompiler inner2 = new AbilityCompiler(delayed, context);
    inner2.regOf.putAll(regOf);
    inner2.antecedents = antecedents;
    Program p = inner2.delayedReaction(e.registers(), event);
    int index = e.nested(p);
    e.emit(Opcode.ONGOING, index, Duration.THIS_DAY.ordinal(), 1);
  }

  /**
   * The nested Reaction of a delayed step, carried by an Emblem-Ongoing for the rest of the day (2.2.15) and used
   * once: triggered by the end of Rest or the start of a phase, registers shared with its parent.
   */
  private Program delayedReaction(int parentRegisters, EventPat event) {
    Ability.Reaction r = (Ability.Reaction) ability;
    for (int i = 0; i < parentRegisters; i++) {
      e.register();
    }
    int header = e.constant(new Trig(event, false, new Cond.True(), true, -1));
    e.entry(Program.EFFECT);
    effect(r.effect());
    e.emit(Opcode.RETURN);
    return e.build(Program.Kind.REACTION, false, header);
  }

  private Act move(Step.Move s) {
    Who w = actor(s.actor());
    if (s.insteadOf().isPresent()) {
      throw error(s.span(), "'instead of' a daily effect's card is a passive ability (During Morning, ...)");
    }
    int r = gather(w, who -> resolve(s.objects(), who, s.from()));
    verbRegs.put(Condition.DidThisWay.Verb.PUT, r);
    Dest dest;
    if (s.to() instanceof Step.Destination.ToExpedition te) {
      int exps = resolveExpeditionsFor(te.expedition(), w, r);
      dest = new Dest(ZoneKind.EXPEDITION, false, Optional.empty(), false, exps);
    } else {
      if (s.to() instanceof Step.Destination.InAnyOrder) {
        e.emit(Opcode.ORDER, r, e.constant(w)); // the mover chooses the order before the step (3.2.2.b)
      }
      dest = destinations.apply(s.to());
      if (dest.zone() == ZoneKind.MANA) {
        dest = new Dest(ZoneKind.MANA, false, Optional.empty(), s.as().map(a -> a == Step.OrbState.READY)
            .orElse(false), -1);
      } else if (s.as().isPresent()) {
        throw error(s.span(), "a Mana Orb's state ('exhausted', 'as a ready Mana Orb') is for the Mana zone (3.2.9.b)");
      }
    }
    Dest d = dest;
    return () -> {
      e.emit(Opcode.MOVE, r, e.constant(d), e.constant(w));
      lastObjects = r;
    };
  }

  /** The Expedition each object goes to: one register of codes, one per object when several are possible. */
  private int resolveExpeditionsFor(ObjectRef expedition, Who chooser, int objects) {
    ExpPred p = exp(expedition);
    int out = e.register();
    int index = e.register();
    int item = e.register();
    int one = e.register();
    e.emit(Opcode.MINUS, out, out, out);
    e.emit(Opcode.SET, index, e.constant(Num.lit(0)));
    int loop = e.label();
    int end = e.label();
    e.place(loop);
    e.emitJump(Opcode.LOOP, end, index, objects, item);
    e.emit(Opcode.CHOOSE_EXPEDITION, one, e.constant(p), e.constant(Num.lit(1)), e.constant(Num.lit(1)),
        e.constant(chooser));
    e.emit(Opcode.APPEND, out, one);
    e.emitJump(Opcode.JUMP, loop);
    e.place(end);
    return out;
  }

  private Act play(Step.Play s) {
    Who w = actor(s.actor());
    Num cost = playCosts.apply(s.cost());
    boolean free = cost instanceof Num.Lit l && l.value() == -1;
    Num discount = free ? Num.lit(0) : cost;
    int exps = s.in().isPresent() ? resolveExpeditions(s.in().get(), w) : -1;
    int r;
    if (s.objects() instanceof ObjectRef.Self || s.objects() instanceof ObjectRef.Pronoun) {
      r = resolve(s.objects(), w);
    } else {
      // "Play a card with Hand Cost {3} or less for free": among the cards that can be played that way (5.2.a).
      Pred p = Pred.and(List.of(pred(s.objects()), s.from().map(z -> zonePred(z, w))
          .orElse(Pred.and(List.of(new Pred.InZone(List.of(ZoneKind.HAND, ZoneKind.RESERVE)),
              new Pred.ZoneOf(w))))));
      ObjectRef.Quantifier q = quantifier(s.objects()).orElseThrow(() -> error(s.objects().span(),
          "expected a card to play"));
      r = e.register();
      int playable = e.register();
      e.emit(Opcode.SELECT, playable, e.constant(new Pred.And(List.of(p, new Pred.Playable(w, free, discount)))));
      Num n = q.count().map(this::num).orElse(Num.lit(1));
      e.emit(Opcode.CHOOSE_IN, r, playable, e.constant(n), e.constant(n), e.constant(w));
      regOf.put(s.objects(), r);
    }
    verbRegs.put(Condition.DidThisWay.Verb.PLAYED, r);
    return () -> e.emit(Opcode.PLAY, r, e.constant(w), free ? 1 : 0, e.constant(discount), exps);
  }

  private Act keywordAction(Step.Keyword s) {
    Who w = actor(s.actor());
    switch (s.action()) {
      case AFTER_YOU:
        return () -> e.emit(Opcode.AFTER_YOU, e.constant(w));
      case RESUPPLY:
      case EXHAUSTED_RESUPPLY: {
        int out = e.register();
        verbRegs.put(Condition.DidThisWay.Verb.PUT, out);
        int exhausted = s.action() == KeywordAction.EXHAUSTED_RESUPPLY ? 1 : 0;
        return () -> {
          e.emit(Opcode.RESUPPLY, e.constant(w), exhausted, out);
          lastObjects = out;
        };
      }
      case SABOTAGE: {
        // 7.3.30: discard up to one target card in a Reserve.
        int r = e.register();
        e.emit(Opcode.CHOOSE, r, e.constant(new Pred.InZone(List.of(ZoneKind.RESERVE))), e.constant(Num.lit(0)),
            e.constant(Num.lit(1)), e.constant(w), 1);
        verbRegs.put(Condition.DidThisWay.Verb.DISCARDED, r);
        lastObjects = r;
        return () -> e.emit(Opcode.DISCARD, r, e.constant(w));
      }
      case AUGMENT: {
        int r = resolve(s.object().orElseThrow(() -> error(s.span(), "expected what to [Augment]")), w);
        int kinds = e.register();
        e.emit(Opcode.CHOOSE_COUNTER, kinds, r, e.constant(Num.lit(1)), e.constant(w));
        return () -> e.emit(Opcode.AUGMENT, r, kinds);
      }
      case ASCEND: {
        int r = resolveExpeditions(s.object().orElseThrow(() -> error(s.span(), "expected what [Ascends]")), w);
        return () -> e.emit(Opcode.ASCEND, r);
      }
      case DEFECT: {
        int r = resolve(s.object().orElseThrow(() -> error(s.span(), "expected what [Defects]")), w);
        return () -> e.emit(Opcode.DEFECT, r);
      }
      case RUSH: {
        // 7.3.29: play a card immediately; "[Rush] a Character from your hand" is playing one such card.
        if (s.object().isPresent()) {
          return play(new Step.Play(s.actor(), s.object().get(), Optional.empty(), Optional.empty(),
              new Step.PlayCost.Normal(s.span()), true, s.span()));
        }
        int r = e.register();
        int playable = e.register();
        e.emit(Opcode.SELECT, playable, e.constant(new Pred.And(List.of(new Pred.InZone(List.of(ZoneKind.HAND,
            ZoneKind.RESERVE)), new Pred.ZoneOf(w), new Pred.Playable(w, false, Num.lit(0))))));
        e.emit(Opcode.CHOOSE_IN, r, playable, e.constant(Num.lit(0)), e.constant(Num.lit(1)), e.constant(w));
        verbRegs.put(Condition.DidThisWay.Verb.PLAYED, r); // "[Rush]. If you played a Character this way, ..."
        return () -> e.emit(Opcode.PLAY, r, e.constant(w), 0, e.constant(Num.lit(0)), -1);
      }
      default:
        throw error(s.span(), "no instruction for [" + s.action() + "]");
    }
  }

  private Act may(Step.May s) {
    Who w = actor(s.actor());
    if (s.either()) {
      return () -> oneOf(s.steps().size(), w, i -> step(s.steps().get(i)));
    }
    if (w.kind() == Who.Kind.EACH) {
      // "Each player may ...": each decides in initiative order (6.1.h), the steps done for each who did.
      return () -> {
        int players = e.register();
        e.emit(Opcode.PLAYERS, players, e.constant(Who.EACH));
        int index = e.register();
        int item = e.register();
        int loop = e.label();
        int end = e.label();
        e.emit(Opcode.SET, index, e.constant(Num.lit(0)));
        e.place(loop);
        e.emitJump(Opcode.LOOP, end, index, players, item);
        e.emitJump(Opcode.MAY, loop, e.constant(Who.reg(item)));
        actors.push(Who.reg(item));
        for (Step st : s.steps()) {
          step(st); // actor() reads the player of the loop: it is pushed above
        }
        actors.pop();
        e.emitJump(Opcode.JUMP, loop);
        e.place(end);
      };
    }
    return () -> {
      int skip = e.label();
      e.emitJump(Opcode.MAY, skip, e.constant(w));
      actors.push(w);
      steps(s.steps());
      actors.pop();
      e.place(skip);
    };
  }

  /** Chooses one of n options and emits the chosen one. */
  private void oneOf(int n, Who chooser, java.util.function.IntConsumer body) {
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      labels.add("option " + (i + 1));
    }
    int chosen = e.register();
    e.emit(Opcode.OPTIONS, chosen, e.constant(new Text(labels)), e.constant(Num.lit(1)), 0, e.constant(chooser));
    int end = e.label();
    List<Integer> starts = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int l = e.label();
      starts.add(l);
      e.emitJump(Opcode.JUMP_IF_HOLDS, l, chosen, i);
    }
    e.emitJump(Opcode.JUMP, end);
    for (int i = 0; i < n; i++) {
      e.place(starts.get(i));
      body.accept(i);
      e.emitJump(Opcode.JUMP, end);
    }
    e.place(end);
  }

  /**
   * An internal action (1.2.5.a): "[cost] to [effect]". The cost must be payable in full (1.2.5.c), its decisions are
   * made first, then it is paid in one step (6.1.d); "if you do" afterwards is true (6.5.f).
   */
  private void internal(List<Step> costSteps, Step effectStep, int skip) {
    Cond payable = Cond.and(costSteps.stream().map(this::payable).toList());
    int ok = e.label();
    e.emitJump(Opcode.JUMP_IF, ok, e.constant(payable));
    e.emit(Opcode.SET_DID, Cond.Did.Outcome.COULD_NOT.ordinal());
    e.emitJump(Opcode.JUMP, skip);
    e.place(ok);
    payCost(costSteps, skip);
    e.emit(Opcode.SET_DID, Cond.Did.Outcome.DID.ordinal());
    if (effectStep != null) {
      step(effectStep);
      e.emit(Opcode.SET_DID, Cond.Did.Outcome.DID.ordinal());
    }
  }

  /**
   * Pays an internal action's cost (1.2.5.a): its decisions first, then the cost in one step (6.1.d). Playing a card
   * is a process of its own (5.2.b), not part of a step: it comes after, and "[Rush] to [effect]" goes on only if a
   * card was actually played (7.3.29.b), else jumps to {@code skip}.
   */
  private void payCost(List<Step> costSteps, int skip) {
    List<Act> acts = new ArrayList<>();
    List<Act> plays = new ArrayList<>();
    for (Step c : costSteps) {
      (playsACard(c) ? plays : acts).add(prepare(c));
    }
    if (!acts.isEmpty()) {
      e.emit(Opcode.STEP_BEGIN);
      acts.forEach(Act::emit);
      e.emit(Opcode.STEP_END);
    }
    plays.forEach(Act::emit);
    if (!plays.isEmpty()) {
      e.emitJump(Opcode.JUMP_UNLESS, skip, e.constant(new Cond.Did(Cond.Did.Outcome.DID)));
    }
  }

  /** Whether a step plays a card: "[Rush]" (7.3.29.a), "play a card". */
  private boolean playsACard(Step step) {
    Step s = unmodified(step);
    return s instanceof Step.Play || s instanceof Step.Keyword k && k.action() == KeywordAction.RUSH;
  }

  /** Whether a cost step can be paid now (1.2.5.c): enough mana, counters, objects to choose. */
  private Cond payable(Step step) {
    Step s = unmodified(step);
    if (s instanceof Step.Pay p) {
      return new Cond.Compare(new Num.AvailableMana(), Cmp.GE, num(p.mana()));
    }
    if (s instanceof Step.Spend sp) {
      if (sp.from() instanceof ObjectRef.Self) {
        return new Cond.Compare(new Num.Counters(Regs.SELF, counterName(sp.counter())), Cmp.GE, num(sp.count()));
      }
      return new Cond.Compare(new Num.Count(selection(withCounters(sp.from()), Optional.empty())), Cmp.GE,
          Num.lit(1));
    }
    if (s instanceof Step.Exhaust x && x.objects() instanceof ObjectRef.Self) {
      return Cond.and(List.of(new Cond.Is(Regs.SELF, new Pred.InZone(List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK,
          ZoneKind.RESERVE, ZoneKind.HERO))), new Cond.Not(new Cond.Is(Regs.SELF,
          new Pred.HasStatus(Status.EXHAUSTED)))));
    }
    ObjectRef objects = null;
    Optional<Zone> from = Optional.empty();
    if (s instanceof Step.Discard d) {
      objects = d.objects();
      from = discardedFrom(d);
    } else if (s instanceof Step.Sacrifice x) {
      objects = x.objects();
      if (!(objects instanceof ObjectRef.Self)) {
        return new Cond.Compare(new Num.Count(Pred.and(List.of(selection(objects, Optional.empty()),
            new Pred.Controlled(Who.YOU)))), Cmp.GE, Num.lit(minCount(objects)));
      }
    } else if (s instanceof Step.Move m) {
      objects = m.objects();
      from = m.from();
    } else if (s instanceof Step.Exhaust x) {
      objects = x.objects();
    } else if (s instanceof Step.Ready x) {
      objects = x.objects();
    }
    if (objects instanceof ObjectRef.Self) {
      return new Cond.Is(Regs.SELF, new Pred.True());
    }
    if (objects != null && quantifier(objects).isPresent()) {
      return new Cond.Compare(new Num.Count(selection(objects, from)), Cmp.GE, Num.lit(minCount(objects)));
    }
    return new Cond.True();
  }

  /**
   * An Emblem-Ongoing (2.2.15) carrying statements made by an effect: "Target Expedition can't move forward this
   * Day", "The next Spell you play this turn costs {1} less" (ended once it applied to a card).
   */
  private void ongoing(List<Rule> made, Optional<Vocabulary.Duration> duration, Optional<ObjectRef> subject,
      SourceSpan span) {
    Program p = nestedPassive(made);
    int index = e.nested(p);
    boolean once = subject.map(this::isNext).orElse(false);
    Duration d = duration.or(() -> Optional.ofNullable(durations.peek())).map(AbilityCompiler::duration).orElseGet(() -> subject.flatMap(this::playedDuration)
        .orElse(once ? Duration.THIS_TURN : Duration.THIS_DAY));
    e.emit(Opcode.ONGOING, index, d.ordinal(), once ? 1 : 0);
  }

  /** A nested passive program holding rules made by an effect; play effects' code is compiled into it. */
  private Program nestedPassive(List<Rule> made) {
    AbilityCompiler sub = new AbilityCompiler(ability, context);
    sub.regOf.putAll(regOf);
    for (int i = 0; i < e.registers(); i++) {
      sub.e.register(); // the Emblem carries this effect's registers (its bindings)
    }
    List<Rule> placed = new ArrayList<>();
    for (Rule r : made) {
      placed.add(placeCode(r, sub));
    }
    sub.e.emit(Opcode.RETURN);
    int header = sub.e.constant(new Passive(placed));
    return sub.e.build(Program.Kind.PASSIVE, false, header);
  }

  /** Code of play effects waiting to be compiled into the program that will hold them; gives the "it" register. */
  private final Map<String, Function<AbilityCompiler, Integer>> pendingPlayEffects = new HashMap<>();

  private boolean isNext(ObjectRef ref) {
    return quantifier(ref).map(q -> q.kind() == ObjectRef.Quantifier.Kind.NEXT).orElse(false);
  }

  private Optional<Duration> playedDuration(ObjectRef ref) {
    return filtersOf(ref).stream().filter(f -> f instanceof Filter.PlayedBy).map(f -> (Filter.PlayedBy) f)
        .flatMap(f -> f.during().stream()).map(AbilityCompiler::duration).findFirst();
  }

  /** The rules a statement makes (data), apart from the rules of the ability being compiled. */
  private List<Rule> continuousRules(Statement statement) {
    List<Rule> before = new ArrayList<>(rules);
    rules.clear();
    boolean wasData = dataOnly;
    dataOnly = true;
    Cond w = when;
    when = new Cond.True();
    try {
      statements.apply(statement);
      return new ArrayList<>(rules);
    } finally {
      when = w;
      dataOnly = wasData;
      rules.clear();
      rules.addAll(before);
    }
  }

  /** Phrases of a statement made by an effect that were chosen as it resolved: their registers stand for them. */
  private final Set<ObjectRef> resolvedSubjects = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

  private static boolean chosenWhenResolving(ObjectRef ref) {
    return quantifier(ref).map(q -> q.target() || q.kind() == ObjectRef.Quantifier.Kind.COUNT
        || q.kind() == ObjectRef.Quantifier.Kind.UP_TO).orElse(false);
  }

  private static Optional<ObjectRef> subjectOf(Statement st) {
    if (st instanceof Statement.Has h) {
      return Optional.of(h.subject());
    } else if (st instanceof Statement.CostChange c) {
      return Optional.of(c.subject());
    } else if (st instanceof Statement.Free f) {
      return Optional.of(f.subject());
    } else if (st instanceof Statement.Cannot c) {
      return Optional.of(c.subject());
    }
    return Optional.empty();
  }

  // ===================================================================================================================
  // Statements (passive abilities and continuous effects)
  // ===================================================================================================================

  private void registerStatements() {
    statements
        .on(Statement.Has.class, st -> {
          for (Statement.Grant g : st.grants()) {
            grantSubject = st.subject();
            grants.apply(g);
          }
          return null;
        })
        .on(Statement.CostChange.class, st -> {
          Played played = played(st.subject());
          Num amount = num(st.mana());
          if (st.per().isPresent()) {
            ObjectRef per = st.per().get(); // "for each of your Ascended Expeditions": Expeditions counted too
            amount = new Num.Mul(amount, isExpedition(per) ? new Num.CountExp(exp(per))
                : new Num.Count(selection(per, Optional.empty())));
          }
          Optional<ExpPred> in = st.toPlayIn().map(this::exp);
          rules.add(new Rule.Cost(played.cards(), played.player(), played.from(), in,
              st.more() ? Rule.Cost.Kind.INCREASE : Rule.Cost.Kind.DECREASE, amount, st.minimum().map(this::num),
              when));
          return null;
        })
        .on(Statement.Free.class, st -> {
          Played played = played(st.subject());
          rules.add(new Rule.Cost(played.cards(), played.player(), played.from(), Optional.empty(),
              Rule.Cost.Kind.FREE, Num.lit(0), Optional.empty(), when));
          return null;
        })
        .on(Statement.MinimumCost.class, st -> {
          Played played = played(st.subject());
          rules.add(new Rule.Cost(played.cards(), played.player(), played.from(), Optional.empty(),
              Rule.Cost.Kind.AT_LEAST, num(st.mana()), Optional.empty(), when));
          return null;
        })
        .on(Statement.Cannot.class, st -> {
          cannotSubject = st.subject();
          restricteds.apply(st.action());
          return null;
        })
        .on(Statement.CanGainAgain.class, st -> {
          rules.add(new Rule.Allow(Rule.Allow.Kind.GAIN_AGAIN, pred(st.subject()), Who.ANY, Optional.empty(),
              Optional.of(status(st.status())), Num.lit(0), when));
          return null;
        })

        .on(Statement.MayPlay.class, st -> {
          mayPlay(st.player(), st.objects(), st.from(), st.in(), st.cost(), st.span());
          return null;
        })
        .on(Statement.LimitChange.class, this::limitChange)
        .on(Statement.ActivationRestriction.class, st -> {
          throw error(st.span(), "'You can only activate this' belongs to a quick action");
        })
        .on(Statement.LosesAbilities.class, st -> {
          rules.add(new Rule.LoseAbilities(selection(st.subject(), Optional.empty()), when));
          return null;
        })
        .on(Statement.AbilitiesIgnored.class, st -> {
          rules.add(new Rule.Ignore(possessorPred(st.of()), false, when)); // 7.3.18, when the condition holds
          return null;
        })
        .on(Statement.ActionCostsMore.class, st -> {
          throw error(st.span(), "'This action costs more' belongs to a quick action");
        })
        .on(Statement.ReactionsIgnored.class, st -> {
          // 7.3.18.b: ignored Reactions do not activate, which is what forbidding their activation does (7.3.1.e).
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.ACTIVATE, pred(st.of()), new ExpPred.True(), Optional.empty(),
              Optional.empty(), st.kinds().stream().map(AbilityCompiler::symbol).toList(), Optional.empty(),
              Optional.empty(), when));
          return null;
        })
        .on(Statement.AbilitiesCannotActivate.class, st -> {
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.ACTIVATE, pred(st.of()), new ExpPred.True(), Optional.empty(),
              Optional.empty(), st.kinds().stream().map(AbilityCompiler::symbol).toList(), Optional.empty(),
              Optional.empty(), when));
          return null;
        })
        .on(Statement.Replacement.class, st -> {
          replacement(st, List.of());
          return null;
        })
        .on(Statement.TerrainAdded.class, st -> {
          terrains(st.regions(), terrain(st.terrain()), false);
          return null;
        })
        .on(Statement.TerrainSet.class, st -> {
          terrains(st.regions(), terrain(st.terrain()), true);
          return null;
        })

        .on(Statement.BeginsWithMarkers.class, st -> {
          rules.add(new Rule.StartingMarkers(st.markers().stream()
              .map(m -> m.stream().map(AbilityCompiler::terrain).toList()).toList(), when));
          return null;
        })
        .on(Statement.BeginsWith.class, st -> {
          rules.add(new Rule.StartingCounters(counterName(st.counter()), literal(st.count()), when));
          return null;
        })
        .on(Statement.Remains.class, st -> {
          rules.add(new Rule.Remains(selection(st.subject(), Optional.empty()), status(st.status()), when));
          return null;
        })
;
    grants
        .on(Statement.Grant.KeywordGrant.class, g -> {
          Num value = g.parameter().map(this::num).orElse(Num.lit(0));
          rules.add(new Rule.GrantKeyword(grantTargets(), keyword(g.keyword()), value, when));
          return null;
        })
        .on(Statement.Grant.StatusGrant.class, g -> {
          // "Spells you play with Hand Cost {1} or less have [[Fleeting]]" (5.2.4.a.3).
          if (g.status() != dev.altered.ast.Status.FLEETING) {
            throw error(g.span(), "expected [[Fleeting]] given to cards being played (5.2.4.a.3)");
          }
          Played played = played(grantSubject);
          rules.add(new Rule.SpellFleeting(played.cards(), played.player(), played.from(), true, when));
          return null;
        })
        .on(Statement.Grant.Statistics.class, g -> {
          if (g.change() == Statement.Grant.Statistics.Change.SET && g.amount() instanceof Quantity.StatOf so
              && so.stat() == Vocabulary.Stat.HIGHEST_STATISTIC) {
            rules.add(new Rule.StatsHighest(grantTargets(), g.stats().stream().map(AbilityCompiler::terrain).toList(),
                when));
            return null;
          }
          throw error(g.span(), "statistics changed by an amount (+1 {M}) have no continuous effect yet");
        })
        .on(Statement.Grant.AbilityGrant.class, g -> {
          rules.add(new Rule.GrantAbilities(grantTargets(), List.of(nestedAbility(g.ability())), when));
          return null;
        });
    restricteds
        .on(Statement.Restricted.Move.class, r -> {
          if (r.direction() != Vocabulary.Direction.FORWARD || r.dueTo().isPresent()) {
            throw error(r.span(), "expected 'can't move forward (during ...) (except due to ...)' (7.3.22)");
          }
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.MOVE_FORWARD, new Pred.True(), exp(cannotSubject),
              r.during().map(this::phase), r.exceptDueTo().map(AbilityCompiler::terrain), List.of(), Optional.empty(),
              Optional.empty(), when));
          return null;
        })
        .on(Statement.Restricted.PreventMovingForward.class, r -> {
          ObjectRef expedition = r.expedition();
          if (expedition instanceof ObjectRef.Pronoun p && !p.antecedent().equals(ObjectRef.Antecedent.TRIGGER)
              && antecedents.of(p.antecedent().index()).orElse(null) == cannotSubject && p.antecedent().index() > 0) {
            // "[Defender] Characters don't prevent it": "it" is not the subject of its own clause, but the phrase
            // named before it ("If my Expedition is behind").
            expedition = new ObjectRef.Pronoun(new ObjectRef.Antecedent(p.antecedent().index() - 1), p.plural(),
                p.restated(), p.theTarget(), p.all(), p.span());
          }
          rules.add(new Rule.Allow(Rule.Allow.Kind.DEFENDER_DOES_NOT_PREVENT, pred(cannotSubject), Who.ANY,
              Optional.of(exp(expedition)), Optional.empty(), Num.lit(0), when));
          return null;
        })
        .on(Statement.Restricted.GainCounters.class, r -> {
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.GAIN_COUNTERS, selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), r.counter().equals(Counter.ANY)
                  ? Optional.empty() : Optional.of(counterName(r.counter())), Optional.empty(), when));
          return null;
        })
        .on(Statement.Restricted.GainStatus.class, r -> {
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.GAIN_STATUS, selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), Optional.empty(),
              Optional.of(status(r.status())), when));
          return null;
        })
        .on(Statement.Restricted.LoseCounters.class, r -> {
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.LOSE_COUNTERS, selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), r.counter().equals(Counter.ANY)
                  ? Optional.empty() : Optional.of(counterName(r.counter())), Optional.empty(), when));
          return null;
        })
        .on(Statement.Restricted.LoseStatus.class, r -> {
          if (r.status() == dev.altered.ast.Status.BOOSTED || r.status() == dev.altered.ast.Status.ASCENDED) {
            throw error(r.span(), "expected a status an object loses itself (2.4.1.a); for boosts: 'can't lose "
                + "boosts'");
          }
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.LOSE_STATUS, selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), Optional.empty(),
              Optional.of(status(r.status())), when));
          return null;
        })
        .on(Statement.Restricted.Play.class, r -> {
          if (!isPlayer(cannotSubject)) {
            throw error(cannotSubject.span(), "expected the players who can't play ('Opponents', 'You')");
          }
          // Players play only their own cards (5.2), so the player's restriction is one on the cards they own.
          Who player = nounsOf(cannotSubject).nouns().stream().allMatch(n -> n instanceof ObjectRef.Noun.Player p
              && p.opponent()) ? Who.OPPONENT : Who.EACH;
          actors.push(player); // "from their Reserve": the zones of the players who can't play
          List<Pred> cards;
          try {
            cards = new ArrayList<>(List.of(pred(r.objects()), new Pred.OwnedBy(player)));
            r.from().ifPresent(z -> cards.add(zonePred(z, player)));
          } finally {
            actors.pop();
          }
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.PLAY, Pred.and(cards), new ExpPred.True(), Optional.empty(),
              Optional.empty(), List.of(), Optional.empty(), Optional.empty(), when));
          return null;
        })
        .on(Statement.Restricted.UndergoTo.class, r -> {
          throw error(r.span(), "'can't be " + r.action().name().toLowerCase(Locale.ROOT) + " to "
              + r.to().kind().name().toLowerCase(Locale.ROOT) + "' has no rule in the kernel yet (what happens to "
              + "the object instead is not in the Complete Rules)");
        })
        .on(Statement.Restricted.Undergo.class, r -> {
          if (r.action() != Vocabulary.ObjectAction.PLAYED || r.by().isPresent()) {
            throw error(r.span(), "only 'can't be played' is a rule the kernel knows (5.2.a)");
          }
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.PLAY, pred(cannotSubject), new ExpPred.True(), Optional.empty(),
              Optional.empty(), List.of(), Optional.empty(), Optional.empty(), when));
          return null;
        })
        .on(Statement.Restricted.PlayedIn.class, r -> {
          // "I can't be played in a starting region": not in an Expedition that is there (5.1.2.c.2, 1.4.1).
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.PLAY, pred(cannotSubject), exp(r.where()), Optional.empty(),
              Optional.empty(), List.of(), Optional.empty(), Optional.empty(), when));
          return null;
        })
        .on(Statement.Restricted.Keyword.class, r -> {
          if (r.action() != KeywordAction.DEFECT) {
            throw error(r.span(), "forbidding [" + r.action() + "] has no rule in the kernel yet");
          }
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.DEFECT, selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), Optional.empty(), Optional.empty(),
              when));
          return null;
        })
        .on(Statement.Restricted.Activate.class, r -> {
          throw error(r.span(), "expected which abilities can't activate ('The {j} abilities of ...')");
        })
        .on(Statement.Restricted.CountTowardsLimit.class, r -> {
          if (r.limit() != Vocabulary.Limit.RESERVE) {
            throw error(r.span(), "expected the Reserve limit (4.2.5.c)");
          }
          rules.add(new Rule.Forbid(Rule.Forbid.Kind.COUNT_TOWARDS_RESERVE_LIMIT, pred(cannotSubject),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), Optional.empty(), Optional.empty(),
              when));
          return null;
        });
    regions
        .on(Statement.Region.Own.class, r -> {
          int reg = possessors.apply(r.owner());
          return new ExpPred.Contains(reg);
        })
        .on(Statement.Region.OfExpedition.class, r -> exp(r.expedition()))
        .on(Statement.Region.All.class, r -> new ExpPred.True());
  }

  private ExpPred previousItem;
  private ObjectRef grantSubject;
  private ObjectRef cannotSubject;
  private Pred keepMoreFilter = new Pred.True();

  private Pred grantTargets() {
    return selection(grantSubject, Optional.empty());
  }

  private void terrains(List<Statement.Region> list, Terrain terrain, boolean replace) {
    boolean all = list.stream().anyMatch(r -> r instanceof Statement.Region.All);
    List<ExpPred> of = new ArrayList<>();
    for (Statement.Region r : list) {
      of.add(regions.apply(r));
    }
    rules.add(new Rule.Terrains(of.size() == 1 ? of.get(0) : new ExpPred.Or(of), all, terrain, replace, when));
  }

  /** What a statement about cards being played describes: the cards, who plays them, from where. */
  private record Played(Pred cards, Who player, Optional<ZoneKind> from, Optional<Terrain> in) {}

  private Played played(ObjectRef subject) {
    if (subject instanceof ObjectRef.Self) {
      return new Played(new Pred.Self(), Who.ANY, Optional.empty(), Optional.empty());
    }
    Pred cards = pred(subject);
    Who player = Who.ANY;
    Optional<ZoneKind> from = Optional.empty();
    Optional<Terrain> in = Optional.empty();
    for (Filter f : filtersOf(subject)) {
      if (f instanceof Filter.PlayedBy p) {
        player = who(p.player());
        from = p.from().map(z -> zones(z).get(0));
        in = p.in().map(AbilityCompiler::terrain);
      } else if (f instanceof Filter.PlayedFrom p) {
        from = Optional.of(zones(p.zone()).get(0));
      }
    }
    return new Played(cards, player, from, in);
  }

  /** "You may play exhausted cards from your Reserve", "... for {1} less, down to a minimum of {1}". */
  private void mayPlay(PlayerRef player, ObjectRef objects, Optional<Zone> from, Optional<ObjectRef> in,
      Step.PlayCost cost, SourceSpan span) {
    Who w = who(player);
    Pred cards = pred(objects);
    boolean exhausted = adjectivesOf(objects).stream().anyMatch(a -> a instanceof ObjectRef.Adjective.WithStatus ws
        && ws.anyOf().contains(dev.altered.ast.Status.EXHAUSTED));
    Optional<ZoneKind> zone = from.map(z -> zones(z).get(0));
    if (exhausted) {
      rules.add(new Rule.Allow(Rule.Allow.Kind.PLAY_EXHAUSTED, cards, w, in.map(this::exp), Optional.empty(),
          Num.lit(0), when));
    }
    if (cost instanceof Step.PlayCost.Reduced r) {
      rules.add(new Rule.Cost(cards, w, zone, in.map(this::exp), Rule.Cost.Kind.DECREASE, num(r.mana()),
          r.minimum().map(this::num), when));
    } else if (cost instanceof Step.PlayCost.Free) {
      rules.add(new Rule.Cost(cards, w, zone, in.map(this::exp), Rule.Cost.Kind.FREE, Num.lit(0), Optional.empty(),
          when));
    } else if (!exhausted) {
      throw error(span, "expected a permission to play exhausted cards or a cost change");
    }
  }

  /**
   * "The next Character you play this turn gains 1 boost", "The first Character you play each Afternoon gains 1
   * boost": a play effect (5.2.c) for cards other than Spells, and for Spells gaining or losing Fleeting as they move
   * to Limbo (5.2.4.a.3). {@code from} narrows the cards to those played from a zone ("If you play it from your
   * hand, it loses [[Fleeting]]").
   */
  private List<Rule> playRules(ObjectRef subject, Step step, Optional<ZoneKind> from) {
    Played played = played(subject);
    Optional<ZoneKind> zone = from.isPresent() ? from : played.from();
    boolean first = quantifier(subject).map(q -> q.kind() == ObjectRef.Quantifier.Kind.ORDINAL).orElse(false);
    List<Rule> out = new ArrayList<>();
    Optional<Boolean> fleeting = fleetingChange(step);
    boolean others = !onlySpells(played.cards());
    boolean spells = !onlyNonSpells(played.cards());
    if (spells && fleeting.isPresent()) {
      out.add(new Rule.SpellFleeting(Pred.and(List.of(played.cards(), new Pred.Type(Pred.ObjType.SPELL))),
          played.player(), zone, fleeting.get(), when));
    }
    if (others) {
      String entry = newEntry("play");
      ObjectRef.Pronoun it = new ObjectRef.Pronoun(ObjectRef.Antecedent.TRIGGER, false, Optional.empty(), false,
          false, subject.span());
      Step onIt = onObject(step, it);
      Pred cards = Pred.and(List.of(played.cards(), new Pred.Not(new Pred.Type(Pred.ObjType.SPELL))));
      Rule.PlayEffect rule = new Rule.PlayEffect(cards, played.player(), zone, played.in(), first, entry, -1, when);
      pendingPlayEffects.put(entry, c -> {
        int bound = c.e.register();
        c.triggerReg = bound;
        c.dataOnly = false;
        c.e.entry(entry);
        c.step(onIt);
        c.e.emit(Opcode.RETURN);
        return bound;
      });
      out.add(rule);
    } else if (fleeting.isEmpty()) {
      throw error(step.span(), "a Spell being played can only gain or lose [[Fleeting]] (5.2.4.a.3)");
    }
    return out;
  }

  /** Gaining (true) or losing (false) [[Fleeting]] alone. */
  private static Optional<Boolean> fleetingChange(Step step) {
    if (step instanceof Step.Gain g && g.items().size() == 1 && g.items().get(0) instanceof Step.Gainable.StatusOf st
        && st.status() == dev.altered.ast.Status.FLEETING) {
      return Optional.of(true);
    }
    if (step instanceof Step.Lose l && l.items().size() == 1 && l.items().get(0) instanceof Step.Losable.StatusOf st
        && st.status() == dev.altered.ast.Status.FLEETING) {
      return Optional.of(false);
    }
    return Optional.empty();
  }

  /** Whether a description can only be of Spells. */
  private static boolean onlySpells(Pred p) {
    if (p instanceof Pred.Type t) {
      return t.type() == Pred.ObjType.SPELL;
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().anyMatch(AbilityCompiler::onlySpells);
    }
    if (p instanceof Pred.Or o) {
      return !o.any().isEmpty() && o.any().stream().allMatch(AbilityCompiler::onlySpells);
    }
    return false;
  }

  /** Whether a description excludes Spells (Characters, Permanents). */
  private static boolean onlyNonSpells(Pred p) {
    if (p instanceof Pred.Type t) {
      return t.type() != Pred.ObjType.SPELL && t.type() != Pred.ObjType.CARD;
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().anyMatch(AbilityCompiler::onlyNonSpells);
    }
    if (p instanceof Pred.Or o) {
      return !o.any().isEmpty() && o.any().stream().allMatch(AbilityCompiler::onlyNonSpells);
    }
    return false;
  }

  /** The same step done by another object ("it": the card being played). */
  private Step onObject(Step step, ObjectRef it) {
    if (step instanceof Step.Gain g) {
      return new Step.Gain(it, g.items(), g.span());
    }
    if (step instanceof Step.Lose l) {
      return new Step.Lose(it, l.items(), l.span());
    }
    if (step instanceof Step.ActivateOwn a) {
      return new Step.ActivateOwn(it, a.kinds(), a.asIfPlayedFrom(), a.span());
    }
    if (step instanceof Step.ActivateOne a) {
      return new Step.ActivateOne(it, a.kind(), a.span());
    }
    throw error(step.span(), "expected what the card played gains, loses or activates");
  }

  /** A passive's play effect: its code goes in this program now. */
  private void playEffect(ObjectRef subject, Step step) {
    for (Rule r : playRules(subject, step, Optional.empty())) {
      rules.add(placeCode(r, this));
    }
  }

  /** Compiles the pending code of a rule into {@code target} and gives the rule its register. */
  private Rule placeCode(Rule r, AbilityCompiler target) {
    if (r instanceof Rule.PlayEffect pe && pendingPlayEffects.containsKey(pe.entry())) {
      boolean wasData = target.dataOnly;
      int savedTrigger = target.triggerReg;
      int reg = pendingPlayEffects.remove(pe.entry()).apply(target);
      target.dataOnly = wasData;
      target.triggerReg = savedTrigger;
      return new Rule.PlayEffect(pe.cards(), pe.player(), pe.from(), pe.in(), pe.firstEachDay(), pe.entry(), reg,
          pe.when());
    }
    return r;
  }

  /** Whether a phrase is "the next ..." or "the first ... each Afternoon": cards about to be played. */
  private static boolean aboutCardsPlayed(ObjectRef ref) {
    return quantifier(ref).map(q -> q.kind() == ObjectRef.Quantifier.Kind.NEXT
        || q.kind() == ObjectRef.Quantifier.Kind.ORDINAL).orElse(false);
  }

  /** "If [event] would happen, [steps] instead / also" (6.2). */
  private void replacement(Statement.Replacement st, List<Sentence> continuation) {
    Event ev = st.event().event();
    Cond w = Cond.and(List.of(when, st.event().whilst().map(this::cond).orElse(new Cond.True())));
    Rule.ActionPat action = actionPattern(ev);
    boolean additive = st.kind() == Statement.Replacement.Kind.ALSO;
    List<Step> body = new ArrayList<>(st.steps());
    boolean optional = false;
    if (body.size() == 1 && body.get(0) instanceof Step.May m) {
      optional = true;
      body = new ArrayList<>(m.steps());
    }
    if (body.size() == 1 && body.get(0) instanceof Step.Internal in && in.optional()) {
      optional = true;
    }
    Rule.Replace.Modify modify = modifyOf(ev, body);
    String entry = "";
    int itReg = -1;
    if (modify == Rule.Replace.Modify.NONE) {
      entry = newEntry("instead");
      boolean wasData = dataOnly;
      dataOnly = false;
      int saveTrigger = triggerReg;
      triggerReg = e.register(); // the object the action was about ("it", bound by the kernel)
      itReg = triggerReg;
      regOf.put(eventSubject(ev).orElse(new ObjectRef.Self(SourceSpan.NONE)), triggerReg);
      e.entry(entry);
      List<Step> effectSteps = body;
      if (effectSteps.size() == 1 && effectSteps.get(0) instanceof Step.Internal in) {
        // "you may discard me instead to [effect]": the cost is the replacement, paid, then the effect.
        int paid = e.label();
        payCost(in.cost(), paid);
        step(in.effect());
        e.place(paid);
      } else {
        steps(effectSteps);
      }
      effect(new Effect(com.google.common.collect.ImmutableList.copyOf(continuation), st.span()));
      e.emit(Opcode.RETURN);
      triggerReg = saveTrigger;
      dataOnly = wasData;
    }
    Optional<String> dont = Optional.empty();
    if (ifYouDont.isPresent()) {
      String name = newEntry("dont");
      boolean wasData = dataOnly;
      dataOnly = false;
      e.entry(name);
      effect(ifYouDont.get());
      e.emit(Opcode.RETURN);
      dataOnly = wasData;
      dont = Optional.of(name);
      ifYouDont = Optional.empty();
    }
    rules.add(new Rule.Replace(action, entry, itReg, additive, optional, dont, modify, modifyStatus(body), modifyAmount(
        body), w));
  }

  /** The atomic actions a modifier's event describes (6.2.f). */
  private Rule.ActionPat actionPattern(Event ev) {
    if (ev instanceof Event.Leaves l) {
      Pred subject = pred(l.subject());
      Optional<ExpPred> exp = placeExpedition(l.place());
      if (exp.isPresent()) {
        subject = Pred.and(List.of(subject, new Pred.InExp(exp.get())));
      }
      return new Rule.ActionPat.Move(subject, placeZones(l.place()), List.of(), l.during().map(this::phase));
    }
    if (ev instanceof Event.Undergoes u && u.to().isPresent()) {
      return new Rule.ActionPat.Move(pred(u.subject()), u.from().map(AbilityCompiler::zones).orElse(List.of()),
          zones(u.to().get()), Optional.empty());
    }
    if (ev instanceof Event.Undergoes u && u.action() == Vocabulary.ObjectAction.SACRIFICED && u.from().isEmpty()) {
      return new Rule.ActionPat.Sacrifice(pred(u.subject()));
    }
    if (ev instanceof Event.Undergoes u && u.action() == Vocabulary.ObjectAction.DISCARDED) {
      return new Rule.ActionPat.Move(pred(u.subject()), u.from().map(AbilityCompiler::zones).orElse(List.of()),
          List.of(ZoneKind.DISCARD), Optional.empty());
    }
    if (ev instanceof Event.GoesTo g) {
      return new Rule.ActionPat.Move(pred(g.subject()), g.from().stream().flatMap(z -> zones(z).stream()).toList(),
          zones(g.to()), Optional.empty());
    }
    if (ev instanceof Event.Gains g && g.what() instanceof Step.Gainable.StatusOf s) {
      return new Rule.ActionPat.GainStatus(pred(g.subject()), status(s.status()));
    }
    if (ev instanceof Event.Moves m && m.direction() == Vocabulary.Direction.FORWARD) {
      return new Rule.ActionPat.Advance(exp(m.subject()), m.during().map(this::phase));
    }
    if (ev instanceof Event.DoesKeyword d && (d.action() == KeywordAction.RESUPPLY
        || d.action() == KeywordAction.EXHAUSTED_RESUPPLY)) {
      return new Rule.ActionPat.Resupply(who(d.player()));
    }
    if (ev instanceof Event.ObjectKeyword o && o.action() == KeywordAction.ASCEND) {
      // "If one of your Ascended Expeditions would attempt to Ascend again" (7.5.3.a): it has Ascended already.
      return new Rule.ActionPat.Ascend(exp(o.subject()), o.attempt() || o.again());
    }
    if (ev instanceof Event.ObjectKeyword o && o.action() == KeywordAction.DEFECT && !o.again()) {
      return new Rule.ActionPat.Defect(pred(o.subject())); // "If I would [Defect], ... instead" (7.3.6.a)
    }
    if (ev instanceof Event.Rolls r) {
      return new Rule.ActionPat.RollDie(who(r.player()));
    }
    throw error(ev.span(), "no atomic action matches this modifier's event (6.2.f)");
  }

  private static Optional<Status> modifyStatus(List<Step> body) {
    if (body.size() == 1 && unmodified(body.get(0)) instanceof Step.Gain g && g.items().size() == 1
        && g.items().get(0) instanceof Step.Gainable.StatusOf st) {
      return Optional.of(status(st.status()));
    }
    if (body.size() == 1 && unmodified(body.get(0)) instanceof Step.Lose l && l.items().size() == 1
        && l.items().get(0) instanceof Step.Losable.StatusOf st) {
      return Optional.of(status(st.status()));
    }
    return Optional.empty();
  }

  private static int modifyAmount(List<Step> body) {
    if (body.size() == 1 && unmodified(body.get(0)) instanceof Step.Gain g && g.items().size() == 1
        && g.items().get(0) instanceof Step.Gainable.Counters c && c.count() instanceof Quantity.Literal l) {
      return l.value();
    }
    return 0;
  }

  /** Whether a step acts on the object of the modified action: "me" when "I" would, or "it". */
  private static boolean onSubject(ObjectRef acted, Event ev) {
    Optional<ObjectRef> subject = eventSubject(ev);
    if (acted instanceof ObjectRef.Self) {
      return subject.map(s -> s instanceof ObjectRef.Self).orElse(false);
    }
    return acted instanceof ObjectRef.Pronoun;
  }

  /** Modifiers that change the action itself rather than performing an effect (6.2.a). */
  private Rule.Replace.Modify modifyOf(Event ev, List<Step> body) {
    if (body.size() != 1) {
      return Rule.Replace.Modify.NONE;
    }
    Step s = unmodified(body.get(0));
    boolean moves = ev instanceof Event.Leaves || ev instanceof Event.Undergoes || ev instanceof Event.GoesTo;
    if (moves && s instanceof Step.Move m && onSubject(m.objects(), ev) && m.to() instanceof Step.Destination.ToZone z
        && z.zone().kind() == Vocabulary.ZoneKind.MANA_ZONE) {
      return Rule.Replace.Modify.TO_MANA;
    }
    if (moves && s instanceof Step.Lose l && onSubject(l.subject(), ev) && l.items().size() == 1
        && l.items().get(0) instanceof Step.Losable.AllCounters all && all.counter().equals(Counter.BOOST)) {
      return Rule.Replace.Modify.LOSE_ALL_BOOSTS;
    }
    if (s instanceof Step.Lose l && onSubject(l.subject(), ev) && modifyStatus(body).isPresent()) {
      return Rule.Replace.Modify.LOSE_STATUS;
    }
    if (ev instanceof Event.Gains && s instanceof Step.Gain g && onSubject(g.subject(), ev)
        && modifyStatus(body).isPresent()) {
      return Rule.Replace.Modify.GAIN_STATUS;
    }
    if (ev instanceof Event.Gains && s instanceof Step.Gain g && onSubject(g.subject(), ev)
        && g.items().size() == 1 && g.items().get(0) instanceof Step.Gainable.Counters c
        && c.counter().equals(Counter.BOOST) && c.count() instanceof Quantity.Literal) {
      return Rule.Replace.Modify.GAIN_BOOSTS;
    }
    if (ev instanceof Event.Rolls && s instanceof Step.AddToResult) {
      return Rule.Replace.Modify.DIE_PLUS_ONE;
    }
    if (ev instanceof Event.Rolls && s instanceof Step.RollMore) {
      return Rule.Replace.Modify.MORE_DICE;
    }
    if (ev instanceof Event.Moves && s instanceof Step.MoveExpedition me && me.more()) {
      return Rule.Replace.Modify.ONE_MORE_REGION;
    }
    return Rule.Replace.Modify.NONE;
  }

  private Rule reduceCost(Step.ReduceCost s) {
    if (s.of() instanceof ObjectRef.Self) {
      throw error(s.span(), "reducing my own cost is an optional cost of playing me, not a step");
    }
    Played played = played(s.of());
    return new Rule.Cost(played.cards(), played.player(), played.from(), Optional.empty(), Rule.Cost.Kind.DECREASE,
        num(s.mana()), Optional.empty(), new Cond.True());
  }

  /** "During Morning, draw only one card. Then, put the top card of your deck in your Mana zone instead ...". */
  private void morning(Sentence.During d) {
    if (d.phase() != Vocabulary.Phase.MORNING) {
      throw error(d.span(), "expected a change to the Morning's daily effects (4.2.1)");
    }
    int draw = 2;
    boolean expandFromDeck = false;
    for (Step s : d.steps()) {
      if (s instanceof Step.Draw dr && dr.only()) {
        draw = literal(dr.count());
      } else if (s instanceof Step.Move m && m.insteadOf().isPresent()) {
        expandFromDeck = true;
      } else {
        throw error(s.span(), "expected 'draw only ...' or 'put ... instead of a card from your hand'");
      }
    }
    rules.add(new Rule.Morning(draw, expandFromDeck, when));
  }

  // ===================================================================================================================
  // Object references: descriptions (data) and resolution (code)
  // ===================================================================================================================

  private void registerRefs() {
    preds
        .on(ObjectRef.Self.class, r -> new Pred.Self())
        .on(ObjectRef.SelfAnd.class, r -> new Pred.Or(List.of(new Pred.Self(), new Pred.InReg(antecedentReg(
            r.other(), r.span())))))
        .on(ObjectRef.Pronoun.class, r -> {
          Optional<Integer> known = knownAntecedentReg(r.antecedent());
          if (known.isPresent()) {
            return new Pred.InReg(known.get());
          }
          if (dataOnly && !r.antecedent().equals(ObjectRef.Antecedent.TRIGGER)) {
            // A statement's "it" about a phrase it names ("If there is only one Character in my Expedition, it is
            // [Gigantic]"): whatever that phrase describes.
            return pred(antecedentPhrase(r.antecedent(), r.span()));
          }
          return new Pred.InReg(antecedentReg(r.antecedent(), r.span()));
        })
        .on(ObjectRef.Phrase.class, r -> resolvedSubjects.contains(r) ? new Pred.InReg(regOf.get(r))
            : phrasePred(r.adjectives(), r.nouns(), r.filters(), new Pred.True()))
        .on(ObjectRef.Possessed.class, r -> phrasePred(r.adjectives(), r.nouns(), r.filters(),
            ownerPred(r.owner(), r.nouns())))
        .on(ObjectRef.OfPossessed.class, r -> phrasePred(r.adjectives(), r.nouns(), r.filters(),
            ownerPred(r.owner(), r.nouns())))
        .on(ObjectRef.TopOf.class, r -> {
          throw error(r.span(), "the top cards of a Deck are not a description of objects");
        })
        .on(ObjectRef.ZoneContents.class, r -> zonePred(r.zone(), Who.ANY))
        .on(ObjectRef.Rest.class, r -> new Pred.InReg(resolve(r, actor())))
        .on(ObjectRef.These.class, r -> new Pred.InReg(antecedentReg(r.of(), r.span())))
        .on(ObjectRef.OneOfThem.class, r -> new Pred.InReg(antecedentReg(r.of(), r.span())))
        .on(ObjectRef.Targets.class, r -> nounsPred(r.nouns()))
        .on(ObjectRef.Several.class, r -> Pred.or(r.items().stream().map(this::pred).toList()));
    resolves
        .on(ObjectRef.Self.class, r -> self())
        .on(ObjectRef.SelfAnd.class, r -> {
          int out = e.register();
          e.emit(Opcode.SELF, out);
          e.emit(Opcode.UNION, out, out, antecedentReg(r.other(), r.span()));
          return out;
        })
        .on(ObjectRef.Pronoun.class, r -> antecedentReg(r.antecedent(), r.span()))
        .on(ObjectRef.Phrase.class, r -> quantified(r, r.quantifier()))
        .on(ObjectRef.Possessed.class, r -> {
          int out = e.register();
          e.emit(Opcode.SELECT, out, e.constant(selection(r, Optional.empty())));
          return out;
        })
        .on(ObjectRef.OfPossessed.class, r -> quantified(r, new ObjectRef.Quantifier(r.which(),
            r.which() == ObjectRef.Quantifier.Kind.COUNT ? Optional.of(Quantity.of(1)) : Optional.empty(), false,
            r.span())))
        .on(ObjectRef.TopOf.class, r -> {
          int out = e.register();
          e.emit(Opcode.TOP, out, e.constant(zoneOwner(r.zone())), e.constant(r.count().map(this::num)
              .orElse(Num.lit(1))));
          return out;
        })
        .on(ObjectRef.ZoneContents.class, r -> {
          int out = e.register();
          e.emit(Opcode.SELECT, out, e.constant(zonePred(r.zone(), Who.ANY)));
          return out;
        })
        .on(ObjectRef.Rest.class, r -> {
          int of = antecedentReg(r.of(), r.span());
          int set = chosenFrom.getOrDefault(of, of);
          int taken = takenFrom.containsKey(set) ? takenFrom.get(set) : set == of ? -1 : of;
          int out = e.register();
          if (taken < 0) {
            throw error(r.span(), "expected 'the others' after taking some of the cards named before");
          }
          e.emit(Opcode.MINUS, out, set, taken);
          return out;
        })
        .on(ObjectRef.These.class, r -> antecedentReg(r.of(), r.span()))
        .on(ObjectRef.OneOfThem.class, r -> {
          int of = antecedentReg(r.of(), r.span());
          int out = e.register();
          e.emit(Opcode.CHOOSE_IN, out, of, e.constant(Num.lit(1)), e.constant(Num.lit(1)), e.constant(actor()));
          takenFrom.put(of, out);
          return out;
        })
        .on(ObjectRef.Targets.class, r -> quantified(r, r.quantifier()))
        .on(ObjectRef.Several.class, r -> {
          if (r.any() || r.items().stream().allMatch(i -> quantifier(i).map(q -> q.target()).orElse(false))) {
            // "target Character or Permanent": one choice among what any of the items describes.
            ObjectRef.Quantifier q = quantifier(r.items().get(0)).orElseThrow(() -> error(r.span(),
                "expected a quantified phrase"));
            return quantified(r, q);
          }
          int out = e.register();
          e.emit(Opcode.MINUS, out, out, out);
          for (ObjectRef item : r.items()) {
            int one = resolve(item, actor());
            e.emit(Opcode.UNION, out, out, one);
          }
          return out;
        });
    nouns
        .on(ObjectRef.Noun.Type.class, n -> switch (n.type()) {
          case CHARACTER -> new Pred.Type(Pred.ObjType.CHARACTER);
          case PERMANENT -> new Pred.Type(Pred.ObjType.PERMANENT);
          case EXPEDITION_PERMANENT -> new Pred.Type(Pred.ObjType.EXPEDITION_PERMANENT);
          case LANDMARK_PERMANENT, LANDMARK -> new Pred.Type(Pred.ObjType.LANDMARK_PERMANENT);
          case SPELL -> new Pred.Type(Pred.ObjType.SPELL);
          case CARD -> new Pred.Type(Pred.ObjType.CARD);
          case TOKEN -> new Pred.Type(Pred.ObjType.TOKEN);
          case MANA_ORB -> new Pred.Type(Pred.ObjType.MANA_ORB);
          case HERO -> new Pred.Type(Pred.ObjType.HERO);
          case EXPEDITION, REGION -> throw error(n.span(), "an Expedition or region is not an object (3.2.4)");
        })
        .on(ObjectRef.Noun.Subtype.class, n -> new Pred.Subtype(n.id()))
        .on(ObjectRef.Noun.Player.class, n -> {
          throw error(n.span(), "a player is not an object");
        })
        .on(ObjectRef.Noun.TerrainMarker.class, n -> {
          throw error(n.span(), TERRAIN_MARKERS);
        });
    adjectives
        .on(ObjectRef.Adjective.WithStatus.class, a -> Pred.or(a.anyOf().stream()
            .map(s -> (Pred) new Pred.HasStatus(status(s))).toList()))
        .on(ObjectRef.Adjective.Ready.class, a -> new Pred.Not(new Pred.HasStatus(Status.EXHAUSTED)))
        .on(ObjectRef.Adjective.Other.class, a -> new Pred.Not(otherThan()))
        .on(ObjectRef.Adjective.Token.class, a -> new Pred.Type(Pred.ObjType.TOKEN))
        .on(ObjectRef.Adjective.Non.class, a -> new Pred.Not(nouns.apply(a.noun())))
        .on(ObjectRef.Adjective.WithoutStatus.class, a -> new Pred.Not(new Pred.HasStatus(status(a.status()))))
        .on(ObjectRef.Adjective.ExpeditionKind.class, a -> {
          throw error(a.span(), "Hero and Companion describe Expeditions");
        })
        .on(ObjectRef.Adjective.WithKeyword.class, a -> new Pred.HasKeyword(keyword(a.keyword())))
        .on(ObjectRef.Adjective.OfRegion.class, a -> {
          throw error(a.span(), "'visible' and 'single-terrain' describe regions (3.2.1)");
        });
    filters
        .on(Filter.ControlledBy.class, f -> new Pred.Controlled(who(f.player())))
        .on(Filter.PlayedBy.class, f -> new Pred.True()) // read by statements and triggers about cards played
        .on(Filter.PlayedFrom.class, f -> new Pred.True())
        .on(Filter.In.class, f -> f.all() ? Pred.or(f.places().stream().map(places::apply).toList())
            : Pred.or(f.places().stream().map(places::apply).toList()))
        .on(Filter.From.class, f -> places.apply(f.place()))
        .on(Filter.StatIs.class, f -> new Pred.Stat(statKind(f.stat(), f.span()), cmp(f.comparison()),
            values.apply(f.value())))
        .on(Filter.NoStatOver.class, f -> new Pred.Stat(Pred.StatKind.MAX_STAT, Cmp.LE, Num.lit(f.value())))
        .on(Filter.Total.class, f -> new Pred.True()) // a limit on the chosen objects together: see quantified()
        .on(Filter.WithCounters.class, f -> new Pred.HasCounters())
        .on(Filter.ThisWay.class, this::thisWay)
        .on(Filter.OwnedBy.class, f -> new Pred.OwnedBy(who(f.player())))
        .on(Filter.CounterCount.class, f -> {
          Optional<String> counter = f.counter().equals(Counter.ANY) ? Optional.empty()
              : Optional.of(counterName(f.counter()));
          Num n = num(f.count());
          return switch (f.range()) {
            case SOME -> new Pred.CounterCount(counter, Cmp.GE, Num.lit(1));
            case AT_LEAST -> new Pred.CounterCount(counter, Cmp.GE, n);
            case AT_MOST -> new Pred.CounterCount(counter, Cmp.LE, n);
            case LESS_THAN -> new Pred.CounterCount(counter, Cmp.LT, n);
            case MORE_THAN -> new Pred.CounterCount(counter, Cmp.GT, n);
            case EXACTLY -> new Pred.CounterCount(counter, Cmp.EQ, n);
            case NONE -> new Pred.CounterCount(counter, Cmp.EQ, Num.lit(0));
            case FEWER, MORE -> throw error(f.span(), "expected a number of counters, not a comparison with a player");
          };
        })
        .on(Filter.Between.class, f -> {
          throw error(f.span(), "'between ...' counts regions (3.2.4): expected 'the number of regions between ...'");
        })
        .on(Filter.WithNo.class, f -> {
          throw error(f.span(), "'with no ...' describes Expeditions");
        })
        .on(Filter.WithA.class, f -> {
          throw error(f.span(), "'with a ...' describes regions with a Terrain Marker; " + TERRAIN_MARKERS);
        })
        // Read by phrasePred, which knows what the rest of the phrase describes; alone they compare with nothing.
        .on(Filter.StatExtreme.class, f -> {
          throw error(f.span(), "'with the highest ...' compares the objects a whole phrase describes: expected it "
              + "right after the phrase's noun");
        })
        .on(Filter.CounterExtreme.class, f -> {
          throw error(f.span(), "'with the most ...' compares the objects a whole phrase describes: expected it "
              + "right after the phrase's noun");
        })
        .on(Filter.Facing.class, f -> new Pred.InExp(new ExpPred.Facing(containing(f.object()))))
        .on(Filter.InPosition.class, f -> new Pred.InExp(new ExpPred.Position(positions(f.anyOf()))))
        .on(Filter.EachPhase.class, f -> new Pred.True()) // "the first ... each Afternoon": see statements
        // "each Character you control and in your Reserve" names two groups, each taken whole (like "in play and in
        // Reserve" above): an object of either group; "or" is a choice among the same objects.
        .on(Filter.Either.class, f -> Pred.or(f.filters().stream().map(filters::apply).toList()));
    places
        .on(Place.InPlay.class, p -> new Pred.InZone(List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK)))
        .on(Place.InZone.class, p -> zonePred(p.zone(), Who.ANY))
        .on(Place.InTerrain.class, p -> new Pred.InTerrain(terrain(p.terrain())))
        .on(Place.InObject.class, p -> isRegion(p.object()) ? new Pred.InRegion(regionPred(p.object()))
            : isExpedition(p.object()) ? new Pred.InExp(placeExpedition(p.object()))
            : landmarkZone(p.object()).orElseGet(() -> new Pred.InReg(objectRegOrResolve(p.object()))))
        .on(Place.Anywhere.class, p -> new Pred.True());
    possessors
        .on(Possessor.OfObject.class, p -> objectReg(p.object()))
        .on(Possessor.OfPlayer.class, p -> {
          throw error(p.span(), "expected an object's ('my', 'its'), found a player's");
        });
  }

  /** "your Landmarks" as a place: the Landmark zone (3.2.7) of that player. */
  private Optional<Pred> landmarkZone(ObjectRef ref) {
    boolean landmarks = nounsOf(ref).nouns().stream().anyMatch(n -> n instanceof ObjectRef.Noun.Type t
        && (t.type() == Vocabulary.ObjectType.LANDMARK || t.type() == Vocabulary.ObjectType.LANDMARK_PERMANENT));
    if (!landmarks) {
      return Optional.empty();
    }
    Who owner = ref instanceof ObjectRef.Possessed p && p.owner() instanceof Possessor.OfPlayer pl ? who(pl.player())
        : Who.ANY;
    return Optional.of(Pred.and(List.of(new Pred.InZone(List.of(ZoneKind.LANDMARK)), new Pred.ZoneOf(owner))));
  }

  /** "other": other than me, or than the object the sentence is about. */
  private Pred otherThan() {
    return new Pred.Self();
  }

  /** An object phrase's description, {@code owner} ("your") included. */
  private Pred phrasePred(List<ObjectRef.Adjective> adjs, ObjectRef.NounGroup ns, List<Filter> fs, Pred owner) {
    List<Pred> all = new ArrayList<>();
    if (!ns.nouns().isEmpty()) {
      all.add(nounsPred(ns));
    }
    for (ObjectRef.Adjective a : adjs) {
      all.add(adjectives.apply(a));
    }
    List<Filter> extremes = new ArrayList<>();
    for (Filter f : fs) {
      if (f instanceof Filter.StatExtreme || f instanceof Filter.CounterExtreme) {
        extremes.add(f);
      } else {
        all.add(filters.apply(f));
      }
    }
    all.add(owner);
    if (!extremes.isEmpty()) {
      // "target Character you control with the highest {M}": the highest among what the rest describes, where it is.
      Pred among = placedOrInPlay(Pred.and(all));
      for (Filter f : extremes) {
        all.add(extreme(f, among));
      }
    }
    return Pred.and(all);
  }

  private Pred extreme(Filter f, Pred among) {
    if (f instanceof Filter.StatExtreme x) {
      Pred.StatKind k = statKind(x.stat(), x.span());
      return new Pred.Stat(k, Cmp.EQ, x.highest() ? new Num.Max(among, k) : new Num.Min(among, k));
    }
    Filter.CounterExtreme x = (Filter.CounterExtreme) f;
    Optional<String> counter = x.counter().equals(Counter.ANY) ? Optional.empty()
        : Optional.of(counterName(x.counter()));
    return new Pred.CounterCount(counter, Cmp.EQ, new Num.CounterExtreme(among, counter, x.most()));
  }

  private Pred nounsPred(ObjectRef.NounGroup ns) {
    return Pred.or(ns.nouns().stream().map(nouns::apply).toList());
  }

  /** Whose: "your Characters" are controlled by you; "your Mana Orbs", "your hand cards" are in your zones. */
  private Pred ownerPred(Possessor owner, ObjectRef.NounGroup ns) {
    if (owner instanceof Possessor.OfPlayer p) {
      Who w = who(p.player());
      boolean zoned = ns.nouns().stream().anyMatch(n -> n instanceof ObjectRef.Noun.Type t
          && (t.type() == Vocabulary.ObjectType.MANA_ORB || t.type() == Vocabulary.ObjectType.CARD));
      return zoned ? new Pred.ZoneOf(w) : new Pred.Controlled(w);
    }
    Possessor.OfObject o = (Possessor.OfObject) owner;
    if (isExpedition(o.object())) {
      return new Pred.InExp(exp(o.object())); // "its Characters": those in that Expedition
    }
    return new Pred.InExp(containing(o.object()));
  }

  private Pred possessorPred(Possessor p) {
    if (p instanceof Possessor.OfObject o) {
      return pred(o.object());
    }
    return new Pred.Controlled(who(((Possessor.OfPlayer) p).player()));
  }

  /** What a phrase describes (2.2.1.h), without its quantifier and without a default zone. */
  Pred pred(ObjectRef ref) {
    return preds.apply(ref);
  }

  /**
   * "a card discarded this way" (6.5): the objects an earlier step of this effect acted on, followed to the objects
   * they became by moving (2.1.d), in a copy so that "if you discarded ... this way" still sees them as they were.
   */
  private Pred thisWay(Filter.ThisWay f) {
    Condition.DidThisWay.Verb verb = switch (f.action()) {
      case DISCARDED -> Condition.DidThisWay.Verb.DISCARDED;
      case PUT -> Condition.DidThisWay.Verb.PUT;
      case PLAYED -> Condition.DidThisWay.Verb.PLAYED;
      case SACRIFICED -> Condition.DidThisWay.Verb.SACRIFICED;
      case EXHAUSTED -> Condition.DidThisWay.Verb.EXHAUSTED;
      case REVEALED -> Condition.DidThisWay.Verb.REVEALED;
      case DRAWN -> Condition.DidThisWay.Verb.DREW;
      default -> throw error(f.span(), "'" + f.action().name().toLowerCase(Locale.ROOT) + " this way' names no step "
          + "whose objects an effect keeps");
    };
    Integer r = verbRegs.get(verb);
    if (r == null) {
      throw error(f.span(), "expected a step that " + verb.name().toLowerCase(Locale.ROOT) + " before 'this way'");
    }
    int followed = e.register();
    e.emit(Opcode.UNION, followed, r, r);
    e.emit(Opcode.FOLLOW, followed);
    return new Pred.InReg(followed);
  }

  /**
   * "Discard a card" with no place: cards are what the hidden zones hold (1.2.3.g) and a player discards from their own
   * Hand; "discard a Character" still means one in play.
   */
  private static Optional<Zone> discardedFrom(Step.Discard d) {
    if (d.from().isPresent()) {
      return d.from();
    }
    if (d.objects() instanceof ObjectRef.Phrase p && p.filters().isEmpty() && !p.quantifier().target()
        && p.nouns().nouns().stream().allMatch(n -> n instanceof ObjectRef.Noun.Type t
            && t.type() == Vocabulary.ObjectType.CARD)) {
      return Optional.of(new Zone(Vocabulary.ZoneKind.HAND, Optional.empty(), p.span()));
    }
    return Optional.empty();
  }

  /** What a phrase selects: in play unless it names a place (2.2.1.h: "target Character" is in play). */
  private Pred selection(ObjectRef ref, Optional<Zone> from) {
    Pred p = pred(ref);
    if (from.isPresent()) {
      return Pred.and(List.of(p, zonePred(from.get(), actor())));
    }
    return placedOrInPlay(p);
  }

  /** A description as it is, when it says where its objects are; otherwise in play (or Mana, Hero zone). */
  private static Pred placedOrInPlay(Pred p) {
    if (placed(p)) {
      return p;
    }
    if (mentions(p, Pred.ObjType.MANA_ORB)) {
      return Pred.and(List.of(p, new Pred.InZone(List.of(ZoneKind.MANA))));
    }
    if (mentions(p, Pred.ObjType.HERO)) {
      return Pred.and(List.of(p, new Pred.InZone(List.of(ZoneKind.HERO))));
    }
    return Pred.and(List.of(p, new Pred.InZone(List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK))));
  }

  private static boolean placed(Pred p) {
    if (p instanceof Pred.InZone || p instanceof Pred.ZoneOf || p instanceof Pred.Controlled || p instanceof Pred.InExp
        || p instanceof Pred.InTerrain || p instanceof Pred.Self || p instanceof Pred.InReg) {
      return true;
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().anyMatch(AbilityCompiler::placed);
    }
    if (p instanceof Pred.Or o) {
      return o.any().stream().allMatch(AbilityCompiler::placed);
    }
    return false;
  }

  private static boolean mentions(Pred p, Pred.ObjType type) {
    if (p instanceof Pred.Type t) {
      return t.type() == type;
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().anyMatch(x -> mentions(x, type));
    }
    if (p instanceof Pred.Or o) {
      return o.any().stream().anyMatch(x -> mentions(x, type));
    }
    return false;
  }

  private Pred zonePred(Zone z, Who defaultOwner) {
    List<ZoneKind> kinds = zones(z);
    Pred in = new Pred.InZone(kinds);
    Who owner = z.owner().map(this::who).orElse(defaultOwner);
    if (owner.kind() == Who.Kind.ANY || kinds.contains(ZoneKind.EXPEDITION)) {
      return kinds.contains(ZoneKind.EXPEDITION) && owner.kind() != Who.Kind.ANY
          ? Pred.and(List.of(in, new Pred.Controlled(owner))) : in;
    }
    return Pred.and(List.of(in, new Pred.ZoneOf(owner)));
  }

  private static List<ObjectRef.Adjective> adjectivesOf(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      return p.adjectives();
    } else if (ref instanceof ObjectRef.Possessed p) {
      return p.adjectives();
    } else if (ref instanceof ObjectRef.OfPossessed p) {
      return p.adjectives();
    }
    return List.of();
  }

  private static List<Filter> filtersOf(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      return p.filters();
    } else if (ref instanceof ObjectRef.Possessed p) {
      return p.filters();
    } else if (ref instanceof ObjectRef.OfPossessed p) {
      return p.filters();
    } else if (ref instanceof ObjectRef.Several s) {
      return s.items().stream().flatMap(i -> filtersOf(i).stream()).toList();
    }
    return List.of();
  }

  private static Optional<ObjectRef.Quantifier> quantifier(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      return Optional.of(p.quantifier());
    } else if (ref instanceof ObjectRef.Targets t) {
      return Optional.of(t.quantifier());
    } else if (ref instanceof ObjectRef.OfPossessed o) {
      return Optional.of(new ObjectRef.Quantifier(o.which(), Optional.empty(), false, o.span()));
    } else if (ref instanceof ObjectRef.Several s && !s.items().isEmpty()) {
      return quantifier(s.items().get(0));
    }
    return Optional.empty();
  }

  private static ObjectRef.NounGroup nounsOf(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      return p.nouns();
    } else if (ref instanceof ObjectRef.Possessed p) {
      return p.nouns();
    } else if (ref instanceof ObjectRef.OfPossessed p) {
      return p.nouns();
    } else if (ref instanceof ObjectRef.Targets t) {
      return t.nouns();
    }
    return new ObjectRef.NounGroup(com.google.common.collect.ImmutableList.of(), false, ref.span());
  }

  private boolean isExpedition(ObjectRef ref) {
    if (ref instanceof ObjectRef.Pronoun p && p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) && triggerReg < 0
        && previousItem != null) {
      return true;
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      Optional<ObjectRef> a = p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) ? Optional.empty()
          : antecedents.of(p.antecedent().index());
      return p.restated().map(n -> isExpeditionNouns(n)).orElse(false) || a.map(this::isExpedition).orElse(false);
    }
    if (ref instanceof ObjectRef.Several s) {
      return s.items().stream().allMatch(this::isExpedition);
    }
    return isExpeditionNouns(nounsOf(ref));
  }

  private boolean isRegion(ObjectRef ref) {
    if (!(ref instanceof ObjectRef.Phrase || ref instanceof ObjectRef.Possessed || ref instanceof ObjectRef.OfPossessed)) {
      return false;
    }
    ObjectRef.NounGroup n = nounsOf(ref);
    return !n.nouns().isEmpty() && n.nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Type t
        && t.type() == Vocabulary.ObjectType.REGION);
  }

  // ---------------------------------------------------------------- regions and Terrain Markers as values

  /** "target visible region", "my region", "the region of target Character": a register of region indexes. */
  private int regions(ObjectRef ref, Who chooser) {
    int out = e.register();
    if (ref instanceof ObjectRef.Possessed p && p.owner() instanceof Possessor.OfObject o && isRegion(ref)) {
      e.emit(Opcode.REGIONS_OF, out, subject(o.object()));
      return out;
    }
    if (!isRegion(ref)) {
      throw error(ref.span(), "expected a region ('target visible region', 'my region')");
    }
    e.emit(Opcode.REGIONS, out, e.constant(regionPred(ref)));
    return chosen(out, quantifier(ref), Opcode.CHOOSE_REGION, chooser);
  }

  /**
   * "one of my Markers" (the source's, 3.2.1.d), "a {O} Terrain Marker from any region" (placed ones): a register of
   * marker ids, chosen by the actor when the phrase counts them.
   */
  private int markers(ObjectRef ref, Who chooser) {
    List<ObjectRef.Noun> nouns = nounsOf(ref).nouns();
    if (nouns.isEmpty() || !nouns.stream().allMatch(n -> n instanceof ObjectRef.Noun.TerrainMarker)) {
      throw error(ref.span(), "expected Terrain Markers ('a {O} Terrain Marker', 'one of my Markers')");
    }
    List<Terrain> terrains = new ArrayList<>();
    nouns.forEach(n -> ((ObjectRef.Noun.TerrainMarker) n).terrains().forEach(t -> terrains.add(terrain(t))));
    boolean held = ref instanceof ObjectRef.OfPossessed p && p.owner() instanceof Possessor.OfObject o
        && o.object() instanceof ObjectRef.Self;
    for (Filter f : filtersOf(ref)) {
      if (!(f instanceof Filter.From from && from.place() instanceof Place.InObject in && isRegion(in.object()))) {
        throw error(f.span(), "expected where the markers are ('from any region')");
      }
    }
    if (!held && !(ref instanceof ObjectRef.Phrase)) {
      throw error(ref.span(), "expected markers on regions or my own ('one of my Markers')");
    }
    int all = e.register();
    e.emit(Opcode.MARKERS, all, Terrain.mask(terrains), held ? 1 : 0);
    return chosen(all, quantifier(ref), Opcode.CHOOSE_MARKER, chooser);
  }

  /** The values of a register as a phrase counts them: "a", "target", "up to two" choose; "each", "all" don't. */
  private int chosen(int all, Optional<ObjectRef.Quantifier> q, Opcode choose, Who chooser) {
    ObjectRef.Quantifier.Kind kind = q.map(ObjectRef.Quantifier::kind).orElse(ObjectRef.Quantifier.Kind.COUNT);
    if (kind == ObjectRef.Quantifier.Kind.EACH || kind == ObjectRef.Quantifier.Kind.ALL
        || kind == ObjectRef.Quantifier.Kind.BARE) {
      return all;
    }
    Num n = q.flatMap(ObjectRef.Quantifier::count).map(this::num).orElse(Num.lit(1));
    Num min = kind == ObjectRef.Quantifier.Kind.UP_TO ? Num.lit(0) : n;
    int out = e.register();
    e.emit(choose, out, all, e.constant(min), e.constant(n), e.constant(chooser));
    return out;
  }

  /** "single-terrain regions", "a visible region": regions told by what they are (3.2.1), nothing else. */
  private dev.altered.ir.RegionPred regionPred(ObjectRef ref) {
    boolean visible = false;
    boolean single = false;
    boolean starting = false;
    for (ObjectRef.Adjective a : adjectivesOf(ref)) {
      if (a instanceof ObjectRef.Adjective.OfRegion r) {
        visible |= r.quality() == ObjectRef.Adjective.OfRegion.RegionQuality.VISIBLE;
        single |= r.quality() == ObjectRef.Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN;
        starting |= r.quality() == ObjectRef.Adjective.OfRegion.RegionQuality.STARTING;
      } else {
        throw error(a.span(), "this adjective does not describe a region");
      }
    }
    if (!filtersOf(ref).isEmpty()) {
      throw error(filtersOf(ref).get(0).span(), "this does not describe a region yet");
    }
    if (!(ref instanceof ObjectRef.Phrase)) {
      throw error(ref.span(), "expected regions told by what they are ('a visible region'), found whose they are");
    }
    return new dev.altered.ir.RegionPred(visible, single, starting);
  }

  private static boolean isExpeditionNouns(ObjectRef.NounGroup n) {
    return !n.nouns().isEmpty() && n.nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Type t
        && t.type() == Vocabulary.ObjectType.EXPEDITION);
  }

  private boolean isPlayer(ObjectRef ref) {
    ObjectRef.NounGroup n = nounsOf(ref);
    return !n.nouns().isEmpty() && n.nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Player);
  }

  /** Resolves a phrase to a register, making the choices it needs (6.5.b targets, 6.1.g choices). */
  int resolve(ObjectRef ref, Who chooser) {
    return resolve(ref, chooser, Optional.empty());
  }

  private int resolve(ObjectRef ref, Who chooser, Optional<Zone> from) {
    if (dataOnly) {
      throw error(ref.span(), "internal: objects resolved where no code can be emitted");
    }
    actors.push(chooser);
    fromZone = from;
    try {
      int r = resolves.apply(ref);
      regOf.putIfAbsent(ref, r);
      if (!(ref instanceof ObjectRef.Pronoun)) {
        regOf.put(ref, r);
      }
      lastObjects = r;
      return r;
    } finally {
      actors.pop();
      fromZone = Optional.empty();
    }
  }

  private Optional<Zone> fromZone = Optional.empty();

  /** Resolving the objects of the verb "target": they are targets whatever their quantifier (6.5.b). */
  private boolean targetVerb;

  /** Resolving the objects of a step done "at random" (3.2.5.c), and whether a choice took it. */
  private boolean atRandom;
  private boolean randomUsed;

  private int self() {
    int out = e.register();
    e.emit(Opcode.SELF, out);
    return out;
  }

  /** A phrase with counters to spend ("1 counter from a card you control or in your Reserve"). */
  private ObjectRef withCounters(ObjectRef ref) {
    return ref;
  }

  /** Resolution of a quantified phrase: targets (6.5.b), a number chosen, or all matching. */
  private int quantified(ObjectRef ref, ObjectRef.Quantifier q) {
    Who chooser = actor();
    Pred p = selection(ref, fromZone);
    if (ref instanceof ObjectRef.Several s) {
      p = Pred.or(s.items().stream().map(i -> selection(i, fromZone)).toList());
    }
    Optional<Filter.Total> total = filtersOf(ref).stream().filter(f -> f instanceof Filter.Total)
        .map(f -> (Filter.Total) f).findFirst();
    if (total.isPresent() && total.get().comparison() != Vocabulary.Comparison.AT_MOST
        && total.get().comparison() != Vocabulary.Comparison.LESS_OR_EQUAL) {
      // CHOOSE_TOTAL is "a total of N or less": another comparison must not be dropped (parameter census).
      throw error(total.get().span(), "a total that is not 'or less': the kernel chooses totals up to a limit only");
    }
    int out = e.register();
    Num n = q.count().map(this::num).orElse(Num.lit(1));
    boolean target = q.target() || targetVerb;
    int flags = (target ? 1 : 0) | (atRandom && !target ? 2 : 0);
    randomUsed |= (flags & 2) != 0;
    switch (q.kind()) {
      case COUNT -> {
        if (total.isPresent()) {
          e.emit(Opcode.CHOOSE_TOTAL, out, e.constant(p), statKind(total.get().stat(), total.get().span()).ordinal(),
              e.constant(num(total.get().value())), e.constant(n), e.constant(chooser));
        } else {
          e.emit(Opcode.CHOOSE, out, e.constant(p), e.constant(n), e.constant(n), e.constant(chooser), flags);
        }
      }
      case UP_TO -> {
        if (total.isPresent()) {
          e.emit(Opcode.CHOOSE_TOTAL, out, e.constant(p), statKind(total.get().stat(), total.get().span()).ordinal(),
              e.constant(num(total.get().value())), e.constant(n), e.constant(chooser));
        } else {
          e.emit(Opcode.CHOOSE, out, e.constant(p), e.constant(Num.lit(0)), e.constant(n), e.constant(chooser),
              flags);
        }
      }
      case ANY_NUMBER -> {
        if (total.isPresent()) {
          e.emit(Opcode.CHOOSE_TOTAL, out, e.constant(p), statKind(total.get().stat(), total.get().span()).ordinal(),
              e.constant(num(total.get().value())), e.constant(Num.lit(ANY_NUMBER)), e.constant(chooser));
        } else {
          e.emit(Opcode.CHOOSE, out, e.constant(p), e.constant(Num.lit(0)), e.constant(Num.lit(ANY_NUMBER)),
              e.constant(chooser), flags);
        }
      }
      case BARE, ALL, EACH, ANY, THE -> {
        if (target) {
          e.emit(Opcode.CHOOSE, out, e.constant(p), e.constant(n), e.constant(n), e.constant(chooser), flags);
        } else {
          e.emit(Opcode.SELECT, out, e.constant(p));
        }
      }
      case YET_ANOTHER, NEXT, ORDINAL -> throw error(q.span(), "'" + q.kind().name().toLowerCase(Locale.ROOT)
          + "' describes cards in a statement, not objects a step acts on");
      case ONE_OR_MORE -> throw error(q.span(), "'one or more' describes the objects of an event (1.3.2.c), not"
          + " objects a step acts on");
    }
    // "Characters from these cards": chosen among a set named before, whose rest is "the other cards".
    sourceRegister(p).ifPresent(set -> {
      chosenFrom.put(out, set);
      takenFrom.put(set, out);
    });
    return out;
  }

  private static Optional<Integer> sourceRegister(Pred p) {
    if (p instanceof Pred.InReg r) {
      return Optional.of(r.reg());
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().map(AbilityCompiler::sourceRegister).flatMap(Optional::stream).findFirst();
    }
    return Optional.empty();
  }

  /** The most objects "any number of" can choose. */
  static final int ANY_NUMBER = 999;

  /** "Sacrifice a Character": one the actor controls (7.3.31.a). */
  private int resolveControlled(ObjectRef ref, Who w) {
    if (ref instanceof ObjectRef.Self || ref instanceof ObjectRef.Pronoun) {
      return resolve(ref, w);
    }
    actors.push(w);
    try {
      Pred p = Pred.and(List.of(selection(ref, Optional.empty()), new Pred.Controlled(w)));
      ObjectRef.Quantifier q = quantifier(ref).orElseThrow(() -> error(ref.span(), "expected what to sacrifice"));
      int out = e.register();
      Num n = q.count().map(this::num).orElse(Num.lit(1));
      if (q.kind() == ObjectRef.Quantifier.Kind.ALL || q.kind() == ObjectRef.Quantifier.Kind.BARE
          || q.kind() == ObjectRef.Quantifier.Kind.EACH) {
        e.emit(Opcode.SELECT, out, e.constant(p));
      } else {
        // "sacrifice up to two Characters", "any number of Permanents": none at least (6.5.b).
        boolean upTo = q.kind() == ObjectRef.Quantifier.Kind.UP_TO;
        boolean anyNumber = q.kind() == ObjectRef.Quantifier.Kind.ANY_NUMBER;
        Num min = upTo || anyNumber ? Num.lit(0) : n;
        Num max = anyNumber ? Num.lit(ANY_NUMBER) : n;
        e.emit(Opcode.CHOOSE, out, e.constant(p), e.constant(min), e.constant(max), e.constant(w), 0);
      }
      regOf.put(ref, out);
      lastObjects = out;
      return out;
    } finally {
      actors.pop();
    }
  }

  /** Choose objects among a register ("Choose up to two Characters from these cards"). */
  private int chooseIn(ObjectRef what, int among, Who w) {
    Pred p = pred(what);
    int candidates = e.register();
    e.emit(Opcode.FILTER, candidates, among, e.constant(p));
    ObjectRef.Quantifier q = quantifier(what).orElseThrow(() -> error(what.span(), "expected how many to choose"));
    Num n = q.count().map(this::num).orElse(Num.lit(1));
    int out = e.register();
    Num min = q.kind() == ObjectRef.Quantifier.Kind.UP_TO ? Num.lit(0) : n;
    e.emit(Opcode.CHOOSE_IN, out, candidates, e.constant(min), e.constant(n), e.constant(w));
    chosenFrom.put(out, among);
    takenFrom.put(among, out);
    return out;
  }

  /** The subject of a step done by objects ("Target Character gains 1 boost"). */
  private int subject(ObjectRef ref) {
    return resolve(ref, actor());
  }

  /** For "each player", resolves per player in initiative order and gathers the results (6.1.h). */
  private int gather(Who w, Function<Who, Integer> perPlayer) {
    if (w.kind() != Who.Kind.EACH) {
      actors.push(w);
      try {
        return perPlayer.apply(w);
      } finally {
        actors.pop();
      }
    }
    int players = e.register();
    e.emit(Opcode.PLAYERS, players, e.constant(Who.EACH));
    int all = e.register();
    e.emit(Opcode.MINUS, all, all, all);
    int index = e.register();
    int item = e.register();
    int loop = e.label();
    int end = e.label();
    e.emit(Opcode.SET, index, e.constant(Num.lit(0)));
    e.place(loop);
    e.emitJump(Opcode.LOOP, end, index, players, item);
    Who current = Who.reg(item);
    actors.push(current);
    int one;
    try {
      one = perPlayer.apply(current);
    } finally {
      actors.pop();
    }
    e.emit(Opcode.UNION, all, all, one);
    e.emitJump(Opcode.JUMP, loop);
    e.place(end);
    return all;
  }

  private int choosePlayer(ObjectRef ref, Who chooser) {
    boolean opponent = nounsOf(ref).nouns().stream().anyMatch(n -> n instanceof ObjectRef.Noun.Player p
        && p.opponent());
    int out = e.register();
    e.emit(Opcode.CHOOSE_PLAYER, out, e.constant(opponent ? Who.OPPONENT : Who.EACH), e.constant(chooser));
    return out;
  }

  private Optional<Integer> knownAntecedentReg(ObjectRef.Antecedent a) {
    if (a.equals(ObjectRef.Antecedent.TRIGGER)) {
      return triggerReg >= 0 ? Optional.of(triggerReg) : Optional.empty();
    }
    return antecedents.of(a.index()).map(this::skipNone).map(regOf::get);
  }

  private ObjectRef antecedentPhrase(ObjectRef.Antecedent a, SourceSpan span) {
    return antecedents.of(a.index()).map(this::skipNone).orElseThrow(() -> error(span, "'it' stands for phrase #"
        + a.index() + ", which does not exist"));
  }

  /**
   * A pronoun cannot stand for "no Characters" of a condition ("If there are no Characters in the Expedition facing
   * me, that Character switches Expeditions"): it stands for the phrase named before that one.
   */
  private ObjectRef skipNone(ObjectRef phrase) {
    List<ObjectRef> all = antecedents.all();
    int i = all.indexOf(phrase);
    while (i > 0 && noneCounted.contains(all.get(i))) {
      i--;
    }
    return all.get(i);
  }

  /** Phrases counted with "no": nothing a pronoun can stand for. */
  private final Set<ObjectRef> noneCounted = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

  /** The register of an antecedent (a pronoun's), resolving a trigger's object to its binding. */
  private int antecedentReg(ObjectRef.Antecedent a, SourceSpan span) {
    if (a.equals(ObjectRef.Antecedent.TRIGGER)) {
      if (triggerReg < 0) {
        throw error(span, "'it' stands for nothing named before");
      }
      return triggerReg;
    }
    ObjectRef phrase = antecedentPhrase(a, span);
    Integer r = regOf.get(phrase);
    if (r == null && phrase instanceof ObjectRef.Phrase p
        && p.quantifier().kind() == ObjectRef.Quantifier.Kind.ONE_OR_MORE) {
      throw error(span, "'they' stands for the objects of a 'one or more' event (1.3.2.c), which a trigger does not"
          + " bind yet (it binds one object)");
    }
    if (r == null) {
      throw error(span, "'it' stands for '" + phrase.getClass().getSimpleName() + "' at " + phrase.span()
          + ", which is not known yet where it is used");
    }
    return r;
  }

  /** A register holding an object for data (counts of its counters, its Expedition): -1 for me. */
  private int objectReg(ObjectRef ref) {
    if (ref instanceof ObjectRef.Self) {
      return Regs.SELF;
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      Optional<Integer> token = createdNamed(p);
      return token.isPresent() ? token.get() : antecedentReg(p.antecedent(), p.span());
    }
    Integer r = regOf.get(ref);
    if (r != null) {
      return r;
    }
    throw error(ref.span(), "expected 'my', 'its' or a pronoun here");
  }

  /** Registers of the tokens created so far in the ability, by the sub-types the effect gave them (2.2.2.j). */
  private final Map<String, Integer> createdBySubtype = new HashMap<>();

  /**
   * "Create a [Mana Moth 2/2/2] Illusion token ... the Expedition facing that Illusion": a pronoun restating a
   * sub-type that names no phrase before it stands for the token created earlier with that sub-type (7.3.5).
   */
  private Optional<Integer> createdNamed(ObjectRef.Pronoun p) {
    if (!p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) || p.restated().isEmpty()
        || p.restated().get().nouns().size() != 1
        || !(p.restated().get().nouns().get(0) instanceof ObjectRef.Noun.Subtype st)) {
      return Optional.empty();
    }
    return Optional.ofNullable(createdBySubtype.get(st.id().toUpperCase(Locale.ROOT)));
  }

  // ---------------------------------------------------------------- Expeditions

  /** What an Expedition phrase describes. */
  ExpPred exp(ObjectRef ref) {
    if (ref instanceof ObjectRef.Pronoun p) {
      if (p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) && triggerReg < 0 && previousItem != null) {
        return previousItem; // "Your other Expedition and the Expedition facing it": it is the item before
      }
      if (!isExpedition(ref)) {
        return containing(ref); // "its Expedition" given as "it" in a place: the Expedition it is in
      }
      Optional<Integer> known = knownAntecedentReg(p.antecedent());
      if (known.isEmpty() && dataOnly) {
        return exp(antecedentPhrase(p.antecedent(), p.span()));
      }
      return new ExpPred.InReg(antecedentReg(p.antecedent(), p.span()));
    }
    if (resolvedSubjects.contains(ref)) {
      return new ExpPred.InReg(regOf.get(ref));
    }
    if (ref instanceof ObjectRef.Several s) {
      List<ExpPred> items = new ArrayList<>();
      ExpPred saved = previousItem;
      for (ObjectRef item : s.items()) {
        ExpPred one = exp(item);
        items.add(one);
        previousItem = one;
      }
      previousItem = saved;
      return new ExpPred.Or(items);
    }
    if (isRegion(ref)) { // "to play me in a starting region": the Expeditions in such a region
      return new ExpPred.InRegion(regionPred(ref));
    }
    List<ExpPred> all = new ArrayList<>();
    if (ref instanceof ObjectRef.Possessed p) {
      all.add(expOwner(p.owner()));
    } else if (ref instanceof ObjectRef.OfPossessed p) {
      all.add(expOwner(p.owner()));
    } else if (!(ref instanceof ObjectRef.Phrase) && !(ref instanceof ObjectRef.Targets)) {
      throw error(ref.span(), "expected an Expedition");
    }
    for (ObjectRef.Adjective a : adjectivesOf(ref)) {
      if (a instanceof ObjectRef.Adjective.ExpeditionKind k) {
        all.add(new ExpPred.SideIs(k.companion() ? Side.COMPANION : Side.HERO));
      } else if (a instanceof ObjectRef.Adjective.Other) {
        all.add(new ExpPred.Not(new ExpPred.Contains(Regs.SELF))); // "your other Expedition": the one I'm not in
      } else if (a instanceof ObjectRef.Adjective.WithStatus st && st.anyOf().equals(List.of(
          dev.altered.ast.Status.ASCENDED))) {
        all.add(new ExpPred.Ascended()); // 7.3.3.a
      } else {
        throw error(a.span(), "this adjective does not describe an Expedition");
      }
    }
    for (Filter f : filtersOf(ref)) {
      all.add(expFilter(f));
    }
    return ExpPred.and(all);
  }

  /**
   * The Expeditions of a place ("Characters in my Expedition"). A target Expedition there ("each Character from
   * target Expedition") is chosen first (6.5.b) and is the one meant, later "that Expedition" too; a passive, which
   * chooses nothing, cannot name one.
   */
  private ExpPred placeExpedition(ObjectRef ref) {
    if (!quantifier(ref).map(ObjectRef.Quantifier::target).orElse(false)) {
      return exp(ref);
    }
    if (regOf.containsKey(ref)) {
      return new ExpPred.InReg(regOf.get(ref));
    }
    if (dataOnly) {
      throw error(ref.span(), "a passive ability chooses no target (6.5.b): expected Expeditions it describes");
    }
    int reg = resolveExpeditions(ref, actor());
    regOf.put(ref, reg);
    return new ExpPred.InReg(reg);
  }

  private ExpPred expOwner(Possessor owner) {
    if (owner instanceof Possessor.OfPlayer p) {
      return new ExpPred.Of(who(p.player()));
    }
    ObjectRef o = ((Possessor.OfObject) owner).object();
    return containing(o);
  }

  /** The Expeditions an object is in (7.4.4.b: both for a Gigantic Character). */
  private ExpPred containing(ObjectRef o) {
    if (o instanceof ObjectRef.Self) {
      return new ExpPred.Contains(Regs.SELF);
    }
    if (isExpedition(o)) {
      return exp(o);
    }
    return new ExpPred.Contains(objectRegOrResolve(o));
  }

  private int objectRegOrResolve(ObjectRef o) {
    if (o instanceof ObjectRef.Pronoun || o instanceof ObjectRef.Self || regOf.containsKey(o)) {
      return objectReg(o);
    }
    if (dataOnly) {
      throw error(o.span(), "expected 'me' or a pronoun here");
    }
    return resolve(o, actor());
  }

  private ExpPred expFilter(Filter f) {
    if (f instanceof Filter.InPosition p) {
      return new ExpPred.Position(positions(p.anyOf()));
    }
    if (f instanceof Filter.Facing fa) {
      return new ExpPred.Facing(containing(fa.object()));
    }
    if (f instanceof Filter.In in && in.places().size() == 1 && in.places().get(0) instanceof Place.InTerrain t) {
      return new ExpPred.InTerrain(terrain(t.terrain()));
    }
    if (f instanceof Filter.WithNo w) {
      return new ExpPred.Without(nounsPred(w.nouns()));
    }
    if (f instanceof Filter.ControlledBy c) {
      return new ExpPred.Of(who(c.player()));
    }
    throw error(f.span(), "this does not describe an Expedition");
  }

  private static List<ExpPred.Standing> positions(List<Vocabulary.Position> list) {
    return list.stream().map(p -> ExpPred.Standing.valueOf(p.name())).toList();
  }

  /** Resolves Expeditions: targets and single ones chosen, plural ones all. */
  private int resolveExpeditions(ObjectRef ref, Who chooser) {
    if (ref instanceof ObjectRef.Pronoun p && isExpedition(ref)) {
      if (!p.antecedent().equals(ObjectRef.Antecedent.TRIGGER)) {
        // "each Character from target Expedition, then that Expedition ...": the Expedition of the objects' place.
        ObjectRef phrase = antecedentPhrase(p.antecedent(), p.span());
        if (!isExpedition(phrase)) {
          for (Filter f : filtersOf(phrase)) {
            List<Place> at = f instanceof Filter.From from ? List.of(from.place())
                : f instanceof Filter.In in ? in.places() : List.of();
            for (Place place : at) {
              if (place instanceof Place.InObject o && regOf.containsKey(o.object()) && isExpedition(o.object())) {
                return regOf.get(o.object());
              }
            }
          }
        }
      }
      return antecedentReg(p.antecedent(), p.span());
    }
    ExpPred p = exp(ref);
    int out = e.register();
    Optional<ObjectRef.Quantifier> q = quantifier(ref);
    boolean plural = nounsOf(ref).plural();
    boolean choose = q.map(x -> x.target() || x.kind() == ObjectRef.Quantifier.Kind.COUNT
        || x.kind() == ObjectRef.Quantifier.Kind.UP_TO || x.kind() == ObjectRef.Quantifier.Kind.ANY_NUMBER)
        .orElse(false) || (!plural && !(ref instanceof ObjectRef.Pronoun));
    if (q.isPresent() && (q.get().kind() == ObjectRef.Quantifier.Kind.EACH
        || q.get().kind() == ObjectRef.Quantifier.Kind.ALL) && !q.get().target()) {
      choose = false;
    }
    if (choose) {
      Num n = q.flatMap(ObjectRef.Quantifier::count).map(this::num).orElse(Num.lit(1));
      Num min = q.map(x -> x.kind() == ObjectRef.Quantifier.Kind.UP_TO || x.kind()
          == ObjectRef.Quantifier.Kind.ANY_NUMBER).orElse(false) ? Num.lit(0) : n;
      Num max = q.map(x -> x.kind() == ObjectRef.Quantifier.Kind.ANY_NUMBER).orElse(false) ? Num.lit(4) : n;
      e.emit(Opcode.CHOOSE_EXPEDITION, out, e.constant(p), e.constant(min), e.constant(max), e.constant(chooser));
    } else {
      e.emit(Opcode.EXPEDITIONS, out, e.constant(p));
    }
    regOf.put(ref, out);
    return out;
  }

  // ---------------------------------------------------------------- places, zones, players

  private List<ZoneKind> placeZones(Place p) {
    if (p instanceof Place.InPlay) {
      return List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK);
    }
    if (p instanceof Place.InZone z) {
      return zones(z.zone());
    }
    if (p instanceof Place.InObject o && isExpedition(o.object())) {
      return List.of(ZoneKind.EXPEDITION);
    }
    if (p instanceof Place.InObject o && landmarkZone(o.object()).isPresent()) {
      return List.of(ZoneKind.LANDMARK);
    }
    if (p instanceof Place.Anywhere) {
      return List.of();
    }
    throw error(p.span(), "expected a zone");
  }

  private Who placeOwner(Place p) {
    if (p instanceof Place.InZone z) {
      return zoneOwner(z.zone());
    }
    if (p instanceof Place.InObject o && o.object() instanceof ObjectRef.Possessed ps
        && ps.owner() instanceof Possessor.OfPlayer pl && landmarkZone(o.object()).isPresent()) {
      return who(pl.player());
    }
    return Who.ANY;
  }

  private Optional<ExpPred> placeExpedition(Place p) {
    if (p instanceof Place.InObject o && isExpedition(o.object())) {
      return Optional.of(exp(o.object()));
    }
    return Optional.empty();
  }

  private Who zoneOwner(Zone z) {
    return z.owner().map(this::who).orElse(Who.ANY);
  }

  static List<ZoneKind> zones(Zone z) {
    return switch (z.kind()) {
      case RESERVE -> List.of(ZoneKind.RESERVE);
      case HAND -> List.of(ZoneKind.HAND);
      case DECK -> List.of(ZoneKind.DECK);
      case DISCARD_PILE -> List.of(ZoneKind.DISCARD);
      case MANA_ZONE -> List.of(ZoneKind.MANA);
      case EXPEDITION_ZONE -> List.of(ZoneKind.EXPEDITION);
      case LANDMARK_ZONE -> List.of(ZoneKind.LANDMARK);
      case HERO_ZONE -> List.of(ZoneKind.HERO);
      case PLAY -> List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK);
      case ANYWHERE -> List.of();
    };
  }

  /** A player reference as data (7.2.3 "you", 7.2.4 "they"). */
  Who who(PlayerRef p) {
    switch (p.kind()) {
      case YOU:
        return Who.YOU;
      case AN_OPPONENT:
      case TARGET_OPPONENT:
      case THAT_OPPONENT:
      case YOUR_OPPONENT:
      case OPPONENTS:
        return Who.OPPONENT; // two-player games: the opponent (1.1.2.a)
      case EACH_PLAYER:
      case EACH_PLAYER_STARTING_WITH_YOU:
        return Who.EACH;
      case TARGET_PLAYER: {
        Integer r = playerRegs.get(p);
        if (r == null) {
          if (dataOnly) {
            throw error(p.span(), "'target player' is chosen when an effect resolves, not here");
          }
          r = e.register();
          e.emit(Opcode.CHOOSE_PLAYER, r, e.constant(Who.EACH), e.constant(Who.YOU));
          playerRegs.put(p, r);
          lastPlayerReg = r;
        }
        return Who.reg(r);
      }
      case THEY:
        if (!actors.isEmpty() && actors.peek().kind() == Who.Kind.REG) {
          return actors.peek();
        }
        if (lastPlayerReg >= 0) {
          return Who.reg(lastPlayerReg);
        }
        return actors.isEmpty() ? Who.YOU : actors.peek();
      case OWNER:
      case CONTROLLER:
        if (p.of().isPresent() && isExpedition(p.of().get())) {
          // "the controller of the Expedition facing that Illusion": the player whose Expedition it is (1.2.3.c);
          // an Expedition is not an object (3.2.4) and has no owner apart from that player.
          int r = e.register();
          e.emit(Opcode.EXPEDITIONS, r, e.constant(exp(p.of().get())));
          return Who.controllerOfExpedition(r);
        }
        return p.kind() == PlayerRef.Kind.OWNER ? Who.ownerOf(objectRegOrResolveOwner(p))
            : Who.controllerOf(objectRegOrResolveOwner(p));
      default:
        throw error(p.span(), "unknown player " + p.kind());
    }
  }

  private int objectRegOrResolveOwner(PlayerRef p) {
    ObjectRef of = p.of().orElseThrow(() -> error(p.span(), "expected whose owner or controller"));
    if (of instanceof ObjectRef.Self) {
      return Regs.SELF;
    }
    return objectRegOrResolve(of);
  }

  // ===================================================================================================================
  // Conditions and numbers (data)
  // ===================================================================================================================

  Cond cond(Condition c) {
    return conditions.apply(c);
  }

  private void registerConditions() {
    conditions
        .on(Condition.Did.class, c -> new Cond.Did(Cond.Did.Outcome.valueOf(c.outcome().name())))
        .on(Condition.HasStatus.class, c -> {
          if (isExpedition(c.subject())) {
            // "If my Expedition is Ascended" (2.4.3): the one status an Expedition has (7.3.3.a).
            if (!c.anyOf().equals(List.of(dev.altered.ast.Status.ASCENDED))) {
              throw error(c.span(), "an Expedition has no status but Ascended (2.4.3)");
            }
            return negate(c.negated(), new Cond.Expeditions(exp(c.subject()), new ExpPred.Ascended()));
          }
          return negate(c.negated(), new Cond.Is(objectRegOrResolve(c.subject()),
              Pred.or(c.anyOf().stream().map(s -> (Pred) new Pred.HasStatus(status(s))).toList())));
        })
        .on(Condition.IsIn.class, c -> {
          if (isExpedition(c.subject()) && c.place() instanceof Place.InObject in && isRegion(in.object())
              && in.object() instanceof ObjectRef.Possessed region) {
            // "another player's Expedition is in my region" (7.5.8): one such Expedition is in the region of mine.
            ExpPred same = new ExpPred.SameRegion(expOwner(region.owner()));
            return negate(c.negated(), new Cond.Compare(new Num.CountExp(ExpPred.and(List.of(exp(c.subject()),
                same))), Cmp.GE, Num.lit(1)));
          }
          if (isExpedition(c.subject())) {
            Pred place = places.apply(c.place());
            if (place instanceof Pred.InTerrain t) {
              return negate(c.negated(), new Cond.Expeditions(exp(c.subject()), new ExpPred.InTerrain(t.terrain())));
            }
            throw error(c.place().span(), "expected a terrain an Expedition is in");
          }
          return negate(c.negated(), new Cond.Is(objectRegOrResolve(c.subject()), places.apply(c.place())));
        })
        .on(Condition.InTerrainWithBaseStat.class, c -> new Cond.Is(objectRegOrResolve(c.subject()),
            new Pred.InTerrainWithBaseStat(c.value())))
        .on(Condition.IsA.class, c -> new Cond.Is(objectRegOrResolve(c.subject()), pred(c.description())))
        .on(Condition.InPosition.class, c -> new Cond.Expeditions(exp(c.subject()),
            new ExpPred.Position(positions(c.anyOf()))))
        .on(Condition.ZoneEmpty.class, c -> new Cond.Compare(new Num.Count(zonePred(c.zone(), Who.YOU)), Cmp.EQ,
            Num.lit(0)))
        .on(Condition.Controls.class, c -> {
          Who w = who(c.player());
          return Cond.and(c.counts().stream().map(n -> count(n, Pred.and(List.of(selection(n.objects(),
              Optional.empty()), new Pred.Controlled(w)))))
              .toList());
        })
        .on(Condition.Has.class, c -> {
          Who w = who(c.player());
          List<Cond> all = new ArrayList<>();
          for (Condition.Count n : c.counts()) {
            Pred objects = hasPred(n.objects(), c.in(), w);
            if (c.than().isPresent()) {
              Pred theirs = hasPred(n.objects(), c.in(), who(c.than().get()));
              Cmp cmp = n.range() == Condition.Count.Range.FEWER ? Cmp.LT : Cmp.GT;
              all.add(new Cond.Compare(new Num.Count(objects), cmp, new Num.Count(theirs)));
            } else {
              all.add(count(n, objects));
            }
          }
          return Cond.and(all);
        })
        // Expeditions are counted as Expeditions (3.2.4: not objects), "an Expedition in {V} facing me" too.
        .on(Condition.ThereAre.class, c -> Cond.and(c.counts().stream().map(n -> isRegion(n.objects())
            ? count(n, new Num.CountRegions(regionPred(n.objects())))
            : isExpedition(n.objects()) ? count(n, new Num.CountExp(exp(n.objects())))
            : count(n, selection(n.objects(), Optional.empty()))).toList()))
        .on(Condition.BaseStatistics.class, c -> {
          Num n = new Num.BaseStats(selection(c.among(), Optional.empty()), c.value());
          return new Cond.Compare(n, countCmp(c.count().range()), c.count().count().map(this::num)
              .orElse(Num.lit(1)));
        })
        .on(Condition.HasCounters.class, c -> {
          if (dataOnly && !(c.subject() instanceof ObjectRef.Self) && !(c.subject() instanceof ObjectRef.Pronoun)
              && !regOf.containsKey(c.subject())) {
            // A passive's condition on a described object ("If your Hero has 5 or more Quest counters", Halua): some
            // object so described has them (2.5), read from the state whenever the passive applies.
            Pred has = new Pred.CounterCount(c.counter().equals(Counter.ANY) ? Optional.empty()
                : Optional.of(counterName(c.counter())), countCmp(c.range()), num(c.count()));
            return new Cond.Compare(new Num.Count(Pred.and(List.of(placedOrInPlay(pred(c.subject())), has))), Cmp.GE,
                Num.lit(1));
          }
          return new Cond.Compare(new Num.Counters(objectRegOrResolve(c.subject()), counterName(c.counter())),
              countCmp(c.range()), num(c.count()));
        })
        .on(Condition.Compare.class, c -> new Cond.Compare(values.apply(c.left()), cmp(c.comparison()),
            values.apply(c.right())))
        .on(Condition.FirstPlayer.class, c -> negate(c.negated(), new Cond.FirstPlayer(who(c.player()))))
        .on(Condition.During.class, c -> new Cond.During(c.turnOf().map(this::who), c.phase().map(this::phase),
            c.day().map(this::num)))
        .on(Condition.DidThisWay.class, c -> {
          Integer r = verbRegs.get(c.verb());
          if (r == null) {
            throw error(c.span(), "expected a step that " + c.verb().name().toLowerCase(Locale.ROOT)
                + " before 'this way'");
          }
          regOf.put(c.objects(), r); // "its owner", "it": the card this way
          return new Cond.Is(r, pred(c.objects()));
        })
        // "If played from your hand, it ...": the card just played (a play effect's own form is read in effect()).
        .on(Condition.PlaysFrom.class, c -> new Cond.Is(objectRegOrResolve(c.object()),
            new Pred.PlayedFrom(zones(c.zone()).get(0))))
        .on(Condition.Several.class, c -> c.all() ? Cond.and(c.conditions().stream().map(this::cond).toList())
            : new Cond.Or(c.conditions().stream().map(this::cond).toList()));
    values
        .on(Value.Number.class, v -> num(v.quantity()))
        .on(Value.StatOf.class, v -> {
          if (v.stat() == Vocabulary.Stat.RESULT) {
            return dieResult(v.span());
          }
          Pred.StatKind k = statKind(v.stat(), v.span());
          if (v.object() instanceof ObjectRef.Pronoun || v.object() instanceof ObjectRef.Self) {
            return new Num.StatOf(objectReg(v.object()), k);
          }
          // "the Hand Cost of a Character you control": the highest among them, for a comparison.
          return new Num.Max(selection(v.object(), Optional.empty()), k);
        })
        .on(Value.CountersOf.class, v -> new Num.Counters(possessors.apply(v.owner()), counterName(v.counter())))
        .on(Value.Result.class, v -> v.x() ? x(v.span()) : dieResult(v.span()));
    forEachClauses
        .on(Ability.ForEachClause.Objects.class, f -> new Num.Count(selection(f.objects(), Optional.empty())))
        .on(Ability.ForEachClause.Counters.class, f -> new Num.Counters(possessors.apply(f.owner()),
            counterName(f.counter())));
  }

  /** The die result: of this effect's roll, or the controller's last roll (a Reaction to a roll, 7.3.28.b). */
  private Num dieResult(SourceSpan span) {
    return dieReg < 0 ? new Num.LastDie() : new Num.Reg(dieReg);
  }

  private Pred hasPred(ObjectRef objects, Optional<Zone> in, Who w) {
    if (in.isPresent()) {
      return Pred.and(List.of(pred(objects), zonePred(in.get(), w)));
    }
    Pred p = pred(objects);
    if (mentions(p, Pred.ObjType.MANA_ORB)) {
      return Pred.and(List.of(p, new Pred.InZone(List.of(ZoneKind.MANA)), new Pred.ZoneOf(w)));
    }
    return Pred.and(List.of(selection(objects, Optional.empty()), new Pred.Controlled(w)));
  }

  private static Pred negatePred(boolean negated, Pred p) {
    return negated ? new Pred.Not(p) : p;
  }

  private static Cond negate(boolean negated, Cond c) {
    return negated ? new Cond.Not(c) : c;
  }

  private Cond count(Condition.Count n, Pred objects) {
    return count(n, new Num.Count(objects));
  }

  private Cond count(Condition.Count n, Num count) {
    if (n.range() == Condition.Count.Range.NONE) {
      noneCounted.add(n.objects());
    }
    Num k = n.count().map(this::num).orElse(Num.lit(1));
    return switch (n.range()) {
      case SOME -> new Cond.Compare(count, Cmp.GE, Num.lit(1));
      case NONE -> new Cond.Compare(count, Cmp.EQ, Num.lit(0));
      default -> new Cond.Compare(count, countCmp(n.range()), k);
    };
  }

  private static Cmp countCmp(Condition.Count.Range r) {
    return switch (r) {
      case SOME, AT_LEAST -> Cmp.GE;
      case AT_MOST -> Cmp.LE;
      case LESS_THAN, FEWER -> Cmp.LT;
      case MORE_THAN, MORE -> Cmp.GT;
      case EXACTLY -> Cmp.EQ;
      case NONE -> Cmp.EQ;
    };
  }

  static Cmp cmp(Vocabulary.Comparison c) {
    return switch (c) {
      case AT_LEAST, GREATER_OR_EQUAL -> Cmp.GE;
      case AT_MOST, LESS_OR_EQUAL -> Cmp.LE;
      case EQUAL -> Cmp.EQ;
      case GREATER -> Cmp.GT;
      case LESS -> Cmp.LT;
    };
  }

  private Pred.StatKind statKind(Vocabulary.Stat s, SourceSpan span) {
    return switch (s) {
      case HAND_COST -> Pred.StatKind.HAND_COST;
      case RESERVE_COST -> Pred.StatKind.RESERVE_COST;
      case BASE_STATISTIC -> Pred.StatKind.BASE_ANY;
      case FOREST -> Pred.StatKind.FOREST;
      case MOUNTAIN -> Pred.StatKind.MOUNTAIN;
      case WATER -> Pred.StatKind.WATER;
      case HIGHEST_STATISTIC -> Pred.StatKind.MAX_STAT;
      case BASE_COST -> Pred.StatKind.BASE_COST;
      case RESULT -> throw error(span, "a die result is not a characteristic of an object");
    };
  }

  Num num(Quantity q) {
    return quantities.apply(q);
  }

  private Num x(SourceSpan span) {
    return xs.isEmpty() ? new Num.ContextX() : xs.peek();
  }

  private void registerQuantities() {
    quantities
        .on(Quantity.Literal.class, q -> Num.lit(q.value()))
        .on(Quantity.X.class, q -> q.plus() == 0 ? x(q.span()) : new Num.Add(x(q.span()), Num.lit(q.plus())))
        .on(Quantity.Sum.class, q -> new Num.Add(num(q.left()), num(q.right())))
        .on(Quantity.NumberOf.class, q -> {
          Optional<Filter.Between> between = filtersOf(q.objects()).stream()
              .filter(f -> f instanceof Filter.Between).map(f -> (Filter.Between) f).findFirst();
          if (between.isPresent()) {
            // "the number of regions between your Hero and Companion" (3.2.4): counted on the Adventure.
            ObjectRef of = between.get().objects();
            Who whose = of instanceof ObjectRef.Possessed p && p.owner() instanceof Possessor.OfPlayer pl
                ? who(pl.player()) : Who.YOU;
            return new Num.RegionsBetween(whose);
          }
          return isExpedition(q.objects()) ? new Num.CountExp(exp(q.objects()))
              : new Num.Count(selection(q.objects(), Optional.empty()));
        })
        .on(Quantity.CountersOn.class, q -> new Num.Counters(possessors.apply(q.owner()), counterName(q.counter())))
        .on(Quantity.DieResult.class, q -> dieResult(q.span()))
        .on(Quantity.ThatMany.class, q -> {
          if (lastObjects < 0) {
            throw error(q.span(), "expected a step with objects before 'that many'");
          }
          return new Num.Size(lastObjects);
        })
        .on(Quantity.RemovedThisWay.class, q -> {
          if (removedReg < 0) {
            throw error(q.span(), "expected counters removed before 'removed this way'");
          }
          return new Num.Reg(removedReg);
        })
        .on(Quantity.StatOf.class, q -> {
          int reg = possessors.apply(q.of());
          return new Num.StatOf(reg, q.stat() == Vocabulary.Stat.HIGHEST_STATISTIC ? Pred.StatKind.MAX_STAT
              : statKind(q.stat(), q.span()));
        });
    costs
        .on(Cost.ExhaustMe.class, c -> null)
        .on(Cost.DiscardMe.class, c -> null)
        .on(Cost.Mana.class, c -> null)
        .on(Cost.AsStep.class, c -> null);
  }

  // ===================================================================================================================
  // Vocabulary
  // ===================================================================================================================

  static String counterName(Counter c) {
    return c.equals(Counter.BOOST) ? dev.altered.rules.state.GameObject.BOOST : c.id();
  }

  static Status status(dev.altered.ast.Status s) {
    return Status.valueOf(s.name());
  }

  static Terrain terrain(Vocabulary.Terrain t) {
    return Terrain.valueOf(t.name());
  }

  Phase phase(Vocabulary.Phase p) {
    return switch (p) {
      case MORNING -> Phase.MORNING;
      case NOON -> Phase.NOON;
      case AFTERNOON -> Phase.AFTERNOON;
      case DUSK -> Phase.DUSK;
      case NIGHT, REST -> Phase.NIGHT;
    };
  }

  static Duration duration(Vocabulary.Duration d) {
    return Duration.valueOf(d.name());
  }

  static dev.altered.rules.Trigger.Symbol symbol(Vocabulary.TriggerSymbol s) {
    return dev.altered.rules.Trigger.Symbol.valueOf(s.name());
  }
}
