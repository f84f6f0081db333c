package dev.altered.rules;

import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.GameObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiPredicate;

/**
 * Hand-written effects for tests: generic serializable frames whose code is looked up by name in a registry, so a
 * test ability is a few lines and a game paused inside it still saves and restores.
 */
public final class Fx {
  private Fx() {}

  /** An action of one step: it may call kernel actions (a move may defer to a pushed frame). */
  @FunctionalInterface
  public interface Action {
    void run(Kernel k, EffectContext ctx, List<Integer> chosen);
  }

  private static final Map<String, Action> ACTIONS = new ConcurrentHashMap<>();
  private static final Map<String, BiPredicate<Kernel, GameObject>> FILTERS = new ConcurrentHashMap<>();

  public static String action(String name, Action action) {
    ACTIONS.put(name, action);
    return name;
  }

  public static String filter(String name, BiPredicate<Kernel, GameObject> filter) {
    FILTERS.put(name, filter);
    return name;
  }

  /** Runs registered actions one after the other, one step each. */
  public static Effect steps(String... actions) {
    return ctx -> new Steps(ctx, List.of(actions));
  }

  /** "[Action] target ...": choose targets (paying Tough, 7.4.7), then run the action with them. */
  public static Effect target(String filter, int min, int max, String action) {
    return ctx -> new Target(ctx, filter, min, max, action, DecisionKind.TARGET);
  }

  /** A non-target choice by the controller, then the action. */
  public static Effect choose(String filter, int min, int max, String action) {
    return ctx -> new Target(ctx, filter, min, max, action, DecisionKind.CHOOSE);
  }

  /** "You may [action]" (6.5.c). */
  public static Effect may(String action) {
    return ctx -> new May(ctx, action);
  }

  /** "Each player [chooses and acts]": choices in initiative order, then one simultaneous step (6.1.h). */
  public static Effect eachPlayerChooses(String filter, String action) {
    return ctx -> new EachPlayer(ctx, filter, action);
  }

  public static final class Steps extends EffectFrame {
    public List<String> actions = new ArrayList<>();

    public Steps() {}

    Steps(EffectContext ctx, List<String> actions) {
      super(ctx);
      this.actions = actions;
    }

    @Override
    public Flow run(Kernel k) {
      if (pc < actions.size()) {
        ACTIONS.get(actions.get(pc++)).run(k, ctx, List.of());
        return Flow.next();
      }
      return Flow.done();
    }
  }

  public static final class Target extends EffectFrame {
    public String filter;
    public int min;
    public int max;
    public String action;
    public DecisionKind kind;

    public Target() {}

    Target(EffectContext ctx, String filter, int min, int max, String action, DecisionKind kind) {
      super(ctx);
      this.filter = filter;
      this.min = min;
      this.max = max;
      this.action = action;
      this.kind = kind;
    }

    @Override
    public Flow run(Kernel k) {
      switch (pc) {
        case 0 -> {
          pc = 1;
          BiPredicate<Kernel, GameObject> f = FILTERS.get(filter);
          DecisionRequest r = kind == DecisionKind.TARGET
              ? k.targets(ctx.controller(), action + ": choose targets", o -> f.test(k, o), min, max, toughPaid)
              : k.choice(ctx.controller(), kind, action + ": choose", o -> f.test(k, o), min, max);
          if (r.candidates().isEmpty()) {
            pc = 2; // 6.5.b: no suitable target, the atomic action does nothing
            return Flow.next();
          }
          return Flow.ask(r);
        }
        case 1 -> {
          pc = 2;
          if (kind == DecisionKind.TARGET) {
            k.payTough(ctx.controller(), picked(), toughPaid);
          }
          ACTIONS.get(action).run(k, ctx, picked());
          return Flow.next();
        }
        default -> {
          return Flow.done();
        }
      }
    }
  }

  public static final class May extends EffectFrame {
    public String action;

    public May() {}

    May(EffectContext ctx, String action) {
      super(ctx);
      this.action = action;
    }

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        pc = 1;
        return Flow.ask(DecisionRequest.may(ctx.controller(), "you may " + action));
      }
      if (pc == 1) {
        pc = 2;
        if (saidYes()) {
          ACTIONS.get(action).run(k, ctx, List.of());
        }
        return Flow.next();
      }
      return Flow.done();
    }
  }

  public static final class EachPlayer extends EffectFrame {
    public String filter;
    public String action;
    public List<Integer> all = new ArrayList<>();

    public EachPlayer() {}

    EachPlayer(EffectContext ctx, String filter, String action) {
      super(ctx);
      this.filter = filter;
      this.action = action;
    }

    @Override
    public Flow run(Kernel k) {
      if (pc > 0 && answer != null) {
        all.addAll(picked());
        answer = null;
      }
      while (pc < 2) {
        int player = k.initiativeOrder().get(pc++);
        BiPredicate<Kernel, GameObject> f = FILTERS.get(filter);
        DecisionRequest r = k.choice(player, DecisionKind.CHOOSE, action + ": choose",
            o -> f.test(k, o) && k.controls(player, o), 1, 1);
        if (!r.candidates().isEmpty()) {
          return Flow.ask(r);
        }
      }
      if (pc == 2) {
        pc = 3;
        ACTIONS.get(action).run(k, ctx, all);
        return Flow.next();
      }
      return Flow.done();
    }
  }
}
