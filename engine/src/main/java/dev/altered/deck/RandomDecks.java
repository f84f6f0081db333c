package dev.altered.deck;

import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.Rarity;
import dev.altered.rules.state.Prng;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Random legal constructed decks (1.1.4) of a faction, drawn from the loaded card sets. */
public final class RandomDecks {
  private final List<CardDefinition> cards;

  public RandomDecks(Collection<CardDefinition> cards) {
    this.cards = cards.stream().sorted(Comparator.comparing(CardDefinition::reference)).toList();
  }

  /** Factions that have at least one Hero and enough cards for a deck. */
  public List<Faction> factions() {
    List<Faction> result = new ArrayList<>();
    for (Faction f : Faction.values()) {
      if (f != Faction.NE && !heroes(f).isEmpty() && pool(f).size() >= 14) {
        result.add(f);
      }
    }
    return result;
  }

  private List<CardDefinition> heroes(Faction faction) {
    return cards.stream().filter(c -> c.type() == CardType.HERO && c.faction() == faction).toList();
  }

  private List<CardDefinition> pool(Faction faction) {
    return cards.stream().filter(c -> c.faction() == faction && !c.type().isToken() && c.type() != CardType.HERO
        && (c.rarity() == Rarity.COMMON || c.rarity() == Rarity.RARE || c.rarity() == Rarity.UNIQUE)).toList();
  }

  /**
   * A deck of {@code size} cards (the Hero included) for a faction: a random Hero of that faction, then random
   * cards of it within the limits of names, rares and uniques.
   */
  public Deck generate(Faction faction, Prng prng, int size) {
    if (size < DeckRules.MIN_CARDS || size > DeckRules.MAX_CARDS) {
      throw new IllegalArgumentException("deck size " + size + " outside 1.1.4.b's 40..60");
    }
    List<CardDefinition> heroes = heroes(faction);
    if (heroes.isEmpty()) {
      throw new IllegalArgumentException("no " + faction.displayName() + " Hero among the loaded cards");
    }
    CardDefinition hero = heroes.get(prng.nextInt(heroes.size()));
    List<CardDefinition> pool = new ArrayList<>(pool(faction));
    Map<String, Integer> byName = new HashMap<>();
    Map<String, Integer> counts = new LinkedHashMap<>();
    int rare = 0;
    int unique = 0;
    int needed = size - 1;
    int picked = 0;
    int attempts = 0;
    while (picked < needed) {
      if (pool.isEmpty() || attempts++ > 100_000) {
        throw new IllegalArgumentException("not enough " + faction.displayName() + " cards for a " + size
            + "-card deck");
      }
      int i = prng.nextInt(pool.size());
      CardDefinition c = pool.get(i);
      boolean rareFull = c.rarity() == Rarity.RARE && rare >= DeckRules.MAX_RARE;
      boolean uniqueFull = c.rarity() == Rarity.UNIQUE && unique >= DeckRules.MAX_UNIQUE;
      if (byName.getOrDefault(c.name(), 0) >= DeckRules.MAX_SAME_NAME || rareFull || uniqueFull) {
        pool.remove(i);
        continue;
      }
      byName.merge(c.name(), 1, Integer::sum);
      counts.merge(c.reference(), 1, Integer::sum);
      rare += c.rarity() == Rarity.RARE ? 1 : 0;
      unique += c.rarity() == Rarity.UNIQUE ? 1 : 0;
      picked++;
    }
    List<Deck.Entry> entries = new ArrayList<>();
    counts.entrySet().stream().sorted(Map.Entry.comparingByKey())
        .forEach(e -> entries.add(new Deck.Entry(e.getKey(), e.getValue())));
    return new Deck(java.util.Optional.of(hero.reference()), entries);
  }
}
