package dev.altered.rules;

import dev.altered.rules.state.Keyword;
import java.util.Locale;

/** A keyword ability of 7.4 (or the Fleeting passive of a Spell); the kernel implements its rules natively. */
public record KeywordAbility(String id, Keyword keyword, int value) implements Ability {
  public static KeywordAbility of(String cardRef, Keyword keyword, int value) {
    return new KeywordAbility(cardRef + "#" + keyword.name().toLowerCase(Locale.ROOT), keyword, value);
  }
}
