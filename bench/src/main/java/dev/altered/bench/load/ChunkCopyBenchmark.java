package dev.altered.bench.load;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How the large-file reader gets a chunk's bytes into the array it parses: a read from the file (which goes through a
 * temporary direct buffer, so the bytes are copied twice) against a copy from the file's mapping (page faults
 * included: each operation maps the file anew, as each load does). A 256 MB file in the page cache, 8 MB chunks, one
 * thread, C1 only as the launcher runs it. {@code ChunkedJsonReader} copies from the mapping.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar ChunkCopyBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-XX:TieredStopAtLevel=1", "-Xmx1g"})
public class ChunkCopyBenchmark {
  private static final int FILE_BYTES = 256 << 20;
  private static final int CHUNK_BYTES = 8 << 20;

  private Path file;
  private final byte[] chunk = new byte[CHUNK_BYTES];

  @Setup(Level.Trial)
  public void writeFile() throws IOException {
    file = Files.createTempFile("altered-chunk-copy", ".json");
    byte[] block = new byte[1 << 20];
    new Random(42).nextBytes(block);
    try (FileChannel out = FileChannel.open(file, StandardOpenOption.WRITE)) {
      for (int written = 0; written < FILE_BYTES; written += block.length) {
        out.write(ByteBuffer.wrap(block));
      }
    }
  }

  @TearDown(Level.Trial)
  public void deleteFile() throws IOException {
    Files.deleteIfExists(file);
  }

  @Benchmark
  public int readIntoArray() throws IOException {
    int sum = 0;
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      for (long from = 0; from < FILE_BYTES; from += CHUNK_BYTES) {
        ByteBuffer target = ByteBuffer.wrap(chunk);
        long position = from;
        while (target.hasRemaining()) {
          position += channel.read(target, position);
        }
        sum += chunk[(int) (from & 0xFFFF)];
      }
    }
    return sum;
  }

  @Benchmark
  public int copyFromMapping() throws IOException {
    int sum = 0;
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      MappedByteBuffer map = channel.map(FileChannel.MapMode.READ_ONLY, 0, FILE_BYTES);
      for (int from = 0; from < FILE_BYTES; from += CHUNK_BYTES) {
        map.get(from, chunk, 0, CHUNK_BYTES);
        sum += chunk[from & 0xFFFF];
      }
    }
    return sum;
  }
}
