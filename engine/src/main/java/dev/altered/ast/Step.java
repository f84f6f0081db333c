package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import java.util.Optional;

/**
 * One step of an effect (1.2.6.b, 6.1.c): a verb with its actor and objects. Synonyms of the rules are one node:
 * put, send and return are {@link Move} (7.3.24.b); "give X a boost" and "have X gain a boost" are {@link Gain}
 * (7.3.16, 7.3.17).
 */
public sealed interface Step {
  SourceSpan span();

  record Draw(PlayerRef actor, Quantity count, boolean only, SourceSpan span) implements Step {}

  /** "draw it": draw a specific card. */
  record DrawCard(PlayerRef actor, ObjectRef card, SourceSpan span) implements Step {}

  record Discard(PlayerRef actor, ObjectRef objects, Optional<Zone> from, SourceSpan span) implements Step {}

  record Sacrifice(PlayerRef actor, ObjectRef objects, SourceSpan span) implements Step {}

  /**
   * Put, send, return (7.3.24, 7.3.27, 7.3.32).
   *
   * @param as the state of Mana Orbs made this way: "(as an exhausted Mana Orb)"
   * @param insteadOf "instead of a card from your hand" (replacing a daily effect's card)
   */
  record Move(PlayerRef actor, ObjectRef objects, Optional<Zone> from, Destination to, Optional<OrbState> as,
      Optional<ObjectRef> insteadOf, SourceSpan span) implements Step {
    /** The same move to another destination (printers phrase "in any order" after the placement it orders). */
    public Move to(Destination destination) {
      return new Move(actor, objects, from, destination, as, insteadOf, span);
    }
  }

  enum OrbState { EXHAUSTED, READY }

  /** Where a move goes. */
  sealed interface Destination {
    SourceSpan span();

    record ToZone(Zone zone, SourceSpan span) implements Destination {}

    record ToExpedition(ObjectRef expedition, SourceSpan span) implements Destination {}

    record TopOf(Zone zone, SourceSpan span) implements Destination {}

    record BottomOf(Zone zone, SourceSpan span) implements Destination {}

    /**
     * "at the bottom of your deck in any order" (3.2.2.b): the cards are placed in the order the player who moves
     * them chooses.
     */
    record InAnyOrder(Destination placement, SourceSpan span) implements Destination {}

    /** "the Xth position of its owner's deck". */
    record PositionIn(Quantity position, Zone zone, SourceSpan span) implements Destination {}
  }

  /**
   * Create tokens (7.3.5).
   *
   * @param in the Expedition(s) the tokens are created in
   * @param abilities abilities the tokens have, from "with" quotes (2.2.12.f)
   */
  record Create(PlayerRef actor, Quantity count, TokenSpec token, Optional<ObjectRef> in,
      ImmutableList<Ability> abilities, SourceSpan span) implements Step {}

  /** "Otherwise, create only one": as many of the token created earlier in the ability. */
  record CreateSame(PlayerRef actor, Quantity count, SourceSpan span) implements Step {}

  record Ready(PlayerRef actor, ObjectRef objects, SourceSpan span) implements Step {}

  /** Exhaust (7.3.12); {@code symbol}: the clarification {T} is printed with it. */
  record Exhaust(PlayerRef actor, ObjectRef objects, boolean symbol, SourceSpan span) implements Step {}

  /**
   * Play a card (7.5.11, 5.2.b), e.g. "immediately play a Character for {3} less".
   */
  record Play(PlayerRef actor, ObjectRef objects, Optional<Zone> from, Optional<ObjectRef> in, PlayCost cost,
      boolean immediately, SourceSpan span) implements Step {}

  /** How a card is paid for when played by an effect. */
  sealed interface PlayCost {
    SourceSpan span();

    record Normal(SourceSpan span) implements PlayCost {}

    /** 7.3.23 */
    record Free(SourceSpan span) implements PlayCost {}

    record Reduced(Quantity mana, Optional<Quantity> minimum, SourceSpan span) implements PlayCost {}
  }

  /** Roll a die (7.3.28), or several dice. */
  record Roll(PlayerRef actor, Quantity dice, SourceSpan span) implements Step {}

  /** "instead roll that many dice plus one and ignore the roll of your choice". */
  record RollMore(PlayerRef actor, Quantity extra, SourceSpan span) implements Step {}

  record Reveal(PlayerRef actor, ObjectRef objects, boolean also, SourceSpan span) implements Step {}

  record LookAt(PlayerRef actor, ObjectRef objects, SourceSpan span) implements Step {}

  /** Choose objects (not a target): "Each player chooses a Character they control". */
  record Choose(PlayerRef actor, ObjectRef objects, Optional<ObjectRef> among, SourceSpan span) implements Step {}

  /** "Target a Character": choose a target now, for the steps after (6.5.b). */
  record Target(PlayerRef actor, ObjectRef objects, SourceSpan span) implements Step {}

  /** Exchange two objects or cards (7.3.11). */
  record Exchange(PlayerRef actor, ObjectRef first, ObjectRef second, SourceSpan span) implements Step {}

  /** Exchange the boosts of two Characters (7.3.10): "exchange their boosts", "the boosts of two target Characters". */
  record ExchangeBoosts(PlayerRef actor, ObjectRef of, SourceSpan span) implements Step {}

  /** Activate Reactions (7.3.1.b): "Activate the {j} abilities of target Permanent you control". */
  record Activate(PlayerRef actor, ImmutableList<TriggerSymbol> kinds, ObjectRef of, SourceSpan span)
      implements Step {}

  /** An object activates its own Reactions: "activates its {r} abilities (as if it had been played from Reserve)". */
  /** "It activates one of its {r} abilities" (7.3.1.b): one Reaction of that kind, its controller's choice. */
  record ActivateOne(ObjectRef subject, TriggerSymbol kind, SourceSpan span) implements Step {}

  record ActivateOwn(ObjectRef subject, ImmutableList<TriggerSymbol> kinds, Optional<Zone> asIfPlayedFrom,
      SourceSpan span) implements Step {}

  record Pay(PlayerRef actor, Quantity mana, SourceSpan span) implements Step {}

  /** Spend counters (7.3.33): "spend 1 of my boosts", "spend 1 counter from a card you control". */
  record Spend(PlayerRef actor, Quantity count, Counter counter, ObjectRef from, SourceSpan span) implements Step {}

  /** Remove counters (2.5.g); no count means all of them. */
  record Remove(PlayerRef actor, Optional<Quantity> count, boolean upTo, Counter counter, ObjectRef from,
      SourceSpan span) implements Step {}

  /** Double counters (7.3.8). */
  record Double(PlayerRef actor, Counter counter, ObjectRef on, SourceSpan span) implements Step {}

  /** "Distribute 3 boosts among any Characters in Reserve". */
  record Distribute(PlayerRef actor, Quantity count, Counter counter, ObjectRef among, SourceSpan span)
      implements Step {}

  record WinGame(PlayerRef actor, SourceSpan span) implements Step {}

  /** "You may pass", "each player passes" (4.2.3.d-e): the player takes no more turns this Afternoon. */
  record Pass(PlayerRef actor, SourceSpan span) implements Step {}

  /** "Target player becomes first player" (4.2.1.b, 4.2.3.c: the first player takes the first turn). */
  record BecomeFirstPlayer(PlayerRef actor, SourceSpan span) implements Step {}

  /** "reduce my cost by {2}", "reduce the cost of the next Permanent you play this Afternoon by {2}". */
  record ReduceCost(PlayerRef actor, ObjectRef of, Quantity mana, SourceSpan span) implements Step {}

  /** "increase the result by 2", "add 1 to its result" (7.3.28.c). */
  record AddToResult(PlayerRef actor, Quantity amount, SourceSpan span) implements Step {}

  /** Gain counters, statuses or abilities (7.3.14, 7.3.15, 7.3.16 give, 7.3.17 have). */
  record Gain(ObjectRef subject, ImmutableList<Gainable> items, SourceSpan span) implements Step {}

  /** Lose statuses (7.3.19) or counters. */
  record Lose(ObjectRef subject, ImmutableList<Losable> items, SourceSpan span) implements Step {}

  /**
   * Switch Expeditions (7.3.34); "switch Expeditions with target Character" ({@code with}): each goes to the
   * Expedition of the other.
   */
  record SwitchExpeditions(ObjectRef subject, Optional<ObjectRef> with, SourceSpan span) implements Step {
    /** Switching to one's other Expedition. */
    public SwitchExpeditions(ObjectRef subject, SourceSpan span) {
      this(subject, Optional.empty(), span);
    }
  }

  /** An Expedition moves forward or backwards (7.3.21, 7.3.22); {@code more}: "one more region". */
  record MoveExpedition(ObjectRef subject, Direction direction, Quantity regions, boolean more, SourceSpan span)
      implements Step {}

  /**
   * "Place a {M} Terrain Marker on target region" (3.2.1.d): a new marker of {@code terrains} on each region
   * {@code on} names; the region then has the marker's terrains and loses its others (3.2.1.d-e).
   */
  record PlaceTerrainMarker(PlayerRef actor, Quantity count, ImmutableList<Vocabulary.Terrain> terrains, ObjectRef on,
      SourceSpan span) implements Step {}

  /**
   * "Move target Terrain Marker to my region" (7.3.20): not a move between zones (7.3.24.b); the marker may stay in
   * its region and becomes a new object either way (7.3.20.a-b). {@code placed}: said "place ... on" of markers that
   * exist ("Place one of my Markers on target region"), the same move.
   */
  record MoveTerrainMarker(PlayerRef actor, ObjectRef markers, ObjectRef to, boolean placed, SourceSpan span)
      implements Step {}

  /** A bracketed keyword action (7.3): "[Sabotage]", "Target opponent [Resupplies]", "[Augment] target card". */
  record Keyword(PlayerRef actor, KeywordAction action, Optional<ObjectRef> object, SourceSpan span)
      implements Step {}

  /** "You may ..." (6.5.c); several steps joined by "and" are all done, by "or" one of them. */
  record May(PlayerRef actor, ImmutableList<Step> steps, boolean either, SourceSpan span) implements Step {}

  /**
   * Internal action: "You may [cost] to [effect]" (1.2.5.a, 6.5.f); the cost steps are paid in one step.
   *
   * @param optional "you may ..."; otherwise the imperative "Spend ... to ..."
   */
  record Internal(PlayerRef actor, boolean optional, ImmutableList<Step> cost, Step effect, SourceSpan span)
      implements Step {}

  /** "have target Character gain 1 boost or lose [[Fleeting]]": one of the steps, as the actor chooses. */
  record OneOf(PlayerRef actor, ImmutableList<Step> options, SourceSpan span) implements Step {}

  /** "(then) may do it again": repeat the step before, optionally. */
  record MayDoAgain(PlayerRef actor, SourceSpan span) implements Step {}

  /** A statement as an effect: a continuous effect, for a duration if one is given (2.2.2.m, 2.2.15). */
  record Continuous(Statement statement, Optional<Duration> duration, SourceSpan span) implements Step {}

  /** A step with modifiers ("instead", "after Rest", "per card in your Reserve", "where X is ..."). */
  record Modified(Step step, ImmutableList<Modifier> modifiers, SourceSpan span) implements Step {}

  /** What objects gain. */
  sealed interface Gainable {
    SourceSpan span();

    record Counters(Quantity count, Counter counter, SourceSpan span) implements Gainable {}

    record StatusOf(Status status, SourceSpan span) implements Gainable {}

    /** A quoted ability (2.2.12.f). */
    record AbilityOf(Ability ability, SourceSpan span) implements Gainable {}

    /** "gains [[Fleeting]], [[Anchored]] or [[Asleep]]": one of the statuses, as the controller chooses. */
    record OneStatusOf(ImmutableList<Status> statuses, SourceSpan span) implements Gainable {}

    /** "gains [Defender]", "gain [Tough 1]": a keyword ability (7.4), as a continuous effect. */
    record KeywordOf(KeywordAbilityId keyword, Optional<Quantity> parameter, SourceSpan span) implements Gainable {}

    /** "my third Trial counter" in triggers: the n-th counter. */
    record NthCounter(Possessor owner, Quantity nth, Counter counter, SourceSpan span) implements Gainable {}
  }

  /** What objects lose. */
  sealed interface Losable {
    SourceSpan span();

    record StatusOf(Status status, SourceSpan span) implements Losable {}

    record Counters(Quantity count, Counter counter, SourceSpan span) implements Losable {}

    /** "all its boosts". */
    record AllCounters(Possessor owner, Counter counter, SourceSpan span) implements Losable {}

    /** "loses [Defender]", "loses [Tough 1]": a keyword ability (7.4) it has ceases to apply. */
    record KeywordOf(KeywordAbilityId keyword, Optional<Quantity> parameter, SourceSpan span) implements Losable {}
  }

  /** Modifiers of a step. */
  sealed interface Modifier {
    SourceSpan span();

    /** "instead" (6.2.b). */
    record Instead(SourceSpan span) implements Modifier {}

    /** "again". */
    record Again(SourceSpan span) implements Modifier {}

    /**
     * A delayed step: "at Dusk", "At Dusk, sacrifice it", "after Rest" (the end of Rest, 4.2.5), "at the end of the
     * Afternoon" ({@code end}).
     */
    record At(Phase phase, boolean end, SourceSpan span) implements Modifier {}

    /** A step delayed to the end of the turn ("at the end of the turn", "at the end of your turn": {@code turnOf}). */
    record AtEndOfTurn(Optional<PlayerRef> turnOf, SourceSpan span) implements Modifier {}

    /** "this turn", "until the end of the Afternoon": what the step gives lasts that long (2.2.15). */
    record Lasting(Duration duration, SourceSpan span) implements Modifier {}

    /** "at random": the objects are chosen at random rather than by the player. */
    record AtRandom(SourceSpan span) implements Modifier {}

    /** "twice", "X times" (6.5.i). */
    record Times(Quantity times, SourceSpan span) implements Modifier {}

    /** "per card in your Reserve": the amounts are multiplied by a count. */
    record Per(ObjectRef objects, SourceSpan span) implements Modifier {}

    /** "for each Permanent you control" after the step (6.5.i). */
    record ForEach(ObjectRef objects, SourceSpan span) implements Modifier {}

    /** ", up to a max of 2" (counters beyond it are not gained). */
    record UpToMax(Quantity max, SourceSpan span) implements Modifier {}

    /** ", where X is ..." defines X in the step. */
    record WhereX(Quantity x, SourceSpan span) implements Modifier {}

    /** ", distributed as you choose among any number of target Expeditions". */
    record DistributedAmong(ObjectRef among, SourceSpan span) implements Modifier {}

    /** "this way": refers to the step before. */
    record ThisWay(SourceSpan span) implements Modifier {}
  }
}
