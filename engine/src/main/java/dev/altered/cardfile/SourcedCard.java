package dev.altered.cardfile;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import java.util.Objects;

/**
 * A card and where it was read: the file, the position of its first line ({@code card ...} or JSON object), and for
 * card files the position of every text line, so a problem found in an ability later (by the checker or the parser)
 * is reported where the designer wrote it.
 *
 * @param fieldLines for each field of {@link CardFileFormat#FIELDS}, its (line, column of the value) pair (0, 0 when
 *     absent); empty when the source does not give them (JSON)
 * @param textPositions for each language with text (in {@link Language} order), for each of its main lines then its
 *     support lines, a (line, column) pair; empty when the source does not give positions per line (JSON)
 */
public record SourcedCard(CardDefinition card, String file, int line, int column, int[] fieldLines,
    int[] textPositions) {
  private static final int[] NONE = new int[0];

  public SourcedCard {
    Objects.requireNonNull(card, "card");
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(fieldLines, "fieldLines");
    Objects.requireNonNull(textPositions, "textPositions");
  }

  public SourcedCard(CardDefinition card, String file, int line, int column) {
    this(card, file, line, column, NONE, NONE);
  }

  /** Where the value of a field ({@code "cost"}, ...) is: {line, column}; the card's position when not known. */
  public int[] fieldPosition(String field) {
    int index = 2 * CardFileFormat.FIELDS.indexOf(field);
    return index >= 0 && index + 1 < fieldLines.length && fieldLines[index] > 0
        ? new int[] {fieldLines[index], fieldLines[index + 1]} : new int[] {line, column};
  }

  /** Where a text line of the card was written: {line, column}; the card's own position when not known. */
  public int[] position(Language language, boolean support, int lineIndex) {
    if (textPositions.length == 0 || !card.hasText(language)) {
      return new int[] {line, column};
    }
    int index = 0;
    for (Language other : Language.values()) {
      if (other == language) {
        index += (support ? card.lineCount(language, false) : 0) + lineIndex;
        break;
      }
      index += card.lineCount(other, false) + card.lineCount(other, true);
    }
    if (2 * index + 1 >= textPositions.length) {
      return new int[] {line, column};
    }
    return new int[] {textPositions[2 * index], textPositions[2 * index + 1]};
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SourcedCard that && card.equals(that.card) && file.equals(that.file) && line == that.line
        && column == that.column && java.util.Arrays.equals(fieldLines, that.fieldLines)
        && java.util.Arrays.equals(textPositions, that.textPositions);
  }

  @Override
  public int hashCode() {
    return Objects.hash(card, file, line, column, java.util.Arrays.hashCode(fieldLines),
        java.util.Arrays.hashCode(textPositions));
  }

  @Override
  public String toString() {
    return card.reference() + " at " + file + ":" + line + ":" + column;
  }
}
