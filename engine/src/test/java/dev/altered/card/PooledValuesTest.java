package dev.altered.card;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.google.common.collect.ImmutableList;
import org.junit.jupiter.api.Test;

/**
 * The values the card reader pools write their equals and hashCode out: each component still tells values apart, and
 * the hash is the one the record would generate (records of the same components, below, keep the generated methods),
 * so no hash-ordered output changes.
 */
class PooledValuesTest {
  private record GeneratedStats(int forest, int mountain, int water) {}

  private record GeneratedLimits(int reserve, int landmark) {}

  private record GeneratedText(ImmutableList<String> mainLines, ImmutableList<String> supportLines) {}

  @Test
  void statsAreEqualByEachStatisticWithTheGeneratedHash() {
    for (int v = -1; v <= 3; v++) {
      Stats stats = Stats.of(v, 2 * v, 7);
      assertEquals(stats, Stats.of(v, 2 * v, 7));
      assertEquals(new GeneratedStats(v, 2 * v, 7).hashCode(), stats.hashCode());
      assertNotEquals(stats, Stats.of(v + 1, 2 * v, 7));
      assertNotEquals(stats, Stats.of(v, 2 * v + 1, 7));
      assertNotEquals(stats, Stats.of(v, 2 * v, 8));
    }
  }

  @Test
  void heroLimitsAreEqualByBothLimitsWithTheGeneratedHash() {
    HeroLimits limits = new HeroLimits(3, 1);
    assertEquals(limits, new HeroLimits(3, 1));
    assertEquals(new GeneratedLimits(3, 1).hashCode(), limits.hashCode());
    assertNotEquals(limits, new HeroLimits(1, 3));
    assertNotEquals(limits, new HeroLimits(3, 2));
    assertNotEquals(limits, HeroLimits.DEFAULT);
  }

  @Test
  void cardTextsAreEqualByBothBoxesWithTheGeneratedHash() {
    CardText text = CardText.of("{J} Draw a card.  {R} I gain 1 boost.", "{D} : Draw a card.");
    assertEquals(text, CardText.of(new String("{J} Draw a card.  {R} I gain 1 boost."), "{D} : Draw a card."));
    assertEquals(new GeneratedText(text.mainLines(), text.supportLines()).hashCode(), text.hashCode());
    assertNotEquals(text, CardText.of("{J} Draw a card.", "{D} : Draw a card."));
    assertNotEquals(text, CardText.of("{J} Draw a card.  {R} I gain 1 boost.", null));
    assertNotEquals(CardText.of("A.", null), CardText.of(null, "A."));
  }
}
