package dev.altered.text.romance;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Terrain;

/** Terrain Markers (3.2.1.d) among object phrases: moving one is a step of its own, to a region (7.3.20). */
final class TerrainMarkers {
  private TerrainMarkers() {}

  /** Whether the phrase names Terrain Markers only ("un marcador de terreno {M}", "un indicatore terreno {V}"). */
  static boolean are(ObjectRef ref) {
    return dev.altered.text.TerrainMarkerSteps.are(ref);
  }

  /** "coloca un marcador de terreno {V} en ...", "coloca uno de mis marcadores en ..." (3.2.1.d, 7.3.20). */
  static Step place(PlayerRef actor, ObjectRef what, ObjectRef on, SourceSpan s) {
    return dev.altered.text.TerrainMarkerSteps.place(actor, what, on, s);
  }

  /** {@code count} markers of {@code terrain}, for a Hero's starting markers (3.2.1.d). */
  static void add(ImmutableList.Builder<ImmutableList<Terrain>> markers, int count, Terrain terrain) {
    for (int i = 0; i < count; i++) {
      markers.add(ImmutableList.of(terrain));
    }
  }
}
