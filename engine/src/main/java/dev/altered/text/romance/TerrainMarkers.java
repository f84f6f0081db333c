package dev.altered.text.romance;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Terrain;

/** Terrain Markers (3.2.1.d) among object phrases: moving one is a step of its own, to a region (7.3.20). */
final class TerrainMarkers {
  private TerrainMarkers() {}

  /** Whether the phrase names Terrain Markers only ("un marcador de terreno {M}", "un indicatore terreno {V}"). */
  static boolean are(ObjectRef ref) {
    NounGroup nouns = ref instanceof ObjectRef.Phrase p ? p.nouns() : ref instanceof ObjectRef.Possessed p ? p.nouns()
        : ref instanceof ObjectRef.OfPossessed p ? p.nouns() : null;
    return nouns != null && !nouns.nouns().isEmpty()
        && nouns.nouns().stream().allMatch(n -> n instanceof Noun.TerrainMarker);
  }

  /**
   * "coloca un marcador de terreno {V} en ...": a new marker (3.2.1.d); "coloca uno de mis marcadores en ...": one
   * the Hero holds, placed as a move (7.3.20), as the English says them.
   */
  static Step place(PlayerRef actor, ObjectRef what, ObjectRef on, SourceSpan s) {
    if (what instanceof ObjectRef.Phrase p && p.quantifier().kind() == ObjectRef.Quantifier.Kind.COUNT
        && !p.quantifier().target() && p.quantifier().count().isPresent() && p.adjectives().isEmpty()
        && p.filters().isEmpty() && p.nouns().nouns().size() == 1
        && p.nouns().nouns().get(0) instanceof Noun.TerrainMarker m && !m.terrains().isEmpty()) {
      return new Step.PlaceTerrainMarker(actor, p.quantifier().count().get(), m.terrains(), on, s);
    }
    return new Step.MoveTerrainMarker(actor, what, on, true, s);
  }

  /** {@code count} markers of {@code terrain}, for a Hero's starting markers (3.2.1.d). */
  static void add(ImmutableList.Builder<ImmutableList<Terrain>> markers, int count, Terrain terrain) {
    for (int i = 0; i < count; i++) {
      markers.add(ImmutableList.of(terrain));
    }
  }
}
