package dev.altered.text;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Parses every ability of cards in one language and measures the printer: what {@code ./altered parse} and the corpus
 * tests report.
 */
public final class CorpusParse {
  private CorpusParse() {}

  /** One ability of one card. */
  public record Outcome(String reference, Language language, ParsedAbility parsed, boolean roundTrip) {}

  /** Totals: cards, cards whose every ability parsed, abilities, abilities parsed, abilities printed back verbatim. */
  public record Totals(int cards, int cardsParsed, int abilities, int abilitiesParsed, int roundTrip,
      ImmutableList<Outcome> outcomes) {
    public ImmutableList<Outcome> failures() {
      return outcomes.stream().filter(o -> !o.parsed().ok()).collect(ImmutableList.toImmutableList());
    }
  }

  /** Where a card's text boxes are in its file, when known (see {@link #parse(List, Language, TextLocator)}). */
  public interface TextLocator {
    /** The text box with its position in the file, or empty to report positions inside the box. */
    Optional<SourceText> locate(CardDefinition card, Language language, boolean support, String box);
  }

  public static Totals parse(List<CardDefinition> cards, Language language) {
    return parse(cards, language, (card, lang, support, box) -> Optional.empty());
  }

  public static Totals parse(List<CardDefinition> cards, Language language, TextLocator locator) {
    FrontEnd frontEnd = TextReader.frontEnd(language)
        .orElseThrow(() -> new IllegalArgumentException("no grammar for " + language + " yet"));
    // A language without a printer yet (Italian) is parsed all the same; nothing prints back.
    Optional<AbilityPrinter> printer = TextReader.printer(language);
    List<Outcome> outcomes = new ArrayList<>();
    int cardsParsed = 0;
    int parsed = 0;
    int roundTrip = 0;
    // The words the cards define in reminder text, lent to the abilities that print them alone (issue 18), as the
    // loader does.
    Glossary.Builder definitions = Glossary.builderWithPublished();
    for (CardDefinition card : cards) {
      card.text(language).main().ifPresent(box -> definitions.add(language, box));
      card.text(language).support().ifPresent(box -> definitions.add(language, box));
    }
    Glossary glossary = definitions.build();
    for (CardDefinition card : cards) {
      CardText text = card.text(language);
      boolean all = true;
      for (int box = 0; box < 2; box++) {
        Optional<String> content = box == 0 ? text.main() : text.support();
        if (content.isEmpty()) {
          continue;
        }
        SourceText source = locator.locate(card, language, box == 1, content.get())
            .orElse(new SourceText(content.get()));
        for (ParsedAbility read : TextReader.read(frontEnd, source)) {
          ParsedAbility ability = read.ok() || glossary.isEmpty() ? read : completed(frontEnd, glossary, read);
          boolean rt = false;
          if (ability.ok()) {
            parsed++;
            rt = printer.isPresent() && printsBack(printer.get(), ability.ast().get(), ability.text().text());
            if (rt) {
              roundTrip++;
            }
          } else {
            all = false;
          }
          outcomes.add(new Outcome(card.reference(), language, ability, rt));
        }
      }
      if (all) {
        cardsParsed++;
      }
    }
    return new Totals(cards.size(), cardsParsed, outcomes.size(), parsed, roundTrip, ImmutableList.copyOf(outcomes));
  }

  /**
   * An ability that did not read, read again with the definitions another card lends it: that reading if it reads,
   * else the ability's own error (positioned in its own text).
   */
  private static ParsedAbility completed(FrontEnd frontEnd, Glossary glossary, ParsedAbility failed) {
    String printed = failed.text().original();
    String full = glossary.complete(frontEnd.language(), printed);
    if (full == printed) {
      return failed;
    }
    List<ParsedAbility> again = TextReader.read(frontEnd, new SourceText(full));
    return again.size() == 1 && again.get(0).ok() ? again.get(0) : failed;
  }

  /** Whether the printer reproduces the normalized printed text exactly. */
  public static boolean printsBack(AbilityPrinter printer, Ability ast, String normalized) {
    try {
      return printer.print(ast).equals(normalized);
    } catch (RuntimeException e) {
      return false;
    }
  }
}
