package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import dev.altered.card.Stats;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.TestCards;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Tokens defined by the token cards of the loaded sets (1.1.7.b, 2.2.1.d, 2.2.12.f), created in Expeditions and in
 * Landmark zones (7.3.5, 3.2.7), from card text compiled and run by the kernel.
 */
class TokenCardsRunTest {
  private static CardDefinition token(String name, CardType type, Optional<Stats> stats, String text,
      String... subtypes) {
    return new CardDefinition(TestCards.ref(name), "TEST", type, ImmutableList.copyOf(subtypes), Faction.NE,
        Rarity.COMMON, ImmutableMap.of(Language.EN, name), OptionalInt.of(0), OptionalInt.of(0), stats,
        Optional.empty(), text.isEmpty() ? ImmutableMap.of() : ImmutableMap.of(Language.EN, CardText.of(text, null)));
  }

  /** A Landmark Permanent token card, as DUSTER prints Manaseed. */
  private static final CardDefinition SPROUT = token("Sprout", CardType.TOKEN_LANDMARK_PERMANENT, Optional.empty(),
      "{T}, Sacrifice me: Draw a card.", "Sap");
  /** A Character token card with statistics and an ability, as CYCLONE prints Halua. */
  private static final CardDefinition BLOB = token("Blob", CardType.TOKEN, Optional.of(Stats.of(3, 2, 1)),
      "[Defender].", "Leviathan");
  private static final CardDefinition GARDENER = TestCards.character("Gardener", 1, 1, 1, 1, 1,
      "{J} Create two [Sprout] tokens in your Landmarks.");
  private static final CardDefinition GIFTER = TestCards.character("Gifter", 1, 1, 1, 1, 1,
      "{J} Create a [Sprout] token in each player's Landmarks.");
  private static final CardDefinition MAKER = TestCards.character("Maker", 1, 1, 1, 1, 1,
      "{J} Create a [Blob] token in my Expedition.");
  private static final CardDefinition PRINTER = TestCards.character("Printer", 1, 1, 1, 1, 1,
      "{J} Create a [Blob 1/1/1] Robot token in my Expedition.");
  private static final CardDefinition PEBBLER = TestCards.character("Pebbler", 1, 1, 1, 1, 1,
      "{J} Create a [Pebble] token in your Landmarks.");

  private static Game played(CardDefinition card) {
    Position pos = TestBoard.of(3, SPROUT, BLOB, card);
    int id = pos.put(0, card.reference(), ZoneKind.HAND, Optional.empty());
    Game game = TestBoard.afternoon(pos);
    TestBoard.play(game, id, List.of());
    return game;
  }

  private static List<GameObject> tokens(Game game, ZoneKind zone, int player) {
    return game.kernel().state().all().filter(o -> o.isToken() && o.zone == zone && o.controller == player).toList();
  }

  @Test
  void rule_3_2_7_aLandmarkPermanentTokenIsAPermanentInTheLandmarkZoneWithItsCardsAbilities() {
    Game game = played(GARDENER);
    List<GameObject> seeds = tokens(game, ZoneKind.LANDMARK, 0);
    assertEquals(2, seeds.size(), "7.3.5: two tokens, one atomic action each");
    for (GameObject seed : seeds) {
      Characteristics c = game.kernel().characteristics(seed);
      assertEquals(ObjectType.PERMANENT, c.type());
      assertTrue(c.landmarkPermanent());
      assertTrue(c.hasSubtype("Sap"));
      assertEquals(List.of(0, 0, 0), List.of(c.forest(), c.mountain(), c.water()), "2.2.11.c");
      assertEquals(1, c.abilityIds().size(), "the quick action of its card");
      assertEquals(0, seed.owner);
      assertEquals(0, seed.controller);
    }
    assertEquals(List.of(), tokens(game, ZoneKind.EXPEDITION, 0));
  }

  @Test
  void rule_1_1_7_b_eachPlayersLandmarksControlledByThatPlayerOwnedByTheCreator() {
    Game game = played(GIFTER);
    for (int player = 0; player < 2; player++) {
      List<GameObject> seeds = tokens(game, ZoneKind.LANDMARK, player);
      assertEquals(1, seeds.size());
      assertEquals(player, seeds.get(0).controller);
      assertEquals(0, seeds.get(0).owner, "the owner of a token is the player who created it");
    }
  }

  @Test
  void rule_2_2_12_f_aCharacterTokenNamedAloneTakesItsCardsStatisticsSubtypesAndAbilities() {
    Game game = played(MAKER);
    List<GameObject> blobs = tokens(game, ZoneKind.EXPEDITION, 0);
    assertEquals(1, blobs.size());
    Characteristics c = game.kernel().characteristics(blobs.get(0));
    assertEquals(ObjectType.CHARACTER, c.type(), "2.2.1.d");
    assertEquals(List.of(3, 2, 1), List.of(c.forest(), c.mountain(), c.water()));
    assertTrue(c.hasSubtype("Leviathan"));
    assertTrue(c.has(Keyword.DEFENDER), "its card's keyword ability");
  }

  @Test
  void rule_2_2_11_e_statisticsAndSubtypesPrintedByTheEffectWin() {
    Game game = played(PRINTER);
    Characteristics c = game.kernel().characteristics(tokens(game, ZoneKind.EXPEDITION, 0).get(0));
    assertEquals(List.of(1, 1, 1), List.of(c.forest(), c.mountain(), c.water()));
    assertTrue(c.hasSubtype("Robot"));
    assertFalse(c.hasSubtype("Leviathan"));
    assertTrue(c.has(Keyword.DEFENDER), "no quoted abilities: its card's");
  }

  @Test
  void rule_3_2_7_aTokenNoCardDefinesIsAPermanentInTheLandmarkZone() {
    Game game = played(PEBBLER);
    List<GameObject> pebbles = tokens(game, ZoneKind.LANDMARK, 0);
    assertEquals(1, pebbles.size());
    Characteristics c = game.kernel().characteristics(pebbles.get(0));
    assertEquals(ObjectType.PERMANENT, c.type());
    assertEquals("Pebble", c.name());
    assertEquals(List.of(), c.abilityIds());
  }

  private static final CardDefinition SOWER = TestCards.character("Sower", 1, 1, 1, 1, 1,
      "{J} Create three [Sprout] tokens in your Landmarks.");

  @Test
  void rule_4_2_5_c_landmarkTokensCountTowardsTheLandmarkLimitAndTheExcessIsSacrificed() {
    Game game = played(SOWER);
    assertEquals(3, tokens(game, ZoneKind.LANDMARK, 0).size());
    boolean asked = false;
    for (int i = 0; i < 50 && game.pending().isPresent() && !asked; i++) {
      var r = game.pending().get();
      if (r.kind() == dev.altered.rules.decision.DecisionKind.TURN) {
        game.decide(dev.altered.rules.decision.Answer.declare(dev.altered.rules.decision.Declaration.pass()));
      } else if (r.kind() == dev.altered.rules.decision.DecisionKind.KEEP_LANDMARKS && r.player() == 0) {
        assertEquals(3, r.candidates().size(), "3.2.7.b: the three tokens are counted against the limit of 2");
        assertEquals(2, r.min());
        game.decide(dev.altered.rules.decision.Answer.pick(r.candidates().get(0).id(), r.candidates().get(1).id()));
        asked = true;
      } else {
        game.decide(dev.altered.rules.decision.Answer.pick(r.candidates().stream().limit(r.min())
            .mapToInt(c -> c.id()).toArray()));
      }
    }
    assertTrue(asked, "Clean-up asked which Landmarks to keep");
    assertEquals(2, tokens(game, ZoneKind.LANDMARK, 0).size());
    assertEquals(0, game.kernel().state().all().filter(o -> o.isToken() && o.zone == ZoneKind.DISCARD).count(),
        "the sacrificed token ceased to exist (2.1.e)");
  }
}
