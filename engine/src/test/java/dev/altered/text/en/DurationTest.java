package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.onlyStep;
import static dev.altered.text.en.En.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Duration;
import org.junit.jupiter.api.Test;

class DurationTest {
  @Test
  void rule_2_2_15_aStatementForADurationIsAnEffect() {
    Ability a = parse("Target Expedition can't move forward this Day.");
    as(Ability.SpellEffect.class, a);
    Step.Continuous c = as(Step.Continuous.class, onlyStep(a));
    assertEquals(Duration.THIS_DAY, c.duration().orElseThrow());
    as(Statement.Cannot.class, c.statement());
  }

  @Test
  void rule_2_2_15_theNextCardYouPlayThisTurn() {
    Step.Continuous c = as(Step.Continuous.class, onlyStep(parse("{D} : The next Spell you play this turn costs {1} less.")));
    Statement.CostChange cost = as(Statement.CostChange.class, c.statement());
    ObjectRef.Phrase next = as(ObjectRef.Phrase.class, cost.subject());
    assertEquals(ObjectRef.Quantifier.Kind.NEXT, next.quantifier().kind());
    assertEquals(Duration.THIS_TURN, as(Filter.PlayedBy.class, next.filters().get(0)).during().orElseThrow());
    parse("{J} The next Permanent you play this Afternoon costs {4} less.");
  }

  @Test
  void statementsWithoutADurationArePassiveAbilities() {
    as(Ability.Passive.class, parse("Characters you control are [Tough 2]."));
    as(Ability.Passive.class, parse("If I'm in {V}, I am [Eternal]."));
    as(Ability.Passive.class, parse("Cards played from Reserve cost {1} less, down to a minimum of {1}."));
    as(Ability.SpellEffect.class, parse("Characters you control gain 1 boost."));
  }

  @Test
  void afterRestDelaysAStep() {
    Step.Modified m = as(Step.Modified.class, onlyStep(parse("When my Expedition fails to move forward during Dusk — [Sabotage] after Rest.")));
    Step.Modifier.At at = as(Step.Modifier.At.class, m.modifiers().get(0));
    assertTrue(at.phase() == dev.altered.ast.Vocabulary.Phase.REST && at.end(), "after Rest is the end of Rest: " + at);
  }

  @Test
  void duringAPhase() {
    Ability a = parse("During Morning, draw only one card. Then, put the top card of your deck in your Mana zone instead of a card from your hand.");
    assertTrue(En.effect(a).sentences().get(0) instanceof dev.altered.ast.Sentence.During);
    as(Ability.Passive.class, a);
  }
}
