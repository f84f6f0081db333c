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
  static final int LAYOUT = 3;
  private static final byte[] MAGIC = "ALTERED-STAGES".getBytes(StandardCharsets.US_ASCII);
  private static final String PREFIX = "stages-";
  private static final String SUFFIX = ".cache";
  /** Files of other builds are removed once this old: a developer switching branches keeps theirs for a while. */
  private static final Duration STALE = Duration.ofDays(7);
  /** Beyond this many entries, a save keeps only what the last load used (a designer's edits leave old texts). */
  static final int MAX_ENTRIES = 2_000_000;
  private static final Language[] LANGUAGES = Language.values();

  private final Path file;
  private final Stored stored;
  private final Map<AbilityText, CardPrograms.Shape> addedTexts = new ConcurrentHashMap<>();
  private final Map<CardPrograms.CompileKey, CardPrograms.Compiled> addedUnits = new ConcurrentHashMap<>();
  private final List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());

  /**
   * What the file says of one text string, in every language: its shape per language, and the outcome of the unit of
   * it alone per (language, context) ({@link CardPrograms#contextBit}). Kept by string, so that the reading threads
   * settle a box with one look-up per distinct line, and units of one text need no key of their own.
   */
  static final class Known {
    private final CardPrograms.Shape[] shapes = new CardPrograms.Shape[LANGUAGES.length];
    private final CardPrograms.Compiled[] alone = new CardPrograms.Compiled[LANGUAGES.length * 4];
    /** A bit per language whose shape is simple: parsed into abilities, the first not a lone "If you don't, …". */
    private int simple;
    /** A bit per (language, context) whose unit of this text alone compiled. */
    private int compiled;
    /** A bit per language the file has a shape for. */
    private int held;
    /** A bit per language whose shape did not parse. */
    private int failed;

    /** A bit per language the file holds a shape for: a load parses the text in the others. */
    int held() {
      return held;
    }

    /** A bit per language whose shape did not parse: the text's lines can make a card fail. */
    int failed() {
      return failed;
    }

    /**
     * A bit per language whose shape is held but not simple (did not parse, holds no ability, or is "If you don't,
     * …"): a box holding the text is cut by {@link CardPrograms#segments}, not made a unit per line.
     */
    int special() {
      return held & ~simple;
    }

    /** Sets the shape in {@code language}, and its bits. */
    void shape(Language language, CardPrograms.Shape shape) {
      int bit = 1 << language.ordinal();
      shapes[language.ordinal()] = shape;
      held |= bit;
      failed = shape.parsed() ? failed & ~bit : failed | bit;
      simple = shape.parsed() && shape.abilities() > 0 && !shape.ifYouDont() ? simple | bit : simple & ~bit;
    }

    /** The shape in {@code language}, or null when the file has none. */
    CardPrograms.Shape shape(Language language) {
      return shapes[language.ordinal()];
    }

    /** The outcome of this text alone as a unit in the (language, context) {@code bit}, or null. */
    CardPrograms.Compiled alone(int bit) {
      return alone[bit];
    }

    /** Whether a box line of this text in {@code language} is its own unit and compiled in context {@code bit}. */
    boolean settles(Language language, int bit) {
      return (simple & 1 << language.ordinal()) != 0 && (compiled & 1 << bit) != 0;
    }
  }

  /** The file's entries: texts by string, units of more than one text by key. */
  private record Stored(Map<String, Known> texts, Map<CardPrograms.CompileKey, CardPrograms.Compiled> units,
      int size) {
    static Stored empty() {
      return new Stored(Map.of(), Map.of(), 0);
    }
  }

  private StageCache(Path file, Stored stored, Optional<String> readProblem) {
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
      return new StageCache(file, Stored.empty(), Optional.empty());
    }
    try {
      return new StageCache(file, readEntries(Files.readAllBytes(file)), Optional.empty());
    } catch (IOException | IllegalArgumentException | java.nio.BufferUnderflowException
        | IndexOutOfBoundsException e) {
      return new StageCache(file, Stored.empty(), Optional.of(file + ": ignored, it will be rewritten: "
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
    return stored.size();
  }

  Optional<CardPrograms.Shape> get(AbilityText text) {
    Known known = stored.texts().get(text.text());
    return Optional.ofNullable(known == null ? null : known.shape(text.language()));
  }

  Optional<CardPrograms.Compiled> get(CardPrograms.CompileKey unit) {
    if (unit.texts().size() != 1) {
      return Optional.ofNullable(stored.units().get(unit));
    }
    Known known = stored.texts().get(unit.texts().get(0));
    return Optional.ofNullable(known == null ? null : known.alone(CardPrograms.contextBit(unit.language(),
        unit.context())));
  }

  /** What the file says of each text string (read only; not to be changed). */
  Map<String, Known> known() {
    return stored.texts();
  }

  void put(AbilityText text, CardPrograms.Shape shape) {
    addedTexts.put(text, shape);
  }

  void put(CardPrograms.CompileKey unit, CardPrograms.Compiled compiled) {
    addedUnits.put(unit, compiled);
  }

  /**
   * Writes what this cache read and what was added since, when something was added, atomically (another process
   * reading at the same time sees the old file or the new one). {@code used} and {@code usedUnits} tell the texts
   * and units the last load looked up: kept first when the file would grow beyond {@link #MAX_ENTRIES}. A failure to
   * write is one of {@link #problems}.
   */
  void save(java.util.function.Predicate<AbilityText> used,
      java.util.function.Predicate<CardPrograms.CompileKey> usedUnits) {
    if (addedTexts.isEmpty() && addedUnits.isEmpty()) {
      return;
    }
    boolean all = size() + addedTexts.size() + addedUnits.size() <= MAX_ENTRIES;
    Map<AbilityText, CardPrograms.Shape> texts = new LinkedHashMap<>();
    Map<CardPrograms.CompileKey, CardPrograms.Compiled> units = new LinkedHashMap<>();
    stored.texts().forEach((text, known) -> {
      for (Language language : LANGUAGES) {
        CardPrograms.Shape shape = known.shape(language);
        AbilityText key = new AbilityText(language, text);
        if (shape != null && (all || used.test(key))) {
          texts.put(key, shape);
        }
        for (int context = 0; context < 4; context++) {
          int bit = language.ordinal() * 4 + context;
          CardPrograms.Compiled alone = known.alone(bit);
          CardPrograms.CompileKey unit = new CardPrograms.CompileKey(language, ImmutableList.of(text),
              new dev.altered.compile.Compiler.Context((context & 2) != 0, (context & 1) != 0));
          if (alone != null && (all || usedUnits.test(unit))) {
            units.put(unit, alone);
          }
        }
      }
    });
    stored.units().forEach((unit, entry) -> {
      if (all || usedUnits.test(unit)) {
        units.put(unit, entry);
      }
    });
    texts.putAll(addedTexts);
    units.putAll(addedUnits);
    try {
      Files.createDirectories(file.getParent());
      Path temp = Files.createTempFile(file.getParent(), PREFIX, ".tmp");
      try {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp), 1 << 16)) {
          writeEntries(out, texts, units);
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
      problems.add("cannot write the stage cache " + file + ": " + why(e));
    }
  }

  /** An exception in words: a file system refusal by its reason, not by the JDK's class name. */
  private static String why(Exception e) {
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file or folder";
    }
    if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
      return fs.getReason();
    }
    return e.getMessage() != null ? e.getMessage() : "an input or output error";
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
  // (count, then language ordinal, text (0 + its Latin-1 bytes, or 1 + its UTF-8 bytes), and either 0 + ability
  // count + "If you don't" flag or 1 + offset + message); the units (count, then language ordinal, text count, each
  // text as the number of the distinct text string holding it, in order of first entry, or -1 and the text, Spell
  // flag, support flag, and either 0 + program indices (-1: joined to the one before) or 1 + offset + message); the
  // CRC-32 of all bytes before it, so a damaged file is refused rather than misread. Units name their texts by
  // number: a load decodes each text once, and its units share the String.

  private static void writeEntries(OutputStream raw, Map<AbilityText, CardPrograms.Shape> texts,
      Map<CardPrograms.CompileKey, CardPrograms.Compiled> units) throws IOException {
    CheckedOutputStream checked = new CheckedOutputStream(raw, new CRC32());
    DataOutputStream out = new DataOutputStream(checked);
    out.write(MAGIC);
    out.writeInt(LAYOUT);
    out.writeInt(Program.FORMAT);
    Map<String, Integer> table = new HashMap<>();
    List<String> programs = new ArrayList<>();
    for (CardPrograms.Compiled compiled : units.values()) {
      for (Optional<CardPrograms.Serialized> program : compiled.programs().orElse(ImmutableList.of())) {
        program.ifPresent(p -> table.computeIfAbsent(p.json(), x -> {
          programs.add(x);
          return programs.size() - 1;
        }));
      }
    }
    out.writeInt(programs.size());
    for (String program : programs) {
      writeString(out, program);
    }
    out.writeInt(texts.size());
    // Numbered like the reader numbers them: each distinct string at its first entry.
    Map<String, Integer> textNumbers = new HashMap<>();
    for (Map.Entry<AbilityText, CardPrograms.Shape> e : texts.entrySet()) {
      if (!textNumbers.containsKey(e.getKey().text())) {
        textNumbers.put(e.getKey().text(), textNumbers.size());
      }
      out.writeByte(e.getKey().language().ordinal());
      writeText(out, e.getKey().text());
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
    out.writeInt(units.size());
    for (Map.Entry<CardPrograms.CompileKey, CardPrograms.Compiled> e : units.entrySet()) {
      CardPrograms.CompileKey key = e.getKey();
      out.writeByte(key.language().ordinal());
      out.writeInt(key.texts().size());
      for (String text : key.texts()) {
        Integer number = textNumbers.get(text);
        out.writeInt(number == null ? -1 : number);
        if (number == null) {
          writeString(out, text);
        }
      }
      out.writeBoolean(key.context().spell());
      out.writeBoolean(key.context().support());
      CardPrograms.Compiled compiled = e.getValue();
      if (compiled.programs().isPresent()) {
        out.writeByte(0);
        out.writeInt(compiled.programs().get().size());
        for (Optional<CardPrograms.Serialized> program : compiled.programs().get()) {
          out.writeInt(program.map(p -> table.get(p.json())).orElse(-1));
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
   * from it. The programs are not decoded: a load needs none of them, a game the few of its cards
   * ({@link CardPrograms.Serialized}); their bytes are kept in one array.
   */
  private static Stored readEntries(byte[] bytes) throws IOException {
    if (bytes.length < MAGIC.length + Long.BYTES) {
      throw new EOFException();
    }
    CRC32 crc = new CRC32();
    crc.update(bytes, 0, bytes.length - Long.BYTES);
    Cursor in = new Cursor(bytes, bytes.length - Long.BYTES);
    if (java.nio.ByteBuffer.wrap(bytes, bytes.length - Long.BYTES, Long.BYTES).getLong() != crc.getValue()) {
      // A file cut short is also told apart by its checksum: the last 8 bytes are then not it.
      throw new IOException("damaged (checksum differs)");
    }
    if (!java.util.Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
      throw new IOException("not a stage cache file");
    }
    in.at = MAGIC.length;
    int layout = in.getInt();
    int format = in.getInt();
    if (layout != LAYOUT || format != Program.FORMAT) {
      throw new IOException("written with layout " + layout + " and program format " + format + ", this build uses "
          + LAYOUT + " and " + Program.FORMAT);
    }
    int count = nonNegative(in.getInt(), "program count");
    int tableStart = in.at;
    int[] starts = new int[count];
    int[] lengths = new int[count];
    for (int i = 0; i < count; i++) {
      lengths[i] = nonNegative(in.getInt(), "string length");
      starts[i] = in.at;
      in.skip(lengths[i]);
    }
    // One copy of the table's bytes, so that the rest of the file is not kept alive by the programs.
    byte[] table = java.util.Arrays.copyOfRange(bytes, tableStart, in.at);
    // Each made present once: the units refer to them by number.
    List<Optional<CardPrograms.Serialized>> programs = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      programs.add(Optional.of(CardPrograms.Serialized.of(table, starts[i] - tableStart, lengths[i], i)));
    }
    int texts = nonNegative(in.getInt(), "text count");
    Decoder decoder = new Decoder(in, programs, Math.min(texts, in.remaining()));
    for (int i = 0; i < texts; i++) {
      decoder.text(i);
    }
    int units = nonNegative(in.getInt(), "unit count");
    for (int i = 0; i < units; i++) {
      decoder.unit(i);
    }
    if (in.remaining() > 0) {
      throw new IOException("bytes after the entries");
    }
    return new Stored(decoder.known, decoder.units, texts + decoder.units.size() + decoder.alone);
  }

  /**
   * The file's bytes read in order, as {@link DataOutputStream} wrote them (big-endian), each read checked against
   * the end: plain array reads, which the launcher's C1 compiles to a few instructions (a {@code ByteBuffer} read is
   * a chain of calls there).
   */
  private static final class Cursor {
    final byte[] bytes;
    final int end;
    int at;

    Cursor(byte[] bytes, int end) {
      this.bytes = bytes;
      this.end = end;
    }

    int remaining() {
      return end - at;
    }

    int get() throws EOFException {
      if (at >= end) {
        throw new EOFException();
      }
      return bytes[at++];
    }

    int getInt() throws EOFException {
      int i = at;
      if (end - i < Integer.BYTES) {
        throw new EOFException();
      }
      byte[] b = bytes;
      at = i + Integer.BYTES;
      return (b[i] & 0xFF) << 24 | (b[i + 1] & 0xFF) << 16 | (b[i + 2] & 0xFF) << 8 | b[i + 3] & 0xFF;
    }

    void skip(int length) throws EOFException {
      if (length > end - at) {
        throw new EOFException();
      }
      at += length;
    }

    /** A string of {@code length} bytes in {@code charset}. */
    String string(int length, java.nio.charset.Charset charset) throws EOFException {
      int from = at;
      skip(length);
      return new String(bytes, from, length, charset);
    }
  }

  /**
   * Decodes the entries one at a time, a method call each: the launcher's JVM runs C1 only, which compiles a method
   * called a few hundred times but leaves a loop of a few thousand turns interpreted.
   */
  private static final class Decoder {
    final Cursor in;
    final List<Optional<CardPrograms.Serialized>> programs;
    final Map<String, Known> known;
    /** Each distinct text string, numbered at its first entry: how units name their texts. */
    final List<String> numbered;
    /** The entry of each numbered string: a unit of one text finds it without hashing the string again. */
    final List<Known> numberedKnown;
    final Map<CardPrograms.CompileKey, CardPrograms.Compiled> units = new HashMap<>();
    /** Units of one text, kept with it. */
    int alone;

    Decoder(Cursor in, List<Optional<CardPrograms.Serialized>> programs, int texts) {
      this.in = in;
      this.programs = programs;
      this.known = new HashMap<>(texts * 2);
      this.numbered = new ArrayList<>(texts);
      this.numberedKnown = new ArrayList<>(texts);
    }

    void text(int i) throws IOException {
      Language language = language(in.get() & 0xFF, i);
      String text = readText(in);
      Known entry = known.get(text);
      if (entry == null) {
        entry = new Known();
        known.put(text, entry);
        numbered.add(text);
        numberedKnown.add(entry);
      }
      int kind = in.get() & 0xFF;
      CardPrograms.Shape shape;
      if (kind == 0) {
        shape = CardPrograms.Shape.parsed(nonNegative(in.getInt(), "ability count"), in.get() != 0);
      } else if (kind == 1) {
        shape = CardPrograms.Shape.failed(in.getInt(), readString(in));
      } else {
        throw new IOException("text " + i + ": unknown kind " + kind);
      }
      entry.shape(language, shape);
    }

    void unit(int i) throws IOException {
      Language language = language(in.get() & 0xFF, i);
      int n = nonNegative(in.getInt(), "texts of a unit");
      // A unit of one text is kept with the text: found by its number (or by the string alone), no key made.
      Known one = null;
      ImmutableList<String> texts = null;
      if (n == 1) {
        int number = textNumber(i);
        if (number >= 0) {
          one = numberedKnown.get(number);
        } else {
          String text = readString(in);
          one = known.get(text);
          if (one == null) { // a text with no entry of its own (the writer keeps them all; a file may not)
            one = new Known();
            known.put(text, one);
          }
        }
      } else {
        ImmutableList.Builder<String> list = ImmutableList.builderWithExpectedSize(Math.min(n, in.remaining()));
        for (int t = 0; t < n; t++) {
          int number = textNumber(i);
          list.add(number < 0 ? readString(in) : numbered.get(number));
        }
        texts = list.build();
      }
      boolean spell = in.get() != 0;
      dev.altered.compile.Compiler.Context context = CardPrograms.context(spell, in.get() != 0);
      int kind = in.get() & 0xFF;
      CardPrograms.Compiled outcome;
      if (kind == 0) {
        int m = nonNegative(in.getInt(), "programs of a unit");
        ImmutableList<Optional<CardPrograms.Serialized>> made;
        if (m == 1) {
          made = ImmutableList.of(program(i));
        } else {
          ImmutableList.Builder<Optional<CardPrograms.Serialized>> list = ImmutableList.builderWithExpectedSize(
              Math.min(m, in.remaining()));
          for (int p = 0; p < m; p++) {
            list.add(program(i));
          }
          made = list.build();
        }
        outcome = CardPrograms.Compiled.done(made);
      } else if (kind == 1) {
        outcome = CardPrograms.Compiled.failed(in.getInt(), readString(in));
      } else {
        throw new IOException("unit " + i + ": unknown kind " + kind);
      }
      if (one != null) {
        int bit = CardPrograms.contextBit(language, context);
        if (one.alone[bit] == null) {
          alone++;
        }
        one.alone[bit] = outcome;
        if (outcome.programs().isPresent()) {
          one.compiled |= 1 << bit;
        } else {
          one.compiled &= ~(1 << bit);
        }
      } else {
        units.put(new CardPrograms.CompileKey(language, texts, context), outcome);
      }
    }

    /** The number of a unit's text, or -1 when the text follows, written out. */
    private int textNumber(int unit) throws IOException {
      int number = in.getInt();
      if (number < -1 || number >= numbered.size()) {
        throw new IOException("unit " + unit + ": no text " + number);
      }
      return number;
    }

    private Optional<CardPrograms.Serialized> program(int unit) throws IOException {
      int index = in.getInt();
      if (index < -1 || index >= programs.size()) {
        throw new IOException("unit " + unit + ": no program " + index);
      }
      return index < 0 ? Optional.empty() : programs.get(index);
    }
  }

  private static Language language(int ordinal, int entry) throws IOException {
    if (ordinal >= LANGUAGES.length) {
      throw new IOException("entry " + entry + ": no language " + ordinal);
    }
    return LANGUAGES[ordinal];
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

  /**
   * A text as its Latin-1 bytes when every character fits (flag 0; most texts: English, and French, German, Spanish
   * or Italian without typographic quotes), else as UTF-8 (flag 1): a Latin-1 string is made by copying its bytes,
   * without decoding them character by character.
   */
  private static void writeText(DataOutputStream out, String s) throws IOException {
    boolean latin1 = true;
    for (int i = 0; i < s.length() && latin1; i++) {
      latin1 = s.charAt(i) <= 0xFF;
    }
    out.writeByte(latin1 ? 0 : 1);
    if (latin1) {
      out.writeInt(s.length());
      out.write(s.getBytes(StandardCharsets.ISO_8859_1));
    } else {
      writeString(out, s);
    }
  }

  private static String readText(Cursor in) throws IOException {
    int flag = in.get();
    if (flag != 0 && flag != 1) {
      throw new IOException("unknown text encoding " + flag);
    }
    return readString(in, flag == 0 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
  }

  private static String readString(Cursor in) throws IOException {
    return readString(in, StandardCharsets.UTF_8);
  }

  private static String readString(Cursor in, java.nio.charset.Charset charset) throws IOException {
    return in.string(nonNegative(in.getInt(), "string length"), charset);
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
