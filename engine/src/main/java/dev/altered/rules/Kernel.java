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
 */
public final class Kernel implements ContinuousView {
  /** Read access to characteristics for continuous effects, while they are being applied (2.3.1.l). */
  public interface View extends ContinuousView {}

  private final GameState s;
  private final CardCatalog catalog;
  private final AbilityProvider provider;
  private final List<Frame> stack;
  private final Consumer<Event> sink;
  private final Map<String, Ability> abilityIndex = new HashMap<>();
  private final Map<String, List<Ability>> cardAbilities = new HashMap<>();

  private long version;
  private long cachedVersion = -1;
  private Map<Integer, Characteristics> cache = Map.of();
  private Map<Integer, EnumSet<Terrain>> terrainCache = Map.of();

  private int stepDepth;
  private long steps;
  private long stepBudget = Game.DEFAULT_STEP_BUDGET;
  private long stepLimit = Game.DEFAULT_STEP_BUDGET;
  private long eventCount;
  private int stepNumber;
  private List<Event> stepEvents = new ArrayList<>();
  private List<Working> stepBefore = List.of();
  /** Objects from this id on appeared during the open step: their modifiers did not exist before it (6.2.l). */
  private int stepFirstId = Integer.MAX_VALUE;

  /** A Reaction that works, with a copy of its object as it was (6.3.f). */
  private record Working(GameObject self, ReactionAbility reaction) {}

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

  private HeroLimits limits(int player) {
    return s.player(player).heroRef == null ? HeroLimits.DEFAULT
        : catalog.find(s.player(player).heroRef).flatMap(CardDefinition::limits).orElse(HeroLimits.DEFAULT);
  }

  /** 3.2.10.b, changed by passives (2.2.13: "Your Reserve limit is increased by one"). */
  public int reserveLimit(int player) {
    int limit = limits(player).reserve();
    for (RuleInEffect r : ruleChanges()) {
      limit += r.rule().reserveLimitChange(this, r.source(), player);
    }
    return Math.max(0, limit);
  }

  /** 4.2.5.c: how many more of this card a player may keep in Reserve at Clean-up ("if it's exhausted"). */
  public int keepMoreInReserve(int player, GameObject card) {
    int more = 0;
    for (RuleInEffect r : ruleChanges()) {
      more += r.rule().keepMoreInReserve(this, r.source(), player, card);
    }
    return more;
  }

  /** 4.2.5.c: "I don't count towards your Reserve limit". */
  public boolean countsTowardsReserveLimit(GameObject card) {
    for (RuleInEffect r : ruleChanges()) {
      if (!r.rule().countsTowardsReserveLimit(this, r.source(), card)) {
        return false;
      }
    }
    return true;
  }

  /** 4.2.1.c: whether an object keeps a status through Prepare ("remain exhausted during Morning"). */
  public boolean remains(GameObject o, Status status) {
    for (RuleInEffect r : ruleChanges()) {
      if (r.rule().remains(this, r.source(), o, status)) {
        return true;
      }
    }
    return false;
  }

  /** 4.2.1.d: cards a player draws in the Morning (2, or fewer by a passive: "draw only one card"). */
  public int morningDraw(int player) {
    int n = 2;
    for (RuleInEffect r : ruleChanges()) {
      Optional<Integer> x = r.rule().morningDraw(this, r.source(), player);
      if (x.isPresent()) {
        n = Math.min(n, x.get());
      }
    }
    return n;
  }

  /** 4.2.1.e changed: the Mana Orb of Expand comes from the top of the deck instead of the hand. */
  public boolean expandsFromDeck(int player) {
    for (RuleInEffect r : ruleChanges()) {
      if (r.rule().expandsFromDeck(this, r.source(), player)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a passive forbids playing this card (1.4.1). */
  public boolean playForbidden(GameObject card, int player) {
    return playForbidden(card, player, Optional.empty());
  }

  /** The same, played in that Expedition ("I can't be played in a starting region"). */
  public boolean playForbidden(GameObject card, int player, Optional<ExpeditionRef> expedition) {
    List<RuleInEffect> rules = new ArrayList<>(ruleChanges());
    for (Ability a : abilities(card)) { // "I can't be played": the card's own, wherever it is (1.2.4.d)
      if (a instanceof PassiveAbility p && !works(card, a)) {
        for (RuleChange rc : p.rules()) {
          rules.add(new RuleInEffect(card, rc));
        }
      }
    }
    for (RuleInEffect r : rules) {
      if (r.rule().forbidsPlaying(this, r.source(), card, player, expedition)) {
        return true;
      }
    }
    return false;
  }

  /** Against 2.4.6.c: a passive allows playing this exhausted card (in that Expedition). */
  public boolean mayPlayExhausted(GameObject card, int player, Optional<ExpeditionRef> expedition) {
    for (RuleInEffect r : ruleChanges()) {
      if (r.rule().allowsPlayingExhausted(this, r.source(), card, player, expedition)) {
        return true;
      }
    }
    return false;
  }

  /** Against 7.4.2.b: a passive says Defender Characters don't prevent this Expedition from moving forward. */
  public boolean defenderIgnored(ExpeditionRef e) {
    for (RuleInEffect r : ruleChanges()) {
      if (r.rule().defenderDoesNotPrevent(this, r.source(), e)) {
        return true;
      }
    }
    return false;
  }

  /** Optional costs the card itself offers when played (5.1.2.c.4). */
  public List<OptionalCostOffer> optionalCosts(GameObject card, int player) {
    List<OptionalCostOffer> offers = new ArrayList<>();
    for (Ability a : abilities(card)) {
      if (a instanceof PassiveAbility p) {
        for (RuleChange rc : p.rules()) {
          rc.optionalCost(this, card, card, player).ifPresent(offers::add);
        }
      }
    }
    return offers;
  }

  /** 5.2.4.a.3: whether passives make this Spell, being played, gain (true) or lose (false) Fleeting; and whose. */
  List<Object[]> spellFleeting(GameObject card, int player) {
    List<Object[]> result = new ArrayList<>();
    for (RuleInEffect r : ruleChanges()) {
      Optional<Boolean> x = r.rule().spellFleeting(this, r.source(), card, player);
      x.ifPresent(gains -> result.add(new Object[] {r.source().id, gains}));
    }
    return result;
  }

  /** How many cards a player played this day that match (the card being played included). */
  public int playedToday(int player, Predicate<GameObject> filter) {
    int n = 0;
    int fake = -1;
    for (String ref : s.player(player).playedToday) {
      GameObject o = new GameObject();
      o.id = fake--; // a card as printed: base characteristics only
      o.cardRef = ref;
      o.owner = player;
      o.controller = player;
      o.zone = ZoneKind.LIMBO;
      if (filter.test(o)) {
        n++;
      }
    }
    return n;
  }

  /** 3.2.7.b, changed by passives (2.2.14). */
  public int landmarkLimit(int player) {
    int limit = limits(player).landmark();
    for (RuleInEffect r : ruleChanges()) {
      limit += r.rule().landmarkLimitChange(this, r.source(), player);
    }
    return Math.max(0, limit);
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

  // ---------------------------------------------------------------- characteristics (2.3)

  @Override
  public Characteristics characteristics(GameObject o) {
    Characteristics was = asWas.isEmpty() ? null : asWas.get(o);
    if (was != null) {
      return was;
    }
    refresh();
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
    refresh();
    EnumSet<Terrain> t = terrainCache.get(region);
    return t != null ? EnumSet.copyOf(t) : EnumSet.noneOf(Terrain.class);
  }

  @Override
  public GameState gameState() {
    return s;
  }

  public Optional<Ability> ability(String id) {
    Ability a = abilityIndex.get(id);
    if (a == null && id.contains(PLAY_EFFECT)) { // the Emblem-Reaction of a play effect (5.2.c)
      int at = id.lastIndexOf(PLAY_EFFECT);
      Optional<Ability> passive = ability(id.substring(0, at));
      if (passive.isPresent() && passive.get() instanceof PassiveAbility p) {
        int index = Integer.parseInt(id.substring(at + PLAY_EFFECT.length()));
        if (index < p.playEffects().size()) {
          ReactionAbility r = playEffectReaction(id, p.playEffects().get(index));
          abilityIndex.put(id, r);
          return Optional.of(r);
        }
      }
      return Optional.empty();
    }
    if (a == null) {
      Optional<Ability> found = provider.byId(id);
      found.ifPresent(x -> abilityIndex.put(id, x));
      return found;
    }
    return Optional.of(a);
  }

  /** All abilities an object has (whether they work or not). */
  public List<Ability> abilities(GameObject o) {
    List<Ability> result = new ArrayList<>();
    for (String id : characteristics(o).abilityIds()) {
      ability(id).ifPresent(result::add);
    }
    return result;
  }

  /** 1.2.4.d, 2.2.12.g-j: the abilities of an object that work where it is now, and are not ignored (7.3.18). */
  public List<Ability> workingAbilities(GameObject o) {
    List<Ability> all = abilities(o);
    if (all.isEmpty()) {
      return all;
    }
    List<ActiveRule> rules = rules();
    List<Ability> result = new ArrayList<>(all.size());
    for (Ability a : all) {
      if (works(o, a) && !ignored(rules, o, a)) {
        result.add(a);
      }
    }
    return result;
  }

  /** A rule-changing passive that works, with its object. */
  private record ActiveRule(GameObject source, Ability ability, RuleChange rule) {}

  /** A rule change in effect, with the object whose passive it is. */
  public record RuleInEffect(GameObject source, RuleChange rule) {}

  /** The rule changes in effect now: of passives that work and are not ignored (1.4.1, 7.3.18). */
  public List<RuleInEffect> ruleChanges() {
    List<RuleInEffect> result = new ArrayList<>();
    for (ActiveRule r : effectiveRules()) {
      result.add(new RuleInEffect(r.source(), r.rule()));
    }
    return result;
  }

  private long rulesVersion = -1;
  private List<ActiveRule> rulesCache = List.of();

  /** Rule-changing passives of objects where they work (ignoring aside, to avoid a circle), per state version. */
  private List<ActiveRule> rules() {
    if (rulesVersion == version) {
      return rulesCache;
    }
    List<ActiveRule> result = new ArrayList<>();
    for (GameObject o : active()) {
      for (Ability a : abilities(o)) {
        if (a instanceof PassiveAbility p && works(o, a)) {
          for (RuleChange r : p.rules()) {
            result.add(new ActiveRule(o, a, r));
          }
        }
      }
    }
    rulesCache = result;
    rulesVersion = version;
    return result;
  }

  private boolean ignored(List<ActiveRule> rules, GameObject bearer, Ability ability) {
    for (ActiveRule r : rules) {
      if (r.ability() != ability && r.rule().ignores(this, r.source(), bearer, ability)) {
        return true;
      }
    }
    return false;
  }

  /** Rule-changing passives in effect now: working and not ignored. */
  private List<ActiveRule> effectiveRules() {
    List<ActiveRule> rules = rules();
    List<ActiveRule> result = new ArrayList<>(rules.size());
    for (ActiveRule r : rules) {
      if (!ignored(rules, r.source(), r.ability())) {
        result.add(r);
      }
    }
    return result;
  }

  public boolean works(GameObject o, Ability a) {
    if (o.isEmblem()) {
      return o.zone == ZoneKind.LIMBO;
    }
    if (a.support()) {
      return o.zone == ZoneKind.RESERVE && !o.has(Status.EXHAUSTED);
    }
    if (o.zone == ZoneKind.HERO) {
      return true;
    }
    return o.zone.inPlay();
  }

  /** Objects whose abilities may work (1.2.4.d): in play, Hero zone, Reserve (support), Limbo (Emblems). */
  private Iterable<GameObject> active() {
    List<GameObject> result = new ArrayList<>();
    for (GameObject o : s.objects.values()) {
      if (o.zone.inPlay() || o.zone == ZoneKind.HERO || o.zone == ZoneKind.RESERVE || o.zone == ZoneKind.LIMBO) {
        result.add(o);
      }
    }
    return result;
  }

  private List<Ability> baseAbilities(GameObject o) {
    if (o.isEmblem()) {
      return ability(o.emblem.abilityId()).map(List::of).orElse(List.of());
    }
    if (o.isToken()) {
      if (o.token.abilityKey().isEmpty()) {
        // No "with" quote: the token has the abilities of the set's token card of that name, if any (2.2.12.f).
        Optional<CardDefinition> def = catalog.tokenNamed(o.token.name());
        if (def.isPresent()) {
          return cardAbilities.computeIfAbsent(def.get().reference(), ref -> index(tokenCardAbilities(def.get())));
        }
      }
      String key = "token:" + o.token;
      return cardAbilities.computeIfAbsent(key + o.token.abilityKey(), k -> index(provider.tokenAbilities(o.token)));
    }
    if (o.cardRef == null) {
      return List.of();
    }
    return cardAbilities.computeIfAbsent(o.cardRef,
        ref -> catalog.find(ref).map(def -> index(provider.abilities(def))).orElse(List.of()));
  }

  /** The abilities of a token card; none when the card was left out of the load (an ability that failed a stage). */
  private List<Ability> tokenCardAbilities(CardDefinition card) {
    try {
      return provider.abilities(card);
    } catch (IllegalArgumentException notLoaded) {
      return List.of();
    }
  }

  private List<Ability> index(List<Ability> abilities) {
    for (Ability a : abilities) {
      abilityIndex.put(a.id(), a);
    }
    return List.copyOf(abilities);
  }

  /** What base characteristics are computed from: an entry serves only an object that has all of it. */
  private record BaseEntry(String cardRef, TokenSpec token, EmblemInfo emblem, ZoneKind zone, int boosts,
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
  private final Map<Integer, BaseEntry> baseCache = new HashMap<>();

  /** Base characteristics (2.3.1.a-b), boosts included (2.5.1.b). */
  Characteristics base(GameObject o) {
    int boosts = o.counter(GameObject.BOOST);
    BaseEntry e = baseCache.get(o.id);
    if (e != null && e.serves(o, boosts)) {
      return e.characteristics();
    }
    Characteristics c = computeBase(o);
    baseCache.put(o.id, new BaseEntry(o.cardRef, o.token, o.emblem, o.zone, boosts, c));
    return c;
  }

  private Characteristics computeBase(GameObject o) {
    if (o.zone == ZoneKind.MANA) {
      return new Characteristics(ObjectType.MANA_ORB, List.of(), "", 0, 0, Optional.empty(), 0, 0, 0, false,
          List.of(), Map.of()); // 2.2.1.f, 3.1.3.c
    }
    List<Ability> abilities = baseAbilities(o);
    List<String> ids = new ArrayList<>();
    EnumMap<Keyword, Integer> keywords = new EnumMap<>(Keyword.class);
    for (Ability a : abilities) {
      ids.add(a.id());
      if (a instanceof KeywordAbility k) {
        keywords.put(k.keyword(), k.value());
      }
    }
    int boosts = o.counter(GameObject.BOOST);
    if (o.isEmblem()) {
      return new Characteristics(ObjectType.EMBLEM, List.of(o.emblem.kind().name()), "", 0, 0, Optional.empty(), 0,
          0, 0, false, ids, keywords);
    }
    if (o.isToken()) {
      TokenSpec t = o.token; // 2.2.1.d, 2.2.7.c, 2.2.8.c, 2.2.10.d
      // 2.2.1.d: a token is a Character, unless the set's token card of its name says otherwise ("Landmark Permanent
      // Token", Manaseed); a token in the Landmark zone is a Permanent there (3.2.7) even without a card. Only
      // Characters have statistics (2.2.11.c).
      boolean permanent = catalog.tokenNamed(t.name()).map(d -> d.type() == CardType.TOKEN_LANDMARK_PERMANENT)
          .orElse(o.zone == ZoneKind.LANDMARK);
      if (permanent) {
        return new Characteristics(ObjectType.PERMANENT, t.subtypes(), t.name(), 0, 0, Optional.empty(), 0, 0, 0,
            true, ids, keywords);
      }
      return new Characteristics(ObjectType.CHARACTER, t.subtypes(), t.name(), 0, 0, Optional.empty(),
          t.forest() + boosts, t.mountain() + boosts, t.water() + boosts, false, ids, keywords);
    }
    CardDefinition def = catalog.get(o.cardRef);
    ObjectType type = switch (def.type()) {
      case CHARACTER, TOKEN -> ObjectType.CHARACTER;
      case SPELL, TOKEN_MANA -> ObjectType.SPELL;
      case PERMANENT, LANDMARK_PERMANENT, EXPEDITION_PERMANENT, TOKEN_LANDMARK_PERMANENT -> ObjectType.PERMANENT;
      case HERO -> ObjectType.HERO;
    };
    boolean landmark = def.type() == CardType.LANDMARK_PERMANENT || def.type() == CardType.PERMANENT
        || def.type() == CardType.TOKEN_LANDMARK_PERMANENT;
    int f = def.stats().map(x -> x.forest()).orElse(0);
    int m = def.stats().map(x -> x.mountain()).orElse(0);
    int w = def.stats().map(x -> x.water()).orElse(0);
    if (type == ObjectType.CHARACTER) {
      f += boosts;
      m += boosts;
      w += boosts;
    }
    return new Characteristics(type, def.subtypes(), def.name(), def.handCost().orElse(0),
        def.reserveCost().orElse(0),
        def.faction() == dev.altered.card.Faction.NE ? Optional.empty() : Optional.of(def.faction()), f, m, w,
        landmark, ids, keywords);
  }

  /** A continuous effect with its source, in the order of 2.3.3. */
  private record Applied(GameObject source, String abilityId, ContinuousEffect effect) {}

  private void refresh() {
    if (cachedVersion == version) {
      return;
    }
    cachedVersion = version; // set first: continuous effects read the table being built
    // Base characteristics are filled lazily (most objects are cards in Decks and Hands); passives only affect
    // objects in play (2.3.1.h), so only those need to be in the table before applying them.
    Map<Integer, Characteristics> table = new HashMap<>();
    Map<Integer, EnumSet<Terrain>> terrains = new HashMap<>();
    for (int i = 0; i < s.regions.size(); i++) {
      terrains.put(i, s.regions.get(i).baseTerrains());
    }
    for (TerrainMarker m : s.markers) { // 3.2.1.d-e: before every other passive, by timestamp
      if (m.placed() && s.regions.get(m.region).faceUp) {
        terrains.put(m.region, EnumSet.copyOf(m.terrains));
      }
    }
    cache = table;
    terrainCache = terrains;
    List<Applied> pending = new ArrayList<>();
    Map<Integer, List<String>> collected = new HashMap<>(); // abilities whose effects are pending or applied
    for (GameObject o : s.objects.values()) { // sorted by id = timestamp (2.2.16)
      if (!(o.zone.inPlay() || o.zone == ZoneKind.HERO || o.zone == ZoneKind.RESERVE || o.zone == ZoneKind.LIMBO)) {
        continue;
      }
      Characteristics c = base(o);
      table.put(o.id, c);
      collect(o, c, collected, pending);
    }
    if (pending.isEmpty()) {
      return;
    }
    // 2.3.3: apply the effect with the smallest timestamp that is free from dependency; re-evaluate after each.
    while (!pending.isEmpty()) {
      pending.removeIf(a -> !cache.get(a.source().id).abilityIds().contains(a.abilityId())); // 2.3.2.d
      if (pending.isEmpty()) {
        break;
      }
      Applied next = pending.get(0);
      if (pending.size() > 1) {
        // An effect that would change nothing now cannot be depended on (2.3.2.c): trying it once spares the
        // pairs of every effect with it, which keeps the order of 2.3.3.b affordable with many effects.
        List<Applied> changing = new ArrayList<>();
        for (Applied b : pending) {
          if (changesSomething(b)) {
            changing.add(b);
          }
        }
        for (Applied candidate : pending) {
          if (freeFromDependency(candidate, changing)) {
            next = candidate;
            break;
          }
        }
      }
      pending.remove(next);
      for (int id : applyOne(next, cache, terrainCache)) {
        GameObject o = s.objects.get(id);
        collect(o, cache.get(id), collected, pending); // 2.3.1.j: abilities it was just granted apply too
      }
    }
  }

  /** Adds the continuous effects of abilities of {@code o} not collected yet, in timestamp order (2.3.3.b). */
  private void collect(GameObject o, Characteristics c, Map<Integer, List<String>> collected, List<Applied> pending) {
    List<String> seen = collected.computeIfAbsent(o.id, x -> new ArrayList<>(2));
    for (String id : c.abilityIds()) {
      if (seen.contains(id)) {
        continue;
      }
      seen.add(id);
      Optional<Ability> a = ability(id);
      if (a.isPresent() && a.get() instanceof PassiveAbility p && works(o, p)) {
        int at = pending.size();
        while (at > 0 && pending.get(at - 1).source().id > o.id) {
          at--; // a granted ability goes with the effects of its object's timestamp
        }
        for (ContinuousEffect e : p.continuous()) {
          pending.add(at++, new Applied(o, id, e));
        }
      }
    }
  }

  private boolean freeFromDependency(Applied a, List<Applied> unapplied) {
    for (Applied b : unapplied) {
      if (b != a && dependsOn(a, b) && !dependsOn(b, a)) {
        return false; // 2.3.3.a
      }
    }
    return true;
  }

  /** Whether applying {@code a} now would change any characteristic or terrain. */
  private boolean changesSomething(Applied a) {
    Map<Integer, Characteristics> table = new HashMap<>(cache);
    Map<Integer, EnumSet<Terrain>> terrains = copyTerrains(terrainCache);
    applyOne(a, table, terrains);
    return !table.equals(cache) || !terrains.equals(terrainCache);
  }

  /** 2.3.2.c: applying b removes a, or changes what a applies to or what it does. Found by trying. */
  private boolean dependsOn(Applied a, Applied b) {
    Map<Integer, Characteristics> saved = cache;
    Map<Integer, EnumSet<Terrain>> savedTerrains = terrainCache;
    try {
      Map<Integer, Characteristics> without = new HashMap<>(saved);
      Map<Integer, EnumSet<Terrain>> withoutT = copyTerrains(saved == null ? Map.of() : savedTerrains);
      cache = without;
      terrainCache = withoutT;
      Map<Integer, Characteristics> resultA = new HashMap<>(without);
      Map<Integer, EnumSet<Terrain>> resultAT = copyTerrains(withoutT);
      applyOne(a, resultA, resultAT);
      Map<Integer, Characteristics> withB = new HashMap<>(saved);
      Map<Integer, EnumSet<Terrain>> withBT = copyTerrains(savedTerrains);
      applyOne(b, withB, withBT);
      if (!withB.get(a.source().id).abilityIds().contains(a.abilityId())) {
        return true;
      }
      cache = withB;
      terrainCache = withBT;
      Map<Integer, Characteristics> resultBA = new HashMap<>(withB);
      Map<Integer, EnumSet<Terrain>> resultBAT = copyTerrains(withBT);
      applyOne(a, resultBA, resultBAT);
      // a's own contribution with and without b: compare the deltas a makes.
      for (Integer id : saved.keySet()) {
        boolean changedWithout = !resultA.get(id).equals(without.get(id));
        boolean changedWith = !resultBA.get(id).equals(withB.get(id));
        if (changedWithout != changedWith) {
          return true;
        }
      }
      for (Integer r : savedTerrains.keySet()) {
        boolean changedWithout = !resultAT.get(r).equals(withoutT.get(r));
        boolean changedWith = !resultBAT.get(r).equals(withBT.get(r));
        if (changedWithout != changedWith) {
          return true;
        }
      }
      return false;
    } finally {
      cache = saved;
      terrainCache = savedTerrains;
    }
  }

  private static Map<Integer, EnumSet<Terrain>> copyTerrains(Map<Integer, EnumSet<Terrain>> m) {
    Map<Integer, EnumSet<Terrain>> copy = new HashMap<>();
    m.forEach((k, v) -> copy.put(k, EnumSet.copyOf(v)));
    return copy;
  }

  /** Applies one effect to a table; returns the objects it applied to. */
  private List<Integer> applyOne(Applied a, Map<Integer, Characteristics> table,
      Map<Integer, EnumSet<Terrain>> terrains) {
    Map<Integer, Characteristics> savedCache = cache;
    Map<Integer, EnumSet<Terrain>> savedTerrains = terrainCache;
    cache = table;
    terrainCache = terrains;
    try {
      for (int r : new ArrayList<>(terrains.keySet())) {
        EnumSet<Terrain> now = a.effect().regionTerrains(view(), a.source(), r, EnumSet.copyOf(terrains.get(r)));
        terrains.put(r, EnumSet.copyOf(now.isEmpty() ? EnumSet.noneOf(Terrain.class) : now));
      }
      List<Integer> targets = new ArrayList<>();
      int active = -1; // the effect's condition, read once (at the first object in play): it has no target
      for (GameObject o : s.objects.values()) {
        if (!o.zone.inPlay()) { // 2.3.1.h
          continue;
        }
        if (active < 0) {
          active = a.effect().active(view(), a.source()) ? 1 : 0;
        }
        if (active == 0) {
          break;
        }
        if (a.effect().appliesWhenActive(view(), a.source(), o)) {
          targets.add(o.id);
        }
      }
      for (int id : targets) {
        GameObject o = s.objects.get(id);
        table.put(id, a.effect().apply(view(), a.source(), o, table.get(id)));
      }
      return targets;
    } finally {
      cache = savedCache;
      terrainCache = savedTerrains;
    }
  }

  private View view() {
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

  // ---------------------------------------------------------------- steps and events

  /** Opens a step (6.1); atomic actions until the matching {@link #endStep} happen simultaneously. */
  public void beginStep() {
    if (stepDepth++ == 0) {
      stepNumber++;
      stepEvents = new ArrayList<>();
      stepBefore = workingReactions();
      stepFirstId = s.nextId;
    }
  }

  /** Closes a step: it becomes an event, and the Reactions it activates go to Limbo (6.2.m, 6.3.h). */
  public void endStep() {
    if (--stepDepth == 0) {
      stepFirstId = Integer.MAX_VALUE;
      List<Event> events = stepEvents;
      List<Working> before = stepBefore;
      stepEvents = new ArrayList<>();
      stepBefore = List.of();
      if (!events.isEmpty()) {
        activateReactions(events, before);
      }
    }
  }

  /** Events produced so far by this kernel (for tracing which steps of an effect changed the game). */
  public long eventCount() {
    return eventCount;
  }

  /** Records an informational event outside any step (decisions, declarations). */
  void note(Event event) {
    eventCount++;
    version++;
    sink.accept(event);
  }

  private void emit(Event event) {
    eventCount++;
    version++;
    sink.accept(event);
    stepEvents.add(event);
  }

  /** One-event step. */
  private void single(java.util.function.IntFunction<Event> event) {
    beginStep();
    try {
      emit(event.apply(stepNumber));
    } finally {
      endStep();
    }
  }

  /**
   * 6.3.f: the characteristics of the objects whose Reactions work before the open step, as they were then (by the
   * identity of their copies in {@link #stepBefore}): "my Expedition" of a Character Gigantic before the event
   * stays both Expeditions while its trigger is matched (7.4.4.j).
   */
  private final Map<GameObject, Characteristics> asWas = new java.util.IdentityHashMap<>();

  private List<Working> workingReactions() {
    asWas.clear();
    List<Working> result = new ArrayList<>();
    for (GameObject o : s.objects.values()) {
      if (!(o.zone.inPlay() || o.zone == ZoneKind.HERO || o.zone == ZoneKind.RESERVE || o.zone == ZoneKind.LIMBO)) {
        continue;
      }
      for (Ability a : workingAbilities(o)) {
        if (a instanceof ReactionAbility r && !r.trigger().selfMove()) {
          GameObject was = copy(o);
          asWas.put(was, characteristics(o));
          result.add(new Working(was, r));
        }
      }
    }
    return result;
  }

  private static GameObject copy(GameObject o) {
    GameObject c = new GameObject();
    c.id = o.id;
    c.cardRef = o.cardRef;
    c.token = o.token;
    c.emblem = o.emblem;
    c.owner = o.owner;
    c.controller = o.controller;
    c.zone = o.zone;
    c.zonePlayer = o.zonePlayer;
    c.side = o.side;
    c.statuses = EnumSet.copyOf(o.statuses);
    c.counters = new TreeMap<>(o.counters);
    c.playedFrom = o.playedFrom;
    c.scouted = o.scouted;
    return c;
  }

  private void activateReactions(List<Event> events, List<Working> before) {
    List<Object[]> activations = new ArrayList<>(); // {GameObject self, ReactionAbility, Map bindings}
    for (Working w : before) { // 6.3.f
      for (Event e : events) {
        for (Map<String, Integer> b : w.reaction().trigger().match(this, w.self(), e)) {
          activations.add(new Object[] {w.self(), w.reaction(), b});
        }
      }
    }
    for (Event e : events) { // 6.3.e: self-move Reactions of objects that exist after the event
      // A switch or a defection enters another Expedition as the same object (6.3.c, 7.3.6.a, 7.3.34).
      int newId = e instanceof Event.Moved m ? m.newId() : e instanceof Event.TokenCreated t ? t.id()
          : e instanceof Event.ExpeditionSwitched x ? x.id() : 0;
      GameObject self = s.objects.get(newId);
      if (self == null) {
        continue;
      }
      List<Ability> own = new ArrayList<>(abilities(self));
      if (self.scouted) {
        own.add(NativeAbilities.SCOUT_RETURN); // 7.4.5.c
      }
      for (Ability a : own) {
        if (a instanceof ReactionAbility r && r.trigger().selfMove()) {
          for (Event any : events) {
            for (Map<String, Integer> b : r.trigger().match(this, self, any)) {
              activations.add(new Object[] {self, r, b});
            }
          }
        }
      }
    }
    if (activations.isEmpty()) {
      return;
    }
    beginStep(); // the Reaction-activating step (6.3.h)
    try {
      for (Object[] a : activations) {
        @SuppressWarnings("unchecked")
        Map<String, Integer> bindings = (Map<String, Integer>) a[2];
        activate((GameObject) a[0], (ReactionAbility) a[1], bindings);
      }
    } finally {
      if (--stepDepth == 0) {
        stepFirstId = Integer.MAX_VALUE;
      }
      stepEvents = new ArrayList<>(); // activation events trigger nothing
      stepBefore = List.of();
    }
  }

  /** 7.3.1.e: a passive that says this trigger cannot activate forbids it (can't beats can). */
  public boolean activationForbidden(GameObject bearer, ReactionAbility reaction) {
    for (ActiveRule r : effectiveRules()) {
      if (r.rule().forbidsActivation(this, r.source(), bearer, reaction)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The binding of an Emblem-Reaction triggered by playing its Character from Hand with Scout (7.4.5.e): its effect
   * finds the Character in Reserve, though that is not the object the Reaction came from (an exception to 6.3.k).
   */
  public static final String SCOUTED = "self.scouted";

  /** Creates the Emblem-Reaction of an activated Reaction (6.3.h), within the 100-a-day limit (6.3.m, 1.4.6.c). */
  private void activate(GameObject self, ReactionAbility reaction, Map<String, Integer> bindings) {
    if (activationForbidden(self, reaction)) {
      return;
    }
    String key = self.id + "/" + reaction.id();
    int count = s.activations.getOrDefault(key, 0);
    if (count >= 100) {
      return;
    }
    s.activations.put(key, count + 1);
    GameObject emblem = new GameObject();
    emblem.id = s.newId();
    emblem.controller = self.zone.inPlay() || self.zone == ZoneKind.HERO || self.zone == ZoneKind.LIMBO
        ? self.controller : self.owner;
    emblem.owner = emblem.controller;
    emblem.zone = ZoneKind.LIMBO;
    if (self.scouted && reaction.trigger().symbol().isPresent()) { // 7.4.5.e: it may find me in Reserve
      Map<String, Integer> marked = new TreeMap<>(bindings);
      marked.put(SCOUTED, 1);
      bindings = marked;
    }
    emblem.emblem = new EmblemInfo(EmblemInfo.Kind.REACTION, reaction.id(), self.id, bindings, Optional.empty(),
        false);
    s.objects.put(emblem.id, emblem);
    abilityIndex.putIfAbsent(reaction.id(), reaction);
    emit(new Event.ReactionActivated(stepNumber, emblem.id, self.id, reaction.id(), emblem.controller));
  }

  /**
   * 7.3.1.b: "Activate the [symbol] abilities of [object]": its Reactions with that trigger symbol activate even
   * though no event matches them, created by that object (7.3.1.d), unless they cannot activate (7.3.1.e).
   */
  public void activateReactions(int objectId, Trigger.Symbol symbol) {
    activateReactions(objectId, symbol, false);
  }

  /**
   * 7.3.1.b; {@code onlyOne}: "activates one of its {r} abilities". The first in printed order is the one: no card
   * prints two Reactions of one symbol, so the choice the text gives its controller is not asked.
   */
  public void activateReactions(int objectId, Trigger.Symbol symbol, boolean onlyOne) {
    GameObject o = s.objects.get(objectId);
    if (o == null) {
      return;
    }
    beginStep();
    try {
      for (Ability a : abilities(o)) {
        if (a instanceof ReactionAbility r && r.trigger().symbol().equals(Optional.of(symbol))) {
          activate(o, r, Map.of());
          if (onlyOne) {
            break;
          }
        }
      }
    } finally {
      stepDepth--;
      if (stepDepth == 0) {
        stepFirstId = Integer.MAX_VALUE;
        stepEvents = new ArrayList<>();
        stepBefore = List.of();
      }
    }
  }

  /** Emblem-Reactions in Limbo controlled by a player, oldest first. */
  public List<GameObject> reactionsInLimbo(int player) {
    return s.in(ZoneKind.LIMBO)
        .filter(o -> o.isEmblem() && o.emblem.kind() == EmblemInfo.Kind.REACTION && o.controller == player)
        .toList();
  }

  /** 2.2.15: creates an Emblem-Ongoing carrying a passive ability for a duration. */
  public int createOngoing(int controller, int source, String abilityId, Duration duration,
      Map<String, Integer> bindings) {
    return createOngoing(controller, source, abilityId, duration, bindings, false);
  }

  /**
   * An Emblem-Ongoing for "the next card you play this turn ...": it also ends as soon as it has applied to a card
   * being played (its cost modifier or its play effect, 5.2.c).
   */
  public int createOngoing(int controller, int source, String abilityId, Duration duration,
      Map<String, Integer> bindings, boolean once) {
    if (duration == Duration.THIS_TURN && s.phase != Phase.AFTERNOON) {
      throw new IllegalStateException("2.2.15.d: an Emblem lasting this turn can only be created during a turn");
    }
    beginStep();
    try {
      GameObject emblem = new GameObject();
      emblem.id = s.newId();
      emblem.controller = controller;
      emblem.owner = controller;
      emblem.zone = ZoneKind.LIMBO;
      emblem.emblem = new EmblemInfo(EmblemInfo.Kind.ONGOING, abilityId, source, bindings, Optional.of(duration),
          once);
      s.objects.put(emblem.id, emblem);
      emit(new Event.OngoingCreated(stepNumber, emblem.id, abilityId, controller, duration));
      return emblem.id;
    } finally {
      endStep();
    }
  }

  /** Ends Emblems whose duration is over (2.2.15.c). */
  void expire(Duration duration) {
    List<GameObject> ending = s.in(ZoneKind.LIMBO)
        .filter(o -> o.isEmblem() && o.emblem.duration().equals(Optional.of(duration))).toList();
    if (ending.isEmpty()) {
      return;
    }
    beginStep();
    try {
      for (GameObject o : ending) {
        endEmblem(o.id);
      }
    } finally {
      endStep();
    }
  }

  /** An Emblem ceases to exist (5.4.d). */
  public void endEmblem(int id) {
    if (s.objects.remove(id) != null) {
      boolean own = stepDepth == 0;
      if (own) {
        beginStep();
      }
      emit(new Event.EmblemEnded(stepNumber, id));
      if (own) {
        endStep();
      }
    }
  }

  // ---------------------------------------------------------------- phases, informational steps

  void phaseStarts(Phase phase) {
    s.phase = phase;
    single(n -> new Event.PhaseStarted(n, s.day, phase));
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
    single(n -> new Event.DayStarted(n, day));
  }

  /** 4.2.5.b: Rest is done (effects delayed "after Rest" are activated by this event). */
  void restDone() {
    single(n -> new Event.RestDone(n, s.day));
  }

  public void firstPlayerBecomes(int player) {
    s.firstPlayer = player;
    single(n -> new Event.FirstPlayerChanged(n, player));
  }

  void turnStarts(int player) {
    s.turnPlayer = player;
    s.afterYou = false;
    single(n -> new Event.TurnStarted(n, player));
  }

  public void passes(int player) {
    s.player(player).passed = true;
    single(n -> new Event.Passed(n, player));
  }

  /** 7.3.2: "After You": the turn ends once there are no Reactions in Limbo. */
  public void afterYou(int player) {
    if (s.phase == Phase.AFTERNOON) {
      s.afterYou = true;
    }
    single(n -> new Event.AfterYouDeclared(n, player));
  }

  void declared(int player, GameObject card, ZoneKind from, Optional<ExpeditionRef> e, int cost, boolean scout,
      boolean free) {
    single(n -> new Event.CardDeclared(n, player, card.id, card.cardRef == null ? name(card) : card.cardRef, from, e,
        cost, scout, free));
  }

  void quickActionPlayed(int player, int source, String ability) {
    String key = source + "/" + ability;
    s.activations.merge(key, 1, Integer::sum); // 1.4.6.b
    single(n -> new Event.QuickActionPlayed(n, player, source, ability));
  }

  void reactionPlayed(GameObject emblem) {
    single(n -> new Event.ReactionPlayed(n, emblem.id, emblem.controller, emblem.emblem.abilityId()));
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

  // ---------------------------------------------------------------- zone moves

  private Place placeOf(GameObject o) {
    if (o.zone == ZoneKind.EXPEDITION) {
      return Place.expedition(o.controller, o.side);
    }
    return Place.of(o.zone, o.zonePlayer);
  }

  private Snapshot snapshot(GameObject o) {
    Characteristics c = characteristics(o);
    return new Snapshot(o.controller, c.type(), name(o), Optional.ofNullable(o.side), o.statuses, o.counters,
        o.isToken());
  }

  /** A modifier that applies to an atomic action, with its key "object/ability/index". */
  record Applicable(GameObject source, Replacement replacement, String abilityId, String key) {}

  /** The modifiers of working passive abilities that apply to an action: replacing ones first (6.2.g). */
  List<Applicable> replacementsFor(AtomicAction action) {
    List<Applicable> replacing = new ArrayList<>();
    List<Applicable> additive = new ArrayList<>();
    for (GameObject o : active()) {
      if (o.id >= stepFirstId) {
        continue; // 6.2.l: it entered during this step
      }
      for (Ability a : workingAbilities(o)) {
        if (a instanceof PassiveAbility p) {
          List<Replacement> rs = p.replacements();
          for (int i = 0; i < rs.size(); i++) {
            if (!rs.get(i).wholeStep() && rs.get(i).appliesTo(this, o, action)) {
              Applicable x = new Applicable(o, rs.get(i), a.id(), o.id + "/" + a.id() + "/" + i);
              (rs.get(i).additive() ? additive : replacing).add(x);
            }
          }
        }
      }
    }
    replacing.addAll(additive);
    return replacing;
  }

  /** The replacing modifiers of a whole step that apply to it (6.2.g.1). */
  List<Applicable> stepReplacementsFor(List<AtomicAction> step) {
    List<Applicable> result = new ArrayList<>();
    for (GameObject o : active()) {
      if (o.id >= stepFirstId) {
        continue; // 6.2.l
      }
      for (Ability a : workingAbilities(o)) {
        if (a instanceof PassiveAbility p) {
          List<Replacement> rs = p.replacements();
          for (int i = 0; i < rs.size(); i++) {
            if (rs.get(i).wholeStep() && rs.get(i).appliesToStep(this, o, step)) {
              result.add(new Applicable(o, rs.get(i), a.id(), o.id + "/" + a.id() + "/" + i));
            }
          }
        }
      }
    }
    return result;
  }

  /**
   * 6.1.g, 6.2.h: the controller of the step about to happen: of the effect containing it, or the player playing a
   * card or a quick action; a step of no one's (a daily effect) is decided by the first player in initiative order.
   */
  int stepController() {
    for (int i = stack.size() - 1; i >= 0; i--) {
      Frame f = stack.get(i);
      if (f instanceof EffectFrame e && e.ctx != null) {
        return e.ctx.controller();
      }
      if (f instanceof PlayCardFrame p) {
        return p.player;
      }
      if (f instanceof Procedures.QuickActionFrame q) {
        return q.player;
      }
    }
    return s.firstPlayer;
  }

  /**
   * 6.2.h: the keys of modifiers that compete, two or more of one kind (6.2.g) applying at once to the step or to one
   * of its atomic actions, leaving out optional ones declined ({@code choices} false) or not decided yet (absent:
   * counted, since they may be applied). Competition that arises only once a modifier has changed an action is
   * settled by the order already chosen, then by timestamps.
   */
  List<String> competing(List<AtomicAction> actions, Map<String, Boolean> choices) {
    java.util.LinkedHashSet<String> result = new java.util.LinkedHashSet<>();
    addCompeting(stepReplacementsFor(actions), choices, result);
    for (AtomicAction a : actions) {
      List<Applicable> all = replacementsFor(a);
      addCompeting(all.stream().filter(x -> !x.replacement().additive()).toList(), choices, result);
      addCompeting(all.stream().filter(x -> x.replacement().additive()).toList(), choices, result);
    }
    return List.copyOf(result);
  }

  private static void addCompeting(List<Applicable> sameKind, Map<String, Boolean> choices,
      java.util.Set<String> result) {
    List<String> keys = sameKind.stream().filter(x -> choices.getOrDefault(x.key(), true)).map(Applicable::key)
        .toList();
    if (keys.size() >= 2) {
      result.addAll(keys);
    }
  }

  /** Finds an applicable modifier again by its key (after a restore). */
  Optional<Replacement> replacement(String key) {
    String[] parts = key.split("/");
    int index = Integer.parseInt(parts[parts.length - 1]);
    String abilityId = key.substring(parts[0].length() + 1, key.length() - parts[parts.length - 1].length() - 1);
    return ability(abilityId).filter(a -> a instanceof PassiveAbility).map(a -> (PassiveAbility) a)
        .filter(p -> index < p.replacements().size()).map(p -> p.replacements().get(index));
  }

  /**
   * Performs atomic actions as one step (6.1.f), through modifiers (6.2). If an optional modifier applies (6.2.d),
   * its controller decides first, and if several modifiers compete the step's controller chooses their order
   * (6.2.h): the step is deferred to a pushed frame. A modifier may also push the frame of an effect performed
   * instead. So after calling any action, a frame must return {@link Flow#next()} before relying on its outcome.
   * Returns true when everything happened now.
   */
  public boolean perform(List<? extends AtomicAction> actions) {
    boolean ask = false;
    for (AtomicAction a : actions) {
      for (Applicable x : replacementsFor(a)) {
        ask |= x.replacement().optional();
      }
    }
    if (ask || !competing(List.copyOf(actions), Map.of()).isEmpty()) {
      push(new Procedures.ReplacementStepFrame(new ArrayList<>(actions), stepController()));
      return false;
    }
    perform(actions, Map.of());
    return true;
  }

  /**
   * Performs atomic actions as one step with the given decisions on optional modifiers (key, apply or not); returns
   * the new object of each Move and Resupply (0 when none), in order.
   */
  List<Integer> perform(List<? extends AtomicAction> actions, Map<String, Boolean> choices) {
    return perform(actions, choices, List.of());
  }

  /**
   * As {@link #perform(List, Map)}, applying competing modifiers in the order chosen (6.2.h: keys, first applied
   * first); the others after them, by timestamp.
   */
  List<Integer> perform(List<? extends AtomicAction> actions, Map<String, Boolean> choices, List<String> order) {
    List<Integer> results = new ArrayList<>();
    beginStep();
    try {
      List<AtomicAction> step = new ArrayList<>(actions);
      java.util.Set<String> stepApplied = new java.util.HashSet<>();
      for (Applicable x = next(stepReplacementsFor(step), choices, order, stepApplied); x != null;
          x = next(stepReplacementsFor(step), choices, order, stepApplied)) {
        stepApplied.add(x.key()); // 6.2.j
        step = List.copyOf(x.replacement().replaceStep(this, x.source(), step)); // 6.2.g.1: before atomic ones
      }
      for (AtomicAction a : step) {
        modifyAndExecute(a, choices, order, new java.util.HashSet<>(), results);
      }
    } finally {
      endStep();
    }
    return results;
  }

  /**
   * The modifier to apply next among those applicable (replacing before additive, 6.2.g): of the first kind present,
   * the one ranked first in {@code order}, else the first by timestamp; none once all were applied or declined.
   */
  private static Applicable next(List<Applicable> applicable, Map<String, Boolean> choices, List<String> order,
      java.util.Set<String> applied) {
    Applicable best = null;
    int bestRank = Integer.MAX_VALUE;
    for (Applicable x : applicable) {
      if (applied.contains(x.key()) || x.replacement().optional() && !choices.getOrDefault(x.key(), false)) {
        continue; // 6.2.j-k; 6.2.d
      }
      if (best != null && x.replacement().additive() && !best.replacement().additive()) {
        break; // the list has replacing ones first
      }
      int rank = order.indexOf(x.key());
      rank = rank < 0 ? Integer.MAX_VALUE - 1 : rank;
      if (rank < bestRank) {
        best = x;
        bestRank = rank;
      }
    }
    return best;
  }

  private void modifyAndExecute(AtomicAction a, Map<String, Boolean> choices, List<String> order,
      java.util.Set<String> applied, List<Integer> results) {
    tick();
    if (a instanceof Move m && !s.objects.containsKey(m.objectId())) {
      results.add(0); // 2.1.i
      return;
    }
    for (Applicable x = next(replacementsFor(a), choices, order, applied); x != null;
        x = next(replacementsFor(a), choices, order, applied)) {
      applied.add(x.key()); // 6.2.k
      Optional<Effect> also = x.replacement().alsoEffect();
      if (also.isPresent()) { // 6.2.c: the action happens, the effect right after
        Map<String, Integer> bindings = a.objectId() > 0 ? Map.of("it", a.objectId()) : Map.of();
        push(also.get().start(new EffectContext(x.source().controller, x.source().id, x.abilityId(), bindings, 0)));
        continue;
      }
      Optional<Effect> instead = x.replacement().insteadEffect();
      if (instead.isPresent()) {
        Map<String, Integer> bindings = a.objectId() > 0 ? Map.of("it", a.objectId()) : Map.of();
        push(instead.get().start(new EffectContext(x.source().controller, x.source().id, x.abilityId(), bindings,
            0)));
        if (a instanceof Move || a instanceof AtomicAction.Resupply) {
          results.add(0);
        }
        return;
      }
      for (AtomicAction b : x.replacement().replace(this, x.source(), a)) {
        modifyAndExecute(b, choices, order, applied, results); // 6.2.i
      }
      return;
    }
    execute(a, results);
  }

  private void execute(AtomicAction a, List<Integer> results) {
    if (a instanceof Move m) {
      results.add(moveOne(s.objects.get(m.objectId()), m));
    } else if (a instanceof AtomicAction.GainStatus g) {
      gainStatusOne(g.objectId(), g.status());
    } else if (a instanceof AtomicAction.LoseStatus l) {
      loseStatusOne(l.objectId(), l.status());
    } else if (a instanceof AtomicAction.GainCounters g) {
      GameObject o = s.objects.get(g.objectId());
      if (o != null && o.zone.holdsStatuses() && g.count() > 0) { // 2.5.b
        changeCounters(o, g.counter(), g.count());
      }
    } else if (a instanceof AtomicAction.RemoveCounters r) {
      GameObject o = s.objects.get(r.objectId());
      if (o != null && o.counter(r.counter()) > 0) {
        changeCounters(o, r.counter(), -Math.min(r.count(), o.counter(r.counter())));
      }
    } else if (a instanceof AtomicAction.Advance adv) {
      advanceOne(adv);
    } else if (a instanceof AtomicAction.Ascend asc) {
      ascendOne(asc.expedition());
    } else if (a instanceof AtomicAction.Defect d) {
      defectOne(d.objectId());
    } else if (a instanceof AtomicAction.Resupply r) {
      results.add(resupplyOne(r));
    } else if (a instanceof AtomicAction.Draw d) {
      drawOne(d.player());
    } else if (a instanceof AtomicAction.RollDie r) {
      rollOne(r);
    }
  }

  /** Moves objects in one step (7.3.24 put / return / send, 7.3.7 discard...); see {@link #perform}. */
  public boolean move(List<Move> moves) {
    return perform(moves);
  }

  List<Integer> performMoves(List<Move> moves, Map<String, Boolean> choices) {
    return perform(moves, choices);
  }

  /** One atomic move with the rules' own modifiers; returns the new object's id, or 0 if it ceased to exist. */
  private int moveOne(GameObject o, Move m) {
    ZoneKind to = m.to();
    int toPlayer = m.toPlayer();
    Optional<Side> side = m.side();
    if (!to.shared()) {
      toPlayer = o.owner; // 1.4.3, 3.1.2.c
    }
    Characteristics c = characteristics(o);
    boolean fleetingToReserve = o.zone == ZoneKind.EXPEDITION && to == ZoneKind.RESERVE && o.has(Status.FLEETING)
        && (c.type() == ObjectType.CHARACTER || c.type() == ObjectType.PERMANENT);
    if (fleetingToReserve) {
      to = ZoneKind.DISCARD; // 2.4.7.d
    }
    Snapshot before = snapshot(o);
    Place from = placeOf(o);
    boolean leavesExpeditionZone = o.zone == ZoneKind.EXPEDITION && to != ZoneKind.EXPEDITION;
    int newId = 0;
    Place dest;
    if (to == ZoneKind.EXPEDITION) {
      dest = Place.expedition(toPlayer, side.orElse(Side.HERO));
    } else {
      dest = Place.of(to, to.shared() ? -1 : toPlayer);
    }
    s.objects.remove(o.id);
    if (o.zone == ZoneKind.DECK) {
      s.player(o.zonePlayer).deck.remove(Integer.valueOf(o.id));
    }
    if (o.isToken() && (leavesExpeditionZone || o.zone != ZoneKind.EXPEDITION)) {
      // 2.1.e: a token leaving the Expedition zone ceases to exist instead of joining its new zone
    } else {
      GameObject n = new GameObject();
      n.id = s.newId(); // 2.1.d, 2.2.16.b
      n.cardRef = o.cardRef;
      n.token = o.token;
      n.owner = o.owner;
      n.controller = to == ZoneKind.EXPEDITION ? toPlayer : (to.shared() ? o.controller : toPlayer);
      n.zone = to;
      n.zonePlayer = to.shared() ? -1 : toPlayer;
      n.side = to == ZoneKind.EXPEDITION ? side.orElse(Side.HERO) : null;
      if (o.zone == ZoneKind.LIMBO && (to == ZoneKind.EXPEDITION || to == ZoneKind.LANDMARK)) {
        n.playedFrom = o.playedFrom; // "If played from your hand, it ...": the card just played, now in play (5.2)
      }
      if (to.holdsStatuses()) {
        // 2.5.j / 2.5.k: counters survive moves from Reserve or Limbo, not from play, never to the Discard pile
        boolean keep = (o.zone == ZoneKind.RESERVE || o.zone == ZoneKind.LIMBO);
        if (keep) {
          n.counters.putAll(o.counters);
        } else if (o.zone == ZoneKind.EXPEDITION && to == ZoneKind.RESERVE && c.has(Keyword.SEASONED)
            && o.counter(GameObject.BOOST) > 0) {
          n.counters.put(GameObject.BOOST, o.counter(GameObject.BOOST)); // 7.4.6.b
        }
        if (m.exhausted()) {
          n.statuses.add(Status.EXHAUSTED);
        }
      }
      s.objects.put(n.id, n);
      if (to == ZoneKind.DECK) {
        List<Integer> deck = s.player(toPlayer).deck;
        if (m.deckBottom()) {
          deck.add(n.id);
        } else {
          deck.add(0, n.id);
        }
      }
      newId = n.id;
      s.successors.put(o.id, n.id);
    }
    boolean played = o.zone == ZoneKind.LIMBO && m.cause() == Cause.RESOLVE;
    emit(new Event.Moved(stepNumber, o.id, newId, Optional.ofNullable(o.cardRef), o.owner, from, dest, m.cause(),
        m.actor(), played, Optional.ofNullable(played ? o.playedFrom : null), before));
    return newId;
  }

  /** Builds a move of an object to a zone of its owner (or, for the Expedition zone, of {@code player}). */
  public Move moveTo(int objectId, ZoneKind zone, Cause cause, int actor) {
    GameObject o = s.objects.get(objectId);
    int owner = o == null ? 0 : o.owner;
    boolean exhausted = zone == ZoneKind.MANA; // 3.2.9.b
    return new Move(objectId, zone, owner, Optional.empty(), false, exhausted, cause, actor);
  }

  public boolean discard(Collection<Integer> ids, int actor) {
    return move(ids.stream().map(id -> moveTo(id, ZoneKind.DISCARD, Cause.DISCARD, actor)).toList());
  }

  /** 7.3.31: discard objects in play their controller controls; still a sacrifice if modified (7.3.31.b). */
  public boolean sacrifice(Collection<Integer> ids, int actor) {
    return move(ids.stream().map(id -> moveTo(id, ZoneKind.DISCARD, Cause.SACRIFICE, actor)).toList());
  }

  /** Put / return / send (7.3.24, 7.3.27, 7.3.32). */
  public boolean send(Collection<Integer> ids, ZoneKind zone, int actor) {
    return move(ids.stream().map(id -> moveTo(id, zone, Cause.EFFECT, actor)).toList());
  }

  /** To the top (or bottom) of its owner's Deck. */
  public boolean sendToDeck(int id, boolean bottom, int actor) {
    Move m = moveTo(id, ZoneKind.DECK, Cause.EFFECT, actor);
    return move(List.of(new Move(m.objectId(), m.to(), m.toPlayer(), m.side(), bottom, false, m.cause(), actor)));
  }

  /**
   * Moves a card of a Deck to a position, 0 being the top ("Send target Character to the Xth position of its owner's
   * deck"): called right after the card was put on top; a Deck's order is not an event.
   */
  public void placeInDeck(int id, int index) {
    GameObject o = s.objects.get(id);
    if (o == null || o.zone != ZoneKind.DECK) {
      return;
    }
    List<Integer> deck = s.player(o.zonePlayer).deck;
    deck.remove(Integer.valueOf(id));
    deck.add(Math.max(0, Math.min(index, deck.size())), id);
  }

  /** Into a player's Expedition (e.g. "put it in your Expeditions"). */
  public boolean putInExpedition(int id, ExpeditionRef e, int actor) {
    return move(List.of(new Move(id, ZoneKind.EXPEDITION, e.player(), Optional.of(e.side()), false, false,
        Cause.EFFECT, actor)));
  }

  /** 3.2.9.b: face-down and exhausted unless specified otherwise. */
  public boolean putInMana(Collection<Integer> ids, boolean exhausted, Cause cause, int actor) {
    return move(ids.stream().map(id -> {
      Move m = moveTo(id, ZoneKind.MANA, cause, actor);
      return new Move(id, ZoneKind.MANA, m.toPlayer(), Optional.empty(), false, exhausted, cause, actor);
    }).toList());
  }

  /** 3.2.2.d: if the Deck runs out, the Discard pile is shuffled under it as part of the step. */
  private boolean ensureDeck(int player, int needed) {
    PlayerState p = s.player(player);
    if (p.deck.size() >= needed) {
      return true;
    }
    List<GameObject> discard = s.in(ZoneKind.DISCARD, player).toList();
    if (!discard.isEmpty()) {
      List<Integer> order = new ArrayList<>(discard.stream().map(o -> o.id).toList());
      s.prng.shuffle(order);
      for (int id : order) {
        moveOne(s.objects.get(id), new Move(id, ZoneKind.DECK, player, Optional.empty(), true, false, Cause.EFFECT,
            player));
      }
      emit(new Event.Shuffled(stepNumber, player, "discard pile under deck"));
    }
    return p.deck.size() >= needed;
  }

  /**
   * 7.3.9: draws the top cards of the Deck, one atomic action each. A draw past the cards of the Deck and the Discard
   * pile does nothing (3.2.2.e; an event on nothing, 1.2.7.d), so those are not performed at all, unless a
   * replacement effect could still apply to them: "draw 999 cards" costs what the deck holds, not 999 steps.
   */
  public void draw(int player, int count) {
    AtomicAction.Draw draw = new AtomicAction.Draw(player, false);
    perform(Collections.nCopies(possibleDraws(draw, count), draw));
  }

  /** 4.2.1.d: the Draw daily effect, which modifiers may single out. */
  void dailyDraw(int player, int count) {
    AtomicAction.Draw draw = new AtomicAction.Draw(player, true);
    perform(Collections.nCopies(possibleDraws(draw, count), draw));
  }

  private int possibleDraws(AtomicAction.Draw draw, int count) {
    PlayerState p = s.player(draw.player());
    long cards = (long) p.deck.size() + s.in(ZoneKind.DISCARD, draw.player()).count();
    if (count <= cards || !replacementsFor(draw).isEmpty()
        || !stepReplacementsFor(List.of(draw)).isEmpty()) {
      return Math.max(0, count);
    }
    return (int) cards;
  }

  private void drawOne(int player) {
    if (!ensureDeck(player, 1)) {
      return; // 3.2.2.e
    }
    int top = s.player(player).deck.get(0);
    moveOne(s.objects.get(top), new Move(top, ZoneKind.HAND, player, Optional.empty(), false, false, Cause.DRAW,
        player));
  }

  /** 7.3.26: the top card of the Deck to Reserve (the Discard pile is shuffled in first if needed). */
  public void resupply(int player) {
    perform(List.of(new AtomicAction.Resupply(player, false)));
  }

  /** 7.3.13: Resupply, then exhaust the resupplied card; modifiers of Resupply apply (7.3.13 remark). */
  public void exhaustedResupply(int player) {
    perform(List.of(new AtomicAction.Resupply(player, true)));
  }

  private int resupplyOne(AtomicAction.Resupply r) {
    if (!ensureDeck(r.player(), 1)) {
      return 0; // 7.3.26.b
    }
    int top = s.player(r.player()).deck.get(0);
    int id = moveOne(s.objects.get(top), new Move(top, ZoneKind.RESERVE, r.player(), Optional.empty(), false, false,
        Cause.RESUPPLY, r.player()));
    if (r.exhausted() && id != 0) {
      gainStatusOne(id, Status.EXHAUSTED);
    }
    return id;
  }

  /** 7.3.11: each object goes to the other's zone; nothing happens if either cannot be determined (7.3.11.b). */
  public void exchange(int a, int b, int actor) {
    GameObject x = s.objects.get(a);
    GameObject y = s.objects.get(b);
    if (x == null || y == null) {
      return;
    }
    Move mx = new Move(a, y.zone, y.zone == ZoneKind.EXPEDITION ? y.controller : y.zonePlayer,
        Optional.ofNullable(y.side), false, false, Cause.EXCHANGE, actor);
    Move my = new Move(b, x.zone, x.zone == ZoneKind.EXPEDITION ? x.controller : x.zonePlayer,
        Optional.ofNullable(x.side), false, false, Cause.EXCHANGE, actor);
    performMoves(List.of(mx, my), Map.of());
  }

  // ---------------------------------------------------------------- tokens

  /** 7.3.5: creates tokens, one atomic action each, in the given Expeditions (one per token). */
  public List<Integer> createTokens(int controller, TokenSpec spec, List<ExpeditionRef> where) {
    List<Integer> ids = new ArrayList<>();
    beginStep();
    try {
      for (ExpeditionRef e : where) {
        GameObject t = new GameObject();
        t.id = s.newId();
        t.token = spec;
        t.owner = controller; // 1.1.7.b: the owner of a token is the player who created it
        t.controller = e.player();
        t.zone = ZoneKind.EXPEDITION;
        t.side = e.side();
        s.objects.put(t.id, t);
        ids.add(t.id);
        emit(new Event.TokenCreated(stepNumber, t.id, spec.name(), Place.expedition(e.player(), e.side()),
            e.player()));
      }
    } finally {
      endStep();
    }
    return ids;
  }

  /**
   * 7.3.5.b, 2.2.11.e: the token an effect creates, completed from the set's token card of its name (1.1.7.b): what
   * the effect prints wins (its statistics, 2.2.11.e; its sub-types, 2.2.2.j); what it leaves out (a name printed
   * alone, "[Manaseed] token") comes from the card. No card: the token as printed.
   */
  public TokenSpec defineToken(TokenSpec printed, boolean statisticsPrinted) {
    Optional<CardDefinition> def = catalog.tokenNamed(printed.name());
    if (def.isEmpty()) {
      return printed;
    }
    CardDefinition d = def.get();
    int f = printed.forest();
    int m = printed.mountain();
    int w = printed.water();
    if (!statisticsPrinted) {
      f = d.stats().map(x -> x.forest()).orElse(0);
      m = d.stats().map(x -> x.mountain()).orElse(0);
      w = d.stats().map(x -> x.water()).orElse(0);
    }
    List<String> subtypes = printed.subtypes().isEmpty() ? d.subtypes() : printed.subtypes();
    return new TokenSpec(d.name(), f, m, w, subtypes, printed.abilityKey());
  }

  /**
   * 7.3.5, 3.2.7: creates tokens in Landmark zones, one atomic action each, one per player listed: a Landmark Permanent
   * token (Manaseed, Aerolith) "in [player's] Landmarks". Its controller is that player; its owner is the player who
   * created it (1.1.7.b).
   */
  public List<Integer> createLandmarkTokens(int creator, TokenSpec spec, List<Integer> players) {
    List<Integer> ids = new ArrayList<>();
    beginStep();
    try {
      for (int player : players) {
        GameObject t = new GameObject();
        t.id = s.newId();
        t.token = spec;
        t.owner = creator; // 1.1.7.b
        t.controller = player;
        t.zone = ZoneKind.LANDMARK;
        t.zonePlayer = player;
        s.objects.put(t.id, t);
        ids.add(t.id);
        emit(new Event.TokenCreated(stepNumber, t.id, spec.name(), Place.of(ZoneKind.LANDMARK, player), player));
      }
    } finally {
      endStep();
    }
    return ids;
  }

  // ---------------------------------------------------------------- statuses and counters

  private boolean mayGainAgain(GameObject target, Status status) {
    for (ActiveRule r : effectiveRules()) {
      if (r.rule().allowsGainingAgain(this, r.source(), target, status)) {
        return true;
      }
    }
    return false;
  }

  /** 7.3.15: gain a status; an object that has it cannot gain it again (2.4.1.f) unless allowed (2.4.1.g). */
  public void gainStatus(Collection<Integer> ids, Status status) {
    if (status == Status.BOOSTED || status == Status.ASCENDED) {
      throw new IllegalArgumentException(status + " is not gained directly (2.4.5.b, 7.3.3)");
    }
    perform(ids.stream().map(id -> new AtomicAction.GainStatus(id, status)).toList());
  }

  private void gainStatusOne(int id, Status status) {
    GameObject o = s.objects.get(id);
    if (o == null || !o.zone.holdsStatuses()) {
      return; // 2.4.1.c
    }
    if (status == Status.FLEETING && o.zone == ZoneKind.LANDMARK) {
      return; // 2.4.7.b remark: Landmark Permanents cannot have Fleeting
    }
    if (o.statuses.contains(status)) {
      if (mayGainAgain(o, status)) {
        emit(new Event.StatusChanged(stepNumber, id, status, true, false));
      }
      return;
    }
    o.statuses.add(status);
    emit(new Event.StatusChanged(stepNumber, id, status, true, true));
  }

  /** 7.3.19: an object without the status cannot lose it. */
  public void loseStatus(Collection<Integer> ids, Status status) {
    perform(ids.stream().map(id -> new AtomicAction.LoseStatus(id, status)).toList());
  }

  private void loseStatusOne(int id, Status status) {
    GameObject o = s.objects.get(id);
    if (o == null || !o.statuses.contains(status)) {
      return;
    }
    o.statuses.remove(status);
    emit(new Event.StatusChanged(stepNumber, id, status, false, true));
  }

  /** 7.3.12: exhausting an exhausted object is impossible (7.3.15.b). */
  public void exhaust(Collection<Integer> ids) {
    gainStatus(ids, Status.EXHAUSTED);
  }

  /** 7.3.25. */
  public void ready(Collection<Integer> ids) {
    loseStatus(ids, Status.EXHAUSTED);
  }

  private void changeCounters(GameObject o, String name, int delta) {
    int total = Math.max(0, o.counter(name) + delta);
    int actual = total - o.counter(name);
    if (actual == 0 && delta != 0) {
      return;
    }
    if (total == 0) {
      o.counters.remove(name);
    } else {
      o.counters.put(name, total);
    }
    emit(new Event.CountersChanged(stepNumber, o.id, name, actual, total));
  }

  /** 7.3.14 (and 7.3.16 give boosts): objects in Discard pile, Deck or Hand cannot gain counters (2.5.b). */
  public void gainCounters(Collection<Integer> ids, String name, int count) {
    if (count > 0) {
      perform(ids.stream().map(id -> new AtomicAction.GainCounters(id, name, count)).toList());
    }
  }

  public void gainBoosts(Collection<Integer> ids, int count) {
    gainCounters(ids, GameObject.BOOST, count);
  }

  /** 2.5.g: removes up to {@code count} counters. */
  public void removeCounters(Collection<Integer> ids, String name, int count) {
    perform(ids.stream().map(id -> new AtomicAction.RemoveCounters(id, name, count)).toList());
  }

  /** 7.3.33: spends counters; impossible with fewer than {@code count} (7.3.33.b). */
  public boolean spendCounters(int id, String name, int count) {
    GameObject o = s.objects.get(id);
    if (o == null || o.counter(name) < count) {
      return false;
    }
    beginStep();
    try {
      changeCounters(o, name, -count);
    } finally {
      endStep();
    }
    return true;
  }

  /** 7.3.8: gains as many as it has; doubling 0 counters is impossible. */
  public void doubleCounters(int id, String name) {
    GameObject o = s.objects.get(id);
    if (o != null && o.counter(name) > 0) {
      gainCounters(List.of(id), name, o.counter(name));
    }
  }

  /** 7.3.4: one more of a counter it already has. */
  public void augment(int id, String name) {
    GameObject o = s.objects.get(id);
    if (o != null && o.counter(name) > 0) {
      int before = o.counter(name);
      beginStep();
      try {
        gainCounters(List.of(id), name, 1);
        if (s.objects.containsKey(id) && s.objects.get(id).counter(name) > before) { // not if a modifier prevented it
          emit(new Event.Augmented(stepNumber, id, name));
        }
      } finally {
        endStep();
      }
    }
  }

  /** 7.3.10: the one with more boosts loses the difference, the other gains it, simultaneously. */
  public void exchangeBoosts(int a, int b) {
    GameObject x = s.objects.get(a);
    GameObject y = s.objects.get(b);
    if (x == null || y == null) {
      return;
    }
    int diff = x.counter(GameObject.BOOST) - y.counter(GameObject.BOOST);
    if (diff == 0) {
      return; // 7.3.10.b
    }
    int more = diff > 0 ? a : b;
    int less = diff > 0 ? b : a;
    perform(List.of(new AtomicAction.RemoveCounters(more, GameObject.BOOST, Math.abs(diff)),
        new AtomicAction.GainCounters(less, GameObject.BOOST, Math.abs(diff))));
  }

  // ---------------------------------------------------------------- Expeditions

  /** Whether a rule or passive forbids an Expedition from moving forward (1.4.1). */
  public boolean forbiddenToMoveForward(ExpeditionRef e) {
    return forbiddenToMoveForward(e, List.of());
  }

  /** The same, moving due to these terrains ("can't move forward during Dusk except due to {O}"). */
  public boolean forbiddenToMoveForward(ExpeditionRef e, List<Terrain> dueTo) {
    for (ActiveRule r : effectiveRules()) {
      if (r.rule().forbidsMovingForward(this, r.source(), e, dueTo)) {
        return true;
      }
    }
    return false;
  }

  /** 7.3.22: moves Expeditions forward {@code regions} regions, simultaneously. */
  public void moveForward(List<ExpeditionRef> expeditions, int regions) {
    perform(expeditions.stream().map(e -> new AtomicAction.Advance(e, regions, false, List.of(), false)).toList());
  }

  /** 4.2.4.i: the Expeditions that did not move forward during Progress, in one step. */
  void failedToMoveForward(List<ExpeditionRef> expeditions) {
    if (expeditions.isEmpty() || s.tiebreakers) {
      return;
    }
    beginStep();
    try {
      for (ExpeditionRef e : expeditions) {
        emit(new Event.FailedToMoveForward(stepNumber, e));
      }
    } finally {
      endStep();
    }
  }

  void progress(Map<ExpeditionRef, List<Terrain>> winners, Set<ExpeditionRef> byTie) {
    List<AtomicAction> moves = new ArrayList<>();
    winners.forEach((e, due) -> moves.add(new AtomicAction.Advance(e, 1, true, due, byTie.contains(e))));
    perform(moves);
  }

  private void advanceOne(AtomicAction.Advance a) {
    ExpeditionRef e = a.expedition();
    if (s.tiebreakers || forbiddenToMoveForward(e, a.dueTo())) {
      return; // 7.3.22.e, 4.3.d; 1.4.1
    }
    if (s.phase == Phase.DUSK && inExpedition(e).stream().anyMatch(o -> hasKeyword(o, Keyword.DEFENDER))
        && !defenderIgnored(e)) {
      return; // 7.4.2.b-c: whatever the reason, during Dusk
    }
    PlayerState p = s.player(e.player());
    int from = p.position(e.side());
    int dir = e.side() == Side.HERO ? 1 : -1;
    int end = e.side() == Side.HERO ? 7 : 0;
    int to = from;
    for (int i = 0; i < a.regions() && to != end; i++) { // 7.3.22.c-d
      to += dir;
    }
    if (to == from) {
      return;
    }
    for (int r = Math.min(from, to); r <= Math.max(from, to); r++) {
      reveal(r); // 7.3.22.b
    }
    p.setPosition(e.side(), to);
    p.setMovedToday(e.side(), true);
    emit(new Event.ExpeditionMoved(stepNumber, e, from, to, true, a.progress(), a.dueTo(), a.dueToAscend()));
  }

  private void reveal(int region) {
    if (region <= 0 || region >= 7 || s.regions.get(region).faceUp) {
      return;
    }
    int first = region % 2 == 1 ? region : region - 1; // a Tumult card holds two regions
    for (int r = first; r <= first + 1; r++) {
      s.regions.get(r).faceUp = true;
      emit(new Event.RegionRevealed(stepNumber, r, List.copyOf(s.regions.get(r).printed)));
    }
  }

  /** 7.3.21: back toward the region of origin; nothing past it (7.3.21.b-c) or in the Arena (7.3.21.d). */
  public void moveBackward(List<ExpeditionRef> expeditions, int regions) {
    if (s.tiebreakers) {
      return;
    }
    beginStep();
    try {
      for (ExpeditionRef e : expeditions) {
        PlayerState p = s.player(e.player());
        int from = p.position(e.side());
        int origin = e.side() == Side.HERO ? 0 : 7;
        int dir = e.side() == Side.HERO ? -1 : 1;
        int to = from;
        for (int i = 0; i < regions && to != origin; i++) {
          to += dir;
        }
        if (to != from) {
          p.setPosition(e.side(), to);
          emit(new Event.ExpeditionMoved(stepNumber, e, from, to, false, false, List.of(), false));
        }
      }
    } finally {
      endStep();
    }
  }

  /** 7.3.3: the Expedition gains Ascended, as an atomic action modifiers see (7.5.3.a: also when it has it). */
  public void ascend(ExpeditionRef e) {
    perform(List.of(new AtomicAction.Ascend(e)));
  }

  private void ascendOne(ExpeditionRef e) {
    PlayerState p = s.player(e.player());
    if (p.ascended(e.side())) {
      return; // 2.4.1.f
    }
    p.setAscended(e.side(), true);
    emit(new Event.ExpeditionStatusChanged(stepNumber, e, Status.ASCENDED, true));
  }

  void loseAscended() {
    beginStep();
    try {
      for (PlayerState p : s.players) {
        for (Side side : Side.values()) {
          if (p.ascended(side)) {
            p.setAscended(side, false);
            emit(new Event.ExpeditionStatusChanged(stepNumber, new ExpeditionRef(p.index, side), Status.ASCENDED,
                false));
          }
        }
      }
    } finally {
      endStep();
    }
  }

  /** 7.3.34: to the other Expedition of the same player; leaves and joins Expeditions, not the zone. */
  public void switchExpeditions(Collection<Integer> ids) {
    beginStep();
    try {
      for (int id : ids) {
        GameObject o = s.objects.get(id);
        if (o == null || o.zone != ZoneKind.EXPEDITION) {
          continue;
        }
        ExpeditionRef from = new ExpeditionRef(o.controller, o.side);
        o.side = o.side.other();
        if (hasKeyword(o, Keyword.GIGANTIC)) {
          continue; // 7.4.4.n: only its card switches; the Character neither leaves nor joins an Expedition
        }
        emit(new Event.ExpeditionSwitched(stepNumber, id, from, from.otherOfSamePlayer(), false));
      }
    } finally {
      endStep();
    }
  }

  /**
   * 7.3.6: to the Expedition facing it (the card itself for a Gigantic Character, 7.4.4.i), in one step, as atomic
   * actions modifiers see ("If I would [Defect], ... instead", "can't [Defect]").
   */
  public void defect(Collection<Integer> ids) {
    perform(ids.stream().map(AtomicAction.Defect::new).toList());
  }

  private void defectOne(int id) {
    GameObject o = s.objects.get(id);
    if (o == null || o.zone != ZoneKind.EXPEDITION) {
      return;
    }
    ExpeditionRef from = new ExpeditionRef(o.controller, o.side);
    o.controller = 1 - o.controller;
    emit(new Event.ExpeditionSwitched(stepNumber, id, from, from.facing(), true));
  }

  // ---------------------------------------------------------------- dice, costs, reveal

  /**
   * 7.3.28: rolls a fair six-sided die; the result is then {@link #lastDieRoll}. A modifier may make it several dice
   * of which the player keeps one (7.3.28.c): that choice is a pushed frame, so read the result after returning
   * {@link Flow#next()}.
   */
  /** 3.2.1.d: a new Terrain Marker of these terrains on each region. */
  public void placeTerrainMarkers(Collection<Integer> regions, EnumSet<Terrain> terrains) {
    beginStep();
    try {
      for (int region : regions) {
        TerrainMarker m = TerrainMarker.of(s.newId(), terrains, region, -1);
        s.markers.add(m);
        emit(new Event.TerrainMarkerPlaced(stepNumber, m.id, -1, region, List.copyOf(terrains)));
      }
    } finally {
      endStep();
    }
  }

  /**
   * 7.3.20: a marker moved, or placed by the Hero holding it, becomes a new object with a new timestamp, even in the
   * region it was already in (7.3.20.a-b).
   */
  public void moveTerrainMarkers(Collection<Integer> markers, int region) {
    beginStep();
    try {
      for (int id : markers) {
        s.markers.stream().filter(m -> m.id == id).findFirst().ifPresent(m -> {
          s.markers.remove(m);
          TerrainMarker moved = TerrainMarker.of(s.newId(), m.terrains, region, m.holder);
          s.markers.add(moved);
          emit(new Event.TerrainMarkerPlaced(stepNumber, moved.id, id, region, List.copyOf(m.terrains)));
        });
      }
    } finally {
      endStep();
    }
  }

  public List<TerrainMarker> terrainMarkers() {
    return Collections.unmodifiableList(s.markers);
  }

  public void rollDie(int player) {
    perform(List.of(new AtomicAction.RollDie(player, 1, 0)));
  }

  /** The result of the player's last die roll (0 before any). */
  public int lastDieRoll(int player) {
    return s.player(player).lastDieRoll;
  }

  private void rollOne(AtomicAction.RollDie r) {
    List<Integer> values = new ArrayList<>();
    for (int i = 0; i < Math.max(1, r.dice()); i++) {
      int value = 1 + s.prng.nextInt(6);
      values.add(value);
      emit(new Event.DieRolled(stepNumber, r.player(), value));
    }
    if (values.size() == 1) {
      s.player(r.player()).lastDieRoll = values.get(0) + r.bonus();
    } else {
      push(new Procedures.KeepDieFrame(r.player(), values, r.bonus()));
    }
  }

  public void reveal(int player, List<Integer> ids) {
    List<String> cards = ids.stream().map(id -> object(id).map(this::name).orElse("?")).toList();
    single(n -> new Event.Revealed(n, player, ids, cards));
  }

  /**
   * Pays a cost in one step (6.4.a): exhausts {@code mana} ready Mana Orbs (1.2.5.e) and performs the other parts
   * given. Returns false, changing nothing, if the mana cannot be paid in full (1.2.5.c).
   */
  public boolean payCost(int player, int mana, String what, Runnable otherParts) {
    List<GameObject> orbs = readyManaOrbs(player);
    if (orbs.size() < mana) {
      return false;
    }
    beginStep();
    try {
      List<Integer> used = new ArrayList<>();
      for (int i = 0; i < mana; i++) {
        GameObject orb = orbs.get(i);
        orb.statuses.add(Status.EXHAUSTED);
        used.add(orb.id);
        emit(new Event.StatusChanged(stepNumber, orb.id, Status.EXHAUSTED, true, true));
      }
      otherParts.run();
      emit(new Event.CostPaid(stepNumber, player, mana, used, what));
    } finally {
      endStep();
    }
    return true;
  }

  // ---------------------------------------------------------------- requests for effect frames

  /**
   * 6.5.b: a request to choose targets among objects matching {@code filter}. Opponents' objects with Tough X cost X
   * each (7.4.7.c), except those this effect already paid for (7.4.7.f).
   */
  public DecisionRequest targets(int controller, String prompt, Predicate<GameObject> filter, int min, int max,
      Collection<Integer> toughPaid) {
    List<Candidate> candidates = new ArrayList<>();
    for (GameObject o : s.objects.values()) {
      if (!o.zone.visible() || o.isEmblem() || !filter.test(o)) {
        continue;
      }
      int extra = o.controller != controller && controls(o.controller, o) && !toughPaid.contains(o.id) ? tough(o) : 0;
      candidates.add(new Candidate(o.id, describe(o), extra));
    }
    // 6.5.b: without enough targets, the action does less. 7.4.7.d: a player is never forced to pay Tough, so only
    // the targets that cost nothing count toward the targets required; Tough ones may still be chosen.
    int budget = availableMana(controller);
    int free = (int) candidates.stream().filter(c -> c.extraCost() == 0).count();
    int lower = Math.min(min, free);
    return new DecisionRequest(controller, DecisionKind.TARGET, prompt, candidates, lower, max, budget, List.of());
  }

  /** A non-target choice among objects or cards matching {@code filter}. */
  public DecisionRequest choice(int player, DecisionKind kind, String prompt, Predicate<GameObject> filter, int min,
      int max) {
    List<Candidate> candidates = s.all().filter(o -> !o.isEmblem() && filter.test(o))
        .map(o -> Candidate.of(o.id, describe(o))).toList();
    return DecisionRequest.choose(player, kind, prompt, candidates, Math.min(min, candidates.size()),
        Math.min(max, candidates.size()));
  }

  /** A choice of one of a player's Expeditions, or of any listed. */
  public DecisionRequest expeditionChoice(int player, String prompt, List<ExpeditionRef> options) {
    List<Candidate> candidates = options.stream().map(e -> Candidate.of(e.code(), e.toString())).toList();
    return DecisionRequest.choose(player, DecisionKind.EXPEDITION, prompt, candidates, 1, 1);
  }

  /** Pays the Tough costs of chosen targets as one cost (7.4.7), recording them as paid for this effect. */
  public void payTough(int controller, Collection<Integer> targets, List<Integer> toughPaid) {
    int total = 0;
    List<Integer> newly = new ArrayList<>();
    for (int id : targets) {
      GameObject o = s.objects.get(id);
      if (o != null && o.controller != controller && controls(o.controller, o) && !toughPaid.contains(id)
          && tough(o) > 0) {
        total += tough(o);
        newly.add(id);
      }
    }
    if (total > 0) {
      if (!payCost(controller, total, "Tough " + newly, () -> {})) {
        throw new IllegalStateException("Tough cost " + total + " could not be paid");
      }
      toughPaid.addAll(newly);
    }
  }

  // ---------------------------------------------------------------- playing (used by frames and effects)

  static final String PLAY_EFFECT = "#play";

  private static ReactionAbility playEffectReaction(String id, PlayEffect effect) {
    return new ReactionAbility() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public Trigger trigger() {
        return Triggers.when(false, (self, e) -> false); // created by 5.2.c, never by an event
      }

      @Override
      public Effect effect() {
        return effect.effect();
      }
    };
  }

  /**
   * 5.2.c: while a card other than a Spell resolves, each passive saying that the card being played gains or
   * loses something creates an Emblem-Reaction bound to it ("it"). Returns the sources that applied.
   */
  List<Integer> createPlayEffectReactions(GameObject cardInLimbo, int player, int enteredId) {
    List<Integer> sources = new ArrayList<>();
    for (GameObject o : active()) {
      for (Ability a : workingAbilities(o)) {
        if (a instanceof PassiveAbility p) {
          List<PlayEffect> effects = p.playEffects();
          for (int i = 0; i < effects.size(); i++) {
            if (effects.get(i).appliesTo(this, o, cardInLimbo, player)) {
              String id = a.id() + PLAY_EFFECT + i;
              ability(id);
              GameObject emblem = new GameObject();
              emblem.id = s.newId();
              emblem.controller = player;
              emblem.owner = player;
              emblem.zone = ZoneKind.LIMBO;
              emblem.emblem = new EmblemInfo(EmblemInfo.Kind.REACTION, id, o.id, Map.of("it", enteredId),
                  Optional.empty(), false);
              s.objects.put(emblem.id, emblem);
              emit(new Event.ReactionActivated(stepNumber, emblem.id, o.id, id, player));
              sources.add(o.id);
            }
          }
        }
      }
    }
    return sources;
  }

  /** Ends the "next card" Emblem-Ongoing among these sources (they have applied to a played card). */
  void consumeOnce(Collection<Integer> sources) {
    for (int id : sources) {
      GameObject o = s.objects.get(id);
      if (o != null && o.isEmblem() && o.emblem.once()) {
        endEmblem(id);
      }
    }
  }

  /**
   * 7.3.23 / 5.2.b / 7.3.29: plays a card during an effect, immediately: for free, or for its cost minus
   * {@code discount} ("play a Character for 5 less"). Reactions are not checked until the whole effect has resolved
   * (4.4.a remark). Pushes the playing process; the caller must return {@link Flow#next()}. If the cost cannot be
   * paid nothing happens (6.4.d). Whether the card was played ("if you did", 7.3.29.b): {@code follow(objectId)}
   * is then another object.
   */
  public void playCard(int player, int objectId, Optional<ExpeditionRef> expedition, boolean free, int discount) {
    PlayCardFrame frame = new PlayCardFrame(player, objectId, expedition, false, free);
    frame.discount = discount;
    frame.named = true; // 5.2.a: the effect names the card, wherever it is (a Hand or a Reserve)
    push(frame);
  }

  /** The cards a player could play now from Hand or Reserve, for free or with a discount (for Rush and the like). */
  public List<GameObject> playableCards(int player, boolean free, int discount) {
    List<GameObject> result = new ArrayList<>();
    for (GameObject o : s.objects.values()) {
      if ((o.zone == ZoneKind.HAND || o.zone == ZoneKind.RESERVE) && o.zonePlayer == player) {
        Optional<Integer> cost = Playing.cost(this, player, o, false);
        if (cost.isPresent() && (free || Math.max(0, cost.get() - discount) <= availableMana(player))) {
          result.add(o);
        }
      }
    }
    return result;
  }

  /** The mana cost of playing a card (5.1.2.d-e), or empty if it cannot be played from where it is. */
  public Optional<Integer> playCost(int player, GameObject card, boolean scout) {
    return Playing.cost(this, player, card, scout);
  }

  /** Sources and their cost modifiers that may alter the cost of a card. */
  List<Object[]> costModifiers(GameObject card, int player, ZoneKind from) {
    return costModifiers(card, player, from, Optional.empty());
  }

  /** The same, for a card played in that Expedition. */
  List<Object[]> costModifiers(GameObject card, int player, ZoneKind from, Optional<ExpeditionRef> expedition) {
    List<Object[]> result = new ArrayList<>();
    for (GameObject o : s.objects.values()) {
      if (o.id != card.id && !(o.zone.inPlay() || o.zone == ZoneKind.HERO || o.zone == ZoneKind.RESERVE
          || o.zone == ZoneKind.LIMBO)) {
        continue;
      }
      List<Ability> abilities = o.id == card.id ? abilities(o) : workingAbilities(o);
      for (Ability a : abilities) {
        if (a instanceof PassiveAbility p) {
          for (CostModifier m : p.costModifiers()) {
            if (m.appliesTo(this, o, card, player, from, expedition)) {
              result.add(new Object[] {o, m});
            }
          }
        }
      }
    }
    return result;
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
