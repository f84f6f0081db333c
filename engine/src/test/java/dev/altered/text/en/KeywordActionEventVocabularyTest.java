package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.parse;
import static dev.altered.text.en.En.print;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.ast.Event;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary.ObjectAction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reactions and modifiers on keyword actions (7.3) that no card of the dev sets prints: being augmented (7.3.4.a), an
 * Expedition Ascending (7.3.3.a) or attempting to (7.5.3.a), being sacrificed (7.3.31). Each ability must parse and
 * print back to the same AST; dev.altered.vm.KeywordActionRunTest runs them.
 */
class KeywordActionEventVocabularyTest {

  private static Event event(String text) {
    return as(Trigger.When.class, as(Ability.Reaction.class, parse(text)).trigger()).event();
  }

  @Test
  void rule7_3_4_a_beingAugmentedIsAnEventOfTheObject() {
    Event.Undergoes me = as(Event.Undergoes.class, event("When I'm augmented — Draw a card."));
    assertEquals(ObjectAction.AUGMENTED, me.action());
    as(ObjectRef.Self.class, me.subject());
    Event.Undergoes yours = as(Event.Undergoes.class,
        event("When a Character you control is augmented — I gain 1 boost."));
    assertEquals(ObjectAction.AUGMENTED, yours.action());
  }

  @Test
  void rule7_3_3_a_anExpeditionAscending() {
    Event.ObjectKeyword ascends = as(Event.ObjectKeyword.class, event("When my Expedition [Ascends] — Draw a card."));
    assertEquals(KeywordAction.ASCEND, ascends.action());
    assertTrue(!ascends.attempt() && !ascends.again());
  }

  @Test
  void rule7_5_3_a_theRulesMandjetAttemptsToAscendAgain() {
    String mandjet = "If one of your [[Ascended]] Expeditions would attempt to [Ascend] again, [Resupply] instead.";
    assertEquals(mandjet, print(mandjet));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "When I'm augmented — Draw a card.",
      "When a Character you control is augmented — I gain 1 boost.",
      "When my Expedition [Ascends] — Draw a card.",
      "When my Expedition loses [[Ascended]] — I gain 1 boost.",
      "If a Character you control would be sacrificed, draw a card instead.",
  })
  void keywordActionEventsPrintBackAsWritten(String text) {
    assertEquals(text, print(text));
  }
}
