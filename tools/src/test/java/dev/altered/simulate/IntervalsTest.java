package dev.altered.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class IntervalsTest {
  private static final double Z95 = Wilson.z(0.95);

  @Test
  void theNormalQuantileOfNinetyFivePercentIsOnePointNineSix() {
    assertEquals(1.959964, Z95, 1e-6);
    assertEquals(2.575829, Wilson.z(0.99), 1e-6);
  }

  @Test
  void wilsonIntervalsMatchPublishedValues() {
    // Newcombe (1998), table I: 81/263 -> [0.2553, 0.3662]; 15/148 -> [0.0624, 0.1605]; 0/20 -> [0, 0.1611].
    assertRate(Rate.of(81, 263, Z95), 0.2553, 0.3662);
    assertRate(Rate.of(15, 148, Z95), 0.0624, 0.1605);
    assertRate(Rate.of(0, 20, Z95), 0.0, 0.1611);
  }

  @Test
  void aRateOfNoTrialsIsZeroWithTheWholeInterval() {
    Rate none = Rate.of(0, 0, Z95);
    assertEquals(0, none.rate());
    assertEquals(0, none.low());
    assertEquals(1, none.high());
  }

  @Test
  void newcombesDifferenceIntervalMatchesHisWorkedExample() {
    // Newcombe (1998), method 10, example (a): 56/70 - 48/80 = 0.2000, [0.0524, 0.3339].
    Difference d = Difference.of(Rate.of(56, 70, Z95), Rate.of(48, 80, Z95), Z95);
    assertEquals(0.2, d.difference(), 1e-4);
    assertEquals(0.0524, d.low(), 1e-4);
    assertEquals(0.3339, d.high(), 1e-4);
    assertTrue(d.significant());
  }

  @Test
  void equalRatesDifferByNothingSignificant() {
    Difference d = Difference.of(Rate.of(50, 100, Z95), Rate.of(50, 100, Z95), Z95);
    assertEquals(0, d.difference());
    assertFalse(d.significant());
    assertTrue(Comparison.verdict(d, 0.95).startsWith("no significant difference"));
  }

  @Test
  void pairedGamesThatAllAgreeDifferByNothingAndOneSidedChangesAreSignificant() {
    Difference same = Paired.of(140, 0, 0, 60, Z95);
    assertEquals(0, same.difference());
    assertFalse(same.significant(), same.toString());
    // Ten games turned by the edit, all its way, out of 200: +5%, which two independent rates of 200 could not show.
    Difference turned = Paired.of(140, 10, 0, 50, Z95);
    assertEquals(0.05, turned.difference(), 1e-9);
    assertTrue(turned.significant(), turned.toString());
    assertFalse(Difference.of(Rate.of(150, 200, Z95), Rate.of(140, 200, Z95), Z95).significant());
  }

  private static void assertRate(Rate r, double low, double high) {
    assertEquals(low, r.low(), 1e-4, "low of " + r);
    assertEquals(high, r.high(), 1e-4, "high of " + r);
  }
}
