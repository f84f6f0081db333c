package dev.altered.rules;

import dev.altered.rules.event.Event;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.EmblemInfo;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Steps and events (6.1, 6.2) and Reactions (6.3): a step gathers its events, and its end activates the Reactions
 * they match as Emblem-Reactions in Limbo; Emblem-Ongoings and their end (2.2.15).
 *
 * <p>A part of {@link Kernel}: static methods over the kernel passed in, which holds the game state and the caches
 * and keeps the entry points callers use.
 */
final class StepsAndReactions {
  private StepsAndReactions() {}

  /** Opens a step (6.1); atomic actions until the matching {@link #endStep} happen simultaneously. */
  static void beginStep(Kernel k) {
    if (k.stepDepth++ == 0) {
      k.stepNumber++;
      k.stepEvents = new ArrayList<>();
      k.stepBefore = workingReactions(k);
      k.stepFirstId = k.s.nextId;
    }
  }

  /** Closes a step: it becomes an event, and the Reactions it activates go to Limbo (6.2.m, 6.3.h). */
  static void endStep(Kernel k) {
    if (--k.stepDepth == 0) {
      k.stepFirstId = Integer.MAX_VALUE;
      List<Event> events = k.stepEvents;
      List<Kernel.Working> before = k.stepBefore;
      k.stepEvents = new ArrayList<>();
      k.stepBefore = List.of();
      if (!events.isEmpty()) {
        activateReactions(k, events, before);
      }
    }
  }

  /** Events produced so far by this kernel (for tracing which steps of an effect changed the game). */
  static long eventCount(Kernel k) {
    return k.eventCount;
  }

  /** Records an informational event outside any step (decisions, declarations). */
  static void note(Kernel k, Event event) {
    k.eventCount++;
    k.version++;
    k.sink.accept(event);
  }

  static void emit(Kernel k, Event event) {
    k.eventCount++;
    k.version++;
    k.sink.accept(event);
    k.stepEvents.add(event);
  }

  /** One-event step. */
  static void single(Kernel k, java.util.function.IntFunction<Event> event) {
    beginStep(k);
    try {
      emit(k, event.apply(k.stepNumber));
    } finally {
      endStep(k);
    }
  }

  static List<Kernel.Working> workingReactions(Kernel k) {
    k.asWas.clear();
    List<Kernel.Working> result = new ArrayList<>();
    for (GameObject o : k.s.objects.values()) {
      if (!(o.zone.inPlay() || o.zone == ZoneKind.HERO || o.zone == ZoneKind.RESERVE || o.zone == ZoneKind.LIMBO)) {
        continue;
      }
      for (Ability a : k.workingAbilities(o)) {
        if (a instanceof ReactionAbility r && !r.trigger().selfMove()) {
          GameObject was = copy(o);
          k.asWas.put(was, k.characteristics(o));
          result.add(new Kernel.Working(was, r));
        }
      }
    }
    return result;
  }

  static GameObject copy(GameObject o) {
    GameObject c = new GameObject();
    c.id = o.id;
    c.cardRef = o.cardRef;
    c.token = o.token;
    c.emblem = o.emblem;
    c.owner = o.owner;
    c.controller = o.controller;
    c.zone = o.zone;
    c.zonePlayer = o.zonePlayer;
    c.side = o.side;
    c.statuses = EnumSet.copyOf(o.statuses);
    c.counters = new TreeMap<>(o.counters);
    c.playedFrom = o.playedFrom;
    c.scouted = o.scouted;
    return c;
  }

  static void activateReactions(Kernel k, List<Event> events, List<Kernel.Working> before) {
    List<Object[]> activations = new ArrayList<>(); // {GameObject self, ReactionAbility, Map bindings}
    for (Kernel.Working w : before) { // 6.3.f
      for (Event e : events) {
        for (Map<String, Integer> b : w.reaction().trigger().match(k, w.self(), e)) {
          activations.add(new Object[] {w.self(), w.reaction(), b});
        }
      }
    }
    for (Event e : events) { // 6.3.e: self-move Reactions of objects that exist after the event
      // A switch or a defection enters another Expedition as the same object (6.3.c, 7.3.6.a, 7.3.34).
      int newId = e instanceof Event.Moved m ? m.newId() : e instanceof Event.TokenCreated t ? t.id()
          : e instanceof Event.ExpeditionSwitched x ? x.id() : 0;
      GameObject self = k.s.objects.get(newId);
      if (self == null) {
        continue;
      }
      List<Ability> own = new ArrayList<>(k.abilities(self));
      if (self.scouted) {
        own.add(NativeAbilities.SCOUT_RETURN); // 7.4.5.c
      }
      for (Ability a : own) {
        if (a instanceof ReactionAbility r && r.trigger().selfMove()) {
          for (Event any : events) {
            for (Map<String, Integer> b : r.trigger().match(k, self, any)) {
              activations.add(new Object[] {self, r, b});
            }
          }
        }
      }
    }
    if (activations.isEmpty()) {
      return;
    }
    beginStep(k); // the Reaction-activating step (6.3.h)
    try {
      for (Object[] a : activations) {
        @SuppressWarnings("unchecked")
        Map<String, Integer> bindings = (Map<String, Integer>) a[2];
        activate(k, (GameObject) a[0], (ReactionAbility) a[1], bindings);
      }
    } finally {
      if (--k.stepDepth == 0) {
        k.stepFirstId = Integer.MAX_VALUE;
      }
      k.stepEvents = new ArrayList<>(); // activation events trigger nothing
      k.stepBefore = List.of();
    }
  }

  /** 7.3.1.e: a passive that says this trigger cannot activate forbids it (can't beats can). */
  static boolean activationForbidden(Kernel k, GameObject bearer, ReactionAbility reaction) {
    for (Kernel.ActiveRule r : RulesInEffect.effectiveRules(k)) {
      if (r.rule().forbidsActivation(k, r.source(), bearer, reaction)) {
        return true;
      }
    }
    return false;
  }

  /** Creates the Emblem-Reaction of an activated Reaction (6.3.h), within the 100-a-day limit (6.3.m, 1.4.6.c). */
  static void activate(Kernel k, GameObject self, ReactionAbility reaction, Map<String, Integer> bindings) {
    if (activationForbidden(k, self, reaction)) {
      return;
    }
    String key = self.id + "/" + reaction.id();
    int count = k.s.activations.getOrDefault(key, 0);
    if (count >= 100) {
      return;
    }
    k.s.activations.put(key, count + 1);
    GameObject emblem = new GameObject();
    emblem.id = k.s.newId();
    emblem.controller = self.zone.inPlay() || self.zone == ZoneKind.HERO || self.zone == ZoneKind.LIMBO
        ? self.controller : self.owner;
    emblem.owner = emblem.controller;
    emblem.zone = ZoneKind.LIMBO;
    if (self.scouted && reaction.trigger().symbol().isPresent()) { // 7.4.5.e: it may find me in Reserve
      Map<String, Integer> marked = new TreeMap<>(bindings);
      marked.put(Kernel.SCOUTED, 1);
      bindings = marked;
    }
    emblem.emblem = new EmblemInfo(EmblemInfo.Kind.REACTION, reaction.id(), self.id, bindings, Optional.empty(),
        false);
    k.s.objects.put(emblem.id, emblem);
    k.abilityIndex.putIfAbsent(reaction.id(), reaction);
    emit(k, new Event.ReactionActivated(k.stepNumber, emblem.id, self.id, reaction.id(), emblem.controller));
  }

  /**
   * 7.3.1.b: "Activate the [symbol] abilities of [object]": its Reactions with that trigger symbol activate even
   * though no event matches them, created by that object (7.3.1.d), unless they cannot activate (7.3.1.e).
   */
  static void activateReactions(Kernel k, int objectId, Trigger.Symbol symbol) {
    activateReactions(k, objectId, symbol, false);
  }

  /**
   * 7.3.1.b; {@code onlyOne}: "activates one of its {r} abilities". The first in printed order is the one: no card
   * prints two Reactions of one symbol, so the choice the text gives its controller is not asked.
   */
  static void activateReactions(Kernel k, int objectId, Trigger.Symbol symbol, boolean onlyOne) {
    GameObject o = k.s.objects.get(objectId);
    if (o == null) {
      return;
    }
    beginStep(k);
    try {
      for (Ability a : k.abilities(o)) {
        if (a instanceof ReactionAbility r && r.trigger().symbol().equals(Optional.of(symbol))) {
          activate(k, o, r, Map.of());
          if (onlyOne) {
            break;
          }
        }
      }
    } finally {
      k.stepDepth--;
      if (k.stepDepth == 0) {
        k.stepFirstId = Integer.MAX_VALUE;
        k.stepEvents = new ArrayList<>();
        k.stepBefore = List.of();
      }
    }
  }

  /** Emblem-Reactions in Limbo controlled by a player, oldest first. */
  static List<GameObject> reactionsInLimbo(Kernel k, int player) {
    return k.s.in(ZoneKind.LIMBO)
        .filter(o -> o.isEmblem() && o.emblem.kind() == EmblemInfo.Kind.REACTION && o.controller == player)
        .toList();
  }

  /** 2.2.15: creates an Emblem-Ongoing carrying a passive ability for a duration. */
  static int createOngoing(Kernel k, int controller, int source, String abilityId, Duration duration,
      Map<String, Integer> bindings) {
    return createOngoing(k, controller, source, abilityId, duration, bindings, false);
  }

  /**
   * An Emblem-Ongoing for "the next card you play this turn ...": it also ends as soon as it has applied to a card
   * being played (its cost modifier or its play effect, 5.2.c).
   */
  static int createOngoing(Kernel k, int controller, int source, String abilityId, Duration duration,
      Map<String, Integer> bindings, boolean once) {
    if (duration == Duration.THIS_TURN && k.s.phase != Phase.AFTERNOON) {
      throw new IllegalStateException("2.2.15.d: an Emblem lasting this turn can only be created during a turn");
    }
    beginStep(k);
    try {
      GameObject emblem = new GameObject();
      emblem.id = k.s.newId();
      emblem.controller = controller;
      emblem.owner = controller;
      emblem.zone = ZoneKind.LIMBO;
      emblem.emblem = new EmblemInfo(EmblemInfo.Kind.ONGOING, abilityId, source, bindings, Optional.of(duration),
          once);
      k.s.objects.put(emblem.id, emblem);
      emit(k, new Event.OngoingCreated(k.stepNumber, emblem.id, abilityId, controller, duration));
      return emblem.id;
    } finally {
      endStep(k);
    }
  }

  /** Ends Emblems whose duration is over (2.2.15.c). */
  static void expire(Kernel k, Duration duration) {
    List<GameObject> ending = k.s.in(ZoneKind.LIMBO)
        .filter(o -> o.isEmblem() && o.emblem.duration().equals(Optional.of(duration))).toList();
    if (ending.isEmpty()) {
      return;
    }
    beginStep(k);
    try {
      for (GameObject o : ending) {
        endEmblem(k, o.id);
      }
    } finally {
      endStep(k);
    }
  }

  /** An Emblem ceases to exist (5.4.d). */
  static void endEmblem(Kernel k, int id) {
    if (k.s.objects.remove(id) != null) {
      boolean own = k.stepDepth == 0;
      if (own) {
        beginStep(k);
      }
      emit(k, new Event.EmblemEnded(k.stepNumber, id));
      if (own) {
        endStep(k);
      }
    }
  }
}
