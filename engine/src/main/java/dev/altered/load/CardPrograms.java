package dev.altered.load;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Language;
import dev.altered.cardfile.SourcedCard;
import dev.altered.compile.Compiler;
import dev.altered.ir.Program;
import dev.altered.ir.ProgramJson;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The programs of every card a load read, as the game runs them: for a card and a language, each box's abilities in
 * order with their program and position ({@link #abilities}). The loader parses each distinct ability text once and
 * compiles each distinct {@link CompileKey unit} once: the abilities of consecutive texts of one box, with the card's
 * context (a Spell or not, main or support box). A unit is one text, except where a text is "If you don't, …" alone
 * (6.2.e): {@link Compiler#compileBox} joins it to the ability before it, so it is compiled with the text before it.
 *
 * <p>Everything here comes from the stage outcomes (or the {@link StageCache}): answering needs no parse and no
 * compile. Programs from the cache are read back (and validated) the first time they are asked for.
 */
public final class CardPrograms {
  /**
   * What boxes need of one text's parse: how many abilities it holds (reminder text alone holds none, 2.2.12.c) and
   * whether the first is "If you don't, …" standing alone; or where and why it did not parse.
   */
  record Shape(boolean parsed, int abilities, boolean ifYouDont, int offset, String message) {
    static Shape of(AbilityStage.Outcome<?> outcome) {
      if (outcome instanceof AbilityStage.Outcome.Failed<?> failed) {
        return failed(failed.offset(), failed.message());
      }
      Object value = ((AbilityStage.Outcome.Done<?>) outcome).value();
      if (value instanceof List<?> asts) {
        return parsed(asts.size(), !asts.isEmpty() && asts.get(0) instanceof Ability first
            && Compiler.isIfYouDont(first));
      }
      return parsed(1, false); // a parser of another kind (tests): one ability per text
    }

    static Shape failed(int offset, String message) {
      return new Shape(false, 0, false, offset, message);
    }

    /** A text that parsed into {@code abilities}; the common ones shared (a stage cache file holds thousands). */
    static Shape parsed(int abilities, boolean ifYouDont) {
      return abilities < PARSED.length / 2 ? PARSED[2 * abilities + (ifYouDont ? 1 : 0)]
          : new Shape(true, abilities, ifYouDont, 0, "");
    }

    private static final Shape[] PARSED = new Shape[16];

    static {
      for (int i = 0; i < PARSED.length; i++) {
        PARSED[i] = new Shape(true, i / 2, i % 2 == 1, 0, "");
      }
    }
  }

  /** A unit of compilation: consecutive ability texts of one box (one, or more when joined) and the card's context. */
  record CompileKey(Language language, ImmutableList<String> texts, Compiler.Context context) {
    // Written out like AbilityText's: hashed for every box settled.
    @Override
    public boolean equals(Object o) {
      return o instanceof CompileKey other && language == other.language && context.spell() == other.context.spell()
          && context.support() == other.context.support() && texts.equals(other.texts);
    }

    @Override
    public int hashCode() {
      return (31 * texts.hashCode() + language.ordinal()) * 4 + (context.spell() ? 2 : 0) + (context.support() ? 1 : 0);
    }
  }

  /**
   * A unit's compile outcome: one element per ability of its texts (empty for an ability joined to the one before),
   * or the problem (offset in the unit's first text).
   */
  record Compiled(Optional<ImmutableList<Optional<Serialized>>> programs, int offset, String message) {
    static Compiled done(ImmutableList<Optional<Serialized>> programs) {
      return new Compiled(Optional.of(programs), 0, "");
    }

    static Compiled failed(int offset, String message) {
      return new Compiled(Optional.empty(), offset, message);
    }
  }

  /**
   * A compiled program in its serialized form ({@link ProgramJson}): written by this load's compile stage, or an
   * entry of the stage cache's program table, kept as its UTF-8 bytes and decoded the first time a game asks for it
   * (a load from the cache needs none of them). The table's entries are distinct programs, each one object.
   */
  static final class Serialized {
    private final byte[] utf8;
    private final int offset;
    private final int length;
    /** Its number in the stage cache's table; -1 when compiled in this load. */
    private final int index;
    private volatile String json;

    private Serialized(byte[] utf8, int offset, int length, int index, String json) {
      this.utf8 = utf8;
      this.offset = offset;
      this.length = length;
      this.index = index;
      this.json = json;
    }

    /** A program compiled in this load. */
    static Serialized of(String json) {
      return new Serialized(null, 0, 0, -1, json);
    }

    /** Entry {@code index} of the stage cache's table: {@code length} bytes of UTF-8 at {@code offset}. */
    static Serialized of(byte[] utf8, int offset, int length, int index) {
      return new Serialized(utf8, offset, length, index, null);
    }

    String json() {
      String s = json;
      if (s == null) {
        s = new String(utf8, offset, length, java.nio.charset.StandardCharsets.UTF_8);
        json = s;
      }
      return s;
    }

    @Override
    public String toString() {
      return json();
    }
  }

  /**
   * Counts distinct programs, told apart by their serialized form. The stage cache's table holds each program once,
   * so those read from it are told apart by their number there, not decoded; the others (compiled in this load) by
   * their text, and then the table's ones met are decoded to be compared with them.
   */
  static final class DistinctPrograms {
    private final java.util.BitSet read = new java.util.BitSet();
    private final List<Serialized> table = new ArrayList<>();
    private final Set<String> fresh = new HashSet<>();

    void add(Compiled compiled) {
      if (compiled.programs().isEmpty()) {
        return;
      }
      for (Optional<Serialized> program : compiled.programs().get()) {
        if (program.isPresent()) {
          Serialized p = program.get();
          if (p.index < 0) {
            fresh.add(p.json());
          } else if (!read.get(p.index)) {
            read.set(p.index);
            table.add(p);
          }
        }
      }
    }

    int count() {
      if (fresh.isEmpty()) {
        return table.size();
      }
      Set<String> all = new HashSet<>(fresh);
      table.forEach(p -> all.add(p.json()));
      return all.size();
    }
  }

  /** The bit of a (language, context) pair among 4 per language: what one text alone compiles to depends on both. */
  static int contextBit(Language language, Compiler.Context context) {
    return language.ordinal() * 4 + (context.spell() ? 2 : 0) + (context.support() ? 1 : 0);
  }

  /** Texts [from, to) of a box compiled together. */
  record Segment(int from, int to, CompileKey key) {}

  private final Function<AbilityText, Shape> shapes;
  private final Optional<Function<CompileKey, Compiled>> units;
  private final Map<String, Program> programs;
  private final Map<String, String> ids = new ConcurrentHashMap<>();
  /** The texts read completed with a definition another card lends (their shapes and units are the completed ones). */
  private final LentDefinitions lent;

  private CardPrograms(Function<AbilityText, Shape> shapes, Optional<Function<CompileKey, Compiled>> units,
      Map<String, Program> compiled, LentDefinitions lent) {
    this.shapes = shapes;
    this.units = units;
    this.programs = new ConcurrentHashMap<>(compiled);
    this.lent = lent;
  }

  /** Parse outcomes only (a loader without the compile stage): abilities carry parse problems, no programs. */
  static CardPrograms parsed(Function<AbilityText, Shape> shapes, LentDefinitions lent) {
    return new CardPrograms(shapes, Optional.empty(), Map.of(), lent);
  }

  /** {@code compiled}: the programs compiled in this load by their serialized form (the cached ones are read later). */
  static CardPrograms compiled(Function<AbilityText, Shape> shapes, Function<CompileKey, Compiled> units,
      Map<String, Program> compiled, LentDefinitions lent) {
    return new CardPrograms(shapes, Optional.of(units), compiled, lent);
  }

  /** The context a card's box is compiled with. */
  static Compiler.Context context(CardDefinition card, boolean support) {
    return context(card.type() == CardType.SPELL, support);
  }

  /** The context of a Spell's box or not, main or support box: one instance each. */
  static Compiler.Context context(boolean spell, boolean support) {
    return CONTEXTS[(spell ? 2 : 0) + (support ? 1 : 0)];
  }

  /** The language of a (language, context) bit ({@link #contextBit}). */
  static Language languageOf(int contextBit) {
    return LANGUAGES[contextBit >>> 2];
  }

  /** The context of a (language, context) bit ({@link #contextBit}). */
  static Compiler.Context contextOf(int contextBit) {
    return CONTEXTS[contextBit & 3];
  }

  private static final Language[] LANGUAGES = Language.values();

  /** The contexts by (spell, support), one instance each: a load asks for a box's context per card. */
  private static final Compiler.Context[] CONTEXTS = {new Compiler.Context(false, false),
      new Compiler.Context(false, true), new Compiler.Context(true, false), new Compiler.Context(true, true)};

  /**
   * The units of one box: a text joins the unit before it when its first ability is "If you don't, …" (not on a
   * Spell, whose untriggered text is its effect); a text holding no ability is part of the unit it falls in; a text
   * that did not parse, or that no parser read, is in none.
   */
  static List<Segment> segments(Language language, List<String> texts, Compiler.Context context,
      Function<AbilityText, Shape> shapes) {
    List<Segment> segments = new ArrayList<>(texts.size());
    int from = -1;
    int abilities = 0;
    for (int i = 0; i < texts.size(); i++) {
      Shape shape = shapes.apply(new AbilityText(language, texts.get(i)));
      if (shape == null || !shape.parsed()) {
        close(segments, language, texts, context, from, i, abilities);
        from = -1;
        abilities = 0;
        continue;
      }
      boolean join = from >= 0 && (shape.abilities() == 0 || (abilities > 0 && shape.ifYouDont()
          && !context.spell()));
      if (!join) {
        close(segments, language, texts, context, from, i, abilities);
        from = i;
        abilities = 0;
      }
      abilities += shape.abilities();
    }
    close(segments, language, texts, context, from, texts.size(), abilities);
    return segments;
  }

  private static void close(List<Segment> segments, Language language, List<String> texts, Compiler.Context context,
      int from, int to, int abilities) {
    if (from >= 0 && abilities > 0) {
      segments.add(new Segment(from, to, new CompileKey(language, ImmutableList.copyOf(texts.subList(from, to)),
          context)));
    }
  }

  /**
   * The abilities of {@code card}'s boxes in {@code language}, main box first, each in printed order: its program or
   * its problem, and where it is written. Empty for a language no parser read.
   */
  public ImmutableList<LoadedAbility> abilities(SourcedCard card, Language language) {
    return abilities(card, language, true);
  }

  /**
   * Only the abilities of {@link #abilities} that have a problem: what the loader reports, without reading back the
   * programs of the others.
   */
  ImmutableList<LoadedAbility> problems(SourcedCard card, Language language) {
    return abilities(card, language, false);
  }

  private ImmutableList<LoadedAbility> abilities(SourcedCard card, Language language, boolean withPrograms) {
    if (!card.card().hasText(language)) {
      return ImmutableList.of();
    }
    CardText text = card.card().text(language);
    ImmutableList.Builder<LoadedAbility> out = ImmutableList.builder();
    for (boolean support : new boolean[] {false, true}) {
      ImmutableList<String> lines = support ? text.supportLines() : text.mainLines();
      if (!lines.isEmpty()) {
        box(card, language, support, lines, withPrograms, out);
      }
    }
    return out.build();
  }

  private void box(SourcedCard card, Language language, boolean support, ImmutableList<String> lines,
      boolean withPrograms, ImmutableList.Builder<LoadedAbility> out) {
    List<String> printed = Abilities.of(lines);
    List<String> texts = lent.texts(language, printed); // as read: a text may be completed by a lent definition
    int[] firstLines = Abilities.firstLines(lines);
    Compiler.Context context = context(card.card(), support);
    List<Segment> segments = units.isPresent() ? segments(language, texts, context, shapes) : List.of();
    int next = 0; // the next segment
    for (int i = 0; i < texts.size(); i++) {
      Shape shape = shapes.apply(new AbilityText(language, texts.get(i)));
      if (shape == null) {
        continue; // no parser for this language
      }
      if (!shape.parsed()) {
        int[] at = position(card, language, support, lines, firstLines, i, 0);
        LentDefinitions.Problem found = LentDefinitions.problem(printed.get(i), texts.get(i), shape.offset(),
            shape.message());
        int[] problem = position(card, language, support, lines, firstLines, i, found.offset());
        out.add(new LoadedAbility(support, i, printed.get(i), at[0], at[1], Optional.empty(), Optional.empty(),
            Optional.of(new LoadedAbility.Problem(LoadedAbility.Problem.Stage.PARSE, found.offset(), problem[0],
                problem[1], found.message()))));
        continue;
      }
      if (next >= segments.size() || segments.get(next).from() != i) {
        continue; // a text with no ability, or (parse only) no segments: nothing compiled
      }
      Segment segment = segments.get(next++);
      Compiled compiled = units.get().apply(segment.key());
      if (compiled == null || compiled.programs().isEmpty()) {
        int[] at = position(card, language, support, lines, firstLines, i, 0);
        LentDefinitions.Problem found = LentDefinitions.problem(printed.get(i), texts.get(i),
            compiled == null ? 0 : compiled.offset(), compiled == null ? "not compiled" : compiled.message());
        int offset = found.offset();
        String message = found.message();
        int[] problem = position(card, language, support, lines, firstLines, i, offset);
        out.add(new LoadedAbility(support, i, printed.get(i), at[0], at[1], Optional.empty(), Optional.empty(),
            Optional.of(new LoadedAbility.Problem(LoadedAbility.Problem.Stage.COMPILE, offset, problem[0],
                problem[1], message))));
      } else if (withPrograms) {
        ImmutableList<Optional<Serialized>> made = compiled.programs().get();
        int slot = 0;
        for (int t = segment.from(); t < segment.to(); t++) {
          int[] where = position(card, language, support, lines, firstLines, t, 0);
          Shape of = shapes.apply(new AbilityText(language, texts.get(t)));
          for (int k = 0; k < of.abilities() && slot < made.size(); k++, slot++) {
            out.add(new LoadedAbility(support, t, printed.get(t), where[0], where[1],
                made.get(slot).map(this::program), made.get(slot).map(this::id), Optional.empty()));
          }
        }
      }
      i = segment.to() - 1;
    }
  }

  /** The id of a serialized program, computed once. */
  private String id(Serialized program) {
    return ids.computeIfAbsent(program.json(), ProgramJson::id);
  }

  /** The program of a serialized form: read back (and validated) once, then shared. */
  private Program program(Serialized program) {
    return programs.computeIfAbsent(program.json(), ProgramJson::read);
  }

  /**
   * Where offset {@code offset} of ability {@code index} of a box is written: {line, column} in the card's file. An
   * ability may span lines (a modal list): the line the offset falls in.
   */
  static int[] position(SourcedCard card, Language language, boolean support, List<String> lines, int[] firstLines,
      int index, int offset) {
    int line = firstLines[index];
    int rest = Math.max(0, offset);
    int last = index + 1 < firstLines.length ? firstLines[index + 1] - 1 : lines.size() - 1;
    while (line < last && rest > lines.get(line).length()) {
      rest -= lines.get(line).length() + CardText.LINE_SEPARATOR.length();
      line++;
    }
    int[] at = card.position(language, support, line);
    boolean exact = card.textPositions().length > 0;
    return new int[] {at[0], exact ? at[1] + rest : at[1]};
  }

  @Override
  public String toString() {
    return "CardPrograms[" + (units.isPresent() ? "compiled" : "parsed only") + "]";
  }
}
