package dev.altered.rules;

import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.PlayerState;
import dev.altered.rules.state.Prng;
import dev.altered.rules.state.Region;
import dev.altered.rules.state.TerrainMarker;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Deep copies of the mutable board, written out field by field: search copies a game thousands of times a second,
 * and reflection over a hundred objects would cost ten times more. {@code StateCopyTest} fails when one of these
 * classes gains a field this copy does not know, and checks a copy saves to the same JSON as its original.
 */
final class StateCopy {
  private StateCopy() {}

  static GameState of(GameState s) {
    GameState c = new GameState();
    c.seed = s.seed;
    c.day = s.day;
    c.phase = s.phase;
    c.firstPlayer = s.firstPlayer;
    c.turnPlayer = s.turnPlayer;
    c.tiebreakers = s.tiebreakers;
    c.players = new ArrayList<>(s.players.size());
    for (PlayerState p : s.players) {
      c.players.add(of(p));
    }
    c.regions = new ArrayList<>(s.regions.size());
    for (Region r : s.regions) {
      c.regions.add(of(r));
    }
    c.markers = new ArrayList<>(s.markers.size());
    for (TerrainMarker m : s.markers) {
      c.markers.add(m.copy());
    }
    c.objects = new TreeMap<>(s.objects); // built in one pass from the sorted original, then each object copied
    for (Map.Entry<Integer, GameObject> e : c.objects.entrySet()) {
      e.setValue(of(e.getValue()));
    }
    c.nextId = s.nextId;
    c.prng = new Prng(s.prng.state);
    c.activations = new TreeMap<>(s.activations);
    c.successors = new TreeMap<>(s.successors);
    c.afterYou = s.afterYou;
    c.askingFrame = s.askingFrame;
    c.ended = s.ended;
    c.winner = s.winner;
    c.endReason = s.endReason;
    return c;
  }

  static PlayerState of(PlayerState p) {
    PlayerState c = new PlayerState();
    c.index = p.index;
    c.heroRef = p.heroRef;
    c.deck = new ArrayList<>(p.deck);
    c.heroPosition = p.heroPosition;
    c.companionPosition = p.companionPosition;
    c.heroAscended = p.heroAscended;
    c.companionAscended = p.companionAscended;
    c.heroMovedToday = p.heroMovedToday;
    c.companionMovedToday = p.companionMovedToday;
    c.passed = p.passed;
    c.lastDieRoll = p.lastDieRoll;
    c.playedToday = new ArrayList<>(p.playedToday);
    return c;
  }

  static Region of(Region r) {
    Region c = new Region();
    c.name = r.name;
    c.faceUp = r.faceUp;
    c.printed = r.printed.clone();
    return c;
  }

  static GameObject of(GameObject o) {
    GameObject c = new GameObject();
    c.id = o.id;
    c.cardRef = o.cardRef;
    c.token = o.token; // records: immutable values
    c.emblem = o.emblem;
    c.owner = o.owner;
    c.controller = o.controller;
    c.zone = o.zone;
    c.zonePlayer = o.zonePlayer;
    c.side = o.side;
    c.statuses = o.statuses.clone();
    if (!o.counters.isEmpty()) { // most objects have none: the fresh empty map is cheaper than a copy
      c.counters = new TreeMap<>(o.counters);
    }
    c.playedFrom = o.playedFrom;
    c.scouted = o.scouted;
    return c;
  }

  /** The field names each copy above writes, for the test that catches a new field. */
  static final Map<Class<?>, List<String>> COPIED = Map.of(
      GameState.class, List.of("seed", "day", "phase", "firstPlayer", "turnPlayer", "tiebreakers", "players",
          "regions", "markers", "objects", "nextId", "prng", "activations", "successors", "afterYou", "askingFrame", "ended",
          "winner", "endReason"),
      PlayerState.class, List.of("index", "heroRef", "deck", "heroPosition", "companionPosition", "heroAscended",
          "companionAscended", "heroMovedToday", "companionMovedToday", "passed", "lastDieRoll", "playedToday"),
      Region.class, List.of("name", "faceUp", "printed"),
      TerrainMarker.class, List.of("id", "terrains", "region", "holder"),
      GameObject.class, List.of("id", "cardRef", "token", "emblem", "owner", "controller", "zone", "zonePlayer",
          "side", "statuses", "counters", "playedFrom", "scouted"),
      Prng.class, List.of("state"));
}
