package dev.altered.load;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileFormat;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.CorpusJsonReader;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
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
import java.util.function.Consumer;
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

  private final int threads;
  private final Optional<AbilityStage<AbilityText, ?>> parser;
  private final Optional<AbilityStage<Object, ?>> compiler;
  private final Optional<StageCache> cache;

  private CardLoader(int threads, Optional<AbilityStage<AbilityText, ?>> parser,
      Optional<AbilityStage<Object, ?>> compiler, Optional<StageCache> cache) {
    this.threads = threads;
    this.parser = parser;
    this.compiler = compiler;
    this.cache = cache;
  }

  /** Reads only: no parse or compile stage. */
  public static CardLoader readOnly() {
    return new CardLoader(Runtime.getRuntime().availableProcessors(), Optional.empty(), Optional.empty(),
        Optional.empty());
  }

  /**
   * The loader of the tools, the tests and the engine: every stage this build has: reading, the text layer's parser
   * and the compiler.
   */
  public static CardLoader standard() {
    return readOnly().withParser(ParseStage.INSTANCE).withCompiler(CompileStage.INSTANCE);
  }

  /** Adds the parse stage. */
  public CardLoader withParser(AbilityStage<AbilityText, ?> parse) {
    return new CardLoader(threads, Optional.of(parse), compiler, cache);
  }

  /** Adds the compile stage, fed with what the parse stage produced. */
  @SuppressWarnings("unchecked")
  public <A> CardLoader withCompiler(AbilityStage<A, ?> compile) {
    return new CardLoader(threads, parser, Optional.of((AbilityStage<Object, ?>) compile), cache);
  }

  /** Worker threads for reading and the stages (default: the processors available). */
  public CardLoader withThreads(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("threads must be 1 or more: " + count);
    }
    return new CardLoader(count, parser, compiler, cache);
  }

  /**
   * Keeps the outcomes of the standard parse and compile stages in {@code cache} between runs: texts found there are
   * neither parsed nor compiled again, the others are, and are added. Only for the {@link #standard()} stages, whose
   * outcomes the cache can store.
   */
  public CardLoader withCache(StageCache cache) {
    if (parser.orElse(null) != ParseStage.INSTANCE || (Object) compiler.orElse(null) != CompileStage.INSTANCE) {
      throw new IllegalStateException("the stage cache stores the standard parse and compile stages' outcomes only");
    }
    return new CardLoader(threads, parser, compiler, Optional.of(cache));
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
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), runnable -> {
      Thread thread = new Thread(runnable, "card-loader");
      thread.setDaemon(true);
      return thread;
    });
    try {
      // Distinct abilities are collected by the reading threads, each on the cards it just read.
      java.util.Queue<Slice> slices = new java.util.concurrent.ConcurrentLinkedQueue<>();
      Consumer<List<SourcedCard>> sink = read -> slices.add(slice(read));
      List<ReadResult> reads = readAll(files, pool, sink);
      long read = System.nanoTime();
      List<SourcedCard> cards = new ArrayList<>();
      Map<String, String> setNames = new LinkedHashMap<>();
      for (ReadResult result : reads) {
        diagnostics.addAll(result.diagnostics());
        cards.addAll(result.cards());
        result.setId().ifPresent(id -> setNames.putIfAbsent(id, result.setName().orElse(id)));
      }
      // Distinct abilities: the pool already made equal lines the same instance, so hashing is cheap.
      Set<Language> languages = EnumSet.noneOf(Language.class);
      Map<AbilityText, Boolean> distinct = new ConcurrentHashMap<>();
      long abilities = 0;
      for (Slice slice : slices) {
        abilities += slice.count;
        languages.addAll(slice.languages);
        slice.distinct.forEach(text -> distinct.put(text, Boolean.TRUE));
      }
      long dedup = System.nanoTime();

      Set<Language> parsedLanguages = EnumSet.noneOf(Language.class);
      OptionalInt distinctParsed = OptionalInt.empty();
      OptionalInt distinctPrograms = OptionalInt.empty();
      long parseNanos = 0;
      long compileNanos = 0;
      int cacheHits = 0;
      List<String> notRun = new ArrayList<>();
      List<SourcedCard> loaded = cards;
      if (parser.isPresent()) {
        long t0 = System.nanoTime();
        // Texts whose outcome the stage cache holds skip both stages; the others go through them.
        Map<AbilityText, StageCache.Entry> cached = new java.util.HashMap<>();
        Collection<AbilityText> toParse = distinct.keySet();
        if (cache.isPresent()) {
          toParse = new ArrayList<>();
          for (AbilityText text : distinct.keySet()) {
            // Only texts the parser accepted were stored: a hit needs no front-end (nor its grammar's start-up).
            Optional<StageCache.Entry> entry = cache.get().get(text);
            if (entry.isPresent()) {
              cached.put(text, entry.get());
              parsedLanguages.add(text.language());
            } else {
              toParse.add(text);
            }
          }
          cacheHits = cached.size();
        }
        Map<AbilityText, AbilityStage.Outcome<?>> parsed = runStage(parser.get(), toParse, pool);
        for (AbilityText text : parsed.keySet()) {
          parsedLanguages.add(text.language());
        }
        long t1 = System.nanoTime();
        parseNanos = t1 - t0;
        distinctParsed = OptionalInt.of(distinctValues(parsed.values()));
        Map<AbilityText, AbilityStage.Outcome<?>> outcomes = parsed;
        if (compiler.isPresent()) {
          Set<Object> asts = ConcurrentHashMap.newKeySet();
          parsed.values().forEach(o -> {
            if (o instanceof AbilityStage.Outcome.Done<?> done) {
              asts.add(done.value());
            }
          });
          Map<Object, AbilityStage.Outcome<?>> compiled = runStage(compiler.get(), asts, pool);
          compileNanos = System.nanoTime() - t1;
          // One text may hold several abilities: programs are counted one by one.
          distinctPrograms = OptionalInt.of(distinctElements(compiled.values()));
          Map<AbilityText, AbilityStage.Outcome<?>> combined = new java.util.HashMap<>();
          parsed.forEach((text, outcome) -> combined.put(text,
              outcome instanceof AbilityStage.Outcome.Done<?> done ? compiled.get(done.value()) : outcome));
          if (cache.isPresent()) {
            // Programs are told apart by their serialized form, the one the cache holds: a program compiled now
            // and one read from the cache are the same program when they serialize the same.
            Set<String> programs = new java.util.HashSet<>();
            combined.forEach((text, outcome) -> {
              StageCache.Entry entry = entryOf(outcome);
              cache.get().put(text, entry);
              entry.programs().ifPresent(programs::addAll);
            });
            cached.forEach((text, entry) -> {
              entry.programs().ifPresent(programs::addAll);
              combined.put(text, entry.programs().isPresent() ? new AbilityStage.Outcome.Done<>(entry)
                  : new AbilityStage.Outcome.Failed<>(entry.offset(), entry.message()));
            });
            distinctPrograms = OptionalInt.of(programs.size());
            cache.get().save(distinct.keySet());
          }
          outcomes = combined;
        } else {
          notRun.add("compile");
        }
        loaded = dropFailed(cards, outcomes, diagnostics);
      } else {
        notRun.add("parse");
        notRun.add("compile");
      }
      long end = System.nanoTime();
      return new LoadResult(ImmutableList.copyOf(loaded), ImmutableList.copyOf(diagnostics),
          ImmutableMap.copyOf(setNames), files.size(), abilities, distinct.size(), com.google.common.collect.Sets.immutableEnumSet(languages),
          com.google.common.collect.Sets.immutableEnumSet(parsedLanguages), distinctParsed, distinctPrograms, cacheHits,
          new LoadResult.Timings(millis(read - start), millis(dedup - read),
              millis(parseNanos), millis(compileNanos), millis(end - start), ImmutableList.copyOf(notRun)));
    } finally {
      pool.shutdownNow();
    }
  }

  @SuppressWarnings("unchecked")
  private static StageCache.Entry entryOf(AbilityStage.Outcome<?> outcome) {
    if (outcome instanceof AbilityStage.Outcome.Failed<?> failed) {
      return StageCache.Entry.failed(failed.offset(), failed.message());
    }
    ImmutableList<Program> programs = (ImmutableList<Program>) ((AbilityStage.Outcome.Done<?>) outcome).value();
    return StageCache.Entry.done(programs.stream().map(ProgramJson::write).collect(ImmutableList.toImmutableList()));
  }

  private static long millis(long nanos) {
    return Math.round(nanos / 1e6);
  }

  private List<ReadResult> readAll(List<Path> files, ExecutorService executor, Consumer<List<SourcedCard>> sink) {
    TextPool texts = new TextPool();
    if (threads == 1) {
      List<ReadResult> results = new ArrayList<>();
      for (Path file : files) {
        ReadResult result = read(file, texts);
        sink.accept(result.cards());
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
    small.sort((a, b) -> Long.compare(size(b), size(a)));
    Map<Path, Future<ReadResult>> futures = new LinkedHashMap<>();
    for (Path file : small) {
      futures.put(file, executor.submit(() -> {
        ReadResult result = read(file, texts);
        sink.accept(result.cards());
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

  private ReadResult readLarge(Path file, TextPool texts, ExecutorService executor,
      Consumer<List<SourcedCard>> sink) {
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

  /** The abilities of some cards: occurrences counted, distinct ones collected, languages seen. */
  private static final Language[] LANGUAGES = Language.values();

  private static Slice slice(List<SourcedCard> cards) {
    Slice slice = new Slice();
    Language[] all = LANGUAGES;
    for (SourcedCard sourced : cards) {
      ImmutableMap<Language, CardText> texts = sourced.card().texts();
      for (Language language : all) { // get() allocates nothing, entrySet() an entry per language
        CardText text = texts.get(language);
        if (text != null) {
          slice.languages.add(language);
          slice.count += add(language, text.mainLines(), slice.distinct);
          slice.count += add(language, text.supportLines(), slice.distinct);
        }
      }
    }
    return slice;
  }

  /** What one thread found, merged once at the end. */
  private static final class Slice {
    final AbilitySet distinct = new AbilitySet();
    final Set<Language> languages = EnumSet.noneOf(Language.class);
    long count;
  }

  private static int add(Language language, ImmutableList<String> lines, AbilitySet distinct) {
    if (lines.isEmpty()) {
      return 0;
    }
    boolean items = false;
    for (String line : lines) {
      items |= line.startsWith(Abilities.ITEM);
    }
    if (!items) { // the usual case: each line is an ability, already a shared String
      for (String line : lines) {
        distinct.add(language, line);
      }
      return lines.size();
    }
    List<String> abilities = Abilities.of(lines);
    for (String ability : abilities) {
      distinct.add(language, ability);
    }
    return abilities.size();
  }

  /**
   * Distinct (language, text) pairs without an object per occurrence: an open-addressing table of texts, each with
   * a bit per language. Texts are mostly pooled Strings, so their hash is cached and equality is usually identity.
   */
  private static final class AbilitySet {
    private String[] texts = new String[1 << 12];
    private int[] languages = new int[1 << 12];
    private int size;

    void add(Language language, String text) {
      int mask = texts.length - 1;
      int slot = mix(text.hashCode()) & mask;
      while (true) {
        String existing = texts[slot];
        if (existing == null) {
          texts[slot] = text;
          languages[slot] = 1 << language.ordinal();
          if (++size * 2 > texts.length) {
            grow();
          }
          return;
        }
        if (existing == text || existing.equals(text)) {
          languages[slot] |= 1 << language.ordinal();
          return;
        }
        slot = (slot + 1) & mask;
      }
    }

    private void grow() {
      String[] oldTexts = texts;
      int[] oldLanguages = languages;
      texts = new String[oldTexts.length * 2];
      languages = new int[oldTexts.length * 2];
      int mask = texts.length - 1;
      for (int i = 0; i < oldTexts.length; i++) {
        if (oldTexts[i] != null) {
          int slot = mix(oldTexts[i].hashCode()) & mask;
          while (texts[slot] != null) {
            slot = (slot + 1) & mask;
          }
          texts[slot] = oldTexts[i];
          languages[slot] = oldLanguages[i];
        }
      }
    }

    void forEach(java.util.function.Consumer<AbilityText> action) {
      Language[] all = Language.values();
      for (int i = 0; i < texts.length; i++) {
        if (texts[i] != null) {
          for (Language language : all) {
            if ((languages[i] & (1 << language.ordinal())) != 0) {
              action.accept(new AbilityText(language, texts[i]));
            }
          }
        }
      }
    }

    private static int mix(int hash) {
      int h = hash * 0x9E3779B9;
      return h ^ (h >>> 16);
    }
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
            outcome = new AbilityStage.Outcome.Failed<>(0, stage.name() + " crashed: " + e);
          }
          outcomes.put(input, outcome);
        }
      }));
    }
    futures.forEach(CardLoader::await);
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

  private static int distinctElements(Collection<AbilityStage.Outcome<?>> outcomes) {
    Set<Object> values = new java.util.HashSet<>();
    for (AbilityStage.Outcome<?> outcome : outcomes) {
      if (outcome instanceof AbilityStage.Outcome.Done<?> done) {
        if (done.value() instanceof Collection<?> many) {
          values.addAll(many);
        } else {
          values.add(done.value());
        }
      }
    }
    return values.size();
  }

  private static boolean holdsAny(CardDefinition card, Set<String> lines) {
    ImmutableMap<Language, CardText> texts = card.texts();
    for (Language language : LANGUAGES) { // get() allocates nothing, values() an iterator and an entry per language
      CardText text = texts.get(language);
      if (text == null) {
        continue;
      }
      for (String line : text.mainLines()) {
        if (lines.contains(line)) {
          return true;
        }
      }
      for (String line : text.supportLines()) {
        if (lines.contains(line)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Cards with an ability that failed a stage are reported at the ability's line and left out; a translation that
   * fails while the card has English text is a warning and the card loads.
   */
  private List<SourcedCard> dropFailed(List<SourcedCard> cards, Map<AbilityText, AbilityStage.Outcome<?>> outcomes,
      List<Diagnostic> diagnostics) {
    // Only cards holding a line of a failed ability can fail: find them without building keys for every card.
    Set<String> failedLines = new java.util.HashSet<>();
    for (Map.Entry<AbilityText, AbilityStage.Outcome<?>> entry : outcomes.entrySet()) {
      if (entry.getValue() instanceof AbilityStage.Outcome.Failed<?>) {
        failedLines.addAll(CardText.lines(Optional.of(entry.getKey().text())));
      }
    }
    if (failedLines.isEmpty()) {
      return cards;
    }
    List<SourcedCard> kept = new ArrayList<>(cards.size());
    int reported = 0;
    int unreported = 0;
    // Walking every card's texts is the cost (a million cards' objects, mostly out of the processor's caches): it
    // is shared between the cores; the few cards that hold a failed line are then looked at in file order.
    boolean[] holds = new boolean[cards.size()];
    java.util.stream.IntStream.range(0, cards.size()).parallel()
        .forEach(i -> holds[i] = holdsAny(cards.get(i).card(), failedLines));
    for (int index = 0; index < cards.size(); index++) {
      SourcedCard sourced = cards.get(index);
      if (!holds[index]) {
        kept.add(sourced);
        continue;
      }
      boolean failed = false;
      for (Map.Entry<Language, CardText> entry : sourced.card().texts().entrySet()) {
        for (boolean support : new boolean[] {false, true}) {
          CardText text = entry.getValue();
          ImmutableList<String> lines = support ? text.supportLines() : text.mainLines();
          List<String> abilities = Abilities.of(lines);
          int[] firstLines = Abilities.firstLines(lines);
          for (int i = 0; i < abilities.size(); i++) {
            AbilityStage.Outcome<?> outcome = outcomes.get(new AbilityText(entry.getKey(), abilities.get(i)));
            if (outcome instanceof AbilityStage.Outcome.Failed<?> problem) {
              // The English text is the card's rules text: a translation that does not read is a defect of the
              // translation (a warning, ./altered translate-check explains it), and the card still loads.
              boolean translation = entry.getKey() != Language.EN
                  && sourced.card().texts().containsKey(Language.EN);
              failed |= !translation;
              if (reported < MAX_STAGE_DIAGNOSTICS) {
                reported++;
                // The ability may span lines (a modal list): find the line the offset falls in.
                int line = firstLines[i];
                int offset = Math.max(0, problem.offset());
                int last = i + 1 < firstLines.length ? firstLines[i + 1] - 1 : lines.size() - 1;
                while (line < last && offset > lines.get(line).length()) {
                  offset -= lines.get(line).length() + CardText.LINE_SEPARATOR.length();
                  line++;
                }
                int[] at = sourced.position(entry.getKey(), support, line);
                boolean exact = sourced.textPositions().length > 0;
                // An unexpanded placeholder is a known defect of the official data, not a designer's mistake:
                // reported (the card is still left out) as a warning, so checking the imported sets passes.
                java.util.regex.Matcher placeholder = PLACEHOLDER.matcher(abilities.get(i));
                boolean defect = placeholder.find();
                String message = sourced.card().reference() + " " + entry.getKey().code()
                    + (support ? " support" : "") + " ability " + (i + 1) + " does not load: " + problem.message()
                    + (defect ? " (the unexpanded placeholder " + placeholder.group() + " is a defect of the source"
                        + " data; card left out)" : "");
                diagnostics.add(new Diagnostic(defect || translation ? dev.altered.cardfile.Severity.WARNING
                    : dev.altered.cardfile.Severity.ERROR, sourced.file(), at[0], exact ? at[1] + offset : at[1],
                    defect ? "ability-defect" : translation ? "translation" : "ability",
                    translation && !defect ? message + " (translation defect; the card loads from its English text)"
                        : message));
              } else {
                unreported++;
              }
            }
          }
        }
      }
      if (!failed) {
        kept.add(sourced);
      }
    }
    if (unreported > 0) {
      diagnostics.add(Diagnostic.error("(load)", 0, 0, "ability", unreported
          + " more abilities that do not load are not listed (first " + MAX_STAGE_DIAGNOSTICS + " shown)"));
    }
    return kept;
  }
}
