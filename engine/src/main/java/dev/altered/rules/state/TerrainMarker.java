package dev.altered.rules.state;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import java.util.EnumSet;

/**
 * A Terrain Marker (3.2.1.d): its terrains, the region it is placed on (-1 while still held by the Hero that began
 * the game with it), and that Hero (-1 for a marker an effect created). Its id is its timestamp: moved, it becomes a
 * new object with a new one (7.3.20.b), so markers resolve in the order of their ids (3.2.1.e).
 */
@JsonAutoDetect(fieldVisibility = Visibility.PUBLIC_ONLY, getterVisibility = Visibility.NONE,
    isGetterVisibility = Visibility.NONE, setterVisibility = Visibility.NONE)
public final class TerrainMarker {
  public int id;
  public EnumSet<Terrain> terrains = EnumSet.noneOf(Terrain.class);
  public int region = -1;
  public int holder = -1;

  public TerrainMarker() {}

  public static TerrainMarker of(int id, EnumSet<Terrain> terrains, int region, int holder) {
    TerrainMarker m = new TerrainMarker();
    m.id = id;
    m.terrains = EnumSet.copyOf(terrains);
    m.region = region;
    m.holder = holder;
    return m;
  }

  public boolean placed() {
    return region >= 0;
  }

  public TerrainMarker copy() {
    return of(id, terrains, region, holder);
  }
}
