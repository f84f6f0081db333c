package dev.altered.rules;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.decision.IllegalDecisionException;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.PlayerState;
import dev.altered.rules.state.Prng;
import dev.altered.rules.state.Region;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.TerrainMarker;
import dev.altered.rules.state.ZoneKind;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * A game of Altered as a resumable step machine. {@link #advance()} runs the pending frames until a player must
 * decide (it returns the request) or the game ends; {@link #decide} checks an answer (an illegal one is rejected
 * with a clear message and changes nothing) and continues. No thread ever waits: a paused game is plain data
 * ({@link #save()}), and a game is fully determined by its seed and its decisions.
 */
public final class Game {
  /**
   * Steps (frames run and atomic actions) a game may take. 300 games between random agents took 1,000 to 4,000 each;
   * at about 10,000 steps a second on a loaded two-core machine, a loop is stopped within about ten seconds.
   */
  public static final long DEFAULT_STEP_BUDGET = 100_000;

  private final GameState state;
  private final List<Frame> stack;
  private final List<Event> events;
  private final Kernel kernel;
  private final CardCatalog catalog;
  private final AbilityProvider provider;
  private Optional<DecisionRequest> pending;

  private Game(GameState state, List<Frame> stack, List<Event> events, Optional<DecisionRequest> pending,
      int stepNumber, CardCatalog catalog, AbilityProvider provider) {
    this.state = state;
    this.stack = stack;
    this.events = events;
    this.pending = pending;
    this.catalog = catalog;
    this.provider = provider;
    this.kernel = new Kernel(state, catalog, provider, stack, events::add, stepNumber);
  }

  /**
   * Sets up a game (4.1): the Adventure with its Hero and Companion regions and three Tumult cards in random
   * positions and orientations, Heroes in Hero zones, shuffled Decks, a random first player. Nothing is drawn until
   * the first {@link #advance()}.
   */
  public static Game start(long seed, List<PlayerDeck> decks, CardCatalog catalog, AbilityProvider provider) {
    if (decks.size() != 2) {
      throw new IllegalArgumentException("a game needs two decks (1.1.2.a), got " + decks.size());
    }
    GameState s = new GameState();
    s.seed = seed;
    s.prng = new Prng(seed);
    // 4.1.b-c, 1.3.1.a: Hero region, three face-down Tumult cards (V|MO, M|VO, O|VM), Companion region
    s.regions.add(Region.of("Hero region", true, EnumSet.allOf(Terrain.class)));
    List<Terrain> singles = new ArrayList<>(List.of(Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER));
    s.prng.shuffle(singles);
    for (Terrain single : singles) {
      EnumSet<Terrain> pair = EnumSet.complementOf(EnumSet.of(single));
      Region a = Region.of("Tumult " + single.symbol(), false, EnumSet.of(single));
      Region b = Region.of("Tumult " + symbols(pair), false, pair);
      if (s.prng.nextInt(2) == 0) {
        s.regions.add(a);
        s.regions.add(b);
      } else {
        s.regions.add(b);
        s.regions.add(a);
      }
    }
    s.regions.add(Region.of("Companion region", true, EnumSet.allOf(Terrain.class)));
    s.firstPlayer = s.prng.nextInt(2); // 4.1.f
    List<String> heroes = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      PlayerDeck deck = decks.get(p);
      PlayerState ps = new PlayerState();
      ps.index = p;
      ps.heroPosition = 0; // 4.1.d
      ps.companionPosition = 7;
      s.players.add(ps);
      if (deck.hero().isPresent()) {
        CardDefinition hero = catalog.get(deck.hero().get());
        if (hero.type() != CardType.HERO) {
          throw new IllegalArgumentException(hero.reference() + " is not a Hero");
        }
        ps.heroRef = hero.reference();
        GameObject h = new GameObject();
        h.id = s.newId();
        h.cardRef = hero.reference();
        h.owner = p;
        h.controller = p;
        h.zone = ZoneKind.HERO;
        h.zonePlayer = p;
        for (Ability a : provider.abilities(hero)) {
          if (a instanceof PassiveAbility passive) {
            h.counters.putAll(passive.startingCounters()); // 2.5.e
            for (EnumSet<Terrain> t : passive.startingMarkers()) { // 3.2.1.d: held by the Hero until placed
              s.markers.add(TerrainMarker.of(s.newId(), t, -1, h.id));
            }
          }
        }
        s.objects.put(h.id, h);
        heroes.add(hero.name());
      } else {
        heroes.add("(no Hero)");
      }
      List<Integer> ids = new ArrayList<>();
      for (String ref : deck.cards()) {
        catalog.get(ref);
        GameObject c = new GameObject();
        c.id = s.newId();
        c.cardRef = ref;
        c.owner = p;
        c.controller = p;
        c.zone = ZoneKind.DECK;
        c.zonePlayer = p;
        s.objects.put(c.id, c);
        ids.add(c.id);
      }
      s.prng.shuffle(ids); // 4.1.g
      ps.deck = ids;
    }
    List<Frame> stack = new ArrayList<>();
    stack.add(new Procedures.GameFrame());
    Game game = new Game(s, stack, new ArrayList<>(), Optional.empty(), 0, catalog, provider);
    game.kernel.note(new Event.GameStarted(0, seed, s.firstPlayer, heroes));
    return game;
  }

  private static String symbols(EnumSet<Terrain> terrains) {
    StringBuilder b = new StringBuilder();
    terrains.forEach(t -> b.append(t.symbol()));
    return b.toString();
  }

  /** Restores a saved game; the catalog and provider must be those it was played with. */
  public static Game restore(SavedGame saved, CardCatalog catalog, AbilityProvider provider) {
    if (saved.format() != SavedGame.FORMAT) {
      throw new IllegalArgumentException("saved game format " + saved.format() + ", expected " + SavedGame.FORMAT);
    }
    return new Game(saved.state(), new ArrayList<>(saved.stack()), new ArrayList<>(saved.events()),
        saved.pending(), saved.stepNumber(), catalog, provider);
  }

  public static Game restoreJson(String json, CardCatalog catalog, AbilityProvider provider) {
    try {
      return restore(GameJson.mapper().readValue(json, SavedGame.class), catalog, provider);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not a saved game: " + e.getOriginalMessage(), e);
    }
  }

  public SavedGame save() {
    return new SavedGame(SavedGame.FORMAT, state, stack, pending, kernel.stepNumber(), events);
  }

  /**
   * An independent game in the same state, paused where this one is (mid-program included): what a search explores
   * and throws away, or keeps to come back to. Same as a save and restore, without JSON; the copy's step budget
   * starts afresh.
   */
  public Game copy() {
    return copy(new ArrayList<>(events));
  }

  /** A {@link #copy()} whose event log starts empty: for search, which reads the board, not the history. */
  public Game copyWithoutLog() {
    return copy(new ArrayList<>());
  }

  private Game copy(List<Event> log) {
    return new Game(StateCopy.of(state), FrameCopy.of(stack), log, pending, kernel.stepNumber(), catalog, provider);
  }

  public String saveJson() {
    try {
      return GameJson.mapper().writeValueAsString(save());
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("game state is not serializable: " + e.getOriginalMessage(), e);
    }
  }

  /** Runs until a decision is needed (returned) or the game ends (empty). */
  public Optional<DecisionRequest> advance() {
    while (pending.isEmpty() && !state.ended && !stack.isEmpty()) {
      kernel.tick();
      Frame top = stack.get(stack.size() - 1);
      Flow flow = top.run(kernel);
      if (flow instanceof Flow.Done) {
        for (int i = stack.size() - 1; i >= 0; i--) {
          if (stack.get(i) == top) {
            stack.remove(i);
            break;
          }
        }
      } else if (flow instanceof Flow.Ask ask) {
        if (stack.get(stack.size() - 1) != top) {
          throw new IllegalStateException(top.getClass().getSimpleName() + " pushed a frame and asked a question");
        }
        pending = Optional.of(ask.request());
        state.askingFrame = stack.size() - 1;
      }
    }
    return pending;
  }

  /**
   * Sets how many more steps this game may take from now on (from its start, by default {@link #DEFAULT_STEP_BUDGET});
   * past them, {@link #advance()} and {@link #decide} throw {@link StepBudgetExceededException}.
   */
  public Game limitSteps(long budget) {
    if (budget < 1) {
      throw new IllegalArgumentException("a step budget is 1 or more: " + budget);
    }
    kernel.limitSteps(budget);
    return this;
  }

  public Optional<DecisionRequest> pending() {
    return pending;
  }

  /** Why an answer is not acceptable for the pending request, or empty if it is. */
  public Optional<String> check(Answer answer) {
    if (pending.isEmpty()) {
      return Optional.of(state.ended ? "the game is over" : "no decision is pending: call advance() first");
    }
    DecisionRequest request = pending.get();
    if (request.kind() == DecisionKind.TURN) {
      if (!(answer instanceof Answer.Declare declare)) {
        return Optional.of("a turn is answered with a declaration (play a card, a quick action, or pass)");
      }
      Declaration d = declare.declaration();
      if (request.declarations().stream().anyMatch(x -> x.sameAs(d))) {
        return Optional.empty();
      }
      return Optional.of("illegal declaration: " + Playing.problem(kernel, request.player(), d)
          .orElse(d.label() + " is not one of the legal declarations"));
    }
    if (!(answer instanceof Answer.Pick pick)) {
      return Optional.of("'" + request.prompt() + "' is answered by picking among " + request.describeChoices());
    }
    return request.checkPick(pick);
  }

  /**
   * Answers the pending request and continues. An illegal answer throws {@link IllegalDecisionException} and
   * leaves the game exactly as it was.
   */
  public Optional<DecisionRequest> decide(Answer answer) {
    Optional<String> problem = check(answer);
    if (problem.isPresent()) {
      throw new IllegalDecisionException(problem.get());
    }
    DecisionRequest request = pending.get();
    Answer normalized = answer;
    if (answer instanceof Answer.Declare d) {
      normalized = Answer.declare(request.declarations().stream().filter(x -> x.sameAs(d.declaration()))
          .findFirst().orElseThrow());
    }
    kernel.decided(request.player(), request.kind(), normalized.toString());
    pending = Optional.empty();
    stack.get(state.askingFrame).accept(kernel, normalized); // the frame that asked, wherever it now is
    return advance();
  }

  public Kernel kernel() {
    return kernel;
  }

  public GameState state() {
    return state;
  }

  public boolean ended() {
    return state.ended;
  }

  public Optional<Integer> winner() {
    return state.winnerIfAny();
  }

  public int day() {
    return state.day;
  }

  public List<Event> events() {
    return List.copyOf(events);
  }

  /** The event log as JSON lines. */
  public List<String> logLines() {
    List<String> lines = new ArrayList<>(events.size());
    for (Event e : events) {
      try {
        lines.add(GameJson.mapper().writeValueAsString(e));
      } catch (JsonProcessingException x) {
        throw new IllegalStateException(x);
      }
    }
    return lines;
  }

  /** SHA-256 of the event log's lines, hex. */
  public String logHash() {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      for (String line : logLines()) {
        digest.update(line.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) '\n');
      }
      return HexFormat.of().formatHex(digest.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
