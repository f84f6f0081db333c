package dev.altered.vm;

import dev.altered.card.CardDefinition;
import dev.altered.rules.ContinuousView;
import dev.altered.rules.Kernel;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * What the interpreter reads the game through: the kernel while effects resolve, or the characteristics computed so
 * far while continuous effects are applied (2.3.1.l). Expedition queries are derived from the state and the
 * characteristics the same way the kernel derives them (7.4.4.b Gigantic, 7.5.2 positions).
 */
abstract class World {
  abstract Characteristics chars(GameObject o);

  abstract GameState state();

  abstract EnumSet<Terrain> terrains(int region);

  /** The kernel, when effects resolve; empty while continuous effects are applied. */
  abstract Optional<Kernel> kernel();

  static World of(Kernel k) {
    return new World() {
      @Override
      Characteristics chars(GameObject o) {
        return k.characteristics(o);
      }

      @Override
      GameState state() {
        return k.state();
      }

      @Override
      EnumSet<Terrain> terrains(int region) {
        return k.terrains(region);
      }

      @Override
      Optional<Kernel> kernel() {
        return Optional.of(k);
      }
    };
  }

  static World of(ContinuousView view) {
    return new World() {
      @Override
      Characteristics chars(GameObject o) {
        return view.characteristics(o);
      }

      @Override
      GameState state() {
        return view.gameState();
      }

      @Override
      EnumSet<Terrain> terrains(int region) {
        return view.terrains(region);
      }

      @Override
      Optional<Kernel> kernel() {
        return view instanceof Kernel k ? Optional.of(k) : Optional.empty();
      }
    };
  }

  Optional<GameObject> object(int id) {
    return state().object(id);
  }

  Optional<CardDefinition> definition(GameObject o) {
    return kernel().flatMap(k -> k.definition(o));
  }

  /** 7.5.5: in the player's Expeditions, Landmark zone or Hero zone. */
  boolean controls(int player, GameObject o) {
    return o.controller == player
        && (o.zone == ZoneKind.EXPEDITION || o.zone == ZoneKind.LANDMARK || o.zone == ZoneKind.HERO);
  }

  /** 7.4.4.b: a Gigantic Character is in both Expeditions of its controller. */
  List<ExpeditionRef> expeditionsOf(GameObject o) {
    if (o.zone != ZoneKind.EXPEDITION || o.side == null) {
      return List.of();
    }
    boolean known = o.cardRef != null || o.isToken(); // a bare last-known location has no characteristics
    if (known && !o.isEmblem() && chars(o).has(Keyword.GIGANTIC)) {
      return List.of(ExpeditionRef.hero(o.controller), ExpeditionRef.companion(o.controller));
    }
    return List.of(new ExpeditionRef(o.controller, o.side));
  }

  boolean isIn(GameObject o, ExpeditionRef e) {
    return expeditionsOf(o).contains(e);
  }

  List<GameObject> inExpedition(ExpeditionRef e) {
    List<GameObject> result = new ArrayList<>();
    for (GameObject o : state().objects.values()) {
      if (o.zone == ZoneKind.EXPEDITION && isIn(o, e)) {
        result.add(o);
      }
    }
    return result;
  }

  int distance(ExpeditionRef e) {
    return state().player(e.player()).distance(e.side());
  }

  boolean ahead(ExpeditionRef e) {
    return !state().tiebreakers && distance(e) > distance(e.facing());
  }

  boolean behind(ExpeditionRef e) {
    return !state().tiebreakers && distance(e) < distance(e.facing());
  }

  int regionOf(ExpeditionRef e) {
    return state().tiebreakers ? 0 : state().player(e.player()).position(e.side());
  }

  boolean exhausted(GameObject o) {
    return o.has(Status.EXHAUSTED);
  }

  static List<ExpeditionRef> allExpeditions() {
    return List.of(ExpeditionRef.hero(0), new ExpeditionRef(0, Side.COMPANION), ExpeditionRef.hero(1),
        new ExpeditionRef(1, Side.COMPANION));
  }
}
