package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.DevSets;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * 2.2.9.b, as DUSTER's reminder says it ("It's the Reserve Cost if played from Reserve, or the Hand Cost if not"):
 * a Spell played from Hand is measured by its Hand Cost when its play triggers, although it is in Reserve by then.
 */
class BaseCostOfAPlayedCardTest {
  @Test
  void rule_2_2_9_b_aSpellPlayedFromHandTriggersWithItsHandCostAfterItWentToReserve() {
    LoadResult loaded = CardLoader.standard().load(List.of(DevSets.cards().resolve("DUSTER/YZ.cards"),
        DevSets.cards().resolve("DUSTER/AX.cards"), DevSets.cards().resolve("CORE/AX.cards")));
    Position pos = Boards.board(CardCatalog.of(loaded.definitions()), CompiledAbilities.of(loaded), 3,
        "ALT_CORE_B_AX_10_C");
    // "When you play a Spell with Base Cost {4} or more — If I have no boosts, I gain 1 boost."
    int watcher = pos.put(0, "ALT_DUSTER_B_YZ_88_C", ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    // Technological Encounter, 4/2, [Cooldown]: it goes to Reserve (its Reserve Cost, 2, is not 4 or more).
    int spell = pos.put(0, "ALT_DUSTER_B_AX_98_R2", ZoneKind.HAND, Optional.empty());
    Game game = pos.startTurn(0);
    Boards.declare(game, d -> d.kind() == Declaration.Kind.PLAY_CARD && d.objectId() == spell);
    assertEquals(1, Boards.object(game, watcher).counter("boost"));
  }
}
