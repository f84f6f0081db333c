package dev.altered.vm;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.SourcedCard;
import dev.altered.ir.Keywords;
import dev.altered.ir.Program;
import dev.altered.ir.ProgramJson;
import dev.altered.load.CardPrograms;
import dev.altered.load.LoadResult;
import dev.altered.load.LoadedAbility;
import dev.altered.rules.AbilityProvider;
import dev.altered.rules.KeywordAbility;
import dev.altered.rules.state.TokenSpec;
import com.google.common.collect.ImmutableListMultimap;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The ability provider of games, built from what the loader compiled ({@link LoadResult#programs()}): no parse and
 * no compile of its own, so a game runs exactly the programs the loader checked, and a load served by the
 * {@link dev.altered.load.StageCache} starts a game without parsing. An ability that did not parse or compile is a
 * {@link Problem} with its position, never a surprise in a game. Identical abilities (the same text, or a translation
 * saying the same) share one program and one id, which is derived from the program itself and so stable for a text.
 */
public final class CompiledAbilities implements AbilityProvider {
  /** Why a card's ability has no behaviour: it did not parse, or did not compile (line and column in its file). */
  public record Problem(String reference, Stage stage, boolean support, int line, int column, String message) {
    public enum Stage { PARSE, COMPILE }

    @Override
    public String toString() {
      return reference + ": " + line + ":" + column + ": " + stage.name().toLowerCase(java.util.Locale.ROOT) + ": "
          + message;
    }
  }

  /**
   * One ability of a card: its printed text and where it is written, its program (shared; empty when it did not
   * load, or is an "If you don't" joined to the ability before it, 6.2.e) and the program's id.
   */
  public record CardAbility(String reference, boolean support, String text, int line, int column,
      Optional<Program> program, String id) {}

  private final Interpreter interpreter;
  private final CardPrograms source;
  private final Language language;
  /** Every card loaded, in load order; a card's abilities are made the first time something asks for them. */
  private final List<SourcedCard> cards;
  private final ImmutableListMultimap<String, Integer> positions;
  private final BitSet made = new BitSet();
  private volatile boolean allMade;
  private final Map<Integer, List<Problem>> problemsOf = new HashMap<>();
  private final Map<String, List<dev.altered.rules.Ability>> byCard = new ConcurrentHashMap<>();
  private final Map<String, List<CardAbility>> cardAbilities = new ConcurrentHashMap<>();
  private final Map<String, dev.altered.rules.Ability> byId = new ConcurrentHashMap<>();
  private final Map<String, Program> programs = new ConcurrentHashMap<>();

  private CompiledAbilities(Interpreter interpreter, CardPrograms source, Language language, List<SourcedCard> cards) {
    this.interpreter = interpreter;
    this.source = source;
    this.language = language;
    this.cards = List.copyOf(cards);
    ImmutableListMultimap.Builder<String, Integer> positions = ImmutableListMultimap.builder();
    for (int i = 0; i < this.cards.size(); i++) {
      positions.put(this.cards.get(i).card().reference(), i);
    }
    this.positions = positions.build();
  }

  /** The abilities of every card {@code loaded} read (English text), with the standard interpreter. */
  public static CompiledAbilities of(LoadResult loaded) {
    return of(loaded, Interpreter.standard(), Language.EN);
  }

  /**
   * The abilities of every card {@code loaded} read (those left out for a problem included: their problems are
   * listed), read in {@code language}.
   *
   * @throws IllegalArgumentException when the load ran no compile stage ({@link dev.altered.load.CardLoader#standard})
   */
  public static CompiledAbilities of(LoadResult loaded, Interpreter interpreter, Language language) {
    CardPrograms programs = loaded.programs().orElseThrow(() -> new IllegalArgumentException(
        "the load ran no compile stage: load the cards with CardLoader.standard()"));
    return new CompiledAbilities(interpreter, programs, language, loaded.read());
  }

  /**
   * Makes the abilities of the cards with this reference, once. A game asks for the few dozen cards of its decks: a
   * start that read every card's programs (about half of a one-game {@code play} on cards/) reads only those.
   */
  private synchronized void make(String reference) {
    for (int position : positions.get(reference)) {
      if (!made.get(position)) {
        made.set(position);
        SourcedCard card = cards.get(position);
        problemsOf.put(position, add(card.card(), source.abilities(card, language)));
      }
    }
  }

  /** Makes the abilities of every card: what asks about all of them (problems, programs, an unknown id) needs it. */
  private synchronized void makeAll() {
    if (!allMade) {
      positions.keySet().forEach(this::make);
      allMade = true;
    }
  }

  public Interpreter interpreter() {
    return interpreter;
  }

  /** Every ability that did not parse or compile, with its position in the card's file. */
  public synchronized List<Problem> problems() {
    makeAll();
    List<Problem> all = new ArrayList<>();
    for (int i = 0; i < cards.size(); i++) {
      all.addAll(problemsOf.get(i));
    }
    return List.copyOf(all);
  }

  /** The abilities of a card as loaded. */
  public List<CardAbility> cardAbilities(String reference) {
    if (!cardAbilities.containsKey(reference)) {
      make(reference);
    }
    return cardAbilities.getOrDefault(reference, List.of());
  }

  /** Distinct programs (shared by identical abilities), by id. */
  public Map<String, Program> programs() {
    makeAll();
    return Map.copyOf(programs);
  }

  /** Adds a card's abilities; returns its problems. */
  private List<Problem> add(CardDefinition card, List<LoadedAbility> loaded) {
    List<Problem> problems = new ArrayList<>();
    List<dev.altered.rules.Ability> abilities = new ArrayList<>();
    List<CardAbility> read = new ArrayList<>();
    for (LoadedAbility a : loaded) {
      if (a.problem().isPresent()) {
        LoadedAbility.Problem p = a.problem().get();
        problems.add(new Problem(card.reference(), p.stage() == LoadedAbility.Problem.Stage.PARSE
            ? Problem.Stage.PARSE : Problem.Stage.COMPILE, a.support(), p.line(), p.column(), p.message()));
        read.add(new CardAbility(card.reference(), a.support(), a.text(), a.line(), a.column(), Optional.empty(),
            ""));
        continue;
      }
      if (a.joined()) {
        read.add(new CardAbility(card.reference(), a.support(), a.text(), a.line(), a.column(), Optional.empty(),
            "(joined)"));
        continue;
      }
      Program program = a.program().get();
      if (program.kind() == Program.Kind.KEYWORDS) {
        for (Keywords.Item item : program.constant(program.header(), Keywords.class).items()) {
          KeywordAbility k = KeywordAbility.of(card.reference(), item.keyword(), item.value());
          if (abilities.stream().noneMatch(x -> x.id().equals(k.id()))) {
            abilities.add(k);
            byId.put(k.id(), k);
          }
        }
        read.add(new CardAbility(card.reference(), a.support(), a.text(), a.line(), a.column(), a.program(),
            "keywords"));
        continue;
      }
      // The loader gives the id of the program's serialized form: no writing it again.
      String id = a.programId().orElseThrow();
      dev.altered.rules.Ability ability = byId.computeIfAbsent(id, x -> {
        programs.put(x, program);
        return Abilities.of(x, program, interpreter);
      });
      abilities.add(ability);
      read.add(new CardAbility(card.reference(), a.support(), a.text(), a.line(), a.column(), a.program(), id));
    }
    byCard.put(card.reference(), List.copyOf(abilities));
    cardAbilities.put(card.reference(), List.copyOf(read));
    return problems;
  }

  /** A stable id from what the program does (spans left out): equal abilities, equal ids. */
  public static String idOf(Program p) {
    return ProgramJson.id(ProgramJson.write(p.withoutSpans()));
  }

  @Override
  public List<dev.altered.rules.Ability> abilities(CardDefinition card) {
    List<dev.altered.rules.Ability> a = byCard.get(card.reference());
    if (a == null) {
      make(card.reference());
      a = byCard.get(card.reference());
    }
    if (a == null) {
      // Every card of a game is loaded with the others: a card given in memory goes through CardLoader.load too.
      throw new IllegalArgumentException("card " + card.reference() + " was not loaded: load it with the cards of "
          + "the game");
    }
    return a;
  }

  @Override
  public List<dev.altered.rules.Ability> tokenAbilities(TokenSpec token) {
    if (token.abilityKey().isEmpty()) {
      return List.of();
    }
    String key = token.abilityKey().get();
    int bar = key.lastIndexOf('|');
    if (bar < 0) {
      return List.of();
    }
    String parent = key.substring(0, bar);
    List<dev.altered.rules.Ability> result = new ArrayList<>();
    for (String index : key.substring(bar + 1).split(",")) {
      byId(Abilities.nestedId(parent, Integer.parseInt(index))).ifPresent(result::add);
    }
    return result;
  }

  @Override
  public Optional<dev.altered.rules.Ability> byId(String id) {
    Optional<dev.altered.rules.Ability> found = find(id);
    if (found.isEmpty() && !allMade) {
      makeAll(); // an id of a card no game has asked for yet
      found = find(id);
    }
    return found;
  }

  private Optional<dev.altered.rules.Ability> find(String id) {
    dev.altered.rules.Ability a = byId.get(id);
    if (a != null) {
      return Optional.of(a);
    }
    int slash = id.lastIndexOf('/');
    if (slash < 0) {
      return Optional.empty();
    }
    Optional<dev.altered.rules.Ability> parent = find(id.substring(0, slash));
    if (parent.isEmpty() || !(parent.get() instanceof CompiledAbility c)) {
      return Optional.empty();
    }
    int index;
    try {
      index = Integer.parseInt(id.substring(slash + 1));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
    if (index < 0 || index >= c.program().nested().size()) {
      return Optional.empty();
    }
    Program nested = c.program().nested().get(index);
    if (nested.kind() == Program.Kind.KEYWORDS) {
      return Optional.empty();
    }
    dev.altered.rules.Ability made = byId.computeIfAbsent(id, x -> Abilities.of(x, nested, interpreter));
    return Optional.of(made);
  }
}
