package dev.altered.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.ObjectRef;
import dev.altered.card.Language;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the checker looks through when it compares, and how it words what it does not. */
class EquivalenceAndExplainTest {
  private static Ability en(String text) {
    ParsedAbility p = TextReader.readAbility(Language.EN, text);
    assertTrue(p.ok(), () -> text + "\n  " + p.error().get());
    return p.ast().get();
  }

  private static void lookedThrough(String a, String b) {
    Ability x = en(a);
    Ability y = en(b);
    assertNotEquals(x, y, "the ASTs differ in shape");
    assertEquals(Optional.empty(), AstDiff.first(Equivalence.canonical(x), Equivalence.canonical(y)), a + " / " + b);
  }

  @Test
  void rule_6_5_a_aSentenceBreakBetweenPlainStepsIsNoDifference() {
    lookedThrough("{J} I gain 1 boost, then draw a card.", "{J} I gain 1 boost. Draw a card.");
  }

  @Test
  void upToTwoTargetsOfTwoKindsIsUpToTwoTargetObjectsOfThoseKinds() {
    lookedThrough("Discard up to two targets, Characters or Permanents.",
        "Discard up to two target Characters or Permanents.");
  }

  @Test
  void aDifferentNumberIsStillADifference() {
    Ability x = en("{J} I gain 1 boost, then draw a card.");
    Ability y = en("{J} I gain 1 boost. Draw two cards.");
    assertTrue(AstDiff.first(Equivalence.canonical(x), Equivalence.canonical(y)).isPresent());
  }

  @Test
  void aPronounThatStandsForSomethingElseIsSaidInWords() {
    AstDiff.Difference d = new AstDiff.Difference("effect.antecedent.index", 0, -1,
        ImmutableList.of(new ObjectRef.Antecedent(0)), ImmutableList.of(new ObjectRef.Antecedent(-1)));
    assertEquals("a pronoun ('it', 'its', 'them') stands for something else: English the first thing the ability "
        + "names, French the object of the trigger (nothing named before it)", Explain.difference(d, Language.FR));
  }

  @Test
  void aStepOutsideYouMayIsCountedInWords() {
    AstDiff.Difference d = AstDiff.first(en("{J} You may draw a card and I gain 1 boost."),
        en("{J} You may draw a card. I gain 1 boost.")).orElseThrow();
    assertTrue(Explain.difference(d, Language.FR).startsWith("English has 1 sentence (you may draw and gain 1 boost), "
        + "French 2 (you may draw; gain 1 boost)"), Explain.difference(d, Language.FR));
  }

  @Test
  void rule_6_5_g_aStepMadeThePriceOfAnotherIsSaidInWords() {
    Ability internal = en("{J} You may discard a card from your Reserve to draw a card.");
    Ability both = en("{J} You may discard a card from your Reserve and draw a card.");
    AstDiff.Difference d = AstDiff.first(internal, both).orElseThrow();
    assertEquals("English makes one step the price of the other ('you may ... to ...'), German does them one after "
        + "the other ('you may ... and ...')", Explain.difference(d, Language.DE));
  }
}
