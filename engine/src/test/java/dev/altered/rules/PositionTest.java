package dev.altered.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Positions built directly, for tools that exercise cards in generated situations. */
class PositionTest {
  static {
    Fx.action("pos-draw", (k, ctx, c) -> k.draw(ctx.controller(), 1));
  }

  private final TestProvider provider = new TestProvider();
  private final CardCatalog catalog = CardCatalog.of(List.of(
      TestCards.character("Scholar", 2, 2, 1, 1, 1), TestCards.character("Page", 1, 1, 0, 0, 0)));

  PositionTest() {
    provider.give(TestCards.ref("Scholar"),
        Abilities.reaction("pos-scholar", Triggers.at(Phase.NOON), Fx.steps("pos-draw")));
  }

  @Test
  void aTurnStartedFromABuiltPositionOffersItsCards() {
    Position p = Position.empty(catalog, provider, 1);
    int scholar = p.put(0, TestCards.ref("Scholar"), ZoneKind.HAND, Optional.empty());
    Game g = p.mana(0, 2, TestCards.ref("Page")).startTurn(0);
    assertEquals(DecisionKind.TURN, g.pending().orElseThrow().kind());
    g.decide(Answer.declare(Declaration.play(scholar, ExpeditionRef.hero(0))));
    assertEquals(ZoneKind.EXPEDITION, g.kernel().objects(ZoneKind.EXPEDITION).get(0).zone);
    assertTrue(g.ended() || g.pending().isEmpty());
  }

  @Test
  void aPhaseStartedFromABuiltPositionFiresItsTriggers() {
    Position p = Position.empty(catalog, provider, 1);
    p.put(0, TestCards.ref("Scholar"), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    p.put(0, TestCards.ref("Page"), ZoneKind.DECK, Optional.empty());
    Game g = p.startPhase(Phase.NOON);
    assertEquals(1, g.kernel().handSize(0));
  }

  @Test
  void anEffectRunsFromABuiltPosition() {
    Position p = Position.empty(catalog, provider, 1);
    p.put(1, TestCards.ref("Page"), ZoneKind.DECK, Optional.empty());
    Game g = p.startEffect(Phase.AFTERNOON, Fx.steps("pos-draw"), new EffectContext(1, 0, "test", Map.of(), 0));
    assertEquals(1, g.kernel().handSize(1));
  }
}
