package dev.altered.text.romance;

/**
 * Grammatical gender and number of a noun phrase, for articles and adjectives; each language writes its own articles
 * and adjective endings.
 */
public abstract class Agree {
  public final boolean feminine;
  public final boolean plural;

  protected Agree(boolean feminine, boolean plural) {
    this.feminine = feminine;
    this.plural = plural;
  }

  public final boolean feminine() {
    return feminine;
  }

  public final boolean plural() {
    return plural;
  }

  /** An adjective, given its masculine and feminine singular forms, agreeing in gender and number. */
  public abstract String a(String masculine, String feminine);

  /** The definite article. */
  public abstract String the();

  /** "un"/"una". */
  public final String one() {
    return feminine ? "una" : "un";
  }
}
