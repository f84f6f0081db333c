package dev.altered.deck;

import dev.altered.card.CardDefinition;
import dev.altered.card.Rarity;
import java.util.ArrayList;
import java.util.HashMap;
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

  /** Every constraint the deck breaks; empty when it is a legal constructed deck. */
  public static List<String> problems(Deck deck, Function<String, Optional<CardDefinition>> cards) {
    List<String> problems = new ArrayList<>();
    if (deck.hero().isEmpty()) {
      problems.add("1.1.4.b: a constructed deck includes exactly 1 Hero");
    }
    int size = deck.size();
    if (size < MIN_CARDS || size > MAX_CARDS) {
      problems.add("1.1.4.b: " + size + " cards including the Hero, expected between " + MIN_CARDS + " and "
          + MAX_CARDS);
    }
    Optional<CardDefinition> hero = deck.hero().flatMap(cards);
    Map<String, Integer> byName = new HashMap<>();
    int rare = 0;
    int unique = 0;
    for (String ref : deck.cards()) {
      Optional<CardDefinition> card = cards.apply(ref);
      if (card.isEmpty()) {
        problems.add("unknown card reference " + ref);
        continue;
      }
      CardDefinition c = card.get();
      if (hero.isPresent() && c.faction() != hero.get().faction()) {
        problems.add("1.1.4.c: " + c.name() + " (" + ref + ") is " + c.faction().displayName() + ", the Hero is "
            + hero.get().faction().displayName());
      }
      byName.merge(c.name(), 1, Integer::sum);
      if (c.rarity() == Rarity.RARE) {
        rare++;
      } else if (c.rarity() == Rarity.UNIQUE) {
        unique++;
      }
    }
    byName.forEach((name, n) -> {
      if (n > MAX_SAME_NAME) {
        problems.add("1.1.4.d: " + n + " cards named " + name + ", at most " + MAX_SAME_NAME);
      }
    });
    if (rare > MAX_RARE) {
      problems.add("1.1.4.e: " + rare + " rare cards, at most " + MAX_RARE);
    }
    if (unique > MAX_UNIQUE) {
      problems.add("1.1.4.f: " + unique + " unique cards, at most " + MAX_UNIQUE);
    }
    return problems;
  }
}
