package dev.altered.cardfile;

import com.google.common.collect.ImmutableList;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.Language;
import java.util.List;
import java.util.OptionalInt;

/**
 * Writes cards in the card file format (cards/README.md) so that {@link CardFileReader} reads back equal cards.
 * Text that the format cannot carry (an empty ability, a line break, a {@code |}) is refused with
 * {@link IllegalArgumentException} rather than silently changed.
 */
public final class CardFileWriter {
  private static final String FIELD = "  ";
  private static final String TEXT = "    ";
  /** Items of a modal or die-roll list are indented one step further, so the list reads as one ability. */
  private static final String ITEM = "      ";

  private CardFileWriter() {}

  /**
   * A whole file: optional comment lines, the {@code set} line, then each card.
   *
   * @param comments lines written as {@code # comment} at the top (no line breaks)
   */
  public static String write(String setId, String setName, List<String> comments, List<CardDefinition> cards) {
    requireLine(setId, "set id");
    requireLine(setName, "set name");
    if (!CardFileFormat.isWellFormedReference(setId)) {
      throw new IllegalArgumentException("set id '" + setId + "' is not a single word");
    }
    StringBuilder out = new StringBuilder(cards.size() * 1024);
    for (String comment : comments) {
      requireNoBreak(comment, "comment");
      out.append(comment.isEmpty() ? "#" : "# " + comment).append('\n');
    }
    out.append(CardFileFormat.SET).append(' ').append(setId).append(": ").append(setName).append('\n');
    for (CardDefinition card : cards) {
      if (!card.set().equals(setId)) {
        throw new IllegalArgumentException(card.reference() + " is in set " + card.set() + ", not " + setId);
      }
      out.append('\n');
      writeCard(card, out);
    }
    return out.toString();
  }

  /** One card, starting with its {@code card} line. */
  public static void writeCard(CardDefinition card, StringBuilder out) {
    if (!CardFileFormat.isWellFormedReference(card.reference())) {
      throw new IllegalArgumentException("reference '" + card.reference() + "' is not a single word");
    }
    out.append(CardFileFormat.CARD).append(' ').append(card.reference()).append('\n');
    field(out, CardFileFormat.TYPE, card.type().displayName());
    if (!card.subtypes().isEmpty()) {
      StringBuilder subtypes = new StringBuilder();
      for (String id : card.subtypes()) {
        if (CardFileFormat.subtypeId(id).filter(id::equals).isEmpty()) {
          throw new IllegalArgumentException(card.reference() + ": sub-type id '" + id
              + "' is not an upper-case word");
        }
        subtypes.append(subtypes.length() == 0 ? "" : ", ").append(CardFileFormat.subtypeDisplay(id));
      }
      field(out, CardFileFormat.SUBTYPES, subtypes.toString());
    }
    field(out, CardFileFormat.FACTION, card.faction().displayName());
    field(out, CardFileFormat.RARITY, card.rarity().displayName());
    if (card.handCost().isPresent() || card.reserveCost().isPresent()) {
      field(out, CardFileFormat.COST, number(card.handCost()) + "/" + number(card.reserveCost()));
    }
    card.stats().ifPresent(s -> field(out, CardFileFormat.STATS, s.forest() + "/" + s.mountain() + "/" + s.water()));
    card.limits().ifPresent(l -> field(out, CardFileFormat.LIMITS, l.reserve() + "/" + l.landmark()));
    for (Language language : Language.values()) {
      String name = card.names().get(language);
      CardText text = card.text(language);
      if (name == null && text.isEmpty()) {
        continue;
      }
      if (name != null) {
        requireLine(name, card.reference() + " " + language.code() + " name");
      }
      out.append(FIELD).append(language.code()).append(':');
      if (name != null) {
        out.append(' ').append(name);
      }
      out.append('\n');
      lines(out, card, language, text.mainLines(), false);
      if (!text.supportLines().isEmpty()) {
        out.append(TEXT).append(CardFileFormat.SUPPORT).append('\n');
        lines(out, card, language, text.supportLines(), true);
      }
    }
  }

  private static void lines(StringBuilder out, CardDefinition card, Language language, ImmutableList<String> lines,
      boolean support) {
    // An empty line would be skipped and a blank-edged one trimmed by the reader: refuse rather than lose them.
    for (String line : lines) {
      String where = card.reference() + " " + language.code() + (support ? " support" : "") + " text";
      requireLine(line, where);
      if (line.indexOf(CardFileFormat.TRIGGER_BAR) >= 0) {
        throw new IllegalArgumentException(where + ": '|' would be read as a trigger separator: " + line);
      }
      if (line.equals(CardFileFormat.SUPPORT)) {
        throw new IllegalArgumentException(where + ": an ability reading 'support:' would start the support box");
      }
      out.append(line.startsWith("•") ? ITEM : TEXT).append(line).append('\n');
    }
  }

  private static void field(StringBuilder out, String key, String value) {
    out.append(FIELD).append(key).append(": ").append(value).append('\n');
  }

  private static String number(OptionalInt value) {
    return value.isPresent() ? Integer.toString(value.getAsInt()) : CardFileFormat.ABSENT;
  }

  /** A value written on one line and read back trimmed: non-empty, no line break, no surrounding blanks. */
  private static void requireLine(String value, String what) {
    requireNoBreak(value, what);
    if (value.isEmpty() || value.strip().length() != value.length()) {
      throw new IllegalArgumentException(what + " is empty or starts or ends with blanks: '" + value + "'");
    }
  }

  private static void requireNoBreak(String value, String what) {
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new IllegalArgumentException(what + " contains a line break");
    }
  }
}
