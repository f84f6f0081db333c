package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.load.CardLoader;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.TestCards;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** "can't lose" passives compiled from their text, applied by the kernel (1.4.1: can't beats can). */
class CantLoseTest {
  private static final CardDefinition PLAIN = TestCards.character("Plain", 1, 1, 1, 1, 1);
  private static final CardDefinition KEEPS_ANCHORED = TestCards.character("Keeps Anchored", 1, 1, 1, 1, 1,
      "I can't lose [[Anchored]].");
  private static final CardDefinition KEEPS_BOOSTS = TestCards.character("Keeps Boosts", 1, 1, 1, 1, 1,
      "I can't lose boosts.");

  private static Game game(CardDefinition bearer, int[] ids) {
    List<CardDefinition> cards = List.of(PLAIN, bearer);
    Position pos = Position.empty(CardCatalog.of(cards), CompiledAbilities.of(CardLoader.standard().loadDefinitions(cards)), 7);
    for (int player = 0; player < 2; player++) {
      pos.mana(player, 3, PLAIN.reference());
      for (int i = 0; i < 5; i++) {
        pos.put(player, PLAIN.reference(), ZoneKind.DECK, Optional.empty());
      }
    }
    ids[0] = pos.put(0, bearer.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    ids[1] = pos.put(0, PLAIN.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    return pos.startTurn(0);
  }

  private static GameObject object(Game game, int id) {
    return game.kernel().object(id).orElseThrow(() -> new AssertionError("no object " + id));
  }

  @Test
  void rule_7_3_19_aCharacterThatCantLoseAnchoredKeepsIt() {
    int[] ids = new int[2];
    Game game = game(KEEPS_ANCHORED, ids);
    game.kernel().gainStatus(List.of(ids[0], ids[1]), Status.ANCHORED);
    game.kernel().loseStatus(List.of(ids[0], ids[1]), Status.ANCHORED);
    assertTrue(object(game, ids[0]).statuses.contains(Status.ANCHORED), "the bearer keeps [[Anchored]]");
    assertFalse(object(game, ids[1]).statuses.contains(Status.ANCHORED), "another Character loses it");
  }

  @Test
  void rule_7_3_33_aCharacterThatCantLoseBoostsKeepsThem() {
    int[] ids = new int[2];
    Game game = game(KEEPS_BOOSTS, ids);
    game.kernel().gainCounters(List.of(ids[0], ids[1]), GameObject.BOOST, 2);
    game.kernel().removeCounters(List.of(ids[0], ids[1]), GameObject.BOOST, 1);
    assertEquals(Map.of(GameObject.BOOST, 2), object(game, ids[0]).counters);
    assertEquals(Map.of(GameObject.BOOST, 1), object(game, ids[1]).counters);
  }
}
