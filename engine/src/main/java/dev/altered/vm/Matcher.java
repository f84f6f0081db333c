package dev.altered.vm;

import dev.altered.ir.Cond;
import dev.altered.ir.EventPat;
import dev.altered.ir.Program;
import dev.altered.ir.Trig;
import dev.altered.rules.Kernel;
import dev.altered.rules.Trigger;
import dev.altered.rules.event.Event;
import dev.altered.rules.event.Snapshot;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.WeakHashMap;

/**
 * A compiled trigger (6.3.b): matches kernel events against the trigger's {@link EventPat}, checks its condition
 * (6.3.l: a past-tense condition reads the object as the kernel hands it, before the event), and binds the matched
 * object to the register the program reads it from (6.3.i).
 */
final class Matcher implements Trigger {
  private final Trig trig;
  private final Program program;
  /** Steps already matched by a "one or more" trigger, per game and bearer (weakly held by game). */
  private final Map<GameState, Map<Integer, Integer>> matchedSteps = Collections.synchronizedMap(new WeakHashMap<>());

  Matcher(Trig trig, Program program) {
    this.trig = trig;
    this.program = program;
  }

  @Override
  public boolean selfMove() {
    return trig.selfMove();
  }

  @Override
  public Optional<Symbol> symbol() {
    return trig.event() instanceof EventPat.Symbol s ? Optional.of(s.symbol()) : Optional.empty();
  }

  @Override
  public List<Map<String, Integer>> match(Kernel k, GameObject self, Event event) {
    Optional<Integer> object = matches(k, self, trig.event(), event);
    if (object.isEmpty()) {
      return List.of();
    }
    int controller = self.zone.inPlay() || self.zone == ZoneKind.HERO || self.zone == ZoneKind.LIMBO ? self.controller
        : self.owner;
    Map<String, Integer> bindings = new TreeMap<>(emblemBindings(self));
    List<List<Integer>> regs = new ArrayList<>();
    if (trig.bindReg() >= 0 && object.get() > 0) {
      bindings.put("r" + trig.bindReg() + ".0", object.get());
      while (regs.size() <= trig.bindReg()) {
        regs.add(new ArrayList<>());
      }
      regs.get(trig.bindReg()).add(object.get());
    }
    for (Map.Entry<String, Integer> e : program.entries().entrySet()) {
      if (e.getKey().startsWith("count:")) { // "for each of my boosts": as I was (6.3.k)
        bindings.put("r" + e.getValue() + ".0", self.counter(e.getKey().substring("count:".length())));
      }
    }
    if (self.zone == ZoneKind.EXPEDITION && !k.exists(self.id)) {
      bindings.put("self.zone", ZoneKind.EXPEDITION.ordinal());
      bindings.put("self.player", self.controller);
      bindings.put("self.side", self.side == null ? -1 : self.side.ordinal());
    }
    if (!(trig.condition() instanceof Cond.True)) {
      Eval ev = new Eval(World.of(k), new Eval.Env(controller, self.id, self, regs, Map.of(), 0,
          k.lastDieRoll(controller)));
      if (!ev.test(trig.condition(), Cond.Did.Outcome.DID.ordinal())) {
        return List.of();
      }
    }
    if (trig.oncePerStep()) {
      Map<Integer, Integer> seen = matchedSteps.computeIfAbsent(k.state(), s -> new TreeMap<>());
      Integer last = seen.get(self.id);
      if (last != null && last == event.step()) {
        return List.of();
      }
      seen.put(self.id, event.step());
    }
    return List.of(bindings);
  }

  /** The registers an Emblem carries (a delayed step's Emblem-Ongoing, whose trigger binds nothing new). */
  private static Map<String, Integer> emblemBindings(GameObject self) {
    if (self.isEmblem()) {
      return self.emblem.bindings();
    }
    return Map.of();
  }

  /** The object matched (0 for none bound), or empty when the event does not match. */
  private Optional<Integer> matches(Kernel k, GameObject self, EventPat pat, Event event) {
    if (pat instanceof EventPat.AnyOf any) {
      for (EventPat p : any.events()) {
        Optional<Integer> m = matches(k, self, p, event);
        if (m.isPresent()) {
          return m;
        }
      }
      return Optional.empty();
    }
    Eval ev = new Eval(World.of(k), new Eval.Env(controller(self), self.id, self, List.of(), Map.of(), 0, 0));
    if (pat instanceof EventPat.Symbol s) {
      return symbol(self, s.symbol(), event) ? Optional.of(0) : Optional.empty();
    }
    if (pat instanceof EventPat.AtPhase p) {
      return event instanceof Event.PhaseStarted ps && ps.phase() == p.phase() ? Optional.of(0) : Optional.empty();
    }
    if (pat instanceof EventPat.RestDone) {
      return event instanceof Event.RestDone ? Optional.of(0) : Optional.empty();
    }
    if (pat instanceof EventPat.Moved m && event instanceof Event.Moved e) {
      return moved(k, ev, m, e);
    }
    if (pat instanceof EventPat.Switched w && event instanceof Event.ExpeditionSwitched e) {
      Optional<GameObject> now = k.object(e.id());
      if (now.isEmpty() || e.defect() && !w.defects()) {
        return Optional.empty();
      }
      GameObject after = now.get();
      GameObject before = inExpedition(after, e.from());
      if (!ev.test(w.subject(), w.arriving() ? after : before)) {
        return Optional.empty();
      }
      // Joining or leaving an Expedition (the patterns a defection matches too): 7.5.9.a / 7.5.10.a, it was not in
      // it before / is not in it after. Expeditions a Gigantic object is in are one subset of the Expedition zone
      // (7.4.4.j): a switch between them neither joins nor leaves "my Expedition".
      if (w.defects() && ev.test(w.subject(), w.arriving() ? before : after)) {
        return Optional.empty();
      }
      return Optional.of(e.id());
    }
    if (pat instanceof EventPat.Defected d && event instanceof Event.ExpeditionSwitched e && e.defect()) {
      Optional<GameObject> now = k.object(e.id());
      return now.isPresent() && ev.test(d.subject(), inExpedition(now.get(), e.from())) ? Optional.of(e.id())
          : Optional.empty();
    }
    if (pat instanceof EventPat.Created c && event instanceof Event.TokenCreated t) {
      Optional<GameObject> o = k.object(t.id());
      if (o.isPresent() && ev.players(c.controller()).contains(t.controller()) && ev.test(c.subject(), o.get())) {
        return Optional.of(t.id());
      }
      return Optional.empty();
    }
    if (pat instanceof EventPat.StatusGained g && event instanceof Event.StatusChanged s) {
      if (s.gained() && s.status() == g.status()) {
        Optional<GameObject> o = k.object(s.id());
        if (o.isPresent() && ev.test(g.subject(), o.get())) {
          return Optional.of(s.id());
        }
      }
      return Optional.empty();
    }
    if (pat instanceof EventPat.StatusLost l && event instanceof Event.StatusChanged s) {
      if (!s.gained() && s.changed() && s.status() == l.status()) {
        Optional<GameObject> o = k.object(s.id());
        if (o.isPresent() && ev.test(l.subject(), o.get())) {
          return Optional.of(s.id());
        }
      }
      return Optional.empty();
    }
    if (pat instanceof EventPat.CountersLost l && event instanceof Event.CountersChanged c) {
      if (c.delta() >= 0 || !(l.counter().equals("ANY") || l.counter().equals(c.counter()))
          || l.last() && c.total() != 0) {
        return Optional.empty();
      }
      Optional<GameObject> o = k.object(c.id());
      if (o.isPresent() && ev.test(l.subject(), o.get())) {
        return Optional.of(c.id());
      }
      return Optional.empty();
    }
    if (pat instanceof EventPat.CountersGained g && event instanceof Event.CountersChanged c) {
      if (c.delta() <= 0 || !(g.counter().equals("ANY") || g.counter().equals(c.counter()))) {
        return Optional.empty();
      }
      if (g.nth() > 0 && !(c.total() - c.delta() < g.nth() && g.nth() <= c.total())) {
        return Optional.empty();
      }
      Optional<GameObject> o = k.object(c.id());
      if (o.isPresent() && ev.test(g.subject(), o.get())) {
        return Optional.of(c.id());
      }
      return Optional.empty();
    }
    if (pat instanceof EventPat.ExpeditionMoved m && event instanceof Event.ExpeditionMoved e) {
      boolean ok = e.forward() == m.forward()
          && m.dueTo().map(t -> e.dueTo().contains(t)).orElse(true)
          && (!m.dueToAscend() || e.dueToAscend())
          && m.during().map(p -> k.phase() == p).orElse(true)
          && ev.test(m.expedition(), e.expedition());
      return ok ? Optional.of(0) : Optional.empty();
    }
    if (pat instanceof EventPat.Augmented a && event instanceof Event.Augmented e) {
      return k.object(e.id()).filter(o -> ev.test(a.subject(), o)).map(o -> e.id());
    }
    if (pat instanceof EventPat.ExpeditionStatusChanged s && event instanceof Event.ExpeditionStatusChanged e) {
      return s.status() == e.status() && s.gained() == e.gained() && ev.test(s.expedition(), e.expedition())
          ? Optional.of(0) : Optional.empty();
    }
    if (pat instanceof EventPat.FailedToMoveForward f && event instanceof Event.FailedToMoveForward e) {
      return ev.test(f.expedition(), e.expedition()) ? Optional.of(0) : Optional.empty();
    }
    if (pat instanceof EventPat.Draws d && event instanceof Event.Moved e) {
      return e.cause() == dev.altered.rules.event.Cause.DRAW && e.to().zone() == ZoneKind.HAND
          && ev.players(d.player()).contains(e.to().player()) ? Optional.of(0) : Optional.empty();
    }
    if (pat instanceof EventPat.Passes ps && event instanceof Event.Passed e) {
      // "first": the others had not passed when this player did (the event is matched right after its step).
      return ev.players(ps.player()).contains(e.player()) && (!ps.first() || k.state().players.stream()
          .filter(x -> x != k.state().player(e.player())).noneMatch(x -> x.passed)) ? Optional.of(0) : Optional.empty();
    }
    if (pat instanceof EventPat.Resupplies r && event instanceof Event.Moved e) {
      return e.cause() == dev.altered.rules.event.Cause.RESUPPLY
          && ev.players(r.player()).contains(e.to().player()) ? Optional.of(e.newId()) : Optional.empty();
    }
    if (pat instanceof EventPat.Rolls r && event instanceof Event.DieRolled d) {
      return ev.players(r.player()).contains(d.player()) && d.value() >= r.low() && d.value() <= r.high()
          ? Optional.of(0) : Optional.empty();
    }
    if (pat instanceof EventPat.Reveals r && event instanceof Event.Revealed e) {
      if (!ev.players(r.player()).contains(e.player())) {
        return Optional.empty();
      }
      for (int id : e.ids()) {
        Optional<GameObject> o = k.object(id);
        if (o.isPresent() && ev.test(r.cards(), o.get())) {
          return Optional.of(id);
        }
      }
      return Optional.empty();
    }
    return Optional.empty();
  }

  private static int controller(GameObject self) {
    return self.zone.inPlay() || self.zone == ZoneKind.HERO || self.zone == ZoneKind.LIMBO ? self.controller
        : self.owner;
  }

  private static boolean symbol(GameObject self, Symbol symbol, Event e) {
    if (symbol == Symbol.JOIN) { // 7.1.1.a
      return e instanceof Event.Moved m && m.newId() == self.id && m.to().zone().inPlay() && !m.from().zone().inPlay()
          || e instanceof Event.TokenCreated t && t.id() == self.id;
    }
    ZoneKind from = symbol == Symbol.HAND ? ZoneKind.HAND : ZoneKind.RESERVE; // 7.1.1.b-c
    return e instanceof Event.Moved m && m.newId() == self.id && m.played()
        && m.playedFrom().equals(Optional.of(from));
  }

  private Optional<Integer> moved(Kernel k, Eval ev, EventPat.Moved m, Event.Moved e) {
    if (!m.from().isEmpty() && !m.from().contains(e.from().zone())) {
      return Optional.empty();
    }
    if (!m.to().isEmpty() && !m.to().contains(e.to().zone())) {
      return Optional.empty();
    }
    if (m.to().isEmpty() && !m.from().isEmpty() && m.from().contains(e.to().zone())) {
      return Optional.empty(); // leaving means going to another zone
    }
    if (!m.to().isEmpty() && m.from().isEmpty() && m.to().contains(e.from().zone())) {
      return Optional.empty(); // joining means coming from another zone
    }
    if (m.played() && !(e.played() && m.playedFrom().map(z -> e.playedFrom().equals(Optional.of(z))).orElse(true))) {
      return Optional.empty();
    }
    if (m.cause().isPresent() && e.cause() != m.cause().get()) {
      return Optional.empty();
    }
    if (m.during().isPresent() && k.phase() != m.during().get()) {
      return Optional.empty();
    }
    if (m.zoneOf().kind() != dev.altered.ir.Who.Kind.ANY) {
      int player = !m.from().isEmpty() ? e.from().player() : e.to().player();
      if (!ev.players(m.zoneOf()).contains(player)) {
        return Optional.empty();
      }
    }
    if (m.actor().kind() != dev.altered.ir.Who.Kind.ANY && !ev.players(m.actor()).contains(e.actor())) {
      return Optional.empty();
    }
    // Joining or played: the object as it is now; leaving: as it was (6.3.f, 2.1.h).
    // A move from one zone to another ("When I go to Reserve from the Expedition zone") is also a leaving, which
    // Reactions working before the event see (6.3.d, 6.3.f): the object as it was matches too.
    boolean arriving = !m.to().isEmpty() || m.played();
    Optional<GameObject> o = arriving && e.newId() > 0 ? k.object(e.newId()) : Optional.of(before(e));
    if (m.played() && o.isPresent() && e.playedFrom().isPresent()) {
      // A card played is measured as played (2.2.9.b): its Base Cost is the cost of where it was played from,
      // even once it has gone on to Reserve or Discard.
      o = Optional.of(playedFrom(o.get(), e.playedFrom().get()));
    }
    boolean matches = o.isPresent() && ev.test(m.subject(), o.get())
        || arriving && !m.from().isEmpty() && ev.test(m.subject(), before(e));
    if (!matches) {
      return Optional.empty();
    }
    return Optional.of(arriving && e.newId() > 0 ? e.newId() : e.oldId());
  }

  /** The same object, read as played from {@code from}. */
  private static GameObject playedFrom(GameObject now, ZoneKind from) {
    GameObject o = new GameObject();
    o.id = now.id;
    o.cardRef = now.cardRef;
    o.token = now.token;
    o.owner = now.owner;
    o.controller = now.controller;
    o.zone = now.zone;
    o.zonePlayer = now.zonePlayer;
    o.side = now.side;
    o.statuses.addAll(now.statuses);
    o.counters.putAll(now.counters);
    o.playedFrom = from;
    return o;
  }

  /** An object as it was in the Expedition it switched or defected from (7.5.10.c): same object, other place. */
  private static GameObject inExpedition(GameObject now, dev.altered.rules.state.ExpeditionRef from) {
    GameObject o = new GameObject();
    o.id = now.id;
    o.cardRef = now.cardRef;
    o.token = now.token;
    o.owner = now.owner;
    o.controller = from.player();
    o.zone = now.zone;
    o.zonePlayer = now.zonePlayer;
    o.side = from.side();
    o.statuses.addAll(now.statuses);
    o.counters.putAll(now.counters);
    o.playedFrom = now.playedFrom;
    return o;
  }

  /** An object as it was just before a move, from the event (2.1.h). */
  static GameObject before(Event.Moved e) {
    Snapshot s = e.before();
    GameObject o = new GameObject();
    o.id = e.oldId();
    o.cardRef = e.card().orElse(null);
    if (s.token()) {
      o.token = TokenSpec.of(s.name(), 0, 0, 0);
    }
    o.owner = e.owner();
    o.controller = s.controller();
    o.zone = e.from().zone();
    o.zonePlayer = e.from().player();
    o.side = s.side().orElse(null);
    o.statuses.addAll(s.statuses());
    o.counters.putAll(s.counters());
    return o;
  }
}
