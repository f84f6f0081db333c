package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.error;
import static dev.altered.text.en.En.onlyStep;
import static dev.altered.text.en.En.parse;
import static dev.altered.text.en.En.print;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.ObjectRef;
import dev.altered.ast.Step;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * More of the vocabulary of Complete Rules sections 3, 6 and 7, in sentences written from the rules (no card prints
 * them yet): the object forms of "switch Expeditions" (7.3.34), triggers written after their effect (6.3), events
 * of several objects at once (1.3.2.c, 7.5.9, 7.5.10) and Terrain Markers (3.2.1.d, 7.3.20). Each ability must
 * parse and print back to the same AST.
 */
class RulesVocabularyMoreTest {

  // -------------------------------------------------------------------------------------------------------------------
  // 7.3.34 Switch Expeditions: "switch my Expedition" is my switching Expeditions
  // -------------------------------------------------------------------------------------------------------------------

  @ParameterizedTest
  @ValueSource(strings = {
      "{J} You may switch my Expedition.",
      "{H} Switch my Expedition.",
      "{R} Target Character switches Expeditions.",
      "{J} Target Character gains 1 boost. You may switch its Expedition.",
      "{J} You may have target Character switch its Expedition.",
      "{H} Target Character switches its Expedition.",
      "{J} Switch target Character's Expedition.",
      "{R} Characters you control switch their Expeditions.",
  })
  void rule7_3_34_switchingAnObjectsExpedition(String text) {
    parse(text);
  }

  @Test
  void rule7_3_34_switchMyExpeditionIsISwitchExpeditions() {
    Step.May may = as(Step.May.class, onlyStep(parse("{J} You may switch my Expedition.")));
    Step.SwitchExpeditions sw = as(Step.SwitchExpeditions.class, may.steps().get(0));
    assertTrue(sw.subject() instanceof ObjectRef.Self, sw::toString);
    assertTrue(sw.with().isEmpty());
    assertEquals(print("{J} I switch Expeditions."), print("{J} Switch my Expedition."));
  }

  @Test
  void rule7_3_34_switchItsExpeditionIsItSwitchingExpeditions() {
    assertEquals(print("{J} Target Character gains 1 boost. It switches Expeditions."),
        print("{J} Target Character gains 1 boost. Switch its Expedition."));
    assertEquals(print("{H} Target Character switches Expeditions."),
        print("{H} Target Character switches its Expedition."));
    assertEquals(print("{H} You may have target Character switch Expeditions."),
        print("{H} You may have target Character switch its Expedition."));
  }

  @Test
  void rule7_3_34_aPlayerHasNoExpeditionToSwitch() {
    assertTrue(error("{J} Switch your Expedition.").message().contains("whose Expedition switches"),
        () -> error("{J} Switch your Expedition.").message());
  }
}
