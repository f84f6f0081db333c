package dev.altered.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.ZoneKind;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The beginning of the game (4.1): what Game.start sets up before the first decision. */
class SetupTest {
  private static Game start(long seed) {
    return Game.start(seed, List.of(TestCards.vanillaDeck(), TestCards.vanillaDeck()),
        CardCatalog.of(TestCards.vanillaPool()), new KeywordAbilityProvider());
  }

  @Test
  void rule_4_1_dEachPlayersExpeditionsStartInTheirRegionsAt4_1_b() {
    Game g = start(3);
    g.advance();
    assertTrue(g.state().regions.get(0).faceUp && g.state().regions.get(7).faceUp,
        "4.1.b: the Hero and Companion regions at either end");
    for (int p = 0; p < 2; p++) {
      assertEquals(0, g.kernel().position(ExpeditionRef.hero(p)));
      assertEquals(7, g.kernel().position(ExpeditionRef.companion(p)));
    }
  }

  @Test
  void rule_4_1_fTheFirstPlayerIsDeterminedAtRandomFromTheSeed() {
    Set<Integer> first = new HashSet<>();
    for (long seed = 1; seed <= 12; seed++) {
      Game g = start(seed);
      g.advance();
      first.add(g.state().firstPlayer);
      Game again = start(seed);
      again.advance();
      assertEquals(g.state().firstPlayer, again.state().firstPlayer, "determined by the seed");
    }
    assertEquals(Set.of(0, 1), first, "either player, depending on the seed");
  }

  @Test
  void rule_4_1_gEachPlayerShufflesTheirDeckIntoTheirDeckZone() {
    Game g = start(5);
    g.advance();
    List<List<String>> orders = new java.util.ArrayList<>();
    for (int p = 0; p < 2; p++) {
      int inDeck = g.kernel().deckSize(p);
      assertEquals(TestCards.vanillaDeck().cards().size(), g.kernel().objects(ZoneKind.HAND, p).size() + inDeck,
          "the deck's cards: six drawn (4.1.h), the rest in the Deck zone");
      orders.add(g.state().player(p).deck.stream().map(id -> g.state().objects.get(id).cardRef).toList());
    }
    assertTrue(!orders.get(0).equals(orders.get(1)), "the same list, shuffled by each player");
    List<String> listed = TestCards.vanillaDeck().cards();
    assertTrue(!orders.get(0).equals(listed.subList(listed.size() - orders.get(0).size(), listed.size())),
        "not in the order of the list");
  }

  /**
   * 4.1.a and 3.1.1.b-c: the game starts with its ten kinds of zones empty; setting up puts cards only in the
   * Adventure, the Hero zones, the Decks and the Hands (4.1.b-h; the Mana Orbs of 4.1.i are each player's first
   * decision), so the others are still empty when the first decision is asked.
   */
  @Test
  void rule_4_1_aAllZonesStartEmptyAndSetupFillsOnlyTheZonesItNames() {
    assertEquals(List.of("ADVENTURE", "DECK", "DISCARD", "EXPEDITION", "HAND", "HERO", "LANDMARK", "LIMBO", "MANA",
        "RESERVE"), java.util.Arrays.stream(ZoneKind.values()).map(Enum::name).toList(), "3.1.1.c: ten kinds");
    Game g = start(9);
    g.advance();
    for (ZoneKind zone : List.of(ZoneKind.DISCARD, ZoneKind.EXPEDITION, ZoneKind.LANDMARK, ZoneKind.LIMBO,
        ZoneKind.RESERVE, ZoneKind.MANA)) {
      assertEquals(0, g.state().in(zone).filter(o -> !o.isEmblem()).count(), zone + " is still empty");
    }
    for (ZoneKind zone : List.of(ZoneKind.DECK, ZoneKind.HAND, ZoneKind.HERO)) {
      for (int p = 0; p < 2; p++) {
        assertTrue(g.state().in(zone, p).findAny().isPresent() || zone == ZoneKind.DECK && g.kernel().deckSize(p) > 0,
            "set up: player " + p + "'s " + zone);
      }
    }
  }

  /** 3.2.6.b: each Hero zone holds up to one Hero: the one put there at the start (4.1.c), all game long. */
  @Test
  void rule_3_2_6_bEachHeroZoneHoldsOneHeroFromStartToEnd() {
    Game g = start(10);
    java.util.Optional<dev.altered.rules.decision.DecisionRequest> r = g.advance();
    dev.altered.rules.agent.RandomAgent random = new dev.altered.rules.agent.RandomAgent(4);
    for (int i = 0; r.isPresent(); i++) {
      for (int p = 0; p < 2; p++) {
        assertEquals(1, g.state().in(ZoneKind.HERO, p).filter(o -> !o.isEmblem()).count(), "decision " + i);
      }
      r = g.decide(random.decide(r.get()));
    }
  }
}
