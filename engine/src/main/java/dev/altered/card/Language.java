package dev.altered.card;

import java.util.Locale;
import java.util.Optional;

/** The five languages cards are printed in. English is the reference language of the rules (2.2.4.c). */
public enum Language {
  EN, FR, DE, ES, IT;

  private static final Language[] VALUES = values();

  private final String code = name().toLowerCase(Locale.ROOT);
  private final Optional<Language> optional = Optional.of(this);

  /** The ISO 639-1 code used in card files and corpus JSON ({@code "en"}, {@code "fr"}, ...). */
  public String code() {
    return code;
  }

  /** Called for every name and text of every card loaded: no allocation. */
  public static Optional<Language> fromCode(String code) {
    for (Language language : VALUES) {
      if (language.code.equals(code)) {
        return language.optional;
      }
    }
    return Optional.empty();
  }
}
