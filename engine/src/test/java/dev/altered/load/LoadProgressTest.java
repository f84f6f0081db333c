package dev.altered.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.DevSets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** Issue 24: a cold load tells a progress listener how far its stages are, so a tool can draw a bar. */
class LoadProgressTest {
  @Test
  void aColdLoadReportsEachStageFromZeroToItsTotal() {
    Map<String, Integer> largestTotal = new ConcurrentHashMap<>();
    Map<String, Integer> started = new ConcurrentHashMap<>();
    Map<String, Integer> ended = new ConcurrentHashMap<>();
    Map<String, Boolean> inRange = new ConcurrentHashMap<>();
    LoadProgress listener = (stage, done, total) -> {
      largestTotal.merge(stage, total, Math::max);
      if (done == 0) {
        started.merge(stage, total, Math::max);
      }
      if (done == total) {
        ended.merge(stage, total, Math::max);
      }
      inRange.merge(stage, done >= 0 && done <= total, Boolean::logicalAnd);
    };
    LoadResult result = CardLoader.standard().withProgress(listener)
        .load(List.of(DevSets.cards().resolve("CORE").resolve("AX.cards")));
    assertTrue(result.cards().size() > 10, "cards: " + result.cards().size());
    for (String stage : List.of("parse", "compile")) {
      assertTrue(largestTotal.getOrDefault(stage, 0) > 10, stage + " told: " + largestTotal);
      assertEquals(largestTotal.get(stage), started.get(stage), stage + " starts at 0");
      assertEquals(largestTotal.get(stage), ended.get(stage), stage + " ends at its total");
      assertTrue(inRange.get(stage), stage + ": done within 0..total");
    }
  }
}
