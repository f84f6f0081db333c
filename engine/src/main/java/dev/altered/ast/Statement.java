package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import java.util.Optional;

/**
 * A statement: what passive abilities say (2.2.12.m), and what continuous effects say for a duration.
 */
public sealed interface Statement {
  SourceSpan span();

  /** "I am [Eternal]", "Tokens you control are [Gigantic]", "Spells you play ... have [[Fleeting]]". */
  record Has(ObjectRef subject, ImmutableList<Grant> grants, SourceSpan span) implements Statement {}

  /** What {@link Has} grants. */
  sealed interface Grant {
    SourceSpan span();

    record KeywordGrant(KeywordAbilityId keyword, Optional<Quantity> parameter, SourceSpan span) implements Grant {}

    record StatusGrant(Status status, SourceSpan span) implements Grant {}

    record AbilityGrant(Ability ability, SourceSpan span) implements Grant {}
  }

  /**
   * Cost alteration: "I cost {2} less to play in an Expedition with no Characters", "Cards played from Reserve
   * cost {1} more", "..., down to a minimum of {1}", "I cost {1} less per exhausted card in Reserve".
   */
  record CostChange(ObjectRef subject, Quantity mana, boolean more, Optional<ObjectRef> toPlayIn,
      Optional<Quantity> minimum, Optional<ObjectRef> per, SourceSpan span) implements Statement {}

  /** "The next Spell you play this turn is free." */
  record Free(ObjectRef subject, SourceSpan span) implements Statement {}

  /** "Characters your opponents play can't cost less than {2}." */
  record MinimumCost(ObjectRef subject, Quantity mana, SourceSpan span) implements Statement {}

  /** "X can't / don't ..." (1.4.1 can't beats can). */
  record Cannot(ObjectRef subject, Restricted action, SourceSpan span) implements Statement {}

  /** What {@link Cannot} forbids. */
  sealed interface Restricted {
    SourceSpan span();

    record MoveForward(Optional<Phase> during, Optional<Terrain> exceptDueTo, SourceSpan span)
        implements Restricted {}

    record PreventMovingForward(ObjectRef expedition, SourceSpan span) implements Restricted {}

    record GainCounters(SourceSpan span) implements Restricted {}

    record Activate(SourceSpan span) implements Restricted {}

    record CountTowardsReserveLimit(SourceSpan span) implements Restricted {}
  }

  /** "I can gain [[Fleeting]] even if I was already [[Fleeting]]" (2.4.1.g). */
  record CanGainAgain(ObjectRef subject, Status status, SourceSpan span) implements Statement {}

  /** "I can't be played (but I can be used as a Mana Orb)". */
  record CannotBePlayed(ObjectRef subject, boolean usableAsManaOrb, SourceSpan span) implements Statement {}

  /** "You may play exhausted cards from your Reserve", "... for {1} less, down to a minimum of {1}". */
  record MayPlay(PlayerRef player, ObjectRef objects, Optional<Zone> from, Optional<ObjectRef> in,
      Step.PlayCost cost, SourceSpan span) implements Statement {}

  /** "You may keep one more card in Reserve during Night" (Clean-up, 4.2.5). */
  record KeepMore(PlayerRef player, Quantity count, Zone zone, Optional<Phase> during, SourceSpan span)
      implements Statement {}

  /** "You can only activate this": the quick action has a play condition (given by the sentence's "if"). */
  record ActivationRestriction(SourceSpan span) implements Statement {}

  /** "This action costs {1} more". */
  record ActionCostsMore(Quantity mana, SourceSpan span) implements Statement {}

  /** "The {j}, {h} and {r} abilities of Characters facing me can't activate" (7.3.1.e). */
  record AbilitiesCannotActivate(ImmutableList<TriggerSymbol> kinds, ObjectRef of, SourceSpan span)
      implements Statement {}

  /**
   * A modifier (6.2): "If [event] would happen, [steps] instead" (replacing) or "also [steps]" (additive).
   */
  record Replacement(Would event, Kind kind, ImmutableList<Step> steps, SourceSpan span) implements Statement {
    public enum Kind {
      /** "..., instead [steps]" or "..., [steps] instead". */
      INSTEAD,
      /** "..., also [steps]" (6.2.c). */
      ALSO,
      /** the word "instead" is inside the steps ("you may discard me instead to ..."). */
      INSTEAD_INSIDE,
      /** the steps change the event itself: "If you would roll a die, you may add 1 to its result" (6.2.a). */
      MODIFY
    }
  }

  /** The event a modifier applies to, with an optional condition ("while I'm [[Boosted]]"). */
  record Would(Event event, Optional<Condition> whilst, SourceSpan span) {}

  /** "My region is {V} in addition to its other terrains." */
  record TerrainAdded(ImmutableList<Region> regions, Terrain terrain, SourceSpan span) implements Statement {}

  /** "All regions are {O} and lose their other terrains." */
  record TerrainSet(ImmutableList<Region> regions, Terrain terrain, SourceSpan span) implements Statement {}

  /** A region (3.2.1). */
  sealed interface Region {
    SourceSpan span();

    /** "my region": the region of my Expedition. */
    record Own(Possessor owner, SourceSpan span) implements Region {}

    /** "the region of the Expedition facing me". */
    record OfExpedition(ObjectRef expedition, SourceSpan span) implements Region {}

    record All(SourceSpan span) implements Region {}
  }

  /** "The {V}, {M} and {O} of Characters in my Expedition are equal to their highest statistic." */
  record StatsEqualHighest(ImmutableList<Terrain> stats, ObjectRef of, SourceSpan span) implements Statement {}

  /** "Your Reserve limit is increased by one" (2.2.13); no player means all Reserve limits. */
  record ReserveLimit(Optional<PlayerRef> player, int sign, Quantity amount, SourceSpan span) implements Statement {}

  /** "I begin the game with 5 Heroism counters" (2.5.e). */
  record BeginsWith(ObjectRef subject, Quantity count, Counter counter, SourceSpan span) implements Statement {}

  /** "Exhausted Characters in Reserve remain exhausted during Morning" (against Prepare, 4.2.1.c). */
  record Remains(ObjectRef subject, Status status, Optional<Phase> during, SourceSpan span) implements Statement {}

  /**
   * "The Support abilities of cards in Reserve can give them 1 more counter than their maximum" (extra present) or
   * "counters beyond their maximum" (no limit).
   */
  record SupportBeyondMax(ObjectRef of, Optional<Quantity> extra, SourceSpan span) implements Statement {}

  /** "Ignore my abilities during the first Day." */
  record IgnoreAbilitiesFirstDay(Possessor of, SourceSpan span) implements Statement {}
}
