package dev.altered.rules;

import java.util.List;

/** Small factories for hand-written test abilities. */
public final class Abilities {
  private Abilities() {}

  public static ReactionAbility reaction(String id, Trigger trigger, Effect effect) {
    return reaction(id, trigger, effect, false);
  }

  public static ReactionAbility reaction(String id, Trigger trigger, Effect effect, boolean support) {
    return new ReactionAbility() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public boolean support() {
        return support;
      }

      @Override
      public Trigger trigger() {
        return trigger;
      }

      @Override
      public Effect effect() {
        return effect;
      }
    };
  }

  public static SpellEffect spell(String id, Effect effect) {
    return new SpellEffect() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public Effect effect() {
        return effect;
      }
    };
  }

  public static QuickAction quick(String id, QuickCost cost, Effect effect, boolean support) {
    return new QuickAction() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public boolean support() {
        return support;
      }

      @Override
      public QuickCost cost() {
        return cost;
      }

      @Override
      public Effect effect() {
        return effect;
      }
    };
  }

  public static PassiveAbility passive(String id, List<ContinuousEffect> continuous,
      List<Replacement> replacements, List<CostModifier> costs, List<RuleChange> rules) {
    return new PassiveAbility() {
      @Override
      public String id() {
        return id;
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
        return rules;
      }
    };
  }

  public static PassiveAbility continuous(String id, ContinuousEffect effect) {
    return passive(id, List.of(effect), List.of(), List.of(), List.of());
  }

  public static PassiveAbility rule(String id, RuleChange rule) {
    return passive(id, List.of(), List.of(), List.of(), List.of(rule));
  }

  public static PassiveAbility replacement(String id, Replacement replacement) {
    return passive(id, List.of(), List.of(replacement), List.of(), List.of());
  }

  public static PassiveAbility cost(String id, CostModifier modifier) {
    return passive(id, List.of(), List.of(), List.of(modifier), List.of());
  }
}
