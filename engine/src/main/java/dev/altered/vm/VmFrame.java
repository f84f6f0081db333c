package dev.altered.vm;

import dev.altered.ir.Cond;
import dev.altered.ir.Dest;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Instruction;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Pred;
import dev.altered.ir.Program;
import dev.altered.ir.RegionPred;
import dev.altered.ir.Text;
import dev.altered.ir.Tok;
import dev.altered.ir.Who;
import dev.altered.rules.Ability;
import dev.altered.rules.EffectContext;
import dev.altered.rules.EffectFrame;
import dev.altered.rules.Flow;
import dev.altered.rules.Kernel;
import dev.altered.rules.Move;
import dev.altered.rules.Trigger;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.event.Cause;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.EmblemInfo;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The interpreter: a kernel frame running one compiled program from an entry point. Its whole state is plain data
 * (program counter, registers, the outcome of the last step, what it knows of objects it moved), so a game paused at
 * one of its decisions saves and restores like any other frame.
 *
 * <p>The dispatch loop runs control and register instructions on; a decision returns {@link Flow#ask} and the same
 * instruction resumes with the answer; an action performs one kernel step and returns {@link Flow#next()}, so that
 * frames the action pushed (an optional modifier to decide, an effect replacing it) run before the program goes on.
 * Actions between STEP_BEGIN and STEP_END form one step and run without yielding. Each run counts instructions against
 * the step budget.
 */
public final class VmFrame extends EffectFrame {
  /** The ability id of the program holding the code. */
  public String program;
  /** Registers: object ids, Expedition codes (0..3), players, numbers. */
  public List<List<Integer>> r = new ArrayList<>();
  /** Outcome of the last step (6.5.f), a {@link Cond.Did.Outcome} ordinal. */
  public int did;
  /** The instruction at pc already asked, or acted and waits to finish. */
  public boolean resume;
  /** Progress inside a multi-part instruction (one decision per object, sequential picks). */
  public int part;
  public List<Integer> scratch = new ArrayList<>();
  /** Instructions executed. */
  public int executed;
  public boolean inStep;
  /** Objects as they were before this effect moved them (6.3.k), and the ids it moved (7.2.1.c). */
  public TreeMap<Integer, GameObject> lki = new TreeMap<>();
  public List<Integer> moved = new ArrayList<>();
  /** An action whose events are still to be counted for the tracer: pc, impossible, event count at its start. */
  public int tracePc = -1;
  public boolean traceImpossible;
  public long traceFrom;

  public VmFrame() {}

  VmFrame(String program, int entry, int itReg, EffectContext ctx) {
    super(ctx);
    this.program = program;
    this.pc = entry;
    for (Map.Entry<String, Integer> b : ctx.bindings().entrySet()) {
      String name = b.getKey();
      if (name.equals("it") && itReg >= 0) {
        reg(itReg).add(b.getValue());
      } else if (name.startsWith("r") && name.contains(".")) {
        int reg = Integer.parseInt(name.substring(1, name.indexOf('.')));
        reg(reg).add(b.getValue());
      }
    }
    Integer zone = ctx.bindings().get("self.zone");
    if (zone != null) { // the source as it was when the trigger matched (6.3.k)
      GameObject o = new GameObject();
      o.id = ctx.source();
      o.zone = ZoneKind.values()[zone];
      o.controller = ctx.bindings().getOrDefault("self.player", ctx.controller());
      o.owner = o.controller;
      Integer side = ctx.bindings().get("self.side");
      o.side = side == null || side < 0 ? null : Side.values()[side];
      lki.put(o.id, o);
    }
  }

  private List<Integer> reg(int i) {
    while (r.size() <= i) {
      r.add(new ArrayList<>());
    }
    return r.get(i);
  }

  private void set(int reg, List<Integer> values) {
    List<Integer> target = reg(reg);
    List<Integer> copy = new ArrayList<>(values);
    target.clear();
    target.addAll(copy);
  }

  private CompiledAbility ability(Kernel k) {
    Optional<Ability> a = k.ability(program);
    if (a.isEmpty() || !(a.get() instanceof CompiledAbility c)) {
      throw new IllegalStateException("no compiled ability " + program + " (the ability provider does not know it)");
    }
    return c;
  }

  /** The source (7.2.1): an Emblem's is the object that created it (7.2.1.d). */
  private int source(Kernel k) {
    int s = ctx.source();
    Optional<GameObject> o = k.object(s);
    if (o.isPresent() && o.get().isEmblem() && o.get().emblem.kind() == EmblemInfo.Kind.ONGOING) {
      return o.get().emblem.sourceId();
    }
    if (o.isEmpty() && moved.contains(s)) {
      return k.follow(s).orElse(s); // 7.2.1.c: "I" after this effect moved me
    }
    if (o.isEmpty() && ctx.bindings().containsKey(Kernel.SCOUTED)) { // 7.4.5.e: played with Scout, now in Reserve
      Optional<Integer> now = k.follow(s);
      if (now.isPresent() && k.object(now.get()).map(x -> x.zone == ZoneKind.RESERVE).orElse(false)) {
        return now.get();
      }
    }
    return s;
  }

  private Eval eval(Kernel k) {
    return new Eval(World.of(k), new Eval.Env(ctx.controller(), source(k), null, r, lki, ctx.x(),
        k.lastDieRoll(ctx.controller())));
  }

  @Override
  public Flow run(Kernel k) {
    CompiledAbility ability = ability(k);
    Program p = ability.program();
    Interpreter in = ability.interpreter();
    flushTrace(k, in);
    while (true) {
      if (++executed > in.budget()) {
        throw new IllegalStateException("step budget of " + in.budget() + " instructions exceeded by " + program
            + " at " + pc + " (a runaway program)");
      }
      Instruction ins = p.code().get(pc);
      Flow flow = execute(k, p, ins, in);
      if (flow != null) {
        return flow;
      }
    }
  }

  private void flushTrace(Kernel k, Interpreter in) {
    if (tracePc >= 0) {
      in.tracer().action(program, tracePc, null, traceImpossible, Math.max(0, k.eventCount() - traceFrom));
      tracePc = -1;
    }
  }


  /** The token of a CREATE: as printed, its quoted abilities keyed by this program, completed from its card. */
  private TokenSpec tokenSpec(Kernel k, Tok tok) {
    TokenSpec printed = new TokenSpec(tok.name(), tok.forest(), tok.mountain(), tok.water(), tok.subtypes(),
        tok.abilities().isEmpty() ? Optional.empty() : Optional.of(Abilities.tokenKey(program, tok)));
    return k.defineToken(printed, tok.statistics());
  }

  private <T> T c(Program p, int index, Class<T> type) {
    return type.cast(p.constant(index));
  }

  /** Runs one instruction; returns the flow to hand back to the kernel, or null to go on. */
  private Flow execute(Kernel k, Program p, Instruction ins, Interpreter in) {
    Eval ev = eval(k);
    int[] a = ins.args();
    switch (ins.op()) {
      case NOP -> pc++;
      case JUMP -> pc = a[0];
      case JUMP_IF -> pc = ev.test(c(p, a[0], Cond.class), did) ? a[1] : pc + 1;
      case JUMP_UNLESS -> pc = ev.test(c(p, a[0], Cond.class), did) ? pc + 1 : a[1];
      case JUMP_IF_HOLDS -> pc = reg(a[0]).contains(a[1]) ? a[2] : pc + 1;
      case RETURN -> {
        if (inStep) {
          k.endStep();
          inStep = false;
        }
        in.tracer().returned(program);
        return Flow.done();
      }
      case LOOP -> {
        List<Integer> src = reg(a[1]);
        int index = reg(a[0]).isEmpty() ? 0 : reg(a[0]).get(0);
        if (index < src.size()) {
          set(a[2], List.of(src.get(index)));
          set(a[0], List.of(index + 1));
          pc++;
        } else {
          pc = a[3];
        }
      }
      case COUNT_DOWN -> {
        int n = reg(a[0]).isEmpty() ? 0 : reg(a[0]).get(0);
        if (n <= 0) {
          pc = a[1];
        } else {
          set(a[0], List.of(n - 1));
          pc++;
        }
      }
      case SET_DID -> {
        did = a[0];
        pc++;
      }
      case SELF -> {
        set(a[0], List.of(source(k)));
        pc++;
      }
      case SELECT -> {
        set(a[0], ev.select(c(p, a[1], Pred.class)).stream().map(o -> o.id).toList());
        pc++;
      }
      case FILTER -> {
        Pred pred = c(p, a[2], Pred.class);
        List<Integer> out = new ArrayList<>();
        for (int id : reg(a[1])) {
          ev.object(id).filter(o -> ev.test(pred, o)).ifPresent(o -> out.add(o.id));
        }
        set(a[0], out);
        pc++;
      }
      case TOP -> {
        List<Integer> out = new ArrayList<>();
        int n = ev.num(c(p, a[2], Num.class));
        for (int player : ev.players(c(p, a[1], Who.class))) {
          List<Integer> deck = k.state().player(player).deck;
          out.addAll(deck.subList(0, Math.min(n, deck.size())));
        }
        set(a[0], out);
        pc++;
      }
      case UNION -> {
        List<Integer> out = new ArrayList<>(reg(a[1]));
        for (int id : reg(a[2])) {
          if (!out.contains(id)) {
            out.add(id);
          }
        }
        set(a[0], out);
        pc++;
      }
      case APPEND -> {
        List<Integer> out = new ArrayList<>(reg(a[0]));
        out.addAll(reg(a[1]));
        set(a[0], out);
        pc++;
      }
      case MINUS -> {
        List<Integer> out = new ArrayList<>(reg(a[1]));
        out.removeAll(reg(a[2]));
        set(a[0], out);
        pc++;
      }
      case FOLLOW -> {
        set(a[0], reg(a[0]).stream().map(id -> k.follow(id).orElse(id)).toList());
        pc++;
      }
      case EXPEDITIONS -> {
        set(a[0], ev.expeditions(c(p, a[1], ExpPred.class)).stream().map(ExpeditionRef::code).toList());
        pc++;
      }
      case PLAYERS -> {
        set(a[0], ev.players(c(p, a[1], Who.class)));
        pc++;
      }
      case REGIONS -> {
        set(a[0], Regions.matching(ev, k, c(p, a[1], RegionPred.class)));
        pc++;
      }
      case REGIONS_OF -> {
        set(a[0], Regions.of(k, reg(a[1])));
        pc++;
      }
      case MARKERS -> {
        set(a[0], Regions.markers(k, a[1], a[2] == 1 ? source(k) : -1));
        pc++;
      }
      case SET -> {
        set(a[0], List.of(ev.num(c(p, a[1], Num.class))));
        pc++;
      }
      case ADD -> {
        int v = reg(a[0]).isEmpty() ? 0 : reg(a[0]).get(0);
        set(a[0], List.of(v + ev.num(c(p, a[1], Num.class))));
        pc++;
      }
      case CHOOSE -> {
        return choose(k, p, ev, a);
      }
      case CHOOSE_IN -> {
        return chooseIn(k, p, ev, a);
      }
      case CHOOSE_TOTAL -> {
        return chooseTotal(k, p, ev, a);
      }
      case CHOOSE_EXPEDITION -> {
        return chooseExpedition(k, p, ev, a);
      }
      case CHOOSE_REGION -> {
        return chooseListed(p, ev, a, DecisionKind.REGION, "choose a region", r -> Regions.regionLabel(k, r));
      }
      case CHOOSE_MARKER -> {
        return chooseListed(p, ev, a, DecisionKind.TERRAIN_MARKER, "choose a Terrain Marker",
            m -> Regions.markerLabel(k, m));
      }
      case CHOOSE_PLAYER -> {
        return choosePlayer(p, ev, a);
      }
      case CHOOSE_COUNTER -> {
        return chooseCounter(k, p, ev, a);
      }
      case MAY -> {
        if (!resume) {
          resume = true;
          return Flow.ask(DecisionRequest.may(ev.player(c(p, a[0], Who.class)), "you may (" + program + ")"));
        }
        resume = false;
        boolean yes = saidYes();
        answer = null;
        if (yes) {
          did = Cond.Did.Outcome.DID.ordinal();
          pc++;
        } else {
          did = Cond.Did.Outcome.DID_NOT.ordinal();
          pc = a[1];
        }
      }
      case OPTIONS -> {
        return options(p, ev, a);
      }
      case ORDER -> {
        return order(k, p, ev, a);
      }
      case STEP_BEGIN -> {
        k.beginStep();
        inStep = true;
        pc++;
      }
      case STEP_END -> {
        inStep = false;
        k.endStep();
        pc++;
        return Flow.next();
      }
      default -> {
        return action(k, p, ev, ins, in);
      }
    }
    return null;
  }

  // ---------------------------------------------------------------- decisions

  private String prompt(String what) {
    return what + " (" + program + " at " + pc + ")";
  }

  /** An answer that can only be one thing is not asked. */
  private static boolean forced(DecisionRequest r) {
    return r.min() == r.max() && r.candidates().size() == r.min()
        && r.candidates().stream().allMatch(c -> c.extraCost() == 0);
  }

  private Flow choose(Kernel k, Program p, Eval ev, int[] a) {
    boolean target = (a[5] & 1) != 0;
    int chooser = ev.player(c(p, a[4], Who.class));
    if (!resume) {
      Pred pred = c(p, a[1], Pred.class);
      int min = Math.max(0, ev.num(c(p, a[2], Num.class)));
      int max = Math.max(min, ev.num(c(p, a[3], Num.class)));
      DecisionRequest req = target
          ? k.targets(chooser, prompt("choose targets: " + pred), o -> ev.test(pred, o), min, max, toughPaid)
          : k.choice(chooser, DecisionKind.CHOOSE, prompt("choose: " + pred), o -> ev.test(pred, o), min, max);
      if (req.candidates().isEmpty() || req.max() == 0) {
        set(a[0], List.of()); // 6.5.b: no suitable target, the atomic actions do nothing
        pc++;
        return null;
      }
      if (forced(req)) {
        set(a[0], req.candidates().stream().map(Candidate::id).toList());
        pc++;
        return null;
      }
      if ((a[5] & 2) != 0) {
        // 3.2.5.c: chosen at random (the game's generator, saved with it: same seed, same card), nobody decides.
        List<Integer> pool = new ArrayList<>(req.candidates().stream().map(Candidate::id).toList());
        List<Integer> drawn = new ArrayList<>();
        while (drawn.size() < req.max() && !pool.isEmpty()) {
          drawn.add(pool.remove(k.state().prng.nextInt(pool.size())));
        }
        set(a[0], drawn);
        pc++;
        return null;
      }
      resume = true;
      return Flow.ask(req);
    }
    resume = false;
    List<Integer> picked = picked();
    answer = null;
    set(a[0], picked);
    pc++;
    if (target && !picked.isEmpty()) {
      k.payTough(ctx.controller(), picked, toughPaid); // 7.4.7: a cost paid as the targets are chosen
      return Flow.next();
    }
    return null;
  }

  private Flow chooseIn(Kernel k, Program p, Eval ev, int[] a) {
    int chooser = ev.player(c(p, a[4], Who.class));
    if (!resume) {
      List<Integer> among = reg(a[1]);
      int min = Math.max(0, ev.num(c(p, a[2], Num.class)));
      int max = Math.max(min, ev.num(c(p, a[3], Num.class)));
      DecisionRequest req = k.choice(chooser, DecisionKind.CHOOSE, prompt("choose among " + among.size()),
          o -> among.contains(o.id), min, max);
      if (req.candidates().isEmpty() || req.max() == 0) {
        set(a[0], List.of());
        pc++;
        return null;
      }
      if (forced(req)) {
        set(a[0], req.candidates().stream().map(Candidate::id).toList());
        pc++;
        return null;
      }
      resume = true;
      return Flow.ask(req);
    }
    resume = false;
    set(a[0], picked());
    answer = null;
    pc++;
    return null;
  }

  /** "in any order": the objects still in the game, picked one at a time into the order they will be placed in. */
  private Flow order(Kernel k, Program p, Eval ev, int[] a) {
    int chooser = ev.player(c(p, a[1], Who.class));
    if (resume) {
      resume = false;
      scratch.addAll(picked());
      answer = null;
    } else {
      scratch.clear();
    }
    List<Integer> left = new ArrayList<>(existing(k, reg(a[0])));
    left.removeAll(scratch);
    if (left.size() > 1) {
      DecisionRequest req = k.choice(chooser, DecisionKind.CHOOSE, prompt("choose the next card to place ("
          + left.size() + " left)"), o -> left.contains(o.id), 1, 1);
      if (!req.candidates().isEmpty()) {
        resume = true;
        return Flow.ask(req);
      }
    }
    List<Integer> ordered = new ArrayList<>(scratch);
    ordered.addAll(left);
    scratch.clear();
    set(a[0], ordered);
    pc++;
    return null;
  }

  /** Targets one at a time while their total statistic stays within the limit. */
  private Flow chooseTotal(Kernel k, Program p, Eval ev, int[] a) {
    int chooser = ev.player(c(p, a[5], Who.class));
    Pred pred = c(p, a[1], Pred.class);
    Pred.StatKind stat = Pred.StatKind.values()[a[2]];
    int limit = ev.num(c(p, a[3], Num.class));
    int max = ev.num(c(p, a[4], Num.class));
    if (resume) {
      resume = false;
      List<Integer> picked = picked();
      answer = null;
      if (picked.isEmpty()) {
        return finishTotal(k, a);
      }
      scratch.addAll(picked);
    }
    int used = 0;
    for (int id : scratch) {
      used += ev.object(id).map(o -> ev.statValue(o, stat)).orElse(0);
    }
    int remaining = limit - used;
    if (scratch.size() >= max) {
      return finishTotal(k, a);
    }
    DecisionRequest req = k.targets(chooser, prompt("choose targets with total " + stat + " of " + limit
        + " or less (" + remaining + " left)"), o -> ev.test(pred, o) && !scratch.contains(o.id)
        && ev.statValue(o, stat) <= remaining, 0, 1, toughPaid);
    if (req.candidates().isEmpty()) {
      return finishTotal(k, a);
    }
    resume = true;
    return Flow.ask(req);
  }

  private Flow finishTotal(Kernel k, int[] a) {
    List<Integer> chosen = new ArrayList<>(scratch);
    scratch.clear();
    set(a[0], chosen);
    pc++;
    if (!chosen.isEmpty()) {
      k.payTough(ctx.controller(), chosen, toughPaid);
      return Flow.next();
    }
    return null;
  }

  private Flow chooseExpedition(Kernel k, Program p, Eval ev, int[] a) {
    int chooser = ev.player(c(p, a[4], Who.class));
    if (!resume) {
      List<ExpeditionRef> options = ev.expeditions(c(p, a[1], ExpPred.class));
      int min = Math.min(options.size(), Math.max(0, ev.num(c(p, a[2], Num.class))));
      int max = Math.min(options.size(), Math.max(min, ev.num(c(p, a[3], Num.class))));
      if (options.isEmpty() || max == 0) {
        set(a[0], List.of());
        pc++;
        return null;
      }
      List<Candidate> candidates = options.stream().map(e -> Candidate.of(e.code(), e.toString())).toList();
      DecisionRequest req = DecisionRequest.choose(chooser, DecisionKind.EXPEDITION, prompt("choose an Expedition"),
          candidates, min, max);
      if (forced(req)) {
        set(a[0], options.stream().map(ExpeditionRef::code).toList());
        pc++;
        return null;
      }
      resume = true;
      return Flow.ask(req);
    }
    resume = false;
    set(a[0], picked());
    answer = null;
    pc++;
    return null;
  }

  /** Choose among the values of a register that are not objects (regions, markers), labelled for the player. */
  private Flow chooseListed(Program p, Eval ev, int[] a, DecisionKind kind, String what,
      java.util.function.IntFunction<String> label) {
    if (!resume) {
      List<Integer> options = List.copyOf(reg(a[1]));
      int min = Math.min(options.size(), Math.max(0, ev.num(c(p, a[2], Num.class))));
      int max = Math.min(options.size(), Math.max(min, ev.num(c(p, a[3], Num.class))));
      if (options.isEmpty() || max == 0) {
        set(a[0], List.of());
        pc++;
        return null;
      }
      DecisionRequest req = DecisionRequest.choose(ev.player(c(p, a[4], Who.class)), kind, prompt(what),
          options.stream().map(o -> Candidate.of(o, label.apply(o))).toList(), min, max);
      if (forced(req)) {
        set(a[0], options);
        pc++;
        return null;
      }
      resume = true;
      return Flow.ask(req);
    }
    resume = false;
    set(a[0], picked());
    answer = null;
    pc++;
    return null;
  }

  private Flow choosePlayer(Program p, Eval ev, int[] a) {
    int chooser = ev.player(c(p, a[2], Who.class));
    if (!resume) {
      List<Integer> players = ev.players(c(p, a[1], Who.class));
      if (players.size() <= 1) {
        set(a[0], players);
        pc++;
        return null;
      }
      resume = true;
      return Flow.ask(DecisionRequest.choose(chooser, DecisionKind.CHOOSE, prompt("choose a player"),
          players.stream().map(x -> Candidate.of(x, "player " + x)).toList(), 1, 1));
    }
    resume = false;
    set(a[0], picked());
    answer = null;
    pc++;
    return null;
  }

  /** Kinds of counters an object has at least n of, in name order. */
  static List<String> counterKinds(GameObject o, int atLeast) {
    List<String> kinds = new ArrayList<>();
    for (Map.Entry<String, Integer> e : new TreeMap<>(o.counters).entrySet()) {
      if (e.getValue() >= Math.max(1, atLeast)) {
        kinds.add(e.getKey());
      }
    }
    return kinds;
  }

  private Flow chooseCounter(Kernel k, Program p, Eval ev, int[] a) {
    int chooser = ev.player(c(p, a[3], Who.class));
    int atLeast = ev.num(c(p, a[2], Num.class));
    List<Integer> objects = reg(a[1]);
    if (resume) {
      resume = false;
      List<Integer> picked = picked();
      answer = null;
      scratch.add(picked.isEmpty() ? -1 : picked.get(0));
      part++;
    }
    while (part < objects.size()) {
      Optional<GameObject> o = k.object(objects.get(part));
      List<String> kinds = o.map(x -> counterKinds(x, atLeast)).orElse(List.of());
      if (kinds.size() <= 1) {
        scratch.add(kinds.isEmpty() ? -1 : 0);
        part++;
        continue;
      }
      List<Candidate> candidates = new ArrayList<>();
      for (int i = 0; i < kinds.size(); i++) {
        candidates.add(Candidate.of(i, kinds.get(i) + " counter of " + k.describe(o.get())));
      }
      resume = true;
      return Flow.ask(DecisionRequest.choose(chooser, DecisionKind.CHOOSE, prompt("which counter"), candidates, 1,
          1));
    }
    set(a[0], scratch);
    scratch.clear();
    part = 0;
    pc++;
    return null;
  }

  private Flow options(Program p, Eval ev, int[] a) {
    List<String> labels = c(p, a[1], Text.class).words();
    int count = Math.max(0, ev.num(c(p, a[2], Num.class)));
    boolean upTo = (a[3] & 1) != 0;
    boolean repeatable = (a[3] & 2) != 0;
    int chooser = ev.player(c(p, a[4], Who.class));
    List<Candidate> candidates = new ArrayList<>();
    for (int i = 0; i < labels.size(); i++) {
      candidates.add(Candidate.of(i, labels.get(i)));
    }
    if (!repeatable) {
      if (!resume) {
        int n = Math.min(count, labels.size());
        DecisionRequest req = DecisionRequest.choose(chooser, DecisionKind.MODES, prompt("choose " + n
            + (upTo ? " or fewer" : "") + " in the order to resolve them"), candidates, upTo ? 0 : n, n);
        if (forced(req) || n == 0) {
          set(a[0], n == 0 ? List.of() : candidates.stream().map(Candidate::id).toList());
          pc++;
          return null;
        }
        resume = true;
        return Flow.ask(req);
      }
      resume = false;
      set(a[0], picked());
      answer = null;
      pc++;
      return null;
    }
    // 6.5.g: the same mode may be chosen more than once: one choice at a time.
    if (resume) {
      resume = false;
      List<Integer> picked = picked();
      answer = null;
      if (picked.isEmpty()) {
        part = count;
      } else {
        scratch.add(picked.get(0));
        part++;
      }
    }
    if (part < count) {
      resume = true;
      return Flow.ask(DecisionRequest.choose(chooser, DecisionKind.MODES, prompt("choose mode " + (part + 1) + " of "
          + count), candidates, upTo ? 0 : 1, 1));
    }
    set(a[0], scratch);
    scratch.clear();
    part = 0;
    pc++;
    return null;
  }

  // ---------------------------------------------------------------- actions

  /**
   * The objects of a register that exist; one this effect moved to a visible zone is found there (2.1.f-g: "put them
   * in your Expeditions. They gain [[Fleeting]]"), other objects that ceased to exist are left out (2.1.d).
   */
  private List<Integer> existing(Kernel k, List<Integer> ids) {
    List<Integer> out = new ArrayList<>();
    for (int id : ids) {
      int now = id;
      if (!k.exists(id) && moved.contains(id)) {
        Optional<Integer> next = k.follow(id);
        if (next.isPresent() && k.object(next.get()).map(o -> o.zone.visible()).orElse(false)) {
          now = next.get();
        }
      }
      if (k.exists(now) && !out.contains(now)) {
        out.add(now);
      }
    }
    return out;
  }

  /** Notes how objects were before this effect moves them (6.3.k, 7.2.1.c). */
  private void remember(Kernel k, List<Integer> ids) {
    for (int id : ids) {
      k.object(id).ifPresent(o -> {
        lki.put(id, copy(o));
        if (!moved.contains(id)) {
          moved.add(id);
        }
      });
    }
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
    c.statuses = o.statuses.isEmpty() ? EnumSet.noneOf(Status.class) : EnumSet.copyOf(o.statuses);
    c.counters = new TreeMap<>(o.counters);
    c.playedFrom = o.playedFrom;
    c.scouted = o.scouted;
    return c;
  }

  private Flow action(Kernel k, Program p, Eval ev, Instruction ins, Interpreter in) {
    int[] a = ins.args();
    long before = k.eventCount();
    boolean impossible;
    boolean silent = false; // an action that produces no event by nature
    boolean twoPhase = false;
    switch (ins.op()) {
      case DRAW -> {
        List<Integer> players = ev.players(c(p, a[0], Who.class));
        int n = ev.num(c(p, a[1], Num.class));
        impossible = n <= 0 || players.isEmpty();
        if (!impossible) {
          k.beginStep();
          try {
            for (int player : players) {
              k.draw(player, n);
            }
          } finally {
            k.endStep();
          }
        }
      }
      case DRAW_CARD -> {
        Who who = c(p, a[1], Who.class);
        List<Integer> ids = existing(k, reg(a[0]));
        impossible = ids.isEmpty();
        if (!impossible) {
          remember(k, ids);
          k.move(ids.stream().map(id -> new Move(id, ZoneKind.HAND, k.object(id).get().owner, Optional.empty(), false,
              false, Cause.DRAW, Actors.of(ev, who, k.object(id).get()))).toList());
        }
      }
      case DISCARD, SACRIFICE -> {
        Who who = c(p, a[1], Who.class);
        List<Integer> ids = existing(k, reg(a[0]));
        impossible = ids.isEmpty();
        if (!impossible) {
          remember(k, ids);
          Cause cause = ins.op() == Opcode.DISCARD ? Cause.DISCARD : Cause.SACRIFICE;
          k.move(ids.stream().map(id -> k.moveTo(id, ZoneKind.DISCARD, cause, Actors.of(ev, who, k.object(id).get())))
              .toList());
        }
      }
      case MOVE -> {
        if (resume) { // a Deck position, once the card is on top (the move may have been modified)
          resume = false;
          finishDeckPosition(k, p, ev, a);
          pc++;
          return yieldUnlessInStep();
        }
        impossible = move(k, p, ev, a);
        Dest dest = c(p, a[1], Dest.class);
        twoPhase = !impossible && dest.position().isPresent();
      }
      case CREATE -> {
        Tok tok = c(p, a[0], Tok.class);
        int n = ev.num(c(p, a[2], Num.class));
        List<ExpeditionRef> where = new ArrayList<>();
        for (int code : reg(a[1])) {
          for (int i = 0; i < n; i++) {
            where.add(ExpeditionRef.ofCode(code));
          }
        }
        impossible = where.isEmpty();
        if (!impossible) {
          List<Integer> ids = k.createTokens(ctx.controller(), tokenSpec(k, tok), where);
          if (a[3] >= 0) {
            set(a[3], ids);
          }
        } else if (a[3] >= 0) {
          set(a[3], List.of());
        }
      }
      case CREATE_LANDMARK -> {
        Tok tok = c(p, a[0], Tok.class);
        int n = ev.num(c(p, a[2], Num.class));
        List<Integer> players = new ArrayList<>();
        for (int player : ev.players(c(p, a[1], Who.class))) {
          for (int i = 0; i < n; i++) {
            players.add(player);
          }
        }
        impossible = players.isEmpty();
        List<Integer> ids = impossible ? List.of() : k.createLandmarkTokens(ctx.controller(), tokenSpec(k, tok),
            players);
        if (a[3] >= 0) {
          set(a[3], ids);
        }
      }
      case GAIN_STATUS, LOSE_STATUS -> {
        Status st = Status.values()[a[1]];
        List<Integer> ids = existing(k, reg(a[0]));
        boolean gain = ins.op() == Opcode.GAIN_STATUS;
        impossible = ids.stream().noneMatch(id -> k.object(id).map(o -> o.zone.holdsStatuses() && gain != o.has(st))
            .orElse(false)); // 7.3.15.b, 7.3.19.b
        if (!ids.isEmpty()) {
          if (gain) {
            k.gainStatus(ids, st);
          } else {
            k.loseStatus(ids, st);
          }
        }
      }
      case GAIN_COUNTERS -> impossible = gainCounters(k, p, ev, a);
      case REMOVE_COUNTERS -> {
        String counter = c(p, a[1], Text.class).first();
        List<Integer> ids = existing(k, reg(a[0]));
        int total = 0;
        k.beginStep();
        try {
          for (int id : ids) {
            GameObject o = k.object(id).get();
            List<String> kinds = counter.equals("ANY") ? counterKinds(o, 1) : List.of(counter);
            for (String kind : kinds) {
              int has = o.counter(kind);
              int n = a[2] < 0 ? has : Math.min(has, ev.num(c(p, a[2], Num.class)));
              if (n > 0) {
                k.removeCounters(List.of(id), kind, n);
                total += n;
              }
            }
          }
        } finally {
          k.endStep();
        }
        impossible = total == 0;
        if (a[3] >= 0) {
          set(a[3], List.of(total));
        }
      }
      case SPEND_COUNTERS -> {
        String counter = c(p, a[1], Text.class).first();
        int n = ev.num(c(p, a[2], Num.class));
        List<Integer> ids = reg(a[0]);
        boolean spent = false;
        for (int i = 0; i < ids.size(); i++) {
          Optional<GameObject> o = k.object(ids.get(i));
          if (o.isEmpty()) {
            continue;
          }
          String kind = counter;
          if (counter.equals("ANY")) {
            List<String> kinds = counterKinds(o.get(), n);
            int index = a[3] >= 0 && i < reg(a[3]).size() ? reg(a[3]).get(i) : -1;
            if (index < 0 || index >= kinds.size()) {
              continue;
            }
            kind = kinds.get(index);
          }
          spent |= k.spendCounters(ids.get(i), kind, n); // 7.3.33.b
        }
        impossible = !spent;
      }
      case DOUBLE_COUNTERS -> {
        String counter = c(p, a[1], Text.class).first();
        List<Integer> ids = existing(k, reg(a[0]));
        impossible = ids.stream().noneMatch(id -> k.object(id).get().counter(counter) > 0); // 7.3.8.b
        k.beginStep();
        try {
          for (int id : ids) {
            k.doubleCounters(id, counter);
          }
        } finally {
          k.endStep();
        }
      }
      case AUGMENT -> {
        List<Integer> ids = reg(a[0]);
        List<Integer> kinds = reg(a[1]);
        impossible = true;
        k.beginStep();
        try {
          for (int i = 0; i < ids.size(); i++) {
            Optional<GameObject> o = k.object(ids.get(i));
            int index = i < kinds.size() ? kinds.get(i) : -1;
            if (o.isPresent() && index >= 0) {
              List<String> names = counterKinds(o.get(), 1);
              if (index < names.size()) {
                k.augment(o.get().id, names.get(index));
                impossible = false;
              }
            }
          }
        } finally {
          k.endStep();
        }
      }
      case EXCHANGE -> {
        List<Integer> x = existing(k, reg(a[0]));
        List<Integer> y = existing(k, reg(a[1]));
        impossible = x.isEmpty() || y.isEmpty(); // 7.3.11.b
        if (!impossible) {
          remember(k, List.of(x.get(0), y.get(0)));
          k.exchange(x.get(0), y.get(0), ev.player(c(p, a[2], Who.class)));
        }
      }
      case EXCHANGE_BOOSTS -> {
        List<Integer> x = existing(k, reg(a[0]));
        List<Integer> y = existing(k, reg(a[1]));
        int first = x.isEmpty() ? -1 : x.get(0);
        int second = a[0] == a[1] ? (x.size() > 1 ? x.get(1) : -1) : (y.isEmpty() ? -1 : y.get(0));
        impossible = first < 0 || second < 0 || k.object(first).get().counter(GameObject.BOOST)
            == k.object(second).get().counter(GameObject.BOOST); // 7.3.10.b
        if (first >= 0 && second >= 0) {
          k.exchangeBoosts(first, second);
        }
      }
      case RESUPPLY -> {
        if (resume) {
          resume = false;
          collectResupplied(k, ev, p, a);
          pc++;
          return yieldUnlessInStep();
        }
        List<Integer> players = ev.players(c(p, a[0], Who.class));
        impossible = players.isEmpty();
        scratch.clear();
        scratch.add(k.state().nextId);
        k.beginStep();
        try {
          for (int player : players) {
            if (a[1] == 1) {
              k.exhaustedResupply(player);
            } else {
              k.resupply(player);
            }
          }
        } finally {
          k.endStep();
        }
        twoPhase = a[2] >= 0;
      }
      case PASS -> {
        // 4.2.3.d: a player who already passed has nothing to do (6.5.f).
        List<Integer> who = ev.players(c(p, a[0], Who.class)).stream()
            .filter(x -> !k.state().player(x).passed).toList();
        impossible = who.isEmpty();
        who.forEach(k::passes);
      }
      case FIRST_PLAYER -> {
        int who = ev.player(c(p, a[0], Who.class));
        impossible = k.state().firstPlayer == who;
        if (!impossible) {
          k.firstPlayerBecomes(who);
        }
      }
      case AFTER_YOU -> {
        impossible = false;
        k.afterYou(ev.player(c(p, a[0], Who.class)));
      }
      case MOVE_EXPEDITION -> {
        List<ExpeditionRef> es = reg(a[0]).stream().map(ExpeditionRef::ofCode).toList();
        int n = ev.num(c(p, a[1], Num.class));
        // Backwards, an Expedition at its starting region has nowhere to go (it stops there): nothing to do.
        impossible = es.isEmpty() || n <= 0 || a[2] != 1 && es.stream().allMatch(x -> k.state().player(x.player())
            .position(x.side()) == (x.side() == dev.altered.rules.state.Side.HERO ? 0 : 7));
        if (!impossible) {
          if (a[2] == 1) {
            k.moveForward(es, n);
          } else {
            k.moveBackward(es, n);
          }
        }
      }
      case PLACE_MARKERS -> {
        impossible = reg(a[0]).isEmpty();
        if (!impossible) {
          k.placeTerrainMarkers(reg(a[0]), dev.altered.rules.state.Terrain.ofMask(a[1]));
        }
      }
      case MOVE_MARKERS -> {
        impossible = reg(a[0]).isEmpty() || reg(a[1]).isEmpty();
        if (!impossible) {
          k.moveTerrainMarkers(reg(a[0]), reg(a[1]).get(0));
        }
      }
      case SWITCH, DEFECT -> {
        List<Integer> ids = existing(k, reg(a[0])).stream()
            .filter(id -> k.object(id).get().zone == ZoneKind.EXPEDITION).toList();
        impossible = ids.isEmpty();
        if (!impossible) {
          if (ins.op() == Opcode.SWITCH) {
            k.switchExpeditions(ids);
          } else {
            k.defect(ids);
          }
        }
      }
      case ASCEND -> {
        List<ExpeditionRef> es = reg(a[0]).stream().map(ExpeditionRef::ofCode).toList();
        impossible = es.stream().allMatch(e -> k.state().player(e.player()).ascended(e.side()));
        for (ExpeditionRef e : es) {
          k.ascend(e);
        }
      }
      case ROLL -> {
        int player = ev.player(c(p, a[0], Who.class));
        if (resume) {
          resume = false;
          set(a[1], List.of(k.lastDieRoll(player))); // 7.3.28.b, after any die kept (7.3.28.c)
          pc++;
          return yieldUnlessInStep();
        }
        impossible = false;
        k.rollDie(player);
        twoPhase = true;
      }
      case REVEAL -> {
        List<Integer> ids = reg(a[0]).stream().filter(k::exists).toList();
        impossible = ids.isEmpty();
        if (!impossible) {
          k.reveal(ev.player(c(p, a[1], Who.class)), ids);
        }
      }
      case LOOK -> {
        impossible = reg(a[0]).isEmpty();
        silent = true; // looking at cards is private: no event
      }
      case PLAY -> {
        List<Integer> ids = existing(k, reg(a[0]));
        if (resume) {
          resume = false;
          int id = scratch.isEmpty() ? -1 : scratch.get(0);
          scratch.clear();
          Optional<Integer> now = id < 0 ? Optional.empty() : k.follow(id);
          boolean played = now.isPresent() && now.get() != id;
          did = (played ? Cond.Did.Outcome.DID : Cond.Did.Outcome.COULD_NOT).ordinal(); // 7.3.29.b
          if (played) {
            set(a[0], List.of(now.get())); // "It gains [[Fleeting]]": the card as it is now
          }
          pc++;
          return yieldUnlessInStep();
        }
        impossible = ids.isEmpty();
        if (!impossible) {
          int player = ev.player(c(p, a[1], Who.class));
          Optional<ExpeditionRef> e = Optional.empty();
          if (a[4] >= 0 && reg(a[4]).size() == 1) {
            e = Optional.of(ExpeditionRef.ofCode(reg(a[4]).get(0)));
          }
          remember(k, List.of(ids.get(0)));
          scratch.clear();
          scratch.add(ids.get(0));
          k.playCard(player, ids.get(0), e, a[2] == 1, ev.num(c(p, a[3], Num.class)));
          twoPhase = true;
        }
      }
      case ACTIVATE, ACTIVATE_ONE -> {
        List<Integer> ids = existing(k, reg(a[0]));
        Trigger.Symbol symbol = Trigger.Symbol.values()[a[1]];
        // Objects without a Reaction of that symbol have nothing to activate (6.5.h: the step is impossible).
        impossible = ids.stream().noneMatch(id -> k.abilities(k.object(id).get()).stream()
            .anyMatch(ab -> ab instanceof dev.altered.rules.ReactionAbility r
                && r.trigger().symbol().equals(java.util.Optional.of(symbol))));
        for (int id : ids) {
          k.activateReactions(id, symbol, ins.op() == Opcode.ACTIVATE_ONE);
        }
      }
      case PAY -> {
        int player = ev.player(c(p, a[0], Who.class));
        int n = ev.num(c(p, a[1], Num.class));
        impossible = n <= 0 || !k.payCost(player, n, "effect of " + program, () -> {});
      }
      case ONGOING -> impossible = !ongoing(k, p, a);
      case WIN -> {
        k.win(ev.player(c(p, a[0], Who.class)), "won by " + program);
        // The game is over: nothing runs after this step, so the program ends with it.
        if (inStep) {
          k.endStep();
          inStep = false;
        }
        in.tracer().action(program, pc, ins.op(), false, Math.max(0, k.eventCount() - before));
        in.tracer().returned(program);
        return Flow.done();
      }
      default -> throw new IllegalStateException("no case for " + ins.op());
    }
    if (ins.op() != Opcode.PLAY || impossible) { // PLAY knows once the playing process is over (7.3.29.b)
      did = (impossible ? Cond.Did.Outcome.COULD_NOT : Cond.Did.Outcome.DID).ordinal();
    }
    tracePc = pc;
    traceImpossible = impossible || silent;
    traceFrom = before;
    if (twoPhase) {
      resume = true;
      if (inStep) {
        throw new IllegalStateException(ins.op() + " cannot be part of a step of several actions");
      }
      return Flow.next();
    }
    pc++;
    return yieldUnlessInStep();
  }

  private Flow yieldUnlessInStep() {
    return inStep ? null : Flow.next();
  }

  private boolean move(Kernel k, Program p, Eval ev, int[] a) {
    Dest dest = c(p, a[1], Dest.class);
    Who who = c(p, a[2], Who.class);
    List<Integer> ids = existing(k, reg(a[0]));
    if (ids.isEmpty()) {
      return true;
    }
    remember(k, ids);
    List<Move> moves = new ArrayList<>();
    List<Integer> codes = dest.expReg() >= 0 ? reg(dest.expReg()) : List.of();
    for (int i = 0; i < ids.size(); i++) {
      int id = ids.get(i);
      GameObject o = k.object(id).get();
      int actor = Actors.of(ev, who, o);
      switch (dest.zone()) {
        case EXPEDITION -> {
          if (codes.isEmpty()) {
            continue;
          }
          ExpeditionRef e = ExpeditionRef.ofCode(codes.get(Math.min(i, codes.size() - 1)));
          moves.add(new Move(id, ZoneKind.EXPEDITION, e.player(), Optional.of(e.side()), false, false, Cause.EFFECT,
              actor));
        }
        case DECK -> moves.add(new Move(id, ZoneKind.DECK, o.owner, Optional.empty(), dest.bottom(), false,
            Cause.EFFECT, actor));
        case MANA -> moves.add(new Move(id, ZoneKind.MANA, o.owner, Optional.empty(), false, !dest.ready(),
            Cause.EFFECT, actor)); // 3.2.9.b: exhausted unless said otherwise
        default -> moves.add(k.moveTo(id, dest.zone(), Cause.EFFECT, actor));
      }
    }
    if (moves.isEmpty()) {
      return true;
    }
    k.move(moves);
    return false;
  }

  private void finishDeckPosition(Kernel k, Program p, Eval ev, int[] a) {
    Dest dest = c(p, a[1], Dest.class);
    int position = ev.num(dest.position().orElseThrow());
    for (int id : reg(a[0])) {
      k.follow(id).ifPresent(now -> k.placeInDeck(now, Math.max(0, position - 1)));
    }
  }

  private void collectResupplied(Kernel k, Eval ev, Program p, int[] a) {
    int from = scratch.isEmpty() ? Integer.MAX_VALUE : scratch.get(0);
    scratch.clear();
    List<Integer> players = ev.players(c(p, a[0], Who.class));
    List<Integer> out = new ArrayList<>();
    for (GameObject o : k.state().objects.values()) {
      if (o.id >= from && o.zone == ZoneKind.RESERVE && players.contains(o.zonePlayer)) {
        out.add(o.id);
      }
    }
    set(a[2], out);
  }

  private boolean gainCounters(Kernel k, Program p, Eval ev, int[] a) {
    String counter = c(p, a[1], Text.class).first();
    int n = ev.num(c(p, a[2], Num.class));
    Map<Integer, Integer> amounts = new LinkedHashMap<>();
    for (int id : reg(a[0])) {
      amounts.merge(id, n, Integer::sum); // an object named twice gains twice (distributed counters)
    }
    boolean any = false;
    k.beginStep();
    try {
      for (Map.Entry<Integer, Integer> e : amounts.entrySet()) {
        Optional<GameObject> o = k.object(e.getKey());
        if (o.isEmpty() || !o.get().zone.holdsStatuses()) {
          continue; // 2.5.b
        }
        int amount = e.getValue();
        if (a[3] >= 0) { // "up to a max of 2": counters beyond it are not gained
          int max = ev.num(c(p, a[3], Num.class)) + Abilities.beyondMax(k, this, o.get());
          amount = Math.min(amount, Math.max(0, max - o.get().counter(counter)));
        }
        if (amount > 0) {
          k.gainCounters(List.of(e.getKey()), counter, amount);
          any = true;
        }
      }
    } finally {
      k.endStep();
    }
    return !any;
  }

  private boolean ongoing(Kernel k, Program p, int[] a) {
    Duration duration = Duration.values()[a[1]];
    Phase phase = k.phase();
    if (duration == Duration.THIS_TURN && (phase != Phase.AFTERNOON || k.state().turnPlayer < 0)) {
      return false; // 2.2.15.d: only during a turn
    }
    if (duration == Duration.THIS_AFTERNOON && phase != Phase.MORNING && phase != Phase.NOON
        && phase != Phase.AFTERNOON) {
      return false; // 2.2.15.e
    }
    Map<String, Integer> bindings = new TreeMap<>();
    for (int i = 0; i < r.size(); i++) {
      List<Integer> values = r.get(i);
      for (int j = 0; j < values.size(); j++) {
        bindings.put("r" + i + "." + j, values.get(j));
      }
    }
    k.createOngoing(ctx.controller(), source(k), Abilities.nestedId(program, a[0]), duration, bindings, a[2] == 1);
    return true;
  }

  @Override
  public void accept(Kernel k, Answer answer) {
    this.answer = answer;
  }

  @Override
  public String toString() {
    return "VmFrame[" + program + " pc " + pc + " regs " + r.stream().map(Object::toString)
        .collect(Collectors.joining(",")) + "]";
  }

  /** Objects named by a register, for tests. */
  List<Integer> register(int i) {
    return reg(i);
  }

  static TreeSet<Integer> ids(List<GameObject> objects) {
    return objects.stream().map(o -> o.id).collect(Collectors.toCollection(TreeSet::new));
  }
}
