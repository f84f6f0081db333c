package dev.altered.text;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.altered.card.Language;
import dev.altered.text.de.GermanFrontEnd;
import dev.altered.text.de.GermanPrinter;
import dev.altered.text.en.EnglishFrontEnd;
import dev.altered.text.en.EnglishPrinter;
import dev.altered.text.es.SpanishFrontEnd;
import dev.altered.text.es.SpanishPrinter;
import dev.altered.text.fr.FrenchFrontEnd;
import dev.altered.text.fr.FrenchPrinter;
import dev.altered.text.it.ItalianFrontEnd;
import dev.altered.text.it.ItalianPrinter;
import java.util.List;
import java.util.Optional;

/**
 * Reads whole text boxes: markup pre-pass, then the language's front-end on each ability. The entry point of the
 * text layer.
 */
public final class TextReader {
  private static final ImmutableMap<Language, FrontEnd> FRONT_ENDS =
      ImmutableMap.of(Language.EN, EnglishFrontEnd.INSTANCE, Language.FR, FrenchFrontEnd.INSTANCE, Language.DE,
          GermanFrontEnd.INSTANCE, Language.ES, SpanishFrontEnd.INSTANCE, Language.IT,
          ItalianFrontEnd.INSTANCE);
  private static final ImmutableMap<Language, AbilityPrinter> PRINTERS =
      ImmutableMap.of(Language.EN, EnglishPrinter.INSTANCE, Language.FR, FrenchPrinter.INSTANCE, Language.DE,
          GermanPrinter.INSTANCE, Language.ES, SpanishPrinter.INSTANCE, Language.IT, ItalianPrinter.INSTANCE);

  private TextReader() {}

  public static Optional<FrontEnd> frontEnd(Language language) {
    return Optional.ofNullable(FRONT_ENDS.get(language));
  }

  public static Optional<AbilityPrinter> printer(Language language) {
    return Optional.ofNullable(PRINTERS.get(language));
  }

  /** The languages that have a front-end. */
  public static ImmutableList<Language> languages() {
    return FRONT_ENDS.keySet().asList();
  }

  /** Splits a text box and reads each ability. */
  public static ImmutableList<ParsedAbility> read(FrontEnd frontEnd, SourceText box) {
    ImmutableList.Builder<ParsedAbility> out = ImmutableList.builder();
    for (Markup.Piece piece : Markup.split(box)) {
      if (piece.error().isPresent()) {
        out.add(ParsedAbility.failed(piece.ability(), piece.error().get()));
      } else {
        out.add(frontEnd.parse(piece.ability()));
      }
    }
    return out.build();
  }

  public static ImmutableList<ParsedAbility> read(Language language, String box) {
    FrontEnd fe = frontEnd(language).orElseThrow(() -> new IllegalArgumentException("no front-end for " + language));
    return read(fe, new SourceText(box));
  }

  /** Reads one ability given as text (no splitting; markup still normalized). */
  public static ParsedAbility readAbility(Language language, String ability) {
    List<ParsedAbility> all = read(language, ability);
    if (all.size() != 1) {
      throw new IllegalArgumentException("expected one ability, found " + all.size() + ": " + ability);
    }
    return all.get(0);
  }
}
