package dev.altered.cardfile;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Shares equal immutable values (names, ability lines, lists of lines, sub-type lists) between cards, so a text
 * printed on many cards (Commons, their Rares, reprints, generated cards) is stored once. Thread-safe: the loader
 * shares one pool between the threads reading files.
 */
public final class TextPool {
  private final ConcurrentHashMap<Object, Object> values = new ConcurrentHashMap<>();

  /** The pooled value equal to {@code value}: the first one seen. */
  @SuppressWarnings("unchecked")
  public <T> T intern(T value) {
    Object existing = values.putIfAbsent(value, value);
    return existing == null ? value : (T) existing;
  }

  /** Number of distinct values pooled. */
  public int size() {
    return values.size();
  }
}
