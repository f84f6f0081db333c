package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Value;
import dev.altered.ir.Cond;
import dev.altered.ir.Dest;
import dev.altered.ir.EventPat;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Pred;
import dev.altered.ir.Program;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The compiler's dispatch tables ({@link Cases}), one per AST kind: each part of {@link AbilityCompiler} registers its
 * cases here, and any part applies a table to a node whatever part holds the case.
 */
final class Dispatch {
  final Cases<Ability, Program> abilities = Cases.of(Ability.class);
  final Cases<Trigger, EventPat> triggers = Cases.of(Trigger.class);
  final Cases<Event, EventPat> events = Cases.of(Event.class);
  final Cases<Sentence, Void> sentences = Cases.of(Sentence.class);
  final Cases<Step, Act> steps = Cases.of(Step.class);
  final Cases<Step.Destination, Dest> destinations = Cases.of(Step.Destination.class);
  final Cases<Step.PlayCost, Num> playCosts = Cases.of(Step.PlayCost.class);
  final Cases<Step.Gainable, Function<Integer, Act>> gainables = Cases.of(Step.Gainable.class);
  final Cases<Step.Losable, Function<Integer, Act>> losables = Cases.of(Step.Losable.class);
  final Cases<Step.Modifier, Void> modifiers = Cases.of(Step.Modifier.class);
  final Cases<Statement, Void> statements = Cases.of(Statement.class);
  final Cases<Statement.Grant, Void> grants = Cases.of(Statement.Grant.class);
  final Cases<Statement.Restricted, Void> restricteds = Cases.of(Statement.Restricted.class);
  final Cases<Statement.Region, ExpPred> regions = Cases.of(Statement.Region.class);
  final Cases<Condition, Cond> conditions = Cases.of(Condition.class);
  final Cases<ObjectRef, Pred> preds = Cases.of(ObjectRef.class);
  final Cases<ObjectRef, Integer> resolves = Cases.of(ObjectRef.class);
  final Cases<ObjectRef.Noun, Pred> nouns = Cases.of(ObjectRef.Noun.class);
  final Cases<ObjectRef.Adjective, Pred> adjectives = Cases.of(ObjectRef.Adjective.class);
  final Cases<Filter, Pred> filters = Cases.of(Filter.class);
  final Cases<Place, Pred> places = Cases.of(Place.class);
  final Cases<Quantity, Num> quantities = Cases.of(Quantity.class);
  final Cases<Cost, Void> costs = Cases.of(Cost.class);
  final Cases<Possessor, Integer> possessors = Cases.of(Possessor.class);
  final Cases<Value, Num> values = Cases.of(Value.class);
  final Cases<Ability.ForEachClause, Num> forEachClauses = Cases.of(Ability.ForEachClause.class);

  /** Every AST node class some table has a case for; {@code CompilerCoversTheAstTest} checks that none is missing. */
  Set<Class<?>> handled() {
    Set<Class<?>> all = new HashSet<>();
    for (Cases<?, ?> c : List.of(abilities, triggers, events, sentences, steps, destinations, playCosts, gainables,
        losables, modifiers, statements, grants, restricteds, regions, conditions, preds, resolves, nouns, adjectives,
        filters, places, quantities, costs, possessors, values, forEachClauses)) {
      all.addAll(c.handled());
    }
    return all;
  }
}
