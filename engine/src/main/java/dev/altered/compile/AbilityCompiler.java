package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Effect;
import dev.altered.ir.Program;
import java.util.Optional;
import java.util.Set;

/**
 * Compiles one ability. Wiring only: the {@link Scope} the parts share, the {@link Dispatch} tables, and one part per
 * section of the AST (abilities, triggers and events, effects and sentences, steps, statements, object references,
 * conditions and numbers), each registering its cases into the tables. A nested ability (a delayed step, an Emblem)
 * gets an AbilityCompiler of its own.
 */
final class AbilityCompiler {
  /** What the parts share while compiling this ability. */
  final Scope scope;
  /** The dispatch tables, one per AST kind, filled by the parts. */
  final Dispatch cases = new Dispatch();
  final Abilities abilities;
  final Triggers triggers;
  final Effects effects;
  final Steps steps;
  final LastingSteps lasting;
  final MovePlayCostSteps movePlayCost;
  final Statements statements;
  final ObjectPreds objectPreds;
  final ExpeditionsAndRegions expeditions;
  final ObjectRegisters objectRegisters;
  final PlacesAndPlayers places;
  final Conditions conditions;

  AbilityCompiler(Ability ability, Compiler.Context context) {
    this.scope = new Scope(ability, context);
    abilities = new Abilities(this);
    triggers = new Triggers(this);
    effects = new Effects(this);
    steps = new Steps(this);
    lasting = new LastingSteps(this);
    movePlayCost = new MovePlayCostSteps(this);
    statements = new Statements(this);
    objectPreds = new ObjectPreds(this);
    expeditions = new ExpeditionsAndRegions(this);
    objectRegisters = new ObjectRegisters(this);
    places = new PlacesAndPlayers(this);
    conditions = new Conditions(this);
    // Registered once every part exists: a case may be a method reference to another part.
    abilities.registerAbilities();
    triggers.registerTriggers();
    effects.registerSentences();
    steps.registerSteps();
    statements.registerStatements();
    conditions.registerConditions();
    objectPreds.registerRefs();
    conditions.registerQuantities();
  }

  AbilityCompiler withIfYouDont(Effect effect) {
    scope.ifYouDont = Optional.of(effect);
    return this;
  }

  Program compile() {
    return cases.abilities.apply(scope.ability);
  }

  Set<Class<?>> handled() {
    return cases.handled();
  }
}
