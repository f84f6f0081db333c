package dev.altered.load;

import dev.altered.card.Language;
import java.util.Objects;

/** One ability's printed text in one language: the unit the parse and compile stage works on, once per distinct value. */
public record AbilityText(Language language, String text) {
  public AbilityText {
    Objects.requireNonNull(language, "language");
    Objects.requireNonNull(text, "text");
  }
}
