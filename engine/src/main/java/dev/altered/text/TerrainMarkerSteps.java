package dev.altered.text;

import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;

/** The steps of Terrain Markers (3.2.1.d, 7.3.20) as every language's builder reads them: one decision, said once. */
public final class TerrainMarkerSteps {
  private TerrainMarkerSteps() {}

  /** Whether the phrase names Terrain Markers only ("a {M} Terrain Marker", "one of my Markers"). */
  public static boolean are(ObjectRef ref) {
    NounGroup nouns = ref instanceof ObjectRef.Phrase p ? p.nouns() : ref instanceof ObjectRef.Possessed p ? p.nouns()
        : ref instanceof ObjectRef.OfPossessed p ? p.nouns() : null;
    return nouns != null && !nouns.nouns().isEmpty()
        && nouns.nouns().stream().allMatch(n -> n instanceof Noun.TerrainMarker);
  }

  /**
   * Placing markers on a region: "a {V} Terrain Marker" is a new marker (3.2.1.d); "one of my Markers" is one the
   * Hero holds, placed as a move (7.3.20).
   */
  public static Step place(PlayerRef actor, ObjectRef what, ObjectRef on, SourceSpan s) {
    if (what instanceof ObjectRef.Phrase p && p.quantifier().kind() == ObjectRef.Quantifier.Kind.COUNT
        && !p.quantifier().target() && p.quantifier().count().isPresent() && p.adjectives().isEmpty()
        && p.filters().isEmpty() && p.nouns().nouns().size() == 1
        && p.nouns().nouns().get(0) instanceof Noun.TerrainMarker m && !m.terrains().isEmpty()) {
      return new Step.PlaceTerrainMarker(actor, p.quantifier().count().get(), m.terrains(), on, s);
    }
    return new Step.MoveTerrainMarker(actor, what, on, true, s);
  }
}
