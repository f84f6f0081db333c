package dev.altered.rules;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.HeroLimits;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import dev.altered.card.Stats;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Card definitions built in tests (tests never read the official data). */
public final class TestCards {
  private TestCards() {}

  public static CardDefinition character(String ref, String name, int hand, int reserve, int f, int m, int w,
      String text) {
    return new CardDefinition(ref, "TEST", CardType.CHARACTER, ImmutableList.of(), Faction.AX, Rarity.COMMON,
        ImmutableMap.of(Language.EN, name), OptionalInt.of(hand), OptionalInt.of(reserve),
        Optional.of(Stats.of(f, m, w)), Optional.empty(), texts(text));
  }

  public static CardDefinition character(String name, int hand, int reserve, int f, int m, int w) {
    return character(ref(name), name, hand, reserve, f, m, w, "");
  }

  public static CardDefinition character(String name, int hand, int reserve, int f, int m, int w, String text) {
    return character(ref(name), name, hand, reserve, f, m, w, text);
  }

  public static CardDefinition spell(String name, int hand, int reserve, String text) {
    return new CardDefinition(ref(name), "TEST", CardType.SPELL, ImmutableList.of(), Faction.AX, Rarity.COMMON,
        ImmutableMap.of(Language.EN, name), OptionalInt.of(hand), OptionalInt.of(reserve), Optional.empty(),
        Optional.empty(), texts(text));
  }

  public static CardDefinition permanent(String name, CardType type, int hand, int reserve, String... subtypes) {
    return new CardDefinition(ref(name), "TEST", type, ImmutableList.copyOf(subtypes), Faction.AX, Rarity.COMMON,
        ImmutableMap.of(Language.EN, name), OptionalInt.of(hand), OptionalInt.of(reserve), Optional.empty(),
        Optional.empty(), texts(""));
  }

  public static CardDefinition hero(String name, Faction faction, int reserveLimit, int landmarkLimit) {
    return new CardDefinition(ref(name), "TEST", CardType.HERO, ImmutableList.of(), faction, Rarity.COMMON,
        ImmutableMap.of(Language.EN, name), OptionalInt.empty(), OptionalInt.empty(), Optional.empty(),
        Optional.of(new HeroLimits(reserveLimit, landmarkLimit)), texts(""));
  }

  public static String ref(String name) {
    return "TEST_" + name.toUpperCase(java.util.Locale.ROOT).replaceAll("[^A-Z0-9]+", "_");
  }

  private static ImmutableMap<Language, CardText> texts(String text) {
    return text.isEmpty() ? ImmutableMap.of() : ImmutableMap.of(Language.EN, CardText.of(text, null));
  }

  /** A pool of vanilla cards with varied costs and statistics, for whole games. */
  public static List<CardDefinition> vanillaPool() {
    List<CardDefinition> pool = new ArrayList<>();
    pool.add(hero("Test Hero", Faction.AX, 2, 2));
    for (int i = 0; i < 20; i++) {
      int cost = 1 + i % 5;
      pool.add(character("TEST_C" + i, "Vanilla " + i, cost, cost + (i % 2), (i * 7) % 4, (i * 5) % 4,
          (i * 3) % 4, i % 6 == 0 ? "[Gigantic]. (I am considered present in each of your Expeditions.)"
              : i % 6 == 1 ? "[Defender]." : i % 6 == 2 ? "[Scout] {1}. (You may play me from hand for {1}.)"
              : i % 6 == 3 ? "[Tough\u00a02]." : i % 6 == 4 ? "[Seasoned]." : ""));
    }
    pool.add(spell("Cooldown Spell", 1, 1, "[Cooldown]. (If I go to Reserve after my effect resolves, exhaust me.)"));
    pool.add(spell("Fleeting Spell", 2, 2, "[[Fleeting]]. (Send me to Discard.)"));
    pool.add(permanent("Test Landmark", CardType.LANDMARK_PERMANENT, 2, 2));
    pool.add(permanent("Test Gear", CardType.EXPEDITION_PERMANENT, 1, 1, "GEAR"));
    return pool;
  }

  /** A 40-card deck from the vanilla pool, two copies of each card. */
  public static PlayerDeck vanillaDeck() {
    List<String> cards = new ArrayList<>();
    for (CardDefinition c : vanillaPool()) {
      if (c.type() != CardType.HERO) {
        cards.add(c.reference());
        cards.add(c.reference());
      }
    }
    return new PlayerDeck(Optional.of(ref("Test Hero")), cards.subList(0, 40));
  }
}
