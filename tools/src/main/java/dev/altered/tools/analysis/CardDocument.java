package dev.altered.tools.analysis;

import com.google.common.collect.ImmutableList;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A card file as an editor sees it, line by line: where each card starts and ends, and for a line of ability text,
 * which card, language and box it belongs to. Lines and columns are 0-based here, as editors count them.
 */
public record CardDocument(ImmutableList<String> lines) {
  private static final Pattern CARD = Pattern.compile("^card\\s+(\\S+).*");
  private static final Pattern LANGUAGE = Pattern.compile("^(\\s+)(en|fr|de|es|it):.*");
  private static final Pattern TYPE = Pattern.compile("^\\s+type:\\s*(.*)$");

  /** A card's lines, {@code first} (its {@code card} line) to {@code last}, blank lines after it excluded. */
  public record CardRange(String reference, int first, int last) {}

  /**
   * A line of ability text: {@code column} is where its text starts, {@code text} the ability as the reader gets it
   * (a designer's {@code |} between trigger and effect turned into the printed dash).
   */
  public record TextLine(String reference, boolean spell, Language language, boolean support, int line, int column,
      String text) {}

  public CardDocument {
    Objects.requireNonNull(lines, "lines");
  }

  public static CardDocument of(String text) {
    return new CardDocument(ImmutableList.copyOf(text.split("\r?\n", -1)));
  }

  public ImmutableList<CardRange> cards() {
    List<CardRange> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher m = CARD.matcher(lines.get(i));
      if (!m.matches()) {
        continue;
      }
      int last = i;
      for (int j = i + 1; j < lines.size() && !CARD.matcher(lines.get(j)).matches()
          && !lines.get(j).startsWith("set "); j++) {
        if (!lines.get(j).isBlank() && !lines.get(j).startsWith("#")) {
          last = j;
        }
      }
      out.add(new CardRange(m.group(1), i, last));
    }
    return ImmutableList.copyOf(out);
  }

  public Optional<CardRange> cardAt(int line) {
    return cards().stream().filter(c -> c.first() <= line && line <= c.last()).findFirst();
  }

  /** The ability text at {@code line}, when the line is one. */
  public Optional<TextLine> textLine(int line) {
    Optional<CardRange> card = cardAt(line);
    if (card.isEmpty() || line == card.get().first()) {
      return Optional.empty();
    }
    boolean spell = false;
    Optional<Language> language = Optional.empty();
    int languageIndent = 0;
    boolean support = false;
    for (int i = card.get().first() + 1; i <= line; i++) {
      String l = lines.get(i);
      int indent = l.length() - l.stripLeading().length();
      Matcher type = TYPE.matcher(l);
      Matcher lang = LANGUAGE.matcher(l);
      if (l.isBlank() || l.startsWith("#")) {
        continue;
      }
      if (language.isPresent() && indent > languageIndent) {
        support |= l.strip().equals("support:");
        if (i == line && !l.strip().equals("support:")) {
          String text = l.strip().replaceAll("\\s*\\|\\s*", CardFileFormat.TRIGGER_SEPARATOR);
          return Optional.of(new TextLine(card.get().reference(), spell, language.get(), support, line, indent, text));
        }
      } else if (lang.matches()) {
        language = Language.fromCode(lang.group(2));
        languageIndent = lang.group(1).length();
        support = false;
      } else {
        language = Optional.empty();
        if (type.matches()) {
          spell = type.group(1).strip().equalsIgnoreCase("Spell");
        }
      }
    }
    return Optional.empty();
  }

  /** The language whose text or name is at {@code line}; English elsewhere (fields are English). */
  public Language languageAt(int line) {
    for (int i = line; i >= 0 && !CARD.matcher(lines.get(i)).matches(); i--) {
      Matcher lang = LANGUAGE.matcher(lines.get(i));
      if (lang.matches()) {
        return Language.fromCode(lang.group(2)).orElse(Language.EN);
      }
    }
    return Language.EN;
  }
}
