package dev.altered.rules;

import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import java.util.List;
import java.util.Optional;

/** Passive abilities that change rules; where one forbids something, it cannot be done (1.4.1). */
public interface RuleChange {
  /** 7.3.1.e: Reactions with this trigger cannot activate, naturally or by an "activate" step. */
  default boolean forbidsActivation(Kernel k, GameObject source, GameObject bearer, ReactionAbility reaction) {
    return false;
  }

  /** E.g. "Target Expedition can't move forward this Day". */
  default boolean forbidsMovingForward(Kernel k, GameObject source, ExpeditionRef expedition) {
    return false;
  }

  /** "It can't move forward during Dusk except due to {O}": knowing the terrains it would move due to (4.2.4.g). */
  default boolean forbidsMovingForward(Kernel k, GameObject source, ExpeditionRef expedition, List<Terrain> dueTo) {
    return forbidsMovingForward(k, source, expedition);
  }

  /** "I can't be played (if ...)" (5.2.a). */
  default boolean forbidsPlaying(Kernel k, GameObject source, GameObject card, int player) {
    return false;
  }

  /** The same, played in that Expedition: "I can't be played in a starting region" (5.1.2.c.2). */
  default boolean forbidsPlaying(Kernel k, GameObject source, GameObject card, int player,
      Optional<ExpeditionRef> expedition) {
    return forbidsPlaying(k, source, card, player);
  }

  /** "You may play exhausted cards from your Reserve (in my Expedition)": against 2.4.6.c. */
  default boolean allowsPlayingExhausted(Kernel k, GameObject source, GameObject card, int player,
      Optional<ExpeditionRef> expedition) {
    return false;
  }

  /** "[Defender] Characters don't prevent my Expedition from moving forward": against 7.4.2.b. */
  default boolean defenderDoesNotPrevent(Kernel k, GameObject source, ExpeditionRef expedition) {
    return false;
  }

  /** 2.2.13: "Your Reserve limit is increased by one" (+1), "All Reserve limits are reduced by one" (-1). */
  default int reserveLimitChange(Kernel k, GameObject source, int player) {
    return 0;
  }

  /** 2.2.14: the Landmark limit changed. */
  default int landmarkLimitChange(Kernel k, GameObject source, int player) {
    return 0;
  }

  /** 4.2.5.c: "You may keep one more card in Reserve during Night if it's exhausted": how many more of this card. */
  default int keepMoreInReserve(Kernel k, GameObject source, int player, GameObject card) {
    return 0;
  }

  /** 4.2.5.c: "I don't count towards your Reserve limit". */
  default boolean countsTowardsReserveLimit(Kernel k, GameObject source, GameObject card) {
    return true;
  }

  /** 4.2.1.c: "Exhausted Characters in Reserve remain exhausted during Morning": Prepare does not ready them. */
  default boolean remains(Kernel k, GameObject source, GameObject object, Status status) {
    return false;
  }

  /** 4.2.1.d: "During Morning, draw only one card": the number a player draws. */
  default Optional<Integer> morningDraw(Kernel k, GameObject source, int player) {
    return Optional.empty();
  }

  /** 4.2.1.e: "put the top card of your deck in your Mana zone instead of a card from your hand". */
  default boolean expandsFromDeck(Kernel k, GameObject source, int player) {
    return false;
  }

  /** 5.2.4.a.3: a Spell being played gains (true) or loses (false) Fleeting. */
  default Optional<Boolean> spellFleeting(Kernel k, GameObject source, GameObject card, int player) {
    return Optional.empty();
  }

  /** Support abilities may give an object in Reserve this many counters beyond their maximum. */
  default int supportBeyondMax(Kernel k, GameObject source, GameObject card) {
    return 0;
  }

  /** An optional cost of playing the card this ability is on (5.1.2.c.4); {@code source} is the card. */
  default Optional<OptionalCostOffer> optionalCost(Kernel k, GameObject source, GameObject card, int player) {
    return Optional.empty();
  }

  /**
   * 7.3.18: the ability of {@code bearer} is ignored: it exists but has no effect (passives do not modify, quick
   * actions cannot be played, Reactions do not activate). An ability that would ignore itself works normally.
   */
  default boolean ignores(Kernel k, GameObject source, GameObject bearer, Ability ability) {
    return false;
  }

  /** 2.4.1.g: the object may gain a status it already has (the event happens and can trigger). */
  default boolean allowsGainingAgain(Kernel k, GameObject source, GameObject target, Status status) {
    return false;
  }
}
