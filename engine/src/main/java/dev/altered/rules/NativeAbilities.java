package dev.altered.rules;

import dev.altered.rules.event.Cause;
import dev.altered.rules.state.ZoneKind;
import java.util.List;

/** Abilities the rules themselves grant, such as Scout's "h Send me to Reserve" (7.4.5.c). */
final class NativeAbilities {
  private NativeAbilities() {}

  static final String SCOUT_RETURN_ID = "kernel:scout-return";

  static final ReactionAbility SCOUT_RETURN = new ReactionAbility() {
    @Override
    public String id() {
      return SCOUT_RETURN_ID;
    }

    @Override
    public Trigger trigger() {
      return Triggers.playedFromHand();
    }

    @Override
    public Effect effect() {
      return SendSourceToReserve::new;
    }
  };

  static List<Ability> all() {
    return List.of(SCOUT_RETURN);
  }

  /** "Send me to Reserve." */
  public static final class SendSourceToReserve extends EffectFrame {
    public SendSourceToReserve() {}

    SendSourceToReserve(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        pc = 1;
        k.move(List.of(k.moveTo(ctx.source(), ZoneKind.RESERVE, Cause.EFFECT, ctx.controller())));
        return Flow.next();
      }
      return Flow.done();
    }
  }
}
