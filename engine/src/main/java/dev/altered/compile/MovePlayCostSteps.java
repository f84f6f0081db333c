package dev.altered.compile;

import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Step;
import dev.altered.ast.Zone;
import dev.altered.ir.Cmp;
import dev.altered.ir.Cond;
import dev.altered.ir.Dest;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Pred;
import dev.altered.ir.Regs;
import dev.altered.ir.Text;
import dev.altered.ir.Who;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Moving and playing objects, keyword actions, optional ("you may") and chosen ("one of") steps, and steps paid as costs. */
final class MovePlayCostSteps extends CompilerPart {
  MovePlayCostSteps(AbilityCompiler compiler) {
    super(compiler);
  }

  Act move(Step.Move s) {
    Who w = compiler.steps.actor(s.actor());
    if (s.insteadOf().isPresent()) {
      throw error(s.span(), "'instead of' a daily effect's card is a passive ability (During Morning, ...)");
    }
    int r = compiler.objectRegisters.gather(w, who -> compiler.objectRegisters.resolve(s.objects(), who, s.from()));
    scope.verbRegs.put(Condition.DidThisWay.Verb.PUT, r);
    Dest dest;
    if (s.to() instanceof Step.Destination.ToExpedition te) {
      int exps = resolveExpeditionsFor(te.expedition(), w, r);
      dest = new Dest(ZoneKind.EXPEDITION, false, Optional.empty(), false, exps);
    } else {
      if (s.to() instanceof Step.Destination.InAnyOrder) {
        scope.e.emit(Opcode.ORDER, r, scope.e.constant(w)); // the mover chooses the order before the step (3.2.2.b)
      }
      dest = cases.destinations.apply(s.to());
      if (dest.zone() == ZoneKind.MANA) {
        dest = new Dest(ZoneKind.MANA, false, Optional.empty(), s.as().map(a -> a == Step.OrbState.READY)
            .orElse(false), -1);
      } else if (s.as().isPresent()) {
        throw error(s.span(), "a Mana Orb's state ('exhausted', 'as a ready Mana Orb') is for the Mana zone (3.2.9.b)");
      }
    }
    Dest d = dest;
    return () -> {
      scope.e.emit(Opcode.MOVE, r, scope.e.constant(d), scope.e.constant(w));
      scope.lastObjects = r;
    };
  }

  /** The Expedition each object goes to: one register of codes, one per object when several are possible. */
  int resolveExpeditionsFor(ObjectRef expedition, Who chooser, int objects) {
    ExpPred p = compiler.expeditions.exp(expedition);
    int out = scope.e.register();
    int index = scope.e.register();
    int item = scope.e.register();
    int one = scope.e.register();
    scope.e.emit(Opcode.MINUS, out, out, out);
    scope.e.emit(Opcode.SET, index, scope.e.constant(Num.lit(0)));
    int loop = scope.e.label();
    int end = scope.e.label();
    scope.e.place(loop);
    scope.e.emitJump(Opcode.LOOP, end, index, objects, item);
    scope.e.emit(Opcode.CHOOSE_EXPEDITION, one, scope.e.constant(p), scope.e.constant(Num.lit(1)), scope.e.constant(Num.lit(1)),
        scope.e.constant(chooser));
    scope.e.emit(Opcode.APPEND, out, one);
    scope.e.emitJump(Opcode.JUMP, loop);
    scope.e.place(end);
    return out;
  }

  Act play(Step.Play s) {
    Who w = compiler.steps.actor(s.actor());
    Num cost = cases.playCosts.apply(s.cost());
    boolean free = cost instanceof Num.Lit l && l.value() == -1;
    Num discount = free ? Num.lit(0) : cost;
    int exps = s.in().isPresent() ? compiler.expeditions.resolveExpeditions(s.in().get(), w) : -1;
    int r;
    if (s.objects() instanceof ObjectRef.Self || s.objects() instanceof ObjectRef.Pronoun) {
      r = compiler.objectRegisters.resolve(s.objects(), w);
    } else {
      // "Play a card with Hand Cost {3} or less for free": among the cards that can be played that way (5.2.a).
      Pred p = Pred.and(List.of(compiler.objectPreds.pred(s.objects()), s.from().map(z -> compiler.objectPreds.zonePred(z, w))
          .orElse(Pred.and(List.of(new Pred.InZone(List.of(ZoneKind.HAND, ZoneKind.RESERVE)),
              new Pred.ZoneOf(w))))));
      ObjectRef.Quantifier q = ObjectPreds.quantifier(s.objects()).orElseThrow(() -> error(s.objects().span(),
          "expected a card to play"));
      r = scope.e.register();
      int playable = scope.e.register();
      scope.e.emit(Opcode.SELECT, playable, scope.e.constant(new Pred.And(List.of(p, new Pred.Playable(w, free, discount)))));
      Num n = q.count().map(compiler.conditions::num).orElse(Num.lit(1));
      scope.e.emit(Opcode.CHOOSE_IN, r, playable, scope.e.constant(n), scope.e.constant(n), scope.e.constant(w));
      scope.regOf.put(s.objects(), r);
    }
    scope.verbRegs.put(Condition.DidThisWay.Verb.PLAYED, r);
    return () -> scope.e.emit(Opcode.PLAY, r, scope.e.constant(w), free ? 1 : 0, scope.e.constant(discount), exps);
  }

  Act keywordAction(Step.Keyword s) {
    Who w = compiler.steps.actor(s.actor());
    switch (s.action()) {
      case AFTER_YOU:
        return () -> scope.e.emit(Opcode.AFTER_YOU, scope.e.constant(w));
      case RESUPPLY:
      case EXHAUSTED_RESUPPLY: {
        int out = scope.e.register();
        scope.verbRegs.put(Condition.DidThisWay.Verb.PUT, out);
        int exhausted = s.action() == KeywordAction.EXHAUSTED_RESUPPLY ? 1 : 0;
        return () -> {
          scope.e.emit(Opcode.RESUPPLY, scope.e.constant(w), exhausted, out);
          scope.lastObjects = out;
        };
      }
      case SABOTAGE: {
        // 7.3.30: discard up to one target card in a Reserve.
        int r = scope.e.register();
        scope.e.emit(Opcode.CHOOSE, r, scope.e.constant(new Pred.InZone(List.of(ZoneKind.RESERVE))), scope.e.constant(Num.lit(0)),
            scope.e.constant(Num.lit(1)), scope.e.constant(w), 1);
        scope.verbRegs.put(Condition.DidThisWay.Verb.DISCARDED, r);
        scope.lastObjects = r;
        return () -> scope.e.emit(Opcode.DISCARD, r, scope.e.constant(w));
      }
      case AUGMENT: {
        int r = compiler.objectRegisters.resolve(s.object().orElseThrow(() -> error(s.span(), "expected what to [Augment]")), w);
        int kinds = scope.e.register();
        scope.e.emit(Opcode.CHOOSE_COUNTER, kinds, r, scope.e.constant(Num.lit(1)), scope.e.constant(w));
        return () -> scope.e.emit(Opcode.AUGMENT, r, kinds);
      }
      case ASCEND: {
        int r = compiler.expeditions.resolveExpeditions(s.object().orElseThrow(() -> error(s.span(), "expected what [Ascends]")), w);
        return () -> scope.e.emit(Opcode.ASCEND, r);
      }
      case DEFECT: {
        int r = compiler.objectRegisters.resolve(s.object().orElseThrow(() -> error(s.span(), "expected what [Defects]")), w);
        return () -> scope.e.emit(Opcode.DEFECT, r);
      }
      case RUSH: {
        // 7.3.29: play a card immediately; "[Rush] a Character from your hand" is playing one such card.
        if (s.object().isPresent()) {
          return play(new Step.Play(s.actor(), s.object().get(), Optional.empty(), Optional.empty(),
              new Step.PlayCost.Normal(s.span()), true, s.span()));
        }
        int r = scope.e.register();
        int playable = scope.e.register();
        scope.e.emit(Opcode.SELECT, playable, scope.e.constant(new Pred.And(List.of(new Pred.InZone(List.of(ZoneKind.HAND,
            ZoneKind.RESERVE)), new Pred.ZoneOf(w), new Pred.Playable(w, false, Num.lit(0))))));
        scope.e.emit(Opcode.CHOOSE_IN, r, playable, scope.e.constant(Num.lit(0)), scope.e.constant(Num.lit(1)), scope.e.constant(w));
        scope.verbRegs.put(Condition.DidThisWay.Verb.PLAYED, r); // "[Rush]. If you played a Character this way, ..."
        return () -> scope.e.emit(Opcode.PLAY, r, scope.e.constant(w), 0, scope.e.constant(Num.lit(0)), -1);
      }
      default:
        throw error(s.span(), "no instruction for [" + s.action() + "]");
    }
  }

  Act may(Step.May s) {
    Who w = compiler.steps.actor(s.actor());
    if (s.either()) {
      return () -> oneOf(s.steps().size(), w, i -> compiler.effects.step(s.steps().get(i)));
    }
    if (w.kind() == Who.Kind.EACH) {
      // "Each player may ...": each decides in initiative order (6.1.h), the steps done for each who did.
      return () -> {
        int players = scope.e.register();
        scope.e.emit(Opcode.PLAYERS, players, scope.e.constant(Who.EACH));
        int index = scope.e.register();
        int item = scope.e.register();
        int loop = scope.e.label();
        int end = scope.e.label();
        scope.e.emit(Opcode.SET, index, scope.e.constant(Num.lit(0)));
        scope.e.place(loop);
        scope.e.emitJump(Opcode.LOOP, end, index, players, item);
        scope.e.emitJump(Opcode.MAY, loop, scope.e.constant(Who.reg(item)));
        scope.actors.push(Who.reg(item));
        for (Step st : s.steps()) {
          compiler.effects.step(st); // actor() reads the player of the loop: it is pushed above
        }
        scope.actors.pop();
        scope.e.emitJump(Opcode.JUMP, loop);
        scope.e.place(end);
      };
    }
    return () -> {
      int skip = scope.e.label();
      scope.e.emitJump(Opcode.MAY, skip, scope.e.constant(w));
      scope.actors.push(w);
      compiler.effects.steps(s.steps());
      scope.actors.pop();
      scope.e.place(skip);
    };
  }

  /** Chooses one of n options and emits the chosen one. */
  void oneOf(int n, Who chooser, java.util.function.IntConsumer body) {
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      labels.add("option " + (i + 1));
    }
    int chosen = scope.e.register();
    scope.e.emit(Opcode.OPTIONS, chosen, scope.e.constant(new Text(labels)), scope.e.constant(Num.lit(1)), 0, scope.e.constant(chooser));
    int end = scope.e.label();
    List<Integer> starts = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int l = scope.e.label();
      starts.add(l);
      scope.e.emitJump(Opcode.JUMP_IF_HOLDS, l, chosen, i);
    }
    scope.e.emitJump(Opcode.JUMP, end);
    for (int i = 0; i < n; i++) {
      scope.e.place(starts.get(i));
      body.accept(i);
      scope.e.emitJump(Opcode.JUMP, end);
    }
    scope.e.place(end);
  }

  /**
   * An internal action (1.2.5.a): "[cost] to [effect]". The cost must be payable in full (1.2.5.c), its decisions are
   * made first, then it is paid in one step (6.1.d); "if you do" afterwards is true (6.5.f).
   */
  void internal(List<Step> costSteps, Step effectStep, int skip) {
    Cond payable = Cond.and(costSteps.stream().map(this::payable).toList());
    int ok = scope.e.label();
    scope.e.emitJump(Opcode.JUMP_IF, ok, scope.e.constant(payable));
    scope.e.emit(Opcode.SET_DID, Cond.Did.Outcome.COULD_NOT.ordinal());
    scope.e.emitJump(Opcode.JUMP, skip);
    scope.e.place(ok);
    payCost(costSteps, skip);
    scope.e.emit(Opcode.SET_DID, Cond.Did.Outcome.DID.ordinal());
    if (effectStep != null) {
      compiler.effects.step(effectStep);
      scope.e.emit(Opcode.SET_DID, Cond.Did.Outcome.DID.ordinal());
    }
  }

  /**
   * Pays an internal action's cost (1.2.5.a): its decisions first, then the cost in one step (6.1.d). Playing a card
   * is a process of its own (5.2.b), not part of a step: it comes after, and "[Rush] to [effect]" goes on only if a
   * card was actually played (7.3.29.b), else jumps to {@code skip}.
   */
  void payCost(List<Step> costSteps, int skip) {
    List<Act> acts = new ArrayList<>();
    List<Act> plays = new ArrayList<>();
    for (Step c : costSteps) {
      (playsACard(c) ? plays : acts).add(compiler.effects.prepare(c));
    }
    if (!acts.isEmpty()) {
      scope.e.emit(Opcode.STEP_BEGIN);
      acts.forEach(Act::emit);
      scope.e.emit(Opcode.STEP_END);
    }
    plays.forEach(Act::emit);
    if (!plays.isEmpty()) {
      scope.e.emitJump(Opcode.JUMP_UNLESS, skip, scope.e.constant(new Cond.Did(Cond.Did.Outcome.DID)));
    }
  }

  /** Whether a step plays a card: "[Rush]" (7.3.29.a), "play a card". */
  boolean playsACard(Step step) {
    Step s = Abilities.unmodified(step);
    return s instanceof Step.Play || s instanceof Step.Keyword k && k.action() == KeywordAction.RUSH;
  }

  /** Whether a cost step can be paid now (1.2.5.c): enough mana, counters, objects to choose. */
  Cond payable(Step step) {
    Step s = Abilities.unmodified(step);
    if (s instanceof Step.Pay p) {
      return new Cond.Compare(new Num.AvailableMana(), Cmp.GE, compiler.conditions.num(p.mana()));
    }
    if (s instanceof Step.Spend sp) {
      if (sp.from() instanceof ObjectRef.Self) {
        return new Cond.Compare(new Num.Counters(Regs.SELF, VocabularyWords.counterName(sp.counter())), Cmp.GE, compiler.conditions.num(sp.count()));
      }
      return new Cond.Compare(new Num.Count(compiler.objectPreds.selection(compiler.objectRegisters.withCounters(sp.from()), Optional.empty())), Cmp.GE,
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
      from = ObjectPreds.discardedFrom(d);
    } else if (s instanceof Step.Sacrifice x) {
      objects = x.objects();
      if (!(objects instanceof ObjectRef.Self)) {
        return new Cond.Compare(new Num.Count(Pred.and(List.of(compiler.objectPreds.selection(objects, Optional.empty()),
            new Pred.Controlled(Who.YOU)))), Cmp.GE, Num.lit(compiler.abilities.minCount(objects)));
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
    if (objects != null && ObjectPreds.quantifier(objects).isPresent()) {
      return new Cond.Compare(new Num.Count(compiler.objectPreds.selection(objects, from)), Cmp.GE, Num.lit(compiler.abilities.minCount(objects)));
    }
    return new Cond.True();
  }
}
