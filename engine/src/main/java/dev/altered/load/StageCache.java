package dev.altered.load;

import com.google.common.collect.ImmutableList;
import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import dev.altered.card.Language;
import dev.altered.ir.Program;
import dev.altered.ir.ProgramJson;
import dev.altered.text.TextReader;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.CodeSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.CheckedOutputStream;

/**
 * What the parse and compile stages made of each distinct ability text, kept on disk between runs, so that loading
 * cards already seen costs reading them, not parsing them again. A process starts with ANTLR's prediction cache and the
 * JIT empty, which makes a cold parse of every language most of a cold load (seconds); a designer who changed one card
 * should wait for that card only.
 *
 * <p>A text entry is keyed by the ability's language and exact text and holds its parse outcome as boxes need it (how
 * many abilities, whether the first is "If you don't, …") or its problem (offset and message); a unit entry is keyed by
 * a {@link CardPrograms.CompileKey} (language, texts, the card's context) and holds the compiled programs (shared
 * through a table, written with {@link ProgramJson} and validated again when read) or the problem. The file is named after a fingerprint of the code that produced the outcomes (the loader, the front-ends,
 * the grammars, the compiler) so a rebuilt parser or compiler never reads another build's outcomes. A damaged, foreign
 * or unreadable file is ignored and rewritten: the cache may make a load faster, never different.
 */
public final class StageCache {
  /** Bumped when the file layout below changes. */
  static final int LAYOUT = 2;
  private static final byte[] MAGIC = "ALTERED-STAGES".getBytes(StandardCharsets.US_ASCII);
  private static final String PREFIX = "stages-";
  private static final String SUFFIX = ".cache";
  /** Files of other builds are removed once this old: a developer switching branches keeps theirs for a while. */
  private static final Duration STALE = Duration.ofDays(7);
  /** Beyond this many entries, a save keeps only what the last load used (a designer's edits leave old texts). */
  static final int MAX_ENTRIES = 2_000_000;

  private final Path file;
  private final Entries stored;
  private final Entries added = new Entries(new ConcurrentHashMap<>(), new ConcurrentHashMap<>());
  private final List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());

  /** What the parse stage made of each text, what the compile stage made of each unit. */
  private record Entries(Map<AbilityText, CardPrograms.Shape> texts,
      Map<CardPrograms.CompileKey, CardPrograms.Compiled> units) {
    static Entries empty() {
      return new Entries(Map.of(), Map.of());
    }

    boolean isEmpty() {
      return texts.isEmpty() && units.isEmpty();
    }
  }

  private StageCache(Path file, Entries stored, Optional<String> readProblem) {
    this.file = file;
    this.stored = stored;
    readProblem.ifPresent(problems::add);
  }

  /**
   * The cache in {@code directory} for the code running now. The directory need not exist; a file that cannot be
   * read is one of {@link #problems()} and treated as empty.
   */
  public static StageCache open(Path directory) {
    return open(directory, codeFingerprint());
  }

  /** The cache in {@code directory} for outcomes made by the code named {@code fingerprint}. */
  public static StageCache open(Path directory, String fingerprint) {
    Path file = directory.resolve(PREFIX + fingerprint + SUFFIX);
    if (!Files.isRegularFile(file)) {
      return new StageCache(file, Entries.empty(), Optional.empty());
    }
    try {
      return new StageCache(file, readEntries(Files.readAllBytes(file)), Optional.empty());
    } catch (IOException | IllegalArgumentException | java.nio.BufferUnderflowException
        | IndexOutOfBoundsException e) {
      return new StageCache(file, Entries.empty(), Optional.of(file + ": ignored, it will be rewritten: "
          + (e instanceof EOFException ? "truncated" : e.getMessage())));
    }
  }

  /**
   * Where the tools keep it: {@code $ALTERED_CACHE} when set, else {@code $XDG_CACHE_HOME/altered}, else
   * {@code ~/.cache/altered}. Empty when {@code ALTERED_CACHE} is {@code off}.
   */
  public static Optional<Path> defaultDirectory() {
    String explicit = System.getenv("ALTERED_CACHE");
    if (explicit != null && !explicit.isBlank()) {
      return explicit.equals("off") ? Optional.empty() : Optional.of(Paths.get(explicit));
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    if (xdg != null && !xdg.isBlank()) {
      return Optional.of(Paths.get(xdg, "altered"));
    }
    return Optional.of(Paths.get(System.getProperty("user.home"), ".cache", "altered"));
  }

  /** The file this cache reads and writes. */
  public Path file() {
    return file;
  }

  /**
   * Why the file on disk was not used, or could not be written, if so. These are not problems of the cards (their
   * load is the same either way), so they are not among a load's diagnostics: the tools print them as notes.
   */
  public List<String> problems() {
    return List.copyOf(problems);
  }

  /** Texts and units read from disk. */
  public int size() {
    return stored.texts().size() + stored.units().size();
  }

  Optional<CardPrograms.Shape> get(AbilityText text) {
    return Optional.ofNullable(stored.texts().get(text));
  }

  Optional<CardPrograms.Compiled> get(CardPrograms.CompileKey unit) {
    return Optional.ofNullable(stored.units().get(unit));
  }

  /** Every text read from disk with its shape. */
  void forEachShape(java.util.function.BiConsumer<AbilityText, CardPrograms.Shape> action) {
    stored.texts().forEach(action);
  }

  /** Every unit read from disk with its outcome. */
  void forEachUnit(java.util.function.BiConsumer<CardPrograms.CompileKey, CardPrograms.Compiled> action) {
    stored.units().forEach(action);
  }

  void put(AbilityText text, CardPrograms.Shape shape) {
    added.texts().put(text, shape);
  }

  void put(CardPrograms.CompileKey unit, CardPrograms.Compiled compiled) {
    added.units().put(unit, compiled);
  }

  /**
   * Writes what this cache read and what was added since, when something was added, atomically (another process
   * reading at the same time sees the old file or the new one). {@code used} are the texts the last load looked up:
   * kept first when the file would grow beyond {@link #MAX_ENTRIES}. A failure to write is one of {@link #problems}.
   */
  void save(java.util.Set<AbilityText> used, java.util.Set<CardPrograms.CompileKey> usedUnits) {
    if (added.isEmpty()) {
      return;
    }
    Entries all = new Entries(new LinkedHashMap<>(), new LinkedHashMap<>());
    if (size() + added.texts().size() + added.units().size() <= MAX_ENTRIES) {
      all.texts().putAll(stored.texts());
      all.units().putAll(stored.units());
    } else {
      stored.texts().forEach((text, entry) -> {
        if (used.contains(text)) {
          all.texts().put(text, entry);
        }
      });
      stored.units().forEach((unit, entry) -> {
        if (usedUnits.contains(unit)) {
          all.units().put(unit, entry);
        }
      });
    }
    all.texts().putAll(added.texts());
    all.units().putAll(added.units());
    try {
      Files.createDirectories(file.getParent());
      Path temp = Files.createTempFile(file.getParent(), PREFIX, ".tmp");
      try {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp), 1 << 16)) {
          writeEntries(out, all);
        }
        try {
          Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        }
      } finally {
        Files.deleteIfExists(temp);
      }
      removeStale(file.getParent(), file);
    } catch (IOException | RuntimeException e) {
      problems.add("cannot write the stage cache " + file + ": " + e);
    }
  }

  private static void removeStale(Path directory, Path current) {
    Instant limit = Instant.now().minus(STALE);
    try (Stream<Path> files = Files.list(directory)) {
      for (Path other : (Iterable<Path>) files::iterator) {
        String name = other.getFileName().toString();
        if (!other.equals(current) && name.startsWith(PREFIX) && name.endsWith(SUFFIX)
            && Files.getLastModifiedTime(other).toInstant().isBefore(limit)) {
          Files.deleteIfExists(other);
        }
      }
    } catch (IOException e) {
      // Another process cleaning up at the same time, or no right to: old files only cost disk space.
    }
  }

  // File layout: MAGIC, LAYOUT, Program.FORMAT; the program table (count, then each as ProgramJson); the texts
  // (count, then language ordinal, text, and either 0 + ability count + "If you don't" flag or 1 + offset + message);
  // the units (count, then language ordinal, text count, texts, Spell flag, support flag, and either 0 + program
  // indices (-1: joined to the one before) or 1 + offset + message); the CRC-32 of all bytes before it, so a damaged
  // file is refused rather than misread.

  private static void writeEntries(OutputStream raw, Entries entries) throws IOException {
    CheckedOutputStream checked = new CheckedOutputStream(raw, new CRC32());
    DataOutputStream out = new DataOutputStream(checked);
    out.write(MAGIC);
    out.writeInt(LAYOUT);
    out.writeInt(Program.FORMAT);
    Map<String, Integer> table = new HashMap<>();
    List<String> programs = new ArrayList<>();
    for (CardPrograms.Compiled compiled : entries.units().values()) {
      for (Optional<String> program : compiled.programs().orElse(ImmutableList.of())) {
        program.ifPresent(p -> table.computeIfAbsent(p, x -> {
          programs.add(x);
          return programs.size() - 1;
        }));
      }
    }
    out.writeInt(programs.size());
    for (String program : programs) {
      writeString(out, program);
    }
    out.writeInt(entries.texts().size());
    for (Map.Entry<AbilityText, CardPrograms.Shape> e : entries.texts().entrySet()) {
      out.writeByte(e.getKey().language().ordinal());
      writeString(out, e.getKey().text());
      CardPrograms.Shape shape = e.getValue();
      if (shape.parsed()) {
        out.writeByte(0);
        out.writeInt(shape.abilities());
        out.writeBoolean(shape.ifYouDont());
      } else {
        out.writeByte(1);
        out.writeInt(shape.offset());
        writeString(out, shape.message());
      }
    }
    out.writeInt(entries.units().size());
    for (Map.Entry<CardPrograms.CompileKey, CardPrograms.Compiled> e : entries.units().entrySet()) {
      CardPrograms.CompileKey key = e.getKey();
      out.writeByte(key.language().ordinal());
      out.writeInt(key.texts().size());
      for (String text : key.texts()) {
        writeString(out, text);
      }
      out.writeBoolean(key.context().spell());
      out.writeBoolean(key.context().support());
      CardPrograms.Compiled compiled = e.getValue();
      if (compiled.programs().isPresent()) {
        out.writeByte(0);
        out.writeInt(compiled.programs().get().size());
        for (Optional<String> program : compiled.programs().get()) {
          out.writeInt(program.map(table::get).orElse(-1));
        }
      } else {
        out.writeByte(1);
        out.writeInt(compiled.offset());
        writeString(out, compiled.message());
      }
    }
    out.flush();
    new DataOutputStream(raw).writeLong(checked.getChecksum().getValue());
  }

  /**
   * Reads the whole file at once: its checksum is computed over the array in one call, and the entries are decoded
   * from it (a stream read byte by byte through a checksum was most of opening the cache).
   */
  private static Entries readEntries(byte[] bytes) throws IOException {
    if (bytes.length < MAGIC.length + Long.BYTES) {
      throw new EOFException();
    }
    CRC32 crc = new CRC32();
    crc.update(bytes, 0, bytes.length - Long.BYTES);
    java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes, 0, bytes.length - Long.BYTES);
    if (java.nio.ByteBuffer.wrap(bytes, bytes.length - Long.BYTES, Long.BYTES).getLong() != crc.getValue()) {
      // A file cut short is also told apart by its checksum: the last 8 bytes are then not it.
      throw new IOException("damaged (checksum differs)");
    }
    byte[] magic = new byte[MAGIC.length];
    in.get(magic);
    if (!java.util.Arrays.equals(magic, MAGIC)) {
      throw new IOException("not a stage cache file");
    }
    int layout = in.getInt();
    int format = in.getInt();
    if (layout != LAYOUT || format != Program.FORMAT) {
      throw new IOException("written with layout " + layout + " and program format " + format + ", this build uses "
          + LAYOUT + " and " + Program.FORMAT);
    }
    int count = nonNegative(in.getInt(), "program count");
    String[] programs = new String[count];
    for (int i = 0; i < count; i++) {
      programs[i] = readString(in);
    }
    int texts = nonNegative(in.getInt(), "text count");
    Map<AbilityText, CardPrograms.Shape> shapes = new HashMap<>(texts * 2);
    for (int i = 0; i < texts; i++) {
      AbilityText text = new AbilityText(language(in.get() & 0xFF, i), readString(in));
      int kind = in.get() & 0xFF;
      if (kind == 0) {
        shapes.put(text, new CardPrograms.Shape(true, nonNegative(in.getInt(), "ability count"), in.get() != 0,
            0, ""));
      } else if (kind == 1) {
        shapes.put(text, CardPrograms.Shape.failed(in.getInt(), readString(in)));
      } else {
        throw new IOException("text " + i + ": unknown kind " + kind);
      }
    }
    int units = nonNegative(in.getInt(), "unit count");
    Map<CardPrograms.CompileKey, CardPrograms.Compiled> compiled = new HashMap<>(units * 2);
    for (int i = 0; i < units; i++) {
      Language language = language(in.get() & 0xFF, i);
      int n = nonNegative(in.getInt(), "texts of a unit");
      ImmutableList.Builder<String> list = ImmutableList.builderWithExpectedSize(Math.min(n, in.remaining()));
      for (int t = 0; t < n; t++) {
        list.add(readString(in));
      }
      CardPrograms.CompileKey key = new CardPrograms.CompileKey(language, list.build(),
          new dev.altered.compile.Compiler.Context(in.get() != 0, in.get() != 0));
      int kind = in.get() & 0xFF;
      if (kind == 0) {
        int m = nonNegative(in.getInt(), "programs of a unit");
        ImmutableList.Builder<Optional<String>> made = ImmutableList.builderWithExpectedSize(Math.min(m,
            in.remaining()));
        for (int p = 0; p < m; p++) {
          int index = in.getInt();
          if (index < -1 || index >= programs.length) {
            throw new IOException("unit " + i + ": no program " + index);
          }
          made.add(index < 0 ? Optional.empty() : Optional.of(programs[index]));
        }
        compiled.put(key, CardPrograms.Compiled.done(made.build()));
      } else if (kind == 1) {
        compiled.put(key, CardPrograms.Compiled.failed(in.getInt(), readString(in)));
      } else {
        throw new IOException("unit " + i + ": unknown kind " + kind);
      }
    }
    if (in.hasRemaining()) {
      throw new IOException("bytes after the entries");
    }
    return new Entries(shapes, compiled);
  }

  private static Language language(int ordinal, int entry) throws IOException {
    Language[] languages = Language.values();
    if (ordinal >= languages.length) {
      throw new IOException("entry " + entry + ": no language " + ordinal);
    }
    return languages[ordinal];
  }

  private static int nonNegative(int value, String what) throws IOException {
    if (value < 0) {
      throw new IOException("negative " + what);
    }
    return value;
  }

  private static void writeString(DataOutputStream out, String s) throws IOException {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  private static String readString(java.nio.ByteBuffer in) throws IOException {
    int length = nonNegative(in.getInt(), "string length");
    if (length > in.remaining()) {
      throw new EOFException();
    }
    String s = new String(in.array(), in.arrayOffset() + in.position(), length, StandardCharsets.UTF_8);
    in.position(in.position() + length);
    return s;
  }

  /**
   * A name for the code that makes the outcomes: every jar or class folder holding the loader, the front-ends and the
   * compiler (the shaded tools jar is one file; a build from the sources is the module folders), each by its files'
   * names, sizes and modification times. A rebuild gives a new name; so does any edit of a grammar or the compiler.
   */
  static String codeFingerprint() {
    TreeSet<Path> sources = new TreeSet<>();
    // The engine module holds the loader, the front-ends, the printers and the compiler; the generated parsers live in
    // the grammar module, which the engine reaches through the front-ends only. Classes are named, not initialized:
    // a load served by the cache never builds a parser.
    List<Class<?>> anchors = new ArrayList<>(List.of(StageCache.class, TextReader.class, Program.class));
    for (String generated : List.of("dev.altered.grammar.en.AlteredEnglishParser", "org.antlr.v4.runtime.Parser")) {
      try {
        anchors.add(Class.forName(generated, false, StageCache.class.getClassLoader()));
      } catch (ClassNotFoundException e) {
        // Not on this class path: its code source is not part of the name.
      }
    }
    for (Class<?> anchor : anchors) {
      CodeSource source = anchor.getProtectionDomain().getCodeSource();
      if (source != null && source.getLocation() != null) {
        try {
          sources.add(Paths.get(source.getLocation().toURI()));
        } catch (URISyntaxException | IllegalArgumentException e) {
          // Not a file: left out.
        }
      }
    }
    Hasher hasher = Hashing.murmur3_128().newHasher();
    hasher.putInt(LAYOUT).putInt(Program.FORMAT);
    for (Path source : sources) {
      hasher.putString(source.toString(), StandardCharsets.UTF_8);
      try {
        if (Files.isDirectory(source)) {
          try (Stream<Path> walk = Files.walk(source)) {
            for (Path f : (Iterable<Path>) walk.filter(Files::isRegularFile).sorted()::iterator) {
              putFile(hasher, source.relativize(f).toString(), f);
            }
          }
        } else {
          putFile(hasher, "", source);
        }
      } catch (IOException e) {
        hasher.putLong(System.nanoTime()); // unreadable code: a name no other process shares
      }
    }
    return hasher.hash().toString().substring(0, 20);
  }

  private static void putFile(Hasher hasher, String name, Path file) throws IOException {
    FileTime modified = Files.getLastModifiedTime(file);
    hasher.putString(name, StandardCharsets.UTF_8).putLong(Files.size(file)).putLong(modified.toMillis());
  }
}
