package dev.altered.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.altered.card.CardDefinition;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.event.Event;
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
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * A fluent way to write the rules' examples as tests: put named cards in zones, start at some point of the day,
 * answer decisions by naming cards, and look at where things are.
 *
 * <pre>
 * Scenario sc = Scenario.create().card(ratatoskr, ...).reserve(0, "Ratatoskr").mana(0, 3).turn(0);
 * sc.play("Ratatoskr", Side.HERO);
 * assertEquals(2, sc.obj("Ratatoskr").counter("boost"));
 * </pre>
 */
public final class Scenario {
  private final List<CardDefinition> cards = new ArrayList<>();
  private final TestProvider provider = new TestProvider();
  private final GameState s = new GameState();
  private Game game;

  private Scenario() {
    s.prng = new Prng(1);
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
    for (int i = 1; i <= 6; i++) {
      s.regions.add(Region.of("Tumult " + i, false,
          i % 2 == 1 ? EnumSet.of(Terrain.values()[i / 2]) : EnumSet.complementOf(EnumSet.of(Terrain.values()[i / 2 - 1]))));
    }
    s.regions.add(Region.of("Companion region", true, EnumSet.allOf(Terrain.class)));
  }

  public static Scenario create() {
    return new Scenario();
  }

  /** Registers a card and its hand-written abilities (keywords in its text come on their own). */
  public Scenario card(CardDefinition card, Ability... abilities) {
    cards.add(card);
    provider.give(card.reference(), abilities);
    return this;
  }

  public Scenario ability(Ability ability) {
    provider.register(ability);
    return this;
  }

  public Scenario token(String key, Ability... abilities) {
    provider.giveToken(key, abilities);
    return this;
  }

  private CardDefinition def(String name) {
    return cards.stream().filter(c -> c.name().equals(name)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no card named " + name + " in this scenario"));
  }

  private GameObject place(int player, String name, ZoneKind zone, Side side) {
    GameObject o = new GameObject();
    o.id = s.newId();
    o.cardRef = def(name).reference();
    o.owner = player;
    o.controller = player;
    o.zone = zone;
    o.zonePlayer = zone.shared() ? -1 : player;
    o.side = side;
    s.objects.put(o.id, o);
    if (zone == ZoneKind.DECK) {
      s.player(player).deck.add(o.id);
    }
    if (zone == ZoneKind.HERO) {
      s.player(player).heroRef = o.cardRef;
    }
    return o;
  }

  public Scenario hand(int player, String... names) {
    for (String n : names) {
      place(player, n, ZoneKind.HAND, null);
    }
    return this;
  }

  public Scenario reserve(int player, String... names) {
    for (String n : names) {
      place(player, n, ZoneKind.RESERVE, null);
    }
    return this;
  }

  public Scenario discardPile(int player, String... names) {
    for (String n : names) {
      place(player, n, ZoneKind.DISCARD, null);
    }
    return this;
  }

  /** Cards on the Deck, the first one on top. */
  public Scenario deck(int player, String... names) {
    for (String n : names) {
      place(player, n, ZoneKind.DECK, null);
    }
    return this;
  }

  public Scenario expedition(int player, Side side, String... names) {
    for (String n : names) {
      place(player, n, ZoneKind.EXPEDITION, side);
    }
    return this;
  }

  public Scenario landmark(int player, String... names) {
    for (String n : names) {
      place(player, n, ZoneKind.LANDMARK, null);
    }
    return this;
  }

  public Scenario heroCard(int player, String name) {
    place(player, name, ZoneKind.HERO, null);
    return this;
  }

  /** Ready Mana Orbs (face-down cards: their card does not matter). */
  public Scenario mana(int player, int ready) {
    for (int i = 0; i < ready; i++) {
      GameObject o = new GameObject();
      o.id = s.newId();
      o.cardRef = cards.get(0).reference();
      o.owner = player;
      o.controller = player;
      o.zone = ZoneKind.MANA;
      o.zonePlayer = player;
      s.objects.put(o.id, o);
    }
    return this;
  }

  public Scenario status(String name, Status status) {
    obj(name).statuses.add(status);
    return this;
  }

  public Scenario counters(String name, String counter, int n) {
    obj(name).counters.put(counter, n);
    return this;
  }

  public Scenario firstPlayer(int player) {
    s.firstPlayer = player;
    return this;
  }

  public Scenario positions(int player, int hero, int companion) {
    s.player(player).heroPosition = hero;
    s.player(player).companionPosition = companion;
    return this;
  }

  /** Reveals all regions with the given terrains (by index 0..7). */
  public Scenario region(int index, Terrain... terrains) {
    Region r = s.regions.get(index);
    r.faceUp = true;
    r.printed = terrains.length == 0 ? EnumSet.noneOf(Terrain.class) : EnumSet.of(terrains[0], terrains);
    return this;
  }

  public GameState state() {
    return s;
  }

  /** The live state: the game's once started (it changes on {@link #reload()}). */
  private GameState st() {
    return game != null ? game.state() : s;
  }

  private Scenario start(Phase phase, Frame... frames) {
    s.phase = phase;
    game = Game.restore(new SavedGame(SavedGame.FORMAT, s, List.of(frames), Optional.empty(), 0, List.of()),
        CardCatalog.of(cards), provider);
    game.advance();
    return this;
  }

  /** Starts at the beginning of a player's Afternoon turn. */
  public Scenario turn(int player) {
    s.turnPlayer = player;
    return start(Phase.AFTERNOON, new Procedures.TurnFrame(player));
  }

  /** Runs from a given frame (a daily effect, a whole day...). */
  public Scenario from(Phase phase, Frame frame) {
    return start(phase, frame);
  }

  /**
   * Runs registered {@link Fx} actions as an effect controlled by {@code player} (as if a spell resolved), then
   * checks Reactions (4.4.a).
   */
  public Scenario effect(Phase phase, int player, String... actions) {
    Frame effect = Fx.steps(actions).start(new EffectContext(player, 0, "test-effect", java.util.Map.of(), 0));
    return start(phase, new Procedures.CheckReactionsFrame(), effect);
  }

  public Scenario day(int day) {
    s.day = day;
    return this;
  }

  /** Saves the game to JSON and continues from a game restored from it (the old one is dropped). */
  public Scenario reload() {
    String json = game.saveJson();
    game = Game.restoreJson(json, CardCatalog.of(cards), provider);
    assertEquals(json, game.saveJson(), "save, restore, save is stable");
    return this;
  }

  // ---------------------------------------------------------------- answering

  public Game game() {
    return game;
  }

  public Kernel k() {
    return game.kernel();
  }

  public DecisionRequest pending() {
    return game.pending().orElseThrow(() -> new AssertionError("no decision is pending"));
  }

  public boolean waiting() {
    return game.pending().isPresent();
  }

  public Scenario answer(Answer answer) {
    game.decide(answer);
    return this;
  }

  private Declaration declaration(String name, Optional<Side> side, boolean scout, ZoneKind from) {
    DecisionRequest r = pending();
    assertEquals(DecisionKind.TURN, r.kind(), "expected a turn, got " + r.prompt());
    GameObject card = all(name).stream().filter(o -> o.zone == from).findFirst()
        .orElseThrow(() -> new AssertionError(name + " is not in " + from));
    Optional<ExpeditionRef> e = side.map(x -> new ExpeditionRef(r.player(), x));
    return scout ? Declaration.scout(card.id, e.orElseThrow()) : Declaration.play(card.id, e);
  }

  /** Plays a card from Hand in an Expedition. */
  public Scenario play(String name, Side side) {
    return answer(Answer.declare(declaration(name, Optional.of(side), false, ZoneKind.HAND)));
  }

  /** Plays a card from Hand that goes to no Expedition (Spell, Landmark Permanent). */
  public Scenario play(String name) {
    return answer(Answer.declare(declaration(name, Optional.empty(), false, ZoneKind.HAND)));
  }

  public Scenario playFromReserve(String name, Side side) {
    return answer(Answer.declare(declaration(name, Optional.of(side), false, ZoneKind.RESERVE)));
  }

  public Scenario playFromReserve(String name) {
    return answer(Answer.declare(declaration(name, Optional.empty(), false, ZoneKind.RESERVE)));
  }

  public Scenario scout(String name, Side side) {
    return answer(Answer.declare(declaration(name, Optional.of(side), true, ZoneKind.HAND)));
  }

  public Scenario quickAction(String name, String abilityId) {
    return answer(Answer.declare(Declaration.quickAction(obj(name).id, abilityId)));
  }

  public Scenario pass() {
    return answer(Answer.declare(Declaration.pass()));
  }

  /** Picks the candidates whose labels name these objects. */
  public Scenario pick(String... names) {
    return answer(Answer.pick(ids(names)));
  }

  public List<Integer> ids(String... names) {
    DecisionRequest r = pending();
    List<Integer> ids = new ArrayList<>();
    for (String n : names) {
      Candidate c = r.candidates().stream().filter(x -> x.label().contains(" " + n + " (") && !ids.contains(x.id()))
          .findFirst().orElseThrow(() -> new AssertionError("no choice " + n + " in " + r.describeChoices()));
      ids.add(c.id());
    }
    return ids;
  }

  public Scenario pickIds(Integer... ids) {
    return answer(Answer.pick(List.of(ids)));
  }

  public Scenario none() {
    return answer(Answer.none());
  }

  public Scenario yes() {
    return answer(Answer.yes());
  }

  public Scenario no() {
    return answer(Answer.no());
  }

  // ---------------------------------------------------------------- looking

  /** Cards and objects with this name, emblems excluded. */
  public List<GameObject> all(String name) {
    Kernel k = game != null ? game.kernel() : null;
    List<GameObject> result = new ArrayList<>();
    for (GameObject o : st().objects.values()) {
      if (o.isEmblem()) {
        continue;
      }
      String n = o.isToken() ? o.token.name() : cards.stream().filter(c -> c.reference().equals(o.cardRef))
          .findFirst().map(CardDefinition::name).orElse("");
      if (n.equals(name) && (k == null || o.zone != ZoneKind.MANA)) {
        result.add(o);
      }
    }
    return result;
  }

  /** The one object with this name (not in the Mana zone). */
  public GameObject obj(String name) {
    List<GameObject> found = all(name).stream().filter(o -> o.zone != ZoneKind.MANA).toList();
    if (found.size() != 1) {
      fail("expected one " + name + ", found " + found.size());
    }
    return found.get(0);
  }

  public ZoneKind zoneOf(String name) {
    return obj(name).zone;
  }

  public List<GameObject> emblems() {
    return st().in(ZoneKind.LIMBO).filter(GameObject::isEmblem).toList();
  }

  public List<GameObject> reactionEmblems() {
    return emblems().stream().filter(o -> o.emblem.kind() == EmblemInfo.Kind.REACTION).toList();
  }

  public <T extends Event> List<T> events(Class<T> type) {
    return game.events().stream().filter(type::isInstance).map(type::cast).toList();
  }

  public int readyMana(int player) {
    return k().availableMana(player);
  }

  public Scenario assertZone(String name, ZoneKind zone) {
    assertEquals(zone, zoneOf(name), name + " zone");
    return this;
  }

  public Scenario assertGone(String name) {
    assertTrue(all(name).isEmpty(), name + " should not exist");
    return this;
  }
}
