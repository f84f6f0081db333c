package dev.altered.vm;

import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.card.Language;
import dev.altered.ir.Opcode;
import dev.altered.ir.Program;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * Whether every ability of every card runs from its text: each card is parsed and compiled, then put into generated
 * game situations ({@link Position}): played from Hand and from Reserve (its quick actions activated when it is in
 * play), and, for a permanent or Hero, in play at the start of each phase (Morning, Noon, Dusk, Night) and during its
 * controller's turn, so that phase triggers fire, quick actions are activated and passives apply. The other choices
 * are made by a random agent.
 *
 * <p>A card <em>executed</em> when no situation raised an error, every program of its that started ran to its end,
 * every action step either produced an event or was legitimately impossible (6.5.f), and every one of its Spell
 * effects, quick actions and Reactions ran at least once (passives and keyword abilities are applied by the kernel
 * whenever the card is in play, so being in play without an error is their execution). A Reaction whose trigger none
 * of the situations produces ("when an opponent's Character is sacrificed") is reported as not exercised.
 */
public final class Coverage {
  /** At most this many decisions per situation: a situation is one turn or one phase start. */
  private static final int DECISIONS = 2_000;

  /** Ready Mana Orbs of each player: more than the highest cost (10). */
  private static final int MANA = 12;

  /** {@code stage}: parse, compile, execute or exercise (an ability the situations never ran). */
  public record Failure(String reference, String stage, String message) {}

  public record Report(int cards, int parsed, int compiled, int executed, List<Failure> failures) {
    public Report {
      failures = List.copyOf(failures);
    }
  }

  private final List<CardDefinition> cards;
  private final CardCatalog catalog;
  private final CompiledAbilities abilities;
  private final Recorder recorder = new Recorder();
  private final List<String> fillers;
  private final String hero;
  /** Abilities of the Hero and the other cards of the board. */
  private final Set<String> foreign = new HashSet<>();

  private Coverage(List<CardDefinition> cards, Language language) {
    this.cards = List.copyOf(cards);
    this.catalog = CardCatalog.of(cards);
    this.abilities = CompiledAbilities.compile(cards, new Interpreter(Interpreter.DEFAULT_BUDGET, recorder),
        language);
    // The other cards of the board: Characters without text where there are some, so that what happens is the card's.
    List<String> plain = cards.stream().filter(c -> c.type() == CardType.CHARACTER)
        .filter(c -> c.texts().values().stream().allMatch(t -> t.main().isEmpty() && t.support().isEmpty()))
        .map(CardDefinition::reference).sorted().toList();
    this.fillers = !plain.isEmpty() ? plain : cards.stream().filter(c -> c.type() == CardType.CHARACTER)
        .map(CardDefinition::reference).sorted().limit(8).toList();
    this.hero = cards.stream().filter(c -> c.type() == CardType.HERO)
        .filter(c -> c.texts().values().stream().allMatch(t -> t.main().isEmpty()))
        .map(CardDefinition::reference).sorted().findFirst()
        .orElseGet(() -> cards.stream().filter(c -> c.type() == CardType.HERO).map(CardDefinition::reference)
            .sorted().findFirst().orElse(""));
    for (String ref : fillers) {
      abilities.cardAbilities(ref).forEach(a -> foreign.add(a.id()));
    }
    abilities.cardAbilities(hero).forEach(a -> foreign.add(a.id()));
  }

  /** Measures every card of {@code cards} (read in {@code language}). */
  public static Report measure(List<CardDefinition> cards, Language language) {
    return new Coverage(cards, language).run();
  }

  private Report run() {
    Map<String, List<CompiledAbilities.Problem>> problems = new LinkedHashMap<>();
    for (CompiledAbilities.Problem p : abilities.problems()) {
      problems.computeIfAbsent(p.reference(), k -> new ArrayList<>()).add(p);
    }
    int parsed = 0;
    int compiled = 0;
    int executed = 0;
    List<Failure> failures = new ArrayList<>();
    for (CardDefinition card : cards) {
      List<CompiledAbilities.Problem> own = problems.getOrDefault(card.reference(), List.of());
      Optional<CompiledAbilities.Problem> parse = own.stream()
          .filter(p -> p.stage() == CompiledAbilities.Problem.Stage.PARSE).findFirst();
      if (parse.isPresent()) {
        failures.add(new Failure(card.reference(), "parse", position(parse.get())));
        continue;
      }
      parsed++;
      Optional<CompiledAbilities.Problem> comp = own.stream().findFirst();
      if (comp.isPresent()) {
        failures.add(new Failure(card.reference(), "compile", position(comp.get())));
        continue;
      }
      compiled++;
      Optional<Failure> failure = execute(card);
      if (failure.isPresent()) {
        failures.add(failure.get());
      } else {
        executed++;
      }
    }
    return new Report(cards.size(), parsed, compiled, executed, failures);
  }

  private static String position(CompiledAbilities.Problem p) {
    return (p.support() ? "support " : "") + p.line() + ":" + p.column() + ": " + p.message();
  }

  private Optional<Failure> execute(CardDefinition card) {
    // The programs that must run at least once: effects, quick actions and Reactions (passives are applied).
    Map<String, Program> mustRun = new LinkedHashMap<>();
    for (CompiledAbilities.CardAbility a : abilities.cardAbilities(card.reference())) {
      a.program().filter(p -> p.kind() != Program.Kind.PASSIVE && p.kind() != Program.Kind.KEYWORDS)
          .ifPresent(p -> mustRun.put(a.id(), p));
    }
    recorder.reset();
    Set<String> ids = new HashSet<>(mustRun.keySet());
    long seed = card.reference().hashCode();
    List<Supplier<String>> situations = new ArrayList<>();
    boolean permanent = card.type() == CardType.CHARACTER || card.type() == CardType.PERMANENT
        || card.type() == CardType.LANDMARK_PERMANENT || card.type() == CardType.EXPEDITION_PERMANENT;
    if (card.type() != CardType.HERO && card.type() != CardType.TOKEN && card.type() != CardType.TOKEN_MANA) {
      situations.add(() -> situation(card, seed, ZoneKind.HAND, Optional.empty(), ids));
      situations.add(() -> situation(card, seed + 1, ZoneKind.RESERVE, Optional.empty(), ids));
      // Its support abilities (2.2.12.d), activated from Reserve without playing it.
      situations.add(() -> situation(card, seed + 9, ZoneKind.LIMBO, Optional.empty(), ids));
    }
    if (permanent || card.type() == CardType.HERO) {
      ZoneKind zone = card.type() == CardType.HERO ? ZoneKind.HERO
          : card.type() == CardType.CHARACTER || card.type() == CardType.EXPEDITION_PERMANENT ? ZoneKind.EXPEDITION
              : ZoneKind.LANDMARK;
      situations.add(() -> situation(card, seed + 2, zone, Optional.empty(), ids));
      long s = seed + 3;
      for (Phase phase : List.of(Phase.MORNING, Phase.NOON, Phase.DUSK, Phase.NIGHT)) {
        long phaseSeed = s++;
        situations.add(() -> situation(card, phaseSeed, zone, Optional.of(phase), ids));
      }
    }
    for (Supplier<String> situation : situations) {
      String error = situation.get();
      if (error != null) {
        return Optional.of(new Failure(card.reference(), "execute", error));
      }
    }
    // What the Hero and the other cards of the board ran is theirs, unless the card has the same ability.
    Set<String> own = new HashSet<>();
    abilities.cardAbilities(card.reference()).forEach(a -> own.add(a.id()));
    Optional<String> unfinished = recorder.unfinished().stream()
        .filter(id -> own.contains(id) || !foreign.contains(id)).findFirst();
    if (unfinished.isPresent()) {
      return Optional.of(new Failure(card.reference(), "execute", "program " + unfinished.get()
          + " started but did not run to its end"));
    }
    Optional<String> silent = recorder.silent().stream()
        .filter(step -> own.contains(step.split(" ")[0]) || !foreign.contains(step.split(" ")[0])).findFirst();
    if (silent.isPresent()) {
      return Optional.of(new Failure(card.reference(), "execute", "a step produced no event and was not impossible "
          + "(6.5.f): " + silent.get() + opAt(silent.get())));
    }
    for (Map.Entry<String, Program> p : mustRun.entrySet()) {
      if (!recorder.returned().contains(p.getKey())) {
        return Optional.of(new Failure(card.reference(), "exercise", "the " + p.getValue().kind().name()
            .toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " " + p.getKey()
            + " never ran in the generated situations"));
      }
    }
    return Optional.empty();
  }

  /** One situation; the error in words, or null. */
  private String situation(CardDefinition card, long seed, ZoneKind zone, Optional<Phase> phase, Set<String> ids) {
    Position pos = Position.empty(catalog, abilities, seed);
    int card0;
    if (!hero.isEmpty() && zone != ZoneKind.HERO) {
      pos.put(0, hero, ZoneKind.HERO, Optional.empty());
    }
    if (!hero.isEmpty()) {
      pos.put(1, hero, ZoneKind.HERO, Optional.empty());
    }
    boolean support = zone == ZoneKind.LIMBO; // marks the support situation: the card stays in Reserve
    card0 = pos.put(0, card.reference(), support ? ZoneKind.RESERVE : zone, Optional.of(Side.HERO));
    for (int player = 0; player < 2; player++) {
      pos.mana(player, MANA, filler(player));
      for (int i = 0; i < 2; i++) {
        pos.put(player, filler(player * 7 + i + 1), ZoneKind.EXPEDITION, Optional.of(i == 0 ? Side.HERO
            : Side.COMPANION));
        pos.put(player, filler(player * 5 + i + 3), ZoneKind.RESERVE, Optional.empty());
        pos.put(player, filler(player * 3 + i + 5), ZoneKind.HAND, Optional.empty());
      }
      for (int i = 0; i < 10; i++) {
        pos.put(player, filler(i + player), ZoneKind.DECK, Optional.empty());
      }
    }
    RandomAgent random = new RandomAgent(seed * 31 + 7);
    Set<String> activated = new HashSet<>();
    int otherActions = 0;
    boolean[] played = {support || zone != ZoneKind.HAND && zone != ZoneKind.RESERVE};
    try {
      Game game = phase.isPresent() ? pos.startPhase(phase.get()) : pos.startTurn(0);
      Optional<DecisionRequest> request = game.pending();
      int decisions = 0;
      while (request.isPresent() && !game.ended()) {
        if (++decisions > DECISIONS) {
          return "runaway: more than " + DECISIONS + " decisions in one situation (" + what(zone, phase) + ")";
        }
        DecisionRequest r = request.get();
        Answer answer;
        if (r.kind() == DecisionKind.TURN && r.player() == 0) {
          answer = turn(r, card0, ids, activated, played);
          if (answer instanceof Answer.Declare d && d.declaration().kind() == Declaration.Kind.PASS
              && otherActions++ < 4) {
            // A few more actions of the player (other cards played) fire "when you play ..." Reactions.
            answer = random.decide(game, r);
          }
        } else {
          answer = random.decide(game, r);
        }
        request = game.decide(answer);
      }
      if (!played[0]) {
        return "could not be played from " + zone.name().toLowerCase(java.util.Locale.ROOT)
            + " with " + MANA + " ready Mana Orbs";
      }
      return null;
    } catch (RuntimeException e) {
      return what(zone, phase) + ": " + e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

  /** Player 0 plays the card, then activates each of its quick actions once, then passes. */
  private static Answer turn(DecisionRequest r, int card, Set<String> ids, Set<String> activated, boolean[] played) {
    if (!played[0]) {
      for (Declaration d : r.declarations()) {
        if (d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card) {
          played[0] = true;
          return Answer.declare(d);
        }
      }
    }
    for (Declaration d : r.declarations()) {
      if (d.kind() == Declaration.Kind.QUICK_ACTION && d.abilityId().filter(ids::contains).isPresent()
          && activated.add(d.abilityId().get() + "@" + d.objectId())) {
        return Answer.declare(d);
      }
    }
    return Answer.declare(Declaration.pass());
  }

  private static String what(ZoneKind zone, Optional<Phase> phase) {
    String where = switch (zone) {
      case HAND -> "played from Hand";
      case RESERVE -> "played from Reserve";
      case LIMBO -> "its support abilities in Reserve";
      default -> "in " + zone.name().toLowerCase(java.util.Locale.ROOT);
    };
    return where + phase.map(p -> " at " + p.name().charAt(0) + p.name().substring(1).toLowerCase(
        java.util.Locale.ROOT)).orElse(zone == ZoneKind.HAND || zone == ZoneKind.RESERVE ? "" : " during a turn");
  }

  /** The opcode at "id @pc" ("id/n" is the id's nested program n), for messages. */
  private String opAt(String step) {
    String[] parts = step.split(" @");
    String[] path = parts[0].split("/");
    Program p = abilities.programs().get(path[0]);
    for (int i = 1; p != null && i < path.length; i++) {
      int n = Integer.parseInt(path[i]);
      p = n < p.nested().size() ? p.nested().get(n) : null;
    }
    int pc = Integer.parseInt(parts[1]);
    return p == null || pc >= p.code().size() ? "" : " " + p.code().get(pc).op();
  }

  private String filler(int i) {
    return fillers.get(Math.floorMod(i, fillers.size()));
  }

  /** What the interpreter reports while situations run. */
  private static final class Recorder implements Tracer {
    private final Set<String> returned = new HashSet<>();
    private final Set<String> started = new HashSet<>();
    private final Set<String> silent = new TreeSet<>();

    void reset() {
      returned.clear();
      started.clear();
      silent.clear();
    }

    Set<String> returned() {
      return returned;
    }

    Set<String> unfinished() {
      Set<String> s = new TreeSet<>(started);
      s.removeAll(returned);
      return s;
    }

    Set<String> silent() {
      return silent;
    }

    @Override
    public void action(String program, int pc, Opcode op, boolean impossible, long events) {
      started.add(program);
      if (!impossible && events == 0) {
        silent.add(program + " @" + pc);
      }
    }

    @Override
    public void returned(String program) {
      returned.add(program);
    }
  }
}
