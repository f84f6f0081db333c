package dev.altered.cardfile;

import com.google.common.collect.ImmutableList;
import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import java.util.Locale;
import java.util.Optional;

/**
 * Names and conventions shared by the card file reader and writer (the format is documented in cards/README.md).
 */
public final class CardFileFormat {
  /** File extension of card files. */
  public static final String EXTENSION = ".cards";

  /** The header line keyword of a file and of a card. */
  public static final String SET = "set";
  public static final String CARD = "card";

  /** Card fields, in the order the writer emits them. Languages follow, as their ISO codes. */
  public static final String TYPE = "type";
  public static final String SUBTYPES = "subtypes";
  public static final String FACTION = "faction";
  public static final String RARITY = "rarity";
  public static final String COST = "cost";
  public static final String STATS = "stats";
  public static final String LIMITS = "limits";
  public static final ImmutableList<String> FIELDS = ImmutableList.of(TYPE, SUBTYPES, FACTION, RARITY, COST, STATS,
      LIMITS);

  /** The text line that starts the support ability box of a language block. */
  public static final String SUPPORT = "support:";

  /** What a designer may type between trigger and effect; the reader turns it into the printed separator. */
  public static final char TRIGGER_BAR = '|';
  /** The printed separator between a Reaction's trigger and its effect (2.2.12.l), as the corpus writes it. */
  public static final String TRIGGER_SEPARATOR = "\u00a0— ";

  /** Written for an absent number in a slash group ({@code cost: 3/-}). */
  public static final String ABSENT = "-";


  private CardFileFormat() {}

  /** {@code ENGINEER} is written {@code Engineer}. */
  public static String subtypeDisplay(String id) {
    return id.isEmpty() ? id : id.charAt(0) + id.substring(1).toLowerCase(Locale.ROOT);
  }

  /** The id of a sub-type as written ({@code Engineer} or {@code ENGINEER}), if it is a well-formed name. */
  public static Optional<String> subtypeId(String written) {
    if (written.isEmpty() || !isAsciiLetter(written.charAt(0))) {
      return Optional.empty();
    }
    for (int i = 1; i < written.length(); i++) {
      char c = written.charAt(i);
      if (!isAsciiLetter(c) && !(c >= '0' && c <= '9') && c != '_' && c != '-') {
        return Optional.empty();
      }
    }
    return Optional.of(written.toUpperCase(Locale.ROOT));
  }

  /** Letters, digits, {@code _ . -}, starting with a letter or digit. */
  public static boolean isWellFormedReference(String reference) {
    if (reference.isEmpty()) {
      return false;
    }
    for (int i = 0; i < reference.length(); i++) {
      char c = reference.charAt(i);
      boolean ok = isAsciiLetter(c) || (c >= '0' && c <= '9') || (i > 0 && (c == '_' || c == '.' || c == '-'));
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  public static Optional<Language> language(String code) {
    return Language.fromCode(code);
  }

  /**
   * The set part of a reference ({@code CORE} in {@code ALT_CORE_B_AX_16_C}), when it has the official shape
   * {@code ALT_SET_PRODUCT_FACTION_NUMBER_RARITY}.
   */
  public static Optional<String> referenceSet(String reference) {
    String[] parts = reference.split("_");
    return parts.length >= 6 && parts[0].equals("ALT") ? Optional.of(parts[1]) : Optional.empty();
  }

  /**
   * The faction code in a reference ({@code AX} in {@code ALT_CORE_B_AX_16_C}); a Rare's faction may differ from its
   * reference's, and files group cards by reference so a Common and its Rares stay together.
   */
  public static String referenceFaction(CardDefinition card) {
    String[] parts = card.reference().split("_");
    return parts.length >= 6 && parts[0].equals("ALT") ? parts[3] : card.faction().name();
  }
}
