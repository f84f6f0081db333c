package dev.altered.vm;

import dev.altered.ir.Cond;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Passive;
import dev.altered.ir.Pred;
import dev.altered.ir.Program;
import dev.altered.ir.QCost;
import dev.altered.ir.Rule;
import dev.altered.ir.Tok;
import dev.altered.ir.Trig;
import dev.altered.rules.Ability;
import dev.altered.rules.AtomicAction;
import dev.altered.rules.ChoiceCost;
import dev.altered.rules.ContinuousEffect;
import dev.altered.rules.ContinuousView;
import dev.altered.rules.CostModifier;
import dev.altered.rules.Effect;
import dev.altered.rules.Kernel;
import dev.altered.rules.Move;
import dev.altered.rules.OptionalCostOffer;
import dev.altered.rules.PassiveAbility;
import dev.altered.rules.PlayEffect;
import dev.altered.rules.QuickAction;
import dev.altered.rules.QuickCost;
import dev.altered.rules.ReactionAbility;
import dev.altered.rules.Replacement;
import dev.altered.rules.RuleChange;
import dev.altered.rules.SpellEffect;
import dev.altered.rules.Trigger;
import dev.altered.rules.event.Cause;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The kernel's ability SPI backed by programs: Reactions (a {@link Matcher} and an effect), quick actions (the cost
 * as data, evaluated when declared), Spell effects, and passive abilities whose rules become continuous effects,
 * modifiers, cost alterations, rule changes and play effects.
 */
final class Abilities {
  private Abilities() {}

  /** The id of a nested program ("with" abilities, an Emblem-Ongoing's passive): its parent's id and its index. */
  static String nestedId(String parent, int index) {
    return parent + "/" + index;
  }

  /** The key of a token's abilities (2.2.12.f): the nested programs of the creating program. */
  static String tokenKey(String program, Tok tok) {
    StringBuilder b = new StringBuilder(program).append('|');
    for (int i = 0; i < tok.abilities().size(); i++) {
      b.append(i == 0 ? "" : ",").append(tok.abilities().get(i));
    }
    return b.toString();
  }

  static CompiledAbility of(String id, Program p, Interpreter interpreter) {
    return switch (p.kind()) {
      case REACTION -> new Reaction(id, p, interpreter);
      case QUICK_ACTION -> new Quick(id, p, interpreter);
      case SPELL -> new Spell(id, p, interpreter);
      case PASSIVE -> new Passive0(id, p, interpreter);
      case KEYWORDS -> throw new IllegalArgumentException("keyword abilities are the kernel's own");
    };
  }

  /** Common parts: id, program, support flag, effects starting at entries. */
  private abstract static class Base implements CompiledAbility {
    final String id;
    final Program program;
    final Interpreter interpreter;

    Base(String id, Program program, Interpreter interpreter) {
      this.id = id;
      this.program = program;
      this.interpreter = interpreter;
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public boolean support() {
      return program.support();
    }

    @Override
    public Program program() {
      return program;
    }

    @Override
    public Interpreter interpreter() {
      return interpreter;
    }

    Effect effectAt(String entry, int itReg) {
      int pc = program.entry(entry);
      return ctx -> new VmFrame(id, pc, itReg, ctx);
    }

    @Override
    public String toString() {
      return getClass().getSimpleName() + " " + id;
    }
  }

  private static final class Reaction extends Base implements ReactionAbility {
    private final Matcher trigger;

    Reaction(String id, Program p, Interpreter interpreter) {
      super(id, p, interpreter);
      this.trigger = new Matcher(p.constant(p.header(), Trig.class), p);
    }

    @Override
    public Trigger trigger() {
      return trigger;
    }

    @Override
    public Effect effect() {
      return effectAt(Program.EFFECT, -1);
    }
  }

  private static final class Spell extends Base implements SpellEffect {
    Spell(String id, Program p, Interpreter interpreter) {
      super(id, p, interpreter);
    }

    @Override
    public Effect effect() {
      return effectAt(Program.EFFECT, -1);
    }
  }

  /** The environment of an ability of an object: its controller ("you"), the object, an Emblem's registers. */
  static Eval.Env env(GameObject source) {
    int controller = source.zone.inPlay() || source.zone == ZoneKind.HERO || source.zone == ZoneKind.LIMBO
        ? source.controller : source.owner;
    List<List<Integer>> regs = new ArrayList<>();
    int sourceId = source.id;
    if (source.isEmblem()) {
      sourceId = source.emblem.sourceId(); // 7.2.1.d
      for (Map.Entry<String, Integer> b : source.emblem.bindings().entrySet()) {
        String name = b.getKey();
        if (name.startsWith("r") && name.contains(".")) {
          int reg = Integer.parseInt(name.substring(1, name.indexOf('.')));
          while (regs.size() <= reg) {
            regs.add(new ArrayList<>());
          }
          regs.get(reg).add(b.getValue());
        }
      }
    }
    return new Eval.Env(controller, sourceId, null, regs, Map.of(), 0, 0);
  }

  private static final class Quick extends Base implements QuickAction {
    private final QCost cost;

    Quick(String id, Program p, Interpreter interpreter) {
      super(id, p, interpreter);
      this.cost = p.constant(p.header(), QCost.class);
    }

    @Override
    public QuickCost cost() {
      int mana = cost.mana() instanceof Num.Lit l ? l.value() : 0;
      return new QuickCost(mana, cost.exhaustMe(), cost.discardMe(), cost.spend(), parts());
    }

    @Override
    public QuickCost cost(Kernel k, GameObject source, int player) {
      Eval ev = new Eval(World.of(k), env(source));
      return new QuickCost(ev.num(cost.mana()), cost.exhaustMe(), cost.discardMe(), cost.spend(), parts());
    }

    private List<ChoiceCost> parts() {
      List<ChoiceCost> out = new ArrayList<>();
      for (QCost.Part part : cost.parts()) {
        out.add(new Part(part));
      }
      return out;
    }

    @Override
    public boolean usable(Kernel k, GameObject self, int player) {
      return new Eval(World.of(k), env(self)).test(cost.usable(), Cond.Did.Outcome.DID.ordinal());
    }

    @Override
    public Effect effect() {
      return effectAt(Program.EFFECT, -1);
    }
  }

  /** A part of a quick action's cost chosen at declaration (5.1.2.c.4): "Sacrifice a Character". */
  private record Part(QCost.Part part) implements ChoiceCost {
    @Override
    public List<Integer> candidates(Kernel k, GameObject self, int player) {
      Eval ev = new Eval(World.of(k), new Eval.Env(player, self.id, null, List.of(), Map.of(), 0, 0));
      return ev.select(part.candidates()).stream().filter(o -> o.id != self.id || part.action()
          != QCost.Part.Action.DISCARD).map(o -> o.id).toList();
    }

    @Override
    public int count() {
      return part.count();
    }

    @Override
    public void pay(Kernel k, GameObject self, int player, List<Integer> chosen) {
      switch (part.action()) {
        case DISCARD -> k.discard(chosen, player);
        case SACRIFICE -> k.sacrifice(chosen, player);
        case RESERVE -> k.send(chosen, ZoneKind.RESERVE, player);
        case EXHAUST -> k.exhaust(chosen);
      }
    }

    @Override
    public String describe() {
      return part.action().name().toLowerCase(java.util.Locale.ROOT) + " " + part.count() + " " + part.candidates();
    }
  }

  // ================================================================================================================
  // Passive abilities
  // ================================================================================================================

  /** A passive ability: its rules as the kernel's continuous effects, modifiers, cost alterations and rule changes. */
  static final class Passive0 extends Base implements PassiveAbility {
    private final List<Rule> rules;
    private final List<ContinuousEffect> continuous = new ArrayList<>();
    private final List<Replacement> replacements = new ArrayList<>();
    private final List<CostModifier> costs = new ArrayList<>();
    private final List<RuleChange> changes = new ArrayList<>();
    private final List<PlayEffect> playEffects = new ArrayList<>();
    private final Map<String, Integer> starting = new TreeMap<>();
    private final List<EnumSet<Terrain>> markers = new ArrayList<>();

    Passive0(String id, Program p, Interpreter interpreter) {
      super(id, p, interpreter);
      this.rules = p.constant(p.header(), Passive.class).rules();
      for (Rule r : rules) {
        if (r instanceof Rule.GrantKeyword || r instanceof Rule.GrantAbilities || r instanceof Rule.StatsHighest
            || r instanceof Rule.Terrains || r instanceof Rule.LoseAbilities) {
          continuous.add(new Continuous(this, r));
        } else if (r instanceof Rule.Replace x) {
          replacements.add(new Replace(this, x));
        } else if (r instanceof Rule.Forbid f && (f.kind() == Rule.Forbid.Kind.GAIN_COUNTERS
            || f.kind() == Rule.Forbid.Kind.GAIN_STATUS || f.kind() == Rule.Forbid.Kind.LOSE_COUNTERS
            || f.kind() == Rule.Forbid.Kind.LOSE_STATUS || f.kind() == Rule.Forbid.Kind.DEFECT)) {
          replacements.add(new NoCounters(f));
        } else if (r instanceof Rule.Cost c) {
          costs.add(new Cost(c));
        } else if (r instanceof Rule.PlayEffect pe) {
          playEffects.add(new Play(this, pe));
        } else if (r instanceof Rule.StartingCounters s) {
          starting.merge(s.counter(), s.count(), Integer::sum);
        } else if (r instanceof Rule.StartingMarkers m) {
          m.markers().forEach(t -> markers.add(EnumSet.copyOf(t)));
        } else {
          changes.add(new Change(r));
        }
      }
    }

    List<Rule> statements() {
      return rules;
    }

    @Override
    public List<ContinuousEffect> continuous() {
      return continuous;
    }

    @Override
    public List<Replacement> replacements() {
      return replacements;
    }

    @Override
    public List<CostModifier> costModifiers() {
      return costs;
    }

    @Override
    public List<RuleChange> rules() {
      return changes;
    }

    @Override
    public List<PlayEffect> playEffects() {
      return playEffects;
    }

    @Override
    public Map<String, Integer> startingCounters() {
      return starting;
    }

    @Override
    public List<EnumSet<Terrain>> startingMarkers() {
      return markers;
    }
  }

  static boolean when(Eval ev, Cond c) {
    return c instanceof Cond.True || ev.test(c, Cond.Did.Outcome.DID.ordinal());
  }

  /** 2.3: keywords, abilities, statistics and terrains given by a passive. Pure, as 2.3.2.c requires. */
  private record Continuous(Passive0 owner, Rule rule) implements ContinuousEffect {
    @Override
    public boolean appliesTo(ContinuousView view, GameObject source, GameObject target) {
      return active(view, source) && appliesWhenActive(view, source, target);
    }

    @Override
    public boolean active(ContinuousView view, GameObject source) {
      return when(new Eval(World.of(view), env(source)), rule.when());
    }

    @Override
    public boolean appliesWhenActive(ContinuousView view, GameObject source, GameObject target) {
      Eval ev = new Eval(World.of(view), env(source));
      Pred targets = rule instanceof Rule.GrantKeyword g ? g.targets() : rule instanceof Rule.GrantAbilities g
          ? g.targets() : rule instanceof Rule.StatsHighest s ? s.targets()
          : rule instanceof Rule.LoseAbilities l ? l.targets() : null;
      return targets != null && ev.test(targets, target);
    }

    @Override
    public Characteristics apply(ContinuousView view, GameObject source, GameObject target, Characteristics current) {
      if (rule instanceof Rule.GrantKeyword g) {
        int value = new Eval(World.of(view), env(source)).num(g.value());
        return current.withKeyword(g.keyword(), value);
      }
      if (rule instanceof Rule.GrantAbilities g) {
        Characteristics c = current;
        for (int index : g.abilities()) {
          c = c.withAbility(nestedId(owner.id, index));
        }
        return c;
      }
      if (rule instanceof Rule.LoseAbilities) {
        return current.withoutAbilities(); // 2.3.2.d: an ability so removed no longer applies
      }
      if (rule instanceof Rule.StatsHighest s) {
        int high = Math.max(current.forest(), Math.max(current.mountain(), current.water()));
        int f = s.stats().contains(Terrain.FOREST) ? high : current.forest();
        int m = s.stats().contains(Terrain.MOUNTAIN) ? high : current.mountain();
        int w = s.stats().contains(Terrain.WATER) ? high : current.water();
        return current.withStats(f, m, w);
      }
      return current;
    }

    @Override
    public EnumSet<Terrain> regionTerrains(ContinuousView view, GameObject source, int region,
        EnumSet<Terrain> current) {
      if (!(rule instanceof Rule.Terrains t)) {
        return current;
      }
      World w = World.of(view);
      Eval ev = new Eval(w, env(source));
      if (!when(ev, t.when())) {
        return current;
      }
      boolean applies = t.all();
      if (!applies) {
        for (ExpeditionRef e : ev.expeditions(t.regionsOf())) {
          if (w.regionOf(e) == region) {
            applies = true;
          }
        }
      }
      if (!applies) {
        return current;
      }
      EnumSet<Terrain> result = t.replace() ? EnumSet.noneOf(Terrain.class) : EnumSet.copyOf(current);
      result.add(t.terrain());
      return result;
    }
  }

  /** 6.2: a modifier running an effect instead (or also), or changing the action itself. */
  private record Replace(Passive0 owner, Rule.Replace rule) implements Replacement {
    @Override
    public boolean appliesTo(Kernel k, GameObject source, AtomicAction action) {
      Eval ev = new Eval(World.of(k), env(source));
      return when(ev, rule.when()) && actionMatches(k, ev, rule.action(), action);
    }

    @Override
    public List<AtomicAction> replace(Kernel k, GameObject source, AtomicAction action) {
      return switch (rule.modify()) {
        case DIE_PLUS_ONE -> action instanceof AtomicAction.RollDie r
            ? List.of(new AtomicAction.RollDie(r.player(), r.dice(), r.bonus() + 1)) : List.of(action);
        case MORE_DICE -> action instanceof AtomicAction.RollDie r
            ? List.of(new AtomicAction.RollDie(r.player(), Math.max(1, r.dice()) + 1, r.bonus())) : List.of(action);
        case ONE_MORE_REGION -> action instanceof AtomicAction.Advance a
            ? List.of(new AtomicAction.Advance(a.expedition(), a.regions() + 1, a.progress(), a.dueTo(),
                a.dueToAscend()))
            : List.of(action);
        case TO_MANA -> action instanceof Move m // 3.2.9.b: a Mana Orb, exhausted
            ? List.of(new Move(m.objectId(), ZoneKind.MANA, k.object(m.objectId()).map(o -> o.owner).orElse(
                m.toPlayer()), Optional.empty(), false, true, m.cause(), m.actor())) : List.of(action);
        case LOSE_ALL_BOOSTS -> List.of(new AtomicAction.RemoveCounters(action.objectId(), GameObject.BOOST,
            k.object(action.objectId()).map(o -> o.counter(GameObject.BOOST)).orElse(0)));
        case LOSE_STATUS -> List.of(new AtomicAction.LoseStatus(action.objectId(), rule.status().orElseThrow()));
        case GAIN_STATUS -> List.of(new AtomicAction.GainStatus(action.objectId(), rule.status().orElseThrow()));
        case GAIN_BOOSTS -> List.of(new AtomicAction.GainCounters(action.objectId(), GameObject.BOOST, rule.amount()));
        case NONE -> List.of(action);
      };
    }

    @Override
    public Optional<Effect> insteadEffect() {
      if (rule.modify() != Rule.Replace.Modify.NONE || rule.additive()) {
        return Optional.empty();
      }
      return Optional.of(owner.effectAt(rule.entry(), rule.itReg()));
    }

    @Override
    public Optional<Effect> alsoEffect() {
      if (rule.modify() != Rule.Replace.Modify.NONE || !rule.additive()) {
        return Optional.empty();
      }
      return Optional.of(owner.effectAt(rule.entry(), rule.itReg()));
    }

    @Override
    public boolean additive() {
      return rule.additive();
    }

    @Override
    public boolean optional() {
      return rule.optional();
    }

    @Override
    public Optional<Effect> ifYouDont() {
      return rule.ifYouDont().map(e -> owner.effectAt(e, -1));
    }

    @Override
    public String describe() {
      return "apply " + owner.id;
    }
  }

  /**
   * "Cards ... can't gain counters", "... can't gain Anchored", "... can't lose boosts", "... can't lose Anchored",
   * "I can't [Defect]" (1.4.1: can't beats can): the gain or loss is replaced by nothing (6.2.b).
   */
  private record NoCounters(Rule.Forbid rule) implements Replacement {
    @Override
    public boolean appliesTo(Kernel k, GameObject source, AtomicAction action) {
      int objectId;
      if (action instanceof AtomicAction.GainCounters g && rule.kind() == Rule.Forbid.Kind.GAIN_COUNTERS
          && rule.counter().map(c -> c.equals(g.counter())).orElse(true)) {
        objectId = g.objectId();
      } else if (action instanceof AtomicAction.GainStatus g && rule.kind() == Rule.Forbid.Kind.GAIN_STATUS
          && rule.status().map(st -> st == g.status()).orElse(true)) {
        objectId = g.objectId();
      } else if (action instanceof AtomicAction.RemoveCounters l && rule.kind() == Rule.Forbid.Kind.LOSE_COUNTERS
          && rule.counter().map(c -> c.equals(l.counter())).orElse(true)) {
        objectId = l.objectId();
      } else if (action instanceof AtomicAction.LoseStatus l && rule.kind() == Rule.Forbid.Kind.LOSE_STATUS
          && rule.status().map(st -> st == l.status()).orElse(true)) {
        objectId = l.objectId();
      } else if (action instanceof AtomicAction.Defect d && rule.kind() == Rule.Forbid.Kind.DEFECT) {
        objectId = d.objectId();
      } else {
        return false;
      }
      Eval ev = new Eval(World.of(k), env(source));
      return when(ev, rule.when()) && k.object(objectId).map(o -> ev.test(rule.objects(), o)).orElse(false);
    }

    @Override
    public List<AtomicAction> replace(Kernel k, GameObject source, AtomicAction action) {
      return List.of();
    }

    @Override
    public String describe() {
      if (rule.kind() == Rule.Forbid.Kind.DEFECT) {
        return "can't defect";
      }
      String verb = rule.kind() == Rule.Forbid.Kind.LOSE_COUNTERS || rule.kind() == Rule.Forbid.Kind.LOSE_STATUS
          ? "can't lose " : "can't gain ";
      return rule.kind() == Rule.Forbid.Kind.GAIN_STATUS || rule.kind() == Rule.Forbid.Kind.LOSE_STATUS
          ? verb + rule.status().map(Object::toString).orElse("statuses")
          : verb + rule.counter().orElse("any") + " counters";
    }
  }

  static boolean actionMatches(Kernel k, Eval ev, Rule.ActionPat pat, AtomicAction action) {
    if (pat instanceof Rule.ActionPat.Move m && action instanceof Move mv) {
      Optional<GameObject> o = k.object(mv.objectId());
      if (o.isEmpty()) {
        return false;
      }
      ZoneKind from = o.get().zone;
      if (!m.from().isEmpty() && !m.from().contains(from)) {
        return false;
      }
      if (!m.to().isEmpty() && !m.to().contains(mv.to())) {
        return false;
      }
      if (m.to().isEmpty() && m.from().contains(mv.to())) {
        return false; // leaving means going to another zone
      }
      if (m.during().isPresent() && k.phase() != m.during().get()) {
        return false;
      }
      return ev.test(m.subject(), o.get());
    }
    if (pat instanceof Rule.ActionPat.GainStatus g && action instanceof AtomicAction.GainStatus gs) {
      return gs.status() == g.status() && k.object(gs.objectId()).map(o -> ev.test(g.subject(), o)).orElse(false);
    }
    if (pat instanceof Rule.ActionPat.Advance a && action instanceof AtomicAction.Advance adv) {
      return (a.during().isEmpty() || k.phase() == a.during().get()) && ev.test(a.expedition(), adv.expedition());
    }
    if (pat instanceof Rule.ActionPat.Sacrifice sp && action instanceof Move mv) {
      return mv.cause() == Cause.SACRIFICE && k.object(mv.objectId()).map(o -> ev.test(sp.subject(), o)).orElse(false);
    }
    if (pat instanceof Rule.ActionPat.Ascend a && action instanceof AtomicAction.Ascend asc) {
      return ev.test(a.expedition(), asc.expedition())
          && (!a.again() || k.state().player(asc.expedition().player()).ascended(asc.expedition().side()));
    }
    if (pat instanceof Rule.ActionPat.Defect d && action instanceof AtomicAction.Defect df) {
      return k.object(df.objectId()).map(o -> ev.test(d.subject(), o)).orElse(false);
    }
    if (pat instanceof Rule.ActionPat.Resupply r && action instanceof AtomicAction.Resupply rs) {
      return ev.players(r.player()).contains(rs.player());
    }
    if (pat instanceof Rule.ActionPat.RollDie r && action instanceof AtomicAction.RollDie rd) {
      return ev.players(r.player()).contains(rd.player());
    }
    if (pat instanceof Rule.ActionPat.GainCounters g && action instanceof AtomicAction.GainCounters gc) {
      return k.object(gc.objectId()).map(o -> ev.test(g.subject(), o)).orElse(false);
    }
    return false;
  }

  /** 5.1.2.e: a cost alteration. */
  private record Cost(Rule.Cost rule) implements CostModifier {
    @Override
    public Kind kind() {
      return switch (rule.kind()) {
        case INCREASE -> Kind.INCREASE;
        case DECREASE, FREE -> Kind.DECREASE;
        case AT_LEAST -> Kind.RESTRICTION;
      };
    }

    @Override
    public boolean appliesTo(Kernel k, GameObject source, GameObject card, int player, ZoneKind from) {
      return appliesTo(k, source, card, player, from, Optional.empty());
    }

    @Override
    public boolean appliesTo(Kernel k, GameObject source, GameObject card, int player, ZoneKind from,
        Optional<ExpeditionRef> expedition) {
      Eval ev = new Eval(World.of(k), env(source));
      if (!when(ev, rule.when()) || !ev.players(rule.player()).contains(player)) {
        return false;
      }
      if (rule.from().isPresent() && rule.from().get() != from) {
        return false;
      }
      if (rule.in().isPresent() && (expedition.isEmpty() || !ev.test(rule.in().get(), expedition.get()))) {
        return false;
      }
      return ev.test(rule.cards(), card);
    }

    @Override
    public int apply(Kernel k, GameObject source, GameObject card, int cost) {
      Eval ev = new Eval(World.of(k), env(source));
      int amount = ev.num(rule.amount());
      return switch (rule.kind()) {
        case INCREASE -> cost + amount;
        case FREE -> 0;
        case AT_LEAST -> Math.max(cost, amount);
        case DECREASE -> {
          int min = rule.minimum().map(ev::num).orElse(0);
          int reduced = cost - amount;
          yield reduced < min ? Math.min(cost, min) : reduced; // "down to a minimum": of this decrease only
        }
      };
    }
  }

  /** 5.2.c: what a passive gives the card being played, as an Emblem-Reaction bound to it. */
  private record Play(Passive0 owner, Rule.PlayEffect rule) implements PlayEffect {
    @Override
    public boolean appliesTo(Kernel k, GameObject source, GameObject card, int player) {
      Eval ev = new Eval(World.of(k), env(source));
      if (!when(ev, rule.when()) || !ev.players(rule.player()).contains(player) || !ev.test(rule.cards(), card)) {
        return false;
      }
      if (rule.from().isPresent() && card.playedFrom != rule.from().get()) {
        return false;
      }
      if (rule.in().isPresent()) {
        Optional<GameObject> entered = k.follow(card.id).flatMap(k::object);
        if (entered.isEmpty() || !ev.test(new Pred.InTerrain(rule.in().get()), entered.get())) {
          return false;
        }
      }
      if (rule.firstEachDay() && k.playedToday(player, o -> ev.test(rule.cards(), o)) > 1) {
        return false;
      }
      return true;
    }

    @Override
    public Effect effect() {
      return owner.effectAt(rule.entry(), rule.itReg());
    }
  }

  /** Rule changes and permissions (1.4.1). */
  private record Change(Rule rule) implements RuleChange {
    private Eval eval(Kernel k, GameObject source) {
      return new Eval(World.of(k), env(source));
    }

    @Override
    public boolean forbidsActivation(Kernel k, GameObject source, GameObject bearer, ReactionAbility reaction) {
      if (!(rule instanceof Rule.Forbid f) || f.kind() != Rule.Forbid.Kind.ACTIVATE) {
        return false;
      }
      Eval ev = eval(k, source);
      return when(ev, f.when()) && reaction.trigger().symbol().map(f.symbols()::contains).orElse(false)
          && ev.test(f.objects(), bearer);
    }

    @Override
    public boolean forbidsMovingForward(Kernel k, GameObject source, ExpeditionRef expedition, List<Terrain> dueTo) {
      if (!(rule instanceof Rule.Forbid f) || f.kind() != Rule.Forbid.Kind.MOVE_FORWARD) {
        return false;
      }
      Eval ev = eval(k, source);
      if (!when(ev, f.when()) || !ev.test(f.expeditions(), expedition)) {
        return false;
      }
      if (f.during().isPresent() && k.phase() != f.during().get()) {
        return false;
      }
      return f.exceptDueTo().map(t -> !dueTo.contains(t)).orElse(true);
    }

    @Override
    public boolean ignores(Kernel k, GameObject source, GameObject bearer, Ability ability) {
      if (!(rule instanceof Rule.Ignore i)) {
        return false;
      }
      Eval ev = eval(k, source);
      return (!i.firstDay() || k.day() == 1) && when(ev, i.when()) && ev.test(i.objects(), bearer);
    }

    @Override
    public boolean allowsGainingAgain(Kernel k, GameObject source, GameObject target, Status status) {
      if (!(rule instanceof Rule.Allow a) || a.kind() != Rule.Allow.Kind.GAIN_AGAIN
          || !a.status().equals(Optional.of(status))) {
        return false;
      }
      Eval ev = eval(k, source);
      return when(ev, a.when()) && ev.test(a.objects(), target);
    }

    @Override
    public boolean forbidsPlaying(Kernel k, GameObject source, GameObject card, int player) {
      return forbidsPlaying(k, source, card, player, Optional.empty());
    }

    @Override
    public boolean forbidsPlaying(Kernel k, GameObject source, GameObject card, int player,
        Optional<ExpeditionRef> expedition) {
      if (!(rule instanceof Rule.Forbid f) || f.kind() != Rule.Forbid.Kind.PLAY) {
        return false;
      }
      Eval ev = eval(k, source);
      if (!when(ev, f.when()) || !ev.test(f.objects(), card)) {
        return false;
      }
      if (f.expeditions() instanceof ExpPred.True) {
        return true;
      }
      // "I can't be played in a starting region": forbidden in the Expeditions matching only (5.1.2.c.2).
      return expedition.isPresent() && ev.test(f.expeditions(), expedition.get());
    }

    @Override
    public boolean allowsPlayingExhausted(Kernel k, GameObject source, GameObject card, int player,
        Optional<ExpeditionRef> expedition) {
      if (!(rule instanceof Rule.Allow a) || a.kind() != Rule.Allow.Kind.PLAY_EXHAUSTED) {
        return false;
      }
      Eval ev = eval(k, source);
      if (!when(ev, a.when()) || !ev.players(a.player()).contains(player) || !ev.test(a.objects(), card)) {
        return false;
      }
      return a.in().map(in -> expedition.map(e -> ev.test(in, e)).orElse(true)).orElse(true);
    }

    @Override
    public boolean defenderDoesNotPrevent(Kernel k, GameObject source, ExpeditionRef expedition) {
      if (!(rule instanceof Rule.Allow a) || a.kind() != Rule.Allow.Kind.DEFENDER_DOES_NOT_PREVENT) {
        return false;
      }
      Eval ev = eval(k, source);
      return when(ev, a.when()) && a.in().map(in -> ev.test(in, expedition)).orElse(false);
    }

    @Override
    public int reserveLimitChange(Kernel k, GameObject source, int player) {
      if (!(rule instanceof Rule.Limit l) || l.kind() != Rule.Limit.Kind.RESERVE_LIMIT) {
        return 0;
      }
      Eval ev = eval(k, source);
      return when(ev, l.when()) && ev.players(l.player()).contains(player) ? l.delta() : 0;
    }

    @Override
    public int landmarkLimitChange(Kernel k, GameObject source, int player) {
      if (!(rule instanceof Rule.Limit l) || l.kind() != Rule.Limit.Kind.LANDMARK_LIMIT) {
        return 0;
      }
      Eval ev = eval(k, source);
      return when(ev, l.when()) && ev.players(l.player()).contains(player) ? l.delta() : 0;
    }

    @Override
    public int keepMoreInReserve(Kernel k, GameObject source, int player, GameObject card) {
      if (!(rule instanceof Rule.Limit l) || l.kind() != Rule.Limit.Kind.KEEP_IN_RESERVE) {
        return 0;
      }
      Eval ev = eval(k, source);
      return when(ev, l.when()) && ev.players(l.player()).contains(player) && ev.test(l.objects(), card)
          ? l.delta() : 0;
    }

    @Override
    public boolean countsTowardsReserveLimit(Kernel k, GameObject source, GameObject card) {
      if (!(rule instanceof Rule.Forbid f) || f.kind() != Rule.Forbid.Kind.COUNT_TOWARDS_RESERVE_LIMIT) {
        return true;
      }
      Eval ev = eval(k, source);
      return !(when(ev, f.when()) && ev.test(f.objects(), card));
    }

    @Override
    public boolean remains(Kernel k, GameObject source, GameObject object, Status status) {
      if (!(rule instanceof Rule.Remains r) || r.status() != status) {
        return false;
      }
      Eval ev = eval(k, source);
      return when(ev, r.when()) && ev.test(r.objects(), object);
    }

    @Override
    public Optional<Integer> morningDraw(Kernel k, GameObject source, int player) {
      if (!(rule instanceof Rule.Morning m)) {
        return Optional.empty();
      }
      Eval ev = eval(k, source);
      return when(ev, m.when()) && player == ev.players(dev.altered.ir.Who.YOU).get(0) ? Optional.of(m.draw())
          : Optional.empty();
    }

    @Override
    public boolean expandsFromDeck(Kernel k, GameObject source, int player) {
      if (!(rule instanceof Rule.Morning m) || !m.expandFromDeck()) {
        return false;
      }
      Eval ev = eval(k, source);
      return when(ev, m.when()) && player == ev.players(dev.altered.ir.Who.YOU).get(0);
    }

    @Override
    public Optional<Boolean> spellFleeting(Kernel k, GameObject source, GameObject card, int player) {
      if (!(rule instanceof Rule.SpellFleeting s)) {
        return Optional.empty();
      }
      Eval ev = eval(k, source);
      if (!when(ev, s.when()) || !ev.players(s.player()).contains(player) || !ev.test(s.cards(), card)) {
        return Optional.empty();
      }
      if (s.from().isPresent() && card.playedFrom != s.from().get()) {
        return Optional.empty();
      }
      return Optional.of(s.gains());
    }

    @Override
    public int supportBeyondMax(Kernel k, GameObject source, GameObject card) {
      if (!(rule instanceof Rule.Allow a) || a.kind() != Rule.Allow.Kind.SUPPORT_BEYOND_MAX) {
        return 0;
      }
      Eval ev = eval(k, source);
      if (!when(ev, a.when()) || !ev.test(a.objects(), card)) {
        return 0;
      }
      int n = ev.num(a.amount());
      return n < 0 ? Integer.MAX_VALUE / 2 : n;
    }

    @Override
    public Optional<OptionalCostOffer> optionalCost(Kernel k, GameObject source, GameObject card, int player) {
      if (!(rule instanceof Rule.OptionalCost o) || card.id != source.id) {
        return Optional.empty();
      }
      Eval ev = new Eval(World.of(k), new Eval.Env(player, card.id, null, List.of(), Map.of(), 0, 0));
      List<Integer> candidates = ev.select(o.objects()).stream().map(x -> x.id).toList();
      if (candidates.size() < o.count()) {
        return Optional.empty();
      }
      return Optional.of(new OptionalCostOffer(candidates, o.count(), o.payment(), ev.num(o.reduction())));
    }
  }

  /** Extra counters a support ability may give beyond its maximum to an object in Reserve (passives allowing it). */
  static int beyondMax(Kernel k, VmFrame frame, GameObject target) {
    Optional<Ability> a = k.ability(frame.program);
    if (a.isEmpty() || !a.get().support() || target.zone != ZoneKind.RESERVE) {
      return 0;
    }
    return k.ruleChanges().stream().mapToInt(r -> r.rule().supportBeyondMax(k, r.source(), target)).sum();
  }
}
