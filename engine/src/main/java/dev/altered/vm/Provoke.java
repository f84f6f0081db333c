package dev.altered.vm;

import dev.altered.ir.Pred;
import dev.altered.rules.EffectContext;
import dev.altered.rules.EffectFrame;
import dev.altered.rules.Flow;
import dev.altered.rules.Kernel;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One kernel action done by a player so that a Reaction's trigger happens in a generated situation ({@link Coverage}):
 * a Character sacrificed, a card sent to Reserve, a card played, a die rolled... It is an ordinary effect frame: the
 * action is one step of the kernel, its events are matched against Reactions like any other (4.4.a), so a trigger
 * fires only when the kernel really produces its event. The object acted on is the first of {@code candidates} that
 * matches {@code subject} when the action happens; none matching, nothing happens (and nothing is counted).
 */
public final class Provoke extends EffectFrame {
  /** The kernel action done. */
  public enum Action {
    SACRIFICE, RESERVE, DISCARD, HAND, PLAY, STATUS, COUNTER, DRAW, RESUPPLY, ROLL, TOKEN, ASCEND, AUGMENT, DEFECT,
    PASS
  }

  public Action action;
  /** The player doing it ("you" of the action: who plays, sacrifices, draws...). */
  public int player;
  public List<Integer> candidates = new ArrayList<>();
  public Pred subject = new Pred.True();
  /** The status or counter gained, the token's name. */
  public String what = "";
  /** A token's statistics and sub-types. */
  public TokenSpec token;
  /** Where a played card goes (the Expedition of the card being measured). */
  public Side side = Side.HERO;

  public Provoke() {}

  Provoke(EffectContext ctx, Action action, int player, List<Integer> candidates, Pred subject, String what,
      TokenSpec token) {
    super(ctx);
    this.action = action;
    this.player = player;
    this.candidates = new ArrayList<>(candidates);
    this.subject = subject;
    this.what = what;
    this.token = token;
  }

  @Override
  public Flow run(Kernel k) {
    if (pc++ > 0) {
      return Flow.done();
    }
    switch (action) {
      case DRAW -> k.draw(player, 1);
      case RESUPPLY -> k.resupply(player);
      case PASS -> k.passes(player);
      case ROLL -> k.rollDie(player);
      case ASCEND -> k.ascend(new ExpeditionRef(player, side));
      case TOKEN -> k.createTokens(player, token, List.of(new ExpeditionRef(player, side)));
      default -> pick(k).ifPresent(id -> act(k, id));
    }
    return Flow.next();
  }

  private void act(Kernel k, int id) {
    switch (action) {
      case SACRIFICE -> k.sacrifice(List.of(id), player);
      case RESERVE -> k.send(List.of(id), ZoneKind.RESERVE, player);
      case DISCARD -> k.discard(List.of(id), player);
      case HAND -> k.send(List.of(id), ZoneKind.HAND, player);
      case PLAY -> k.playCard(player, id, Optional.of(new ExpeditionRef(player, side)), true, 0);
      case STATUS -> k.gainStatus(List.of(id), Status.valueOf(what));
      case COUNTER -> k.gainCounters(List.of(id), what, 1);
      case DEFECT -> k.defect(List.of(id));
      case AUGMENT -> {
        // 7.3.4.a: only a counter it has can be augmented; the harness gives it one first.
        if (k.object(id).map(o -> o.counter(what)).orElse(0) == 0) {
          k.gainCounters(List.of(id), what, 1);
        }
        k.augment(id, what);
      }
      default -> throw new IllegalStateException("not an action on an object: " + action);
    }
  }

  private Optional<Integer> pick(Kernel k) {
    Eval eval = new Eval(World.of(k), new Eval.Env(ctx.controller(), ctx.source(), null, List.of(), Map.of(), 0, 0));
    for (int id : candidates) {
      Optional<GameObject> o = k.object(id);
      if (o.isPresent() && eval.test(subject, o.get())) {
        return Optional.of(id);
      }
    }
    return Optional.empty();
  }
}
