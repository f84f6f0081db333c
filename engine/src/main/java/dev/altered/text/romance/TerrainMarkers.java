package dev.altered.text.romance;

import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;

/** Terrain Markers (3.2.1.d) among object phrases: moving one is a step of its own, to a region (7.3.20). */
final class TerrainMarkers {
  private TerrainMarkers() {}

  /** Whether the phrase names Terrain Markers only ("un marcador de terreno {M}", "un indicatore terreno {V}"). */
  static boolean are(ObjectRef ref) {
    NounGroup nouns = ref instanceof ObjectRef.Phrase p ? p.nouns() : ref instanceof ObjectRef.Possessed p ? p.nouns()
        : null;
    return nouns != null && nouns.nouns().stream().allMatch(n -> n instanceof Noun.TerrainMarker);
  }
}
