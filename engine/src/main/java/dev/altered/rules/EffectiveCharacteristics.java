package dev.altered.rules;

import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.TerrainMarker;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Characteristics as continuous effects make them (2.3): abilities by id, base characteristics, and the refresh
 * that applies passives in dependency order (2.3.3) into the kernel's characteristics cache.
 *
 * <p>A part of {@link Kernel}: static methods over the kernel passed in, which holds the game state and the caches
 * and keeps the entry points callers use.
 */
final class EffectiveCharacteristics {
  private EffectiveCharacteristics() {}

  static Optional<Ability> ability(Kernel k, String id) {
    Ability a = k.abilityIndex.get(id);
    if (a == null && id.contains(Kernel.PLAY_EFFECT)) { // the Emblem-Reaction of a play effect (5.2.c)
      int at = id.lastIndexOf(Kernel.PLAY_EFFECT);
      Optional<Ability> passive = ability(k, id.substring(0, at));
      if (passive.isPresent() && passive.get() instanceof PassiveAbility p) {
        int index = Integer.parseInt(id.substring(at + Kernel.PLAY_EFFECT.length()));
        if (index < p.playEffects().size()) {
          ReactionAbility r = CardPlaying.playEffectReaction(id, p.playEffects().get(index));
          k.abilityIndex.put(id, r);
          return Optional.of(r);
        }
      }
      return Optional.empty();
    }
    if (a == null) {
      Optional<Ability> found = k.provider.byId(id);
      found.ifPresent(x -> k.abilityIndex.put(id, x));
      return found;
    }
    return Optional.of(a);
  }

  /** All abilities an object has (whether they work or not). */
  static List<Ability> abilities(Kernel k, GameObject o) {
    List<Ability> result = new ArrayList<>();
    for (String id : k.characteristics(o).abilityIds()) {
      ability(k, id).ifPresent(result::add);
    }
    return result;
  }

  /** 1.2.4.d, 2.2.12.g-j: the abilities of an object that work where it is now, and are not ignored (7.3.18). */
  static List<Ability> workingAbilities(Kernel k, GameObject o) {
    List<Ability> all = abilities(k, o);
    if (all.isEmpty()) {
      return all;
    }
    List<Kernel.ActiveRule> rules = RulesInEffect.rules(k);
    List<Ability> result = new ArrayList<>(all.size());
    for (Ability a : all) {
      if (k.works(o, a) && !RulesInEffect.ignored(k, rules, o, a)) {
        result.add(a);
      }
    }
    return result;
  }

  static List<Ability> baseAbilities(Kernel k, GameObject o) {
    if (o.isEmblem()) {
      return ability(k, o.emblem.abilityId()).map(List::of).orElse(List.of());
    }
    if (o.isToken()) {
      if (o.token.abilityKey().isEmpty()) {
        // No "with" quote: the token has the abilities of the set's token card of that name, if any (2.2.12.f).
        Optional<CardDefinition> def = k.catalog.tokenNamed(o.token.name());
        if (def.isPresent()) {
          return k.cardAbilities.computeIfAbsent(def.get().reference(), ref -> index(k, tokenCardAbilities(k,
              def.get())));
        }
      }
      String key = "token:" + o.token;
      return k.cardAbilities.computeIfAbsent(key + o.token.abilityKey(), key2 -> index(k,
          k.provider.tokenAbilities(o.token)));
    }
    if (o.cardRef == null) {
      return List.of();
    }
    return k.cardAbilities.computeIfAbsent(o.cardRef,
        ref -> k.catalog.find(ref).map(def -> index(k, k.provider.abilities(def))).orElse(List.of()));
  }

  /** The abilities of a token card; none when the card was left out of the load (an ability that failed a stage). */
  static List<Ability> tokenCardAbilities(Kernel k, CardDefinition card) {
    try {
      return k.provider.abilities(card);
    } catch (IllegalArgumentException notLoaded) {
      return List.of();
    }
  }

  static List<Ability> index(Kernel k, List<Ability> abilities) {
    for (Ability a : abilities) {
      k.abilityIndex.put(a.id(), a);
    }
    return List.copyOf(abilities);
  }

  /** Base characteristics (2.3.1.a-b), boosts included (2.5.1.b). */
  static Characteristics base(Kernel k, GameObject o) {
    int boosts = o.counter(GameObject.BOOST);
    Kernel.BaseEntry e = k.baseCache.get(o.id);
    if (e != null && e.serves(o, boosts)) {
      return e.characteristics();
    }
    Characteristics c = computeBase(k, o);
    k.baseCache.put(o.id, new Kernel.BaseEntry(o.cardRef, o.token, o.emblem, o.zone, boosts, c));
    return c;
  }

  static Characteristics computeBase(Kernel k, GameObject o) {
    if (o.zone == ZoneKind.MANA) {
      return new Characteristics(ObjectType.MANA_ORB, List.of(), "", 0, 0, Optional.empty(), 0, 0, 0, false,
          List.of(), Map.of()); // 2.2.1.f, 3.1.3.c
    }
    List<Ability> abilities = baseAbilities(k, o);
    List<String> ids = new ArrayList<>();
    EnumMap<Keyword, Integer> keywords = new EnumMap<>(Keyword.class);
    for (Ability a : abilities) {
      ids.add(a.id());
      if (a instanceof KeywordAbility ka) {
        keywords.put(ka.keyword(), ka.value());
      }
    }
    int boosts = o.counter(GameObject.BOOST);
    if (o.isEmblem()) {
      return new Characteristics(ObjectType.EMBLEM, List.of(o.emblem.kind().name()), "", 0, 0, Optional.empty(), 0,
          0, 0, false, ids, keywords);
    }
    if (o.isToken()) {
      TokenSpec t = o.token; // 2.2.1.d, 2.2.7.c, 2.2.8.c, 2.2.10.d
      // 2.2.1.d: a token is a Character, unless the set's token card of its name says otherwise ("Landmark Permanent
      // Token", Manaseed); a token in the Landmark zone is a Permanent there (3.2.7) even without a card. Only
      // Characters have statistics (2.2.11.c).
      boolean permanent = k.catalog.tokenNamed(t.name()).map(d -> d.type() == CardType.TOKEN_LANDMARK_PERMANENT)
          .orElse(o.zone == ZoneKind.LANDMARK);
      if (permanent) {
        return new Characteristics(ObjectType.PERMANENT, t.subtypes(), t.name(), 0, 0, Optional.empty(), 0, 0, 0,
            true, ids, keywords);
      }
      return new Characteristics(ObjectType.CHARACTER, t.subtypes(), t.name(), 0, 0, Optional.empty(),
          t.forest() + boosts, t.mountain() + boosts, t.water() + boosts, false, ids, keywords);
    }
    CardDefinition def = k.catalog.get(o.cardRef);
    ObjectType type = switch (def.type()) {
      case CHARACTER, TOKEN -> ObjectType.CHARACTER;
      case SPELL, TOKEN_MANA -> ObjectType.SPELL;
      case PERMANENT, LANDMARK_PERMANENT, EXPEDITION_PERMANENT, TOKEN_LANDMARK_PERMANENT -> ObjectType.PERMANENT;
      case HERO -> ObjectType.HERO;
    };
    boolean landmark = def.type() == CardType.LANDMARK_PERMANENT || def.type() == CardType.PERMANENT
        || def.type() == CardType.TOKEN_LANDMARK_PERMANENT;
    int f = def.stats().map(x -> x.forest()).orElse(0);
    int m = def.stats().map(x -> x.mountain()).orElse(0);
    int w = def.stats().map(x -> x.water()).orElse(0);
    if (type == ObjectType.CHARACTER) {
      f += boosts;
      m += boosts;
      w += boosts;
    }
    return new Characteristics(type, def.subtypes(), def.name(), def.handCost().orElse(0),
        def.reserveCost().orElse(0),
        def.faction() == dev.altered.card.Faction.NE ? Optional.empty() : Optional.of(def.faction()), f, m, w,
        landmark, ids, keywords);
  }

  static void refresh(Kernel k) {
    if (k.cachedVersion == k.version) {
      return;
    }
    k.cachedVersion = k.version; // set first: continuous effects read the table being built
    // Base characteristics are filled lazily (most objects are cards in Decks and Hands); passives only affect
    // objects in play (2.3.1.h), so only those need to be in the table before applying them.
    Map<Integer, Characteristics> table = new HashMap<>();
    Map<Integer, EnumSet<Terrain>> terrains = new HashMap<>();
    for (int i = 0; i < k.s.regions.size(); i++) {
      terrains.put(i, k.s.regions.get(i).baseTerrains());
    }
    for (TerrainMarker m : k.s.markers) { // 3.2.1.d-e: before every other passive, by timestamp
      if (m.placed() && k.s.regions.get(m.region).faceUp) {
        terrains.put(m.region, EnumSet.copyOf(m.terrains));
      }
    }
    k.cache = table;
    k.terrainCache = terrains;
    List<Kernel.Applied> pending = new ArrayList<>();
    Map<Integer, List<String>> collected = new HashMap<>(); // abilities whose effects are pending or applied
    for (GameObject o : k.s.objects.values()) { // sorted by id = timestamp (2.2.16)
      if (!(o.zone.inPlay() || o.zone == ZoneKind.HERO || o.zone == ZoneKind.RESERVE || o.zone == ZoneKind.LIMBO)) {
        continue;
      }
      Characteristics c = base(k, o);
      table.put(o.id, c);
      collect(k, o, c, collected, pending);
    }
    if (pending.isEmpty()) {
      return;
    }
    // 2.3.3: apply the effect with the smallest timestamp that is free from dependency; re-evaluate after each.
    while (!pending.isEmpty()) {
      pending.removeIf(a -> !k.cache.get(a.source().id).abilityIds().contains(a.abilityId())); // 2.3.2.d
      if (pending.isEmpty()) {
        break;
      }
      Kernel.Applied next = pending.get(0);
      if (pending.size() > 1) {
        // An effect that would change nothing now cannot be depended on (2.3.2.c): trying it once spares the
        // pairs of every effect with it, which keeps the order of 2.3.3.b affordable with many effects.
        List<Kernel.Applied> changing = new ArrayList<>();
        for (Kernel.Applied b : pending) {
          if (changesSomething(k, b)) {
            changing.add(b);
          }
        }
        for (Kernel.Applied candidate : pending) {
          if (freeFromDependency(k, candidate, changing)) {
            next = candidate;
            break;
          }
        }
      }
      pending.remove(next);
      for (int id : applyOne(k, next, k.cache, k.terrainCache)) {
        GameObject o = k.s.objects.get(id);
        collect(k, o, k.cache.get(id), collected, pending); // 2.3.1.j: abilities it was just granted apply too
      }
    }
  }

  /** Adds the continuous effects of abilities of {@code o} not collected yet, in timestamp order (2.3.3.b). */
  static void collect(Kernel k, GameObject o, Characteristics c, Map<Integer, List<String>> collected,
      List<Kernel.Applied> pending) {
    List<String> seen = collected.computeIfAbsent(o.id, x -> new ArrayList<>(2));
    for (String id : c.abilityIds()) {
      if (seen.contains(id)) {
        continue;
      }
      seen.add(id);
      Optional<Ability> a = ability(k, id);
      if (a.isPresent() && a.get() instanceof PassiveAbility p && k.works(o, p)) {
        int at = pending.size();
        while (at > 0 && pending.get(at - 1).source().id > o.id) {
          at--; // a granted ability goes with the effects of its object's timestamp
        }
        for (ContinuousEffect e : p.continuous()) {
          pending.add(at++, new Kernel.Applied(o, id, e));
        }
      }
    }
  }

  static boolean freeFromDependency(Kernel k, Kernel.Applied a, List<Kernel.Applied> unapplied) {
    for (Kernel.Applied b : unapplied) {
      if (b != a && dependsOn(k, a, b) && !dependsOn(k, b, a)) {
        return false; // 2.3.3.a
      }
    }
    return true;
  }

  /** Whether applying {@code a} now would change any characteristic or terrain. */
  static boolean changesSomething(Kernel k, Kernel.Applied a) {
    Map<Integer, Characteristics> table = new HashMap<>(k.cache);
    Map<Integer, EnumSet<Terrain>> terrains = copyTerrains(k.terrainCache);
    applyOne(k, a, table, terrains);
    return !table.equals(k.cache) || !terrains.equals(k.terrainCache);
  }

  /** 2.3.2.c: applying b removes a, or changes what a applies to or what it does. Found by trying. */
  static boolean dependsOn(Kernel k, Kernel.Applied a, Kernel.Applied b) {
    Map<Integer, Characteristics> saved = k.cache;
    Map<Integer, EnumSet<Terrain>> savedTerrains = k.terrainCache;
    try {
      Map<Integer, Characteristics> without = new HashMap<>(saved);
      Map<Integer, EnumSet<Terrain>> withoutT = copyTerrains(saved == null ? Map.of() : savedTerrains);
      k.cache = without;
      k.terrainCache = withoutT;
      Map<Integer, Characteristics> resultA = new HashMap<>(without);
      Map<Integer, EnumSet<Terrain>> resultAT = copyTerrains(withoutT);
      applyOne(k, a, resultA, resultAT);
      Map<Integer, Characteristics> withB = new HashMap<>(saved);
      Map<Integer, EnumSet<Terrain>> withBT = copyTerrains(savedTerrains);
      applyOne(k, b, withB, withBT);
      if (!withB.get(a.source().id).abilityIds().contains(a.abilityId())) {
        return true;
      }
      k.cache = withB;
      k.terrainCache = withBT;
      Map<Integer, Characteristics> resultBA = new HashMap<>(withB);
      Map<Integer, EnumSet<Terrain>> resultBAT = copyTerrains(withBT);
      applyOne(k, a, resultBA, resultBAT);
      // a's own contribution with and without b: compare the deltas a makes.
      for (Integer id : saved.keySet()) {
        boolean changedWithout = !resultA.get(id).equals(without.get(id));
        boolean changedWith = !resultBA.get(id).equals(withB.get(id));
        if (changedWithout != changedWith) {
          return true;
        }
      }
      for (Integer r : savedTerrains.keySet()) {
        boolean changedWithout = !resultAT.get(r).equals(withoutT.get(r));
        boolean changedWith = !resultBAT.get(r).equals(withBT.get(r));
        if (changedWithout != changedWith) {
          return true;
        }
      }
      return false;
    } finally {
      k.cache = saved;
      k.terrainCache = savedTerrains;
    }
  }

  static Map<Integer, EnumSet<Terrain>> copyTerrains(Map<Integer, EnumSet<Terrain>> m) {
    Map<Integer, EnumSet<Terrain>> copy = new HashMap<>();
    m.forEach((k, v) -> copy.put(k, EnumSet.copyOf(v)));
    return copy;
  }

  /** Applies one effect to a table; returns the objects it applied to. */
  static List<Integer> applyOne(Kernel k, Kernel.Applied a, Map<Integer, Characteristics> table,
      Map<Integer, EnumSet<Terrain>> terrains) {
    Map<Integer, Characteristics> savedCache = k.cache;
    Map<Integer, EnumSet<Terrain>> savedTerrains = k.terrainCache;
    k.cache = table;
    k.terrainCache = terrains;
    try {
      for (int r : new ArrayList<>(terrains.keySet())) {
        EnumSet<Terrain> now = a.effect().regionTerrains(k.view(), a.source(), r, EnumSet.copyOf(terrains.get(r)));
        terrains.put(r, EnumSet.copyOf(now.isEmpty() ? EnumSet.noneOf(Terrain.class) : now));
      }
      List<Integer> targets = new ArrayList<>();
      int active = -1; // the effect's condition, read once (at the first object in play): it has no target
      for (GameObject o : k.s.objects.values()) {
        if (!o.zone.inPlay()) { // 2.3.1.h
          continue;
        }
        if (active < 0) {
          active = a.effect().active(k.view(), a.source()) ? 1 : 0;
        }
        if (active == 0) {
          break;
        }
        if (a.effect().appliesWhenActive(k.view(), a.source(), o)) {
          targets.add(o.id);
        }
      }
      for (int id : targets) {
        GameObject o = k.s.objects.get(id);
        table.put(id, a.effect().apply(k.view(), a.source(), o, table.get(id)));
      }
      return targets;
    } finally {
      k.cache = savedCache;
      k.terrainCache = savedTerrains;
    }
  }
}
