package dev.altered.load;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.Lists;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileFormat;
import dev.altered.cardfile.CardSink;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.CorpusJsonReader;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.LineIds;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.compile.Compiler;
import dev.altered.ir.Program;
import dev.altered.ir.ProgramJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The one loader: tools, tests and the engine at startup all load cards through it. It reads card files and corpus
 * JSON (files in parallel, equal texts shared through one {@link TextPool}), collects the distinct (language, ability
 * text) pairs, and runs the parse and compile stages once per distinct input, in parallel. Every problem is a
 * {@link Diagnostic} with a position; a card with a problem is left out and every other card loads.
 */
public final class CardLoader {
  /** Diagnostics for abilities that fail a stage are capped: a million generated cards must not print a million. */
  static final int MAX_STAGE_DIAGNOSTICS = 1000;
  /** {@code [MANA_MOTH]}: an identifier the data's author meant to replace with text (see {@link CardChecker}). */
  static final java.util.regex.Pattern PLACEHOLDER = java.util.regex.Pattern.compile("\\[[A-Z][A-Z0-9_]+\\]");

  /**
   * The first {@link #PLACEHOLDER} in {@code text}, or null: what {@code PLACEHOLDER.matcher(text).find()} finds,
   * without a matcher, for each ability of a load that does not load. After '[' and a capital, the longest run of
   * capitals, digits and '_' is the only one that can be followed by ']'.
   */
  static String placeholder(String text) {
    for (int at = text.indexOf('['); at >= 0; at = text.indexOf('[', at + 1)) {
      int end = at + 1;
      if (end < text.length() && text.charAt(end) >= 'A' && text.charAt(end) <= 'Z') {
        end++;
        while (end < text.length() && isPlaceholderPart(text.charAt(end))) {
          end++;
        }
        if (end > at + 2 && end < text.length() && text.charAt(end) == ']') {
          return text.substring(at, end + 1);
        }
      }
    }
    return null;
  }

  private static boolean isPlaceholderPart(char c) {
    return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
  }

  private final int threads;
  private final Optional<AbilityStage<AbilityText, ?>> parser;
  private final boolean compile;
  private final Optional<StageCache> cache;
  private final LoadProgress progress;

  private CardLoader(int threads, Optional<AbilityStage<AbilityText, ?>> parser, boolean compile,
      Optional<StageCache> cache, LoadProgress progress) {
    this.threads = threads;
    this.parser = parser;
    this.compile = compile;
    this.cache = cache;
    this.progress = progress;
  }

  /** Reads only: no parse or compile stage. */
  public static CardLoader readOnly() {
    return new CardLoader(Runtime.getRuntime().availableProcessors(), Optional.empty(), false, Optional.empty(),
        LoadProgress.NONE);
  }

  /**
   * The loader of the tools, the tests and the engine: every stage this build has: reading, the text layer's parser
   * and the compiler, whose programs the games run ({@link LoadResult#programs()}).
   */
  public static CardLoader standard() {
    return new CardLoader(Runtime.getRuntime().availableProcessors(), Optional.of(ParseStage.INSTANCE), true,
        Optional.empty(), LoadProgress.NONE);
  }

  /**
   * Reads and runs {@code parse} only: no compile stage (which reads the standard parser's ASTs). Tests count and
   * fail texts with it.
   */
  public CardLoader withParser(AbilityStage<AbilityText, ?> parse) {
    return new CardLoader(threads, Optional.of(parse), false, cache, progress);
  }

  /** Worker threads for reading and the stages (default: the processors available). */
  public CardLoader withThreads(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("threads must be 1 or more: " + count);
    }
    return new CardLoader(count, parser, compile, cache, progress);
  }

  /**
   * Keeps the outcomes of the standard parse and compile stages in {@code cache} between runs: texts and units found
   * there are neither parsed nor compiled again, the others are, and are added. Only for the {@link #standard()}
   * stages, whose outcomes the cache can store.
   */
  public CardLoader withCache(StageCache cache) {
    if (parser.orElse(null) != ParseStage.INSTANCE || !compile) {
      throw new IllegalStateException("the stage cache stores the standard parse and compile stages' outcomes only");
    }
    return new CardLoader(threads, parser, compile, Optional.of(cache), progress);
  }

  /** Tells {@code progress} how far the parse and compile stages are (a progress bar on a terminal). */
  public CardLoader withProgress(LoadProgress progress) {
    return new CardLoader(threads, parser, compile, cache, Objects.requireNonNull(progress, "progress"));
  }

  /** The card files ({@code .cards}) and corpus JSON files ({@code .json}) named, directories searched recursively. */
  public static List<Path> sources(Collection<Path> paths, List<Diagnostic> problems) {
    List<Path> files = new ArrayList<>();
    for (Path path : paths) {
      if (Files.isDirectory(path)) {
        try (Stream<Path> walk = Files.walk(path)) {
          for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile).filter(CardLoader::isSource).sorted()
              ::iterator) {
            // A folder of cards may hold other JSON (tool settings, package.json): only card sets are read.
            if (!file.getFileName().toString().endsWith(".json") || looksLikeCardSet(file)) {
              files.add(file);
            } else {
              problems.add(Diagnostic.warning(file.toString(), 0, 0, "not-a-card-set",
                  "skipped: a .json file without a \"cards\" array near its start is not a card set"));
            }
          }
        } catch (IOException e) {
          problems.add(Diagnostic.error(path.toString(), 0, 0, "io", "cannot list directory: " + e.getMessage()));
        }
      } else if (Files.isRegularFile(path)) {
        if (isSource(path)) {
          files.add(path);
        } else {
          problems.add(Diagnostic.error(path.toString(), 0, 0, "io",
              "not a card file: expected a " + CardFileFormat.EXTENSION + " card file or a .json corpus file"));
        }
      } else {
        problems.add(Diagnostic.error(path.toString(), 0, 0, "io", "no such file or directory"));
      }
    }
    return files.stream().distinct().collect(Collectors.toList());
  }

  /** Whether a JSON file found in a folder has the corpus layout: a "cards" key in its first 64 KB. */
  private static boolean looksLikeCardSet(Path file) {
    try (java.io.InputStream in = Files.newInputStream(file)) {
      byte[] head = in.readNBytes(64 << 10);
      return new String(head, java.nio.charset.StandardCharsets.ISO_8859_1).contains("\"cards\"");
    } catch (IOException e) {
      return true; // read() reports it
    }
  }

  private static boolean isSource(Path path) {
    String name = path.getFileName().toString();
    return name.endsWith(CardFileFormat.EXTENSION) || name.endsWith(".json");
  }

  /** Reads one file of either kind. */
  public static ReadResult read(Path file, TextPool pool) {
    try {
      return file.getFileName().toString().endsWith(".json") ? CorpusJsonReader.read(file, pool)
          : CardFileReader.read(file, pool);
    } catch (IOException e) {
      return new ReadResult(file.toString(), Optional.empty(), Optional.empty(), ImmutableList.of(),
          ImmutableList.of(Diagnostic.error(file.toString(), 0, 0, "io", "cannot read: " + e.getMessage())));
    }
  }

  public LoadResult load(Collection<Path> paths) {
    long start = System.nanoTime();
    List<Diagnostic> diagnostics = new ArrayList<>();
    List<Path> files = sources(paths, diagnostics);
    ExecutorService pool = executor();
    try {
      // Distinct abilities are collected by the reading threads, each on the cards it just read, into a slice it
      // takes for them and gives back (as many slices as threads at once: what a slice settled for one chunk is not
      // settled again for the next); the slices are merged once.
      java.util.Queue<ReadingSlice> slices = new java.util.concurrent.ConcurrentLinkedQueue<>();
      java.util.Queue<ReadingSlice> idle = new java.util.concurrent.ConcurrentLinkedQueue<>();
      Map<String, StageCache.Known> settled = settled();
      CardSink sink = (read, ids) -> {
        ReadingSlice slice = idle.poll();
        if (slice == null) {
          slice = newSlice(settled);
          slices.add(slice);
        }
        slice.take(read, ids);
        idle.add(slice);
      };
      List<ReadResult> reads = readAll(files, pool, sink);
      List<SourcedCard> cards = new ArrayList<>();
      Map<String, String> setNames = new LinkedHashMap<>();
      for (ReadResult result : reads) {
        diagnostics.addAll(result.diagnostics());
        cards.addAll(result.cards());
        result.setId().ifPresent(id -> setNames.putIfAbsent(id, result.setName().orElse(id)));
      }
      return stages(start, System.nanoTime(), files.size(), cards, slices, setNames, diagnostics, pool);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Loads cards given in memory (tests, generated positions) through the same stages as files: positions are the
   * card's number in {@code cards}, in a file named {@code <memory>}.
   */
  public LoadResult loadDefinitions(List<CardDefinition> cards) {
    long start = System.nanoTime();
    List<SourcedCard> sourced = new ArrayList<>(cards.size());
    for (int i = 0; i < cards.size(); i++) {
      sourced.add(new SourcedCard(cards.get(i), MEMORY, i + 1, 1));
    }
    ExecutorService pool = executor();
    try {
      ReadingSlice slice = newSlice(settled());
      slice.take(cards, LineIds.NONE);
      return stages(start, System.nanoTime(), 0, sourced, List.of(slice), Map.of(), new ArrayList<>(), pool);
    } finally {
      pool.shutdownNow();
    }
  }

  /** The file name of cards loaded from memory. */
  public static final String MEMORY = "<memory>";

  private ExecutorService executor() {
    return Executors.newFixedThreadPool(Math.max(1, threads), runnable -> {
      Thread thread = new Thread(runnable, "card-loader");
      thread.setDaemon(true);
      return thread;
    });
  }

  private LoadResult stages(long start, long read, int files, List<SourcedCard> cards, Collection<ReadingSlice> slices,
      Map<String, String> setNames, List<Diagnostic> diagnostics, ExecutorService pool) {
    // Distinct abilities: the pool already made equal lines the same instance, so hashing is cheap. Each distinct
    // string once, with its languages, what the stage cache knows of it and the contexts the reading threads settled
    // it in (lines of simple boxes, with their (language, context) bits); the cards they could not settle (pending)
    // are looked at again once every shape is known.
    Set<Language> languages = EnumSet.noneOf(Language.class);
    long abilities = 0;
    List<CardDefinition> pending = new ArrayList<>();
    int[] open = new int[0]; // each pending card's open boxes
    Set<CardPrograms.CompileKey> settledKeys = new java.util.HashSet<>();
    // The slices' tables merged into the first one's: no object per text, and each text found by identity first (the
    // reading threads share one pool).
    AbilitySet lines = null;
    for (ReadingSlice slice : slices) {
      abilities += slice.count;
      languages.addAll(slice.languages);
      if (lines == null) {
        lines = slice.distinct;
      } else {
        lines.addAll(slice.distinct);
      }
      open = java.util.Arrays.copyOf(open, pending.size() + slice.pending.size());
      System.arraycopy(slice.open, 0, open, pending.size(), slice.pending.size());
      pending.addAll(slice.pending);
      settledKeys.addAll(slice.keys);
    }
    if (lines == null) {
      lines = new AbilitySet(null);
    }
    AbilitySet distinctLines = lines;
    int distinct = lines.pairs();
    long dedup = System.nanoTime();

    Set<Language> parsedLanguages = EnumSet.noneOf(Language.class);
    OptionalInt distinctParsed = OptionalInt.empty();
    OptionalInt distinctPrograms = OptionalInt.empty();
    long parseNanos = 0;
    long compileNanos = 0;
    int cacheHits = 0;
    int parsedTexts = 0;
    int compiledUnits = 0;
    List<String> notRun = new ArrayList<>();
    List<SourcedCard> loaded = cards;
    Optional<CardPrograms> programs = Optional.empty();
    if (parser.isPresent()) {
      long t0 = System.nanoTime();
      // Texts whose parse the stage cache holds are not parsed (a hit needs no front-end, nor its grammar's
      // start-up) nor copied: the shapes of this load are the cache's and those of the texts parsed now.
      Map<AbilityText, CardPrograms.Shape> parsedShapes = new ConcurrentHashMap<>();
      CacheLookup lookup = new CacheLookup(parsedLanguages);
      lines.forEach(lookup::line);
      lookup.done();
      Set<String> failedLines = lookup.failedLines;
      Set<String> special = lookup.special;
      List<AbilityText> toParse = lookup.toParse;
      cacheHits = lookup.hits;
      Map<AbilityText, AbilityStage.Outcome<?>> parsed = runStage(parser.get(), toParse, pool);
      parsed.forEach((text, outcome) -> {
        CardPrograms.Shape shape = CardPrograms.Shape.of(outcome);
        parsedShapes.put(text, shape);
        cache.ifPresent(c -> c.put(text, shape));
      });
      for (Map.Entry<AbilityText, CardPrograms.Shape> e : parsedShapes.entrySet()) {
        parsedLanguages.add(e.getKey().language());
        lookup.note(e.getKey(), e.getValue());
      }
      // Texts that did not parse for want of a word another card defines are read completed (LentDefinitions).
      LentDefinitions lent = lookup.failedWithWords.isEmpty() ? LentDefinitions.NONE
          : LentDefinitions.of(lookup.glossary(), lookup.failedWithWords);
      if (!lent.isEmpty()) {
        List<AbilityText> completed = new ArrayList<>();
        for (AbilityText text : lent.completedTexts()) {
          Optional<CardPrograms.Shape> known = cache.flatMap(c -> c.get(text));
          if (known.isPresent()) {
            parsedShapes.put(text, known.get());
          } else {
            completed.add(text);
          }
        }
        Map<AbilityText, AbilityStage.Outcome<?>> more = runStage(parser.get(), completed, pool);
        more.forEach((text, outcome) -> {
          CardPrograms.Shape shape = CardPrograms.Shape.of(outcome);
          parsedShapes.put(text, shape);
          cache.ifPresent(c -> c.put(text, shape));
        });
        parsed.putAll(more);
      }
      java.util.function.Function<AbilityText, CardPrograms.Shape> shapes = text -> {
        CardPrograms.Shape shape = parsedShapes.get(text);
        if (shape != null) {
          return shape;
        }
        StageCache.Known known = distinctLines.known(text.text());
        return known == null ? null : known.shape(text.language());
      };
      parsedTexts = parsed.size();
      long t1 = System.nanoTime();
      parseNanos = t1 - t0;
      distinctParsed = OptionalInt.of(distinctValues(parsed.values()));
      CardPrograms made;
      if (compile) {
        // The units of the lines settled while reading are in the cache, compiled: they are neither looked up nor
        // given a key here; the others (pending cards, boxes settled whole) are.
        Set<CardPrograms.CompileKey> keys = units(pending, open, shapes, special, lent, pool);
        keys.addAll(settledKeys);
        Map<CardPrograms.CompileKey, CardPrograms.Compiled> compiled = new ConcurrentHashMap<>();
        List<CardPrograms.CompileKey> toCompile = new ArrayList<>();
        for (CardPrograms.CompileKey key : keys) {
          if (cache.flatMap(c -> c.get(key)).isEmpty()) {
            toCompile.add(key);
          }
        }
        // A unit not in the cache whose texts are (a text moved to a Spell, or to a support box): parsed now.
        Set<AbilityText> unparsed = new java.util.HashSet<>();
        for (CardPrograms.CompileKey key : toCompile) {
          for (String text : key.texts()) {
            AbilityText ability = new AbilityText(key.language(), text);
            if (!parsed.containsKey(ability)) {
              unparsed.add(ability);
            }
          }
        }
        if (!unparsed.isEmpty()) {
          Map<AbilityText, AbilityStage.Outcome<?>> more = runStage(parser.get(), unparsed, pool);
          parsed.putAll(more);
          parsedTexts += more.size();
        }
        long t2 = System.nanoTime();
        parseNanos += t2 - t1;
        Map<CardPrograms.CompileKey, CompileStage.Unit> inputs = new java.util.HashMap<>();
        for (CardPrograms.CompileKey key : toCompile) {
          unitOf(key, parsed).ifPresentOrElse(unit -> inputs.put(key, unit), () -> compiled.put(key,
              CardPrograms.Compiled.failed(0, "a text of this unit did not parse")));
        }
        Map<CompileStage.Unit, CompileStage.Unit> compiledAs = new java.util.HashMap<>();
        inputs.values().forEach(unit -> compiledAs.putIfAbsent(unit, unit));
        Map<CompileStage.Unit, AbilityStage.Outcome<?>> outcomes = runStage(CompileStage.INSTANCE,
            compiledAs.keySet(), pool);
        compiledUnits = outcomes.size();
        // Programs are kept in their serialized form (the cache's): the ones compiled now are also kept as they are.
        Map<String, dev.altered.ir.Program> fresh = new ConcurrentHashMap<>();
        Map<CompileStage.Unit, CardPrograms.Compiled> byUnit = new java.util.HashMap<>();
        outcomes.forEach((unit, outcome) -> byUnit.put(unit, compiledOf(outcome, fresh)));
        inputs.forEach((key, unit) -> {
          CardPrograms.Compiled shared = byUnit.get(unit);
          // Units equal by their ASTs are compiled once, but a problem's offset is in the text of the one compiled: a
          // unit of other texts (a translation meaning the same) gets its own, else its column would depend on which
          // of them the set kept first.
          CardPrograms.Compiled c = shared.programs().isEmpty() && compiledAs.get(unit) != unit
              ? compiledOf(runStage(CompileStage.INSTANCE, List.of(unit), pool).get(unit), fresh) : shared;
          compiled.put(key, c);
          cache.ifPresent(stageCache -> stageCache.put(key, c));
        });
        compileNanos = System.nanoTime() - t2;
        java.util.function.Function<CardPrograms.CompileKey, CardPrograms.Compiled> units = key -> {
          CardPrograms.Compiled c = compiled.get(key);
          if (c != null) {
            return c;
          }
          if (key.texts().size() == 1) {
            // The cache's entry of a text of this load, found in the load's own table (by identity, mostly): what
            // the cache's look-up by string would give.
            StageCache.Known known = distinctLines.known(key.texts().get(0));
            CardPrograms.Compiled alone = known == null ? null
                : known.alone(CardPrograms.contextBit(key.language(), key.context()));
            if (alone != null) {
              return alone;
            }
          }
          return cache.flatMap(stageCache -> stageCache.get(key)).orElse(null);
        };
        // The outcomes of every unit of this load: those of the keys, and of the settled lines alone (counted when
        // they were looked up).
        for (CardPrograms.CompileKey key : keys) {
          CardPrograms.Compiled c = units.apply(key);
          if (c != null) {
            lookup.distinct.add(c);
            if (c.programs().isEmpty()) {
              key.texts().forEach(text -> failedLines.addAll(CardText.lines(Optional.of(text))));
            }
          }
        }
        made = CardPrograms.compiled(shapes, units, fresh, lent);
        distinctPrograms = OptionalInt.of(lookup.distinct.count());
        programs = Optional.of(made);
        cache.ifPresent(c -> c.save(
            text -> (distinctLines.languages(text.text()) & 1 << text.language().ordinal()) != 0
                || lent.isCompleted(text),
            key -> keys.contains(key) || key.texts().size() == 1 && (distinctLines.marked(key.texts().get(0))
                & 1 << CardPrograms.contextBit(key.language(), key.context())) != 0));
      } else {
        notRun.add("compile");
        made = CardPrograms.parsed(shapes, lent);
      }
      loaded = dropFailed(cards, candidates(pending, failedLines), failedLines, made, diagnostics);
    } else {
      notRun.add("parse");
      notRun.add("compile");
    }
    long end = System.nanoTime();
    // Every card loaded (the usual case): one list is both the cards loaded and those read.
    ImmutableList<SourcedCard> readCards = ImmutableList.copyOf(cards);
    return new LoadResult(loaded == cards ? readCards : ImmutableList.copyOf(loaded), readCards,
        ImmutableList.copyOf(diagnostics), ImmutableMap.copyOf(setNames), files, abilities, distinct,
        com.google.common.collect.Sets.immutableEnumSet(languages),
        com.google.common.collect.Sets.immutableEnumSet(parsedLanguages), distinctParsed, distinctPrograms, cacheHits,
        parsedTexts, compiledUnits, programs,
        new LoadResult.Timings(millis(read - start), millis(dedup - read),
            millis(parseNanos), millis(compileNanos), millis(end - start), ImmutableList.copyOf(notRun)));
  }

  /**
   * The units of the open boxes of the pending {@code cards} (those the stage cache did not settle, {@code open[i]} for
   * {@code cards.get(i)}: every box without a cache), in parallel slices of cards. Most boxes are simple: each line is
   * one ability text that parsed into at least one ability and joins nothing, so each line is its own unit; those are
   * only marked, per distinct line, with the (language, context) pairs they appear in, without a key per occurrence (a
   * million generated cards hold twelve million lines). The other boxes (list items, a text in {@code special}: that
   * did not parse, holds no ability, or is an "If you don't, …") are cut by {@link CardPrograms#segments}.
   */
  private Set<CardPrograms.CompileKey> units(List<CardDefinition> cards, int[] open,
      java.util.function.Function<AbilityText, CardPrograms.Shape> shapes, Set<String> special, LentDefinitions lent,
      ExecutorService executor) {
    Set<CardPrograms.CompileKey> keys = ConcurrentHashMap.newKeySet();
    int slices = Math.min(threads, Math.max(1, cards.size() / 1024));
    List<Future<Map<String, int[]>>> futures = new ArrayList<>();
    for (int s = 0; s < slices; s++) {
      int from = cards.size() * s / slices;
      int to = cards.size() * (s + 1) / slices;
      futures.add(executor.submit(() -> {
        Map<String, int[]> simple = new java.util.HashMap<>();
        for (int i = from; i < to; i++) {
          CardDefinition card = cards.get(i);
          for (Language language : LANGUAGES) {
            int boxes = open[i] >>> 2 * language.ordinal() & 3; // main, support
            if (boxes == 0) {
              continue; // settled while reading, or no text in the language
            }
            CardText text = card.text(language);
            for (boolean support : new boolean[] {false, true}) {
              if ((boxes & (support ? 2 : 1)) == 0) {
                continue;
              }
              ImmutableList<String> lines = support ? text.supportLines() : text.mainLines();
              if (lines.isEmpty()) {
                continue;
              }
              Compiler.Context context = CardPrograms.context(card, support);
              if (isSimple(language, lines, shapes, special)) {
                int bit = 1 << CardPrograms.contextBit(language, context);
                for (String line : lines) {
                  simple.computeIfAbsent(line, x -> new int[1])[0] |= bit;
                }
                continue;
              }
              for (CardPrograms.Segment segment : CardPrograms.segments(language,
                  lent.texts(language, Abilities.of(lines)), context, shapes)) {
                keys.add(segment.key());
              }
            }
          }
        }
        return simple;
      }));
    }
    for (Future<Map<String, int[]>> future : futures) {
      await(future).forEach((line, bits) -> {
        for (int bit = bits[0]; bit != 0; bit &= bit - 1) {
          int contextBit = Integer.numberOfTrailingZeros(bit);
          keys.add(new CardPrograms.CompileKey(CardPrograms.languageOf(contextBit), ImmutableList.of(line),
              CardPrograms.contextOf(contextBit)));
        }
      });
    }
    return keys;
  }

  /**
   * Whether each line of a box is one ability text that parsed into abilities and joins nothing (what {@link
   * CardPrograms#segments} then makes a unit of alone). Lines of a language no parser read have no shape: not simple.
   */
  private static boolean isSimple(Language language, ImmutableList<String> lines,
      java.util.function.Function<AbilityText, CardPrograms.Shape> shapes, Set<String> special) {
    for (String line : lines) {
      if (line.startsWith(Abilities.ITEM) || special.contains(line)) {
        return false;
      }
    }
    // Shapes are known for every text of a language that was parsed; a language without a parser has none.
    return shapes.apply(new AbilityText(language, lines.get(0))) != null;
  }

  /** The compile stage's input for a unit: its texts' abilities in order; empty when one of them did not parse. */
  @SuppressWarnings("unchecked")
  private static Optional<CompileStage.Unit> unitOf(CardPrograms.CompileKey key,
      Map<AbilityText, AbilityStage.Outcome<?>> parsed) {
    ImmutableList.Builder<dev.altered.ast.Ability> asts = ImmutableList.builder();
    for (String text : key.texts()) {
      if (!(parsed.get(new AbilityText(key.language(), text)) instanceof AbilityStage.Outcome.Done<?> done)) {
        return Optional.empty();
      }
      asts.addAll((List<dev.altered.ast.Ability>) done.value());
    }
    return Optional.of(new CompileStage.Unit(asts.build(), key.context()));
  }

  /** A compile outcome as kept: programs serialized (each compiled program also kept, by its serialized form). */
  @SuppressWarnings("unchecked")
  private static CardPrograms.Compiled compiledOf(AbilityStage.Outcome<?> outcome,
      Map<String, dev.altered.ir.Program> fresh) {
    if (outcome instanceof AbilityStage.Outcome.Failed<?> failed) {
      return CardPrograms.Compiled.failed(failed.offset(), failed.message());
    }
    ImmutableList.Builder<Optional<CardPrograms.Serialized>> out = ImmutableList.builder();
    for (Optional<Program> program : (List<Optional<Program>>) ((AbilityStage.Outcome.Done<?>) outcome).value()) {
      out.add(program.map(p -> {
        String json = ProgramJson.write(p);
        fresh.putIfAbsent(json, p);
        return CardPrograms.Serialized.of(json);
      }));
    }
    return CardPrograms.Compiled.done(out.build());
  }

  private static long millis(long nanos) {
    return Math.round(nanos / 1e6);
  }

  private List<ReadResult> readAll(List<Path> files, ExecutorService executor, CardSink sink) {
    TextPool texts = new TextPool();
    if (threads == 1) {
      List<ReadResult> results = new ArrayList<>();
      for (Path file : files) {
        ReadResult result = read(file, texts);
        sink.accept(Lists.transform(result.cards(), SourcedCard::card), LineIds.NONE);
        results.add(result);
      }
      return results;
    }
    // Small files are read in parallel, one per thread, largest first so a big one does not finish alone; a large
    // JSON file is itself read in parallel chunks, from this thread.
    List<Path> small = new ArrayList<>();
    Map<Path, ReadResult> large = new java.util.HashMap<>();
    for (Path file : files) {
      if (isLargeJson(file)) {
        large.put(file, null);
      } else {
        small.add(file);
      }
    }
    Map<Path, Long> sizes = new java.util.HashMap<>(); // each file asked once, not at each comparison
    for (Path file : small) {
      sizes.put(file, size(file));
    }
    small.sort((a, b) -> Long.compare(sizes.get(b), sizes.get(a)));
    Map<Path, Future<ReadResult>> futures = new LinkedHashMap<>();
    for (Path file : small) {
      futures.put(file, executor.submit(() -> {
        ReadResult result = read(file, texts);
        sink.accept(Lists.transform(result.cards(), SourcedCard::card), LineIds.NONE);
        return result;
      }));
    }
    for (Path file : large.keySet()) {
      large.put(file, readLarge(file, texts, executor, sink));
    }
    List<ReadResult> results = new ArrayList<>(files.size());
    for (Path file : files) {
      results.add(large.containsKey(file) ? large.get(file) : await(futures.get(file)));
    }
    return results;
  }

  private static boolean isLargeJson(Path file) {
    try {
      return file.getFileName().toString().endsWith(".json") && CorpusJsonReader.readsInParallel(file);
    } catch (IOException e) {
      return false; // read() reports it
    }
  }

  private ReadResult readLarge(Path file, TextPool texts, ExecutorService executor, CardSink sink) {
    try {
      return CorpusJsonReader.read(file, texts, executor, threads, sink);
    } catch (IOException e) {
      return new ReadResult(file.toString(), Optional.empty(), Optional.empty(), ImmutableList.of(),
          ImmutableList.of(Diagnostic.error(file.toString(), 0, 0, "io", "cannot read: " + e.getMessage())));
    }
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      return 0;
    }
  }

  private static <T> T await(Future<T> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("loading interrupted", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof UncheckedIOException io) {
        throw io;
      }
      throw new IllegalStateException("loading failed: " + e.getCause(), e.getCause());
    }
  }

  private static final Language[] LANGUAGES = Language.values();
  private static final boolean[] BOXES = {false, true};

  /**
   * What the stage cache settles before any card is read, per text string ({@link StageCache.Known}): the file's own
   * table, not a copy. Null without a cache or the compile stage: nothing is settled then.
   */
  private Map<String, StageCache.Known> settled() {
    if (cache.isEmpty() || !compile) {
      return null;
    }
    return cache.get().known();
  }

  /** A reading thread's slice: {@code settled} is what {@link #settled()} gave (not null only with a cache). */
  private ReadingSlice newSlice(Map<String, StageCache.Known> settled) {
    return new ReadingSlice(settled, parser.isPresent(), cache.orElse(null));
  }

  @SuppressWarnings("unchecked")
  private <I> Map<I, AbilityStage.Outcome<?>> runStage(AbilityStage<I, ?> stage, Collection<I> inputs,
      ExecutorService executor) {
    List<I> list = new ArrayList<>(inputs.size());
    for (I input : inputs) {
      if (stage.accepts(input)) {
        list.add(input);
      }
    }
    Map<I, AbilityStage.Outcome<?>> outcomes = new ConcurrentHashMap<>(list.size() * 2);
    int total = list.size();
    java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
    progress.advanced(stage.name(), 0, total);
    int slices = Math.min(threads, Math.max(1, list.size() / 256));
    List<Future<?>> futures = new ArrayList<>();
    for (int s = 0; s < slices; s++) {
      int from = list.size() * s / slices;
      int to = list.size() * (s + 1) / slices;
      futures.add(executor.submit(() -> {
        for (I input : list.subList(from, to)) {
          AbilityStage.Outcome<?> outcome;
          try {
            outcome = Objects.requireNonNull(stage.apply(input), "stage returned null");
          } catch (RuntimeException e) {
            // A stage must report problems as Failed; a crash is still one card's problem, not the load's.
            outcome = new AbilityStage.Outcome.Failed<>(0, "the " + stage.name() + " stage failed on this ability (a"
                + " defect, please report it)" + (e.getMessage() != null ? ": " + e.getMessage() : ""));
          }
          outcomes.put(input, outcome);
          // Every 64 inputs: a parse takes about a millisecond, so the bar moves without costing the stage anything.
          int now = done.incrementAndGet();
          if ((now & 63) == 0 && now < total) {
            progress.advanced(stage.name(), now, total);
          }
        }
      }));
    }
    futures.forEach(CardLoader::await);
    progress.advanced(stage.name(), total, total);
    return outcomes;
  }

  private static int distinctValues(Collection<AbilityStage.Outcome<?>> outcomes) {
    Set<Object> values = new java.util.HashSet<>();
    for (AbilityStage.Outcome<?> outcome : outcomes) {
      if (outcome instanceof AbilityStage.Outcome.Done<?> done) {
        values.add(done.value());
      }
    }
    return values.size();
  }

  private static boolean holdsAny(CardDefinition card, Set<String> lines) {
    for (Language language : LANGUAGES) {
      if (holdsAny(card, language, lines)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the card's text in a language holds one of the lines (read in place: nothing made per card). */
  private static boolean holdsAny(CardDefinition card, Language language, Set<String> lines) {
    for (boolean support : BOXES) {
      for (int i = 0, n = card.lineCount(language, support); i < n; i++) {
        if (lines.contains(card.line(language, support, i))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Below this many cards, the passes over cards after the stages run on the calling thread: for the few thousand of a
   * card folder, starting the common fork-join pool costs more than it saves (most of all in a fresh JVM).
   */
  private static final int PARALLEL_CARDS = 1 << 16;

  /**
   * The cards that hold a failed line: found among the pending cards only. The others are settled: every box of theirs
   * is simple, with every line parsed and its unit compiled, as the stage cache said when they were read
   * ({@link ReadingSlice}). Compared by identity: a card's equals() compares every field, and only these objects are
   * asked about.
   */
  private static Set<CardDefinition> candidates(List<CardDefinition> pending, Set<String> failedLines) {
    Set<CardDefinition> holding = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    if (!failedLines.isEmpty()) {
      Stream<CardDefinition> cards = pending.size() < PARALLEL_CARDS ? pending.stream() : pending.parallelStream();
      holding.addAll(cards.filter(card -> holdsAny(card, failedLines)).toList());
    }
    return holding;
  }

  private static void holdCandidates(List<SourcedCard> cards, Set<CardDefinition> candidates, boolean[] holds) {
    for (int i = 0; i < holds.length; i++) {
      holds[i] = candidates.contains(cards.get(i).card());
    }
  }

  /**
   * The problems of the cards at {@code held}, per language (empty where the card holds no failed line: all its
   * abilities loaded), in parallel for many cards.
   */
  @SuppressWarnings("unchecked")
  private static List<List<LoadedAbility>>[] problems(List<SourcedCard> cards, int[] held, Set<String> failedLines,
      CardPrograms programs) {
    List<List<LoadedAbility>>[] problems = new List[held.length];
    java.util.stream.IntStream indices = java.util.stream.IntStream.range(0, held.length);
    (held.length < PARALLEL_CARDS / 16 ? indices : indices.parallel()).forEach(k -> {
      SourcedCard sourced = cards.get(held[k]);
      List<List<LoadedAbility>> byLanguage = new ArrayList<>(LANGUAGES.length);
      for (Language language : LANGUAGES) {
        byLanguage.add(holdsAny(sourced.card(), language, failedLines) ? programs.problems(sourced, language)
            : List.of());
      }
      problems[k] = byLanguage;
    });
    return problems;
  }

  /**
   * Cards with an ability that failed a stage are reported at the ability's line and left out; a translation that
   * fails while the card has English text is a warning and the card loads.
   */
  private static List<SourcedCard> dropFailed(List<SourcedCard> cards, Set<CardDefinition> candidates,
      Set<String> failedLines, CardPrograms programs, List<Diagnostic> diagnostics) {
    if (candidates.isEmpty()) {
      return cards;
    }
    // Made when the first card is left out: until then the cards kept are the first ones read (with no card left out,
    // the load's cards are the very list read, which the result then holds once).
    List<SourcedCard> kept = null;
    int reported = 0;
    int unreported = 0;
    int unreportedErrors = 0;
    Diagnostic firstUnreported = null; // where the first problem not listed is
    // The cards that hold a failed line are looked at in file order: found by reference, without walking every
    // card's texts again (a million cards' objects, mostly out of the processor's caches).
    boolean[] holds = new boolean[cards.size()];
    if (cards.size() < PARALLEL_CARDS) {
      holdCandidates(cards, candidates, holds);
    } else {
      java.util.stream.IntStream.range(0, cards.size()).parallel()
          .forEach(i -> holds[i] = candidates.contains(cards.get(i).card()));
    }
    // Each candidate's problems are found on every thread (a million generated cards have about a hundred thousand
    // candidates); they are reported in file order below.
    int[] held = java.util.stream.IntStream.range(0, holds.length).filter(i -> holds[i]).toArray();
    List<List<LoadedAbility>>[] problems = problems(cards, held, failedLines, programs);
    int next = 0; // the next candidate
    int keptTo = 0; // with kept null, cards [0, keptTo) are kept
    for (int k = 0; k < held.length; k++) {
      int index = held[k];
      SourcedCard sourced = cards.get(index);
      if (kept != null) {
        kept.addAll(cards.subList(keptTo, index));
      }
      keptTo = index + 1;
      boolean failed = false;
      List<List<LoadedAbility>> byLanguage = problems[next++];
      for (Language language : LANGUAGES) {
        for (LoadedAbility ability : byLanguage.get(language.ordinal())) {
          if (ability.problem().isEmpty()) {
            continue;
          }
          LoadedAbility.Problem problem = ability.problem().get();
          // The English text is the card's rules text: a translation that does not read is a defect of the
          // translation (a warning, ./altered translate-check explains it), and the card still loads.
          boolean translation = language != Language.EN && sourced.card().hasText(Language.EN);
          failed |= !translation;
          // An unexpanded placeholder is a known defect of the official data, not a designer's mistake: reported
          // (the card is still left out) as a warning, so checking the imported sets passes.
          String placeholder = placeholder(ability.text());
          boolean defect = placeholder != null;
          if (reported >= MAX_STAGE_DIAGNOSTICS) {
            if (unreported++ == 0) {
              firstUnreported = new Diagnostic(dev.altered.cardfile.Severity.WARNING, sourced.file(), problem.line(),
                  problem.column(), "ability", "");
            }
            unreportedErrors += defect || translation ? 0 : 1;
            continue;
          }
          reported++;
          String message = sourced.card().reference() + " " + language.code()
              + (ability.support() ? " support" : "") + " ability " + (ability.index() + 1) + " does not load: "
              + problem.message() + (defect ? " (the unexpanded placeholder " + placeholder
                  + " is a defect of the source data; card left out)" : "");
          diagnostics.add(new Diagnostic(defect || translation ? dev.altered.cardfile.Severity.WARNING
              : dev.altered.cardfile.Severity.ERROR, sourced.file(), problem.line(), problem.column(),
              defect ? "ability-defect" : translation ? "translation" : "ability",
              translation && !defect ? message + " (translation defect; the card loads from its English text)"
                  : message));
        }
      }
      if (failed && kept == null) {
        kept = new ArrayList<>(cards.size());
        kept.addAll(cards.subList(0, index));
      } else if (!failed && kept != null) {
        kept.add(sourced);
      }
    }
    if (kept != null) {
      kept.addAll(cards.subList(keptTo, cards.size()));
    }
    if (unreported > 0) {
      // At the first one not listed, and an error only if an error is among them: load and check exit on errors.
      diagnostics.add(new Diagnostic(unreportedErrors > 0 ? dev.altered.cardfile.Severity.ERROR
          : dev.altered.cardfile.Severity.WARNING, firstUnreported.file(), firstUnreported.line(),
          firstUnreported.column(), "ability", "this and " + (unreported - 1) + " more abilities that do not load"
          + " are not listed (" + unreportedErrors + " errors, " + (unreported - unreportedErrors) + " warnings;"
          + " the first " + MAX_STAGE_DIAGNOSTICS + " are)"));
    }
    return kept == null ? cards : kept;
  }
}
