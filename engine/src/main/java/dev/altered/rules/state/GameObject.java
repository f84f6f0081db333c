package dev.altered.rules.state;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import java.util.EnumSet;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A card, token, Emblem or Mana Orb in some zone. Following 1.4.4 and 2.1.d, moving to another zone makes a new
 * object with a new id; the id doubles as the timestamp (2.2.16: each is greater than all earlier ones). Cards in
 * hidden zones (Deck, Hand) are held the same way but never have statuses or counters (2.4.1.c, 2.5.b).
 *
 * <p>This is mutable kernel state with public fields so that Jackson can save and restore a paused game; code
 * outside the kernel reads it through {@code Kernel} queries.
 */
@JsonAutoDetect(fieldVisibility = Visibility.PUBLIC_ONLY, getterVisibility = Visibility.NONE,
    isGetterVisibility = Visibility.NONE, setterVisibility = Visibility.NONE)
public final class GameObject {
  public int id;
  /** Card definition reference, absent for tokens and Emblems. */
  public String cardRef;
  public TokenSpec token;
  public EmblemInfo emblem;
  public int owner;
  public int controller;
  public ZoneKind zone;
  /** Owner of the personal zone, or -1 in a shared zone. */
  public int zonePlayer = -1;
  /** In the Expedition zone: the Expedition holding the item representing this object. */
  public Side side;
  public EnumSet<Status> statuses = EnumSet.noneOf(Status.class);
  public TreeMap<String, Integer> counters = new TreeMap<>();
  /** In Limbo while being played: where it was played from (for h / r triggers and base cost 2.2.9). */
  public ZoneKind playedFrom;
  /** Played with Scout: gains "h Send me to Reserve" as it enters play (7.4.5.c). */
  public boolean scouted;

  public GameObject() {}

  public static final String BOOST = "boost";

  public boolean isToken() {
    return token != null;
  }

  public boolean isEmblem() {
    return emblem != null;
  }

  public Optional<String> cardReference() {
    return Optional.ofNullable(cardRef);
  }

  public boolean has(Status status) {
    if (status == Status.BOOSTED) {
      return counter(BOOST) > 0; // 2.4.5.a
    }
    return statuses.contains(status);
  }

  public int counter(String name) {
    return counters.getOrDefault(name, 0);
  }

  @Override
  public String toString() {
    return "#" + id;
  }
}
