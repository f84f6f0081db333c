package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.event.Event;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Base characteristics of card objects, tokens and Emblems (2.2, 2.3.1.a-b, 2.3.1.f), Emblem durations (2.2.15.d),
 * and the Deck refilled from the Discard pile within a step (3.2.2.d), in a game.
 */
class CharacteristicsTest {
  static final TokenSpec BRASSBUG = TokenSpec.of("Brassbug", 2, 2, 2, "ROBOT");

  static {
    Fx.action("draw-three", (k, ctx, c) -> k.draw(ctx.controller(), 3));
    Fx.action("create-brassbug", (k, ctx, c) -> k.createTokens(ctx.controller(), BRASSBUG,
        List.of(ExpeditionRef.hero(ctx.controller()))));
  }

  @Test
  void rule_2_3_1_aACardObjectHasTheCharacteristicsWrittenOnTheCard() {
    Scenario sc = Scenario.create().card(character("Knight", 3, 2, 4, 5, 6))
        .expedition(0, Side.HERO, "Knight").effect(Phase.AFTERNOON, 0);
    Characteristics c = sc.k().characteristics(sc.obj("Knight"));
    assertEquals(ObjectType.CHARACTER, c.type(), "2.2.1.c");
    assertEquals("Knight", c.name());
    assertEquals(3, c.handCost(), "2.2.7.b");
    assertEquals(2, c.reserveCost(), "2.2.8.b");
    assertEquals(List.of(4, 5, 6), List.of(c.forest(), c.mountain(), c.water()), "2.2.11.d");
    assertTrue(c.faction().isPresent(), "2.2.10.c");
  }

  @Test
  void rule_2_3_1_bATokenHasTheCharacteristicsItsEventGaveItAt2_2_1_d() {
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0))
        .effect(Phase.AFTERNOON, 0, "create-brassbug");
    GameObject bug = sc.obj("Brassbug");
    Characteristics c = sc.k().characteristics(bug);
    assertEquals(ObjectType.CHARACTER, c.type(), "2.2.1.d: a token is a Character");
    assertEquals("Brassbug", c.name());
    assertTrue(c.hasSubtype("ROBOT"));
    assertEquals(List.of(2, 2, 2), List.of(c.forest(), c.mountain(), c.water()));
    assertEquals(0, c.handCost(), "2.2.7.c");
    assertEquals(0, c.reserveCost(), "2.2.8.c");
    assertTrue(c.faction().isEmpty(), "2.2.10.d");
  }

  @Test
  void rule_2_2_1_gAnEmblemIsAnEmblemWithNoNameCostsFactionOrStatisticsAt2_3_1_f() {
    Scenario sc = Scenario.create().card(character("Knight", 3, 2, 4, 5, 6))
        .ability(Abilities.continuous("ongoing", new ContinuousEffect() {}))
        .expedition(0, Side.HERO, "Knight").effect(Phase.AFTERNOON, 0);
    int emblem = sc.k().createOngoing(0, sc.obj("Knight").id, "ongoing", Duration.THIS_DAY,
        java.util.Map.of());
    Characteristics c = sc.k().characteristics(emblem);
    assertEquals(ObjectType.EMBLEM, c.type());
    assertEquals("", c.name(), "2.2.4.g");
    assertEquals(List.of(0, 0, 0, 0, 0), List.of(c.handCost(), c.reserveCost(), c.forest(), c.mountain(),
        c.water()), "2.2.7.d, 2.2.8.d: absent numbers read as zero (2.3.1.f)");
    assertTrue(c.faction().isEmpty(), "2.2.10.d");
    assertEquals(ZoneKind.LIMBO, sc.k().object(emblem).orElseThrow().zone);
  }

  @Test
  void rule_2_2_15_dAnEmblemLastingThisTurnCanOnlyBeCreatedDuringATurn() {
    Scenario sc = Scenario.create().card(character("Knight", 3, 2, 4, 5, 6))
        .ability(Abilities.continuous("ongoing", new ContinuousEffect() {}))
        .expedition(0, Side.HERO, "Knight").effect(Phase.DUSK, 0);
    int knight = sc.obj("Knight").id;
    org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> sc.k().createOngoing(0,
        knight, "ongoing", Duration.THIS_TURN, java.util.Map.of()));
    assertTrue(sc.k().createOngoing(0, knight, "ongoing", Duration.THIS_DAY, java.util.Map.of()) > 0);
  }

  @Test
  void rule_3_2_2_dADeckTooShortIsRefilledFromTheDiscardPileWithinTheSameStep() {
    Scenario sc = Scenario.create()
        .card(character("Top", 1, 1, 0, 0, 0)).card(character("Old", 1, 1, 0, 0, 0))
        .deck(0, "Top").discardPile(0, "Old", "Old").effect(Phase.AFTERNOON, 0, "draw-three");
    assertEquals(3, sc.k().handSize(0), "Top, then both Old cards shuffled in at the bottom");
    List<Event.Moved> draws = sc.events(Event.Moved.class).stream()
        .filter(m -> m.to().zone() == ZoneKind.HAND).toList();
    Event.Shuffled shuffled = sc.events(Event.Shuffled.class).get(0);
    assertTrue(draws.stream().allMatch(m -> m.step() == shuffled.step()), "part of the step that draws");
  }
}
