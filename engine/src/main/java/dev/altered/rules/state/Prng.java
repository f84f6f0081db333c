package dev.altered.rules.state;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;

/**
 * SplitMix64: a small deterministic generator whose whole state is one number, so a saved game resumes the exact
 * same random sequence.
 */
@JsonAutoDetect(fieldVisibility = Visibility.PUBLIC_ONLY, getterVisibility = Visibility.NONE,
    isGetterVisibility = Visibility.NONE, setterVisibility = Visibility.NONE)
public final class Prng {
  public long state;

  public Prng() {}

  public Prng(long seed) {
    this.state = seed;
  }

  public long nextLong() {
    long z = (state += 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** Uniform in [0, bound). */
  public int nextInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive: " + bound);
    }
    long r = (nextLong() >>> 1) % bound;
    return (int) r;
  }

  public <T> void shuffle(java.util.List<T> list) {
    for (int i = list.size() - 1; i > 0; i--) {
      int j = nextInt(i + 1);
      T t = list.get(i);
      list.set(i, list.get(j));
      list.set(j, t);
    }
  }
}
