package dev.altered.ir;

import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import java.util.Optional;

/**
 * One statement of a passive ability (2.2.12.m) as data, each with the condition under which it applies ("If I'm
 * [[Boosted]], ..."; {@link Cond.True} when unconditional). The interpreter turns them into the kernel's continuous
 * effects (2.3), modifiers (6.2), cost alterations (5.1.2.e), rule changes (1.4.1) and play effects (5.2.c).
 * Effects the kernel runs (a replacement's "instead" effect, a play effect) are code entries of the program, named by
 * {@code entry}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "rule")
@JsonSubTypes({
  @JsonSubTypes.Type(value = Rule.GrantKeyword.class, name = "GrantKeyword"),
  @JsonSubTypes.Type(value = Rule.GrantAbilities.class, name = "GrantAbilities"),
  @JsonSubTypes.Type(value = Rule.LoseAbilities.class, name = "LoseAbilities"),
  @JsonSubTypes.Type(value = Rule.StatsHighest.class, name = "StatsHighest"),
  @JsonSubTypes.Type(value = Rule.Terrains.class, name = "Terrains"),
  @JsonSubTypes.Type(value = Rule.Cost.class, name = "Cost"),
  @JsonSubTypes.Type(value = Rule.PlayEffect.class, name = "PlayEffect"),
  @JsonSubTypes.Type(value = Rule.SpellFleeting.class, name = "SpellFleeting"),
  @JsonSubTypes.Type(value = Rule.OptionalCost.class, name = "OptionalCost"),
  @JsonSubTypes.Type(value = Rule.Replace.class, name = "Replace"),
  @JsonSubTypes.Type(value = Rule.Forbid.class, name = "Forbid"),
  @JsonSubTypes.Type(value = Rule.Allow.class, name = "Allow"),
  @JsonSubTypes.Type(value = Rule.Limit.class, name = "Limit"),
  @JsonSubTypes.Type(value = Rule.Remains.class, name = "Remains"),
  @JsonSubTypes.Type(value = Rule.StartingCounters.class, name = "StartingCounters"),
  @JsonSubTypes.Type(value = Rule.StartingMarkers.class, name = "StartingMarkers"),
  @JsonSubTypes.Type(value = Rule.Ignore.class, name = "Ignore"),
  @JsonSubTypes.Type(value = Rule.Morning.class, name = "Morning")
})
public sealed interface Rule {
  Cond when();

  /** Objects matching have a keyword ability (2.3: "Characters you control are [Tough 2]", Tough X). */
  record GrantKeyword(Pred targets, Keyword keyword, Num value, Cond when) implements Rule {}

  /** Objects matching have abilities: nested programs of this one ("Your Characters have: ..."). */
  record GrantAbilities(Pred targets, List<Integer> abilities, Cond when) implements Rule {
    public GrantAbilities {
      abilities = List.copyOf(abilities);
    }
  }

  /** Objects matching lose all their abilities ("Other Characters lose all their abilities", 2.3.1.g, 2.3.2.d). */
  record LoseAbilities(Pred targets, Cond when) implements Rule {}

  /** "The {V}, {M} and {O} of ... are equal to their highest statistic". */
  record StatsHighest(Pred targets, List<Terrain> stats, Cond when) implements Rule {
    public StatsHighest {
      stats = List.copyOf(stats);
    }
  }

  /**
   * Terrains of regions (3.2.1): of the regions of the Expeditions matching ({@code all}: every region) add
   * {@code terrain}, or make it their only terrain ({@code replace}).
   */
  record Terrains(ExpPred regionsOf, boolean all, Terrain terrain, boolean replace, Cond when) implements Rule {}

  /**
   * A cost alteration (5.1.2.e) of cards matching played by {@code player} (from {@code from}, in an Expedition
   * matching {@code in}): INCREASE / DECREASE by {@code amount} (not below {@code minimum}), or FREE, or a RESTRICTION
   * to at least {@code amount}. {@code once}: ends its Emblem-Ongoing once applied ("the next card").
   */
  record Cost(Pred cards, Who player, Optional<ZoneKind> from, Optional<ExpPred> in, Kind kind, Num amount,
      Optional<Num> minimum, Cond when) implements Rule {
    public enum Kind { INCREASE, DECREASE, FREE, AT_LEAST }
  }

  /**
   * 5.2.c: cards other than Spells matching, played by {@code player} (from a zone, in a terrain), gain what the
   * effect at {@code entry} gives; the card is bound to register {@code itReg}. {@code firstEachDay}: only the first
   * such card the player plays each Afternoon.
   */
  record PlayEffect(Pred cards, Who player, Optional<ZoneKind> from, Optional<Terrain> in, boolean firstEachDay,
      String entry, int itReg, Cond when) implements Rule {}

  /** 5.2.4.a.3: Spells matching played by {@code player} (from a zone) gain or lose Fleeting as they go to Limbo. */
  record SpellFleeting(Pred cards, Who player, Optional<ZoneKind> from, boolean gains, Cond when) implements Rule {}

  /**
   * An optional cost of playing the card itself (5.1.2.c.4): discard or sacrifice {@code count} objects matching to
   * pay {@code reduction} less ("You may discard a card from your Reserve to reduce my cost by {2}", "You may
   * sacrifice a Permanent to reduce my cost by {1}").
   */
  record OptionalCost(Pred objects, int count, dev.altered.rules.OptionalCostOffer.Payment payment, Num reduction,
      Cond when) implements Rule {}

  /**
   * A modifier (6.2) of atomic actions matching {@code action}: the effect at {@code entry} happens instead, or also
   * ({@code additive}); {@code optional} ones are asked to the controller (6.2.d), {@code ifYouDont} runs when declined
   * (6.2.e). {@code modify}: changes the action itself (a die result, 6.2.a). The object the action is about is
   * bound to register {@code itReg} ("it").
   */
  record Replace(ActionPat action, String entry, int itReg, boolean additive, boolean optional,
      Optional<String> ifYouDont, Modify modify, Optional<Status> status, int amount, Cond when) implements Rule {
    /**
     * Atomic actions a modifier turns the action into, rather than running an effect (6.2.b): add to a die roll,
     * roll more dice, move one more region; instead of the object moving or gaining a status, it goes to the Mana
     * zone, loses all its boosts, loses or gains {@code status}, gains {@code amount} boosts. Being atomic actions
     * of the same step, they are not modified again by it (6.2.k).
     */
    public enum Modify { NONE, DIE_PLUS_ONE, MORE_DICE, ONE_MORE_REGION, TO_MANA, LOSE_ALL_BOOSTS, LOSE_STATUS,
      GAIN_STATUS, GAIN_BOOSTS }
  }

  /** Rule changes (1.4.1: can't beats can). */
  record Forbid(Kind kind, Pred objects, ExpPred expeditions, Optional<Phase> during, Optional<Terrain> exceptDueTo,
      List<dev.altered.rules.Trigger.Symbol> symbols, Optional<String> counter, Optional<Status> status, Cond when)
      implements Rule {
    public Forbid {
      symbols = List.copyOf(symbols);
    }

    public enum Kind {
      /** "can't move forward (during Dusk) (except due to {O})" (7.3.22). */
      MOVE_FORWARD,
      /** 7.3.1.e: the j/h/r Reactions of objects matching can't activate. */
      ACTIVATE,
      /** Objects matching can't gain counters (of {@code counter}, or any). */
      GAIN_COUNTERS,
      /** Objects matching can't gain {@code status}. */
      GAIN_STATUS,
      /** Objects matching can't lose counters (of {@code counter}, or any): "can't lose boosts" (7.3.33). */
      LOSE_COUNTERS,
      /** Objects matching can't lose {@code status}: "can't lose [[Anchored]]" (7.3.19). */
      LOSE_STATUS,
      /** Cards matching can't be played. */
      PLAY,
      /** Objects matching don't count towards their owner's Reserve limit (2.2.13). */
      COUNT_TOWARDS_RESERVE_LIMIT,
      /** Objects matching can't defect (7.3.6.a; they only attempt to, 7.5.3.a). */
      DEFECT
    }
  }

  /** Permissions. */
  record Allow(Kind kind, Pred objects, Who player, Optional<ExpPred> in, Optional<Status> status, Num amount,
      Cond when) implements Rule {
    public enum Kind {
      /** 2.4.1.g: may gain a status it already has. */
      GAIN_AGAIN,
      /** Play exhausted cards from Reserve (against 2.4.6.c), in an Expedition matching {@code in}. */
      PLAY_EXHAUSTED,
      /** "[Defender] Characters don't prevent my Expedition from moving forward" (against 7.4.2.b). */
      DEFENDER_DOES_NOT_PREVENT,
      /** Support abilities may give counters beyond their maximum, by {@code amount} (-1: any). */
      SUPPORT_BEYOND_MAX
    }
  }

  /**
   * Limits (2.2.13, 2.2.14, 4.2.5.c): Reserve or Landmark limit +/- {@code delta}; keep {@code delta} more cards
   * matching in Reserve at Clean-up.
   */
  record Limit(Kind kind, Who player, int delta, Pred objects, Cond when) implements Rule {
    public enum Kind { RESERVE_LIMIT, LANDMARK_LIMIT, KEEP_IN_RESERVE }
  }

  /** "Exhausted Characters in Reserve remain exhausted during Morning" (4.2.1.c Prepare skips them). */
  record Remains(Pred objects, Status status, Cond when) implements Rule {}

  /** 2.5.e: "I begin the game with 5 Heroism counters". */
  record StartingCounters(String counter, int count, Cond when) implements Rule {}

  /** 3.2.1.d: the Terrain Markers a Hero begins the game with, one list of terrains each ("one {V}, one {M}"). */
  record StartingMarkers(List<List<Terrain>> markers, Cond when) implements Rule {}

  /** 7.3.18: abilities of objects matching are ignored (during the first Day only, {@code firstDay}). */
  record Ignore(Pred objects, boolean firstDay, Cond when) implements Rule {}

  /** The Morning's daily effects changed (4.2.1.d-e): draw only {@code draw} cards, Expand from the deck's top. */
  record Morning(int draw, boolean expandFromDeck, Cond when) implements Rule {}

  /** Atomic actions a modifier applies to (6.2.f). */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "action")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = ActionPat.Move.class, name = "Move"),
    @JsonSubTypes.Type(value = ActionPat.GainStatus.class, name = "GainStatus"),
    @JsonSubTypes.Type(value = ActionPat.Advance.class, name = "Advance"),
    @JsonSubTypes.Type(value = ActionPat.Ascend.class, name = "Ascend"),
    @JsonSubTypes.Type(value = ActionPat.Defect.class, name = "Defect"),
    @JsonSubTypes.Type(value = ActionPat.Sacrifice.class, name = "Sacrifice"),
    @JsonSubTypes.Type(value = ActionPat.Resupply.class, name = "Resupply"),
    @JsonSubTypes.Type(value = ActionPat.RollDie.class, name = "RollDie"),
    @JsonSubTypes.Type(value = ActionPat.GainCounters.class, name = "GainCounters")
  })
  sealed interface ActionPat {
    /** An object matching would move from a zone (empty: any) to a zone (empty: any other), during a phase. */
    record Move(Pred subject, List<ZoneKind> from, List<ZoneKind> to, Optional<Phase> during) implements ActionPat {
      public Move {
        from = List.copyOf(from);
        to = List.copyOf(to);
      }
    }

    record GainStatus(Pred subject, Status status) implements ActionPat {}

    /** An object matching would be sacrificed (7.3.31: discarded from play by its controller). */
    record Sacrifice(Pred subject) implements ActionPat {}

    /** An Expedition matching would move forward (during a phase). */
    record Advance(ExpPred expedition, Optional<Phase> during) implements ActionPat {}

    /**
     * An Expedition matching would Ascend (7.3.3); {@code again}: one that already has Ascended, which only attempts
     * to (7.5.3.a).
     */
    record Ascend(ExpPred expedition, boolean again) implements ActionPat {}

    /** An object matching would defect (7.3.6.a). */
    record Defect(Pred subject) implements ActionPat {}

    record Resupply(Who player) implements ActionPat {}

    record RollDie(Who player) implements ActionPat {}

    record GainCounters(Pred subject) implements ActionPat {}
  }
}
