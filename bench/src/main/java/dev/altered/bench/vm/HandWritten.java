package dev.altered.bench.vm;

import dev.altered.rules.Effect;
import dev.altered.rules.EffectContext;
import dev.altered.rules.EffectFrame;
import dev.altered.rules.Flow;
import dev.altered.rules.Kernel;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.ZoneKind;
import java.util.List;

/**
 * The benchmarked effects written by hand against the kernel, the way a kernel engineer writes an ability (an
 * {@link EffectFrame} with a {@code switch (pc)}): the baseline the interpreter is compared with. Each calls the same
 * kernel actions and queries as the compiled program, with no interpretation in between.
 */
final class HandWritten {
  private HandWritten() {}

  /** ALT_CORE_B_YZ_23_C, Spell: "Draw two cards." */
  static final Effect DRAW_TWO = DrawTwo::new;
  /** ALT_CORE_B_BR_11_C, {J}: "Target Character gains 1 boost." */
  static final Effect TARGET_GAINS_BOOST = TargetGainsBoost::new;
  /** ALT_CORE_B_AX_12_C, {J}: "If you control two or more Landmarks, I gain 1 boost." */
  static final Effect IF_TWO_LANDMARKS_BOOST = IfTwoLandmarksBoost::new;

  public static final class DrawTwo extends EffectFrame {
    public DrawTwo() {}

    DrawTwo(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        pc = 1;
        k.draw(ctx.controller(), 2);
        return Flow.next();
      }
      return Flow.done();
    }
  }

  public static final class TargetGainsBoost extends EffectFrame {
    public TargetGainsBoost() {}

    TargetGainsBoost(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      switch (pc) {
        case 0 -> {
          DecisionRequest r = k.targets(ctx.controller(), "choose a target Character", o -> isCharacterInPlay(k, o),
              1, 1, toughPaid);
          if (r.candidates().isEmpty()) {
            pc = 2; // 6.5.b: no suitable target, the action does nothing
            return Flow.next();
          }
          pc = 1;
          return Flow.ask(r);
        }
        case 1 -> {
          pc = 2;
          List<Integer> chosen = picked();
          k.payTough(ctx.controller(), chosen, toughPaid); // 7.4.7
          k.gainBoosts(chosen, 1);
          return Flow.next();
        }
        default -> {
          return Flow.done();
        }
      }
    }
  }

  public static final class IfTwoLandmarksBoost extends EffectFrame {
    public IfTwoLandmarksBoost() {}

    IfTwoLandmarksBoost(EffectContext ctx) {
      super(ctx);
    }

    @Override
    public Flow run(Kernel k) {
      if (pc == 0) {
        pc = 1;
        long landmarks = k.objects(ZoneKind.LANDMARK, ctx.controller()).stream()
            .filter(o -> k.controls(ctx.controller(), o) && isType(k, o, ObjectType.PERMANENT)).count();
        if (landmarks >= 2 && k.exists(ctx.source())) {
          k.gainBoosts(List.of(ctx.source()), 1);
        }
        return Flow.next();
      }
      return Flow.done();
    }
  }

  private static boolean isCharacterInPlay(Kernel k, GameObject o) {
    return (o.zone == ZoneKind.EXPEDITION || o.zone == ZoneKind.LANDMARK) && isType(k, o, ObjectType.CHARACTER);
  }

  private static boolean isType(Kernel k, GameObject o, ObjectType type) {
    return !o.isEmblem() && k.characteristics(o).type() == type;
  }
}
