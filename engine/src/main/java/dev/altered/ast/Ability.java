package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import java.util.Optional;

/**
 * One ability (1.2.4, 2.2.12): a line of keyword abilities, a Reaction, a quick action, a passive ability or an
 * effect (a Spell's). {@code supportMark} is the {I} of support Reactions and passives (2.2.12.e).
 */
public sealed interface Ability {
  SourceSpan span();

  /** "[Gigantic].", "[Tough X], where X is ...", "[Scout] {2}.", "[[Fleeting]]." (7.4). */
  record KeywordLine(ImmutableList<KeywordItem> keywords, SourceSpan span) implements Ability {}

  /** A keyword ability, or a status held as an ability ("[[Fleeting]]." on a Spell, 2.4.7.b). */
  record KeywordItem(Optional<KeywordAbilityId> keyword, Optional<Status> status, Optional<Quantity> parameter,
      Optional<Quantity> whereX, SourceSpan span) {}

  /**
   * A Reaction (6.3): trigger, optional condition (6.3.b), optional "for each" repetition, effect.
   */
  record Reaction(boolean supportMark, Trigger trigger, Optional<Condition> condition,
      Optional<ForEachClause> forEach, Effect effect, SourceSpan span) implements Ability {}

  /** "When I leave the Expedition zone, for each of my boosts —". */
  sealed interface ForEachClause {
    SourceSpan span();

    record Objects(ObjectRef objects, SourceSpan span) implements ForEachClause {}

    record Counters(Possessor owner, Counter counter, SourceSpan span) implements ForEachClause {}
  }

  /** A quick action (5.3): "Cost: Effect". */
  record QuickAction(ImmutableList<Cost> cost, Effect effect, SourceSpan span) implements Ability {}

  /** A passive ability (2.2.12.m): its sentences are statements, possibly conditional. */
  record Passive(boolean supportMark, Effect statements, SourceSpan span) implements Ability {}

  /** An effect: a Spell's effect (2.2.12.n). */
  record SpellEffect(boolean supportMark, Effect effect, SourceSpan span) implements Ability {}
}
