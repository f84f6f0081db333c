package dev.altered.bench;

import dev.altered.text.AbilityText;
import dev.altered.text.en.EnglishFrontEnd;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Paths;

/**
 * Cold start of the English front-end, the way a process that loads all sets at startup meets it: a fresh JVM parses
 * every distinct English ability of cards/ once (empty DFA cache, cold JIT), then once more (warm DFA, JIT still
 * warming). Prints wall and CPU time of each pass; the CPU time of the parsing thread does not count time spent
 * waiting for a core on a loaded machine. bench/cold-start runs it several times in fresh JVMs.
 *
 * <p>Run from the repository root: {@code java -cp bench/target/benchmarks.jar dev.altered.bench.ColdStart}.
 */
public final class ColdStart {
  private ColdStart() {}

  public static void main(String[] args) throws IOException {
    long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
    AbilityText[] abilities = ParseBenchmark.distinctAbilities(Paths.get(System.getProperty("cards", "cards")));
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long[] cpu = new long[2];
    long[] wall = new long[2];
    int parsed = 0;
    for (int pass = 0; pass < 2; pass++) {
      long c0 = mx.getCurrentThreadCpuTime();
      long w0 = System.nanoTime();
      for (AbilityText a : abilities) {
        if (EnglishFrontEnd.INSTANCE.parse(a).ok() && pass == 0) {
          parsed++;
        }
      }
      cpu[pass] = mx.getCurrentThreadCpuTime() - c0;
      wall[pass] = System.nanoTime() - w0;
    }
    System.out.printf("%d distinct English abilities (%d parse); first pass %.0f ms CPU (%.0f ms wall), second pass "
            + "%.0f ms CPU (%.0f ms wall); JVM up %d ms%n", abilities.length, parsed, cpu[0] / 1e6, wall[0] / 1e6,
        cpu[1] / 1e6, wall[1] / 1e6, System.currentTimeMillis() - jvmStart);
  }
}
