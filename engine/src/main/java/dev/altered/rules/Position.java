package dev.altered.rules;

import dev.altered.card.CardDefinition;
import dev.altered.rules.state.EmblemInfo;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.PlayerState;
import dev.altered.rules.state.Prng;
import dev.altered.rules.state.Region;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.TerrainMarker;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds a game in any situation, without playing up to it: cards in zones, Mana Orbs, statuses and counters,
 * Expedition positions, regions, the day and first player; then starts it at a turn, at the beginning of a phase,
 * or inside an effect. Scenario tests use it, and so can tools that exercise cards in generated situations.
 */
public final class Position {
  private final CardCatalog catalog;
  private final AbilityProvider provider;
  private final GameState s = new GameState();

  private Position(CardCatalog catalog, AbilityProvider provider, long seed) {
    this.catalog = catalog;
    this.provider = provider;
    s.seed = seed;
    s.prng = new Prng(seed);
    s.day = 2;
    s.phase = Phase.AFTERNOON;
    for (int p = 0; p < 2; p++) {
      PlayerState ps = new PlayerState();
      ps.index = p;
      ps.heroPosition = 0;
      ps.companionPosition = 7;
      s.players.add(ps);
    }
    s.regions.add(Region.of("Hero region", true, EnumSet.allOf(Terrain.class)));
    Terrain[] singles = Terrain.values();
    for (int card = 0; card < 3; card++) {
      s.regions.add(Region.of("Tumult " + singles[card].symbol(), false, EnumSet.of(singles[card])));
      s.regions.add(Region.of("Tumult", false, EnumSet.complementOf(EnumSet.of(singles[card]))));
    }
    s.regions.add(Region.of("Companion region", true, EnumSet.allOf(Terrain.class)));
  }

  /** An empty board on day 2, Afternoon, player 0 first, Expeditions at their starting regions. */
  public static Position empty(CardCatalog catalog, AbilityProvider provider, long seed) {
    return new Position(catalog, provider, seed);
  }

  public GameState state() {
    return s;
  }

  /** Puts a card (by reference) in a zone of a player (a Deck: at the bottom); returns the object's id. */
  public int put(int player, String reference, ZoneKind zone, Optional<Side> side) {
    CardDefinition card = catalog.get(reference);
    GameObject o = new GameObject();
    o.id = s.newId();
    o.cardRef = card.reference();
    o.owner = player;
    o.controller = player;
    o.zone = zone;
    o.zonePlayer = zone.shared() ? -1 : player;
    o.side = zone == ZoneKind.EXPEDITION ? side.orElse(Side.HERO) : null;
    s.objects.put(o.id, o);
    if (zone == ZoneKind.DECK) {
      s.player(player).deck.add(o.id);
    }
    if (zone == ZoneKind.HERO) {
      s.player(player).heroRef = o.cardRef;
      for (Ability a : provider.abilities(card)) { // 3.2.1.d: held since the game began, none placed yet
        if (a instanceof PassiveAbility passive) {
          passive.startingMarkers().forEach(t -> s.markers.add(TerrainMarker.of(s.newId(), t, -1, o.id)));
        }
      }
    }
    return o.id;
  }

  /** A Terrain Marker of these terrains placed on a region (3.2.1.d); returns its id. */
  public int marker(int region, EnumSet<Terrain> terrains) {
    TerrainMarker m = TerrainMarker.of(s.newId(), terrains, region, -1);
    s.markers.add(m);
    return m.id;
  }

  /** Ready Mana Orbs for a player, represented by this card face down. */
  public Position mana(int player, int ready, String reference) {
    for (int i = 0; i < ready; i++) {
      put(player, reference, ZoneKind.MANA, Optional.empty());
    }
    return this;
  }

  public Position status(int id, Status status) {
    s.objects.get(id).statuses.add(status);
    return this;
  }

  public Position counters(int id, String counter, int count) {
    s.objects.get(id).counters.put(counter, count);
    return this;
  }

  public Position firstPlayer(int player) {
    s.firstPlayer = player;
    return this;
  }

  public Position day(int day) {
    s.day = day;
    return this;
  }

  /** Region indexes (0 = Hero region .. 7 = Companion region) of a player's Expeditions. */
  public Position positions(int player, int hero, int companion) {
    s.player(player).heroPosition = hero;
    s.player(player).companionPosition = companion;
    return this;
  }

  public Position ascended(ExpeditionRef expedition) {
    s.player(expedition.player()).setAscended(expedition.side(), true);
    return this;
  }

  /** Turns a region face up with these terrains. */
  public Position region(int index, EnumSet<Terrain> terrains) {
    Region r = s.regions.get(index);
    r.faceUp = true;
    r.printed = EnumSet.copyOf(terrains);
    return this;
  }

  /** An Emblem-Ongoing already in Limbo. */
  public int ongoing(int controller, String abilityId, dev.altered.rules.state.Duration duration,
      Map<String, Integer> bindings) {
    GameObject e = new GameObject();
    e.id = s.newId();
    e.controller = controller;
    e.owner = controller;
    e.zone = ZoneKind.LIMBO;
    e.emblem = new EmblemInfo(EmblemInfo.Kind.ONGOING, abilityId, 0, bindings, Optional.of(duration), false);
    s.objects.put(e.id, e);
    return e.id;
  }

  private Game start(Phase phase, List<Frame> frames) {
    s.phase = phase;
    Game game = Game.restore(new SavedGame(SavedGame.FORMAT, s, frames, Optional.empty(), 0, List.of()), catalog,
        provider);
    game.advance();
    return game;
  }

  /** Starts at the beginning of a player's turn in the Afternoon; the game ends with that turn. */
  public Game startTurn(int player) {
    s.turnPlayer = player;
    return start(Phase.AFTERNOON, List.of(new Procedures.TurnFrame(player)));
  }

  /** Starts a phase: its activation event, then Reactions are checked (4.2.b). */
  public Game startPhase(Phase phase) {
    return start(phase, List.of(new Procedures.PhaseStartFrame(phase)));
  }

  /** Runs an effect controlled by {@code controller} from {@code source}, then checks Reactions (4.4.a). */
  public Game startEffect(Phase phase, Effect effect, EffectContext context) {
    return start(phase, List.of(new Procedures.CheckReactionsFrame(), effect.start(context)));
  }

  /** Starts from any frames (bottom of the stack first), e.g. a day from one of its daily effects. */
  public Game startFrames(Phase phase, List<Frame> frames) {
    return start(phase, new ArrayList<>(frames));
  }
}
