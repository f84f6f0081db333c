package dev.altered.rules.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.Game;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.Region;
import dev.altered.rules.state.ZoneKind;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What a player may know (3.1.3, 3.2), checked on what an agent is handed: a view of a real game in progress, dealt
 * again from a seed wherever the player may not look ({@link PlayerView}). Each test plays a game of random decks to
 * its middle, then compares views of it with the game.
 */
class HiddenInformationRulesTest {
  /** A game of real cards after {@code decisions} random decisions, paused at the next one. */
  private static Game midGame(long seed, int decisions) {
    Game game = RealCards.start(seed, 5);
    RandomAgent random = new RandomAgent(seed);
    Optional<DecisionRequest> r = game.advance();
    for (int i = 0; i < decisions && r.isPresent(); i++) {
      r = game.decide(random.decide(r.get()));
    }
    assertTrue(r.isPresent(), "the game is still going");
    return game;
  }

  private static List<GameObject> in(GameState s, ZoneKind zone, int player) {
    return s.objects.values().stream().filter(o -> o.zone == zone && o.zonePlayer == player && !o.isEmblem())
        .sorted(java.util.Comparator.comparingInt(o -> o.id)).toList();
  }

  private static List<String> cards(GameState s, ZoneKind zone, int player) {
    return in(s, zone, player).stream().map(o -> o.cardRef).toList();
  }

  /** 3.1.3.b and 3.1.3.e: every player knows how many cards each zone holds, hidden or visible. */
  @Test
  void rule_3_1_3_eTheNumberOfCardsInEveryZoneIsKnownToBothPlayers() {
    Game game = midGame(21, 80);
    for (int viewer = 0; viewer < 2; viewer++) {
      GameState sample = PlayerView.of(game, viewer, 5).sample().state();
      for (int owner = 0; owner < 2; owner++) {
        for (ZoneKind zone : ZoneKind.values()) {
          assertEquals(in(game.state(), zone, owner).size(), in(sample, zone, owner).size(),
              "player " + viewer + " counts player " + owner + "'s " + zone);
        }
      }
    }
  }

  /**
   * 3.1.3.f, 3.2.2.a, 3.2.5.b: no one looks at a Deck, not even its owner, nor at another player's Hand; a player
   * looks at their own Hand. Over views dealt from different seeds, the hidden cards change and my Hand does not.
   */
  @Test
  void rule_3_1_3_fCardsInHiddenZonesAreDealtAgainExceptMyOwnHand() {
    Game game = midGame(22, 60);
    int me = game.pending().orElseThrow().player();
    Set<List<String>> myDecks = new HashSet<>();
    Set<List<String>> theirHands = new HashSet<>();
    for (long seed = 1; seed <= 6; seed++) {
      GameState view = PlayerView.of(game, me, seed).sample().state();
      assertEquals(cards(game.state(), ZoneKind.HAND, me), cards(view, ZoneKind.HAND, me), "3.2.5.b: my own Hand");
      myDecks.add(view.player(me).deck.stream().map(id -> view.objects.get(id).cardRef).toList());
      theirHands.add(cards(view, ZoneKind.HAND, 1 - me));
    }
    assertTrue(myDecks.size() > 1, "3.2.2.a: my own Deck is hidden from me");
    assertTrue(theirHands.size() > 1, "3.1.3.f: the other player's Hand is hidden from me");
  }

  /**
   * 3.2.9.a (its remark) and 3.2.9.d: I may look at the cards of my own Mana zone at any time, not at the faces of the
   * other player's Mana Orbs.
   */
  @Test
  void rule_3_2_9_dIKnowTheCardsOfMyManaZoneNotThoseOfTheOtherPlayers() {
    Game game = midGame(23, 80);
    int me = game.pending().orElseThrow().player();
    Set<List<String>> theirMana = new HashSet<>();
    for (long seed = 1; seed <= 8; seed++) {
      GameState view = PlayerView.of(game, me, seed).sample().state();
      assertEquals(cards(game.state(), ZoneKind.MANA, me), cards(view, ZoneKind.MANA, me), "my Mana Orbs");
      theirMana.add(cards(view, ZoneKind.MANA, 1 - me));
    }
    assertTrue(new HashSet<>(cards(game.state(), ZoneKind.MANA, 1 - me)).size() < 2 || theirMana.size() > 1,
        "the other player's Mana Orbs are face down to me");
  }

  /**
   * 3.1.3.b, 3.2.1.a, 3.2.4.e: the Adventure is visible (its face-up regions are what they are), and each player knows
   * which Expedition every object of the Expedition zone is in, and what it is.
   */
  @Test
  void rule_3_2_4_eEachPlayerKnowsWhichExpeditionEveryObjectIsInAndTheAdventuresFaceUpRegions() {
    Game game = midGame(24, 90);
    for (int viewer = 0; viewer < 2; viewer++) {
      GameState view = PlayerView.of(game, viewer, 9).sample().state();
      for (GameObject o : game.state().objects.values()) {
        if (o.zone == ZoneKind.EXPEDITION || o.zone == ZoneKind.LANDMARK || o.zone == ZoneKind.RESERVE
            || o.zone == ZoneKind.DISCARD || o.zone == ZoneKind.HERO) {
          GameObject seen = view.objects.get(o.id);
          assertEquals(java.util.Arrays.asList(o.cardRef, o.zone, o.side, o.controller),
              java.util.Arrays.asList(seen.cardRef, seen.zone, seen.side, seen.controller), "object " + o.id);
        }
      }
      for (int i = 0; i < game.state().regions.size(); i++) {
        Region r = game.state().regions.get(i);
        if (r.faceUp) {
          assertEquals(r.name, view.regions.get(i).name, "3.2.1.a: face-up region " + i);
        }
      }
    }
  }
}
