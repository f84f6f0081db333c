package dev.altered.cardfile;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.google.common.collect.ImmutableList;
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
  private static final long CHUNK_BYTES = 32L << 20;
  private static final byte[] REFERENCE = "\"reference\"".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] PREFIX = "{\"cards\":[".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] SUFFIX = "]}".getBytes(StandardCharsets.US_ASCII);
  /** A chunk ends with the comma before the next card: accepted as a trailing comma. */
  private static final JsonFactory CHUNKS = JsonFactory.builder()
      .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
      .build();

  private ChunkedJsonReader() {}

  static ReadResult read(Path path, TextPool pool, ExecutorService executor, int threads) throws IOException {
    return read(path, pool, executor, threads, PARALLEL_MIN_BYTES, CHUNK_BYTES);
  }

  /** With explicit sizes, so tests split small files. */
  static ReadResult read(Path path, TextPool pool, ExecutorService executor, int threads, long minBytes,
      long chunkBytes) throws IOException {
    long size = Files.size(path);
    if (threads < 2 || size < minBytes || size > Integer.MAX_VALUE) {
      return CorpusJsonReader.read(path, pool);
    }
    MappedByteBuffer map;
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      map = channel.map(FileChannel.MapMode.READ_ONLY, 0, size);
    }
    String file = path.toString();
    Header header = header(map);
    if (header == null) {
      return CorpusJsonReader.read(path, pool);
    }
    List<Integer> starts = splitPoints(map, header.cardsStart(), (int) size, threads, chunkBytes);
    int chunks = starts.size();
    // Where each chunk starts in lines and columns, so diagnostics name the file's positions.
    List<Future<int[]>> counts = new ArrayList<>();
    for (int k = 0; k < chunks; k++) {
      int from = starts.get(k);
      int to = k + 1 < chunks ? starts.get(k + 1) : (int) size;
      counts.add(executor.submit(() -> newlines(map, from, to)));
    }
    int[] head = newlines(map, 0, starts.get(0));
    int[] lineBase = new int[chunks];
    int[] columnShift = new int[chunks];
    int lines = head[0];
    int lastNewline = head[1];
    for (int k = 0; k < chunks; k++) {
      lineBase[k] = lines;
      // Jackson counts columns in bytes from the start of the synthetic prefix on a chunk's first line.
      columnShift[k] = starts.get(k) - (lastNewline + 1) - PREFIX.length;
      int[] count = await(counts.get(k));
      lines += count[0];
      lastNewline = count[1] >= 0 ? count[1] : lastNewline;
    }
    List<Future<ReadResult>> parts = new ArrayList<>();
    for (int k = 0; k < chunks; k++) {
      int from = starts.get(k);
      int to = k + 1 < chunks ? starts.get(k + 1) : (int) size;
      boolean last = k + 1 == chunks;
      int base = lineBase[k];
      int shift = columnShift[k];
      parts.add(executor.submit(() -> {
        InputStream in = new SequenceInputStream(Collections.enumeration(List.of(
            new ByteArrayInputStream(PREFIX), slice(map, from, to),
            new ByteArrayInputStream(last ? new byte[0] : SUFFIX))));
        try (JsonParser parser = CHUNKS.createParser(in)) {
          return new CorpusJsonReader.Reader(file, parser, pool, base, shift).read();
        }
      }));
    }
    ImmutableList.Builder<SourcedCard> cards = ImmutableList.builderWithExpectedSize((int) Math.min(size / 1024,
        1 << 24));
    ImmutableList.Builder<Diagnostic> diagnostics = ImmutableList.builder();
    Optional<String> setId = header.setId();
    Optional<String> setName = header.setName();
    for (Future<ReadResult> part : parts) {
      ReadResult result = await(part);
      cards.addAll(result.cards());
      diagnostics.addAll(result.diagnostics());
      setId = setId.or(result::setId);
      setName = setName.or(result::setName);
    }
    return new ReadResult(file, setId.map(pool::intern), setName.map(pool::intern), cards.build(),
        diagnostics.build());
  }

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
