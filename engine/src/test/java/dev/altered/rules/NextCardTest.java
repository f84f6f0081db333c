package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Faction;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** "The next card you play this turn ...": Emblem-Ongoing (2.2.15) and passives on cards being played (5.2.c). */
class NextCardTest {
  static {
    Fx.action("lady", (k, ctx, c) -> k.createOngoing(ctx.controller(), ctx.source(), "lady-next",
        Duration.THIS_TURN, Map.of(), true));
    Fx.action("it-loses-fleeting", (k, ctx, c) -> k.loseStatus(List.of(ctx.bound("it")), Status.FLEETING));
    Fx.action("i-gain-fleeting", (k, ctx, c) -> k.gainStatus(List.of(ctx.source()), Status.FLEETING));
    Fx.action("twinkle", (k, ctx, c) -> k.createOngoing(ctx.controller(), ctx.source(), "twinkle-next",
        Duration.THIS_TURN, Map.of(), true));
    Fx.action("trainee", (k, ctx, c) -> k.createOngoing(ctx.controller(), ctx.source(), "trainee-next",
        Duration.THIS_TURN, Map.of(), true));
    Fx.action("it-gains-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.bound("it")), 1));
  }

  private static PassiveAbility nextCharacter(String id, String action) {
    PlayEffect effect = new PlayEffect() {
      @Override
      public boolean appliesTo(Kernel k, GameObject source, GameObject card, int player) {
        return player == source.controller && k.isCharacter(card);
      }

      @Override
      public Effect effect() {
        return Fx.steps(action);
      }
    };
    return new PassiveAbility() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public List<PlayEffect> playEffects() {
        return List.of(effect);
      }
    };
  }

  private static Scenario ladyOfTheLake() {
    return Scenario.create()
        .ability(nextCharacter("lady-next", "it-loses-fleeting"))
        .card(character("Lady of the Lake", 2, 2, 1, 1, 3),
            Abilities.quick("lady", QuickCost.discard(), Fx.steps("lady"), true))
        .card(character("Bravos Tracer", 2, 2, 3, 3, 3),
            Abilities.reaction("tracer", Triggers.joins(), Fx.steps("i-gain-fleeting")))
        .card(character("Squire", 1, 1, 1, 1, 1));
  }

  @Test
  void rule_5_2_cLadyOfTheLakeAndBravosTracerMakeTwoReactionsAndNateOrdersThem() {
    Scenario sc = ladyOfTheLake().reserve(0, "Lady of the Lake").hand(0, "Bravos Tracer", "Squire").mana(0, 3)
        .turn(0);
    sc.quickAction("Lady of the Lake", "lady");
    assertEquals(1, sc.emblems().size(), "an Emblem-Ongoing for this turn");
    sc.play("Bravos Tracer", Side.HERO);
    assertEquals(DecisionKind.REACTION, sc.pending().kind(), "two Emblem-Reactions: gain and lose Fleeting");
    int tracer = sc.pending().candidates().stream().filter(c -> c.label().contains("tracer")).findFirst()
        .orElseThrow().id();
    sc.pickIds(tracer);
    assertFalse(sc.obj("Bravos Tracer").has(Status.FLEETING), "gained Fleeting, then lost it");
    assertTrue(sc.emblems().isEmpty(), "the next Character has been played: the Emblem is used up");
  }

  @Test
  void rule_5_2_cAlsoWhenTheCharacterIsPlayedFromReserve() {
    Scenario sc = ladyOfTheLake().reserve(0, "Lady of the Lake", "Squire").mana(0, 3).turn(0);
    sc.quickAction("Lady of the Lake", "lady");
    sc.playFromReserve("Squire", Side.HERO);
    assertFalse(sc.obj("Squire").has(Status.FLEETING), "Fleeting came in a step before the Reaction resolved");
    sc.assertZone("Squire", ZoneKind.EXPEDITION);
  }

  @Test
  void rule_2_2_15_cTwinkleTwinklesEmblemLowersTheNextCardOnlyAndEndsWithTheTurn() {
    CostModifier lessOne = new CostModifier() {
      public Kind kind() {
        return Kind.DECREASE;
      }

      public boolean appliesTo(Kernel k, GameObject source, GameObject card, int player, ZoneKind from) {
        return player == source.controller;
      }

      public int apply(Kernel k, GameObject source, GameObject card, int cost) {
        return cost - 1;
      }
    };
    Scenario sc = Scenario.create()
        .ability(Abilities.cost("twinkle-next", lessOne))
        .card(spell("Twinkle Twinkle", 2, 2, ""), Abilities.quick("twinkle", QuickCost.discard(),
            Fx.steps("twinkle"), true))
        .card(character("Squire", 2, 2, 1, 1, 1))
        .reserve(0, "Twinkle Twinkle").hand(0, "Squire", "Squire").mana(0, 4).turn(0);
    sc.quickAction("Twinkle Twinkle", "twinkle");
    int squire = sc.all("Squire").get(0).id;
    assertEquals(1, sc.pending().declarations().stream().filter(d -> d.objectId() == squire).findFirst()
        .orElseThrow().cost(), "the next card costs 1 less");
    sc.answer(dev.altered.rules.decision.Answer.declare(
        dev.altered.rules.decision.Declaration.play(squire, dev.altered.rules.state.ExpeditionRef.hero(0))));
    assertEquals(3, sc.readyMana(0));
    assertTrue(sc.emblems().isEmpty(), "used up by the card played");
  }

  @Test
  void rule_2_2_15_cAnUnusedThisTurnEmblemCeasesWhenTheTurnEnds() {
    Scenario sc = Scenario.create()
        .ability(nextCharacter("trainee-next", "it-gains-boost"))
        .card(character("Haven Trainee", 2, 4, 3, 1, 1), Abilities.quick("trainee", QuickCost.discard(),
            Fx.steps("trainee"), true))
        .reserve(0, "Haven Trainee").turn(0);
    sc.quickAction("Haven Trainee", "trainee");
    assertEquals(1, sc.emblems().size());
    sc.pass();
    assertTrue(sc.emblems().isEmpty());
  }

  @Test
  void rule_2_2_12_dHavenTraineesSupportAbilityBoostsTheNextCharacter() {
    Scenario sc = Scenario.create()
        .ability(nextCharacter("trainee-next", "it-gains-boost"))
        .card(character("Haven Trainee", 2, 4, 3, 1, 1), Abilities.quick("trainee", QuickCost.discard(),
            Fx.steps("trainee"), true))
        .card(character("Squire", 1, 1, 1, 1, 1))
        .reserve(0, "Haven Trainee").hand(0, "Squire").mana(0, 1).turn(0);
    sc.quickAction("Haven Trainee", "trainee").play("Squire", Side.HERO);
    assertEquals(1, sc.obj("Squire").counter(GameObject.BOOST));
    sc.reload();
    assertTrue(sc.emblems().isEmpty());
  }

  @Test
  void rule_2_5_eAHeroBeginsTheGameWithItsCounters() {
    PassiveAbility heroism = new PassiveAbility() {
      @Override
      public String id() {
        return "atsadi-counters";
      }

      @Override
      public Map<String, Integer> startingCounters() {
        return Map.of("Heroism", 5);
      }
    };
    TestProvider provider = new TestProvider();
    var atsadi = TestCards.hero("Atsadi & Surge", Faction.BR, 2, 2);
    provider.give(atsadi.reference(), heroism);
    List<dev.altered.card.CardDefinition> pool = new java.util.ArrayList<>(TestCards.vanillaPool());
    pool.add(atsadi);
    PlayerDeck deck = new PlayerDeck(java.util.Optional.of(atsadi.reference()), TestCards.vanillaDeck().cards());
    Game g = Game.start(1, List.of(deck, TestCards.vanillaDeck()), CardCatalog.of(pool), provider);
    assertEquals(5, g.kernel().hero(0).orElseThrow().counter("Heroism"));
  }

  /**
   * 5.2.c, "the first Character you play each Afternoon": each player's cards played this day are read as printed,
   * whatever card was read before. The kernel once cached them by a made-up id shared by both players (and by
   * every day), so a Spell counted first made a later Character count as that Spell: the original game then gave
   * a second Character the boost of the first, and a copy of it (with fresh caches) did not (issue 21, seed 501).
   */
  @Test
  void rule_5_2_cTheCardsPlayedThisDayAreCountedAsPrintedWhateverWasCountedBefore() {
    Scenario sc = Scenario.create()
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(character("Kodama", 2, 2, 2, 2, 2))
        .card(spell("Bolt", 1, 1, ""))
        .hand(0, "Squire").mana(0, 1).turn(0);
    Kernel k = sc.k();
    k.state().player(1).playedToday = new java.util.ArrayList<>(List.of(TestCards.ref("Bolt")));
    k.state().player(0).playedToday = new java.util.ArrayList<>(List.of(TestCards.ref("Squire"),
        TestCards.ref("Kodama")));
    assertEquals(1, k.playedToday(1, o -> k.is(o, dev.altered.rules.state.ObjectType.SPELL)), "player 1's Bolt");
    assertEquals(2, k.playedToday(0, k::isCharacter), "player 0 played two Characters today");
    assertEquals(0, k.playedToday(0, o -> k.is(o, dev.altered.rules.state.ObjectType.SPELL)), "and no Spell");
  }
}
