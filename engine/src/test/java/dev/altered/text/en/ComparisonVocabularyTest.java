package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.assertOnFastPath;
import static dev.altered.text.en.En.onlyStep;
import static dev.altered.text.en.En.parse;
import static dev.altered.text.en.En.print;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Counter;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Stat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Object phrases that compare an object with the others the phrase describes: "with the highest {M}", "with the
 * lowest Hand Cost", "with the most boosts". No card of the dev sets prints them; the statistics (2.2.8, 2.2.9,
 * 7.1.2) and counters (2.5) they compare are the rules'. Each ability must parse and print back to the same AST.
 */
class ComparisonVocabularyTest {

  private static Filter onlyFilter(String text) {
    Step.Gain gain = as(Step.Gain.class, onlyStep(parse(text)));
    ObjectRef.Phrase phrase = as(ObjectRef.Phrase.class, gain.subject());
    assertEquals(1, phrase.filters().size(), () -> "filters of " + phrase);
    return phrase.filters().get(0);
  }

  @Test
  void theHighestStatisticIsAFilterOfTheObjectPhrase() {
    Filter.StatExtreme highest = as(Filter.StatExtreme.class,
        onlyFilter("{J} Target Character with the highest {M} gains 1 boost."));
    assertEquals(Stat.MOUNTAIN, highest.stat());
    assertTrue(highest.highest());
    Filter.StatExtreme lowest = as(Filter.StatExtreme.class,
        onlyFilter("{J} Target Character with the lowest Hand Cost gains 1 boost."));
    assertEquals(Stat.HAND_COST, lowest.stat());
    assertFalse(lowest.highest());
  }

  @Test
  void theMostAndTheFewestCountersOfAKind() {
    Filter.CounterExtreme most = as(Filter.CounterExtreme.class,
        onlyFilter("{J} Target Character with the most boosts gains 1 boost."));
    assertEquals(Counter.BOOST, most.counter());
    assertTrue(most.most());
    Filter.CounterExtreme fewest = as(Filter.CounterExtreme.class,
        onlyFilter("{J} Target Character with the fewest Kelon counters gains 1 boost."));
    assertFalse(fewest.most());
    assertEquals("KELON", fewest.counter().id());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{J} Target Character with the highest {M} gains 1 boost.",
      "{J} Target Character with the lowest Hand Cost gains [[Asleep]].",
      "{J} All Characters you control with the most boosts gain [[Anchored]].",
      "{J} Target Character an opponent controls with the fewest boosts gains [[Asleep]].",
      "{J} Send to Reserve target Character with the lowest Reserve Cost.",
  })
  void superlativesPrintBackAsWritten(String text) {
    assertEquals(text, print(text));
    assertOnFastPath(text);
  }
}
