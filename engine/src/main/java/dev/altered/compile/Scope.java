package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Effect;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary;
import dev.altered.ir.Cond;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Pred;
import dev.altered.ir.Rule;
import dev.altered.ir.Who;
import dev.altered.rules.state.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the parts of one ability's compile share while walking it: the emitter, which register holds each object
 * phrase pronouns may refer to, X, the current actor ("they"), and what the last steps produced ("that many", "this
 * way", the die result). Mutable: the AST is walked in order and a later phrase reads what an earlier one left here;
 * each field says who writes it and who reads it back. One Scope per {@link AbilityCompiler}: a nested ability's
 * compiler copies what it inherits (regOf, antecedents) into its own.
 */
final class Scope {
  final Ability ability;
  final Compiler.Context context;
  final Emitter e = new Emitter();
  /** Pronouns' phrases; a delayed step's compiler reads its parent's ("At Dusk, sacrifice it"). */
  Antecedents antecedents;
  final Map<ObjectRef, Integer> regOf = new IdentityHashMap<>();
  /** For a register chosen among another's objects ("one of them"), that other register. */
  final Map<Integer, Integer> chosenFrom = new HashMap<>();
  final Map<Integer, Integer> takenFrom = new HashMap<>();
  final Deque<Num> xs = new ArrayDeque<>();
  final Deque<Num> per = new ArrayDeque<>();
  final Deque<Who> actors = new ArrayDeque<>();
  Optional<Effect> ifYouDont = Optional.empty();
  /** The register the trigger binds its object to (6.3.i), -1 for none. */
  int triggerReg = -1;
  int dieReg = -1;
  int removedReg = -1;
  int lastObjects = -1;
  int lastPlayerReg = -1;
  Step lastStep;
  int lastTokenConst = -1;
  int lastTokenExps = -1;
  final Map<Condition.DidThisWay.Verb, Integer> verbRegs = new HashMap<>();
  /** Whether code can be emitted (effects) or only data (triggers, passive statements). */
  boolean dataOnly;
  /** The condition of the passive statement being compiled ("If I'm [[Boosted]], ..."). */
  Cond when = new Cond.True();
  /** Rules of the passive being compiled. */
  final List<Rule> rules = new ArrayList<>();

  final Deque<Num> maxStack = new ArrayDeque<>();

  /** Durations of the "Lasting" modifiers around the step being compiled (innermost first). */
  final Deque<Vocabulary.Duration> durations = new ArrayDeque<>();

  /** Phrases of a statement made by an effect that were chosen as it resolved: their registers stand for them. */
  final Set<ObjectRef> resolvedSubjects = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

  ExpPred previousItem;
  Pred keepMoreFilter = new Pred.True();

  /** Resolving the objects of the verb "target": they are targets whatever their quantifier (6.5.b). */
  boolean targetVerb;

  /** Resolving the objects of a step done "at random" (3.2.5.c), and whether a choice took it. */
  boolean atRandom;
  boolean randomUsed;

  /** Phrases counted with "no": nothing a pronoun can stand for. */
  final Set<ObjectRef> noneCounted = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

  /** Registers of the tokens created so far in the ability, by the sub-types the effect gave them (2.2.2.j). */
  final Map<String, Integer> createdBySubtype = new HashMap<>();

  Scope(Ability ability, Compiler.Context context) {
    this.ability = ability;
    this.context = context;
    this.antecedents = Antecedents.of(ability);
  }
}
