package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.Period;
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

    /**
     * Statistics modified (2.2.11): "+1 {M}" (gets, has), "-2 {V}", or set: "The {V}, {M} and {O} of ... are equal to
     * their highest statistic".
     */
    record Statistics(ImmutableList<Terrain> stats, Change change, Quantity amount, SourceSpan span)
        implements Grant {
      public enum Change { ADD, SUBTRACT, SET }
    }
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

    /** "can't move forward", "... during Dusk", "... due to {O}", "... except due to {V}" (7.3.21, 7.3.22). */
    record Move(Direction direction, Optional<Terrain> dueTo, Optional<Terrain> exceptDueTo, Optional<Phase> during,
        SourceSpan span) implements Restricted {}

    record PreventMovingForward(ObjectRef expedition, SourceSpan span) implements Restricted {}

    /** "can't gain counters", "can't gain boosts" (7.3.14). */
    record GainCounters(Counter counter, SourceSpan span) implements Restricted {}

    /** "can't gain [[Asleep]]" (7.3.15). */
    record GainStatus(Status status, SourceSpan span) implements Restricted {}

    /** "can't lose boosts", "can't lose Kelon counters" (7.3.33: counters removed). */
    record LoseCounters(Counter counter, SourceSpan span) implements Restricted {}

    /** "can't lose [[Anchored]]" (7.3.19). */
    record LoseStatus(Status status, SourceSpan span) implements Restricted {}

    /** "Opponents can't play Spells", "... from Reserve" (a player's restriction, 7.5.11). */
    record Play(ObjectRef objects, Optional<Zone> from, SourceSpan span) implements Restricted {}

    /** "can't activate" (7.3.1). */
    record Activate(SourceSpan span) implements Restricted {}

    /** "can't be played", "can't be targeted by Spells your opponents control", "can't be sacrificed". */
    record Undergo(ObjectAction action, Optional<ObjectRef> by, SourceSpan span) implements Restricted {}

    /** "can't be played in a starting region": played anywhere but there (5.1.2.c.2, 1.4.1). */
    record PlayedIn(ObjectRef where, SourceSpan span) implements Restricted {}

    /** "can't be sent to Reserve", "can't be returned to hand": moved to one zone only (7.3.24, 7.3.27, 7.3.32). */
    record UndergoTo(ObjectAction action, Zone to, SourceSpan span) implements Restricted {}

    /** "can't [Ascend]", "can't [Defect]": a keyword action done by the object. */
    record Keyword(KeywordAction action, SourceSpan span) implements Restricted {}

    /** "don't count towards your Reserve limit". */
    record CountTowardsLimit(Limit limit, SourceSpan span) implements Restricted {}
  }

  /** "I can gain [[Fleeting]] even if I was already [[Fleeting]]" (2.4.1.g). */
  record CanGainAgain(ObjectRef subject, Status status, SourceSpan span) implements Statement {}

  /** "You may play exhausted cards from your Reserve", "... for {1} less, down to a minimum of {1}". */
  record MayPlay(PlayerRef player, ObjectRef objects, Optional<Zone> from, Optional<ObjectRef> in,
      Step.PlayCost cost, SourceSpan span) implements Statement {}

  /**
   * "You can only activate this if ...", "Activate this only during your turn", "... only once per Day": when the
   * quick action bearing it may be activated.
   *
   * @param onlyIf the condition under which it may be activated
   * @param times how many times it may be activated {@code per} period
   */
  record ActivationRestriction(Optional<Condition> onlyIf, Optional<Quantity> times, Optional<Period> per,
      SourceSpan span) implements Statement {}

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

  /**
   * A limit changed by an amount: "Your Reserve limit is increased by one" (4.2.5.b), "All Reserve limits are reduced
   * by one", "You may keep one more card in Reserve during Night", "The Support abilities of cards in Reserve can give
   * them 1 more counter than their maximum" / "counters beyond their maximum" (no amount: no limit).
   *
   * @param player whose limit; none means every player's
   * @param objects the objects whose limit it is (support counters)
   * @param sign +1 increased, -1 reduced
   */
  record LimitChange(Limit limit, Optional<PlayerRef> player, Optional<ObjectRef> objects, int sign,
      Optional<Quantity> amount, SourceSpan span) implements Statement {}

  /** "Ignore my abilities" (7.3.18): the abilities exist but have no effect (for a duration or under a condition). */
  record AbilitiesIgnored(Possessor of, SourceSpan span) implements Statement {}

  /** "Ignore the {J} abilities of Characters facing me", "ignore my {H} abilities" (7.3.18, 7.5.1): some kinds only. */
  record ReactionsIgnored(ImmutableList<TriggerSymbol> kinds, ObjectRef of, SourceSpan span) implements Statement {}

  /** "All other Characters lose their abilities": the objects have none of their abilities (2.2.12). */
  record LosesAbilities(ObjectRef subject, SourceSpan span) implements Statement {}

  /** "I begin the game with 5 Heroism counters" (2.5.e). */
  record BeginsWith(ObjectRef subject, Quantity count, Counter counter, SourceSpan span) implements Statement {}

  /** "I begin the game with one {V}, one {M} and one {O} Terrain Marker" (3.2.1.d): each marker's terrains. */
  record BeginsWithMarkers(ObjectRef subject, ImmutableList<ImmutableList<Vocabulary.Terrain>> markers,
      SourceSpan span) implements Statement {}

  /** "Exhausted Characters in Reserve remain exhausted during Morning" (against Prepare, 4.2.1.c). */
  record Remains(ObjectRef subject, Status status, Optional<Phase> during, SourceSpan span) implements Statement {}
}
