package dev.altered.rules.state;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import java.util.EnumSet;

/**
 * A region of the Adventure (3.2.1): the Hero region, six Tumult halves, the Companion region, or the Arena.
 * Face-down Tumult halves have no terrains until revealed (2.2.2.k, 7.3.22.b).
 */
@JsonAutoDetect(fieldVisibility = Visibility.PUBLIC_ONLY, getterVisibility = Visibility.NONE,
    isGetterVisibility = Visibility.NONE, setterVisibility = Visibility.NONE)
public final class Region {
  public String name;
  public boolean faceUp;
  /** Terrains printed on the region, known once face up. */
  public EnumSet<Terrain> printed = EnumSet.noneOf(Terrain.class);

  public Region() {}

  public static Region of(String name, boolean faceUp, EnumSet<Terrain> terrains) {
    Region r = new Region();
    r.name = name;
    r.faceUp = faceUp;
    r.printed = EnumSet.copyOf(terrains);
    return r;
  }

  /** The region's base terrains: none while face down (2.2.2.k remark). */
  public EnumSet<Terrain> baseTerrains() {
    return faceUp ? EnumSet.copyOf(printed) : EnumSet.noneOf(Terrain.class);
  }
}
