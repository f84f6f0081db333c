package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.event.Event;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** More of the rules' Examples, with the cards' abilities written in Java for now. */
class MoreExamplesTest {
  static {
    Fx.filter("character-in-play", (k, o) -> o.zone == ZoneKind.EXPEDITION && k.isCharacter(o));
    Fx.action("they-fall-asleep", (k, ctx, c) -> k.gainStatus(c, Status.ASLEEP));
    Fx.filter("character-in-my-reserve", (k, o) -> o.zone == ZoneKind.RESERVE && k.isCharacter(o));
    Fx.action("exchange-with-hand", (k, ctx, c) -> {
      List<GameObject> hand = k.objects(ZoneKind.HAND, ctx.controller());
      if (!c.isEmpty() && !hand.isEmpty()) {
        k.exchange(c.get(0), hand.get(0).id, ctx.controller());
      }
    });
    Fx.action("maw-token", (k, ctx, c) -> k.createTokens(ctx.controller(),
        TokenSpec.of("Maw", 0, 0, 0, "COMPANION").withAbilities("maw"), List.of(ExpeditionRef.companion(0))));
    Fx.action("sacrifice-squire", (k, ctx, c) -> k.sacrifice(k.find(o -> o.zone == ZoneKind.EXPEDITION
        && !o.isToken()).stream().map(o -> o.id).toList(), ctx.controller()));
    Fx.action("i-gain-2-boosts", (k, ctx, c) -> k.gainBoosts(List.of(ctx.source()), 2));
  }

  @Test
  void rule_5_1_2_eRobinHoodsRestrictionAppliesAfterDecreases() {
    // Robin Hood: "Characters your opponents play can't cost less than 2"; a decrease of 3 first applies.
    CostModifier robin = new CostModifier() {
      public Kind kind() {
        return Kind.RESTRICTION;
      }

      public boolean appliesTo(Kernel k, GameObject source, GameObject card, int player,
          ZoneKind from) {
        return player != source.controller && k.isCharacter(card);
      }

      public int apply(Kernel k, GameObject source, GameObject card, int cost) {
        return Math.max(2, cost);
      }
    };
    CostModifier discount = new CostModifier() {
      public Kind kind() {
        return Kind.DECREASE;
      }

      public boolean appliesTo(Kernel k, GameObject source, GameObject card, int player,
          ZoneKind from) {
        return player == source.controller;
      }

      public int apply(Kernel k, GameObject source, GameObject card, int cost) {
        return cost - 3;
      }
    };
    Scenario sc = Scenario.create()
        .card(character("Robin Hood", 4, 4, 3, 2, 2), Abilities.cost("robin", robin))
        .card(character("Patron", 1, 1, 0, 0, 0), Abilities.cost("discount", discount))
        .card(character("Knight", 4, 4, 2, 2, 2))
        .expedition(1, Side.HERO, "Robin Hood").expedition(0, Side.HERO, "Patron").hand(0, "Knight").mana(0, 5)
        .turn(0);
    assertEquals(2, sc.pending().declarations().stream().filter(d -> d.objectId() == sc.obj("Knight").id)
        .findFirst().orElseThrow().cost(), "4 - 3 = 1, then Robin Hood makes it 2");
    sc.play("Knight", Side.HERO);
    assertEquals(3, sc.readyMana(0));
  }

  @Test
  void rule_6_1_gBeautySleepMayTargetACharacterAlreadyAsleep() {
    Scenario sc = Scenario.create()
        .card(spell("Beauty Sleep", 1, 3, ""),
            Abilities.spell("beauty-sleep", Fx.target("character-in-play", 1, 1, "they-fall-asleep")))
        .card(character("Dreamer", 1, 1, 1, 1, 1))
        .expedition(1, Side.HERO, "Dreamer").status("Dreamer", Status.ASLEEP).hand(0, "Beauty Sleep").mana(0, 1)
        .turn(0);
    sc.play("Beauty Sleep");
    assertTrue(sc.pending().candidate(sc.obj("Dreamer").id).isPresent(), "a choice without consequence is legal");
    sc.pick("Dreamer");
    assertTrue(sc.obj("Dreamer").has(Status.ASLEEP));
    assertTrue(sc.events(Event.StatusChanged.class).stream().noneMatch(e -> e.status() == Status.ASLEEP),
        "2.4.1.f: it cannot gain Asleep again, nothing happens");
  }

  @Test
  void rule_7_3_11_bSleightOfHandWithAnEmptyHandDoesNothing() {
    Scenario sc = Scenario.create()
        .card(spell("Sleight of Hand", 1, 1, "[Cooldown]."),
            Abilities.spell("sleight", Fx.target("character-in-my-reserve", 1, 1, "exchange-with-hand")))
        .card(character("Stored", 1, 1, 1, 1, 1))
        .reserve(0, "Stored").hand(0, "Sleight of Hand").mana(0, 1).turn(0);
    sc.play("Sleight of Hand").pick("Stored");
    sc.assertZone("Stored", ZoneKind.RESERVE);
    assertTrue(sc.obj("Sleight of Hand").has(Status.EXHAUSTED), "7.4.1.b Cooldown");
  }

  @Test
  void rule_2_2_12_fLindiweAndMawsTokenHasTheReactionWrittenInItsCreation() {
    // Lindiwe & Maw: "{T}: Create a Maw 0/0/0 Companion token in your Companion Expedition with "When you
    // sacrifice a Character — I gain 2 boosts"".
    ReactionAbility maw = Abilities.reaction("maw-reaction", Triggers.when(false, (self, e) ->
        e instanceof Event.Moved m && m.cause() == dev.altered.rules.event.Cause.SACRIFICE
            && m.actor() == self.controller), Fx.steps("i-gain-2-boosts"));
    Scenario sc = Scenario.create()
        .card(TestCards.hero("Lindiwe & Maw", dev.altered.card.Faction.YZ, 2, 2),
            Abilities.quick("lindiwe", QuickCost.exhaust(), Fx.steps("maw-token"), false))
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(TestCards.permanent("Altar", dev.altered.card.CardType.LANDMARK_PERMANENT, 1, 1),
            Abilities.quick("altar", QuickCost.exhaust(), Fx.steps("sacrifice-squire"), false))
        .token("maw", maw)
        .heroCard(0, "Lindiwe & Maw").expedition(0, Side.HERO, "Squire").landmark(0, "Altar").turn(0);
    sc.quickAction("Lindiwe & Maw", "lindiwe");
    GameObject token = sc.obj("Maw");
    assertEquals(List.of("COMPANION"), sc.k().characteristics(token).subtypes(), "2.2.2.j");
    assertEquals(0, sc.k().characteristics(token).forest(), "2.2.11.e");
    sc.quickAction("Altar", "altar");
    sc.assertZone("Squire", ZoneKind.DISCARD);
    assertEquals(2, sc.obj("Maw").counter(GameObject.BOOST));
  }

  @Test
  void rule_2_2_15_eAnEmblemLastingThisAfternoonEndsAtDusk() {
    Fx.action("afternoon-emblem", (k, ctx, c) -> k.createOngoing(ctx.controller(), 0, "nothing",
        dev.altered.rules.state.Duration.THIS_AFTERNOON, java.util.Map.of()));
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0))
        .ability(Abilities.rule("nothing", new RuleChange() {}))
        .effect(Phase.AFTERNOON, 0, "afternoon-emblem");
    assertEquals(1, sc.emblems().size());
    Procedures.DayFrame day = Procedures.DayFrame.at(2, Procedures.DayPoint.DUSK);
    sc.k().push(day);
    sc.game().advance();
    assertTrue(sc.emblems().isEmpty());
  }
}
