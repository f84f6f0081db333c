package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Effect;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary;
import dev.altered.ir.Cond;
import dev.altered.ir.EventPat;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Passive;
import dev.altered.ir.Pred;
import dev.altered.ir.Program;
import dev.altered.ir.Rule;
import dev.altered.ir.Tok;
import dev.altered.ir.Trig;
import dev.altered.ir.Who;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Modified, delayed and ongoing steps: a step with modifiers ("at random", "X times", "for each", "this turn"), a step
 * delayed to a later event, and a step that makes a lasting (ongoing) effect.
 */
final class LastingSteps extends CompilerPart {
  LastingSteps(AbilityCompiler compiler) {
    super(compiler);
  }

  Act modified(Step.Modified s) {
    Optional<Step.Modifier.Lasting> lasting = first(s.modifiers(), Step.Modifier.Lasting.class);
    if (lasting.isEmpty()) {
      return modifiedNow(s);
    }
    // "this turn": what the step gives lasts that long (2.2.15); the Act emits later, so the duration goes with it.
    Vocabulary.Duration d = lasting.get().duration();
    scope.durations.push(d);
    Act act;
    try {
      act = modifiedNow(s);
    } finally {
      scope.durations.pop();
    }
    return () -> {
      scope.durations.push(d);
      try {
        act.emit();
      } finally {
        scope.durations.pop();
      }
    };
  }

  Act modifiedNow(Step.Modified s) {
    for (Step.Modifier m : s.modifiers()) {
      cases.modifiers.apply(m); // every modifier kind has its case; their meaning is applied here, in order
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
      EventPat event = afterRest ? new EventPat.RestDone() : new EventPat.AtPhase(VocabularyWords.phase(when.phase()));
      return () -> delayed(inner, s.modifiers(), event, s.span());
    }
    Optional<Step.Modifier.AtRandom> random = first(s.modifiers(), Step.Modifier.AtRandom.class);
    if (random.isPresent() && !scope.atRandom) {
      // 3.2.5.c: a card of a Hand chosen at random; the choice the step makes is drawn, not asked.
      List<Step.Modifier> others = s.modifiers().stream().filter(m -> !(m instanceof Step.Modifier.AtRandom))
          .toList();
      Step plain = others.isEmpty() ? inner : new Step.Modified(inner,
          com.google.common.collect.ImmutableList.copyOf(others), s.span());
      scope.atRandom = true;
      scope.randomUsed = false;
      try {
        Act act = cases.steps.apply(plain);
        if (!scope.randomUsed) {
          throw error(random.get().span(), "'at random' applies to a choice of cards (3.2.5.c); this step chooses "
              + "none");
        }
        return act;
      } finally {
        scope.atRandom = false;
      }
    }
    int pushedX = 0;
    int pushedPer = 0;
    int pushedMax = 0;
    for (Step.Modifier m : s.modifiers()) {
      if (m instanceof Step.Modifier.WhereX w) {
        scope.xs.push(compiler.conditions.num(w.x()));
        pushedX++;
      } else if (m instanceof Step.Modifier.Per p) {
        scope.per.push(compiler.steps.perCount(p.objects()));
        pushedPer++;
      } else if (m instanceof Step.Modifier.UpToMax u) {
        scope.maxStack.push(compiler.conditions.num(u.max()));
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
        Num n = times.isPresent() ? compiler.conditions.num(times.get().times()) : new Num.Count(compiler.objectPreds.selection(forEach.get().objects(),
            Optional.empty()));
        List<Num> savedX = new ArrayList<>(scope.xs);
        List<Num> savedPer = new ArrayList<>(scope.per);
        List<Num> savedMax = new ArrayList<>(scope.maxStack);
        return () -> {
          // 6.5.i: the step is performed n times, one after the other, choices made anew each time.
          int counter = scope.e.register();
          scope.e.emit(Opcode.SET, counter, scope.e.constant(n));
          int loop = scope.e.label();
          int end = scope.e.label();
          scope.e.place(loop);
          scope.e.emitJump(Opcode.COUNT_DOWN, end, counter);
          restoreStacks(savedX, savedPer, savedMax);
          compiler.effects.step(inner);
          clearStacks();
          scope.e.emitJump(Opcode.JUMP, loop);
          scope.e.place(end);
        };
      }
      Act act = cases.steps.apply(inner);
      return act;
    } finally {
      for (int i = 0; i < pushedX; i++) {
        scope.xs.pop();
      }
      for (int i = 0; i < pushedPer; i++) {
        scope.per.pop();
      }
      for (int i = 0; i < pushedMax; i++) {
        scope.maxStack.pop();
      }
    }
  }

  void restoreStacks(List<Num> x, List<Num> p, List<Num> m) {
    scope.xs.clear();
    scope.xs.addAll(x);
    scope.per.clear();
    scope.per.addAll(p);
    scope.maxStack.clear();
    scope.maxStack.addAll(m);
  }

  void clearStacks() {
    scope.xs.clear();
    scope.per.clear();
    scope.maxStack.clear();
  }

  static <T> Optional<T> first(List<Step.Modifier> list, Class<T> type) {
    return list.stream().filter(type::isInstance).map(type::cast).findFirst();
  }

  /** "Create four tokens, distributed as you choose among any number of target Expeditions". */
  Act distributedTokens(Step.Create c, Step.Modifier.DistributedAmong among) {
    Who w = compiler.steps.actor(c.actor());
    List<Integer> abilityIndexes = new ArrayList<>();
    for (Ability a : c.abilities()) {
      abilityIndexes.add(compiler.abilities.nestedAbility(a));
    }
    Tok tok = new Tok(c.token().name(), c.token().forest(), c.token().mountain(), c.token().water(),
        c.token().subtypes(), abilityIndexes, c.token().statistics());
    int tokConst = scope.e.constant(tok);
    int exps = distributeExpeditions(among.among(), compiler.conditions.num(c.count()), w);
    scope.lastTokenConst = tokConst;
    scope.lastTokenExps = exps;
    return () -> scope.e.emit(Opcode.CREATE, tokConst, exps, scope.e.constant(Num.lit(1)), -1);
  }

  /** One Expedition chosen per item, among targets matching (duplicates allowed). */
  int distributeExpeditions(ObjectRef among, Num count, Who chooser) {
    ExpPred candidates = compiler.expeditions.exp(among);
    int all = scope.e.register();
    int one = scope.e.register();
    int counter = scope.e.register();
    return distributeLoop(all, one, counter, count, () -> scope.e.emit(Opcode.CHOOSE_EXPEDITION, one,
        scope.e.constant(candidates), scope.e.constant(Num.lit(1)), scope.e.constant(Num.lit(1)), scope.e.constant(chooser)));
  }

  int distributeLoop(int all, int one, int counter, Num count, Act choose) {
    scope.e.emit(Opcode.MINUS, all, all, all); // empty: the loop may run again (a repeated step)
    scope.e.emit(Opcode.SET, counter, scope.e.constant(count));
    int loop = scope.e.label();
    int end = scope.e.label();
    scope.e.place(loop);
    scope.e.emitJump(Opcode.COUNT_DOWN, end, counter);
    choose.emit();
    scope.e.emit(Opcode.APPEND, all, one);
    scope.e.emitJump(Opcode.JUMP, loop);
    scope.e.place(end);
    return all;
  }

  /** "Distribute 3 boosts among any Characters in Reserve": one object chosen per counter. */
  int distribute(ObjectRef among, Num count, Who chooser) {
    Pred candidates = compiler.objectPreds.selection(among, Optional.empty());
    int all = scope.e.register();
    int one = scope.e.register();
    int counter = scope.e.register();
    return distributeLoop(all, one, counter, count, () -> scope.e.emit(Opcode.CHOOSE, one, scope.e.constant(candidates),
        scope.e.constant(Num.lit(1)), scope.e.constant(Num.lit(1)), scope.e.constant(chooser), 0));
  }

  /** A step that happens after Rest (4.2.5): a delayed Reaction, an Emblem-Ongoing lasting this Day. */
  void delayed(Step inner, List<Step.Modifier> mods, EventPat event, SourceSpan span) {
    List<Step.Modifier> rest = mods.stream().filter(m -> !(m instanceof Step.Modifier.At)).toList();
    Step step = rest.isEmpty() ? inner : new Step.Modified(inner, com.google.common.collect.ImmutableList.copyOf(rest),
        span);
    Ability delayed = new Ability.Reaction(false, new Trigger.At(Vocabulary.Phase.REST, true, span), Optional.empty(),
        Optional.empty(), new Effect(com.google.common.collect.ImmutableList.of(new Sentence.Steps(
            com.google.common.collect.ImmutableList.of(step), span)), span), span);
    AbilityCompiler inner2 = new AbilityCompiler(delayed, scope.context);
    inner2.scope.regOf.putAll(scope.regOf);
    inner2.scope.antecedents = scope.antecedents;
    Program p = inner2.lasting.delayedReaction(scope.e.registers(), event);
    int index = scope.e.nested(p);
    scope.e.emit(Opcode.ONGOING, index, Duration.THIS_DAY.ordinal(), 1);
  }

  /**
   * The nested Reaction of a delayed step, carried by an Emblem-Ongoing for the rest of the day (2.2.15) and used
   * once: triggered by the end of Rest or the start of a phase, registers shared with its parent.
   */
  Program delayedReaction(int parentRegisters, EventPat event) {
    Ability.Reaction r = (Ability.Reaction) scope.ability;
    for (int i = 0; i < parentRegisters; i++) {
      scope.e.register();
    }
    int header = scope.e.constant(new Trig(event, false, new Cond.True(), true, -1));
    scope.e.entry(Program.EFFECT);
    compiler.effects.effect(r.effect());
    scope.e.emit(Opcode.RETURN);
    return scope.e.build(Program.Kind.REACTION, false, header);
  }

  /**
   * An Emblem-Ongoing (2.2.15) carrying statements made by an effect: "Target Expedition can't move forward this
   * Day", "The next Spell you play this turn costs {1} less" (ended once it applied to a card).
   */
  void ongoing(List<Rule> made, Optional<Vocabulary.Duration> duration, Optional<ObjectRef> subject,
      SourceSpan span) {
    Program p = nestedPassive(made);
    int index = scope.e.nested(p);
    boolean once = subject.map(this::isNext).orElse(false);
    Duration d = duration.or(() -> Optional.ofNullable(scope.durations.peek())).map(VocabularyWords::duration).orElseGet(() -> subject.flatMap(this::playedDuration)
        .orElse(once ? Duration.THIS_TURN : Duration.THIS_DAY));
    scope.e.emit(Opcode.ONGOING, index, d.ordinal(), once ? 1 : 0);
  }

  /** A nested passive program holding rules made by an effect; play effects' code is compiled into it. */
  Program nestedPassive(List<Rule> made) {
    AbilityCompiler sub = new AbilityCompiler(scope.ability, scope.context);
    sub.scope.regOf.putAll(scope.regOf);
    for (int i = 0; i < scope.e.registers(); i++) {
      sub.scope.e.register(); // the Emblem carries this effect's registers (its bindings)
    }
    List<Rule> placed = new ArrayList<>();
    for (Rule r : made) {
      placed.add(compiler.statements.placeCode(r, sub));
    }
    sub.scope.e.emit(Opcode.RETURN);
    int header = sub.scope.e.constant(new Passive(placed));
    return sub.scope.e.build(Program.Kind.PASSIVE, false, header);
  }

  boolean isNext(ObjectRef ref) {
    return ObjectPreds.quantifier(ref).map(q -> q.kind() == ObjectRef.Quantifier.Kind.NEXT).orElse(false);
  }

  Optional<Duration> playedDuration(ObjectRef ref) {
    return ObjectPreds.filtersOf(ref).stream().filter(f -> f instanceof Filter.PlayedBy).map(f -> (Filter.PlayedBy) f)
        .flatMap(f -> f.during().stream()).map(VocabularyWords::duration).findFirst();
  }

  /** The rules a statement makes (data), apart from the rules of the ability being compiled. */
  List<Rule> continuousRules(Statement statement) {
    List<Rule> before = new ArrayList<>(scope.rules);
    scope.rules.clear();
    boolean wasData = scope.dataOnly;
    scope.dataOnly = true;
    Cond w = scope.when;
    scope.when = new Cond.True();
    try {
      cases.statements.apply(statement);
      return new ArrayList<>(scope.rules);
    } finally {
      scope.when = w;
      scope.dataOnly = wasData;
      scope.rules.clear();
      scope.rules.addAll(before);
    }
  }

  static boolean chosenWhenResolving(ObjectRef ref) {
    return ObjectPreds.quantifier(ref).map(q -> q.target() || q.kind() == ObjectRef.Quantifier.Kind.COUNT
        || q.kind() == ObjectRef.Quantifier.Kind.UP_TO).orElse(false);
  }

  static Optional<ObjectRef> subjectOf(Statement st) {
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
}
