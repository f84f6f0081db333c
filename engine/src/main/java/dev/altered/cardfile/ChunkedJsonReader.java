package dev.altered.cardfile;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.Lists;
import dev.altered.card.CardDefinition;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Reads a large corpus JSON file in parallel: the file is memory-mapped (it stays off the heap), cut into chunks of
 * whole cards, and each chunk parsed by its own Jackson parser on its own thread; results keep file order and
 * positions stay those of the file.
 *
 * <p>A chunk starts where a card object starts: at a {@code {} followed by the key {@code "reference"}. That byte
 * sequence cannot occur inside a JSON string (a quote inside a string is escaped), so in a well-formed file every such
 * point is a card's start. A file that does not have the corpus layout ({@code {"set", "name", "cards": [...]}}, cards
 * starting with their reference) is read sequentially instead.
 */
final class ChunkedJsonReader {
  /** Smaller files are read sequentially: splitting costs more than it gains. */
  static final long PARALLEL_MIN_BYTES = 8L << 20;
  /**
   * Chunks are small enough that the threads finish together: the last chunk is read by one thread while the others
   * have nothing left (a 32 MB chunk of generated cards was a third of a second of one core alone), and a chunk costs
   * little more than its cards (its copy buffer and the reader's state are reused from one to the next).
   */
  private static final long CHUNK_BYTES = 8L << 20;
  private static final byte[] REFERENCE = "\"reference\"".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] PREFIX = "{\"cards\":[".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] SUFFIX = "]}".getBytes(StandardCharsets.US_ASCII);
  /** A chunk ends with the comma before the next card: accepted as a trailing comma. */
  private static final JsonFactory CHUNKS = JsonFactory.builder()
      .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
      .build();

  private ChunkedJsonReader() {}

  /**
   * What a chunk is read with, handed from one chunk to the next: the copy of its bytes (chunks are tens of
   * megabytes) and the reader's state kept between chunks ({@link FastChunkReader.Local}). A task takes one when it
   * starts and gives it back when done, so there are as many as chunks read at once; they belong to one file's read
   * and are garbage with it (a thread's locals would keep them while the thread lives, and the heap measured after a
   * load with them).
   */
  private static final class Reading {
    final FastChunkReader.Local local;
    byte[] buffer = new byte[0];

    Reading(TextPool pool) {
      local = new FastChunkReader.Local(pool);
    }

    byte[] buffer(int size) {
      if (buffer.length < size) {
        buffer = null; // the old copy is garbage before the new one is made
        buffer = new byte[size + (size >> 3)];
      }
      return buffer;
    }
  }

  static ReadResult read(Path path, TextPool pool, ExecutorService executor, int threads,
      CardSink sink) throws IOException {
    return read(path, pool, executor, threads, PARALLEL_MIN_BYTES, CHUNK_BYTES, sink);
  }

  /** With explicit sizes, so tests split small files. */
  static ReadResult read(Path path, TextPool pool, ExecutorService executor, int threads, long minBytes,
      long chunkBytes) throws IOException {
    return read(path, pool, executor, threads, minBytes, chunkBytes, CardSink.NONE);
  }

  /**
   * @param sink called with each chunk's cards on the thread that read them, while they are still in the processor's
   *     caches (the loader collects distinct abilities there)
   */
  static ReadResult read(Path path, TextPool pool, ExecutorService executor, int threads, long minBytes,
      long chunkBytes, CardSink sink) throws IOException {
    long size = Files.size(path);
    if (threads < 2 || size < minBytes || size > Integer.MAX_VALUE) {
      return sequential(path, pool, sink);
    }
    MappedByteBuffer map;
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      map = channel.map(FileChannel.MapMode.READ_ONLY, 0, size);
    }
    String file = path.toString();
    Header header = header(map);
    if (header == null) {
      return sequential(path, pool, sink);
    }
    List<Integer> starts = splitPoints(map, header.cardsStart(), (int) size, threads, chunkBytes);
    int chunks = starts.size();
    // Chunks are parsed with positions relative to their start; Jackson counts the lines of each chunk on the way,
    // so the file's positions follow without a separate pass over the bytes.
    List<Future<Chunk>> parts = new ArrayList<>();
    java.util.Queue<Reading> idle = new java.util.concurrent.ConcurrentLinkedQueue<>();
    for (int k = 0; k < chunks; k++) {
      int from = starts.get(k);
      int to = k + 1 < chunks ? starts.get(k + 1) : (int) size;
      byte[] suffix = k + 1 == chunks ? new byte[0] : SUFFIX;
      boolean last = k + 1 == chunks;
      parts.add(executor.submit(() -> {
        Reading reading = idle.poll();
        try {
          if (reading == null) {
            reading = new Reading(pool);
          }
          return readChunk(path, map, from, to, last, suffix, reading, file, pool, header, sink);
        } finally {
          if (reading != null) {
            idle.add(reading);
          }
        }
      }));
    }
    int[] head = newlines(map, 0, starts.get(0));
    int lineBase = head[0];
    int columnBase = starts.get(0) - (head[1] + 1);
    ImmutableList.Builder<SourcedCard> cards = ImmutableList.builderWithExpectedSize((int) Math.min(size / 1024,
        1 << 24));
    ImmutableList.Builder<Diagnostic> diagnostics = ImmutableList.builder();
    Optional<String> setId = header.setId();
    Optional<String> setName = header.setName();
    for (int k = 0; k < chunks; k++) {
      Chunk chunk = await(parts.get(k));
      parts.set(k, null); // the chunk's lists are garbage once its cards are in the file's list
      FastChunkReader.Result fast = chunk.fast();
      if (fast != null) {
        List<CardDefinition> read = fast.cards();
        for (int i = 0; i < read.size(); i++) {
          int line = fast.line(i);
          cards.add(new SourcedCard(read.get(i), file, lineBase + line,
              line == 1 ? columnBase + fast.column(i) : fast.column(i)));
        }
      } else {
        ReadResult result = chunk.result();
        for (SourcedCard card : result.cards()) {
          cards.add(new SourcedCard(card.card(), card.file(), lineBase + card.line(),
              card.line() == 1 ? columnBase + card.column() : card.column(), card.fieldLines(),
              card.textPositions()));
        }
        for (Diagnostic d : result.diagnostics()) {
          diagnostics.add(d.line() <= 0 ? d : new Diagnostic(d.severity(), d.file(), lineBase + d.line(),
              d.line() == 1 && d.column() > 0 ? columnBase + d.column() : d.column(), d.code(), d.message()));
        }
        setId = setId.or(result::setId);
        setName = setName.or(result::setName);
      }
      int length = (k + 1 < chunks ? starts.get(k + 1) : (int) size) - starts.get(k);
      lineBase += chunk.newlines();
      columnBase = chunk.newlines() > 0 ? chunk.tail() : columnBase + length;
    }
    return new ReadResult(file, setId.map(pool::intern), setName.map(pool::intern), cards.build(),
        diagnostics.build());
  }

  /** One chunk, read with {@code reading}: by the fast path, else by the corpus reader. */
  private static Chunk readChunk(Path path, MappedByteBuffer map, int from, int to, boolean last, byte[] suffix,
      Reading reading, String file, TextPool pool, Header header, CardSink sink) throws IOException {
    byte[] chunk = reading.buffer(to - from + FastChunkReader.SLACK);
    copy(path, map, from, chunk, to - from);
    FastChunkReader.Result fast = new FastChunkReader(chunk, to - from, last, reading.local, header.setId()).read();
    if (fast != null) {
      sink.accept(fast.cards(), fast.ids());
      return new Chunk(null, fast, fast.newlines(), fast.tail());
    }
    // The same copied bytes the fast path read: the chunk is parsed, and its strings taken, from one place.
    InputStream in = new SequenceInputStream(Collections.enumeration(List.of(new ByteArrayInputStream(PREFIX),
        new ByteArrayInputStream(chunk, 0, to - from), new ByteArrayInputStream(suffix))));
    try (JsonParser parser = CHUNKS.createParser(in)) {
      ReadResult result = new CorpusJsonReader.Reader(file, parser, pool, 0, -PREFIX.length, chunk, to - from,
          -PREFIX.length).inheritingSet(header.setId()).read();
      sink.accept(Lists.transform(result.cards(), SourcedCard::card), LineIds.NONE);
      JsonLocation end = parser.currentLocation();
      boolean whole = result.diagnostics().stream().noneMatch(d -> d.code().equals("json-syntax"));
      if (whole && end.getLineNr() > 0) {
        int newlines = end.getLineNr() - 1;
        return new Chunk(result, null, newlines, newlines > 0 ? end.getColumnNr() - 1 - suffix.length : -1);
      }
      int[] count = newlines(map, from, to); // parsing stopped early: count what it did not see
      return new Chunk(result, null, count[0], count[0] > 0 ? to - (count[1] + 1) : -1);
    }
  }

  /**
   * Copies {@code length} bytes of the mapped file from {@code from} into {@code chunk}. From the mapping: a read into
   * an array copies twice (through a temporary direct buffer), four times this copy's CPU, page faults included
   * (bench/README.md, {@code ChunkCopyBenchmark}). The file's size is looked at first: touching a mapping past the
   * end of a file cut short meanwhile is a fault that the JVM reports later, anywhere in the thread, not an error of
   * the copy.
   */
  static void copy(Path path, MappedByteBuffer map, int from, byte[] chunk, int length) throws IOException {
    if (Files.size(path) < from + (long) length) {
      throw new java.io.EOFException(path + ": the file ended while it was read (changed meanwhile?)");
    }
    map.get(from, chunk, 0, length);
  }

  private static ReadResult sequential(Path path, TextPool pool, CardSink sink)
      throws IOException {
    ReadResult result = CorpusJsonReader.read(path, pool);
    sink.accept(Lists.transform(result.cards(), SourcedCard::card), LineIds.NONE);
    return result;
  }

  /**
   * A chunk's cards and problems (positions relative to the chunk), its newlines, bytes after the last one: read by
   * the fast path ({@code fast}) or by the corpus reader ({@code result}), the other null.
   */
  private record Chunk(ReadResult result, FastChunkReader.Result fast, int newlines, int tail) {}

  private record Header(Optional<String> setId, Optional<String> setName, int cardsStart) {}

  /** The fields before the cards array and where its first element starts; null when the layout is another. */
  private static Header header(ByteBuffer map) throws IOException {
    try (JsonParser parser = CorpusJsonReader.FACTORY.createParser(slice(map, 0, map.capacity()))) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        return null;
      }
      Optional<String> setId = Optional.empty();
      Optional<String> setName = Optional.empty();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String field = parser.currentName();
        JsonToken value = parser.nextToken();
        if (field.equals("cards")) {
          if (value != JsonToken.START_ARRAY) {
            return null;
          }
          long offset = parser.currentLocation().getByteOffset();
          return offset < 0 ? null : new Header(setId, setName, (int) offset);
        } else if (field.equals("set") && value == JsonToken.VALUE_STRING) {
          setId = Optional.of(parser.getText());
        } else if (field.equals("name") && value == JsonToken.VALUE_STRING) {
          setName = Optional.of(parser.getText());
        } else {
          return null;
        }
      }
      return null;
    } catch (IOException e) {
      return null; // malformed: the sequential reader reports it with its position
    }
  }

  /** Chunk starts: the first is the cards array's content, the others card starts near even cuts. */
  private static List<Integer> splitPoints(ByteBuffer map, int cardsStart, int size, int threads, long chunkBytes) {
    List<Integer> starts = new ArrayList<>();
    starts.add(cardsStart);
    long chunks = Math.max(threads, (size - cardsStart) / chunkBytes);
    for (long k = 1; k < chunks; k++) {
      int target = (int) (cardsStart + (size - cardsStart) * k / chunks);
      int start = cardStartAtOrAfter(map, Math.max(target, starts.get(starts.size() - 1) + 1), size);
      if (start < 0) {
        break;
      }
      if (start > starts.get(starts.size() - 1)) {
        starts.add(start);
      }
    }
    return starts;
  }

  /** The position of the next {@code {} whose first key is {@code "reference"}, or -1. */
  private static int cardStartAtOrAfter(ByteBuffer map, int from, int size) {
    for (int i = from; i + REFERENCE.length <= size; i++) {
      if (map.get(i) != '"' || !matches(map, i, REFERENCE)) {
        continue;
      }
      int j = i - 1;
      while (j >= 0 && isWhitespace(map.get(j))) {
        j--;
      }
      if (j >= from && map.get(j) == '{') {
        return j;
      }
    }
    return -1;
  }

  private static boolean matches(ByteBuffer map, int at, byte[] bytes) {
    for (int k = 0; k < bytes.length; k++) {
      if (map.get(at + k) != bytes[k]) {
        return false;
      }
    }
    return true;
  }

  private static boolean isWhitespace(byte b) {
    return b == ' ' || b == '\n' || b == '\r' || b == '\t';
  }

  /** {newlines in [from, to), position of the last one or -1}. */
  private static int[] newlines(ByteBuffer map, int from, int to) {
    ByteBuffer view = map.duplicate();
    view.limit(to).position(from);
    byte[] block = new byte[1 << 16];
    int count = 0;
    int last = -1;
    for (int base = from; base < to; base += block.length) {
      int n = Math.min(block.length, to - base);
      view.get(block, 0, n);
      for (int i = 0; i < n; i++) {
        if (block[i] == '\n') {
          count++;
          last = base + i;
        }
      }
    }
    return new int[] {count, last};
  }

  private static InputStream slice(ByteBuffer map, int from, int to) {
    ByteBuffer view = map.duplicate();
    view.limit(to).position(from);
    return new InputStream() {
      @Override
      public int read() {
        return view.hasRemaining() ? view.get() & 0xff : -1;
      }

      @Override
      public int read(byte[] buffer, int offset, int length) {
        if (!view.hasRemaining()) {
          return -1;
        }
        int n = Math.min(length, view.remaining());
        view.get(buffer, offset, n);
        return n;
      }
    };
  }

  private static <T> T await(Future<T> future) throws IOException {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("reading interrupted", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      throw new IllegalStateException(e.getCause());
    }
  }
}
