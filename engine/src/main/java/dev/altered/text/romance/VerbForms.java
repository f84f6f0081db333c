package dev.altered.text.romance;

/**
 * A verb's forms: infinitive, imperative (second person singular), first person, third person singular and plural,
 * and the form after "que" (Spanish: the subjunctive) or after "far" (Italian: the infinitive), singular and plural.
 */
public record VerbForms(String inf, String imp, String p1, String p3, String p3pl, String subj, String subjPl) {
  public String third(boolean plural) {
    return plural ? p3pl : p3;
  }

  public String subjunctive(boolean plural) {
    return plural ? subjPl : subj;
  }
}
