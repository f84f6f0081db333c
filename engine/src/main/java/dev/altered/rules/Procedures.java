package dev.altered.rules;

import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.EmblemInfo;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.PlayerState;
import dev.altered.rules.state.Region;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/** The game's own procedures as frames: setup, the day and its phases, turns, Reactions (sections 4 and 5). */
public final class Procedures {
  private Procedures() {}

  /** Games that have not ended by then are stopped with an error rather than looping forever. */
  public static final int MAX_DAYS = 300;

  /** The whole game: setup (4.1), then days until someone wins (4.2.5.d, 4.3). */
  public static final class GameFrame implements Frame {
    public int pc;

    public GameFrame() {}

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        pc = 1;
        k.push(new SetupFrame());
        return Flow.next();
      }
      if (k.state().ended) {
        return Flow.done();
      }
      if (k.day() >= MAX_DAYS) {
        throw new IllegalStateException("the game did not end within " + MAX_DAYS + " days");
      }
      k.push(new DayFrame(k.day() + 1));
      return Flow.next();
    }
  }

  /** 4.1: Adventure, Heroes, decks, first player, six cards, three Mana Orbs. */
  public static final class SetupFrame implements Frame {
    public int pc;
    public int asked;
    public TreeMap<Integer, List<Integer>> manaChoices = new TreeMap<>();

    public SetupFrame() {}

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        k.beginStep();
        try {
          k.draw(k.firstPlayer(), 6); // 4.1.h
          k.draw(1 - k.firstPlayer(), 6);
        } finally {
          k.endStep();
        }
        pc = 1;
      }
      if (pc == 1) {
        if (asked < 2) { // 4.1.i, in initiative order (1.4.5)
          int player = k.initiativeOrder().get(asked);
          int n = Math.min(3, k.handSize(player));
          return Flow.ask(k.choice(player, DecisionKind.CHOOSE, "put three cards in your Mana zone",
              o -> o.zone == ZoneKind.HAND && o.zonePlayer == player, n, n));
        }
        List<Integer> all = new ArrayList<>();
        manaChoices.values().forEach(all::addAll);
        k.putInMana(all, false, Cause.SETUP, -1);
        pc = 2;
      }
      return Flow.done();
    }

    @Override
    public void accept(Kernel k, Answer answer) {
      manaChoices.put(k.initiativeOrder().get(asked), ((Answer.Pick) answer).ids());
      asked++;
    }
  }

  /** Where a day can be started from (for positions built without playing up to them). */
  public enum DayPoint {
    MORNING(0), NOON(5), AFTERNOON(6), DUSK(7), PROGRESS(8), NIGHT(9), REST(10), CLEAN_UP(11), CHECK_VICTORY(12);

    final int pc;

    DayPoint(int pc) {
      this.pc = pc;
    }
  }

  /** Starts a phase: the event that activates "At [phase]" Reactions, then Reactions are checked (4.2.b). */
  public static final class PhaseStartFrame implements Frame {
    public Phase phase;
    public int pc;

    public PhaseStartFrame() {}

    PhaseStartFrame(Phase phase) {
      this.phase = phase;
    }

    @Override
    public Flow run(Kernel k) {
      if (pc++ == 0) {
        k.phaseStarts(phase);
        k.push(new CheckReactionsFrame());
        return Flow.next();
      }
      return Flow.done();
    }
  }

  /** A day (4.2): Morning (skipped on day one, 4.1.j), Noon, Afternoon, Dusk, Night. */
  public static final class DayFrame implements Frame {
    public int day;
    public int pc;

    public DayFrame() {}

    DayFrame(int day) {
      this.day = day;
    }

    /** The rest of a day from one of its points (e.g. its Progress daily effect). */
    public static DayFrame at(int day, DayPoint point) {
      DayFrame frame = new DayFrame(day);
      frame.pc = point.pc;
      return frame;
    }

    private Flow check(Kernel k, int nextPc) {
      pc = nextPc;
      k.push(new CheckReactionsFrame());
      return Flow.next();
    }

    @Override
    public Flow run(Kernel k) {
      if (k.state().ended) {
        return Flow.done();
      }
      switch (pc) {
        case 0 -> {
          k.dayStarts(day);
          if (day == 1) {
            pc = 5;
            return Flow.next();
          }
          k.phaseStarts(Phase.MORNING);
          return check(k, 1);
        }
        case 1 -> { // 4.2.1.b Succeed
          k.firstPlayerBecomes(1 - k.firstPlayer());
          return check(k, 2);
        }
        case 2 -> { // 4.2.1.c Prepare
          List<Integer> exhausted = k.find(o -> o.has(Status.EXHAUSTED) && o.zone != ZoneKind.LIMBO
              && !k.remains(o, Status.EXHAUSTED)).stream().map(o -> o.id).toList();
          k.ready(exhausted);
          return check(k, 3);
        }
        case 3 -> { // 4.2.1.d Draw
          k.beginStep();
          try {
            for (int p : k.initiativeOrder()) {
              k.dailyDraw(p, k.morningDraw(p));
            }
          } finally {
            k.endStep();
          }
          return check(k, 4);
        }
        case 4 -> { // 4.2.1.e Expand
          k.push(new ExpandFrame());
          pc = 41;
          return Flow.next();
        }
        case 41 -> {
          return check(k, 5);
        }
        case 5 -> { // 4.2.2 Noon
          k.phaseStarts(Phase.NOON);
          return check(k, 6);
        }
        case 6 -> { // 4.2.3 Afternoon
          k.push(new AfternoonFrame());
          pc = 7;
          return Flow.next();
        }
        case 7 -> { // 4.2.4 Dusk
          k.expire(Duration.THIS_AFTERNOON);
          k.state().turnPlayer = -1;
          k.phaseStarts(Phase.DUSK);
          return check(k, 8);
        }
        case 8 -> {
          k.push(new ProgressFrame());
          pc = 81;
          return Flow.next();
        }
        case 81 -> {
          return check(k, 9);
        }
        case 9 -> { // 4.2.5 Night
          k.phaseStarts(Phase.NIGHT);
          return check(k, 10);
        }
        case 10 -> { // Rest
          pc = 101;
          Daily.rest(k);
          return Flow.next();
        }
        case 101 -> {
          Daily.restStatuses(k);
          k.restDone();
          return check(k, 11);
        }
        case 11 -> { // Clean-up
          k.push(new CleanupFrame());
          pc = 111;
          return Flow.next();
        }
        case 111 -> {
          return check(k, 12);
        }
        case 12 -> { // Check Victory
          Daily.checkVictory(k);
          pc = 121;
          if (k.state().ended) {
            return Flow.done();
          }
          return check(k, 13);
        }
        default -> {
          k.expire(Duration.THIS_DAY);
          return Flow.done();
        }
      }
    }
  }

  /** 4.2.1.e: each player, in turn order, may put a card from Hand in the Mana zone, ready. */
  public static final class ExpandFrame implements Frame {
    public int asked;
    public List<Integer> chosen = new ArrayList<>();

    public ExpandFrame() {}

    @Override
    public Flow run(Kernel k) {
      if (asked < 2) {
        int player = k.initiativeOrder().get(asked);
        if (k.expandsFromDeck(player)) { // a passive: the top card of the deck instead of a card from the hand
          if (k.deckSize(player) == 0) {
            asked++;
            return Flow.next();
          }
          return Flow.ask(DecisionRequest.choose(player, DecisionKind.EXPAND,
              "Expand: put the top card of your deck in your Mana zone", List.of(Candidate.of(1, "yes"),
                  Candidate.of(0, "no")), 1, 1));
        }
        if (k.handSize(player) == 0) {
          asked++;
          return Flow.next();
        }
        return Flow.ask(k.choice(player, DecisionKind.EXPAND, "Expand: put a card from your Hand in your Mana zone",
            o -> o.zone == ZoneKind.HAND && o.zonePlayer == player, 0, 1));
      }
      if (!chosen.isEmpty()) {
        k.putInMana(chosen, false, Cause.EXPAND, -1);
      }
      return Flow.done();
    }

    @Override
    public void accept(Kernel k, Answer answer) {
      int player = k.initiativeOrder().get(asked);
      List<Integer> ids = ((Answer.Pick) answer).ids();
      if (k.expandsFromDeck(player)) {
        if (ids.contains(1)) {
          chosen.add(k.state().player(player).deck.get(0));
        }
      } else {
        chosen.addAll(ids);
      }
      asked++;
    }
  }

  /** 4.2.5.c: each player keeps up to their limits; the rest is discarded and sacrificed simultaneously. */
  public static final class CleanupFrame implements Frame {
    public int asked;
    public List<Integer> discard = new ArrayList<>();
    public List<Integer> sacrifice = new ArrayList<>();
    public boolean done;
    /** Cards of the current player's Reserve not kept yet, which "keep one more ... if" may still keep. */
    public List<Integer> rest = new ArrayList<>();
    public boolean keepingMore;

    public CleanupFrame() {}

    private int player(Kernel k) {
      return k.initiativeOrder().get(asked / 2);
    }

    /** Cards that count towards the limit (4.2.5.c; "I don't count towards your Reserve limit"). */
    private static List<GameObject> counted(Kernel k, ZoneKind zone, int player) {
      List<GameObject> objects = k.objects(zone, player);
      return zone == ZoneKind.RESERVE ? objects.stream().filter(k::countsTowardsReserveLimit).toList() : objects;
    }

    @Override
    public Flow run(Kernel k) {
      while (asked < 4) {
        int player = player(k);
        boolean reserve = asked % 2 == 0;
        ZoneKind zone = reserve ? ZoneKind.RESERVE : ZoneKind.LANDMARK;
        if (keepingMore) {
          int more = 0;
          for (int id : rest) {
            more = Math.max(more, k.object(id).map(o -> k.keepMoreInReserve(player, o)).orElse(0));
          }
          List<Integer> may = rest.stream().filter(id -> k.object(id)
              .map(o -> k.keepMoreInReserve(player, o) > 0).orElse(false)).toList();
          if (more == 0 || may.isEmpty()) {
            discard.addAll(rest);
            rest.clear();
            keepingMore = false;
            asked++;
            continue;
          }
          return Flow.ask(k.choice(player, DecisionKind.KEEP_RESERVE, "Clean-up: you may keep up to " + more
              + " more", o -> may.contains(o.id), 0, more));
        }
        int limit = Math.max(0, reserve ? k.reserveLimit(player) : k.landmarkLimit(player));
        List<GameObject> objects = counted(k, zone, player);
        if (objects.size() <= limit) {
          asked++;
          continue;
        }
        List<Integer> ids = objects.stream().map(o -> o.id).toList();
        return Flow.ask(k.choice(player, reserve ? DecisionKind.KEEP_RESERVE : DecisionKind.KEEP_LANDMARKS,
            "Clean-up: choose " + limit + " to keep in your " + (reserve ? "Reserve" : "Landmark zone"),
            o -> ids.contains(o.id), limit, limit));
      }
      if (!done) {
        done = true;
        List<Move> moves = new ArrayList<>();
        for (int id : discard) {
          moves.add(k.moveTo(id, ZoneKind.DISCARD, Cause.CLEANUP, -1));
        }
        for (int id : sacrifice) {
          moves.add(k.moveTo(id, ZoneKind.DISCARD, Cause.SACRIFICE, -1));
        }
        if (!moves.isEmpty()) {
          k.move(moves);
          return Flow.next();
        }
      }
      return Flow.done();
    }

    @Override
    public void accept(Kernel k, Answer answer) {
      int player = player(k);
      boolean reserve = asked % 2 == 0;
      List<Integer> keep = ((Answer.Pick) answer).ids();
      if (keepingMore) {
        for (int id : rest) {
          if (!keep.contains(id)) {
            discard.add(id);
          }
        }
        rest.clear();
        keepingMore = false;
        asked++;
        return;
      }
      List<Integer> notKept = new ArrayList<>();
      for (GameObject o : counted(k, reserve ? ZoneKind.RESERVE : ZoneKind.LANDMARK, player)) {
        if (!keep.contains(o.id)) {
          notKept.add(o.id);
        }
      }
      if (reserve) {
        rest = notKept; // 4.2.5.c: a passive may let the player keep more of them
        keepingMore = true;
      } else {
        sacrifice.addAll(notKept);
        asked++;
      }
    }
  }

  /** 4.2.3: players alternate turns until both have passed. */
  public static final class AfternoonFrame implements Frame {
    public int pc;
    public int next = -1;

    public AfternoonFrame() {}

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        k.phaseStarts(Phase.AFTERNOON);
        pc = 1;
        next = k.firstPlayer(); // 4.2.3.c
        k.push(new CheckReactionsFrame());
        return Flow.next();
      }
      if (k.state().ended) {
        return Flow.done();
      }
      List<PlayerState> players = k.state().players;
      if (players.get(0).passed && players.get(1).passed) {
        return Flow.done();
      }
      int player = players.get(next).passed ? 1 - next : next;
      next = players.get(1 - player).passed ? player : 1 - player; // 4.2.3.e
      k.push(new TurnFrame(player));
      return Flow.next();
    }
  }

  /** A turn (4.2.3.d-e): quick actions, then a card or a pass; Reactions are checked after each (4.4.a.3). */
  public static final class TurnFrame implements Frame {
    public int player;
    public int pc;
    public Declaration declaration;

    public TurnFrame() {}

    TurnFrame(int player) {
      this.player = player;
    }

    @Override
    public Flow run(Kernel k) {
      switch (pc) {
        case 0 -> {
          k.turnStarts(player);
          pc = 1;
          return Flow.next();
        }
        case 1 -> {
          if (k.state().ended) {
            return Flow.done();
          }
          pc = 2;
          return Flow.ask(new DecisionRequest(player, DecisionKind.TURN, "your turn: play a card, a quick action, or pass",
              List.of(), 1, 1, 0, Playing.declarations(k, player)));
        }
        case 2 -> {
          switch (declaration.kind()) {
            case PASS -> {
              k.passes(player);
              pc = 9;
            }
            case QUICK_ACTION -> {
              k.push(new QuickActionFrame(player, declaration.objectId(), declaration.abilityId().orElseThrow()));
              pc = 3;
              return Flow.next();
            }
            case PLAY_CARD -> {
              k.push(new PlayCardFrame(player, declaration.objectId(), declaration.expedition(), declaration.scout(),
                  false));
              pc = 9;
              return Flow.next();
            }
          }
          return Flow.next();
        }
        case 3 -> {
          pc = 4;
          k.push(new CheckReactionsFrame());
          return Flow.next();
        }
        case 4 -> {
          pc = k.state().afterYou ? 11 : 1; // 7.3.2.a: After You ends the turn once Limbo has no Reactions
          return Flow.next();
        }
        case 9 -> {
          pc = 10;
          k.push(new CheckReactionsFrame());
          return Flow.next();
        }
        default -> {
          k.expire(Duration.THIS_TURN);
          k.state().afterYou = false;
          return Flow.done();
        }
      }
    }

    @Override
    public void accept(Kernel k, Answer answer) {
      declaration = ((Answer.Declare) answer).declaration();
    }
  }

  /**
   * 5.3: playing a quick action: declare (choices of cost parts included, 5.1.2.c), pay the cost in one step (6.4),
   * resolve.
   */
  public static final class QuickActionFrame implements Frame {
    public int player;
    public int sourceId;
    public String abilityId;
    public int pc;
    /** Objects chosen for each choice part of the cost, in order. */
    public List<List<Integer>> chosen = new ArrayList<>();

    public QuickActionFrame() {}

    QuickActionFrame(int player, int sourceId, String abilityId) {
      this.player = player;
      this.sourceId = sourceId;
      this.abilityId = abilityId;
    }

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        Optional<GameObject> found = k.object(sourceId);
        if (found.isEmpty() || Playing.quickActionProblem(k, player, found.get(), abilityId).isPresent()) {
          return Flow.done(); // no longer playable: nothing happens
        }
        GameObject source = found.get();
        QuickAction q = (QuickAction) k.ability(abilityId).orElseThrow();
        QuickCost cost = Playing.quickCost(k, source, q, player);
        if (chosen.size() < cost.choices().size()) { // 5.1.2.c.4: how costs will be paid, before any change
          ChoiceCost c = cost.choices().get(chosen.size());
          List<Integer> candidates = c.candidates(k, source, player);
          return Flow.ask(k.choice(player, DecisionKind.COST, c.describe(), o -> candidates.contains(o.id),
              c.count(), c.count()));
        }
        k.quickActionPlayed(player, sourceId, abilityId);
        boolean paid = k.payCost(player, cost.mana(), "quick action " + abilityId, () -> {
          if (cost.exhaustMe()) {
            k.exhaust(List.of(sourceId));
          }
          for (Map.Entry<String, Integer> e : cost.spendCounters().entrySet()) {
            k.spendCounters(sourceId, e.getKey(), e.getValue());
          }
          for (int i = 0; i < cost.choices().size(); i++) {
            cost.choices().get(i).pay(k, source, player, chosen.get(i));
          }
          if (cost.discardMe()) {
            k.performMoves(List.of(k.moveTo(sourceId, ZoneKind.DISCARD, Cause.COST, player)), Map.of());
          }
        });
        if (!paid) {
          throw new IllegalStateException("the declared cost of " + abilityId + " can no longer be paid");
        }
        pc = 1;
        k.push(q.effect().start(new EffectContext(player, sourceId, abilityId, Map.of(), 0)));
        return Flow.next();
      }
      return Flow.done();
    }

    @Override
    public void accept(Kernel k, Answer answer) {
      chosen.add(new ArrayList<>(((Answer.Pick) answer).ids()));
    }
  }

  /**
   * 4.4: while Emblem-Reactions are in Limbo, the first player in initiative order who controls one chooses one
   * and plays it; then Reactions are checked again.
   */
  public static final class CheckReactionsFrame implements Frame {
    public int chosen;

    public CheckReactionsFrame() {}

    @Override
    public Flow run(Kernel k) {
      if (k.state().ended) {
        return Flow.done();
      }
      if (chosen != 0) {
        int id = chosen;
        chosen = 0;
        k.push(new ReactionFrame(id));
        return Flow.next();
      }
      for (int player : k.initiativeOrder()) {
        List<GameObject> reactions = k.reactionsInLimbo(player);
        if (reactions.isEmpty()) {
          continue;
        }
        if (reactions.size() == 1) {
          k.push(new ReactionFrame(reactions.get(0).id));
          return Flow.next();
        }
        List<Candidate> candidates = reactions.stream()
            .map(o -> Candidate.of(o.id, "Reaction " + o.emblem.abilityId() + " of " + k.describe(o.emblem.sourceId())))
            .toList();
        return Flow.ask(DecisionRequest.choose(player, DecisionKind.REACTION, "choose a Reaction to play",
            candidates, 1, 1));
      }
      return Flow.done();
    }

    @Override
    public void accept(Kernel k, Answer answer) {
      chosen = ((Answer.Pick) answer).ids().get(0);
    }
  }

  /** 5.4: playing an Emblem-Reaction: it resolves its effect, then ceases to exist (5.4.d). */
  public static final class ReactionFrame implements Frame {
    public int emblemId;
    public int pc;

    public ReactionFrame() {}

    ReactionFrame(int emblemId) {
      this.emblemId = emblemId;
    }

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        pc = 1;
        Optional<GameObject> emblem = k.object(emblemId);
        if (emblem.isEmpty()) {
          return Flow.done();
        }
        EmblemInfo info = emblem.get().emblem;
        k.reactionPlayed(emblem.get());
        Optional<Ability> a = k.ability(info.abilityId());
        if (a.isPresent() && a.get() instanceof ReactionAbility r) {
          k.push(r.effect().start(new EffectContext(emblem.get().controller, info.sourceId(), info.abilityId(),
              info.bindings(), 0)));
        }
        return Flow.next();
      }
      k.endEmblem(emblemId);
      return Flow.done();
    }
  }

  /** 6.2.d-e: a step waiting for controllers to apply optional modifiers or not. */
  public static final class ReplacementStepFrame implements Frame {
    public List<AtomicAction> actions = new ArrayList<>();
    public List<String> pending = new ArrayList<>();
    public TreeMap<String, Boolean> choices = new TreeMap<>();
    public List<String> declinedWithAlternative = new ArrayList<>();
    /** Controllers of the modifiers' objects, noted before the step (they may be the ones moving). */
    public TreeMap<String, Integer> controllers = new TreeMap<>();
    /** 6.2.h: who orders competing modifiers, the step's controller (or the first player), noted before it. */
    public int stepController;
    /** Modifiers competing once the optional ones are decided (6.2.h), and the order chosen so far. */
    public List<String> competing = new ArrayList<>();
    public List<String> order = new ArrayList<>();
    public boolean started;
    public boolean ordering;
    public boolean performed;

    public ReplacementStepFrame() {}

    ReplacementStepFrame(List<AtomicAction> actions, int stepController) {
      this.actions = new ArrayList<>(actions);
      this.stepController = stepController;
    }

    @Override
    public Flow run(Kernel k) {
      if (!started) {
        started = true;
        for (AtomicAction a : actions) {
          for (Kernel.Applicable x : k.replacementsFor(a)) {
            if (x.replacement().optional() && !pending.contains(x.key())) {
              pending.add(x.key());
              controllers.put(x.key(), x.source().controller);
            }
          }
        }
      }
      if (choices.size() < pending.size()) {
        String key = pending.get(choices.size());
        Replacement rep = k.replacement(key).orElseThrow();
        int sourceId = Integer.parseInt(key.split("/")[0]);
        return Flow.ask(DecisionRequest.choose(controllers.get(key), DecisionKind.OPTIONAL_MODIFIER,
            k.describe(sourceId) + ": " + rep.describe() + "?",
            List.of(Candidate.of(1, "apply"), Candidate.of(0, "don't")), 1, 1));
      }
      if (!ordering) {
        ordering = true;
        competing = new ArrayList<>(k.competing(actions, choices));
      }
      List<Candidate> unranked = new ArrayList<>();
      for (int i = 0; i < competing.size(); i++) {
        String key = competing.get(i);
        if (!order.contains(key)) {
          Replacement rep = k.replacement(key).orElseThrow();
          unranked.add(Candidate.of(i, k.describe(Integer.parseInt(key.split("/")[0])) + ": " + rep.describe()));
        }
      }
      if (unranked.size() >= 2) { // 6.2.h: one at a time, until one is left
        return Flow.ask(DecisionRequest.choose(stepController, DecisionKind.MODIFIER_ORDER,
            "which modifier applies first?", unranked, 1, 1));
      }
      if (!performed) {
        performed = true;
        k.perform(actions, choices, order);
        for (String key : declinedWithAlternative) { // 6.2.e: a new step right after this one
          Replacement rep = k.replacement(key).orElseThrow();
          int sourceId = Integer.parseInt(key.split("/")[0]);
          String abilityId = key.substring(key.indexOf('/') + 1, key.lastIndexOf('/'));
          rep.ifYouDont().ifPresent(e -> k.push(e.start(new EffectContext(controllers.get(key), sourceId,
              abilityId, Map.of(), 0))));
        }
        return Flow.next();
      }
      return Flow.done();
    }

    @Override
    public void accept(Kernel k, Answer answer) {
      if (choices.size() < pending.size()) {
        String key = pending.get(choices.size());
        boolean apply = ((Answer.Pick) answer).ids().contains(1);
        choices.put(key, apply);
        if (!apply && k.replacement(key).flatMap(Replacement::ifYouDont).isPresent()) {
          declinedWithAlternative.add(key);
        }
        return;
      }
      order.add(competing.get(((Answer.Pick) answer).ids().get(0)));
    }
  }

  /** 7.3.28.c: several dice were rolled; the player keeps one. */
  public static final class KeepDieFrame implements Frame {
    public int player;
    public List<Integer> values = new ArrayList<>();
    public int bonus;

    public KeepDieFrame() {}

    KeepDieFrame(int player, List<Integer> values, int bonus) {
      this.player = player;
      this.values = new ArrayList<>(values);
      this.bonus = bonus;
    }

    @Override
    public Flow run(Kernel k) {
      if (values.isEmpty()) {
        return Flow.done();
      }
      List<Candidate> candidates = new ArrayList<>();
      for (int i = 0; i < values.size(); i++) {
        candidates.add(Candidate.of(i, "keep the die showing " + values.get(i)));
      }
      return Flow.ask(DecisionRequest.choose(player, DecisionKind.CHOOSE, "keep one die", candidates, 1, 1));
    }

    @Override
    public void accept(Kernel k, Answer answer) {
      k.state().player(player).lastDieRoll = values.get(((Answer.Pick) answer).ids().get(0)) + bonus;
      values.clear();
    }
  }

  /** 4.2.4.b Progress, then the Expeditions that failed to move forward (4.2.4.i). */
  public static final class ProgressFrame implements Frame {
    public int pc;
    public TreeMap<Integer, Integer> before = new TreeMap<>();

    public ProgressFrame() {}

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        pc = 1;
        for (int code = 0; code < 4; code++) {
          before.put(code, k.position(ExpeditionRef.ofCode(code)));
        }
        Daily.progress(k);
        return Flow.next();
      }
      if (pc == 1) {
        pc = 2;
        if (!k.state().ended) {
          List<ExpeditionRef> failed = new ArrayList<>();
          for (int code = 0; code < 4; code++) {
            ExpeditionRef e = ExpeditionRef.ofCode(code);
            if (k.position(e) == before.get(code)) {
              failed.add(e);
            }
          }
          k.failedToMoveForward(failed);
        }
      }
      return Flow.done();
    }
  }

  /** Daily effects of Dusk and Night. */
  static final class Daily {
    private Daily() {}

    /** 4.2.4.b Progress, or the tiebreaker comparison (4.3.e). */
    static void progress(Kernel k) {
      if (k.state().tiebreakers) {
        tiebreak(k);
        return;
      }
      Map<ExpeditionRef, List<Terrain>> winners = new LinkedHashMap<>();
      Set<ExpeditionRef> byTie = new HashSet<>();
      for (int p : k.initiativeOrder()) {
        for (Side side : Side.values()) {
          ExpeditionRef e = new ExpeditionRef(p, side);
          int region = k.position(e);
          int[] mine = k.expeditionStats(e);
          int[] theirs = k.expeditionStats(e.facing());
          k.statsNoted(e, region, mine);
          if (k.inExpedition(e).stream().anyMatch(o -> k.hasKeyword(o, Keyword.DEFENDER)) && !k.defenderIgnored(e)) {
            continue; // 7.4.2.b
          }
          boolean ascended = k.state().player(p).ascended(side);
          List<Terrain> due = new ArrayList<>();
          for (Terrain t : k.terrains(region)) {
            int m = mine[t.ordinal()];
            int o = theirs[t.ordinal()];
            if (m > 0 && (m > o || (ascended && m == o))) { // 4.2.4.e-f
              due.add(t);
              if (m == o) {
                byTie.add(e); // 4.2.4.k: moving forward due to Ascend
              }
            }
          }
          if (!due.isEmpty()) {
            winners.put(e, due); // 4.2.4.g: once, whatever the number of terrains
          }
        }
      }
      if (!winners.isEmpty()) {
        k.progress(winners, byTie); // 4.2.4.h: simultaneously
      }
    }

    /** 4.3.e: each player's total over both Expeditions; more terrains won wins. */
    static void tiebreak(Kernel k) {
      int[][] totals = new int[2][3];
      for (int p = 0; p < 2; p++) {
        for (Side side : Side.values()) {
          int[] st = k.expeditionStats(new ExpeditionRef(p, side)); // Gigantic counts twice (7.4.4.m)
          k.statsNoted(new ExpeditionRef(p, side), 0, st);
          for (int t = 0; t < 3; t++) {
            totals[p][t] += st[t];
          }
        }
      }
      int[] won = new int[2];
      for (Terrain t : k.terrains(0)) {
        int a = totals[0][t.ordinal()];
        int b = totals[1][t.ordinal()];
        if (a > b && a > 0) {
          won[0]++;
        } else if (b > a && b > 0) {
          won[1]++;
        }
      }
      if (won[0] != won[1]) {
        int winner = won[0] > won[1] ? 0 : 1;
        k.gameEnds(Optional.of(winner), "tiebreaker: won " + won[winner] + " terrains to " + won[1 - winner]);
      }
    }

    /** 4.2.5.b Rest: Characters, and Gears of Expeditions that moved forward, go to Reserve. */
    static void rest(Kernel k) {
      List<Move> moves = new ArrayList<>();
      for (GameObject o : k.objects(ZoneKind.EXPEDITION)) {
        boolean character = k.isCharacter(o);
        boolean gear = !character && k.characteristics(o).hasSubtype("Gear")
            && k.state().player(o.controller).movedToday(o.side);
        if (!character && !gear) {
          continue;
        }
        if (character && (o.has(Status.ANCHORED) || o.has(Status.ASLEEP) || k.hasKeyword(o, Keyword.ETERNAL))) {
          continue; // 2.4.2, 2.4.4, 7.4.3.b
        }
        moves.add(new Move(o.id, ZoneKind.RESERVE, o.owner, Optional.empty(), false, false, Cause.REST, -1));
      }
      if (!moves.isEmpty()) {
        k.move(moves);
      }
    }

    /** The status changes of Rest: Anchored and Asleep are lost, Ascended Expeditions lose Ascended. */
    static void restStatuses(Kernel k) {
      k.beginStep();
      try {
        for (Status st : List.of(Status.ANCHORED, Status.ASLEEP)) {
          List<Integer> ids = k.find(o -> o.zone == ZoneKind.EXPEDITION && o.has(st)).stream().map(o -> o.id).toList();
          k.loseStatus(ids, st);
        }
        k.loseAscended();
      } finally {
        k.endStep();
      }
    }

    /** 4.2.5.d Check Victory; tiebreakers start on a tie (4.3.a). */
    static void checkVictory(Kernel k) {
      if (k.state().tiebreakers) {
        return; // 4.3.f
      }
      int[] sums = new int[2];
      for (int p = 0; p < 2; p++) {
        PlayerState ps = k.state().player(p);
        sums[p] = ps.distance(Side.HERO) + ps.distance(Side.COMPANION);
      }
      int best = Math.max(sums[0], sums[1]);
      if (best < 7) {
        return;
      }
      if (sums[0] != sums[1]) {
        int winner = sums[0] > sums[1] ? 0 : 1;
        k.gameEnds(Optional.of(winner), "Expeditions met: distance " + sums[winner] + " to " + sums[1 - winner]);
        return;
      }
      k.state().tiebreakers = true;
      k.state().regions.clear();
      k.state().markers.removeIf(m -> m.placed()); // 4.3.a: removed with the regions they were on
      k.state().regions.add(Region.of("Arena", true, EnumSet.allOf(Terrain.class))); // 4.3.b-c
      k.note(new Event.TiebreakersStarted(k.stepNumber()));
    }
  }
}
