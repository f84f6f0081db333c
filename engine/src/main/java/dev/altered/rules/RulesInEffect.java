package dev.altered.rules;

import dev.altered.card.CardDefinition;
import dev.altered.card.HeroLimits;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The rule changes in effect (1.4.1, 7.3.18): rule-changing passives that work and are not ignored, and what
 * they change (Reserve and Landmark limits, morning draw, what may be played and how, optional costs).
 *
 * <p>A part of {@link Kernel}: static methods over the kernel passed in, which holds the game state and the caches
 * and keeps the entry points callers use.
 */
final class RulesInEffect {
  private RulesInEffect() {}

  static HeroLimits limits(Kernel k, int player) {
    return k.s.player(player).heroRef == null ? HeroLimits.DEFAULT
        : k.catalog.find(k.s.player(player).heroRef).flatMap(CardDefinition::limits).orElse(HeroLimits.DEFAULT);
  }

  /** 3.2.10.b, changed by passives (2.2.13: "Your Reserve limit is increased by one"). */
  static int reserveLimit(Kernel k, int player) {
    int limit = limits(k, player).reserve();
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      limit += r.rule().reserveLimitChange(k, r.source(), player);
    }
    return Math.max(0, limit);
  }

  /** 4.2.5.c: how many more of this card a player may keep in Reserve at Clean-up ("if it's exhausted"). */
  static int keepMoreInReserve(Kernel k, int player, GameObject card) {
    int more = 0;
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      more += r.rule().keepMoreInReserve(k, r.source(), player, card);
    }
    return more;
  }

  /** 4.2.5.c: "I don't count towards your Reserve limit". */
  static boolean countsTowardsReserveLimit(Kernel k, GameObject card) {
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      if (!r.rule().countsTowardsReserveLimit(k, r.source(), card)) {
        return false;
      }
    }
    return true;
  }

  /** 4.2.1.c: whether an object keeps a status through Prepare ("remain exhausted during Morning"). */
  static boolean remains(Kernel k, GameObject o, Status status) {
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      if (r.rule().remains(k, r.source(), o, status)) {
        return true;
      }
    }
    return false;
  }

  /** 4.2.1.d: cards a player draws in the Morning (2, or fewer by a passive: "draw only one card"). */
  static int morningDraw(Kernel k, int player) {
    int n = 2;
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      Optional<Integer> x = r.rule().morningDraw(k, r.source(), player);
      if (x.isPresent()) {
        n = Math.min(n, x.get());
      }
    }
    return n;
  }

  /** 4.2.1.e changed: the Mana Orb of Expand comes from the top of the deck instead of the hand. */
  static boolean expandsFromDeck(Kernel k, int player) {
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      if (r.rule().expandsFromDeck(k, r.source(), player)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a passive forbids playing this card (1.4.1). */
  static boolean playForbidden(Kernel k, GameObject card, int player) {
    return playForbidden(k, card, player, Optional.empty());
  }

  /** The same, played in that Expedition ("I can't be played in a starting region"). */
  static boolean playForbidden(Kernel k, GameObject card, int player, Optional<ExpeditionRef> expedition) {
    List<Kernel.RuleInEffect> rules = new ArrayList<>(ruleChanges(k));
    for (Ability a : k.abilities(card)) { // "I can't be played": the card's own, wherever it is (1.2.4.d)
      if (a instanceof PassiveAbility p && !works(k, card, a)) {
        for (RuleChange rc : p.rules()) {
          rules.add(new Kernel.RuleInEffect(card, rc));
        }
      }
    }
    for (Kernel.RuleInEffect r : rules) {
      if (r.rule().forbidsPlaying(k, r.source(), card, player, expedition)) {
        return true;
      }
    }
    return false;
  }

  /** Against 2.4.6.c: a passive allows playing this exhausted card (in that Expedition). */
  static boolean mayPlayExhausted(Kernel k, GameObject card, int player, Optional<ExpeditionRef> expedition) {
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      if (r.rule().allowsPlayingExhausted(k, r.source(), card, player, expedition)) {
        return true;
      }
    }
    return false;
  }

  /** Against 7.4.2.b: a passive says Defender Characters don't prevent this Expedition from moving forward. */
  static boolean defenderIgnored(Kernel k, ExpeditionRef e) {
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      if (r.rule().defenderDoesNotPrevent(k, r.source(), e)) {
        return true;
      }
    }
    return false;
  }

  /** Optional costs the card itself offers when played (5.1.2.c.4). */
  static List<OptionalCostOffer> optionalCosts(Kernel k, GameObject card, int player) {
    List<OptionalCostOffer> offers = new ArrayList<>();
    for (Ability a : k.abilities(card)) {
      if (a instanceof PassiveAbility p) {
        for (RuleChange rc : p.rules()) {
          rc.optionalCost(k, card, card, player).ifPresent(offers::add);
        }
      }
    }
    return offers;
  }

  /** 5.2.4.a.3: whether passives make this Spell, being played, gain (true) or lose (false) Fleeting; and whose. */
  static List<Object[]> spellFleeting(Kernel k, GameObject card, int player) {
    List<Object[]> result = new ArrayList<>();
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      Optional<Boolean> x = r.rule().spellFleeting(k, r.source(), card, player);
      x.ifPresent(gains -> result.add(new Object[] {r.source().id, gains}));
    }
    return result;
  }

  /** How many cards a player played this day that match (the card being played included). */
  static int playedToday(Kernel k, int player, Predicate<GameObject> filter) {
    int n = 0;
    int fake = -1;
    for (String ref : k.s.player(player).playedToday) {
      GameObject o = new GameObject();
      o.id = fake--; // a card as printed: base characteristics only
      o.cardRef = ref;
      o.owner = player;
      o.controller = player;
      o.zone = ZoneKind.LIMBO;
      if (filter.test(o)) {
        n++;
      }
    }
    return n;
  }

  /** 3.2.7.b, changed by passives (2.2.14). */
  static int landmarkLimit(Kernel k, int player) {
    int limit = limits(k, player).landmark();
    for (Kernel.RuleInEffect r : ruleChanges(k)) {
      limit += r.rule().landmarkLimitChange(k, r.source(), player);
    }
    return Math.max(0, limit);
  }

  /** The rule changes in effect now: of passives that work and are not ignored (1.4.1, 7.3.18). */
  static List<Kernel.RuleInEffect> ruleChanges(Kernel k) {
    List<Kernel.RuleInEffect> result = new ArrayList<>();
    for (Kernel.ActiveRule r : effectiveRules(k)) {
      result.add(new Kernel.RuleInEffect(r.source(), r.rule()));
    }
    return result;
  }

  /** Rule-changing passives of objects where they work (ignoring aside, to avoid a circle), per state version. */
  static List<Kernel.ActiveRule> rules(Kernel k) {
    if (k.rulesVersion == k.version) {
      return k.rulesCache;
    }
    List<Kernel.ActiveRule> result = new ArrayList<>();
    for (GameObject o : active(k)) {
      for (Ability a : k.abilities(o)) {
        if (a instanceof PassiveAbility p && works(k, o, a)) {
          for (RuleChange r : p.rules()) {
            result.add(new Kernel.ActiveRule(o, a, r));
          }
        }
      }
    }
    k.rulesCache = result;
    k.rulesVersion = k.version;
    return result;
  }

  static boolean ignored(Kernel k, List<Kernel.ActiveRule> rules, GameObject bearer, Ability ability) {
    for (Kernel.ActiveRule r : rules) {
      if (r.ability() != ability && r.rule().ignores(k, r.source(), bearer, ability)) {
        return true;
      }
    }
    return false;
  }

  /** Rule-changing passives in effect now: working and not ignored. */
  static List<Kernel.ActiveRule> effectiveRules(Kernel k) {
    List<Kernel.ActiveRule> rules = rules(k);
    List<Kernel.ActiveRule> result = new ArrayList<>(rules.size());
    for (Kernel.ActiveRule r : rules) {
      if (!ignored(k, rules, r.source(), r.ability())) {
        result.add(r);
      }
    }
    return result;
  }

  static boolean works(Kernel k, GameObject o, Ability a) {
    if (o.isEmblem()) {
      return o.zone == ZoneKind.LIMBO;
    }
    if (a.support()) {
      return o.zone == ZoneKind.RESERVE && !o.has(Status.EXHAUSTED);
    }
    if (o.zone == ZoneKind.HERO) {
      return true;
    }
    return o.zone.inPlay();
  }

  /** Objects whose abilities may work (1.2.4.d): in play, Hero zone, Reserve (support), Limbo (Emblems). */
  static Iterable<GameObject> active(Kernel k) {
    List<GameObject> result = new ArrayList<>();
    for (GameObject o : k.s.objects.values()) {
      if (o.zone.inPlay() || o.zone == ZoneKind.HERO || o.zone == ZoneKind.RESERVE || o.zone == ZoneKind.LIMBO) {
        result.add(o);
      }
    }
    return result;
  }
}
