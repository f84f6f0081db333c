package dev.altered.rules;

import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.Terrain;
import java.util.EnumSet;

/** Characteristics and terrains as computed so far (2.3), and the raw state. */
public interface ContinuousView {
  Characteristics characteristics(GameObject o);

  EnumSet<Terrain> terrains(int region);

  GameState gameState();
}
