package dev.altered.compile;

import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;
import dev.altered.ir.Cmp;
import dev.altered.ir.Cond;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Rule;
import dev.altered.ir.Text;
import dev.altered.ir.Who;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Effects and sentences: an effect's sentences (if/else, outcomes, modal choices) down to its steps. */
final class Effects extends CompilerPart {
  Effects(AbilityCompiler compiler) {
    super(compiler);
  }

  void effect(Effect effect) {
    List<Sentence> list = effect.sentences();
    for (int i = 0; i < list.size(); i++) {
      Sentence s = list.get(i);
      SourceSpan before = scope.e.at(s.span());
      Optional<Step.Continuous> statementMade = s instanceof Sentence.Steps st && st.steps().size() == 1
          && st.steps().get(0) instanceof Step.Continuous c ? Optional.of(c) : Optional.empty();
      if (statementMade.isPresent() && i + 1 < list.size() && list.get(i + 1) instanceof Sentence.If next
          && next.condition() instanceof Condition.PlaysFrom from && next.otherwise().isEmpty()
          && LastingSteps.subjectOf(statementMade.get().statement()).map(Statements::aboutCardsPlayed).orElse(false)) {
        // "The next Spell you play this turn is free. If you play it from your hand, it loses [[Fleeting]]": one
        // Emblem for the same card.
        ObjectRef subject = LastingSteps.subjectOf(statementMade.get().statement()).get();
        List<Rule> made = compiler.lasting.continuousRules(statementMade.get().statement());
        for (Step step : next.then()) {
          made.addAll(compiler.statements.playRules(subject, step, Optional.of(PlacesAndPlayers.zones(from.zone()).get(0))));
        }
        compiler.lasting.ongoing(made, statementMade.get().duration(), Optional.of(subject), s.span());
        scope.e.restore(before);
        i++;
        continue;
      }
      if (s instanceof Sentence.If iff && iff.otherwise().isEmpty() && i + 1 < list.size()
          && list.get(i + 1) instanceof Sentence.Otherwise other) {
        // 6.5.e: "If [condition], [step one]. Otherwise [step two]": the condition is evaluated once.
        ifElse(iff.condition(), iff.then(), Optional.of(other.steps()));
        i++;
      } else {
        cases.sentences.apply(s);
      }
      scope.e.restore(before);
    }
  }

  void registerSentences() {
    cases.sentences
        .on(Sentence.Steps.class, s -> {
          steps(s.steps());
          return null;
        })
        .on(Sentence.If.class, s -> {
          ifElse(s.condition(), s.then(), s.otherwise());
          return null;
        })
        .on(Sentence.Unless.class, s -> {
          int end = scope.e.label();
          scope.e.emitJump(Opcode.JUMP_IF, end, scope.e.constant(compiler.conditions.cond(s.condition())));
          steps(s.steps());
          scope.e.place(end);
          return null;
        })
        .on(Sentence.Otherwise.class, s -> {
          throw error(s.span(), "expected 'Otherwise' right after an 'If' sentence (6.5.e)");
        })
        .on(Sentence.During.class, s -> {
          throw error(s.span(), "'During [phase], ...' changes a daily effect: it is a passive ability, not a step");
        })
        .on(Sentence.ForEach.class, s -> {
          int src = compiler.objectRegisters.resolve(s.objects(), compiler.steps.actor());
          int index = scope.e.register();
          int item = scope.e.register();
          int loop = scope.e.label();
          int end = scope.e.label();
          scope.e.emit(Opcode.SET, index, scope.e.constant(Num.lit(0)));
          scope.e.place(loop);
          scope.e.emitJump(Opcode.LOOP, end, index, src, item);
          scope.regOf.put(s.objects(), item); // "its" in the steps is the current object (6.5.i)
          steps(s.steps());
          scope.regOf.put(s.objects(), src);
          scope.e.emitJump(Opcode.JUMP, loop);
          scope.e.place(end);
          return null;
        })
        .on(Sentence.WhenThisWay.class, s -> {
          // "Roll a die. When you roll a 1-3 this way — ...": a reaction to a step of this effect, resolved here.
          if (!(s.event() instanceof Event.RollsResult rr) || scope.dieReg < 0) {
            throw error(s.span(), "expected 'When you roll [result] this way' after a die roll");
          }
          int end = scope.e.label();
          scope.e.emitJump(Opcode.JUMP_UNLESS, end, scope.e.constant(inRange(new Num.Reg(scope.dieReg), rr.range().low(),
              rr.range().high())));
          steps(s.steps());
          scope.e.place(end);
          return null;
        })
        .on(Sentence.Modal.class, this::modal)
        .on(Sentence.OnResult.class, s -> {
          if (scope.dieReg < 0) {
            throw error(s.span(), "expected a die roll before 'On a ...' (7.3.28.b)");
          }
          outcomes(new Num.Reg(scope.dieReg), s.outcomes());
          return null;
        })
        .on(Sentence.Repeat.class, s -> {
          s.whereX().ifPresent(q -> scope.xs.push(compiler.conditions.num(q)));
          int counter = scope.e.register();
          scope.e.emit(Opcode.SET, counter, scope.e.constant(compiler.conditions.num(s.times())));
          s.whereX().ifPresent(x -> scope.xs.pop());
          int loop = scope.e.label();
          int end = scope.e.label();
          scope.e.place(loop);
          scope.e.emitJump(Opcode.COUNT_DOWN, end, counter);
          for (Sentence.Mode m : s.body()) {
            mode(m);
          }
          scope.e.emitJump(Opcode.JUMP, loop);
          scope.e.place(end);
          return null;
        })
        .on(Sentence.Depending.class, s -> {
          outcomes(compiler.conditions.num(s.on()), s.outcomes());
          return null;
        });
  }

  void ifElse(Condition condition, List<Step> then, Optional<? extends List<Step>> otherwise) {
    int elseLabel = scope.e.label();
    int end = scope.e.label();
    scope.e.emitJump(Opcode.JUMP_UNLESS, elseLabel, scope.e.constant(compiler.conditions.cond(condition)));
    steps(then);
    if (otherwise.isPresent()) {
      scope.e.emitJump(Opcode.JUMP, end);
      scope.e.place(elseLabel);
      steps(otherwise.get());
    } else {
      scope.e.place(elseLabel);
    }
    scope.e.place(end);
  }

  static Cond inRange(Num n, int low, int high) {
    return Cond.and(List.of(new Cond.Compare(n, Cmp.GE, Num.lit(low)), new Cond.Compare(n, Cmp.LE, Num.lit(high))));
  }

  void outcomes(Num on, List<Sentence.Outcome> outcomes) {
    int end = scope.e.label();
    for (Sentence.Outcome o : outcomes) {
      int next = scope.e.label();
      SourceSpan before = scope.e.at(o.span());
      int high = o.range().orMore() ? Integer.MAX_VALUE : o.range().high();
      scope.e.emitJump(Opcode.JUMP_UNLESS, next, scope.e.constant(inRange(on, o.range().low(), high)));
      effect(o.effect());
      scope.e.emitJump(Opcode.JUMP, end);
      scope.e.place(next);
      scope.e.restore(before);
    }
    scope.e.place(end);
  }

  Void modal(Sentence.Modal s) {
    s.whereX().ifPresent(q -> scope.xs.push(compiler.conditions.num(q)));
    Num count = compiler.conditions.num(s.count());
    s.whereX().ifPresent(x -> scope.xs.pop());
    if (s.extra().isPresent()) {
      Sentence.ExtraChoice extra = s.extra().get();
      Num more = extra.count().map(compiler.conditions::num).orElse(Num.lit(s.modes().size()));
      count = new Num.If(compiler.conditions.cond(extra.condition()), more, count);
    }
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < s.modes().size(); i++) {
      labels.add("mode " + (i + 1));
    }
    int chosen = scope.e.register();
    int flags = (s.upTo() ? 1 : 0) | (s.repeatable() ? 2 : 0);
    scope.e.emit(Opcode.OPTIONS, chosen, scope.e.constant(new Text(labels)), scope.e.constant(count), flags, scope.e.constant(Who.YOU));
    // 6.5.g: the chosen modes are resolved in the order chosen.
    int index = scope.e.register();
    int item = scope.e.register();
    int loop = scope.e.label();
    int end = scope.e.label();
    scope.e.emit(Opcode.SET, index, scope.e.constant(Num.lit(0)));
    scope.e.place(loop);
    scope.e.emitJump(Opcode.LOOP, end, index, chosen, item);
    List<Integer> starts = new ArrayList<>();
    for (int i = 0; i < s.modes().size(); i++) {
      int l = scope.e.label();
      starts.add(l);
      scope.e.emitJump(Opcode.JUMP_IF_HOLDS, l, item, i);
    }
    scope.e.emitJump(Opcode.JUMP, loop);
    for (int i = 0; i < s.modes().size(); i++) {
      scope.e.place(starts.get(i));
      mode(s.modes().get(i));
      scope.e.emitJump(Opcode.JUMP, loop);
    }
    scope.e.place(end);
    return null;
  }

  /** A mode (6.5.g), possibly with a cost paid in one step before its effect ("• {T} : I gain 2 boosts"). */
  void mode(Sentence.Mode m) {
    SourceSpan before = scope.e.at(m.span());
    if (!m.cost().isEmpty()) {
      int skip = scope.e.label();
      List<Step> costSteps = new ArrayList<>();
      for (Cost c : m.cost()) {
        costSteps.add(costAsStep(c));
      }
      compiler.movePlayCost.internal(costSteps, null, skip);
      effect(m.effect());
      scope.e.place(skip);
    } else {
      effect(m.effect());
    }
    scope.e.restore(before);
  }

  /** A cost symbol as the step it stands for (7.1.4). */
  Step costAsStep(Cost c) {
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

  void steps(List<Step> list) {
    for (Step s : list) {
      step(s);
    }
  }

  void step(Step s) {
    SourceSpan before = scope.e.at(s.span());
    Act act = cases.steps.apply(s);
    act.emit();
    if (!(s instanceof Step.Modified m && m.modifiers().stream().anyMatch(x -> x instanceof Step.Modifier.Again))
        && !(s instanceof Step.MayDoAgain)) {
      scope.lastStep = s;
    }
    scope.e.restore(before);
  }

  /** Decisions of a step now, its actions later (in a cost, after all decisions of the cost). */
  Act prepare(Step s) {
    SourceSpan before = scope.e.at(s.span());
    Act act = cases.steps.apply(s);
    scope.e.restore(before);
    return () -> {
      SourceSpan b = scope.e.at(s.span());
      act.emit();
      scope.e.restore(b);
    };
  }
}
