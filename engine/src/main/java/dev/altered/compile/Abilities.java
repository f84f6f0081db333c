package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary;
import dev.altered.ir.Cond;
import dev.altered.ir.EventPat;
import dev.altered.ir.Keywords;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Passive;
import dev.altered.ir.Pred;
import dev.altered.ir.Program;
import dev.altered.ir.QCost;
import dev.altered.ir.Rule;
import dev.altered.ir.Trig;
import dev.altered.ir.Who;
import dev.altered.rules.OptionalCostOffer;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Abilities: keyword lines, reactions (triggered abilities), quick actions, passives and spells, with their costs. */
final class Abilities extends CompilerPart {
  private int entryCount;

  Abilities(AbilityCompiler compiler) {
    super(compiler);
  }

  void registerAbilities() {
    cases.abilities
        .on(Ability.KeywordLine.class, this::keywordLine)
        .on(Ability.Reaction.class, this::reaction)
        .on(Ability.QuickAction.class, this::quickAction)
        .on(Ability.Passive.class, a -> passive(a.statements(), a.supportMark() || scope.context.support()))
        .on(Ability.SpellEffect.class, a -> scope.context.spell() ? optionalCost(a).orElseGet(() -> spell(a))
            : passive(a.effect(), a.supportMark() || scope.context.support()));
  }

  Program keywordLine(Ability.KeywordLine line) {
    List<Keywords.Item> items = new ArrayList<>();
    for (Ability.KeywordItem item : line.keywords()) {
      Keyword k = item.keyword().map(VocabularyWords::keyword)
          .orElseGet(() -> item.status().filter(s -> s == dev.altered.ast.Status.FLEETING).map(s -> Keyword.FLEETING)
              .orElseThrow(() -> error(item.span(), "expected a keyword ability or [[Fleeting]] (2.4.7.b), found "
                  + item.status().map(Enum::name).orElse("nothing"))));
      Optional<Quantity> parameter = item.parameter();
      if (parameter.isPresent() && !(parameter.get() instanceof Quantity.Literal)) {
        // [Tough X], where X is ...: a keyword whose number is computed, as a passive on the bearer (2.3).
        if (line.keywords().size() != 1) {
          throw error(item.span(), "a keyword with a computed number must stand alone on its line");
        }
        item.whereX().ifPresent(q -> scope.xs.push(compiler.conditions.num(q)));
        Num value = compiler.conditions.num(parameter.get());
        scope.rules.add(new Rule.GrantKeyword(new Pred.Self(), k, value, new Cond.True()));
        scope.e.emit(Opcode.RETURN);
        return scope.e.build(Program.Kind.PASSIVE, scope.context.support(), scope.e.constant(new Passive(scope.rules)));
      }
      int value = parameter.map(q -> ((Quantity.Literal) q).value()).orElse(0);
      items.add(new Keywords.Item(k, value));
    }
    scope.e.emit(Opcode.RETURN);
    return scope.e.build(Program.Kind.KEYWORDS, scope.context.support(), scope.e.constant(new Keywords(items)));
  }

  Program reaction(Ability.Reaction r) {
    scope.dataOnly = true;
    scope.triggerReg = scope.e.register();
    EventPat pattern = cases.triggers.apply(r.trigger());
    boolean selfMove = selfMove(r.trigger());
    // The trigger's subject phrase is what "it" and "that Character" stand for (6.3.i).
    bindTriggerSubject(r.trigger());
    Cond condition = r.condition().map(compiler.conditions::cond).orElse(new Cond.True());
    boolean once = oncePerStep(r.trigger());
    int countReg = -1;
    Optional<String> countCounter = Optional.empty();
    if (r.forEach().isPresent() && r.forEach().get() instanceof Ability.ForEachClause.Counters c) {
      countReg = scope.e.register();
      countCounter = Optional.of(VocabularyWords.counterName(c.counter()));
    }
    Trig trig = new Trig(pattern, selfMove, condition, once, scope.triggerReg);
    int header = scope.e.constant(trig);
    scope.dataOnly = false;
    scope.e.entry(Program.EFFECT);
    SourceSpan before = scope.e.at(r.effect().span());
    if (r.forEach().isPresent()) {
      Ability.ForEachClause clause = r.forEach().get();
      int counter = scope.e.register();
      if (clause instanceof Ability.ForEachClause.Counters c) {
        // "for each of my boosts": counted as I was when the trigger matched (6.3.k); the matcher binds it.
        scope.e.emit(Opcode.SET, counter, scope.e.constant(new Num.Reg(countReg)));
      } else {
        scope.e.emit(Opcode.SET, counter, scope.e.constant(cases.forEachClauses.apply(clause)));
      }
      int loop = scope.e.label();
      int end = scope.e.label();
      scope.e.place(loop);
      scope.e.emitJump(Opcode.COUNT_DOWN, end, counter);
      compiler.effects.effect(r.effect());
      scope.e.emitJump(Opcode.JUMP, loop);
      scope.e.place(end);
    } else {
      compiler.effects.effect(r.effect());
    }
    scope.e.restore(before);
    scope.e.emit(Opcode.RETURN);
    Program p = scope.e.build(Program.Kind.REACTION, r.supportMark() || scope.context.support(), header);
    if (countReg >= 0) {
      // The count register and its counter travel in the trigger: the matcher fills it (bindings "rN.0").
      Trig withCount = new Trig(pattern, selfMove, condition, once, scope.triggerReg);
      return withCountBinding(p, withCount, countReg, countCounter.get());
    }
    return p;
  }

  /** Records in the program which register receives a count of the source's counters when the trigger matches. */
  static Program withCountBinding(Program p, Trig trig, int countReg, String counter) {
    Map<String, Integer> entries = new TreeMap<>(p.entries());
    entries.put("count:" + counter, countReg);
    return new Program(p.format(), p.kind(), p.support(), p.registers(), p.header(), entries, p.code(),
        p.constants(), p.nested());
  }

  boolean selfMove(Trigger t) {
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
  static boolean oneExpedition(Place p) {
    if (!(p instanceof Place.InObject o)) {
      return false;
    }
    ObjectRef.NounGroup nouns = o.object() instanceof ObjectRef.Possessed x ? x.nouns()
        : o.object() instanceof ObjectRef.Phrase x ? x.nouns() : null;
    return nouns != null && !nouns.plural();
  }

  static boolean oncePerStep(Trigger t) {
    if (t instanceof Trigger.When w) {
      return once(w.event());
    }
    return false;
  }

  static boolean once(Event ev) {
    if (ev instanceof Event.Draws d) {
      return d.orMore();
    }
    if (ev instanceof Event.Rolls r) {
      return r.orMore();
    }
    if (ev instanceof Event.AnyOf a) {
      return a.events().stream().anyMatch(Abilities::once);
    }
    // "When one or more Characters join ...": one activation for the event, however many objects (1.3.2.c).
    if (eventSubject(ev).orElse(null) instanceof ObjectRef.Phrase p
        && p.quantifier().kind() == ObjectRef.Quantifier.Kind.ONE_OR_MORE) {
      return true;
    }
    return ev instanceof Event.DoesKeyword;
  }

  static Optional<ObjectRef> eventSubject(Event ev) {
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

  void bindTriggerSubject(Trigger t) {
    if (t instanceof Trigger.When w) {
      bindEventSubject(w.event());
    }
  }

  void bindEventSubject(Event ev) {
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
        scope.regOf.put(s, scope.triggerReg);
      }
    });
  }

  Program quickAction(Ability.QuickAction q) {
    scope.dataOnly = true;
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
        mana = add(mana, compiler.conditions.num(m.amount()));
      } else if (c instanceof Cost.AsStep s) {
        cases.costs.apply(c);
        Step step = unmodified(s.step());
        if (step instanceof Step.Spend sp && sp.from() instanceof ObjectRef.Self && sp.count() instanceof
            Quantity.Literal l) {
          spend.merge(VocabularyWords.counterName(sp.counter()), l.value(), Integer::sum);
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
        Cond c = s instanceof Sentence.If i ? compiler.conditions.cond(i.condition()) : new Cond.True();
        mana = add(mana, new Num.If(c, compiler.conditions.num(more.mana()), Num.lit(0)));
        continue;
      }
      if (st.isPresent() && st.get() instanceof Statement.ActivationRestriction r) {
        usable = s instanceof Sentence.If i ? compiler.conditions.cond(i.condition()) : new Cond.True();
        if (r.onlyIf().isPresent()) {
          // "You can only activate this if you are the first player": the condition is the statement's own (census).
          Cond own = compiler.conditions.cond(r.onlyIf().get());
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
    scope.dataOnly = false;
    int header = scope.e.constant(new QCost(mana, exhaust, discard, spend, parts, usable));
    scope.e.entry(Program.EFFECT);
    SourceSpan before = scope.e.at(q.effect().span());
    compiler.effects.effect(new Effect(com.google.common.collect.ImmutableList.copyOf(effectSentences), q.effect().span()));
    scope.e.restore(before);
    scope.e.emit(Opcode.RETURN);
    return scope.e.build(Program.Kind.QUICK_ACTION, scope.context.support(), header);
  }

  static Num add(Num a, Num b) {
    if (a instanceof Num.Lit x && x.value() == 0) {
      return b;
    }
    return new Num.Add(a, b);
  }

  static Optional<Statement> onlyStatement(Sentence s) {
    List<Step> st = s instanceof Sentence.Steps x ? x.steps() : s instanceof Sentence.If i && i.otherwise().isEmpty()
        ? i.then() : List.of();
    if (st.size() == 1 && st.get(0) instanceof Step.Continuous c && c.duration().isEmpty()) {
      return Optional.of(c.statement());
    }
    return Optional.empty();
  }

  static Step unmodified(Step s) {
    return s instanceof Step.Modified m ? m.step() : s;
  }

  /** A cost part chosen at declaration (5.1.2.c.4). */
  QCost.Part costPart(Step step) {
    if (step instanceof Step.Discard d) {
      return new QCost.Part(compiler.objectPreds.selection(d.objects(), ObjectPreds.discardedFrom(d)), count(d.objects()), QCost.Part.Action.DISCARD);
    }
    if (step instanceof Step.Sacrifice s && s.objects() instanceof ObjectRef.Self) {
      // "{T}, Sacrifice me: ..." (5.3, 7.3.31): the object whose quick action it is, and only it.
      return new QCost.Part(Pred.and(List.of(new Pred.Self(), new Pred.Controlled(Who.YOU))), 1,
          QCost.Part.Action.SACRIFICE);
    }
    if (step instanceof Step.Sacrifice s) {
      return new QCost.Part(Pred.and(List.of(compiler.objectPreds.selection(s.objects(), Optional.empty()),
          new Pred.Controlled(Who.YOU))), count(s.objects()), QCost.Part.Action.SACRIFICE);
    }
    if (step instanceof Step.Move m && m.to() instanceof Step.Destination.ToZone z
        && z.zone().kind() == Vocabulary.ZoneKind.RESERVE) {
      return new QCost.Part(compiler.objectPreds.selection(m.objects(), m.from()), count(m.objects()), QCost.Part.Action.RESERVE);
    }
    if (step instanceof Step.Exhaust x) {
      return new QCost.Part(compiler.objectPreds.selection(x.objects(), Optional.empty()), count(x.objects()), QCost.Part.Action.EXHAUST);
    }
    throw error(step.span(), "expected a cost such as {T}, {D}, {1}, 'Discard a card', 'Sacrifice a Character' or "
        + "'Spend 1 of my counters', found " + Compiler.describe(step));
  }

  /** The fewest objects a phrase asks for: none for "up to" and "any number of". */
  int minCount(ObjectRef ref) {
    Optional<ObjectRef.Quantifier> q = ObjectPreds.quantifier(ref);
    if (q.isPresent() && (q.get().kind() == ObjectRef.Quantifier.Kind.UP_TO
        || q.get().kind() == ObjectRef.Quantifier.Kind.ANY_NUMBER || q.get().kind() == ObjectRef.Quantifier.Kind.ANY)) {
      return 0;
    }
    return count(ref);
  }

  int count(ObjectRef ref) {
    if (ref instanceof ObjectRef.Self) {
      return 1; // "{T}, Sacrifice me: ..." (Manaseed): the source itself
    }
    Optional<ObjectRef.Quantifier> q = ObjectPreds.quantifier(ref);
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
  Optional<Program> optionalCost(Ability.SpellEffect a) {
    List<Sentence> ss = a.effect().sentences();
    if (ss.size() != 1 || !(ss.get(0) instanceof Sentence.Steps st) || st.steps().size() != 1
        || !(st.steps().get(0) instanceof Step.Internal in) || !in.optional() || in.cost().size() != 1
        || !(in.cost().get(0) instanceof Step.Discard || in.cost().get(0) instanceof Step.Sacrifice)
        || !(in.effect() instanceof Step.ReduceCost rc) || !(rc.of() instanceof ObjectRef.Self)) {
      return Optional.empty();
    }
    scope.dataOnly = true;
    QCost.Part part = costPart(in.cost().get(0)); // the same objects as the cost of a quick action (5.3, 6.4)
    OptionalCostOffer.Payment payment = part.action() == QCost.Part.Action.SACRIFICE
        ? OptionalCostOffer.Payment.SACRIFICE : OptionalCostOffer.Payment.DISCARD;
    scope.rules.add(new Rule.OptionalCost(part.candidates(), part.count(), payment, compiler.conditions.num(rc.mana()), new Cond.True()));
    scope.e.emit(Opcode.RETURN);
    return Optional.of(scope.e.build(Program.Kind.PASSIVE, a.supportMark() || scope.context.support(),
        scope.e.constant(new Passive(scope.rules))));
  }

  Program spell(Ability.SpellEffect s) {
    scope.e.entry(Program.EFFECT);
    SourceSpan before = scope.e.at(s.effect().span());
    compiler.effects.effect(s.effect());
    scope.e.restore(before);
    scope.e.emit(Opcode.RETURN);
    return scope.e.build(Program.Kind.SPELL, s.supportMark() || scope.context.support(), -1);
  }

  /**
   * A passive ability (2.2.12.m): its sentences are statements, possibly conditional. On a card other than a Spell,
   * untriggered text that reads as steps is also a passive: "You may play exhausted cards from your Reserve" is a
   * permission, "If my Expedition would move forward, you may discard me instead to ..." a modifier whose effect
   * continues in the sentences after it.
   */
  Program passive(Effect effect, boolean support) {
    scope.dataOnly = true;
    List<Sentence> list = effect.sentences();
    for (int i = 0; i < list.size(); i++) {
      Sentence s = list.get(i);
      scope.when = new Cond.True();
      List<Step> stepsOf;
      if (s instanceof Sentence.Steps st && st.steps().size() == 1 && st.steps().get(0) instanceof Step.Move m
          && m.insteadOf().isPresent() && !scope.rules.isEmpty() && scope.rules.get(scope.rules.size() - 1) instanceof Rule.Morning mo) {
        // "Then, put the top card of your deck in your Mana zone instead of a card from your hand" (Expand, 4.2.1.e).
        scope.rules.set(scope.rules.size() - 1, new Rule.Morning(mo.draw(), true, mo.when()));
        continue;
      } else if (s instanceof Sentence.Steps st) {
        stepsOf = st.steps();
      } else if (s instanceof Sentence.If iff && iff.otherwise().isEmpty() && iff.then().size() == 1
          && iff.then().get(0) instanceof Step.Continuous c && c.statement() instanceof Statement.LimitChange lc
          && lc.limit() == Vocabulary.Limit.RESERVE
          && iff.condition() instanceof Condition.HasStatus hs && hs.subject() instanceof ObjectRef.Pronoun) {
        // "You may keep one more card in Reserve during Night if it's exhausted": which cards may be kept.
        scope.keepMoreFilter = Conditions.negatePred(hs.negated(), Pred.or(hs.anyOf().stream()
            .map(x -> (Pred) new Pred.HasStatus(VocabularyWords.status(x))).toList()));
        stepsOf = iff.then();
      } else if (s instanceof Sentence.If iff && iff.otherwise().isEmpty()) {
        scope.when = compiler.conditions.cond(iff.condition());
        stepsOf = iff.then();
      } else if (s instanceof Sentence.Unless u) {
        scope.when = new Cond.Not(compiler.conditions.cond(u.condition()));
        stepsOf = u.steps();
      } else if (s instanceof Sentence.During d) {
        compiler.statements.morning(d);
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
    if (scope.rules.isEmpty()) {
      throw error(effect.span(), "this passive ability states nothing the rules can apply");
    }
    int header = scope.e.constant(new Passive(scope.rules));
    if (scope.e.pc() == 0 || scope.e.hasEntry("none")) {
      scope.e.emit(Opcode.RETURN);
    }
    return scope.e.build(Program.Kind.PASSIVE, support, header);
  }

  /** One step read as a statement; returns true when it took the sentences after it as its effect. */
  boolean passiveStep(Step step, List<Sentence> rest) {
    if (step instanceof Step.Continuous c) {
      if (c.statement() instanceof Statement.Replacement r && !rest.isEmpty()) {
        compiler.statements.replacement(r, rest);
        return true;
      }
      cases.statements.apply(c.statement());
      return false;
    }
    if (step instanceof Step.May m && m.steps().size() == 1 && m.steps().get(0) instanceof Step.Play p) {
      compiler.statements.mayPlay(m.actor(), p.objects(), p.from(), p.in(), p.cost(), p.span());
      return false;
    }
    if (step instanceof Step.Gain g && g.items().size() == 1 && g.items().get(0) instanceof Step.Gainable.AbilityOf a) {
      scope.rules.add(new Rule.GrantAbilities(compiler.objectPreds.pred(g.subject()), List.of(nestedAbility(a.ability())), scope.when));
      return false;
    }
    if (step instanceof Step.Gain || step instanceof Step.Lose) {
      // "The first Character you play each Afternoon gains 1 boost": a play effect (5.2.c).
      ObjectRef subject = step instanceof Step.Gain g ? g.subject() : ((Step.Lose) step).subject();
      if (!Statements.aboutCardsPlayed(subject)) {
        throw error(step.span(), "expected 'the next' or 'the first' card played in a passive ability that gives");
      }
      compiler.statements.playEffect(subject, step);
      return false;
    }
    throw error(step.span(), "expected a statement in a passive ability (2.2.12.m), found the step "
        + Compiler.describe(step));
  }

  int nestedAbility(Ability a) {
    Program p = new AbilityCompiler(a, new Compiler.Context(false, false)).compile();
    return scope.e.nested(p);
  }

  String newEntry(String prefix) {
    return prefix + "#" + entryCount++;
  }
}
