package dev.altered.rules;

import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.card.HeroLimits;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.event.Place;
import dev.altered.rules.event.Snapshot;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.EmblemInfo;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.PlayerState;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.TerrainMarker;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The rules kernel's API: queries over the game state and atomic actions, each producing events (1.2.7). Every
 * action is one step (6.1) whose atomic actions happen simultaneously; after a step the kernel activates the
 * Reactions it matches (6.3.h) by creating Emblem-Reactions in Limbo. Frames ({@link Frame}) call these methods;
 * the interpreter of compiled programs is one more kind of frame.
 *
 * <p>This class holds the state (the game state, the step being built, the caches) and the entry points; the work
 * is in parts by concern, each a class of static methods taking the kernel: {@link RulesInEffect},
 * {@link EffectiveCharacteristics}, {@link StepsAndReactions}, {@link ZoneMoves}, {@link StatusesAndCounters},
 * {@link ExpeditionMoves}, {@link KeywordActions} and {@link CardPlaying}.
 */
public final class Kernel implements ContinuousView {
  /** Read access to characteristics for continuous effects, while they are being applied (2.3.1.l). */
  public interface View extends ContinuousView {}

  final GameState s;
  final CardCatalog catalog;
  final AbilityProvider provider;
  final List<Frame> stack;
  final Consumer<Event> sink;
  final Map<String, Ability> abilityIndex = new HashMap<>();
  final Map<String, List<Ability>> cardAbilities = new HashMap<>();

  long version;
  long cachedVersion = -1;
  Map<Integer, Characteristics> cache = Map.of();
  Map<Integer, EnumSet<Terrain>> terrainCache = Map.of();

  int stepDepth;
  long steps;
  long stepBudget = Game.DEFAULT_STEP_BUDGET;
  long stepLimit = Game.DEFAULT_STEP_BUDGET;
  long eventCount;
  int stepNumber;
  List<Event> stepEvents = new ArrayList<>();
  List<Working> stepBefore = List.of();
  /** Objects from this id on appeared during the open step: their modifiers did not exist before it (6.2.l). */
  int stepFirstId = Integer.MAX_VALUE;

  /** A Reaction that works, with a copy of its object as it was (6.3.f). */
  record Working(GameObject self, ReactionAbility reaction) {}

  /** A rule-changing passive that works, with its object. */
  record ActiveRule(GameObject source, Ability ability, RuleChange rule) {}

  /** A rule change in effect, with the object whose passive it is. */
  public record RuleInEffect(GameObject source, RuleChange rule) {}

  long rulesVersion = -1;
  List<ActiveRule> rulesCache = List.of();

  /** What base characteristics are computed from: an entry serves only an object that has all of it. */
  record BaseEntry(String cardRef, TokenSpec token, EmblemInfo emblem, ZoneKind zone, int boosts,
      Characteristics characteristics) {
    boolean serves(GameObject o, int boosts) {
      return this.boosts == boosts && zone == o.zone && Objects.equals(cardRef, o.cardRef)
          && Objects.equals(token, o.token) && Objects.equals(emblem, o.emblem);
    }
  }

  /**
   * Base characteristics by object id. An entry is checked against the object asked about: snapshots and cards as
   * printed ({@link #playedToday}) share ids with other objects, and what the cache holds must never depend on
   * the order of earlier questions, or a copy of the game (which starts with an empty cache) would play otherwise.
   */
  final Map<Integer, BaseEntry> baseCache = new HashMap<>();

  /** A continuous effect with its source, in the order of 2.3.3. */
  record Applied(GameObject source, String abilityId, ContinuousEffect effect) {}

  /**
   * 6.3.f: the characteristics of the objects whose Reactions work before the open step, as they were then (by the
   * identity of their copies in {@link #stepBefore}): "my Expedition" of a Character Gigantic before the event
   * stays both Expeditions while its trigger is matched (7.4.4.j).
   */
  final Map<GameObject, Characteristics> asWas = new java.util.IdentityHashMap<>();

  /**
   * The binding of an Emblem-Reaction triggered by playing its Character from Hand with Scout (7.4.5.e): its effect
   * finds the Character in Reserve, though that is not the object the Reaction came from (an exception to 6.3.k).
   */
  public static final String SCOUTED = "self.scouted";

  /** A modifier that applies to an atomic action, with its key "object/ability/index". */
  record Applicable(GameObject source, Replacement replacement, String abilityId, String key) {}

  static final String PLAY_EFFECT = "#play";

  Kernel(GameState state, CardCatalog catalog, AbilityProvider provider, List<Frame> stack, Consumer<Event> sink,
      int stepNumber) {
    this.s = state;
    this.catalog = catalog;
    this.provider = provider;
    this.stack = stack;
    this.sink = sink;
    this.stepNumber = stepNumber;
    for (Ability a : NativeAbilities.all()) {
      abilityIndex.put(a.id(), a);
    }
  }

  // ---------------------------------------------------------------- frames

  /** Pushes a frame; it runs before the frame that pushed it continues. */
  public void push(Frame frame) {
    stack.add(frame);
  }

  int stepNumber() {
    return stepNumber;
  }

  void limitSteps(long budget) {
    stepBudget = budget;
    stepLimit = steps + budget;
  }

  /** Counts one step of the game's work (a frame run, an atomic action) against the budget. */
  void tick() {
    if (++steps > stepLimit) {
      throw new StepBudgetExceededException(stepBudget, s.day);
    }
  }

  // ---------------------------------------------------------------- queries

  public GameState state() {
    return s;
  }

  public CardCatalog catalog() {
    return catalog;
  }

  public Optional<GameObject> object(int id) {
    return s.object(id);
  }

  public boolean exists(int id) {
    return s.objects.containsKey(id);
  }

  /**
   * 2.1.f-g: the object an item became after one or more moves, if it still exists. An ability that moved a card
   * uses this to find the new object; other abilities must not follow objects across zones (1.4.4).
   */
  public Optional<Integer> follow(int id) {
    int current = id;
    Integer next;
    while ((next = s.successors.get(current)) != null) {
      current = next;
    }
    return exists(current) ? Optional.of(current) : Optional.empty();
  }

  public int opponent(int player) {
    return 1 - player;
  }

  public Phase phase() {
    return s.phase;
  }

  public int day() {
    return s.day;
  }

  public int firstPlayer() {
    return s.firstPlayer;
  }

  public int initiative() {
    return s.initiative();
  }

  /** Players in initiative order (1.4.5). */
  public List<Integer> initiativeOrder() {
    int first = s.initiative();
    return List.of(first, 1 - first);
  }

  public List<GameObject> objects(ZoneKind zone, int player) {
    return s.in(zone, player).toList();
  }

  public List<GameObject> objects(ZoneKind zone) {
    return s.in(zone).toList();
  }

  public List<GameObject> find(Predicate<GameObject> filter) {
    return s.all().filter(filter).toList();
  }

  public int handSize(int player) {
    return (int) s.in(ZoneKind.HAND, player).count();
  }

  public int deckSize(int player) {
    return s.player(player).deck.size();
  }

  /** 7.5.5: objects in a player's Expeditions, Landmark zone or Hero zone. */
  public boolean controls(int player, GameObject o) {
    return o.controller == player
        && (o.zone == ZoneKind.EXPEDITION || o.zone == ZoneKind.LANDMARK || o.zone == ZoneKind.HERO);
  }

  public List<GameObject> readyManaOrbs(int player) {
    return s.in(ZoneKind.MANA, player).filter(o -> !o.has(Status.EXHAUSTED)).toList();
  }

  public int availableMana(int player) {
    return readyManaOrbs(player).size();
  }

  public Optional<GameObject> hero(int player) {
    return s.in(ZoneKind.HERO, player).findFirst();
  }

  public int reserveLimit(int player) {
    return RulesInEffect.reserveLimit(this, player);
  }

  public int keepMoreInReserve(int player, GameObject card) {
    return RulesInEffect.keepMoreInReserve(this, player, card);
  }

  public boolean countsTowardsReserveLimit(GameObject card) {
    return RulesInEffect.countsTowardsReserveLimit(this, card);
  }

  public boolean remains(GameObject o, Status status) {
    return RulesInEffect.remains(this, o, status);
  }

  public int morningDraw(int player) {
    return RulesInEffect.morningDraw(this, player);
  }

  public boolean expandsFromDeck(int player) {
    return RulesInEffect.expandsFromDeck(this, player);
  }

  public boolean playForbidden(GameObject card, int player) {
    return RulesInEffect.playForbidden(this, card, player);
  }

  public boolean playForbidden(GameObject card, int player, Optional<ExpeditionRef> expedition) {
    return RulesInEffect.playForbidden(this, card, player, expedition);
  }

  public boolean mayPlayExhausted(GameObject card, int player, Optional<ExpeditionRef> expedition) {
    return RulesInEffect.mayPlayExhausted(this, card, player, expedition);
  }

  public boolean defenderIgnored(ExpeditionRef e) {
    return RulesInEffect.defenderIgnored(this, e);
  }

  public List<OptionalCostOffer> optionalCosts(GameObject card, int player) {
    return RulesInEffect.optionalCosts(this, card, player);
  }

  List<Object[]> spellFleeting(GameObject card, int player) {
    return RulesInEffect.spellFleeting(this, card, player);
  }

  public int playedToday(int player, Predicate<GameObject> filter) {
    return RulesInEffect.playedToday(this, player, filter);
  }

  public int landmarkLimit(int player) {
    return RulesInEffect.landmarkLimit(this, player);
  }

  public boolean is(GameObject o, ObjectType type) {
    return characteristics(o).type() == type;
  }

  public boolean isCharacter(GameObject o) {
    return is(o, ObjectType.CHARACTER);
  }

  public boolean hasKeyword(GameObject o, Keyword keyword) {
    return characteristics(o).has(keyword);
  }

  /** 7.4.4.b: a Gigantic Character is present in both Expeditions of its controller. */
  public boolean isIn(GameObject o, ExpeditionRef expedition) {
    if (o.zone != ZoneKind.EXPEDITION || o.controller != expedition.player()) {
      return false;
    }
    return o.side == expedition.side() || hasKeyword(o, Keyword.GIGANTIC);
  }

  /** The Expeditions an object in the Expedition zone is in (both when Gigantic, 7.4.4.f). */
  public List<ExpeditionRef> expeditionsOf(GameObject o) {
    if (o.zone != ZoneKind.EXPEDITION) {
      return List.of();
    }
    if (hasKeyword(o, Keyword.GIGANTIC)) {
      return List.of(ExpeditionRef.hero(o.controller), ExpeditionRef.companion(o.controller));
    }
    return List.of(new ExpeditionRef(o.controller, o.side));
  }

  public List<GameObject> inExpedition(ExpeditionRef expedition) {
    return s.all().filter(o -> isIn(o, expedition)).toList();
  }

  public int position(ExpeditionRef e) {
    return s.player(e.player()).position(e.side());
  }

  /** 7.5.2: distance from the starting region; all are tied during tiebreakers. */
  public int distance(ExpeditionRef e) {
    return s.player(e.player()).distance(e.side());
  }

  public boolean isAhead(ExpeditionRef e) {
    return !s.tiebreakers && distance(e) > distance(e.facing());
  }

  public boolean isBehind(ExpeditionRef e) {
    return !s.tiebreakers && distance(e) < distance(e.facing());
  }

  /** The region an Expedition is in (the Arena during tiebreakers). */
  public int regionOf(ExpeditionRef e) {
    return s.tiebreakers ? 0 : position(e);
  }

  /** 4.2.4.b: sum of the statistics of the Characters in an Expedition; Asleep ones don't count (2.4.4). */
  public int[] expeditionStats(ExpeditionRef e) {
    int[] total = new int[3];
    for (GameObject o : inExpedition(e)) {
      if (!isCharacter(o) || o.has(Status.ASLEEP)) {
        continue;
      }
      Characteristics c = characteristics(o);
      total[0] += c.forest();
      total[1] += c.mountain();
      total[2] += c.water();
    }
    return total;
  }

  /** Tough X of an object (7.4.7), 0 if none. */
  public int tough(GameObject o) {
    return characteristics(o).keywordValue(Keyword.TOUGH);
  }

  public Optional<CardDefinition> definition(GameObject o) {
    return o.cardReference().flatMap(catalog::find);
  }

  public String describe(int id) {
    return object(id).map(this::describe).orElse("#" + id + " (gone)");
  }

  public String describe(GameObject o) {
    String where = o.zone == ZoneKind.EXPEDITION ? new ExpeditionRef(o.controller, o.side).toString()
        : (o.zonePlayer >= 0 ? "P" + o.zonePlayer + " " : "") + o.zone.name().toLowerCase(java.util.Locale.ROOT);
    return "#" + o.id + " " + name(o) + " (" + where + ")";
  }

  public String name(GameObject o) {
    if (o.isEmblem()) {
      return "Emblem-" + (o.emblem.kind() == EmblemInfo.Kind.REACTION ? "Reaction" : "Ongoing") + " "
          + o.emblem.abilityId();
    }
    if (o.zone == ZoneKind.MANA) {
      return "Mana Orb";
    }
    if (o.isToken()) {
      return o.token.name();
    }
    return definition(o).map(CardDefinition::name).orElse(o.cardRef);
  }

  // ---------------------------------------------------------------- characteristics (2.3): EffectiveCharacteristics

  @Override
  public Characteristics characteristics(GameObject o) {
    Characteristics was = asWas.isEmpty() ? null : asWas.get(o);
    if (was != null) {
      return was;
    }
    EffectiveCharacteristics.refresh(this);
    Characteristics c = cache.get(o.id);
    if (c == null) {
      c = base(o); // not affected by any passive (2.3.1.h): its base characteristics
      if (s.objects.get(o.id) == o) { // a snapshot or a card as printed must not stand for the id's object
        cache.put(o.id, c);
      }
    }
    return c;
  }

  public Characteristics characteristics(int id) {
    return characteristics(s.objects.get(id));
  }

  @Override
  public EnumSet<Terrain> terrains(int region) {
    EffectiveCharacteristics.refresh(this);
    EnumSet<Terrain> t = terrainCache.get(region);
    return t != null ? EnumSet.copyOf(t) : EnumSet.noneOf(Terrain.class);
  }

  @Override
  public GameState gameState() {
    return s;
  }

  public Optional<Ability> ability(String id) {
    return EffectiveCharacteristics.ability(this, id);
  }

  public List<Ability> abilities(GameObject o) {
    return EffectiveCharacteristics.abilities(this, o);
  }

  public List<Ability> workingAbilities(GameObject o) {
    return EffectiveCharacteristics.workingAbilities(this, o);
  }

  public List<RuleInEffect> ruleChanges() {
    return RulesInEffect.ruleChanges(this);
  }

  public boolean works(GameObject o, Ability a) {
    return RulesInEffect.works(this, o, a);
  }

  Characteristics base(GameObject o) {
    return EffectiveCharacteristics.base(this, o);
  }

  View view() {
    Kernel k = this;
    return new View() {
      @Override
      public Characteristics characteristics(GameObject o) {
        Characteristics c = cache.get(o.id);
        return c != null ? c : base(o);
      }

      @Override
      public EnumSet<Terrain> terrains(int region) {
        return EnumSet.copyOf(terrainCache.getOrDefault(region, EnumSet.noneOf(Terrain.class)));
      }

      @Override
      public GameState gameState() {
        return k.s;
      }
    };
  }

  // ---------------------------------------------------------------- steps and events: StepsAndReactions

  public void beginStep() {
    StepsAndReactions.beginStep(this);
  }

  public void endStep() {
    StepsAndReactions.endStep(this);
  }

  public long eventCount() {
    return StepsAndReactions.eventCount(this);
  }

  void note(Event event) {
    StepsAndReactions.note(this, event);
  }

  public boolean activationForbidden(GameObject bearer, ReactionAbility reaction) {
    return StepsAndReactions.activationForbidden(this, bearer, reaction);
  }

  public void activateReactions(int objectId, Trigger.Symbol symbol) {
    StepsAndReactions.activateReactions(this, objectId, symbol);
  }

  public void activateReactions(int objectId, Trigger.Symbol symbol, boolean onlyOne) {
    StepsAndReactions.activateReactions(this, objectId, symbol, onlyOne);
  }

  public List<GameObject> reactionsInLimbo(int player) {
    return StepsAndReactions.reactionsInLimbo(this, player);
  }

  public int createOngoing(int controller, int source, String abilityId, Duration duration,
      Map<String, Integer> bindings) {
    return StepsAndReactions.createOngoing(this, controller, source, abilityId, duration, bindings);
  }

  public int createOngoing(int controller, int source, String abilityId, Duration duration,
      Map<String, Integer> bindings, boolean once) {
    return StepsAndReactions.createOngoing(this, controller, source, abilityId, duration, bindings, once);
  }

  void expire(Duration duration) {
    StepsAndReactions.expire(this, duration);
  }

  public void endEmblem(int id) {
    StepsAndReactions.endEmblem(this, id);
  }

  // ---------------------------------------------------------------- phases, informational steps

  void phaseStarts(Phase phase) {
    s.phase = phase;
    StepsAndReactions.single(this, n -> new Event.PhaseStarted(n, s.day, phase));
  }

  void dayStarts(int day) {
    s.day = day;
    s.activations.clear(); // 1.4.6: limits are per day
    for (PlayerState p : s.players) {
      p.playedToday.clear();
      p.passed = false;
      p.heroMovedToday = false;
      p.companionMovedToday = false;
    }
    StepsAndReactions.single(this, n -> new Event.DayStarted(n, day));
  }

  /** 4.2.5.b: Rest is done (effects delayed "after Rest" are activated by this event). */
  void restDone() {
    StepsAndReactions.single(this, n -> new Event.RestDone(n, s.day));
  }

  public void firstPlayerBecomes(int player) {
    s.firstPlayer = player;
    StepsAndReactions.single(this, n -> new Event.FirstPlayerChanged(n, player));
  }

  void turnStarts(int player) {
    s.turnPlayer = player;
    s.afterYou = false;
    StepsAndReactions.single(this, n -> new Event.TurnStarted(n, player));
  }

  public void passes(int player) {
    s.player(player).passed = true;
    StepsAndReactions.single(this, n -> new Event.Passed(n, player));
  }

  /** 7.3.2: "After You": the turn ends once there are no Reactions in Limbo. */
  public void afterYou(int player) {
    if (s.phase == Phase.AFTERNOON) {
      s.afterYou = true;
    }
    StepsAndReactions.single(this, n -> new Event.AfterYouDeclared(n, player));
  }

  void declared(int player, GameObject card, ZoneKind from, Optional<ExpeditionRef> e, int cost, boolean scout,
      boolean free) {
    StepsAndReactions.single(this, n -> new Event.CardDeclared(n, player, card.id, card.cardRef == null ? name(card)
        : card.cardRef, from, e,
        cost, scout, free));
  }

  void quickActionPlayed(int player, int source, String ability) {
    String key = source + "/" + ability;
    s.activations.merge(key, 1, Integer::sum); // 1.4.6.b
    StepsAndReactions.single(this, n -> new Event.QuickActionPlayed(n, player, source, ability));
  }

  void reactionPlayed(GameObject emblem) {
    StepsAndReactions.single(this, n -> new Event.ReactionPlayed(n, emblem.id, emblem.controller,
        emblem.emblem.abilityId()));
  }

  void decided(int player, DecisionKind kind, String answer) {
    note(new Event.Decided(stepNumber, player, kind.name(), answer));
  }

  /** An effect makes a player win the game ("You win the game"). */
  public void win(int player, String reason) {
    if (!s.ended) {
      gameEnds(Optional.of(player), reason);
    }
  }

  void gameEnds(Optional<Integer> winner, String reason) {
    s.ended = true;
    s.winner = winner.orElse(-1);
    s.endReason = reason;
    note(new Event.GameEnded(stepNumber, winner, reason));
  }

  void statsNoted(ExpeditionRef e, int region, int[] stats) {
    note(new Event.ExpeditionStats(stepNumber, e, region, stats[0], stats[1], stats[2]));
  }

  // ---------------------------------------------------------------- zone moves: ZoneMoves

  List<Applicable> replacementsFor(AtomicAction action) {
    return ZoneMoves.replacementsFor(this, action);
  }

  List<Applicable> stepReplacementsFor(List<AtomicAction> step) {
    return ZoneMoves.stepReplacementsFor(this, step);
  }

  int stepController() {
    return ZoneMoves.stepController(this);
  }

  List<String> competing(List<AtomicAction> actions, Map<String, Boolean> choices) {
    return ZoneMoves.competing(this, actions, choices);
  }

  Optional<Replacement> replacement(String key) {
    return ZoneMoves.replacement(this, key);
  }

  public boolean perform(List<? extends AtomicAction> actions) {
    return ZoneMoves.perform(this, actions);
  }

  List<Integer> perform(List<? extends AtomicAction> actions, Map<String, Boolean> choices) {
    return ZoneMoves.perform(this, actions, choices);
  }

  List<Integer> perform(List<? extends AtomicAction> actions, Map<String, Boolean> choices, List<String> order) {
    return ZoneMoves.perform(this, actions, choices, order);
  }

  public boolean move(List<Move> moves) {
    return ZoneMoves.move(this, moves);
  }

  List<Integer> performMoves(List<Move> moves, Map<String, Boolean> choices) {
    return ZoneMoves.performMoves(this, moves, choices);
  }

  public Move moveTo(int objectId, ZoneKind zone, Cause cause, int actor) {
    return ZoneMoves.moveTo(this, objectId, zone, cause, actor);
  }

  public boolean discard(Collection<Integer> ids, int actor) {
    return ZoneMoves.discard(this, ids, actor);
  }

  public boolean sacrifice(Collection<Integer> ids, int actor) {
    return ZoneMoves.sacrifice(this, ids, actor);
  }

  public boolean send(Collection<Integer> ids, ZoneKind zone, int actor) {
    return ZoneMoves.send(this, ids, zone, actor);
  }

  public boolean sendToDeck(int id, boolean bottom, int actor) {
    return ZoneMoves.sendToDeck(this, id, bottom, actor);
  }

  public void placeInDeck(int id, int index) {
    ZoneMoves.placeInDeck(this, id, index);
  }

  public boolean putInExpedition(int id, ExpeditionRef e, int actor) {
    return ZoneMoves.putInExpedition(this, id, e, actor);
  }

  public boolean putInMana(Collection<Integer> ids, boolean exhausted, Cause cause, int actor) {
    return ZoneMoves.putInMana(this, ids, exhausted, cause, actor);
  }

  public void draw(int player, int count) {
    ZoneMoves.draw(this, player, count);
  }

  void dailyDraw(int player, int count) {
    ZoneMoves.dailyDraw(this, player, count);
  }

  public void resupply(int player) {
    ZoneMoves.resupply(this, player);
  }

  public void exhaustedResupply(int player) {
    ZoneMoves.exhaustedResupply(this, player);
  }

  public void exchange(int a, int b, int actor) {
    ZoneMoves.exchange(this, a, b, actor);
  }

  // ---------------------------------------------------------------- tokens: StatusesAndCounters

  public List<Integer> createTokens(int controller, TokenSpec spec, List<ExpeditionRef> where) {
    return StatusesAndCounters.createTokens(this, controller, spec, where);
  }

  public TokenSpec defineToken(TokenSpec printed, boolean statisticsPrinted) {
    return StatusesAndCounters.defineToken(this, printed, statisticsPrinted);
  }

  public List<Integer> createLandmarkTokens(int creator, TokenSpec spec, List<Integer> players) {
    return StatusesAndCounters.createLandmarkTokens(this, creator, spec, players);
  }

  // ---------------------------------------------------------------- statuses and counters: StatusesAndCounters

  public void gainStatus(Collection<Integer> ids, Status status) {
    StatusesAndCounters.gainStatus(this, ids, status);
  }

  public void loseStatus(Collection<Integer> ids, Status status) {
    StatusesAndCounters.loseStatus(this, ids, status);
  }

  public void exhaust(Collection<Integer> ids) {
    StatusesAndCounters.exhaust(this, ids);
  }

  public void ready(Collection<Integer> ids) {
    StatusesAndCounters.ready(this, ids);
  }

  public void gainCounters(Collection<Integer> ids, String name, int count) {
    StatusesAndCounters.gainCounters(this, ids, name, count);
  }

  public void gainBoosts(Collection<Integer> ids, int count) {
    StatusesAndCounters.gainBoosts(this, ids, count);
  }

  public void removeCounters(Collection<Integer> ids, String name, int count) {
    StatusesAndCounters.removeCounters(this, ids, name, count);
  }

  public boolean spendCounters(int id, String name, int count) {
    return StatusesAndCounters.spendCounters(this, id, name, count);
  }

  public void doubleCounters(int id, String name) {
    StatusesAndCounters.doubleCounters(this, id, name);
  }

  public void augment(int id, String name) {
    StatusesAndCounters.augment(this, id, name);
  }

  public void exchangeBoosts(int a, int b) {
    StatusesAndCounters.exchangeBoosts(this, a, b);
  }

  // ---------------------------------------------------------------- Expeditions: ExpeditionMoves

  public boolean forbiddenToMoveForward(ExpeditionRef e) {
    return ExpeditionMoves.forbiddenToMoveForward(this, e);
  }

  public boolean forbiddenToMoveForward(ExpeditionRef e, List<Terrain> dueTo) {
    return ExpeditionMoves.forbiddenToMoveForward(this, e, dueTo);
  }

  public void moveForward(List<ExpeditionRef> expeditions, int regions) {
    ExpeditionMoves.moveForward(this, expeditions, regions);
  }

  void failedToMoveForward(List<ExpeditionRef> expeditions) {
    ExpeditionMoves.failedToMoveForward(this, expeditions);
  }

  void progress(Map<ExpeditionRef, List<Terrain>> winners, Set<ExpeditionRef> byTie) {
    ExpeditionMoves.progress(this, winners, byTie);
  }

  public void moveBackward(List<ExpeditionRef> expeditions, int regions) {
    ExpeditionMoves.moveBackward(this, expeditions, regions);
  }

  public void ascend(ExpeditionRef e) {
    ExpeditionMoves.ascend(this, e);
  }

  void loseAscended() {
    ExpeditionMoves.loseAscended(this);
  }

  public void switchExpeditions(Collection<Integer> ids) {
    ExpeditionMoves.switchExpeditions(this, ids);
  }

  public void defect(Collection<Integer> ids) {
    ExpeditionMoves.defect(this, ids);
  }

  // ---------------------------------------------------------------- dice, costs, reveal: KeywordActions

  public void placeTerrainMarkers(Collection<Integer> regions, EnumSet<Terrain> terrains) {
    KeywordActions.placeTerrainMarkers(this, regions, terrains);
  }

  public void moveTerrainMarkers(Collection<Integer> markers, int region) {
    KeywordActions.moveTerrainMarkers(this, markers, region);
  }

  public List<TerrainMarker> terrainMarkers() {
    return KeywordActions.terrainMarkers(this);
  }

  public void rollDie(int player) {
    KeywordActions.rollDie(this, player);
  }

  public int lastDieRoll(int player) {
    return KeywordActions.lastDieRoll(this, player);
  }

  public void reveal(int player, List<Integer> ids) {
    KeywordActions.reveal(this, player, ids);
  }

  public boolean payCost(int player, int mana, String what, Runnable otherParts) {
    return KeywordActions.payCost(this, player, mana, what, otherParts);
  }

  // ---------------------------------------------------------------- requests for effect frames: KeywordActions

  public DecisionRequest targets(int controller, String prompt, Predicate<GameObject> filter, int min, int max,
      Collection<Integer> toughPaid) {
    return KeywordActions.targets(this, controller, prompt, filter, min, max, toughPaid);
  }

  public DecisionRequest choice(int player, DecisionKind kind, String prompt, Predicate<GameObject> filter, int min,
      int max) {
    return KeywordActions.choice(this, player, kind, prompt, filter, min, max);
  }

  public DecisionRequest expeditionChoice(int player, String prompt, List<ExpeditionRef> options) {
    return KeywordActions.expeditionChoice(this, player, prompt, options);
  }

  public void payTough(int controller, Collection<Integer> targets, List<Integer> toughPaid) {
    KeywordActions.payTough(this, controller, targets, toughPaid);
  }

  // ---------------------------------------------------------------- playing (used by frames and effects): CardPlaying

  List<Integer> createPlayEffectReactions(GameObject cardInLimbo, int player, int enteredId) {
    return CardPlaying.createPlayEffectReactions(this, cardInLimbo, player, enteredId);
  }

  void consumeOnce(Collection<Integer> sources) {
    CardPlaying.consumeOnce(this, sources);
  }

  public void playCard(int player, int objectId, Optional<ExpeditionRef> expedition, boolean free, int discount) {
    CardPlaying.playCard(this, player, objectId, expedition, free, discount);
  }

  public List<GameObject> playableCards(int player, boolean free, int discount) {
    return CardPlaying.playableCards(this, player, free, discount);
  }

  public Optional<Integer> playCost(int player, GameObject card, boolean scout) {
    return CardPlaying.playCost(this, player, card, scout);
  }

  List<Object[]> costModifiers(GameObject card, int player, ZoneKind from) {
    return CardPlaying.costModifiers(this, card, player, from);
  }

  List<Object[]> costModifiers(GameObject card, int player, ZoneKind from, Optional<ExpeditionRef> expedition) {
    return CardPlaying.costModifiers(this, card, player, from, expedition);
  }

  /** Labels of every object for logs and messages. */
  public String describeAll(Collection<Integer> ids) {
    return ids.stream().map(this::describe).collect(Collectors.joining(", "));
  }

  Map<String, Object> debug() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("day", s.day);
    m.put("phase", s.phase);
    return m;
  }
}
