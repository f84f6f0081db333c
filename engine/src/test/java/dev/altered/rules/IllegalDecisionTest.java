package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.Declaration;
import dev.altered.rules.decision.IllegalDecisionException;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 5.1.2.f, 6.4.c: an illegal declaration or choice is rejected with a clear message; the game is unchanged. */
class IllegalDecisionTest {
  static {
    Fx.filter("character-in-play", (k, o) -> o.zone == ZoneKind.EXPEDITION && k.isCharacter(o));
    Fx.action("boost-them", (k, ctx, chosen) -> k.gainBoosts(chosen, 1));
  }

  private static Scenario base() {
    return Scenario.create()
        .card(character("Giant", 5, 5, 5, 5, 5))
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(character("Guard", 2, 2, 1, 1, 1, "[Tough\u00a02]. (Opponents must pay {2} to target me.)"))
        .card(character("Rallier", 1, 1, 1, 1, 1),
            Abilities.reaction("rallier", Triggers.joins(), Fx.target("character-in-play", 1, 1, "boost-them")));
  }

  @Test
  void rule_1_2_5_cACardWhoseCostCannotBePaidIsRejectedAndTheStateIsUnchanged() {
    Scenario sc = base().hand(0, "Giant").mana(0, 3).turn(0);
    String before = sc.game().saveJson();
    GameObject giant = sc.obj("Giant");
    IllegalDecisionException e = assertThrows(IllegalDecisionException.class,
        () -> sc.answer(Answer.declare(Declaration.play(giant.id, ExpeditionRef.hero(0)))));
    assertTrue(e.getMessage().contains("costs 5 mana") && e.getMessage().contains("3 ready Mana Orbs"),
        e.getMessage());
    assertEquals(before, sc.game().saveJson(), "state unchanged");
  }

  @Test
  void rule_5_2_1_aACharacterPlayedIntoAnOpponentsExpeditionIsRejected() {
    Scenario sc = base().hand(0, "Squire").mana(0, 3).turn(0);
    String before = sc.game().saveJson();
    IllegalDecisionException e = assertThrows(IllegalDecisionException.class,
        () -> sc.answer(Answer.declare(Declaration.play(sc.obj("Squire").id, ExpeditionRef.hero(1)))));
    assertTrue(e.getMessage().contains("5.2.1.a"), e.getMessage());
    assertEquals(before, sc.game().saveJson());
  }

  @Test
  void rule_6_5_bAnIllegalTargetIsRejectedAndTheStateIsUnchanged() {
    Scenario sc = base().hand(0, "Rallier").reserve(1, "Squire").expedition(1, Side.HERO, "Giant").mana(0, 1)
        .turn(0);
    sc.play("Rallier", Side.HERO);
    String before = sc.game().saveJson();
    int inReserve = sc.obj("Squire").id;
    IllegalDecisionException e = assertThrows(IllegalDecisionException.class, () -> sc.pickIds(inReserve));
    assertTrue(e.getMessage().contains("is not one of the choices"), e.getMessage());
    assertEquals(before, sc.game().saveJson());
    sc.pick("Giant");
    assertEquals(1, sc.obj("Giant").counter(GameObject.BOOST));
  }

  @Test
  void rule_7_4_7_aToughTargetWhoseCostCannotBePaidIsRejected() {
    Scenario sc = base().hand(0, "Rallier").expedition(1, Side.HERO, "Guard").mana(0, 2).turn(0);
    sc.play("Rallier", Side.HERO); // 1 of 2 mana spent: 1 left, Tough 2 cannot be paid
    String before = sc.game().saveJson();
    IllegalDecisionException e = assertThrows(IllegalDecisionException.class, () -> sc.pick("Guard"));
    assertTrue(e.getMessage().contains("Tough") && e.getMessage().contains("1 ready Mana"), e.getMessage());
    assertEquals(before, sc.game().saveJson());
    assertThrows(IllegalDecisionException.class, () -> sc.answer(Answer.pick(List.of())),
        "6.5.b: a target must be chosen when one is legal");
    sc.pick("Rallier");
  }

  @Test
  void aPickAnsweringATurnIsRejectedWithWhatIsExpected() {
    Scenario sc = base().hand(0, "Squire").mana(0, 1).turn(0);
    IllegalDecisionException e = assertThrows(IllegalDecisionException.class, () -> sc.answer(Answer.yes()));
    assertTrue(e.getMessage().contains("declaration"), e.getMessage());
  }
}
