package dev.altered.deck;

import dev.altered.card.CardDefinition;
import dev.altered.card.Rarity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** The deckbuilding constraints of constructed play (1.1.4). */
public final class DeckRules {
  private DeckRules() {}

  public static final int MIN_CARDS = 40;
  public static final int MAX_CARDS = 60;
  public static final int MAX_SAME_NAME = 3;
  public static final int MAX_RARE = 15;
  public static final int MAX_UNIQUE = 3;

  /**
   * A broken constraint, and the entry (index into {@link Deck#entries()}) where it shows: the entry with that card,
   * or the one that goes past a limit; empty for the deck as a whole (its Hero, its size).
   */
  public record Problem(Optional<Integer> entry, String message) {}

  /** Every constraint the deck breaks; empty when it is a legal constructed deck. */
  public static List<String> problems(Deck deck, Function<String, Optional<CardDefinition>> cards) {
    return check(deck, cards).stream().map(Problem::message).toList();
  }

  /** The same, each once (not once per copy) with the entry where it shows. */
  public static List<Problem> check(Deck deck, Function<String, Optional<CardDefinition>> cards) {
    List<Problem> problems = new ArrayList<>();
    if (deck.hero().isEmpty()) {
      problems.add(new Problem(Optional.empty(), "1.1.4.b: a constructed deck includes exactly 1 Hero"));
    }
    long size = deck.entries().stream().mapToLong(Deck.Entry::count).sum() + (deck.hero().isPresent() ? 1 : 0);
    if (size < MIN_CARDS || size > MAX_CARDS) {
      problems.add(new Problem(Optional.empty(), "1.1.4.b: " + size + " cards including the Hero, expected between "
          + MIN_CARDS + " and " + MAX_CARDS));
    }
    Optional<CardDefinition> hero = deck.hero().flatMap(cards);
    Map<String, Integer> byName = new HashMap<>();
    Map<String, Integer> pastNameLimit = new LinkedHashMap<>(); // name -> the entry that went past the limit
    int rare = 0;
    int unique = 0;
    int pastRare = -1;
    int pastUnique = -1;
    for (int i = 0; i < deck.entries().size(); i++) {
      Deck.Entry e = deck.entries().get(i);
      Optional<CardDefinition> card = cards.apply(e.reference());
      if (card.isEmpty()) {
        problems.add(new Problem(Optional.of(i), "unknown card reference " + e.reference()));
        continue;
      }
      CardDefinition c = card.get();
      if (hero.isPresent() && c.faction() != hero.get().faction()) {
        problems.add(new Problem(Optional.of(i), "1.1.4.c: " + c.name() + " (" + e.reference() + ") is "
            + c.faction().displayName() + ", the Hero is " + hero.get().faction().displayName()));
      }
      if (byName.merge(c.name(), e.count(), Integer::sum) > MAX_SAME_NAME) {
        pastNameLimit.putIfAbsent(c.name(), i);
      }
      if (c.rarity() == Rarity.RARE && (rare += e.count()) > MAX_RARE && pastRare < 0) {
        pastRare = i;
      } else if (c.rarity() == Rarity.UNIQUE && (unique += e.count()) > MAX_UNIQUE && pastUnique < 0) {
        pastUnique = i;
      }
    }
    pastNameLimit.forEach((name, i) -> problems.add(new Problem(Optional.of(i), "1.1.4.d: " + byName.get(name)
        + " cards named " + name + ", at most " + MAX_SAME_NAME)));
    if (pastRare >= 0) {
      problems.add(new Problem(Optional.of(pastRare), "1.1.4.e: " + rare + " rare cards, at most " + MAX_RARE));
    }
    if (pastUnique >= 0) {
      problems.add(new Problem(Optional.of(pastUnique), "1.1.4.f: " + unique + " unique cards, at most "
          + MAX_UNIQUE));
    }
    return problems;
  }
}
