package dev.altered.card;

import java.util.Locale;
import java.util.Optional;

/** The five languages cards are printed in. English is the reference language of the rules (2.2.4.c). */
public enum Language {
  EN, FR, DE, ES, IT;

  /** The ISO 639-1 code used in card files and corpus JSON ({@code "en"}, {@code "fr"}, ...). */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<Language> fromCode(String code) {
    for (Language language : values()) {
      if (language.code().equals(code)) {
        return Optional.of(language);
      }
    }
    return Optional.empty();
  }
}
