package dev.altered.translate;

import dev.altered.card.Language;
import java.util.Objects;
import java.util.Optional;

/**
 * One thing a translator should look at: a translated ability that does not read, that means something else than
 * the English, or a text that is not what it claims to be.
 *
 * @param reference the card
 * @param lang the language of the translation
 * @param kind what is wrong
 * @param message what differs or what was expected, in plain words
 * @param english the English ability (as printed, normalized), or the English box for box-level findings
 * @param localized the translated ability, or the translated box
 * @param suggestion the canonical wording in the translation's language, printed from the English AST, when that
 *     language has a printer
 * @param file the file the card was read from
 * @param line 1-based line of the translation in the file (0 when not known)
 * @param column 1-based column (0 when not known)
 */
public record Finding(String reference, Language lang, Kind kind, String message, String english, String localized,
    Optional<String> suggestion, String file, int line, int column) {
  public Finding {
    Objects.requireNonNull(reference, "reference");
    Objects.requireNonNull(lang, "lang");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(english, "english");
    Objects.requireNonNull(localized, "localized");
    Objects.requireNonNull(suggestion, "suggestion");
    Objects.requireNonNull(file, "file");
  }

  /** What is wrong, with the stable name tools print ({@code "meaning"}, {@code "parse"}, ...). */
  public enum Kind {
    /** The translation does not read (a parse error, with its position). */
    PARSE("parse"),
    /** The translation reads, but into another AST than the English: it does something else. */
    MEANING("meaning"),
    /** The text is in another language than the one it is filed under. */
    WRONG_LANGUAGE("wrong-language"),
    /** The text is the English left untranslated. */
    UNTRANSLATED("untranslated"),
    /** An unexpanded placeholder ({@code [MANA_MOTH]}) of the source data. */
    PLACEHOLDER("placeholder"),
    /** Unbalanced parentheses, brackets or quotes. */
    MARKUP("markup"),
    /** The translation has more or fewer abilities than the English. */
    ABILITY_COUNT("ability-count"),
    /** The English has text the translation lacks. */
    MISSING("missing");

    private final String code;

    Kind(String code) {
      this.code = code;
    }

    public String code() {
      return code;
    }
  }

  /** {@code file:line:column: } when the position is known, else {@code file: }. */
  public String where() {
    return line > 0 ? file + ":" + line + ":" + column : file;
  }
}
