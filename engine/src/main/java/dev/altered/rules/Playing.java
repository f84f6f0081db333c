package dev.altered.rules;

import dev.altered.card.CardType;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What a player may declare in their turn (4.2.3.d, 5.1.2.c) and why a declaration is not legal (5.1.2.f). */
final class Playing {
  private Playing() {}

  /** Why a card cannot be played at all from where it is, or empty if it can (cost aside). */
  static Optional<String> unplayable(Kernel k, int player, GameObject card) {
    return unplayable(k, player, card, Optional.empty());
  }

  /** The same, played in that Expedition (a permission may be for one Expedition only). */
  static Optional<String> unplayable(Kernel k, int player, GameObject card, Optional<ExpeditionRef> expedition) {
    return unplayable(k, player, card, expedition, false);
  }

  /**
   * The same; {@code named}: an effect names this very card ("Target a Character in any Reserve. Play it for
   * free."), which specifies otherwise than "from their Hand or their Reserve" (5.2.a, 1.4.2.a): it may be in another
   * player's Hand or Reserve. The played card then goes to its owner's personal zones (1.4.3.a, 3.1.2.c).
   */
  static Optional<String> unplayable(Kernel k, int player, GameObject card, Optional<ExpeditionRef> expedition,
      boolean named) {
    if (card.zone != ZoneKind.HAND && card.zone != ZoneKind.RESERVE) {
      return Optional.of(k.describe(card) + " is not in a Hand or Reserve (5.2.a)");
    }
    if (card.zonePlayer != player && !named) {
      return Optional.of(k.describe(card) + " does not belong to player " + player);
    }
    if (card.cardRef == null) {
      return Optional.of(k.describe(card) + " is not a card");
    }
    CardType type = k.catalog().get(card.cardRef).type();
    if (type == CardType.HERO || type.isToken()) {
      return Optional.of(k.describe(card) + " cannot be played (" + type.displayName() + ")");
    }
    if (card.zone == ZoneKind.RESERVE && card.has(Status.EXHAUSTED)
        && !k.mayPlayExhausted(card, player, expedition)) {
      return Optional.of(k.describe(card) + " is exhausted: exhausted cards in Reserve cannot be played (2.4.6.c)");
    }
    if (k.playForbidden(card, player, expedition)) {
      return Optional.of(k.describe(card) + " can't be played (1.4.1: a passive ability forbids it)");
    }
    return Optional.empty();
  }

  /** 5.1.2.d-e: the final mana cost; empty if the card cannot be played that way. */
  static Optional<Integer> cost(Kernel k, int player, GameObject card, boolean scout) {
    return cost(k, player, card, scout, Optional.empty());
  }

  /** The same, for a card played in that Expedition (cost alterations may depend on it). */
  static Optional<Integer> cost(Kernel k, int player, GameObject card, boolean scout,
      Optional<ExpeditionRef> expedition) {
    return cost(k, player, card, scout, expedition, false);
  }

  /** The same, for a card an effect names ({@link #unplayable(Kernel, int, GameObject, Optional, boolean)}). */
  static Optional<Integer> cost(Kernel k, int player, GameObject card, boolean scout,
      Optional<ExpeditionRef> expedition, boolean named) {
    if (unplayable(k, player, card, expedition, named).isPresent()) {
      return Optional.empty();
    }
    Characteristics c = k.characteristics(card);
    int cost;
    if (scout) {
      if (card.zone != ZoneKind.HAND || !c.has(Keyword.SCOUT)) {
        return Optional.empty(); // 7.4.5.b-c
      }
      cost = c.keywordValue(Keyword.SCOUT);
    } else {
      cost = card.zone == ZoneKind.RESERVE ? c.reserveCost() : c.handCost();
    }
    return Optional.of(alter(k, player, card, cost, expedition));
  }

  /** 5.1.2.e: increases, then decreases, then restrictions on the final cost in timestamp order. */
  static int alter(Kernel k, int player, GameObject card, int cost, Optional<ExpeditionRef> expedition) {
    List<Object[]> modifiers = k.costModifiers(card, player, card.zone, expedition);
    for (CostModifier.Kind kind : CostModifier.Kind.values()) {
      for (Object[] m : modifiers) {
        CostModifier mod = (CostModifier) m[1];
        if (mod.kind() == kind) {
          cost = mod.apply(k, (GameObject) m[0], card, cost);
        }
      }
    }
    return Math.max(0, cost);
  }

  /** The objects whose cost modifiers apply to playing this card (to end "next card" Emblems afterwards). */
  static List<Integer> costSources(Kernel k, int player, GameObject card, Optional<ExpeditionRef> expedition) {
    List<Integer> ids = new ArrayList<>();
    for (Object[] m : k.costModifiers(card, player, card.zone, expedition)) {
      ids.add(((GameObject) m[0]).id);
    }
    return ids;
  }

  static boolean needsExpedition(Kernel k, GameObject card) {
    Characteristics c = k.characteristics(card);
    return c.type() == ObjectType.CHARACTER || (c.type() == ObjectType.PERMANENT && !c.landmarkPermanent());
  }

  static QuickCost quickCost(Kernel k, GameObject source, QuickAction q, int player) {
    return q.cost(k, source, player);
  }

  /** Why a quick action cannot be played now, or empty if it can (5.3). */
  static Optional<String> quickActionProblem(Kernel k, int player, GameObject source, String abilityId) {
    Optional<Ability> a = k.ability(abilityId);
    if (a.isEmpty() || !(a.get() instanceof QuickAction q) || !k.abilities(source).contains(a.get())) {
      return Optional.of(k.describe(source) + " has no quick action " + abilityId);
    }
    boolean own = k.controls(player, source) || (source.zone == ZoneKind.RESERVE && source.zonePlayer == player);
    if (!own || !k.works(source, q)) {
      return Optional.of("quick action " + abilityId + " of " + k.describe(source)
          + " does not work for player " + player + " now (5.3.b, 1.2.4.d)");
    }
    int count = k.state().activations.getOrDefault(source.id + "/" + abilityId, 0);
    if (count >= 100) {
      return Optional.of("quick action " + abilityId + " was already played 100 times today (1.4.6.b)");
    }
    QuickCost cost = quickCost(k, source, q, player);
    if (cost.exhaustMe() && source.has(Status.EXHAUSTED)) {
      return Optional.of("cost {T}: " + k.describe(source) + " is already exhausted (2.4.6.a)");
    }
    if (cost.discardMe() && source.zone != ZoneKind.RESERVE) {
      return Optional.of("cost {D}: " + k.describe(source) + " is not in Reserve");
    }
    for (Map.Entry<String, Integer> e : cost.spendCounters().entrySet()) {
      if (source.counter(e.getKey()) < e.getValue()) {
        return Optional.of("cost: " + k.describe(source) + " has " + source.counter(e.getKey()) + " "
            + e.getKey() + " counters, needs " + e.getValue() + " (7.3.33.b)");
      }
    }
    for (ChoiceCost c : cost.choices()) {
      if (c.candidates(k, source, player).size() < c.count()) {
        return Optional.of("cost '" + c.describe() + "' cannot be paid (1.2.5.c)");
      }
    }
    if (cost.mana() > k.availableMana(player)) {
      return Optional.of("cost: " + cost.mana() + " mana, but player " + player + " has "
          + k.availableMana(player) + " ready Mana Orbs (1.2.5.c)");
    }
    if (!q.usable(k, source, player)) {
      return Optional.of("quick action " + abilityId + " of " + k.describe(source) + " cannot be played now");
    }
    return Optional.empty();
  }

  /** Every legal turn declaration, pass last. */
  static List<Declaration> declarations(Kernel k, int player) {
    List<Declaration> result = new ArrayList<>();
    int mana = k.availableMana(player);
    List<GameObject> cards = new ArrayList<>(k.objects(ZoneKind.HAND, player));
    cards.addAll(k.objects(ZoneKind.RESERVE, player));
    for (GameObject card : cards) {
      for (boolean scout : new boolean[] {false, true}) {
        if (needsExpedition(k, card)) {
          for (ExpeditionRef e : List.of(ExpeditionRef.hero(player), ExpeditionRef.companion(player))) {
            Optional<Integer> cost = cost(k, player, card, scout, Optional.of(e));
            if (cost.isEmpty() || cost.get() > mana) {
              continue;
            }
            String what = (scout ? "scout " : "play ") + k.describe(card) + " for " + cost.get();
            Declaration d = scout ? Declaration.scout(card.id, e) : Declaration.play(card.id, e);
            result.add(d.describe(what + " in " + e.side().name().toLowerCase(java.util.Locale.ROOT), cost.get()));
          }
          continue;
        }
        Optional<Integer> cost = cost(k, player, card, scout);
        if (cost.isEmpty() || cost.get() > mana) {
          continue;
        }
        String what = (scout ? "scout " : "play ") + k.describe(card) + " for " + cost.get();
        if (!scout) {
          result.add(Declaration.play(card.id, Optional.empty()).describe(what, cost.get()));
        }
      }
    }
    for (GameObject source : k.state().objects.values()) {
      boolean candidate = k.controls(player, source)
          || (source.zone == ZoneKind.RESERVE && source.zonePlayer == player);
      if (!candidate) {
        continue;
      }
      for (Ability a : k.workingAbilities(source)) {
        if (a instanceof QuickAction q && quickActionProblem(k, player, source, a.id()).isEmpty()) {
          result.add(Declaration.quickAction(source.id, a.id())
              .describe("quick action " + a.id() + " of " + k.describe(source), quickCost(k, source, q, player).mana()));
        }
      }
    }
    result.add(Declaration.pass());
    return result;
  }

  /** Why a declaration is not legal (5.1.2.f); empty if it is. */
  static Optional<String> problem(Kernel k, int player, Declaration d) {
    switch (d.kind()) {
      case PASS:
        return Optional.empty();
      case QUICK_ACTION: {
        Optional<GameObject> source = k.object(d.objectId());
        if (source.isEmpty()) {
          return Optional.of("no object #" + d.objectId());
        }
        return quickActionProblem(k, player, source.get(), d.abilityId().orElse(""));
      }
      default: {
        Optional<GameObject> card = k.object(d.objectId());
        if (card.isEmpty()) {
          return Optional.of("no card #" + d.objectId());
        }
        Optional<String> why = unplayable(k, player, card.get(), d.expedition());
        if (why.isPresent()) {
          return why;
        }
        if (d.scout() && (card.get().zone != ZoneKind.HAND || !k.hasKeyword(card.get(), Keyword.SCOUT))) {
          return Optional.of(k.describe(card.get()) + " cannot be played with Scout (7.4.5.b)");
        }
        if (needsExpedition(k, card.get())) {
          if (d.expedition().isEmpty() || d.expedition().get().player() != player) {
            return Optional.of(k.describe(card.get()) + " must be played in one of player " + player
                + "'s Expeditions (5.2.1.a)");
          }
        } else if (d.expedition().isPresent()) {
          return Optional.of(k.describe(card.get()) + " is not played in an Expedition");
        }
        int cost = cost(k, player, card.get(), d.scout(), d.expedition()).orElse(Integer.MAX_VALUE);
        if (cost > k.availableMana(player)) {
          return Optional.of("cannot pay the cost of " + k.describe(card.get()) + ": it costs " + cost
              + " mana and player " + player + " has " + k.availableMana(player) + " ready Mana Orbs (1.2.5.c)");
        }
        return Optional.empty();
      }
    }
  }
}
