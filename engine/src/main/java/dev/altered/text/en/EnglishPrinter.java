package dev.altered.text.en;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;

public final class EnglishPrinter implements AbilityPrinter {
  public static final EnglishPrinter INSTANCE = new EnglishPrinter();

  @Override
  public Language language() {
    return Language.EN;
  }

  @Override
  public String print(Ability ability) {
    throw new UnsupportedOperationException();
  }
}
