package dev.altered.vm;

import dev.altered.ir.RegionPred;
import dev.altered.rules.Kernel;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.TerrainMarker;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Regions (3.2.1) and Terrain Markers (3.2.1.d) as register values: region indexes and marker ids. */
final class Regions {
  private Regions() {}

  static List<Integer> matching(Eval ev, Kernel k, RegionPred pred) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < k.state().regions.size(); i++) {
      if (ev.region(pred, i)) {
        out.add(i);
      }
    }
    return out;
  }

  /** The regions of the Expeditions the objects are in, once each. */
  static List<Integer> of(Kernel k, List<Integer> objects) {
    List<Integer> out = new ArrayList<>();
    for (int id : objects) {
      GameObject o = k.object(id).orElse(null);
      if (o != null && o.zone == ZoneKind.EXPEDITION) {
        int region = k.regionOf(new ExpeditionRef(o.controller, o.side));
        if (!out.contains(region)) {
          out.add(region);
        }
      }
    }
    return out;
  }

  /** Markers of any of the terrains ({@code mask} 0: any); held by {@code holder} when it is an object id, else placed. */
  static List<Integer> markers(Kernel k, int mask, int holder) {
    List<Integer> out = new ArrayList<>();
    for (TerrainMarker m : k.terrainMarkers()) {
      boolean whose = holder >= 0 ? m.holder == holder : m.placed();
      if (whose && (mask == 0 || (Terrain.mask(m.terrains) & mask) != 0)) {
        out.add(m.id);
      }
    }
    return out;
  }

  static String regionLabel(Kernel k, int region) {
    return k.state().regions.get(region).name + " " + symbols(k.terrains(region));
  }

  static String markerLabel(Kernel k, int marker) {
    return k.terrainMarkers().stream().filter(m -> m.id == marker).findFirst()
        .map(m -> symbols(m.terrains) + " Terrain Marker " + (m.placed() ? "on " + regionLabel(k, m.region) : "held"))
        .orElse("Terrain Marker " + marker);
  }

  private static String symbols(Iterable<Terrain> terrains) {
    List<String> out = new ArrayList<>();
    terrains.forEach(t -> out.add("{" + t.symbol() + "}"));
    return out.stream().collect(Collectors.joining());
  }
}
