package dev.altered.load;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Language;
import dev.altered.cardfile.SourcedCard;
import dev.altered.compile.Census;
import dev.altered.compile.Compiler;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The parameter {@link Census} of cards: for each box of each card, the parts of its abilities that its programs do not
 * use, where they are written. Boxes are read in one language; a box whose abilities do not all parse, or that does not
 * compile, has no program to measure and is left out (the loader reports it). Equal boxes are measured once.
 */
public final class CardCensus {
  private CardCensus() {}

  /**
   * A finding on a card: {@code file:line:column}, the card, the part ({@link Census.Finding#node}, its plain value if
   * any) and the text it covers; {@code reprint}: the same box (same text, same context) was met on an earlier card,
   * whose findings these repeat.
   */
  public record Finding(String reference, String file, int line, int column, String node, Optional<String> value,
      String text, boolean reprint) {
    /** {@code file:line:column: Filter.PlayedFrom 'played from your hand' not used by the program}. */
    public String describe() {
      return file + ":" + line + ":" + column + ": " + node + value.map(v -> "=" + v).orElse("") + " '" + text
          + "' not used by the program";
    }
  }

  /** What the census measured: the findings in card order, and how many abilities it compiled and measured. */
  public record Result(ImmutableList<Finding> findings, int abilities, int abilitiesWithFindings) {}

  private record Box(String text, Compiler.Context context) {}

  private record Measured(int abilities, ImmutableList<Census.Finding> findings) {}

  public static Result of(List<SourcedCard> cards, Language language) {
    Map<Box, Optional<Measured>> measured = new ConcurrentHashMap<>();
    List<Box> boxes = new ArrayList<>();
    for (SourcedCard sourced : cards) {
      for (boolean support : new boolean[] {false, true}) {
        CardText text = sourced.card().text(language);
        Optional<String> box = support ? text.support() : text.main();
        box.ifPresent(b -> boxes.add(new Box(b, new Compiler.Context(sourced.card().type() == CardType.SPELL,
            support))));
      }
    }
    boxes.stream().distinct().parallel().forEach(b -> measured.put(b, measure(b, language)));
    ImmutableList.Builder<Finding> out = ImmutableList.builder();
    int abilities = 0;
    int withFindings = 0;
    java.util.Set<Box> seen = new java.util.HashSet<>();
    for (SourcedCard sourced : cards) {
      CardDefinition card = sourced.card();
      for (boolean support : new boolean[] {false, true}) {
        CardText text = card.text(language);
        Optional<String> box = support ? text.support() : text.main();
        if (box.isEmpty()) {
          continue;
        }
        Box key = new Box(box.get(), new Compiler.Context(card.type() == CardType.SPELL, support));
        boolean reprint = !seen.add(key);
        Optional<Measured> m = measured.get(key);
        if (m.isEmpty()) {
          continue;
        }
        abilities += m.get().abilities();
        withFindings += (int) m.get().findings().stream().mapToInt(Census.Finding::ability).distinct().count();
        for (Census.Finding f : m.get().findings()) {
          int start = Math.max(0, f.span().start());
          int end = Math.min(box.get().length(), Math.max(start, f.span().end()));
          int[] at = position(sourced, language, support, box.get(), start);
          out.add(new Finding(card.reference(), sourced.file(), at[0], at[1], f.node(), f.value(),
              box.get().substring(start, end), reprint));
        }
      }
    }
    return new Result(out.build(), abilities, withFindings);
  }

  private static Optional<Measured> measure(Box box, Language language) {
    List<Ability> asts = new ArrayList<>();
    for (ParsedAbility p : TextReader.read(language, box.text())) {
      if (p.ast().isEmpty()) {
        return Optional.empty();
      }
      asts.add(p.ast().get());
    }
    return Census.ofBox(asts, box.context()).map(f -> new Measured(asts.size(), f));
  }

  /** {line, column} in the card's file of an offset into a box (lines joined by {@link CardText#LINE_SEPARATOR}). */
  private static int[] position(SourcedCard card, Language language, boolean support, String box, int offset) {
    int line = 0;
    int start = 0;
    for (int at = box.indexOf(CardText.LINE_SEPARATOR); at >= 0 && at < offset;
        at = box.indexOf(CardText.LINE_SEPARATOR, start)) {
      start = at + CardText.LINE_SEPARATOR.length();
      line++;
    }
    int[] at = card.position(language, support, line);
    return card.textPositions().length > 0 ? new int[] {at[0], at[1] + offset - start} : at;
  }
}
