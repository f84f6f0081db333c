package dev.altered.deck;

import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.card.Suggestions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The deck file format: one line per entry, {@code #} starts a comment.
 *
 * <pre>
 * # Axiom, Sierra &amp; Oddball
 * hero: ALT_CORE_B_AX_01_C
 * 3 ALT_CORE_B_AX_16_C      # Foundry Armorer
 * 2 ALT_CORE_B_AX_13_C
 * </pre>
 *
 * A line is {@code hero: REFERENCE} (once) or {@code COUNT REFERENCE}; a count of 1 may be left out.
 */
public final class DeckFile {
  private DeckFile() {}

  /**
   * Parses a deck file, checking that every reference names a known card of the right kind.
   *
   * @param cards finds a card by reference
   * @throws DeckFileException listing every problem, each as {@code file:line:column: message}
   */
  public static Deck parse(String file, String content, Function<String, Optional<CardDefinition>> cards)
      throws DeckFileException {
    return read(file, content, cards).deck();
  }

  /**
   * Parses a deck file and checks the constructed deck rules (1.1.4), each problem once at the line of its entry
   * (deck-wide ones, the Hero and the size, at 1:1).
   *
   * @throws DeckFileException listing every problem, file ones then rules ones
   */
  public static Deck parseConstructed(String file, String content, Function<String, Optional<CardDefinition>> cards)
      throws DeckFileException {
    Read read = read(file, content, cards);
    List<String> problems = new ArrayList<>();
    for (DeckRules.Problem p : DeckRules.check(read.deck(), cards)) {
      int[] at = p.entry().map(read.positions()::get).orElse(new int[] {1, 1});
      problems.add(file + ":" + at[0] + ":" + at[1] + ": not a legal constructed deck: " + p.message());
    }
    if (!problems.isEmpty()) {
      throw new DeckFileException(problems);
    }
    return read.deck();
  }

  /** A deck read from a file, with the line and column of each entry's reference. */
  private record Read(Deck deck, List<int[]> positions) {}

  private static Read read(String file, String content, Function<String, Optional<CardDefinition>> cards)
      throws DeckFileException {
    Optional<String> hero = Optional.empty();
    List<Deck.Entry> entries = new ArrayList<>();
    List<int[]> positions = new ArrayList<>();
    List<String> errors = new ArrayList<>();
    String[] lines = content.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String raw = lines[i];
      int hash = raw.indexOf('#');
      String line = hash >= 0 ? raw.substring(0, hash) : raw;
      if (line.isBlank()) {
        continue;
      }
      int column = 1 + (line.length() - line.stripLeading().length());
      String text = line.strip();
      int lineNo = i + 1;
      try {
        if (text.startsWith("hero:")) {
          String ref = text.substring(5).strip();
          int refColumn = column + text.indexOf(ref, 5);
          if (hero.isPresent()) {
            throw error(file, lineNo, column, "a second 'hero:' line; a deck has exactly one Hero (1.1.4.b)");
          }
          CardDefinition card = find(file, lineNo, refColumn, ref, cards);
          if (card.type() != CardType.HERO) {
            throw error(file, lineNo, refColumn, "expected a Hero reference, " + ref + " is a "
                + card.type().displayName());
          }
          hero = Optional.of(ref);
          continue;
        }
        String[] parts = text.split("\\s+");
        int count = 1;
        String ref;
        if (parts.length == 2) {
          try {
            count = Integer.parseInt(parts[0]);
          } catch (NumberFormatException e) {
            throw error(file, lineNo, column, parts[0].chars().allMatch(Character::isDigit)
                ? "expected a count of at most " + DeckRules.MAX_CARDS + ", found " + parts[0]
                : "expected 'COUNT REFERENCE', 'REFERENCE' or 'hero: REFERENCE', found '" + text + "'");
          }
          if (count < 1) {
            throw error(file, lineNo, column, "expected a count of at least 1, found " + count);
          }
          if (count > DeckRules.MAX_CARDS) {
            // A deck holds at most 60 cards (1.1.4.b): a larger count is a mistake, and would cost a copy each.
            throw error(file, lineNo, column, "expected a count of at most " + DeckRules.MAX_CARDS + ", found "
                + count);
          }
          ref = parts[1];
        } else if (parts.length == 1) {
          ref = parts[0];
        } else {
          throw error(file, lineNo, column, "expected 'COUNT REFERENCE', 'REFERENCE' or 'hero: REFERENCE', found '"
              + text + "'");
        }
        int refColumn = column + text.lastIndexOf(ref);
        CardDefinition card = find(file, lineNo, refColumn, ref, cards);
        if (card.type() == CardType.HERO) {
          throw error(file, lineNo, refColumn, ref + " is a Hero: write it as 'hero: " + ref + "'");
        }
        if (card.type().isToken()) {
          throw error(file, lineNo, refColumn, ref + " is a " + card.type().displayName() + ", not a deck card");
        }
        entries.add(new Deck.Entry(ref, count));
        positions.add(new int[] {lineNo, refColumn});
      } catch (DeckFileException e) {
        errors.addAll(e.problems()); // every line is read: each problem is reported, not only the first
      }
    }
    if (!errors.isEmpty()) {
      throw new DeckFileException(errors);
    }
    return new Read(new Deck(hero, entries), positions);
  }

  private static CardDefinition find(String file, int line, int column, String ref,
      Function<String, Optional<CardDefinition>> cards) throws DeckFileException {
    return cards.apply(ref).orElseThrow(() -> error(file, line, column, "unknown card reference " + ref
        + nearest(ref, cards).map(r -> ": did you mean " + r + "?").orElse("")));
  }

  /** A catalog's nearest reference to a misspelt one (a lookup function alone cannot be searched). */
  private static Optional<String> nearest(String ref, Function<String, Optional<CardDefinition>> cards) {
    if (!(cards instanceof Searchable searchable)) {
      return Optional.empty();
    }
    return Suggestions.nearest(ref, searchable.references());
  }

  /** A lookup of cards that can also list their references, for "did you mean". */
  public interface Searchable extends Function<String, Optional<CardDefinition>> {
    java.util.Collection<String> references();
  }

  /** The lookup of a catalog, searchable. */
  public static Searchable lookup(dev.altered.rules.CardCatalog catalog) {
    List<String> references = catalog.all().stream().map(CardDefinition::reference).toList();
    return new Searchable() {
      @Override
      public Optional<CardDefinition> apply(String reference) {
        return catalog.find(reference);
      }

      @Override
      public java.util.Collection<String> references() {
        return references;
      }
    };
  }

  private static DeckFileException error(String file, int line, int column, String message) {
    return new DeckFileException(List.of(file + ":" + line + ":" + column + ": " + message));
  }

  /** Writes a deck in the format {@link #parse} reads, names as comments. */
  public static String format(Deck deck, Function<String, Optional<CardDefinition>> cards) {
    StringBuilder b = new StringBuilder();
    deck.hero().ifPresent(h -> b.append("hero: ").append(h)
        .append(cards.apply(h).map(c -> "    # " + c.name()).orElse("")).append('\n'));
    for (Deck.Entry e : deck.entries()) {
      b.append(e.count()).append(' ').append(e.reference())
          .append(cards.apply(e.reference()).map(c -> "    # " + c.name()).orElse("")).append('\n');
    }
    return b.toString();
  }
}
