package dev.altered.vm;

import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.card.Language;
import dev.altered.cardfile.SourcedCard;
import dev.altered.ir.Cmp;
import dev.altered.ir.Cond;
import dev.altered.ir.EventPat;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Pred;
import dev.altered.ir.Program;
import dev.altered.ir.QCost;
import dev.altered.ir.Regs;
import dev.altered.ir.Trig;
import dev.altered.ir.Who;
import dev.altered.load.LoadResult;
import dev.altered.rules.EffectContext;
import dev.altered.rules.event.Cause;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.Procedures;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * Whether every ability of every card runs from its text: each card as the loader parsed and compiled it, put into
 * generated game situations ({@link Position}): played from Hand and from Reserve (its quick actions activated when it
 * is in play), and, for a permanent or Hero, in play at the start of each phase (Morning, Noon, Dusk, Night) and during
 * its controller's turn, so that phase triggers fire, quick actions are activated and passives apply. The other choices
 * are made by a random agent.
 *
 * <p>A card <em>executed</em> when no situation raised an error, every program of its that started ran to its end,
 * every action step either produced an event or was legitimately impossible (6.5.h), and every one of its Spell
 * effects, quick actions and Reactions ran at least once (passives and keyword abilities are applied by the kernel
 * whenever the card is in play, so being in play without an error is their execution). A Reaction whose trigger none
 * of the situations produces ("when an opponent's Character is sacrificed") is reported as not exercised.
 */
public final class Coverage {
  /** At most this many decisions per situation: a situation is one turn or one phase start. */
  private static final int DECISIONS = 2_000;

  /** Ready Mana Orbs of each player: more than the highest cost (10). */
  private static final int MANA = 12;

  /** {@code stage}: parse, compile, execute or exercise (an ability the situations never ran). */
  public record Failure(String reference, String stage, String message) {}

  public record Report(int cards, int parsed, int compiled, int executed, List<Failure> failures) {
    public Report {
      failures = List.copyOf(failures);
    }
  }

  private final List<CardDefinition> cards;
  private final CardCatalog catalog;
  private final CompiledAbilities abilities;
  private final Recorder recorder = new Recorder();
  private final List<String> fillers;
  private final String hero;
  /** Abilities of the Hero and the other cards of the board. */
  private final Set<String> foreign = new HashSet<>();
  /** Cards of the catalog matching a predicate (cached: few distinct predicates). */
  private final Map<Pred, List<String>> matches = new HashMap<>();
  private Game probe;

  private Coverage(LoadResult loaded, Language language) {
    // Every card read, those an ability left out of the load included: their problem is their failure.
    this.cards = loaded.read().stream().map(SourcedCard::card).toList();
    this.catalog = CardCatalog.of(cards);
    this.abilities = CompiledAbilities.of(loaded, new Interpreter(Interpreter.DEFAULT_BUDGET, recorder), language);
    // The other cards of the board: Characters without text where there are some, so that what happens is the card's.
    List<String> plain = cards.stream().filter(c -> c.type() == CardType.CHARACTER)
        .filter(c -> c.texts().values().stream().allMatch(t -> t.main().isEmpty() && t.support().isEmpty()))
        .map(CardDefinition::reference).sorted().toList();
    this.fillers = !plain.isEmpty() ? plain : cards.stream().filter(c -> c.type() == CardType.CHARACTER)
        .map(CardDefinition::reference).sorted().limit(8).toList();
    this.hero = cards.stream().filter(c -> c.type() == CardType.HERO)
        .filter(c -> c.texts().values().stream().allMatch(t -> t.main().isEmpty()))
        .map(CardDefinition::reference).sorted().findFirst()
        .orElseGet(() -> cards.stream().filter(c -> c.type() == CardType.HERO).map(CardDefinition::reference)
            .sorted().findFirst().orElse(""));
    for (String ref : fillers) {
      abilities.cardAbilities(ref).forEach(a -> foreign.add(a.id()));
    }
    abilities.cardAbilities(hero).forEach(a -> foreign.add(a.id()));
  }

  /**
   * Measures every card {@code loaded} read (with {@link dev.altered.load.CardLoader#standard()}), from its text in
   * {@code language}.
   */
  public static Report measure(LoadResult loaded, Language language) {
    return measure(loaded, language, done -> { });
  }

  /** The same, telling {@code progress} how many cards are done after each one (a long run shows it). */
  public static Report measure(LoadResult loaded, Language language, java.util.function.IntConsumer progress) {
    return new Coverage(loaded, language).run(progress);
  }

  private Report run(java.util.function.IntConsumer progress) {
    Map<String, List<CompiledAbilities.Problem>> problems = new LinkedHashMap<>();
    for (CompiledAbilities.Problem p : abilities.problems()) {
      problems.computeIfAbsent(p.reference(), k -> new ArrayList<>()).add(p);
    }
    int parsed = 0;
    int compiled = 0;
    int executed = 0;
    List<Failure> failures = new ArrayList<>();
    int done = 0;
    for (CardDefinition card : cards) {
      progress.accept(done++);
      List<CompiledAbilities.Problem> own = problems.getOrDefault(card.reference(), List.of());
      Optional<CompiledAbilities.Problem> parse = own.stream()
          .filter(p -> p.stage() == CompiledAbilities.Problem.Stage.PARSE).findFirst();
      if (parse.isPresent()) {
        failures.add(new Failure(card.reference(), "parse", position(parse.get())));
        continue;
      }
      parsed++;
      Optional<CompiledAbilities.Problem> comp = own.stream().findFirst();
      if (comp.isPresent()) {
        failures.add(new Failure(card.reference(), "compile", position(comp.get())));
        continue;
      }
      compiled++;
      Optional<Failure> failure = execute(card);
      if (failure.isPresent()) {
        failures.add(failure.get());
      } else {
        executed++;
      }
    }
    return new Report(cards.size(), parsed, compiled, executed, failures);
  }

  private static String position(CompiledAbilities.Problem p) {
    return (p.support() ? "support " : "") + p.line() + ":" + p.column() + ": " + p.message();
  }

  private Optional<Failure> execute(CardDefinition card) {
    // The programs that must run at least once: effects, quick actions and Reactions (passives are applied).
    Map<String, Program> mustRun = new LinkedHashMap<>();
    Map<String, String> texts = new LinkedHashMap<>();
    for (CompiledAbilities.CardAbility a : abilities.cardAbilities(card.reference())) {
      a.program().filter(p -> p.kind() != Program.Kind.PASSIVE && p.kind() != Program.Kind.KEYWORDS)
          .ifPresent(p -> mustRun.put(a.id(), p));
      texts.putIfAbsent(a.id(), a.text());
    }
    recorder.reset();
    Set<String> ids = new HashSet<>(mustRun.keySet());
    long seed = card.reference().hashCode();
    List<Supplier<String>> situations = new ArrayList<>();
    // A token card (Manaseed, Halua) stands in play for the token it defines (1.1.7.b): its abilities run there.
    boolean permanent = card.type() == CardType.CHARACTER || card.type() == CardType.PERMANENT
        || card.type() == CardType.LANDMARK_PERMANENT || card.type() == CardType.EXPEDITION_PERMANENT
        || card.type() == CardType.TOKEN || card.type() == CardType.TOKEN_LANDMARK_PERMANENT;
    if (card.type() != CardType.HERO && !card.type().isToken()) {
      situations.add(() -> situation(card, seed, ZoneKind.HAND, Optional.empty(), ids));
      situations.add(() -> situation(card, seed + 1, ZoneKind.RESERVE, Optional.empty(), ids));
      // Its support abilities (2.2.12.d), activated from Reserve without playing it.
      situations.add(() -> situation(card, seed + 9, ZoneKind.LIMBO, Optional.empty(), ids));
    }
    if (permanent || card.type() == CardType.HERO) {
      ZoneKind zone = card.type() == CardType.HERO ? ZoneKind.HERO
          : card.type() == CardType.CHARACTER || card.type() == CardType.EXPEDITION_PERMANENT
              || card.type() == CardType.TOKEN ? ZoneKind.EXPEDITION : ZoneKind.LANDMARK;
      situations.add(() -> situation(card, seed + 2, zone, Optional.empty(), ids));
      long s = seed + 3;
      for (Phase phase : List.of(Phase.MORNING, Phase.NOON, Phase.DUSK, Phase.NIGHT)) {
        long phaseSeed = s++;
        situations.add(() -> situation(card, phaseSeed, zone, Optional.of(phase), ids));
      }
    }
    for (Supplier<String> situation : situations) {
      String error = situation.get();
      if (error != null) {
        return Optional.of(new Failure(card.reference(), "execute", error));
      }
    }
    // Situations made for what has not run yet: the event its trigger waits for, the counters its cost spends.
    int extra = 100;
    for (Map.Entry<String, Program> p : mustRun.entrySet()) {
      for (Setup setup : provocations(card, p.getValue())) {
        if (recorder.returned().contains(p.getKey())) {
          break;
        }
        // Only this program's quick action is activated: another one first might use up the card ({T}).
        String error = situation(card, seed + extra++, setup, Set.of(p.getKey()));
        if (error != null) {
          return Optional.of(new Failure(card.reference(), "execute", error));
        }
      }
    }
    // What the Hero and the other cards of the board ran is theirs, unless the card has the same ability.
    Set<String> own = new HashSet<>();
    abilities.cardAbilities(card.reference()).forEach(a -> own.add(a.id()));
    Optional<String> unfinished = recorder.unfinished().stream()
        .filter(id -> own.contains(id) || !foreign.contains(id)).findFirst();
    if (unfinished.isPresent()) {
      return Optional.of(new Failure(card.reference(), "execute", named(unfinished.get(), texts)
          + " started but did not run to its end"));
    }
    Optional<String> silent = recorder.silent().stream()
        .filter(step -> own.contains(step.split(" ")[0]) || !foreign.contains(step.split(" ")[0])).findFirst();
    if (silent.isPresent()) {
      return Optional.of(new Failure(card.reference(), "execute", "a step of "
          + named(silent.get().split(" @")[0], texts) + " produced no event and was not impossible (6.5.h): "
          + opAt(silent.get()).strip() + " at " + silent.get().split(" @")[1]));
    }
    for (Map.Entry<String, Program> p : mustRun.entrySet()) {
      if (!recorder.returned().contains(p.getKey())) {
        return Optional.of(new Failure(card.reference(), "exercise", "the " + p.getValue().kind().name()
            .toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " \"" + texts.get(p.getKey())
            + "\" never ran in the generated situations"));
      }
    }
    return Optional.empty();
  }

  /**
   * A generated situation: where the card is (LIMBO: in Reserve, for its support abilities), at the start of which
   * phase (none: a turn) or the rest of the day from Dusk, its statuses and counters, Expeditions left without
   * filler Characters, cards added, and an action by a player that starts it (none: the phase or turn starts).
   */
  private record Setup(ZoneKind zone, Optional<Phase> phase, boolean fromDusk, Set<Status> statuses,
      Map<String, Integer> counters, boolean ownExpeditionsEmpty, boolean opponentExpeditionsEmpty, List<Extra> extras,
      Optional<Act> act) {
    static Setup of(ZoneKind zone, Optional<Phase> phase) {
      return new Setup(zone, phase, false, Set.of(), Map.of(), false, false, List.of(), Optional.empty());
    }

    Setup with(Act act) {
      return new Setup(zone, phase, fromDusk, statuses, counters, ownExpeditionsEmpty, opponentExpeditionsEmpty,
          extras, Optional.of(act));
    }

    Setup with(List<Extra> more) {
      List<Extra> all = new ArrayList<>(extras);
      all.addAll(more);
      return new Setup(zone, phase, fromDusk, statuses, counters, ownExpeditionsEmpty, opponentExpeditionsEmpty, all,
          act);
    }

    Setup withStatuses(Set<Status> more) {
      Set<Status> all = new HashSet<>(statuses);
      all.addAll(more);
      return new Setup(zone, phase, fromDusk, all, counters, ownExpeditionsEmpty, opponentExpeditionsEmpty, extras,
          act);
    }

    Setup withCounters(Map<String, Integer> more) {
      Map<String, Integer> all = new LinkedHashMap<>(counters);
      all.putAll(more);
      return new Setup(zone, phase, fromDusk, statuses, all, ownExpeditionsEmpty, opponentExpeditionsEmpty, extras,
          act);
    }

    Setup expeditionsEmpty(boolean own, boolean opponent) {
      return new Setup(zone, phase, fromDusk, statuses, counters, own, opponent, extras, act);
    }

    /** Runs the day from Dusk to its end rather than the start of the phase only. */
    Setup untilNight() {
      return new Setup(zone, Optional.of(Phase.DUSK), true, statuses, counters, ownExpeditionsEmpty,
          opponentExpeditionsEmpty, extras, act);
    }
  }

  /** A card added to a player's zone. */
  private record Extra(int player, String reference, ZoneKind zone, Set<Status> statuses) {
    Extra(int player, String reference, ZoneKind zone) {
      this(player, reference, zone, Set.of());
    }
  }

  /** Which objects the action may pick: the card itself, the cards added, or the board's objects in some zones. */
  private enum Pick { CARD, EXTRAS, BOARD }

  /** The action starting a situation: {@code player} does it on the first candidate matching {@code subject}. */
  private record Act(Provoke.Action action, int player, Pred subject, Pick from, List<ZoneKind> zones, String what) {
    @Override
    public String toString() {
      return "player " + (player + 1) + " does " + action.name().toLowerCase(java.util.Locale.ROOT)
          + (what.isEmpty() ? "" : " " + what) + (from == Pick.CARD ? " on it" : "");
    }
  }

  /**
   * The situations that exercise a program the standard ones did not run, read from the program: a Reaction's
   * trigger gives the event to produce and where the card must be (its support abilities work in Reserve, a
   * self-move one where it moves from), the trigger's condition the statuses it needs; a quick action's cost the
   * counters it spends.
   */
  private List<Setup> provocations(CardDefinition card, Program p) {
    ZoneKind home = p.support() ? ZoneKind.LIMBO : inPlay(card);
    if (p.kind() == Program.Kind.QUICK_ACTION) {
      QCost cost = p.constant(p.header(), QCost.class);
      if (cost.spend().isEmpty()) {
        // Alone: another quick action of the card with the same cost ({T}) no longer uses it up first.
        return List.of(Setup.of(home, Optional.empty()));
      }
      return List.of(Setup.of(home, Optional.empty()).withCounters(cost.spend()));
    }
    if (p.kind() != Program.Kind.REACTION) {
      return List.of();
    }
    Trig trig = p.constant(p.header(), Trig.class);
    Set<Status> statuses = new HashSet<>();
    selfStatuses(trig.condition(), statuses);
    List<Extra> counted = new ArrayList<>();
    countedObjects(trig.condition(), counted);
    List<Setup> result = new ArrayList<>();
    for (Setup s : forEvent(card, home, trig.event())) {
      result.add(s.withStatuses(statuses).with(counted));
    }
    return result;
  }

  private List<Setup> forEvent(CardDefinition card, ZoneKind home, EventPat event) {
    Setup base = Setup.of(home, Optional.empty());
    if (event instanceof EventPat.AnyOf any) {
      List<Setup> all = new ArrayList<>();
      any.events().forEach(e -> all.addAll(forEvent(card, home, e)));
      return all;
    } else if (event instanceof EventPat.AtPhase at) {
      return List.of(Setup.of(home, Optional.of(at.phase())));
    } else if (event instanceof EventPat.Moved m) {
      return moved(card, home, m);
    } else if (event instanceof EventPat.Created c) {
      return tokenSpec().map(t -> List.of(base.with(new Act(Provoke.Action.TOKEN, player(c.controller()), c.subject(),
          Pick.BOARD, List.of(), t.toString())))).orElse(List.of());
    } else if (event instanceof EventPat.StatusGained g) {
      boolean self = isSelf(g.subject());
      return List.of(base.with(new Act(Provoke.Action.STATUS, 0, g.subject(), self ? Pick.CARD : Pick.BOARD,
          List.of(), g.status().name())));
    } else if (event instanceof EventPat.CountersGained g) {
      boolean self = isSelf(g.subject());
      Setup s = self && g.nth() > 1 ? base.withCounters(Map.of(g.counter(), g.nth() - 1)) : base;
      return List.of(s.with(new Act(Provoke.Action.COUNTER, 0, g.subject(), self ? Pick.CARD : Pick.BOARD,
          List.of(), g.counter())));
    } else if (event instanceof EventPat.ExpeditionMoved m && m.forward()) {
      // Progress (4.2.4.b): facing empty Expeditions, the card's Expeditions move forward in every terrain.
      return List.of(Setup.of(home, Optional.of(Phase.DUSK)).expeditionsEmpty(false, true).untilNight());
    } else if (event instanceof EventPat.FailedToMoveForward) {
      // 4.2.4.i: alone in its Expedition and [[Asleep]] (its statistics ignored at Dusk), the card's does not move.
      return List.of(Setup.of(home, Optional.of(Phase.DUSK)).expeditionsEmpty(true, false)
          .withStatuses(Set.of(Status.ASLEEP)).untilNight());
    } else if (event instanceof EventPat.Draws d) {
      return List.of(base.with(new Act(Provoke.Action.DRAW, player(d.player()), new Pred.True(), Pick.CARD,
          List.of(), "")));
    } else if (event instanceof EventPat.Passes ps) {
      return List.of(base.with(new Act(Provoke.Action.PASS, player(ps.player()), new Pred.True(), Pick.CARD,
          List.of(), "")));
    } else if (event instanceof EventPat.Resupplies r) {
      return List.of(base.with(new Act(Provoke.Action.RESUPPLY, player(r.player()), new Pred.True(), Pick.CARD,
          List.of(), "")));
    } else if (event instanceof EventPat.Augmented a) {
      boolean self = isSelf(a.subject());
      return List.of(base.with(new Act(Provoke.Action.AUGMENT, 0, a.subject(), self ? Pick.CARD : Pick.BOARD,
          List.of(), GameObject.BOOST)));
    } else if (event instanceof EventPat.Defected d) {
      boolean self = isSelf(d.subject());
      return List.of(base.with(new Act(Provoke.Action.DEFECT, 0, d.subject(), self ? Pick.CARD : Pick.BOARD,
          List.of(), "")));
    } else if (event instanceof EventPat.ExpeditionStatusChanged s && s.gained()) {
      // 7.3.3.a: the card's controller's Expedition it is measured in Ascends.
      return List.of(base.with(new Act(Provoke.Action.ASCEND, 0, new Pred.True(), Pick.CARD, List.of(), "")));
    } else if (event instanceof EventPat.Rolls r) {
      return List.of(base.with(new Act(Provoke.Action.ROLL, player(r.player()), new Pred.True(), Pick.CARD,
          List.of(), "")));
    }
    return List.of();
  }

  private List<Setup> moved(CardDefinition card, ZoneKind home, EventPat.Moved m) {
    int actor = player(m.actor());
    if (m.played()) {
      ZoneKind from = m.playedFrom().orElse(ZoneKind.HAND);
      List<Extra> extras = matching(m.subject(), card).stream().map(ref -> new Extra(actor, ref, from)).toList();
      return List.of(Setup.of(home, Optional.empty()).with(extras)
          .with(new Act(Provoke.Action.PLAY, actor, anywhere(m.subject()), Pick.EXTRAS, List.of(), "a card")));
    }
    boolean self = isSelf(m.subject());
    // "joins the Expedition facing me" (1.2.3.c): the opponent's, on my side.
    int zoneOwner = m.zoneOf().kind() == Who.Kind.OPPONENT || facing(m.subject()) ? 1 : 0;
    if (m.to().contains(ZoneKind.EXPEDITION) || m.to().contains(ZoneKind.LANDMARK)) {
      // Joining: a card played for free joins the zone, so one of a type that goes there (2.2.1).
      Pred goesThere = Pred.or(m.to().stream().filter(z -> z == ZoneKind.EXPEDITION || z == ZoneKind.LANDMARK)
          .<Pred>map(z -> z == ZoneKind.LANDMARK ? new Pred.Type(Pred.ObjType.LANDMARK_PERMANENT)
              : Pred.or(List.of(new Pred.Type(Pred.ObjType.CHARACTER),
                  new Pred.Type(Pred.ObjType.EXPEDITION_PERMANENT)))).toList());
      List<Extra> extras = matching(Pred.and(List.of(m.subject(), goesThere)), card).stream()
          .map(ref -> new Extra(zoneOwner, ref, ZoneKind.HAND)).toList();
      return List.of(Setup.of(home, Optional.empty()).with(extras)
          .with(new Act(Provoke.Action.PLAY, zoneOwner, anywhere(m.subject()), Pick.EXTRAS, List.of(), "a card")));
    }
    List<ZoneKind> from = m.from().isEmpty() ? List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK) : m.from();
    Provoke.Action action;
    if (m.cause().isPresent() && m.cause().get() == Cause.SACRIFICE) {
      action = Provoke.Action.SACRIFICE;
    } else if (m.to().contains(ZoneKind.RESERVE)) {
      action = Provoke.Action.RESERVE;
    } else if (m.to().contains(ZoneKind.DISCARD)) {
      action = Provoke.Action.DISCARD;
    } else if (m.to().contains(ZoneKind.HAND) || from.contains(ZoneKind.RESERVE)) {
      action = Provoke.Action.HAND;
    } else if (from.contains(ZoneKind.HAND)) {
      action = Provoke.Action.RESERVE;
    } else {
      action = Provoke.Action.SACRIFICE;
    }
    // "an opponent sacrifices a Character or discards a card": their own, by them.
    int by = !self && actor == 1 && (action == Provoke.Action.SACRIFICE || action == Provoke.Action.DISCARD) ? 1
        : zoneOwner;
    ZoneKind where = self ? (from.contains(home) || home == ZoneKind.LIMBO && from.contains(ZoneKind.RESERVE) ? home
        : from.get(0)) : home;
    Setup s = new Setup(where, m.during(), false, Set.of(), Map.of(), false, false, List.of(), Optional.empty());
    if (!self) {
      // The board holds Characters only: a Permanent the event names is added where it lives in play (2.2.1).
      s = s.with(matching(m.subject(), card).stream().map(ref -> new Extra(by, ref, inPlay(catalog.get(ref))))
          .filter(e -> from.contains(e.zone()) && e.zone() == ZoneKind.LANDMARK).toList());
    }
    return List.of(s.with(new Act(action, by, m.subject(), self ? Pick.CARD : Pick.BOARD, from, "")));
  }

  /** The added cards as board entries: {id, player, zone ordinal}. */
  private static List<int[]> extraIds(Setup setup, List<Integer> ids) {
    List<int[]> result = new ArrayList<>();
    for (int i = 0; i < ids.size(); i++) {
      Extra e = setup.extras().get(i);
      result.add(new int[] {ids.get(i), e.player(), e.zone().ordinal()});
    }
    return result;
  }

  private static ZoneKind inPlay(CardDefinition card) {
    return switch (card.type()) {
      case HERO -> ZoneKind.HERO;
      case CHARACTER, EXPEDITION_PERMANENT, TOKEN -> ZoneKind.EXPEDITION;
      case SPELL -> ZoneKind.HAND;
      default -> ZoneKind.LANDMARK;
    };
  }

  private static int player(Who who) {
    return who.kind() == Who.Kind.OPPONENT ? 1 : 0;
  }

  private static boolean facing(Pred p) {
    return p instanceof Pred.InExp in && facing(in.expedition())
        || p instanceof Pred.And a && a.all().stream().anyMatch(Coverage::facing);
  }

  private static boolean facing(dev.altered.ir.ExpPred e) {
    return e instanceof dev.altered.ir.ExpPred.Facing
        || e instanceof dev.altered.ir.ExpPred.And a && a.all().stream().anyMatch(Coverage::facing);
  }

  private static boolean isSelf(Pred p) {
    return p instanceof Pred.Self || p instanceof Pred.And a && a.all().stream().anyMatch(Coverage::isSelf);
  }

  /**
   * Characters the trigger's condition counts ("if you control a [[Fleeting]] Character, another [[Anchored]]
   * Character..."): as many fillers as the count asks, with the statuses it names, in the Expedition of the player.
   */
  private void countedObjects(Cond c, List<Extra> into) {
    if (c instanceof Cond.And a) {
      a.all().forEach(x -> countedObjects(x, into));
    } else if (c instanceof Cond.Compare cmp && cmp.left() instanceof Num.Count count
        && cmp.right() instanceof Num.Lit n && (cmp.cmp() == Cmp.GE || cmp.cmp() == Cmp.GT)) {
      Set<Status> statuses = new HashSet<>();
      statusesOf(count.objects(), statuses);
      int player = controlledByOpponent(count.objects()) ? 1 : 0;
      int many = Math.min(3, n.value() + (cmp.cmp() == Cmp.GT ? 1 : 0));
      for (int i = 0; i < many; i++) {
        into.add(new Extra(player, filler(i), ZoneKind.EXPEDITION, statuses));
      }
    }
  }

  private static boolean controlledByOpponent(Pred p) {
    return p instanceof Pred.Controlled c && c.who().kind() == Who.Kind.OPPONENT
        || p instanceof Pred.And a && a.all().stream().anyMatch(Coverage::controlledByOpponent);
  }

  /** Statuses the trigger's condition asks the card to have ("if I was [[Fleeting]]"). */
  private static void selfStatuses(Cond c, Set<Status> into) {
    if (c instanceof Cond.And a) {
      a.all().forEach(x -> selfStatuses(x, into));
    } else if (c instanceof Cond.Is is && is.reg() == Regs.SELF) {
      statusesOf(is.pred(), into);
    }
  }

  private static void statusesOf(Pred p, Set<Status> into) {
    if (p instanceof Pred.HasStatus h) {
      into.add(h.status());
    } else if (p instanceof Pred.And a) {
      a.all().forEach(x -> statusesOf(x, into));
    }
  }

  /**
   * The predicate without where the object is and who controls it: a card about to be played or to join a zone is
   * not there yet, and is put in the Hand of the player who will control it.
   */
  private static Pred anywhere(Pred p) {
    if (p instanceof Pred.And a) {
      return new Pred.And(a.all().stream().map(Coverage::anywhere).toList());
    } else if (p instanceof Pred.InZone || p instanceof Pred.ZoneOf || p instanceof Pred.InExp
        || p instanceof Pred.InTerrain || p instanceof Pred.InTerrainWithBaseStat || p instanceof Pred.Controlled) {
      return new Pred.True();
    }
    return p;
  }

  /**
   * Up to two cards of the catalog matching a predicate wherever they are (tried in a Hand of a probe game, which
   * the kernel's characteristics and the interpreter's evaluation read as in any game), cards without text first.
   */
  private List<String> matching(Pred subject, CardDefinition card) {
    Pred p = anywhere(subject);
    return matches.computeIfAbsent(p, key -> {
      Game game = probe();
      Eval eval = new Eval(World.of(game.kernel()), new Eval.Env(0, -1, null, List.of(), Map.of(), 0, 0));
      List<String> plain = new ArrayList<>();
      List<String> other = new ArrayList<>();
      List<String> fleeting = new ArrayList<>();
      for (GameObject o : game.kernel().objects(ZoneKind.HAND, 0)) {
        if (eval.test(key, o)) {
          CardDefinition d = catalog.get(o.cardRef);
          boolean noText = d.texts().values().stream().allMatch(t -> t.main().isEmpty() && t.support().isEmpty());
          // Last: once played it is Fleeting, which changes its Base Cost (2.2.9.b) from what the Hand shows.
          boolean printedFleeting = d.texts().values().stream()
              .anyMatch(t -> t.mainLines().stream().anyMatch(l -> l.startsWith("[[")));
          (noText ? plain : printedFleeting ? fleeting : other).add(o.cardRef);
        }
      }
      plain.addAll(other);
      plain.addAll(fleeting);
      return plain.stream().filter(ref -> !ref.equals(card.reference())).limit(2).toList();
    });
  }

  private Game probe() {
    if (probe == null) {
      Position pos = Position.empty(catalog, abilities, 1);
      cards.stream().filter(c -> c.type() != CardType.HERO && !c.type().isToken()).map(CardDefinition::reference).sorted()
          .forEach(ref -> pos.put(0, ref, ZoneKind.HAND, Optional.empty()));
      probe = pos.startFrames(Phase.AFTERNOON, List.of());
    }
    return probe;
  }

  /** A token of the catalog, to create. */
  private Optional<TokenSpec> tokenSpec() {
    return cards.stream().filter(c -> c.type() == CardType.TOKEN && c.stats().isPresent())
        .sorted(java.util.Comparator.comparing(CardDefinition::reference)).findFirst()
        .map(c -> new TokenSpec(c.name(), c.stats().get().forest(), c.stats().get().mountain(),
            c.stats().get().water(), c.subtypes(), Optional.empty()));
  }

  private boolean movesPlacedMarkers(CardDefinition card) {
    return abilities.cardAbilities(card.reference()).stream().flatMap(a -> a.program().stream())
        .anyMatch(Coverage::movesPlacedMarkers);
  }

  private static boolean movesPlacedMarkers(Program p) {
    return p.code().stream().anyMatch(i -> i.op() == Opcode.MARKERS && i.args()[2] == 0)
        || p.nested().stream().anyMatch(Coverage::movesPlacedMarkers);
  }

  /**
   * "I can't be played in a starting region": a card forbidden in some Expeditions only, which needs one of them
   * out of its starting region to be played (5.1.2.c.2, 4.1.d).
   */
  private boolean forbiddenInSomeExpeditions(CardDefinition card) {
    return abilities.cardAbilities(card.reference()).stream().flatMap(a -> a.program().stream())
        .flatMap(p -> p.constants().stream())
        .anyMatch(c -> c instanceof dev.altered.ir.Passive ps && ps.rules().stream().anyMatch(r ->
            r instanceof dev.altered.ir.Rule.Forbid f && f.kind() == dev.altered.ir.Rule.Forbid.Kind.PLAY
                && !(f.expeditions() instanceof dev.altered.ir.ExpPred.True)));
  }

  /** A program by the text of the ability it came from ("id/n": a nested program of that ability). */
  private static String named(String program, Map<String, String> texts) {
    String[] path = program.split("/", 2);
    String text = texts.get(path[0]);
    if (text == null) {
      return "an ability of another card of the board (" + program + ")";
    }
    return (path.length > 1 ? "the ability given or delayed by " : "") + "\"" + text + "\"";
  }

  /** One situation of the standard ones; the error in words, or null. */
  private String situation(CardDefinition card, long seed, ZoneKind zone, Optional<Phase> phase, Set<String> ids) {
    return situation(card, seed, Setup.of(zone, phase), ids);
  }

  /** One situation; the error in words, or null. */
  private String situation(CardDefinition card, long seed, Setup setup, Set<String> ids) {
    ZoneKind zone = setup.zone();
    Optional<Phase> phase = setup.phase();
    Position pos = Position.empty(catalog, abilities, seed);
    List<int[]> board = new ArrayList<>(); // {id, player, zone ordinal} of the objects the action may pick
    int card0;
    if (!hero.isEmpty() && zone != ZoneKind.HERO) {
      pos.put(0, hero, ZoneKind.HERO, Optional.empty());
    }
    if (!hero.isEmpty()) {
      pos.put(1, hero, ZoneKind.HERO, Optional.empty());
    }
    boolean support = zone == ZoneKind.LIMBO; // marks the support situation: the card stays in Reserve
    card0 = pos.put(0, card.reference(), support ? ZoneKind.RESERVE : zone, Optional.of(Side.HERO));
    if (movesPlacedMarkers(card)) { // "move a {O} Terrain Marker from any region": one of every terrain to move
      pos.marker(0, EnumSet.allOf(Terrain.class));
    }
    if (forbiddenInSomeExpeditions(card)) { // my hero Expedition one region forward, out of its starting region
      pos.positions(0, 1, 7);
    }
    setup.statuses().forEach(st -> pos.status(card0, st));
    setup.counters().forEach((name, n) -> pos.counters(card0, name, n));
    for (int player = 0; player < 2; player++) {
      pos.mana(player, MANA, filler(player));
      boolean empty = player == 0 ? setup.ownExpeditionsEmpty() : setup.opponentExpeditionsEmpty();
      for (int i = 0; i < 2; i++) {
        if (!empty) {
          board.add(new int[] {pos.put(player, filler(player * 7 + i + 1), ZoneKind.EXPEDITION,
              Optional.of(i == 0 ? Side.HERO : Side.COMPANION)), player, ZoneKind.EXPEDITION.ordinal()});
        }
        board.add(new int[] {pos.put(player, filler(player * 5 + i + 3), ZoneKind.RESERVE, Optional.empty()),
            player, ZoneKind.RESERVE.ordinal()});
        board.add(new int[] {pos.put(player, filler(player * 3 + i + 5), ZoneKind.HAND, Optional.empty()),
            player, ZoneKind.HAND.ordinal()});
      }
      for (int i = 0; i < 10; i++) {
        pos.put(player, filler(i + player), ZoneKind.DECK, Optional.empty());
      }
    }
    board.add(new int[] {card0, 0, (support ? ZoneKind.RESERVE : zone).ordinal()});
    List<Integer> extras = new ArrayList<>();
    for (Extra e : setup.extras()) {
      int id = pos.put(e.player(), e.reference(), e.zone(), Optional.of(Side.HERO));
      e.statuses().forEach(st -> pos.status(id, st));
      extras.add(id);
    }
    RandomAgent random = new RandomAgent(seed * 31 + 7);
    Set<String> activated = new HashSet<>();
    int otherActions = 0;
    boolean[] played = {support || setup.act().isPresent() || zone != ZoneKind.HAND && zone != ZoneKind.RESERVE};
    try {
      Game game;
      if (setup.act().isPresent()) {
        Act act = setup.act().get();
        List<Integer> candidates = switch (act.from()) {
          case CARD -> List.of(card0);
          case EXTRAS -> extras;
          case BOARD -> java.util.stream.Stream.concat(board.stream(), extraIds(setup, extras).stream())
              .filter(b -> act.zones().isEmpty() || act.zones().contains(ZoneKind.values()[b[2]]))
              .map(b -> b[0]).toList();
        };
        EffectContext context = new EffectContext(act.player(), card0, "coverage", Map.of(), 0);
        if (phase.orElse(Phase.AFTERNOON) == Phase.AFTERNOON) {
          pos.state().turnPlayer = 0; // provoked in the card's controller's turn ("When ... during your turn")
        }
        game = pos.startEffect(phase.orElse(Phase.AFTERNOON), ctx -> new Provoke(ctx, act.action(), act.player(),
            candidates, act.subject(), act.what(), tokenSpec().orElse(null)), context);
      } else if (setup.fromDusk()) {
        // The rest of the day from Dusk (4.2.4-4.2.5): Progress, Night, Rest, Clean-up, Check Victory.
        game = pos.startFrames(Phase.DUSK, List.of(Procedures.DayFrame.at(pos.state().day,
            Procedures.DayPoint.DUSK)));
      } else {
        game = phase.isPresent() ? pos.startPhase(phase.get()) : pos.startTurn(0);
      }
      Optional<DecisionRequest> request = game.pending();
      int decisions = 0;
      while (request.isPresent() && !game.ended()) {
        if (++decisions > DECISIONS) {
          return "runaway: more than " + DECISIONS + " decisions in one situation (" + what(setup) + ")";
        }
        DecisionRequest r = request.get();
        Answer answer;
        if (r.kind() == DecisionKind.TURN && r.player() == 0) {
          answer = turn(r, card0, ids, activated, played);
          if (answer instanceof Answer.Declare d && d.declaration().kind() == Declaration.Kind.PASS
              && otherActions++ < 4) {
            // A few more actions of the player (other cards played) fire "when you play ..." Reactions.
            answer = random.decide(game, r);
          }
        } else {
          answer = random.decide(game, r);
        }
        request = game.decide(answer);
      }
      if (!played[0]) {
        return "could not be played from " + zone.name().toLowerCase(java.util.Locale.ROOT)
            + " with " + MANA + " ready Mana Orbs";
      }
      return null;
    } catch (RuntimeException e) {
      return what(setup) + ": " + e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

  /** Player 0 plays the card, then activates each of its quick actions once, then passes. */
  private static Answer turn(DecisionRequest r, int card, Set<String> ids, Set<String> activated, boolean[] played) {
    if (!played[0]) {
      for (Declaration d : r.declarations()) {
        if (d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card) {
          played[0] = true;
          return Answer.declare(d);
        }
      }
    }
    for (Declaration d : r.declarations()) {
      if (d.kind() == Declaration.Kind.QUICK_ACTION && d.abilityId().filter(ids::contains).isPresent()
          && activated.add(d.abilityId().get() + "@" + d.objectId())) {
        return Answer.declare(d);
      }
    }
    return Answer.declare(Declaration.pass());
  }

  private static String what(Setup setup) {
    return what(setup.zone(), setup.phase()) + (setup.fromDusk() ? " until the end of the day" : "")
        + setup.act().map(a -> ", " + a).orElse("");
  }

  private static String what(ZoneKind zone, Optional<Phase> phase) {
    String where = switch (zone) {
      case HAND -> "played from Hand";
      case RESERVE -> "played from Reserve";
      case LIMBO -> "its support abilities in Reserve";
      default -> "in " + zone.name().toLowerCase(java.util.Locale.ROOT);
    };
    return where + phase.map(p -> " at " + p.name().charAt(0) + p.name().substring(1).toLowerCase(
        java.util.Locale.ROOT)).orElse(zone == ZoneKind.HAND || zone == ZoneKind.RESERVE ? "" : " during a turn");
  }

  /** The opcode at "id @pc" ("id/n" is the id's nested program n), for messages. */
  private String opAt(String step) {
    String[] parts = step.split(" @");
    String[] path = parts[0].split("/");
    Program p = abilities.programs().get(path[0]);
    for (int i = 1; p != null && i < path.length; i++) {
      int n = Integer.parseInt(path[i]);
      p = n < p.nested().size() ? p.nested().get(n) : null;
    }
    int pc = Integer.parseInt(parts[1]);
    return p == null || pc >= p.code().size() ? "" : " " + p.code().get(pc).op();
  }

  private String filler(int i) {
    return fillers.get(Math.floorMod(i, fillers.size()));
  }

  /** What the interpreter reports while situations run. */
  private static final class Recorder implements Tracer {
    private final Set<String> returned = new HashSet<>();
    private final Set<String> started = new HashSet<>();
    private final Set<String> silent = new TreeSet<>();

    void reset() {
      returned.clear();
      started.clear();
      silent.clear();
    }

    Set<String> returned() {
      return returned;
    }

    Set<String> unfinished() {
      Set<String> s = new TreeSet<>(started);
      s.removeAll(returned);
      return s;
    }

    Set<String> silent() {
      return silent;
    }

    @Override
    public void action(String program, int pc, Opcode op, boolean impossible, long events) {
      started.add(program);
      if (!impossible && events == 0) {
        silent.add(program + " @" + pc);
      }
    }

    @Override
    public void returned(String program) {
      returned.add(program);
    }
  }
}
