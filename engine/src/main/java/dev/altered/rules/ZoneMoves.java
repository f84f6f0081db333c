package dev.altered.rules;

import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.event.Place;
import dev.altered.rules.event.Snapshot;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.PlayerState;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Atomic actions and their modifiers (6.2): replacements, performing a step's actions, moves between zones,
 * drawing and Resupply.
 *
 * <p>A part of {@link Kernel}: static methods over the kernel passed in, which holds the game state and the caches
 * and keeps the entry points callers use.
 */
final class ZoneMoves {
  private ZoneMoves() {}

  static Place placeOf(Kernel k, GameObject o) {
    if (o.zone == ZoneKind.EXPEDITION) {
      return Place.expedition(o.controller, o.side);
    }
    return Place.of(o.zone, o.zonePlayer);
  }

  static Snapshot snapshot(Kernel k, GameObject o) {
    Characteristics c = k.characteristics(o);
    return new Snapshot(o.controller, c.type(), k.name(o), Optional.ofNullable(o.side), o.statuses, o.counters,
        o.isToken());
  }

  /** The modifiers of working passive abilities that apply to an action: replacing ones first (6.2.g). */
  static List<Kernel.Applicable> replacementsFor(Kernel k, AtomicAction action) {
    List<Kernel.Applicable> replacing = new ArrayList<>();
    List<Kernel.Applicable> additive = new ArrayList<>();
    for (GameObject o : RulesInEffect.active(k)) {
      if (o.id >= k.stepFirstId) {
        continue; // 6.2.l: it entered during this step
      }
      for (Ability a : k.workingAbilities(o)) {
        if (a instanceof PassiveAbility p) {
          List<Replacement> rs = p.replacements();
          for (int i = 0; i < rs.size(); i++) {
            if (!rs.get(i).wholeStep() && rs.get(i).appliesTo(k, o, action)) {
              Kernel.Applicable x = new Kernel.Applicable(o, rs.get(i), a.id(), o.id + "/" + a.id() + "/" + i);
              (rs.get(i).additive() ? additive : replacing).add(x);
            }
          }
        }
      }
    }
    replacing.addAll(additive);
    return replacing;
  }

  /** The replacing modifiers of a whole step that apply to it (6.2.g.1). */
  static List<Kernel.Applicable> stepReplacementsFor(Kernel k, List<AtomicAction> step) {
    List<Kernel.Applicable> result = new ArrayList<>();
    for (GameObject o : RulesInEffect.active(k)) {
      if (o.id >= k.stepFirstId) {
        continue; // 6.2.l
      }
      for (Ability a : k.workingAbilities(o)) {
        if (a instanceof PassiveAbility p) {
          List<Replacement> rs = p.replacements();
          for (int i = 0; i < rs.size(); i++) {
            if (rs.get(i).wholeStep() && rs.get(i).appliesToStep(k, o, step)) {
              result.add(new Kernel.Applicable(o, rs.get(i), a.id(), o.id + "/" + a.id() + "/" + i));
            }
          }
        }
      }
    }
    return result;
  }

  /**
   * 6.1.g, 6.2.h: the controller of the step about to happen: of the effect containing it, or the player playing a
   * card or a quick action; a step of no one's (a daily effect) is decided by the first player in initiative order.
   */
  static int stepController(Kernel k) {
    for (int i = k.stack.size() - 1; i >= 0; i--) {
      Frame f = k.stack.get(i);
      if (f instanceof EffectFrame e && e.ctx != null) {
        return e.ctx.controller();
      }
      if (f instanceof PlayCardFrame p) {
        return p.player;
      }
      if (f instanceof Procedures.QuickActionFrame q) {
        return q.player;
      }
    }
    return k.s.firstPlayer;
  }

  /**
   * 6.2.h: the keys of modifiers that compete, two or more of one kind (6.2.g) applying at once to the step or to one
   * of its atomic actions, leaving out optional ones declined ({@code choices} false) or not decided yet (absent:
   * counted, since they may be applied). Competition that arises only once a modifier has changed an action is
   * settled by the order already chosen, then by timestamps.
   */
  static List<String> competing(Kernel k, List<AtomicAction> actions, Map<String, Boolean> choices) {
    java.util.LinkedHashSet<String> result = new java.util.LinkedHashSet<>();
    addCompeting(stepReplacementsFor(k, actions), choices, result);
    for (AtomicAction a : actions) {
      List<Kernel.Applicable> all = replacementsFor(k, a);
      addCompeting(all.stream().filter(x -> !x.replacement().additive()).toList(), choices, result);
      addCompeting(all.stream().filter(x -> x.replacement().additive()).toList(), choices, result);
    }
    return List.copyOf(result);
  }

  static void addCompeting(List<Kernel.Applicable> sameKind, Map<String, Boolean> choices,
      java.util.Set<String> result) {
    List<String> keys = sameKind.stream().filter(x -> choices.getOrDefault(x.key(), true)).map(Kernel.Applicable::key)
        .toList();
    if (keys.size() >= 2) {
      result.addAll(keys);
    }
  }

  /** Finds an applicable modifier again by its key (after a restore). */
  static Optional<Replacement> replacement(Kernel k, String key) {
    String[] parts = key.split("/");
    int index = Integer.parseInt(parts[parts.length - 1]);
    String abilityId = key.substring(parts[0].length() + 1, key.length() - parts[parts.length - 1].length() - 1);
    return k.ability(abilityId).filter(a -> a instanceof PassiveAbility).map(a -> (PassiveAbility) a)
        .filter(p -> index < p.replacements().size()).map(p -> p.replacements().get(index));
  }

  /**
   * Performs atomic actions as one step (6.1.f), through modifiers (6.2). If an optional modifier applies (6.2.d),
   * its controller decides first, and if several modifiers compete the step's controller chooses their order
   * (6.2.h): the step is deferred to a pushed frame. A modifier may also push the frame of an effect performed
   * instead. So after calling any action, a frame must return {@link Flow#next()} before relying on its outcome.
   * Returns true when everything happened now.
   */
  static boolean perform(Kernel k, List<? extends AtomicAction> actions) {
    boolean ask = false;
    for (AtomicAction a : actions) {
      for (Kernel.Applicable x : replacementsFor(k, a)) {
        ask |= x.replacement().optional();
      }
    }
    if (ask || !competing(k, List.copyOf(actions), Map.of()).isEmpty()) {
      k.push(new Procedures.ReplacementStepFrame(new ArrayList<>(actions), stepController(k)));
      return false;
    }
    perform(k, actions, Map.of());
    return true;
  }

  /**
   * Performs atomic actions as one step with the given decisions on optional modifiers (key, apply or not); returns
   * the new object of each Move and Resupply (0 when none), in order.
   */
  static List<Integer> perform(Kernel k, List<? extends AtomicAction> actions, Map<String, Boolean> choices) {
    return perform(k, actions, choices, List.of());
  }

  /**
   * As {@link #perform(List, Map)}, applying competing modifiers in the order chosen (6.2.h: keys, first applied
   * first); the others after them, by timestamp.
   */
  static List<Integer> perform(Kernel k, List<? extends AtomicAction> actions, Map<String, Boolean> choices,
      List<String> order) {
    List<Integer> results = new ArrayList<>();
    k.beginStep();
    try {
      List<AtomicAction> step = new ArrayList<>(actions);
      java.util.Set<String> stepApplied = new java.util.HashSet<>();
      for (Kernel.Applicable x = next(stepReplacementsFor(k, step), choices, order, stepApplied); x != null;
          x = next(stepReplacementsFor(k, step), choices, order, stepApplied)) {
        stepApplied.add(x.key()); // 6.2.j
        step = List.copyOf(x.replacement().replaceStep(k, x.source(), step)); // 6.2.g.1: before atomic ones
      }
      for (AtomicAction a : step) {
        modifyAndExecute(k, a, choices, order, new java.util.HashSet<>(), results);
      }
    } finally {
      k.endStep();
    }
    return results;
  }

  /**
   * The modifier to apply next among those applicable (replacing before additive, 6.2.g): of the first kind present,
   * the one ranked first in {@code order}, else the first by timestamp; none once all were applied or declined.
   */
  static Kernel.Applicable next(List<Kernel.Applicable> applicable, Map<String, Boolean> choices, List<String> order,
      java.util.Set<String> applied) {
    Kernel.Applicable best = null;
    int bestRank = Integer.MAX_VALUE;
    for (Kernel.Applicable x : applicable) {
      if (applied.contains(x.key()) || x.replacement().optional() && !choices.getOrDefault(x.key(), false)) {
        continue; // 6.2.j-k; 6.2.d
      }
      if (best != null && x.replacement().additive() && !best.replacement().additive()) {
        break; // the list has replacing ones first
      }
      int rank = order.indexOf(x.key());
      rank = rank < 0 ? Integer.MAX_VALUE - 1 : rank;
      if (rank < bestRank) {
        best = x;
        bestRank = rank;
      }
    }
    return best;
  }

  static void modifyAndExecute(Kernel k, AtomicAction a, Map<String, Boolean> choices, List<String> order,
      java.util.Set<String> applied, List<Integer> results) {
    k.tick();
    if (a instanceof Move m && !k.s.objects.containsKey(m.objectId())) {
      results.add(0); // 2.1.i
      return;
    }
    for (Kernel.Applicable x = next(replacementsFor(k, a), choices, order, applied); x != null;
        x = next(replacementsFor(k, a), choices, order, applied)) {
      applied.add(x.key()); // 6.2.k
      Optional<Effect> also = x.replacement().alsoEffect();
      if (also.isPresent()) { // 6.2.c: the action happens, the effect right after
        Map<String, Integer> bindings = a.objectId() > 0 ? Map.of("it", a.objectId()) : Map.of();
        k.push(also.get().start(new EffectContext(x.source().controller, x.source().id, x.abilityId(), bindings, 0)));
        continue;
      }
      Optional<Effect> instead = x.replacement().insteadEffect();
      if (instead.isPresent()) {
        Map<String, Integer> bindings = a.objectId() > 0 ? Map.of("it", a.objectId()) : Map.of();
        k.push(instead.get().start(new EffectContext(x.source().controller, x.source().id, x.abilityId(), bindings,
            0)));
        if (a instanceof Move || a instanceof AtomicAction.Resupply) {
          results.add(0);
        }
        return;
      }
      for (AtomicAction b : x.replacement().replace(k, x.source(), a)) {
        modifyAndExecute(k, b, choices, order, applied, results); // 6.2.i
      }
      return;
    }
    execute(k, a, results);
  }

  static void execute(Kernel k, AtomicAction a, List<Integer> results) {
    if (a instanceof Move m) {
      results.add(moveOne(k, k.s.objects.get(m.objectId()), m));
    } else if (a instanceof AtomicAction.GainStatus g) {
      StatusesAndCounters.gainStatusOne(k, g.objectId(), g.status());
    } else if (a instanceof AtomicAction.LoseStatus l) {
      StatusesAndCounters.loseStatusOne(k, l.objectId(), l.status());
    } else if (a instanceof AtomicAction.GainCounters g) {
      GameObject o = k.s.objects.get(g.objectId());
      if (o != null && o.zone.holdsStatuses() && g.count() > 0) { // 2.5.b
        StatusesAndCounters.changeCounters(k, o, g.counter(), g.count());
      }
    } else if (a instanceof AtomicAction.RemoveCounters r) {
      GameObject o = k.s.objects.get(r.objectId());
      if (o != null && o.counter(r.counter()) > 0) {
        StatusesAndCounters.changeCounters(k, o, r.counter(), -Math.min(r.count(), o.counter(r.counter())));
      }
    } else if (a instanceof AtomicAction.Advance adv) {
      ExpeditionMoves.advanceOne(k, adv);
    } else if (a instanceof AtomicAction.Ascend asc) {
      ExpeditionMoves.ascendOne(k, asc.expedition());
    } else if (a instanceof AtomicAction.Defect d) {
      ExpeditionMoves.defectOne(k, d.objectId());
    } else if (a instanceof AtomicAction.Resupply r) {
      results.add(resupplyOne(k, r));
    } else if (a instanceof AtomicAction.Draw d) {
      drawOne(k, d.player());
    } else if (a instanceof AtomicAction.RollDie r) {
      KeywordActions.rollOne(k, r);
    }
  }

  /** Moves objects in one step (7.3.24 put / return / send, 7.3.7 discard...); see {@link #perform}. */
  static boolean move(Kernel k, List<Move> moves) {
    return perform(k, moves);
  }

  static List<Integer> performMoves(Kernel k, List<Move> moves, Map<String, Boolean> choices) {
    return perform(k, moves, choices);
  }

  /** One atomic move with the rules' own modifiers; returns the new object's id, or 0 if it ceased to exist. */
  static int moveOne(Kernel k, GameObject o, Move m) {
    ZoneKind to = m.to();
    int toPlayer = m.toPlayer();
    Optional<Side> side = m.side();
    if (!to.shared()) {
      toPlayer = o.owner; // 1.4.3, 3.1.2.c
    }
    Characteristics c = k.characteristics(o);
    boolean fleetingToReserve = o.zone == ZoneKind.EXPEDITION && to == ZoneKind.RESERVE && o.has(Status.FLEETING)
        && (c.type() == ObjectType.CHARACTER || c.type() == ObjectType.PERMANENT);
    if (fleetingToReserve) {
      to = ZoneKind.DISCARD; // 2.4.7.d
    }
    Snapshot before = snapshot(k, o);
    Place from = placeOf(k, o);
    boolean leavesExpeditionZone = o.zone == ZoneKind.EXPEDITION && to != ZoneKind.EXPEDITION;
    int newId = 0;
    Place dest;
    if (to == ZoneKind.EXPEDITION) {
      dest = Place.expedition(toPlayer, side.orElse(Side.HERO));
    } else {
      dest = Place.of(to, to.shared() ? -1 : toPlayer);
    }
    k.s.objects.remove(o.id);
    if (o.zone == ZoneKind.DECK) {
      k.s.player(o.zonePlayer).deck.remove(Integer.valueOf(o.id));
    }
    if (o.isToken() && (leavesExpeditionZone || o.zone != ZoneKind.EXPEDITION)) {
      // 2.1.e: a token leaving the Expedition zone ceases to exist instead of joining its new zone
    } else {
      GameObject n = new GameObject();
      n.id = k.s.newId(); // 2.1.d, 2.2.16.b
      n.cardRef = o.cardRef;
      n.token = o.token;
      n.owner = o.owner;
      n.controller = to == ZoneKind.EXPEDITION ? toPlayer : (to.shared() ? o.controller : toPlayer);
      n.zone = to;
      n.zonePlayer = to.shared() ? -1 : toPlayer;
      n.side = to == ZoneKind.EXPEDITION ? side.orElse(Side.HERO) : null;
      if (o.zone == ZoneKind.LIMBO && (to == ZoneKind.EXPEDITION || to == ZoneKind.LANDMARK)) {
        n.playedFrom = o.playedFrom; // "If played from your hand, it ...": the card just played, now in play (5.2)
      }
      if (to.holdsStatuses()) {
        // 2.5.j / 2.5.k: counters survive moves from Reserve or Limbo, not from play, never to the Discard pile
        boolean keep = (o.zone == ZoneKind.RESERVE || o.zone == ZoneKind.LIMBO);
        if (keep) {
          n.counters.putAll(o.counters);
        } else if (o.zone == ZoneKind.EXPEDITION && to == ZoneKind.RESERVE && c.has(Keyword.SEASONED)
            && o.counter(GameObject.BOOST) > 0) {
          n.counters.put(GameObject.BOOST, o.counter(GameObject.BOOST)); // 7.4.6.b
        }
        if (m.exhausted()) {
          n.statuses.add(Status.EXHAUSTED);
        }
      }
      k.s.objects.put(n.id, n);
      if (to == ZoneKind.DECK) {
        List<Integer> deck = k.s.player(toPlayer).deck;
        if (m.deckBottom()) {
          deck.add(n.id);
        } else {
          deck.add(0, n.id);
        }
      }
      newId = n.id;
      k.s.successors.put(o.id, n.id);
    }
    boolean played = o.zone == ZoneKind.LIMBO && m.cause() == Cause.RESOLVE;
    StepsAndReactions.emit(k, new Event.Moved(k.stepNumber, o.id, newId, Optional.ofNullable(o.cardRef), o.owner, from,
        dest, m.cause(),
        m.actor(), played, Optional.ofNullable(played ? o.playedFrom : null), before));
    return newId;
  }

  /** Builds a move of an object to a zone of its owner (or, for the Expedition zone, of {@code player}). */
  static Move moveTo(Kernel k, int objectId, ZoneKind zone, Cause cause, int actor) {
    GameObject o = k.s.objects.get(objectId);
    int owner = o == null ? 0 : o.owner;
    boolean exhausted = zone == ZoneKind.MANA; // 3.2.9.b
    return new Move(objectId, zone, owner, Optional.empty(), false, exhausted, cause, actor);
  }

  static boolean discard(Kernel k, Collection<Integer> ids, int actor) {
    return move(k, ids.stream().map(id -> moveTo(k, id, ZoneKind.DISCARD, Cause.DISCARD, actor)).toList());
  }

  /** 7.3.31: discard objects in play their controller controls; still a sacrifice if modified (7.3.31.b). */
  static boolean sacrifice(Kernel k, Collection<Integer> ids, int actor) {
    return move(k, ids.stream().map(id -> moveTo(k, id, ZoneKind.DISCARD, Cause.SACRIFICE, actor)).toList());
  }

  /** Put / return / send (7.3.24, 7.3.27, 7.3.32). */
  static boolean send(Kernel k, Collection<Integer> ids, ZoneKind zone, int actor) {
    return move(k, ids.stream().map(id -> moveTo(k, id, zone, Cause.EFFECT, actor)).toList());
  }

  /** To the top (or bottom) of its owner's Deck. */
  static boolean sendToDeck(Kernel k, int id, boolean bottom, int actor) {
    Move m = moveTo(k, id, ZoneKind.DECK, Cause.EFFECT, actor);
    return move(k, List.of(new Move(m.objectId(), m.to(), m.toPlayer(), m.side(), bottom, false, m.cause(), actor)));
  }

  /**
   * Moves a card of a Deck to a position, 0 being the top ("Send target Character to the Xth position of its owner's
   * deck"): called right after the card was put on top; a Deck's order is not an event.
   */
  static void placeInDeck(Kernel k, int id, int index) {
    GameObject o = k.s.objects.get(id);
    if (o == null || o.zone != ZoneKind.DECK) {
      return;
    }
    List<Integer> deck = k.s.player(o.zonePlayer).deck;
    deck.remove(Integer.valueOf(id));
    deck.add(Math.max(0, Math.min(index, deck.size())), id);
  }

  /** Into a player's Expedition (e.g. "put it in your Expeditions"). */
  static boolean putInExpedition(Kernel k, int id, ExpeditionRef e, int actor) {
    return move(k, List.of(new Move(id, ZoneKind.EXPEDITION, e.player(), Optional.of(e.side()), false, false,
        Cause.EFFECT, actor)));
  }

  /** 3.2.9.b: face-down and exhausted unless specified otherwise. */
  static boolean putInMana(Kernel k, Collection<Integer> ids, boolean exhausted, Cause cause, int actor) {
    return move(k, ids.stream().map(id -> {
      Move m = moveTo(k, id, ZoneKind.MANA, cause, actor);
      return new Move(id, ZoneKind.MANA, m.toPlayer(), Optional.empty(), false, exhausted, cause, actor);
    }).toList());
  }

  /** 3.2.2.d: if the Deck runs out, the Discard pile is shuffled under it as part of the step. */
  static boolean ensureDeck(Kernel k, int player, int needed) {
    PlayerState p = k.s.player(player);
    if (p.deck.size() >= needed) {
      return true;
    }
    List<GameObject> discard = k.s.in(ZoneKind.DISCARD, player).toList();
    if (!discard.isEmpty()) {
      List<Integer> order = new ArrayList<>(discard.stream().map(o -> o.id).toList());
      k.s.prng.shuffle(order);
      for (int id : order) {
        moveOne(k, k.s.objects.get(id), new Move(id, ZoneKind.DECK, player, Optional.empty(), true, false, Cause.EFFECT,
            player));
      }
      StepsAndReactions.emit(k, new Event.Shuffled(k.stepNumber, player, "discard pile under deck"));
    }
    return p.deck.size() >= needed;
  }

  /**
   * 7.3.9: draws the top cards of the Deck, one atomic action each. A draw past the cards of the Deck and the Discard
   * pile does nothing (3.2.2.e; an event on nothing, 1.2.7.d), so those are not performed at all, unless a
   * replacement effect could still apply to them: "draw 999 cards" costs what the deck holds, not 999 steps.
   */
  static void draw(Kernel k, int player, int count) {
    AtomicAction.Draw draw = new AtomicAction.Draw(player, false);
    perform(k, Collections.nCopies(possibleDraws(k, draw, count), draw));
  }

  /** 4.2.1.d: the Draw daily effect, which modifiers may single out. */
  static void dailyDraw(Kernel k, int player, int count) {
    AtomicAction.Draw draw = new AtomicAction.Draw(player, true);
    perform(k, Collections.nCopies(possibleDraws(k, draw, count), draw));
  }

  static int possibleDraws(Kernel k, AtomicAction.Draw draw, int count) {
    PlayerState p = k.s.player(draw.player());
    long cards = (long) p.deck.size() + k.s.in(ZoneKind.DISCARD, draw.player()).count();
    if (count <= cards || !replacementsFor(k, draw).isEmpty()
        || !stepReplacementsFor(k, List.of(draw)).isEmpty()) {
      return Math.max(0, count);
    }
    return (int) cards;
  }

  static void drawOne(Kernel k, int player) {
    if (!ensureDeck(k, player, 1)) {
      return; // 3.2.2.e
    }
    int top = k.s.player(player).deck.get(0);
    moveOne(k, k.s.objects.get(top), new Move(top, ZoneKind.HAND, player, Optional.empty(), false, false, Cause.DRAW,
        player));
  }

  /** 7.3.26: the top card of the Deck to Reserve (the Discard pile is shuffled in first if needed). */
  static void resupply(Kernel k, int player) {
    perform(k, List.of(new AtomicAction.Resupply(player, false)));
  }

  /** 7.3.13: Resupply, then exhaust the resupplied card; modifiers of Resupply apply (7.3.13 remark). */
  static void exhaustedResupply(Kernel k, int player) {
    perform(k, List.of(new AtomicAction.Resupply(player, true)));
  }

  static int resupplyOne(Kernel k, AtomicAction.Resupply r) {
    if (!ensureDeck(k, r.player(), 1)) {
      return 0; // 7.3.26.b
    }
    int top = k.s.player(r.player()).deck.get(0);
    int id = moveOne(k, k.s.objects.get(top), new Move(top, ZoneKind.RESERVE, r.player(), Optional.empty(), false,
        false,
        Cause.RESUPPLY, r.player()));
    if (r.exhausted() && id != 0) {
      StatusesAndCounters.gainStatusOne(k, id, Status.EXHAUSTED);
    }
    return id;
  }

  /** 7.3.11: each object goes to the other's zone; nothing happens if either cannot be determined (7.3.11.b). */
  static void exchange(Kernel k, int a, int b, int actor) {
    GameObject x = k.s.objects.get(a);
    GameObject y = k.s.objects.get(b);
    if (x == null || y == null) {
      return;
    }
    Move mx = new Move(a, y.zone, y.zone == ZoneKind.EXPEDITION ? y.controller : y.zonePlayer,
        Optional.ofNullable(y.side), false, false, Cause.EXCHANGE, actor);
    Move my = new Move(b, x.zone, x.zone == ZoneKind.EXPEDITION ? x.controller : x.zonePlayer,
        Optional.ofNullable(x.side), false, false, Cause.EXCHANGE, actor);
    performMoves(k, List.of(mx, my), Map.of());
  }
}
