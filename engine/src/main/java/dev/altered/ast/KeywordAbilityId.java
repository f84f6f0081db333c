package dev.altered.ast;

/** Keyword abilities (7.4). {@link #SCOUT} and {@link #TOUGH} take a number. */
public enum KeywordAbilityId {
  COOLDOWN(false),
  DEFENDER(false),
  ETERNAL(false),
  GIGANTIC(false),
  SCOUT(true),
  SEASONED(false),
  TOUGH(true);

  private final boolean parameterized;

  KeywordAbilityId(boolean parameterized) {
    this.parameterized = parameterized;
  }

  /** Whether the keyword is always followed by a number (7.4.5, 7.4.7.b). */
  public boolean parameterized() {
    return parameterized;
  }
}
