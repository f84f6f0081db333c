package dev.altered.ast;

import java.util.Locale;
import java.util.Objects;

/**
 * A kind of counter (2.5): {@link #BOOST} (2.5.1), {@link #ANY} ("counters" of any name), or a named counter
 * ({@code TRIAL}, {@code KELON}): counter names are data, an open vocabulary, upper case with '_' for spaces.
 */
public record Counter(String id) {
  public static final Counter BOOST = new Counter("BOOST");
  public static final Counter ANY = new Counter("ANY");

  public Counter {
    Objects.requireNonNull(id, "id");
    if (id.isEmpty() || !id.equals(id.toUpperCase(Locale.ROOT))) {
      throw new IllegalArgumentException("counter ids are upper case: " + id);
    }
  }

  public static Counter named(String name) {
    // Words upper-cased and joined by '_' (no regular expression: this runs for every counter an ability names).
    StringBuilder id = new StringBuilder(name.length());
    boolean space = false;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isWhitespace(c)) {
        space = id.length() > 0;
      } else {
        if (space) {
          id.append('_');
          space = false;
        }
        id.append(Character.toUpperCase(c));
      }
    }
    return new Counter(id.toString());
  }
}
