package dev.altered.vm;

import dev.altered.card.CardDefinition;
import dev.altered.ir.Cond;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Pred;
import dev.altered.ir.Regs;
import dev.altered.ir.Who;
import dev.altered.rules.Kernel;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Evaluates the constant pool's data (object and Expedition predicates, numbers, conditions, players) in an
 * environment: who controls the effect, its source, its registers, and what is known of objects that are gone (6.3.k).
 * Pure: evaluation never changes the game.
 */
final class Eval {
  /**
   * Where evaluation happens.
   *
   * @param controller "you" (7.2.3)
   * @param source the object the ability originates from, "I" (7.2.1); may be gone
   * @param self the source as the kernel handed it (for a trigger, as it was before the event, 6.3.f), or null
   * @param regs registers (object ids, Expedition codes, players, numbers)
   * @param lki objects as they last were before this effect moved them (6.3.k)
   * @param x the X of the effect (0 if none)
   */
  record Env(int controller, int source, GameObject self, List<List<Integer>> regs, Map<Integer, GameObject> lki,
      int x, int lastDie) {
    List<Integer> reg(int r) {
      if (r == Regs.SELF) {
        return List.of(source);
      }
      return r < regs.size() ? regs.get(r) : List.of();
    }
  }

  private final World w;
  private final Env env;

  Eval(World w, Env env) {
    this.w = w;
    this.env = env;
  }

  /** The object for an id: as it is, as the kernel handed it ("I" before an event), or as last known. */
  Optional<GameObject> object(int id) {
    if (env.self() != null && id == env.self().id) {
      return Optional.of(env.self());
    }
    Optional<GameObject> o = w.object(id);
    if (o.isPresent()) {
      return o;
    }
    return Optional.ofNullable(env.lki().get(id));
  }

  List<GameObject> objects(int reg) {
    List<GameObject> result = new ArrayList<>();
    for (int id : env.reg(reg)) {
      object(id).ifPresent(result::add);
    }
    return result;
  }

  // ---------------------------------------------------------------- players

  List<Integer> players(Who who) {
    return switch (who.kind()) {
      case YOU -> List.of(env.controller());
      case OPPONENT -> List.of(1 - env.controller());
      case EACH -> initiativeOrder();
      case ANY -> List.of(0, 1);
      case REG -> env.reg(who.reg()).stream().filter(p -> p == 0 || p == 1).distinct().toList();
      case OWNER_OF -> objects(who.reg()).stream().map(o -> o.owner).distinct().toList();
      case CONTROLLER_OF -> objects(who.reg()).stream().map(o -> o.controller).distinct().toList();
      case CONTROLLER_OF_EXPEDITION -> env.reg(who.reg()).stream() // 1.2.3.c: an Expedition is its player's
          .map(code -> dev.altered.rules.state.ExpeditionRef.ofCode(code).player()).distinct().toList();
    };
  }

  List<Integer> initiativeOrder() {
    int first = w.state().initiative();
    return List.of(first, 1 - first);
  }

  int player(Who who) {
    List<Integer> ps = players(who);
    return ps.isEmpty() ? env.controller() : ps.get(0);
  }

  // ---------------------------------------------------------------- objects

  /** All objects and cards matching (emblems never). */
  List<GameObject> select(Pred p) {
    List<GameObject> result = new ArrayList<>();
    for (GameObject o : w.state().objects.values()) {
      if (!o.isEmblem() && test(p, o)) {
        result.add(o);
      }
    }
    return result;
  }

  int count(Pred p) {
    int n = 0;
    for (GameObject o : w.state().objects.values()) {
      if (!o.isEmblem() && test(p, o)) {
        n++;
      }
    }
    return n;
  }

  boolean test(Pred p, GameObject o) {
    if (p instanceof Pred.True) {
      return true;
    } else if (p instanceof Pred.And a) {
      for (Pred x : a.all()) {
        if (!test(x, o)) {
          return false;
        }
      }
      return true;
    } else if (p instanceof Pred.Or a) {
      for (Pred x : a.any()) {
        if (test(x, o)) {
          return true;
        }
      }
      return false;
    } else if (p instanceof Pred.Not n) {
      return !test(n.pred(), o);
    } else if (p instanceof Pred.InZone z) {
      return z.zones().isEmpty() || z.zones().contains(o.zone);
    } else if (p instanceof Pred.ZoneOf z) {
      List<Integer> ps = players(z.who());
      return o.zone.shared() ? ps.contains(o.controller) : ps.contains(o.zonePlayer);
    } else if (p instanceof Pred.Controlled c) {
      for (int player : players(c.who())) {
        if (w.controls(player, o)) {
          return true;
        }
      }
      return false;
    } else if (p instanceof Pred.Type t) {
      return isType(o, t.type());
    } else if (p instanceof Pred.Subtype s) {
      return !o.isEmblem() && chars(o).hasSubtype(s.id());
    } else if (p instanceof Pred.HasStatus s) {
      return o.has(s.status());
    } else if (p instanceof Pred.HasKeyword k) {
      return !o.isEmblem() && chars(o).has(k.keyword());
    } else if (p instanceof Pred.Self) {
      return o.id == env.source();
    } else if (p instanceof Pred.InReg r) {
      return env.reg(r.reg()).contains(o.id);
    } else if (p instanceof Pred.Stat s) {
      return stat(o, s);
    } else if (p instanceof Pred.InExp e) {
      for (ExpeditionRef x : expeditionsOf(o)) {
        if (test(e.expedition(), x)) {
          return true;
        }
      }
      return false;
    } else if (p instanceof Pred.PlayedFrom f) {
      return o.playedFrom == f.zone();
    } else if (p instanceof Pred.InRegion r) {
      return expeditionsOf(o).stream().anyMatch(x -> region(r.region(), w.regionOf(x)));
    } else if (p instanceof Pred.InTerrain t) {
      for (ExpeditionRef x : expeditionsOf(o)) {
        if (w.terrains(w.regionOf(x)).contains(t.terrain())) {
          return true;
        }
      }
      return false;
    } else if (p instanceof Pred.InTerrainWithBaseStat b) {
      int[] base = baseStats(o);
      for (ExpeditionRef x : expeditionsOf(o)) {
        for (Terrain t : w.terrains(w.regionOf(x))) {
          if (base[t.ordinal()] == b.value()) {
            return true;
          }
        }
      }
      return false;
    } else if (p instanceof Pred.HasCounters) {
      return !o.counters.isEmpty();
    } else if (p instanceof Pred.OwnedBy ob) {
      return players(ob.who()).contains(o.owner);
    } else if (p instanceof Pred.CounterCount cc) {
      return cc.cmp().test(counterCount(o, cc.counter()), num(cc.value()));
    } else if (p instanceof Pred.Playable pl) {
      return playable(o, pl);
    }
    throw new IllegalStateException("no evaluation for " + p.getClass().getSimpleName());
  }

  /** Counters of a kind on an object; empty: of every kind together. */
  private static int counterCount(GameObject o, Optional<String> counter) {
    return counter.map(c -> o.counters.getOrDefault(c, 0))
        .orElseGet(() -> o.counters.values().stream().mapToInt(Integer::intValue).sum());
  }

  private boolean playable(GameObject o, Pred.Playable pl) {
    Optional<Kernel> k = w.kernel();
    if (k.isEmpty() || o.zone != ZoneKind.HAND && o.zone != ZoneKind.RESERVE) {
      return false;
    }
    int player = player(pl.player());
    if (o.zonePlayer != player) {
      return false;
    }
    Optional<Integer> cost = k.get().playCost(player, o, false);
    if (cost.isEmpty()) {
      return false;
    }
    return pl.free() || Math.max(0, cost.get() - num(pl.discount())) <= k.get().availableMana(player);
  }

  Characteristics chars(GameObject o) {
    return w.chars(o);
  }

  List<ExpeditionRef> expeditionsOf(GameObject o) {
    return w.expeditionsOf(o);
  }

  boolean isType(GameObject o, Pred.ObjType type) {
    if (o.isEmblem()) {
      return false;
    }
    if (type == Pred.ObjType.MANA_ORB) {
      return o.zone == ZoneKind.MANA;
    }
    if (type == Pred.ObjType.TOKEN) {
      return o.isToken();
    }
    if (type == Pred.ObjType.CARD) {
      return o.cardRef != null;
    }
    if (o.zone == ZoneKind.MANA) {
      return false; // 2.2.1.f: a Mana Orb has no other type
    }
    Characteristics c = chars(o);
    return switch (type) {
      case CHARACTER -> c.type() == ObjectType.CHARACTER;
      case PERMANENT -> c.type() == ObjectType.PERMANENT;
      case EXPEDITION_PERMANENT -> c.type() == ObjectType.PERMANENT && !c.landmarkPermanent();
      case LANDMARK_PERMANENT -> c.type() == ObjectType.PERMANENT && c.landmarkPermanent();
      case SPELL -> c.type() == ObjectType.SPELL;
      case HERO -> c.type() == ObjectType.HERO;
      default -> false;
    };
  }

  /** Base statistics (2.2.11): as printed on the card or given by the effect that created the token. */
  int[] baseStats(GameObject o) {
    if (o.isToken()) {
      return new int[] {o.token.forest(), o.token.mountain(), o.token.water()};
    }
    if (o.cardRef != null && w.kernel().isPresent()) {
      Optional<CardDefinition> def = w.kernel().get().catalog().find(o.cardRef);
      if (def.isPresent() && def.get().stats().isPresent()) {
        var s = def.get().stats().get();
        return new int[] {s.forest(), s.mountain(), s.water()};
      }
    }
    if (!o.isEmblem() && o.cardRef != null) {
      Characteristics c = chars(o);
      int boosts = o.counter(GameObject.BOOST);
      return new int[] {c.forest() - boosts, c.mountain() - boosts, c.water() - boosts};
    }
    return new int[] {0, 0, 0};
  }

  private boolean stat(GameObject o, Pred.Stat s) {
    int value = num(s.value());
    if (o.isEmblem()) {
      return false;
    }
    if (s.stat() == Pred.StatKind.BASE_ANY) {
      if (!isType(o, Pred.ObjType.CHARACTER)) {
        return false;
      }
      for (int b : baseStats(o)) {
        if (s.cmp().test(b, value)) {
          return true;
        }
      }
      return false;
    }
    return s.cmp().test(statValue(o, s.stat()), value);
  }

  /**
   * Whether region {@code i} is as described: face up (3.1.3), of one terrain (3.2.1.d), a starting region (the Hero
   * region, first, or the Companion region, last: 1.3.1.b, 4.1.d).
   */
  boolean region(dev.altered.ir.RegionPred r, int i) {
    return (!r.visible() || w.state().regions.get(i).faceUp) && (!r.singleTerrain() || w.terrains(i).size() == 1)
        && (!r.starting() || i == 0 || i == w.state().regions.size() - 1);
  }

  int statValue(GameObject o, Pred.StatKind stat) {
    Characteristics c = chars(o);
    return switch (stat) {
      case HAND_COST -> c.handCost();
      case RESERVE_COST -> c.reserveCost();
      case FOREST -> c.forest();
      case MOUNTAIN -> c.mountain();
      case WATER -> c.water();
      case MAX_STAT -> Math.max(c.forest(), Math.max(c.mountain(), c.water()));
      // 2.2.9.b: the Reserve Cost when Fleeting, in Reserve, or played from Reserve; a card just played keeps the
      // cost it was played for ("It's the Reserve Cost if played from Reserve, or the Hand Cost if not"), a Spell
      // played from Hand and gone to Reserve included.
      case BASE_COST -> o.has(dev.altered.rules.state.Status.FLEETING) || (o.playedFrom != null
          && o.zone != ZoneKind.EXPEDITION && o.zone != ZoneKind.LANDMARK
          ? o.playedFrom == ZoneKind.RESERVE : o.zone == ZoneKind.RESERVE) ? c.reserveCost() : c.handCost();
      case BASE_ANY -> {
        int[] b = baseStats(o);
        yield Math.max(b[0], Math.max(b[1], b[2]));
      }
    };
  }

  // ---------------------------------------------------------------- Expeditions

  boolean test(ExpPred p, ExpeditionRef e) {
    if (p instanceof ExpPred.True) {
      return true;
    } else if (p instanceof ExpPred.And a) {
      return a.all().stream().allMatch(x -> test(x, e));
    } else if (p instanceof ExpPred.Or a) {
      return a.any().stream().anyMatch(x -> test(x, e));
    } else if (p instanceof ExpPred.Not n) {
      return !test(n.pred(), e);
    } else if (p instanceof ExpPred.Of of) {
      return players(of.who()).contains(e.player());
    } else if (p instanceof ExpPred.SideIs s) {
      return e.side() == s.side();
    } else if (p instanceof ExpPred.Contains c) {
      return containing(c.reg()).contains(e);
    } else if (p instanceof ExpPred.Facing f) {
      return test(f.of(), e.facing());
    } else if (p instanceof ExpPred.Position pos) {
      for (ExpPred.Standing s : pos.anyOf()) {
        boolean holds = switch (s) {
          case AHEAD -> w.ahead(e);
          case BEHIND -> w.behind(e);
          case TIED -> !w.ahead(e) && !w.behind(e);
        };
        if (holds) {
          return true;
        }
      }
      return false;
    } else if (p instanceof ExpPred.Ascended) {
      return w.state().player(e.player()).ascended(e.side());
    } else if (p instanceof ExpPred.InTerrain t) {
      return w.terrains(w.regionOf(e)).contains(t.terrain());
    } else if (p instanceof ExpPred.InRegion r) {
      return region(r.region(), w.regionOf(e));
    } else if (p instanceof ExpPred.Without wo) {
      for (GameObject o : w.inExpedition(e)) {
        if (test(wo.objects(), o)) {
          return false;
        }
      }
      return true;
    } else if (p instanceof ExpPred.InReg r) {
      return env.reg(r.reg()).contains(e.code());
    } else if (p instanceof ExpPred.SameRegion s) {
      int region = w.regionOf(e);
      return expeditions(s.other()).stream().anyMatch(x -> w.regionOf(x) == region);
    }
    throw new IllegalStateException("no evaluation for " + p.getClass().getSimpleName());
  }

  /** The Expeditions the objects of a register are in, or were last in (6.3.k). */
  Set<ExpeditionRef> containing(int reg) {
    Set<ExpeditionRef> result = new LinkedHashSet<>();
    for (GameObject o : objects(reg)) {
      if (o.zone == ZoneKind.EXPEDITION) {
        result.addAll(expeditionsOf(o));
      }
    }
    return result;
  }

  List<ExpeditionRef> expeditions(ExpPred p) {
    List<ExpeditionRef> result = new ArrayList<>();
    for (ExpeditionRef e : World.allExpeditions()) {
      if (test(p, e)) {
        result.add(e);
      }
    }
    return result;
  }

  // ---------------------------------------------------------------- numbers and conditions

  int num(Num n) {
    if (n instanceof Num.Lit l) {
      return l.value();
    } else if (n instanceof Num.Reg r) {
      List<Integer> v = env.reg(r.reg());
      return v.isEmpty() ? 0 : v.get(0);
    } else if (n instanceof Num.Size s) {
      return env.reg(s.reg()).size();
    } else if (n instanceof Num.Count c) {
      return count(c.objects());
    } else if (n instanceof Num.CountRegions c) {
      int count = 0;
      for (int i = 0; i < w.state().regions.size(); i++) {
        count += region(c.regions(), i) ? 1 : 0;
      }
      return count;
    } else if (n instanceof Num.CountExp c) {
      return expeditions(c.expeditions()).size();
    } else if (n instanceof Num.Counters c) {
      int total = 0;
      for (GameObject o : objects(c.reg())) {
        total += c.counter().equals("ANY") ? o.counters.values().stream().mapToInt(Integer::intValue).sum()
            : o.counter(c.counter());
      }
      return total;
    } else if (n instanceof Num.StatOf s) {
      List<GameObject> os = objects(s.reg());
      return os.isEmpty() ? 0 : statValue(os.get(0), s.stat());
    } else if (n instanceof Num.Max m) {
      int best = 0;
      for (GameObject o : select(m.objects())) {
        best = Math.max(best, statValue(o, m.stat()));
      }
      return best;
    } else if (n instanceof Num.Min m) {
      int lowest = Integer.MAX_VALUE;
      for (GameObject o : select(m.objects())) {
        lowest = Math.min(lowest, statValue(o, m.stat()));
      }
      return lowest == Integer.MAX_VALUE ? 0 : lowest;
    } else if (n instanceof Num.CounterExtreme x) {
      int best = -1;
      for (GameObject o : select(x.objects())) {
        int count = counterCount(o, x.counter());
        best = best < 0 ? count : x.most() ? Math.max(best, count) : Math.min(best, count);
      }
      return Math.max(best, 0);
    } else if (n instanceof Num.BaseStats b) {
      int total = 0;
      for (GameObject o : select(b.objects())) {
        for (int v : baseStats(o)) {
          if (v == b.value()) {
            total++;
          }
        }
      }
      return total;
    } else if (n instanceof Num.RegionsBetween r) {
      int p = player(r.who());
      var ps = w.state().player(p);
      return Math.max(0, Math.abs(ps.position(Side.COMPANION) - ps.position(Side.HERO)) - 1);
    } else if (n instanceof Num.ContextX) {
      return env.x();
    } else if (n instanceof Num.LastDie) {
      return env.lastDie();
    } else if (n instanceof Num.Add a) {
      return num(a.left()) + num(a.right());
    } else if (n instanceof Num.Mul m) {
      return num(m.left()) * num(m.right());
    } else if (n instanceof Num.If i) {
      return test(i.condition()) ? num(i.then()) : num(i.otherwise());
    } else if (n instanceof Num.AvailableMana) {
      int mana = 0;
      for (GameObject o : w.state().objects.values()) {
        if (o.zone == ZoneKind.MANA && o.zonePlayer == env.controller() && !w.exhausted(o)) {
          mana++;
        }
      }
      return mana;
    }
    throw new IllegalStateException("no evaluation for " + n.getClass().getSimpleName());
  }

  /** Evaluates a condition; {@code did} is the outcome of the step before (6.5.f). */
  boolean test(Cond c) {
    return test(c, -1);
  }

  boolean test(Cond c, int did) {
    if (c instanceof Cond.True) {
      return true;
    } else if (c instanceof Cond.And a) {
      for (Cond x : a.all()) {
        if (!test(x, did)) {
          return false;
        }
      }
      return true;
    } else if (c instanceof Cond.Or a) {
      for (Cond x : a.any()) {
        if (test(x, did)) {
          return true;
        }
      }
      return false;
    } else if (c instanceof Cond.Not n) {
      return !test(n.cond(), did);
    } else if (c instanceof Cond.Compare cmp) {
      return cmp.cmp().test(num(cmp.left()), num(cmp.right()));
    } else if (c instanceof Cond.Is is) {
      List<GameObject> os = objects(is.reg());
      if (os.isEmpty()) {
        return false;
      }
      for (GameObject o : os) {
        if (!test(is.pred(), o)) {
          return false;
        }
      }
      return true;
    } else if (c instanceof Cond.Did d) {
      if (did < 0) {
        throw new IllegalStateException("'if you do' outside an effect");
      }
      return d.outcome().ordinal() == did
          || (d.outcome() == Cond.Did.Outcome.DID_NOT && did == Cond.Did.Outcome.COULD_NOT.ordinal());
    } else if (c instanceof Cond.FirstPlayer f) {
      return players(f.who()).contains(w.state().firstPlayer);
    } else if (c instanceof Cond.During d) {
      // 4.1: a turn exists only during the Afternoon (4.2.4); Days count from 1.
      var st = w.state();
      return d.turnOf().map(who -> st.turnPlayer >= 0 && players(who).contains(st.turnPlayer)).orElse(true)
          && d.phase().map(ph -> st.phase == ph).orElse(true)
          && d.day().map(n -> st.day == num(n)).orElse(true);
    } else if (c instanceof Cond.Expeditions e) {
      List<ExpeditionRef> domain = expeditions(e.domain());
      return !domain.isEmpty() && domain.stream().allMatch(x -> test(e.test(), x));
    }
    throw new IllegalStateException("no evaluation for " + c.getClass().getSimpleName());
  }
}
