package dev.altered.load;

import dev.altered.card.Language;
import java.util.Objects;

/** One ability's printed text in one language: the unit the parse and compile stage works on, once per distinct value. */
public record AbilityText(Language language, String text) {
  public AbilityText {
    Objects.requireNonNull(language, "language");
    Objects.requireNonNull(text, "text");
  }

  // Written out: a record's generated equals and hashCode are linked through invokedynamic on first use, and C1 (the
  // launcher's compiler) does not inline the method handles behind them; this key is hashed for every line loaded.
  @Override
  public boolean equals(Object o) {
    return o instanceof AbilityText other && language == other.language && text.equals(other.text);
  }

  @Override
  public int hashCode() {
    return 31 * text.hashCode() + language.ordinal();
  }
}
