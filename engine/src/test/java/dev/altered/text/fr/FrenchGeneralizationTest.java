package dev.altered.text.fr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * French reads what the English grammar reads beyond the dev sets: every ability of the English generalization test
 * (recombinations of the rules' vocabulary, 6.x and 7.x, that no dev card uses) printed in the cards' French
 * templating reads back to the English AST. The list is the English test's own, so French follows as it grows.
 */
class FrenchGeneralizationTest {
  /**
   * What French does not read yet, and why. Each stays listed only while it still fails (see the last test), so the
   * list shrinks as French learns them and cannot hide a regression.
   */
  private static final Set<String> KNOWN_GAPS = Set.of(
      // 7.3 Ascend, Defect, Rush and [Exhausted Resupply]: no dev card and no rule excerpt gives their official
      // French term, so the lexicon has none (the printer falls back to the English name).
      "{T} : Target Expedition [Ascends].",
      "{J} Target Character [Defects].",
      "{J} Target opponent may [Exhausted Resupply] twice.",
      "If one of your [[Ascended]] Expeditions would attempt to [Ascend] again, [Resupply] instead.",
      "When target Expedition [Ascends] — I gain 1 boost.",
      "{J} You may [Rush] to draw a card.",
      "{H} Each player may [Rush].",
      "When an opponent plays a Character from Reserve — It [Defects].",
      "{H} Up to two target Expeditions ascend.",
      "When my Expedition defects — Draw a card.",
      "{R} Target Character in my Expedition defects.",
      "I can't [Ascend].",
      "When target Expedition ascends — Draw a card.",
      "When my Expedition [Ascends] — I gain 2 boosts.",
      // The printer says "Son Expédition" for a target Character's Expedition ("L'Expédition d'un Personnage
      // ciblé" reads as a filter, not an owner).
      "{H} Target Character's Expedition moves backwards one region.",
      // "de votre Expédition dans votre autre Expédition": both places are read into the object phrase.
      "{T} : Move target Character from your Expedition to your other Expedition.",
      // The French lexicon gives Brassbug's French name "Scarabot" back as Brassbug.
      "{T} : Create a [Scarabot 1/1/1] Robot token in each of your Expeditions. Activate this only once per turn.",
      // "pour chaque" is read as "per" (a count), English "for each" repeats the step: same result, other node.
      "{H} Draw a card for each Mage you control.");

  static Stream<String> unseenEnglishAbilities() throws ReflectiveOperationException {
    return allUnseenEnglishAbilities().filter(t -> !KNOWN_GAPS.contains(t));
  }

  static Stream<String> knownGaps() {
    return KNOWN_GAPS.stream();
  }

  private static Stream<String> allUnseenEnglishAbilities() throws ReflectiveOperationException {
    List<String> out = new ArrayList<>();
    for (Method m : Class.forName("dev.altered.text.en.GeneralizationTest").getDeclaredMethods()) {
      ValueSource v = m.getAnnotation(ValueSource.class);
      if (v != null) {
        out.addAll(List.of(v.strings()));
      }
    }
    assertTrue(out.size() > 50, "the English generalization list is where it was");
    return out.stream();
  }

  @ParameterizedTest
  @MethodSource("unseenEnglishAbilities")
  void theFrenchWordingOfAnUnseenEnglishAbilityReadsBackToItsAst(String english) {
    ParsedAbility en = TextReader.readAbility(Language.EN, english);
    assertTrue(en.ok(), () -> english + "\n  " + en.error().get());
    Ability ast = en.ast().get();
    AbilityPrinter printer = TextReader.printer(Language.FR).orElseThrow();
    String french = printer.print(ast);
    ParsedAbility fr = TextReader.readAbility(Language.FR, french);
    assertTrue(fr.ok(), () -> english + "\n  " + french + "\n  " + fr.error().get());
    assertEquals(ast, fr.ast().get(), () -> english + "\n  " + french);
  }

  @ParameterizedTest
  @MethodSource("knownGaps")
  void aKnownGapStillDoesNotReadBackAndIsStillInTheEnglishList(String english) throws ReflectiveOperationException {
    assertTrue(allUnseenEnglishAbilities().anyMatch(english::equals), english);
    Ability ast = TextReader.readAbility(Language.EN, english).ast().orElseThrow();
    String french;
    try {
      french = TextReader.printer(Language.FR).orElseThrow().print(ast);
    } catch (RuntimeException noWording) {
      return;
    }
    ParsedAbility fr = TextReader.readAbility(Language.FR, french);
    assertTrue(fr.ast().isEmpty() || !fr.ast().get().equals(ast),
        () -> "French reads this now: remove it from KNOWN_GAPS: " + english);
  }
}
