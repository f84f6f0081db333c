package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.error;
import static dev.altered.text.en.En.onlyStep;
import static dev.altered.text.en.En.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.ast.Quantity;
import dev.altered.ast.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

class TokenTest {
  @Test
  void rule_7_3_5_b_tokenNameStatisticsAndSubtypes() {
    Step.Create c = as(Step.Create.class, onlyStep(parse("{J} Create a [Brassbug 2/2/2] Robot token in target Expedition.")));
    assertEquals("Brassbug", c.token().name());
    assertEquals(List.of(2, 2, 2), List.of(c.token().forest(), c.token().mountain(), c.token().water()));
    assertEquals(List.of("ROBOT"), c.token().subtypes());
  }

  @Test
  void namesWithSeveralWordsAndSeveralTokens() {
    Step.Create c = as(Step.Create.class, onlyStep(parse(
        "Create two [Ordis Recruit 1/1/1] Soldier tokens in each of your Expeditions.")));
    assertEquals("Ordis Recruit", c.token().name());
    assertEquals(2, as(Quantity.Literal.class, c.count()).value());
  }

  @Test
  void rule_2_2_12_f_tokensWithQuotedAbilities() {
    Step.Create c = as(Step.Create.class, as(Ability.QuickAction.class, parse(
        "{T} : Create a [Maw 0/0/0] Companion token in your Companion Expedition with \"When you sacrifice a Character — I gain 2 boosts\".")).effect().sentences().get(0) instanceof dev.altered.ast.Sentence.Steps s ? s.steps().get(0) : null);
    as(Ability.Reaction.class, c.abilities().get(0));
  }

  @Test
  void tokenSubtypesOfNewSetsAreData() {
    Step.Create c = as(Step.Create.class, onlyStep(parse("{R} Create a [Frost Imp 1/2/1] Imp, Elemental token in my Expedition.")));
    assertEquals(List.of("IMP", "ELEMENTAL"), c.token().subtypes());
  }

  @Test
  void distributedAmongExpeditions() {
    Step.Modified m = as(Step.Modified.class, onlyStep(parse(
        "Create four [Ordis Recruit 1/1/1] Soldier tokens, distributed as you choose among any number of target Expeditions.")));
    as(Step.Modifier.DistributedAmong.class, m.modifiers().get(0));
  }

  @Test
  void numberAgreesWithTokenOrTokens() {
    assertTrue(error("{J} Create two [Brassbug 2/2/2] Robot token in my Expedition.").message().contains("'tokens'"));
  }
}
