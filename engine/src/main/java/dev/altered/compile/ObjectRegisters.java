package dev.altered.compile;

import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Vocabulary;
import dev.altered.ast.Zone;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Pred;
import dev.altered.ir.Regs;
import dev.altered.ir.Who;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/** Object references as registers: resolving a phrase to the objects it names (chosen, targeted, counted, antecedents). */
final class ObjectRegisters extends CompilerPart {
  private Optional<Zone> fromZone = Optional.empty();

  /** The most objects "any number of" can choose. */
  static final int ANY_NUMBER = 999;

  ObjectRegisters(AbilityCompiler compiler) {
    super(compiler);
  }

  /** Resolves a phrase to a register, making the choices it needs (6.5.b targets, 6.1.g choices). */
  int resolve(ObjectRef ref, Who chooser) {
    return resolve(ref, chooser, Optional.empty());
  }

  int resolve(ObjectRef ref, Who chooser, Optional<Zone> from) {
    if (scope.dataOnly) {
      throw error(ref.span(), "internal: objects resolved where no code can be emitted");
    }
    scope.actors.push(chooser);
    fromZone = from;
    try {
      int r = cases.resolves.apply(ref);
      scope.regOf.putIfAbsent(ref, r);
      if (!(ref instanceof ObjectRef.Pronoun)) {
        scope.regOf.put(ref, r);
      }
      scope.lastObjects = r;
      return r;
    } finally {
      scope.actors.pop();
      fromZone = Optional.empty();
    }
  }

  int self() {
    int out = scope.e.register();
    scope.e.emit(Opcode.SELF, out);
    return out;
  }

  /** A phrase with counters to spend ("1 counter from a card you control or in your Reserve"). */
  ObjectRef withCounters(ObjectRef ref) {
    return ref;
  }

  /** Resolution of a quantified phrase: targets (6.5.b), a number chosen, or all matching. */
  int quantified(ObjectRef ref, ObjectRef.Quantifier q) {
    Who chooser = compiler.steps.actor();
    Pred p = compiler.objectPreds.selection(ref, fromZone);
    if (ref instanceof ObjectRef.Several s) {
      p = Pred.or(s.items().stream().map(i -> compiler.objectPreds.selection(i, fromZone)).toList());
    }
    Optional<Filter.Total> total = ObjectPreds.filtersOf(ref).stream().filter(f -> f instanceof Filter.Total)
        .map(f -> (Filter.Total) f).findFirst();
    if (total.isPresent() && total.get().comparison() != Vocabulary.Comparison.AT_MOST
        && total.get().comparison() != Vocabulary.Comparison.LESS_OR_EQUAL) {
      // CHOOSE_TOTAL is "a total of N or less": another comparison must not be dropped (parameter census).
      throw error(total.get().span(), "a total that is not 'or less': the kernel chooses totals up to a limit only");
    }
    int out = scope.e.register();
    Num n = q.count().map(compiler.conditions::num).orElse(Num.lit(1));
    boolean target = q.target() || scope.targetVerb;
    int flags = (target ? 1 : 0) | (scope.atRandom && !target ? 2 : 0);
    scope.randomUsed |= (flags & 2) != 0;
    switch (q.kind()) {
      case COUNT -> {
        if (total.isPresent()) {
          scope.e.emit(Opcode.CHOOSE_TOTAL, out, scope.e.constant(p), compiler.conditions.statKind(total.get().stat(), total.get().span()).ordinal(),
              scope.e.constant(compiler.conditions.num(total.get().value())), scope.e.constant(n), scope.e.constant(chooser));
        } else {
          scope.e.emit(Opcode.CHOOSE, out, scope.e.constant(p), scope.e.constant(n), scope.e.constant(n), scope.e.constant(chooser), flags);
        }
      }
      case UP_TO -> {
        if (total.isPresent()) {
          scope.e.emit(Opcode.CHOOSE_TOTAL, out, scope.e.constant(p), compiler.conditions.statKind(total.get().stat(), total.get().span()).ordinal(),
              scope.e.constant(compiler.conditions.num(total.get().value())), scope.e.constant(n), scope.e.constant(chooser));
        } else {
          scope.e.emit(Opcode.CHOOSE, out, scope.e.constant(p), scope.e.constant(Num.lit(0)), scope.e.constant(n), scope.e.constant(chooser),
              flags);
        }
      }
      case ANY_NUMBER -> {
        if (total.isPresent()) {
          scope.e.emit(Opcode.CHOOSE_TOTAL, out, scope.e.constant(p), compiler.conditions.statKind(total.get().stat(), total.get().span()).ordinal(),
              scope.e.constant(compiler.conditions.num(total.get().value())), scope.e.constant(Num.lit(ANY_NUMBER)), scope.e.constant(chooser));
        } else {
          scope.e.emit(Opcode.CHOOSE, out, scope.e.constant(p), scope.e.constant(Num.lit(0)), scope.e.constant(Num.lit(ANY_NUMBER)),
              scope.e.constant(chooser), flags);
        }
      }
      case BARE, ALL, EACH, ANY, THE -> {
        if (target) {
          scope.e.emit(Opcode.CHOOSE, out, scope.e.constant(p), scope.e.constant(n), scope.e.constant(n), scope.e.constant(chooser), flags);
        } else {
          scope.e.emit(Opcode.SELECT, out, scope.e.constant(p));
        }
      }
      case YET_ANOTHER, NEXT, ORDINAL -> throw error(q.span(), "'" + q.kind().name().toLowerCase(Locale.ROOT)
          + "' describes cards in a statement, not objects a step acts on");
      case ONE_OR_MORE -> throw error(q.span(), "'one or more' describes the objects of an event (1.3.2.c), not"
          + " objects a step acts on");
    }
    // "Characters from these cards": chosen among a set named before, whose rest is "the other cards".
    sourceRegister(p).ifPresent(set -> {
      scope.chosenFrom.put(out, set);
      scope.takenFrom.put(set, out);
    });
    return out;
  }

  static Optional<Integer> sourceRegister(Pred p) {
    if (p instanceof Pred.InReg r) {
      return Optional.of(r.reg());
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().map(ObjectRegisters::sourceRegister).flatMap(Optional::stream).findFirst();
    }
    return Optional.empty();
  }

  /** "Sacrifice a Character": one the actor controls (7.3.31.a). */
  int resolveControlled(ObjectRef ref, Who w) {
    if (ref instanceof ObjectRef.Self || ref instanceof ObjectRef.Pronoun) {
      return resolve(ref, w);
    }
    scope.actors.push(w);
    try {
      Pred p = Pred.and(List.of(compiler.objectPreds.selection(ref, Optional.empty()), new Pred.Controlled(w)));
      ObjectRef.Quantifier q = ObjectPreds.quantifier(ref).orElseThrow(() -> error(ref.span(), "expected what to sacrifice"));
      int out = scope.e.register();
      Num n = q.count().map(compiler.conditions::num).orElse(Num.lit(1));
      if (q.kind() == ObjectRef.Quantifier.Kind.ALL || q.kind() == ObjectRef.Quantifier.Kind.BARE
          || q.kind() == ObjectRef.Quantifier.Kind.EACH) {
        scope.e.emit(Opcode.SELECT, out, scope.e.constant(p));
      } else {
        // "sacrifice up to two Characters", "any number of Permanents": none at least (6.5.b).
        boolean upTo = q.kind() == ObjectRef.Quantifier.Kind.UP_TO;
        boolean anyNumber = q.kind() == ObjectRef.Quantifier.Kind.ANY_NUMBER;
        Num min = upTo || anyNumber ? Num.lit(0) : n;
        Num max = anyNumber ? Num.lit(ANY_NUMBER) : n;
        scope.e.emit(Opcode.CHOOSE, out, scope.e.constant(p), scope.e.constant(min), scope.e.constant(max), scope.e.constant(w), 0);
      }
      scope.regOf.put(ref, out);
      scope.lastObjects = out;
      return out;
    } finally {
      scope.actors.pop();
    }
  }

  /** Choose objects among a register ("Choose up to two Characters from these cards"). */
  int chooseIn(ObjectRef what, int among, Who w) {
    Pred p = compiler.objectPreds.pred(what);
    int candidates = scope.e.register();
    scope.e.emit(Opcode.FILTER, candidates, among, scope.e.constant(p));
    ObjectRef.Quantifier q = ObjectPreds.quantifier(what).orElseThrow(() -> error(what.span(), "expected how many to choose"));
    Num n = q.count().map(compiler.conditions::num).orElse(Num.lit(1));
    int out = scope.e.register();
    Num min = q.kind() == ObjectRef.Quantifier.Kind.UP_TO ? Num.lit(0) : n;
    scope.e.emit(Opcode.CHOOSE_IN, out, candidates, scope.e.constant(min), scope.e.constant(n), scope.e.constant(w));
    scope.chosenFrom.put(out, among);
    scope.takenFrom.put(among, out);
    return out;
  }

  /** The subject of a step done by objects ("Target Character gains 1 boost"). */
  int subject(ObjectRef ref) {
    return resolve(ref, compiler.steps.actor());
  }

  /** For "each player", resolves per player in initiative order and gathers the results (6.1.h). */
  int gather(Who w, Function<Who, Integer> perPlayer) {
    if (w.kind() != Who.Kind.EACH) {
      scope.actors.push(w);
      try {
        return perPlayer.apply(w);
      } finally {
        scope.actors.pop();
      }
    }
    int players = scope.e.register();
    scope.e.emit(Opcode.PLAYERS, players, scope.e.constant(Who.EACH));
    int all = scope.e.register();
    scope.e.emit(Opcode.MINUS, all, all, all);
    int index = scope.e.register();
    int item = scope.e.register();
    int loop = scope.e.label();
    int end = scope.e.label();
    scope.e.emit(Opcode.SET, index, scope.e.constant(Num.lit(0)));
    scope.e.place(loop);
    scope.e.emitJump(Opcode.LOOP, end, index, players, item);
    Who current = Who.reg(item);
    scope.actors.push(current);
    int one;
    try {
      one = perPlayer.apply(current);
    } finally {
      scope.actors.pop();
    }
    scope.e.emit(Opcode.UNION, all, all, one);
    scope.e.emitJump(Opcode.JUMP, loop);
    scope.e.place(end);
    return all;
  }

  int choosePlayer(ObjectRef ref, Who chooser) {
    boolean opponent = ObjectPreds.nounsOf(ref).nouns().stream().anyMatch(n -> n instanceof ObjectRef.Noun.Player p
        && p.opponent());
    int out = scope.e.register();
    scope.e.emit(Opcode.CHOOSE_PLAYER, out, scope.e.constant(opponent ? Who.OPPONENT : Who.EACH), scope.e.constant(chooser));
    return out;
  }

  Optional<Integer> knownAntecedentReg(ObjectRef.Antecedent a) {
    if (a.equals(ObjectRef.Antecedent.TRIGGER)) {
      return scope.triggerReg >= 0 ? Optional.of(scope.triggerReg) : Optional.empty();
    }
    return scope.antecedents.of(a.index()).map(this::skipNone).map(scope.regOf::get);
  }

  ObjectRef antecedentPhrase(ObjectRef.Antecedent a, SourceSpan span) {
    return scope.antecedents.of(a.index()).map(this::skipNone).orElseThrow(() -> error(span, "'it' stands for phrase #"
        + a.index() + ", which does not exist"));
  }

  /**
   * A pronoun cannot stand for "no Characters" of a condition ("If there are no Characters in the Expedition facing
   * me, that Character switches Expeditions"): it stands for the phrase named before that one.
   */
  ObjectRef skipNone(ObjectRef phrase) {
    List<ObjectRef> all = scope.antecedents.all();
    int i = all.indexOf(phrase);
    while (i > 0 && scope.noneCounted.contains(all.get(i))) {
      i--;
    }
    return all.get(i);
  }

  /** The register of an antecedent (a pronoun's), resolving a trigger's object to its binding. */
  int antecedentReg(ObjectRef.Antecedent a, SourceSpan span) {
    if (a.equals(ObjectRef.Antecedent.TRIGGER)) {
      if (scope.triggerReg < 0) {
        throw error(span, "'it' stands for nothing named before");
      }
      return scope.triggerReg;
    }
    ObjectRef phrase = antecedentPhrase(a, span);
    Integer r = scope.regOf.get(phrase);
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
  int objectReg(ObjectRef ref) {
    if (ref instanceof ObjectRef.Self) {
      return Regs.SELF;
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      Optional<Integer> token = createdNamed(p);
      return token.isPresent() ? token.get() : antecedentReg(p.antecedent(), p.span());
    }
    Integer r = scope.regOf.get(ref);
    if (r != null) {
      return r;
    }
    throw error(ref.span(), "expected 'my', 'its' or a pronoun here");
  }

  /**
   * "Create a [Mana Moth 2/2/2] Illusion token ... the Expedition facing that Illusion": a pronoun restating a
   * sub-type that names no phrase before it stands for the token created earlier with that sub-type (7.3.5).
   */
  Optional<Integer> createdNamed(ObjectRef.Pronoun p) {
    if (!p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) || p.restated().isEmpty()
        || p.restated().get().nouns().size() != 1
        || !(p.restated().get().nouns().get(0) instanceof ObjectRef.Noun.Subtype st)) {
      return Optional.empty();
    }
    return Optional.ofNullable(scope.createdBySubtype.get(st.id().toUpperCase(Locale.ROOT)));
  }
}
