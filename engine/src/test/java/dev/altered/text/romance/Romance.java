package dev.altered.text.romance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.text.ParseError;
import dev.altered.text.ParsedAbility;
import dev.altered.text.SourceText;
import dev.altered.text.TextReader;

/** Test helpers: read one ability in a language (markup pre-pass included) and compare it with the English. */
public final class Romance {
  private Romance() {}

  public static ParsedAbility read(Language language, String text) {
    ImmutableList<ParsedAbility> read =
        TextReader.read(TextReader.frontEnd(language).orElseThrow(), new SourceText(text));
    assertEquals(1, read.size(), () -> "one ability expected in: " + text);
    return read.get(0);
  }

  public static Ability ast(Language language, String text) {
    ParsedAbility p = read(language, text);
    assertTrue(p.ok(), () -> language + " does not read '" + text + "': " + p.error().orElseThrow());
    return p.ast().orElseThrow();
  }

  /** The localized wordings each read into the AST the English text reads into. */
  public static void assertSameAsEnglish(Language language, String english, String... localized) {
    Ability expected = ast(Language.EN, english);
    for (String text : localized) {
      assertEquals(expected, ast(language, text), () -> "'" + text + "' does not mean '" + english + "'");
    }
  }

  /** The localized wording reads, but not into the English AST: a real difference the checker reports. */
  public static void assertDiffersFromEnglish(Language language, String english, String localized) {
    assertTrue(!ast(Language.EN, english).equals(ast(language, localized)),
        () -> "'" + localized + "' should not mean '" + english + "'");
  }

  public static ParseError error(Language language, String text) {
    ParsedAbility p = read(language, text);
    assertTrue(!p.ok(), () -> "'" + text + "' should not read");
    return p.error().orElseThrow();
  }
}
