package dev.altered.deck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.HeroLimits;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import dev.altered.card.Stats;
import dev.altered.rules.CardCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The deck file format and the constructed deckbuilding rules (1.1.4). */
class DeckFileTest {
  private static CardDefinition card(String ref, String name, CardType type, Faction faction, Rarity rarity) {
    return new CardDefinition(ref, "T", type, ImmutableList.of(), faction, rarity, ImmutableMap.of(Language.EN, name),
        OptionalInt.of(1), OptionalInt.of(1), type == CardType.CHARACTER ? Optional.of(Stats.of(1, 1, 1))
            : Optional.empty(), type == CardType.HERO ? Optional.of(new HeroLimits(2, 2)) : Optional.empty(),
        ImmutableMap.of());
  }

  private static final List<CardDefinition> CARDS = new ArrayList<>();

  static {
    CARDS.add(card("H_AX", "Axiom Hero", CardType.HERO, Faction.AX, Rarity.COMMON));
    CARDS.add(card("TOKEN", "Brassbug", CardType.TOKEN, Faction.AX, Rarity.COMMON));
    for (int i = 0; i < 20; i++) {
      CARDS.add(card("AX_" + i, "Axiom " + i, CardType.CHARACTER, Faction.AX, Rarity.COMMON));
      CARDS.add(card("AX_" + i + "_R", "Axiom " + i, CardType.CHARACTER, Faction.AX, Rarity.RARE));
      CARDS.add(card("LY_" + i, "Lyra " + i, CardType.CHARACTER, Faction.LY, Rarity.COMMON));
    }
    CARDS.add(card("H_LY", "Lyra Hero", CardType.HERO, Faction.LY, Rarity.COMMON));
  }

  private static final CardCatalog CATALOG = CardCatalog.of(CARDS);

  @Test
  void aDeckFileListsAHeroAndCountsWithComments() throws Exception {
    Deck d = DeckFile.parse("d.deck", "# mine\nhero: H_AX  # the Hero\n3 AX_1\n\nAX_2   # one copy\n",
        CATALOG::find);
    assertEquals(Optional.of("H_AX"), d.hero());
    assertEquals(List.of(new Deck.Entry("AX_1", 3), new Deck.Entry("AX_2", 1)), d.entries());
    assertEquals(5, d.size());
    assertEquals(d, DeckFile.parse("again", DeckFile.format(d, CATALOG::find), CATALOG::find), "format round-trips");
  }

  @Test
  void errorsSayWhereAndWhatWasExpected() {
    String[][] cases = {
        {"hero: H_AX\n2 NOPE\n", "d:2:3: unknown card reference NOPE"},
        {"hero: AX_1\n", "d:1:7: expected a Hero reference, AX_1 is a Character"},
        {"hero: H_AX\nhero: H_LY\n", "d:2:1: a second 'hero:' line"},
        {"  two AX_1\n", "d:1:3: expected 'COUNT REFERENCE', 'REFERENCE' or 'hero: REFERENCE', found 'two AX_1'"},
        {"0 AX_1\n", "d:1:1: expected a count of at least 1, found 0"},
        {"H_AX\n", "d:1:1: H_AX is a Hero: write it as 'hero: H_AX'"},
        {"TOKEN\n", "d:1:1: TOKEN is a Token, not a deck card"}};
    for (String[] c : cases) {
      DeckFileException e = assertThrows(DeckFileException.class, () -> DeckFile.parse("d", c[0], CATALOG::find));
      assertTrue(e.getMessage().startsWith(c[1]), e.getMessage() + " for " + c[0]);
    }
  }

  @Test
  void rule_1_1_4_constructedDecksHaveFortyToSixtyCardsOfTheHerosFactionWithinNameAndRarityLimits() {
    List<Deck.Entry> entries = new ArrayList<>();
    for (int i = 0; i < 13; i++) {
      entries.add(new Deck.Entry("AX_" + i, 3));
    }
    Deck legal = new Deck(Optional.of("H_AX"), entries);
    assertEquals(40, legal.size());
    assertEquals(List.of(), DeckRules.problems(legal, CATALOG::find));

    assertTrue(DeckRules.problems(new Deck(Optional.empty(), entries), CATALOG::find).get(0).startsWith("1.1.4.b"));
    List<Deck.Entry> small = entries.subList(0, 5);
    assertTrue(DeckRules.problems(new Deck(Optional.of("H_AX"), small), CATALOG::find).get(0)
        .startsWith("1.1.4.b: 16 cards"));
    List<Deck.Entry> mixed = new ArrayList<>(entries);
    mixed.set(0, new Deck.Entry("LY_0", 3));
    assertTrue(DeckRules.problems(new Deck(Optional.of("H_AX"), mixed), CATALOG::find).get(0).startsWith("1.1.4.c"));
    List<Deck.Entry> sameName = new ArrayList<>(entries);
    sameName.add(new Deck.Entry("AX_0_R", 1));
    assertTrue(DeckRules.problems(new Deck(Optional.of("H_AX"), sameName), CATALOG::find).stream()
        .anyMatch(p -> p.startsWith("1.1.4.d: 4 cards named Axiom 0")));
    List<Deck.Entry> rares = new ArrayList<>();
    for (int i = 0; i < 16; i++) {
      rares.add(new Deck.Entry("AX_" + i + "_R", 1));
    }
    for (int i = 0; i < 12; i++) {
      rares.add(new Deck.Entry("AX_" + i, 2));
    }
    assertEquals(List.of("1.1.4.e: 16 rare cards, at most 15"),
        DeckRules.problems(new Deck(Optional.of("H_AX"), rares), CATALOG::find));
  }

  /** Issue 24, 9: every problem of a deck file is reported, each at its line, each once (not once per copy). */
  @Test
  void everyProblemIsReportedOnceAtItsLine() {
    DeckFileException e = assertThrows(DeckFileException.class,
        () -> DeckFile.parse("d", "hero: H_AX\n2 NOPE\n0 AX_1\n3 ALSO_NOPE\n", CATALOG::find));
    assertEquals(List.of("d:2:3: unknown card reference NOPE", "d:3:1: expected a count of at least 1, found 0",
        "d:4:3: unknown card reference ALSO_NOPE"), e.problems());
  }

  @Test
  void aMisspeltReferenceGetsTheNearestOneOfTheCatalog() {
    DeckFileException e = assertThrows(DeckFileException.class,
        () -> DeckFile.parse("d", "hero: H_AX\n3 AX_11_RR\n", DeckFile.lookup(CATALOG)));
    assertEquals(List.of("d:2:3: unknown card reference AX_11_RR: did you mean AX_11_R?"), e.problems());
  }

  @Test
  void aCountLargerThanADeckIsAnErrorNotTwoBillionCopies() {
    for (String count : List.of("61", "2147483647", "99999999999")) {
      DeckFileException e = assertThrows(DeckFileException.class,
          () -> DeckFile.parse("d", "hero: H_AX\n" + count + " AX_1\n", CATALOG::find));
      assertEquals(List.of("d:2:1: expected a count of at most 60, found " + count), e.problems());
    }
  }

  @Test
  void deckRulesProblemsHaveTheLineOfTheirEntryAndAreNotRepeatedPerCopy() {
    StringBuilder file = new StringBuilder("hero: H_AX\n3 LY_0\n");
    for (int i = 1; i < 13; i++) {
      file.append("3 AX_").append(i).append('\n');
    }
    file.append("1 AX_1_R\n");
    DeckFileException e = assertThrows(DeckFileException.class,
        () -> DeckFile.parseConstructed("d", file.toString(), CATALOG::find));
    assertEquals(List.of(
        "d:2:3: not a legal constructed deck: 1.1.4.c: Lyra 0 (LY_0) is Lyra, the Hero is Axiom",
        "d:15:3: not a legal constructed deck: 1.1.4.d: 4 cards named Axiom 1, at most 3"), e.problems());
  }

  @Test
  void randomDecksAreLegalAndDeterminedByTheirSeed() {
    RandomDecks random = new RandomDecks(CARDS);
    assertEquals(List.of(Faction.AX, Faction.LY), random.factions());
    Deck a = random.generate(Faction.AX, new dev.altered.rules.state.Prng(4), 45);
    assertEquals(45, a.size());
    assertEquals(List.of(), DeckRules.problems(a, CATALOG::find));
    assertEquals(a, random.generate(Faction.AX, new dev.altered.rules.state.Prng(4), 45));
  }
}
