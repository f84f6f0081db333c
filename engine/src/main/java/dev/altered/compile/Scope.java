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
  /** The ability being compiled; {@link AbilityCompiler#compile()} dispatches on it. */
  final Ability ability;
  /** How the card holds the ability (a Spell's effect, a Support's ability): picks the program kind. */
  final Compiler.Context context;
  /** The program being emitted, code and constants: every part emits into it. */
  final Emitter e = new Emitter();
  /** Pronouns' phrases; a delayed step's compiler reads its parent's ("At Dusk, sacrifice it"). */
  Antecedents antecedents;
  /** The register of each object phrase resolved so far: a pronoun or the same phrase again reads it back. */
  final Map<ObjectRef, Integer> regOf = new IdentityHashMap<>();
  /** For a register chosen among another's objects ("one of them"), that other register. */
  final Map<Integer, Integer> chosenFrom = new HashMap<>();
  /** For a set some objects were taken from ("one of them"), the register of those taken: "the others" is the rest. */
  final Map<Integer, Integer> takenFrom = new HashMap<>();
  /** What X stands for, innermost "where X is ..." first: pushed around the compile of the phrase it defines. */
  final Deque<Num> xs = new ArrayDeque<>();
  /** The "per ..." multipliers in effect around the step being compiled (innermost first). */
  final Deque<Num> per = new ArrayDeque<>();
  /** Who does the steps being compiled ("they", "that player"), innermost first; empty means you. */
  final Deque<Who> actors = new ArrayDeque<>();
  /** The effect of a following "If you don't, ..." ability, run when this one's optional step is not done. */
  Optional<Effect> ifYouDont = Optional.empty();
  /** The register the trigger binds its object to (6.3.i), -1 for none. */
  int triggerReg = -1;
  /** The register of the last die roll's result ("When you roll a 1-3 this way"), -1 before any roll. */
  int dieReg = -1;
  /** The register of how many counters the last step removed ("that many"), -1 for none. */
  int removedReg = -1;
  /** The register of the objects the last step acted on ("this way", "that many"), -1 for none. */
  int lastObjects = -1;
  /** The register of the player the last step chose, -1 for none. */
  int lastPlayerReg = -1;
  /** The last step compiled, which "do it again" repeats (null before the first step). */
  Step lastStep;
  /** The constant of the last token created, which "create the same" creates again; -1 for none. */
  int lastTokenConst = -1;
  /** The register of the Expeditions the last token was created in, -1 for none. */
  int lastTokenExps = -1;
  /** By verb, the register of the objects the last step doing it acted on ("if you discarded a card this way"). */
  final Map<Condition.DidThisWay.Verb, Integer> verbRegs = new HashMap<>();
  /** Whether code can be emitted (effects) or only data (triggers, passive statements). */
  boolean dataOnly;
  /** The condition of the passive statement being compiled ("If I'm [[Boosted]], ..."). */
  Cond when = new Cond.True();
  /** Rules of the passive being compiled. */
  final List<Rule> rules = new ArrayList<>();

  /** The "up to N" maxima around the step being compiled (innermost first). */
  final Deque<Num> maxStack = new ArrayDeque<>();

  /** Durations of the "Lasting" modifiers around the step being compiled (innermost first). */
  final Deque<Vocabulary.Duration> durations = new ArrayDeque<>();

  /** Phrases of a statement made by an effect that were chosen as it resolved: their registers stand for them. */
  final Set<ObjectRef> resolvedSubjects = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

  /** The Expedition item compiled just before, which "it" in "the Expedition facing it" may stand for. */
  ExpPred previousItem;
  /** Which cards a "keep more in Reserve" rule counts, set by the passive that states it. */
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
