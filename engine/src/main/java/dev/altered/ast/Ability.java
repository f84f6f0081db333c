package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import java.util.List;
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

  /**
   * An ability with no trigger and no cost (2.2.12): a passive when every sentence is a lasting statement with no
   * duration ("Characters you control have +1 {M}"), otherwise a Spell's effect. Every language's builder decides it
   * here, so the same AST comes out of every language.
   */
  static Ability untriggered(boolean supportMark, Effect effect, SourceSpan span) {
    return isStatementsOnly(effect) ? new Passive(supportMark, effect, span) : new SpellEffect(supportMark, effect, span);
  }

  /**
   * A statement with no duration, possibly "for each ..." or "where X is ..." ("I have +1 {V} for each Landmark you
   * control"): what a passive ability says.
   */
  private static boolean isLastingStatement(Step step) {
    if (step instanceof Step.Modified m) {
      for (Step.Modifier mod : m.modifiers()) {
        if (!(mod instanceof Step.Modifier.ForEach) && !(mod instanceof Step.Modifier.WhereX)) {
          return false;
        }
      }
      step = m.step();
    }
    return step instanceof Step.Continuous c && c.duration().isEmpty();
  }

  private static boolean isStatementsOnly(Effect effect) {
    if (effect.sentences().get(0) instanceof Sentence.During) {
      // "During Morning, draw only one card. Then, ...": how the daily effects go, a rule of the game (4.2).
      return true;
    }
    for (Sentence s : effect.sentences()) {
      List<Step> steps;
      if (s instanceof Sentence.Steps st) {
        steps = st.steps();
      } else if (s instanceof Sentence.If i) {
        steps = i.otherwise().isPresent() ? List.of() : i.then();
      } else if (s instanceof Sentence.Unless u) {
        steps = u.steps();
      } else if (s instanceof Sentence.During d) {
        steps = d.steps();
      } else {
        steps = List.of();
      }
      if (steps.isEmpty()) {
        return false;
      }
      for (Step step : steps) {
        if (!isLastingStatement(step)) {
          return false;
        }
      }
    }
    return true;
  }
}
