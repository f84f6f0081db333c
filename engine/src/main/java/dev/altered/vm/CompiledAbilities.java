package dev.altered.vm;

import dev.altered.ast.Ability;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Language;
import dev.altered.compile.CompileException;
import dev.altered.compile.Compiler;
import dev.altered.ir.Instruction;
import dev.altered.ir.Keywords;
import dev.altered.ir.Program;
import dev.altered.ir.ProgramJson;
import dev.altered.rules.AbilityProvider;
import dev.altered.rules.KeywordAbility;
import dev.altered.rules.state.TokenSpec;
import dev.altered.text.ParsedAbility;
import dev.altered.text.SourceText;
import dev.altered.text.TextReader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The ability provider of games: every card's text parsed and compiled once, up front, so that an ability that
 * parses but cannot be compiled is a load-time {@link Problem} with its position, never a surprise in a game.
 * Identical abilities (equal ASTs: the same text, or a translation saying the same) share one program and one id,
 * which is derived from the program itself and so stable for a given text.
 */
public final class CompiledAbilities implements AbilityProvider {
  /** Why a card's ability has no behaviour: it did not parse, or did not compile. */
  public record Problem(String reference, Stage stage, boolean support, int line, int column, String message) {
    public enum Stage { PARSE, COMPILE }

    @Override
    public String toString() {
      return reference + ": " + line + ":" + column + ": " + stage.name().toLowerCase(java.util.Locale.ROOT) + ": "
          + message;
    }
  }

  /** One ability of a card: its program (shared) and where it came from. */
  public record CardAbility(String reference, boolean support, ParsedAbility parsed, Optional<Program> program,
      String id) {}

  private final Interpreter interpreter;
  private final Language language;
  private final Map<String, List<dev.altered.rules.Ability>> byCard = new HashMap<>();
  private final Map<String, List<CardAbility>> cardAbilities = new HashMap<>();
  private final Map<String, dev.altered.rules.Ability> byId = new ConcurrentHashMap<>();
  private final Map<String, Program> programs = new ConcurrentHashMap<>();
  private final Map<BoxKey, List<Optional<Program>>> compiled = new HashMap<>();
  private final List<Problem> problems = new ArrayList<>();

  private record BoxKey(List<Ability> abilities, Compiler.Context context) {}

  private CompiledAbilities(Interpreter interpreter, Language language) {
    this.interpreter = interpreter;
    this.language = language;
  }

  /** Parses and compiles every card (English text). */
  public static CompiledAbilities compile(Collection<CardDefinition> cards) {
    return compile(cards, Interpreter.standard(), Language.EN);
  }

  public static CompiledAbilities compile(Collection<CardDefinition> cards, Interpreter interpreter,
      Language language) {
    CompiledAbilities c = new CompiledAbilities(interpreter, language);
    for (CardDefinition card : cards) {
      c.add(card);
    }
    return c;
  }

  public Interpreter interpreter() {
    return interpreter;
  }

  /** Every ability that did not parse or compile, with its position in the text box. */
  public List<Problem> problems() {
    return List.copyOf(problems);
  }

  /** The abilities of a card as read and compiled. */
  public List<CardAbility> cardAbilities(String reference) {
    return cardAbilities.getOrDefault(reference, List.of());
  }

  /** Distinct programs (shared by identical abilities), by id. */
  public Map<String, Program> programs() {
    return Map.copyOf(programs);
  }

  private void add(CardDefinition card) {
    CardText text = card.text(language);
    List<dev.altered.rules.Ability> abilities = new ArrayList<>();
    List<CardAbility> read = new ArrayList<>();
    for (boolean support : new boolean[] {false, true}) {
      Optional<String> box = support ? text.support() : text.main();
      if (box.isEmpty()) {
        continue;
      }
      SourceText source = new SourceText(box.get());
      List<ParsedAbility> parsed = TextReader.read(TextReader.frontEnd(language).orElseThrow(
          () -> new IllegalArgumentException("no front-end for " + language)), source);
      List<Ability> asts = new ArrayList<>();
      List<ParsedAbility> ok = new ArrayList<>();
      for (ParsedAbility p : parsed) {
        if (p.ast().isPresent()) {
          asts.add(p.ast().get());
          ok.add(p);
        } else {
          var e = p.error().get();
          problems.add(new Problem(card.reference(), Problem.Stage.PARSE, support, e.line(), e.column(),
              e.message()));
          read.add(new CardAbility(card.reference(), support, p, Optional.empty(), ""));
        }
      }
      Compiler.Context context = new Compiler.Context(card.type() == CardType.SPELL, support);
      List<Optional<Program>> programsOfBox;
      try {
        programsOfBox = compiled.computeIfAbsent(new BoxKey(List.copyOf(asts), context),
            key -> Compiler.compileBox(key.abilities(), key.context()));
      } catch (CompileException e) {
        problems.add(new Problem(card.reference(), Problem.Stage.COMPILE, support,
            source.line(Math.max(0, e.span().start())), source.column(Math.max(0, e.span().start())),
            e.getMessage()));
        continue;
      }
      for (int i = 0; i < programsOfBox.size(); i++) {
        Optional<Program> p = programsOfBox.get(i);
        if (p.isEmpty()) {
          read.add(new CardAbility(card.reference(), support, ok.get(i), Optional.empty(), "(joined)"));
          continue;
        }
        Program program = p.get();
        if (program.kind() == Program.Kind.KEYWORDS) {
          for (Keywords.Item item : program.constant(program.header(), Keywords.class).items()) {
            KeywordAbility k = KeywordAbility.of(card.reference(), item.keyword(), item.value());
            if (abilities.stream().noneMatch(x -> x.id().equals(k.id()))) {
              abilities.add(k);
              byId.put(k.id(), k);
            }
          }
          read.add(new CardAbility(card.reference(), support, ok.get(i), p, "keywords"));
          continue;
        }
        String id = idOf(program);
        dev.altered.rules.Ability ability = byId.computeIfAbsent(id, x -> {
          programs.put(x, program);
          return Abilities.of(x, program, interpreter);
        });
        abilities.add(ability);
        read.add(new CardAbility(card.reference(), support, ok.get(i), p, id));
      }
    }
    byCard.put(card.reference(), List.copyOf(abilities));
    cardAbilities.put(card.reference(), List.copyOf(read));
  }

  /** A stable id from what the program does (spans left out): equal abilities, equal ids. */
  public static String idOf(Program p) {
    String json = ProgramJson.write(withoutSpans(p));
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(json.getBytes(StandardCharsets.UTF_8));
      return "c:" + HexFormat.of().formatHex(digest, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Program withoutSpans(Program p) {
    List<Instruction> code = p.code().stream().map(i -> new Instruction(i.op(), i.args(), -1, -1)).toList();
    return new Program(p.format(), p.kind(), p.support(), p.registers(), p.header(), p.entries(), code,
        p.constants(), p.nested().stream().map(CompiledAbilities::withoutSpans).toList());
  }

  @Override
  public List<dev.altered.rules.Ability> abilities(CardDefinition card) {
    List<dev.altered.rules.Ability> a = byCard.get(card.reference());
    if (a == null) {
      synchronized (this) {
        add(card); // a card not in the catalog given at construction (tests, generated positions)
        a = byCard.get(card.reference());
      }
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
    dev.altered.rules.Ability a = byId.get(id);
    if (a != null) {
      return Optional.of(a);
    }
    int slash = id.lastIndexOf('/');
    if (slash < 0) {
      return Optional.empty();
    }
    Optional<dev.altered.rules.Ability> parent = byId(id.substring(0, slash));
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
