package dev.altered.rules.state;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import java.util.ArrayList;
import java.util.List;

/** Per-player state: the order of the Deck (3.2.2.b), Expedition positions and per-day flags. */
@JsonAutoDetect(fieldVisibility = Visibility.PUBLIC_ONLY, getterVisibility = Visibility.NONE,
    isGetterVisibility = Visibility.NONE, setterVisibility = Visibility.NONE)
public final class PlayerState {
  public int index;
  public String heroRef;
  /** Deck order, top first: ids of the cards (not objects, 2.1.j) in the Deck. */
  public List<Integer> deck = new ArrayList<>();
  /** Region index of the hero Expedition (0 = Hero region) and companion Expedition (7 = Companion region). */
  public int heroPosition;
  public int companionPosition;
  public boolean heroAscended;
  public boolean companionAscended;
  /** Expeditions that moved forward this day (for Rest of Gears, 4.2.5.b). */
  public boolean heroMovedToday;
  public boolean companionMovedToday;
  public boolean passed;
  /** 7.3.28.b: the result a step after a die roll reads. */
  public int lastDieRoll;
  /** Cards played this day, as they resolved ("the first Character you play each Afternoon"). */
  public List<String> playedToday = new ArrayList<>();

  public PlayerState() {}

  public int position(Side side) {
    return side == Side.HERO ? heroPosition : companionPosition;
  }

  public void setPosition(Side side, int position) {
    if (side == Side.HERO) {
      heroPosition = position;
    } else {
      companionPosition = position;
    }
  }

  public boolean ascended(Side side) {
    return side == Side.HERO ? heroAscended : companionAscended;
  }

  public void setAscended(Side side, boolean value) {
    if (side == Side.HERO) {
      heroAscended = value;
    } else {
      companionAscended = value;
    }
  }

  public boolean movedToday(Side side) {
    return side == Side.HERO ? heroMovedToday : companionMovedToday;
  }

  public void setMovedToday(Side side, boolean value) {
    if (side == Side.HERO) {
      heroMovedToday = value;
    } else {
      companionMovedToday = value;
    }
  }

  /** 7.5.2: distance of an Expedition from its starting region. */
  public int distance(Side side) {
    return side == Side.HERO ? heroPosition : 7 - companionPosition;
  }
}
