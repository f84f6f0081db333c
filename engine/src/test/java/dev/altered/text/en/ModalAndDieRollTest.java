package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.effect;
import static dev.altered.text.en.En.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import org.junit.jupiter.api.Test;

class ModalAndDieRollTest {
  @Test
  void rule_6_5_g_chooseOne() {
    Sentence.Modal m = as(Sentence.Modal.class, effect(parse(
        "Choose one: • Send to Reserve target Character with Hand Cost {4} or less. • Discard target Permanent with Hand Cost {4} or less.")).sentences().get(0));
    assertEquals(2, m.modes().size());
    assertFalse(m.upTo());
    assertFalse(m.repeatable());
  }

  @Test
  void rule_6_5_g_sameModeMoreThanOnce() {
    Sentence.Modal m = as(Sentence.Modal.class, effect(parse(
        "Choose three. You may pick the same option multiple times: • Draw a card. • [Resupply]. • [Sabotage].")).sentences().get(0));
    assertTrue(m.repeatable());
    assertEquals(3, as(Quantity.Literal.class, m.count()).value());
  }

  @Test
  void chooseUpToAndChooseXWithWhere() {
    assertTrue(as(Sentence.Modal.class, effect(parse("{R} Choose up to one: • Draw a card. • [Resupply].")).sentences().get(0)).upTo());
    Sentence.Modal x = as(Sentence.Modal.class, effect(parse(
        "Choose X+1, where X is my number of Arcane counters: • Draw a card. • [Sabotage].")).sentences().get(0));
    assertTrue(x.whereX().isPresent());
  }

  @Test
  void conditionalLargerChoice() {
    Sentence.Modal m = as(Sentence.Modal.class, effect(parse(
        "Choose one. If each of your Expeditions is behind or tied, you may choose both: • Draw a card. • [Resupply].")).sentences().get(0));
    assertTrue(m.extra().isPresent());
  }

  @Test
  void modesThatAreQuickActions() {
    Sentence.Modal m = as(Sentence.Modal.class, effect(parse(
        "{I} At Noon — Choose one: • I gain 1 boost, up to a max of 3. • {T} : I gain 2 boosts, up to a max of 3.")).sentences().get(0));
    assertEquals(1, m.modes().get(1).cost().size());
  }

  @Test
  void rule_7_3_28_dieResultsAsAList() {
    Sentence.OnResult r = as(Sentence.OnResult.class, effect(parse(
        "{H} Roll a die. On a: • 4+, [Sabotage]. • 1-3, [Resupply].")).sentences().get(1));
    assertEquals(4, r.outcomes().get(0).range().low());
    assertEquals(6, r.outcomes().get(0).range().high());
    assertEquals(3, r.outcomes().get(1).range().high());
  }

  @Test
  void inlineDieResultsAreTheSameOutcomes() {
    Sentence.OnResult inline = as(Sentence.OnResult.class, effect(parse(
        "{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost.")).sentences().get(1));
    assertEquals(2, inline.outcomes().size());
    assertEquals(parse("{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost."),
        parse("{J} Roll a die. On a: • 4+, I gain 2 boosts. • 1-3, I gain 1 boost."));
  }

  @Test
  void dependingOnACount() {
    as(Sentence.Depending.class, effect(parse(
        "{H} Remove all boosts from Characters in play and in Reserve. Then, depending on the number of boosts removed this way: • 1-4: I gain 2 boosts. • 5-8: Play a card with Hand Cost {3} or less for free. • 9+: My Expedition moves forward one region.")).sentences().get(1));
  }

  @Test
  void rule_6_5_i_repeatedSteps() {
    as(Sentence.Repeat.class, effect(parse(
        "Do the following X+1 times, where X is my number of Arcane counters: • Target Character gains 1 boost.")).sentences().get(0));
  }
}
