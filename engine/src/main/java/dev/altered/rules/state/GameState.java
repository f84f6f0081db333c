package dev.altered.rules.state;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The whole board of one game: players, the Adventure, every card and object, the clock (day, phase, turn) and the
 * generator. Pending procedure frames and the pending decision live beside it in {@code SavedGame}. Mutable; all
 * changes go through {@code Kernel} so that they produce events.
 */
@JsonAutoDetect(fieldVisibility = Visibility.PUBLIC_ONLY, getterVisibility = Visibility.NONE,
    isGetterVisibility = Visibility.NONE, setterVisibility = Visibility.NONE)
public final class GameState {
  public long seed;
  public int day;
  public Phase phase = Phase.SETUP;
  public int firstPlayer;
  /** During Afternoon: the player taking a turn (initiative, 1.4.5); -1 otherwise. */
  public int turnPlayer = -1;
  public boolean tiebreakers;
  public List<PlayerState> players = new ArrayList<>();
  public List<Region> regions = new ArrayList<>();
  /** Terrain Markers (3.2.1.d), in timestamp order; left out of the JSON while there are none. */
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public List<TerrainMarker> markers = new ArrayList<>();
  public TreeMap<Integer, GameObject> objects = new TreeMap<>();
  public int nextId = 1;
  public Prng prng = new Prng();
  /** Activations of each Reaction or quick action of each object this day (1.4.6), key "object/ability". */
  public TreeMap<String, Integer> activations = new TreeMap<>();
  /** For each moved item, the object it became (2.1.f-g: abilities that moved a card can find it again). */
  public TreeMap<Integer, Integer> successors = new TreeMap<>();
  /** The turn ends once no Reactions are left in Limbo (After You, 7.3.2). */
  public boolean afterYou;
  /** Position on the frame stack of the frame waiting for the pending decision. */
  public int askingFrame = -1;
  public boolean ended;
  public int winner = -1;
  public String endReason;

  public GameState() {}

  public PlayerState player(int index) {
    return players.get(index);
  }

  public Optional<GameObject> object(int id) {
    return Optional.ofNullable(objects.get(id));
  }

  public Stream<GameObject> all() {
    return objects.values().stream();
  }

  public Stream<GameObject> in(ZoneKind zone) {
    return all().filter(o -> o.zone == zone);
  }

  public Stream<GameObject> in(ZoneKind zone, int player) {
    return all().filter(o -> o.zone == zone && o.zonePlayer == player);
  }

  public Stream<GameObject> inExpedition(ExpeditionRef expedition) {
    return all().filter(o -> o.zone == ZoneKind.EXPEDITION && o.controller == expedition.player()
        && o.side == expedition.side());
  }

  /** 1.4.5: the player taking their turn during Afternoon, otherwise the first player. */
  public int initiative() {
    return phase == Phase.AFTERNOON && turnPlayer >= 0 ? turnPlayer : firstPlayer;
  }

  public int newId() {
    return nextId++;
  }

  public Optional<Integer> winnerIfAny() {
    return winner >= 0 ? Optional.of(winner) : Optional.empty();
  }
}
