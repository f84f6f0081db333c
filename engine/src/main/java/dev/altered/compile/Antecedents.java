package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The object phrases pronouns may stand for, in reading order ({@link ObjectRef.Antecedent}): the phrases that are the
 * subject or object of a trigger, step, condition or statement, not places, filters, possessors or numbers, and not
 * pronouns or "I". Quoted abilities have their own. This mirrors what the front-ends count, by node position, so that
 * {@code Antecedent(i)} is {@link #of} {@code i}.
 */
final class Antecedents {
  /** Record components that are such positions, by record class. */
  private static final Map<Class<?>, Set<String>> POSITIONS = Map.ofEntries(
      Map.entry(Step.DrawCard.class, Set.of("card")),
      Map.entry(Step.Discard.class, Set.of("objects")),
      Map.entry(Step.Sacrifice.class, Set.of("objects")),
      Map.entry(Step.Move.class, Set.of("objects", "insteadOf")),
      Map.entry(Step.Ready.class, Set.of("objects")),
      Map.entry(Step.PlaceTerrainMarker.class, Set.of("on")),
      Map.entry(Step.MoveTerrainMarker.class, Set.of("markers")),
      Map.entry(Step.Exhaust.class, Set.of("objects")),
      Map.entry(Step.Play.class, Set.of("objects")),
      Map.entry(Step.Reveal.class, Set.of("objects")),
      Map.entry(Step.LookAt.class, Set.of("objects")),
      Map.entry(Step.Choose.class, Set.of("objects", "among")),
      Map.entry(Step.Target.class, Set.of("objects")),
      Map.entry(Step.Exchange.class, Set.of("first", "second")),
      Map.entry(Step.ExchangeBoosts.class, Set.of("of")),
      Map.entry(Step.Activate.class, Set.of("of")),
      Map.entry(Step.ActivateOwn.class, Set.of("subject")),
      Map.entry(Step.ActivateOne.class, Set.of("subject")),
      Map.entry(Step.Remove.class, Set.of("from")),
      Map.entry(Step.Double.class, Set.of("on")),
      Map.entry(Step.Distribute.class, Set.of("among")),
      Map.entry(Step.Spend.class, Set.of("from")),
      Map.entry(Step.ReduceCost.class, Set.of("of")),
      Map.entry(Step.Gain.class, Set.of("subject")),
      Map.entry(Step.Lose.class, Set.of("subject")),
      Map.entry(Step.SwitchExpeditions.class, Set.of("subject", "with")),
      Map.entry(Step.MoveExpedition.class, Set.of("subject")),
      Map.entry(Step.Keyword.class, Set.of("object")),
      Map.entry(Step.Modifier.ForEach.class, Set.of("objects")),
      Map.entry(Step.Modifier.DistributedAmong.class, Set.of("among")),
      Map.entry(Sentence.ForEach.class, Set.of("objects")),
      Map.entry(Event.Gains.class, Set.of("subject")),
      Map.entry(Event.GoesTo.class, Set.of("subject")),
      Map.entry(Event.Leaves.class, Set.of("subject")),
      Map.entry(Event.Joins.class, Set.of("subject")),
      Map.entry(Event.Moves.class, Set.of("subject")),
      Map.entry(Statement.LosesAbilities.class, Set.of("subject")),
      Map.entry(Event.SwitchesExpeditions.class, Set.of("subject")),
      Map.entry(Event.Spends.class, Set.of("subject")),
      Map.entry(Event.TerrainMarkerPlaced.class, Set.of("markers")),
      Map.entry(Event.FailsToMoveForward.class, Set.of("subject")),
      Map.entry(Event.Undergoes.class, Set.of("subject", "by")),
      Map.entry(Event.Plays.class, Set.of("objects")),
      Map.entry(Event.Exhausts.class, Set.of("objects")),
      Map.entry(Event.Readies.class, Set.of("objects")),
      Map.entry(Event.Sacrifices.class, Set.of("objects")),
      Map.entry(Event.Creates.class, Set.of("objects")),
      Map.entry(Event.Receives.class, Set.of("objects")),
      Map.entry(Event.Reveals.class, Set.of("objects")),
      Map.entry(Event.ObjectKeyword.class, Set.of("subject")),
      Map.entry(Condition.HasStatus.class, Set.of("subject")),
      Map.entry(Condition.IsIn.class, Set.of("subject")),
      Map.entry(Condition.InTerrainWithBaseStat.class, Set.of("subject")),
      Map.entry(Condition.IsA.class, Set.of("subject")),
      Map.entry(Condition.InPosition.class, Set.of("subject")),
      Map.entry(Condition.HasCounters.class, Set.of("subject")),
      Map.entry(Condition.DidThisWay.class, Set.of("objects")),
      Map.entry(Condition.BaseStatistics.class, Set.of("among")),
      Map.entry(Condition.PlaysFrom.class, Set.of("object")),
      Map.entry(Condition.Count.class, Set.of("objects")),
      Map.entry(Statement.CostChange.class, Set.of("subject")),
      Map.entry(Statement.Free.class, Set.of("subject")),
      Map.entry(Statement.MinimumCost.class, Set.of("subject")),
      Map.entry(Statement.Cannot.class, Set.of("subject")),
      Map.entry(Statement.CanGainAgain.class, Set.of("subject")),

      Map.entry(Statement.MayPlay.class, Set.of("objects")),
      Map.entry(Statement.AbilitiesCannotActivate.class, Set.of("of")),
      Map.entry(Statement.LimitChange.class, Set.of("objects")),
      Map.entry(Statement.BeginsWith.class, Set.of("subject")),
      Map.entry(Statement.Remains.class, Set.of("subject")),
      Map.entry(Statement.Has.class, Set.of("subject")));

  private final List<ObjectRef> phrases;

  private Antecedents(List<ObjectRef> phrases) {
    this.phrases = phrases;
  }

  static Antecedents of(Ability ability) {
    List<ObjectRef> found = new ArrayList<>();
    walk(ability, false, found, true);
    if (found.stream().allMatch(r -> r.span().isKnown())) {
      found.sort(Comparator.comparingInt(r -> r.span().start())); // reading order
    }
    return new Antecedents(found);
  }

  /** The phrase an antecedent index stands for. */
  Optional<ObjectRef> of(int index) {
    return index >= 0 && index < phrases.size() ? Optional.of(phrases.get(index)) : Optional.empty();
  }

  List<ObjectRef> all() {
    return phrases;
  }

  private static boolean counted(ObjectRef ref) {
    return !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem);
  }

  private static void walk(Object node, boolean position, List<ObjectRef> found, boolean top) {
    if (node == null) {
      return;
    }
    if (node instanceof Optional<?> o) {
      o.ifPresent(x -> walk(x, position, found, false));
      return;
    }
    if (node instanceof List<?> list) {
      for (Object x : list) {
        walk(x, position, found, false);
      }
      return;
    }
    if (!top && node instanceof Ability) {
      return; // a quoted ability counts its own phrases
    }
    if (!node.getClass().isRecord() || !node.getClass().getPackageName().equals("dev.altered.ast")) {
      return;
    }
    if (position && node instanceof ObjectRef ref && counted(ref)) {
      found.add(ref);
      return; // phrases inside a counted phrase (its filters, a Several's items) are not counted
    }
    Set<String> positions = POSITIONS.getOrDefault(node.getClass(), Set.of());
    for (RecordComponent rc : node.getClass().getRecordComponents()) {
      Object value;
      try {
        value = rc.getAccessor().invoke(node);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
      walk(value, positions.contains(rc.getName()), found, false);
    }
  }
}
