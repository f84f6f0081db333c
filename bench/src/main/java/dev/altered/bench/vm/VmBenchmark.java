package dev.altered.bench.vm;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.altered.card.CardDefinition;
import dev.altered.deck.CardFiles;
import dev.altered.ir.Program;
import dev.altered.rules.Ability;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Effect;
import dev.altered.rules.EffectContext;
import dev.altered.rules.Game;
import dev.altered.rules.GameJson;
import dev.altered.rules.Position;
import dev.altered.rules.ReactionAbility;
import dev.altered.rules.SavedGame;
import dev.altered.rules.SpellEffect;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import dev.altered.load.CardLoader;
import dev.altered.vm.CompiledAbilities;
import dev.altered.vm.CompiledAbility;
import java.io.IOException;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Resolving a real card's effect through its compiled program in the interpreter ({@code interpreter}) against a
 * hand-written Java frame of the same effect ({@code handWritten}, {@link HandWritten}) on the same kernel, from the
 * same saved game each operation: games are restored before each iteration (outside the measurement) with the
 * effect's frame alone on the stack, and each operation resolves one of them, answering its target request if it asks
 * one. The score is the time of a batch of {@link #BATCH} operations. The trial setup
 * checks once that both leave exactly the same game state and event log, and prints the program's size.
 *
 * <p>Run from the repository root: {@code mvn -B -q -Pbench -pl bench -am package && java -jar
 * bench/target/benchmarks.jar VmBenchmark} (cards are read from {@code ./cards}, or {@code -Dcards=DIR}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, batchSize = VmBenchmark.BATCH)
@Measurement(iterations = 10, batchSize = VmBenchmark.BATCH)
@Fork(1)
@Threads(1)
public class VmBenchmark {
  /** A Character without text, for the rest of the board. */
  private static final String PLAIN = "ALT_CORE_B_AX_10_C";
  /** A Permanent put in the Landmark zone. */
  private static final String LANDMARK = "ALT_CORE_B_AX_24_C";

  /** Operations per measured batch (the games restored before each iteration). */
  static final int BATCH = 200;

  @Param({"ALT_CORE_B_YZ_23_C", "ALT_CORE_B_BR_11_C", "ALT_CORE_B_AX_12_C"})
  public String card;

  private Setting setting;

  /** A saved game with the effect's frame on the stack, the answer to give to its request, and the baseline. */
  private record Setting(CardCatalog catalog, CompiledAbilities provider, String vmGame, String javaGame,
      Optional<Integer> target, Program program) {}

  @Setup(Level.Trial)
  public void prepare() throws IOException {
    setting = setting(card);
    Game vm = resolve(restore(setting.vmGame()), setting.target());
    Game java = resolve(restore(setting.javaGame()), setting.target());
    String vmState = json(vm.state());
    if (!vmState.equals(json(java.state())) || !vm.logLines().equals(java.logLines())) {
      throw new IllegalStateException(card + ": the interpreter and the hand-written effect end differently:\n"
          + vmState + "\n" + json(java.state()) + "\n" + vm.logLines() + "\n" + java.logLines());
    }
    if (vm.logLines().equals(restore(setting.vmGame()).logLines())) {
      throw new IllegalStateException(card + ": the effect did nothing on this board");
    }
    System.out.printf("%n%s: program of %d instructions, %d constants, %d registers; log of %d events%n", card,
        setting.program().code().size(), setting.program().constants().size(), setting.program().registers(),
        vm.logLines().size());
  }

  @Benchmark
  public Game interpreter(VmGames games) {
    return resolve(games.next(), setting.target());
  }

  @Benchmark
  public Game handWritten(JavaGames games) {
    return resolve(games.next(), setting.target());
  }

  /**
   * Games restored before each measurement iteration (restoring is not measured), one per operation: an iteration
   * is a batch of {@link #BATCH} single-shot operations, which avoids timing each invocation on its own.
   */
  abstract static class Games {
    private final Game[] games = new Game[BATCH];
    private int next;

    void fill(VmBenchmark b, String saved) {
      for (int i = 0; i < BATCH; i++) {
        games[i] = b.restore(saved);
      }
      next = 0;
    }

    Game next() {
      return games[next++];
    }
  }

  @State(Scope.Thread)
  public static class VmGames extends Games {
    @Setup(Level.Iteration)
    public void restore(VmBenchmark b) {
      fill(b, b.setting.vmGame());
    }
  }

  @State(Scope.Thread)
  public static class JavaGames extends Games {
    @Setup(Level.Iteration)
    public void restore(VmBenchmark b) {
      fill(b, b.setting.javaGame());
    }
  }

  private Game restore(String json) {
    return Game.restoreJson(json, setting.catalog(), setting.provider());
  }

  /** Runs the effect to its end, picking the target when asked. */
  static Game resolve(Game game, Optional<Integer> target) {
    Optional<DecisionRequest> r = game.advance();
    while (r.isPresent()) {
      r = game.decide(Answer.pick(target.orElseThrow(() -> new IllegalStateException("unexpected request"))));
    }
    return game;
  }

  private static String json(Object value) {
    try {
      return GameJson.mapper().writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Setting setting(String card) throws IOException {
    List<CardDefinition> cards = CardFiles.read(Paths.get(System.getProperty("cards", "cards"))).cards();
    CardCatalog catalog = CardCatalog.of(cards);
    CompiledAbilities provider = CompiledAbilities.of(CardLoader.standard().loadDefinitions(
        cards.stream().filter(c -> List.of(card, PLAIN, LANDMARK).contains(c.reference())).toList()));
    Position pos = Position.empty(catalog, provider, 7);
    for (int player = 0; player < 2; player++) {
      pos.mana(player, 10, PLAIN);
      for (int i = 0; i < 5; i++) {
        pos.put(player, PLAIN, ZoneKind.DECK, Optional.empty());
      }
    }
    int other = pos.put(1, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.put(0, PLAIN, ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    Effect baseline;
    Optional<Integer> target = Optional.empty();
    int source;
    switch (card) {
      case "ALT_CORE_B_YZ_23_C" -> {
        source = pos.put(0, card, ZoneKind.LIMBO, Optional.empty()); // 5.1.2: a Spell resolves from Limbo
        baseline = HandWritten.DRAW_TWO;
      }
      case "ALT_CORE_B_BR_11_C" -> {
        source = pos.put(0, card, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
        target = Optional.of(other);
        baseline = HandWritten.TARGET_GAINS_BOOST;
      }
      case "ALT_CORE_B_AX_12_C" -> {
        source = pos.put(0, card, ZoneKind.EXPEDITION, Optional.of(Side.HERO));
        pos.put(0, LANDMARK, ZoneKind.LANDMARK, Optional.empty());
        pos.put(0, LANDMARK, ZoneKind.LANDMARK, Optional.empty());
        baseline = HandWritten.IF_TWO_LANDMARKS_BOOST;
      }
      default -> throw new IllegalArgumentException("no hand-written effect for " + card);
    }
    CompiledAbility ability = provider.abilities(catalog.get(card)).stream()
        .filter(a -> a instanceof SpellEffect || a instanceof ReactionAbility)
        .map(a -> (CompiledAbility) a).findFirst()
        .orElseThrow(() -> new IllegalStateException(card + " has no compiled effect"));
    Effect compiled = ability instanceof SpellEffect s ? s.effect() : ((ReactionAbility) ability).effect();
    EffectContext ctx = new EffectContext(0, source, ability.id(), Map.of(), 0);
    GameState state = pos.state();
    state.phase = Phase.AFTERNOON;
    state.turnPlayer = 0;
    String stateJson = json(state);
    return new Setting(catalog, provider, saved(stateJson, compiled, ctx), saved(stateJson, baseline, ctx), target,
        ability.program());
  }

  /** A saved game: the state, and the effect's frame alone on the stack. */
  private static String saved(String stateJson, Effect effect, EffectContext ctx) throws IOException {
    GameState state = GameJson.mapper().readValue(stateJson, GameState.class);
    return json(new SavedGame(SavedGame.FORMAT, state, List.of(effect.start(ctx)), Optional.empty(), 0, List.of()));
  }
}
