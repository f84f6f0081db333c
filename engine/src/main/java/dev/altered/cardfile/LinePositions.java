package dev.altered.cardfile;

/** A growable list of (line, column) pairs; loops, not streams, because cold start matters here. */
final class LinePositions {
  private int[] values;
  private int size;

  LinePositions(int capacity) {
    values = new int[2 * capacity];
  }

  int line(int index) {
    return values[2 * index];
  }

  int column(int index) {
    return values[2 * index + 1];
  }

  void addAll(LinePositions other) {
    if (size + other.size > values.length) {
      values = java.util.Arrays.copyOf(values, Math.max(values.length * 2, size + other.size));
    }
    System.arraycopy(other.values, 0, values, size, other.size);
    size += other.size;
  }

  void add(int line, int column) {
    if (size + 2 > values.length) {
      values = java.util.Arrays.copyOf(values, values.length * 2);
    }
    values[size++] = line;
    values[size++] = column;
  }

  int[] toArray() {
    return java.util.Arrays.copyOf(values, size);
  }
}
