package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.DevSets;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.TerrainMarker;
import dev.altered.rules.state.ZoneKind;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Terrain Markers (3.2.1.d-e, 7.3.20) played from card text: Delta Shaper and Wind Herder (written from the rules,
 * rules-cards/RULES.cards), Persephone (ALIZE) and the Hero Nadir & Bubbles (CYCLONE). The Hero region starts with
 * every terrain, so a marker's effect shows as the terrains it takes away.
 */
class TerrainMarkersTest {
  private static final Path RULES_CARDS = DevSets.root().resolve("engine/src/test/resources/rules-cards");
  private static final String PLAIN = "ALT_CORE_B_AX_10_C";
  private static final String PERSEPHONE = "ALT_ALIZE_B_MU_33_C";
  private static final String NADIR = "ALT_CYCLONE_B_LY_65_C";
  private static final String SEA_NYMPH = "ALT_CYCLONE_B_LY_68_R1";
  private static final String MUNA_SIGNET = "ALT_CYCLONE_B_MU_79_C";
  private static final int COMPANION_REGION = 7;
  private static final int HERO_REGION = 0;
  private static CardCatalog catalog;
  private static CompiledAbilities abilities;

  @BeforeAll
  static void load() {
    LoadResult loaded = CardLoader.standard().load(List.of(RULES_CARDS, DevSets.cards().resolve("CORE/AX.cards"),
        DevSets.cards().resolve("ALIZE/MU.cards"), DevSets.cards().resolve("CYCLONE/LY.cards"),
        DevSets.cards().resolve("CYCLONE/MU.cards")));
    catalog = CardCatalog.of(loaded.definitions());
    abilities = CompiledAbilities.of(loaded);
  }

  private static Position board() {
    return Boards.board(catalog, abilities, 5, PLAIN);
  }

  /** Player 0 plays a card from Hand into the Hero Expedition; the request after it. */
  private static Optional<DecisionRequest> play(Game game, int card) {
    return Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == card
        && d.expedition().map(e -> e.side() == Side.HERO).orElse(true));
  }

  private static void answer(Game game, DecisionKind kind, int pick) {
    DecisionRequest r = game.pending().orElseThrow();
    assertEquals(kind, r.kind(), r.prompt());
    game.decide(Answer.pick(pick));
  }

  @Test
  void rule_3_2_1_d_aPlacedMarkerGivesItsRegionItsTerrainsAndTakesTheOthersAway() {
    Position pos = board();
    int shaper = pos.put(0, "RULES_18", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, shaper);
    assertEquals(EnumSet.of(Terrain.MOUNTAIN, Terrain.WATER), game.kernel().terrains(HERO_REGION));
  }

  @Test
  void rule_3_2_1_e_markersApplyBeforeOtherPassivesWhateverTheirTimestamps() {
    Position pos = board();
    pos.put(0, PERSEPHONE, ZoneKind.EXPEDITION, Optional.of(Side.HERO)); // "My region is {V} in addition ..."
    pos.marker(HERO_REGION, EnumSet.of(Terrain.MOUNTAIN)); // a later timestamp than Persephone's
    Game game = pos.startTurn(0);
    assertEquals(EnumSet.of(Terrain.MOUNTAIN, Terrain.FOREST), game.kernel().terrains(HERO_REGION));
  }

  @Test
  void rule_7_3_20_b_aMovedMarkerIsANewObjectAndResolvesAfterTheOthersOfItsRegion() {
    Position pos = board();
    int forest = pos.marker(HERO_REGION, EnumSet.of(Terrain.FOREST));
    pos.marker(HERO_REGION, EnumSet.of(Terrain.MOUNTAIN));
    int herder = pos.put(0, "RULES_19", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    assertEquals(EnumSet.of(Terrain.MOUNTAIN), game.kernel().terrains(HERO_REGION), "the newer marker wins");
    play(game, herder); // "{H} You may move target Terrain Marker to my region." (7.3.20.a: the same region)
    answer(game, DecisionKind.MAY, 1);
    answer(game, DecisionKind.TERRAIN_MARKER, forest);
    assertEquals(EnumSet.of(Terrain.FOREST), game.kernel().terrains(HERO_REGION));
    assertEquals(1, game.kernel().terrainMarkers().stream().filter(m -> m.id > forest && m.terrains
        .equals(EnumSet.of(Terrain.FOREST))).count(), "moved, it has a new id (a new timestamp)");
  }

  @Test
  @GoldenCardsTest.Golden(SEA_NYMPH)
  void rule_7_3_20_seaNymphPlayedFromReserveMovesAWaterMarkerFromAnyRegionToHers() {
    Position pos = board();
    pos.marker(COMPANION_REGION, EnumSet.of(Terrain.WATER));
    int nymph = pos.put(0, SEA_NYMPH, ZoneKind.RESERVE, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, nymph); // "{R} You may move a {O} Terrain Marker from any region to my region."
    answer(game, DecisionKind.MAY, 1);
    assertEquals(EnumSet.of(Terrain.WATER), game.kernel().terrains(HERO_REGION));
    assertEquals(EnumSet.allOf(Terrain.class), game.kernel().terrains(COMPANION_REGION));
  }

  @Test
  @GoldenCardsTest.Golden(MUNA_SIGNET)
  void rule_3_2_1_d_munaSignetPlacesAForestMarkerOnTargetVisibleRegion() {
    Position pos = board();
    int signet = pos.put(0, MUNA_SIGNET, ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    play(game, signet);
    DecisionRequest modes = game.pending().orElseThrow();
    assertEquals(DecisionKind.MODES, modes.kind(), modes.prompt());
    game.decide(Answer.pick(modes.candidates().get(modes.candidates().size() - 1).id())); // the third mode
    answer(game, DecisionKind.REGION, COMPANION_REGION);
    assertEquals(EnumSet.of(Terrain.FOREST), game.kernel().terrains(COMPANION_REGION));
  }

  @Test
  @GoldenCardsTest.Golden(NADIR)
  void rule_3_2_1_d_aHeroBeginsTheGameWithItsMarkersAndPlacesOneAtNoon() {
    Position pos = board();
    int nadir = pos.put(0, NADIR, ZoneKind.HERO, Optional.empty());
    List<TerrainMarker> held = List.copyOf(pos.state().markers);
    assertEquals(List.of(EnumSet.of(Terrain.FOREST), EnumSet.of(Terrain.MOUNTAIN), EnumSet.of(Terrain.WATER)),
        held.stream().map(m -> m.terrains).toList());
    assertEquals(List.of(nadir, nadir, nadir), held.stream().map(m -> m.holder).toList());
    Game game = pos.startPhase(Phase.NOON); // "At Noon — You may place one of my Markers on target visible region."
    answer(game, DecisionKind.MAY, 1);
    answer(game, DecisionKind.TERRAIN_MARKER, held.get(2).id);
    answer(game, DecisionKind.REGION, HERO_REGION);
    assertEquals(EnumSet.of(Terrain.WATER), game.kernel().terrains(HERO_REGION));
  }
}
